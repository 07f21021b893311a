/* append_backward_params.c: program variables set and read again, for
 * --append-backward (docs/passes.md, "Variables set in the program"). After
 * `builtin.set_parameter(t)` of a name (role variable_write, storage not
 * output), a later read of that name in the module block (role
 * variable_read, same storage and name) is t itself (pir-run rebinds the
 * variable to t's object, as Paddle's scope does): the read is no source,
 * it is varied when t is and its gradient goes to t; the variable's
 * `<name>@GRAD` sums only the reads before the first set. A set inside a
 * region op of a name whose reads need a gradient is refused at the set.
 * One walk of the module block, each read and set looked up by name once. */
#include <stdio.h>
#include <string.h>

#include "append_backward.h"

static bool setsVariable(const PirOperation *op)
{
	const PirOpInfo *i = pirOperationGetInfo(op);
	return i->role == PIR_ROLE_VARIABLE_WRITE && i->varKey && i->varStorage &&
	       strcmp(i->varStorage->str, "output") != 0 && op->numOperands == 1;
}

/* The variable an op reads or sets: its storage and name, as one key. */
static void *variableKey(AB *ab, PirOperation *op)
{
	const PirOpInfo *i = pirOperationGetInfo(op);
	PirAttribute *nm = pirAttrDictLookup(pirOperationGetAttrDict(op), i->varKey);
	if (!nm || nm->kind != PIR_ATTR_STR || !i->varStorage)
		return NULL;
	/* storage and name interned as one identifier "storage\x1fname" */
	char buf[512];
	int len = snprintf(buf, sizeof buf, "%s\x1f%s", i->varStorage->str, nm->text->str);
	return len > 0 && (size_t)len < sizeof buf ? (void *)pirIdentGet(ab->ctx, buf, (size_t)len) : NULL;
}

typedef struct {
	AB *ab;
	PirPtrMap nested; /* key -> the first set of it inside a region op */
} NestedSets;

static PirWalkResult findNested(PirOperation *op, void *user)
{
	NestedSets *n = user;
	if (setsVariable(op) && pirOperationGetBlock(op) != pirProgramGetBlock(n->ab->prog)) {
		void *k = variableKey(n->ab, op);
		if (k && !pirPtrMapGet(&n->nested, k))
			pirPtrMapPut(&n->nested, k, op);
	}
	return PIR_WALK_ADVANCE;
}

void abFindVariableSets(AB *ab)
{
	PirPtrMap last = {0}; /* key -> ABSet of the latest set in the module block */
	for (PirOperation *op = pirProgramGetBlock(ab->prog)->first; op; op = pirOperationGetNextInBlock(op)) {
		const PirOpInfo *i = pirOperationGetInfo(op);
		if (setsVariable(op)) {
			void *k = variableKey(ab, op);
			if (!k)
				continue;
			ABSet *s = pirArenaAlloc(&ab->arena, sizeof *s);
			*s = (ABSet){.op = op, .value = pirOperationGetOperand(op, 0)};
			pirPtrMapPut(&last, k, s);
			pirPtrVecPush(&ab->sets, s);
			pirPtrMapPut(&ab->setOf, op, s);
		} else if (i->role == PIR_ROLE_VARIABLE_READ && op->numResults == 1 && i->varKey) {
			void *k = variableKey(ab, op);
			ABSet *s = k ? pirPtrMapGet(&last, k) : NULL;
			if (s) {
				pirPtrMapPut(&ab->setOf, pirOperationGetResult(op, 0), s);
				pirPtrVecPush(&s->reads, pirOperationGetResult(op, 0));
			}
		}
	}
	pirPtrMapFree(&last);
	ab->anySets = ab->setOf.len != 0;
}

ABSet *abSetOfRead(AB *ab, PirValue *v)
{
	return ab->anySets && v && !v->isArg ? pirPtrMapGet(&ab->setOf, v) : NULL;
}

ABSet *abSetOfOp(AB *ab, PirOperation *op)
{
	return ab->anySets ? pirPtrMapGet(&ab->setOf, op) : NULL;
}

void abFreeVariableSets(AB *ab)
{
	for (size_t k = 0; k < ab->sets.len; k++)
		pirPtrVecFree(&((ABSet *)ab->sets.data[k])->reads);
	pirPtrVecFree(&ab->sets);
	pirPtrMapFree(&ab->setOf);
}

bool abCheckNestedSets(AB *ab)
{
	NestedSets n = {ab, {0}};
	pirProgramWalk(ab->prog, PIR_WALK_PRE_ORDER, findNested, &n);
	bool ok = true;
	if (n.nested.len) {
		/* a read of a name set inside a region op, whose value needs a gradient */
		for (PirOperation *op = pirProgramGetBlock(ab->prog)->first; op && ok; op = pirOperationGetNextInBlock(op)) {
			const PirOpInfo *i = pirOperationGetInfo(op);
			if (i->role != PIR_ROLE_VARIABLE_READ || op->numResults != 1 || !abNeedsGrad(ab, pirOperationGetResult(op, 0)))
				continue;
			void *k = variableKey(ab, op);
			PirOperation *set = k ? pirPtrMapGet(&n.nested, k) : NULL;
			if (set) {
				pirEmitOpError(set, "sets a variable inside a region op whose reads the loss depends on; "
						    "append-backward follows a set only in the module block");
				ab->failed = true;
				ok = false;
			}
		}
	}
	pirPtrMapFree(&n.nested);
	return ok;
}
