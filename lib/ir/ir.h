/* ir.h: the IR graph. Operations with operands, results, attributes,
 * successors and regions; values (op results and block arguments) with
 * intrusive use lists; blocks; regions; the program (a builtin.module op
 * with one block plus a parameter map). All of it is allocated in the
 * program's arena. */
#ifndef PIR_IR_H
#define PIR_IR_H

#include <stddef.h>

#include "attributes.h"
#include "ir_range.h"
#include "opinfo.h"
#include "types.h"

typedef struct PirValue PirValue;
typedef struct PirOpOperand PirOpOperand;
typedef struct PirBlock PirBlock;
typedef struct PirRegion PirRegion;
typedef struct PirProgram PirProgram;

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
static inline PirValue *pirOpOperandGetValue(const PirOpOperand *u)
{
	return (PirValue *)pirLinkToPtr(u->value);
}
/* The next use of the same value, or NULL. */
static inline PirOpOperand *pirOpOperandGetNextUse(const PirOpOperand *u)
{
	return (PirOpOperand *)pirLinkToPtr(u->next);
}
static inline PirOperation *pirOpOperandGetOwner(const PirOpOperand *u)
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
static inline PirType *pirValueGetType(const PirValue *v)
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
static inline void pirValueSetType(PirValue *v, PirType *t)
{
	pirValueInitType(v, t);
	pirChangeLogValueType(v);
}
static inline PirOpOperand *pirValueGetFirstUse(const PirValue *v)
{
	return (PirOpOperand *)pirLinkToPtr(v->firstUse);
}

/* The op whose result v is; NULL for a block argument. */
static inline PirOperation *pirValueGetDefiningOp(const PirValue *v)
{
	return v->isArg ? NULL : (PirOperation *)((char *)(v + 1) + (size_t)v->index * sizeof *v);
}
/* The block whose argument v is; NULL for an op result. */
static inline PirBlock *pirBlockArgumentGetOwner(const PirValue *v)
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

/* The most operands, results, regions and successors an op can have. */
#define PIR_MAX_OPERANDS ((1u << 24) - 1)
#define PIR_MAX_RESULTS ((1u << 24) - 1)
#define PIR_MAX_REGIONS 255u
#define PIR_MAX_SUCCESSORS 127u /* a bit of the word is `logged` */

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

typedef struct PirParameter {
	PirIdent *name;
	PirType *type;
	const void *data; /* borrowed; NULL when only declared */
	size_t size;
	bool isMutable;
} PirParameter;

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
PirProgram *pirProgramCreate(PirContext *ctx);
void pirProgramDestroy(PirProgram *p);
PirBlock *pirProgramGetBlock(PirProgram *p);
PirContext *pirProgramGetContext(PirProgram *p);
void pirProgramSetParameter(PirProgram *p, PirIdent *name, PirType *type, const void *data, size_t size,
			    bool isMutable);
PirParameter *pirProgramGetParameter(PirProgram *p, PirIdent *name);

/* --- operations --- */
typedef struct PirOperationState {
	PirOpInfo *info;
	PirLocation loc;
	uint32_t numOperands, numResults, numRegions, numSuccessors;
	PirValue *const *operands;   /* numOperands entries, NULL allowed */
	PirType *const *resultTypes; /* numResults entries */
	PirAttrDict *attrs;          /* NULL = empty */
	PirBlock *const *successors;
} PirOperationState;

/* Creates a detached op (regions empty) in program p's arena. */
PirOperation *pirOperationCreate(PirProgram *p, const PirOperationState *st);
/* Unlinks op from its block, drops its operand uses and erases nested ops.
 * Results must have no uses left. Memory is reclaimed with the program. */
void pirOperationErase(PirOperation *op);
/* pirOperationErase, then the memory of op and of the ops nested in it is
 * reused by the next ops of the same size created in its program
 * (lib/ir/op_free_list.c). Neither op nor anything nested in it may be
 * touched afterwards, not even to read a flag: passes that look at erased
 * ops later erase instead. An op that is detached and has no blocks does
 * not know its program (pirOperationGetProgram): it is only erased. */
void pirOperationDestroy(PirOperation *op);
/* The one arena block of an op with these counts, and where it comes from:
 * a destroyed op's block of that size if there is one, else the arena. */
size_t pirOperationAllocSize(uint32_t numResults, uint32_t numOperands, uint32_t numRegions, uint32_t numSuccessors);
void *pirProgramAllocOp(PirProgram *p, size_t size);
void pirOperationRemoveFromBlock(PirOperation *op);
/* The arrays of an op (see struct PirOperation). They take a const op
 * and give mutable elements, as strchr does, so that read-only code can
 * use them too. */
static inline PirValue *pirOperationGetResult(const PirOperation *op, uint32_t i)
{
	return (PirValue *)((char *)op - ((size_t)i + 1) * sizeof(PirValue));
}
static inline PirOpOperand *pirOperationGetOperands(const PirOperation *op)
{
	return (PirOpOperand *)(op + 1);
}
static inline PirOpOperand *pirOperationGetOpOperand(const PirOperation *op, uint32_t i)
{
	return pirOperationGetOperands(op) + i;
}
static inline PirValue *pirOperationGetOperand(const PirOperation *op, uint32_t i)
{
	return pirOpOperandGetValue(pirOperationGetOperands(op) + i);
}
/* The types of operand i (NULL for an absent one) and of result i. */
static inline PirType *pirOperationGetOperandType(const PirOperation *op, uint32_t i)
{
	PirValue *v = pirOperationGetOperand(op, i);
	return v ? pirValueGetType(v) : NULL;
}
static inline PirType *pirOperationGetResultType(const PirOperation *op, uint32_t i)
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
static inline PirRegion *pirOperationGetRegion(const PirOperation *op, uint32_t i)
{
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
static inline PirBlock *pirOperationGetBlock(const PirOperation *op)
{
	return (PirBlock *)pirLinkToPtr(op->block);
}
static inline PirOperation *pirOperationGetNextInBlock(const PirOperation *op)
{
	return (PirOperation *)pirLinkToPtr(op->next);
}
static inline PirOperation *pirOperationGetPrevInBlock(const PirOperation *op)
{
	return (PirOperation *)pirLinkToPtr(op->prev);
}
/* The attribute dictionary; NULL when empty. */
static inline PirAttrDict *pirOperationGetAttrDict(const PirOperation *op)
{
	return (PirAttrDict *)pirLinkToPtr(op->attrs);
}
static inline void pirOperationSetAttrDict(PirOperation *op, PirAttrDict *d)
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
static inline PirContext *pirOperationGetContext(const PirOperation *op)
{
	return pirOperationGetInfo(op)->ctx;
}
/* The program whose arena holds op, from its block (or, for the module op
 * and detached ops with regions, from a nested block); NULL for a detached
 * op without blocks. */
PirProgram *pirOperationGetProgram(const PirOperation *op);
static inline const char *pirOperationGetName(const PirOperation *op)
{
	return pirOperationGetInfo(op)->name->str;
}
static inline bool pirOperationHasTrait(const PirOperation *op, PirTrait t)
{
	return (pirOperationGetInfo(op)->traits & t) != 0;
}
/* Ops whose writes depend on their attributes (key `functional_when`,
 * docs/dialect-yaml.md; lib/ir/op_conditions.c): true when op's
 * attributes (defaults for absent ones) match one alternative of its
 * condition and no result its inplace or view mapping names is used, so
 * it writes nothing, aliases nothing anyone sees and has no effect.
 * pirOperationGetTraits then gives ReadOnly and HasValueSemantics instead
 * of Inplace, ViewLike, WritesViews and SideEffect; otherwise the
 * definition's traits. Passes that reason about writes ask these. */
bool pirOperationIsFunctional(const PirOperation *op);
static inline uint32_t pirOperationGetTraits(const PirOperation *op)
{
	const PirOpInfo *i = pirOperationGetInfo(op);
	if (!i->def || !i->def->numWhen || !pirOperationIsFunctional(op))
		return i->traits;
	return (i->traits & ~(uint32_t)(PIR_TRAIT_INPLACE | PIR_TRAIT_VIEW_LIKE | PIR_TRAIT_WRITES_VIEWS |
					PIR_TRAIT_SIDE_EFFECT)) |
	       PIR_TRAIT_READ_ONLY | PIR_TRAIT_HAS_VALUE_SEMANTICS;
}
void pirOperationSetOperand(PirOperation *op, uint32_t i, PirValue *v);
PirLocation pirOperationGetLoc(const PirOperation *op);
void pirOperationSetLoc(PirOperation *op, PirLocation loc);
PirAttribute *pirOperationGetAttr(PirOperation *op, const char *name);
void pirOperationSetAttr(PirOperation *op, const char *name, PirAttribute *value);
bool pirOperationIsAncestor(PirOperation *ancestor, PirOperation *op);
PirOperation *pirOperationGetParentOp(PirOperation *op);
bool pirOperationResultsUnused(PirOperation *op);

/* --- values --- */
static inline bool pirValueHasUses(const PirValue *v)
{
	return pirValueGetFirstUse(v) != NULL;
}
void pirValueReplaceAllUsesWith(PirValue *from, PirValue *to);
size_t pirValueCountUses(const PirValue *v);
/* Turns v's use list round (no operand changes: nothing is logged). */
void pirValueReverseUses(PirValue *v);
/* The block the value is defined in. */
PirBlock *pirValueGetParentBlock(const PirValue *v);

/* --- blocks and regions --- */
PirBlock *pirBlockCreate(PirProgram *p);
PirValue *pirBlockAddArgument(PirProgram *p, PirBlock *b, PirType *type);
void pirBlockEraseArgument(PirBlock *b, uint32_t i); /* the argument must be unused */
/* Erases every argument i with erase[i] (all unused) in one pass over the arguments. */
void pirBlockEraseArguments(PirBlock *b, const bool *erase);
void pirBlockAppendOp(PirBlock *b, PirOperation *op);
void pirBlockInsertOpBefore(PirBlock *b, PirOperation *before, PirOperation *op);
void pirBlockInsertOpAfter(PirBlock *b, PirOperation *after, PirOperation *op);
PirOperation *pirBlockGetTerminator(PirBlock *b); /* last op if it is a terminator */
void pirRegionAppendBlock(PirRegion *r, PirBlock *b);
void pirRegionRemoveBlock(PirRegion *r, PirBlock *b);
PirOperation *pirBlockGetParentOp(PirBlock *b);

/* --- walking --- */
typedef enum PirWalkOrder { PIR_WALK_PRE_ORDER, PIR_WALK_POST_ORDER } PirWalkOrder;
typedef enum PirWalkResult { PIR_WALK_ADVANCE, PIR_WALK_SKIP, PIR_WALK_INTERRUPT } PirWalkResult;
typedef PirWalkResult (*PirWalkFn)(PirOperation *op, void *userData);
/* Walks op and everything nested in it. The callback may erase the op it is
 * given in post-order walks. Returns PIR_WALK_INTERRUPT if interrupted. */
PirWalkResult pirOperationWalk(PirOperation *op, PirWalkOrder order, PirWalkFn fn, void *userData);
/* Walks every op of the program (not the module op itself). */
PirWalkResult pirProgramWalk(PirProgram *p, PirWalkOrder order, PirWalkFn fn, void *userData);

/* --- verification --- */
/* Structural SSA rules (operands defined, dominance inside a block, values
 * used only where visible, use lists consistent) and, for registered ops,
 * the definition's rules and verify hooks. Emits diagnostics; returns
 * false on failure. */
bool pirProgramVerify(PirProgram *p);
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
bool pirOperationVerifyDefinition(PirOperation *op);
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
