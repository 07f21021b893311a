/* attributes_private.h: the layouts of PirAttribute and PirAttrDict, the
 * library's inline accessors of them (attributes.h declares them) and the
 * kind sets the readers and the verifier use. Not installed. */
#ifndef PIR_ATTRIBUTES_PRIVATE_H
#define PIR_ATTRIBUTES_PRIVATE_H

#include "attributes.h"
#include "pir_assert.h"

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

/* Re-types an attribute read from an unprefixed (untyped) literal to one of
 * the kinds in the bit set `kinds` (1u << PirAttrKind); unchanged if none fits. */
PirAttribute *pirAttrCoerce(PirContext *ctx, PirAttribute *a, uint32_t kinds);
bool pirIsDataTypeName(const char *s, size_t n);

PIR_ACCESSOR PirAttrKind pirAttributeGetKind(const PirAttribute *a)
{
	return a->kind;
}
PIR_ACCESSOR bool pirAttributeGetBoolValue(const PirAttribute *a)
{
	PIR_ASSERT(a->kind == PIR_ATTR_BOOL);
	return a->b;
}
PIR_ACCESSOR int64_t pirAttributeGetIntValue(const PirAttribute *a)
{
	PIR_ASSERT(a->kind == PIR_ATTR_INT32 || a->kind == PIR_ATTR_INT64 || a->kind == PIR_ATTR_INDEX ||
		   a->kind == PIR_ATTR_POINTER);
	return a->i;
}
PIR_ACCESSOR double pirAttributeGetFloatValue(const PirAttribute *a)
{
	PIR_ASSERT(a->kind == PIR_ATTR_FLOAT || a->kind == PIR_ATTR_DOUBLE);
	return a->kind == PIR_ATTR_FLOAT ? (double)a->f : a->d;
}
PIR_ACCESSOR void pirAttributeGetComplexValue(const PirAttribute *a, double *re, double *im)
{
	PIR_ASSERT(a->kind == PIR_ATTR_COMPLEX64 || a->kind == PIR_ATTR_COMPLEX128);
	*re = a->c.re;
	*im = a->c.im;
}
PIR_ACCESSOR PirIdent *pirAttributeGetText(const PirAttribute *a)
{
	PIR_ASSERT(a->kind == PIR_ATTR_STR || a->kind == PIR_ATTR_DATA_TYPE || a->kind == PIR_ATTR_PLACE ||
		   a->kind == PIR_ATTR_DATA_LAYOUT || a->kind == PIR_ATTR_OPAQUE);
	return a->text;
}
PIR_ACCESSOR PirType *pirAttributeGetTypeValue(const PirAttribute *a)
{
	PIR_ASSERT(a->kind == PIR_ATTR_TYPE);
	return a->type;
}
PIR_ACCESSOR uint32_t pirAttributeGetNumElements(const PirAttribute *a)
{
	PIR_ASSERT(a->kind == PIR_ATTR_ARRAY || a->kind == PIR_ATTR_INT_ARRAY);
	return a->kind == PIR_ATTR_ARRAY ? a->array.size : a->ints.size;
}
PIR_ACCESSOR PirAttribute *pirAttributeGetElement(const PirAttribute *a, uint32_t i)
{
	PIR_ASSERT(a->kind == PIR_ATTR_ARRAY && i < a->array.size);
	return a->array.elems[i];
}
PIR_ACCESSOR int64_t pirAttributeGetIntElement(const PirAttribute *a, uint32_t i)
{
	PIR_ASSERT(a->kind == PIR_ATTR_INT_ARRAY && i < a->ints.size);
	return a->ints.elems[i];
}
PIR_ACCESSOR uint32_t pirAttrDictGetSize(const PirAttrDict *d)
{
	return d->size;
}
PIR_ACCESSOR PirNamedAttr pirAttrDictGetEntry(const PirAttrDict *d, uint32_t i)
{
	PIR_ASSERT(i < d->size);
	return d->entries[i];
}

#endif
