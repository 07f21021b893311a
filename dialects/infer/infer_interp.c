/* infer_interp.c: the inference rule of the interpolation ops
 * (linear_interp, bilinear_interp, bicubic_interp, nearest_interp,
 * trilinear_interp), after Paddle's InterpolateInferMeta. */
#include <string.h>

#include "infer_meta.h"

/* The interp_method values Paddle accepts for n spatial dims (1 to 3). */
static bool methodFits(const char *m, uint32_t n)
{
	if (n == 1)
		return !strcmp(m, "linear");
	if (n == 2)
		return !strcmp(m, "bilinear") || !strcmp(m, "nearest") || !strcmp(m, "bicubic");
	return !strcmp(m, "nearest") || !strcmp(m, "trilinear");
}

/* Entry i of the float list attribute `scale`; false when absent or not a
 * number. */
static bool scaleEntry(PirOperation *op, uint32_t i, double *out)
{
	PirAttribute *a = pirInferAttr(op, "scale");
	if (!a || a->kind != PIR_ATTR_ARRAY || i >= a->array.size)
		return false;
	PirAttribute *e = a->array.elems[i];
	if (e->kind == PIR_ATTR_FLOAT)
		*out = e->f;
	else if (e->kind == PIR_ATTR_DOUBLE)
		*out = e->d;
	else if (e->kind == PIR_ATTR_INT32 || e->kind == PIR_ATTR_INT64)
		*out = (double)e->i;
	else
		return false;
	return true;
}

static uint32_t scaleCount(PirOperation *op)
{
	PirAttribute *a = pirInferAttr(op, "scale");
	return a && a->kind == PIR_ATTR_ARRAY ? a->array.size : 0;
}

/* x of rank 3, 4 or 5 (n = rank - 2 spatial dims), no dim 0; out has x's
 * dtype, its batch and channel dims, and spatial dims from, in Paddle's
 * order: size_tensor (n scalars, read when the kernel runs: open here),
 * scale_tensor (1-D, 1 or n entries: open), the scale attribute (each
 * entry positive; dim x scale rounded down, open when not positive),
 * else out_d/out_h/out_w (open when not positive). An out_size operand
 * (1-D, n entries) replaces the size when the kernel runs: open. Only the
 * layouts NCHW and NHWC are read (Paddle's Python API writes no other). */
void pirInferInterp(PirOperation *op, PirType **r)
{
	PirShape x, o;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x))
		return;
	int ix = pirInferOperandIndex(op, "x");
	if (x.rank < 3 || x.rank > 5) {
		pirInferReject(op, ix, NULL, "operand #%d ('x') must be 3-D, 4-D or 5-D, but is %u-D", ix, x.rank);
		return;
	}
	uint32_t n = x.rank - 2;
	/* Only when written: pir-opt's default ("bilinear") must not refuse
	 * a program that leaves it out. */
	PirAttribute *m = pirOperationGetAttr(op, "interp_method");
	if (m && m->kind == PIR_ATTR_STR && !methodFits(m->text->str, n)) {
		pirInferReject(op, -1, "interp_method", "interp_method \"%s\" cannot interpolate a %u-D operand (%s)",
			       m->text->str, x.rank,
			       n == 1 ? "\"linear\"" : n == 2 ? "\"bilinear\", \"nearest\" or \"bicubic\"" : "\"nearest\" or \"trilinear\"");
		return;
	}
	for (uint32_t i = 0; i < x.rank; i++)
		if (x.dims[i] == 0) {
			pirInferReject(op, ix, NULL, "operand #%d ('x') dim %u is 0, but interpolation needs every dim positive", ix, i);
			return;
		}
	const char *layout = pirInferStrAttr(op, "data_format", pirInferStrAttr(op, "data_layout", "NCHW"));
	bool last = !strcmp(layout, "NHWC");
	if (!last && strcmp(layout, "NCHW"))
		return;
	int64_t sp[3] = {-1, -1, -1};
	const int64_t *in = x.dims + (last ? 1 : 2);
	PirValue *st = pirInferOperand(op, "size_tensor"), *sc = pirInferOperand(op, "scale_tensor");
	PirValue *os = pirInferOperand(op, "out_size");
	PirShape s;
	if (st && pirValueGetType(st)->kind == PIR_TYPE_VECTOR && pirValueGetType(st)->vec.size) {
		uint32_t k = pirValueGetType(st)->vec.size;
		if (k != n) {
			int is = pirInferOperandIndex(op, "size_tensor");
			pirInferReject(op, is, NULL, "operand #%d ('size_tensor') has %u entries, but the %u-D input has %u spatial dims",
				       is, k, x.rank, n);
			return;
		}
	} else if (sc) {
		int is = pirInferOperandIndex(op, "scale_tensor");
		if (pirInferShapeOf(sc, &s) && s.rank != 1) {
			pirInferReject(op, is, NULL, "operand #%d ('scale_tensor') must be 1-D, but is %u-D", is, s.rank);
			return;
		}
		if (pirInferShapeOf(sc, &s) && s.dims[0] >= 0 && s.dims[0] != 1 && s.dims[0] != (int64_t)n) {
			if (n == 1)
				pirInferReject(op, is, NULL, "operand #%d ('scale_tensor') has %lld entries, but must have 1", is,
					       (long long)s.dims[0]);
			else
				pirInferReject(op, is, NULL, "operand #%d ('scale_tensor') has %lld entries, but must have 1 or %u", is,
					       (long long)s.dims[0], n);
			return;
		}
	} else if (scaleCount(op) > 0) {
		for (uint32_t i = 0; i < n; i++) {
			double f;
			if (!scaleEntry(op, i, &f))
				return; /* fewer entries than spatial dims: Paddle reads past them */
			if (!(f > 0)) {
				pirInferReject(op, -1, "scale", "scale[%u] is %g, but must be positive", i, f);
				return;
			}
			/* Paddle: static_cast<int>(dim * scale), in float */
			float p = (float)in[i] * (float)f;
			sp[i] = in[i] > 0 && p >= 1 && p < 2147483648.0f ? (int64_t)p : -1;
		}
	} else {
		static const char *const names[3][3] = {{"out_w"}, {"out_h", "out_w"}, {"out_d", "out_h", "out_w"}};
		for (uint32_t i = 0; i < n; i++) {
			int64_t v = pirInferIntAttr(op, names[n - 1][i], -1);
			sp[i] = v > 0 ? v : -1;
		}
	}
	if (os) {
		int io = pirInferOperandIndex(op, "out_size");
		if (pirInferShapeOf(os, &s) && (s.rank != 1 || (s.dims[0] >= 0 && s.dims[0] != (int64_t)n))) {
			char buf[64];
			pirInferReject(op, io, NULL, "operand #%d ('out_size') must be [%u] (one size per spatial dim), but is %s", io, n,
				       pirInferDimsStr(s.dims, s.rank, buf, sizeof buf));
			return;
		}
		sp[0] = sp[1] = sp[2] = -1;
	}
	o.elem = x.elem;
	o.rank = x.rank;
	o.dims[0] = x.dims[0];
	o.dims[last ? x.rank - 1 : 1] = x.dims[last ? x.rank - 1 : 1];
	for (uint32_t i = 0; i < n; i++)
		o.dims[(last ? 1 : 2) + i] = sp[i];
	r[0] = pirInferTensor(pirOperationGetContext(op), &o);
}
