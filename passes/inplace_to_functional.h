/* inplace_to_functional.h: what --inplace-to-functional would do with one
 * inplace op, for another pass's advice (append-backward's errors name the
 * remedy only where it is true). */
#ifndef PIR_INPLACE_TO_FUNCTIONAL_H
#define PIR_INPLACE_TO_FUNCTIONAL_H

#include "../lib/pir.h"

/* The fate of an op under --inplace-to-functional (docs/passes.md,
 * "inplace-to-functional"). CONVERTED is said only where the pass converts
 * it. The next five say the pass leaves it, for reasons no other
 * conversion changes. UNSURE is the rest: whether it converts depends on
 * the other in-place ops or uses around it. */
typedef enum PirInplaceFate {
	PIR_INPLACE_CONVERTED,     /* it becomes its functional twin or functional_op */
	PIR_INPLACE_NO_TWIN,       /* it has no functional twin or functional_op the pass may use */
	PIR_INPLACE_ARGUMENT,      /* it writes a block argument (rule 2) */
	PIR_INPLACE_OTHER_BLOCK,   /* it writes a value defined in another block (rule 2) */
	PIR_INPLACE_NOT_FRESH,     /* it writes a value no op of its block made afresh (rule 2) */
	PIR_INPLACE_SHARED_BEFORE, /* an op before it uses that value other than by reading it (rule 3) */
	PIR_INPLACE_UNSURE,
} PirInplaceFate;

/* The fate of op in the program as it is, leaving out the uses by the ops
 * added(ctx, user) names (a caller that has changed the program since:
 * the ops it made, not those standing for ones it replaced; added may be
 * NULL). Uses no state word (another pass may own them) and changes
 * nothing. Linear in op's block and the uses of the values it writes. */
PirInplaceFate pirInplaceToFunctionalFate(PirOperation *op, bool (*added)(void *ctx, const PirOperation *user),
					  void *ctx);

#endif
