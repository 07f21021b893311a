#!/usr/bin/env python3
# gen-array-suite.py [N]: writes to stdout N (default 60) small random forward programs with
# tensor arrays, separated by "// -----", for the finite-difference check of --append-backward
# (docs/passes.md, "Tensor arrays"; lit-tests/gradients/array-generated.test): arrays made,
# written (appending or overwriting elements) and read in the module block, in the body of a
# while (three iterations, Paddle's form) and in the branches of an if, reads inside a region op
# of arrays made outside it, elementwise ops between them, and a loss bound to an output. Every
# read and write uses an array's latest value, and only the block that made an array writes it
# (what append-backward differentiates; the rest is refused, see append-backward-arrays-errors).
# Deterministic: program k comes from random.Random(k).
#
# gen-array-suite.py --buffers [N]: programs of arrays as buffers (issue 27), the default's
# ops plus: array_to_tensor (stacked, then summed back to a row) of an array the block made,
# which nothing writes after; overwrites, inside the while body and the if branches, of arrays
# made before them (read after the region op under their outer name); an array carried by the
# while as a loop value (read, overwritten and yielded by each iteration) and one yielded by both
# branches of the if as its result. The default's programs are unchanged.
import sys

from pir_gen import GenBase, full

F = "tensor<2xf64>"
I = "tensor<1xi64>"
A = "pd_op.tensor_array<2xf64>"
UNARY = ["tanh", "sin", "sigmoid"]
BINARY = ["add", "multiply", "subtract"]



class Gen(GenBase):
    def __init__(self, seed, buffers=False):
        super().__init__(seed)
        self.buffers = buffers

    def extra(self, depth, pool, own, outer):
        """--buffers only: one op of the buffer kinds, or None to fall through."""
        k = self.r.random()
        if k < 0.2 and [a for a in own if a[1] and not a[2]]:
            arr = self.r.choice([a for a in own if a[1] and not a[2]])
            t, ti, v = self.name("t"), self.name("ti"), self.name()
            self.emit(depth, '(%s, %s) = "pd_op.array_to_tensor" (%s) {axis:(Int32)0,use_stack:true} : (%s) -> tensor<%dx2xf64>, tensor<%dxi32>'
                      % (t, ti, arr[0], A, arr[1], arr[1]))
            self.emit(depth, '(%s) = "pd_op.sum" (%s) {axis:(pd_op.IntArray)[0],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<%dx2xf64>) -> %s'
                      % (v, t, arr[1], F))
            arr[2] = True  # frozen: a write after it is refused (its backward reads the shapes)
            pool.append(v)
            return True
        writable = [a for a in outer if a[1] and not a[2]]
        if k < 0.4 and depth > 0 and writable:
            arr = self.r.choice(writable)  # an overwrite: the length stays what the generator knows
            a = self.name("a")
            self.emit(depth, '(%s) = "pd_op.array_write_" (%s, %s, %%i%d) {} : (%s, %s, %s) -> %s'
                      % (a, arr[0], self.r.choice(pool), self.r.randint(0, arr[1] - 1), A, F, I, A))
            arr[0] = a
            return True
        return False

    def block(self, depth, pool, outer, count):
        """count random ops; pool: tensors; outer: arrays of enclosing blocks
        (name, length, frozen), read only (overwritten with --buffers).
        Returns the arrays this block made."""
        own = []  # [latest name, length, frozen]
        for _ in range(count):
            if self.buffers and self.extra(depth, pool, own, outer):
                continue
            k = self.r.random()
            if k < 0.1 or not own and (depth == 0 or k < 0.4):
                a = self.name("a")
                self.emit(depth, '(%s) = "pd_op.create_array" () {dtype:(pd_op.DataType)float64} : () -> %s' % (a, A))
                own.append([a, 0, False])
            elif k < 0.45 and [x for x in own if not x[2]]:
                arr = self.r.choice([x for x in own if not x[2]])
                at = self.r.randint(0, arr[1])  # overwrite, or append at the length
                a = self.name("a")
                self.emit(depth, '(%s) = "pd_op.array_write_" (%s, %s, %%i%d) {} : (%s, %s, %s) -> %s'
                          % (a, arr[0], self.r.choice(pool), at, A, F, I, A))
                arr[0], arr[1] = a, max(arr[1], at + 1)
            elif k < 0.75 and [x for x in own + outer if x[1]]:
                arr = self.r.choice([x for x in own + outer if x[1]])
                v = self.name()
                self.emit(depth, '(%s) = "pd_op.array_read" (%s, %%i%d) {} : (%s, %s) -> %s'
                          % (v, arr[0], self.r.randint(0, arr[1] - 1), A, I, F))
                pool.append(v)
            else:
                v = self.name()
                if self.r.random() < 0.5:
                    self.emit(depth, '(%s) = "pd_op.%s" (%s) {} : (%s) -> %s' % (v, self.r.choice(UNARY), self.r.choice(pool), F, F))
                else:
                    self.emit(depth, '(%s) = "pd_op.%s" (%s, %s) {} : (%s, %s) -> %s'
                              % (v, self.r.choice(BINARY), self.r.choice(pool), self.r.choice(pool), F, F, F))
                pool.append(v)
        return own

    def program(self):
        self.emit(0, '(%%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> %s' % F)
        self.emit(0, '(%%w) = "builtin.parameter" () {parameter_name:"w"} : () -> %s' % F)
        self.emit(0, '(%p) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"p",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>')
        for k in range(4):
            self.emit(0, '(%%i%d) = "pd_op.full" () %s : () -> %s' % (k, full("int64", "1", k), I))
        self.emit(0, '(%%n) = "pd_op.full" () %s : () -> %s' % (full("int64", "1", 3), I))
        pool = ["%x", "%w"]
        arrays = self.block(0, pool, [], self.r.randint(2, 6))
        kind = self.r.choice(["while", "if", "none"])
        carry = None
        if self.buffers and kind != "none" and self.r.random() < 0.8:
            cands = [a for a in arrays if a[1] and not a[2]]
            carry = self.r.choice(cands) if cands else None
        if kind == "while":
            self.emit(0, '(%%c0) = "pd_op.less_than" (%%i0, %%n) {} : (%s, %s) -> tensor<1xb>' % (I, I))
            h, j = self.name("h"), self.name("j")
            if carry:
                ca = self.name("a")
                self.emit(0, '(%%k3, %s, %s) = "pd_op.while" (cond=%%c0, inputs=%%i0, %s, %s) {' % (h, ca, self.r.choice(pool), carry[0]))
                self.emit(0, '^%s, %s, %s' % (j, "%hb", "%bb"))
            else:
                self.emit(0, '(%%k3, %s) = "pd_op.while" (cond=%%c0, inputs=%%i0, %s) {' % (h, self.r.choice(pool)))
                self.emit(0, '^%s, %s' % (j, "%hb"))
            inner = ["%hb", "%x", "%w"]
            outer = [["%bb", a[1], a[2]] if a is carry else list(a) for a in arrays]
            self.block(1, inner, outer, self.r.randint(3, 7))
            self.emit(1, '(%%j1) = "pd_op.add" (%s, %%i1) {} : (%s, %s) -> %s' % (j, I, I, I))
            self.emit(1, '(%%c) = "pd_op.less_than" (%%j1, %%n) {} : (%s, %s) -> tensor<1xb>' % (I, I))
            self.emit(1, '(%%hn) = "pd_op.tanh" (%s) {} : (%s) -> %s' % (inner[-1], F, F))
            if carry:
                cb = outer[arrays.index(carry)][0]
                self.emit(1, '() = "cf.yield" (%%c, %%j1, %%hn, %s) {} : (tensor<1xb>, %s, %s, %s) ->' % (cb, I, F, A))
                carry[0] = ca
            else:
                self.emit(1, '() = "cf.yield" (%%c, %%j1, %%hn) {} : (tensor<1xb>, %s, %s) ->' % (I, F))
            self.emit(0, '}')
            pool.append(h)
        elif kind == "if":
            o = self.name("o")
            if carry:
                ca = self.name("a")
                self.emit(0, '(%s, %s) = "pd_op.if" (%%p) {} : (tensor<1xb>) -> %s, %s {' % (o, ca, F, A))
            else:
                self.emit(0, '(%s) = "pd_op.if" (%%p) {} : (tensor<1xb>) -> %s {' % (o, F))
            for side in range(2):
                if side:
                    self.emit(0, '} {')
                inner = list(pool)
                outer = [list(a) for a in arrays]
                self.block(1, inner, outer, self.r.randint(2, 6))
                if carry:
                    cb = outer[arrays.index(carry)][0]
                    self.emit(1, '() = "cf.yield" (%s, %s) {} : (%s, %s) ->' % (inner[-1], cb, F, A))
                else:
                    self.emit(1, '() = "cf.yield" (%s) {} : (%s) ->' % (inner[-1], F))
            self.emit(0, '}')
            if carry:
                carry[0] = ca
            pool.append(o)
        # after the region op: more reads and writes (--buffers: also reads of the arrays made
        # before it, through their names after it: the if's or while's result when carried)
        self.block(0, pool, arrays if self.buffers else [], self.r.randint(0, 3))
        # the loss: the sum of every tensor computed, so each read counts
        self.loss_of(pool, F)
        return "{\n" + "\n".join(self.lines) + "\n}\n"


def main():
    args = [a for a in sys.argv[1:] if a != "--buffers"]
    n = int(args[0]) if args else 60
    buffers = "--buffers" in sys.argv[1:]
    sys.stdout.write("\n// -----\n".join(Gen(k, buffers).program() for k in range(n)))


if __name__ == "__main__":
    main()
