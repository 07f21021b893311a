/* infer_nn.c: inference rules of the NN ops: matmul, reductions, softmax,
 * layer_norm, rms_norm, batch_norm, conv2d, conv3d, the transposed
 * convolutions, pool2d, top_k. */
#include <string.h>

#include "infer_meta.h"

enum { MAXR = PIR_INFER_MAX_RANK };

static PirContext *ctxOf(PirOperation *op)
{
	return pirOperationGetContext(op);
}

static PirType *unknownElem(PirOperation *op)
{
	return pirTypeGetScalar(ctxOf(op), PIR_TYPE_UNDEFINED);
}

/* matmul(x, y, transpose_x, transpose_y): [..., M, K] x [..., K, N]; a 1-D
 * x is a row [1, K] and a 1-D y a column [K, 1], whose unit dim is then
 * dropped from the result. Batch dims as Paddle's InferMeta gives them:
 * of equal ranks, broadcast; of different ranks, the batch dims of the
 * operand of higher rank, open (-1) where that one has 1 and the other
 * broadcasts it to more (the kernel's real size). int8 gives int32,
 * float8_e4m3fn float16. */
void pirInferMatmul(PirOperation *op, PirType **r)
{
	PirShape x, y, o;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x) ||
	    !pirInferShapeOf(pirInferOperand(op, "y"), &y))
		return;
	int ix = pirInferOperandIndex(op, "x"), iy = pirInferOperandIndex(op, "y");
	if (x.rank == 0 || y.rank == 0) {
		pirInferReject(op, x.rank ? iy : ix, NULL, "operand #%d must have rank 1 or more, but is 0-D",
			       x.rank ? iy : ix);
		return;
	}
	bool tx = pirInferBoolAttr(op, "transpose_x", false), ty = pirInferBoolAttr(op, "transpose_y", false);
	bool xVec = x.rank == 1, yVec = y.rank == 1;
	/* Where K is in the operands as written, for messages. */
	uint32_t kxAt = xVec ? 0 : x.rank - (tx ? 2 : 1), kyAt = yVec ? 0 : y.rank - (ty ? 1 : 2);
	if (xVec) {
		x.dims[1] = x.dims[0];
		x.dims[0] = 1;
		x.rank = 2;
		tx = false;
	}
	if (yVec) {
		y.dims[1] = 1;
		y.rank = 2;
		ty = false;
	}
	int64_t m = x.dims[x.rank - (tx ? 1 : 2)], kx = x.dims[x.rank - (tx ? 2 : 1)];
	int64_t ky = y.dims[y.rank - (ty ? 1 : 2)], n = y.dims[y.rank - (ty ? 2 : 1)];
	if (kx >= 0 && ky >= 0 && kx != ky) {
		pirInferReject(op, iy, NULL, "operand #%d dim %u is %lld, but operand #%d dim %u is %lld (transpose_x=%s, transpose_y=%s)",
			       iy, kyAt, (long long)ky, ix, kxAt, (long long)kx, pirInferBoolAttr(op, "transpose_x", false) ? "true" : "false",
			       pirInferBoolAttr(op, "transpose_y", false) ? "true" : "false");
		return;
	}
	PirShape xb = {.rank = x.rank - 2}, yb = {.rank = y.rank - 2};
	memcpy(xb.dims, x.dims, xb.rank * sizeof *xb.dims);
	memcpy(yb.dims, y.dims, yb.rank * sizeof *yb.dims);
	if (!pirInferCheckBroadcast(op, ix, &xb, iy, &yb) ||
	    !pirInferBroadcast(xb.dims, xb.rank, yb.dims, yb.rank, o.dims, &o.rank) || o.rank + 2 > MAXR)
		return;
	if (xb.rank != yb.rank) {
		const PirShape *hi = xb.rank > yb.rank ? &xb : &yb;
		for (uint32_t i = 0; i < o.rank; i++)
			o.dims[i] = hi->dims[i] == 1 && o.dims[i] != 1 ? -1 : hi->dims[i];
	}
	if (!xVec)
		o.dims[o.rank++] = m;
	if (!yVec)
		o.dims[o.rank++] = n;
	if (x.elem->kind == PIR_TYPE_I8)
		o.elem = pirTypeGetScalar(ctxOf(op), PIR_TYPE_I32);
	else if (x.elem->kind == PIR_TYPE_F8E4M3FN)
		o.elem = pirTypeGetScalar(ctxOf(op), PIR_TYPE_F16);
	else
		o.elem = x.elem == y.elem ? x.elem : unknownElem(op);
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* Reductions (sum, mean, max, min, prod...): the listed axes (all when the
 * list is empty or reduce_all is set) are dropped, or kept as 1 with
 * keepdim. sum's dtype attribute, when set, gives the result's dtype. */
void pirInferReduce(PirOperation *op, PirType **r)
{
	PirShape x, o = {.rank = 0};
	int64_t axes[MAXR];
	uint32_t na;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x))
		return;
	bool keep = pirInferBoolAttr(op, "keepdim", false);
	bool all = pirInferBoolAttr(op, "reduce_all", false), unknownAxes = false;
	bool reduce[MAXR] = {false}, lenKnown = true;
	if (!pirInferIntList(op, "axis", axes, MAXR, &na))
		unknownAxes = true, lenKnown = false, na = 0;
	else if (na == 0)
		all = true;
	for (uint32_t i = 0; i < na && !unknownAxes; i++) {
		if (axes[i] == PIR_INFER_UNKNOWN) {
			unknownAxes = !all;
			continue;
		}
		if (!x.rank)
			continue; /* a 0-D input is reduced by any axis (old programs say [0, 1]) */
		int64_t a = pirInferCheckAxis(op, "axis", axes[i], x.rank);
		if (a < 0)
			return;
		reduce[a] = true;
	}
	if (unknownAxes) {
		/* Which dims go is not known; the rank is (one dim less per
		 * entry without keepdim, as Paddle declares it). */
		if (!keep && (!lenKnown || na > x.rank))
			return;
		o.rank = keep ? x.rank : x.rank - na;
		for (uint32_t i = 0; i < o.rank; i++)
			o.dims[i] = -1;
	} else {
		for (uint32_t i = 0; i < x.rank; i++)
			if (!(all || reduce[i]))
				o.dims[o.rank++] = x.dims[i];
			else if (keep)
				o.dims[o.rank++] = 1;
	}
	o.elem = x.elem;
	PirType *dt = pirInferDataTypeAttr(op, "dtype");
	if (dt)
		o.elem = dt;
	else if (pirInferAttr(op, "dtype") && (x.elem->kind == PIR_TYPE_BOOL || x.elem->kind == PIR_TYPE_I32))
		o.elem = pirTypeGetScalar(ctxOf(op), PIR_TYPE_I64); /* sum promotes bool and int32 */
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* softmax/log_softmax(x, axis): x's type. */
void pirInferSoftmax(PirOperation *op, PirType **r)
{
	PirShape x;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x))
		return;
	if (x.rank && pirInferCheckAxis(op, "axis", pirInferIntAttr(op, "axis", -1), x.rank) < 0)
		return;
	r[0] = pirInferTensor(ctxOf(op), &x);
}

/* The statistics dtype of a normalization (result #i): x's, except that
 * for 16-bit floats Paddle 3 keeps them in float32 and older programs
 * may say x's: either, as written; float32 if neither is. */
static PirType *statElem(PirOperation *op, PirType *x, uint32_t i)
{
	if (x->kind != PIR_TYPE_F16 && x->kind != PIR_TYPE_BF16)
		return x;
	PirType *w = i < op->numResults ? pirOperationGetResultType(op, i) : NULL;
	if (w && pirTypeIsDenseTensor(w) && w->tensor.elem == x)
		return x;
	return pirTypeGetScalar(ctxOf(op), PIR_TYPE_F32);
}

/* The dtype of a float32 statistic (rms_norm's inv_var, batch_norm's
 * saved statistics): float32, or x's where written so. */
static PirType *paramElem(PirOperation *op, PirType *x, uint32_t i)
{
	PirType *w = i < op->numResults ? pirOperationGetResultType(op, i) : NULL;
	if (w && pirTypeIsDenseTensor(w) && w->tensor.elem == x)
		return x;
	return pirTypeGetScalar(ctxOf(op), PIR_TYPE_F32);
}

/* scale and bias, where given: 1-D, of `want` entries when both are known
 * (`what` says where want comes from). Rejects at the operand and returns
 * false otherwise. */
static bool checkScaleBias(PirOperation *op, int64_t want, const char *what)
{
	static const char *const params[] = {"scale", "bias"};
	for (int k = 0; k < 2; k++) {
		PirShape p;
		int ip = pirInferOperandIndex(op, params[k]);
		if (!pirInferShapeOf(pirInferOperand(op, params[k]), &p))
			continue;
		if (p.rank != 1) {
			pirInferReject(op, ip, NULL, "operand #%d ('%s') must be 1-D, but is %u-D", ip, params[k], p.rank);
			return false;
		}
		if (want >= 0 && p.dims[0] >= 0 && p.dims[0] != want) {
			pirInferReject(op, ip, NULL, "operand #%d ('%s') has %lld entries, but %s", ip, params[k],
				       (long long)p.dims[0], what);
			return false;
		}
	}
	return true;
}

/* layer_norm(x, scale, bias, begin_norm_axis): out like x; mean and
 * variance hold one entry per normalized row: 1-D (Paddle 2) or shaped
 * like x's dims before begin_norm_axis (Paddle 3). The written type tells
 * which of the two the program follows. */
void pirInferLayerNorm(PirOperation *op, PirType **r)
{
	PirShape x, s = {.rank = 1};
	if (!pirInferShapeOf(pirInferOperand(op, "x"), &x))
		return;
	if (op->numResults > 0)
		r[0] = pirInferTensor(ctxOf(op), &x);
	/* Paddle's LayerNormInferMeta: 0 < begin_norm_axis < rank (no
	 * negative axis, and at least one leading dim: a 1-D x is refused). */
	/* Paddle's LayerNormOpMaker: 0 <= epsilon <= 0.001, compared as
	 * floats (so NaN is refused). */
	float eps = (float)pirInferFloatAttr(op, "epsilon", 1e-5);
	if (!(eps >= 0.0f && eps <= 0.001f)) {
		pirInferReject(op, -1, "epsilon", "epsilon %g is out of range [0, 0.001]", (double)eps);
		return;
	}
	int64_t b = pirInferIntAttr(op, "begin_norm_axis", 1);
	if (b <= 0 || b >= (int64_t)x.rank) {
		pirInferReject(op, -1, "begin_norm_axis", "begin_norm_axis %lld is out of range [1, %u) for a %u-D operand",
			       (long long)b, x.rank, x.rank);
		return;
	}
	/* scale and bias: 1-D, one entry per normalized element (the product
	 * of x's dims from begin_norm_axis; Paddle compares it when it runs). */
	int64_t right = pirInferNumel(x.dims + b, x.rank - (uint32_t)b);
	char what[160], buf[96];
	snprintf(what, sizeof what, "x's dims from begin_norm_axis %lld (%s) hold %lld", (long long)b,
		 pirInferDimsStr(x.dims + b, x.rank - (uint32_t)b, buf, sizeof buf), (long long)right);
	if (!checkScaleBias(op, right, what))
		return;
	PirType *written = op->numResults > 1 ? pirOperationGetResultType(op, 1) : NULL;
	if (b > 1 && written && pirTypeIsDenseTensor(written) && written->tensor.rank == (uint32_t)b) {
		s.rank = (uint32_t)b;
		for (int64_t i = 0; i < b; i++)
			s.dims[i] = x.dims[i];
	} else {
		s.dims[0] = pirInferNumel(x.dims, (uint32_t)b);
	}
	for (uint32_t i = 1; i < 3 && i < op->numResults; i++) {
		s.elem = statElem(op, x.elem, i);
		r[i] = pirInferTensor(ctxOf(op), &s);
	}
}

/* rms_norm(x, bias, residual, norm_weight, norm_bias): out like x (int8
 * when quantized), residual_out like x when residual is given, inv_var
 * with x's dims before begin_norm_axis. */
void pirInferRmsNorm(PirOperation *op, PirType **r)
{
	PirShape x, s = {.rank = 0};
	if (!pirInferShapeOf(pirInferOperand(op, "x"), &x))
		return;
	PirType *xe = x.elem;
	if (pirInferFloatAttr(op, "quant_scale", -1) > 0)
		x.elem = unknownElem(op);
	if (op->numResults > 0)
		r[0] = pirInferTensor(ctxOf(op), &x);
	x.elem = xe;
	if (op->numResults > 1 && pirInferOperand(op, "residual"))
		r[1] = pirInferTensor(ctxOf(op), &x);
	int64_t b = pirInferAxis(pirInferIntAttr(op, "begin_norm_axis", 1), x.rank);
	if (b < 0 || op->numResults < 3)
		return;
	for (int64_t i = 0; i < b; i++)
		s.dims[s.rank++] = x.dims[i];
	s.elem = paramElem(op, x.elem, 2);
	r[2] = pirInferTensor(ctxOf(op), &s);
}

static bool channelsLast(PirOperation *op, const char *name)
{
	const char *f = pirInferStrAttr(op, name, "NCHW");
	return !strcmp(f, "NHWC") || !strcmp(f, "NDHWC") || !strcmp(f, "NLC");
}

/* batch_norm(x, mean, variance, scale, bias): x of rank 2 to 5, scale and
 * bias of C entries; out like x; mean_out and variance_out like mean and
 * variance; saved_mean/saved_variance [C] of x's dtype (float32 for
 * 16-bit x, or x's where written so); reserve_space 1-D. */
static void inferBatchNorm(PirOperation *op, PirType **r, bool nhwc)
{
	PirShape x, s = {.rank = 1};
	if (!pirInferShapeOf(pirInferOperand(op, "x"), &x))
		return;
	if (x.rank < 2 || x.rank > 5) {
		pirInferReject(op, pirInferOperandIndex(op, "x"), NULL, "operand #%d must have rank 2 to 5, but is %u-D",
			       pirInferOperandIndex(op, "x"), x.rank);
		return;
	}
	bool last = nhwc || channelsLast(op, "data_layout") || channelsLast(op, "data_format");
	int64_t c = x.dims[last ? x.rank - 1 : 1];
	char what[96];
	snprintf(what, sizeof what, "the input has %lld channels (%s)", (long long)c, last ? "NHWC" : "NCHW");
	if (!checkScaleBias(op, c, what))
		return;
	if (op->numResults > 0)
		r[0] = pirInferTensor(ctxOf(op), &x);
	PirValue *mean = pirInferOperand(op, "mean"), *var = pirInferOperand(op, "variance");
	if (op->numResults > 1 && mean)
		r[1] = pirValueGetType(mean);
	if (op->numResults > 2 && var)
		r[2] = pirValueGetType(var);
	s.dims[0] = c;
	/* Inference models saved by Paddle 2.5-2.6 declare these unused
	 * outputs 0-D (lit-tests/infer/nn.pir); such a type is not checked. */
	for (uint32_t i = 3; i < 5 && i < op->numResults; i++)
		if (!pirTypeIsDenseTensor(pirOperationGetResultType(op, i)) ||
		    pirOperationGetResultType(op, i)->tensor.rank != 0) {
			s.elem = statElem(op, x.elem, i);
			r[i] = pirInferTensor(ctxOf(op), &s);
		}
	/* reserve_space: 1-D; uint8 since 2024, float32 in 2023's dumps. */
	if (op->numResults > 5) {
		PirShape rs = {.elem = unknownElem(op), .rank = 1, .dims = {-1}};
		r[5] = pirInferTensor(ctxOf(op), &rs);
	}
}

void pirInferBatchNorm(PirOperation *op, PirType **r)
{
	inferBatchNorm(op, r, false);
}

/* fused_batch_norm_act (FusedBatchNormActInferMeta): BatchNormInferMeta
 * with the layout fixed to NHWC. */
void pirInferBatchNormNhwc(PirOperation *op, PirType **r)
{
	inferBatchNorm(op, r, true);
}

/* Paddings (per dim [before, after]) of a window op of n spatial dims
 * after padding_algorithm, as Paddle's UpdatePaddingAndDilation: paddings
 * of n entries are symmetric, of 2n [before, after] pairs; VALID pads
 * nothing; SAME makes the dilations 1 and pads for ceil(in / stride).
 * Shared by the conv and pool rules and the fused convolutions. */
bool pirInferWindowPaddings(PirOperation *op, uint32_t n, const int64_t *in, const int64_t *kernel, const int64_t *stride,
			    int64_t *pad, int64_t *dil)
{
	int64_t v[8];
	uint32_t m;
	if (n > 4)
		return false;
	if (!pirInferIntList(op, "paddings", v, 8, &m))
		return false;
	if (m == n) {
		for (uint32_t i = 0; i < n; i++)
			pad[2 * i] = pad[2 * i + 1] = v[i];
	} else if (m == 2 * n) {
		memcpy(pad, v, 2 * n * sizeof *pad);
	} else {
		return false;
	}
	const char *alg = pirInferStrAttr(op, "padding_algorithm", "EXPLICIT");
	if (!strcmp(alg, "VALID")) {
		memset(pad, 0, 2 * n * sizeof *pad);
	} else if (!strcmp(alg, "SAME")) {
		for (uint32_t i = 0; i < n; i++) {
			dil[i] = 1;
			if (!pirInferSamePadding(in[i], kernel[i], stride[i], &pad[2 * i], &pad[2 * i + 1]))
				pad[2 * i] = pad[2 * i + 1] = 0; /* output size will be unknown anyway */
		}
	}
	return true;
}

/* Strides, paddings (per dim [before, after]) and dilations of a window
 * op of n spatial dims (2 or 3), after padding_algorithm SAME or VALID
 * (Paddle's UpdatePaddingAndDilation): paddings of n entries are
 * symmetric, of 2n [before, after] pairs. */
static bool windowNd(PirOperation *op, uint32_t n, const int64_t *in, const int64_t *kernel, int64_t *stride,
		     int64_t *pad, int64_t *dil)
{
	int64_t v[8];
	uint32_t m;
	if (!pirInferIntList(op, "strides", v, 8, &m) || m != n)
		return false;
	for (uint32_t i = 0; i < n; i++)
		stride[i] = v[i], dil[i] = 1;
	if (pirInferAttr(op, "dilations")) {
		if (!pirInferIntList(op, "dilations", v, 8, &m) || m != n)
			return false;
		for (uint32_t i = 0; i < n; i++)
			dil[i] = v[i];
	}
	if (!pirInferWindowPaddings(op, n, in, kernel, stride, pad, dil))
		return false;
	for (uint32_t i = 0; i < n; i++) {
		if (stride[i] == PIR_INFER_UNKNOWN || dil[i] == PIR_INFER_UNKNOWN || kernel[i] == PIR_INFER_UNKNOWN)
			return false;
		if (stride[i] <= 0 || dil[i] <= 0)
			return pirInferReject(op, -1, stride[i] <= 0 ? "strides" : "dilations", "%s must be positive, but %s[%u] is %lld",
					      stride[i] <= 0 ? "strides" : "dilations", stride[i] <= 0 ? "strides" : "dilations", i,
					      (long long)(stride[i] <= 0 ? stride[i] : dil[i]));
	}
	return true;
}

static bool window2d(PirOperation *op, const int64_t *in, const int64_t *kernel, int64_t *stride, int64_t *pad,
		     int64_t *dil)
{
	return windowNd(op, 2, in, kernel, stride, pad, dil);
}

/* conv2d and conv3d (ConvInferMeta): input and filter of rank nsp + 2, the
 * filter [out_channels, in_channels/groups, k...]; input channels = filter
 * dim 1 x groups, filter dim 0 divisible by groups. */
static void inferConv(PirOperation *op, PirType **r, uint32_t nsp)
{
	PirShape x, w, o;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "input"), &x) ||
	    !pirInferShapeOf(pirInferOperand(op, "filter"), &w))
		return;
	int ix = pirInferOperandIndex(op, "input"), iw = pirInferOperandIndex(op, "filter");
	uint32_t rank = nsp + 2;
	if (x.rank != rank || w.rank != rank) {
		int at = x.rank != rank ? ix : iw;
		pirInferReject(op, at, NULL, "operand #%d ('%s') must be %u-D, but is %u-D", at,
			       x.rank != rank ? "input" : "filter", rank, x.rank != rank ? x.rank : w.rank);
		return;
	}
	bool last = channelsLast(op, "data_format");
	uint32_t ch = last ? rank - 1 : 1, s0 = last ? 1 : 2; /* the channel dim, the first spatial dim */
	int64_t groups = pirInferIntAttr(op, "groups", 1), c = x.dims[ch];
	if (groups <= 0) {
		pirInferReject(op, -1, "groups", "groups must be positive, but is %lld", (long long)groups);
		return;
	}
	if (c >= 0 && w.dims[1] >= 0 && c != pirInferMul(w.dims[1], groups)) {
		pirInferReject(op, iw, NULL,
			       "operand #%d ('filter') dim 1 is %lld, but the input has %lld channels (dim %u of operand #%d) "
			       "and groups is %lld: expected %lld",
			       iw, (long long)w.dims[1], (long long)c, ch, ix, (long long)groups,
			       c % groups ? -1LL : (long long)(c / groups));
		return;
	}
	if (w.dims[0] >= 0 && w.dims[0] % groups) {
		pirInferReject(op, iw, NULL, "operand #%d ('filter') dim 0 is %lld, which groups %lld does not divide", iw,
			       (long long)w.dims[0], (long long)groups);
		return;
	}
	int64_t stride[3], pad[6], dil[3];
	if (!windowNd(op, nsp, x.dims + s0, w.dims + 2, stride, pad, dil))
		return;
	o.rank = rank;
	o.dims[0] = x.dims[0];
	o.dims[ch] = w.dims[0];
	for (uint32_t i = 0; i < nsp; i++)
		o.dims[s0 + i] = pirInferConvOutSize(x.dims[s0 + i], w.dims[2 + i], dil[i], pad[2 * i], pad[2 * i + 1], stride[i]);
	o.elem = x.elem;
	r[0] = pirInferTensor(ctxOf(op), &o);
}

void pirInferConv2d(PirOperation *op, PirType **r)
{
	inferConv(op, r, 2);
}

void pirInferConv3d(PirOperation *op, PirType **r)
{
	inferConv(op, r, 3);
}

/* conv2d_transpose, depthwise_conv2d_transpose, conv3d_transpose(x,
 * filter): x 4-D or 5-D as long as strides plus 2, filter of x's rank
 * [in_channels, out_channels/groups, k...] with dim 0 = x's channels
 * (ConvTransposeInferMeta). Out: [N, filter dim 1 x groups, spatial...],
 * each spatial dim (in - 1)·stride - pads + dilation·(k - 1) + 1, or
 * output_size's entry when given, plus output_padding's. */
void pirInferConvTranspose(PirOperation *op, PirType **r)
{
	PirShape x, w, o;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x) ||
	    !pirInferShapeOf(pirInferOperand(op, "filter"), &w))
		return;
	int ix = pirInferOperandIndex(op, "x"), iw = pirInferOperandIndex(op, "filter");
	if (x.rank != 4 && x.rank != 5) {
		pirInferReject(op, ix, NULL, "operand #%d ('x') must be 4-D or 5-D, but is %u-D", ix, x.rank);
		return;
	}
	if (w.rank != x.rank) {
		pirInferReject(op, iw, NULL, "operand #%d ('filter') is %u-D, but operand #%d ('x') is %u-D", iw, w.rank, ix,
			       x.rank);
		return;
	}
	uint32_t n = x.rank - 2;
	int64_t v[8];
	uint32_t m;
	if (pirInferIntList(op, "strides", v, 8, &m) && m != n) {
		pirInferReject(op, -1, "strides", "strides has %u entries, but the %u-D input has %u spatial dims", m, x.rank, n);
		return;
	}
	bool last = channelsLast(op, "data_format");
	int64_t groups = pirInferIntAttr(op, "groups", 1), c = x.dims[last ? x.rank - 1 : 1];
	if (c >= 0 && w.dims[0] >= 0 && c != w.dims[0]) {
		pirInferReject(op, iw, NULL, "operand #%d ('filter') dim 0 is %lld, but the input has %lld channels (dim %u of operand #%d)",
			       iw, (long long)w.dims[0], (long long)c, last ? x.rank - 1 : 1, ix);
		return;
	}
	uint32_t s0 = last ? 1 : 2;
	int64_t stride[3], pad[6], dil[3], size[8], opad[8];
	uint32_t nsize = 0, nopad = 0;
	if (!windowNd(op, n, x.dims + s0, w.dims + 2, stride, pad, dil))
		return;
	if (!pirInferIntList(op, "output_size", size, 8, &nsize) || !pirInferIntList(op, "output_padding", opad, 8, &nopad))
		return;
	if ((nsize && nsize != n) || (nopad && nopad != n)) {
		const char *what = nsize && nsize != n ? "output_size" : "output_padding";
		pirInferReject(op, PIR_INFER_AT(op, what), "%s has %u entries, but strides has %u", what,
			       nsize && nsize != n ? nsize : nopad, n);
		return;
	}
	o.rank = x.rank;
	o.dims[0] = x.dims[0];
	o.dims[last ? x.rank - 1 : 1] = pirInferMul(w.dims[1], groups);
	for (uint32_t i = 0; i < n; i++) {
		int64_t in = x.dims[s0 + i], k = w.dims[2 + i], d = -1;
		if (nsize) {
			d = size[i] == PIR_INFER_UNKNOWN || size[i] < 0 ? -1 : size[i];
		} else if (in > 0 && k >= 0) {
			/* (in - 1)·stride + dilation·(k - 1) + 1 - pads, overflow-checked */
			int64_t grown = pirInferAdd(pirInferMul(in - 1, stride[i]), pirInferAdd(pirInferMul(dil[i], k - 1 < 0 ? 0 : k - 1), 1));
			d = grown < 0 || k < 1 ? -1 : grown - pad[2 * i] - pad[2 * i + 1];
			if (d >= 0 && nopad)
				d = opad[i] == PIR_INFER_UNKNOWN ? -1 : pirInferAdd(d, opad[i]);
			if (d < 0)
				d = -1;
		}
		o.dims[s0 + i] = d;
	}
	o.elem = x.elem;
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* pool2d(x, kernel_size): global pooling gives 1x1, adaptive pooling the
 * kernel size, else the window formula (ceil_mode rounds up); a second
 * result (max_pool2d_with_index's mask) has out's dims, int32. */
void pirInferPool2d(PirOperation *op, PirType **r)
{
	PirShape x;
	int64_t k[8];
	uint32_t nk;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x) || x.rank != 4 ||
	    !pirInferIntList(op, "kernel_size", k, 8, &nk))
		return;
	if (nk == 1)
		k[1] = k[0];
	else if (nk != 2)
		return;
	bool last = channelsLast(op, "data_format");
	uint32_t hi = last ? 1 : 2;
	int64_t *sp = &x.dims[hi];
	if (pirInferBoolAttr(op, "global_pooling", false)) {
		sp[0] = sp[1] = 1;
	} else if (pirInferBoolAttr(op, "adaptive", false)) {
		sp[0] = k[0] < 0 ? -1 : k[0];
		sp[1] = k[1] < 0 ? -1 : k[1];
	} else {
		int64_t stride[2], pad[4], dil[2];
		if (!window2d(op, sp, k, stride, pad, dil))
			return;
		bool ceilMode = pirInferBoolAttr(op, "ceil_mode", false);
		for (int i = 0; i < 2; i++)
			sp[i] = pirInferPoolOutSize(sp[i], k[i], pad[2 * i], pad[2 * i + 1], stride[i], ceilMode);
	}
	r[0] = pirInferTensor(ctxOf(op), &x);
	/* max_pool2d_with_index's mask: the output's dims, int32
	 * (MaxPoolWithIndexInferMeta). */
	if (op->numResults > 1) {
		x.elem = pirTypeGetScalar(ctxOf(op), PIR_TYPE_I32);
		r[1] = pirInferTensor(ctxOf(op), &x);
	}
}

/* top_k(x, k, axis): out and indices (int64) with axis cut to k. */
void pirInferTopK(PirOperation *op, PirType **r)
{
	PirShape x;
	int64_t k[1];
	uint32_t n;
	if (!pirInferShapeOf(pirInferOperand(op, "x"), &x))
		return;
	if (x.rank) {
		int64_t a = pirInferAxis(pirInferIntAttr(op, "axis", -1), x.rank);
		if (a < 0)
			return;
		x.dims[a] = pirInferIntList(op, "k", k, 1, &n) && n == 1 && k[0] >= 0 ? k[0] : -1;
	}
	if (op->numResults > 0)
		r[0] = pirInferTensor(ctxOf(op), &x);
	x.elem = pirTypeGetScalar(ctxOf(op), PIR_TYPE_I64);
	if (op->numResults > 1)
		r[1] = pirInferTensor(ctxOf(op), &x);
}

/* top_p_sampling(x, ps, threshold, topp_seed, k): one sample per row of
 * x (its dim 0): out [rows, 1] of x's dtype, ids [rows, 1] int64; with
 * k > 0, topk_scores [rows, k] of x's dtype and topk_ids [rows, k] int64
 * (with k <= 0 Paddle leaves them unset: not inferred). Paddle's `mode`
 * check is not made: its default ("truncate") and the values its
 * InferMeta accepts ("truncated", "non-truncated") differ between
 * releases. */
void pirInferTopPSampling(PirOperation *op, PirType **r)
{
	PirShape x, o = {.rank = 2};
	if (!pirInferShapeOf(pirInferOperand(op, "x"), &x))
		return;
	if (x.rank == 0) {
		pirInferReject(op, pirInferOperandIndex(op, "x"), NULL,
			       "operand #%d ('x') must have rank 1 or more (one row per sample), but is 0-D",
			       pirInferOperandIndex(op, "x"));
		return;
	}
	PirType *i64 = pirTypeGetScalar(ctxOf(op), PIR_TYPE_I64);
	int64_t k = pirInferIntAttr(op, "k", 0);
	o.dims[0] = x.dims[0];
	for (uint32_t i = 0; i < 4 && i < op->numResults; i++) {
		if (i >= 2 && k <= 0)
			break;
		o.dims[1] = i < 2 ? 1 : k;
		o.elem = i % 2 ? i64 : x.elem;
		r[i] = pirInferTensor(ctxOf(op), &o);
	}
}

/* cross_entropy_with_softmax(input, label, axis): softmax like input; loss
 * like input with the axis dim 1. */
void pirInferCrossEntropy(PirOperation *op, PirType **r)
{
	PirShape x;
	if (!pirInferShapeOf(pirInferOperand(op, "input"), &x) || x.rank == 0)
		return;
	int64_t a = pirInferAxis(pirInferIntAttr(op, "axis", -1), x.rank);
	if (a < 0)
		return;
	if (op->numResults > 0)
		r[0] = pirInferTensor(ctxOf(op), &x);
	x.dims[a] = 1;
	if (op->numResults > 1)
		r[1] = pirInferTensor(ctxOf(op), &x);
}

/* cross_entropy_with_softmax_grad(label, softmax, loss_grad): the input's
 * gradient has the softmax's type (the softmax has the input's). */
void pirInferCrossEntropyGrad(PirOperation *op, PirType **r)
{
	PirValue *s = pirInferOperand(op, "softmax");
	if (op->numResults && s && pirTypeIsDenseTensor(pirValueGetType(s)))
		r[0] = pirValueGetType(s);
}

/* lrn(x, n, ...) (LrnInferMeta): x 4-D, n positive and odd; out and
 * mid_out of x's type. */
void pirInferLrn(PirOperation *op, PirType **r)
{
	PirValue *v = pirInferOperand(op, "x");
	PirShape x;
	if (!op->numResults || !pirInferShapeOf(v, &x))
		return;
	int ix = pirInferOperandIndex(op, "x");
	if (x.rank != 4) {
		pirInferReject(op, ix, NULL, "operand #%d ('x') must be 4-D, but is %u-D", ix, x.rank);
		return;
	}
	int64_t n = pirInferIntAttr(op, "n", 5);
	if (n <= 0 || n % 2 != 1) {
		pirInferReject(op, -1, "n", "n must be positive and odd, but is %lld", (long long)n);
		return;
	}
	for (uint32_t i = 0; i < op->numResults && i < 2; i++)
		r[i] = pirValueGetType(v);
}
