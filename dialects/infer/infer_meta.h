/* infer_meta.h: what shape/dtype inference rules are made of. A rule is a
 * plain function that reads an op's operand types and attributes (through
 * the op definition's names, with the definition's defaults) and writes
 * the type each result must have; the rules are declared per op in the
 * dialect YAML (`infer: <rule>`) and listed in infer_meta.c. Shapes are
 * worked on as PirShape: element type (undefined = unknown), rank, dims
 * (-1 = unknown). */
#ifndef PIR_INFER_META_H
#define PIR_INFER_META_H

#include "../../lib/pir.h"
#include "../../lib/ir/infer.h"

enum { PIR_INFER_MAX_RANK = 16 };

/* An entry of an integer list that is not known (e.g. a dim read from a
 * non-constant tensor); distinct from -1, which Paddle gives meanings. */
#define PIR_INFER_UNKNOWN INT64_MIN

typedef struct PirShape {
	PirType *elem; /* scalar type; PIR_TYPE_UNDEFINED when unknown */
	uint32_t rank;
	int64_t dims[PIR_INFER_MAX_RANK];
} PirShape;

/* --- reading the op --- */
/* The helpers below read the op's argument of the name the rule uses,
 * mapped by the rule's arguments (`concat(x=grad_x_grad)`, infer_args.c):
 * the op's name for the rule's `name` (into buf), or name itself. */
const char *pirInferArgName(const PirOpDef *def, const char *name, char *buf, size_t n);
/* The operand matched to the input definition called `name`, or NULL when
 * absent (or <<NULL VALUE>>). */
PirValue *pirInferOperand(PirOperation *op, const char *name);
/* The attribute `name`, or the definition's default, or NULL. */
PirAttribute *pirInferAttr(PirOperation *op, const char *name);
int64_t pirInferIntAttr(PirOperation *op, const char *name, int64_t deflt);
bool pirInferBoolAttr(PirOperation *op, const char *name, bool deflt);
double pirInferFloatAttr(PirOperation *op, const char *name, double deflt);
/* String attribute text, or deflt. */
const char *pirInferStrAttr(PirOperation *op, const char *name, const char *deflt);
/* The scalar type named by a data_type attribute; NULL for `undefined`,
 * absent or unknown names. */
PirType *pirInferDataTypeAttr(PirOperation *op, const char *name);
/* The same for the dtype of result `result`, but where the attribute is
 * the name Paddle's June-2023 printer misprinted for the result's written
 * element type, that type (see infer_support.c). */
PirType *pirInferResultDataType(PirOperation *op, const char *name, uint32_t result);

/* The shape of a dense tensor value; false for anything else (absent,
 * <<NULL TYPE>>, vec, dialect types, rank above the limit). */
bool pirInferShapeOf(PirValue *v, PirShape *s);
bool pirInferShapeOfType(PirType *t, PirShape *s);
PirType *pirInferTensor(PirContext *ctx, const PirShape *s);

/* An integer list given as attribute `name` or, as Paddle's mutable
 * attributes are, as the operand of that name: a constant op's value, a
 * combine of scalars (unknown entries are PIR_INFER_UNKNOWN), or a
 * non-constant 1-D tensor of known length (all entries unknown). Returns
 * false when not even the length is known. */
/* Whether argument `name` is written on the op, as operand or attribute
 * (rules that must not rely on a default pir-opt invented check this). */
bool pirInferHasArg(PirOperation *op, const char *name);
bool pirInferIntList(PirOperation *op, const char *name, int64_t *vals, uint32_t max, uint32_t *n);
/* A float list attribute (float, double or integer entries), at most max
 * of them; false when absent, longer or not numbers. */
bool pirInferFloatList(PirOperation *op, const char *name, double *vals, uint32_t max, uint32_t *n);
/* The constant integer values a value holds, when its defining op is a
 * constant (ConstantLike with a `value` attribute); false otherwise. */
bool pirInferConstValues(PirValue *v, int64_t *vals, uint32_t max, uint32_t *n);

/* The one number a constant value holds (a full of one element), as a
 * double; false otherwise. */
bool pirInferConstScalar(PirValue *v, double *out);

/* --- reporting what Paddle's InferMeta rejects (pirInferReject) --- */
/* The index of the operand matched to input `name`, -1 when absent. */
int pirInferOperandIndex(PirOperation *op, const char *name);
/* A shape for messages: "[2, -1, 4]" (at most n bytes, truncated). */
const char *pirInferDimsStr(const int64_t *dims, uint32_t rank, char *buf, size_t n);
/* Rejects an axis (attribute or operand `name`) outside [-rank, rank);
 * returns the axis made non-negative, or -1. */
int64_t pirInferCheckAxis(PirOperation *op, const char *name, int64_t axis, uint32_t rank);
/* Dim da of operand a equals dim db of operand b, compared as written (an
 * unguarded PADDLE_ENFORCE_EQ: -1 matches only -1); else rejected at b. */
bool pirInferSameDim(PirOperation *op, const char *a, const PirShape *sa, uint32_t da, const char *b, const PirShape *sb,
		     uint32_t db);
/* An edge index operand (the graph send ops): 1-D, or 2-D [E, 1]; its
 * length in *len (-1 when not known); false when rejected. */
bool pirInferEdgeIndex(PirOperation *op, const char *name, int64_t *len);
/* Rejects two shapes that do not broadcast (operand indices ia, ib for
 * the message); true when they do. */
bool pirInferCheckBroadcast(PirOperation *op, int ia, const PirShape *a, int ib, const PirShape *b);
/* The batch dims (all but the last two) of matrices x and y broadcast as
 * Paddle's MatrixGetBroadcastBatchPortion does (right-aligned, compared as
 * written: -1 matches -1 and 1); o gets them. Rejects at iy otherwise
 * (infer_linalg.c). */
bool pirInferBatchesAsWritten(PirOperation *op, int ix, const PirShape *x, int iy, const PirShape *y, PirShape *o);
/* Where to point at argument `name`: its operand index when it is one,
 * else -1 (and the attribute's place is used). */
#define PIR_INFER_AT(op, name) pirInferOperandIndex(op, name), name

/* --- arithmetic shared by rules (and unit-tested) --- */
/* Sizes come from the input text, so sums and products are checked:
 * these return -1 (unknown) on overflow or when an operand is unknown. */
static inline int64_t pirInferAdd(int64_t a, int64_t b)
{
	int64_t r;
	return a < 0 || b < 0 || __builtin_add_overflow(a, b, &r) ? -1 : r;
}
static inline int64_t pirInferMul(int64_t a, int64_t b)
{
	int64_t r;
	return a < 0 || b < 0 || __builtin_mul_overflow(a, b, &r) ? -1 : r;
}
/* Numpy/Paddle broadcasting of two shapes aligned at the right; false when
 * two known dims differ and neither is 1. */
bool pirInferBroadcast(const int64_t *a, uint32_t ra, const int64_t *b, uint32_t rb, int64_t *out, uint32_t *rout);
/* Output size of a convolution window along one dim; -1 if in is -1. */
int64_t pirInferConvOutSize(int64_t in, int64_t kernel, int64_t dilation, int64_t padBefore, int64_t padAfter,
			    int64_t stride);
/* Output size of a pooling window along one dim (ceil_mode rounds up). */
int64_t pirInferPoolOutSize(int64_t in, int64_t kernel, int64_t padBefore, int64_t padAfter, int64_t stride,
			    bool ceilMode);
/* Paddings of padding_algorithm SAME along one dim (dilation becomes 1):
 * output ceil(in/stride). False when in is unknown. */
bool pirInferSamePadding(int64_t in, int64_t kernel, int64_t stride, int64_t *padBefore, int64_t *padAfter);
/* An axis in [-rank, rank) made non-negative; -1 when out of range. */
int64_t pirInferAxis(int64_t axis, uint32_t rank);
/* Product of dims, -1 if any is unknown. */
int64_t pirInferNumel(const int64_t *dims, uint32_t n);

/* --- the rules, by family --- */
void pirInferUnary(PirOperation *op, PirType **r);
void pirInferUnaryBool(PirOperation *op, PirType **r);
void pirInferToReal(PirOperation *op, PirType **r);
void pirInferElementwise(PirOperation *op, PirType **r);
void pirInferCompare(PirOperation *op, PirType **r);
void pirInferCast(PirOperation *op, PirType **r);
void pirInferWhere(PirOperation *op, PirType **r);
void pirInferFull(PirOperation *op, PirType **r);
void pirInferFullLike(PirOperation *op, PirType **r);
void pirInferFullIntArray(PirOperation *op, PirType **r);
void pirInferArange(PirOperation *op, PirType **r);
void pirInferShapeOp(PirOperation *op, PirType **r);
void pirInferSwiglu(PirOperation *op, PirType **r);
void pirInferDropout(PirOperation *op, PirType **r);

void pirInferReshape(PirOperation *op, PirType **r);
void pirInferFlatten(PirOperation *op, PirType **r);
void pirInferSqueeze(PirOperation *op, PirType **r);
void pirInferUnsqueeze(PirOperation *op, PirType **r);
void pirInferTranspose(PirOperation *op, PirType **r);
void pirInferTransposeGrad(PirOperation *op, PirType **r);
void pirInferExpand(PirOperation *op, PirType **r);
void pirInferTile(PirOperation *op, PirType **r);
void pirInferConcat(PirOperation *op, PirType **r);
void pirInferSplit(PirOperation *op, PirType **r);
void pirInferSplitWithNum(PirOperation *op, PirType **r);
void pirInferStack(PirOperation *op, PirType **r);
void pirInferSlice(PirOperation *op, PirType **r);
void pirInferStridedSlice(PirOperation *op, PirType **r);
void pirInferGather(PirOperation *op, PirType **r);
void pirInferGatherNd(PirOperation *op, PirType **r);
void pirInferIndexSelect(PirOperation *op, PirType **r);
void pirInferIndexSample(PirOperation *op, PirType **r);
void pirInferEmbedding(PirOperation *op, PirType **r);
void pirInferCombine(PirOperation *op, PirType **r);
void pirInferVecSlice(PirOperation *op, PirType **r);
void pirInferVecSplit(PirOperation *op, PirType **r);

void pirInferMatmul(PirOperation *op, PirType **r);
void pirInferReduce(PirOperation *op, PirType **r);
void pirInferSoftmax(PirOperation *op, PirType **r);
void pirInferLayerNorm(PirOperation *op, PirType **r);
void pirInferRmsNorm(PirOperation *op, PirType **r);
void pirInferBatchNorm(PirOperation *op, PirType **r);
void pirInferConv2d(PirOperation *op, PirType **r);
void pirInferConv3d(PirOperation *op, PirType **r);
void pirInferConvTranspose(PirOperation *op, PirType **r);
void pirInferPool2d(PirOperation *op, PirType **r);
void pirInferTopK(PirOperation *op, PirType **r);
void pirInferTopPSampling(PirOperation *op, PirType **r);
void pirInferCrossEntropy(PirOperation *op, PirType **r);
void pirInferCrossEntropyGrad(PirOperation *op, PirType **r);

void pirInferPad2d(PirOperation *op, PirType **r);
void pirInferLegacyCrop(PirOperation *op, PirType **r);
void pirInferTransferLayout(PirOperation *op, PirType **r);
void pirInferDataNorm(PirOperation *op, PirType **r);
void pirInferInterp(PirOperation *op, PirType **r);
void pirInferSquare(PirOperation *op, PirType **r);
void pirInferInverse(PirOperation *op, PirType **r);
void pirInferEig(PirOperation *op, PirType **r);
void pirInferEigvals(PirOperation *op, PirType **r);
void pirInferEigh(PirOperation *op, PirType **r);
void pirInferSvd(PirOperation *op, PirType **r);
void pirInferQr(PirOperation *op, PirType **r);
void pirInferTriangularSolve(PirOperation *op, PirType **r);
void pirInferSolve(PirOperation *op, PirType **r);
void pirInferDet(PirOperation *op, PirType **r);
void pirInferSlogdet(PirOperation *op, PirType **r);
void pirInferLu(PirOperation *op, PirType **r);
void pirInferLuUnpack(PirOperation *op, PirType **r);
void pirInferLstsq(PirOperation *op, PirType **r);
void pirInferRoiPool(PirOperation *op, PirType **r);
void pirInferYoloBox(PirOperation *op, PirType **r);
void pirInferPriorBox(PirOperation *op, PirType **r);
void pirInferAnchorGenerator(PirOperation *op, PirType **r);
void pirInferBoxCoder(PirOperation *op, PirType **r);
void pirInferPsroiPool(PirOperation *op, PirType **r);
void pirInferBipartiteMatch(PirOperation *op, PirType **r);
void pirInferRnn(PirOperation *op, PirType **r);
void pirInferCudnnLstm(PirOperation *op, PirType **r);
void pirInferLstm(PirOperation *op, PirType **r);
void pirInferGru(PirOperation *op, PirType **r);
void pirInferGruUnit(PirOperation *op, PirType **r);
void pirInferFlashAttn(PirOperation *op, PirType **r);
void pirInferFlashAttnQkvPacked(PirOperation *op, PirType **r);
void pirInferCalcReducedAttnScores(PirOperation *op, PirType **r);
void pirInferAddN(PirOperation *op, PirType **r);
void pirInferArrayLength(PirOperation *op, PirType **r);
void pirInferMaxout(PirOperation *op, PirType **r);
void pirInferAsComplex(PirOperation *op, PirType **r);
void pirInferAsReal(PirOperation *op, PirType **r);
void pirInferTakeAlongAxis(PirOperation *op, PirType **r);
void pirInferSearchsorted(PirOperation *op, PirType **r);
void pirInferOverlapAdd(PirOperation *op, PirType **r);
void pirInferNorm(PirOperation *op, PirType **r);
void pirInferMultinomial(PirOperation *op, PirType **r);
void pirInferMeshgrid(PirOperation *op, PirType **r);
void pirInferMultiDot(PirOperation *op, PirType **r);
void pirInferMultiplex(PirOperation *op, PirType **r);
void pirInferLogspace(PirOperation *op, PirType **r);
void pirInferBatchSizeLike(PirOperation *op, PirType **r);
void pirInferFakeQuantize(PirOperation *op, PirType **r);
void pirInferMemoryEfficientAttention(PirOperation *op, PirType **r);

void pirInferArgMinMax(PirOperation *op, PirType **r);
void pirInferCum(PirOperation *op, PirType **r);
void pirInferCumWithIndices(PirOperation *op, PirType **r);
void pirInferArgsort(PirOperation *op, PirType **r);
void pirInferOneHot(PirOperation *op, PirType **r);
void pirInferShape64(PirOperation *op, PirType **r);
void pirInferNumelOp(PirOperation *op, PirType **r);
void pirInferMeanAll(PirOperation *op, PirType **r);
void pirInferCompareAll(PirOperation *op, PirType **r);
void pirInferAllClose(PirOperation *op, PirType **r);
void pirInferIsClose(PirOperation *op, PirType **r);

void pirInferGrad(PirOperation *op, PirType **r);
void pirInferUpdated(PirOperation *op, PirType **r);
void pirInferUnaryGrad(PirOperation *op, PirType **r);
void pirInferBranches(PirOperation *op, PirType **r);

/* Issue 25, share c (infer_optimizer.c, infer_collective.c). */
void pirInferInplace(PirOperation *op, PirType **r);
void pirInferAdadelta(PirOperation *op, PirType **r);
void pirInferLamb(PirOperation *op, PirType **r);
void pirInferRmsprop(PirOperation *op, PirType **r);
void pirInferCheckFiniteAndUnscale(PirOperation *op, PirType **r);
void pirInferAllGather(PirOperation *op, PirType **r);
void pirInferCConcat(PirOperation *op, PirType **r);
void pirInferCSplit(PirOperation *op, PirType **r);
void pirInferShardIndex(PirOperation *op, PirType **r);
void pirInferViewSlice(PirOperation *op, PirType **r);
void pirInferHasElements(PirOperation *op, PirType **r);
void pirInferChunkEval(PirOperation *op, PirType **r);
void pirInferCrfDecoding(PirOperation *op, PirType **r);
void pirInferMatmulWithFlatten(PirOperation *op, PirType **r);
void pirInferAccuracy(PirOperation *op, PirType **r);
void pirInferBatchFc(PirOperation *op, PirType **r);
void pirInferBoxClip(PirOperation *op, PirType **r);
void pirInferCorrelation(PirOperation *op, PirType **r);
void pirInferCvm(PirOperation *op, PirType **r);
void pirInferCSoftmaxWithCrossEntropy(PirOperation *op, PirType **r);
void pirInferInstanceNorm(PirOperation *op, PirType **r);
void pirInferFasterTokenizer(PirOperation *op, PirType **r);
void pirInferFtrl(PirOperation *op, PirType **r);
void pirInferRandomRouting(PirOperation *op, PirType **r);
void pirInferFakeChannelWiseDequantize(PirOperation *op, PirType **r);
void pirInferFakeQuantizeMovingAverage(PirOperation *op, PirType **r);
void pirInferMovingAverageAbsMaxScale(PirOperation *op, PirType **r);
void pirInferAuc(PirOperation *op, PirType **r);
void pirInferDeformableConv(PirOperation *op, PirType **r);
void pirInferDistributedLookupTable(PirOperation *op, PirType **r);
void pirInferShareBuffer(PirOperation *op, PirType **r);
void pirInferSendUv(PirOperation *op, PirType **r);
void pirInferSendUeRecv(PirOperation *op, PirType **r);
void pirInferCSoftmaxWithMultiLabelCrossEntropy(PirOperation *op, PirType **r);
void pirInferReduceScatter(PirOperation *op, PirType **r);
void pirInferPartialAllgather(PirOperation *op, PirType **r);
void pirInferPartialSum(PirOperation *op, PirType **r);
void pirInferPartialConcat(PirOperation *op, PirType **r);
void pirInferSequenceMask(PirOperation *op, PirType **r);
void pirInferCheckNumerics(PirOperation *op, PirType **r);
void pirInferSet(PirOperation *op, PirType **r);
void pirInferLookupTable(PirOperation *op, PirType **r);
void pirInferLookupTableDequant(PirOperation *op, PirType **r);
void pirInferPullBoxSparse(PirOperation *op, PirType **r);
void pirInferPullGpupsSparse(PirOperation *op, PirType **r);
void pirInferPullSparseV2(PirOperation *op, PirType **r);
void pirInferGatherTree(PirOperation *op, PirType **r);
void pirInferIm2sequence(PirOperation *op, PirType **r);
void pirInferIndexSelectStrided(PirOperation *op, PirType **r);
void pirInferMarginCrossEntropy(PirOperation *op, PirType **r);
void pirInferPruneGateByCapacity(PirOperation *op, PirType **r);
void pirInferShuffleBatch(PirOperation *op, PirType **r);
void pirInferWarpctc(PirOperation *op, PirType **r);
void pirInferWarprnnt(PirOperation *op, PirType **r);
void pirInferYoloLoss(PirOperation *op, PirType **r);
void pirInferYoloBoxPost(PirOperation *op, PirType **r);
void pirInferNce(PirOperation *op, PirType **r);
void pirInferPyramidHash(PirOperation *op, PirType **r);
void pirInferQuantizeLinear(PirOperation *op, PirType **r);
void pirInferTdmChild(PirOperation *op, PirType **r);
void pirInferHash(PirOperation *op, PirType **r);
void pirInferIdentityLoss(PirOperation *op, PirType **r);
void pirInferIsEmpty(PirOperation *op, PirType **r);
void pirInferSendURecv(PirOperation *op, PirType **r);
void pirInferSequenceConv(PirOperation *op, PirType **r);
void pirInferViterbiDecode(PirOperation *op, PirType **r);
void pirInferTdmSampler(PirOperation *op, PirType **r);
void pirInferRecvV2(PirOperation *op, PirType **r);
/* issue 25 item 2, share B (infer_collective.c, infer_attention.c,
 * infer_misc.c, infer_legacy_ops.c, infer_grads.c) */
void pirInferCScatter(PirOperation *op, PirType **r);
void pirInferPartialRecv(PirOperation *op, PirType **r);
void pirInferSparseAttention(PirOperation *op, PirType **r);
void pirInferClipByNorm(PirOperation *op, PirType **r);
void pirInferApplyPerChannelScale(PirOperation *op, PirType **r);
void pirInferMatchMatrixTensor(PirOperation *op, PirType **r);
void pirInferUnchangedVec(PirOperation *op, PirType **r);
#include "infer_fused_rules.h"
/* issue 25, share A (infer_grads.c, infer_tensor.c, infer_math.c, infer_pool.c) */
void pirInferUnchanged(PirOperation *op, PirType **r);
void pirInferToComplex(PirOperation *op, PirType **r);
void pirInferPad(PirOperation *op, PirType **r);
void pirInferPad3d(PirOperation *op, PirType **r);
void pirInferPixelShuffle(PirOperation *op, PirType **r);
void pirInferPixelShuffleGrad(PirOperation *op, PirType **r);
void pirInferPixelUnshuffle(PirOperation *op, PirType **r);
void pirInferPixelUnshuffleGrad(PirOperation *op, PirType **r);
void pirInferUnbind(PirOperation *op, PirType **r);
void pirInferUnstack(PirOperation *op, PirType **r);
void pirInferDiag(PirOperation *op, PirType **r);
void pirInferDiagEmbed(PirOperation *op, PirType **r);
void pirInferDiagonal(PirOperation *op, PirType **r);
void pirInferTrace(PirOperation *op, PirType **r);
void pirInferRepeatInterleave(PirOperation *op, PirType **r);
void pirInferReverse(PirOperation *op, PirType **r);
void pirInferCrop(PirOperation *op, PirType **r);
void pirInferFrame(PirOperation *op, PirType **r);
void pirInferUnfold(PirOperation *op, PirType **r);
void pirInferFold(PirOperation *op, PirType **r);
void pirInferAffineGrid(PirOperation *op, PirType **r);
void pirInferPNorm(PirOperation *op, PirType **r);
void pirInferKthvalue(PirOperation *op, PirType **r);
void pirInferMode(PirOperation *op, PirType **r);
void pirInferNanmedian(PirOperation *op, PirType **r);
void pirInferHistogram(PirOperation *op, PirType **r);
void pirInferMatrixRank(PirOperation *op, PirType **r);
void pirInferSquaredL2Norm(PirOperation *op, PirType **r);
void pirInferEye(PirOperation *op, PirType **r);
void pirInferFftC2c(PirOperation *op, PirType **r);
void pirInferFftR2c(PirOperation *op, PirType **r);
void pirInferFftC2r(PirOperation *op, PirType **r);
void pirInferFftC2rGrad(PirOperation *op, PirType **r);
void pirInferUnchangedDims(PirOperation *op, PirType **r);
void pirInferBilinearGrad(PirOperation *op, PirType **r);
void pirInferScatterGrad(PirOperation *op, PirType **r);
void pirInferInstanceNormGrad(PirOperation *op, PirType **r);
void pirInferRopeGrad(PirOperation *op, PirType **r);
void pirInferBilinear(PirOperation *op, PirType **r);
void pirInferBroadcastTensors(PirOperation *op, PirType **r);
void pirInferRandperm(PirOperation *op, PirType **r);
void pirInferTrilIndices(PirOperation *op, PirType **r);
void pirInferTriuIndices(PirOperation *op, PirType **r);
void pirInferFractionalMaxPool(PirOperation *op, PirType **r);
void pirInferHsigmoidLoss(PirOperation *op, PirType **r);
void pirInferHingeLoss(PirOperation *op, PirType **r);
void pirInferDot(PirOperation *op, PirType **r);
void pirInferMv(PirOperation *op, PirType **r);
void pirInferKron(PirOperation *op, PirType **r);
void pirInferAtan2(PirOperation *op, PirType **r);
void pirInferDist(PirOperation *op, PirType **r);
void pirInferExpandAs(PirOperation *op, PirType **r);
void pirInferComplex(PirOperation *op, PirType **r);
void pirInferCholeskySolve(PirOperation *op, PirType **r);
void pirInferKldivLoss(PirOperation *op, PirType **r);
void pirInferHuberLoss(PirOperation *op, PirType **r);
void pirInferGridSample(PirOperation *op, PirType **r);
void pirInferUnpool(PirOperation *op, PirType **r);
void pirInferUnpool3d(PirOperation *op, PirType **r);
void pirInferBinomial(PirOperation *op, PirType **r);
void pirInferMatrixRankTol(PirOperation *op, PirType **r);
void pirInferAddmm(PirOperation *op, PirType **r);
void pirInferBaddbmm(PirOperation *op, PirType **r);
void pirInferLerp(PirOperation *op, PirType **r);
void pirInferLinspace(PirOperation *op, PirType **r);
void pirInferNllLoss(PirOperation *op, PirType **r);
void pirInferPool3d(PirOperation *op, PirType **r);
void pirInferMaxPoolWithIndex(PirOperation *op, PirType **r);
void pirInferGroupNorm(PirOperation *op, PirType **r);
void pirInferAddGroupNormSilu(PirOperation *op, PirType **r);

/* Issue 25, item 2 (h17-infa): einsum (infer_linalg.c), stft and
 * reduce_as (infer_math.c), shape_broadcast (infer_shape_ops.c), lrn
 * (infer_nn.c), UnchangedMultiInferMeta (infer_grads.c). */
void pirInferEinsum(PirOperation *op, PirType **r);
void pirInferStft(PirOperation *op, PirType **r);
void pirInferReduceAs(PirOperation *op, PirType **r);
void pirInferShapeBroadcast(PirOperation *op, PirType **r);
void pirInferLrn(PirOperation *op, PirType **r);
void pirInferUnchangedMulti(PirOperation *op, PirType **r);

/* infer_nn.c: the paddings of a window op of n spatial dims after
 * padding_algorithm (Paddle's UpdatePaddingAndDilation). */
bool pirInferWindowPaddings(PirOperation *op, uint32_t n, const int64_t *in, const int64_t *kernel, const int64_t *stride,
			    int64_t *pad, int64_t *dil);

#endif
