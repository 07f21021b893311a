/* infer_fused_misc.c: inference rules of fused elementwise and layout
 * ops, from their InferMeta functions in paddle/phi/infermeta/fusion.cc:
 * add_act_xpu (AddActXPUInferMeta), fused_elemwise_activation and
 * fused_elemwise_add_activation (FusedElemwiseActivationInferMeta),
 * fusion_transpose_flatten_concat
 * (FusionTransposeFlattenConcatInferMeta), yolo_box_xpu
 * (YoloBoxXPUInferMeta) and generate_sequence_xpu
 * (GenerateSequenceXPUInferMeta). A -1 dim agrees with anything. */
#include <string.h>

#include "infer_fused.h"

/* Broadcasts a and b (right-aligned) into o; rejects at the op, naming
 * what a and b are, when two known dims differ and neither is 1. */
static bool bcast(PirOperation *op, const PirShape *a, const char *na, const PirShape *b, const char *nb, PirShape *o)
{
	if (pirInferBroadcast(a->dims, a->rank, b->dims, b->rank, o->dims, &o->rank) && o->rank <= PIR_INFER_MAX_RANK)
		return true;
	char sa[160], sb[160];
	return pirInferReject(op, -1, NULL, "%s %s and %s %s do not broadcast (aligned at the right)", na,
			      pirInferDimsStr(a->dims, a->rank, sa, sizeof sa), nb, pirInferDimsStr(b->dims, b->rank, sb, sizeof sb));
}

/* add_act_xpu(x, x_max, y, y_max): out the broadcast of x and y, of x's
 * dtype; out_max [6] of x's dtype. */
void pirInferAddActXpu(PirOperation *op, PirType **r)
{
	PirShape x, y, o;
	if (!op->numResults || !pirFusedShape(op, "x", &x) || !pirFusedShape(op, "y", &y))
		return;
	if (!pirInferCheckBroadcast(op, pirInferOperandIndex(op, "x"), &x, pirInferOperandIndex(op, "y"), &y) ||
	    !bcast(op, &x, "x", &y, "y", &o))
		return;
	int64_t six = 6;
	r[0] = pirFusedTensor(op, x.elem, o.rank, o.dims);
	if (op->numResults > 1)
		r[1] = pirFusedTensor(op, x.elem, 1, &six);
}

/* fused_elemwise_activation, fused_elemwise_add_activation(x, y)
 * (FusedElemwiseActivationInferMeta): functor_list of two names. out: x's
 * dims and dtype when y broadcasts into x (rank of x at least y's, and
 * with equal ranks no dim of x below y's), else y's; with
 * save_intermediate_out, intermediate_out out's dims for unary(binary(x,
 * y)) (the second functor elementwise_add or elementwise_mul), else y's
 * (dims only: its dtype is set only by releases since 2024). Without it
 * intermediate_out is as written. (Releases before 2024 also required
 * elementwise_add in the list of fused_elemwise_add_activation; the
 * fusion pass always puts it there.) */
void pirInferFusedElemwiseActivation(PirOperation *op, PirType **r)
{
	PirShape x, y;
	PirAttribute *fl = pirInferAttr(op, "functor_list");
	if (op->numResults < 2 || !pirFusedShape(op, "x", &x) || !pirFusedShape(op, "y", &y) || !fl || fl->kind != PIR_ATTR_ARRAY)
		return;
	if (fl->array.size != 2) {
		pirInferReject(op, -1, "functor_list", "functor_list must name 2 functors, but names %u", fl->array.size);
		return;
	}
	const char *f1 = fl->array.elems[1]->kind == PIR_ATTR_STR ? fl->array.elems[1]->text->str : "";
	bool by = x.rank >= y.rank;
	for (uint32_t i = 0; by && x.rank == y.rank && i < x.rank; i++)
		by = !(x.dims[i] < y.dims[i]); /* as Paddle compares them, -1 included */
	const PirShape *o = by ? &x : &y;
	bool compound = !strcmp(f1, "elementwise_add") || !strcmp(f1, "elementwise_mul") || !strcmp(f1, "elementwise_add_grad") ||
			!strcmp(f1, "elementwise_mul_grad");
	r[0] = pirFusedTensor(op, o->elem, o->rank, o->dims);
	if (pirInferBoolAttr(op, "save_intermediate_out", false))
		r[1] = compound ? pirFusedTensor(op, NULL, o->rank, o->dims) : pirFusedTensor(op, NULL, y.rank, y.dims);
}

/* fusion_transpose_flatten_concat(x): one or more inputs of the rank
 * trans_axis has; each transposed by trans_axis and flattened to 2-D at
 * flatten_axis; concatenated along concat_axis (0 or 1), the other dim
 * equal. out of x[0]'s dtype. */
void pirInferFusionTransposeFlattenConcat(PirOperation *op, PirType **r)
{
	uint32_t n = pirFusedVecSize(op, "x"), na;
	int ix = pirInferOperandIndex(op, "x");
	int64_t perm[PIR_INFER_MAX_RANK], out[2] = {0, 0};
	PirType *elem = NULL;
	if (!op->numResults || !pirInferOperand(op, "x"))
		return;
	if (!n) {
		pirInferReject(op, ix, NULL, "operand #%d ('x') must not be empty", ix);
		return;
	}
	int64_t fa = pirInferIntAttr(op, "flatten_axis", 1), ca = pirInferIntAttr(op, "concat_axis", 0);
	if (!pirInferIntList(op, "trans_axis", perm, PIR_INFER_MAX_RANK, &na) || (ca != 0 && ca != 1))
		return;
	for (uint32_t i = 0; i < n; i++) {
		PirShape s, t;
		if (!pirFusedVecShape(op, "x", i, &s))
			return;
		if (s.rank != na) {
			pirInferReject(op, ix, NULL, "operand #%d ('x') element %u is %u-D, but trans_axis has %u entries", ix, i, s.rank, na);
			return;
		}
		t.rank = s.rank;
		for (uint32_t d = 0; d < na; d++) {
			if (perm[d] < 0 || perm[d] >= (int64_t)s.rank)
				return;
			t.dims[d] = s.dims[perm[d]];
		}
		int64_t f[2] = {1, 1};
		for (uint32_t d = 0; d < t.rank; d++)
			f[(int64_t)d < fa ? 0 : 1] = pirInferMul(f[(int64_t)d < fa ? 0 : 1], t.dims[d]);
		if (i == 0) {
			out[0] = f[0], out[1] = f[1], elem = s.elem;
			continue;
		}
		int64_t other = 1 - ca;
		if (out[other] >= 0 && f[other] >= 0 && out[other] != f[other]) {
			pirInferReject(op, ix, NULL,
				       "operand #%d ('x') element %u, transposed and flattened, has dim %lld of %lld, but element 0 has %lld "
				       "(only the concat_axis dim may differ)",
				       ix, i, (long long)other, (long long)f[other], (long long)out[other]);
			return;
		}
		out[ca] = pirInferAdd(out[ca], f[ca]);
	}
	r[0] = pirFusedTensor(op, elem, 2, out);
}

/* yolo_box_xpu(x, x_max, grid, stride, anchor_grid): x's last dim above
 * 4. out: x[..., 0:2] broadcast with grid then stride, x[..., 2:4] with
 * anchor_grid, and x[..., 4:], concatenated on the last dim (their other
 * dims equal); x's dtype. out_max [6] of x's dtype. */
void pirInferYoloBoxXpu(PirOperation *op, PirType **r)
{
	PirShape x, g, s, a, left, mid, tmp;
	if (!op->numResults || !pirFusedShape(op, "x", &x) || !x.rank || !pirFusedShape(op, "grid", &g) ||
	    !pirFusedShape(op, "stride", &s) || !pirFusedShape(op, "anchor_grid", &a))
		return;
	uint32_t last = x.rank - 1;
	if (x.dims[last] >= 0 && x.dims[last] <= 4) {
		int ix = pirInferOperandIndex(op, "x");
		pirInferReject(op, ix, NULL, "operand #%d ('x') last dim is %lld, but must be above 4", ix, (long long)x.dims[last]);
		return;
	}
	PirShape part = x;
	part.dims[last] = 2;
	if (!bcast(op, &part, "x[..., 0:2]", &g, "grid", &tmp) || !bcast(op, &tmp, "x[..., 0:2] + grid", &s, "stride", &left) ||
	    !bcast(op, &part, "x[..., 2:4]", &a, "anchor_grid", &mid))
		return;
	if (left.rank != x.rank || mid.rank != x.rank)
		return;
	PirShape o = x;
	for (uint32_t d = 0; d < last; d++) {
		int64_t v[3] = {left.dims[d], mid.dims[d], x.dims[d]}, k = -1;
		for (int i = 0; i < 3; i++) {
			if (v[i] < 0)
				continue;
			if (k >= 0 && v[i] != k) {
				pirInferReject(op, -1, NULL, "the three parts of yolo_box_xpu's output differ in dim %u (%lld and %lld)", d,
					       (long long)k, (long long)v[i]);
				return;
			}
			k = v[i];
		}
		o.dims[d] = k;
	}
	o.dims[last] = left.dims[last] >= 0 && mid.dims[last] >= 0 && x.dims[last] >= 0
			       ? left.dims[last] + mid.dims[last] + x.dims[last] - 4
			       : -1;
	int64_t six = 6;
	r[0] = pirInferTensor(pirOperationGetContext(op), &o);
	if (op->numResults > 1)
		r[1] = pirFusedTensor(op, x.elem, 1, &six);
}

/* generate_sequence_xpu(x): out x's dims, of dtype. */
void pirInferGenerateSequenceXpu(PirOperation *op, PirType **r)
{
	PirShape x;
	if (!op->numResults || !pirFusedShape(op, "x", &x))
		return;
	x.elem = pirInferResultDataType(op, "dtype", 0);
	r[0] = pirInferTensor(pirOperationGetContext(op), &x);
}

/* fused_dropout_add(x, y, seed_tensor): out like x; seed_offset [2]
 * int64 (FusedDropoutAddInferMeta). */
void pirInferFusedDropoutAdd(PirOperation *op, PirType **r)
{
	PirValue *x = pirInferOperand(op, "x");
	int64_t two = 2;
	if (!op->numResults || !x || !pirTypeIsDenseTensor(pirValueGetType(x)))
		return;
	r[0] = pirValueGetType(x);
	if (op->numResults > 1)
		r[1] = pirFusedTensor(op, pirFusedElem(op, PIR_TYPE_I64), 1, &two);
}

/* fusion_group(inputs): one or more inputs of one shape, type 0 (only
 * elementwise fusion). outs: each of the inputs' dims, of the dtype
 * outs_dtype names by the framework's VarType number (4 float16, 5
 * float32, 6 float64; others left open) (FusionGroupInferMeta). */
void pirInferFusionGroup(PirOperation *op, PirType **r)
{
	uint32_t n = pirFusedVecSize(op, "inputs");
	int ii = pirInferOperandIndex(op, "inputs");
	PirType *w = op->numResults ? pirOperationGetResultType(op, 0) : NULL;
	if (!w || !pirInferOperand(op, "inputs"))
		return;
	if (!n) {
		pirInferReject(op, ii, NULL, "operand #%d ('inputs') must not be empty", ii);
		return;
	}
	int64_t type = pirInferIntAttr(op, "type", 0);
	if (type != 0) {
		pirInferReject(op, -1, "type", "type must be 0 (elementwise fusion), but is %lld", (long long)type);
		return;
	}
	PirShape first, s;
	if (!pirFusedVecShape(op, "inputs", 0, &first))
		return;
	for (uint32_t i = 1; i < n; i++) {
		if (!pirFusedVecShape(op, "inputs", i, &s))
			return;
		bool same = s.rank == first.rank;
		for (uint32_t d = 0; same && d < s.rank; d++)
			same = s.dims[d] < 0 || first.dims[d] < 0 || s.dims[d] == first.dims[d];
		if (!same) {
			char a[160], b[160];
			pirInferReject(op, ii, NULL, "operand #%d ('inputs') element %u is %s, but element 0 is %s: the inputs are of one shape",
				       ii, i, pirInferDimsStr(s.dims, s.rank, a, sizeof a), pirInferDimsStr(first.dims, first.rank, b, sizeof b));
			return;
		}
	}
	if (w->kind != PIR_TYPE_VECTOR || !w->vec.size || w->vec.size > 64)
		return;
	int64_t dt[64];
	uint32_t nd = 0;
	if (!pirInferIntList(op, "outs_dtype", dt, 64, &nd))
		nd = 0;
	PirType *outs[64];
	for (uint32_t j = 0; j < w->vec.size; j++) {
		PirTypeKind k = PIR_TYPE_UNDEFINED;
		if (j < nd)
			k = dt[j] == 4 ? PIR_TYPE_F16 : dt[j] == 5 ? PIR_TYPE_F32 : dt[j] == 6 ? PIR_TYPE_F64 : PIR_TYPE_UNDEFINED;
		outs[j] = pirFusedTensor(op, k == PIR_TYPE_UNDEFINED ? NULL : pirFusedElem(op, k), first.rank, first.dims);
	}
	r[0] = pirTypeGetVector(pirOperationGetContext(op), w->vec.size, outs);
}

/* blha_get_max_len: max_enc_len_this_time and max_dec_len_this_time [1]
 * int32 (BlhaGetMaxLenInferMeta). */
void pirInferBlhaGetMaxLen(PirOperation *op, PirType **r)
{
	int64_t one = 1;
	for (uint32_t i = 0; i < 2 && i < op->numResults; i++)
		r[i] = pirFusedTensor(op, pirFusedElem(op, PIR_TYPE_I32), 1, &one);
}

/* spatial_transformer_resblock_xpu(x, ..., conv_filter, ...): out [x's
 * dim 0, the first filter's dim 0, x's dims 2 and 3] of x's dtype
 * (SpatialTransformerResblockXPUInferMeta; out_max is not set). */
void pirInferSpatialTransformerResblockXpu(PirOperation *op, PirType **r)
{
	PirShape x, f;
	if (!op->numResults || !pirFusedShape(op, "x", &x) || x.rank < 4 || !pirFusedVecShape(op, "conv_filter", 0, &f) || !f.rank)
		return;
	int64_t o[4] = {x.dims[0], f.dims[0], x.dims[2], x.dims[3]};
	r[0] = pirFusedTensor(op, x.elem, 4, o);
}
