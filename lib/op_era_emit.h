/* op_era_emit.h: writing a program in an older era's signatures
 * (--emit-era, docs/text-format.md "Writing an older era"). */
#ifndef PIR_OP_ERA_EMIT_H
#define PIR_OP_ERA_EMIT_H

#include <stdbool.h>

#include "ir/ir.h"
#include "text/text.h"

/* Rewrites every op of p whose dialect has snapshots into its form of
 * snapshot `era` (a label of the dialect's `snapshots`): attributes renamed
 * and converted back, those the era lacked left out (only at their default),
 * operands and results at the era's places. Each op is checked to read back
 * (op_eras.h) as the op it was; one that does not, or that the era cannot
 * express (an op the era did not have, a value it had no place for), is a
 * located error, and p is left unchanged. False on failure, with the
 * diagnostics emitted. Whether that era's Paddle reads the result back is
 * pirEraCheckSnapshot's question. */
bool pirProgramToEra(PirProgram *p, const char *era);

/* Whether every dialect with snapshots knows `era` and (writing) its
 * Paddle reads the format back (`paddle_reads`); else false and *why
 * (malloc'd). */
typedef enum PirEraFormat { PIR_ERA_READING, PIR_ERA_TEXT, PIR_ERA_JSON } PirEraFormat;
bool pirEraCheckSnapshot(PirContext *ctx, const char *era, PirEraFormat format, char **why);

/* The spellings the text printer of snapshot `era` used (the dialects'
 * `printed_spellings`), for PirPrintOptions.spelling; NULL when no dialect
 * with snapshots says (pirEraCheckSnapshot then refuses PIR_ERA_TEXT). */
const PirTextSpelling *pirEraTextSpelling(PirContext *ctx, const char *era);

/* Whether that printer can spell every value of p so that its Paddle reads
 * it back as it is: no vtensor (Paddle printed none), a string of the
 * (String) spelling neither empty nor holding a delimiter. Each one that
 * cannot be is a located error. */
bool pirProgramCheckEraText(PirProgram *p, const PirTextSpelling *s, const char *era);

/* Which op of an era a canonical op becomes (for tests): 1 and the era's
 * form in the out arrays (malloc'd; free them), 0 when it is written as it
 * is, -1 with *why (malloc'd) when it cannot be. */
typedef struct PirEraForm {
	uint32_t numOperands, numResults;
	PirValue **operands;
	int32_t *operandFrom; /* era operand i is today's operand operandFrom[i], -1: null */
	PirType **resultTypes;
	int32_t *resultFrom; /* era result i is today's result resultFrom[i] */
	PirAttrDict *attrs;
} PirEraForm;
int pirOperationEraForm(PirOperation *op, const char *era, PirEraForm *f, char **why);
void pirEraFormFree(PirEraForm *f);

#endif
