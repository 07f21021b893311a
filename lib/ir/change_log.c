/* change_log.c: what changed in a program since it last verified, so that
 * the verification after a pass checks only that (lib/ir/verify_changes.c;
 * docs/passes.md, "Verifying what a pass changed"). The mutators of the IR
 * (operation.c, block.c, the setters in ir.h) log here; nothing else does.
 *
 * An entry is an op and a PirChangeKind (in the pointer's low bits: ops are
 * 4-aligned). An op's bit `logged` (in its count word: the 36-byte header
 * has no other room) says it has an entry: a REGION entry is then not
 * added (every kind's check includes REGION's), and an OP or PLACE one
 * only when the last entry is not the same (the verifier checks each op
 * once per kind all the same). A logged op's memory is never
 * reused while it is logged (op_free_list.c asks pirOperationIsLogged), so
 * an entry can always be read; an op erased after it was logged is found
 * detached and skipped. The log holds at most `limit` entries (1/16 of the
 * program's ops, plus a little for small programs): past that, logging
 * stops and the next verification is a full one, which costs less. Why
 * 1/16: the full verifier reads the ops in memory order, a check of a
 * logged op reads it and its operands' definitions wherever they are;
 * measured at 1M ops, one such check costs about as much as the full
 * verifier spends on ten ops. */
#include "context_impl.h"

#include <stdlib.h>

/* A little room for small programs, small enough that which of the two
 * verifications runs does not depend on the program's size past a few
 * hundred ops: with 1024, CSE on 1,000 side-by-side ifs was checked op by
 * op and on 10,000 fully, which bench/growth.py read as x14.5 per 10x. */
enum { LOG_SLACK = 64 };

static void clearBits(PirProgram *p)
{
	PirChangeLog *l = &p->changes;
	for (size_t i = 0; i < l->len; i++) {
		PirOperation *op = (PirOperation *)(l->entries[i] & ~(uintptr_t)3);
		op->logged = 0;
	}
	l->len = 0;
}

void pirChangeLogStart(PirProgram *p, size_t numOps)
{
	clearBits(p);
	p->changes.limit = numOps / 16 + LOG_SLACK;
	p->changes.on = true;
}

void pirChangeLogClear(PirProgram *p)
{
	clearBits(p);
}

void pirChangeLogStop(PirProgram *p)
{
	clearBits(p);
	p->changes.on = false;
	if (p->changes.cap > LOG_SLACK) {
		free(p->changes.entries);
		p->changes.entries = NULL;
		p->changes.cap = 0;
	}
}

void pirChangeLogUntracked(PirProgram *p)
{
	if (p->changes.on)
		pirChangeLogStop(p);
}

void pirChangeLogAppend(PirChangeLog *l, PirOperation *op, PirChangeKind kind)
{
	if (l->len == l->cap)
		l->entries = pirArrayGrow(l->entries, l->len, &l->cap, sizeof *l->entries, 256);
	l->entries[l->len++] = (uintptr_t)op | (uintptr_t)kind;
	op->logged = 1;
}

void pirChangeLogAdd(PirProgram *p, PirOperation *op, PirChangeKind kind)
{
	PirChangeLog *l = &p->changes;
	if (!l->on || op == p->module)
		return; /* the module op itself is not verified (its region is) */
	uintptr_t e = (uintptr_t)op | (uintptr_t)kind;
	if ((kind == PIR_CHANGE_REGION && op->logged) || (l->len && l->entries[l->len - 1] == e))
		return;
	if (l->len == l->limit) {
		pirChangeLogStop(p);
		return;
	}
	pirChangeLogAppend(l, op, kind);
}

void pirChangeLogUsers(const PirValue *v)
{
	for (PirOpOperand *u = pirValueGetFirstUse(v); u; u = pirOpOperandGetNextUse(u))
		pirChangeLogOp(pirOpOperandGetOwner(u), PIR_CHANGE_OP);
}

void pirChangeLogBlockParent(PirBlock *b)
{
	if (!b->program->changes.on || !b->region)
		return;
	PirOperation *parent = b->region->op;
	if (parent == b->program->module)
		return; /* no rule reads the top block as a whole */
	pirChangeLogOp(parent, PIR_CHANGE_REGION);
}

void pirChangeLogValueType(PirValue *v)
{
	PirBlock *b = pirValueGetParentBlock(v);
	if (!b || !b->program->changes.on)
		return;
	/* The users check their operand types, the op its result types; a
	 * block argument's type is checked by the hook of the region's op. */
	pirChangeLogUsers(v);
	if (v->isArg)
		pirChangeLogBlockParent(b);
	else
		pirChangeLogOp(pirValueGetDefiningOp(v), PIR_CHANGE_OP);
}

void pirChangeLogOpAttrs(PirOperation *op)
{
	PirBlock *b = pirOperationGetBlock(op);
	if (!b || !b->program->changes.on)
		return;
	/* Type inference of an op reads the attributes of the ops defining
	 * its operands (constants: lib/ir/verify_changes.c, "What a check reads"). */
	pirChangeLogOp(op, PIR_CHANGE_OP);
	for (uint32_t i = 0; i < op->numResults; i++)
		pirChangeLogUsers(pirOperationGetResult(op, i));
	/* A hook may read the op holding its op (cf.yield's does). */
	for (uint32_t r = 0; r < op->numRegions; r++)
		for (PirBlock *rb = pirOperationGetRegion(op, r)->first; rb; rb = rb->next)
			for (PirOperation *o = rb->first; o; o = pirOperationGetNextInBlock(o))
				pirChangeLogOp(o, PIR_CHANGE_OP);
}

bool pirOperationIsLogged(const PirOperation *op)
{
	return op->logged;
}
