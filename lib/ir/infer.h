/* infer.h: using shape and dtype inference results. A rule (the op's
 * inferMeta interface, dialects/infer/infer_meta.h) says what type each result
 * must have, with -1 dims and an `undefined` element type where it cannot
 * tell. Here: whether a written type agrees with the inferred one, the
 * refinement of one by the other, and the verifier's check. */
#ifndef PIR_INFER_H
#define PIR_INFER_H

#include "ir.h"

/* Whether `actual` can be the type `inferred` describes: -1 dims match any
 * dim, an undefined element type any element type; tensor and vtensor are
 * not told apart; types that are not dense tensors or vecs of them
 * (<<NULL TYPE>>, selectedrows, kernel tensors) are never contradicted;
 * a 0-D tensor may be written [1], as Paddle did before it had 0-D tensors. */
bool pirTypeAgreesWithInferred(const PirType *actual, const PirType *inferred);

/* The more precise of two agreeing types: dims and element type of
 * `inferred` where `actual` has -1 or undefined, and the tensor kind of
 * `actual`. Returns `actual` when nothing is gained. */
PirType *pirTypeRefineWithInferred(PirContext *ctx, PirType *actual, PirType *inferred);

/* Runs op's inference rule: reports the operand conditions the rule finds
 * broken (pirInferReject) or, when there are none, each result whose type
 * contradicts the inferred one (error at the op, naming both types).
 * Returns false on either; true when the op has no rule. */
bool pirOperationCheckInferredTypes(PirOperation *op);

/* For programs read from Paddle's files (ProgramDesc, PIR JSON), whose
 * declared variable types Paddle itself never compares with inference
 * (docs/file-formats.md): each result type that contradicts the inferred
 * one becomes the inferred type (the declared element type where the rule
 * leaves it open), with a warning naming both. Ops in program order, so
 * that later ops see the adopted types. Returns how many were replaced. */
size_t pirProgramAdoptInferredTypes(PirProgram *p);

/* For inference rules: op breaks a condition on its operands or attributes
 * that Paddle's InferMeta enforces (a rank, matching dims, an axis range).
 * While the verifier checks op, an error "'<op>' op <message>" located at
 * operand #operand in the op's source line (operand < 0: at attribute
 * `attr`; NULL too: at the op), and the check fails; at other times (the
 * rule run by --infer-shapes) nothing. Returns false, for `return`. */
bool pirInferReject(PirOperation *op, int operand, const char *attr, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
/* Whether a rule's findings are being reported (pirInferReject speaks). */
bool pirInferReporting(const PirOperation *op);

#endif
