#!/usr/bin/env python3
# gen-backward-suite.py [N]: writes to stdout N (default 240) small forward programs, separated
# by "// -----", for the backward round trip (docs/passes.md, "verify-backward-roundtrip"):
# straight-line code, pd_op.if and pd_op.while in Paddle's form nested up to three deep (if in
# while, while in while, while in if), values used several times, stop_gradient inputs, forward
# dead code, and a loss (pd_op.mean) bound to an output. Deterministic: program k comes from
# random.Random(k), so the committed lit-tests/roundtrip/Inputs/generated-suite.pir is exactly what
# this prints (lit-tests/roundtrip/generated-suite-fresh.test checks it).
# With --selects, the blocks also hold dy2st's cond plumbing (gradients/select-generated.test):
# a mask from the sign of a value's sum, select_output routing a value into an if on the sign and
# an if on its negation (each reading its own result of the route in its then branch only), and
# select_input merging their results, and choosing between two values of the block.
import sys

from pir_gen import GenBase, full

F = "tensor<4xf32>"
I = "tensor<1xi64>"
B = "tensor<1xb>"
UNARY = ["tanh", "sin", "exp", "sigmoid", "relu"]
BINARY = ["add", "subtract", "multiply"]
PLACE = "place:(pd_op.Place)Place(undefined:0)"


def data(name, shape, dtype, stop):
    return ('{dtype:(pd_op.DataType)%s,name:"%s",%s,shape:(pd_op.IntArray)[%s],stop_gradient:[%s]}'
            % (dtype, name, PLACE, shape, "true" if stop else "false"))



class Gen(GenBase):
    def op(self, depth, pool):
        """One elementwise op on values of pool; returns its result."""
        out = self.name()
        if self.r.random() < 0.45 or len(pool) < 2:
            x = self.r.choice(pool)
            self.emit(depth, '(%s) = "pd_op.%s" (%s) {} : (%s) -> %s' % (out, self.r.choice(UNARY), x, F, F))
        else:
            x, y = self.r.choice(pool), self.r.choice(pool)  # may be the same value twice
            self.emit(depth, '(%s) = "pd_op.%s" (%s, %s) {} : (%s, %s) -> %s'
                      % (out, self.r.choice(BINARY), x, y, F, F, F))
        return out

    def straight(self, depth, pool, count):
        for _ in range(count):
            v = self.op(depth, pool)
            if self.r.random() < 0.15:
                continue  # forward dead code: never read
            pool.append(v)

    def block(self, depth, pool, budget):
        """Straight-line code and nested control flow; returns the values defined."""
        local = list(pool)
        self.straight(depth, local, self.r.randint(1, 2))
        while budget > 0:
            budget -= 1
            kind = self.r.random()
            if depth >= 3 or kind < 0.3:
                self.straight(depth, local, 1)
            elif self.selects and kind < 0.5:
                local += self.select_ops(depth, local, budget)
            elif kind < 0.65:
                local += self.if_op(depth, local, budget)
            else:
                local += self.while_op(depth, local, budget)
        return local

    def if_op(self, depth, pool, budget):
        m = self.r.randint(1, 2)
        outs = [self.name() for _ in range(m)]
        self.emit(depth, '(%s) = "pd_op.if" (%s) {} -> %s {' % (", ".join(outs), self.cond, ", ".join([F] * m)))
        for side in (0, 1):
            if side:
                self.emit(depth, "} else {")
            local = self.block(depth + 1, pool, self.r.randint(0, min(budget, 1)))
            fresh = [v for v in local if v not in pool] or local
            ys = [self.r.choice(fresh) for _ in range(m)]
            self.emit(depth + 1, '() = "cf.yield" (%s) {} : (%s) ->' % (", ".join(ys), ", ".join([F] * m)))
        self.emit(depth, "}")
        return outs

    def branch_on(self, depth, cond, routed, pool, budget):
        """An if on cond whose then branch reads routed (set only where cond holds)."""
        out = self.name()
        self.emit(depth, '(%s) = "pd_op.if" (%s) {} -> %s {' % (out, cond, F))
        first = self.name()
        self.emit(depth + 1, '(%s) = "pd_op.%s" (%s) {} : (%s) -> %s' % (first, self.r.choice(UNARY), routed, F, F))
        local = self.block(depth + 1, pool + [first], self.r.randint(0, min(budget, 1)))
        fresh = [v for v in local if v not in pool] or [first]
        self.emit(depth + 1, '() = "cf.yield" (%s) {} : (%s) ->' % (self.r.choice(fresh), F))
        self.emit(depth, "} else {")
        local = self.block(depth + 1, pool, 0)
        fresh = [v for v in local if v not in pool] or local
        self.emit(depth + 1, '() = "cf.yield" (%s) {} : (%s) ->' % (self.r.choice(fresh), F))
        self.emit(depth, "}")
        return out

    def select_ops(self, depth, pool, budget):
        """dy2st's cond: route, two ifs, select; and a select of two values."""
        a = self.r.choice(pool)
        sm, c, nc, m = self.name(), self.name("c"), self.name("c"), self.name("m")
        self.emit(depth, '(%s) = "pd_op.sum" (%s) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float32,keepdim:false} '
                  ': (%s) -> tensor<f32>' % (sm, self.r.choice(pool), F))
        self.emit(depth, '(%s) = "pd_op.greater_than" (%s, %%fzero) {} : (tensor<f32>, tensor<1xf32>) -> %s' % (c, sm, B))
        self.emit(depth, '(%s) = "pd_op.logical_not" (%s) {} : (%s) -> %s' % (nc, c, B, B))
        self.emit(depth, '(%s) = "pd_op.cast" (%s) {dtype:(pd_op.DataType)int32} : (%s) -> tensor<1xi32>' % (m, c, B))
        o0, o1 = self.name("o"), self.name("o")
        self.emit(depth, '(%s, %s) = "pd_op.select_output" (%s, %s) {} : (tensor<1xi32>, %s) -> %s, %s'
                  % (o0, o1, m, a, F, F, F))
        t = self.branch_on(depth, c, o1, pool, budget)
        f = self.branch_on(depth, nc, o0, pool, budget)
        s, s2 = self.name(), self.name()
        self.emit(depth, '(%s) = "pd_op.select_input" (%s, %s, %s) {} : (tensor<1xi32>, %s, %s) -> %s' % (s, m, f, t, F, F, F))
        x, y = self.r.choice(pool), self.r.choice(pool)
        self.emit(depth, '(%s) = "pd_op.select_input" (%s, %s, %s) {} : (tensor<1xi32>, %s, %s) -> %s' % (s2, m, x, y, F, F, F))
        return [s, s2]

    def while_op(self, depth, pool, budget):
        k = self.r.randint(1, 2)
        carried = [self.r.choice(pool) for _ in range(k)]
        c0 = self.name("c")
        self.emit(depth, '(%s) = "pd_op.less_than" (%s, %s) {} : (%s, %s) -> %s' % (c0, self.zero, self.limit, I, I, B))
        outs = [self.name("i")] + [self.name() for _ in range(k)]
        self.emit(depth, '(%s) = "pd_op.while" (cond=%s, inputs=%s, %s) {'
                  % (", ".join(outs), c0, self.zero, ", ".join(carried)))
        i = self.name("a")
        args = [self.name("a") for _ in range(k)]
        self.emit(depth + 1, "^%s" % ", ".join([i] + args))
        local = self.block(depth + 1, pool + args, self.r.randint(0, min(budget, 1)))
        fresh = [v for v in local if v not in pool] or args
        ys = [self.r.choice(fresh) for _ in range(k)]
        nxt, nc = self.name("i"), self.name("c")
        self.emit(depth + 1, '(%s) = "pd_op.add" (%s, %s) {} : (%s, %s) -> %s' % (nxt, i, self.one, I, I, I))
        self.emit(depth + 1, '(%s) = "pd_op.less_than" (%s, %s) {} : (%s, %s) -> %s' % (nc, nxt, self.limit, I, I, B))
        self.emit(depth + 1, '() = "cf.yield" (%s, %s, %s) {} : (%s, %s, %s) ->'
                  % (nc, nxt, ", ".join(ys), B, I, ", ".join([F] * k)))
        self.emit(depth, "}")
        return outs[1:]

    def program(self, k):
        self.emit(0, '(%%x) = "pd_op.data" () %s : () -> %s' % (data("x", "4", "float32", False), F))
        self.emit(0, '(%%w) = "builtin.parameter" () {parameter_name:"w"} : () -> %s' % F)
        self.emit(0, '(%%s) = "pd_op.data" () %s : () -> %s' % (data("s", "4", "float32", True), F))
        self.emit(0, '(%%c) = "pd_op.data" () %s : () -> %s' % (data("c", "1", "bool", True), B))
        self.cond = "%c"
        self.zero, self.one, self.limit = "%zero", "%one", "%limit"
        self.emit(0, '(%%zero) = "pd_op.full" () %s : () -> %s' % (full("int64", "1", "0"), I))
        self.emit(0, '(%%one) = "pd_op.full" () %s : () -> %s' % (full("int64", "1", "1"), I))
        self.emit(0, '(%%limit) = "pd_op.full" () %s : () -> %s' % (full("int64", "1", "3"), I))
        if self.selects:
            self.emit(0, '(%%fzero) = "pd_op.full" () %s : () -> tensor<1xf32>' % full("float32", "1", "0"))
        pool = ["%x", "%w", "%s"]
        budget = 0 if k % 5 == 0 else self.r.randint(1, 4)  # every fifth program is straight-line
        local = self.block(0, pool, budget)
        fresh = [v for v in local if v not in pool] or ["%x"]
        last = fresh[-1]
        if len(fresh) > 1 and self.r.random() < 0.5:
            mixed = self.name()
            self.emit(0, '(%s) = "pd_op.add" (%s, %s) {} : (%s, %s) -> %s' % (mixed, last, self.r.choice(fresh), F, F, F))
            last = mixed
        # The loss always depends on x (not stop_gradient), so every program has a gradient.
        mixed = self.name()
        self.emit(0, '(%s) = "pd_op.%s" (%s, %%x) {} : (%s, %s) -> %s' % (mixed, self.r.choice(BINARY), last, F, F, F))
        last = mixed
        loss = self.name("loss")
        self.emit(0, '(%s) = "pd_op.mean" (%s) {axis:(pd_op.IntArray)[],keepdim:false} : (%s) -> tensor<f32>' % (loss, last, F))
        self.emit(0, '() = "builtin.shadow_output" (%s) {output_name:"loss"} : (tensor<f32>) ->' % loss)
        return "// program %d\n{\n%s\n}\n" % (k, "\n".join(self.lines))


def main():
    args = [a for a in sys.argv[1:] if a != "--selects"]
    selects = len(args) < len(sys.argv) - 1
    n = int(args[0]) if args else 240
    out = ["// Generated by scripts/gen-backward-suite.py %d%s; do not edit (make check regenerates and compares).\n"
           % (n, " --selects" if selects else "")]
    for k in range(n):
        if k:
            out.append("\n// -----\n")
        g = Gen(k)
        g.selects = selects
        out.append(g.program(k))
    sys.stdout.write("".join(out))


main()
