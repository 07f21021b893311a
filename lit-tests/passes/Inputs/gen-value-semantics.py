#!/usr/bin/env python3
"""A pseudo-random program for the value-semantics passes, from a seed:

    gen-value-semantics.py SEED [OPS] [--executable]

Tensors of one shape flow through value-semantics ops (unary, binary,
concat of a builtin.combine, split_with_num taken apart by builtin.slice),
inplace ops (relu_, tanh_, add_, assign_out_),
views (reshape, written through now and then), batch_norm (which writes its
mean and variance), copies already there (to_vtensor, to_tensor),
parameters (read, and sometimes set), fetch and shadow_output, and pd_op.if
and pd_op.while regions holding more of the same. Some results are never
read. Used by fuse-vs.test to compare --to-vtensor --copy-elimination run
fused with the two passes run one after the other. With --executable, only
what pir-run runs (no vecs, batch_norm or while; views, if, parameters,
set_parameter, inplace ops and overwrites stay): vs-run-diff.py runs such
programs before and after the passes. Standard library only.
"""

import random
import sys

T = 'tensor<4xf32>'
V = 'tensor<2x2xf32>'
B = 'tensor<1xb>'
X4 = 'tensor<1x4x6x6xf32>'
H = 'tensor<2xf32>'


class Gen:
    def __init__(self, seed, executable=False):
        self.r = random.Random(seed)
        self.n = 0
        self.lines = []
        self.executable = executable

    def fresh(self):
        self.n += 1
        return '%%v%d' % self.n

    def emit(self, depth, text):
        self.lines.append('    ' * depth + text)

    def pick(self, pool):
        # mostly recent values, sometimes an old one
        if self.r.random() < 0.7:
            return pool[-1 - min(len(pool) - 1, int(self.r.expovariate(0.5)))]
        return self.r.choice(pool)

    def op(self, depth, pool, budget):
        """One op (or a region op with its body) appended; new tensors go to pool."""
        r = self.r
        k = r.random()
        a = self.pick(pool)
        if self.executable and (0.64 <= k < 0.69 or (0.76 + 0.02 * (depth == 1)) <= k < 0.81 or k >= 0.93):
            k = 0  # what pir-run has no kernel for (vecs, batch_norm) or may loop on: a unary op
        if k < 0.30:
            res = self.fresh()
            name = r.choice(['relu', 'tanh', 'sin', 'exp'])
            self.emit(depth, '(%s) = "pd_op.%s" (%s) {} : (%s) -> %s' % (res, name, a, T, T))
            pool.append(res)
        elif k < 0.50:
            b = self.pick(pool)
            res = self.fresh()
            name = r.choice(['add', 'multiply', 'subtract'])
            self.emit(depth, '(%s) = "pd_op.%s" (%s, %s) {} : (%s, %s) -> %s' % (res, name, a, b, T, T, T))
            pool.append(res)
        elif k < 0.58:
            res = self.fresh()
            if r.random() < 0.3:
                b = self.pick(pool)
                self.emit(depth, '(%s) = "pd_op.add_" (%s, %s) {} : (%s, %s) -> %s' % (res, a, b, T, T, T))
            elif r.random() < 0.3:
                b = self.pick(pool)
                self.emit(depth, '(%s) = "pd_op.assign_out_" (%s, %s) {} : (%s, %s) -> %s' % (res, b, a, T, T, T))
            else:
                name = r.choice(['relu_', 'tanh_'])
                self.emit(depth, '(%s) = "pd_op.%s" (%s) {} : (%s) -> %s' % (res, name, a, T, T))
            pool.append(res)
        elif k < 0.64:
            view = self.fresh()
            self.emit(depth, '(%s) = "pd_op.reshape" (%s) {shape:(pd_op.IntArray)[2,2]} : (%s) -> %s' % (view, a, T, V))
            res = self.fresh()
            name = 'relu_' if r.random() < 0.4 else 'relu'
            self.emit(depth, '(%s) = "pd_op.%s" (%s) {} : (%s) -> %s' % (res, name, view, V, V))
            if r.random() < 0.5:
                self.emit(depth, '() = "pd_op.fetch" (%s) {name:"f%s"} : (%s) ->' % (res, res[1:], V))
        elif k < 0.69 and r.random() < 0.4:
            # a vec a value-semantics op makes, taken apart (rule h)
            vec, ax = self.fresh(), self.fresh()
            self.emit(depth, '(%s) = "pd_op.full" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),'
                      'shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi32>' % ax)
            self.emit(depth, '(%s) = "pd_op.split_with_num" (%s, %s) {num:(Int32)2} : (%s, tensor<1xi32>) -> vec[%s,%s]'
                      % (vec, a, ax, T, H, H))
            for i in range(2):
                e = self.fresh()
                self.emit(depth, '(%s) = "builtin.slice" (%s) {index:(Int32)%d} : (vec[%s,%s]) -> %s' % (e, vec, i, H, H, H))
                out = self.fresh()
                name = 'relu_' if r.random() < 0.3 else 'exp'
                self.emit(depth, '(%s) = "pd_op.%s" (%s) {} : (%s) -> %s' % (out, name, e, H, H))
                if r.random() < 0.6:
                    self.emit(depth, '() = "pd_op.fetch" (%s) {name:"f%s"} : (%s) ->' % (out, out[1:], H))
        elif k < 0.69:
            b = self.pick(pool)
            vec = self.fresh()
            self.emit(depth, '(%s) = "builtin.combine" (%s, %s) {} : (%s, %s) -> vec[%s,%s]' % (vec, a, b, T, T, T, T))
            res = self.fresh()
            self.emit(depth, '(%s) = "pd_op.concat" (%s) {axis:(Int32)0} : (vec[%s,%s]) -> tensor<8xf32>' % (res, vec, T, T))
            if r.random() < 0.6:
                out = self.fresh()
                self.emit(depth, '(%s) = "pd_op.relu" (%s) {} : (tensor<8xf32>) -> tensor<8xf32>' % (out, res))
                res = out
            if r.random() < 0.6:
                self.emit(depth, '() = "pd_op.fetch" (%s) {name:"f%s"} : (tensor<8xf32>) ->' % (res, res[1:]))
        elif k < 0.73:
            vt = self.fresh()
            self.emit(depth, '(%s) = "pd_op.to_vtensor" (%s) {} : (%s) -> vtensor<4xf32>' % (vt, a, T))
            if r.random() < 0.5:
                res = self.fresh()
                self.emit(depth, '(%s) = "pd_op.relu" (%s) {} : (vtensor<4xf32>) -> vtensor<4xf32>' % (res, vt))
                vt = res
            res = self.fresh()
            self.emit(depth, '(%s) = "pd_op.to_tensor" (%s) {} : (vtensor<4xf32>) -> %s' % (res, vt, T))
            pool.append(res)
        elif k < 0.76:
            res = self.fresh()
            self.emit(depth, '(%s) = "builtin.parameter" () {parameter_name:"w%d"} : () -> %s' % (res, r.randrange(3), T))
            pool.append(res)
        elif k < 0.78 and depth == 1:
            self.emit(depth, '() = "builtin.set_parameter" (%s) {parameter_name:"w%d"} : (%s) ->' % (a, r.randrange(3), T))
        elif k < 0.81:
            m, v = a, self.pick(pool)
            if m == v:
                return
            outs = [self.fresh() for _ in range(5)]
            x = self.fresh()
            self.emit(depth, '(%s) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x%s",place:(pd_op.Place)Place(undefined:0),'
                      'shape:(pd_op.IntArray)[1,4,6,6]} : () -> %s' % (x, x[1:], X4))
            self.emit(depth, '(%s) = "pd_op.batch_norm" (%s, %s, %s) {data_format:"NCHW",epsilon:(Float)1e-05,is_test:false,'
                      'momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (%s, %s, %s) -> %s, %s, %s, %s, %s'
                      % (', '.join(outs), x, m, v, X4, T, T, X4, T, T, T, T))
            y = self.fresh()
            self.emit(depth, '(%s) = "pd_op.relu" (%s) {} : (%s) -> %s' % (y, outs[0], X4, X4))
            self.emit(depth, '() = "pd_op.fetch" (%s) {name:"f%s"} : (%s) ->' % (y, y[1:], X4))
            pool.extend(outs[1:])
        elif k < 0.86:
            name = 'fetch' if r.random() < 0.5 else 'shadow_output'
            key = 'name' if name == 'fetch' else 'output_name'
            dialect = 'pd_op' if name == 'fetch' else 'builtin'
            self.emit(depth, '() = "%s.%s" (%s) {%s:"o%d"} : (%s) ->' % (dialect, name, a, key, self.n, T))
        elif k < 0.93 and budget > 4:
            res = self.fresh()
            self.emit(depth, '(%s) = "pd_op.if" (%%c) {} -> %s {' % (res, T))
            for branch in range(2):
                inner = list(pool)
                for _ in range(r.randrange(1, 5)):
                    self.op(depth + 1, inner, budget // 4)
                self.emit(depth + 1, '() = "cf.yield" (%s) {} : (%s) ->' % (self.pick(inner), T))
                if branch == 0:
                    self.emit(depth, '} else {')
            self.emit(depth, '}')
            pool.append(res)
        elif budget > 4:
            res = self.fresh()
            arg = self.fresh()
            self.emit(depth, '(%s) = "pd_op.while" (cond=%%c, inputs=%s) {' % (res, a))
            self.emit(depth, '^%s' % arg)
            inner = list(pool) + [arg]
            for _ in range(r.randrange(1, 5)):
                self.op(depth + 1, inner, budget // 4)
            self.emit(depth + 1, '() = "cf.yield" (%%c, %s) {} : (%s, %s) ->' % (self.pick(inner), B, T))
            self.emit(depth, '}')
            pool.append(res)

    def program(self, ops):
        self.emit(0, '{')
        pool = []
        for i in range(3):
            v = self.fresh()
            self.emit(1, '(%s) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x%d",place:(pd_op.Place)Place(undefined:0),'
                      'shape:(pd_op.IntArray)[4]} : () -> %s' % (v, i, T))
            pool.append(v)
        self.emit(1, '(%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),'
                  'shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>')
        while len(self.lines) < ops:
            self.op(1, pool, ops)
        for v in pool[-3:]:
            self.emit(1, '() = "pd_op.fetch" (%s) {name:"out%s"} : (%s) ->' % (v, v[2:], T))
        self.emit(0, '}')
        return '\n'.join(self.lines) + '\n'


def main():
    args = [a for a in sys.argv[1:] if a != '--executable']
    seed = int(args[0])
    ops = int(args[1]) if len(args) > 1 else 200
    sys.stdout.write(Gen(seed, '--executable' in sys.argv).program(ops))


if __name__ == '__main__':
    main()
