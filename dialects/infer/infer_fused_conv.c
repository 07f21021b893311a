/* infer_fused_conv.c: inference rules of the fused convolution and
 * normalization ops of Paddle's XPU and cuDNN fusion passes, from their
 * InferMeta functions in paddle/phi/infermeta/fusion.cc: conv1d_xpu,
 * conv2d_xpu (Conv1dXPUInferMeta, Conv2dXPUInferMeta), conv2d_transpose_xpu
 * (ConvTransposeXPUInferMeta), bn_act_xpu, fused_scale_bias_relu_conv_bn,
 * fused_scale_bias_add_relu, fused_dconv_drelu_dbn and
 * squeeze_excitation_block. A -1 dim agrees with anything. */
#include <string.h>

#include "infer_fused.h"

enum { MAXSP = 3 };

/* Paddings of n spatial dims after padding_algorithm
 * (pirInferWindowPaddings), each known. */
static bool padsFor(PirOperation *op, uint32_t n, const int64_t *in, const int64_t *kernel, const int64_t *stride,
		    int64_t *pad, int64_t *dil)
{
	if (!pirInferWindowPaddings(op, n, in, kernel, stride, pad, dil))
		return false;
	for (uint32_t i = 0; i < 2 * n; i++)
		if (pad[i] == PIR_INFER_UNKNOWN)
			return false;
	return true;
}

/* An int list attribute of n entries, each positive (else rejected). */
static bool positiveList(PirOperation *op, const char *name, uint32_t n, int64_t *out, bool *bad)
{
	uint32_t m;
	*bad = false;
	if (!pirInferIntList(op, name, out, MAXSP, &m) || m != n)
		return false;
	for (uint32_t i = 0; i < n; i++) {
		if (out[i] == PIR_INFER_UNKNOWN)
			return false;
		if (out[i] <= 0) {
			*bad = true;
			return pirInferReject(op, -1, name, "%s must be positive, but %s[%u] is %lld", name, name, i, (long long)out[i]);
		}
	}
	return true;
}

/* The channel checks of a convolution: input channels c = filter dim 1 x
 * groups, filter dim 0 divisible by groups. */
static bool convChannels(PirOperation *op, const char *xn, int64_t c, const char *wn, const PirShape *w, int64_t groups)
{
	int iw = pirInferOperandIndex(op, wn);
	if (groups <= 0)
		return pirInferReject(op, -1, "groups", "groups must be positive, but is %lld", (long long)groups);
	if (c >= 0 && w->dims[1] >= 0 && c != pirInferMul(w->dims[1], groups))
		return pirInferReject(op, iw, NULL,
				      "operand #%d ('%s') dim 1 is %lld, but operand #%d ('%s') has %lld channels and groups is %lld",
				      iw, wn, (long long)w->dims[1], pirInferOperandIndex(op, xn), xn, (long long)c, (long long)groups);
	if (w->dims[0] >= 0 && w->dims[0] % groups)
		return pirInferReject(op, iw, NULL, "operand #%d ('%s') dim 0 is %lld, which groups %lld does not divide", iw, wn,
				      (long long)w->dims[0], (long long)groups);
	return true;
}

/* The [6] max tensor of the XPU ops (its dtype set or not by Paddle). */
static PirType *maxTensor(PirOperation *op, PirType *elem)
{
	int64_t six = 6;
	return pirFusedTensor(op, elem, 1, &six);
}

/* conv2d_xpu(x, x_max, filter, ...): x and filter 4-D, strides of 2
 * entries, dilations positive, the channel checks. out [N, filter dim 0,
 * H', W'] of out_dtype; out_max [6]. */
void pirInferConv2dXpu(PirOperation *op, PirType **r)
{
	PirShape x, w;
	if (!op->numResults || !pirFusedShape(op, "x", &x) || !pirFusedShape(op, "filter", &w))
		return;
	if (!pirFusedRank(op, "x", &x, 4, NULL) || !pirFusedRank(op, "filter", &w, 4, NULL))
		return;
	int64_t stride[MAXSP], dil[MAXSP], pad[2 * MAXSP];
	uint32_t m;
	bool bad;
	if (pirInferIntList(op, "strides", stride, MAXSP, &m) && m != 2) {
		pirInferReject(op, -1, "strides", "strides has %u entries, but the 4-D input has 2 spatial dims", m);
		return;
	}
	if (!positiveList(op, "dilations", 2, dil, &bad) ||
	    !convChannels(op, "x", x.dims[1], "filter", &w, pirInferIntAttr(op, "groups", 1)) ||
	    !pirInferIntList(op, "strides", stride, MAXSP, &m) || m != 2 || stride[0] <= 0 || stride[1] <= 0 ||
	    !padsFor(op, 2, x.dims + 2, w.dims + 2, stride, pad, dil))
		return;
	int64_t o[4] = {x.dims[0], w.dims[0]};
	for (int i = 0; i < 2; i++)
		o[2 + i] = pirInferConvOutSize(x.dims[2 + i], w.dims[2 + i], dil[i], pad[2 * i], pad[2 * i + 1], stride[i]);
	r[0] = pirFusedTensor(op, pirInferResultDataType(op, "out_dtype", 0), 4, o);
	if (op->numResults > 1)
		r[1] = maxTensor(op, NULL);
}

/* conv1d_xpu(x, x_max, filter, ...): x and filter 3-D, dilations (one
 * number) positive, the channel checks; paddings [before, after] as
 * given. out [N, filter dim 0, L'] of x's dtype; out_max [6]. */
void pirInferConv1dXpu(PirOperation *op, PirType **r)
{
	PirShape x, w;
	if (!op->numResults || !pirFusedShape(op, "x", &x) || !pirFusedShape(op, "filter", &w))
		return;
	if (!pirFusedRank(op, "x", &x, 3, NULL) || !pirFusedRank(op, "filter", &w, 3, NULL))
		return;
	int64_t dil = pirInferIntAttr(op, "dilations", 1), stride = pirInferIntAttr(op, "strides", 1), pad[2 * MAXSP];
	uint32_t m;
	if (dil <= 0) {
		pirInferReject(op, -1, "dilations", "dilations must be positive, but is %lld", (long long)dil);
		return;
	}
	if (!convChannels(op, "x", x.dims[1], "filter", &w, pirInferIntAttr(op, "groups", 1)))
		return;
	if (!pirInferIntList(op, "paddings", pad, 2 * MAXSP, &m) || m < 2 || pad[0] == PIR_INFER_UNKNOWN ||
	    pad[1] == PIR_INFER_UNKNOWN)
		return;
	int64_t o[3] = {x.dims[0], w.dims[0], pirInferConvOutSize(x.dims[2], w.dims[2], dil, pad[0], pad[1], stride)};
	r[0] = pirFusedTensor(op, x.elem, 3, o);
	if (op->numResults > 1)
		r[1] = maxTensor(op, NULL);
}

/* conv2d_transpose_xpu(x, x_max, filter, ...): x and filter 4-D, strides
 * positive and of 2 entries, output_size and output_padding empty or of
 * 2 entries, the input channels (dim 1, or 3 for NHWC) filter's dim 0.
 * out [N, filter dim 1 x groups, H', W'] (channels last for NHWC), each
 * spatial dim output_size's entry, or (in - 1) stride - pads + dilation
 * (k - 1) + 1 plus output_padding's (-1 when in is not positive); x's
 * dtype; out_max [6]. */
void pirInferConv2dTransposeXpu(PirOperation *op, PirType **r)
{
	PirShape x, w;
	if (!op->numResults || !pirFusedShape(op, "x", &x) || !pirFusedShape(op, "filter", &w))
		return;
	if (!pirFusedRank(op, "x", &x, 4, NULL) || !pirFusedRank(op, "filter", &w, 4, NULL))
		return;
	int64_t stride[MAXSP], dil[MAXSP], pad[2 * MAXSP], size[MAXSP], opad[MAXSP];
	uint32_t ns, nsize = 0, nopad = 0, nd;
	if (!pirInferIntList(op, "strides", stride, MAXSP, &ns))
		return;
	for (uint32_t i = 0; i < ns; i++)
		if (stride[i] != PIR_INFER_UNKNOWN && stride[i] <= 0) {
			pirInferReject(op, -1, "strides", "strides must be positive, but strides[%u] is %lld", i, (long long)stride[i]);
			return;
		}
	if (ns != 2) {
		pirInferReject(op, -1, "strides", "strides has %u entries, but the 4-D input has 2 spatial dims", ns);
		return;
	}
	if (!pirInferIntList(op, "output_size", size, MAXSP, &nsize) || !pirInferIntList(op, "output_padding", opad, MAXSP, &nopad))
		return;
	if ((nsize && nsize != 2) || (nopad && nopad != 2)) {
		const char *what = nsize && nsize != 2 ? "output_size" : "output_padding";
		pirInferReject(op, PIR_INFER_AT(op, what), "%s has %u entries, but strides has 2", what, nsize && nsize != 2 ? nsize : nopad);
		return;
	}
	bool last = !strcmp(pirInferStrAttr(op, "data_format", "NCHW"), "NHWC");
	int64_t c = x.dims[last ? 3 : 1], groups = pirInferIntAttr(op, "groups", 1);
	if (!pirFusedDim(op, "filter", &w, 0, c, last ? "x's channels (dim 3, NHWC)" : "x's channels (dim 1)"))
		return;
	const int64_t *in = x.dims + (last ? 1 : 2);
	if (!pirInferIntList(op, "dilations", dil, MAXSP, &nd) || nd != 2 || dil[0] == PIR_INFER_UNKNOWN ||
	    dil[1] == PIR_INFER_UNKNOWN || stride[0] == PIR_INFER_UNKNOWN || stride[1] == PIR_INFER_UNKNOWN ||
	    !padsFor(op, 2, in, w.dims + 2, stride, pad, dil))
		return;
	int64_t o[4] = {x.dims[0]}, ch = pirInferMul(w.dims[1], groups);
	uint32_t s0 = last ? 1 : 2;
	o[last ? 3 : 1] = ch;
	for (uint32_t i = 0; i < 2; i++) {
		int64_t e = -1;
		if (nsize)
			e = size[i] == PIR_INFER_UNKNOWN ? -1 : size[i];
		else if (in[i] > 0 && w.dims[2 + i] >= 0) {
			e = (in[i] - 1) * stride[i] - pad[2 * i] - pad[2 * i + 1] + dil[i] * (w.dims[2 + i] - 1) + 1;
			if (nopad)
				e = opad[i] == PIR_INFER_UNKNOWN ? -1 : e + opad[i];
		}
		o[s0 + i] = e;
	}
	r[0] = pirFusedTensor(op, x.elem, 4, o);
	if (op->numResults > 1)
		r[1] = maxTensor(op, NULL);
}

/* bn_act_xpu(x, mean, variance, scale, bias): every dim of x -1 or
 * positive, x of rank 2 to 5, scale and bias 1-D of C entries (x's dim 1
 * for NCHW, its last dim else). out like x. */
void pirInferBnActXpu(PirOperation *op, PirType **r)
{
	PirShape x, s;
	if (!op->numResults || !pirFusedShape(op, "x", &x))
		return;
	int ix = pirInferOperandIndex(op, "x");
	for (uint32_t i = 0; i < x.rank; i++)
		if (x.dims[i] == 0) {
			pirInferReject(op, ix, NULL, "operand #%d ('x') dim %u is 0, but each dim must be -1 or positive", ix, i);
			return;
		}
	if (!pirFusedRankIn(op, "x", &x, 2, 5))
		return;
	bool nchw = !strcmp(pirInferStrAttr(op, "data_format", "NCHW"), "NCHW");
	int64_t c = x.dims[nchw ? 1 : x.rank - 1];
	const char *names[] = {"scale", "bias"};
	for (int i = 0; i < 2; i++)
		if (pirFusedShape(op, names[i], &s) &&
		    (!pirFusedRank(op, names[i], &s, 1, NULL) || !pirFusedDim(op, names[i], &s, 0, c, "x's channel count")))
			return;
	r[0] = pirValueGetType(pirInferOperand(op, "x"));
}

/* fused_scale_bias_relu_conv_bn(x, w, ...): x and w 4-D, data_format
 * NHWC, groups 1, dilations positive, x's channels (dim 3) w's dim 1.
 * out [N, H', W', w's dim 0]; the six statistics [w's dim 0] (dims only:
 * the dtypes stay as written). */
void pirInferFusedScaleBiasReluConvBn(PirOperation *op, PirType **r)
{
	PirShape x, w;
	if (op->numResults < 7 || !pirFusedShape(op, "x", &x) || !pirFusedShape(op, "w", &w))
		return;
	if (!pirFusedRank(op, "x", &x, 4, NULL) || !pirFusedRank(op, "w", &w, 4, NULL))
		return;
	const char *fmt = pirInferStrAttr(op, "data_format", "NHWC");
	int64_t groups = pirInferIntAttr(op, "groups", 1);
	if (strcmp(fmt, "NHWC")) {
		pirInferReject(op, -1, "data_format", "data_format must be \"NHWC\", but is \"%s\"", fmt);
		return;
	}
	if (groups != 1) {
		pirInferReject(op, -1, "groups", "groups must be 1, but is %lld", (long long)groups);
		return;
	}
	int64_t stride[MAXSP], dil[MAXSP], pad[2 * MAXSP];
	uint32_t m;
	bool bad;
	if (!positiveList(op, "dilations", 2, dil, &bad) || !pirFusedDim(op, "w", &w, 1, x.dims[3], "x's channels (dim 3)") ||
	    !pirInferIntList(op, "strides", stride, MAXSP, &m) || m != 2 || stride[0] <= 0 || stride[1] <= 0 ||
	    !padsFor(op, 2, x.dims + 1, w.dims + 2, stride, pad, dil))
		return;
	int64_t o[4] = {x.dims[0], 0, 0, w.dims[0]};
	for (int i = 0; i < 2; i++)
		o[1 + i] = pirInferConvOutSize(x.dims[1 + i], w.dims[2 + i], dil[i], pad[2 * i], pad[2 * i + 1], stride[i]);
	r[0] = pirFusedTensor(op, NULL, 4, o);
	for (int i = 1; i < 7; i++)
		r[i] = pirFusedTensor(op, NULL, 1, &w.dims[0]);
}

/* fused_scale_bias_add_relu(x1, scale1, bias1, x2, scale2, bias2): with
 * fuse_dual, scale2 and bias2 are given. out like x1. */
void pirInferFusedScaleBiasAddRelu(PirOperation *op, PirType **r)
{
	PirValue *x = pirInferOperand(op, "x1");
	if (!op->numResults || !x)
		return;
	if (pirInferBoolAttr(op, "fuse_dual", false) && (!pirInferOperand(op, "scale2") || !pirInferOperand(op, "bias2"))) {
		pirInferReject(op, -1, "fuse_dual", "scale2 and bias2 must be given with fuse_dual");
		return;
	}
	if (pirTypeIsDenseTensor(pirValueGetType(x)))
		r[0] = pirValueGetType(x);
}

/* A check of fused_dconv_drelu_dbn: the operands `need` must be given. */
static bool given(PirOperation *op, const char *const *names, int n, const char *when)
{
	for (int i = 0; i < n; i++)
		if (!pirInferOperand(op, names[i]))
			return pirInferReject(op, -1, NULL, "operand '%s' must be given %s", names[i], when);
	return true;
}

/* fused_dconv_drelu_dbn: data_format NHWC, groups 1, not both
 * fuse_shortcut and fuse_dual, and the operands each mode needs.
 * grad_weight like weight; grad_bn1_input, grad_bn1_gamma, grad_bn1_beta
 * like bn1_input, bn1_gamma, bn1_beta, and so are grad_bn2_* (Paddle types
 * them from bn1's too). */
void pirInferFusedDconvDreluDbn(PirOperation *op, PirType **r)
{
	const char *fmt = pirInferStrAttr(op, "data_format", "NHWC");
	int64_t groups = pirInferIntAttr(op, "groups", 1);
	bool shortcut = pirInferBoolAttr(op, "fuse_shortcut", false), dual = pirInferBoolAttr(op, "fuse_dual", false);
	if (op->numResults < 4)
		return;
	if (strcmp(fmt, "NHWC")) {
		pirInferReject(op, -1, "data_format", "data_format must be \"NHWC\", but is \"%s\"", fmt);
		return;
	}
	if (groups != 1) {
		pirInferReject(op, -1, "groups", "groups must be 1, but is %lld", (long long)groups);
		return;
	}
	if (shortcut && dual) {
		pirInferReject(op, -1, "fuse_dual", "fuse_shortcut and fuse_dual may not both be set");
		return;
	}
	static const char *const add[] = {"grad_output_add"}, *const res[] = {"residual_input"}, *const conv[] = {"conv_input"},
				 *const eq[] = {"bn1_eqscale", "bn1_eqbias"},
				 *const bn2[] = {"bn2_mean", "bn2_inv_std", "bn2_gamma", "bn2_beta", "bn2_input"};
	if ((pirInferBoolAttr(op, "fuse_add", false) && !given(op, add, 1, "with fuse_add")) ||
	    (shortcut && !given(op, res, 1, "with fuse_shortcut")) ||
	    ((shortcut || dual) ? !given(op, conv, 1, "with fuse_shortcut or fuse_dual")
				: !given(op, eq, 2, "without fuse_shortcut and fuse_dual")) ||
	    (dual && !given(op, bn2, 5, "with fuse_dual")))
		return;
	static const char *const like[] = {"weight", "bn1_input", "bn1_gamma", "bn1_beta", "bn1_input", "bn1_gamma", "bn1_beta"};
	for (uint32_t i = 0; i < 7 && i < op->numResults; i++) {
		PirValue *v = pirInferOperand(op, like[i]);
		if (v && pirTypeIsDenseTensor(pirValueGetType(v)) && (i < 4 || pirTypeIsDenseTensor(pirOperationGetResultType(op, i))))
			r[i] = pirValueGetType(v);
	}
}

/* squeeze_excitation_block(x, filter, ...): x 4-D; out [N, filter_dims[1],
 * H, W] (dims only). */
void pirInferSqueezeExcitationBlock(PirOperation *op, PirType **r)
{
	PirShape x;
	int64_t fd[8];
	uint32_t n;
	if (!op->numResults || !pirFusedShape(op, "x", &x) || !pirFusedRank(op, "x", &x, 4, NULL))
		return;
	if (!pirInferIntList(op, "filter_dims", fd, 8, &n) || n < 2 || fd[1] == PIR_INFER_UNKNOWN)
		return;
	int64_t o[4] = {x.dims[0], fd[1], x.dims[2], x.dims[3]};
	r[0] = pirFusedTensor(op, NULL, 4, o);
}
