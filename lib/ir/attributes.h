/* attributes.h: PIR attributes and attribute dictionaries, uniqued by the
 * context. Floats are compared by bits, so -0.0 and 0.0 differ and NaNs
 * unique. A dictionary is sorted by key and uniqued as a whole. */
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

struct PirAttribute {
	PirAttrKind kind;
	uint32_t hash;
	union {
		bool b;
		int64_t i;   /* INT32, INT64, INDEX, POINTER */
		float f;
		double d;
		struct {
			double re, im;
		} c;
		PirIdent *text; /* STR, DATA_TYPE, PLACE, DATA_LAYOUT, OPAQUE */
		PirType *type;
		struct {
			uint32_t size;
			PirAttribute **elems;
		} array;
		struct {
			uint32_t size;
			int64_t *elems;
		} ints;
	};
};

typedef struct PirNamedAttr {
	PirIdent *name;
	PirAttribute *value;
} PirNamedAttr;

struct PirAttrDict {
	uint32_t size;
	uint32_t hash;
	const char *printed; /* cached canonical text, filled by the printer */
	uint32_t printedLen;
	PirNamedAttr entries[]; /* sorted by name */
};

/* A kind set (1u << PirAttrKind bits) may also name the kind an untyped
 * literal becomes (Paddle's Scalar(double) reads "1" as (Double)1): it is
 * kept in the high bits, above every kind. */
#define PIR_ATTR_KINDS_MASK ((1u << PIR_ATTR_KIND_COUNT) - 1)
#define PIR_ATTR_KINDS_PREFER(k) (((uint32_t)(k) + 1u) << 24)
#define PIR_ATTR_KINDS_PREFERRED(kinds) ((int)((kinds) >> 24) - 1) /* -1: none */

/* The kinds Paddle's ScalarAttribute accepts ("kind: scalar" in the YAML). */
#define PIR_ATTR_SCALAR_KINDS                                                                                  \
	((1u << PIR_ATTR_BOOL) | (1u << PIR_ATTR_INT32) | (1u << PIR_ATTR_INT64) | (1u << PIR_ATTR_FLOAT) |       \
	 (1u << PIR_ATTR_DOUBLE) | (1u << PIR_ATTR_INDEX) | (1u << PIR_ATTR_STR) | (1u << PIR_ATTR_COMPLEX64) | \
	 (1u << PIR_ATTR_COMPLEX128))

PirAttribute *pirAttrGetBool(PirContext *ctx, bool b);
PirAttribute *pirAttrGetStr(PirContext *ctx, const char *s, size_t n);
PirAttribute *pirAttrGetInt32(PirContext *ctx, int32_t v);
PirAttribute *pirAttrGetInt64(PirContext *ctx, int64_t v);
PirAttribute *pirAttrGetIndex(PirContext *ctx, int64_t v);
PirAttribute *pirAttrGetPointer(PirContext *ctx, uint64_t v);
PirAttribute *pirAttrGetFloat(PirContext *ctx, float v);
PirAttribute *pirAttrGetDouble(PirContext *ctx, double v);
PirAttribute *pirAttrGetComplex(PirContext *ctx, PirAttrKind kind, double re, double im);
PirAttribute *pirAttrGetArray(PirContext *ctx, uint32_t n, PirAttribute *const *elems);
PirAttribute *pirAttrGetType(PirContext *ctx, PirType *t);
PirAttribute *pirAttrGetIntArray(PirContext *ctx, uint32_t n, const int64_t *v);
/* DATA_TYPE, PLACE, DATA_LAYOUT, OPAQUE: text attributes of a given kind. */
PirAttribute *pirAttrGetText(PirContext *ctx, PirAttrKind kind, const char *s, size_t n);
PirAttribute *pirAttrGetNull(PirContext *ctx);
/* A DATA_TYPE attribute; PIR JSON's "Undefined(ALL_DTYPE)" is the text
 * printer's "Undefined" (Paddle's spellings of the undefined type). */
PirAttribute *pirAttrGetDataType(PirContext *ctx, const char *s, size_t n);

const char *pirAttrKindName(PirAttrKind kind); /* "int32", "str", ... as in the YAML schema */
bool pirAttrKindFromName(const char *s, PirAttrKind *out);

/* Builds the uniqued dictionary of n entries (any order). Returns NULL and
 * sets *dup to the repeated key when a key occurs twice. */
PirAttrDict *pirAttrDictGet(PirContext *ctx, uint32_t n, const PirNamedAttr *entries, PirIdent **dup);
PirAttrDict *pirAttrDictGetEmpty(PirContext *ctx);
PirAttribute *pirAttrDictLookup(const PirAttrDict *d, PirIdent *name);
/* A copy of d with name set to value (value NULL removes it). */
PirAttrDict *pirAttrDictSet(PirContext *ctx, PirAttrDict *d, PirIdent *name, PirAttribute *value);

/* Re-types an attribute read from an unprefixed (untyped) literal to one of
 * the kinds in the bit set `kinds` (1u << PirAttrKind); unchanged if none fits. */
PirAttribute *pirAttrCoerce(PirContext *ctx, PirAttribute *a, uint32_t kinds);
bool pirIsDataTypeName(const char *s, size_t n);

#endif
