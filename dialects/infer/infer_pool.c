/* infer_pool.c: inference rules of 3-D pooling and of group normalization
 * (issue 25, share A): pool3d (PoolInferMeta over three spatial dims),
 * max_pool3d_with_index (MaxPoolWithIndexInferMeta), group_norm
 * (GroupNormInferMeta), add_group_norm_silu (AddGroupNormSiluInferMeta) and
 * the fractional max pools (FractionalMaxPoolInferMeta), each with the
 * checks its InferMeta makes. */
#include <string.h>

#include "infer_meta.h"

enum { MAXL = 16 };

static PirContext *ctxOf(PirOperation *op)
{
	return pirOperationGetContext(op);
}

static bool listAttr(PirOperation *op, const char *name, int64_t *v, uint32_t *n)
{
	if (!pirInferIntList(op, name, v, MAXL, n))
		return false;
	for (uint32_t i = 0; i < *n; i++)
		if (v[i] == PIR_INFER_UNKNOWN)
			return false;
	return true;
}

/* pool3d(x, kernel_size, strides, paddings, ceil_mode, exclusive,
 * data_format, pooling_type, global_pooling, adaptive, padding_algorithm):
 * x 5-D with three kernel sizes (x's rank minus 2), as many strides, 3 or
 * 6 paddings. Each spatial dim: 1 with global_pooling, the kernel size
 * with adaptive, else (in - k + pads) / stride + 1 (rounded up with
 * ceil_mode; SAME pads to ceil(in / stride), VALID pads nothing). */
void pirInferPool3d(PirOperation *op, PirType **r)
{
	PirShape x;
	int64_t k[MAXL], s[MAXL], p[2 * MAXL];
	uint32_t nk, ns, np;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x) || !listAttr(op, "kernel_size", k, &nk) ||
	    !listAttr(op, "strides", s, &ns) || !listAttr(op, "paddings", p, &np))
		return;
	int ix = pirInferOperandIndex(op, "x");
	if (x.rank != 4 && x.rank != 5) {
		pirInferReject(op, ix, NULL, "operand #%d ('x') must be 4-D or 5-D, but is %u-D", ix, x.rank);
		return;
	}
	if (x.rank - 2 != nk) {
		pirInferReject(op, PIR_INFER_AT(op, "kernel_size"), "kernel_size has %u entries, but a %u-D input needs %u", nk, x.rank,
			       x.rank - 2);
		return;
	}
	if (ns != nk) {
		pirInferReject(op, PIR_INFER_AT(op, "strides"), "strides has %u entries, but kernel_size %u", ns, nk);
		return;
	}
	if (np != nk && np != 2 * nk) {
		pirInferReject(op, PIR_INFER_AT(op, "paddings"), "paddings has %u entries, but must have %u or %u", np, nk, 2 * nk);
		return;
	}
	if (np == nk)
		for (int i = (int)nk - 1; i >= 0; i--)
			p[2 * i] = p[2 * i + 1] = p[i];
	const char *fmt = pirInferStrAttr(op, "data_format", "NCDHW");
	bool last = !strcmp(fmt, "NHWC") || !strcmp(fmt, "NDHWC");
	uint32_t d0 = last ? 1 : 2;
	const char *algo = pirInferStrAttr(op, "padding_algorithm", "EXPLICIT");
	bool global = pirInferBoolAttr(op, "global_pooling", false), adaptive = pirInferBoolAttr(op, "adaptive", false);
	bool ceilMode = pirInferBoolAttr(op, "ceil_mode", false);
	for (uint32_t i = 0; i < nk; i++) {
		int64_t *d = &x.dims[d0 + i];
		if (global) {
			*d = 1;
			continue;
		}
		if (adaptive) {
			*d = k[i] < 0 ? -1 : k[i];
			continue;
		}
		int64_t pb = p[2 * i], pa = p[2 * i + 1];
		if (!strcmp(algo, "SAME") && !pirInferSamePadding(*d, k[i], s[i], &pb, &pa)) {
			*d = -1;
			continue;
		}
		if (!strcmp(algo, "VALID"))
			pb = pa = 0;
		*d = pirInferPoolOutSize(*d, k[i], pb, pa, s[i], ceilMode);
	}
	r[0] = pirInferTensor(ctxOf(op), &x);
}

/* max_pool3d_with_index(x, kernel_size, strides, paddings, global_pooling,
 * adaptive, ceil_mode): x 4-D or 5-D; kernel_size (x's spatial dims with
 * global_pooling), strides and paddings of x's rank minus 2 entries. out
 * [N, C, ...]: the kernel size with adaptive, else (in - k + 2 pad) /
 * stride + 1; mask of out's dims, int32. */
void pirInferMaxPoolWithIndex(PirOperation *op, PirType **r)
{
	PirShape x;
	int64_t k[MAXL], s[MAXL], p[MAXL];
	uint32_t nk, ns, np;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x) || !listAttr(op, "kernel_size", k, &nk) ||
	    !listAttr(op, "strides", s, &ns) || !listAttr(op, "paddings", p, &np))
		return;
	int ix = pirInferOperandIndex(op, "x");
	if (x.rank != 4 && x.rank != 5) {
		pirInferReject(op, ix, NULL, "operand #%d ('x') must be 4-D or 5-D, but is %u-D", ix, x.rank);
		return;
	}
	bool global = pirInferBoolAttr(op, "global_pooling", false);
	if (global) {
		nk = x.rank - 2;
		for (uint32_t i = 0; i < nk; i++) {
			k[i] = x.dims[i + 2];
			if (i < np)
				p[i] = 0;
		}
	}
	if (x.rank - 2 != nk) {
		pirInferReject(op, PIR_INFER_AT(op, "kernel_size"), "kernel_size has %u entries, but a %u-D input needs %u", nk, x.rank,
			       x.rank - 2);
		return;
	}
	if (ns != nk || np != nk) {
		const char *bad = ns != nk ? "strides" : "paddings";
		pirInferReject(op, PIR_INFER_AT(op, bad), "%s has %u entries, but kernel_size %u", bad, ns != nk ? ns : np, nk);
		return;
	}
	bool adaptive = pirInferBoolAttr(op, "adaptive", false), ceilMode = pirInferBoolAttr(op, "ceil_mode", false);
	for (uint32_t i = 0; i < nk; i++) {
		int64_t *d = &x.dims[i + 2];
		*d = adaptive ? (k[i] < 0 ? -1 : k[i]) : pirInferPoolOutSize(*d, k[i], p[i], p[i], s[i], ceilMode);
	}
	r[0] = pirInferTensor(ctxOf(op), &x);
	if (op->numResults > 1) {
		x.elem = pirTypeGetScalar(ctxOf(op), PIR_TYPE_I32);
		r[1] = pirInferTensor(ctxOf(op), &x);
	}
}

/* The checks of group_norm and add_group_norm_silu on x, groups, scale
 * and bias; C the channels (dim 1 for "NCHW", else the last). strict:
 * made even where C is unknown (AddGroupNormSiluInferMeta compares it as
 * written), else only where C is known (GroupNormInferMeta). */
static bool groupChecks(PirOperation *op, const PirShape *x, int64_t c, int64_t groups, bool strict)
{
	int ix = pirInferOperandIndex(op, "x");
	if (x->rank < 2)
		return pirInferReject(op, ix, NULL, "operand #%d ('x') must have rank 2 or more, but is %u-D", ix, x->rank);
	if (c < 0 && !strict)
		return true;
	const char *how = c < 0 ? " (compared as written)" : "";
	if (groups < 1 || groups > c || c % groups)
		return pirInferReject(op, -1, "groups", "groups is %lld, but must be in [1, %lld] and divide the channels %lld%s",
				       (long long)groups, (long long)c, (long long)c, how);
	static const char *const names[2] = {"scale", "bias"};
	for (int i = 0; i < 2; i++) {
		PirShape s;
		if (!pirInferShapeOf(pirInferOperand(op, names[i]), &s))
			continue;
		int at = pirInferOperandIndex(op, names[i]);
		if (s.rank != 1)
			return pirInferReject(op, at, NULL, "operand #%d ('%s') must be 1-D, but is %u-D", at, names[i], s.rank);
		if (s.dims[0] != c)
			return pirInferReject(op, at, NULL, "operand #%d ('%s') has %lld entries, but x has %lld channels (compared as written)",
					       at, names[i], (long long)s.dims[0], (long long)c);
	}
	return true;
}

/* Mean and variance [N, groups]: float32 for a 16-bit x, else x's dtype. */
static PirType *statistics(PirOperation *op, const PirShape *x, int64_t groups)
{
	PirTypeKind k = x->elem->kind;
	PirShape m = {.elem = k == PIR_TYPE_F16 || k == PIR_TYPE_BF16 ? pirTypeGetScalar(ctxOf(op), PIR_TYPE_F32) : x->elem,
		      .rank = 2,
		      .dims = {x->dims[0], groups}};
	return pirInferTensor(ctxOf(op), &m);
}

/* group_norm(x, scale, bias, epsilon, groups, data_format): the checks
 * above where the channels are known; y like x (an unknown channel count
 * taken from scale or bias); mean and variance [N, groups]. */
void pirInferGroupNorm(PirOperation *op, PirType **r)
{
	PirShape x;
	if (op->numResults < 3 || !pirInferShapeOf(pirInferOperand(op, "x"), &x))
		return;
	bool first = !strcmp(pirInferStrAttr(op, "data_format", "NCHW"), "NCHW");
	int64_t groups = pirInferIntAttr(op, "groups", -1);
	if (x.rank < 1)
		return;
	uint32_t ci = first && x.rank > 1 ? 1 : x.rank - 1;
	if (!groupChecks(op, &x, x.dims[ci], groups, false))
		return;
	PirShape s;
	if (x.dims[ci] < 0 && (pirInferShapeOf(pirInferOperand(op, "scale"), &s) || pirInferShapeOf(pirInferOperand(op, "bias"), &s)) &&
	    s.rank >= 1 && s.dims[0] > 0)
		x.dims[ci] = s.dims[0];
	r[0] = pirInferTensor(ctxOf(op), &x);
	r[1] = r[2] = statistics(op, &x, groups);
}

/* add_group_norm_silu(x, residual, scale, bias, epsilon, groups,
 * data_format, activation): the checks above, compared as written; y and
 * residual_out like x; mean and variance [N, groups]. */
void pirInferAddGroupNormSilu(PirOperation *op, PirType **r)
{
	PirShape x;
	if (op->numResults < 4 || !pirInferShapeOf(pirInferOperand(op, "x"), &x) || x.rank < 1)
		return;
	bool first = !strcmp(pirInferStrAttr(op, "data_format", "NCHW"), "NCHW");
	int64_t groups = pirInferIntAttr(op, "groups", -1);
	uint32_t ci = first && x.rank > 1 ? 1 : x.rank - 1;
	if (!groupChecks(op, &x, x.dims[ci], groups, true))
		return;
	r[0] = pirInferTensor(ctxOf(op), &x);
	if (pirOperationGetResultType(op, 1)->kind != PIR_TYPE_NULL)
		r[1] = r[0];
	r[2] = r[3] = statistics(op, &x, groups);
}

/* fractional_max_pool2d, fractional_max_pool3d(x, output_size, kernel_size,
 * random_u, return_mask) (FractionalMaxPoolInferMeta): x 4-D or 5-D with
 * output_size of x's rank minus 2 entries; out and mask [N, C,
 * output_size], mask int32. */
void pirInferFractionalMaxPool(PirOperation *op, PirType **r)
{
	PirShape x;
	int64_t os[MAXL];
	uint32_t n;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x) || !listAttr(op, "output_size", os, &n))
		return;
	int ix = pirInferOperandIndex(op, "x");
	if (x.rank != 4 && x.rank != 5) {
		pirInferReject(op, ix, NULL, "operand #%d ('x') must be 4-D or 5-D, but is %u-D", ix, x.rank);
		return;
	}
	if (n != x.rank - 2) {
		pirInferReject(op, PIR_INFER_AT(op, "output_size"), "output_size has %u entries, but a %u-D input needs %u", n, x.rank,
			       x.rank - 2);
		return;
	}
	for (uint32_t i = 0; i < n; i++)
		x.dims[i + 2] = os[i] < 0 ? -1 : os[i];
	r[0] = pirInferTensor(ctxOf(op), &x);
	if (op->numResults > 1) {
		x.elem = pirTypeGetScalar(ctxOf(op), PIR_TYPE_I32);
		r[1] = pirInferTensor(ctxOf(op), &x);
	}
}
