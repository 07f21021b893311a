#!/usr/bin/env python3
"""gen-infer-checks.py: the operand checks of the inference rules, as two
lit inputs (issue 25). `valid` prints programs that must verify; `invalid`
prints the same ops with one operand or attribute broken, each with the
error Paddle's InferMeta would give, as --verify-diagnostics expects it.
Every family has both; the large ones (broadcasting ops, axis ranges) are
generated over all their ops. The expected messages are built here from
the case's own numbers, not copied from the tool.

  python3 scripts/gen-infer-checks.py valid|invalid > out.pir
"""
import sys

F32 = "f32"


def t(dims, dt=F32):
    return "tensor<%s>" % "x".join([str(d) for d in dims] + [dt])


def vec(*types):
    return "vec[%s]" % ",".join(types)


def shape_str(dims):
    return "[%s]" % ", ".join(str(d) for d in dims)


def op(name, operands, results, attrs=""):
    """operands: [(value name, type)]; results: [type]."""
    names = ", ".join("%%r%d" % i for i in range(len(results)))
    return '(%s) = "pd_op.%s" (%s) {%s} : (%s) -> %s' % (
        names, name, ", ".join(v for v, _ in operands), attrs,
        ", ".join(ty for _, ty in operands), ", ".join(results))


def ints(vals, kind="pd_op.IntArray"):
    return "(%s)[%s]" % (kind, ",".join(str(v) for v in vals))


def i32s(vals):
    return "[%s]" % ",".join("(Int32)%d" % v for v in vals)


CASES = []  # (family, valid line, invalid line, expected message)


def case(family, good, bad, msg):
    CASES.append((family, good, bad, msg))


def axis_msg(name, axis, rank):
    return "%s %d is out of range [%d, %d) for a %d-D operand" % (name, axis, -rank, rank, rank)


# --- broadcasting: elementwise and comparison ops, and where
ELEMENTWISE = ["add", "subtract", "multiply", "divide", "maximum", "minimum"]
COMPARE = ["equal", "not_equal", "less_than", "less_equal", "greater_than", "greater_equal",
           "logical_and", "logical_or"]
for name in ELEMENTWISE + COMPARE:
    dt = "b" if name.startswith("logical") else F32
    out = "b" if name in COMPARE else dt
    case("broadcast " + name,
         op(name, [("%x", t([2, 3], dt)), ("%y", t([-1, 1, 3], dt))], [t([-1, 2, 3], out)]),
         op(name, [("%x", t([2, 3], dt)), ("%y", t([4, 3], dt))], [t([2, 3], out)]),
         "operand #1 dim 0 is 4, but operand #0 dim 0 is 2: they do not broadcast "
         "(shapes [4, 3] and [2, 3], aligned at the right)")
case("broadcast where",
     op("where", [("%c", t([2, 3], "b")), ("%x", t([1, 3])), ("%y", t([2, 1]))], [t([2, 3])]),
     op("where", [("%c", t([2, 3], "b")), ("%x", t([2, 3])), ("%y", t([2, 5]))], [t([2, 3])]),
     "operand #2 dim 1 is 5, but operand #1 dim 1 is 3: they do not broadcast "
     "(shapes [2, 5] and [2, 3], aligned at the right)")

# --- matmul: K of x against K of y, for every transpose; ranks
for tx in (False, True):
    for ty in (False, True):
        xd = [3, 4] if not tx else [4, 3]
        yd = [4, 5] if not ty else [5, 4]
        bad_y = [6, 5] if not ty else [5, 6]
        kx_at = 0 if tx else 1
        ky_at = 1 if ty else 0
        attrs = "transpose_x:%s,transpose_y:%s" % (str(tx).lower(), str(ty).lower())
        case("matmul", op("matmul", [("%x", t(xd)), ("%y", t(yd))], [t([3, 5])], attrs),
             op("matmul", [("%x", t(xd)), ("%y", t(bad_y))], [t([3, 5])], attrs),
             "operand #1 dim %d is 6, but operand #0 dim %d is 4 (%s)" % (
                 ky_at, kx_at, attrs.replace(":", "=").replace(",", ", ")))
case("matmul 1-D", op("matmul", [("%x", t([4])), ("%y", t([2, 4, 5]))], [t([2, 5])]),
     op("matmul", [("%x", t([3])), ("%y", t([2, 4, 5]))], [t([2, 5])]),
     "operand #1 dim 1 is 4, but operand #0 dim 0 is 3 (transpose_x=false, transpose_y=false)")
case("matmul 0-D", op("matmul", [("%x", t([4])), ("%y", t([4]))], [t([])]),
     op("matmul", [("%x", t([4])), ("%y", t([]))], [t([])]),
     "operand #1 must have rank 1 or more, but is 0-D")
case("matmul batch", op("matmul", [("%x", t([2, 1, 3, 4])), ("%y", t([7, 4, 5]))], [t([2, 7, 3, 5])]),
     op("matmul", [("%x", t([2, 6, 3, 4])), ("%y", t([7, 4, 5]))], [t([2, 7, 3, 5])]),
     "operand #1 dim 0 is 7, but operand #0 dim 1 is 6: they do not broadcast "
     "(shapes [7] and [2, 6], aligned at the right)")

# --- reshape
case("reshape count", op("reshape", [("%x", t([2, 3, 4]))], [t([6, 4])], "shape:" + ints([6, 4])),
     op("reshape", [("%x", t([2, 3, 4]))], [t([5, 4])], "shape:" + ints([5, 4])),
     "the input [2, 3, 4] has 24 elements, but shape [5, 4] has 20")
case("reshape two -1", op("reshape", [("%x", t([2, 3, 4]))], [t([2, 12])], "shape:" + ints([2, -1])),
     op("reshape", [("%x", t([2, 3, 4]))], [t([2, 12])], "shape:" + ints([-1, -1])),
     "shape has -1 at 0 and at 1: only one dim may be inferred")
case("reshape negative", op("reshape", [("%x", t([2, 3, 4]))], [t([2, 3, 4])], "shape:" + ints([0, 0, -1])),
     op("reshape", [("%x", t([2, 3, 4]))], [t([2, 12])], "shape:" + ints([2, -2])),
     "shape[1] is -2: only -1 may be negative")
case("reshape divide", op("reshape", [("%x", t([-1, 3, 4]))], [t([-1, 5])], "shape:" + ints([-1, 5])),
     op("reshape", [("%x", t([2, 3, 4]))], [t([-1, 5])], "shape:" + ints([-1, 5])),
     "the input [2, 3, 4] has 24 elements, which the shape's other dims (5 elements) do not divide")
case("reshape zero", op("reshape", [("%x", t([2, 3]))], [t([2, 3])], "shape:" + ints([0, 3])),
     op("reshape", [("%x", t([6]))], [t([6, 1])], "shape:" + ints([6, 0])),
     "shape[1] is 0 (copy the input's dim), but the input [6] has rank 1")

# --- concat
case("concat dims", op("concat", [("%v", vec(t([2, 3]), t([-1, 5])))], [t([2, 8])], "axis:(Int32)1"),
     op("concat", [("%v", vec(t([2, 3]), t([4, 5])))], [t([2, 8])], "axis:(Int32)1"),
     "operand #0 element #1 dim 0 is 4, but element #0 dim 0 is 2 (axis 1)")
case("concat rank", op("concat", [("%v", vec(t([2, 3]), t([2, 3])))], [t([4, 3])], "axis:(Int32)0"),
     op("concat", [("%v", vec(t([2, 3]), t([2, 3, 1])))], [t([4, 3])], "axis:(Int32)0"),
     "operand #0 element #1 is 3-D, but element #0 is 2-D")

# --- split, split_with_num
case("split sections", op("split", [("%x", t([6, 4]))], [vec(t([1, 4]), t([5, 4]))],
                          "axis:(Int32)0,sections:" + ints([1, -1])),
     op("split", [("%x", t([6, 4]))], [vec(t([1, 4]), t([4, 4]))], "axis:(Int32)0,sections:" + ints([1, 4])),
     "sections add up to 5, but the input's dim 0 is 6")
case("split sections -1", op("split", [("%x", t([6, 4]))], [vec(t([6, 1]), t([6, 3]))],
                             "axis:(Int32)1,sections:" + ints([1, 3])),
     op("split", [("%x", t([6, 4]))], [vec(t([6, 5]), t([6, -1]))], "axis:(Int32)1,sections:" + ints([5, -1])),
     "sections add up to 5 besides the -1, but the input's dim 1 is 4")
case("split_with_num", op("split_with_num", [("%x", t([6, 4]))], [vec(t([2, 4]), t([2, 4]), t([2, 4]))],
                          "axis:(Int32)0,num:(Int32)3"),
     op("split_with_num", [("%x", t([6, 4]))], [vec(t([2, 4]), t([2, 4]), t([2, 4]))], "axis:(Int32)1,num:(Int32)3"),
     "num 3 does not divide the input's dim 1, 4")

# --- transpose
case("transpose repeated", op("transpose", [("%x", t([2, 3, 4]))], [t([4, 2, 3])], "perm:" + i32s([2, 0, 1])),
     op("transpose", [("%x", t([2, 3, 4]))], [t([4, 2, 3])], "perm:" + i32s([2, 0, 2])),
     "perm names dim 2 twice (at 0 and 2)")
case("transpose short", op("transpose", [("%x", t([2, 3]))], [t([3, 2])], "perm:" + i32s([1, 0])),
     op("transpose", [("%x", t([2, 3, 4]))], [t([3, 2])], "perm:" + i32s([1, 0])),
     "perm has 2 entries, but the input is 3-D")

# --- axis ranges, over every op that takes one
for name in ["mean", "sum", "max", "min"]:
    extra = ",dtype:(pd_op.DataType)float32" if name == "sum" else ""
    case("axis " + name, op(name, [("%x", t([2, 3, 4]))], [t([3, 4])], "axis:" + ints([-3]) + ",keepdim:false" + extra),
         op(name, [("%x", t([2, 3, 4]))], [t([2, 3])], "axis:" + ints([3]) + ",keepdim:false" + extra),
         axis_msg("axis", 3, 3))
for name in ["softmax", "log_softmax"]:
    case("axis " + name, op(name, [("%x", t([2, 3]))], [t([2, 3])], "axis:(Int32)-2"),
         op(name, [("%x", t([2, 3]))], [t([2, 3])], "axis:(Int32)2"), axis_msg("axis", 2, 2))
case("axis gather", op("gather", [("%x", t([5, 6])), ("%i", t([3], "i64"))], [t([5, 3])], "axis:(Int32)-1"),
     op("gather", [("%x", t([5, 6])), ("%i", t([3], "i64"))], [t([5, 3])], "axis:(Int32)2"), axis_msg("axis", 2, 2))
case("axis index_select", op("index_select", [("%x", t([5, 6])), ("%i", t([3], "i64"))], [t([3, 6])], "axis:(Int32)-2"),
     op("index_select", [("%x", t([5, 6])), ("%i", t([3], "i64"))], [t([3, 6])], "axis:(Int32)-3"),
     axis_msg("axis", -3, 2))
case("axis concat", op("concat", [("%v", vec(t([2, 3]), t([2, 3])))], [t([2, 6])], "axis:(Int32)-1"),
     op("concat", [("%v", vec(t([2, 3]), t([2, 3])))], [t([2, 6])], "axis:(Int32)2"), axis_msg("axis", 2, 2))
case("axis split", op("split", [("%x", t([6, 4]))], [vec(t([6, 2]), t([6, 2]))], "axis:(Int32)-1,sections:" + ints([2, 2])),
     op("split", [("%x", t([6, 4]))], [vec(t([6, 2]), t([6, 2]))], "axis:(Int32)2,sections:" + ints([2, 2])),
     axis_msg("axis", 2, 2))
case("axis stack", op("stack", [("%v", vec(t([2, 3]), t([2, 3])))], [t([2, 3, 2])], "axis:(Int32)-1"),
     op("stack", [("%v", vec(t([2, 3]), t([2, 3])))], [t([2, 3, 2])], "axis:(Int32)3"), axis_msg("axis", 3, 3))
case("axis squeeze", op("squeeze", [("%x", t([2, 1]))], [t([2])], "axis:" + ints([-1])),
     op("squeeze", [("%x", t([2, 1]))], [t([2])], "axis:" + ints([2])), axis_msg("axis", 2, 2))
def SLICE(axis):
    return "axes:" + i32s([axis]) + ",decrease_axis:" + i32s([]) + ",ends:" + ints([2]) + ",infer_flags:" + i32s([1]) + ",starts:" + ints([0])
case("axis slice", op("slice", [("%x", t([4, 5]))], [t([4, 2])], SLICE(1)),
     op("slice", [("%x", t([4, 5]))], [t([4, 2])], SLICE(2)), axis_msg("axes", 2, 2))

# --- slice: decrease_axis of a dim the slice leaves longer than 1
def DEC(end):
    return "axes:" + i32s([0]) + ",decrease_axis:" + i32s([0]) + ",ends:" + ints([end]) + ",infer_flags:" + i32s([1]) + ",starts:" + ints([0])
case("slice decrease", op("slice", [("%x", t([4, 5]))], [t([5])], DEC(1)),
     op("slice", [("%x", t([4, 5]))], [t([5])], DEC(2)),
     "decrease_axis removes dim 0, but the slice leaves it 2 long, not 1")

# --- conv2d: channels, rank, strides
def CONV(groups, stride):
    return ("data_format:\"NCHW\",dilations:" + i32s([1, 1]) + ",groups:(Int32)%d,padding_algorithm:\"EXPLICIT\",paddings:" % groups
            + i32s([1, 1]) + ",strides:" + i32s([stride, 1]))
case("conv2d channels", op("conv2d", [("%x", t([1, 6, 8, 8])), ("%w", t([4, 3, 3, 3]))], [t([1, 4, 8, 8])], CONV(2, 1)),
     op("conv2d", [("%x", t([1, 6, 8, 8])), ("%w", t([4, 3, 3, 3]))], [t([1, 4, 8, 8])], CONV(1, 1)),
     "operand #1 ('filter') dim 1 is 3, but the input has 6 channels (dim 1 of operand #0) and groups is 1: expected 6")
case("conv2d rank", op("conv2d", [("%x", t([1, 3, 8, 8])), ("%w", t([4, 3, 3, 3]))], [t([1, 4, 8, 8])], CONV(1, 1)),
     op("conv2d", [("%x", t([3, 8, 8])), ("%w", t([4, 3, 3, 3]))], [t([1, 4, 8, 8])], CONV(1, 1)),
     "operand #0 ('input') must be 4-D, but is 3-D")
case("conv2d stride", op("conv2d", [("%x", t([1, 3, 8, 8])), ("%w", t([4, 3, 3, 3]))], [t([1, 4, 4, 8])], CONV(1, 2)),
     op("conv2d", [("%x", t([1, 3, 8, 8])), ("%w", t([4, 3, 3, 3]))], [t([1, 4, 8, 8])], CONV(1, 0)),
     "strides must be positive, but strides[0] is 0")

# --- layer_norm, batch_norm
case("layer_norm axis", op("layer_norm", [("%x", t([2, 3, 4]))], [t([2, 3, 4]), t([6]), t([6])], "begin_norm_axis:(Int32)2"),
     op("layer_norm", [("%x", t([2, 3, 4]))], [t([2, 3, 4]), t([6]), t([6])], "begin_norm_axis:(Int32)3"),
     "begin_norm_axis 3 is out of range [1, 3) for a 3-D operand")
# Paddle requires begin_norm_axis > 0 (LayerNormInferMeta's PADDLE_ENFORCE_GT).
case("layer_norm axis 0", op("layer_norm", [("%x", t([2, 3, 4]))], [t([2, 3, 4]), t([2]), t([2])], "begin_norm_axis:(Int32)1"),
     op("layer_norm", [("%x", t([2, 3, 4]))], [t([2, 3, 4]), t([1]), t([1])], "begin_norm_axis:(Int32)0"),
     "begin_norm_axis 0 is out of range [1, 3) for a 3-D operand")
case("layer_norm axis negative", op("layer_norm", [("%x", t([2, 3]))], [t([2, 3]), t([2]), t([2])], "begin_norm_axis:(Int32)1"),
     op("layer_norm", [("%x", t([2, 3]))], [t([2, 3]), t([2]), t([2])], "begin_norm_axis:(Int32)-1"),
     "begin_norm_axis -1 is out of range [1, 2) for a 2-D operand")
LN = "begin_norm_axis:(Int32)1,epsilon:(Float)1e-05"
LN_OUT = [t([2, 3, 4]), t([2]), t([2])]
case("layer_norm scale", op("layer_norm", [("%x", t([2, 3, 4])), ("%s", t([12])), ("%b", t([-1]))], LN_OUT, LN),
     op("layer_norm", [("%x", t([2, 3, 4])), ("%s", t([4])), ("%b", t([12]))], LN_OUT, LN),
     "operand #1 ('scale') has 4 entries, but x's dims from begin_norm_axis 1 ([3, 4]) hold 12")
case("layer_norm bias", op("layer_norm", [("%x", t([2, -1, 4])), ("%s", t([12])), ("%b", t([12]))], LN_OUT, LN),
     op("layer_norm", [("%x", t([2, 3, 4])), ("%s", t([12])), ("%b", t([6]))], LN_OUT, LN),
     "operand #2 ('bias') has 6 entries, but x's dims from begin_norm_axis 1 ([3, 4]) hold 12")
case("layer_norm scale rank", op("layer_norm", [("%x", t([2, 3, 4])), ("%s", t([12]))], LN_OUT, LN),
     op("layer_norm", [("%x", t([2, 3, 4])), ("%s", t([3, 4]))], LN_OUT, LN),
     "operand #1 ('scale') must be 1-D, but is 2-D")
case("top_p_sampling rank", op("top_p_sampling", [("%x", t([4, 10])), ("%p", t([4, 1]))], [t([4, 1]), t([4, 1], "i64")]),
     op("top_p_sampling", [("%x", t([])), ("%p", t([4, 1]))], [t([4, 1]), t([4, 1], "i64")]),
     "operand #0 ('x') must have rank 1 or more (one row per sample), but is 0-D")
BN = "data_format:\"NCHW\",epsilon:(Float)1e-05,is_test:true,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false"
BN_OUT = [t([2, 3, 8, 8]), t([3]), t([3]), t([3]), t([3])]
case("batch_norm scale", op("batch_norm", [("%x", t([2, 3, 8, 8])), ("%m", t([3])), ("%v", t([3])), ("%s", t([3])), ("%b", t([3]))], BN_OUT, BN),
     op("batch_norm", [("%x", t([2, 3, 8, 8])), ("%m", t([3])), ("%v", t([3])), ("%s", t([4])), ("%b", t([3]))], BN_OUT, BN),
     "operand #3 ('scale') has 4 entries, but the input has 3 channels (NCHW)")
case("batch_norm rank", op("batch_norm", [("%x", t([2, 3])), ("%m", t([3])), ("%v", t([3]))], [t([2, 3]), t([3]), t([3]), t([3]), t([3])], BN),
     op("batch_norm", [("%x", t([6])), ("%m", t([3])), ("%v", t([3]))], [t([6]), t([3]), t([3]), t([3]), t([3])], BN),
     "operand #0 must have rank 2 to 5, but is 1-D")

# --- stack, expand, embedding, gather index
case("stack shapes", op("stack", [("%v", vec(t([2, 3]), t([-1, 3])))], [t([2, 2, 3])], "axis:(Int32)0"),
     op("stack", [("%v", vec(t([2, 3]), t([3, 2])))], [t([2, 2, 3])], "axis:(Int32)0"),
     "operand #0 element #1 has shape [3, 2], but element #0 has [2, 3]")
case("expand", op("expand", [("%x", t([1, 3]))], [t([4, 3])], "shape:" + ints([4, -1])),
     op("expand", [("%x", t([2, 3]))], [t([4, 3])], "shape:" + ints([4, 3])),
     "shape[0] is 4, but the input's dim 0 is 2: only a dim of 1 expands (input [2, 3], shape [4, 3])")
case("expand rank", op("expand", [("%x", t([3]))], [t([2, 3])], "shape:" + ints([2, 3])),
     op("expand", [("%x", t([2, 3]))], [t([3])], "shape:" + ints([3])),
     "shape has 1 entries, fewer than the input's rank 2")
case("embedding", op("embedding", [("%i", t([2, 7], "i64")), ("%w", t([100, 16]))], [t([2, 7, 16])]),
     op("embedding", [("%i", t([2, 7], "i64")), ("%w", t([100]))], [t([2, 7, 16])]),
     "operand #1 ('weight') must be 2-D (rows of the table), but is 1-D")
case("gather index", op("gather", [("%x", t([5, 6])), ("%i", t([3, 1], "i64"))], [t([3, 6])], "axis:(Int32)0"),
     op("gather", [("%x", t([5, 6])), ("%i", t([3, 2], "i64"))], [t([3, 6])], "axis:(Int32)0"),
     "operand #1 ('index') must be 0-D, 1-D or [n, 1], but is [3, 2]")

# --- the scanning and whole-input ops (infer_index.c)
AM = ",dtype:(pd_op.DataType)int64,flatten:false,keepdims:%s"
for name in ["argmax", "argmin"]:
    case("axis " + name, op(name, [("%x", t([2, 3, 4]))], [t([2, 4], "i64")], "axis:(Int64)-2" + AM % "false"),
         op(name, [("%x", t([2, 3, 4]))], [t([2, 4], "i64")], "axis:(Int64)3" + AM % "false"), axis_msg("axis", 3, 3))
case("argmax keepdims", op("argmax", [("%x", t([2, -1, 4]))], [t([2, 1, 4], "i64")], "axis:(Int64)1" + AM % "true"),
     op("argmax", [("%x", t([2, 3, 4]))], [t([2, 1, 4], "i64")],
        "axis:(Int64)1,dtype:(pd_op.DataType)float32,flatten:false,keepdims:true"),
     "dtype must be int32 or int64")
case("argmin 0-D", op("argmin", [("%x", t([]))], [t([], "i32")], "axis:(Int64)-1,dtype:(pd_op.DataType)int32,flatten:false,keepdims:false"),
     op("argmin", [("%x", t([]))], [t([], "i32")], "axis:(Int64)1,dtype:(pd_op.DataType)int32,flatten:false,keepdims:false"),
     "axis 1 must be 0 or -1 for a 0-D operand")
CUM = ",exclusive:false,flatten:%s,reverse:false"
case("axis cumsum", op("cumsum", [("%x", t([2, 3]))], [t([2, 3])], "axis:(Int32)-2" + CUM % "false"),
     op("cumsum", [("%x", t([2, 3]))], [t([2, 3])], "axis:(Int32)2" + CUM % "false"), axis_msg("axis", 2, 2))
case("cumsum flatten", op("cumsum", [("%x", t([2, 3], "i64"))], [t([6], "i64")], "axis:(Int32)5" + CUM % "true"),
     op("cumsum", [("%x", t([2, 3], "i64"))], [t([2, 3], "i64")], "axis:(Int32)5" + CUM % "false"), axis_msg("axis", 5, 2))
case("axis logcumsumexp", op("logcumsumexp", [("%x", t([4]))], [t([4])], "axis:(Int32)0" + CUM % "false"),
     op("logcumsumexp", [("%x", t([4]))], [t([4])], "axis:(Int32)-2" + CUM % "false"), axis_msg("axis", -2, 1))
for name in ["cummax", "cummin"]:
    case("axis " + name, op(name, [("%x", t([2, 3]))], [t([2, 3]), t([2, 3], "i32")], "axis:(Int32)1,dtype:(pd_op.DataType)int32"),
         op(name, [("%x", t([2, 3]))], [t([2, 3]), t([2, 3], "i32")], "axis:(Int32)-3,dtype:(pd_op.DataType)int32"),
         axis_msg("axis", -3, 2))
case("cummax dtype", op("cummax", [("%x", t([5], "i32"))], [t([5], "i32"), t([5], "i64")], "axis:(Int32)0,dtype:(pd_op.DataType)int64"),
     op("cummax", [("%x", t([5], "i32"))], [t([5], "i32"), t([5], "i64")], "axis:(Int32)0,dtype:(pd_op.DataType)float32"),
     "dtype must be int32 or int64")
ARGSORT = ",descending:false,stable:false"
case("axis argsort", op("argsort", [("%x", t([3, 4], "f16"))], [t([3, 4], "f16"), t([3, 4], "i64")], "axis:(Int32)0" + ARGSORT),
     op("argsort", [("%x", t([3, 4], "f16"))], [t([3, 4], "f16"), t([3, 4], "i64")], "axis:(Int32)2" + ARGSORT),
     axis_msg("axis", 2, 2))
case("equal_all ranks", op("equal_all", [("%x", t([2, 3])), ("%y", t([3]))], [t([], "b")]),
     op("equal_all", [("%x", t([3])), ("%y", t([2, 3]))], [t([], "b")]),
     "operand #1 is 2-D, more than operand #0's 1 dims")
case("allclose shapes", op("allclose", [("%x", t([2, 3])), ("%y", t([2, -1]))], [t([], "b")]),
     op("allclose", [("%x", t([2, 3])), ("%y", t([2, 4]))], [t([], "b")]),
     "operand #1 dim 1 is 4, but operand #0 dim 1 is 3: they must have one shape")
case("isclose ranks", op("isclose", [("%x", t([2, 3], "f64")), ("%y", t([2, 3], "f64"))], [t([2, 3], "b")]),
     op("isclose", [("%x", t([2, 3], "f64")), ("%y", t([3], "f64"))], [t([2, 3], "b")]),
     "operand #1 is 1-D, but operand #0 is 2-D: they must have one shape")

# --- conv3d and the transposed convolutions
def CONV3(groups):
    return ("data_format:\"NCDHW\",dilations:" + i32s([1, 1, 1]) + ",groups:(Int32)%d,padding_algorithm:\"EXPLICIT\",paddings:" % groups
            + i32s([1, 1, 1]) + ",strides:" + i32s([2, 1, 1]))
case("conv3d channels", op("conv3d", [("%x", t([1, 4, 8, 8, 8])), ("%w", t([6, 2, 3, 3, 3]))], [t([1, 6, 4, 8, 8])], CONV3(2)),
     op("conv3d", [("%x", t([1, 4, 8, 8, 8])), ("%w", t([6, 2, 3, 3, 3]))], [t([1, 6, 4, 8, 8])], CONV3(1)),
     "operand #1 ('filter') dim 1 is 2, but the input has 4 channels (dim 1 of operand #0) and groups is 1: expected 4")
case("conv3d rank", op("conv3d", [("%x", t([1, 2, 8, 8, 8])), ("%w", t([6, 2, 3, 3, 3]))], [t([1, 6, 4, 8, 8])], CONV3(1)),
     op("conv3d", [("%x", t([2, 8, 8, 8])), ("%w", t([6, 2, 3, 3, 3]))], [t([1, 6, 4, 8, 8])], CONV3(1)),
     "operand #0 ('input') must be 5-D, but is 4-D")
def CONVT(pads, extra=""):
    return ("data_format:\"NCHW\",dilations:" + i32s([1, 1]) + ",groups:(Int32)2,output_padding:" + i32s([1, 0]) + extra
            + ",padding_algorithm:\"EXPLICIT\",paddings:" + i32s(pads) + ",strides:" + i32s([2, 2]))
# (in - 1)·2 - 2·pad + 3, plus output_padding 1 in H: (4-1)·2 - 2 + 3 + 1 = 8, (5-1)·2 - 2 + 3 = 9
case("conv2d_transpose channels", op("conv2d_transpose", [("%x", t([1, 4, 4, 5])), ("%w", t([4, 3, 3, 3]))], [t([1, 6, 8, 9])], CONVT([1, 1])),
     op("conv2d_transpose", [("%x", t([1, 4, 4, 5])), ("%w", t([2, 3, 3, 3]))], [t([1, 6, 8, 9])], CONVT([1, 1])),
     "operand #1 ('filter') dim 0 is 2, but the input has 4 channels (dim 1 of operand #0)")
case("conv3d_transpose rank", op("conv3d_transpose", [("%x", t([1, 4, 2, 2, 2])), ("%w", t([4, 3, 2, 2, 2]))], [t([1, 3, 3, 3, 3])],
                                 "strides:" + i32s([1, 1, 1]) + ",paddings:" + i32s([0, 0, 0]) + ",data_format:\"NCDHW\""),
     op("conv3d_transpose", [("%x", t([1, 4, 2, 2, 2])), ("%w", t([4, 3, 2, 2]))], [t([1, 3, 3, 3, 3])],
        "strides:" + i32s([1, 1, 1]) + ",paddings:" + i32s([0, 0, 0]) + ",data_format:\"NCDHW\""),
     "operand #1 ('filter') is 4-D, but operand #0 ('x') is 5-D")
case("depthwise_conv2d_transpose strides", op("depthwise_conv2d_transpose", [("%x", t([1, 4, 4, 5])), ("%w", t([4, 1, 3, 3]))],
                                              [t([1, 2, 8, 9])], CONVT([1, 1], ",output_size:" + ints([8, 9]))),
     op("depthwise_conv2d_transpose", [("%x", t([1, 4, 4, 5]))] + [("%w", t([4, 1, 3, 3]))], [t([1, 2, 8, 9])],
        CONVT([1, 1]).replace("strides:" + i32s([2, 2]), "strides:" + i32s([2, 2, 2]))),
     "strides has 3 entries, but the 4-D input has 2 spatial dims")

# --- the interpolations (InterpolateInferMeta): rank, method, empty dims,
# the size operands, scale
NUL = ("<<NULL VALUE>>", "<<NULL TYPE>>")
def INTERP(method, extra=""):
    return ("align_corners:false,align_mode:(Int32)1,data_format:\"NCHW\",interp_method:\"%s\",out_d:(Int32)0,"
            "out_h:(Int32)8,out_w:(Int32)10" % method + extra)
case("interp rank", op("bilinear_interp", [("%x", t([1, 3, 4, 5])), NUL, NUL, NUL], [t([1, 3, 8, 10])], INTERP("bilinear")),
     op("bilinear_interp", [("%x", t([3, 4])), NUL, NUL, NUL], [t([3, 4])], INTERP("bilinear")),
     "operand #0 ('x') must be 3-D, 4-D or 5-D, but is 2-D")
case("interp method", op("linear_interp", [("%x", t([1, 3, -1])), NUL, NUL, NUL], [t([1, 3, 10])], INTERP("linear")),
     op("linear_interp", [("%x", t([1, 3, 4])), NUL, NUL, NUL], [t([1, 3, 10])], INTERP("bilinear")),
     'interp_method "bilinear" cannot interpolate a 3-D operand ("linear")')
case("interp method 5-D", op("trilinear_interp", [("%x", t([1, 3, 2, 4, 5])), NUL, NUL, NUL], [t([1, 3, -1, 8, 10])], INTERP("trilinear")),
     op("trilinear_interp", [("%x", t([1, 3, 2, 4, 5])), NUL, NUL, NUL], [t([1, 3, -1, 8, 10])], INTERP("bicubic")),
     'interp_method "bicubic" cannot interpolate a 5-D operand ("nearest" or "trilinear")')
case("interp empty", op("nearest_interp", [("%x", t([2, 4, 5, 3])), NUL, NUL, NUL], [t([2, 8, 10, 3])],
                        INTERP("nearest").replace('"NCHW"', '"NHWC"')),
     op("nearest_interp", [("%x", t([2, 0, 5, 3])), NUL, NUL, NUL], [t([2, 8, 10, 3])], INTERP("nearest").replace('"NCHW"', '"NHWC"')),
     "operand #0 ('x') dim 1 is 0, but interpolation needs every dim positive")
# scale [2, 1.5] of H 4 and W 5: 8 and int(7.5) = 7, ahead of out_h/out_w
case("interp scale", op("bicubic_interp", [("%x", t([1, 3, 4, 5])), NUL, NUL, NUL], [t([1, 3, 8, 7])],
                        INTERP("bicubic", ",scale:[(Float)2,(Float)1.5]")),
     op("bicubic_interp", [("%x", t([1, 3, 4, 5])), NUL, NUL, NUL], [t([1, 3, 8, 7])], INTERP("bicubic", ",scale:[(Float)2,(Float)0]")),
     "scale[1] is 0, but must be positive")
case("interp size_tensor", op("bilinear_interp", [("%x", t([1, 3, 4, 5])), NUL, ("%st", vec(t([], "i32"), t([], "i32"))), NUL],
                              [t([1, 3, -1, -1])], INTERP("bilinear")),
     op("bilinear_interp", [("%x", t([1, 3, 4, 5])), NUL, ("%st", vec(t([], "i32"), t([], "i32"), t([], "i32"))), NUL],
        [t([1, 3, -1, -1])], INTERP("bilinear")),
     "operand #2 ('size_tensor') has 3 entries, but the 4-D input has 2 spatial dims")
case("interp scale_tensor", op("bilinear_interp", [("%x", t([1, 3, 4, 5])), NUL, NUL, ("%sc", t([2]))], [t([1, 3, -1, -1])], INTERP("bilinear")),
     op("bilinear_interp", [("%x", t([1, 3, 4, 5])), NUL, NUL, ("%sc", t([3]))], [t([1, 3, -1, -1])], INTERP("bilinear")),
     "operand #3 ('scale_tensor') has 3 entries, but must have 1 or 2")
case("interp scale_tensor rank", op("linear_interp", [("%x", t([1, 3, 4])), NUL, NUL, ("%sc", t([1]))], [t([1, 3, -1])], INTERP("linear")),
     op("linear_interp", [("%x", t([1, 3, 4])), NUL, NUL, ("%sc", t([1, 1]))], [t([1, 3, -1])], INTERP("linear")),
     "operand #3 ('scale_tensor') must be 1-D, but is 2-D")
case("interp out_size", op("nearest_interp", [("%x", t([1, 3, 4, 5])), ("%os", t([2], "i32")), NUL, NUL], [t([1, 3, -1, -1])], INTERP("nearest")),
     op("nearest_interp", [("%x", t([1, 3, 4, 5])), ("%os", t([3], "i32")), NUL, NUL], [t([1, 3, -1, -1])], INTERP("nearest")),
     "operand #1 ('out_size') must be [2] (one size per spatial dim), but is [3]")

# --- batches of matrices (infer_linalg.c): rank 2 or more, square where
# Paddle requires it, qr's mode
for name, out in [("inverse", [t([2, 3, 3])]), ("cholesky", [t([2, 3, 3])]),
                  ("eig", [t([2, 3], "c64"), t([2, 3, 3], "c64")]), ("eigvals", [t([2, 3], "c64")]),
                  ("eigh", [t([2, 3]), t([2, 3, 3])]), ("eigvalsh", [t([2, 3]), t([2, 3, 3])])]:
    attrs = "upper:false" if name == "cholesky" else ""
    # InverseInferMeta and EigvalsInferMeta let -1 pass; the others compare
    # the dims as written (docs/dialect-yaml.md, "Unknown dims")
    good_x = t([2, 3, -1]) if name in ("inverse", "eigvals") else t([2, -1, -1]) if name == "eigh" else t([2, 3, 3])
    case("square " + name, op(name, [("%x", good_x)], out, attrs), op(name, [("%x", t([2, 3, 4]))], out, attrs),
         "operand #0 ('x') must hold square matrices, but its last two dims are 3 and 4")
for name, out in [("cholesky", [t([-1, 3])]), ("eig", [t([-1], "c64"), t([-1, 3], "c64")]),
                  ("eigh", [t([-1]), t([-1, 3])]), ("eigvalsh", [t([-1]), t([-1, 3])])]:
    attrs = "upper:false" if name == "cholesky" else ""
    case("square as written " + name, op(name, [("%x", t([-1, -1]))], out, attrs), op(name, [("%x", t([-1, 3]))], out, attrs),
         "operand #0 ('x') must hold square matrices, but its last two dims are -1 and 3 "
         "(Paddle compares them as written: -1 matches only -1)")
case("square as written matrix_power", op("matrix_power", [("%x", t([2, -1, -1]))], [t([2, 4, 4])], "n:(Int32)2"),
     op("matrix_power", [("%x", t([2, 4, -1]))], [t([2, 4, 4])], "n:(Int32)2"),
     "operand #0 ('x') must hold square matrices, but its last two dims are 4 and -1 "
     "(Paddle compares them as written: -1 matches only -1)")
case("square matrix_power", op("matrix_power", [("%x", t([4, 4], "f64"))], [t([4, 4], "f64")], "n:(Int32)3"),
     op("matrix_power", [("%x", t([4], "f64"))], [t([4], "f64")], "n:(Int32)3"),
     "operand #0 ('x') must have rank 2 or more (a matrix or a batch of them), but is 1-D")
case("svd", op("svd", [("%x", t([2, 5, 3]))], [t([2, 5, 3]), t([2, 3]), t([2, 3, 3])], "full_matrices:false"),
     op("svd", [("%x", t([5]))], [t([5, 3]), t([3]), t([3, 3])], "full_matrices:false"),
     "operand #0 ('x') must have rank 2 or more (a matrix or a batch of them), but is 1-D")
case("svd full", op("svd", [("%x", t([4, 6], "f64"))], [t([4, 4], "f64"), t([4], "f64"), t([6, 6], "f64")], "full_matrices:true"),
     op("svd", [("%x", t([], "f64"))], [t([4, 4], "f64"), t([4], "f64"), t([6, 6], "f64")], "full_matrices:true"),
     "operand #0 ('x') must have rank 2 or more (a matrix or a batch of them), but is 0-D")
case("svdvals", op("svdvals", [("%x", t([3, -1, 2]))], [t([3, -1])]), op("svdvals", [("%x", t([2]))], [t([2])]),
     "operand #0 ('x') must have rank 2 or more (a matrix or a batch of them), but is 1-D")
case("qr mode", op("qr", [("%x", t([5, 3]))], [t([5, 5]), t([5, 3])], 'mode:"complete"'),
     op("qr", [("%x", t([5, 3]))], [t([5, 5]), t([5, 3])], 'mode:"full"'),
     'mode "full" is not "reduced", "complete" or "r"')
case("qr rank", op("qr", [("%x", t([2, 3, 5]))], [t([2, 3, 3]), t([2, 3, 5])], 'mode:"reduced"'),
     op("qr", [("%x", t([3]))], [t([3, 3]), t([3, 5])], 'mode:"reduced"'),
     "operand #0 ('x') must have rank 2 or more (a matrix or a batch of them), but is 1-D")

# --- layer_norm's epsilon: 0 <= epsilon <= 0.001 (LayerNormOpMaker)
case("layer_norm epsilon", op("layer_norm", [("%x", t([2, 3]))], [t([2, 3]), t([2]), t([2])], "begin_norm_axis:(Int32)1,epsilon:(Float)0.001"),
     op("layer_norm", [("%x", t([2, 3]))], [t([2, 3]), t([2]), t([2])], "begin_norm_axis:(Int32)1,epsilon:(Float)0.01"),
     "epsilon 0.01 is out of range [0, 0.001]")
case("layer_norm epsilon negative", op("layer_norm", [("%x", t([2, 3]))], [t([2, 3]), t([2]), t([2])], "begin_norm_axis:(Int32)1,epsilon:(Float)0"),
     op("layer_norm", [("%x", t([2, 3]))], [t([2, 3]), t([2]), t([2])], "begin_norm_axis:(Int32)1,epsilon:(Float)-1e-05"),
     "epsilon -1e-05 is out of range [0, 0.001]")

# --- detection (infer_detection.c): roi_align/roi_pool, yolo_box
ROI = "pooled_height:(Int32)7,pooled_width:(Int32)7,spatial_scale:(Float)0.0625"
for name, extra, outs in [("roi_align", ",sampling_ratio:(Int32)-1,aligned:false", [t([-1, 256, 7, 7])]),
                          ("roi_pool", "", [t([-1, 256, 7, 7]), t([-1, 256, 7, 7], "i64")])]:
    good = op(name, [("%x", t([2, 256, 32, 32])), ("%b", t([-1, 4])), ("%n", t([2], "i32"))], outs, ROI + extra)
    case(name + " boxes", good, op(name, [("%x", t([2, 256, 32, 32])), ("%b", t([-1, 5])), ("%n", t([2], "i32"))], outs, ROI + extra),
         "operand #1 ('boxes') must be [num_boxes, 4], but is [-1, 5]")
    case(name + " rank", good, op(name, [("%x", t([256, 32, 32])), ("%b", t([-1, 4])), ("%n", t([2], "i32"))], outs, ROI + extra),
         "operand #0 ('x') must be 4-D (NCHW), but is 3-D")
    case(name + " pooled", good, op(name, [("%x", t([2, 256, 32, 32])), ("%b", t([-1, 4])), ("%n", t([2], "i32"))], outs,
                                    ROI.replace("pooled_width:(Int32)7", "pooled_width:(Int32)0") + extra),
         "pooled_width must be positive, but is 0")
case("roi_align boxes_num", op("roi_align", [("%x", t([1, 8, 16, 16])), ("%b", t([5, 4])), NUL], [t([5, 8, 2, 3])],
                               "pooled_height:(Int32)2,pooled_width:(Int32)3,spatial_scale:(Float)1"),
     op("roi_align", [("%x", t([1, 8, 16, 16])), ("%b", t([5, 4])), ("%n", t([1, 1], "i32"))], [t([5, 8, 2, 3])],
        "pooled_height:(Int32)2,pooled_width:(Int32)3,spatial_scale:(Float)1"),
     "operand #2 ('boxes_num') must be 1-D (boxes per image), but is 2-D")
case("roi_pool scale", op("roi_pool", [("%x", t([1, 8, 16, 16])), ("%b", t([5, 4])), NUL], [t([5, 8, 1, 1]), t([5, 8, 1, 1], "i64")], ""),
     op("roi_pool", [("%x", t([1, 8, 16, 16])), ("%b", t([5, 4])), NUL], [t([5, 8, 1, 1]), t([5, 8, 1, 1], "i64")], "spatial_scale:(Float)0"),
     "spatial_scale must be positive, but is 0")
# 3 anchors (6 entries) of 5 + 80 classes: dim 1 is 255; 13 x 13 x 3 = 507 boxes
YOLO = ("anchors:" + i32s([10, 13, 16, 30, 33, 23]) + ",class_num:(Int32)80,clip_bbox:true,conf_thresh:(Float)0.01,"
        "downsample_ratio:(Int32)32,scale_x_y:(Float)1")
YOLO_OUT = [t([-1, 507, 4]), t([-1, 507, 80])]
YOLO_GOOD = op("yolo_box", [("%x", t([-1, 255, 13, 13])), ("%s", t([-1, 2], "i32"))], YOLO_OUT, YOLO)
case("yolo_box channels", YOLO_GOOD, op("yolo_box", [("%x", t([-1, 256, 13, 13])), ("%s", t([-1, 2], "i32"))], YOLO_OUT, YOLO),
     "operand #0 ('x') dim 1 is 256, but 3 anchors of 5 + class_num 80 values make 255")
case("yolo_box iou_aware", op("yolo_box", [("%x", t([2, 258, 13, 13])), ("%s", t([2, 2], "i32"))], [t([2, 507, 4]), t([2, 507, 80])],
                              YOLO + ",iou_aware:true,iou_aware_factor:(Float)0.4"),
     op("yolo_box", [("%x", t([2, 258, 13, 13])), ("%s", t([2, 2], "i32"))], [t([2, 507, 4]), t([2, 507, 80])],
        YOLO + ",iou_aware:true,iou_aware_factor:(Float)1.5"),
     "iou_aware_factor 1.5 is out of range [0, 1]")
case("yolo_box img_size", YOLO_GOOD, op("yolo_box", [("%x", t([-1, 255, 13, 13])), ("%s", t([-1, 3], "i32"))], YOLO_OUT, YOLO),
     "operand #1 ('img_size') must be [N, 2], but is [-1, 3]")
case("yolo_box batch", op("yolo_box", [("%x", t([2, 255, 13, 13])), ("%s", t([2, 2], "i32"))], [t([2, 507, 4]), t([2, 507, 80])], YOLO),
     op("yolo_box", [("%x", t([2, 255, 13, 13])), ("%s", t([3, 2], "i32"))], [t([2, 507, 4]), t([2, 507, 80])], YOLO),
     "operand #1 ('img_size') dim 0 is 3, but operand #0 ('x') dim 0 is 2")
case("yolo_box anchors", YOLO_GOOD, op("yolo_box", [("%x", t([-1, 255, 13, 13])), ("%s", t([-1, 2], "i32"))], YOLO_OUT,
                                       YOLO.replace(i32s([10, 13, 16, 30, 33, 23]), i32s([10, 13, 16, 30, 33]))),
     "anchors has 5 entries, but must have an even number, at least 2")

# --- prior_box, anchor_generator, box_coder, psroi_pool, bipartite_match
def fl(vals):
    return "[%s]" % ",".join("(Float)%g" % v for v in vals)


PRIOR = "min_sizes:" + fl([30, 60]) + ",max_sizes:" + fl([60, 111]) + ",aspect_ratios:" + fl([2]) + ",flip:true"
PRIOR_OUT = [t([19, 19, 8, 4]), t([19, 19, 8, 4])]
PRIOR_GOOD = op("prior_box", [("%f", t([1, 8, 19, 19])), ("%im", t([1, 3, 300, 300]))], PRIOR_OUT, PRIOR)
case("prior_box image", PRIOR_GOOD, op("prior_box", [("%f", t([1, 8, 19, 19])), ("%im", t([3, 300, 300]))], PRIOR_OUT, PRIOR),
     "operand #1 ('image') must be 4-D (NCHW), but is 3-D")
case("prior_box max_sizes", PRIOR_GOOD, op("prior_box", [("%f", t([1, 8, 19, 19])), ("%im", t([1, 3, 300, 300]))], PRIOR_OUT,
                                           PRIOR.replace(fl([60, 111]), fl([60]))),
     "max_sizes has 1 entries, but min_sizes has 2: they must be as many")
case("prior_box max above min", PRIOR_GOOD, op("prior_box", [("%f", t([1, 8, 19, 19])), ("%im", t([1, 3, 300, 300]))], PRIOR_OUT,
                                                PRIOR.replace(fl([60, 111]), fl([60, 50]))),
     "max_sizes[1] is 50, but must be greater than min_sizes[1], 60")
ANCHOR = "anchor_sizes:" + fl([32, 64]) + ",aspect_ratios:" + fl([0.5, 1, 2]) + ",variances:" + fl([1, 1, 1, 1])
case("anchor_generator rank", op("anchor_generator", [("%g", t([1, 8, -1, 38]))], [t([-1, 38, 6, 4]), t([-1, 38, 6, 4])], ANCHOR),
     op("anchor_generator", [("%g", t([8, 5, 38]))], [t([5, 38, 6, 4]), t([5, 38, 6, 4])], ANCHOR),
     "operand #0 ('input') must be 4-D (NCHW), but is 3-D")
ENC = 'code_type:"encode_center_size"'
DEC = 'code_type:"decode_center_size",axis:(Int32)1'
case("box_coder encode", op("box_coder", [("%pb", t([100, 4])), ("%pv", t([100, 4])), ("%tb", t([-1, 4]))], [t([-1, 100, 4])], ENC),
     op("box_coder", [("%pb", t([100, 4])), ("%pv", t([100, 4])), ("%tb", t([-1, -1]))], [t([-1, 100, 4])], ENC),
     "operand #2 ('target_box') must be [N, 4] to encode, but is [-1, -1] (Paddle compares its dim 1 with 4 as written)")
case("box_coder prior_box_var", op("box_coder", [("%pb", t([100, 4])), NUL, ("%tb", t([-1, 4]))], [t([-1, 100, 4])], ENC),
     op("box_coder", [("%pb", t([100, 4])), ("%pv", t([50, 4])), ("%tb", t([-1, 4]))], [t([-1, 100, 4])], ENC),
     "operand #1 ('prior_box_var') is [50, 4], but must be like operand #0 ('prior_box'), [100, 4]")
case("box_coder decode", op("box_coder", [("%pb", t([100, 4])), NUL, ("%tb", t([100, 8, 4]))], [t([100, 8, 4])], DEC),
     op("box_coder", [("%pb", t([100, 4])), NUL, ("%tb", t([8, 100, 4]))], [t([8, 100, 4])], DEC),
     "operand #2 ('target_box') dim 0 is 8, but operand #0 ('prior_box') has 100 boxes (axis 1)")
case("box_coder code_type", op("box_coder", [("%pb", t([100, 4])), NUL, ("%tb", t([100, 8, 4]))], [t([100, 8, 4])], DEC),
     op("box_coder", [("%pb", t([100, 4])), NUL, ("%tb", t([100, 8, 4]))], [t([100, 8, 4])], 'code_type:"decode",axis:(Int32)1'),
     'code_type "decode" is not "encode_center_size" or "decode_center_size"')
PS = "pooled_height:(Int32)7,pooled_width:(Int32)7,output_channels:(Int32)10,spatial_scale:(Float)0.0625"
PS_GOOD = op("psroi_pool", [("%x", t([2, 490, 32, 32])), ("%b", t([-1, 4])), ("%n", t([2], "i32"))], [t([-1, 10, 7, 7])], PS)
case("psroi_pool channels", PS_GOOD,
     op("psroi_pool", [("%x", t([2, 480, 32, 32])), ("%b", t([-1, 4])), ("%n", t([2], "i32"))], [t([-1, 10, 7, 7])], PS),
     "operand #0 ('x') dim 1 is 480, but output_channels 10 x pooled_height 7 x pooled_width 7 is 490")
case("psroi_pool channels as written", PS_GOOD,
     op("psroi_pool", [("%x", t([2, -1, 32, 32])), ("%b", t([-1, 4])), ("%n", t([2], "i32"))], [t([-1, 10, 7, 7])], PS),
     "operand #0 ('x') dim 1 is -1, but output_channels 10 x pooled_height 7 x pooled_width 7 is 490 (Paddle compares them as written)")
case("psroi_pool output_channels", op("psroi_pool", [("%x", t([2, 98, 8, 8])), ("%b", t([3, 4])), NUL], [t([3, 2, 7, 7])],
                                      PS.replace("(Int32)10", "(Int32)2")),
     op("psroi_pool", [("%x", t([2, 49, 8, 8])), ("%b", t([3, 4])), NUL], [t([3, 1, 7, 7])], PS.replace("(Int32)10", "(Int32)1")),
     "output_channels must be greater than 1, but is 1")
case("psroi_pool boxes", PS_GOOD,
     op("psroi_pool", [("%x", t([2, 490, 32, 32])), ("%b", t([-1, 5])), ("%n", t([2], "i32"))], [t([-1, 10, 7, 7])], PS),
     "operand #1 ('boxes') must be [num_boxes, 4], but is [-1, 5] (Paddle compares its dim 1 with 4 as written)")
case("bipartite_match rank", op("bipartite_match", [("%d", t([5, -1]))], [t([5, -1], "i32"), t([5, -1])], 'match_type:"bipartite"'),
     op("bipartite_match", [("%d", t([5]))], [t([5], "i32"), t([5])], 'match_type:"bipartite"'),
     "operand #0 ('dist_mat') must be 2-D, but is 1-D")

# --- recurrent ops (infer_rnn.c)
RNN_IN = [("%x", t([5, 2, 4])), ("%ps", vec(t([1, 2, 8]))), ("%wl", vec(t([24, 4]))), NUL, ("%ds", t([-1], "u8"))]
RNN_OUT = [t([5, 2, 8]), t([-1], "u8"), vec(t([1, 2, 8])), t([-1], "u8")]
RNN = 'hidden_size:(Int32)8,input_size:(Int32)4,mode:"GRU"'
RNN_GOOD = op("rnn", RNN_IN, RNN_OUT, RNN)
case("rnn pre_state batch", RNN_GOOD, op("rnn", [RNN_IN[0], ("%ps", vec(t([1, 3, 8])))] + RNN_IN[2:], RNN_OUT, RNN),
     "operand #1 ('pre_state') element 0 dim 1 is 3, but operand #0 ('x')'s batch (dim 1) is 2")
case("rnn pre_state count", RNN_GOOD, op("rnn", RNN_IN, RNN_OUT, RNN.replace('"GRU"', '"LSTM"')),
     'operand #1 (\'pre_state\') has 1 tensors, but mode "LSTM" takes 2')
case("rnn sequence_length", RNN_GOOD, op("rnn", RNN_IN[:3] + [("%sl", t([-1], "i32")), RNN_IN[4]], RNN_OUT, RNN),
     "operand #3 ('sequence_length') dim 0 is -1, but operand #0 ('x')'s batch (dim 1) is 2 (compared as written: -1 matches only -1)")
case("rnn x rank", RNN_GOOD, op("rnn", [("%x", t([5, 8]))] + RNN_IN[1:], RNN_OUT, RNN),
     "operand #0 ('x') must be 3-D [seq, batch, input], but is 2-D")
CL_IN = [("%cx", t([7, 3, 5])), ("%ch", t([2, 3, 16])), ("%cc", t([2, 3, 16])), ("%cw", t([100])), NUL, NUL]
CL_OUT = [t([7, 3, 32]), t([2, 3, 16]), t([2, 3, 16]), t([-1], "u8"), t([-1], "u8")]
CL = "hidden_size:(Int32)16,is_bidirec:true"
case("cudnn_lstm init_c", op("cudnn_lstm", CL_IN, CL_OUT, CL),
     op("cudnn_lstm", CL_IN[:2] + [("%cc", t([2, 3, 8]))] + CL_IN[3:], CL_OUT, CL),
     "operand #2 ('init_c') is [2, 3, 8], but operand #1 ('init_h') is [2, 3, 16]: they must be alike "
     "(compared as written: -1 matches only -1)")
case("cudnn_lstm init_h batch", op("cudnn_lstm", CL_IN, CL_OUT, CL),
     op("cudnn_lstm", [CL_IN[0], ("%ch", t([2, 4, 16])), ("%cc", t([2, 4, 16]))] + CL_IN[3:], CL_OUT, CL),
     "operand #1 ('init_h') dim 1 is 4, but operand #0 ('x')'s batch (dim 1) is 3")
LSTM_IN = [("%li", t([-1, 64])), NUL, NUL, ("%lw", t([16, 64])), ("%lb", t([1, 112]))]
LSTM_OUT = [t([-1, 16]), t([-1, 16]), t([-1, 64]), t([-1, 16])]
case("lstm bias peepholes", op("lstm", LSTM_IN, LSTM_OUT, "use_peepholes:true"),
     op("lstm", LSTM_IN[:4] + [("%lb", t([1, 64]))], LSTM_OUT, "use_peepholes:true"),
     "operand #4 ('bias') dim 1 is 64, but 7 x the frame size (use_peepholes) is 112")
case("lstm weight", op("lstm", LSTM_IN[:4] + [("%lb", t([1, 64]))], LSTM_OUT, "use_peepholes:false"),
     op("lstm", LSTM_IN[:3] + [("%lw", t([16, -1])), ("%lb", t([1, 64]))], LSTM_OUT, "use_peepholes:false"),
     "operand #3 ('weight') dim 1 is -1, but 4 x the frame size is 64 (compared as written: -1 matches only -1)")
case("lstm h0 without c0", op("lstm", LSTM_IN, LSTM_OUT, "use_peepholes:true"),
     op("lstm", [LSTM_IN[0], ("%h0", t([2, 16])), NUL] + LSTM_IN[3:], LSTM_OUT, "use_peepholes:true"),
     "operand #1 ('h0') is given, but c0 is not: LSTM takes both or neither")
GRU_IN = [("%gi", t([10, 48])), ("%gh", t([3, 16])), ("%gw", t([16, 48])), ("%gb", t([1, 48]))]
GRU_OUT = [t([10, 48]), t([10, 16]), t([10, 16]), t([10, 16])]
case("gru input width", op("gru", GRU_IN, GRU_OUT), op("gru", [("%gi", t([10, 40]))] + GRU_IN[1:], GRU_OUT),
     "operand #0 ('input') dim 1 is 40, but 3 x the frame size (weight's dim 0) is 48")
case("gru h0", op("gru", GRU_IN, GRU_OUT), op("gru", [GRU_IN[0], ("%gh", t([3, 8]))] + GRU_IN[2:], GRU_OUT),
     "operand #1 ('h0') dim 1 is 8, but the frame size (weight's dim 0) is 16")
case("gru bias", op("gru", GRU_IN, GRU_OUT), op("gru", GRU_IN[:3] + [("%gb", t([2, 48]))], GRU_OUT),
     "operand #3 ('bias') dim 0 is 2, but its height is 1")
GU_IN = [("%ui", t([4, 48], "f64")), ("%uh", t([4, 16], "f64")), ("%uw", t([16, 48], "f64")), NUL]
GU_OUT = [t([4, 48], "f64"), t([4, 16], "f64"), t([4, 16], "f64")]
case("gru_unit weight", op("gru_unit", GU_IN, GU_OUT), op("gru_unit", GU_IN[:2] + [("%uw", t([16, 32], "f64")), NUL], GU_OUT),
     "operand #2 ('weight') dim 1 is 32, but 3 x the frame size is 48")

# --- attention (infer_attention.c), add_n
FA_OUT = [t([2, 128, 8, 32], "f16"), t([-1], "f16"), t([-1]), t([2], "i64")]
case("flash_attn v rank", op("flash_attn", [("%q", t([2, 128, 8, 64], "f16")), ("%k", t([2, 256, 8, 64], "f16")),
                                            ("%v", t([2, 256, 8, 32], "f16")), NUL, NUL], FA_OUT, "causal:true"),
     op("flash_attn", [("%q", t([2, 128, 8, 64], "f16")), ("%k", t([2, 256, 8, 64], "f16")), ("%v", t([256, 8, 32], "f16")), NUL, NUL],
        FA_OUT, "causal:true"),
     "operand #2 ('v') must be 4-D like q [batch, seq, heads, head_dim], but is 3-D")
QKV_OUT = [t([-1, 16, 64], "bf16"), t([-1], "bf16"), t([-1]), t([2], "i64")]
case("flash_attn_qkvpacked rank", op("flash_attn_qkvpacked", [("%x", t([-1, 6, 4, 64], "bf16")), NUL, NUL], QKV_OUT),
     op("flash_attn_qkvpacked", [("%x", t([6, 4, 64], "bf16")), NUL, NUL], QKV_OUT),
     "operand #0 ('qkv') must be 4-D (unpadded) or 5-D (padded batch), but is 3-D")
CR_IN = [("%q", t([2, 128, 8, 64], "f16")), ("%k", t([2, 256, 8, 64], "f16")), ("%l", t([2, 8, 128]))]
case("calc_reduced_attn_scores heads", op("calc_reduced_attn_scores", CR_IN, [t([2, 8, 1, 256])]),
     op("calc_reduced_attn_scores", CR_IN[:2] + [("%l", t([2, 4, 128]))], [t([2, 8, 1, 256])]),
     "operand #2 ('softmax_lse') dim 1 is 4, but operand #0 ('q') dim 2 is 8 (the heads; compared as written: -1 matches only -1)")
case("add_n shapes", op("add_n", [("%in", vec(t([2, -1]), t([-1, 3]), t([])))], [t([2, -1])]),
     op("add_n", [("%in", vec(t([2, 3]), t([2, 3, 1])))], [t([2, 3])]),
     "operand #0 ('inputs') element 1 is [2, 3, 1], but the first one added is [2, 3]: add_n adds tensors of one shape")

# --- infer_misc.c
case("maxout axis", op("maxout", [("%x", t([2, 6, 5, 5]))], [t([2, 3, 5, 5])], "groups:(Int32)2,axis:(Int32)1"),
     op("maxout", [("%x", t([2, 6, 5, 5]))], [t([2, 3, 5, 5])], "groups:(Int32)2,axis:(Int32)2"),
     "axis is 2, but maxout takes 1, -1 or 3")
case("as_complex rank", op("as_complex", [("%x", t([4, 2], "f64"))], [t([4], "c128")]), op("as_complex", [("%x", t([], "f64"))], [t([], "c128")]),
     "operand #0 ('x') must have rank 1 or more, but is 0-D")
case("take_along_axis rank", op("take_along_axis", [("%a", t([2, 5, 4], "f16")), ("%i", t([2, 1, 4], "i64"))], [t([2, 1, 4], "f16")], "axis:(Int32)1"),
     op("take_along_axis", [("%a", t([2, 5, 4], "f16")), ("%i", t([], "i64"))], [t([], "f16")], "axis:(Int32)1"),
     "operand #1 ('indices') must have rank 1 or more, but is 0-D")
case("searchsorted rank", op("searchsorted", [("%s", t([3, 10])), ("%v", t([3, 7]))], [t([3, 7], "i64")], "out_int32:false"),
     op("searchsorted", [("%s", t([])), ("%v", t([3, 7]))], [t([3, 7], "i64")], "out_int32:false"),
     "operand #0 ('sorted_sequence') must have rank 1 or more, but is 0-D")
case("overlap_add hop", op("overlap_add", [("%f", t([2, 10, 10]))], [t([2, 46])], "hop_length:(Int32)4,axis:(Int32)-1"),
     op("overlap_add", [("%f", t([2, 10, 10]))], [t([2, 46])], "hop_length:(Int32)0,axis:(Int32)-1"),
     "hop_length must be positive, but is 0")
case("norm", op("norm", [("%n", t([2, 3, 4]))], [t([2, 3, 4]), t([2, 3, 1])], "axis:(Int32)-1,epsilon:(Float)1e-10,is_test:false"),
     op("norm", [("%n", t([2, 3, 4]))], [t([2, 3, 4]), t([2, 3, 1])], "axis:(Int32)-4,epsilon:(Float)1e-10,is_test:false"),
     "axis -4 is out of range [-3, 3) for a 3-D operand")
case("multinomial num_samples", op("multinomial", [("%p", t([3, 4])), NUL], [t([3, 5], "i64")], "num_samples:(Int32)5"),
     op("multinomial", [("%p", t([3, 4])), NUL], [t([3, 5], "i64")], "num_samples:(Int32)0"),
     "num_samples must be positive, but is 0")

# --- triangular_solve, solve: x square, batch dims broadcast
TS = "transpose:false,unitriangular:false,upper:true"
case("triangular_solve broadcast", op("triangular_solve", [("%x", t([2, 1, 3, 3])), ("%y", t([4, 3, 5]))], [t([2, 4, 3, 5])], TS),
     op("triangular_solve", [("%x", t([2, 2, 3, 3])), ("%y", t([4, 3, 5]))], [t([2, 4, 3, 5])], TS),
     "operand #1's batch dims [4] and operand #0's [2, 2] do not broadcast (4 against 2, aligned at the right; "
     "Paddle compares them as written: -1 matches only -1 and 1)")
case("triangular_solve y rank", op("triangular_solve", [("%x", t([3, 3], "f64")), ("%y", t([3, -1], "f64"))], [t([3, -1], "f64")], TS),
     op("triangular_solve", [("%x", t([3, 3], "f64")), ("%y", t([3], "f64"))], [t([3, -1], "f64")], TS),
     "operand #1 ('y') must have rank 2 or more, but is 1-D")
case("solve square", op("solve", [("%x", t([2, 3, 3])), ("%y", t([3]))], [t([2, 3])]),
     op("solve", [("%x", t([2, 3, 4])), ("%y", t([3]))], [t([2, 3])]),
     "operand #0 ('x') must hold square matrices, but its last two dims are 3 and 4")
case("triangular_solve batch as written", op("triangular_solve", [("%x", t([-1, 3, 3])), ("%y", t([-1, 3, 2]))], [t([-1, 3, 2])], TS),
     op("triangular_solve", [("%x", t([-1, 3, 3])), ("%y", t([4, 3, 2]))], [t([4, 3, 2])], TS),
     "operand #1's batch dims [4] and operand #0's [-1] do not broadcast (4 against -1, aligned at the right; "
     "Paddle compares them as written: -1 matches only -1 and 1)")
case("solve square as written", op("solve", [("%x", t([-1, -1])), ("%y", t([-1]))], [t([-1])]),
     op("solve", [("%x", t([-1, 3])), ("%y", t([3]))], [t([-1])]),
     "operand #0 ('x') must hold square matrices, but its last two dims are -1 and 3 "
     "(Paddle compares them as written: -1 matches only -1)")
case("solve y rank", op("solve", [("%x", t([3, 3])), ("%y", t([5, 3, 2]))], [t([5, 3, 2])]),
     op("solve", [("%x", t([3, 3])), ("%y", t([]))], [t([3])]),
     "operand #1 ('y') must have rank 1 or more, but is 0-D")

# --- det, slogdet, lu, lu_unpack, lstsq (infer_linalg.c)
for name, out in [("det", [t([3, 4, 4])]), ("slogdet", [t([2, 3])])]:
    case(name + " square", op(name, [("%x", t([3, 4, 4]))], out), op(name, [("%x", t([3, 4, 5]))], out),
         "operand #0 ('x') must hold square matrices, but its last two dims are 4 and 5")
    case(name + " rank", op(name, [("%x", t([-1, 4]))], [t([-1, 4])]), op(name, [("%x", t([4]))], [t([4])]),
         "operand #0 ('x') must have rank 2 or more (a matrix or a batch of them), but is 1-D")
case("lu rank", op("lu", [("%x", t([2, 5, 3]))], [t([2, 5, 3]), t([2, 3], "i32"), t([2], "i32")], "pivot:true"),
     op("lu", [("%x", t([5]))], [t([5]), t([1], "i32"), t([1], "i32")], "pivot:true"),
     "operand #0 ('x') must have rank 2 or more (a matrix or a batch of them), but is 1-D")
case("lu_unpack rank", op("lu_unpack", [("%x", t([4, 4])), ("%p", t([4], "i32"))], [t([4, 4]), t([4, 4]), t([4, 4])],
                          "unpack_ludata:true,unpack_pivots:true"),
     op("lu_unpack", [("%x", t([4])), ("%p", t([4], "i32"))], [t([4, 4]), t([4, 4]), t([4, 4])], "unpack_ludata:true,unpack_pivots:true"),
     "operand #0 ('x') must have rank 2 or more (a matrix or a batch of them), but is 1-D")
LSTSQ_OUT = [t([2, 4, 3]), t([2, 3]), t([2], "i32"), t([2, 4])]
LSTSQ = 'driver:"gelsd",rcond:(Double)0'
LSTSQ_GOOD = op("lstsq", [("%x", t([2, 6, 4])), ("%y", t([2, 6, 3])), NUL], LSTSQ_OUT, LSTSQ)
case("lstsq ranks", LSTSQ_GOOD, op("lstsq", [("%x", t([2, 6, 4])), ("%y", t([6, 3])), NUL], LSTSQ_OUT, LSTSQ),
     "operand #1 ('y') has rank 2, but operand #0 ('x') has rank 3")
case("lstsq batch", LSTSQ_GOOD, op("lstsq", [("%x", t([2, 6, 4])), ("%y", t([3, 6, 3])), NUL], LSTSQ_OUT, LSTSQ),
     "operand #1 ('y') dim 0 is 3, but operand #0 ('x') dim 0 is 2 (the batch dims of x and y; compared as written: -1 matches only -1)")
case("lstsq rows", LSTSQ_GOOD, op("lstsq", [("%x", t([2, 6, 4])), ("%y", t([2, -1, 3])), NUL], LSTSQ_OUT, LSTSQ),
     "operand #1 ('y') dim 1 is -1, but operand #0 ('x') dim 1 is 6 (the rows of x and y; compared as written: -1 matches only -1)")
case("lstsq y rank", op("lstsq", [("%x", t([6, 4])), ("%y", t([6, 2])), NUL], [t([4, 2]), t([2]), t([], "i32"), t([4])], LSTSQ),
     op("lstsq", [("%x", t([6, 4])), ("%y", t([6])), NUL], [t([4, 2]), t([2]), t([], "i32"), t([4])], LSTSQ),
     "operand #1 ('y') must have rank 2 or more, but is 1-D")

# --- issue 25, share A (h16-25a): tensor ops, losses, pooling, group_norm
# and gradients (dialects/infer/infer_tensor.c, infer_math.c,
# infer_binary.c, infer_pool.c, infer_grads.c). One valid case and one
# broken operand or attribute per rule; the messages are the rules' own,
# with the numbers of each case.
def i64s(vals):
    return "[%s]" % ",".join("(Int64)%d" % v for v in vals)


PAD = "pad_value:(Float)0"
case("pad paddings", op("pad", [("%x", t([2, -1])), NUL], [t([5, -1])], "paddings:" + i32s([1, 2, 0, 3]) + "," + PAD),
     op("pad", [("%x", t([2, 3])), NUL], [t([5, 3])], "paddings:" + i32s([1, 2, 0]) + "," + PAD),
     "paddings has 3 entries, but a 2-D input needs 4 (2 per dim)")
case("pad negative", op("pad", [("%x", t([2, 3])), NUL], [t([5, 3])], "paddings:" + i32s([1, 2, 0, 0]) + "," + PAD),
     op("pad", [("%x", t([2, 3])), NUL], [t([5, 3])], "paddings:" + i32s([1, -2, 0, 0]) + "," + PAD),
     "paddings entry 1 is -2, but must not be negative")
PAD3 = 'paddings:' + ints([1, 1, 2, 2, 3, 3]) + ',mode:"constant",pad_value:(Float)0,data_format:"NCDHW"'
case("pad3d rank", op("pad3d", [("%x", t([1, 2, 4, 5, 6])), NUL], [t([1, 2, 10, 9, 8])], PAD3),
     op("pad3d", [("%x", t([2, 4, 5, 6])), NUL], [t([2, 10, 9, 8])], PAD3), "operand #0 ('x') must be 5-D, but is 4-D")
case("pixel_shuffle channels", op("pixel_shuffle", [("%x", t([1, 8, 3, 4]))], [t([1, 2, 6, 8])], 'upscale_factor:(Int32)2,data_format:"NCHW"'),
     op("pixel_shuffle", [("%x", t([1, 6, 3, 4]))], [t([1, 1, 6, 8])], 'upscale_factor:(Int32)2,data_format:"NCHW"'),
     "operand #0 ('x') has 6 channels (dim 1), which upscale_factor^2 = 4 does not divide")
case("pixel_unshuffle H and W", op("pixel_unshuffle", [("%x", t([1, 4, 6, 3]))], [t([1, 2, 3, 12])], 'downscale_factor:(Int32)2,data_format:"NHWC"'),
     op("pixel_unshuffle", [("%x", t([1, 5, 6, 3]))], [t([1, 2, 3, 12])], 'downscale_factor:(Int32)2,data_format:"NHWC"'),
     "operand #0 ('x') dim 1 is 5, which downscale_factor 2 does not divide")
case("pixel_shuffle_grad rank", op("pixel_shuffle_grad", [("%g", t([1, 2, 6, 8]))], [t([1, 8, 3, 4])], 'upscale_factor:(Int32)2,data_format:"NCHW"'),
     op("pixel_shuffle_grad", [("%g", t([2, 6, 8]))], [t([8, 3, 4])], 'upscale_factor:(Int32)2,data_format:"NCHW"'),
     "operand #0 ('out_grad') must be 4-D ([N, C, H, W] or [N, H, W, C]), but is 3-D")
case("pixel_unshuffle_grad rank", op("pixel_unshuffle_grad", [("%g", t([1, 8, 3, 4]))], [t([1, 2, 6, 8])], 'downscale_factor:(Int32)2,data_format:"NCHW"'),
     op("pixel_unshuffle_grad", [("%g", t([8, 3, 4]))], [t([2, 6, 8])], 'downscale_factor:(Int32)2,data_format:"NCHW"'),
     "operand #0 ('out_grad') must be 4-D ([N, C, H, W] or [N, H, W, C]), but is 3-D")
case("unbind axis", op("unbind", [("%x", t([2, 3, 4]))], [vec(t([2, 4]), t([2, 4]), t([2, 4]))], "axis:(Int32)1"),
     op("unbind", [("%x", t([2, 3, 4]))], [vec(t([2, 3]))], "axis:(Int32)3"), axis_msg("axis", 3, 3))
case("unstack num", op("unstack", [("%x", t([2, 3, 4]))], [vec(t([3, 4]), t([3, 4]))], "axis:(Int32)0,num:(Int32)2"),
     op("unstack", [("%x", t([2, 3, 4]))], [vec(t([3, 4]), t([3, 4]), t([3, 4]))], "axis:(Int32)0,num:(Int32)3"),
     "num is 3, but the input's dim 0 (the axis) is 2")
case("diag rank", op("diag", [("%x", t([3]))], [t([4, 4])], "offset:(Int32)1,padding_value:(Float)0"),
     op("diag", [("%x", t([2, 2, 2]))], [t([2])], "offset:(Int32)1,padding_value:(Float)0"),
     "operand #0 ('x') must be 1-D or 2-D, but is 3-D")
case("diag_embed dims", op("diag_embed", [("%x", t([2, 3]))], [t([2, 3, 3])], "offset:(Int32)0,dim1:(Int32)-2,dim2:(Int32)-1"),
     op("diag_embed", [("%x", t([2, 3]))], [t([2, 3, 3])], "offset:(Int32)0,dim1:(Int32)-1,dim2:(Int32)-1"),
     "dim1 and dim2 name the same dim 2")
case("diagonal axes", op("diagonal", [("%x", t([2, 3, 4]))], [t([3, 2])], "offset:(Int32)1,axis1:(Int32)0,axis2:(Int32)2"),
     op("diagonal", [("%x", t([2, 3, 4]))], [t([2, 3])], "offset:(Int32)1,axis1:(Int32)1,axis2:(Int32)1"),
     "axis1 and axis2 name the same dim 1")
case("trace rank", op("trace", [("%x", t([2, 3, 4]))], [t([4])], "offset:(Int32)0,axis1:(Int32)0,axis2:(Int32)1"),
     op("trace", [("%x", t([3]))], [t([])], "offset:(Int32)0,axis1:(Int32)0,axis2:(Int32)1"),
     "operand #0 ('x') must be of rank 2 or more, but is 1-D")
case("repeat_interleave repeats", op("repeat_interleave", [("%x", t([2, 3]))], [t([2, 6])], "repeats:(Int32)2,axis:(Int32)1"),
     op("repeat_interleave", [("%x", t([2, 3]))], [t([2, 6])], "repeats:(Int32)0,axis:(Int32)1"),
     "repeats must be positive, but is 0")
case("reverse axis", op("reverse", [("%x", t([2, 3])), NUL], [t([2, 3])], "axis:" + ints([0])),
     op("reverse", [("%x", t([2, 3])), NUL], [t([2, 3])], "axis:" + ints([2])), axis_msg("axis", 2, 2))
case("crop shape", op("crop", [("%x", t([4, 5])), NUL, NUL], [t([2, 3])], "shape:" + ints([2, -1]) + ",offsets:" + ints([1, 2])),
     op("crop", [("%x", t([4, 5])), NUL, NUL], [t([2])], "shape:" + ints([2]) + ",offsets:" + ints([1])),
     "shape has 1 entries, but the input is 2-D")
case("frame hop_length", op("frame", [("%x", t([2, 10]))], [t([2, 4, 4])], "frame_length:(Int32)4,hop_length:(Int32)2,axis:(Int32)-1"),
     op("frame", [("%x", t([2, 10]))], [t([2, 4, 4])], "frame_length:(Int32)4,hop_length:(Int32)0,axis:(Int32)-1"),
     "hop_length must be positive, but is 0")
UNF = ",paddings:" + i32s([0, 0, 0, 0]) + ",dilations:" + i32s([1, 1])
case("unfold strides", op("unfold", [("%x", t([1, 8, 3, 4]))], [t([1, 32, 6])], "kernel_sizes:" + i32s([2, 2]) + ",strides:" + i32s([1, 1]) + UNF),
     op("unfold", [("%x", t([1, 8, 3, 4]))], [t([1, 32, 6])], "kernel_sizes:" + i32s([2, 2]) + ",strides:" + i32s([0, 1]) + UNF),
     "strides entry 0 is 0, but must be greater than 0")
FOLD = "output_sizes:" + i32s([3, 4]) + ",kernel_sizes:" + i32s([2, 2]) + ",strides:" + i32s([1, 1]) + UNF
case("fold blocks", op("fold", [("%x", t([1, 32, 6]))], [t([1, 8, 3, 4])], FOLD),
     op("fold", [("%x", t([1, 32, 5]))], [t([1, 8, 3, 4])], FOLD),
     "operand #0 ('x') dim 2 is 5, but the sliding blocks number 2 x 3 = 6")
AG = "output_shape:" + ints([2, 1, 4, 5]) + ",align_corners:true"
case("affine_grid theta", op("affine_grid", [("%x", t([2, 2, 3])), NUL], [t([2, -1, -1, 2])], AG),
     op("affine_grid", [("%x", t([2, 4, 3])), NUL], [t([2, -1, -1, 2])], AG),
     "operand #0 ('input') dim 1 is 4, but must be 2 or 3")
PN = "porder:(Float)2,epsilon:(Float)1e-12,keepdim:false,asvector:false"
case("p_norm axis", op("p_norm", [("%x", t([2, 3, 4]))], [t([2, 4])], "axis:(Int32)1," + PN),
     op("p_norm", [("%x", t([2, 3, 4]))], [t([2, 4])], "axis:(Int32)3," + PN), axis_msg("axis", 3, 3))
case("kthvalue k", op("kthvalue", [("%x", t([2, 3, 4]))], [t([2, 3]), t([2, 3], "i64")], "k:(Int32)2,axis:(Int32)-1,keepdim:false"),
     op("kthvalue", [("%x", t([2, 3, 4]))], [t([2, 3]), t([2, 3], "i64")], "k:(Int32)0,axis:(Int32)-1,keepdim:false"),
     "k must be 1 or more, but is 0")
case("mode 0-D axis", op("mode", [("%x", t([2, 3]))], [t([1, 3]), t([1, 3], "i64")], "axis:(Int32)0,keepdim:true"),
     op("mode", [("%x", t([]))], [t([]), t([], "i64")], "axis:(Int32)1,keepdim:true"),
     "axis is 1, but a 0-D input takes 0 or -1")
case("nanmedian axes", op("nanmedian", [("%x", t([2, 3, 4]))], [t([2, 1, 4]), t([-1], "i64")], 'axis:' + ints([1]) + ',keepdim:true,mode:"avg"'),
     op("nanmedian", [("%x", t([2, 3, 4]))], [t([2, 1, 4]), t([-1], "i64")], 'axis:' + ints([1, 1]) + ',keepdim:true,mode:"avg"'),
     "axis names dim 1 twice")
HIST = ",min:(Float)0,max:(Float)1,density:false"
case("histogram bins", op("histogram", [("%x", t([10])), NUL], [t([5], "i64")], "bins:(Int64)5" + HIST),
     op("histogram", [("%x", t([10])), NUL], [t([5], "i64")], "bins:(Int64)0" + HIST), "bins must be 1 or more, but is 0")
case("matrix_rank rank", op("matrix_rank", [("%x", t([2, 3, 4]))], [t([2], "i64")], "tol:(Float)0,use_default_tol:true,hermitian:false"),
     op("matrix_rank", [("%x", t([3]))], [t([], "i64")], "tol:(Float)0,use_default_tol:true,hermitian:false"),
     "operand #0 ('x') must have rank 2 or more, but is 1-D")
case("matrix_rank_tol hermitian", op("matrix_rank_tol", [("%x", t([2, 3, 3])), ("%a", t([2]))], [t([2], "i64")], "use_default_tol:true,hermitian:true"),
     op("matrix_rank_tol", [("%x", t([2, 3, 4])), ("%a", t([2]))], [t([2], "i64")], "use_default_tol:true,hermitian:true"),
     "operand #0 ('x') holds 3 x 4 matrices, but hermitian needs square ones")
case("dot shapes", op("dot", [("%x", t([3, 4])), ("%y", t([3, 4]))], [t([3])]),
     op("dot", [("%x", t([3, 4])), ("%y", t([3, 5]))], [t([3])]),
     "operand #1 ('y') is [3, 5], but operand #0 ('x') is [3, 4]: dot takes one shape (compared as written)")
case("mv columns", op("mv", [("%x", t([3, 4])), ("%v", t([4]))], [t([3])]),
     op("mv", [("%x", t([3, 4])), ("%v", t([5]))], [t([3])]),
     "operand #1 ('vec') has 5 entries, but operand #0 ('x') has 4 columns (compared as written)")
case("atan2 ranks", op("atan2", [("%x", t([3], "i32")), ("%y", t([3], "i32"))], [t([3], "f64")]),
     op("atan2", [("%x", t([3])), ("%y", t([3, 1]))], [t([3])]),
     "operand #1 ('y') is [3, 1], but operand #0 ('x') is [3]: atan2 takes one rank")
case("dist empty", op("dist", [("%x", t([2, 3])), ("%y", t([2, 3]))], [t([])], "p:(Float)2"),
     op("dist", [("%x", t([0, 3])), ("%y", t([2, 3]))], [t([])], "p:(Float)2"), "operand #0 ('x') holds no element")
case("expand_as target_shape", op("expand_as", [("%x", t([4])), NUL], [t([2, 4])], "target_shape:" + i32s([2, 4])),
     op("expand_as", [("%x", t([2, 4])), NUL], [t([4])], "target_shape:" + i32s([4])),
     "target_shape has 1 entries, but must have 2 to 6 (x is 2-D)")
case("complex broadcast", op("complex", [("%r", t([4], "f64")), ("%i", t([3, 4], "f64"))], [t([3, 4], "c128")]),
     op("complex", [("%r", t([4], "f64")), ("%i", t([3, 5], "f64"))], [t([3, 5], "c128")]),
     "operand #1 dim 1 is 5, but operand #0 dim 0 is 4: they do not broadcast (shapes [3, 5] and [4], aligned at the right)")
case("cholesky_solve square", op("cholesky_solve", [("%x", t([2, 3, 5])), ("%y", t([3, 3]))], [t([2, 3, 5])], "upper:false"),
     op("cholesky_solve", [("%x", t([2, 3, 5])), ("%y", t([3, 4]))], [t([2, 3, 5])], "upper:false"),
     "operand #1 ('y') holds 3 x 4 matrices, but must hold square ones (compared as written)")
case("kldiv_loss reduction", op("kldiv_loss", [("%x", t([3, 4])), ("%l", t([3, -1]))], [t([3, 4])], 'reduction:"none",log_target:false'),
     op("kldiv_loss", [("%x", t([3, 4])), ("%l", t([3, 4]))], [t([])], 'reduction:"avg",log_target:false'),
     'reduction is "avg", but kldiv_loss takes "none", "batchmean", "sum" or "mean"')
case("huber_loss shapes", op("huber_loss", [("%x", t([5, 2])), ("%l", t([5, 2]))], [t([5, 2]), t([5, 2])], "delta:(Float)1"),
     op("huber_loss", [("%x", t([5, 2])), ("%l", t([5, 3]))], [t([5, 3]), t([5, 3])], "delta:(Float)1"),
     "operand #1 ('label') is [5, 3], but operand #0 ('input') is [5, 2]: huber_loss takes one shape")
GS = 'mode:"bilinear",padding_mode:"zeros",align_corners:true'
case("grid_sample grid", op("grid_sample", [("%x", t([2, 3, 8, 8])), ("%g", t([2, 5, 6, 2]))], [t([2, 3, 5, 6])], GS),
     op("grid_sample", [("%x", t([2, 3, 8, 8])), ("%g", t([2, 5, 6, 3]))], [t([2, 3, 5, 6])], GS),
     "operand #1 ('grid')'s last dim is 3, but a 4-D grid needs 2")
UP = "ksize:" + i32s([2, 2]) + ",strides:" + i32s([2, 2]) + ",padding:" + i32s([0, 0]) + ",output_size:" + ints([8, 8]) + ',data_format:"NCHW"'
case("unpool indices", op("unpool", [("%x", t([1, 3, 4, 4])), ("%i", t([1, 3, 4, 4], "i32")), NUL], [t([1, 3, 8, 8])], UP),
     op("unpool", [("%x", t([1, 3, 4, 4])), ("%i", t([1, 3, 4, 5], "i32")), NUL], [t([1, 3, 8, 8])], UP),
     "operand #1 ('indices') is [1, 3, 4, 5], but operand #0 ('x') is [1, 3, 4, 4]: they must have one shape (compared as written)")
UP3 = "ksize:" + i32s([2, 2, 2]) + ",output_size:" + i32s([4, 4, 4])
case("unpool3d rank", op("unpool3d", [("%x", t([1, 2, 2, 2, 2])), ("%i", t([1, 2, 2, 2, 2], "i32"))], [t([1, 2, 4, 4, 4])], UP3),
     op("unpool3d", [("%x", t([1, 2, 2, 2])), ("%i", t([1, 2, 2, 2], "i32"))], [t([1, 2, 4, 4])], UP3),
     "operand #0 ('x') must be 5-D, but is 4-D")
case("binomial shapes", op("binomial", [("%c", t([3])), ("%p", t([3]))], [t([3], "i64")]),
     op("binomial", [("%c", t([3])), ("%p", t([4]))], [t([3], "i64")]),
     "operand #1 ('prob') is [4], but operand #0 ('count') is [3]: binomial takes one shape")
AB = "beta:(Float)1,alpha:(Float)1"
case("addmm x rank", op("addmm", [("%i", t([4])), ("%x", t([3, 4])), ("%y", t([4, 6]))], [t([3, 6])], AB),
     op("addmm", [("%i", t([4])), ("%x", t([3, 4, 1])), ("%y", t([4, 6]))], [t([3, 6])], AB),
     "operand #1 ('x') must be 2-D, but is 3-D")
case("baddbmm inner", op("baddbmm", [("%i", t([2, 3, 6], "f16")), ("%x", t([2, 3, 4], "f16")), ("%y", t([2, 4, 6], "f16"))], [t([2, 3, 6], "f16")], AB),
     op("baddbmm", [("%i", t([2, 3, 6], "f16")), ("%x", t([2, 3, 4], "f16")), ("%y", t([2, 5, 6], "f16"))], [t([2, 3, 6], "f16")], AB),
     "operand #2 ('y') dim 1 is 5, but operand #1 ('x') dim 2 is 4 (compared as written)")
case("lerp broadcast", op("lerp", [("%x", t([3, 4])), ("%y", t([4])), ("%w", t([1]))], [t([3, 4])]),
     op("lerp", [("%x", t([3, 4])), ("%y", t([5])), ("%w", t([1]))], [t([3, 4])]),
     "operand #1 dim 0 is 5, but operand #0 dim 1 is 4: they do not broadcast (shapes [5] and [3, 4], aligned at the right)")
LS = "dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu)"
case("linspace one element", op("linspace", [("%a", t([1])), ("%b", t([1])), ("%n", t([1], "i32"))], [t([-1])], LS),
     op("linspace", [("%a", t([2])), ("%b", t([1])), ("%n", t([1], "i32"))], [t([-1])], LS),
     "operand #0 ('start') must hold one element, but holds 2")
NLL = 'ignore_index:(Int64)-100,reduction:"none"'
case("nll_loss rank", op("nll_loss", [("%x", t([8, 10])), ("%l", t([8], "i64")), NUL], [t([8]), t([])], NLL),
     op("nll_loss", [("%x", t([8, 10, 2])), ("%l", t([8], "i64")), NUL], [t([8]), t([])], NLL),
     "operand #0 ('input') must be 2-D or 4-D, but is 3-D")
P3 = (',strides:' + i64s([2, 2, 2]) + ',paddings:' + i64s([0, 0, 0]) + ',ceil_mode:false,exclusive:true,data_format:"NCDHW",'
      'pooling_type:"max",global_pooling:false,adaptive:false,padding_algorithm:"EXPLICIT"')
case("pool3d kernel", op("pool3d", [("%x", t([1, 3, 8, 6, 5]))], [t([1, 3, 4, 3, 2])], "kernel_size:" + i64s([2, 2, 2]) + P3),
     op("pool3d", [("%x", t([1, 3, 8, 6, 5]))], [t([1, 3, 4, 3, 2])], "kernel_size:" + i64s([2, 2]) + P3),
     "kernel_size has 2 entries, but a 5-D input needs 3")
MP = "kernel_size:" + i32s([2, 2, 2]) + ",paddings:" + i32s([0, 0, 0]) + ",global_pooling:false,adaptive:false,ceil_mode:false"
case("max_pool3d_with_index strides", op("max_pool3d_with_index", [("%x", t([1, 3, 8, 6, 5]))], [t([1, 3, 4, 3, 2]), t([1, 3, 4, 3, 2], "i32")],
                                         MP + ",strides:" + i32s([2, 2, 2])),
     op("max_pool3d_with_index", [("%x", t([1, 3, 8, 6, 5]))], [t([1, 3, 4, 3, 2]), t([1, 3, 4, 3, 2], "i32")], MP + ",strides:" + i32s([2, 2])),
     "strides has 2 entries, but kernel_size 3")
GN = 'epsilon:(Float)1e-05,data_format:"NCHW"'
GN_IN = [("%x", t([2, 8, 5, 5], "f16")), ("%s", t([8])), ("%b", t([8]))]
GN_OUT = [t([2, 8, 5, 5], "f16"), t([2, 4]), t([2, 4])]
case("group_norm groups", op("group_norm", GN_IN, GN_OUT, "groups:(Int32)4," + GN),
     op("group_norm", GN_IN, [t([2, 8, 5, 5], "f16"), t([2, 3]), t([2, 3])], "groups:(Int32)3," + GN),
     "groups is 3, but must be in [1, 8] and divide the channels 8")
case("add_group_norm_silu as written",
     op("add_group_norm_silu", [("%x", t([2, 8, 5, 5], "f16")), NUL, ("%s", t([8])), ("%b", t([8]))],
        [t([2, 8, 5, 5], "f16"), "<<NULL TYPE>>", t([2, 4]), t([2, 4])], 'groups:(Int32)4,activation:"silu",' + GN),
     op("add_group_norm_silu", [("%x", t([2, -1, 5, 5], "f16")), NUL, NUL, NUL],
        [t([2, -1, 5, 5], "f16"), "<<NULL TYPE>>", t([2, 4]), t([2, 4])], 'groups:(Int32)4,activation:"silu",' + GN),
     "groups is 4, but must be in [1, -1] and divide the channels -1 (compared as written)")
case("bilinear_grad out_grad", op("bilinear_grad", [("%x", t([4, 3])), ("%y", t([4, 5])), ("%w", t([6, 3, 5])), ("%g", t([4, 6]))],
                                  [t([4, 3]), t([4, 5]), t([6, 3, 5]), t([1, 6])]),
     op("bilinear_grad", [("%x", t([4, 3])), ("%y", t([4, 5])), ("%w", t([6, 3, 5])), ("%g", t([4, 7]))],
        [t([4, 3]), t([4, 5]), t([6, 3, 5]), t([1, 7])]),
     "operand #3 ('out_grad') dim 1 is 7, but weight's dim 0 is 6 (compared as written)")
case("fused_rope_grad rank", op("fused_rope_grad", [("%q", t([2, 8, 4, 16], "f16")), NUL, NUL], [t([2, 8, 4, 16], "f16"), "<<NULL TYPE>>", "<<NULL TYPE>>"]),
     op("fused_rope_grad", [("%q", t([8, 4, 16], "f16")), NUL, NUL], [t([8, 4, 16], "f16"), "<<NULL TYPE>>", "<<NULL TYPE>>"]),
     "operand #0 must be 4-D ([batch, seq, heads, head_dim]), but is 3-D")

case("bilinear weight", op("bilinear", [("%x", t([4, 3])), ("%y", t([4, 5])), ("%w", t([6, 3, 5])), ("%b", t([1, 6]))], [t([4, 6])]),
     op("bilinear", [("%x", t([4, 3])), ("%y", t([4, 5])), ("%w", t([6, 2, 5])), ("%b", t([1, 6]))], [t([4, 6])]),
     "operand #2 ('weight') dim 1 is 2, but operand #0 ('x') dim 1 is 3 (compared as written)")
case("broadcast_tensors as written", op("broadcast_tensors", [("%v", vec(t([2, 1]), t([1, 3])))], [vec(t([2, 3]), t([2, 3]))]),
     op("broadcast_tensors", [("%v", vec(t([2, 3]), t([4, 3])))], [vec(t([4, 3]), t([4, 3]))]),
     "operand #0 element #1 dim 0 is 4, but the others broadcast to 2 there (compared as written)")

FMP = "kernel_size:" + i32s([0, 0]) + ",random_u:(Float)0,return_mask:true"
case("fractional_max_pool2d output_size", op("fractional_max_pool2d", [("%x", t([2, 3, 9, 9]))], [t([2, 3, 4, 5]), t([2, 3, 4, 5], "i32")],
                                              "output_size:" + i32s([4, 5]) + "," + FMP),
     op("fractional_max_pool2d", [("%x", t([2, 3, 9, 9]))], [t([2, 3, 4]), t([2, 3, 4], "i32")], "output_size:" + i32s([4]) + "," + FMP),
     "output_size has 1 entries, but a 4-D input needs 2")

case("hsigmoid_loss batch", op("hsigmoid_loss", [("%x", t([4, 8])), ("%l", t([4, 1], "i64")), ("%w", t([5, 8])), NUL, NUL, NUL],
                               [t([4, 1]), t([4, 3]), t([5, 8])], "num_classes:(Int32)6,is_sparse:false"),
     op("hsigmoid_loss", [("%x", t([4, 8])), ("%l", t([3, 1], "i64")), ("%w", t([5, 8])), NUL, NUL, NUL],
        [t([4, 1]), t([4, 3]), t([5, 8])], "num_classes:(Int32)6,is_sparse:false"),
     "operand #1 ('label') dim 0 is 3, but operand #0 ('x')'s is 4 (compared as written)")

case("hinge_loss row", op("hinge_loss", [("%x", t([4, 1])), ("%l", t([4, 1]))], [t([4, 1])]),
     op("hinge_loss", [("%x", t([4, 2])), ("%l", t([4, 2]))], [t([4, 1])]),
     "operand #0 ('logits') dim 1 is 2, but must be 1 (one value per row; compared as written)")
case("histogram weight", op("histogram", [("%x", t([10])), ("%w", t([10]))], [t([5])], "bins:(Int64)5" + HIST),
     op("histogram", [("%x", t([10])), ("%w", t([9]))], [t([5])], "bins:(Int64)5" + HIST),
     "operand #1 ('weight') is [9], but operand #0 ('input') is [10]: they must have one shape (compared as written)")


# --- issue 25, share c: optimizers, collectives, legacy ops
# (dialects/infer/infer_optimizer.c, infer_collective.c, infer_mul.c)
ADA_OUT = [t([4, 3]), t([4, 3]), t([4, 3]), "<<NULL TYPE>>"]
case("adadelta_ grad", op("adadelta_", [("%p", t([4, 3])), ("%g", t([4, 3])), ("%a", t([4, 3])), ("%u", t([4, 3])),
                                        ("%lr", t([1])), NUL], ADA_OUT),
     op("adadelta_", [("%p", t([4, 3])), ("%g", t([4, 1])), ("%a", t([4, 3])), ("%u", t([4, 3])), ("%lr", t([1])), NUL],
        ADA_OUT),
     "operand #1 ('grad') has dims [4, 1], but param (operand #0) has [4, 3] (compared as written: -1 matches only -1)")
case("adadelta_ learning rate", op("adadelta_", [("%p", t([4, 3])), ("%g", t([4, 3])), ("%a", t([4, 3])),
                                                 ("%u", t([4, 3])), ("%lr", t([])), NUL], ADA_OUT),
     op("adadelta_", [("%p", t([4, 3])), ("%g", t([4, 3])), ("%a", t([4, 3])), ("%u", t([4, 3])), ("%lr", t([3])), NUL],
        ADA_OUT),
     "operand #4 ('learning_rate') holds 3 elements, but must hold 1")
LAMB_OUT = [t([8]), t([8]), t([8]), t([1]), t([1]), "<<NULL TYPE>>"]
case("lamb_ moment1", op("lamb_", [("%p", t([8])), ("%g", t([8])), ("%lr", t([1])), ("%m", t([8])), ("%v", t([8])),
                                   ("%b", t([1])), ("%c", t([1])), NUL, NUL], LAMB_OUT, "weight_decay:(Float)0.01"),
     op("lamb_", [("%p", t([8])), ("%g", t([8])), ("%lr", t([1])), ("%m", t([-1])), ("%v", t([8])), ("%b", t([1])),
                  ("%c", t([1])), NUL, NUL], LAMB_OUT, "weight_decay:(Float)0.01"),
     "operand #3 ('moment1') has dims [-1], but param (operand #0) has [8] (compared as written: -1 matches only -1)")
RMS_OUT = [t([2, 5]), t([2, 5]), t([2, 5]), t([2, 5]), "<<NULL TYPE>>"]
case("rmsprop_ mean_square", op("rmsprop_", [("%p", t([2, 5])), ("%s", t([2, 5])), ("%g", t([2, 5])), ("%m", t([2, 5])),
                                             ("%lr", t([1])), ("%mg", t([2, 5])), NUL], RMS_OUT),
     op("rmsprop_", [("%p", t([2, 5])), ("%s", t([5, 2])), ("%g", t([2, 5])), ("%m", t([2, 5])), ("%lr", t([1])),
                     ("%mg", t([2, 5])), NUL], RMS_OUT),
     "operand #1 ('mean_square') has dims [5, 2], but param (operand #0) has [2, 5] (compared as written: -1 matches only -1)")
case("c_split nranks", op("c_split", [("%x", t([4, 6]))], [t([4, 3])], "nranks:(Int32)2"),
     op("c_split", [("%x", t([4, 6]))], [t([4, 6])], "nranks:(Int32)-1"),
     "nranks -1 must be positive (c_split divides x's last dim by it)")
case("shard_index last dim", op("shard_index", [("%x", t([5, 1], "i64"))], [t([5, 1], "i64")],
                                "index_num:(Int32)20,nshards:(Int32)2,shard_id:(Int32)0"),
     op("shard_index", [("%x", t([5, 3], "i64"))], [t([5, 3], "i64")], "index_num:(Int32)20,nshards:(Int32)2,shard_id:(Int32)0"),
     "operand #0 ('input') last dim is 3, but must be 1")
case("view_slice begin", op("view_slice", [("%x", t([5, 2]))], [t([2, 2])], "begin_idx:(Int64)1,end_idx:(Int64)3"),
     op("view_slice", [("%x", t([5, 2]))], [t([4, 2])], "begin_idx:(Int64)-1,end_idx:(Int64)3"),
     "begin_idx -1 must not be negative")
CHUNK_OUT = [t([1]), t([1]), t([1]), t([1], "i64"), t([1], "i64"), t([1], "i64")]
case("chunk_eval seq_length", op("chunk_eval", [("%i", t([2, 9], "i64")), ("%l", t([2, 9], "i64")), ("%s", t([2], "i64"))],
                                 CHUNK_OUT, "num_chunk_types:(Int32)3"),
     op("chunk_eval", [("%i", t([2, 9], "i64")), ("%l", t([2, 9], "i64")), ("%s", t([2, 1, 1], "i64"))], CHUNK_OUT,
        "num_chunk_types:(Int32)3"),
     "operand #2 ('seq_length') must have rank 2 at most, but is 3-D")
case("crf_decoding transition", op("crf_decoding", [("%e", t([7, 4])), ("%t", t([6, 4])), NUL, NUL], [t([7, 1])]),
     op("crf_decoding", [("%e", t([7, 4])), ("%t", t([6, 4, 1])), NUL, NUL], [t([7, 1])]),
     "operand #1 ('transition') must be 2-D [D + 2, D], but is 3-D")
case("matmul_with_flatten y rank", op("matmul_with_flatten", [("%x", t([2, 3, 4])), ("%y", t([12, 5]))], [t([2, 5])]),
     op("matmul_with_flatten", [("%x", t([2, 3, 4])), ("%y", t([12, 5]))], [t([2, 5])], "y_num_col_dims:(Int32)2"),
     "operand #1 ('y') has rank 2, but must have more than y_num_col_dims (2)")

ACC_OUT = [t([]), t([]), t([])]
case("accuracy label rank", op("accuracy", [("%x", t([8, 5])), ("%i", t([8, 5], "i64")), ("%l", t([8, 1], "i64"))], ACC_OUT),
     op("accuracy", [("%x", t([8, 5])), ("%i", t([8, 5], "i64")), ("%l", t([8, 1, 1], "i64"))], ACC_OUT),
     "operand #2 ('label') must be 2-D, but is 3-D")
case("batch_fc slots", op("batch_fc", [("%i", t([3, 5, 4])), ("%w", t([3, 4, 7])), ("%b", t([3, 7]))], [t([3, 5, 7])]),
     op("batch_fc", [("%i", t([3, 5, 4])), ("%w", t([2, 4, 7])), ("%b", t([3, 7]))], [t([3, 5, 7])]),
     "operand #1 ('w') dim 0 is 2, but operand #0 ('input') dim 0 is 3 (compared as written: -1 matches only -1)")
case("box_clip im_info", op("box_clip", [("%b", t([9, 4])), ("%im", t([1, 3]))], [t([9, 4])]),
     op("box_clip", [("%b", t([9, 4])), ("%im", t([3]))], [t([9, 4])]),
     "operand #1 ('im_info') must be 2-D, but is 1-D")
CORR = "kernel_size:(Int32)1,max_displacement:(Int32)4,pad_size:(Int32)4,stride1:(Int32)1,stride2:(Int32)2"
case("correlation stride1", op("correlation", [("%a", t([2, 3, 8, 10])), ("%b", t([2, 3, 8, 10]))], [t([2, 25, 8, 10])], CORR),
     op("correlation", [("%a", t([2, 3, 8, 10])), ("%b", t([2, 3, 8, 10]))], [t([2, 25, 8, 10])],
        CORR.replace("stride1:(Int32)1", "stride1:(Int32)0")),
     "stride1 is 0, but correlation divides by it")
case("cvm rank", op("cvm", [("%x", t([6, 11])), ("%c", t([6, 2]))], [t([6, 9])], "use_cvm:false"),
     op("cvm", [("%x", t([6, 11, 1])), ("%c", t([6, 2]))], [t([6, 9])], "use_cvm:false"),
     "operand #0 ('x') must be 2-D, but is 3-D")
case("c_softmax_with_cross_entropy label", op("c_softmax_with_cross_entropy", [("%l", t([4, 16])), ("%b", t([4, 1], "i64"))],
                                               [t([4, 16]), t([4, 1])]),
     op("c_softmax_with_cross_entropy", [("%l", t([4, 16])), ("%b", t([4, 2], "i64"))], [t([4, 16]), t([4, 1])]),
     "operand #1 ('label') last dim is 2, but must be 1 (compared as written)")
case("c_softmax_with_multi_label_cross_entropy label", op("c_softmax_with_multi_label_cross_entropy",
                                                           [("%l", t([4, 16])), ("%b", t([4, 3], "i64")), ("%w", t([4, 3]))],
                                                           [t([4, 16]), t([4, 1])]),
     op("c_softmax_with_multi_label_cross_entropy", [("%l", t([4, 16])), ("%b", t([5, 3], "i64")), ("%w", t([5, 3]))],
        [t([4, 16]), t([5, 1])]),
     "operand #1 ('label') dim 0 is 5, but logits' is 4")
case("instance_norm scale", op("instance_norm", [("%x", t([2, 3, 5, 5])), ("%s", t([3])), ("%b", t([3]))],
                               [t([2, 3, 5, 5]), t([6]), t([6])], "epsilon:(Float)1e-05"),
     op("instance_norm", [("%x", t([2, 3, 5, 5])), ("%s", t([3, 1])), ("%b", t([3]))], [t([2, 3, 5, 5]), t([6]), t([6])],
        "epsilon:(Float)1e-05"),
     "operand #1 ('scale') must be 1-D, but is 2-D")
FTRL_IN = [("%p", t([3, 4])), ("%s", t([3, 4])), ("%l", t([3, 4])), ("%g", t([3, 4])), ("%lr", t([1]))]
case("ftrl learning rate", op("ftrl", FTRL_IN, [t([3, 4])] * 3),
     op("ftrl", FTRL_IN[:4] + [("%lr", t([2]))], [t([3, 4])] * 3),
     "operand #4 ('learning_rate') holds 2 elements, but must hold 1")
case("random_routing topk_idx", op("random_routing", [("%p", t([8])), ("%v", t([8, 2])), ("%i", t([8, 2], "i64"))],
                                   [t([8, 2], "i64")]),
     op("random_routing", [("%p", t([8])), ("%v", t([8, 2])), ("%i", t([7, 2], "i64"))], [t([7, 2], "i64")]),
     "operand #2 ('topk_idx') dim 0 is 7, but topk_value's is 8 (compared as written: -1 matches only -1)")
case("fake_channel_wise_dequantize_max_abs x_num_col_dims",
     op("fake_channel_wise_dequantize_max_abs", [("%x", t([6, 4])), ("%s", vec(t([6])))], [t([6, 4])], "quant_axis:(Int32)1"),
     op("fake_channel_wise_dequantize_max_abs", [("%x", t([6, 4])), ("%s", vec(t([6])))], [t([6, 4])], "x_num_col_dims:(Int32)0"),
     "x_num_col_dims must be larger than 0, but is 0")
case("fake_quantize_moving_average_abs_max bit_length",
     op("fake_quantize_moving_average_abs_max", [("%x", t([6, 4])), ("%s", t([1])), ("%a", t([1])), ("%st", t([1]))],
        [t([6, 4]), t([1]), t([1]), t([1])]),
     op("fake_quantize_moving_average_abs_max", [("%x", t([6, 4])), ("%s", t([1])), ("%a", t([1])), ("%st", t([1]))],
        [t([6, 4]), t([1]), t([1]), t([1])], "bit_length:(Int32)0"),
     "bit_length must be between 1 and 16, but is 0")
AUC_IN = [("%x", t([16, 2])), ("%l", t([16, 1], "i64")), ("%s", t([8193], "i64")), ("%n", t([8193], "i64")), NUL]
case("auc slide_steps", op("auc", AUC_IN, [t([], "i64"), t([8193], "i64"), t([8193], "i64")],
                           "num_thresholds:(Int32)4095,slide_steps:(Int32)1"),
     op("auc", AUC_IN, [t([], "i64"), t([8193], "i64"), t([8193], "i64")], "num_thresholds:(Int32)4095,slide_steps:(Int32)-1"),
     "slide_steps -1 must not be negative")
DEF = ("deformable_groups:(Int32)1,dilations:[(Int32)1,(Int32)1],groups:(Int32)2,im2col_step:(Int32)1,"
       "paddings:[(Int32)1,(Int32)1],strides:[(Int32)1,(Int32)1]")
DEF_IN = [("%x", t([2, 4, 8, 8])), ("%o", t([2, 18, 8, 8])), ("%f", t([6, 2, 3, 3])), NUL]
case("deformable_conv strides", op("deformable_conv", DEF_IN, [t([2, 6, 8, 8])], DEF),
     op("deformable_conv", DEF_IN, [t([2, 6, 8, 8])], DEF.replace("strides:[(Int32)1,(Int32)1]", "strides:[(Int32)1,(Int32)0]")),
     "strides entry 1 is 0, but must be positive")
case("distributed_lookup_table ids", op("distributed_lookup_table", [("%i", vec(t([5, 1], "i64"))), ("%w", t([100, 16]))],
                                        [vec(t([5, 16]))]),
     op("distributed_lookup_table", [("%i", vec(t([5, 1], "i64"))), ("%w", t([100, 16, 1]))], [vec(t([5, 16]))]),
     "operand #1 ('w') must be 2-D (the table), but is 3-D")
case("send_uv index", op("send_uv", [("%x", t([10, 4])), ("%y", t([6, 4])), ("%s", t([6], "i32")), ("%d", t([6], "i32"))],
                         [t([6, 4])]),
     op("send_uv", [("%x", t([10, 4])), ("%y", t([6, 4])), ("%s", t([6, 1, 1], "i32")), ("%d", t([6], "i32"))], [t([6, 4])]),
     "operand #2 ('src_index') must be 1-D, or 2-D [E, 1], but is 3-D")
case("send_ue_recv y", op("send_ue_recv", [("%x", t([10, 4])), ("%y", t([6, 4])), ("%s", t([6], "i32")), ("%d", t([6], "i32")),
                                           NUL], [t([-1, 4]), t([-1], "i32")], 'reduce_op:"MEAN"'),
     op("send_ue_recv", [("%x", t([10, 4])), ("%y", t([5, 4])), ("%s", t([6], "i32")), ("%d", t([6], "i32")), NUL],
        [t([-1, 4]), t([-1], "i32")], 'reduce_op:"MEAN"'),
     "operand #1 ('y') dim 0 is 5, but src_index has 6 entries (compared as written: -1 matches only -1)")
case("reduce_scatter nranks", op("reduce_scatter", [("%x", t([8, 3]))], [t([2, 3])], "nranks:(Int32)4"),
     op("reduce_scatter", [("%x", t([8, 3]))], [t([8, 3])], "nranks:(Int32)0"),
     "nranks 0 must be positive (x's dim 0 is divided by it)")
case("partial_allgather nranks", op("partial_allgather", [("%x", t([6]))], [t([6])], "nranks:(Int32)2,rank:(Int32)0"),
     op("partial_allgather", [("%x", t([6]))], [t([6])], "nranks:(Int32)1,rank:(Int32)0"),
     "nranks must be 2 or more, but is 1")
case("partial_sum start_index", op("partial_sum", [("%v", vec(t([4, 6]), t([4, 6])))], [t([4, 2])],
                                   "start_index:(Int32)1,length:(Int32)2"),
     op("partial_sum", [("%v", vec(t([4, 6]), t([4, 6])))], [t([4, 2])], "start_index:(Int32)6,length:(Int32)2"),
     "start_index 6 must be below the inputs' width 6")
case("partial_concat rank", op("partial_concat", [("%v", vec(t([4, 6]), t([4, 6])))], [t([4, 4])],
                               "start_index:(Int32)1,length:(Int32)2"),
     op("partial_concat", [("%v", vec(t([4, 6]), t([4, 6, 1])))], [t([4, 4])], "start_index:(Int32)1,length:(Int32)2"),
     "operand #0 ('x') element 1 must be 2-D, but is 3-D")

case("lookup_table ids", op("lookup_table", [("%w", t([100, 16])), ("%i", t([2, 7, 1], "i64"))], [t([2, 7, 16])]),
     op("lookup_table", [("%w", t([100, 16])), ("%i", t([2, 7, 2], "i64"))], [t([2, 7, 16])]),
     "operand #1 ('ids') last dim is 2, but must be 1 (compared as written)")
case("lookup_table_dequant w", op("lookup_table_dequant", [("%w", t([100, 6])), ("%i", t([2, 1], "i64"))], [t([2, 16])]),
     op("lookup_table_dequant", [("%w", t([100])), ("%i", t([2, 1], "i64"))], [t([2, 16])]),
     "operand #0 ('w') must be 2-D (the table), but is 1-D")
case("pull_box_sparse ids", op("pull_box_sparse", [("%w", t([100, 16])), ("%i", vec(t([2, 1], "i64")))], [vec(t([2, 8]))],
                               "size:(Int32)8"),
     op("pull_box_sparse", [("%w", t([100, 16])), ("%i", vec(t([2, 4], "i64")))], [vec(t([2, 8]))], "size:(Int32)8"),
     "operand #1 ('ids') element 0 last dim is 4, but must be 1 (compared as written)")
case("pull_gpups_sparse size", op("pull_gpups_sparse", [("%w", t([100, 16])), ("%i", vec(t([2, 1], "i64")))],
                                  [vec(t([2, 4]))], "size:[(Int32)4]"),
     op("pull_gpups_sparse", [("%w", t([100, 16])), ("%i", vec(t([2, 1], "i64")))], [vec(t([2, 4]))], "size:[]"),
     "size has 0 entries, but ids has 1")
case("pull_sparse_v2 w", op("pull_sparse_v2", [("%i", vec(t([2, 1], "i64"))), ("%w", vec(t([100, 16])))],
                            [vec(t([2, 1, 11]))]),
     op("pull_sparse_v2", [("%i", vec(t([2, 1], "i64"), t([3, 1], "i64"))), ("%w", vec(t([100, 16])))],
        [vec(t([2, 1, 11]), t([3, 1, 11]))]),
     "operand #1 ('w') must be a vec of a table per id tensor (2)")
case("gather_tree parents", op("gather_tree", [("%i", t([5, 2, 3], "i64")), ("%p", t([5, 2, 3], "i64"))], [t([5, 2, 3], "i64")]),
     op("gather_tree", [("%i", t([5, 2, 3], "i64")), ("%p", t([5, 2], "i64"))], [t([5, 2, 3], "i64")]),
     "operand #1 ('parents') has dims [5, 2], but ids has [5, 2, 3] (compared as written: -1 matches only -1)")
case("im2sequence kernels", op("im2sequence", [("%x", t([2, 3, 4, 4])), NUL], [t([2, 12])], "kernels:[(Int32)2,(Int32)2]"),
     op("im2sequence", [("%x", t([2, 3, 4, 4])), NUL], [t([2, 12])], "kernels:[(Int32)2]"),
     "kernels has 1 entries, but im2sequence takes 2 (height, width)")
case("index_select_strided axis", op("index_select_strided", [("%x", t([2, 3, 4]))], [t([2, 4])],
                                     "index:(Int64)0,axis:(Int32)1"),
     op("index_select_strided", [("%x", t([2, 3, 4]))], [t([2, 4])], "index:(Int64)0,axis:(Int32)-4"),
     axis_msg("axis", -4, 3))
case("margin_cross_entropy label", op("margin_cross_entropy", [("%l", t([8, 10])), ("%b", t([8, 1], "i64"))],
                                      [t([8, 10]), t([8, 1])]),
     op("margin_cross_entropy", [("%l", t([8, 10])), ("%b", t([7, 1], "i64"))], [t([8, 10]), t([8, 1])]),
     "operand #1 ('label') dim 0 is 7, but logits' is 8")
case("prune_gate_by_capacity expert_count", op("prune_gate_by_capacity", [("%g", t([12], "i64")), ("%e", t([6], "i64"))],
                                               [t([12], "i64")], "n_expert:(Int64)3,n_worker:(Int64)2"),
     op("prune_gate_by_capacity", [("%g", t([12], "i64")), ("%e", t([6], "i64"))], [t([12], "i64")],
        "n_expert:(Int64)4,n_worker:(Int64)2"),
     "operand #1 ('expert_count') holds 6 elements, but n_expert × n_worker is 8")
WARP_IN = [("%l", t([20, 4, 30])), ("%b", t([4, 10], "i32")), ("%n", t([4], "i64")), ("%m", t([4], "i64"))]
case("warpctc blank", op("warpctc", WARP_IN, [t([4, 1]), t([20, 4, 30])], "blank:(Int32)0"),
     op("warpctc", WARP_IN, [t([4, 1]), t([20, 4, 30])], "blank:(Int32)-1"),
     "blank -1 is out of range [0, 30)")
RNNT_IN = [("%i", t([2, 5, 3, 8])), ("%b", t([2, 2], "i32")), ("%n", t([2], "i32")), ("%m", t([2], "i32"))]
case("warprnnt blank", op("warprnnt", RNNT_IN, [t([2]), t([2, 5, 3, 8])]),
     op("warprnnt", RNNT_IN, [t([2]), t([2, 5, 3, 8])], "blank:(Int32)8"),
     "blank 8 is out of range [0, 8)")
YOLO = "anchors:[(Int32)10,(Int32)13,(Int32)16,(Int32)30],anchor_mask:[(Int32)0,(Int32)1],class_num:(Int32)2"
case("yolo_loss gt_label", op("yolo_loss", [("%x", t([2, 14, 13, 13])), ("%b", t([2, 6, 4])), ("%g", t([2, 6], "i32")), NUL],
                              [t([2]), t([2, 2, 13, 13]), t([2, 6])], YOLO),
     op("yolo_loss", [("%x", t([2, 14, 13, 13])), ("%b", t([2, 6, 4])), ("%g", t([2, 5], "i32")), NUL],
        [t([2]), t([2, 2, 13, 13]), t([2, 6])], YOLO),
     "operand #2 ('gt_label') dim 1 is 5, but operand #1 ('gt_box') dim 1 is 6 (compared as written: -1 matches only -1)")
NCE_IN = [("%i", t([8, 16])), ("%l", t([8, 1], "i64")), ("%w", t([100, 16]))] + [NUL] * 5
case("nce custom_neg_classes", op("nce", NCE_IN, [t([8, 1]), t([8, 11]), t([8, 11], "i64")], "num_total_classes:(Int32)100"),
     op("nce", NCE_IN, [t([8, 1]), t([8, 11]), t([8, 11], "i64")],
        "num_total_classes:(Int32)100,custom_neg_classes:[(Int32)1,(Int32)2]"),
     "custom_neg_classes has 2 entries, but num_neg_samples is 10")
case("pyramid_hash x", op("pyramid_hash", [("%x", t([10, 1], "i32")), ("%w", t([104, 1])), ("%a", t([1, 1], "i32")),
                                           ("%b", t([1, 1], "i32"))], [t([-1, 8]), t([-1, 1], "i32"), t([10, 1], "i32")],
                          "num_emb:(Int32)8,space_len:(Int32)100,rand_len:(Int32)4"),
     op("pyramid_hash", [("%x", t([10], "i32")), ("%w", t([104, 1])), ("%a", t([1, 1], "i32")), ("%b", t([1, 1], "i32"))],
        [t([-1, 8]), t([-1, 1], "i32"), t([10, 1], "i32")], "num_emb:(Int32)8,space_len:(Int32)100,rand_len:(Int32)4"),
     "operand #0 ('x') must be 2-D, but is 1-D")
QL_IN = [("%x", t([6, 4])), ("%s", t([4])), ("%z", t([4], "i32")), NUL, NUL]
for qname in ("quantize_linear", "dequantize_linear"):
    case(qname + " quant_axis", op(qname, QL_IN, [t([6, 4]), "<<NULL TYPE>>", "<<NULL TYPE>>", "<<NULL TYPE>>"], "quant_axis:(Int32)1"),
         op(qname, QL_IN, [t([6, 4]), "<<NULL TYPE>>", "<<NULL TYPE>>", "<<NULL TYPE>>"], "quant_axis:(Int32)2"),
         "quant_axis must be 0, 1 or -1, but is 2")
case("tdm_child child_nums", op("tdm_child", [("%x", t([5, 1], "i64")), ("%t", t([30, 5], "i64"))], [t([5, 1, 2], "i64")] * 2,
                                "child_nums:(Int32)2"),
     op("tdm_child", [("%x", t([5, 1], "i64")), ("%t", t([30, 5], "i64"))], [t([5, 1, 2], "i64")] * 2, "child_nums:(Int32)0"),
     "child_nums must be positive, but is 0")

case("hash rank", op("hash", [("%x", t([5, 1], "i32"))], [t([5, 4, 1], "i32")], "num_hash:(Int32)4"),
     op("hash", [("%x", t([5], "i32"))], [t([5, 4, 1], "i32")], "num_hash:(Int32)4"),
     "operand #0 ('x') must be 2-D, but is 1-D")
case("send_u_recv index", op("send_u_recv", [("%x", t([3, 4])), ("%s", t([6], "i32")), ("%d", t([6], "i32")), NUL],
                             [t([-1, 4]), t([-1], "i32")], 'reduce_op:"MEAN"'),
     op("send_u_recv", [("%x", t([3, 4])), ("%s", t([6, 2], "i32")), ("%d", t([6], "i32")), NUL], [t([-1, 4]), t([-1], "i32")],
        'reduce_op:"MEAN"'),
     "operand #1 ('src_index') is 2-D, so its last dim must be 1, but is 2")
case("sequence_conv context_stride", op("sequence_conv", [("%x", t([3, 4])), NUL, ("%f", t([12, 8]))], [t([3, 8])],
                                        "context_length:(Int32)3"),
     op("sequence_conv", [("%x", t([3, 4])), NUL, ("%f", t([12, 8]))], [t([3, 8])],
        "context_length:(Int32)3,context_stride:(Int32)2"),
     "context_stride must be 1 (the only one Paddle supports), but is 2")
case("viterbi_decode lengths", op("viterbi_decode", [("%p", t([2, 7, 5])), ("%t", t([5, 5])), ("%l", t([2], "i64"))],
                                  [t([2], "i64"), t([2, 7], "i64")]),
     op("viterbi_decode", [("%p", t([2, 7, 5])), ("%t", t([5, 5])), ("%l", t([2, 1], "i64"))], [t([2], "i64"), t([2, 7], "i64")]),
     "operand #2 ('lengths') must be 1-D, but is 2-D")
case("recv_v2 peer", op("recv_v2", [], [t([4, 8], "f16")], "dtype:(pd_op.DataType)float16,out_shape:[(Int32)4,(Int32)8]"),
     op("recv_v2", [], [t([4, 8], "f16")], "dtype:(pd_op.DataType)float16,out_shape:[(Int32)4,(Int32)8],peer:(Int32)-1"),
     "peer -1 must not be negative")
# --- issue 25 item 2, share B: the ops that had neither a rule nor a reason.
SC = "ring_id:(Int32)0,root:(Int32)0,use_calc_stream:false"
case("c_scatter nranks", op("c_scatter", [("%x", t([8, 3]))], [t([4, 3])], "nranks:(Int32)2," + SC),
     op("c_scatter", [("%x", t([8, 3]))], [t([8, 3])], "nranks:(Int32)1," + SC),
     "nranks must be 2 or more (c_scatter divides x's dim 0 among the ranks), but is 1")
case("c_reducescatter nranks", op("c_reducescatter", [("%x", t([8, 3]))], [t([2, 3])], "nranks:(Int32)4,ring_id:(Int32)0"),
     op("c_reducescatter", [("%x", t([6, 3]))], [t([1, 3])], "nranks:(Int32)4,ring_id:(Int32)0"),
     "operand #0 ('x') dim 0 is 6, which nranks 4 does not divide")
PR = "ring_id:(Int32)0,peer:(Int32)1,dtype:(pd_op.DataType)float32,out_shape:[(Int32)2,(Int32)6],"
case("partial_recv id", op("partial_recv", [], [t([2, 6])], PR + "num:(Int32)3,id:(Int32)2"),
     op("partial_recv", [], [t([2, 6])], PR + "num:(Int32)3,id:(Int32)3"),
     "id 3 must be in [0, num 3)")
case("partial_recv num", op("partial_recv", [], [t([2, 6])], PR + "num:(Int32)4,id:(Int32)0"),
     op("partial_recv", [], [t([2, 6])], PR + "num:(Int32)5,id:(Int32)0"),
     "out_shape holds 12 elements, which num 5 does not divide")
case("clip_by_norm max_norm", op("clip_by_norm", [("%x", t([2, -1]))], [t([2, -1])], "max_norm:(Float)0.5"),
     op("clip_by_norm", [("%x", t([2, 3]))], [t([2, 3])], "max_norm:(Float)0"),
     "max_norm must be greater than 0, but is 0")
case("dgc_clip_by_norm max_norm", op("dgc_clip_by_norm", [("%x", t([5])), ("%s", t([1]))], [t([5])], "max_norm:(Float)2"),
     op("dgc_clip_by_norm", [("%x", t([5])), ("%s", t([1]))], [t([5])], "max_norm:(Float)-2"),
     "max_norm must be greater than 0, but is -2")
case("apply_per_channel_scale scales", op("apply_per_channel_scale", [("%x", t([4, 8], "f16")), ("%s", t([8], "f16"))], [t([4, 8], "f16")]),
     op("apply_per_channel_scale", [("%x", t([4, 8], "f16")), ("%s", t([4], "f16"))], [t([4, 8], "f16")]),
     "operand #1 ('scales') dim 0 is 4, but operand #0 ('x') dim 1 is 8 (compared as written: -1 matches only -1)")
MMT = [("%x", t([-1, 8])), ("%y", t([-1, 6]))]
case("match_matrix_tensor w", op("match_matrix_tensor", MMT + [("%w", t([8, 3, 6]))], [t([-1, 1]), t([-1, 1])], "dim_t:(Int32)3"),
     op("match_matrix_tensor", MMT + [("%w", t([8, 2, 6]))], [t([-1, 1]), t([-1, 1])], "dim_t:(Int32)3"),
     "operand #2 ('w') dim 1 is 2, but dim_t is 3 (compared as written: -1 matches only -1)")
SA = [("%q", t([2, 4, 16, 32])), ("%k", t([2, 4, 16, 32])), ("%v", t([2, 4, 16, 32])), ("%o", t([2, 4, 17], "i32")),
      ("%c", t([2, 4, 40], "i32")), NUL, NUL]
case("sparse_attention rank", op("sparse_attention", SA, [t([2, 4, 16, 32]), t([2, 4, 40]), t([2, 4, 40])]),
     op("sparse_attention", SA[:2] + [("%v", t([2, 4, 16]))] + SA[3:], [t([2, 4, 16, 32]), t([2, 4, 40]), t([2, 4, 40])]),
     "operand #2 ('v') must be 4-D [batch, heads, seq, head_dim], but is 3-D")
# --- fused, fusion and XPU ops (infer_fused_*.c; issue 25, share fusedA).
# Their required attributes the case does not give get a neutral value of
# their kind (fused() below), read from the catalogue.
_REQUIRED = None
NEUTRAL = {"int32": "(Int32)0", "int64": "(Int64)0", "bool": "false", "float": "(Float)0", "double": "(Double)0",
           "str": '""', "array": "[]", "int_array": "(pd_op.IntArray)[]", "scalar": "(Double)0",
           "data_type": "(pd_op.DataType)float32"}


def fused(name, operands, results, attrs=""):
    """op() with the op's required attributes that attrs lacks filled in."""
    global _REQUIRED
    if _REQUIRED is None:
        import os
        import yaml
        here = os.path.dirname(os.path.abspath(__file__))
        cat = yaml.safe_load(open(os.path.join(here, "..", "dialects", "pd_op.yaml")))
        _REQUIRED = {o["name"]: [(a["name"], a.get("kind")) for a in o.get("attributes", []) if "default" not in a]
                     for o in cat["ops"]}
    given = {a.split(":", 1)[0] for a in attrs.split(",") if a}
    extra = ["%s:%s" % (n, NEUTRAL.get(k, "(Int32)0")) for n, k in _REQUIRED[name] if n not in given]
    return op(name, operands, results, ",".join([a for a in [attrs] if a] + extra))


def NULS(n):
    return [NUL] * n


F16 = "f16"
FC_IN = [("%x", t([4, 6, 8], F16)), ("%w", t([8, 16], F16)), ("%b", t([16], F16))]
case("fc K", fused("fc", FC_IN, [t([4, 6, 16], F16)], "in_num_col_dims:(Int32)2"),
     fused("fc", FC_IN[:1] + [("%w", t([9, 16], F16)), ("%b", t([16], F16))], [t([4, 6, 16], F16)], "in_num_col_dims:(Int32)2"),
     "operand #0 ('input') dims from 2 multiply to 8, but operand #1 ('w') has 9 rows")
case("fc bias", fused("fc", [("%x", t([24, 8], F16))] + FC_IN[1:], [t([24, 16], F16)], "in_num_col_dims:(Int32)1,padding_weights:false"),
     fused("fc", [("%x", t([24, 8], F16)), FC_IN[1], ("%b", t([1, 15], F16))], [t([24, 16], F16)]),
     "operand #2 ('bias') dim 1 is 15, but w's dim 1 is 16")
GE = 'trans_x:false,trans_y:false,activation:"gelu"'
case("fused_gemm_epilogue K", fused("fused_gemm_epilogue", FC_IN, [t([4, 6, 16], F16), t([4, 6, 16], F16)], GE),
     fused("fused_gemm_epilogue", FC_IN[:1] + [("%w", t([9, 16], F16)), ("%b", t([16], F16))], [t([4, 6, 16], F16), t([4, 6, 16], F16)], GE),
     "operand #0 ('x') gives K = 8 (its last dim), but operand #1 ('y') gives K = 9 (its dim 0)")
case("fused_gemm_epilogue reserve_space",
     fused("fused_gemm_epilogue", [("%x", t([6, 4], F16)), ("%w", t([6, 16], F16)), ("%b", t([16], F16))], [t([4, 16], F16), "<<NULL TYPE>>"],
           'trans_x:true,trans_y:false,activation:"relu"'),
     fused("fused_gemm_epilogue", [("%x", t([6, 4], F16)), ("%w", t([6, 16], F16)), ("%b", t([16], F16))], [t([4, 16], F16), t([4, 16], F16)],
           'trans_x:true,trans_y:false,activation:"relu"'),
     "N = 16 (of operand #1 ('y')) must be a multiple of 128 with reserve_space and activation \"relu\"")
FFE = [("%x", t([4, 8])), ("%w", t([8, 16])), ("%y", t([4, 16])), ("%b0", t([16])), ("%s", t([16])), ("%b1", t([16]))]
case("fused_fc_elementwise_layernorm y", fused("fused_fc_elementwise_layernorm", FFE, [t([4, 16]), t([4]), t([4])]),
     fused("fused_fc_elementwise_layernorm", FFE[:2] + [("%y", t([4, 15]))] + FFE[3:], [t([4, 15]), t([4]), t([4])]),
     "operand #2 ('y') is [4, 15], but the fc of x and w gives [4, 16]")
RFC = [("%x", t([4, 8])), ("%w", vec(t([8, 16]), t([16, 32]))), ("%b", vec(t([16]), t([32])))]
case("fusion_repeated_fc_relu w", fused("fusion_repeated_fc_relu", RFC, [vec(t([4, 16])), t([4, 32])]),
     fused("fusion_repeated_fc_relu", RFC[:1] + [("%w", vec(t([9, 16]), t([16, 32])))] + RFC[2:], [vec(t([4, 16])), t([4, 32])]),
     "operand #1 ('w') element 0 has 9 rows, but operand #0 ('x') dim 1 is 8")
case("fusion_squared_mat_sub", fused("fusion_squared_mat_sub", [("%x", t([4, 8])), ("%y", t([8, 16]))], [t([4, 8]), t([8, 16]), t([4, 16]), t([4, 16])]),
     fused("fusion_squared_mat_sub", [("%x", t([4, 8])), ("%y", t([9, 16]))], [t([4, 8]), t([9, 16]), t([4, 16]), t([4, 16])]),
     "operand #1 ('y') dim 0 is 9, but x's dim 1 is 8")
SEC = [("%x", vec(t([10, 4]), t([10, 6]))), ("%w", t([10, 16])), ("%b", t([16]))]
case("fusion_seqexpand_concat_fc", fused("fusion_seqexpand_concat_fc", SEC, [t([10, 16]), t([10, 16])]),
     fused("fusion_seqexpand_concat_fc", SEC[:1] + [("%w", t([11, 16])), ("%b", t([16]))], [t([10, 16]), t([10, 16])]),
     "operand #1 ('fc_weight') dim 0 is 11, but the sum of the inputs' dims 1 is 10")
SCV = [("%x", t([10, 4])), ("%f", t([12, 8])), ("%b", t([8]))]
case("fusion_seqconv_eltadd_relu", fused("fusion_seqconv_eltadd_relu", SCV, [t([10, 8]), t([10, 12])],
                                          "context_length:(Int32)3,context_start:(Int32)-1,context_stride:(Int32)1"),
     fused("fusion_seqconv_eltadd_relu", SCV, [t([10, 8]), t([10, 12])], "context_length:(Int32)3,context_start:(Int32)-1,context_stride:(Int32)2"),
     "context_stride must be 1, but is 2")
GRU = [("%x", t([10, 4])), NUL, ("%wx", t([4, 24])), ("%wh", t([8, 24])), ("%b", t([1, 24]))]
case("fusion_gru weight_h", fused("fusion_gru", GRU, [t([1, 8]), t([10, 24]), t([10, 24]), t([10, 8]), t([10, 8])], "use_seq:true"),
     fused("fusion_gru", GRU[:3] + [("%wh", t([8, 16])), ("%b", t([1, 24]))], [t([1, 8]), t([10, 24]), t([10, 24]), t([10, 8]), t([10, 8])], "use_seq:true"),
     "operand #3 ('weight_h') dim 1 is 16, but 3 x frame_size is 24")
FF_IN = [("%x", t([2, 4, 8]))] + NULS(2) + [("%w1", t([8, 32])), NUL, ("%w2", t([32, 8]))] + NULS(5)
FF_OUT = [t([2, 4, 8]), t([1]), t([1]), t([1]), t([1]), t([8]), t([8]), t([2, 4, 32]), t([1]), t([2, 4, 32]), t([2, 4, 8])]
case("fused_feedforward x", fused("fused_feedforward", FF_IN, FF_OUT, "pre_layer_norm:false,is_test:true"),
     fused("fused_feedforward", [("%x", t([4, 1]))] + FF_IN[1:], [t([4, 1])] + FF_OUT[1:], "pre_layer_norm:false,is_test:true"),
     "operand #0 ('x') dims after the first multiply to 1, but their product must be above 1")
FA_IN = [("%x", t([2, 4, 16], F16)), ("%ls", t([16], F16)), ("%lb", t([16], F16)), ("%qw", t([3, 2, 8, 16], F16)),
         ("%qb", t([3, 2, 8], F16))] + NULS(2) + [("%ow", t([16, 16], F16)), ("%ob", t([16], F16))] + NULS(2)
FA_OUT = [t([8]), t([8]), t([2, 4, 16]), t([2, 4, 3, 2, 8]), t([2, 4, 3, 2, 8]), t([3, 2, 2, 4, 8]), t([2, 2, 4, 4]),
          t([2, 2, 4, 8]), t([2, 2, 4, 4]), t([1]), t([2, 2, 4, 4]), t([1]), t([2, 4, 2, 8]), t([2, 4, 16]), t([1]),
          t([1]), t([1]), t([1]), t([1]), t([2, 4, 16], F16)]
FA = "num_heads:(Int32)2,transpose_qkv_wb:false,pre_layer_norm:true,is_test:true,ring_id:(Int32)-1"
case("fused_attention qkv_weight", fused("fused_attention", FA_IN, FA_OUT, FA),
     fused("fused_attention", FA_IN[:3] + [("%qw", t([3, 2, 8, 15], F16))] + FA_IN[4:], FA_OUT, FA),
     "operand #3 ('qkv_weight') dim 3 is 15, but heads x head_dim is 16")
DPA = [("%q", t([2, 4, 2, 8], F16)), ("%k", t([2, 6, 2, 8], F16)), ("%v", t([2, 6, 2, 8], F16))] + NULS(3)
case("fused_dot_product_attention batch", fused("fused_dot_product_attention", DPA, [t([2, 4, 2, 8], F16), t([2, 2, 4, 1]), t([2], "i64")]),
     fused("fused_dot_product_attention", DPA[:1] + [("%k", t([3, 6, 2, 8], F16))] + DPA[2:], [t([2, 4, 2, 8], F16), t([2, 2, 4, 1]), t([2], "i64")]),
     "operand #1 ('k') dim 0 is 3, but q's batch is 2")
case("self_dp_attention rank", fused("self_dp_attention", [("%x", t([2, 4, 3, 2, 8]))], [t([2, 4, 2, 8])]),
     fused("self_dp_attention", [("%x", t([2, 4, 6, 8]))], [t([2, 4, 2, 8])]),
     "operand #0 ('x') must be 5-D [batch, tokens, 3, heads, head_dim], but is 4-D")
VL = [("%q", t([2, 8, 4, 16], F16)), ("%k", t([2, 4, 6, 16], F16)), ("%v", t([2, 4, 6, 32], F16)), ("%sl", t([2], "i32")),
      ("%kl", t([2], "i32")), NUL]
case("variable_length_memory_efficient_attention heads",
     fused("variable_length_memory_efficient_attention", VL, [t([2, 8, 4, 32], F16)]),
     fused("variable_length_memory_efficient_attention", VL[:1] + [("%k", t([2, 3, 6, 16], F16)), ("%v", t([2, 3, 6, 32], F16))] + VL[3:],
           [t([2, 8, 4, 32], F16)]),
     "operand #1 ('key') has 3 heads, which do not divide query's 8")
BMHA = [("%qkv", t([10, 48], F16)), ("%kc", t([4, 2, 16, 8], F16)), ("%vc", t([4, 2, 16, 8], F16))] + \
    [("%%s%d" % i, t([2], "i32")) for i in range(8)] + NULS(15)
BMHA_OUT = [t([10, 16], F16), t([10, 48], F16), t([4, 2, 16, 8], F16), t([4, 2, 16, 8], F16)]
case("block_multihead_attention_ qkv", fused("block_multihead_attention_", BMHA, BMHA_OUT),
     fused("block_multihead_attention_", [("%qkv", t([10, 50], F16))] + BMHA[1:], BMHA_OUT),
     "operand #0 ('qkv') dim 1 is 50, which key_cache's head_dim 8 does not divide")
case("block_multihead_attention_ kv heads", fused("block_multihead_attention_", BMHA, BMHA_OUT),
     fused("block_multihead_attention_", [("%qkv", t([10, 40], F16))] + BMHA[1:], BMHA_OUT),
     "operand #0 ('qkv') holds 1 query heads, which key_cache's 2 kv heads do not divide")
case("block_multihead_attention_ int32", fused("block_multihead_attention_", [("%qkv", t([10, 48], "i32"))] + BMHA[1:], BMHA_OUT,
                                               'compute_dtype:"fp16"'),
     fused("block_multihead_attention_", [("%qkv", t([10, 48], "i32"))] + BMHA[1:], BMHA_OUT),
     "compute_dtype must be given for an int32 qkv")
V16 = vec(t([16], F16))
MTX = [("%x", t([2, 4, 16], F16)), ("%ls", V16), ("%lb", V16), ("%qw", vec(t([3, 2, 8, 16], F16)))] + [("%%v%d" % i, V16) for i in range(13)] + \
    NULS(7) + [("%mb", t([6]))]
MTX_OUT = [t([2, 4, 16], F16), vec(t([2, 2, 4, 2, 8], F16))]
case("fused_multi_transformer_xpu hidden", fused("fused_multi_transformer_xpu", MTX, MTX_OUT, "trans_qkvw:true"),
     fused("fused_multi_transformer_xpu", [("%x", t([2, 4, 15], F16))] + MTX[1:], [t([2, 4, 15], F16)] + MTX_OUT[1:], "trans_qkvw:true"),
     "operand #0 ('x') dim 2 is 15, but qkvw's dim 3 (trans_qkvw) is 16")
BDR = [("%x", t([2, 4, 16], F16)), ("%r", t([2, 4, 16], F16))] + NULS(3)
BDR_OUT = [t([2, 4, 16], F16), t([2, 4, 16], F16), t([1]), t([8]), t([8])]
case("fused_bias_dropout_residual_layer_norm epsilon", fused("fused_bias_dropout_residual_layer_norm", BDR, BDR_OUT, "is_test:true"),
     fused("fused_bias_dropout_residual_layer_norm", BDR, BDR_OUT, "is_test:true,ln_epsilon:(Float)0.01"),
     "ln_epsilon must be in [0, 0.001], but is 0.01")
EEL = [("%ids", vec(t([2, 4], "i64"), t([2, 4], "i64"))), ("%e", vec(t([100, 16]), t([10, 16]))), ("%b", t([16])), ("%s", t([16]))]
case("fused_embedding_eltwise_layernorm hidden", fused("fused_embedding_eltwise_layernorm", EEL, [t([2, 4, 16])]),
     fused("fused_embedding_eltwise_layernorm", EEL[:1] + [("%e", vec(t([100, 16]), t([10, 15])))] + EEL[2:], [t([2, 4, 16])]),
     "operand #1 ('embs') element 1 dim 1 is 15, but bias's dim 0 is 16")
case("embedding_with_eltwise_add_xpu ids",
     fused("embedding_with_eltwise_add_xpu", [("%ids", vec(t([2, 4], "i64"))), ("%t", vec(t([100, 16], F16))), NUL],
           [t([2, 4, 16], F16), t([1], "i32"), t([1], "i32")]),
     fused("embedding_with_eltwise_add_xpu", [("%ids", "vec[]"), ("%t", vec(t([100, 16], F16))), NUL],
           [t([2, 4, 16], F16), t([1], "i32"), t([1], "i32")]),
     "operand #0 ('ids') must not be empty")
CXPU = "paddings:[(Int32)1,(Int32)1],dilations:[(Int32)1,(Int32)1],strides:[(Int32)1,(Int32)1],padding_algorithm:\"EXPLICIT\"," \
       "out_dtype:(pd_op.DataType)float16"
CX_IN = [("%x", t([1, 4, 8, 8])), NUL, ("%f", t([8, 4, 3, 3], "i16")), ("%fm", t([6]))] + NULS(5)
case("conv2d_xpu channels", fused("conv2d_xpu", CX_IN, [t([1, 8, 8, 8], F16), t([6])], CXPU + ",groups:(Int32)1"),
     fused("conv2d_xpu", CX_IN, [t([1, 8, 8, 8], F16), t([6])], CXPU + ",groups:(Int32)2"),
     "operand #2 ('filter') dim 1 is 4, but operand #0 ('x') has 4 channels and groups is 2")
C1 = [("%x", t([1, 4, 10])), NUL, ("%f", t([8, 4, 3], "i16")), ("%fm", t([6]))] + NULS(3)
C1A = "paddings:[(Int32)1,(Int32)1],strides:(Int32)1,groups:(Int32)1"
case("conv1d_xpu dilations", fused("conv1d_xpu", C1, [t([1, 8, 10]), t([6])], C1A + ",dilations:(Int32)1"),
     fused("conv1d_xpu", C1, [t([1, 8, 10]), t([6])], C1A + ",dilations:(Int32)0"),
     "dilations must be positive, but is 0")
CT = [("%x", t([1, 8, 4, 4])), NUL, ("%f", t([8, 2, 3, 3])), ("%fm", t([6])), NUL]
CTA = "strides:[(Int32)2,(Int32)2],paddings:[(Int32)1,(Int32)1],dilations:[(Int32)1,(Int32)1],groups:(Int32)1," \
      "padding_algorithm:\"EXPLICIT\",data_format:\"NCHW\""
case("conv2d_transpose_xpu channels", fused("conv2d_transpose_xpu", CT, [t([1, 2, 7, 7]), t([6])], CTA),
     fused("conv2d_transpose_xpu", CT[:2] + [("%f", t([4, 2, 3, 3]))] + CT[3:], [t([1, 2, 7, 7]), t([6])], CTA),
     "operand #2 ('filter') dim 0 is 4, but x's channels (dim 1) is 8")
BN = [("%x", t([2, 3, 4, 4], F16)), ("%m", t([3])), ("%v", t([3])), ("%s", t([3])), ("%b", t([3]))]
case("bn_act_xpu scale", fused("bn_act_xpu", BN, [t([2, 3, 4, 4], F16)], 'data_format:"NCHW"'),
     fused("bn_act_xpu", BN[:3] + [("%s", t([4]))] + BN[4:], [t([2, 3, 4, 4], F16)], 'data_format:"NCHW"'),
     "operand #3 ('scale') dim 0 is 4, but x's channel count is 3")
SB = [("%x", t([1, 8, 8, 4], F16)), ("%w", t([16, 4, 3, 3], F16)), ("%s", t([4], F16)), ("%b", t([4], F16))] + \
    [("%%n%d" % i, t([16])) for i in range(4)]
SBA = "paddings:[(Int32)1,(Int32)1],dilations:[(Int32)1,(Int32)1],strides:[(Int32)1,(Int32)1],padding_algorithm:\"EXPLICIT\"," \
      "groups:(Int32)1"
SB_OUT = [t([1, 8, 8, 16], F16)] + [t([16])] * 6
case("fused_scale_bias_relu_conv_bn format", fused("fused_scale_bias_relu_conv_bn", SB, SB_OUT, SBA + ',data_format:"NHWC"'),
     fused("fused_scale_bias_relu_conv_bn", SB, SB_OUT, SBA + ',data_format:"NCHW"'),
     "data_format must be \"NHWC\", but is \"NCHW\"")
SBR = [("%x1", t([2, 4, 4, 8], F16)), ("%s1", t([8], F16)), ("%b1", t([8], F16)), ("%x2", t([2, 4, 4, 8], F16))] + NULS(2)
case("fused_scale_bias_add_relu fuse_dual", fused("fused_scale_bias_add_relu", SBR, [t([2, 4, 4, 8], F16)], "fuse_dual:false"),
     fused("fused_scale_bias_add_relu", SBR, [t([2, 4, 4, 8], F16)], "fuse_dual:true"),
     "scale2 and bias2 must be given with fuse_dual")
DD = [("%go", t([1, 8, 8, 16], F16)), ("%w", t([16, 4, 3, 3], F16))] + NULS(2) + [("%eqs", t([4], F16)), ("%eqb", t([4], F16)), NUL] + \
    [("%m", t([4])), ("%is", t([4])), ("%g", t([4])), ("%be", t([4])), ("%bi", t([1, 8, 8, 4], F16))] + NULS(5)
DD_OUT = [t([16, 4, 3, 3], F16), t([1, 8, 8, 4], F16), t([4]), t([4])] + ["<<NULL TYPE>>"] * 3
DDA = 'data_format:"NHWC",groups:(Int32)1,fuse_shortcut:false,fuse_dual:false,fuse_add:false'
case("fused_dconv_drelu_dbn operands", fused("fused_dconv_drelu_dbn", DD, DD_OUT, DDA),
     fused("fused_dconv_drelu_dbn", DD[:5] + [NUL] + DD[6:], DD_OUT, DDA),
     "operand 'bn1_eqbias' must be given without fuse_shortcut and fuse_dual")
SE = [("%x", t([1, 8, 4, 4])), ("%f", t([64], "i16")), ("%fm", t([6]))] + NULS(2)
case("squeeze_excitation_block rank", fused("squeeze_excitation_block", SE, [t([1, 8, 4, 4])], "filter_dims:[(Int32)4,(Int32)8]"),
     fused("squeeze_excitation_block", [("%x", t([8, 4, 4]))] + SE[1:], [t([1, 8, 4, 4])], "filter_dims:[(Int32)4,(Int32)8]"),
     "operand #0 ('x') must be 4-D, but is 3-D")
case("add_act_xpu broadcast", fused("add_act_xpu", [("%x", t([2, 3, 4], F16)), NUL, ("%y", t([4], F16)), NUL], [t([2, 3, 4], F16), t([6], F16)]),
     fused("add_act_xpu", [("%x", t([2, 3, 4], F16)), NUL, ("%y", t([5], F16)), NUL], [t([2, 3, 4], F16), t([6], F16)]),
     "operand #2 dim 0 is 5, but operand #0 dim 2 is 4: they do not broadcast (shapes [5] and [2, 3, 4], aligned at the right)")
EAA = [("%x", t([2, 3])), ("%y", t([3]))]
case("fused_elemwise_add_activation functors",
     fused("fused_elemwise_add_activation", EAA, [t([2, 3]), t([3])], 'functor_list:["elementwise_add","relu"],save_intermediate_out:true'),
     fused("fused_elemwise_add_activation", EAA, [t([2, 3]), t([3])], 'functor_list:["elementwise_add","relu","scale"],save_intermediate_out:true'),
     "functor_list must name 2 functors, but names 3")
case("fused_elemwise_activation functors",
     fused("fused_elemwise_activation", [("%x", t([3])), ("%y", t([2, 3]))], [t([2, 3]), t([2, 3])], 'functor_list:["relu","elementwise_mul"],save_intermediate_out:true'),
     fused("fused_elemwise_activation", [("%x", t([3])), ("%y", t([2, 3]))], [t([2, 3]), t([2, 3])], 'functor_list:["relu"],save_intermediate_out:true'),
     "functor_list must name 2 functors, but names 1")
TFC = [("%x", vec(t([2, 3, 4]), t([2, 5, 4])))]
case("fusion_transpose_flatten_concat rank",
     fused("fusion_transpose_flatten_concat", TFC, [t([2, 32])], "trans_axis:[(Int32)0,(Int32)2,(Int32)1],flatten_axis:(Int32)1,concat_axis:(Int32)1"),
     fused("fusion_transpose_flatten_concat", TFC, [t([2, 32])], "trans_axis:[(Int32)0,(Int32)1],flatten_axis:(Int32)1,concat_axis:(Int32)1"),
     "operand #0 ('x') element 0 is 3-D, but trans_axis has 2 entries")
YB = [NUL, ("%g", t([1, 1, 4, 4, 2])), ("%s", t([1])), ("%a", t([1, 3, 1, 1, 2]))]
case("yolo_box_xpu last dim", fused("yolo_box_xpu", [("%x", t([1, 3, 4, 4, 9]))] + YB, [t([1, 3, 4, 4, 9]), t([6])]),
     fused("yolo_box_xpu", [("%x", t([1, 3, 4, 4, 4]))] + YB, [t([1, 3, 4, 4, 4]), t([6])]),
     "operand #0 ('x') last dim is 4, but must be above 4")


# the fused ops of large-model inference (infer_fused_llm.c) and the rest
BA = [("%x", t([4, 16], F16)), ("%b", t([16], F16))] + NULS(3)
case("fused_bias_act swiglu", fused("fused_bias_act", BA, [t([4, 8], F16)], 'act_method:"swiglu"'),
     fused("fused_bias_act", [("%x", t([4, 15], F16)), ("%b", t([15], F16))] + NULS(3), [t([4, 8], F16)], 'act_method:"swiglu"'),
     "operand #0 ('x') last dim is 15, but swiglu halves it: it must be even")
case("fused_bias_act int32", fused("fused_bias_act", [("%x", t([4, 16], "i32"))] + NULS(4), [t([4, 16], F16)], 'compute_dtype:"fp16"'),
     fused("fused_bias_act", [("%x", t([4, 16], "i32"))] + NULS(4), [t([4, 16], F16)]),
     "compute_dtype must be given for an int32 x")
ROPE = [("%q", t([2, 8, 4, 16], F16)), ("%k", t([2, 8, 2, 16], F16))] + NULS(4)
case("fused_rotary_position_embedding q", fused("fused_rotary_position_embedding", ROPE, [t([2, 8, 4, 16], F16), t([2, 8, 2, 16], F16), "<<NULL TYPE>>"]),
     fused("fused_rotary_position_embedding", [("%q", t([8, 4, 16], F16))] + ROPE[1:], [t([8, 4, 16], F16), t([2, 8, 2, 16], F16), "<<NULL TYPE>>"]),
     "operand #0 ('q') must be 4-D, but is 3-D")
MHM = [("%x", t([2, 8, 32])), ("%w", t([32, 3, 32])), ("%b", t([3, 32])), NUL]
case("multihead_matmul w", fused("multihead_matmul", MHM, [t([2, 8, 32])]),
     fused("multihead_matmul", MHM[:1] + [("%w", t([32, 96]))] + MHM[2:], [t([2, 8, 32])]),
     "operand #1 ('w') must have rank 3 or more, but is 2-D")
MMHA = [("%x", t([2, 64], F16)), ("%c", t([2, 2, 2, 16, 8], F16))] + NULS(9)
MMHA_OUT = [t([2, 32], F16), t([2, 2, 2, 16, 8], F16), "<<NULL TYPE>>"]
case("masked_multihead_attention_ heads", fused("masked_multihead_attention_", MMHA, MMHA_OUT),
     fused("masked_multihead_attention_", MMHA[:1] + [("%c", t([2, 2, 3, 16, 8], F16))] + MMHA[2:], [t([2, 16], F16), t([2, 2, 3, 16, 8], F16), "<<NULL TYPE>>"]),
     "operand #1 ('cache_kv') has 3 kv heads, which do not divide x's 2 query heads")
V16 = vec(t([16], F16))
FMT = [("%x", t([2, 4, 16], F16)), ("%ls", V16), NUL, ("%qw", vec(t([3, 2, 8, 16], F16))), NUL, ("%ck", vec(t([2, 2, 2, 8, 8], F16)))] + \
    NULS(6) + [("%ow", V16), NUL, ("%fs", V16), NUL, ("%f1", V16), NUL, ("%f2", V16), NUL]
FMT_OUT = [vec(t([2, 2, 2, 8, 8], F16)), t([2, 4, 16], F16)]
case("fused_multi_transformer cache", fused("fused_multi_transformer", FMT, FMT_OUT),
     fused("fused_multi_transformer", FMT[:5] + [("%ck", vec(t([2, 3, 2, 8, 8], F16)))] + FMT[6:], FMT_OUT),
     "operand #5 ('cache_kvs') element 0 dim 1 is 3, but x's batch is 2")
FMT8 = [("%x", t([2, 4, 16], F16)), ("%ls", V16), ("%lb", V16), ("%qw", vec(t([3, 2, 8, 16], "i8")))] + NULS(4) + \
    [("%ow", V16), NUL, ("%fs", V16), ("%fb", V16), ("%f1", V16), NUL, ("%f2", V16)] + NULS(5)
FMT8_OUT = ["<<NULL TYPE>>", t([2, 4, 16], F16)]
case("fused_multi_transformer_int8 heads", fused("fused_multi_transformer_int8", FMT8, FMT8_OUT),
     fused("fused_multi_transformer_int8", FMT8[:3] + [("%qw", vec(t([3, 2, 4, 16], "i8")))] + FMT8[4:], FMT8_OUT),
     "operand #3 ('qkv_w') element 0 has 2 heads of 4, but a hidden size of 16")
WOL = [("%x", t([2, 4, 64], F16)), ("%w", t([32, 64], "i8")), NUL, ("%s", t([32], F16))]
case("weight_only_linear weight", fused("weight_only_linear", WOL, [t([2, 4, 32], F16)], 'weight_dtype:"int8"'),
     fused("weight_only_linear", WOL[:1] + [("%w", t([30, 64], "i8"))] + WOL[2:], [t([2, 4, 32], F16)], 'weight_dtype:"int8"'),
     "operand #1 ('weight') dim 0 is 30, but must be a multiple of 16")
BRL = [("%x", t([4, 16], F16)), NUL, ("%r", t([4, 16], F16)), ("%nw", t([16])), ("%nb", t([16]))]
case("fused_bias_residual_layernorm weight",
     fused("fused_bias_residual_layernorm", BRL, [t([4, 16], F16), t([4, 16], F16), t([4]), t([4])], "begin_norm_axis:(Int32)1,quant_scale:(Float)-1"),
     fused("fused_bias_residual_layernorm", BRL[:3] + [("%nw", t([15]))] + BRL[4:], [t([4, 16], F16), t([4, 16], F16), t([4]), t([4])],
           "begin_norm_axis:(Int32)1,quant_scale:(Float)-1"),
     "operand #3 ('norm_weight') dim 0 is 15, but the product of x's dims from begin_norm_axis is 16")
case("fusion_group shapes", fused("fusion_group", [("%in", vec(t([2, 3]), t([2, 3])))], [vec(t([2, 3]), t([2, 3], F16))],
                                  "outs_dtype:[(Int32)5,(Int32)4]"),
     fused("fusion_group", [("%in", vec(t([2, 3]), t([2, 4])))], [vec(t([2, 3]), t([2, 3], F16))], "outs_dtype:[(Int32)5,(Int32)4]"),
     "operand #0 ('inputs') element 1 is [2, 4], but element 0 is [2, 3]: the inputs are of one shape")
BNA = [("%x", t([2, 4, 4, 8], F16)), ("%z", t([2, 4, 4, 8], F16)), ("%s", t([8])), ("%b", t([8])), ("%m", t([8])), ("%v", t([8]))]
BNA_OUT = [t([2, 4, 4, 8], F16), t([8]), t([8]), t([8]), t([8]), t([-1], "u8")]
case("fused_bn_add_activation scale", fused("fused_bn_add_activation", BNA, BNA_OUT, "epsilon:(Float)1e-05"),
     fused("fused_bn_add_activation", BNA[:2] + [("%s", t([4]))] + BNA[3:], BNA_OUT, "epsilon:(Float)1e-05"),
     "operand #2 ('scale') has 4 entries, but the input has 8 channels (NHWC)")
BNR = [("%x", t([2, 4, 4, 8], F16)), ("%s", t([8])), ("%b", t([8])), ("%m", t([8])), ("%v", t([8]))]
BNR_OUT = [t([2, 4, 4, 8], F16), t([8]), t([8]), t([8]), t([8]), t([-1], "u8")]
case("fused_batch_norm_act NHWC", fused("fused_batch_norm_act", BNR, BNR_OUT),
     fused("fused_batch_norm_act", BNR[:1] + [("%s", t([4]))] + BNR[2:], BNR_OUT),
     "operand #1 ('scale') has 4 entries, but the input has 8 channels (NHWC)")

LIL = [("%x", t([2, 4, 64], F16)), ("%w", t([32, 64], "i8")), NUL, ("%s", t([32]))]
case("llm_int8_linear k", fused("llm_int8_linear", LIL, [t([2, 4, 32], F16)]),
     fused("llm_int8_linear", [("%x", t([2, 4, 48], F16))] + LIL[1:], [t([2, 4, 32], F16)]),
     "operand #0 ('x') dim 2 is 48, but weight's dim 1 is 64")
WDQ = [("%x", t([16, 64], "i8")), ("%s", t([32], F16))]
case("weight_dequantize scale", fused("weight_dequantize", WDQ, [t([64, 32], F16)], 'algo:"weight_only_int4"'),
     fused("weight_dequantize", WDQ, [t([64, 32], F16)], 'algo:"weight_only_int8"'),
     "operand #1 ('scale') dim 0 is 32, but the channel count is 16")


# XPU attention and sequence ops (infer_fused_xpu.c), sequence fusions
# (infer_fused_seq.c), fused blocks (infer_fused_blocks.c)
QKVX = [("%q", t([2, 8, 64], F16)), ("%k", t([2, 8, 64], F16)), ("%v", t([2, 8, 64], F16))] + NULS(5)
QKVA = "head_num:(Int32)4,head_dim:(Int32)16,qkv_fc_fusion:false,out_dtype:(pd_op.DataType)float16"
case("qkv_attention_xpu hidden", fused("qkv_attention_xpu", QKVX, [t([2, 8, 64], F16)], QKVA),
     fused("qkv_attention_xpu", QKVX, [t([2, 8, 64], F16)], QKVA.replace("head_dim:(Int32)16", "head_dim:(Int32)8")),
     "operand #0 ('q') dim 2 is 64, but head_num x head_dim is 32")
CAX = [("%q", t([2, 8, 64], F16)), ("%kv", t([2, 5, 64], F16)), ("%w", vec(t([64, 64]), t([64, 64]), t([64, 64]))),
       ("%wm", vec(t([6]), t([6]), t([6]))), ("%b", vec(t([64]), t([64]), t([64]))), ("%m", t([2, 1, 8, 5], F16))]
CAA = "head_num:(Int32)4,head_dim:(Int32)16,out_dtype:(pd_op.DataType)float16"
case("cross_attention_xpu batch", fused("cross_attention_xpu", CAX, [t([2, 8, 64], F16), t([6], F16)], CAA),
     fused("cross_attention_xpu", CAX[:1] + [("%kv", t([3, 5, 64], F16))] + CAX[2:], [t([2, 8, 64], F16), t([6], F16)], CAA),
     "operand #1 ('input_kv') dim 0 is 3, but input_q's dim 0 is 2")
case("sine_pos_xpu x", fused("sine_pos_xpu", [("%x", t([2, 8, 1])), ("%y", t([32]))], [t([2, 8, 32])]),
     fused("sine_pos_xpu", [("%x", t([2, 8, 2])), ("%y", t([32]))], [t([2, 8, 32])]),
     "operand #0 ('x') dim 2 is 2, but the last dim of a sine position input is 1")
case("pad2d_xpu format", fused("pad2d_xpu", [("%x", t([1, 3, 8, 8]))], [t([1, 3, 11, 9])], "paddings:[(Int32)0,(Int32)1,(Int32)1,(Int32)2]"),
     fused("pad2d_xpu", [("%x", t([1, 3, 8, 8]))], [t([1, 3, 11, 9])], 'paddings:[(Int32)0,(Int32)1,(Int32)1,(Int32)2],data_format:"NDHWC"'),
     "data_format must be \"NCHW\" or \"NHWC\", but is \"NDHWC\"")
case("mask_adaptive_xpu rank", fused("mask_adaptive_xpu", [("%m", t([4, 8, 8]))], [t([4], "i64"), t([5], "i32"), t([1], "i32")]),
     fused("mask_adaptive_xpu", [("%m", t([4, 8]))], [t([4], "i64"), t([5], "i32"), t([1], "i32")]),
     "operand #0 ('mask') must be 3-D, but is 2-D")
case("sequence_unpad_xpu length", fused("sequence_unpad_xpu", [("%x", t([4, 8, 16])), ("%l", t([4], "i64"))], [t([-1, 16])]),
     fused("sequence_unpad_xpu", [("%x", t([4, 8, 16])), ("%l", t([3], "i64"))], [t([-1, 16])]),
     "operand #1 ('length') dim 0 is 3, but x's dim 0 is 4")
ROF = [("%x", t([2, 4, 8, 16])), ("%s", t([1, 1, 8, 16])), ("%c", t([1, 1, 8, 16]))]
case("roformer_relative_embedding_xpu emb", fused("roformer_relative_embedding_xpu", ROF, [t([2, 4, 8, 16])]),
     fused("roformer_relative_embedding_xpu", ROF[:2] + [("%c", t([1, 1, 4, 16]))], [t([2, 4, 8, 16])]),
     "operand #2 ('cos_emb') dim 2 is 4, but sin_emb's dim 2 is 8")
LSTM = [("%x", t([10, 4])), ("%wx", t([4, 32])), ("%wh", t([8, 32])), ("%b", t([1, 56])), NUL, NUL]
LSTM_OUT = [t([10, 8]), t([10, 8]), t([10, 32])] + [t([1])] * 5 + [t([2, 8])]
case("fusion_lstm bias", fused("fusion_lstm", LSTM, LSTM_OUT),
     fused("fusion_lstm", LSTM[:3] + [("%b", t([1, 32]))] + LSTM[4:], LSTM_OUT),
     "operand #3 ('bias') dim 1 is 32, but 7 x the frame size (use_peepholes) is 56")
EFL = [("%ids", t([10, 1], "i64")), ("%e", t([100, 32])), ("%wh", t([8, 32])), ("%b", t([1, 32])), NUL, NUL]
EFL_OUT = [t([10, 8]), t([10, 8]), t([10, 32])] + [t([1])] * 5
case("fused_embedding_fc_lstm ids", fused("fused_embedding_fc_lstm", EFL, EFL_OUT, "use_peepholes:false"),
     fused("fused_embedding_fc_lstm", [("%ids", t([10, 2], "i64"))] + EFL[1:], EFL_OUT, "use_peepholes:false"),
     "operand #0 ('ids') dim 1 is 2, but the last dim of an ids tensor is 1")
case("fusion_seqpool_concat axis", fused("fusion_seqpool_concat", [("%x", vec(t([10, 4]), t([7, 4])))], [t([-1, 8])]),
     fused("fusion_seqpool_concat", [("%x", vec(t([10, 4]), t([7, 4])))], [t([-1, 8])], "axis:(Int32)0"),
     "axis must be 1, but is 0")
case("fusion_seqpool_cvm_concat use_cvm", fused("fusion_seqpool_cvm_concat", [("%x", vec(t([10, 4]), t([7, 4]))), ("%c", t([3, 2]))], [t([-1, 8])]),
     fused("fusion_seqpool_cvm_concat", [("%x", vec(t([10, 4]), t([7, 4]))), ("%c", t([3, 2]))], [t([-1, 8])], "use_cvm:false"),
     "use_cvm must be true")
case("fused_seqpool_cvm width", fused("fused_seqpool_cvm", [("%x", vec(t([10, 4]), t([7, 6]))), ("%c", t([3, 2]))], [vec(t([-1, 2]), t([-1, 4]))],
                                      "use_cvm:false"),
     fused("fused_seqpool_cvm", [("%x", vec(t([10, 4]), t([7, 2]))), ("%c", t([3, 2]))], [vec(t([-1, 4]), t([-1, 2]))]),
     "operand #0 ('x') element 1's last dim is 2, but must be above 2 with use_cvm")
TP = [("%a", t([2, 4, 8, 8])), ("%x", t([2, 8, 16])), ("%m", t([2, 4, 8, 8])), ("%nm", t([2, 4, 5, 5]))]
case("fused_token_prune seq", fused("fused_token_prune", TP, [t([2, 5, 16]), t([2, 5], "i64")]),
     fused("fused_token_prune", TP[:1] + [("%x", t([2, 7, 16]))] + TP[2:], [t([2, 5, 16]), t([2, 5], "i64")]),
     "operand #1 ('x') dim 1 is 7, but attn's seq is 8")
RU = [("%x", t([2, 8, 8, 4], F16)), ("%w", t([16, 4, 3, 3], F16)), ("%s", t([16])), ("%b", t([16])), ("%m", t([16])), ("%v", t([16]))] + NULS(6)
RU_OUT = [t([2, 8, 8, 16], F16), t([128, 2, 1], F16), t([2, 8, 8, 16], F16)] + [t([1, 1, 1, 16])] * 4 + ["<<NULL TYPE>>"] * 5
case("resnet_unit rank", fused("resnet_unit", RU, RU_OUT, "padding:(Int32)1"),
     fused("resnet_unit", [("%x", t([2, 8, 8], F16))] + RU[1:], RU_OUT, "padding:(Int32)1"),
     "operand #0 ('x') must be 4-D, but is 3-D")
RBB = [("%x", t([2, 4, 8, 8], F16)), ("%w1", t([8, 4, 3, 3], F16)), ("%s1", t([8])), ("%b1", t([8])), ("%m1", t([8])), ("%v1", t([8])),
       ("%w2", t([16, 8, 3, 3], F16)), ("%s2", t([16])), ("%b2", t([16])), ("%m2", t([16])), ("%v2", t([16]))] + NULS(5)
RBB_OUT = [t([2, 16, 4, 4], F16), t([2, 8, 8, 8], F16)] + [t([8])] * 4 + [t([2, 16, 4, 4], F16), t([2, 8, 8, 8], F16)] + [t([16])] * 4 + \
    ["<<NULL TYPE>>"] * 5 + [t([6], F16), t([6], F16), t([6]), t([6]), "<<NULL TYPE>>", "<<NULL TYPE>>"]
case("resnet_basic_block format", fused("resnet_basic_block", RBB, RBB_OUT, "padding1:(Int32)1,padding2:(Int32)1,stride2:(Int32)2"),
     fused("resnet_basic_block", RBB, RBB_OUT, 'padding1:(Int32)1,padding2:(Int32)1,stride2:(Int32)2,data_format:"NHWC"'),
     "data_format must be \"NCHW\", but is \"NHWC\"")
FP8 = [("%x", t([2, 4, 32], "f8e4m3fn")), ("%y", t([32, 16], "f8e4m3fn")), NUL]
case("fp8_fp8_half_gemm_fused dtype", fused("fp8_fp8_half_gemm_fused", FP8, [t([2, 4, 16], "bf16")], 'output_dtype:"bfloat16"'),
     fused("fp8_fp8_half_gemm_fused", FP8, [t([2, 4, 16], "bf16")], 'output_dtype:"float32"'),
     "output_dtype must be \"bfloat16\" or \"float16\", but is \"float32\"")

RA = [("%x", t([4, 8])), ("%ro", t([4, 7], "i32")), ("%rp", t([72, 16]))]
case("rank_attention offsets", fused("rank_attention", RA, [t([4, 24]), t([4, 16]), t([4, 1])]),
     fused("rank_attention", RA[:1] + [("%ro", t([4, 5], "i32"))] + RA[2:], [t([4, 24]), t([4, 16]), t([4, 1])]),
     "operand #1 ('rank_offset') has 5 columns, but max_rank 3 needs 7 or 8")

AL = [("%x", t([10, 4])), ("%c0", t([2, 8])), NUL, ("%aw", t([12, 1])), NUL, NUL, NUL, ("%lw", t([12, 32])), ("%lb", t([1, 32]))]
AL_OUT = [t([10, 8]), t([10, 8]), t([10, 1]), t([1]), t([1, 4]), t([1, 32])]
case("attention_lstm weight", fused("attention_lstm", AL, AL_OUT),
     fused("attention_lstm", AL[:7] + [("%lw", t([10, 32]))] + AL[8:], AL_OUT),
     "operand #7 ('lstm_weight') dim 0 is 10, but x's width plus the frame size is 12")

case("weight_quantize k", fused("weight_quantize", [("%x", t([128, 64], F16))], [t([32, 128], "i8"), t([64], F16)], 'algo:"weight_only_int4"'),
     fused("weight_quantize", [("%x", t([96, 64], F16))], [t([64, 96], "i8"), t([64], F16)]),
     "operand #0 ('x') dim 0 is 96, but must be a multiple of 64")
case("weight_quantize int8 x", fused("weight_quantize", [("%x", t([64, 32], "i8"))], [t([64, 32], "i8"), t([1, 32], "i8")], 'algo:"w4a8",group_size:(Int32)64'),
     fused("weight_quantize", [("%x", t([64, 32], "i8"))], [t([32, 64], "i8"), t([32], "i8")]),
     "algo must be \"w4a8\" for an int8 x, but is \"weight_only_int8\"")


# --- issue 25 item 2 (h17-infa): einsum (EinsumRawInferMeta with
# ParseEinsumEquation), stft, shape_broadcast, lrn,
# fused_gemm_epilogue_grad, conv2d_transpose_bias
def EIN(eq):
    return 'equation:"%s"' % eq
EV = ("%v", vec(t([2, 3]), t([3, 4])))
case("einsum arrow", op("einsum", [EV], [t([2, 4])], EIN("ij,jk->ik")),
     op("einsum", [EV], [t([2, 4])], EIN("ij,jk")), 'equation "ij,jk" must have one "->"')
case("einsum chars", op("einsum", [EV], [t([4, 2])], EIN("ij,jk->ki")),
     op("einsum", [EV], [t([2, 4])], EIN("ij,jK->ik")),
     "equation \"ij,jK->ik\" has 'K': einsum takes the labels a-z, ',' and \"...\"")
case("einsum terms", op("einsum", [EV], [t([])], EIN("ij,jk->")),
     op("einsum", [EV], [t([2, 3])], EIN("ij->ij")),
     "equation \"ij->ij\" has 1 operand term, but operand #0 ('x') has 2 elements")
case("einsum labels", op("einsum", [("%v", vec(t([2, 3, 5]), t([3, 4])))], [t([2, 5, 4])], EIN("ijl,jk->ilk")),
     op("einsum", [EV], [t([2, 4])], EIN("ijl,jk->ik")),
     "operand #0 ('x') element 0 is 2-D, but its term \"ijl\" gives 3 labels")
# -1 and 1 agree with any size of the label (releases differ on 1: the later broadcast)
case("einsum label size", op("einsum", [("%v", vec(t([2, -1]), t([1, 4])))], [t([2, 4])], EIN("ij,jk->ik")),
     op("einsum", [("%v", vec(t([2, 3]), t([5, 4])))], [t([2, 4])], EIN("ij,jk->ik")),
     "operand #0 ('x') element 1 dim 0 is 5, but label 'j' is 3 in another place")
case("einsum ellipsis", op("einsum", [("%v", vec(t([5, 1, 2, 3]), t([7, 3, 4])))], [t([5, 7, 2, 4])], EIN("...ij,...jk->...ik")),
     op("einsum", [("%v", vec(t([2, 3]), t([5, 3])))], [t([2])], EIN("...i,...i->...")),
     "operand #0 ('x') element 1 dim 0 is 5, but the \"...\" dims elsewhere have 2 there: they do not broadcast")
case("einsum output label", op("einsum", [("%v", vec(t([4, 4])))], [t([4])], EIN("ii->i")),
     op("einsum", [EV], [t([2, 4])], EIN("ij,jk->iz")),
     "equation \"ij,jk->iz\": output label 'z' is in no operand's term")
case("einsum dots", op("einsum", [("%v", vec(t([3, 2, 5])))], [t([5, 3, 2])], EIN("...i->i...")),
     op("einsum", [EV], [t([2, 4])], EIN("i.j,jk->ik")),
     "equation \"i.j,jk->ik\": '.' is allowed only in one \"...\" per term")
def STFT(n, hop, onesided="true"):
    return "n_fft:(Int32)%d,hop_length:(Int32)%d,normalized:false,onesided:%s" % (n, hop, onesided)
# T 20, n_fft 8, hop 2: 1 + 12 / 2 = 7 frames; onesided 8 / 2 + 1
case("stft hop_length", op("stft", [("%x", t([3, 20])), ("%w", t([8]))], [t([3, 5, 7], "c64")], STFT(8, 2)),
     op("stft", [("%x", t([3, 20])), ("%w", t([8]))], [t([3, 5, 7], "c64")], STFT(8, 0)),
     "hop_length must be 1 or more, but is 0")
case("stft window", op("stft", [("%x", t([3, -1], "f64")), ("%w", t([8], "f64"))], [t([3, 8, -1], "c128")], STFT(8, 2, "false")),
     op("stft", [("%x", t([3, 20])), ("%w", t([6]))], [t([3, 5, 7], "c64")], STFT(8, 2)),
     "operand #1 ('window') has 6 entries, but n_fft is 8")
case("stft length", op("stft", [("%x", t([3, 8])), ("%w", t([-1]))], [t([3, 5, 1], "c64")], STFT(8, 4)),
     op("stft", [("%x", t([3, 5])), ("%w", t([8]))], [t([3, 5, -1], "c64")], STFT(8, 2)),
     "n_fft 8 is longer than the 5 samples of operand #0 ('x')")
case("stft rank", op("stft", [("%x", t([1, 9])), ("%w", t([8]))], [t([1, 5, 2], "c64")], STFT(8, 1)),
     op("stft", [("%x", t([20])), ("%w", t([8]))], [t([3, 5, 7], "c64")], STFT(8, 2)),
     "operand #0 ('x') must be 2-D [N, T], but is 1-D")
case("shape_broadcast rank", op("shape_broadcast", [("%s", t([2], "i64")), ("%u", t([4], "i64"))], [t([4], "i64")]),
     op("shape_broadcast", [("%s", t([2, 1], "i64")), ("%u", t([4], "i64"))], [t([4], "i64")]),
     "operand #0 ('x') must be a 1-D shape, but is 2-D")
case("shape_broadcast y", op("shape_broadcast", [("%s", t([5], "i32")), ("%u", t([-1], "i32"))], [t([-1], "i32")]),
     op("shape_broadcast", [("%s", t([5], "i32")), ("%u", t([], "i32"))], [t([5], "i32")]),
     "operand #1 ('y') must be a 1-D shape, but is 0-D")
case("lrn n", op("lrn", [("%x", t([1, 3, 8, 8]))], [t([1, 3, 8, 8])] * 2, "n:(Int32)3"),
     op("lrn", [("%x", t([1, 3, 8, 8]))], [t([1, 3, 8, 8])] * 2, "n:(Int32)4"), "n must be positive and odd, but is 4")
case("lrn rank", op("lrn", [("%x", t([2, 4, -1, 6], "f16"))], [t([2, 4, -1, 6], "f16")] * 2),
     op("lrn", [("%x", t([3, 8, 8]))], [t([3, 8, 8])] * 2), "operand #0 ('x') must be 4-D, but is 3-D")
GEG = [("%x", t([2, 4, 8], "f16")), ("%y", t([8, 16], "f16")), NUL, ("%g", t([2, 4, 16], "f16"))]
GEG_OUT = [t([2, 4, 8], "f16"), t([8, 16], "f16"), t([16], "f16")]
def GEGA(act="none", tx="false", ty="false"):
    return 'activation_grad:"%s",trans_x:%s,trans_y:%s' % (act, tx, ty)
case("fused_gemm_epilogue_grad reserve", op("fused_gemm_epilogue_grad", GEG[:2] + [("%r", t([2, 4, 16], "f16"))] + GEG[3:], GEG_OUT, GEGA("relu_grad")),
     op("fused_gemm_epilogue_grad", GEG, GEG_OUT, GEGA("relu_grad")),
     "activation_grad \"relu_grad\" needs reserve_space, which is absent")
case("fused_gemm_epilogue_grad N", op("fused_gemm_epilogue_grad", [GEG[0], ("%y", t([16, 8], "f16"))] + GEG[2:], [GEG_OUT[0], t([16, 8], "f16"), GEG_OUT[2]], GEGA(ty="true")),
     op("fused_gemm_epilogue_grad", GEG[:3] + [("%g", t([2, 4, 12], "f16"))], GEG_OUT, GEGA()),
     "operand #3 ('out_grad') dim 2 is 12, but N (y's dim 1) is 16")
case("fused_gemm_epilogue_grad K", op("fused_gemm_epilogue_grad", [("%x", t([2, 8, 4], "f16"))] + GEG[1:], [t([2, 8, 4], "f16")] + GEG_OUT[1:], GEGA(tx="true")),
     op("fused_gemm_epilogue_grad", GEG[:3] + [("%g", t([2, 5, 16], "f16"))], GEG_OUT, GEGA()),
     "operand #3 ('out_grad') dim 1 is 5, but K of x (its dim -2) is 4")
case("fused_gemm_epilogue_grad batch", op("fused_gemm_epilogue_grad", [("%x", t([-1, 4, 8], "f16"))] + GEG[1:], [t([-1, 4, 8], "f16")] + GEG_OUT[1:], GEGA()),
     op("fused_gemm_epilogue_grad", [("%x", t([3, 4, 8], "f16"))] + GEG[1:], [t([3, 4, 8], "f16")] + GEG_OUT[1:], GEGA()),
     "operand #3 ('out_grad') dim 0 is 2, but x's dim 0 is 3")
case("fused_gemm_epilogue_grad ranks", op("fused_gemm_epilogue_grad", [("%x", t([4, 8], "f16"))] + GEG[1:3] + [("%g", t([4, 16], "f16"))], [t([4, 8], "f16")] + GEG_OUT[1:], GEGA()),
     op("fused_gemm_epilogue_grad", GEG[:3] + [("%g", t([8, 16], "f16"))], GEG_OUT, GEGA()),
     "operand #0 ('x') is 3-D, but operand #3 ('out_grad') is 2-D: they have one rank")
case("fused_gemm_epilogue_grad y", op("fused_gemm_epilogue_grad", GEG, GEG_OUT, GEGA()),
     op("fused_gemm_epilogue_grad", [GEG[0], ("%y", t([8, 16, 1], "f16"))] + GEG[2:], GEG_OUT, GEGA()),
     "operand #1 ('y') must be 2-D, but is 3-D")
# conv2d_transpose_bias: Conv2dTransposeInferMeta of all but bias
case("conv2d_transpose_bias channels", op("conv2d_transpose_bias", [("%x", t([1, 4, 4, 5])), ("%w", t([4, 3, 3, 3])), ("%b", t([6])), NUL], [t([1, 6, 8, 9])], CONVT([1, 1])),
     op("conv2d_transpose_bias", [("%x", t([1, 4, 4, 5])), ("%w", t([2, 3, 3, 3])), ("%b", t([6])), NUL], [t([1, 6, 8, 9])], CONVT([1, 1])),
     "operand #1 ('filter') dim 0 is 2, but the input has 4 channels (dim 1 of operand #0)")


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else ""
    if mode not in ("valid", "invalid"):
        sys.exit("usage: gen-infer-checks.py valid|invalid")
    out = ["// Generated by scripts/gen-infer-checks.py %s: %d cases." % (mode, len(CASES))]
    for i, (family, good, bad, msg) in enumerate(CASES):
        if i:
            out.append("// -----")
        out.append("// " + family)
        out.append("{")
        if mode == "invalid":
            out.append("    // expected-error@+1 {{'pd_op.%s' op %s}}" % (bad.split('"pd_op.')[1].split('"')[0], msg))
            out.append("    " + bad)
        else:
            out.append("    " + good)
        out.append("}")
    print("\n".join(out))


if __name__ == "__main__":
    main()
