/* verify_changes.c: the verification after a pass, from the change log
 * (lib/ir/change_log.c) instead of the whole program. Why checking the logged
 * ops is enough is argued in docs/passes.md, "Verifying what a pass
 * changed"; in short, every rule of lib/ir/verifier.c reads an op, its
 * operands' positions and types, its parent's regions, or (type inference)
 * the ops defining its operands, and each mutator logs the ops whose rules
 * read what it changed.
 *
 * The checks are lib/ir/verifier.c's, with one difference: an operand is
 * visible at its user when its definition is in a block enclosing the user
 * and before it (or in an earlier block of the same region), which is
 * found by walking up from the user rather than by marks left by a walk
 * over the whole program. Order inside a block is found by scanning from
 * both ops towards each other; the scans of one verification may take as
 * many steps as the log may have entries, past which a full verification
 * is cheaper and runs instead (a use far below its definition in a big
 * block).
 *
 * The checks run silently: when one fails, the full verifier runs and
 * reports, so the diagnostics are always those of a full verification. */
#include "context_impl.h"

#include <stdlib.h>

typedef struct {
	PirProgram *p;
	bool ok;
	uint64_t checked;
	size_t steps; /* left for the scans */
	PirPtrMap done; /* op -> strength() of the strongest kind it was checked as */
} Delta;

/* op is in the program: in a block of a region of an op that is in it. */
static bool attached(const PirProgram *p, const PirOperation *op)
{
	for (;;) {
		PirBlock *b = pirOperationGetBlock(op);
		if (!b)
			return op == p->module;
		if (!b->region)
			return false;
		op = b->region->op;
	}
}

static bool blockBefore(const PirBlock *a, const PirBlock *b)
{
	for (const PirBlock *x = a->next; x; x = x->next)
		if (x == b)
			return true;
	return false;
}

/* a is before o; both are in the same block. One scan runs down from a,
 * one up from o: they meet the other op, or an end of the block, in about
 * as many steps as the ops are apart. */
static bool opBefore(Delta *d, const PirOperation *a, const PirOperation *o)
{
	if (a == o)
		return false;
	const PirOperation *f = a, *r = o;
	for (;;) {
		if (!d->steps) {
			d->ok = false; /* too far: the full verification decides */
			return false;
		}
		d->steps--;
		f = pirOperationGetNextInBlock(f);
		r = pirOperationGetPrevInBlock(r);
		if (f == o || r == a)
			return true;
		if (!f || !r)
			return false; /* a is not followed by o, or o not preceded by a */
	}
}

/* v may be used by y: what verifier.c's marks say when it reaches y. */
static bool visibleAt(Delta *d, const PirValue *v, const PirOperation *y)
{
	const PirOperation *def = NULL;
	PirBlock *db;
	if (v->isArg) {
		db = pirBlockArgumentGetOwner(v);
		if (v->index >= db->numArgs || db->args[v->index] != v)
			return false; /* erased from its block */
	} else {
		def = pirValueGetDefiningOp(v);
		db = pirOperationGetBlock(def);
		if (!db)
			return false;
	}
	const PirOperation *o = y;
	PirBlock *b = pirOperationGetBlock(y);
	while (b != db) {
		PirRegion *r = b->region;
		if (!r)
			return false;
		if (db->region == r && blockBefore(db, b))
			return true; /* an earlier block's values stay visible */
		o = r->op;
		b = pirOperationGetBlock(o);
		if (!b)
			return false;
	}
	return !def || opBefore(d, def, o);
}

/* verifier.c's checks of one op, its regions aside. */
static void checkOp(Delta *d, PirOperation *op)
{
	d->checked++;
	for (uint32_t i = 0; i < op->numOperands; i++) {
		PirValue *v = pirOperationGetOperand(op, i);
		if (v && !visibleAt(d, v, op))
			d->ok = false;
	}
	PirOperation *prev = pirOperationGetPrevInBlock(op);
	if ((pirOperationHasTrait(op, PIR_TRAIT_TERMINATOR) && pirOperationGetNextInBlock(op)) ||
	    (prev && pirOperationHasTrait(prev, PIR_TRAIT_TERMINATOR)))
		d->ok = false;
	for (uint32_t r = 0; r < op->numRegions; r++)
		if (pirOperationGetRegion(op, r)->op != op)
			d->ok = false;
	if (pirOperationGetInfo(op)->registered && !pirOperationVerifyDefinition(op))
		d->ok = false;
}

/* Everything nested in op, with the links verifier.c checks. */
static void checkNested(Delta *d, PirOperation *op)
{
	for (uint32_t r = 0; r < op->numRegions && d->ok; r++) {
		PirRegion *reg = pirOperationGetRegion(op, r);
		for (PirBlock *b = reg->first; b; b = b->next) {
			if (b->region != reg)
				d->ok = false;
			for (PirOperation *o = b->first; o; o = pirOperationGetNextInBlock(o)) {
				if (pirOperationGetBlock(o) != b)
					d->ok = false;
				checkOp(d, o);
				checkNested(d, o);
			}
		}
	}
}

/* Adds op to the log being checked (no size limit: what is added is
 * bounded by what was logged). */
static void requeue(Delta *d, PirOperation *op, PirChangeKind kind)
{
	if (op != d->p->module && !(kind == PIR_CHANGE_REGION && op->logged))
		pirChangeLogAppend(&d->p->changes, op, kind);
}

/* The checks of the kinds nest: REGION's are part of OP's, OP's of PLACE's. */
static unsigned strength(PirChangeKind kind)
{
	return kind == PIR_CHANGE_REGION ? 1 : kind == PIR_CHANGE_OP ? 2 : 3;
}

static void requeueUsers(Delta *d, const PirValue *v)
{
	for (PirOpOperand *u = pirValueGetFirstUse(v); u; u = pirOpOperandGetNextUse(u))
		requeue(d, pirOpOperandGetOwner(u), PIR_CHANGE_OP);
}

static void checkLog(Delta *d)
{
	PirChangeLog *l = &d->p->changes;
	for (size_t i = 0; i < l->len && d->ok; i++) {
		PirOperation *op = (PirOperation *)(l->entries[i] & ~(uintptr_t)3);
		PirChangeKind kind = (PirChangeKind)(l->entries[i] & 3);
		unsigned done = (unsigned)(uintptr_t)pirPtrMapGet(&d->done, op);
		if (done >= strength(kind) || !attached(d->p, op))
			continue; /* checked already; or erased (or not inserted yet): not in the program */
		pirPtrMapPut(&d->done, op, (void *)(uintptr_t)strength(kind));
		if (kind == PIR_CHANGE_REGION) {
			/* Only what it holds changed: its definition's rules and hook
			 * read that; its place and operands are as they were. */
			d->checked++;
			if (pirOperationGetInfo(op)->registered && !pirOperationVerifyDefinition(op))
				d->ok = false;
			continue;
		}
		checkOp(d, op);
		if (kind == PIR_CHANGE_PLACE) {
			/* Moved: what it holds came along; its users may now be above it. */
			checkNested(d, op);
			for (uint32_t k = 0; k < op->numResults; k++)
				requeueUsers(d, pirOperationGetResult(op, k));
		} else if (op->numResults == 1 && pirValueGetType(pirOperationGetResult(op, 0))->kind == PIR_TYPE_VECTOR) {
			/* A value packed from its operands: the inference of its users
			 * reads those (lib/infer_support.c, pirInferIntList). */
			requeueUsers(d, pirOperationGetResult(op, 0));
		}
		/* The verify hook of the op whose region holds it reads it. */
		PirOperation *parent = pirOperationGetParentOp(op);
		if (parent)
			requeue(d, parent, PIR_CHANGE_REGION);
	}
}

bool pirProgramVerifyChanges(PirProgram *p, PirVerifyStats *stats)
{
	if (!p->changes.on) {
		if (stats)
			stats->full++;
		return pirProgramVerify(p);
	}
	PirDiagnosticsMute mute;
	bool clear = p->valueStatesClear; /* no value state word is touched here */
	pirDiagnosticsMute(p->ctx, &mute);
	Delta d = {.p = p, .ok = true, .steps = p->changes.limit};
	pirProgramBeginRun(p, "verifier");
	checkLog(&d);
	pirProgramEndRun(p, "verifier");
	pirPtrMapFree(&d.done);
	p->valueStatesClear = clear;
	pirDiagnosticsRestore(p->ctx, &mute);
	if (stats) {
		stats->incremental++;
		stats->rechecked += d.checked;
	}
	if (!d.ok) {
		/* The full verifier says what is wrong, as it would have. */
		if (stats)
			stats->full++;
		return pirProgramVerify(p);
	}
	pirChangeLogClear(p);
	return true;
}
