/* effects.h: the facts CSE and DCE share about what an op may do:
 * whether it (or anything nested in it) has side effects, and which
 * mutable tensor values may be written or aliased somewhere. */
#ifndef PIR_EFFECTS_H
#define PIR_EFFECTS_H

#include "../lib/pir.h"

/* An op that must be kept and never merged on its own account: an
 * unregistered op, or one with SideEffect, Inplace or WritesViews
 * (terminators are not counted: they only forward values). */
bool pirOpHasOwnEffects(const PirOperation *op);

/* The per-run state words (ir.h) while the analysis owns them: a pass that
 * calls it (dce, stack-pruning) shares the op word and gets the bits named
 * after it; pirFxState(x) is the view of an op's or a value's word. */
typedef union PirFxOpState {
	uint32_t word;
	struct {
		uint32_t effects : 1; /* the op or something nested in it has effects */
		uint32_t tied : 1;    /* its region values or variable readers are tied */
		uint32_t queued : 1;  /* dce.c, stack_pruning.c: on the worklist */
		uint32_t erased : 1;  /* dce.c, stack_pruning.c: erased, still readable */
		uint32_t live : 1;    /* dce.c: live in the loop body being examined */
		uint32_t inBody : 1;  /* dce.c: in that loop body */
		uint32_t readsUnsafe : 1; /* an operand may be written (pirOpReadsUnsafe) */
		uint32_t pos : 25;    /* 1 + its position in its block (saturates) */
	} f;
} PirFxOpState;
typedef union PirFxValueState {
	uint32_t word;
	struct {
		uint32_t unsafe : 1;  /* may be written or aliased */
		uint32_t live : 1;    /* dce.c: a loop body's block argument read by live code */
		uint32_t unused : 2;
		uint32_t fwKnown : 1; /* firstWrite is computed */
		uint32_t firstWrite : 25; /* position of the first op that may write it */
	} f;
} PirFxValueState;
_Static_assert(sizeof(PirFxOpState) == sizeof(uint32_t) && sizeof(PirFxValueState) == sizeof(uint32_t),
	       "a view of one state word");
static inline PirFxOpState *pirFxOpState(const PirOperation *op)
{
	return (PirFxOpState *)&((PirOperation *)op)->state;
}
static inline PirFxValueState *pirFxValueState(const PirValue *v)
{
	return (PirFxValueState *)&((PirValue *)v)->state;
}
#define pirFxState(x)                                                                                  \
	_Generic((x), PirOperation *: pirFxOpState, const PirOperation *: pirFxOpState, PirValue *: pirFxValueState, \
		 const PirValue *: pirFxValueState)(x)

/* Is operand i (result i, with `result`) of op one its view mapping names?
 * On a WritesViews op (batch_norm) these are the buffers it overwrites; its
 * other operands are only read and its other results are fresh. */
bool pirOpIsViewValue(const PirOperation *op, bool result, uint32_t i);

/* builtin.combine, builtin.slice, builtin.split: their results hold their
 * operands' buffers (a vec and its elements). */
bool pirOpIsContainer(const PirOperation *op);

/* The one "only reads its operands" predicate. An op of this kind, when it
 * runs, reads the contents of its operands and does nothing else with them:
 * it writes none (not Inplace, not WritesViews), aliases or keeps none (not
 * ViewLike, not a container), forwards none (not a terminator, no regions
 * or successors), and has no other effect (not SideEffect); it is
 * registered and ReadOnly. What its results are (whether one may alias an
 * operand: HasValueSemantics, unused results) is not part of it: a pass
 * that needs more says so on top of this. pirOpInfoOnlyReads is the part
 * its definition alone decides (its declared traits), for a pass that has no
 * op; pirOpOnlyReadsOperands takes the traits pirOperationGetTraits gives. */
bool pirOpInfoOnlyReads(const PirOpInfo *info);
bool pirOpOnlyReadsOperands(const PirOperation *op);
/* Looser by one trait, for the passes that say so: the same with SideEffect
 * allowed, an observer such as fetch, shadow_output or assert (it reads its
 * operands and does something outside the program with what it read). */
bool pirOpObservesOperands(const PirOperation *op);

/* Per-op flag computed bottom-up over a program (pirFxState(op)->f.effects): the
 * op or something nested in it has effects. Clears the rest of every op's
 * and result's state word. */
void pirComputeEffects(PirProgram *prog); /* effects only */
void pirComputeOpEffects(PirOperation *op); /* the same for one op and what it holds */
static inline bool pirOpHasEffects(const PirOperation *op)
{
	return pirFxState(op)->f.effects;
}

/* pirAnalyzeEffects also marks (pirFxState(value)->f.unsafe) every value of
 * mutable type (tensor, dialect tensors, vec of those) that may be written
 * or aliased: it is an operand of an Inplace, ViewLike or unregistered op,
 * or of a SideEffect op that is not also ReadOnly (so fetch and
 * shadow_output do not count), or it may share its buffer with a marked
 * value: through a container (builtin.combine/slice/split), as an operand
 * or result of one of the ops above (a view or Inplace result is its
 * operand), as a result, block argument, yielded value or (unless the op's
 * region flow is branch, as pd_op.if's is) operand of the same region op
 * (an if result may be an outer value its branch yields; a loop argument
 * starts as the loop's input), or as a read of the same named variable
 * (every builtin.parameter or pd_op.data result of one name;
 * builtin.set_parameter overwrites it). vtensor values are never marked:
 * they are immutable and never aliased (docs/design.md §2.2). The full
 * rules: docs/passes.md, "Effects". Linear. */
/* Effects and unsafe values in one walk; returns the number of ops. With
 * `unsafe`, it receives every value marked (the only value state words
 * the analysis and pirValueUnchangedAt leave non-zero), for the caller to
 * zero after use (pirValueStatesZero). */
size_t pirAnalyzeEffects(PirProgram *prog, PirPtrVec *unsafe);
/* Zeroes the state words of the values in vs and frees vs. */
void pirValueStatesZero(PirPtrVec *vs);
static inline bool pirValueIsUnsafe(const PirValue *v)
{
	return v && pirFxState(v)->f.unsafe;
}
/* Some operand of op is unsafe: the analysis flags every user of each
 * value it marks, so that asking costs no load of the operands' values
 * (on a large program they are rarely in the cache). Exact until a pass
 * changes op's operands to unsafe values, or recomputes op's effects. */
static inline bool pirOpReadsUnsafe(const PirOperation *op)
{
	return pirFxState(op)->f.readsUnsafe;
}

/* The analysis numbers the ops of a block 1 to PIR_EFFECTS_MAX_POSITION;
 * the ops past that share the last number (PirFxOpState.f.pos). */
enum { PIR_EFFECTS_MAX_POSITION = (1u << 25) - 2 };

/* Order-aware refinement, after pirAnalyzeEffects: does `reader` (an op
 * that only reads v, or an op nested in it) still see v's buffer as it was
 * made? True when v is not unsafe, or when v is a fresh buffer (a result of
 * a value-semantics op or a copy) and reader runs, in v's block, before
 * the first op that may write v or one of the views taken of it there, or
 * let it escape (positions from the analysis; ops erased since keep their
 * order). Anything else is conservative: false. Linear overall: each
 * value's first write is found once, from its uses. */
bool pirValueUnchangedAtSlow(PirValue *v, PirOperation *reader);
static inline bool pirValueUnchangedAt(PirValue *v, PirOperation *reader)
{
	return !v || !pirFxState(v)->f.unsafe || pirValueUnchangedAtSlow(v, reader);
}

/* After pirAnalyzeEffects, for a view op taking b (a fresh buffer, or a
 * value nothing writes): does every use of the view's results, and of the
 * views of them taken in b's block, see b as it was made (the view op
 * itself included)? Then the whole view chain only reads b's value. Each
 * use of the chain is looked at once. */
bool pirViewUsesUnchanged(PirValue *b, PirOperation *view);

/* Overwrites (role overwrite, docs/dialect-yaml.md): after pirAnalyzeEffects,
 * for a fresh buffer b (see pirValueUnchangedAt), the ops of b's block that
 * may write or keep it, in program order (`events`, each op once): those
 * that are or hold a use of b, of a view of b taken in that block, or of the
 * result of an overwrite of b, other than plain reads and those views. An
 * overwrite op of b's block whose inplace input is b or the result of
 * another such overwrite writes the whole buffer: its result joins `whole`
 * (which starts with b), and the op is an event too. False (and nothing
 * filled) when b is not a fresh buffer or a position saturates. Each use
 * is looked at once, then the events are sorted: n log n in the events. */
bool pirBufferWrites(PirValue *b, PirPtrVec *events, PirPtrVec *whole);
/* v still holds what it was made with when op (of v's block, or an op
 * nested in one) starts: nothing before op may write it. Unlike
 * pirValueUnchangedAt, op itself may be v's first write (an overwrite
 * reading v as its source, which it only reads). */
bool pirValueUnchangedUntil(PirValue *v, PirOperation *op);
/* The position of op, or of the op holding it, in block blk (0: none). */
uint32_t pirPositionIn(const PirBlock *blk, PirOperation *op);
/* Like pirViewUsesUnchanged, for a window: the view op and every use of
 * the chain of views from it (in b's block) are at positions of b's block
 * below `end`. */
bool pirViewUsesBefore(PirValue *b, PirOperation *view, uint32_t end);

#endif
