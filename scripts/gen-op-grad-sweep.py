#!/usr/bin/env python3
# gen-op-grad-sweep.py: writes to stdout, separated by "// -----", one small
# forward program per differentiable op class that pir-run has kernels for
# (issue 27: "every op class differentiates or is refused", checked
# numerically), each in three places: straight-line code, the body of a
# pd_op.while (two iterations; the op reads the loop value and a parameter
# defined outside the loop) and both branches of a pd_op.if. The loss is a
# float64 scalar, so scripts/grad-check-suite.py compares every input's
# gradient with central finite differences (lit-tests/gradients/op-sweep.test,
# in both stack forms). With --hvp, the programs are for second derivatives
# (scripts/hvp-check.py: the parameters are inputs with directions), and
# the straight and if forms' loss is the mean of the result squared, so the
# op's out_grad varies with the inputs (see loss_of).
#
# An op is written once, as a template (OPS below): its operands are `{a}`
# (the value the context makes: x itself, x times the loop value, or x in a
# branch) and the parameters it declares, its result `%{o}` of type OUT.
# Values an op needs positive (variances, divisors, logs) are made so inside
# the program (exp of a parameter), so any random input is in the op's
# domain. The shapes are written by hand and checked by the verifier (every
# op here has an inference rule), so a wrong template fails to verify
# instead of testing something else.
import sys

F = "f64"
PLACE = "place:(pd_op.Place)Place(cpu)"


def t(shape):
    return "tensor<%s>" % ("x".join(str(d) for d in shape) + ("x" if shape else "") + F)


def iarr(name, vals, dtype="int64"):
    return ('(%%%s) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)%s,%s,value:[%s]} : () -> tensor<%dx%s>'
            % (name, dtype, PLACE, ",".join("(Int64)%d" % v for v in vals), len(vals),
               "i64" if dtype == "int64" else "i32"))


def ints(vals):
    return "[%s]" % ",".join("(Int32)%d" % v for v in vals)


CONV = ('data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)%d,padding_algorithm:"EXPLICIT",'
        'paddings:[(Int32)%d,(Int32)%d],strides:[(Int32)%d,(Int32)%d]')


def pool(kind, k, s):
    return ('adaptive:false,ceil_mode:false,data_format:"NCHW",exclusive:true,global_pooling:false,'
            'kernel_size:(pd_op.IntArray)[%d,%d],padding_algorithm:"EXPLICIT",paddings:[(Int32)0,(Int32)0],'
            'pooling_type:"%s",strides:[(Int32)%d,(Int32)%d]' % (k, k, kind, s, s))


def unary(op, attrs="{}", pre=None):
    """An elementwise op on a 2x3 value; pre = "exp" makes its operand positive first."""
    s = t([2, 3])
    lines = []
    src = "{a}"
    if pre:
        lines.append('(%%{o}_p) = "pd_op.%s" (%%{a}) {} : (%s) -> %s' % (pre, s, s))
        src = "{o}_p"
    lines.append('(%%{o}) = "pd_op.%s" (%%%s) %s : (%s) -> %s' % (op, src, attrs, s, s))
    return dict(name=op, x=[2, 3], params={}, lines=lines, out=s)


def binary(op, wshape=(2, 3), positive_w=False):
    s, ws = t([2, 3]), t(list(wshape))
    lines = []
    w = "%w1"
    if positive_w:
        lines.append('(%%{o}_w) = "pd_op.exp" (%%w1) {} : (%s) -> %s' % (ws, ws))
        w = "%{o}_w"
    lines.append('(%%{o}) = "pd_op.%s" (%%{a}, %s) {} : (%s, %s) -> %s' % (op, w, s, ws, s))
    return dict(name=op + ("" if tuple(wshape) == (2, 3) else "-broadcast"), x=[2, 3],
                params={"w1": list(wshape)}, lines=lines, out=s)


def ops():
    out = []
    for op in ["tanh", "sin", "cos", "exp", "sigmoid", "square", "relu", "swish", "hardswish"]:
        out.append(unary(op))
    out.append(unary("log", pre="exp"))
    out.append(unary("sqrt", pre="exp"))
    out.append(unary("relu6", pre="exp"))
    out.append(unary("leaky_relu", "{negative_slope:(Float)0.1}"))
    out.append(unary("hardsigmoid", "{slope:(Float)0.2,offset:(Float)0.5}"))
    out.append(unary("thresholded_relu", "{threshold:(Float)0.25,value:(Float)0}"))
    out.append(unary("scale", "{bias:(Float)0.5,bias_after_scale:true,scale:(Float)-1.5}"))
    out.append(unary("abs"))
    out.append(unary("gelu", "{approximate:false}"))
    out[-1]["name"] = "gelu-exact"
    out.append(unary("gelu", "{approximate:true}"))
    out[-1]["name"] = "gelu-tanh"
    out.append(unary("silu"))
    out.append(unary("pow", "{y:(Float)2.5}", pre="exp"))
    out.append(unary("clip", "{max:(Float)0.5,min:(Float)-0.4}"))
    # kernels_smooth.c (rsqrt and reciprocal of a positive value)
    out.append(unary("rsqrt", pre="exp"))
    out.append(unary("reciprocal", pre="exp"))
    out.append(unary("erf"))
    out.append(unary("softplus", "{beta:(Float)2,threshold:(Float)20}"))
    out.append(unary("elu", "{alpha:(Float)0.5}"))
    out.append(unary("selu", "{alpha:(Float)1.6732632423543772,scale:(Float)1.0507009873554805}"))
    out.append(unary("logsigmoid"))
    out.append(unary("mish", "{lambda:(Float)20}"))
    # log_softmax's rows: weigh them (their exp sums to 1)
    out.append(dict(name="log_softmax", x=[2, 3], params={"w1": [2, 3]}, out=t([2, 3]), lines=[
        '(%%{o}_l) = "pd_op.log_softmax" (%%{a}) {axis:(Int32)-1} : (%s) -> %s' % (t([2, 3]), t([2, 3])),
        '(%%{o}) = "pd_op.multiply" (%%{o}_l, %%w1) {} : (%s, %s) -> %s' % ((t([2, 3]),) * 3)]))
    for op in ["add", "subtract", "multiply", "maximum", "minimum"]:
        out.append(binary(op))
    out.append(binary("maximum", (3,)))
    out.append(binary("add", (3,)))
    out.append(binary("multiply", (1, 3)))
    out.append(binary("divide", positive_w=True))
    # x^w with x > 0 (exp of the context's value)
    s23_ = t([2, 3])
    out.append(dict(name="elementwise_pow", x=[2, 3], params={"w1": [2, 3]}, out=s23_, lines=[
        '(%%{o}_e) = "pd_op.exp" (%%{a}) {} : (%s) -> %s' % (s23_, s23_),
        '(%%{o}) = "pd_op.elementwise_pow" (%%{o}_e, %%w1) {} : (%s, %s) -> %s' % (s23_, s23_, s23_)]))
    # gather along each axis, an index taken twice (its gradient adds)
    for axis, idx, oshape in [(0, [1, 0, 1], [3, 3]), (1, [2, 2, 0, 1], [2, 4])]:
        out.append(dict(name="gather-axis%d" % axis, x=[2, 3], params={"w1": oshape}, out=t(oshape), lines=[
            iarr("{o}_i", idx),
            '(%%{o}_g) = "pd_op.gather" (%%{a}, %%{o}_i) {axis:(Int32)%d} : (%s, tensor<%dxi64>) -> %s'
            % (axis, s23_, len(idx), t(oshape)),
            '(%%{o}) = "pd_op.multiply" (%%{o}_g, %%w1) {} : (%s, %s) -> %s' % (t(oshape), t(oshape), t(oshape))]))
    s23 = t([2, 3])
    out.append(dict(name="matmul", x=[2, 3], params={"w1": [3, 4]}, out=t([2, 4]), lines=[
        '(%%{o}) = "pd_op.matmul" (%%{a}, %%w1) {transpose_x:false,transpose_y:false} : (%s, %s) -> %s'
        % (s23, t([3, 4]), t([2, 4]))]))
    out.append(dict(name="matmul-transposed", x=[2, 3], params={"w1": [4, 2]}, out=t([3, 4]), lines=[
        '(%%{o}) = "pd_op.matmul" (%%{a}, %%w1) {transpose_x:true,transpose_y:true} : (%s, %s) -> %s'
        % (s23, t([4, 2]), t([3, 4]))]))
    out.append(dict(name="bmm", x=[2, 2, 3], params={"w1": [2, 3, 2]}, out=t([2, 2, 2]), lines=[
        '(%%{o}) = "pd_op.bmm" (%%{a}, %%w1) {} : (%s, %s) -> %s' % (t([2, 2, 3]), t([2, 3, 2]), t([2, 2, 2]))]))
    # kernels_reduce.c
    out.append(dict(name="logsumexp", x=[2, 3], params={}, out=t([2]), lines=[
        '(%%{o}) = "pd_op.logsumexp" (%%{a}) {axis:[(Int64)1],keepdim:false,reduce_all:false} : (%s) -> %s'
        % (s23, t([2]))]))
    out.append(dict(name="prod", x=[2, 3], params={}, out=t([2, 1]), lines=[
        iarr("{o}_ax", [1]),
        '(%%{o}) = "pd_op.prod" (%%{a}, %%{o}_ax) {keepdim:true,reduce_all:false} : (%s, tensor<1xi64>) -> %s'
        % (s23, t([2, 1]))]))
    out.append(dict(name="p_norm", x=[2, 3], params={}, out=t([2]), lines=[
        '(%%{o}) = "pd_op.p_norm" (%%{a}) {asvector:false,axis:(Int32)1,epsilon:(Float)1e-12,keepdim:false,porder:(Float)2} '
        ': (%s) -> %s' % (s23, t([2]))]))
    out.append(dict(name="p_norm-3-asvector", x=[2, 3], params={}, out=t([1, 1]), lines=[
        '(%%{o}) = "pd_op.p_norm" (%%{a}) {asvector:true,axis:(Int32)-1,epsilon:(Float)1e-12,keepdim:true,porder:(Float)3} '
        ': (%s) -> %s' % (s23, t([1, 1]))]))
    out.append(dict(name="mean-axis", x=[2, 3], params={}, out=t([2]), lines=[
        '(%%{o}) = "pd_op.mean" (%%{a}) {axis:(pd_op.IntArray)[1],keepdim:false} : (%s) -> %s' % (s23, t([2]))]))
    out.append(dict(name="sum-keepdim", x=[2, 3], params={}, out=t([1, 3]), lines=[
        '(%%{o}) = "pd_op.sum" (%%{a}) {axis:(pd_op.IntArray)[0],dtype:(pd_op.DataType)float64,keepdim:true} : (%s) -> %s'
        % (s23, t([1, 3]))]))
    out.append(dict(name="softmax", x=[2, 3], params={}, out=s23, lines=[
        '(%%{o}_m) = "pd_op.multiply" (%%{a}, %%{a}) {} : (%s, %s) -> %s' % (s23, s23, s23),
        '(%%{o}_s) = "pd_op.softmax" (%%{o}_m) {axis:(Int32)-1} : (%s) -> %s' % (s23, s23),
        # softmax's rows sum to 1: weigh them, or the loss would not depend on x
        '(%%{o}) = "pd_op.multiply" (%%{o}_s, %%w1) {} : (%s, %s) -> %s' % (s23, s23, s23)],
        params2={"w1": [2, 3]}))
    out.append(dict(name="transpose", x=[2, 3], params={"w1": [3, 2]}, out=t([3, 2]), lines=[
        '(%%{o}_t) = "pd_op.transpose" (%%{a}) {perm:[(Int32)1,(Int32)0]} : (%s) -> %s' % (s23, t([3, 2])),
        '(%%{o}) = "pd_op.multiply" (%%{o}_t, %%w1) {} : (%s, %s) -> %s' % (t([3, 2]), t([3, 2]), t([3, 2]))]))
    out.append(dict(name="reshape", x=[2, 3], params={"w1": [3, 2]}, out=t([3, 2]), lines=[
        iarr("{o}_s", [3, 2]),
        '(%%{o}_r) = "pd_op.reshape" (%%{a}, %%{o}_s) {} : (%s, tensor<2xi64>) -> %s' % (s23, t([3, 2])),
        '(%%{o}) = "pd_op.multiply" (%%{o}_r, %%w1) {} : (%s, %s) -> %s' % (t([3, 2]), t([3, 2]), t([3, 2]))]))
    out.append(dict(name="flatten", x=[2, 3], params={"w1": [6]}, out=t([6]), lines=[
        '(%%{o}_f) = "pd_op.flatten" (%%{a}) {start_axis:(Int32)0,stop_axis:(Int32)1} : (%s) -> %s' % (s23, t([6])),
        '(%%{o}) = "pd_op.multiply" (%%{o}_f, %%w1) {} : (%s, %s) -> %s' % (t([6]), t([6]), t([6]))]))
    out.append(dict(name="unsqueeze-squeeze", x=[2, 3], params={"w1": [2, 1, 3]}, out=s23, lines=[
        iarr("{o}_ax", [1]),
        '(%%{o}_u) = "pd_op.unsqueeze" (%%{a}, %%{o}_ax) {} : (%s, tensor<1xi64>) -> %s' % (s23, t([2, 1, 3])),
        '(%%{o}_m) = "pd_op.multiply" (%%{o}_u, %%w1) {} : (%s, %s) -> %s' % (t([2, 1, 3]), t([2, 1, 3]), t([2, 1, 3])),
        '(%%{o}) = "pd_op.squeeze" (%%{o}_m, %%{o}_ax) {} : (%s, tensor<1xi64>) -> %s' % (t([2, 1, 3]), s23)]))
    out.append(dict(name="slice", x=[2, 3], params={"w1": [2, 2]}, out=t([2, 2]), lines=[
        '(%%{o}_s) = "pd_op.slice" (%%{a}) {axes:[(Int64)1],decrease_axis:[],ends:(pd_op.IntArray)[3],'
        'infer_flags:[(Int64)1],starts:(pd_op.IntArray)[1]} : (%s) -> %s' % (s23, t([2, 2])),
        '(%%{o}) = "pd_op.multiply" (%%{o}_s, %%w1) {} : (%s, %s) -> %s' % (t([2, 2]), t([2, 2]), t([2, 2]))]))
    v2 = "vec[%s, %s]" % (s23, s23)
    out.append(dict(name="concat", x=[2, 3], params={"w1": [2, 3]}, out=t([4, 3]), lines=[
        '(%%{o}_v) = "builtin.combine" (%%{a}, %%w1) {} : (%s, %s) -> %s' % (s23, s23, v2),
        '(%%{o}_ax) = "pd_op.full" () {dtype:(pd_op.DataType)int32,%s,shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi32>' % PLACE,
        '(%%{o}_c) = "pd_op.concat" (%%{o}_v, %%{o}_ax) {} : (%s, tensor<1xi32>) -> %s' % (v2, t([4, 3])),
        '(%%{o}) = "pd_op.tanh" (%%{o}_c) {} : (%s) -> %s' % (t([4, 3]), t([4, 3]))]))
    out.append(dict(name="stack", x=[2, 3], params={"w1": [2, 3]}, out=t([2, 2, 3]), lines=[
        '(%%{o}_v) = "builtin.combine" (%%{a}, %%w1) {} : (%s, %s) -> %s' % (s23, s23, v2),
        '(%%{o}_s) = "pd_op.stack" (%%{o}_v) {axis:(Int32)1} : (%s) -> %s' % (v2, t([2, 2, 3])),
        '(%%{o}) = "pd_op.sin" (%%{o}_s) {} : (%s) -> %s' % (t([2, 2, 3]), t([2, 2, 3]))]))
    out.append(dict(name="add_n", x=[2, 3], params={"w1": [2, 3]}, out=s23, lines=[
        '(%%{o}_t) = "pd_op.tanh" (%%{a}) {} : (%s) -> %s' % (s23, s23),
        '(%%{o}_v) = "builtin.combine" (%%{a}, %%w1, %%{o}_t) {} : (%s, %s, %s) -> vec[%s, %s, %s]'
        % (s23, s23, s23, s23, s23, s23),
        '(%%{o}) = "pd_op.add_n" (%%{o}_v) {} : (vec[%s, %s, %s]) -> %s' % (s23, s23, s23, s23)]))
    v3 = "vec[%s, %s]" % (t([2, 1]), t([2, 2]))
    out.append(dict(name="split", x=[2, 3], params={}, out=t([2, 2]), lines=[
        '(%%{o}_s) = "pd_op.split" (%%{a}) {axis:(Int32)1,sections:(pd_op.IntArray)[1,2]} : (%s) -> %s' % (s23, v3),
        '(%%{o}_p, %%{o}_q) = "builtin.split" (%%{o}_s) {} : (%s) -> %s, %s' % (v3, t([2, 1]), t([2, 2])),
        '(%%{o}) = "pd_op.multiply" (%%{o}_q, %%{o}_p) {} : (%s, %s) -> %s' % (t([2, 2]), t([2, 1]), t([2, 2]))]))
    v4 = "vec[%s, %s]" % (t([1, 3]), t([1, 3]))
    out.append(dict(name="split_with_num", x=[2, 3], params={}, out=t([1, 3]), lines=[
        '(%%{o}_ax) = "pd_op.full" () {dtype:(pd_op.DataType)int32,%s,shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi32>' % PLACE,
        '(%%{o}_s) = "pd_op.split_with_num" (%%{a}, %%{o}_ax) {num:(Int32)2} : (%s, tensor<1xi32>) -> %s' % (s23, v4),
        '(%%{o}_p) = "builtin.slice" (%%{o}_s) {index:(Int32)0} : (%s) -> %s' % (v4, t([1, 3])),
        '(%%{o}_q) = "builtin.slice" (%%{o}_s) {index:(Int32)1} : (%s) -> %s' % (v4, t([1, 3])),
        '(%%{o}_e) = "pd_op.exp" (%%{o}_q) {} : (%s) -> %s' % (t([1, 3]), t([1, 3])),
        '(%%{o}) = "pd_op.multiply" (%%{o}_p, %%{o}_e) {} : (%s, %s) -> %s' % (t([1, 3]), t([1, 3]), t([1, 3]))]))
    s24 = t([2, 4])
    out.append(dict(name="layer_norm", x=[2, 4], params={"w1": [4], "w2": [4]}, out=s24, lines=[
        '(%%{o}_m) = "pd_op.multiply" (%%{a}, %%{a}) {} : (%s, %s) -> %s' % (s24, s24, s24),
        '(%%{o}, %%{o}_mean, %%{o}_var) = "pd_op.layer_norm" (%%{o}_m, %%w1, %%w2) {begin_norm_axis:(Int32)1,epsilon:(Float)0.001} '
        ': (%s, %s, %s) -> %s, %s, %s' % (s24, t([4]), t([4]), s24, t([2]), t([2]))]))
    # training programs' ops: cross entropy (hard labels, a repeated
    # class; soft labels a softmax of a stop_gradient input), embedding (a
    # repeated id and the padding row), where, expand, tile, cumsum, max,
    # index_select
    s21 = t([2, 1])
    out.append(dict(name="cross_entropy-hard", x=[2, 3], params={}, out=s21, lines=[
        iarr("{o}_l1", [2, 2]),
        iarr("{o}_sh", [2, 1]),
        '(%{o}_l) = "pd_op.reshape" (%{o}_l1, %{o}_sh) {} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2x1xi64>',
        '(%%{o}_s, %%{o}) = "pd_op.cross_entropy_with_softmax" (%%{a}, %%{o}_l) {axis:(Int32)-1,ignore_index:(Int32)-100,'
        'numeric_stable_mode:true,soft_label:false,use_softmax:true} : (%s, tensor<2x1xi64>) -> %s, %s' % (s23, s23, s21)]))
    out.append(dict(name="cross_entropy-soft", x=[2, 3], params={}, fixed={"s1": [2, 3]}, out=s21, lines=[
        '(%%{o}_p) = "pd_op.softmax" (%%s1) {axis:(Int32)-1} : (%s) -> %s' % (s23, s23),
        '(%%{o}_s, %%{o}) = "pd_op.cross_entropy_with_softmax" (%%{a}, %%{o}_p) {axis:(Int32)-1,ignore_index:(Int32)-100,'
        'numeric_stable_mode:true,soft_label:true,use_softmax:true} : (%s, %s) -> %s, %s' % (s23, s23, s23, s21)]))
    s43 = t([4, 3])
    out.append(dict(name="embedding", x=[4, 3], params={"w1": [4, 3]}, out=s43, lines=[
        iarr("{o}_i", [2, 0, 2, 1]),
        '(%%{o}_e) = "pd_op.embedding" (%%{o}_i, %%w1) {padding_idx:(Int64)1,sparse:false} : (tensor<4xi64>, %s) -> %s'
        % (s43, s43),
        '(%%{o}) = "pd_op.multiply" (%%{o}_e, %%{a}) {} : (%s, %s) -> %s' % (s43, s43, s43)]))
    out.append(dict(name="where", x=[2, 3], params={"w1": [2, 3], "w2": [3]}, out=s23, lines=[
        '(%%{o}_z) = "pd_op.full" () {dtype:(pd_op.DataType)float64,%s,shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xf64>' % PLACE,
        '(%%{o}_c) = "pd_op.greater_than" (%%w1, %%{o}_z) {} : (%s, tensor<1xf64>) -> tensor<2x3xb>' % s23,
        '(%%{o}) = "pd_op.where" (%%{o}_c, %%{a}, %%w2) {} : (tensor<2x3xb>, %s, %s) -> %s' % (s23, t([3]), s23)]))
    s223 = t([2, 2, 3])
    out.append(dict(name="expand", x=[2, 3], params={"w1": [2, 2, 3], "w2": [1, 3]}, out=s223, lines=[
        iarr("{o}_sh", [2, 2, 3]),
        '(%%{o}_e) = "pd_op.expand" (%%{a}, %%{o}_sh) {} : (%s, tensor<3xi64>) -> %s' % (s23, s223),
        '(%%{o}_f) = "pd_op.expand" (%%w2, %%{o}_sh) {} : (%s, tensor<3xi64>) -> %s' % (t([1, 3]), s223),
        '(%%{o}_m) = "pd_op.multiply" (%%{o}_e, %%w1) {} : (%s, %s) -> %s' % (s223, s223, s223),
        '(%%{o}) = "pd_op.multiply" (%%{o}_m, %%{o}_f) {} : (%s, %s) -> %s' % (s223, s223, s223)]))
    out.append(dict(name="tile", x=[2, 3], params={"w1": [2, 4, 3]}, out=t([2, 4, 3]), lines=[
        iarr("{o}_r", [2, 2, 1]),
        '(%%{o}_t) = "pd_op.tile" (%%{a}, %%{o}_r) {} : (%s, tensor<3xi64>) -> %s' % (s23, t([2, 4, 3])),
        '(%%{o}) = "pd_op.multiply" (%%{o}_t, %%w1) {} : (%s, %s) -> %s' % ((t([2, 4, 3]),) * 3)]))
    for name, attrs in [("cumsum", "exclusive:false,flatten:false,reverse:false"),
                        ("cumsum-reverse-exclusive", "exclusive:true,flatten:false,reverse:true")]:
        out.append(dict(name=name, x=[2, 3], params={"w1": [2, 3]}, out=s23, lines=[
            '(%%{o}_c) = "pd_op.cumsum" (%%{a}) {axis:(Int32)1,%s} : (%s) -> %s' % (attrs, s23, s23),
            '(%%{o}) = "pd_op.multiply" (%%{o}_c, %%w1) {} : (%s, %s) -> %s' % (s23, s23, s23)]))
    out.append(dict(name="max", x=[2, 3], params={"w1": [2]}, out=t([2]), lines=[
        iarr("{o}_ax", [1]),
        '(%%{o}_m) = "pd_op.max" (%%{a}, %%{o}_ax) {keepdim:false} : (%s, tensor<1xi64>) -> %s' % (s23, t([2])),
        '(%%{o}) = "pd_op.multiply" (%%{o}_m, %%w1) {} : (%s, %s) -> %s' % (t([2]), t([2]), t([2]))]))
    out.append(dict(name="index_select", x=[2, 3], params={"w1": [2, 4]}, out=t([2, 4]), lines=[
        iarr("{o}_i", [2, 0, 2, 1]),
        '(%%{o}_s) = "pd_op.index_select" (%%{a}, %%{o}_i) {axis:(Int32)1} : (%s, tensor<4xi64>) -> %s' % (s23, t([2, 4])),
        '(%%{o}) = "pd_op.multiply" (%%{o}_s, %%w1) {} : (%s, %s) -> %s' % (t([2, 4]), t([2, 4]), t([2, 4]))]))
    xg, sxg = [2, 4, 2, 2], t([2, 4, 2, 2])
    for fmt in ["NCHW", "NHWC"]:
        out.append(dict(name="group_norm-" + fmt, x=xg, params={"w1": [4 if fmt == "NCHW" else 2],
                                                                 "w2": [4 if fmt == "NCHW" else 2]}, out=sxg, lines=[
            '(%%{o}_m) = "pd_op.sin" (%%{a}) {} : (%s) -> %s' % (sxg, sxg),
            '(%%{o}, %%{o}_mean, %%{o}_var) = "pd_op.group_norm" (%%{o}_m, %%w1, %%w2) '
            '{data_format:"%s",epsilon:(Float)0.001,groups:(Int32)2} : (%s, %s, %s) -> %s, %s, %s'
            % (fmt, sxg, t([4 if fmt == "NCHW" else 2]), t([4 if fmt == "NCHW" else 2]), sxg, t([2, 2]), t([2, 2]))]))
    # instance_norm over each (n, c)'s 3 elements, weighed by a fixed input
    # (the plain mean of a normalized group is its bias)
    out.append(dict(name="instance_norm", x=[2, 2, 3], params={"w1": [2], "w2": [2]}, fixed={"s1": [2, 2, 3]},
                    out=s223, lines=[
        '(%%{o}_m) = "pd_op.sin" (%%{a}) {} : (%s) -> %s' % (s223, s223),
        '(%%{o}_y, %%{o}_mean, %%{o}_var) = "pd_op.instance_norm" (%%{o}_m, %%w1, %%w2) {epsilon:(Float)0.01} '
        ': (%s, %s, %s) -> %s, %s, %s' % (s223, t([2]), t([2]), s223, t([4]), t([4])),
        '(%%{o}) = "pd_op.multiply" (%%{o}_y, %%s1) {} : (%s, %s) -> %s' % (s223, s223, s223)]))
    x4 = [1, 2, 3, 3]
    sx4 = t(x4)
    # test: is_test; global: use_global_stats (the running statistics, in a
    # training program: Paddle's double grad refuses is_test); train: the batch's
    for mode, test, glob in [("test", "true", "false"), ("train", "false", "false"), ("global", "false", "true")]:
        # the running statistics are stop_gradient inputs, as in Paddle's
        # programs: batch_norm_grad differentiates neither (no mean_grad)
        out.append(dict(name="batch_norm-" + mode, x=x4, params={"w3": [2], "w4": [2]}, fixed={"s1": [2], "s2": [2]},
                        out=sx4, lines=[
            '(%%{o}_v) = "pd_op.exp" (%%s2) {} : (%s) -> %s' % (t([2]), t([2])),
            '(%%{o}_m) = "pd_op.multiply" (%%{a}, %%{a}) {} : (%s, %s) -> %s' % (sx4, sx4, sx4),
            '(%%{o}_b, %%{o}_mo, %%{o}_vo, %%{o}_sm, %%{o}_sv, %%{o}_rs) = "pd_op.batch_norm" (%%{o}_m, %%s1, %%{o}_v, %%w3, %%w4) '
            '{data_format:"NCHW",epsilon:(Float)0.01,is_test:%s,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:%s} '
            ': (%s, %s, %s, %s, %s) -> %s, %s, %s, %s, %s, tensor<-1xu8>'
            % (test, glob, sx4, t([2]), t([2]), t([2]), t([2]), sx4, t([2]), t([2]), t([2]), t([2])),
            # not linear after it: with batch statistics the mean of the
            # output is the bias's, whatever x and scale are
            '(%%{o}) = "pd_op.sin" (%%{o}_b) {} : (%s) -> %s' % (sx4, sx4)]))
    out.append(dict(name="conv2d", x=x4, params={"w1": [3, 2, 2, 2]}, out=t([1, 3, 2, 2]), lines=[
        '(%%{o}) = "pd_op.conv2d" (%%{a}, %%w1) {%s} : (%s, %s) -> %s'
        % (CONV % (1, 0, 0, 1, 1), sx4, t([3, 2, 2, 2]), t([1, 3, 2, 2]))]))
    out.append(dict(name="conv2d-padded-strided", x=x4, params={"w1": [2, 1, 2, 2]}, out=t([1, 2, 2, 2]), lines=[
        '(%%{o}) = "pd_op.conv2d" (%%{a}, %%w1) {%s} : (%s, %s) -> %s'
        % (CONV % (2, 1, 1, 2, 2), sx4, t([2, 1, 2, 2]), t([1, 2, 2, 2]))]))
    out.append(dict(name="depthwise_conv2d", x=x4, params={"w1": [2, 1, 2, 2]}, out=t([1, 2, 2, 2]), lines=[
        '(%%{o}) = "pd_op.depthwise_conv2d" (%%{a}, %%w1) {%s} : (%s, %s) -> %s'
        % (CONV % (2, 0, 0, 1, 1), sx4, t([2, 1, 2, 2]), t([1, 2, 2, 2]))]))
    out.append(dict(name="conv2d_transpose", x=x4, params={"w1": [2, 1, 2, 2]}, out=t([1, 1, 6, 6]), lines=[
        '(%%{o}_e) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,%s,value:[]} : () -> tensor<0xi64>' % PLACE,
        '(%%{o}) = "pd_op.conv2d_transpose" (%%{a}, %%w1, %%{o}_e) {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],'
        'groups:(Int32)1,output_padding:[],padding_algorithm:"EXPLICIT",paddings:[(Int32)0,(Int32)0],'
        'strides:[(Int32)2,(Int32)2]} : (%s, %s, tensor<0xi64>) -> %s' % (sx4, t([2, 1, 2, 2]), t([1, 1, 6, 6]))]))
    for kind in ["max", "avg"]:
        out.append(dict(name="pool2d-" + kind, x=x4, params={"w1": [1, 2, 2, 2]}, out=t([1, 2, 2, 2]), lines=[
            '(%%{o}_p) = "pd_op.pool2d" (%%{a}) {%s} : (%s) -> %s' % (pool(kind, 2, 1), sx4, t([1, 2, 2, 2])),
            '(%%{o}) = "pd_op.multiply" (%%{o}_p, %%w1) {} : (%s, %s) -> %s'
            % (t([1, 2, 2, 2]), t([1, 2, 2, 2]), t([1, 2, 2, 2]))]))
    for op, attrs, oshape in [
            ("bilinear_interp", 'align_corners:true,align_mode:(Int32)0,data_format:"NCHW",interp_method:"bilinear",'
             'out_d:(Int32)-1,out_h:(Int32)4,out_w:(Int32)5,scale:[]', [1, 2, 4, 5]),
            ("nearest_interp", 'align_corners:false,align_mode:(Int32)1,data_format:"NCHW",interp_method:"nearest",'
             'out_d:(Int32)-1,out_h:(Int32)-1,out_w:(Int32)-1,scale:[(Float)2,(Float)2]', [1, 2, 6, 6])]:
        out.append(dict(name=op, x=x4, params={"w1": oshape}, out=t(oshape), lines=[
            '(%%{o}_i) = "pd_op.%s" (%%{a}, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {%s} '
            ': (%s, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> %s' % (op, attrs, sx4, t(oshape)),
            '(%%{o}) = "pd_op.multiply" (%%{o}_i, %%w1) {} : (%s, %s) -> %s' % (t(oshape), t(oshape), t(oshape))]))
    # kernels_index.c: triangles, flip, roll, gather_nd, scatter (weighed,
    # so that a permutation the grad got wrong changes the loss's gradient)
    s34 = t([3, 4])
    for op, d in [("tril", 0), ("triu", 1)]:
        out.append(dict(name=op, x=[3, 4], params={"w1": [3, 4]}, out=s34, lines=[
            '(%%{o}_t) = "pd_op.%s" (%%{a}) {diagonal:(Int32)%d} : (%s) -> %s' % (op, d, s34, s34),
            '(%%{o}) = "pd_op.multiply" (%%{o}_t, %%w1) {} : (%s, %s) -> %s' % (s34, s34, s34)]))
    out.append(dict(name="flip", x=[2, 3], params={"w1": [2, 3]}, out=s23, lines=[
        '(%%{o}_f) = "pd_op.flip" (%%{a}) {axis:[(Int32)0,(Int32)1]} : (%s) -> %s' % (s23, s23),
        '(%%{o}) = "pd_op.multiply" (%%{o}_f, %%w1) {} : (%s, %s) -> %s' % (s23, s23, s23)]))
    for name, shifts, axis in [("roll", [1], "[(Int64)1]"), ("roll-flat", [4], "[]")]:
        out.append(dict(name=name, x=[2, 3], params={"w1": [2, 3]}, out=s23, lines=[
            iarr("{o}_s", shifts),
            '(%%{o}_r) = "pd_op.roll" (%%{a}, %%{o}_s) {axis:%s} : (%s, tensor<1xi64>) -> %s' % (axis, s23, s23),
            '(%%{o}) = "pd_op.multiply" (%%{o}_r, %%w1) {} : (%s, %s) -> %s' % (s23, s23, s23)]))
    # expand_as: y only gives the shape (stop_gradient, as expand_as_grad
    # has no y_grad)
    out.append(dict(name="expand_as", x=[1, 3], params={"w1": [2, 3]}, fixed={"s1": [2, 3]}, out=s23, lines=[
        '(%%{o}_e) = "pd_op.expand_as" (%%{a}, %%s1) {target_shape:[(Int64)2,(Int64)3]} : (%s, %s) -> %s'
        % (t([1, 3]), s23, s23),
        '(%%{o}) = "pd_op.multiply" (%%{o}_e, %%w1) {} : (%s, %s) -> %s' % (s23, s23, s23)]))
    for name, idx, ishape, oshape in [("gather_nd", [1, 2, 0, 0, 1, 2], [3, 2], [3]),
                                      ("gather_nd-rows", [1, 1], [2, 1], [2, 3])]:
        out.append(dict(name=name, x=[2, 3], params={"w1": oshape}, out=t(oshape), lines=[
            iarr("{o}_i1", idx),
            iarr("{o}_sh", ishape),
            '(%%{o}_i) = "pd_op.reshape" (%%{o}_i1, %%{o}_sh) {} : (tensor<%dxi64>, tensor<2xi64>) -> tensor<%dx%dxi64>'
            % (len(idx), ishape[0], ishape[1]),
            '(%%{o}_g) = "pd_op.gather_nd" (%%{a}, %%{o}_i) {} : (%s, tensor<%dx%dxi64>) -> %s'
            % (s23, ishape[0], ishape[1], t(oshape)),
            '(%%{o}) = "pd_op.multiply" (%%{o}_g, %%w1) {} : (%s, %s) -> %s' % ((t(oshape),) * 3)]))
    # scatter: overwrite with a repeated row (the first update of row 2 is
    # overwritten: its gradient is 0), and adding
    s33 = t([3, 3])
    for name, idx, ow in [("scatter", [2, 0, 2], "true"), ("scatter-add", [2, 0, 2], "false")]:
        out.append(dict(name=name, x=[3, 3], params={"w1": [3, 3], "w2": [3, 3]}, out=s33, lines=[
            iarr("{o}_i", idx),
            '(%%{o}_s) = "pd_op.scatter" (%%{a}, %%{o}_i, %%w1) {overwrite:%s} : (%s, tensor<3xi64>, %s) -> %s'
            % (ow, s33, s33, s33),
            '(%%{o}) = "pd_op.multiply" (%%{o}_s, %%w2) {} : (%s, %s) -> %s' % (s33, s33, s33)]))
    # unbind, unstack: a vec result of which some pieces are read
    v3b = "vec[%s, %s, %s]" % ((t([2]),) * 3)
    out.append(dict(name="unbind", x=[2, 3], params={}, out=t([2]), lines=[
        '(%%{o}_v) = "pd_op.unbind" (%%{a}) {axis:(Int32)1} : (%s) -> %s' % (s23, v3b),
        '(%%{o}_p, %%{o}_q, %%{o}_r) = "builtin.split" (%%{o}_v) {} : (%s) -> %s, %s, %s' % ((v3b,) + (t([2]),) * 3),
        '(%%{o}_e) = "pd_op.exp" (%%{o}_r) {} : (%s) -> %s' % (t([2]), t([2])),
        '(%%{o}) = "pd_op.multiply" (%%{o}_p, %%{o}_e) {} : (%s, %s) -> %s' % ((t([2]),) * 3)]))
    v2b = "vec[%s, %s]" % ((t([3]),) * 2)
    out.append(dict(name="unstack", x=[2, 3], params={}, out=t([3]), lines=[
        '(%%{o}_v) = "pd_op.unstack" (%%{a}) {axis:(Int32)0,num:(Int32)2} : (%s) -> %s' % (s23, v2b),
        '(%%{o}_p, %%{o}_q) = "builtin.split" (%%{o}_v) {} : (%s) -> %s, %s' % ((v2b,) + (t([3]),) * 2),
        '(%%{o}_e) = "pd_op.sin" (%%{o}_q) {} : (%s) -> %s' % (t([3]), t([3])),
        '(%%{o}) = "pd_op.multiply" (%%{o}_p, %%{o}_e) {} : (%s, %s) -> %s' % ((t([3]),) * 3)]))
    # pad (constant) and pad3d in its four modes, weighed by a fixed input
    # (each padded place tells where its gradient must go)
    out.append(dict(name="pad", x=[2, 3], params={}, fixed={"s1": [3, 5]}, out=t([3, 5]), lines=[
        '(%%{o}_p) = "pd_op.pad" (%%{a}, <<NULL VALUE>>) {pad_value:(Float)0.5,paddings:[(Int32)1,(Int32)0,(Int32)0,(Int32)2]} '
        ': (%s, <<NULL TYPE>>) -> %s' % (s23, t([3, 5])),
        '(%%{o}) = "pd_op.multiply" (%%{o}_p, %%s1) {} : (%s, %s) -> %s' % ((t([3, 5]),) * 3)]))
    x5, o5 = t([1, 1, 1, 2, 3]), t([1, 1, 1, 3, 6])
    for mode in ["constant", "reflect", "replicate", "circular"]:
        out.append(dict(name="pad3d-" + mode, x=[1, 1, 1, 2, 3], params={}, fixed={"s1": [1, 1, 1, 3, 6]}, out=o5, lines=[
            iarr("{o}_pads", [1, 2, 1, 0, 0, 0]),
            '(%%{o}_p) = "pd_op.pad3d" (%%{a}, %%{o}_pads) {data_format:"NCDHW",mode:"%s",pad_value:(Float)0.5} '
            ': (%s, tensor<6xi64>) -> %s' % (mode, x5, o5),
            '(%%{o}) = "pd_op.multiply" (%%{o}_p, %%s1) {} : (%s, %s) -> %s' % ((o5,) * 3)]))
    s223_ = t([2, 2, 3])
    for mode, ashape in [("all", [1]), ("channel", [2]), ("element", [2, 3])]:
        out.append(dict(name="prelu-" + mode, x=[2, 2, 3], params={"w1": ashape}, out=s223_, lines=[
            '(%%{o}) = "pd_op.prelu" (%%{a}, %%w1) {data_format:"NCHW",mode:"%s"} : (%s, %s) -> %s'
            % (mode, s223_, t(ashape), s223_)]))
    # kernels_loss.c: the labels (and lerp's weight) are stop_gradient
    # inputs, as Paddle's labels are: the grad ops differentiate only the
    # prediction (huber_loss's label_grad exists; the label is fixed anyway)
    out.append(dict(name="huber_loss", x=[2, 3], params={}, fixed={"s1": [2, 3]}, out=s23, lines=[
        '(%%{o}, %%{o}_r) = "pd_op.huber_loss" (%%{a}, %%s1) {delta:(Float)0.5} : (%s, %s) -> %s, %s' % (s23, s23, s23, s23)]))
    for name, attrs in [("sigmoid_cross_entropy_with_logits", "ignore_index:(Int32)-100,normalize:false"),
                        ("sigmoid_cross_entropy_with_logits-normalize", "ignore_index:(Int32)-100,normalize:true")]:
        out.append(dict(name=name, x=[2, 3], params={}, fixed={"s1": [2, 3]}, out=s23, lines=[
            '(%%{o}_l) = "pd_op.sigmoid" (%%s1) {} : (%s) -> %s' % (s23, s23),
            '(%%{o}) = "pd_op.sigmoid_cross_entropy_with_logits" (%%{a}, %%{o}_l, <<NULL VALUE>>) {%s} '
            ': (%s, %s, <<NULL TYPE>>) -> %s' % (attrs, s23, s23, s23)]))
    out.append(dict(name="bce_loss", x=[2, 3], params={}, fixed={"s1": [2, 3]}, out=s23, lines=[
        '(%%{o}_p) = "pd_op.sigmoid" (%%{a}) {} : (%s) -> %s' % (s23, s23),
        '(%%{o}_l) = "pd_op.sigmoid" (%%s1) {} : (%s) -> %s' % (s23, s23),
        '(%%{o}) = "pd_op.bce_loss" (%%{o}_p, %%{o}_l) {} : (%s, %s) -> %s' % (s23, s23, s23)]))
    for red, oshape in [("mean", []), ("batchmean", []), ("none", [2, 3])]:
        out.append(dict(name="kldiv_loss-" + red, x=[2, 3], params={}, fixed={"s1": [2, 3]}, out=t(oshape), lines=[
            '(%%{o}_x) = "pd_op.log_softmax" (%%{a}) {axis:(Int32)-1} : (%s) -> %s' % (s23, s23),
            '(%%{o}_l) = "pd_op.softmax" (%%s1) {axis:(Int32)-1} : (%s) -> %s' % (s23, s23),
            '(%%{o}) = "pd_op.kldiv_loss" (%%{o}_x, %%{o}_l) {log_target:false,reduction:"%s"} : (%s, %s) -> %s'
            % (red, s23, s23, t(oshape))]))
    out.append(dict(name="kldiv_loss-log_target", x=[2, 3], params={}, fixed={"s1": [2, 3]}, out=t([]), lines=[
        '(%%{o}_x) = "pd_op.log_softmax" (%%{a}) {axis:(Int32)-1} : (%s) -> %s' % (s23, s23),
        '(%%{o}_l) = "pd_op.log_softmax" (%%s1) {axis:(Int32)-1} : (%s) -> %s' % (s23, s23),
        '(%%{o}) = "pd_op.kldiv_loss" (%%{o}_x, %%{o}_l) {log_target:true,reduction:"sum"} : (%s, %s) -> %s'
        % (s23, s23, t([]))]))
    out.append(dict(name="lerp", x=[2, 3], params={"w1": [3]}, fixed={"s1": [2, 3]}, out=s23, lines=[
        '(%%{o}_w) = "pd_op.sigmoid" (%%s1) {} : (%s) -> %s' % (s23, s23),
        '(%%{o}) = "pd_op.lerp" (%%{a}, %%w1, %%{o}_w) {} : (%s, %s, %s) -> %s' % (s23, t([3]), s23, s23)]))
    out.append(dict(name="label_smooth", x=[2, 3], params={"w1": [2, 3]}, out=s23, lines=[
        '(%%{o}_s) = "pd_op.label_smooth" (%%{a}, <<NULL VALUE>>) {epsilon:(Float)0.1} : (%s, <<NULL TYPE>>) -> %s' % (s23, s23),
        '(%%{o}) = "pd_op.multiply" (%%{o}_s, %%w1) {} : (%s, %s) -> %s' % (s23, s23, s23)]))
    out.append(dict(name="atan2", x=[2, 3], params={"w1": [2, 3]}, out=s23, lines=[
        '(%%{o}) = "pd_op.atan2" (%%{a}, %%w1) {} : (%s, %s) -> %s' % (s23, s23, s23)]))
    out.append(dict(name="dropout-test", x=[2, 3], params={"w1": [2, 3]}, out=s23, lines=[
        '(%%{o}_d, %%{o}_mask) = "pd_op.dropout" (%%{a}, <<NULL VALUE>>) {fix_seed:false,is_test:true,'
        'mode:"downgrade_in_infer",p:(Float)0.25,seed:(Int32)0} : (%s, <<NULL TYPE>>) -> %s, tensor<2x3xu8>' % (s23, s23),
        '(%%{o}) = "pd_op.multiply" (%%{o}_d, %%w1) {} : (%s, %s) -> %s' % (s23, s23, s23)]))
    # kernels_pointwise.c, kernels_reduce_small.c (pointwise math,
    # activations, rounding, small reductions and linear algebra): inputs
    # kept inside each op's domain (tanh first for asin, acos, atanh;
    # sigmoid for logit; exp for acosh after adding 1 and for the logs)
    for op in ["atan", "asinh", "sinh", "cosh", "tan", "expm1", "softsign", "tanh_shrink"]:
        out.append(unary(op))
    for op in ["asin", "acos", "atanh"]:
        out.append(unary(op, pre="tanh"))
    out.append(unary("logit", "{eps:(Float)1e-06}", pre="sigmoid"))
    for op in ["log1p", "log2", "log10"]:
        out.append(unary(op, pre="exp"))
    out.append(dict(name="acosh", x=[2, 3], params={}, out=s23, lines=[
        '(%%{o}_e) = "pd_op.exp" (%%{a}) {} : (%s) -> %s' % (s23, s23),
        '(%%{o}_p) = "pd_op.scale" (%%{o}_e) {bias:(Float)1,bias_after_scale:true,scale:(Float)1} : (%s) -> %s'
        % (s23, s23),
        '(%%{o}) = "pd_op.acosh" (%%{o}_p) {} : (%s) -> %s' % (s23, s23)]))
    out.append(unary("celu", "{alpha:(Float)0.5}"))
    out.append(unary("hardtanh", "{t_max:(Float)0.5,t_min:(Float)-0.4}"))
    out.append(unary("hardshrink", "{threshold:(Float)0.3}"))
    out.append(unary("softshrink", "{threshold:(Float)0.3}"))
    out.append(unary("stanh", "{scale_a:(Float)0.67,scale_b:(Float)1.7159}"))
    # the rounding ops' grads are zero: op(y) times x, y = 0.8 sigmoid(x) + b
    # kept between two of the op's jumps (b per op: a nonzero constant op(y)),
    # so the gradient is op(y), nothing through the op, and the central
    # differences never straddle a jump
    for op, attrs, b in [("ceil", "{}", -2.9), ("floor", "{}", 1.1), ("round", "{decimals:(Int32)0}", 1.6),
                         ("trunc", "{}", -1.9), ("sign", "{}", -0.9)]:
        out.append(dict(name=op, x=[2, 3], params={}, out=s23, lines=[
            '(%%{o}_g) = "pd_op.sigmoid" (%%{a}) {} : (%s) -> %s' % (s23, s23),
            '(%%{o}_s) = "pd_op.scale" (%%{o}_g) {bias:(Float)%g,bias_after_scale:true,scale:(Float)0.8} : (%s) -> %s'
            % (b, s23, s23),
            '(%%{o}_r) = "pd_op.%s" (%%{o}_s) %s : (%s) -> %s' % (op, attrs, s23, s23),
            '(%%{o}) = "pd_op.multiply" (%%{o}_r, %%{a}) {} : (%s, %s) -> %s' % (s23, s23, s23)]))
    out.append(binary("fmax"))
    out.append(binary("fmin", (3,)))
    # heaviside(relu(s1), x): x's gradient where the fixed s1 was clipped to 0
    # (no difference of x straddles heaviside's jump); heaviside(exp(w1), x):
    # 1 everywhere, both gradients 0
    out.append(dict(name="heaviside", x=[2, 3], params={"w1": [2, 3]}, fixed={"s1": [2, 3]}, out=s23, lines=[
        '(%%{o}_r) = "pd_op.relu" (%%s1) {} : (%s) -> %s' % (s23, s23),
        '(%%{o}_h) = "pd_op.heaviside" (%%{o}_r, %%{a}) {} : (%s, %s) -> %s' % (s23, s23, s23),
        '(%%{o}_e) = "pd_op.exp" (%%w1) {} : (%s) -> %s' % (s23, s23),
        '(%%{o}_k) = "pd_op.heaviside" (%%{o}_e, %%{a}) {} : (%s, %s) -> %s' % (s23, s23, s23),
        '(%%{o}) = "pd_op.add" (%%{o}_h, %%{o}_k) {} : (%s, %s) -> %s' % (s23, s23, s23)]))
    for op in ["amax", "amin"]:
        out.append(dict(name=op, x=[2, 3], params={"w1": [2]}, out=t([2]), lines=[
            '(%%{o}_m) = "pd_op.%s" (%%{a}) {axis:[(Int64)1],keepdim:false} : (%s) -> %s' % (op, s23, t([2])),
            '(%%{o}) = "pd_op.multiply" (%%{o}_m, %%w1) {} : (%s, %s) -> %s' % (t([2]), t([2]), t([2]))]))
    out.append(dict(name="min", x=[2, 3], params={"w1": [3]}, out=t([3]), lines=[
        iarr("{o}_ax", [0]),
        '(%%{o}_m) = "pd_op.min" (%%{a}, %%{o}_ax) {keepdim:false} : (%s, tensor<1xi64>) -> %s' % (s23, t([3])),
        '(%%{o}) = "pd_op.multiply" (%%{o}_m, %%w1) {} : (%s, %s) -> %s' % (t([3]), t([3]), t([3]))]))
    for name, op, attrs in [
            ("cumprod", "cumprod", "dim:(Int32)1,exclusive:false,reverse:false"),
            ("cumprod-reverse-exclusive", "cumprod", "dim:(Int32)1,exclusive:true,reverse:true"),
            ("logcumsumexp", "logcumsumexp", "axis:(Int32)1,exclusive:false,flatten:false,reverse:false"),
            ("logcumsumexp-reverse", "logcumsumexp", "axis:(Int32)0,exclusive:false,flatten:false,reverse:true")]:
        out.append(dict(name=name, x=[2, 3], params={"w1": [2, 3]}, out=s23, lines=[
            '(%%{o}_c) = "pd_op.%s" (%%{a}) {%s} : (%s) -> %s' % (op, attrs, s23, s23),
            '(%%{o}) = "pd_op.multiply" (%%{o}_c, %%w1) {} : (%s, %s) -> %s' % (s23, s23, s23)]))
    out.append(dict(name="dot", x=[2, 3], params={"w1": [2, 3]}, out=t([2]), lines=[
        '(%%{o}) = "pd_op.dot" (%%{a}, %%w1) {} : (%s, %s) -> %s' % (s23, s23, t([2]))]))
    out.append(dict(name="mv", x=[2, 3], params={"w1": [3]}, out=t([2]), lines=[
        '(%%{o}) = "pd_op.mv" (%%{a}, %%w1) {} : (%s, %s) -> %s' % (s23, t([3]), t([2]))]))
    # trace and diagonal of a [2, 3, 2] x: over axes 0 and 2 and off the main diagonal
    s232 = t([2, 3, 2])
    out.append(dict(name="trace", x=[2, 3, 2], params={"w1": [3]}, out=t([3]), lines=[
        '(%%{o}_t) = "pd_op.trace" (%%{a}) {axis1:(Int32)0,axis2:(Int32)2,offset:(Int32)0} : (%s) -> %s'
        % (s232, t([3])),
        '(%%{o}) = "pd_op.multiply" (%%{o}_t, %%w1) {} : (%s, %s) -> %s' % (t([3]), t([3]), t([3]))]))
    out.append(dict(name="diagonal", x=[2, 3, 2], params={"w1": [2, 1]}, out=t([2, 1]), lines=[
        '(%%{o}_d) = "pd_op.diagonal" (%%{a}) {axis1:(Int32)1,axis2:(Int32)2,offset:(Int32)1} : (%s) -> %s'
        % (s232, t([2, 1])),
        '(%%{o}) = "pd_op.multiply" (%%{o}_d, %%w1) {} : (%s, %s) -> %s' % ((t([2, 1]),) * 3)]))
    out.append(dict(name="diag-matrix", x=[2, 3], params={"w1": [2]}, out=t([2]), lines=[
        '(%%{o}_d) = "pd_op.diag" (%%{a}) {offset:(Int32)1,padding_value:(Float)0} : (%s) -> %s' % (s23, t([2])),
        '(%%{o}) = "pd_op.multiply" (%%{o}_d, %%w1) {} : (%s, %s) -> %s' % (t([2]), t([2]), t([2]))]))
    out.append(dict(name="diag-vector", x=[3], params={"w1": [4, 4]}, out=t([4, 4]), lines=[
        '(%%{o}_d) = "pd_op.diag" (%%{a}) {offset:(Int32)-1,padding_value:(Float)0.5} : (%s) -> %s'
        % (t([3]), t([4, 4])),
        '(%%{o}) = "pd_op.multiply" (%%{o}_d, %%w1) {} : (%s, %s) -> %s' % ((t([4, 4]),) * 3)]))
    out.append(dict(name="cross", x=[2, 3], params={"w1": [2, 3]}, out=s23, lines=[
        '(%%{o}) = "pd_op.cross" (%%{a}, %%w1) {axis:(Int32)9} : (%s, %s) -> %s' % (s23, s23, s23)]))
    out.append(dict(name="kron", x=[2, 3], params={"w1": [2, 2]}, out=t([4, 6]), lines=[
        '(%%{o}) = "pd_op.kron" (%%{a}, %%w1) {} : (%s, %s) -> %s' % (s23, t([2, 2]), t([4, 6]))]))
    # kernels_set_value.c and kernels_layout.c (slice assignment, strided
    # slices, indexing along an axis, layout shuffles), weighed so that a
    # misplaced gradient changes the loss's
    s34, i64 = t([3, 4]), lambda shape: "tensor<%sxi64>" % "x".join(map(str, shape))

    def index(name, vals, shape):
        return [iarr(name + "f", vals), iarr(name + "s", shape),
                '(%%%s) = "pd_op.reshape" (%%%sf, %%%ss) {} : (tensor<%dxi64>, tensor<%dxi64>) -> %s'
                % (name, name, name, len(vals), len(shape), i64(shape))]

    def weigh(src, shape):
        return '(%%{o}) = "pd_op.multiply" (%%{o}_%s, %%w1) {} : (%s, %s) -> %s' % ((src,) + (t(shape),) * 3)

    def sv(axes, starts, ends, steps, dec=(), none=()):
        i64s = lambda v: "[%s]" % ",".join("(Int64)%d" % x for x in v)
        ia = lambda v: "(pd_op.IntArray)[%s]" % ",".join(map(str, v))
        return ("axes:%s,decrease_axes:%s,ends:%s,none_axes:%s,starts:%s,steps:%s"
                % (i64s(axes), i64s(dec), ia(ends), i64s(none), ia(starts), ia(steps)))
    for name, attrs, vshape in [("set_value_with_tensor", sv([0, 1], [1, 0], [3, 4], [1, 2]), [2, 2]),
                                ("set_value_with_tensor-broadcast", sv([0, 1], [1, 0], [3, 4], [1, 2]), [2]),
                                ("set_value_with_tensor-decrease", sv([1], [-1], [4], [1], dec=[1]), [3]),
                                ("set_value_with_tensor-negative-step", sv([1], [-1], [-5], [-2], none=[0]),
                                 [1, 3, 2])]:
        out.append(dict(name=name, x=[3, 4], params={"w1": [3, 4], "w2": vshape}, out=s34, lines=[
            '(%%{o}_s) = "pd_op.set_value_with_tensor" (%%{a}, %%w2) {%s} : (%s, %s) -> %s'
            % (attrs, s34, t(vshape), s34), weigh("s", [3, 4])]))
    # the in-place form on a value made afresh (a scale of the context's:
    # scale_grad reads no value the write changes)
    out.append(dict(name="set_value_with_tensor_", x=[3, 4], params={"w1": [3, 4], "w2": [2, 2]}, out=s34, lines=[
        '(%%{o}_t) = "pd_op.scale" (%%{a}) {bias:(Float)0.5,bias_after_scale:true,scale:(Float)-1.5} : (%s) -> %s'
        % (s34, s34),
        '(%%{o}_s) = "pd_op.set_value_with_tensor_" (%%{o}_t, %%w2) {%s} : (%s, %s) -> %s'
        % (sv([0, 1], [1, 0], [3, 4], [1, 2]), s34, t([2, 2]), s34), weigh("s", [3, 4])]))
    out.append(dict(name="set_value", x=[3, 4], params={"w1": [3, 4]}, out=s34, lines=[
        '(%%{o}_s) = "pd_op.set_value" (%%{a}) {%s,shape:[(Int64)1],values:[(Double)0.5]} : (%s) -> %s'
        % (sv([1], [-1], [-5], [-2]), s34, s34), weigh("s", [3, 4])]))
    # set_value with the region as operands (set_value_grad binds them too)
    out.append(dict(name="set_value-operands", x=[3, 4], params={"w1": [3, 4]}, out=s34, lines=[
        iarr("{o}_b", [1, 0]), iarr("{o}_e", [3, 4]), iarr("{o}_st", [1, 2]),
        '(%%{o}_s) = "pd_op.set_value" (%%{a}, %%{o}_b, %%{o}_e, %%{o}_st) {axes:[(Int64)0,(Int64)1],decrease_axes:[],'
        'ends:(pd_op.IntArray)[],none_axes:[],shape:[(Int64)2],starts:(pd_op.IntArray)[],steps:(pd_op.IntArray)[],'
        'values:[(Double)0.25,(Double)-1]} : (%s, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> %s' % (s34, s34),
        weigh("s", [3, 4])]))
    for name, attrs, oshape in [
            ("strided_slice", "axes:[(Int32)0,(Int32)1],ends:(pd_op.IntArray)[3,-1],starts:(pd_op.IntArray)[0,3],"
             "strides:(pd_op.IntArray)[2,-1]", [2, 4]),
            ("strided_slice-clamped", "axes:[(Int32)1],ends:(pd_op.IntArray)[100],starts:(pd_op.IntArray)[-3],"
             "strides:(pd_op.IntArray)[2]", [3, 2])]:
        out.append(dict(name=name, x=[3, 4], params={"w1": oshape}, out=t(oshape), lines=[
            '(%%{o}_s) = "pd_op.strided_slice" (%%{a}) {%s} : (%s) -> %s' % (attrs, s34, t(oshape)),
            weigh("s", oshape)]))
    # take_along_axis with a negative and a repeated index (their gradients add)
    for name, axis, vals, ishape in [("take_along_axis", 1, [0, 3, -1, 1, 2, 2], [3, 2]),
                                     ("take_along_axis-axis0", 0, [2, 0, 1, 0, 2, 2, 2, 1], [2, 4])]:
        out.append(dict(name=name, x=[3, 4], params={"w1": ishape}, out=t(ishape), lines=index("{o}_i", vals, ishape) + [
            '(%%{o}_g) = "pd_op.take_along_axis" (%%{a}, %%{o}_i) {axis:(Int32)%d} : (%s, %s) -> %s'
            % (axis, s34, i64(ishape), t(ishape)), weigh("g", ishape)]))
    # put_along_axis: values replace (assign) or add to x (include_self
    # false: the place written twice starts from 0)
    for name, red, incl, vals, ishape in [("put_along_axis", "assign", "true", [1, 0, 3], [3, 1]),
                                          ("put_along_axis-add", "add", "true", [1, 0, 3, 1, 1, 2], [3, 2]),
                                          ("put_along_axis-add-exclude-self", "add", "false", [1, 1, 2, 0], [2, 2])]:
        out.append(dict(name=name, x=[3, 4], params={"w1": [3, 4], "w2": ishape}, out=s34,
                        lines=index("{o}_i", vals, ishape) + [
            '(%%{o}_p) = "pd_op.put_along_axis" (%%{a}, %%{o}_i, %%w2) {axis:(Int32)1,include_self:%s,reduce:"%s"} '
            ': (%s, %s, %s) -> %s' % (incl, red, s34, i64(ishape), t(ishape), s34), weigh("p", [3, 4])]))
    out.append(dict(name="index_sample", x=[3, 4], params={"w1": [3, 2]}, out=t([3, 2]),
                    lines=index("{o}_i", [0, 3, 1, 1, 2, 0], [3, 2]) + [
        '(%%{o}_g) = "pd_op.index_sample" (%%{a}, %%{o}_i) {} : (%s, %s) -> %s' % (s34, i64([3, 2]), t([3, 2])),
        weigh("g", [3, 2])]))
    for name, op, attrs, xs, oshape in [
            ("pixel_shuffle", "pixel_shuffle", 'data_format:"NCHW",upscale_factor:(Int32)2', [1, 8, 1, 2], [1, 2, 2, 4]),
            ("pixel_shuffle-nhwc", "pixel_shuffle", 'data_format:"NHWC",upscale_factor:(Int32)2', [1, 1, 2, 8],
             [1, 2, 4, 2]),
            ("pixel_unshuffle", "pixel_unshuffle", 'data_format:"NCHW",downscale_factor:(Int32)2', [1, 2, 2, 4],
             [1, 8, 1, 2]),
            ("channel_shuffle", "channel_shuffle", 'data_format:"NCHW",groups:(Int32)2', [1, 6, 1, 2], [1, 6, 1, 2])]:
        out.append(dict(name=name, x=xs, params={"w1": oshape}, out=t(oshape), lines=[
            '(%%{o}_s) = "pd_op.%s" (%%{a}) {%s} : (%s) -> %s' % (op, attrs, t(xs), t(oshape)), weigh("s", oshape)]))
    # kernels_select.c: index_add, repeat_interleave, topk, scatter_nd_add,
    # maxout, multiplex, broadcast_tensors, meshgrid (repeated indices: their
    # gradients add)
    out.append(dict(name="index_add", x=[3, 4], params={"w1": [3, 4], "w2": [3, 4]}, out=s34, lines=[
        iarr("{o}_i", [-1, 0, 2]),
        '(%%{o}_s) = "pd_op.index_add" (%%{a}, %%{o}_i, %%w2) {axis:(Int32)0} : (%s, tensor<3xi64>, %s) -> %s'
        % (s34, s34, s34), weigh("s", [3, 4])]))
    out.append(dict(name="index_add-axis1", x=[3, 4], params={"w1": [3, 4], "w2": [3, 2]}, out=s34, lines=[
        iarr("{o}_i", [3, 3]),
        '(%%{o}_s) = "pd_op.index_add" (%%{a}, %%{o}_i, %%w2) {axis:(Int32)1} : (%s, tensor<2xi64>, %s) -> %s'
        % (s34, t([3, 2]), s34), weigh("s", [3, 4])]))
    out.append(dict(name="repeat_interleave", x=[2, 3], params={"w1": [2, 6]}, out=t([2, 6]), lines=[
        '(%%{o}_s) = "pd_op.repeat_interleave" (%%{a}) {axis:(Int32)1,repeats:(Int32)2} : (%s) -> %s'
        % (s23, t([2, 6])), weigh("s", [2, 6])]))
    for name, largest in [("topk", "true"), ("topk-smallest", "false")]:
        out.append(dict(name=name, x=[2, 4], params={"w1": [2, 2]}, out=t([2, 2]), lines=[
            '(%%{o}_s, %%{o}_i) = "pd_op.topk" (%%{a}) {axis:(Int32)-1,k:(Int32)2,largest:%s,sorted:true} '
            ': (%s) -> %s, %s' % (largest, t([2, 4]), t([2, 2]), i64([2, 2])), weigh("s", [2, 2])]))
    for name, vals, ishape, ushape in [("scatter_nd_add", [1, 2, 0, 0, -1, -1, 1, 2], [4, 2], [4]),
                                       ("scatter_nd_add-rows", [2, 0, 2], [3, 1], [3, 4])]:
        out.append(dict(name=name, x=[3, 4], params={"w1": [3, 4], "w2": ushape}, out=s34,
                        lines=index("{o}_i", vals, ishape) + [
            '(%%{o}_s) = "pd_op.scatter_nd_add" (%%{a}, %%{o}_i, %%w2) {} : (%s, %s, %s) -> %s'
            % (s34, i64(ishape), t(ushape), s34), weigh("s", [3, 4])]))
    out.append(dict(name="maxout", x=[1, 4, 1, 2], params={"w1": [1, 2, 1, 2]}, out=t([1, 2, 1, 2]), lines=[
        '(%%{o}_s) = "pd_op.maxout" (%%{a}) {axis:(Int32)1,groups:(Int32)2} : (%s) -> %s'
        % (t([1, 4, 1, 2]), t([1, 2, 1, 2])), weigh("s", [1, 2, 1, 2])]))
    v34 = "vec[%s, %s]" % (s34, s34)
    out.append(dict(name="multiplex", x=[3, 4], params={"w1": [3, 4], "w2": [3, 4]}, out=s34, lines=[
        '(%%{o}_f) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int32,%s,value:[(Int64)1,(Int64)0,(Int64)1]} '
        ': () -> tensor<3xi32>' % PLACE, iarr("{o}_sh", [3, 1]),
        '(%{o}_i) = "pd_op.reshape" (%{o}_f, %{o}_sh) {} : (tensor<3xi32>, tensor<2xi64>) -> tensor<3x1xi32>',
        '(%%{o}_v) = "builtin.combine" (%%{a}, %%w2) {} : (%s, %s) -> %s' % (s34, s34, v34),
        '(%%{o}_s) = "pd_op.multiplex" (%%{o}_v, %%{o}_i) {} : (%s, tensor<3x1xi32>) -> %s' % (v34, s34),
        weigh("s", [3, 4])]))
    vb, vo = "vec[%s, %s]" % (t([1, 3]), t([2, 1])), "vec[%s, %s]" % (s23, s23)
    out.append(dict(name="broadcast_tensors", x=[1, 3], params={"w1": [2, 3], "w2": [2, 1]}, out=s23, lines=[
        '(%%{o}_v) = "builtin.combine" (%%{a}, %%w2) {} : (%s, %s) -> %s' % (t([1, 3]), t([2, 1]), vb),
        '(%%{o}_b) = "pd_op.broadcast_tensors" (%%{o}_v) {} : (%s) -> %s' % (vb, vo),
        '(%%{o}_p, %%{o}_q) = "builtin.split" (%%{o}_b) {} : (%s) -> %s, %s' % (vo, s23, s23),
        '(%%{o}_s) = "pd_op.multiply" (%%{o}_p, %%{o}_q) {} : (%s, %s) -> %s' % (s23, s23, s23), weigh("s", [2, 3])]))
    vm, vg = "vec[%s, %s]" % (t([3]), t([2])), "vec[%s, %s]" % (t([3, 2]), t([3, 2]))
    s32 = t([3, 2])
    out.append(dict(name="meshgrid", x=[3], params={"w1": [3, 2], "w2": [2]}, out=s32, lines=[
        '(%%{o}_v) = "builtin.combine" (%%{a}, %%w2) {} : (%s, %s) -> %s' % (t([3]), t([2]), vm),
        '(%%{o}_b) = "pd_op.meshgrid" (%%{o}_v) {} : (%s) -> %s' % (vm, vg),
        '(%%{o}_p, %%{o}_q) = "builtin.split" (%%{o}_b) {} : (%s) -> %s, %s' % (vg, s32, s32),
        '(%%{o}_e) = "pd_op.sin" (%%{o}_q) {} : (%s) -> %s' % (s32, s32),
        '(%%{o}_s) = "pd_op.multiply" (%%{o}_p, %%{o}_e) {} : (%s, %s) -> %s' % (s32, s32, s32), weigh("s", [3, 2])]))
    # kernels_nll_unfold.c: nll_loss of log-probabilities (the weight a
    # fixed positive input: nll_loss_grad has no weight_grad), unfold
    s33 = t([3, 3])
    for name, red, weight, ignore, oshape in [("nll_loss-mean", "mean", True, -100, []),
                                              ("nll_loss-sum", "sum", False, -100, []),
                                              ("nll_loss-none-ignore", "none", True, 0, [3])]:
        wv, wt = ("%{o}_w", t([3])) if weight else ("<<NULL VALUE>>", "<<NULL TYPE>>")
        pre = ['(%%{o}_w) = "pd_op.exp" (%%s1) {} : (%s) -> %s' % (t([3]), t([3]))] if weight else []
        out.append(dict(name=name, x=[3, 3], params={}, fixed={"s1": [3]}, out=t(oshape), lines=pre + [
            iarr("{o}_l", [2, 0, 1]),
            '(%%{o}_p) = "pd_op.log_softmax" (%%{a}) {axis:(Int32)-1} : (%s) -> %s' % (s33, s33),
            '(%%{o}, %%{o}_t) = "pd_op.nll_loss" (%%{o}_p, %%{o}_l, %s) {ignore_index:(Int64)%d,reduction:"%s"} '
            ': (%s, tensor<3xi64>, %s) -> %s, %s' % (wv, ignore, red, s33, wt, t(oshape), t([]))]))
    uf = ('dilations:[(Int32)%d,(Int32)%d],kernel_sizes:[(Int32)2,(Int32)2],paddings:[(Int32)%d,(Int32)%d,(Int32)%d,'
          '(Int32)%d],strides:[(Int32)%d,(Int32)%d]')
    for name, attrs, oshape in [("unfold", uf % (1, 1, 0, 0, 0, 0, 1, 1), [1, 4, 4]),
                                ("unfold-padded-strided-dilated", uf % (2, 1, 1, 1, 1, 0, 2, 1), [1, 4, 6])]:
        out.append(dict(name=name, x=[1, 1, 3, 3], params={"w1": oshape}, out=t(oshape), lines=[
            '(%%{o}_s) = "pd_op.unfold" (%%{a}) {%s} : (%s) -> %s' % (attrs, t([1, 1, 3, 3]), t(oshape)),
            weigh("s", oshape)]))
    # masked_select (a result of as many elements as the constant mask
    # selects, broadcast over the rows), then sin: the gradient's places matter
    out.append(dict(name="masked_select", x=[3, 4], params={}, out="tensor<-1xf64>", lines=index("{o}_m", [1, 0, 1, 1], [1, 4]) + [
        '(%{o}_b) = "pd_op.cast" (%{o}_m) {dtype:(pd_op.DataType)bool} : (tensor<1x4xi64>) -> tensor<1x4xb>',
        '(%%{o}_s) = "pd_op.masked_select" (%%{a}, %%{o}_b) {} : (%s, tensor<1x4xb>) -> tensor<-1xf64>' % s34,
        '(%{o}) = "pd_op.sin" (%{o}_s) {} : (tensor<-1xf64>) -> tensor<-1xf64>']))
    for o in out:
        o["params"].update(o.pop("params2", {}))
    return out


def data(name, shape, stop=False):
    return ('(%%%s) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"%s",%s,shape:(pd_op.IntArray)[%s],'
            'stop_gradient:[%s]} : () -> %s' % (name, name, PLACE, ",".join(map(str, shape)),
                                                "true" if stop else "false", t(shape)))


def body(spec, a, o, ind):
    return [ind + line.replace("{a}", a).replace("{o}", o) for line in spec["lines"]]


def mean(src, typ, dst, ind):
    return ind + '(%%%s) = "pd_op.mean" (%%%s) {axis:(pd_op.IntArray)[],keepdim:false} : (%s) -> tensor<f64>' % (dst, src, typ)


def loss_of(src, typ, dst, ind):
    """The mean of src, and with --hvp the mean of its square: then the
    op's out_grad varies with the inputs (2 o / n), so H v reaches what the
    double grad does with out_grad's direction (a linear grad op's adjoint
    among it), not only its own operands' terms."""
    if not HVP:
        return [mean(src, typ, dst, ind)]
    return [ind + '(%%%s_sq) = "pd_op.multiply" (%%%s, %%%s) {} : (%s, %s) -> %s' % (src, src, src, typ, typ, typ),
            mean(src + "_sq", typ, dst, ind)]


def program(spec, where, k):
    head = ["// program %d: %s, %s" % (k, spec["name"], where), "{", "    " + data("x", spec["x"])]
    for p, shape in spec.get("fixed", {}).items():
        head.append("    " + data(p, shape, stop=True))
    for p, shape in spec["params"].items():
        if HVP:
            head.append("    " + data(p, shape))
        else:
            head.append('    (%%%s) = "builtin.parameter" () {parameter_name:"%s"} : () -> %s' % (p, p, t(shape)))
    if HVP:  # a direction X.v per differentiable input X (scripts/hvp-check.py)
        for p, shape in [("x", spec["x"])] + list(spec["params"].items()):
            head.append('    (%%%s_v) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"%s.v",%s,shape:(pd_op.IntArray)[%s],'
                        'stop_gradient:[true]} : () -> %s' % (p, p, PLACE, ",".join(map(str, shape)), t(shape)))
    L = head
    X = t(spec["x"])
    if where == "straight":
        L += body(spec, "x", "o", "    ")
        L += loss_of("o", spec["out"], "loss", "    ")
    elif where == "if":
        L.append('    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"p",' + PLACE +
                 ',shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>')
        L.append('    (%loss) = "pd_op.if" (%p) {} -> tensor<f64> {')
        L += body(spec, "x", "o", "        ")
        L += loss_of("o", spec["out"], "s", "        ")
        L.append('        () = "cf.yield" (%s) {} : (tensor<f64>) ->')
        L.append("    } else {")
        L.append('        (%%xt) = "pd_op.tanh" (%%x) {} : (%s) -> %s' % (X, X))
        L += body(spec, "xt", "e", "        ")
        L += loss_of("e", spec["out"], "es", "        ")
        L.append('        () = "cf.yield" (%es) {} : (tensor<f64>) ->')
        L.append("    }")
    else:  # a while: h = h + tanh(mean(op(x * h))), twice
        full = ('(%%%s) = "pd_op.full" () {dtype:(pd_op.DataType)%s,%s,shape:(pd_op.IntArray)[%s],value:(Double)%s} '
                ': () -> %s')
        L.append("    " + full % ("i0", "int64", PLACE, "1", "0", "tensor<1xi64>"))
        L.append("    " + full % ("n", "int64", PLACE, "1", "2", "tensor<1xi64>"))
        L.append("    " + full % ("h0", "float64", PLACE, "", "0.5", "tensor<f64>"))
        L.append('    (%c0) = "pd_op.less_than" (%i0, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>')
        L.append('    (%i2, %loss) = "pd_op.while" (cond=%c0, inputs=%i0, %h0) {')
        L.append("    ^%i, %h")
        ind = "        "
        L.append(ind + full % ("one", "int64", PLACE, "1", "1", "tensor<1xi64>"))
        L.append(ind + '(%i1) = "pd_op.add" (%i, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>')
        L.append(ind + '(%%xh) = "pd_op.multiply" (%%x, %%h) {} : (%s, tensor<f64>) -> %s' % (X, X))
        L += body(spec, "xh", "o", ind)
        L.append(mean("o", spec["out"], "s", ind))
        L.append(ind + '(%st) = "pd_op.tanh" (%s) {} : (tensor<f64>) -> tensor<f64>')
        L.append(ind + '(%h1) = "pd_op.add" (%h, %st) {} : (tensor<f64>, tensor<f64>) -> tensor<f64>')
        L.append(ind + '(%cc) = "pd_op.less_than" (%i1, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>')
        L.append(ind + '() = "cf.yield" (%cc, %i1, %h1) {} : (tensor<1xb>, tensor<1xi64>, tensor<f64>) ->')
        L.append("    }")
    L.append('    () = "builtin.shadow_output" (%loss) {output_name:"loss"} : (tensor<f64>) ->')
    L.append("}")
    return "\n".join(L) + "\n"


HVP = False


def main():
    global HVP
    args = sys.argv[1:]
    if args and args[0] == "--hvp":
        # for second derivatives: the parameters are pd_op.data inputs, each
        # input X with a direction X.v (stop_gradient) for hvp-check.py
        HVP = True
        args = args[1:]
    wheres = args[0].split(",") if args else ["straight", "while", "if"]
    out = ["// Generated by scripts/gen-op-grad-sweep.py; do not edit.\n"]
    k = 0
    for spec in ops():
        for where in wheres:
            if k:
                out.append("\n// -----\n")
            out.append(program(spec, where, k))
            k += 1
    sys.stdout.write("".join(out))


main()
