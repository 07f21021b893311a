#!/usr/bin/env python3
# gen-inplace-suite.py [N]: writes to stdout N (default 80) small random forward programs that
# write buffers in place, separated by "// -----", for the differential test of --append-backward
# on in-place writes (issue 27; lit-tests/gradients/inplace-generated.test): inplace ops (tanh_,
# sin_, sigmoid_, add_, multiply_, subtract_) and assign_out_ writing any name of a buffer (a
# data input, a parameter, a stop_gradient fill, an intermediate, one an earlier write
# overwrote), reads of a buffer through any of its names before and after writes, in the module
# block, in the body of a while (three iterations, Paddle's form: the body may write the value it
# carries and the buffers of the module block) and in the branches of an if (each may write the
# module block's buffers), reads of those buffers after the region op, and a loss bound to an
# output that reads every name made. Nothing keeps the programs inside what append-backward
# differentiates: each must either match central differences (pir-run runs in-place writes on
# one object per buffer, so the differences see what Paddle computes) or be refused with a
# located error (grad-check-suite.py --refused-ok). Deterministic: program k comes from
# random.Random(k).
import sys

from pir_gen import GenBase, full

F = "tensor<2xf64>"
I = "tensor<1xi64>"
UNARY = ["tanh", "sin", "sigmoid"]
BINARY = ["add", "multiply", "subtract"]


class Gen(GenBase):
    """Values are named buffers: buf maps a name to its buffer (an inplace
    op's or assign_out_'s result is its target's buffer), and each block has
    latest, a buffer's newest name there. Operands are mostly a buffer's
    newest name (what a Paddle program reads after a write), sometimes an
    older one (what append-backward must refuse or follow)."""

    def __init__(self, seed):
        super().__init__(seed)
        self.buf = {}

    def pick(self, pool, latest):
        v = self.r.choice(pool)
        return latest.get(self.buf[v], v) if self.r.random() < 0.95 else v

    def op(self, depth, pool, writable, latest):
        """One op on values of pool (writing one of writable in place, for
        the in-place kinds); appends its result to pool."""
        k = self.r.random()
        v = self.name()
        target = self.pick(writable, latest) if writable else None
        if k < 0.2 and target:
            self.emit(depth, '(%s) = "pd_op.%s_" (%s) {} : (%s) -> %s' % (v, self.r.choice(UNARY), target, F, F))
        elif k < 0.35 and target:
            self.emit(depth, '(%s) = "pd_op.%s_" (%s, %s) {} : (%s, %s) -> %s'
                      % (v, self.r.choice(BINARY), target, self.pick(pool, latest), F, F, F))
        elif k < 0.55 and target:
            self.emit(depth, '(%s) = "pd_op.assign_out_" (%s, %s) {} : (%s, %s) -> %s'
                      % (v, self.pick(pool, latest), target, F, F, F))
        else:
            target = None
            if k < 0.75:
                self.emit(depth, '(%s) = "pd_op.%s" (%s) {} : (%s) -> %s' % (v, self.r.choice(UNARY), self.pick(pool, latest), F, F))
            else:
                self.emit(depth, '(%s) = "pd_op.%s" (%s, %s) {} : (%s, %s) -> %s'
                          % (v, self.r.choice(BINARY), self.pick(pool, latest), self.pick(pool, latest), F, F, F))
        self.buf[v] = self.buf[target] if target else v
        latest[self.buf[v]] = v
        pool.append(v)
        if target or depth == 0 or self.r.random() < 0.5:
            writable.append(v)  # a region's own values written in it, or left alone (read only)

    def block(self, depth, pool, writable, latest, count):
        for _ in range(count):
            self.op(depth, pool, writable, latest)

    def program(self):
        self.emit(0, '(%%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> %s' % F)
        self.emit(0, '(%%w) = "builtin.parameter" () {parameter_name:"w"} : () -> %s' % F)
        self.emit(0, '(%p) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"p",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>')
        self.emit(0, '(%%b) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[true],value:(Double)0.5} : () -> %s' % F)
        for k in range(2):
            self.emit(0, '(%%i%d) = "pd_op.full" () %s : () -> %s' % (k, full("int64", "1", k), I))
        self.emit(0, '(%%n) = "pd_op.full" () %s : () -> %s' % (full("int64", "1", 3), I))
        pool = ["%x", "%w", "%b"]
        for v in pool:
            self.buf[v] = v
        latest = {}
        # the inputs are written only sometimes, so that programs differentiate too
        writable = ["%b"] + [v for v in ("%x", "%w") if self.r.random() < 0.2]
        self.block(0, pool, writable, latest, self.r.randint(2, 5))
        kind = self.r.choice(["while", "if", "none"])
        if kind == "while":
            self.emit(0, '(%%c0) = "pd_op.less_than" (%%i0, %%n) {} : (%s, %s) -> tensor<1xb>' % (I, I))
            h = self.name("h")
            self.emit(0, '(%%k3, %s) = "pd_op.while" (cond=%%c0, inputs=%%i0, %s) {' % (h, self.pick(pool, latest)))
            self.emit(0, '^%j, %hb')
            self.buf["%hb"] = "%hb"
            inner, il = ["%hb"] + pool, dict(latest)
            # the body writes the value it carries and some of the module block's buffers
            iw = ["%hb"] + [v for v in writable if self.r.random() < 0.1]
            self.block(1, inner, iw, il, self.r.randint(2, 6))
            self.emit(1, '(%%j1) = "pd_op.add" (%%j, %%i1) {} : (%s, %s) -> %s' % (I, I, I))
            self.emit(1, '(%%c) = "pd_op.less_than" (%%j1, %%n) {} : (%s, %s) -> tensor<1xb>' % (I, I))
            self.emit(1, '(%%hn) = "pd_op.tanh" (%s) {} : (%s) -> %s' % (inner[-1], F, F))
            self.emit(1, '() = "cf.yield" (%%c, %%j1, %%hn) {} : (tensor<1xb>, %s, %s) ->' % (I, F))
            self.emit(0, '}')
            self.buf[h] = h
            pool.append(h)
            writable.append(h)
        elif kind == "if":
            o = self.name("o")
            self.emit(0, '(%s) = "pd_op.if" (%%p) {} : (tensor<1xb>) -> %s {' % (o, F))
            for side in range(2):
                if side:
                    self.emit(0, '} {')
                inner, il = list(pool), dict(latest)
                iw = [v for v in writable if self.r.random() < 0.1]
                self.block(1, inner, iw, il, self.r.randint(1, 5))
                self.emit(1, '() = "cf.yield" (%s) {} : (%s) ->' % (inner[-1], F))
            self.emit(0, '}')
            self.buf[o] = o
            pool.append(o)
            writable.append(o)
        # after the region op (whose writes of the module block's buffers
        # have no name here): more writes and reads, then the loss, reading
        # every buffer by its newest name and some by an older one
        self.block(0, pool, writable, latest, self.r.randint(0, 3))
        reads = []
        for v in pool:
            if latest.get(self.buf[v], v) == v or self.r.random() < 0.04:
                reads.append(v)
        self.loss_of(reads, F)
        return "{\n" + "\n".join(self.lines) + "\n}\n"


def main():
    n = int(sys.argv[1]) if sys.argv[1:] else 80
    sys.stdout.write("\n// -----\n".join("// program %d\n" % k + Gen(k).program() for k in range(n)))


if __name__ == "__main__":
    main()
