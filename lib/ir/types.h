/* types.h: PIR types. Every type is uniqued by the context, so equal types
 * are the same pointer. Builtin scalars, vec[...], the dense tensor and its
 * value-semantics twin vtensor, and opaque dialect types kept verbatim.
 * Public; the layout is in types_private.h. */
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

PIR_API PirType *pirTypeGetScalar(PirContext *ctx, PirTypeKind kind);
PIR_API PirType *pirTypeGetNull(PirContext *ctx);
PIR_API PirType *pirTypeGetTensor(PirContext *ctx, PirType *elem, uint32_t rank, const int64_t *dims);
PIR_API PirType *pirTypeGetVTensor(PirContext *ctx, PirType *elem, uint32_t rank, const int64_t *dims);
PIR_API PirType *pirTypeGetVector(PirContext *ctx, uint32_t n, PirType *const *elems);
PIR_API PirType *pirTypeGetDialect(PirContext *ctx, const char *text, size_t len);

/* Scalar spelling ("f32", "b", ...) or NULL for non-scalars. */
PIR_API const char *pirScalarTypeName(PirTypeKind kind);
/* Looks up a scalar by spelling; returns PIR_TYPE_NULL when unknown. */
PIR_API PirTypeKind pirScalarTypeFromName(const char *s, size_t n);
/* Bytes of one element of a scalar kind; 0 when it has no fixed size. */
PIR_API unsigned pirScalarTypeGetByteSize(PirTypeKind kind);

/* The canonical text of a type (docs/text-format.md) in a malloc'ed
 * string; what the printer writes for it. */
PIR_API char *pirTypeToString(PirContext *ctx, PirType *t);

/* Inspection. A tensor's dims are -1 where dynamic; the element type of a
 * tensor or vtensor, the elements of a vec, the spelling of a dialect type
 * ("pd_op.tensor_array<f32>"). Each asks for its kind (asserted). */
PIR_ACCESSOR PirTypeKind pirTypeGetKind(const PirType *t);
PIR_ACCESSOR bool pirTypeIsScalar(const PirType *t);
PIR_ACCESSOR bool pirTypeIsDenseTensor(const PirType *t); /* tensor or vtensor */
PIR_ACCESSOR PirType *pirTensorTypeGetElementType(const PirType *t);
PIR_ACCESSOR uint32_t pirTensorTypeGetRank(const PirType *t);
PIR_ACCESSOR int64_t pirTensorTypeGetDim(const PirType *t, uint32_t i);
PIR_ACCESSOR uint32_t pirVectorTypeGetSize(const PirType *t);
PIR_ACCESSOR PirType *pirVectorTypeGetElement(const PirType *t, uint32_t i);
PIR_ACCESSOR PirIdent *pirDialectTypeGetText(const PirType *t);

#ifdef PIR_BUILDING_PIR
#include "types_private.h"
#endif

#endif
