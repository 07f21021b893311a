/* infer_fused_rules.h: the inference rules of the fused, fusion and XPU
 * ops (issue 25, dialects/infer/infer_fused_*.c), included by
 * infer_meta.h for the rule table. */
#ifndef PIR_INFER_FUSED_RULES_H
#define PIR_INFER_FUSED_RULES_H

void pirInferFusedAttention(PirOperation *op, PirType **r);
void pirInferFusedDotProductAttention(PirOperation *op, PirType **r);
void pirInferSelfDpAttention(PirOperation *op, PirType **r);
void pirInferVariableLengthMemoryEfficientAttention(PirOperation *op, PirType **r);
void pirInferBlockMultiheadAttention(PirOperation *op, PirType **r);
void pirInferFusedMultiTransformerXpu(PirOperation *op, PirType **r);
void pirInferMultiEncoderXpu(PirOperation *op, PirType **r);
void pirInferFusedBiasDropoutResidualLayerNorm(PirOperation *op, PirType **r);
void pirInferFusedEmbeddingEltwiseLayernorm(PirOperation *op, PirType **r);
void pirInferEmbeddingWithEltwiseAddXpu(PirOperation *op, PirType **r);
void pirInferResnetUnit(PirOperation *op, PirType **r);
void pirInferResnetBasicBlock(PirOperation *op, PirType **r);
void pirInferFusedGateAttention(PirOperation *op, PirType **r);
void pirInferFp8Fp8HalfGemmFused(PirOperation *op, PirType **r);
void pirInferConv2dXpu(PirOperation *op, PirType **r);
void pirInferConv1dXpu(PirOperation *op, PirType **r);
void pirInferConv2dTransposeXpu(PirOperation *op, PirType **r);
void pirInferBnActXpu(PirOperation *op, PirType **r);
void pirInferFusedScaleBiasReluConvBn(PirOperation *op, PirType **r);
void pirInferFusedScaleBiasAddRelu(PirOperation *op, PirType **r);
void pirInferFusedDconvDreluDbn(PirOperation *op, PirType **r);
void pirInferSqueezeExcitationBlock(PirOperation *op, PirType **r);
void pirInferFc(PirOperation *op, PirType **r);
void pirInferFusedGemmEpilogue(PirOperation *op, PirType **r);
void pirInferFusedGemmEpilogueGrad(PirOperation *op, PirType **r);
void pirInferFusedFcElementwiseLayernorm(PirOperation *op, PirType **r);
void pirInferFcXpu(PirOperation *op, PirType **r);
void pirInferFusionRepeatedFcRelu(PirOperation *op, PirType **r);
void pirInferFusionSquaredMatSub(PirOperation *op, PirType **r);
void pirInferFusionSeqexpandConcatFc(PirOperation *op, PirType **r);
void pirInferFusionSeqconvEltaddRelu(PirOperation *op, PirType **r);
void pirInferFusionGru(PirOperation *op, PirType **r);
void pirInferFusedFeedforward(PirOperation *op, PirType **r);
void pirInferFusedBiasAct(PirOperation *op, PirType **r);
void pirInferFusedRope(PirOperation *op, PirType **r);
void pirInferMultiheadMatmul(PirOperation *op, PirType **r);
void pirInferMaskedMultiheadAttention(PirOperation *op, PirType **r);
void pirInferFusedMultiTransformer(PirOperation *op, PirType **r);
void pirInferFusedMultiTransformerInt8(PirOperation *op, PirType **r);
void pirInferWeightOnlyLinear(PirOperation *op, PirType **r);
void pirInferFusedBiasResidualLayernorm(PirOperation *op, PirType **r);
void pirInferLlmInt8Linear(PirOperation *op, PirType **r);
void pirInferWeightDequantize(PirOperation *op, PirType **r);
void pirInferAddActXpu(PirOperation *op, PirType **r);
void pirInferFusedElemwiseActivation(PirOperation *op, PirType **r);
void pirInferFusionTransposeFlattenConcat(PirOperation *op, PirType **r);
void pirInferYoloBoxXpu(PirOperation *op, PirType **r);
void pirInferGenerateSequenceXpu(PirOperation *op, PirType **r);
void pirInferFusedDropoutAdd(PirOperation *op, PirType **r);
void pirInferFusionGroup(PirOperation *op, PirType **r);
void pirInferBlhaGetMaxLen(PirOperation *op, PirType **r);
void pirInferSpatialTransformerResblockXpu(PirOperation *op, PirType **r);
void pirInferFusionLstm(PirOperation *op, PirType **r);
void pirInferFusedEmbeddingFcLstm(PirOperation *op, PirType **r);
void pirInferFusionSeqpoolConcat(PirOperation *op, PirType **r);
void pirInferFusedSeqpoolCvm(PirOperation *op, PirType **r);
void pirInferFusedTokenPrune(PirOperation *op, PirType **r);
void pirInferQkvAttentionXpu(PirOperation *op, PirType **r);
void pirInferCrossAttentionXpu(PirOperation *op, PirType **r);
void pirInferSinePosXpu(PirOperation *op, PirType **r);
void pirInferPad2dXpu(PirOperation *op, PirType **r);
void pirInferMaskAdaptiveXpu(PirOperation *op, PirType **r);
void pirInferSequenceUnpadXpu(PirOperation *op, PirType **r);
void pirInferRoformerRelativeEmbeddingXpu(PirOperation *op, PirType **r);
void pirInferBatchNormNhwc(PirOperation *op, PirType **r);
void pirInferRankAttention(PirOperation *op, PirType **r);
void pirInferAttentionLstm(PirOperation *op, PirType **r);
void pirInferQuantizeXpu(PirOperation *op, PirType **r);
void pirInferWeightQuantize(PirOperation *op, PirType **r);

#endif
