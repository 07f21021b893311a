/* ir_private.h: the layout of the IR graph (ir.h is its public face) and
 * the library's own inline accessors, whose bodies are also the exported
 * functions (pir_api.h, PIR_ACCESSOR); the change log, the per-run state
 * and the lower-level calls of passes and readers. Not installed. */
#ifndef PIR_IR_PRIVATE_H
#define PIR_IR_PRIVATE_H

#include <stddef.h>

#include "ir.h"
#include "ir_range.h"
#include "opinfo.h"
#include "pir_assert.h"

/* Per-run state. The algorithm running on a program now (the printer, the
 * verifier, a pass with the analysis it calls) owns one 32-bit word in
 * every op, value and block (their `state` field); what the word means is
 * that owner's business, declared next to it (passes/effects.h's
 * PirFxOpState, dce.c's bits in it, printer.c's value numbers, ...), never
 * here, so a new pass edits no core header. The owner clears the words it
 * reads before it relies on them. Who owns them is checked:
 * pirProgramBeginRun / pirProgramEndRun. */

/* The layout. Every link inside the IR graph is a PirLink: 32 bits, an
 * offset into the one address range every arena takes its memory from
 * (lib/ir/ir_range.h), 0 for none. A use is 16 bytes, a value 16, an op
 * header 36 (its location packed in 4: context.h), and an op's allocation
 * is 4-aligned: an op of one result and two operands is 84 bytes where
 * pointers took 152 (bench/README.md). Only the accessors below and
 * the linking code of operation.c and block.c read the fields. */

/* A use of a value. Uses form a doubly linked list threaded through the
 * operands; prevp links to the link field (a value's firstUse or a use's
 * next) that links here, so unlinking is O(1). */
struct PirOpOperand {
	PirLink value; /* PirValue; 0 for an absent optional operand */
	PirLink next;  /* PirOpOperand: the next use of the same value */
	PirLink prevp; /* PirLink: the field that links here; 0 when unlinked */
	PirLink owner; /* PirOperation */
};

/* A value: an op result or a block argument. A result has no pointer to
 * its op: results are stored before their op, in reverse (result i right
 * before result i-1, result 0 right before the op), so the op is found from
 * the index (pirValueGetDefiningOp). A block argument is the first member
 * of a PirBlockArgument, which holds its block (pirBlockArgumentGetOwner). */
struct PirValue {
	PirLink type;     /* PirType */
	PirLink firstUse; /* PirOpOperand */
	uint32_t index : 31; /* result or argument number */
	uint32_t isArg : 1;
	uint32_t state; /* owned by the algorithm running now (see "Per-run state") */
};

typedef struct PirBlockArgument {
	PirValue value;
	PirBlock *block; /* its owner */
} PirBlockArgument;

/* Every link of the use-def graph and of an op's place in its block is
 * read and written through the accessors below, never through the fields:
 * the fields' representation is the layout's business (see the layout
 * comment above PirOperation). */
PIR_ACCESSOR PirValue *pirOpOperandGetValue(const PirOpOperand *u)
{
	return (PirValue *)pirLinkToPtr(u->value);
}
/* The next use of the same value, or NULL. */
PIR_ACCESSOR PirOpOperand *pirOpOperandGetNextUse(const PirOpOperand *u)
{
	return (PirOpOperand *)pirLinkToPtr(u->next);
}
PIR_ACCESSOR PirOperation *pirOpOperandGetOwner(const PirOpOperand *u)
{
	return (PirOperation *)pirLinkToPtrNonNull(u->owner); /* set when the op is made */
}
/* Whether u is in a use list (false for an absent operand). */
static inline bool pirOpOperandIsLinked(const PirOpOperand *u)
{
	return u->prevp != 0;
}
/* The use before u in its value's list; NULL for the first use and for an
 * operand in no list. O(1): for checks and tests of the list itself. */
static inline PirOpOperand *pirOpOperandGetPrevUse(const PirOpOperand *u)
{
	if (!u->prevp || u->prevp == pirLinkFromPtr(&pirOpOperandGetValue(u)->firstUse))
		return NULL;
	return (PirOpOperand *)((char *)pirLinkToPtr(u->prevp) - offsetof(PirOpOperand, next));
}
PIR_ACCESSOR PirType *pirValueGetType(const PirValue *v)
{
	return (PirType *)pirLinkToPtr(v->type);
}
/* Sets the type of a value being made (its op or block argument not
 * complete yet): nothing changed that a verification saw. */
static inline void pirValueInitType(PirValue *v, PirType *t)
{
	v->type = pirLinkFromPtr(t);
}
void pirChangeLogValueType(PirValue *v);
/* Changes v's type in place. Its users are not told, but the change log
 * (lib/ir/change_log.c) is, for the verification after a pass. */
PIR_ACCESSOR void pirValueSetType(PirValue *v, PirType *t)
{
	pirValueInitType(v, t);
	pirChangeLogValueType(v);
}
PIR_ACCESSOR PirOpOperand *pirValueGetFirstUse(const PirValue *v)
{
	return (PirOpOperand *)pirLinkToPtr(v->firstUse);
}

/* The op whose result v is; NULL for a block argument. */
PIR_ACCESSOR PirOperation *pirValueGetDefiningOp(const PirValue *v)
{
	return v->isArg ? NULL : (PirOperation *)((char *)(v + 1) + (size_t)v->index * sizeof *v);
}
/* The block whose argument v is; NULL for an op result. */
PIR_ACCESSOR PirBlock *pirBlockArgumentGetOwner(const PirValue *v)
{
	return v->isArg ? ((const PirBlockArgument *)v)->block : NULL;
}

struct PirRegion {
	PirOperation *op; /* parent */
	PirBlock *first, *last;
};

struct PirBlock {
	PirProgram *program; /* whose arena holds it */
	PirRegion *region;
	PirBlock *prev, *next;
	PirOperation *first, *last;
	PirValue **args;
	uint32_t numArgs, capArgs;
	uint32_t state; /* per-run state */
};

/* An op is one allocation: its results in reverse order (see PirValue),
 * the header below, then its operands, regions and successors. No pointers
 * to those arrays are stored (they follow from the counts): use the
 * accessors after the header. */
struct PirOperation {
	PirLink info;  /* PirOpInfo */
	PirLink block; /* PirBlock; 0 when detached */
	PirLink prev, next; /* PirOperation: the neighbours in the block */
	PirLink attrs; /* PirAttrDict */
	uint32_t numOperands : 24, numSuccessors : 7; /* the readers cap */
	uint32_t logged : 1; /* change_log.c: in the program's change log */
	uint32_t numResults : 24, numRegions : 8;     /* all four (PIR_MAX_...) */
	uint32_t state; /* per-run state */
	PirOpLocation loc; /* packed: read it with pirOperationGetLoc */
};

_Static_assert(sizeof(PirOpOperand) == 16 && sizeof(PirValue) == 16 && sizeof(PirOperation) == 36,
	       "the layout's sizes (bench/README.md counts on them)");


/* What changed since the program last verified (lib/ir/change_log.c; see
 * docs/passes.md, "Verifying what a pass changed"): the ops to check
 * again, each a PirOperation pointer with its PirChangeKind in the low
 * bits. Logging is on from a successful verification until the next
 * verification, or until the log outgrows `limit` (then the next
 * verification is a full one). */
typedef enum PirChangeKind {
	PIR_CHANGE_OP = 0,     /* its operands, attributes, info or result types changed */
	PIR_CHANGE_PLACE = 1,  /* inserted or moved (with everything nested in it) */
	PIR_CHANGE_REGION = 2, /* an op, block or argument in its regions changed (its hook reads them) */
} PirChangeKind;

typedef struct PirChangeLog {
	uintptr_t *entries;
	size_t len, cap, limit;
	bool on;
} PirChangeLog;

struct PirProgram {
	PirContext *ctx;
	PirArena arena;
	PirOperation *module; /* builtin.module with one region of one block */
	const char *runOwner; /* who owns the per-run state now, or NULL */
	/* Every value's state word is 0: true when made (arena and free-list
	 * memory is zeroed) and after the reader, kept by the verifier (which
	 * leaves them so) and by the pass manager for a pass that claims
	 * keepsValueStatesClear (passes/pass.h), dropped by any other run. */
	bool valueStatesClear;
	PirParameter *params;
	size_t numParams, capParams;
	void *freeOps; /* op_free_list.c: destroyed ops' memory by size, or NULL */
	PirChangeLog changes; /* change_log.c */
};

PIR_ACCESSOR PirOperation *pirProgramGetModule(const PirProgram *p)
{
	return p->module;
}
PIR_ACCESSOR size_t pirProgramGetNumParameters(const PirProgram *p)
{
	return p->numParams;
}
PIR_ACCESSOR const PirParameter *pirProgramGetParameterAt(const PirProgram *p, size_t i)
{
	PIR_ASSERT(i < p->numParams);
	return &p->params[i];
}

/* --- change log (lib/ir/change_log.c) --- */
void pirChangeLogAdd(PirProgram *p, PirOperation *op, PirChangeKind kind);
/* The entry itself, without pirChangeLogAdd's limit and merging (the
 * incremental verifier requeues what it must look at again with it). */
void pirChangeLogAppend(PirChangeLog *l, PirOperation *op, PirChangeKind kind);
/* pirChangeLogOp (below, after the op accessors) logs op when it is in a
 * block of a program that logs changes. */
/* Logs every op that uses v. */
void pirChangeLogUsers(const PirValue *v);
/* Logs the op whose region holds b (PIR_CHANGE_REGION). */
void pirChangeLogBlockParent(PirBlock *b);
/* A change the log cannot describe: the next verification is a full one. */
void pirChangeLogUntracked(PirProgram *p);
/* Empties the log (clearing the ops' logged bits) and turns logging on,
 * with room for about numOps / 16 entries; pirChangeLogStop turns it off. */
void pirChangeLogStart(PirProgram *p, size_t numOps);
void pirChangeLogStop(PirProgram *p);
/* Empties the log, logging on as before (after a verification of it). */
void pirChangeLogClear(PirProgram *p);
/* op is in its program's change log (its memory must not be reused). */
bool pirOperationIsLogged(const PirOperation *op);

/* --- program --- */
/* Claims the per-run state words of every op, value and block of p for
 * `owner` (a pass's name, "printer", ...); aborts if another owner holds
 * them, since two algorithms would corrupt each other's fields. */
void pirProgramBeginRun(PirProgram *p, const char *owner);
void pirProgramEndRun(PirProgram *p, const char *owner);

/* --- operations --- */
/* The one arena block of an op with these counts, and where it comes from:
 * a destroyed op's block of that size if there is one, else the arena. */
size_t pirOperationAllocSize(uint32_t numResults, uint32_t numOperands, uint32_t numRegions, uint32_t numSuccessors);
void *pirProgramAllocOp(PirProgram *p, size_t size);
/* The arrays of an op (see struct PirOperation). They take a const op
 * and give mutable elements, as strchr does, so that read-only code can
 * use them too. */
PIR_ACCESSOR PirValue *pirOperationGetResult(const PirOperation *op, uint32_t i)
{
	PIR_ASSERT(i < op->numResults);
	return (PirValue *)((char *)op - ((size_t)i + 1) * sizeof(PirValue));
}
static inline PirOpOperand *pirOperationGetOperands(const PirOperation *op)
{
	return (PirOpOperand *)(op + 1);
}
PIR_ACCESSOR PirOpOperand *pirOperationGetOpOperand(const PirOperation *op, uint32_t i)
{
	PIR_ASSERT(i < op->numOperands);
	return pirOperationGetOperands(op) + i;
}
PIR_ACCESSOR PirValue *pirOperationGetOperand(const PirOperation *op, uint32_t i)
{
	PIR_ASSERT(i < op->numOperands);
	return pirOpOperandGetValue(pirOperationGetOperands(op) + i);
}
/* The types of operand i (NULL for an absent one) and of result i. */
PIR_ACCESSOR PirType *pirOperationGetOperandType(const PirOperation *op, uint32_t i)
{
	PirValue *v = pirOperationGetOperand(op, i);
	return v ? pirValueGetType(v) : NULL;
}
PIR_ACCESSOR PirType *pirOperationGetResultType(const PirOperation *op, uint32_t i)
{
	return pirValueGetType(pirOperationGetResult(op, i));
}
/* Regions hold pointers: they start at the next multiple of 8 (an op's
 * allocation is only 4-aligned; pirOperationAllocSize leaves room). */
static inline PirRegion *pirOperationGetRegions(const PirOperation *op)
{
	uintptr_t end = (uintptr_t)(pirOperationGetOperands(op) + op->numOperands);
	return (PirRegion *)((end + 7) & ~(uintptr_t)7);
}
PIR_ACCESSOR PirRegion *pirOperationGetRegion(const PirOperation *op, uint32_t i)
{
	PIR_ASSERT(i < op->numRegions);
	return pirOperationGetRegions(op) + i;
}
static inline PirBlock **pirOperationGetSuccessors(const PirOperation *op)
{
	return (PirBlock **)(pirOperationGetRegions(op) + op->numRegions);
}
static inline PirOpInfo *pirOperationGetInfo(const PirOperation *op)
{
	return (PirOpInfo *)pirLinkToPtrNonNull(op->info); /* every op has one */
}
void pirChangeLogOpAttrs(PirOperation *op);
/* Makes op an op of another kind in place (its counts must fit the new kind). */
static inline void pirOperationSetInfo(PirOperation *op, PirOpInfo *info)
{
	op->info = pirLinkFromPtr(info);
	pirChangeLogOpAttrs(op);
}
/* The block op is in; NULL when detached. */
PIR_ACCESSOR PirBlock *pirOperationGetBlock(const PirOperation *op)
{
	return (PirBlock *)pirLinkToPtr(op->block);
}
PIR_ACCESSOR PirOperation *pirOperationGetNextInBlock(const PirOperation *op)
{
	return (PirOperation *)pirLinkToPtr(op->next);
}
PIR_ACCESSOR PirOperation *pirOperationGetPrevInBlock(const PirOperation *op)
{
	return (PirOperation *)pirLinkToPtr(op->prev);
}
/* The attribute dictionary; NULL when empty. */
PIR_ACCESSOR PirAttrDict *pirOperationGetAttrDict(const PirOperation *op)
{
	return (PirAttrDict *)pirLinkToPtr(op->attrs);
}
PIR_ACCESSOR void pirOperationSetAttrDict(PirOperation *op, PirAttrDict *d)
{
	op->attrs = pirLinkFromPtr(d);
	pirChangeLogOpAttrs(op);
}
/* Logs op (when it is in a block of a program that logs changes). */
static inline void pirChangeLogOp(PirOperation *op, PirChangeKind kind)
{
	PirBlock *b = pirOperationGetBlock(op);
	if (b && b->program->changes.on)
		pirChangeLogAdd(b->program, op, kind);
}
/* The context, from the op's info. */
PIR_ACCESSOR PirContext *pirOperationGetContext(const PirOperation *op)
{
	return pirOperationGetInfo(op)->ctx;
}
PIR_ACCESSOR const char *pirOperationGetName(const PirOperation *op)
{
	return pirOperationGetInfo(op)->name->str;
}
PIR_ACCESSOR bool pirOperationHasTrait(const PirOperation *op, PirTrait t)
{
	return (pirOperationGetInfo(op)->traits & t) != 0;
}
PIR_ACCESSOR uint32_t pirOperationGetTraits(const PirOperation *op)
{
	const PirOpInfo *i = pirOperationGetInfo(op);
	if (!i->def || !i->def->numWhen || !pirOperationIsFunctional(op))
		return i->traits;
	return (i->traits & ~(uint32_t)(PIR_TRAIT_INPLACE | PIR_TRAIT_VIEW_LIKE | PIR_TRAIT_WRITES_VIEWS |
					PIR_TRAIT_SIDE_EFFECT)) |
	       PIR_TRAIT_READ_ONLY | PIR_TRAIT_HAS_VALUE_SEMANTICS;
}

PIR_ACCESSOR bool pirOperationIsRegistered(const PirOperation *op)
{
	return pirOperationGetInfo(op)->registered;
}
PIR_ACCESSOR uint32_t pirOperationGetNumOperands(const PirOperation *op)
{
	return op->numOperands;
}
PIR_ACCESSOR uint32_t pirOperationGetNumResults(const PirOperation *op)
{
	return op->numResults;
}
PIR_ACCESSOR uint32_t pirOperationGetNumRegions(const PirOperation *op)
{
	return op->numRegions;
}
PIR_ACCESSOR uint32_t pirOperationGetNumSuccessors(const PirOperation *op)
{
	return op->numSuccessors;
}
PIR_ACCESSOR PirBlock *pirOperationGetSuccessor(const PirOperation *op, uint32_t i)
{
	PIR_ASSERT(i < op->numSuccessors);
	return pirOperationGetSuccessors(op)[i];
}
PIR_ACCESSOR uint32_t pirOperationGetNumAttributes(const PirOperation *op)
{
	PirAttrDict *d = pirOperationGetAttrDict(op);
	return d ? d->size : 0;
}
PIR_ACCESSOR PirNamedAttr pirOperationGetAttributeAt(const PirOperation *op, uint32_t i)
{
	PIR_ASSERT(i < pirOperationGetNumAttributes(op));
	return pirOperationGetAttrDict(op)->entries[i];
}
PIR_ACCESSOR uint32_t pirOpOperandGetOperandNumber(const PirOpOperand *u)
{
	return (uint32_t)(u - pirOperationGetOperands(pirOpOperandGetOwner(u)));
}

/* --- values --- */
PIR_ACCESSOR bool pirValueHasUses(const PirValue *v)
{
	return pirValueGetFirstUse(v) != NULL;
}
/* Turns v's use list round (no operand changes: nothing is logged). */
void pirValueReverseUses(PirValue *v);

PIR_ACCESSOR bool pirValueIsBlockArgument(const PirValue *v)
{
	return v->isArg;
}
PIR_ACCESSOR uint32_t pirValueGetIndex(const PirValue *v)
{
	return v->index;
}

/* --- blocks and regions --- */
PIR_ACCESSOR uint32_t pirBlockGetNumArguments(const PirBlock *b)
{
	return b->numArgs;
}
PIR_ACCESSOR PirValue *pirBlockGetArgument(const PirBlock *b, uint32_t i)
{
	PIR_ASSERT(i < b->numArgs);
	return b->args[i];
}
PIR_ACCESSOR PirOperation *pirBlockGetFirstOp(const PirBlock *b)
{
	return b->first;
}
PIR_ACCESSOR PirOperation *pirBlockGetLastOp(const PirBlock *b)
{
	return b->last;
}
PIR_ACCESSOR PirRegion *pirBlockGetParentRegion(const PirBlock *b)
{
	return b->region;
}
PIR_ACCESSOR PirBlock *pirBlockGetNextInRegion(const PirBlock *b)
{
	return b->next;
}
PIR_ACCESSOR PirBlock *pirBlockGetPrevInRegion(const PirBlock *b)
{
	return b->prev;
}
PIR_ACCESSOR PirBlock *pirRegionGetFirstBlock(const PirRegion *r)
{
	return r->first;
}
PIR_ACCESSOR PirBlock *pirRegionGetLastBlock(const PirRegion *r)
{
	return r->last;
}
PIR_ACCESSOR PirOperation *pirRegionGetParentOp(const PirRegion *r)
{
	return r->op;
}


/* --- verification --- */
/* What verifications did (for --pass-statistics). */
typedef struct PirVerifyStats {
	uint64_t full;        /* whole-program verifications */
	uint64_t incremental; /* verifications of the change log only */
	uint64_t rechecked;   /* ops those looked at */
} PirVerifyStats;
/* The same verdict and diagnostics as pirProgramVerify, from the ops the
 * change log names when the program is logging changes (lib/ir/verify_changes.c,
 * docs/passes.md "Verifying what a pass changed"); a full verification
 * otherwise, or when the log finds a problem (for the diagnostics). */
bool pirProgramVerifyChanges(PirProgram *p, PirVerifyStats *stats);
/* pirOperationVerifyDefinition without diagnostics, of op and of the users
 * of a vec it packs (lib/ir/verifier.c). */
bool pirOperationAcceptsDefinition(PirOperation *op);
/* Attribute names (declared or framework-wide), enum values and per-result
 * arrays (lib/ir/verify_attributes.c); part of pirOperationVerifyDefinition. */
bool pirOperationVerifyAttributeNames(PirOperation *op, const PirOpDef *def);
/* Attributes any op may carry: the framework's (op_callstack, _case, ...) and
 * the per-result ones dialects declare (stop_gradient, persistable). */
bool pirAttrIsFrameworkName(PirContext *ctx, PirIdent *name);
/* d has an undeclared key that is likely a misspelling of `name`. */
bool pirAttrDictMisspells(const PirAttrDict *d, const PirOpDef *def, PirIdent *name);
/* Where attribute `name` is written in the op's source line (the op's own
 * location when the text is not available). */
PirLocation pirOperationAttrLocation(PirOperation *op, PirIdent *name);

#endif
