/* parameters.c: the program's parameter map derived from the program
 * (design §2.1.4): one entry per parameter name, with its type and whether
 * the program may write it. A parameter starts immutable; a variable_write
 * of its name (builtin.set_parameter) or an op that may write or keep a
 * read of it (or a view of one) makes it mutable. By traits and roles only. */
#include <stdlib.h>
#include <string.h>

#include "ir.h"
#include "ir_private.h"

typedef struct {
	PirIdent *name, *storage;
	PirType *type;
	PirOperation *op;
	size_t order; /* program order of the op */
	bool write;
} Var;

typedef struct {
	Var *data;
	size_t len, cap;
} Vars;

static PirWalkResult collect(PirOperation *op, void *ud)
{
	Vars *vs = ud;
	const PirOpInfo *i = pirOperationGetInfo(op);
	if ((i->role != PIR_ROLE_VARIABLE_READ && i->role != PIR_ROLE_VARIABLE_WRITE) || !i->varStorage ||
	    !strcmp(i->varStorage->str, "input") || !strcmp(i->varStorage->str, "output"))
		return PIR_WALK_ADVANCE;
	PirAttribute *a = pirAttrDictLookup(pirOperationGetAttrDict(op), i->varKey);
	if (!a || a->kind != PIR_ATTR_STR)
		return PIR_WALK_ADVANCE;
	bool write = i->role == PIR_ROLE_VARIABLE_WRITE;
	PirType *t = write ? (op->numOperands ? pirOperationGetOperandType(op, 0) : NULL)
			   : (op->numResults ? pirOperationGetResultType(op, 0) : NULL);
	if (vs->len == vs->cap)
		vs->data = pirArrayGrow(vs->data, vs->len, &vs->cap, sizeof *vs->data, 16);
	vs->data[vs->len] = (Var){a->text, i->varStorage, t, op, vs->len, write};
	vs->len++;
	return PIR_WALK_ADVANCE;
}

static int byName(const void *a, const void *b)
{
	const Var *p = a, *q = b;
	uintptr_t x = (uintptr_t)p->name, y = (uintptr_t)q->name;
	if (x == y) {
		x = (uintptr_t)p->storage;
		y = (uintptr_t)q->storage;
	}
	if (x == y)
		return p->order < q->order ? -1 : p->order > q->order;
	return x < y ? -1 : 1;
}

static int byOrder(const void *a, const void *b)
{
	const Var *p = a, *q = b;
	return p->order < q->order ? -1 : p->order > q->order;
}

/* Is operand k of op one it may write, or hand on to something that may
 * (a vec, a region, a terminator, a stack)? A view's mapped operand is not:
 * its results are followed instead (*follows). */
static bool mayWrite(const PirOperation *op, uint32_t k, bool *follows)
{
	const PirOpInfo *i = pirOperationGetInfo(op);
	const PirOpDef *d = i->def;
	uint32_t t = pirOperationGetTraits(op);
	*follows = false;
	if (!i->registered || !d || op->numRegions || op->numSuccessors || i->role == PIR_ROLE_CONTAINER ||
	    (t & PIR_TRAIT_TERMINATOR) || !(t & PIR_TRAIT_READ_ONLY) ||
	    (t & (PIR_TRAIT_INPLACE | PIR_TRAIT_WRITES_VIEWS)) || i->role == PIR_ROLE_STACK_PUSH)
		return true;
	if (!(t & PIR_TRAIT_VIEW_LIKE))
		return false;
	/* a view: its results are the operand's buffer, unless the mapping
	 * leaves the operand out (reshape's shape) */
	const PirValueDef *vd = pirOpDefMatchValue(d->inputs, d->numInputs, op->numOperands, k);
	*follows = !d->numView;
	for (uint32_t j = 0; vd && j < d->numView; j++)
		*follows |= d->view[j].input == (uint32_t)(vd - d->inputs);
	return false;
}

/* May the buffer of v (a read of a parameter) be written or kept by
 * something that may write it? Each value of the read and its views is
 * looked at once. */
static bool readMayBeWritten(PirValue *v)
{
	PirValue **work = NULL;
	size_t len = 0, cap = 0;
	bool written = false;
	work = pirArrayGrow(work, len, &cap, sizeof *work, 8);
	work[len++] = v;
	while (len && !written) {
		PirValue *x = work[--len];
		for (PirOpOperand *use = pirValueGetFirstUse(x); use && !written; use = pirOpOperandGetNextUse(use)) {
			PirOperation *o = pirOpOperandGetOwner(use);
			bool follows;
			written = mayWrite(o, (uint32_t)(use - pirOperationGetOperands(o)), &follows);
			for (uint32_t r = 0; follows && !written && r < o->numResults; r++) {
				if (len == cap)
					work = pirArrayGrow(work, len, &cap, sizeof *work, 8);
				work[len++] = pirOperationGetResult(o, r);
			}
		}
	}
	free(work);
	return written;
}

typedef struct {
	PirParameter prm;
	size_t index; /* in the old map */
} Old;

static int byIdent(const void *a, const void *b)
{
	uintptr_t x = (uintptr_t)((const Old *)a)->prm.name, y = (uintptr_t)((const Old *)b)->prm.name;
	return x < y ? -1 : x > y;
}

void pirProgramDeriveParameters(PirProgram *p)
{
	Vars vs = {0};
	pirProgramWalk(p, PIR_WALK_PRE_ORDER, collect, &vs);
	if (vs.len)
		qsort(vs.data, vs.len, sizeof *vs.data, byName);
	/* One entry per name: the first read (in program order) carries the
	 * group's verdict in `write` (reused as "mutable"); the rest go. */
	size_t n = 0;
	for (size_t lo = 0, hi; lo < vs.len; lo = hi) {
		bool isMut = false;
		Var *first = NULL;
		for (hi = lo; hi < vs.len && vs.data[hi].name == vs.data[lo].name && vs.data[hi].storage == vs.data[lo].storage;
		     hi++) {
			Var *x = &vs.data[hi];
			if (x->write)
				isMut = true;
			else if (!first)
				first = x;
			for (uint32_t r = 0; !x->write && !isMut && r < x->op->numResults; r++)
				isMut = readMayBeWritten(pirOperationGetResult(x->op, r));
		}
		if (!first)
			continue; /* written, never read: not a parameter the program has */
		first->write = isMut;
		vs.data[n++] = *first;
	}
	if (n)
		qsort(vs.data, n, sizeof *vs.data, byOrder);
	/* Entries already there keep their data (found by bisection); those no
	 * read names stay, after the program's. */
	PirParameter *old = p->params;
	size_t numOld = p->numParams;
	Old *sorted = numOld ? pirMalloc(numOld * sizeof *sorted) : NULL;
	for (size_t i = 0; i < numOld; i++)
		sorted[i] = (Old){old[i], i};
	if (numOld)
		qsort(sorted, numOld, sizeof *sorted, byIdent);
	bool *used = numOld ? pirCalloc(numOld, sizeof *used) : NULL;
	PirParameter *map = n + numOld ? pirMalloc((n + numOld) * sizeof *map) : NULL;
	size_t m = 0;
	for (size_t i = 0; i < n; i++) {
		Old key = {.prm.name = vs.data[i].name};
		Old *o = numOld ? bsearch(&key, sorted, numOld, sizeof *sorted, byIdent) : NULL;
		map[m++] = (PirParameter){vs.data[i].name, vs.data[i].type, o ? o->prm.data : NULL, o ? o->prm.size : 0,
					  vs.data[i].write};
		if (o)
			used[o->index] = true;
	}
	for (size_t i = 0; i < numOld; i++)
		if (!used[i])
			map[m++] = old[i];
	free(used);
	free(sorted);
	free(old);
	free(vs.data);
	p->params = map;
	p->numParams = p->capParams = m;
}
