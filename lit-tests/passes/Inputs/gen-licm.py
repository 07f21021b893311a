#!/usr/bin/env python3
"""Pseudo-random programs with loops for --loop-invariant-code-motion:

    gen-licm.py SEED [N] [--writes]

N programs (default 1), separated by "// -----". Each has pd_op.while loops
in Paddle's form and in the design form (cond, body), nested up to three
deep, some with an if inside, and some that run zero times; inside them
loop-variant code (reading the loop's arguments), loop-invariant ops (reading
only values defined outside the loop: the inputs, a parameter, constants,
values of enclosing blocks) and loop values carried unchanged. Every op is
elementwise and Speculatable, so every loop-invariant op must leave its loop
(check-licm.py checks the output). With --writes, some loops also write an
outer buffer with add_ (the reads of it must stay) or make a constant they
then write with relu_: for the differential test against pir-run only.
Deterministic; standard library only.
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "scripts"))
from pir_gen import GenBase, full  # noqa: E402

F = "tensor<4xf32>"
I = "tensor<1xi64>"
B = "tensor<1xb>"
UNARY = ["tanh", "sin", "exp", "sigmoid", "relu"]
BINARY = ["add", "subtract", "multiply"]



def data(name, shape, dtype):
    return ('{dtype:(pd_op.DataType)%s,name:"%s",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[%s],stop_gradient:[true]}'
            % (dtype, name, shape))


class Gen(GenBase):
    def __init__(self, seed, writes):
        GenBase.__init__(self, seed)
        self.writes = writes

    def op(self, depth, pool):
        out = self.name()
        if self.r.random() < 0.4 or len(pool) < 2:
            x = self.r.choice(pool)
            self.emit(depth, '(%s) = "pd_op.%s" (%s) {} : (%s) -> %s' % (out, self.r.choice(UNARY), x, F, F))
        else:
            x, y = self.r.choice(pool), self.r.choice(pool)
            self.emit(depth, '(%s) = "pd_op.%s" (%s, %s) {} : (%s, %s) -> %s'
                      % (out, self.r.choice(BINARY), x, y, F, F, F))
        return out

    def const(self, depth):
        out = self.name("k")
        self.emit(depth, '(%s) = "pd_op.full" () %s : () -> %s' % (out, full("float32", "4", self.r.choice(["0.5", "2", "-1"])), F))
        return out

    def block(self, depth, outer, args, budget):
        """Code of a loop body (args: its arguments) or of a branch; returns the values defined."""
        local = list(args)
        for _ in range(self.r.randint(1, 3)):
            kind = self.r.random()
            if kind < 0.35 or not local:
                # loop-invariant: outer values only (or a constant)
                src = list(outer)
                if self.r.random() < 0.3:
                    src.append(self.const(depth))
                local.append(self.op(depth, src))
                outer = outer + [local[-1]]  # later invariant ops may read it
            else:
                local.append(self.op(depth, local + outer))
        if self.writes and args and self.r.random() < 0.3:
            if self.r.random() < 0.5:
                # write an outer buffer made before the loop (a fresh exp)
                buf = self.r.choice(self.bufs) if self.bufs else None
                if buf:
                    t = self.name()
                    self.emit(depth, '(%s) = "pd_op.tanh" (%s) {} : (%s) -> %s' % (t, buf, F, F))
                    w = self.name()
                    self.emit(depth, '(%s) = "pd_op.add_" (%s, %s) {} : (%s, %s) -> %s' % (w, buf, self.r.choice(args), F, F, F))
                    local.append(t)
            else:
                k = self.const(depth)
                w = self.name()
                self.emit(depth, '(%s) = "pd_op.relu_" (%s) {} : (%s) -> %s' % (w, k, F, F))
                local.append(self.op(depth, [w] + local))
        while budget > 0:
            budget -= 1
            if depth >= 3:
                break
            kind = self.r.random()
            if kind < 0.25 and local:
                local += self.if_op(depth, outer + local)
            elif kind < 0.6:
                local += self.paddle_while(depth, outer + local, budget)
            else:
                local += self.design_while(depth, outer + local, budget)
        return local

    def if_op(self, depth, pool):
        out = self.name()
        self.emit(depth, '(%s) = "pd_op.if" (%%c) {} -> %s {' % (out, F))
        for side in (0, 1):
            if side:
                self.emit(depth, "} else {")
            v = self.op(depth + 1, pool)
            self.emit(depth + 1, '() = "cf.yield" (%s) {} : (%s) ->' % (v, F))
        self.emit(depth, "}")
        return [out]

    def carried(self, pool):
        k = self.r.randint(1, 3)
        return [self.r.choice(pool) for _ in range(k)]

    def yields(self, args, local):
        """Next loop values: some handed back unchanged (invariant loop values)."""
        ys = []
        for a in args:
            if self.r.random() < 0.35:
                ys.append(a)
            else:
                ys.append(self.r.choice([v for v in local if v not in args] or args))
        return ys

    def paddle_while(self, depth, pool, budget):
        init = self.carried(pool)
        limit = self.r.choice(["%zero", "%three"])  # zero: the loop never runs
        c0 = self.name("c")
        self.emit(depth, '(%s) = "pd_op.less_than" (%%zero, %s) {} : (%s, %s) -> %s' % (c0, limit, I, I, B))
        outs = [self.name("i")] + [self.name() for _ in init]
        self.emit(depth, '(%s) = "pd_op.while" (cond=%s, inputs=%%zero, %s) {' % (", ".join(outs), c0, ", ".join(init)))
        i = self.name("a")
        args = [self.name("a") for _ in init]
        self.emit(depth + 1, "^%s" % ", ".join([i] + args))
        local = self.block(depth + 1, pool, args, self.r.randint(0, min(budget, 1)))
        ys = self.yields(args, local)
        one = self.name("o")
        self.emit(depth + 1, '(%s) = "pd_op.full" () %s : () -> %s' % (one, full("int64", "1", "1"), I))
        ni, nc = self.name("i"), self.name("c")
        self.emit(depth + 1, '(%s) = "pd_op.add" (%s, %s) {} : (%s, %s) -> %s' % (ni, i, one, I, I, I))
        self.emit(depth + 1, '(%s) = "pd_op.less_than" (%s, %s) {} : (%s, %s) -> %s' % (nc, ni, limit, I, I, B))
        self.emit(depth + 1, '() = "cf.yield" (%s, %s, %s) {} : (%s, %s, %s) ->'
                  % (nc, ni, ", ".join(ys), B, I, ", ".join([F] * len(ys))))
        self.emit(depth, "}")
        return outs[1:]

    def design_while(self, depth, pool, budget):
        init = self.carried(pool)
        limit = self.r.choice(["%zero", "%three"])
        outs = [self.name("i")] + [self.name() for _ in init]
        types = ", ".join([I] + [F] * len(init))
        self.emit(depth, '(%s) = "pd_op.while" (%%zero, %s) {} : (%s) -> %s {' % (", ".join(outs), ", ".join(init), types, types))
        ci = self.name("a")
        cargs = [self.name("a") for _ in init]
        self.emit(depth + 1, "^bb0(%s):" % ", ".join("%s: %s" % (a, t) for a, t in zip([ci] + cargs, [I] + [F] * len(init))))
        # cond: an invariant op (a bound computed from outer values) and the test
        bound = self.name("b")
        self.emit(depth + 1, '(%s) = "pd_op.maximum" (%s, %s) {} : (%s, %s) -> %s' % (bound, limit, limit, I, I, I))
        k = self.name("c")
        self.emit(depth + 1, '(%s) = "pd_op.less_than" (%s, %s) {} : (%s, %s) -> %s' % (k, ci, bound, I, I, B))
        self.emit(depth + 1, '() = "cf.cond_yield" (%s, %s) {} : (%s, %s) ->' % (k, ", ".join([ci] + cargs), B, types))
        self.emit(depth, "} {")
        bi = self.name("a")
        bargs = [self.name("a") for _ in init]
        self.emit(depth + 1, "^bb1(%s):" % ", ".join("%s: %s" % (a, t) for a, t in zip([bi] + bargs, [I] + [F] * len(init))))
        local = self.block(depth + 1, pool, bargs, self.r.randint(0, min(budget, 1)))
        ys = self.yields(bargs, local)
        one = self.name("o")
        self.emit(depth + 1, '(%s) = "pd_op.full" () %s : () -> %s' % (one, full("int64", "1", "1"), I))
        ni = self.name("i")
        self.emit(depth + 1, '(%s) = "pd_op.add" (%s, %s) {} : (%s, %s) -> %s' % (ni, bi, one, I, I, I))
        self.emit(depth + 1, '() = "cf.yield" (%s) {} : (%s) ->' % (", ".join([ni] + ys), types))
        self.emit(depth, "}")
        return outs[1:]

    def program(self, k):
        self.emit(0, '(%%x) = "pd_op.data" () %s : () -> %s' % (data("x", "4", "float32"), F))
        self.emit(0, '(%%w) = "builtin.parameter" () {parameter_name:"w"} : () -> %s' % F)
        self.emit(0, '(%%c) = "pd_op.data" () %s : () -> %s' % (data("c", "1", "bool"), B))
        self.emit(0, '(%%zero) = "pd_op.full" () %s : () -> %s' % (full("int64", "1", "0"), I))
        self.emit(0, '(%%three) = "pd_op.full" () %s : () -> %s' % (full("int64", "1", "3"), I))
        self.bufs = []
        if self.writes:
            b = self.name("buf")
            self.emit(0, '(%s) = "pd_op.exp" (%%x) {} : (%s) -> %s' % (b, F, F))
            self.bufs.append(b)
        pool = ["%x", "%w"] + self.bufs
        local = self.block(0, pool, [], self.r.randint(1, 4))
        fresh = [v for v in local if v not in pool] or ["%x"]
        for j, v in enumerate(fresh[-3:] + self.bufs):
            self.emit(0, '() = "builtin.shadow_output" (%s) {output_name:"out%d"} : (%s) ->' % (v, j, F))
        return "// program %d\n{\n%s\n}\n" % (k, "\n".join(self.lines))


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    writes = "--writes" in sys.argv
    seed = int(args[0]) if args else 1
    n = int(args[1]) if len(args) > 1 else 1
    out = []
    for k in range(n):
        if k:
            out.append("\n// -----\n")
        out.append(Gen(seed * 100003 + k, writes).program(k))
    sys.stdout.write("".join(out))


main()
