/* traits.h: op traits, a bit set that op definitions declare
 * (docs/dialect-yaml.md) and passes test (pirOperationHasTrait). Public. */
#ifndef PIR_TRAITS_H
#define PIR_TRAITS_H

#include <stdbool.h>

#include "../pir_api.h"

typedef enum PirTrait {
	PIR_TRAIT_READ_ONLY = 1u << 0,           /* does not write its operands */
	PIR_TRAIT_HAS_VALUE_SEMANTICS = 1u << 1, /* ReadOnly and creates no alias */
	PIR_TRAIT_INPLACE = 1u << 2,             /* writes an operand (name ends in '_') */
	PIR_TRAIT_VIEW_LIKE = 1u << 3,           /* a result aliases an operand */
	PIR_TRAIT_SIDE_EFFECT = 1u << 4,         /* must not be removed or merged */
	PIR_TRAIT_TERMINATOR = 1u << 5,
	PIR_TRAIT_COMMUTATIVE = 1u << 6, /* first two operands may be swapped */
	PIR_TRAIT_CONSTANT_LIKE = 1u << 7,
	PIR_TRAIT_WRITES_VIEWS = 1u << 8, /* overwrites the inputs its view mapping names */
	PIR_TRAIT_SPECULATABLE = 1u << 9, /* cannot fail on operands of static types: may run where it would not have */
	PIR_TRAIT_LAST = PIR_TRAIT_SPECULATABLE,
} PirTrait;

PIR_API const char *pirTraitName(PirTrait t);
PIR_API bool pirTraitFromName(const char *s, PirTrait *out);

#endif
