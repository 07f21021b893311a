/* op_eras.h: reading an op written in an older signature (an era of its
 * definition, docs/dialect-yaml.md "Eras"): the readers ask before they
 * create the op, and create it in the canonical form the answer gives. */
#ifndef PIR_OP_ERAS_H
#define PIR_OP_ERAS_H

#include "ir/ir.h"
#include "ir/opinfo.h"

typedef struct PirEraUpgrade {
	const PirOpEra *era, *other; /* the era read; other: a second one reading it differently */
	uint32_t numOperands, numResults;
	PirValue **operands;  /* canonical positions; NULL where the era had none */
	PirType **resultTypes;
	int32_t *resultPos;   /* written result i -> canonical index, -1: none */
	PirAttrDict *attrs;
	char *error; /* why it cannot be read (malloc'd) */
} PirEraUpgrade;

/* Who wrote the form being read, as far as the reader can tell: it settles
 * rule 2 of docs/text-format.md ("Older signatures") where today's and an
 * older signature read one form differently. */
typedef enum PirEraWriter {
	PIR_ERA_WRITER_ANY,   /* any printer of any era: such a form is an error */
	PIR_ERA_WRITER_TODAY, /* PIR text in pir-opt's own spelling (`tensor<...>`, which no Paddle printer
				 wrote): pir-opt prints today's signature, so today's wins */
	PIR_ERA_WRITER_JSON,  /* PIR JSON: Paddle wrote it since the versioned serializer (the start of the
				 dialect's `paddle_reads` json), so an era that ended before is no rival */
} PirEraWriter;

int pirOpEraUpgradeSlow(PirContext *ctx, PirOpInfo *info, uint32_t numOperands, PirValue *const *operands,
			uint32_t numResults, PirType *const *resultTypes, PirAttrDict *attrs, PirEraWriter writer,
			PirEraUpgrade *u);

/* 0: the op reads as written; 1: upgraded (u's arrays and attrs are the
 * canonical form; free them with pirEraUpgradeFree); -1: it cannot be read
 * (u->error says why: two eras read it differently, or a value does not
 * convert). pirEraUpgradeFree frees what either answer holds. resultTypes may be NULL (types given later). */
/* The operand and result types of a written form, hashed (0 without result types). */
static inline uint64_t pirEraTypesHash(uint32_t numOperands, PirValue *const *operands, uint32_t numResults,
				       PirType *const *resultTypes)
{
	if (!resultTypes)
		return 0;
	uint64_t h = 0x9e3779b97f4a7c15u;
	for (uint32_t i = 0; i < numOperands; i++)
		h = (h ^ (uint64_t)(uintptr_t)(operands[i] ? pirValueGetType(operands[i]) : NULL)) * 0x100000001b3u;
	for (uint32_t i = 0; i < numResults; i++)
		h = (h ^ (uint64_t)(uintptr_t)resultTypes[i]) * 0x100000001b3u;
	return h | 1;
}

static inline int pirOpEraUpgrade(PirContext *ctx, PirOpInfo *info, uint32_t numOperands, PirValue *const *operands,
				  uint32_t numResults, PirType *const *resultTypes, PirAttrDict *attrs,
				  PirEraWriter writer, PirEraUpgrade *u)
{
	if (!info->def || !info->def->numEras)
		return 0;
	if (info->eraPlainAttrs == attrs && info->eraPlainOperands == numOperands + 1 &&
	    info->eraPlainResults == numResults + 1 &&
	    (!info->def->eraTypesMatter ||
	     info->eraPlainTypes == pirEraTypesHash(numOperands, operands, numResults, resultTypes)))
		return 0;
	return pirOpEraUpgradeSlow(ctx, info, numOperands, operands, numResults, resultTypes, attrs, writer, u);
}

void pirEraUpgradeFree(PirEraUpgrade *u);

/* The index of snapshot label (n characters) among a dialect's
 * space-separated `snapshots`, or -1; whether an era label ("a..b,c")
 * holds snapshot number idx. */
int pirEraSnapshotIndex(const char *snapshots, const char *label, size_t n);
bool pirEraLabelHolds(const char *snapshots, const char *label, int idx);

/* --input-era: the snapshot whose Paddle printed what is read next; a form
 * two signatures read differently is read as that snapshot's (NULL: none,
 * such a form is an error). The string must outlive the reading. */
void pirContextSetInputEra(PirContext *ctx, const char *snapshot);

/* Paddle's VarType number of a data type name (an era's int dtype). */
bool pirEraVarTypeNumber(const char *name, int64_t *num);

#endif
