/* translate_legacy_ops.c: legacy ops that real 1.x/2.x models hold and
 * Paddle 3's ProgramTranslator has no PIR op for, each by a rule of
 * docs/file-formats.md ("Legacy ops Paddle 3 does not translate"):
 * flatten2 (a reshape to two dims), cross_entropy / cross_entropy2
 * (cross_entropy_with_softmax without the softmax) and multiclass_nms2
 * (multiclass_nms3 without rois_num), cross_entropy_grad; and the legacy
 * ops given no meaning, each with what Paddle does with them (issue 26).
 * The legacy generate_proposals needs
 * no code here: op_compat names pd_op.legacy_generate_proposals, which the
 * catalogue registers from the legacy op's signature. */
#include "program_translator.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static const char *inArg(PdTranslator *T, const PdOp *op, const char *slot)
{
	return pdFirstArg(pdInputSlot(T, op, slot));
}

/* An output argument, NULL when absent or @EMPTY@. */
static const char *outArg(const PdOp *op, const char *slot)
{
	const char *a = pdFirstArg(pdOutputSlot(op, slot));
	return a && strcmp(a, "@EMPTY@") ? a : NULL;
}

/* The product of dims [from, to): -1 when one is unknown, 0 when one is 0
 * (neither can be a reshape target: 0 copies the input's dim). */
static int64_t product(const int64_t *d, uint32_t from, uint32_t to)
{
	int64_t p = 1;
	for (uint32_t i = from; i < to; i++) {
		if (d[i] < 0 || (d[i] && p > INT64_MAX / d[i]))
			return -1;
		p *= d[i];
	}
	return p;
}

/* One op with one result: typed from variable `var` and bound to it when
 * var is given, else of type t. */
static PirValue *create1(PdTranslator *T, const char *name, uint32_t n, PirValue *const *operands, PirType *t,
			 const char *var, PdAttrList *l, size_t *counter)
{
	if (var && !(t = pdVarType(T, var))) {
		free(l->e);
		return NULL;
	}
	PirOperation *op = pdCreateOp(T, name, n, operands, 1, &t, l, 0, counter);
	if (!op)
		return NULL;
	if (var)
		pdBind(T, var, pirOperationGetResult(op, 0), -1);
	return pirOperationGetResult(op, 0);
}

/* pd_op.flatten(v, start, stop) of a tensor of known rank. */
static PirValue *flatten(PdTranslator *T, PirValue *v, int start, int stop, const char *var)
{
	PirType *vt = pirValueGetType(v);
	uint32_t r = vt->tensor.rank, n = r - (uint32_t)(stop - start);
	int64_t *d = pirMalloc((r ? r : 1) * sizeof *d);
	uint32_t k = 0;
	for (int i = 0; i < start; i++)
		d[k++] = vt->tensor.dims[i];
	d[k++] = product(vt->tensor.dims, (uint32_t)start, (uint32_t)stop + 1);
	for (uint32_t i = (uint32_t)stop + 1; i < r; i++)
		d[k++] = vt->tensor.dims[i];
	PirType *t = pirTypeGetTensor(T->ctx, vt->tensor.elem, n, d);
	free(d);
	PdAttrList l = {0};
	pdAttrAdd(T, &l, "start_axis", pirAttrGetInt32(T->ctx, start));
	pdAttrAdd(T, &l, "stop_axis", pirAttrGetInt32(T->ctx, stop));
	return create1(T, "pd_op.flatten", 1, &v, t, var, &l, var ? NULL : &T->stats->helperOps);
}

/* flatten2(X) {axis}: Out = X reshaped to [prod(dims[:axis]),
 * prod(dims[axis:])] (XShape, for flatten2_grad, is not kept). With both
 * products known (and not 0), pd_op.reshape to them; otherwise flattens
 * that need no dim: flatten(0, axis-1) then flatten(1, -1), and for axis 0
 * or rank a flatten of everything and pd_op.unsqueeze at 0 or 1. */
static bool translateFlatten2(PdTranslator *T, const PdOp *op)
{
	const char *xn = inArg(T, op, "X"), *out = outArg(op, "Out");
	if (!xn || !out) {
		pdError(T, "needs input 'X' and output 'Out'");
		return false;
	}
	PirValue *x = pdGetValue(T, xn);
	if (!x)
		return false;
	PirType *xt = pirValueGetType(x);
	if (xt->kind != PIR_TYPE_TENSOR) {
		pdError(T, "input 'X' ('%s') must be a dense tensor", xn);
		return false;
	}
	uint32_t r = xt->tensor.rank;
	int axis = pdAttrInt(T, op, "axis", 1);
	if (axis < 0 || (uint32_t)axis > r) {
		pdError(T, "has axis %d, outside [0, %u] (the rank of X)", axis, r);
		return false;
	}
	const char *xs = outArg(op, "XShape");
	if (xs)
		pdBindNone(T, xs, "the XShape output of flatten2, which its PIR translation has no value for");
	int64_t d[2] = {product(xt->tensor.dims, 0, (uint32_t)axis), product(xt->tensor.dims, (uint32_t)axis, r)};
	if (d[0] > 0 && d[1] > 0) {
		PirValue *v[2] = {x, pdFullIntArray(T, 2, d)};
		PdAttrList l = {0};
		return v[1] && create1(T, "pd_op.reshape", 2, v, NULL, out, &l, NULL);
	}
	if (axis > 0 && (uint32_t)axis < r) {
		bool first = axis > 1, second = r - (uint32_t)axis > 1;
		if (first && second) {
			PirValue *v = flatten(T, x, 0, axis - 1, NULL);
			return v && flatten(T, v, 1, (int)(r - (uint32_t)axis), out);
		}
		if (first || second)
			return flatten(T, x, first ? 0 : 1, first ? axis - 1 : (int)r - 1, out) != NULL;
		/* X is 2-D already: a reshape copying both dims */
		PirValue *v[2] = {x, pdFullIntArray(T, 2, (int64_t[]){0, 0})};
		PdAttrList l = {0};
		return v[1] && create1(T, "pd_op.reshape", 2, v, NULL, out, &l, NULL);
	}
	PirValue *all = r ? flatten(T, x, 0, (int)r - 1, NULL) : x;
	int64_t at = axis == 0 ? 0 : 1;
	PirValue *u[2] = {all, all ? pdFullIntArray(T, 1, &at) : NULL};
	PdAttrList l = {0};
	return u[1] && create1(T, "pd_op.unsqueeze", 2, u, NULL, out, &l, NULL);
}

/* The attributes of cross_entropy_with_softmax(_grad) for the legacy
 * cross_entropy family: use_softmax false (X is the probabilities), the
 * legacy soft_label and ignore_index, the last axis. */
static void crossEntropyAttrs(PdTranslator *T, const PdOp *op, PdAttrList *l)
{
	pdAttrAdd(T, l, "soft_label", pirAttrGetBool(T->ctx, pdAttrBool(T, op, "soft_label", false)));
	pdAttrAdd(T, l, "use_softmax", pirAttrGetBool(T->ctx, false));
	pdAttrAdd(T, l, "numeric_stable_mode", pirAttrGetBool(T->ctx, true));
	pdAttrAdd(T, l, "ignore_index", pirAttrGetInt32(T->ctx, pdAttrInt(T, op, "ignore_index", -100)));
	pdAttrAdd(T, l, "axis", pirAttrGetInt32(T->ctx, -1));
}
/* cross_entropy / cross_entropy2(X, Label): the loss of probabilities X,
 * -log(X[label]) (or -sum(label * log(X)) with soft_label), 0 where the
 * label is ignore_index: pd_op.cross_entropy_with_softmax with
 * use_softmax false, whose loss is that (its softmax result is X itself
 * and stays unused). cross_entropy2's MatchX and XShape have no value. */
static bool translateCrossEntropy(PdTranslator *T, const PdOp *op)
{
	const char *xn = inArg(T, op, "X"), *ln = inArg(T, op, "Label"), *y = outArg(op, "Y");
	if (!xn || !ln || !y) {
		pdError(T, "needs inputs 'X', 'Label' and output 'Y'");
		return false;
	}
	PirValue *v[2] = {pdGetValue(T, xn), NULL};
	if (!v[0] || !(v[1] = pdGetValue(T, ln)))
		return false;
	PirType *types[2] = {pirValueGetType(v[0]), pdVarType(T, y)};
	if (!types[1])
		return false;
	PdAttrList l = {0};
	crossEntropyAttrs(T, op, &l);
	PirOperation *ce = pdCreateOp(T, "pd_op.cross_entropy_with_softmax", 2, v, 2, types, &l, 0, NULL);
	free(l.e);
	if (!ce)
		return false;
	pdBind(T, y, pirOperationGetResult(ce, 1), -1);
	static const char *const dropped[] = {"MatchX", "XShape"};
	for (size_t i = 0; i < 2; i++) {
		const char *n = outArg(op, dropped[i]);
		if (n)
			pdBindNone(T, n,
				   i ? "the XShape output of cross_entropy2, which its PIR translation has no value for"
				     : "the MatchX output of cross_entropy2, which its PIR translation has no value for");
	}
	return true;
}

/* multiclass_nms2: multiclass_nms with an Index output, which is what
 * multiclass_nms3 computes with rois_num absent (its nms_rois_num result
 * stays untyped): the general rule with multiclass_nms3's slots. */
static bool translateMulticlassNms2(PdTranslator *T, const PdOp *op)
{
	PdOverrides ov = {.compatAs = "multiclass_nms3"};
	return pdTranslateGeneralEx(T, op, "multiclass_nms3", &ov);
}

/* cross_entropy_grad(X, Label, Y@GRAD) -> X@GRAD: -Y@GRAD / X[label] at
 * the label (0 elsewhere and at ignore_index), -Y@GRAD * label / X with
 * soft_label. That is cross_entropy_with_softmax_grad with use_softmax
 * false and X as its softmax operand (the kernel's branch without the
 * softmax), the gradient of the forward rule above. */
static bool translateCrossEntropyGrad(PdTranslator *T, const PdOp *op)
{
	const char *xn = inArg(T, op, "X"), *ln = inArg(T, op, "Label"), *gn = inArg(T, op, "Y@GRAD");
	const char *xg = outArg(op, "X@GRAD");
	if (!xn || !ln || !gn || !xg) {
		pdError(T, "needs inputs 'X', 'Label', 'Y@GRAD' and output 'X@GRAD'");
		return false;
	}
	PirValue *v[3] = {pdGetValue(T, ln), NULL, NULL};
	if (!v[0] || !(v[1] = pdGetValue(T, xn)) || !(v[2] = pdGetValue(T, gn)))
		return false;
	PdAttrList l = {0};
	crossEntropyAttrs(T, op, &l);
	return create1(T, "pd_op.cross_entropy_with_softmax_grad", 3, v, NULL, xg, &l, NULL) != NULL;
}

/* Legacy ops that claim a PIR op no dialect defines and that get no
 * meaning here: an error naming what Paddle does with them (with
 * --allow-unregistered-dialect, an unregistered op by the general rule). */
static const char *const noMeaning[][2] = {
	{"fused_conv2d", "a oneDNN fusion that Paddle's CPU inference passes write; Paddle 3 defines it only in its "
			 "onednn_op dialect, for oneDNN kernels (save the program before those passes)"},
	{"fused_conv3d", "a oneDNN fusion that Paddle's CPU inference passes write; Paddle 3 defines it only in its "
			 "onednn_op dialect, for oneDNN kernels (save the program before those passes)"},
	{"fused_matmul", "a oneDNN fusion that Paddle's CPU inference passes write; Paddle 3 defines it only in its "
			 "onednn_op dialect, for oneDNN kernels (save the program before those passes)"},
	{"fused_softplus", "a oneDNN fusion that Paddle's CPU inference passes write; Paddle 3 defines it only in its "
			   "onednn_op dialect, for oneDNN kernels (save the program before those passes)"},
	{"fused_transpose", "a oneDNN fusion that Paddle's CPU inference passes write; Paddle 3 defines it only in its "
			    "onednn_op dialect, for oneDNN kernels (save the program before those passes)"},
	{"multi_gru", "a oneDNN fusion that Paddle's CPU inference passes write; Paddle 3 defines it only in its "
		      "onednn_op dialect, for oneDNN kernels (save the program before those passes)"},
	{"quantize", "a oneDNN int8 op that Paddle's CPU quantization passes write; Paddle 3 defines it only in its "
		     "onednn_op dialect, for oneDNN kernels (save the program before those passes)"},
	{"dequantize", "a oneDNN int8 op that Paddle's CPU quantization passes write; Paddle 3 defines it only in its "
		       "onednn_op dialect, for oneDNN kernels (save the program before those passes)"},
	{"requantize", "a oneDNN int8 op that Paddle's CPU quantization passes write; Paddle 3 defines it only in its "
		       "onednn_op dialect, for oneDNN kernels (save the program before those passes)"},
	{"cross_entropy_grad2", "it reads cross_entropy2's MatchX and XShape, which the translation of cross_entropy2 "
				"(cross_entropy_with_softmax) has no value for; Paddle 3's translator has no rule for "
				"either op"},
	{"elementwise_floordiv_grad", "floor division has no gradient in Paddle (floor_divide has no backward op)"},
	{"attention_lstm_grad", "Paddle 3's op tables give attention_lstm (a CPU inference op) no backward op"},
	{"matmul_grad_grad", "the double grad of matmul (v1) is pd_op.legacy_matmul_double_grad, which Paddle 3's op "
			     "tables name but do not define"},
	{"data_norm_grad", "Paddle 3's op tables define no data_norm_grad; the summary statistics it updates are not "
			   "registered here (data_norm is)"},
	{"pylayer_grad", "its backward block is a Python PyLayer's; pir-opt translates the forward pylayer only"},
	{"sparse_batch_norm", "a paddle.sparse op; Paddle 3 has it as pd_op.batch_norm_sp_, which pir-opt does not "
			      "translate from a legacy program yet"},
	{"sparse_sync_batch_norm", "a paddle.sparse op; Paddle 3 has it as pd_op.sync_batch_norm_sp_, which pir-opt does "
				   "not translate from a legacy program yet"},
	{"sparse_reshape", "a paddle.sparse op; Paddle 3 has it as pd_op.reshape_coo_sp / reshape_csr_sp (by the tensor's "
			   "kind), which pir-opt does not translate from a legacy program yet"},
	{"sparse_slice", "a paddle.sparse op; Paddle 3 has it as pd_op.slice_coo_sp / slice_csr_sp (by the tensor's "
			 "kind), which pir-opt does not translate from a legacy program yet"},
	{"sparse_sum", "a paddle.sparse op; Paddle 3 has it as pd_op.sum_coo_sp / sum_csr_sp (by the tensor's kind), "
		       "which pir-opt does not translate from a legacy program yet"},
};

static bool translateNoMeaning(PdTranslator *T, const PdOp *op)
{
	if (pirContextGetAllowUnregistered(T->ctx))
		return pdTranslateGeneral(T, op, NULL);
	for (size_t i = 0; i < sizeof noMeaning / sizeof *noMeaning; i++)
		if (!strcmp(noMeaning[i][0], op->type))
			pdError(T, "has no PIR translation: %s", noMeaning[i][1]);
	return false;
}

static const struct {
	const char *type;
	PdOpTranslateFn fn;
} legacy[] = {
	{"flatten2", translateFlatten2},
	{"cross_entropy", translateCrossEntropy},
	{"cross_entropy2", translateCrossEntropy},
	{"cross_entropy_grad", translateCrossEntropyGrad},
	{"multiclass_nms2", translateMulticlassNms2},
	{"fused_conv2d", translateNoMeaning},
	{"fused_conv3d", translateNoMeaning},
	{"fused_matmul", translateNoMeaning},
	{"fused_softplus", translateNoMeaning},
	{"fused_transpose", translateNoMeaning},
	{"multi_gru", translateNoMeaning},
	{"quantize", translateNoMeaning},
	{"dequantize", translateNoMeaning},
	{"requantize", translateNoMeaning},
	{"cross_entropy_grad2", translateNoMeaning},
	{"elementwise_floordiv_grad", translateNoMeaning},
	{"attention_lstm_grad", translateNoMeaning},
	{"matmul_grad_grad", translateNoMeaning},
	{"pylayer_grad", translateNoMeaning},
	{"data_norm_grad", translateNoMeaning},
	{"sparse_batch_norm", translateNoMeaning},
	{"sparse_sync_batch_norm", translateNoMeaning},
	{"sparse_reshape", translateNoMeaning},
	{"sparse_slice", translateNoMeaning},
	{"sparse_sum", translateNoMeaning},
};

PdOpTranslateFn pdFindLegacyTranslator(const char *type)
{
	for (size_t i = 0; i < sizeof legacy / sizeof *legacy; i++)
		if (!strcmp(legacy[i].type, type))
			return legacy[i].fn;
	return NULL;
}
