/* infer_meta.c: the table of shape/dtype inference rules that dialect
 * YAML files name with `infer: <rule>` (docs/dialect-yaml.md), and the
 * rules that are driven by the op definition alone: gradients (an input
 * gradient has the type of the forward input of the same name) and the
 * results of branching region ops. */
#include <string.h>

#include "../dialects.h"
#include "infer_meta.h"

#define RULE(name, fn) {name, fn, #fn}
static const struct {
	const char *name;
	PirInferMetaFn fn;
	const char *symbol; /* the C name, for the build-time table compiler */
} rules[] = {
	RULE("unary", pirInferUnary),
	RULE("unary_bool", pirInferUnaryBool),
	RULE("to_real", pirInferToReal),
	RULE("elementwise", pirInferElementwise),
	RULE("compare", pirInferCompare),
	RULE("cast", pirInferCast),
	RULE("where", pirInferWhere),
	RULE("dropout", pirInferDropout),
	RULE("swiglu", pirInferSwiglu),
	RULE("full", pirInferFull),
	RULE("full_like", pirInferFullLike),
	RULE("full_int_array", pirInferFullIntArray),
	RULE("arange", pirInferArange),
	RULE("shape", pirInferShapeOp),
	RULE("reshape", pirInferReshape),
	RULE("flatten", pirInferFlatten),
	RULE("squeeze", pirInferSqueeze),
	RULE("unsqueeze", pirInferUnsqueeze),
	RULE("transpose", pirInferTranspose),
	RULE("transpose_grad", pirInferTransposeGrad),
	RULE("expand", pirInferExpand),
	RULE("tile", pirInferTile),
	RULE("concat", pirInferConcat),
	RULE("split", pirInferSplit),
	RULE("split_with_num", pirInferSplitWithNum),
	RULE("stack", pirInferStack),
	RULE("slice", pirInferSlice),
	RULE("strided_slice", pirInferStridedSlice),
	RULE("gather", pirInferGather),
	RULE("gather_nd", pirInferGatherNd),
	RULE("index_select", pirInferIndexSelect),
	RULE("index_sample", pirInferIndexSample),
	RULE("embedding", pirInferEmbedding),
	RULE("combine", pirInferCombine),
	RULE("vec_slice", pirInferVecSlice),
	RULE("vec_split", pirInferVecSplit),
	RULE("matmul", pirInferMatmul),
	RULE("reduce", pirInferReduce),
	RULE("softmax", pirInferSoftmax),
	RULE("layer_norm", pirInferLayerNorm),
	RULE("rms_norm", pirInferRmsNorm),
	RULE("batch_norm", pirInferBatchNorm),
	RULE("conv2d", pirInferConv2d),
	RULE("conv3d", pirInferConv3d),
	RULE("conv_transpose", pirInferConvTranspose),
	RULE("pool2d", pirInferPool2d),
	RULE("top_k", pirInferTopK),
	RULE("top_p_sampling", pirInferTopPSampling),
	RULE("cross_entropy", pirInferCrossEntropy),
	RULE("cross_entropy_grad", pirInferCrossEntropyGrad),
	RULE("pad2d", pirInferPad2d),
	RULE("legacy_crop", pirInferLegacyCrop),
	RULE("transfer_layout", pirInferTransferLayout),
	RULE("data_norm", pirInferDataNorm),
	RULE("interp", pirInferInterp),
	RULE("square", pirInferSquare),
	RULE("inverse", pirInferInverse),
	RULE("eig", pirInferEig),
	RULE("eigvals", pirInferEigvals),
	RULE("eigh", pirInferEigh),
	RULE("svd", pirInferSvd),
	RULE("qr", pirInferQr),
	RULE("triangular_solve", pirInferTriangularSolve),
	RULE("solve", pirInferSolve),
	RULE("det", pirInferDet),
	RULE("slogdet", pirInferSlogdet),
	RULE("lu", pirInferLu),
	RULE("lu_unpack", pirInferLuUnpack),
	RULE("lstsq", pirInferLstsq),
	RULE("einsum", pirInferEinsum),
	RULE("stft", pirInferStft),
	RULE("reduce_as", pirInferReduceAs),
	RULE("shape_broadcast", pirInferShapeBroadcast),
	RULE("lrn", pirInferLrn),
	RULE("unchanged_multi", pirInferUnchangedMulti),
	RULE("roi_pool", pirInferRoiPool),
	RULE("yolo_box", pirInferYoloBox),
	RULE("prior_box", pirInferPriorBox),
	RULE("anchor_generator", pirInferAnchorGenerator),
	RULE("box_coder", pirInferBoxCoder),
	RULE("psroi_pool", pirInferPsroiPool),
	RULE("bipartite_match", pirInferBipartiteMatch),
	RULE("rnn", pirInferRnn),
	RULE("cudnn_lstm", pirInferCudnnLstm),
	RULE("lstm", pirInferLstm),
	RULE("gru", pirInferGru),
	RULE("gru_unit", pirInferGruUnit),
	RULE("flash_attn", pirInferFlashAttn),
	RULE("flash_attn_qkvpacked", pirInferFlashAttnQkvPacked),
	RULE("calc_reduced_attn_scores", pirInferCalcReducedAttnScores),
	RULE("add_n", pirInferAddN),
	RULE("array_length", pirInferArrayLength),
	RULE("maxout", pirInferMaxout),
	RULE("as_complex", pirInferAsComplex),
	RULE("as_real", pirInferAsReal),
	RULE("take_along_axis", pirInferTakeAlongAxis),
	RULE("searchsorted", pirInferSearchsorted),
	RULE("overlap_add", pirInferOverlapAdd),
	RULE("norm", pirInferNorm),
	RULE("multinomial", pirInferMultinomial),
	RULE("meshgrid", pirInferMeshgrid),
	RULE("multi_dot", pirInferMultiDot),
	RULE("multiplex", pirInferMultiplex),
	RULE("logspace", pirInferLogspace),
	RULE("batch_size_like", pirInferBatchSizeLike),
	RULE("fake_quantize", pirInferFakeQuantize),
	RULE("memory_efficient_attention", pirInferMemoryEfficientAttention),
	RULE("arg_min_max", pirInferArgMinMax),
	RULE("cum", pirInferCum),
	RULE("cum_with_indices", pirInferCumWithIndices),
	RULE("argsort", pirInferArgsort),
	RULE("one_hot", pirInferOneHot),
	RULE("shape64", pirInferShape64),
	RULE("numel", pirInferNumelOp),
	RULE("mean_all", pirInferMeanAll),
	RULE("compare_all", pirInferCompareAll),
	RULE("allclose", pirInferAllClose),
	RULE("isclose", pirInferIsClose),
	/* fused, fusion and XPU ops (dialects/infer/infer_fused_*.c) */
	RULE("fused_attention", pirInferFusedAttention),
	RULE("fused_dot_product_attention", pirInferFusedDotProductAttention),
	RULE("self_dp_attention", pirInferSelfDpAttention),
	RULE("variable_length_memory_efficient_attention", pirInferVariableLengthMemoryEfficientAttention),
	RULE("block_multihead_attention", pirInferBlockMultiheadAttention),
	RULE("fused_multi_transformer_xpu", pirInferFusedMultiTransformerXpu),
	RULE("multi_encoder_xpu", pirInferMultiEncoderXpu),
	RULE("fused_bias_dropout_residual_layer_norm", pirInferFusedBiasDropoutResidualLayerNorm),
	RULE("fused_embedding_eltwise_layernorm", pirInferFusedEmbeddingEltwiseLayernorm),
	RULE("embedding_with_eltwise_add_xpu", pirInferEmbeddingWithEltwiseAddXpu),
	RULE("conv2d_xpu", pirInferConv2dXpu),
	RULE("conv1d_xpu", pirInferConv1dXpu),
	RULE("conv2d_transpose_xpu", pirInferConv2dTransposeXpu),
	RULE("bn_act_xpu", pirInferBnActXpu),
	RULE("fused_scale_bias_relu_conv_bn", pirInferFusedScaleBiasReluConvBn),
	RULE("fused_scale_bias_add_relu", pirInferFusedScaleBiasAddRelu),
	RULE("fused_dconv_drelu_dbn", pirInferFusedDconvDreluDbn),
	RULE("squeeze_excitation_block", pirInferSqueezeExcitationBlock),
	RULE("fc", pirInferFc),
	RULE("fused_gemm_epilogue", pirInferFusedGemmEpilogue),
	RULE("fused_gemm_epilogue_grad", pirInferFusedGemmEpilogueGrad),
	RULE("fused_fc_elementwise_layernorm", pirInferFusedFcElementwiseLayernorm),
	RULE("fc_xpu", pirInferFcXpu),
	RULE("fusion_repeated_fc_relu", pirInferFusionRepeatedFcRelu),
	RULE("fusion_squared_mat_sub", pirInferFusionSquaredMatSub),
	RULE("fusion_seqexpand_concat_fc", pirInferFusionSeqexpandConcatFc),
	RULE("fusion_seqconv_eltadd_relu", pirInferFusionSeqconvEltaddRelu),
	RULE("fusion_gru", pirInferFusionGru),
	RULE("fused_feedforward", pirInferFusedFeedforward),
	RULE("add_act_xpu", pirInferAddActXpu),
	RULE("fusion_transpose_flatten_concat", pirInferFusionTransposeFlattenConcat),
	RULE("yolo_box_xpu", pirInferYoloBoxXpu),
	RULE("generate_sequence_xpu", pirInferGenerateSequenceXpu),
	RULE("fused_bias_act", pirInferFusedBiasAct),
	RULE("fused_rope", pirInferFusedRope),
	RULE("multihead_matmul", pirInferMultiheadMatmul),
	RULE("masked_multihead_attention", pirInferMaskedMultiheadAttention),
	RULE("fused_multi_transformer", pirInferFusedMultiTransformer),
	RULE("fused_multi_transformer_int8", pirInferFusedMultiTransformerInt8),
	RULE("weight_only_linear", pirInferWeightOnlyLinear),
	RULE("fused_bias_residual_layernorm", pirInferFusedBiasResidualLayernorm),
	RULE("fused_dropout_add", pirInferFusedDropoutAdd),
	RULE("fusion_group", pirInferFusionGroup),
	RULE("batch_norm_nhwc", pirInferBatchNormNhwc),
	RULE("llm_int8_linear", pirInferLlmInt8Linear),
	RULE("weight_dequantize", pirInferWeightDequantize),
	RULE("blha_get_max_len", pirInferBlhaGetMaxLen),
	RULE("spatial_transformer_resblock_xpu", pirInferSpatialTransformerResblockXpu),
	RULE("resnet_unit", pirInferResnetUnit),
	RULE("resnet_basic_block", pirInferResnetBasicBlock),
	RULE("fused_gate_attention", pirInferFusedGateAttention),
	RULE("fp8_fp8_half_gemm_fused", pirInferFp8Fp8HalfGemmFused),
	RULE("fused_elemwise_activation", pirInferFusedElemwiseActivation),
	RULE("fusion_lstm", pirInferFusionLstm),
	RULE("fused_embedding_fc_lstm", pirInferFusedEmbeddingFcLstm),
	RULE("fusion_seqpool_concat", pirInferFusionSeqpoolConcat),
	RULE("fused_seqpool_cvm", pirInferFusedSeqpoolCvm),
	RULE("fused_token_prune", pirInferFusedTokenPrune),
	RULE("qkv_attention_xpu", pirInferQkvAttentionXpu),
	RULE("cross_attention_xpu", pirInferCrossAttentionXpu),
	RULE("sine_pos_xpu", pirInferSinePosXpu),
	RULE("pad2d_xpu", pirInferPad2dXpu),
	RULE("mask_adaptive_xpu", pirInferMaskAdaptiveXpu),
	RULE("sequence_unpad_xpu", pirInferSequenceUnpadXpu),
	RULE("roformer_relative_embedding_xpu", pirInferRoformerRelativeEmbeddingXpu),
	RULE("rank_attention", pirInferRankAttention),
	RULE("attention_lstm", pirInferAttentionLstm),
	RULE("quantize_xpu", pirInferQuantizeXpu),
	RULE("weight_quantize", pirInferWeightQuantize),
	RULE("grad", pirInferGrad),
	RULE("updated", pirInferUpdated),
	RULE("unary_grad", pirInferUnaryGrad),
	RULE("branches", pirInferBranches),
	/* issue 25, share c */
	RULE("inplace", pirInferInplace),
	RULE("adadelta", pirInferAdadelta),
	RULE("lamb", pirInferLamb),
	RULE("rmsprop", pirInferRmsprop),
	RULE("check_finite_and_unscale", pirInferCheckFiniteAndUnscale),
	RULE("all_gather", pirInferAllGather),
	RULE("c_concat", pirInferCConcat),
	RULE("c_split", pirInferCSplit),
	RULE("shard_index", pirInferShardIndex),
	RULE("view_slice", pirInferViewSlice),
	RULE("has_elements", pirInferHasElements),
	RULE("chunk_eval", pirInferChunkEval),
	RULE("crf_decoding", pirInferCrfDecoding),
	RULE("matmul_with_flatten", pirInferMatmulWithFlatten),
	RULE("accuracy", pirInferAccuracy),
	RULE("batch_fc", pirInferBatchFc),
	RULE("box_clip", pirInferBoxClip),
	RULE("correlation", pirInferCorrelation),
	RULE("cvm", pirInferCvm),
	RULE("c_softmax_with_cross_entropy", pirInferCSoftmaxWithCrossEntropy),
	RULE("instance_norm", pirInferInstanceNorm),
	RULE("faster_tokenizer", pirInferFasterTokenizer),
	RULE("ftrl", pirInferFtrl),
	RULE("random_routing", pirInferRandomRouting),
	RULE("fake_channel_wise_dequantize", pirInferFakeChannelWiseDequantize),
	RULE("fake_quantize_moving_average", pirInferFakeQuantizeMovingAverage),
	RULE("moving_average_abs_max_scale", pirInferMovingAverageAbsMaxScale),
	RULE("auc", pirInferAuc),
	RULE("deformable_conv", pirInferDeformableConv),
	RULE("distributed_lookup_table", pirInferDistributedLookupTable),
	RULE("share_buffer", pirInferShareBuffer),
	RULE("send_uv", pirInferSendUv),
	RULE("send_ue_recv", pirInferSendUeRecv),
	RULE("c_softmax_with_multi_label_cross_entropy", pirInferCSoftmaxWithMultiLabelCrossEntropy),
	RULE("reduce_scatter", pirInferReduceScatter),
	RULE("partial_allgather", pirInferPartialAllgather),
	RULE("partial_sum", pirInferPartialSum),
	RULE("partial_concat", pirInferPartialConcat),
	RULE("sequence_mask", pirInferSequenceMask),
	RULE("check_numerics", pirInferCheckNumerics),
	RULE("set", pirInferSet),
	RULE("lookup_table", pirInferLookupTable),
	RULE("lookup_table_dequant", pirInferLookupTableDequant),
	RULE("pull_box_sparse", pirInferPullBoxSparse),
	RULE("pull_gpups_sparse", pirInferPullGpupsSparse),
	RULE("pull_sparse_v2", pirInferPullSparseV2),
	RULE("gather_tree", pirInferGatherTree),
	RULE("im2sequence", pirInferIm2sequence),
	RULE("index_select_strided", pirInferIndexSelectStrided),
	RULE("margin_cross_entropy", pirInferMarginCrossEntropy),
	RULE("prune_gate_by_capacity", pirInferPruneGateByCapacity),
	RULE("shuffle_batch", pirInferShuffleBatch),
	RULE("warpctc", pirInferWarpctc),
	RULE("warprnnt", pirInferWarprnnt),
	RULE("yolo_loss", pirInferYoloLoss),
	RULE("yolo_box_post", pirInferYoloBoxPost),
	RULE("nce", pirInferNce),
	RULE("pyramid_hash", pirInferPyramidHash),
	RULE("quantize_linear", pirInferQuantizeLinear),
	RULE("tdm_child", pirInferTdmChild),
	RULE("hash", pirInferHash),
	RULE("identity_loss", pirInferIdentityLoss),
	RULE("is_empty", pirInferIsEmpty),
	RULE("send_u_recv", pirInferSendURecv),
	RULE("sequence_conv", pirInferSequenceConv),
	RULE("viterbi_decode", pirInferViterbiDecode),
	RULE("tdm_sampler", pirInferTdmSampler),
	RULE("recv_v2", pirInferRecvV2),
	/* issue 25 item 2, share B */
	RULE("c_scatter", pirInferCScatter),
	RULE("partial_recv", pirInferPartialRecv),
	RULE("sparse_attention", pirInferSparseAttention),
	RULE("clip_by_norm", pirInferClipByNorm),
	RULE("apply_per_channel_scale", pirInferApplyPerChannelScale),
	RULE("match_matrix_tensor", pirInferMatchMatrixTensor),
	RULE("unchanged_vec", pirInferUnchangedVec),
	/* issue 25, share A */
	RULE("unchanged", pirInferUnchanged),
	RULE("to_complex", pirInferToComplex),
	RULE("pad", pirInferPad),
	RULE("pad3d", pirInferPad3d),
	RULE("pixel_shuffle", pirInferPixelShuffle),
	RULE("pixel_shuffle_grad", pirInferPixelShuffleGrad),
	RULE("pixel_unshuffle", pirInferPixelUnshuffle),
	RULE("pixel_unshuffle_grad", pirInferPixelUnshuffleGrad),
	RULE("unbind", pirInferUnbind),
	RULE("unstack", pirInferUnstack),
	RULE("diag", pirInferDiag),
	RULE("diag_embed", pirInferDiagEmbed),
	RULE("diagonal", pirInferDiagonal),
	RULE("trace", pirInferTrace),
	RULE("repeat_interleave", pirInferRepeatInterleave),
	RULE("reverse", pirInferReverse),
	RULE("crop", pirInferCrop),
	RULE("frame", pirInferFrame),
	RULE("unfold", pirInferUnfold),
	RULE("fold", pirInferFold),
	RULE("affine_grid", pirInferAffineGrid),
	RULE("p_norm", pirInferPNorm),
	RULE("kthvalue", pirInferKthvalue),
	RULE("mode", pirInferMode),
	RULE("nanmedian", pirInferNanmedian),
	RULE("histogram", pirInferHistogram),
	RULE("matrix_rank", pirInferMatrixRank),
	RULE("squared_l2_norm", pirInferSquaredL2Norm),
	RULE("eye", pirInferEye),
	RULE("fft_c2c", pirInferFftC2c),
	RULE("fft_r2c", pirInferFftR2c),
	RULE("fft_c2r", pirInferFftC2r),
	RULE("fft_c2r_grad", pirInferFftC2rGrad),
	RULE("unchanged_dims", pirInferUnchangedDims),
	RULE("bilinear_grad", pirInferBilinearGrad),
	RULE("scatter_grad", pirInferScatterGrad),
	RULE("instance_norm_grad", pirInferInstanceNormGrad),
	RULE("rope_grad", pirInferRopeGrad),
	RULE("bilinear", pirInferBilinear),
	RULE("broadcast_tensors", pirInferBroadcastTensors),
	RULE("randperm", pirInferRandperm),
	RULE("tril_indices", pirInferTrilIndices),
	RULE("triu_indices", pirInferTriuIndices),
	RULE("fractional_max_pool", pirInferFractionalMaxPool),
	RULE("hsigmoid_loss", pirInferHsigmoidLoss),
	RULE("hinge_loss", pirInferHingeLoss),
	RULE("dot", pirInferDot),
	RULE("mv", pirInferMv),
	RULE("kron", pirInferKron),
	RULE("atan2", pirInferAtan2),
	RULE("dist", pirInferDist),
	RULE("expand_as", pirInferExpandAs),
	RULE("complex", pirInferComplex),
	RULE("cholesky_solve", pirInferCholeskySolve),
	RULE("kldiv_loss", pirInferKldivLoss),
	RULE("huber_loss", pirInferHuberLoss),
	RULE("grid_sample", pirInferGridSample),
	RULE("unpool", pirInferUnpool),
	RULE("unpool3d", pirInferUnpool3d),
	RULE("binomial", pirInferBinomial),
	RULE("matrix_rank_tol", pirInferMatrixRankTol),
	RULE("addmm", pirInferAddmm),
	RULE("baddbmm", pirInferBaddbmm),
	RULE("lerp", pirInferLerp),
	RULE("linspace", pirInferLinspace),
	RULE("nll_loss", pirInferNllLoss),
	RULE("pool3d", pirInferPool3d),
	RULE("max_pool_with_index", pirInferMaxPoolWithIndex),
	RULE("group_norm", pirInferGroupNorm),
	RULE("add_group_norm_silu", pirInferAddGroupNormSilu),
};

/* The rules that read only the operand types: no attribute, no defining
 * op (pirInferConstValues), no name lookups that could miss. The verifier
 * checks an op of such a rule once per operand/result type signature. */
bool pirInferRuleFromTypes(PirInferMetaFn fn)
{
	return fn && (fn == pirInferUnary || fn == pirInferUnaryBool || fn == pirInferElementwise || fn == pirInferCompare);
}

/* The table entry of a rule name, which may carry arguments:
 * `concat(x=grad_x_grad)` is the rule concat reading the op's
 * `grad_x_grad` where it asks for `x` (pirInferRuleArg); -1 for an unknown
 * name or arguments not of that form. */
static int findRule(const char *name)
{
	size_t n = strcspn(name, "(");
	if (name[n] && !pirInferRuleArgsWellFormed(name + n))
		return -1;
	for (size_t i = 0; i < sizeof rules / sizeof *rules; i++)
		if (strlen(rules[i].name) == n && !strncmp(rules[i].name, name, n))
			return (int)i;
	return -1;
}

PirInferMetaFn pirFindInferRule(const char *name)
{
	int i = findRule(name);
	return i < 0 ? NULL : rules[i].fn;
}

const char *pirInferRuleSymbol(const char *name)
{
	int i = findRule(name);
	return i < 0 ? NULL : rules[i].symbol;
}

/* Whether xshape dims starting with 0 are Paddle's XShape [0, x dims...]
 * or the dims of a 0-size x itself: the one whose element count is
 * out_grad's, else the one of the written result's rank (XShape when
 * nothing tells). */
static bool xshapeIsPrefixed(PirOperation *op, const PirShape *xs, uint32_t result)
{
	PirShape g;
	/* Taken as they are, the dims hold 0 elements; stripped, maybe more. */
	int64_t stripped = pirInferNumel(xs->dims + 1, xs->rank - 1);
	if (pirInferShapeOf(pirInferOperand(op, "out_grad"), &g)) {
		int64_t n = pirInferNumel(g.dims, g.rank);
		if (n > 0)
			return true;
		if (n == 0 && stripped > 0)
			return false;
	}
	PirType *w = pirOperationGetResultType(op, result);
	return !(pirTypeIsDenseTensor(w) && w->tensor.rank == xs->rank);
}

/* Gradients: a result named `N_grad` has the type of the operand named
 * `N`; failing that, when the op takes the forward's `xshape`, the forward
 * input's shape: xshape's dims after the leading 0 of Paddle's XShape, or
 * xshape's dims themselves when they do not start with 0 (what Paddle's
 * translator passes since: a pd_op.data of x's dims). An operand `N` that
 * an older era of the op called `xshape` (reshape_grad and flatten_grad's x
 * until 2024-08, docs/dialect-yaml.md "Eras") is read the same way when its
 * dims start with 0. Results without such an operand, and absent optional
 * operands, are left unknown. */
void pirInferGrad(PirOperation *op, PirType **r)
{
	PirOpDef *def = pirOperationGetInfo(op)->def;
	PirValue *xs = pirInferOperand(op, "xshape");
	for (uint32_t i = 0; def && i < op->numResults; i++) {
		const PirValueDef *d = pirOpDefMatchValue(def->outputs, def->numOutputs, op->numResults, i);
		if (!d || d->variadic || d->name->len <= 5 || strcmp(d->name->str + d->name->len - 5, "_grad"))
			continue;
		char fwd[128];
		size_t n = d->name->len - 5;
		if (n >= sizeof fwd)
			continue;
		memcpy(fwd, d->name->str, n);
		fwd[n] = '\0';
		/* `grad(z=x)`: z_grad has x's type (GeneralQuaternaryGradInferMeta's
		 * param: [x, x, scale, bias]) */
		char mapped[128];
		const char *in = pirInferArgName(def, fwd, mapped, sizeof mapped);
		bool declared = false;
		for (uint32_t k = 0; k < def->numInputs; k++)
			declared |= !strcmp(def->inputs[k].name->str, in);
		PirShape s;
		PirValue *v = declared ? pirInferOperand(op, fwd) : NULL;
		/* An operand that older eras call `xshape` (reshape_grad's x until
		 * 2024-08) holding an XShape: x's dims follow its leading 0. A
		 * 0-size x of today's form starts with 0 too: out_grad's element
		 * count tells them apart (xshapeIsPrefixed). */
		if (v && pirOpDefEraRenames(def, "xshape", fwd) && pirInferShapeOf(v, &s) && s.rank >= 1 &&
		    s.dims[0] == 0 && xshapeIsPrefixed(op, &s, i)) {
			memmove(s.dims, s.dims + 1, (s.rank - 1) * sizeof *s.dims);
			s.rank--;
			r[i] = pirInferTensor(pirOperationGetContext(op), &s);
		} else if (v) {
			r[i] = pirValueGetType(v);
		} else if (declared) {
			continue;
		} else if (pirInferShapeOf(xs, &s) && s.rank >= 1) {
			if (s.dims[0] == 0 && xshapeIsPrefixed(op, &s, i)) {
				memmove(s.dims, s.dims + 1, (s.rank - 1) * sizeof *s.dims);
				s.rank--;
			}
			r[i] = pirInferTensor(pirOperationGetContext(op), &s);
		}
	}
}

/* Updates (optimizers, moving statistics): a result named `N_out` has the
 * type of the operand named `N` (adam_'s param_out of param, moment1_out
 * of moment1, ...; a vec of a vec), as Paddle's InferMeta functions give
 * them; a result without such an operand, or whose operand is absent, is
 * left open. */
void pirInferUpdated(PirOperation *op, PirType **r)
{
	PirOpDef *def = pirOperationGetInfo(op)->def;
	for (uint32_t i = 0; def && i < op->numResults; i++) {
		const PirValueDef *d = pirOpDefMatchValue(def->outputs, def->numOutputs, op->numResults, i);
		if (!d || d->variadic || d->name->len <= 4 || strcmp(d->name->str + d->name->len - 4, "_out"))
			continue;
		char in[128];
		size_t n = d->name->len - 4;
		if (n >= sizeof in)
			continue;
		memcpy(in, d->name->str, n);
		in[n] = '\0';
		PirValue *v = pirInferOperand(op, in);
		if (v)
			r[i] = pirValueGetType(v); /* vecs included (merged_adam_, fused_adam_) */
	}
}

/* Gradients of elementwise unary ops written in terms of their output
 * (relu_grad(out, out_grad)): x_grad has the type of out_grad. */
void pirInferUnaryGrad(PirOperation *op, PirType **r)
{
	PirValue *g = pirInferOperand(op, "out_grad");
	if (op->numResults && g && pirTypeIsDenseTensor(pirValueGetType(g)))
		r[0] = pirValueGetType(g);
}

/* Region ops whose regions each end by yielding the op's results (if):
 * result i has the type every such yield gives it, when they all agree. */
void pirInferBranches(PirOperation *op, PirType **r)
{
	for (uint32_t i = 0; i < op->numResults; i++) {
		PirType *t = NULL;
		bool agree = true;
		for (uint32_t k = 0; k < op->numRegions && agree; k++)
			for (PirBlock *b = pirOperationGetRegion(op, k)->first; b; b = b->next) {
				PirOperation *y = b->last;
				if (!y || !pirOperationHasTrait(y, PIR_TRAIT_TERMINATOR) || y->numOperands != op->numResults ||
				    !pirOperationGetOperand(y, i))
					continue;
				PirType *yt = pirOperationGetOperandType(y, i);
				if (t && yt != t)
					agree = false;
				t = yt;
			}
		if (agree)
			r[i] = t;
	}
}
