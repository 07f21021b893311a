/* attributes.h: PIR attributes and attribute dictionaries, uniqued by the
 * context. Floats are compared by bits, so -0.0 and 0.0 differ and NaNs
 * unique. A dictionary is sorted by key and uniqued as a whole. Public;
 * the layouts are in attributes_private.h. */
#ifndef PIR_ATTRIBUTES_H
#define PIR_ATTRIBUTES_H

#include "context.h"

typedef enum PirAttrKind {
	PIR_ATTR_BOOL,
	PIR_ATTR_STR,
	PIR_ATTR_INT32,
	PIR_ATTR_INT64,
	PIR_ATTR_FLOAT,
	PIR_ATTR_DOUBLE,
	PIR_ATTR_INDEX,
	PIR_ATTR_POINTER,
	PIR_ATTR_COMPLEX64,
	PIR_ATTR_COMPLEX128,
	PIR_ATTR_ARRAY,
	PIR_ATTR_TYPE,
	PIR_ATTR_INT_ARRAY,   /* (pd_op.IntArray)[1,2] */
	PIR_ATTR_DATA_TYPE,   /* (pd_op.DataType)float32 */
	PIR_ATTR_PLACE,       /* (pd_op.Place)Place(gpu:0); text is "gpu:0" */
	PIR_ATTR_DATA_LAYOUT, /* (pd_op.DataLayout)NCHW */
	PIR_ATTR_OPAQUE,      /* dialect attribute kept verbatim, e.g. <backend:GPU|...> */
	PIR_ATTR_NULL,        /* <#AttrNull> */
	PIR_ATTR_KIND_COUNT
} PirAttrKind;

typedef struct PirNamedAttr {
	PirIdent *name;
	PirAttribute *value;
} PirNamedAttr;

PIR_API PirAttribute *pirAttrGetBool(PirContext *ctx, bool b);
PIR_API PirAttribute *pirAttrGetStr(PirContext *ctx, const char *s, size_t n);
PIR_API PirAttribute *pirAttrGetInt32(PirContext *ctx, int32_t v);
PIR_API PirAttribute *pirAttrGetInt64(PirContext *ctx, int64_t v);
PIR_API PirAttribute *pirAttrGetIndex(PirContext *ctx, int64_t v);
PIR_API PirAttribute *pirAttrGetPointer(PirContext *ctx, uint64_t v);
PIR_API PirAttribute *pirAttrGetFloat(PirContext *ctx, float v);
PIR_API PirAttribute *pirAttrGetDouble(PirContext *ctx, double v);
PIR_API PirAttribute *pirAttrGetComplex(PirContext *ctx, PirAttrKind kind, double re, double im);
PIR_API PirAttribute *pirAttrGetArray(PirContext *ctx, uint32_t n, PirAttribute *const *elems);
PIR_API PirAttribute *pirAttrGetType(PirContext *ctx, PirType *t);
PIR_API PirAttribute *pirAttrGetIntArray(PirContext *ctx, uint32_t n, const int64_t *v);
/* DATA_TYPE, PLACE, DATA_LAYOUT, OPAQUE: text attributes of a given kind. */
PIR_API PirAttribute *pirAttrGetText(PirContext *ctx, PirAttrKind kind, const char *s, size_t n);
PIR_API PirAttribute *pirAttrGetNull(PirContext *ctx);
/* A DATA_TYPE attribute; PIR JSON's "Undefined(ALL_DTYPE)" is the text
 * printer's "Undefined" (Paddle's spellings of the undefined type). */
PIR_API PirAttribute *pirAttrGetDataType(PirContext *ctx, const char *s, size_t n);

PIR_API const char *pirAttrKindName(PirAttrKind kind); /* "int32", "str", ... as in the YAML schema */
PIR_API bool pirAttrKindFromName(const char *s, PirAttrKind *out);

/* Builds the uniqued dictionary of n entries (any order). Returns NULL and
 * sets *dup to the repeated key when a key occurs twice. */
PIR_API PirAttrDict *pirAttrDictGet(PirContext *ctx, uint32_t n, const PirNamedAttr *entries, PirIdent **dup);
PIR_API PirAttrDict *pirAttrDictGetEmpty(PirContext *ctx);
PIR_API PirAttribute *pirAttrDictLookup(const PirAttrDict *d, PirIdent *name);
/* A copy of d with name set to value (value NULL removes it). */
PIR_API PirAttrDict *pirAttrDictSet(PirContext *ctx, PirAttrDict *d, PirIdent *name, PirAttribute *value);


/* Inspection. Each asks for its kinds (asserted): the bool; the integer of
 * INT32, INT64, INDEX and POINTER; FLOAT's and DOUBLE's value; both parts
 * of COMPLEX64 and COMPLEX128; the text of STR, DATA_TYPE, PLACE,
 * DATA_LAYOUT and OPAQUE; TYPE's type; the elements of ARRAY and of
 * INT_ARRAY (pirAttributeGetNumElements counts either). */
PIR_ACCESSOR PirAttrKind pirAttributeGetKind(const PirAttribute *a);
PIR_ACCESSOR bool pirAttributeGetBoolValue(const PirAttribute *a);
PIR_ACCESSOR int64_t pirAttributeGetIntValue(const PirAttribute *a);
PIR_ACCESSOR double pirAttributeGetFloatValue(const PirAttribute *a);
PIR_ACCESSOR void pirAttributeGetComplexValue(const PirAttribute *a, double *re, double *im);
PIR_ACCESSOR PirIdent *pirAttributeGetText(const PirAttribute *a);
PIR_ACCESSOR PirType *pirAttributeGetTypeValue(const PirAttribute *a);
PIR_ACCESSOR uint32_t pirAttributeGetNumElements(const PirAttribute *a);
PIR_ACCESSOR PirAttribute *pirAttributeGetElement(const PirAttribute *a, uint32_t i);
PIR_ACCESSOR int64_t pirAttributeGetIntElement(const PirAttribute *a, uint32_t i);
/* A dictionary's entries, sorted by name. */
PIR_ACCESSOR uint32_t pirAttrDictGetSize(const PirAttrDict *d);
PIR_ACCESSOR PirNamedAttr pirAttrDictGetEntry(const PirAttrDict *d, uint32_t i);

#ifdef PIR_BUILDING_PIR
#include "attributes_private.h"
#endif

#endif
