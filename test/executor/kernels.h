/* kernels.h: pir-run's kernel registry (like Paddle's: keyed by op name)
 * and what kernels share: reading attributes, making results with the
 * dtype the IR declares, elementwise broadcast and the reduction of a
 * broadcast gradient back to an input's shape. */
#ifndef EX_KERNELS_H
#define EX_KERNELS_H

#include "run.h"

/* in[i] is the object of operand i (NULL for an absent optional operand);
 * the kernel stores one new reference per result in out[i]. */
typedef bool (*ExKernelFn)(ExRun *r, PirOperation *op, ExObj **in, ExObj **out);

typedef struct ExKernel {
	const char *name;
	ExKernelFn fn;
} ExKernel;

/* The kernel for op's name, or NULL. */
ExKernelFn exLookupKernel(const char *opName);
/* The tables of each kernel file, each ending with {NULL, NULL}. */
extern const ExKernel exElementwiseKernels[];
extern const ExKernel exLinalgKernels[];
extern const ExKernel exGradKernels[];
extern const ExKernel exDoubleGradKernels[];
extern const ExKernel exVecKernels[];
extern const ExKernel exNnKernels[];
extern const ExKernel exModelKernels[];
extern const ExKernel exCnnKernels[];
extern const ExKernel exActKernels[];
extern const ExKernel exShapeKernels[];
extern const ExKernel exNormKernels[];
extern const ExKernel exInterpKernels[];
extern const ExKernel exConvTKernels[];
extern const ExKernel exRnnKernels[];
extern const ExKernel exArrayKernels[];
extern const ExKernel exMathKernels[];
extern const ExKernel exTrainKernels[];
extern const ExKernel exSmoothKernels[];
extern const ExKernel exReduceKernels[];
extern const ExKernel exIndexKernels[];
extern const ExKernel exLossKernels[];
extern const ExKernel exInstanceNormKernels[];
extern const ExKernel exOptimizerKernels[];
extern const ExKernel exPointwiseKernels[];
extern const ExKernel exReduceSmallKernels[];
extern const ExKernel exSetValueKernels[];
extern const ExKernel exLayoutKernels[];
extern const ExKernel exSelectKernels[];
extern const ExKernel exNllUnfoldKernels[];
/* kernels_nn.c: the integers of operand i (a 1-D tensor or a vec of
 * one-element tensors), else of attribute `name` (at most EX_MAX_RANK). */
bool exIntsOf(ExRun *r, PirOperation *op, ExObj **in, uint32_t i, const char *name, int64_t *v, uint32_t *n);
/* kernels_vec.c, shared with arrays.c: the axis (operand `at` when
 * present, else attribute `axis`, deflt when absent; negative counts from
 * rank); the pieces of vec (or array) agree but along axis (exact: all
 * equal); result `res` = the pieces joined along axis (newAxis: stacked);
 * the pieces of w along axis of sizes n[k] (dropAxis: unstacked), as a vec. */
bool exAxisOf(ExRun *r, PirOperation *op, ExObj **in, uint32_t at, double deflt, uint32_t rank, uint32_t *axis);
bool exSamePieces(ExRun *r, PirOperation *op, ExObj *vec, uint32_t axis, bool exact);
ExObj *exJoin(ExRun *r, PirOperation *op, ExObj *vec, uint32_t axis, bool newAxis, uint32_t res);
ExObj *exCut(ExRun *r, PirOperation *op, ExObj *w, uint32_t axis, const int64_t *n, size_t count, bool dropAxis,
	     PirTypeKind dtype);
/* kernels_linalg.c: the reduced axes of x: from the axis operand (index
 * axisOperand) if given, else the `axis` attribute; none or reduce_all
 * means all. keep is x's shape with the reduced dims set to 1; out the
 * result's shape (keepdim); count the elements reduced into each. */
bool exReduceShapes(ExRun *r, PirOperation *op, ExObj **in, uint32_t axisOperand, const ExObj *x, ExShape *keep,
		    ExShape *out, size_t *count);
/* kernels_model.c: reshape_grad, which flatten_grad shares. */
bool exModelReshapeGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out);

/* --- attributes --- */
PirAttribute *exAttr(PirOperation *op, const char *name);
/* A scalar attribute (bool, ints, float, double) as a double. */
bool exAttrDouble(ExRun *r, PirOperation *op, const char *name, double deflt, double *out);
bool exAttrBool(PirOperation *op, const char *name, bool deflt);
/* x as outer x n x inner around axis a (negative counts from the end; a
 * 0-D x is one element along axis 0 or -1), for a kernel along one axis;
 * an error when a is out of range. */
bool exAxisSplit(ExRun *r, PirOperation *op, const ExObj *x, int64_t a, size_t *outer, int64_t *n, size_t *inner);
/* A string attribute's text, or deflt when the op has none of that name. */
const char *exAttrText(PirOperation *op, const char *name, const char *deflt);
/* A number or an array of numbers (e.g. floats); *n = 0 when absent. */
bool exAttrDoubles(ExRun *r, PirOperation *op, const char *name, double *vals, uint32_t max, uint32_t *n);
/* An int_array or array of ints; *n = 0 when absent. */
bool exAttrInts(ExRun *r, PirOperation *op, const char *name, int64_t *vals, uint32_t max, uint32_t *n);
/* d as an integer; false when it is not finite or out of int64's range. */
bool exToInt64(double d, int64_t *out);
/* A data_type attribute; PIR_TYPE_UNDEFINED when absent. */
PirTypeKind exAttrDtype(PirOperation *op, const char *name);

/* --- results --- */
/* The element type result i declares, or fallback when it declares none. */
PirTypeKind exResultDtype(PirOperation *op, uint32_t i, PirTypeKind fallback);
/* A zero tensor for result i (dtype as above); errors when too large. */
ExObj *exNewResult(ExRun *r, PirOperation *op, uint32_t i, PirTypeKind fallback, const ExShape *shape);
/* Zero tensors for results 0..n-1 that the op has (res[k] NULL past its
 * results); on an error releases those made and returns false. */
bool exNewResults(ExRun *r, PirOperation *op, PirTypeKind fallback, const ExShape *shapes, uint32_t n, ExObj **res);
/* Checks operand i is a tensor. */
bool exWantTensor(ExRun *r, PirOperation *op, ExObj **in, uint32_t i);

/* Results 1.. of an op with an xshape (older releases' reshape, flatten,
 * squeeze, unsqueeze): each a zero tensor of shape [0, x dims]. */
bool exXShapeResults(ExRun *r, PirOperation *op, const ExObj *x, ExObj **out);

/* --- elementwise --- */
/* out = f(x, attr) elementwise, into result 0 (an activation). */
typedef double (*ExUnaryFn)(double x, const double *attr);
bool exUnary(ExRun *r, PirOperation *op, ExObj **in, ExObj **out, ExUnaryFn f, const double *attr);
/* x_grad = f(v, out_grad, attr) elementwise, v being operand 0 (x or out)
 * and out_grad operand 1, of v's shape (an activation's grad). */
typedef double (*ExUnaryGradFn)(double v, double g, const double *attr);
bool exUnaryGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out, ExUnaryGradFn f, const double *attr);
/* A double grad of an activation's grad f_grad(a, g): (a, g, dd) of one
 * shape -> (a_grad, g_grad) = d<dd, f_grad(a, g)>/da and /dg, which f
 * stores in r[0], r[1]; the second result only where the op has it. */
typedef void (*ExUnaryDoubleGradFn)(double a, double g, double dd, const double *attr, double *r);
bool exUnaryDoubleGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out, ExUnaryDoubleGradFn f,
		       const double *attr);
typedef double (*ExBinaryFn)(double a, double b);
/* out = f(x, y) with broadcasting, into result 0. */
bool exBinary(ExRun *r, PirOperation *op, ExObj *x, ExObj *y, ExBinaryFn f, PirTypeKind dtype, ExObj **out);
/* Sums g (of a broadcast shape) down to the shape of `like` (Paddle's
 * grads of broadcast elementwise ops), as result `res` of op. */
ExObj *exReduceTo(ExRun *r, PirOperation *op, uint32_t res, const ExObj *g, const ExObj *like);
/* fn run with Paddle's legacy `axis` of an elementwise op's grads, which
 * the ProgramDesc translator keeps (elementwise_add_grad of X [N, C, H, W]
 * and Y [C] with axis 1): the operands of lower rank line up with the
 * others from dimension axis, not from the end. They are seen as views
 * padded with ones for fn, and the results fn computes in the padded shape
 * get their declared rank back. axis -1, or operands of one rank: fn. */
bool exWithLegacyAxis(ExRun *r, PirOperation *op, ExObj **in, ExObj **out, ExKernelFn fn);

#endif
