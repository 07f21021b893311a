/* types.h: PIR types. Every type is uniqued by the context, so equal types
 * are the same pointer. Builtin scalars, vec[...], the dense tensor and its
 * value-semantics twin vtensor, and opaque dialect types kept verbatim. */
#ifndef PIR_TYPES_H
#define PIR_TYPES_H

#include "context.h"

typedef enum PirTypeKind {
	PIR_TYPE_NULL,      /* <<NULL TYPE>>, the type of an absent value */
	PIR_TYPE_UNDEFINED, /* first scalar */
	PIR_TYPE_BF16,
	PIR_TYPE_F16,
	PIR_TYPE_F32,
	PIR_TYPE_F64,
	PIR_TYPE_BOOL, /* printed "b" */
	PIR_TYPE_I8,
	PIR_TYPE_U8,
	PIR_TYPE_I16,
	PIR_TYPE_I32,
	PIR_TYPE_I64,
	PIR_TYPE_INDEX,
	PIR_TYPE_C64,
	PIR_TYPE_C128,
	PIR_TYPE_F8E4M3FN,
	PIR_TYPE_F8E5M2, /* last scalar */
	PIR_TYPE_VECTOR,  /* vec[T, ...] */
	PIR_TYPE_TENSOR,  /* tensor<DxDxT>: may be mutated or aliased */
	PIR_TYPE_VTENSOR, /* vtensor<DxDxT>: immutable, never aliased */
	PIR_TYPE_DIALECT, /* any other type, kept as its text (cf.stack, gpu_tensor<..>) */
} PirTypeKind;

struct PirType {
	PirTypeKind kind;
	uint32_t hash;
	union {
		struct {
			PirType *elem;
			uint32_t rank;
			int64_t *dims; /* -1 is a dynamic dimension */
			PirType *twin; /* the value twin, once asked for (pirTypeGetValueTwin) */
		} tensor;
		struct {
			uint32_t size;
			PirType **elems;
		} vec;
		struct {
			PirIdent *text;    /* the whole spelling, e.g. "pd_op.tensor_array<f32>" */
			PirIdent *dialect; /* text before the first '.', or NULL */
			bool handle;       /* a dialect's handle type (cf.stack): not a tensor */
		} dialect;
	};
	const char *printed; /* cached canonical spelling, filled by the printer */
	uint32_t printedLen;
};

PirType *pirTypeGetScalar(PirContext *ctx, PirTypeKind kind);
PirType *pirTypeGetNull(PirContext *ctx);
PirType *pirTypeGetTensor(PirContext *ctx, PirType *elem, uint32_t rank, const int64_t *dims);
PirType *pirTypeGetVTensor(PirContext *ctx, PirType *elem, uint32_t rank, const int64_t *dims);
PirType *pirTypeGetVector(PirContext *ctx, uint32_t n, PirType *const *elems);
PirType *pirTypeGetDialect(PirContext *ctx, const char *text, size_t len);

static inline bool pirTypeIsScalar(const PirType *t)
{
	return t->kind >= PIR_TYPE_UNDEFINED && t->kind <= PIR_TYPE_F8E5M2;
}
static inline bool pirTypeIsDenseTensor(const PirType *t)
{
	return t->kind == PIR_TYPE_TENSOR || t->kind == PIR_TYPE_VTENSOR;
}
PirType *pirTypeMakeValueTwin(PirContext *ctx, PirType *t);
/* Same shape and element type, the other of tensor/vtensor (t itself for
 * other types). Kept on the uniqued type once made, both ways. */
static inline PirType *pirTypeGetValueTwin(PirContext *ctx, PirType *t)
{
	if (!pirTypeIsDenseTensor(t))
		return t;
	return t->tensor.twin ? t->tensor.twin : pirTypeMakeValueTwin(ctx, t);
}

/* Scalar spelling ("f32", "b", ...) or NULL for non-scalars. */
const char *pirScalarTypeName(PirTypeKind kind);
/* Looks up a scalar by spelling; returns PIR_TYPE_NULL when unknown. */
PirTypeKind pirScalarTypeFromName(const char *s, size_t n);

#endif
