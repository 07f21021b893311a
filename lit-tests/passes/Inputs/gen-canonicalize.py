#!/usr/bin/env python3
"""A pseudo-random runnable program for --canonicalize and --fold-conv-bn:

    gen-canonicalize.py SEED [OPS [PROGRAMS]]

With PROGRAMS, that many programs (seeds SEED, SEED+1, ...) separated by
"// -----" (Inputs/run-differential.py runs each).

NCHW tensors of one shape flow through unary and binary ops, identities
(scale by 1 with bias 0, by a scale operand, cast to the same dtype, assign,
reshape to the same shape, to_vtensor/to_tensor round trips), ops that only
look like them (scale by 2, cast there and back), shape computations
(shape, slice, full, builtin.combine, scale of a constant) feeding reshape,
full_like, inplace writes of copies (relu_, add_: a copy that is written
must stay a copy), and conv2d + test-mode batch_norm_ blocks on parameters
(sometimes depthwise, NHWC-free; sometimes with the conv result read twice,
or a statistic overwritten by set_parameter: both must stay). Some values
are outputs. pir-run runs it before and after the passes (canonicalize.test,
fold-conv-bn.test). Standard library only.
"""

import random
import sys

T = 'tensor<1x2x4x4xf32>'
T64 = 'tensor<1x2x4x4xf64>'
FLAT = 'tensor<1x2x16xf32>'
V = 'tensor<2xf32>'
SG = 'stop_gradient:[true]'


class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.n = 0
        self.params = 0
        self.lines = []

    def fresh(self):
        self.n += 1
        return '%%v%d' % self.n

    def emit(self, text):
        self.lines.append('    ' + text)

    def pick(self, pool):
        if self.r.random() < 0.7:
            return pool[-1 - min(len(pool) - 1, int(self.r.expovariate(0.5)))]
        return self.r.choice(pool)

    def param(self, ty):
        self.params += 1
        name = 'p%d' % self.params
        v = self.fresh()
        self.emit('(%s) = "builtin.parameter" () {parameter_name:"%s",%s} : () -> %s' % (v, name, SG, ty))
        return v, name

    def unary(self, name, a, ty=T, attrs=SG):
        v = self.fresh()
        self.emit('(%s) = "pd_op.%s" (%s) {%s} : (%s) -> %s' % (v, name, a, attrs, ty, ty))
        return v

    def op(self, pool):
        r = self.r
        k = r.random()
        a = self.pick(pool)
        if k < 0.12:
            return self.unary(r.choice(['relu', 'tanh', 'sigmoid']), a)
        if k < 0.22:
            b = self.pick(pool)
            v = self.fresh()
            self.emit('(%s) = "pd_op.%s" (%s, %s) {%s} : (%s, %s) -> %s' %
                      (v, r.choice(['add', 'multiply', 'subtract']), a, b, SG, T, T, T))
            return v
        if k < 0.30:
            s, bias = r.choice([(1, 0), (1, 0), (2, 0), (1, 0.5)])
            return self.unary('scale', a, attrs='bias:(Float)%s,bias_after_scale:true,scale:(Float)%s,%s' %
                              (bias, s, SG))
        if k < 0.34:
            # the scale is an operand: the attribute does not decide
            one = self.fresh()
            self.emit('(%s) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),'
                      'shape:(pd_op.IntArray)[1],%s,value:(Double)%s} : () -> tensor<1xf32>' %
                      (one, SG, r.choice(['1', '3'])))
            v = self.fresh()
            self.emit('(%s) = "pd_op.scale" (%s, %s) {bias:(Float)0,bias_after_scale:true,scale:(Float)1,%s} : '
                      '(%s, tensor<1xf32>) -> %s' % (v, a, one, SG, T, T))
            return v
        if k < 0.40:
            if r.random() < 0.5:
                return self.unary('cast', a, attrs='dtype:(pd_op.DataType)float32,%s' % SG)
            d = self.fresh()
            self.emit('(%s) = "pd_op.cast" (%s) {dtype:(pd_op.DataType)float64,%s} : (%s) -> %s' % (d, a, SG, T, T64))
            v = self.fresh()
            self.emit('(%s) = "pd_op.cast" (%s) {dtype:(pd_op.DataType)float32,%s} : (%s) -> %s' % (v, d, SG, T64, T))
            return v
        if k < 0.46:
            v = self.unary('assign', a)
            if r.random() < 0.4:
                # the copy is written: it must stay a copy
                w = self.fresh()
                if r.random() < 0.5:
                    self.emit('(%s) = "pd_op.relu_" (%s) {%s} : (%s) -> %s' % (w, v, SG, T, T))
                else:
                    self.emit('(%s) = "pd_op.add_" (%s, %s) {%s} : (%s, %s) -> %s' % (w, v, a, SG, T, T, T))
                pool.append(w)
            return v
        if k < 0.52:
            v = self.fresh()
            self.emit('(%s) = "pd_op.reshape" (%s) {shape:(pd_op.IntArray)[1,2,4,4],%s} : (%s) -> %s' %
                      (v, a, SG, T, T))
            return v
        if k < 0.62:
            return self.shapes(a)
        if k < 0.68:
            v = self.fresh()
            self.emit('(%s) = "pd_op.full_like" (%s) {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),'
                      '%s,value:(Float)%s} : (%s) -> %s' % (v, a, SG, r.choice(['0', '1.5', '-2']), T, T))
            return v
        if k < 0.74:
            c = self.fresh()
            self.emit('(%s) = "pd_op.to_vtensor" (%s) {} : (%s) -> vtensor<1x2x4x4xf32>' % (c, a, T))
            v = self.fresh()
            self.emit('(%s) = "pd_op.to_tensor" (%s) {} : (vtensor<1x2x4x4xf32>) -> %s' % (v, c, T))
            return v
        return self.conv_bn(a, pool)

    def shapes(self, a):
        """shape -> slice -> (scale) -> combine with constants -> reshape, and back."""
        r = self.r
        s = self.fresh()
        self.emit('(%s) = "pd_op.shape" (%s) {%s} : (%s) -> tensor<4xi32>' % (s, a, SG, T))
        d1 = self.fresh()
        self.emit('(%s) = "pd_op.slice" (%s) {axes:[(Int64)0],decrease_axis:[(Int64)0],ends:(pd_op.IntArray)[2],'
                  'infer_flags:[(Int64)1],starts:(pd_op.IntArray)[1],%s} : (tensor<4xi32>) -> tensor<i32>' %
                  (d1, s, SG))
        if r.random() < 0.5:
            d = self.fresh()
            self.emit('(%s) = "pd_op.scale" (%s) {bias:(Float)0,bias_after_scale:true,scale:(Float)1,%s} : '
                      '(tensor<i32>) -> tensor<i32>' % (d, d1, SG))
            d1 = d
        one = self.fresh()
        self.emit('(%s) = "pd_op.full" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),'
                  'shape:(pd_op.IntArray)[],%s,value:(Double)1} : () -> tensor<i32>' % (one, SG))
        m = self.fresh()
        self.emit('(%s) = "pd_op.full" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),'
                  'shape:(pd_op.IntArray)[],%s,value:(Double)-1} : () -> tensor<i32>' % (m, SG))
        vec = self.fresh()
        self.emit('(%s) = "builtin.combine" (%s, %s, %s) {} : (tensor<i32>, tensor<i32>, tensor<i32>) -> '
                  'vec[tensor<i32>,tensor<i32>,tensor<i32>]' % (vec, one, d1, m))
        flat = self.fresh()
        self.emit('(%s) = "pd_op.reshape" (%s, %s) {%s} : (%s, vec[tensor<i32>,tensor<i32>,tensor<i32>]) -> %s' %
                  (flat, a, vec, SG, T, FLAT))
        t = self.unary('tanh', flat, FLAT)
        back = self.fresh()
        self.emit('(%s) = "pd_op.reshape" (%s) {shape:(pd_op.IntArray)[1,2,4,4],%s} : (%s) -> %s' %
                  (back, t, SG, FLAT, T))
        return back

    def conv_bn(self, a, pool):
        r = self.r
        depthwise = r.random() < 0.3
        w, _ = self.param('tensor<2x1x3x3xf32>' if depthwise else 'tensor<2x2x3x3xf32>')
        stats = [self.param(V) for _ in range(4)]
        conv = self.fresh()
        pads = r.choice(['[(Int32)1,(Int32)1]', '[(Int32)1,(Int32)1,(Int32)1,(Int32)1]'])
        name = 'depthwise_conv2d' if depthwise and r.random() < 0.5 else 'conv2d'
        self.emit('(%s) = "pd_op.%s" (%s, %s) {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)%d,'
                  'padding_algorithm:"EXPLICIT",paddings:%s,strides:[(Int32)1,(Int32)1],%s} : (%s, %s) -> %s' %
                  (conv, name, a, w, 2 if depthwise else 1, pads, SG, T,
                   'tensor<2x1x3x3xf32>' if depthwise else 'tensor<2x2x3x3xf32>', T))
        if r.random() < 0.15:
            pool.append(self.unary('relu', conv))  # read twice: not folded
        if r.random() < 0.15:
            # a statistic that is overwritten: mutable, not folded
            v, name = stats[r.randrange(4)]
            h = self.unary('scale', v, V, 'bias:(Float)0,bias_after_scale:true,scale:(Float)2,%s' % SG)
            self.emit('() = "builtin.set_parameter" (%s) {parameter_name:"%s"} : (%s) ->' % (h, name, V))
        outs = [self.fresh() for _ in range(6)]
        self.emit('(%s) = "pd_op.batch_norm_" (%s) {data_format:"NCHW",epsilon:(Float)1e-05,is_test:true,'
                  'momentum:(Float)0.9,stop_gradient:[true,true,true,true,true,true],trainable_statistics:false,'
                  'use_global_stats:false} : (%s, %s, %s, %s, %s) -> %s, %s, %s, %s, %s, tensor<-1xu8>' %
                  (', '.join(outs), ', '.join([conv] + [s[0] for s in stats]), T, V, V, V, V, T, V, V, V, V))
        return outs[0]

    def program(self, count):
        self.lines.append('{')
        x = self.fresh()
        self.emit('(%s) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),'
                  'shape:(pd_op.IntArray)[1,2,4,4],%s} : () -> %s' % (x, SG, T))
        pool = [x]
        for _ in range(count):
            pool.append(self.op(pool))
        outs = sorted(set([pool[-1]] + self.r.sample(pool, min(3, len(pool)))), key=lambda v: int(v[2:]))
        for i, v in enumerate(outs):
            self.emit('() = "builtin.shadow_output" (%s) {output_name:"out%d"} : (%s) ->' % (v, i, T))
        self.lines.append('}')
        return '\n'.join(self.lines) + '\n'


if __name__ == '__main__':
    seed = int(sys.argv[1])
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 40
    programs = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    sys.stdout.write('// -----\n'.join(Gen(seed + k).program(count) for k in range(programs)))
