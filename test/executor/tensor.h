/* tensor.h: the run-time values of pir-run. A dense tensor holds its
 * elements as doubles whatever its dtype (ints and bools are kept exact by
 * rounding after every kernel); a vec holds the elements builtin.combine
 * packed; a tensor array (EX_ARRAY) the tensors written into it; a stack holds tuples (each a vec) pushed by the stack-role ops.
 * Objects are reference counted: a value bound twice (an inplace op's
 * result and its operand, a stack and its inlet) is one object. */
#ifndef EX_TENSOR_H
#define EX_TENSOR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../../lib/ir/types.h"

#define EX_MAX_RANK 8
/* No shape has more elements than this (it keeps the products in range). */
#define EX_MAX_ELEMENTS ((size_t)1 << 40)
/* The elements all live tensors may hold together, by default 2^28 (2 GiB
 * of doubles; --max-elements changes it): a tensor that does not fit is
 * refused, not allocated, so a real model's run is bounded in memory. */
#define EX_DEFAULT_BUDGET ((size_t)1 << 28)

typedef enum ExKind { EX_TENSOR, EX_VEC, EX_STACK, EX_ARRAY } ExKind;

typedef struct ExObj ExObj;
struct ExObj {
	ExKind kind;
	int refs;
	/* EX_TENSOR */
	PirTypeKind dtype;
	uint32_t rank;
	int64_t dims[EX_MAX_RANK];
	size_t numel;
	double *data;
	ExObj *base; /* a view (exTensorView): the tensor whose data it shares */
	/* EX_VEC, EX_ARRAY: the elements; EX_STACK: the tuples, oldest first */
	ExObj **items;
	size_t len, cap;
};

typedef struct ExShape {
	uint32_t rank;
	int64_t dims[EX_MAX_RANK];
} ExShape;

/* The budget of elements (EX_DEFAULT_BUDGET until set), and the elements
 * the live tensors hold. */
void exSetElementBudget(size_t elements);
size_t exElementBudget(void);
size_t exLiveElements(void);
/* A new zero-filled tensor (one reference); NULL when the shape is invalid
 * or its elements do not fit in the budget beside the live tensors'. */
ExObj *exTensorCreate(PirTypeKind dtype, const ExShape *shape);
ExObj *exVecCreate(void);
/* A view of tensor x with another shape of as many elements: it shares x's
 * data (a write through either is seen by both) and keeps x alive. NULL
 * when the element counts differ. */
ExObj *exTensorView(ExObj *x, const ExShape *shape);
ExObj *exStackCreate(void);
/* A deep copy of a tensor (its own data, not a view) or of a vec or tensor
 * array (copies of its elements), as Paddle's tuple_push takes what it
 * pushes (DeepCopyVariable); a stack is shared. NULL when a tensor does not
 * fit in the budget. */
ExObj *exCopy(ExObj *o);
ExObj *exRetain(ExObj *o);
void exRelease(ExObj *o);
/* Appends o (taking the reference passed in) to a vec or stack. */
void exItemsPush(ExObj *container, ExObj *o);

ExShape exShapeOf(const ExObj *t);
size_t exShapeNumel(const ExShape *s);
bool exShapeEqual(const ExShape *a, const ExShape *b);
/* Paddle's elementwise broadcast: dims aligned at the end, each pair
 * equal or one of them 1. false when the shapes do not broadcast. */
bool exBroadcastShape(const ExShape *a, const ExShape *b, ExShape *out);
/* Index into a tensor of shape `from` of the element at multi-index
 * `idx` of the broadcast shape `to` (from is aligned at the end of to). */
size_t exBroadcastIndex(const ExShape *from, const ExShape *to, const int64_t *idx);
/* Advances a multi-index over shape s (last dim fastest). */
void exIndexNext(const ExShape *s, int64_t *idx);

/* Rounds every element to what the dtype can hold (ints truncate, bools
 * become 0 or 1); floats stay in double. */
void exTensorNormalize(ExObj *t);
bool exDtypeIsFloat(PirTypeKind k);
bool exDtypeSupported(PirTypeKind k);
/* "float32" -> PIR_TYPE_F32, as (pd_op.DataType) attributes spell them;
 * PIR_TYPE_UNDEFINED for "undefined", PIR_TYPE_NULL when unknown. */
PirTypeKind exDtypeFromName(const char *s);

#endif
