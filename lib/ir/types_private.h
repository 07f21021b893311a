/* types_private.h: the layout of PirType and the library's inline
 * accessors of it (types.h declares them). Not installed. */
#ifndef PIR_TYPES_PRIVATE_H
#define PIR_TYPES_PRIVATE_H

#include "pir_assert.h"
#include "types.h"

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

PIR_ACCESSOR PirTypeKind pirTypeGetKind(const PirType *t)
{
	return t->kind;
}
PIR_ACCESSOR bool pirTypeIsScalar(const PirType *t)
{
	return t->kind >= PIR_TYPE_UNDEFINED && t->kind <= PIR_TYPE_F8E5M2;
}
PIR_ACCESSOR bool pirTypeIsDenseTensor(const PirType *t)
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

PIR_ACCESSOR PirType *pirTensorTypeGetElementType(const PirType *t)
{
	PIR_ASSERT(pirTypeIsDenseTensor(t));
	return t->tensor.elem;
}
PIR_ACCESSOR uint32_t pirTensorTypeGetRank(const PirType *t)
{
	PIR_ASSERT(pirTypeIsDenseTensor(t));
	return t->tensor.rank;
}
PIR_ACCESSOR int64_t pirTensorTypeGetDim(const PirType *t, uint32_t i)
{
	PIR_ASSERT(pirTypeIsDenseTensor(t) && i < t->tensor.rank);
	return t->tensor.dims[i];
}
PIR_ACCESSOR uint32_t pirVectorTypeGetSize(const PirType *t)
{
	PIR_ASSERT(t->kind == PIR_TYPE_VECTOR);
	return t->vec.size;
}
PIR_ACCESSOR PirType *pirVectorTypeGetElement(const PirType *t, uint32_t i)
{
	PIR_ASSERT(t->kind == PIR_TYPE_VECTOR && i < t->vec.size);
	return t->vec.elems[i];
}
PIR_ACCESSOR PirIdent *pirDialectTypeGetText(const PirType *t)
{
	PIR_ASSERT(t->kind == PIR_TYPE_DIALECT);
	return t->dialect.text;
}

#endif
