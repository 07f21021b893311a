/* program_translator.c: translates a decoded ProgramDesc into a PIR
 * program the way Paddle's ProgramTranslator does (docs/file-formats.md):
 * parameters first, then the ops of each block in order (through a special
 * translator or the general rule, translate_general.c), set_parameter for
 * the persistables written, and the op-count statistics. Diagnostics name
 * the legacy op, its block and its index. */
#include "program_translator.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void pdError(PdTranslator *T, const char *fmt, ...)
{
	if (T->failed)
		return;
	T->failed = true;
	char msg[768];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	if (T->op)
		pirEmitError(T->ctx, T->loc, "block %d, op %zu ('%s'): %s", T->blockIdx, T->opIdx, T->op->type, msg);
	else
		pirEmitError(T->ctx, T->loc, "%s", msg);
}

/* ------------------------------------------------------------ OpDesc */

static const PdSlot *findSlot(PdSlot *const *slots, size_t n, const char *name)
{
	for (size_t i = 0; i < n; i++)
		if (!strcmp(slots[i]->parameter, name))
			return slots[i];
	return NULL;
}

const PdSlot *pdInputSlot(const PdOp *op, const char *name)
{
	return findSlot(op->inputs, op->n_inputs, name);
}

const PdSlot *pdOutputSlot(const PdOp *op, const char *name)
{
	return findSlot(op->outputs, op->n_outputs, name);
}

const PdAttr *pdGetAttr(const PdOp *op, const char *name)
{
	for (size_t i = 0; i < op->n_attrs; i++)
		if (!strcmp(op->attrs[i]->name, name))
			return op->attrs[i];
	return NULL;
}

const char *pdFirstArg(const PdSlot *s)
{
	return s && s->n_arguments ? s->arguments[0] : NULL;
}

const PdBlock *pdGetBlock(PdTranslator *T, int32_t idx)
{
	const PdProgram *pd = T->pd;
	if (idx >= 0 && (size_t)idx < pd->n_blocks && pd->blocks[idx]->idx == idx)
		return pd->blocks[idx];
	for (size_t i = 0; i < pd->n_blocks; i++)
		if (pd->blocks[i]->idx == idx)
			return pd->blocks[i];
	return NULL;
}

/* --------------------------------------------------- blocks, program */

/* Paddle's op types are names: letters, digits and '_' (anything else
 * would make an op name the IR text cannot hold). */
static bool isOpTypeName(const char *s)
{
	if (!*s)
		return false;
	for (; *s; s++)
		if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') || *s == '_'))
			return false;
	return true;
}

bool pdTranslateBlockOps(PdTranslator *T, const PdBlock *block)
{
	int32_t savedBlock = T->blockIdx;
	size_t savedIdx = T->opIdx;
	const PdOp *savedOp = T->op;
	bool ok = true;
	for (size_t i = 0; ok && i < block->n_ops; i++) {
		const PdOp *op = block->ops[i];
		T->blockIdx = block->idx;
		T->opIdx = i;
		T->op = op;
		T->stats->legacyOps++;
		if (!isOpTypeName(op->type)) {
			pdError(T, "the op type is not a name (letters, digits and '_')");
			ok = false;
			break;
		}
		PdOpTranslateFn fn = pdFindSpecialTranslator(op->type);
		ok = fn ? fn(T, op) : pdTranslateGeneral(T, op, NULL);
		ok = ok && !T->failed;
	}
	T->blockIdx = savedBlock;
	T->opIdx = savedIdx;
	T->op = savedOp;
	return ok;
}

static bool isFeedFetchVar(const PdVar *v)
{
	return !strcmp(v->name, "feed") || !strcmp(v->name, "fetch") ||
	       v->type->type == PADDLE__FRAMEWORK__PROTO__VAR_TYPE__TYPE__FEED_MINIBATCH ||
	       v->type->type == PADDLE__FRAMEWORK__PROTO__VAR_TYPE__TYPE__FETCH_LIST;
}

/* A persistable variable of the main block: a parameter candidate. */
static const PdVar *candidate(PdTranslator *T, const char *name)
{
	const PdVar *v = pirPtrMapGet(&T->top->vars, pirIdentGetCStr(T->ctx, name));
	return v && v->persistable && !isFeedFetchVar(v) ? v : NULL;
}

/* Step 1: builtin.parameter for each persistable read before written. */
static bool createParameters(PdTranslator *T, const PdBlock *b, PirPtrMap *params)
{
	PirPtrMap written = {0};
	bool ok = true;
	for (size_t i = 0; ok && i < b->n_ops; i++) {
		const PdOp *op = b->ops[i];
		for (size_t s = 0; ok && s < op->n_inputs; s++)
			for (size_t a = 0; ok && a < op->inputs[s]->n_arguments; a++) {
				const char *n = op->inputs[s]->arguments[a];
				PirIdent *id = pirIdentGetCStr(T->ctx, n);
				const PdVar *v = candidate(T, n);
				if (!v || pirPtrMapGet(&written, id) || pirPtrMapGet(params, id))
					continue;
				PirType *t = pdTranslateVarType(T, v->type, n);
				PdAttrList l = {0};
				pdAttrAdd(T, &l, T->keyParameter, pirAttrGetStr(T->ctx, n, strlen(n)));
				PirOperation *p = t ? pdCreateOp(T, T->opParameter, 0, NULL, 1, &t, &l, 0, &T->stats->parameters)
						    : NULL;
				free(l.e);
				if (!p) {
					ok = false;
					break;
				}
				pirPtrMapPut(params, id, p);
				pdBind(T, n, pirOperationGetResult(p, 0), -1);
			}
		for (size_t s = 0; s < op->n_outputs; s++)
			for (size_t a = 0; a < op->outputs[s]->n_arguments; a++)
				pirPtrMapPut(&written, pirIdentGetCStr(T->ctx, op->outputs[s]->arguments[a]), (void *)1);
	}
	pirPtrMapFree(&written);
	return ok;
}

static bool readsVar(const PdOp *op, const char *name)
{
	for (size_t s = 0; s < op->n_inputs; s++)
		for (size_t a = 0; a < op->inputs[s]->n_arguments; a++)
			if (!strcmp(op->inputs[s]->arguments[a], name))
				return true;
	return false;
}

/* Step 4: builtin.set_parameter after the op that last writes a
 * persistable that is not a parameter op. */
static bool createSetParameters(PdTranslator *T, const PdBlock *b, PirPtrMap *params)
{
	PirPtrMap done = {0};
	bool ok = true;
	for (size_t i = b->n_ops; ok && i-- > 0;) {
		const PdOp *op = b->ops[i];
		if (!strcmp(op->type, "data") || !strcmp(op->type, "feed"))
			continue;
		for (size_t s = 0; ok && s < op->n_outputs; s++)
			for (size_t a = 0; ok && a < op->outputs[s]->n_arguments; a++) {
				const char *n = op->outputs[s]->arguments[a];
				PirIdent *id = pirIdentGetCStr(T->ctx, n);
				if (!candidate(T, n) || pirPtrMapGet(params, id) || pirPtrMapGet(&done, id) || readsVar(op, n))
					continue;
				PdBinding *bd = pirPtrMapGet(&T->top->names, id);
				if (!bd || !bd->value || bd->value->isArg)
					continue;
				pirPtrMapPut(&done, id, (void *)1);
				pirBuilderSetInsertionPointAfter(&T->b, pirValueGetDefiningOp(bd->value));
				PirValue *v = pdGetValue(T, n); /* a slice for a vector element */
				if (!v || v->isArg) {
					ok = v != NULL;
					continue;
				}
				pirBuilderSetInsertionPointAfter(&T->b, pirValueGetDefiningOp(v));
				PdAttrList l = {0};
				pdAttrAdd(T, &l, T->keyParameter, pirAttrGetStr(T->ctx, n, strlen(n)));
				ok = pdCreateOp(T, T->opSetParameter, 1, &v, 0, NULL, &l, 0, &T->stats->setParameters) != NULL;
			}
	}
	pirPtrMapFree(&done);
	return ok;
}

static PirWalkResult countOp(PirOperation *op, void *userData)
{
	(void)op;
	(*(size_t *)userData)++;
	return PIR_WALK_ADVANCE;
}

PirProgram *pirTranslateProgramDesc(PirContext *ctx, PirLocation loc, const PdProgram *pd, PirTranslateStats *stats)
{
	memset(stats, 0, sizeof *stats);
	PdTranslator T = {.ctx = ctx, .loc = loc, .pd = pd, .stats = stats};
	T.stopGradient = pirIdentGetCStr(ctx, "stop_gradient");
	T.persistable = pirIdentGetCStr(ctx, "persistable");
	PirOpInfo *roleOps[] = {
		pirContextGetVariableOp(ctx, PIR_ROLE_VARIABLE_READ, "parameter"),
		pirContextGetVariableOp(ctx, PIR_ROLE_VARIABLE_WRITE, "parameter"),
		pirContextGetVariableOp(ctx, PIR_ROLE_VARIABLE_WRITE, "output"),
		pirContextGetOpInfoWithRole(ctx, PIR_ROLE_OUTPUT),
		pirContextGetPackOp(ctx),
		pirContextGetElementOp(ctx),
	};
	static const char *const roleWhat[] = {"a parameter read (variable_read, storage parameter)",
					       "a parameter write (variable_write, storage parameter)",
					       "an output (variable_write, storage output)", "a fetch (role output)",
					       "a vec packing container", "a vec element container"};
	for (size_t i = 0; i < sizeof roleOps / sizeof *roleOps; i++)
		if (!roleOps[i]) {
			pirEmitError(ctx, loc, "translating a ProgramDesc needs %s; no loaded op has that role", roleWhat[i]);
			return NULL;
		}
	T.opParameter = roleOps[0]->name->str;
	T.opSetParameter = roleOps[1]->name->str;
	T.opShadowOutput = roleOps[2]->name->str;
	T.opFetch = roleOps[3]->name->str;
	T.opCombine = roleOps[4]->name->str;
	T.opSlice = roleOps[5]->name->str;
	T.keyParameter = roleOps[0]->varKey->str;
	T.keyOutput = roleOps[2]->varKey->str;
	pirArenaInit(&T.arena);
	const PdBlock *main = pdGetBlock(&T, 0);
	if (!main) {
		pirEmitError(ctx, loc, "the ProgramDesc has no block 0 (%zu blocks)", pd->n_blocks);
		pirArenaDestroy(&T.arena);
		return NULL;
	}
	pirOpCompatInit(&T.compat, ctx);
	T.prog = pirProgramCreate(ctx);
	pirBuilderInit(&T.b, T.prog);
	T.b.loc = loc;
	pirBuilderSetInsertionPointToEnd(&T.b, pirProgramGetBlock(T.prog));
	T.top = pdPushScope(&T, main, true);
	T.blockIdx = 0;
	PirPtrMap params = {0};
	bool ok = createParameters(&T, main, &params) && pdTranslateBlockOps(&T, main) &&
		  createSetParameters(&T, main, &params) && !T.failed;
	pirPtrMapFree(&params);
	while (T.scope)
		pdPopScope(&T);
	pdFreeForwardIfs(&T);
	pirOpCompatFree(&T.compat);
	pirArenaDestroy(&T.arena);
	if (!ok) {
		pirProgramDestroy(T.prog);
		return NULL;
	}
	pirProgramWalk(T.prog, PIR_WALK_PRE_ORDER, countOp, &stats->translatedOps);
	return T.prog;
}

/* Sub-block scopes for the control-flow translators. */
void pdPushBlockScope(PdTranslator *T, const PdBlock *block)
{
	pdPushScope(T, block, false);
}

void pdPopBlockScope(PdTranslator *T)
{
	pdPopScope(T);
}
