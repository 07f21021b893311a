/* program_translator.c: translates a decoded ProgramDesc into a PIR
 * program the way Paddle's ProgramTranslator does (docs/file-formats.md):
 * parameters first, then the ops of each block in order (through a special
 * translator or the general rule, translate_general.c), set_parameter for
 * the persistables written, and the op-count statistics. Diagnostics name
 * the legacy op, its block and its index. */
#include "program_translator.h"
#include "lib/ir/pir_assert.h"

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
		pirEmitError(T->ctx, T->loc, "block %d, op %zu ('%s'%s%s): %s", T->blockIdx, T->opIdx, T->op->type,
			     T->frame[0] ? ", " : "", T->frame, msg);
	else
		pirEmitError(T->ctx, T->loc, "%s", msg);
}

/* One frame of an op_callstack string: '  File "PATH", line N, in FUNC'
 * (then, in 1.x files, the code line). false when s holds none. */
static bool parseFrame(const char *s, const char **path, size_t *pathLen, long *line, const char **func,
		       size_t *funcLen)
{
	const char *f = strstr(s, "File \"");
	if (!f)
		return false;
	*path = f + 6;
	const char *q = strstr(*path, "\", line ");
	if (!q)
		return false;
	*pathLen = (size_t)(q - *path);
	char *end;
	*line = strtol(q + 8, &end, 10);
	if (strncmp(end, ", in ", 5))
		return false;
	*func = end + 5;
	*funcLen = strcspn(*func, "\r\n");
	return true;
}

/* Whether a frame's file is the user's: not a library's (site-packages,
 * dist-packages, a directory named paddle) nor generated ("<...>"). */
static bool userFrame(const char *path, size_t n)
{
	if (!n || path[0] == '<')
		return false;
	for (size_t i = 0; i < n; i++) {
		if ((n - i >= 13 && !memcmp(path + i, "site-packages", 13)) ||
		    (n - i >= 13 && !memcmp(path + i, "dist-packages", 13)))
			return false;
		if ((i == 0 || path[i - 1] == '/' || path[i - 1] == '\\') && n - i >= 7 && !memcmp(path + i, "paddle", 6) &&
		    (path[i + 6] == '/' || path[i + 6] == '\\'))
			return false;
	}
	return true;
}

/* The frame of op_callstack that made the op: the innermost frame in the
 * user's code (the innermost of all when none is), as "PATH:LINE in FUNC";
 * "" when the op has no callstack. Paddle 2.x lists frames outermost
 * first (two strings each, the frame and its code line), 1.x innermost
 * first (one string each): the outermost frame is the one in <module>. */
static void callstackFrame(const PdOp *op, char *buf, size_t size)
{
	buf[0] = '\0';
	const PdAttr *a = NULL;
	for (size_t i = 0; i < op->n_attrs && !a; i++)
		if (!strcmp(op->attrs[i]->name, "op_callstack"))
			a = op->attrs[i];
	if (!a || a->type != PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__STRINGS || !a->n_strings)
		return;
	size_t first = a->n_strings, last = 0, nframes = 0;
	const char *path, *func;
	size_t pl, fl;
	long line;
	for (size_t i = 0; i < a->n_strings; i++)
		if (parseFrame(a->strings[i], &path, &pl, &line, &func, &fl)) {
			if (first == a->n_strings)
				first = i;
			last = i;
			nframes++;
		}
	if (!nframes)
		return;
	bool innermostFirst = false;
	if (parseFrame(a->strings[last], &path, &pl, &line, &func, &fl) && fl == 8 && !memcmp(func, "<module>", 8))
		innermostFirst = true;
	if (parseFrame(a->strings[first], &path, &pl, &line, &func, &fl) && fl == 8 && !memcmp(func, "<module>", 8))
		innermostFirst = false;
	size_t pick = a->n_strings;
	for (size_t k = 0; k < a->n_strings; k++) {
		size_t i = innermostFirst ? k : a->n_strings - 1 - k;
		if (!parseFrame(a->strings[i], &path, &pl, &line, &func, &fl))
			continue;
		if (pick == a->n_strings)
			pick = i; /* the innermost, if no frame is the user's */
		if (userFrame(path, pl)) {
			pick = i;
			break;
		}
	}
	parseFrame(a->strings[pick], &path, &pl, &line, &func, &fl);
	snprintf(buf, size, "%.*s:%ld in %.*s", (int)(pl < 200 ? pl : 200), path, line, (int)(fl < 64 ? fl : 64), func);
}

/* The location of the op being translated, which its PIR ops carry: a
 * label "block 0, op 3 ('conv2d' -> conv2d_0.tmp_0, model.py:88 in
 * forward)" (the main output variable, the callstack frame). */
static void setOpLocation(PdTranslator *T, const PdOp *op, size_t index, PirIdent *blockPrefix)
{
	callstackFrame(op, T->frame, sizeof T->frame);
	/* the main output: slot Out, Output or Y when the op has one, else the first */
	const char *out = NULL;
	static const char *const mainSlots[] = {"Out", "Output", "Y"};
	for (size_t k = 0; !out && k < 3; k++)
		out = pdFirstArg(pdOutputSlot(op, mainSlots[k]));
	for (size_t s = 0; !out && s < op->n_outputs; s++)
		if (op->outputs[s]->n_arguments && strcmp(op->outputs[s]->arguments[0], "@EMPTY@"))
			out = op->outputs[s]->arguments[0];
	if (out && !strcmp(out, "@EMPTY@"))
		out = NULL;
	char suffix[640];
	snprintf(suffix, sizeof suffix, " ('%s'%s%.*s%s%s)", op->type, out ? " -> " : "", 200, out ? out : "",
		 T->frame[0] ? ", " : "", T->frame);
	T->b.loc = pirLocationGetLabel(T->ctx, T->loc.file, (PirLocation){NULL, 0, 0}, blockPrefix, index,
				       pirIdentGetCStr(T->ctx, suffix));
}

static PirIdent *blockPrefix(PdTranslator *T, int32_t block)
{
	char buf[48];
	snprintf(buf, sizeof buf, "block %d, op ", block);
	return pirIdentGetCStr(T->ctx, buf);
}

/* ------------------------------------------------------------ OpDesc */

static const PdSlot *findSlot(PdSlot *const *slots, size_t n, const char *name)
{
	for (size_t i = 0; i < n; i++)
		if (!strcmp(slots[i]->parameter, name))
			return slots[i];
	return NULL;
}

/* Records that the op being translated read its input or attribute number
 * `slot` (inputs first, then attributes: T->reads, checkConsumed). */
static void noteRead(PdTranslator *T, const PdOp *op, size_t slot)
{
	if (op == T->op) {
		PIR_ASSERT(slot < op->n_inputs + op->n_attrs);
		T->reads[T->readsBase + slot] = 1;
	}
}

static bool wasRead(const PdTranslator *T, size_t slot)
{
	return T->reads[T->readsBase + slot] != 0;
}

const PdSlot *pdInputSlot(PdTranslator *T, const PdOp *op, const char *name)
{
	for (size_t i = 0; i < op->n_inputs; i++)
		if (!strcmp(op->inputs[i]->parameter, name)) {
			noteRead(T, op, i);
			return op->inputs[i];
		}
	return NULL;
}

const PdSlot *pdPeekInputSlot(const PdOp *op, const char *name)
{
	return findSlot(op->inputs, op->n_inputs, name);
}

void pdConsumeAllInputs(PdTranslator *T, const PdOp *op)
{
	if (op == T->op)
		memset(T->reads + T->readsBase, 1, op->n_inputs + op->n_attrs);
}

const PdSlot *pdOutputSlot(const PdOp *op, const char *name)
{
	return findSlot(op->outputs, op->n_outputs, name);
}

const PdAttr *pdGetAttr(PdTranslator *T, const PdOp *op, const char *name)
{
	for (size_t i = 0; i < op->n_attrs; i++)
		if (!strcmp(op->attrs[i]->name, name)) {
			noteRead(T, op, op->n_inputs + i);
			return op->attrs[i];
		}
	return NULL;
}

int pdAttrInt(PdTranslator *T, const PdOp *op, const char *name, int deflt)
{
	const PdAttr *a = pdGetAttr(T, op, name);
	if (!a)
		return deflt;
	if (a->type == PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__LONG)
		return (int)a->l;
	if (a->type == PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__BOOLEAN)
		return a->b;
	return a->i;
}

bool pdAttrBool(PdTranslator *T, const PdOp *op, const char *name, bool deflt)
{
	const PdAttr *a = pdGetAttr(T, op, name);
	if (!a)
		return deflt;
	return a->type == PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__BOOLEAN ? a->b : a->i != 0;
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

/* The first argument of a slot that names a variable (not @EMPTY@), NULL
 * when none does. */
static const char *firstVar(const PdSlot *s)
{
	for (size_t k = 0; k < s->n_arguments; k++)
		if (strcmp(s->arguments[k], "@EMPTY@"))
			return s->arguments[k];
	return NULL;
}

/* Legacy attributes the translation may leave unread only at their
 * neutral value, where any other value changes what the op computes
 * (docs/file-formats.md, "Nothing is dropped silently"): the oneDNN
 * fusions and int8 scales 2.x inference passes write, the fixed constants
 * of activations Paddle 3 hard-codes, the reductions' dtypes. Op NULL: any
 * op. Every other attribute the translation does not read (use_mkldnn,
 * use_cudnn, is_test, workspace_size_MB, ...) chooses a kernel, not a
 * result. */
static const char *const meaningful[][3] = {
	{NULL, "fuse_relu", "false"},
	{NULL, "fuse_brelu", "false"},
	{NULL, "fuse_with_relu", "false"},
	{NULL, "fuse_residual_connection", "false"},
	{NULL, "fuse_relu_before_depthwise_conv", "false"},
	{NULL, "fuse_activation", "\"\""},
	{NULL, "force_fp32_output", "false"},
	{NULL, "Scale_in", "1"},
	{NULL, "Scale_in_eltwise", "1"},
	{NULL, "Scale_out", "1"},
	{NULL, "Scale_x", "1"},
	{NULL, "Scale_y", "1"},
	{NULL, "Scale_weights", "[1]"},
	{NULL, "scale_x", "1"},
	{NULL, "scale_y", "[1]"},
	{NULL, "scale_out", "1"},
	{NULL, "fused_reshape_X", "[]"},
	{NULL, "fused_reshape_Y", "[]"},
	{NULL, "fused_reshape_Out", "[]"},
	{NULL, "fused_transpose_X", "[]"},
	{NULL, "fused_transpose_Y", "[]"},
	{NULL, "fused_transpose_Out", "[]"},
	{NULL, "fused_reshape2_shape", "[]"},
	{NULL, "fused_output_scale", "1"},
	/* a grad kernel adding into the gradient already there (the addto
	 * optimisation that removes a sum) */
	{NULL, "use_addto", "false"},
	{"matmul", "head_number", "1"},
	/* the reductions' result dtype (reduce_sum reads it as dtype); not
	 * in_dtype, which 2.x writes as x's own dtype */
	{NULL, "out_dtype", "-1"},
	{"hard_swish", "threshold", "6"},
	{"hard_swish", "scale", "6"},
	{"hard_swish", "offset", "3"},
	{"relu6", "threshold", "6"},
	{"swish", "beta", "1"},
	{NULL, "str_value", "\"\""},
};

static const char *meaningfulAttr(const char *type, const char *name)
{
	for (size_t i = 0; i < sizeof meaningful / sizeof *meaningful; i++)
		if ((!meaningful[i][0] || !strcmp(meaningful[i][0], type)) && !strcmp(meaningful[i][1], name))
			return meaningful[i][2];
	return NULL;
}

/* Whether a holds the neutral value written as "false", a number, "\"\""
 * or a list "[]" / "[1]" (every element 1). fill_constant-like ops'
 * str_value is neutral too when it says what `value` does. */
static bool attrIsNeutral(const PdOp *op, const PdAttr *a, const char *neutral)
{
	double n = strtod(neutral + (neutral[0] == '['), NULL); /* "[1]" given as one number: 1 */
	switch (a->type) {
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__BOOLEAN: return a->b == (strcmp(neutral, "true") == 0);
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__INT: return a->i == n;
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__LONG: return (double)a->l == n;
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__FLOAT: return a->f == n;
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__FLOAT64: return a->float64 == n;
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__STRING:
		if (!a->s || !a->s[0])
			return true;
		if (!strcmp(a->name, "str_value")) {
			for (size_t i = 0; i < op->n_attrs; i++)
				if (!strcmp(op->attrs[i]->name, "value") &&
				    op->attrs[i]->type == PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__FLOAT)
					return strtod(a->s, NULL) == op->attrs[i]->f ||
					       (float)strtod(a->s, NULL) == op->attrs[i]->f;
			return false;
		}
		return false;
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__INTS:
		for (size_t i = 0; i < a->n_ints; i++)
			if (neutral[1] == ']' || a->ints[i] != 1)
				return false;
		return true;
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__LONGS:
		for (size_t i = 0; i < a->n_longs; i++)
			if (neutral[1] == ']' || a->longs[i] != 1)
				return false;
		return true;
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__FLOATS:
		for (size_t i = 0; i < a->n_floats; i++)
			if (neutral[1] == ']' || a->floats[i] != 1)
				return false;
		return true;
	default: return false;
	}
}

static void attrText(const PdAttr *a, char *buf, size_t size)
{
	switch (a->type) {
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__BOOLEAN: snprintf(buf, size, "%s", a->b ? "true" : "false"); break;
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__INT: snprintf(buf, size, "%d", a->i); break;
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__LONG: snprintf(buf, size, "%lld", (long long)a->l); break;
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__FLOAT: snprintf(buf, size, "%g", a->f); break;
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__FLOAT64: snprintf(buf, size, "%g", a->float64); break;
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__STRING: snprintf(buf, size, "\"%.60s\"", a->s ? a->s : ""); break;
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__INTS: snprintf(buf, size, "%zu ints", a->n_ints); break;
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__LONGS: snprintf(buf, size, "%zu longs", a->n_longs); break;
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__FLOATS: snprintf(buf, size, "%zu floats", a->n_floats); break;
	default: snprintf(buf, size, "of AttrType %d", a->type); break;
	}
}


/* Paddle's op_role of a legacy op that optimizes (2: the updates of a
 * training program) or schedules the learning rate (16: its step
 * counter's increment, a decay), kept as the attribute op_role on the ops
 * its translation appended after `last` to block `into`: no rule of the
 * ops themselves tells such a state update from the forward's (a
 * batch_norm's running statistics), and --strip-backward removes them by
 * it (docs/passes.md, "strip-backward"). Backward ops (1) need no mark:
 * their grad ops, and what reads them, are found by the catalogue. */
static void markRole(PdTranslator *T, const PdOp *op, PirBlock *into, PirOperation *last)
{
	int64_t role = 0;
	for (size_t i = 0; i < op->n_attrs; i++)
		if (!strcmp(op->attrs[i]->name, "op_role") && op->attrs[i]->has_i)
			role = op->attrs[i]->i;
	if (!(role & (2 | 16)))
		return;
	PirAttribute *a = pirAttrGetInt32(T->ctx, (int32_t)role);
	for (PirOperation *o = last ? pirOperationGetNextInBlock(last) : into->first; o; o = pirOperationGetNextInBlock(o))
		pirOperationSetAttr(o, "op_role", a);
}

/* Nothing is dropped silently (docs/file-formats.md): an input slot with
 * a variable that the op's translation never looked up is an error
 * (Paddle 3's ProgramTranslator drops such an input without a word, and
 * the program would compute something else), and so is a meaningful
 * attribute it never read, at a value other than its neutral one; an
 * output variable the
 * translation did not bind is marked, so that a later read is an error
 * naming this op, not a silent program input or the variable's older
 * value. */
static bool checkConsumed(PdTranslator *T, const PdOp *op)
{
	/* A grad op (legacy names end in _grad, _grad_grad, ...) is given the
	 * forward values its legacy kernel reads; the PIR grad op takes those
	 * it needs for the same gradient (transpose2_grad's XShape is not
	 * one), so only a gradient slot (@GRAD) it leaves is dropped meaning. */
	bool grad = strstr(op->type, "_grad") != NULL;
	for (size_t i = 0; i < op->n_inputs; i++) {
		const char *var = firstVar(op->inputs[i]);
		if (!var || wasRead(T, i) || (grad && !strstr(op->inputs[i]->parameter, "@GRAD")))
			continue;
		if (T->madeAs[0])
			pdError(T, "input '%s' (variable '%s') has no operand in %s: translating the op would drop it "
				   "(Paddle 3's translator drops it without a word)",
				op->inputs[i]->parameter, var, T->madeAs);
		else
			pdError(T, "input '%s' (variable '%s') has no place in the op's translation: translating the op "
				   "would drop it",
				op->inputs[i]->parameter, var);
		return false;
	}
	for (size_t i = 0; i < op->n_attrs; i++) {
		const PdAttr *a = op->attrs[i];
		const char *neutral;
		if (wasRead(T, op->n_inputs + i) || !(neutral = meaningfulAttr(op->type, a->name)) || attrIsNeutral(op, a, neutral))
			continue;
		char v[96];
		attrText(a, v, sizeof v);
		pdError(T, "attribute '%s' (%s, not %s) has no place in the op's translation%s%s: translating the op would "
			   "compute something else (Paddle 3's translator drops it without a word)",
			a->name, v, neutral, T->madeAs[0] ? " to " : "", T->madeAs);
		return false;
	}
	for (size_t i = 0; i < op->n_outputs; i++) {
		const PdSlot *s = op->outputs[i];
		for (size_t k = 0; k < s->n_arguments; k++) {
			const char *var = s->arguments[k];
			if (!strcmp(var, "@EMPTY@") || pdBindingStamp(T, var) == T->stamp)
				continue;
			char buf[512];
			if (T->madeAs[0])
				snprintf(buf, sizeof buf,
					 "which block %d, op %zu ('%s') writes as its output '%s', a result %s does not have",
					 T->blockIdx, T->opIdx, op->type, s->parameter, T->madeAs);
			else
				snprintf(buf, sizeof buf,
					 "which block %d, op %zu ('%s') writes as its output '%s', a result its translation "
					 "does not make",
					 T->blockIdx, T->opIdx, op->type, s->parameter);
			size_t n = strlen(buf) + 1;
			char *why = pirArenaAlloc(&T->arena, n);
			memcpy(why, buf, n);
			pdBindNone(T, var, why);
		}
	}
	return true;
}

bool pdTranslateBlockOps(PdTranslator *T, const PdBlock *block)
{
	int32_t savedBlock = T->blockIdx;
	size_t savedBase = T->readsBase;
	uint32_t savedStamp = T->stamp;
	char savedMadeAs[sizeof T->madeAs];
	memcpy(savedMadeAs, T->madeAs, sizeof savedMadeAs);
	size_t savedIdx = T->opIdx;
	const PdOp *savedOp = T->op;
	PirLocation savedLoc = T->b.loc;
	char savedFrame[sizeof T->frame];
	memcpy(savedFrame, T->frame, sizeof savedFrame);
	PirIdent *prefix = blockPrefix(T, block->idx);
	/* a nested block (a control-flow op's) keeps its parent op's record */
	if (savedOp)
		T->readsBase = savedBase + savedOp->n_inputs + savedOp->n_attrs;
	bool ok = true;
	for (size_t i = 0; ok && i < block->n_ops; i++) {
		const PdOp *op = block->ops[i];
		T->blockIdx = block->idx;
		T->opIdx = i;
		T->op = op;
		setOpLocation(T, op, i, prefix);
		T->stats->legacyOps++;
		if (!isOpTypeName(op->type)) {
			pdError(T, "the op type is not a name (letters, digits and '_')");
			ok = false;
			break;
		}
		size_t nRead = op->n_inputs + op->n_attrs;
		T->reads = pirArrayReserve(T->reads, T->readsBase + nRead + 1, &T->readsCap, 1, 64);
		memset(T->reads + T->readsBase, 0, nRead);
		T->stamp = ++T->lastStamp;
		T->madeAs[0] = '\0';
		PdOpTranslateFn fn = pdFindSpecialTranslator(op->type);
		PirBlock *into = T->b.before ? NULL : T->b.block;
		PirOperation *last = into ? into->last : NULL;
		ok = fn ? fn(T, op) : pdTranslateGeneral(T, op, NULL);
		ok = ok && !T->failed && checkConsumed(T, op);
		if (ok && into)
			markRole(T, op, into, last);
	}
	T->readsBase = savedBase;
	T->stamp = savedStamp;
	memcpy(T->madeAs, savedMadeAs, sizeof savedMadeAs);
	T->blockIdx = savedBlock;
	T->opIdx = savedIdx;
	T->op = savedOp;
	T->b.loc = savedLoc;
	memcpy(T->frame, savedFrame, sizeof savedFrame);
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
	PirIdent *prefix = blockPrefix(T, b->idx);
	bool ok = true;
	for (size_t i = 0; ok && i < b->n_ops; i++) {
		const PdOp *op = b->ops[i];
		setOpLocation(T, op, i, prefix); /* a parameter is located at its first reader */
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
	PirIdent *prefix = blockPrefix(T, b->idx);
	bool ok = true;
	for (size_t i = b->n_ops; ok && i-- > 0;) {
		const PdOp *op = b->ops[i];
		if (!strcmp(op->type, "data") || !strcmp(op->type, "feed"))
			continue;
		setOpLocation(T, op, i, prefix);
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

/* Before translating: every op of every block that the general rule
 * would make into an op no dialect defines, reported at once, one error
 * per legacy type with its count and the first op (a model with a few
 * missing ops gets the whole list, not one per run). false when any. */
static bool checkOpsDefined(PdTranslator *T)
{
	if (pirContextGetAllowUnregistered(T->ctx))
		return true;
	typedef struct Missing {
		const char *type;
		size_t count, block, op;
		char name[160], frame[sizeof T->frame];
	} Missing;
	PirPtrMap byType = {0}; /* PirIdent* type -> 1 + index */
	Missing *list = NULL;
	size_t n = 0, cap = 0;
	for (size_t b = 0; b < T->pd->n_blocks; b++)
		for (size_t i = 0; i < T->pd->blocks[b]->n_ops; i++) {
			const PdOp *op = T->pd->blocks[b]->ops[i];
			char name[160];
			if (!isOpTypeName(op->type) || pdFindSpecialTranslator(op->type) ||
			    pdGeneralOpDefined(T, op, name, sizeof name))
				continue;
			PirIdent *id = pirIdentGetCStr(T->ctx, op->type);
			size_t k = (size_t)(uintptr_t)pirPtrMapGet(&byType, id);
			if (!k) {
				if (n == cap)
					list = pirArrayGrow(list, n, &cap, sizeof *list, 8);
				list[n] = (Missing){op->type, 0, (size_t)T->pd->blocks[b]->idx, i, "", ""};
				snprintf(list[n].name, sizeof list[n].name, "%s", name);
				callstackFrame(op, list[n].frame, sizeof list[n].frame);
				pirPtrMapPut(&byType, id, (void *)(uintptr_t)(k = ++n));
			}
			list[k - 1].count++;
		}
	for (size_t k = 0; k < n; k++) {
		const Missing *m = &list[k];
		char count[160] = "";
		if (m->count > 1)
			snprintf(count, sizeof count, "%zu ops of type '%s', the first here; ", m->count, m->type);
		pirEmitError(T->ctx, T->loc,
			     "block %zu, op %zu ('%s'%s%s): no PIR op '%s' is defined for it (%suse "
			     "--allow-unregistered-dialect to keep %s)",
			     m->block, m->op, m->type, m->frame[0] ? ", " : "", m->frame, m->name, count,
			     m->count > 1 ? "them as unregistered ops" : "it as an unregistered op");
	}
	free(list);
	pirPtrMapFree(&byType);
	return n == 0;
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
	T.loc = (PirLocation){loc.file, 0, 0};
	if (!checkOpsDefined(&T)) {
		pirOpCompatFree(&T.compat);
		pirArenaDestroy(&T.arena);
		return NULL;
	}
	for (size_t b = 0; b < pd->n_blocks; b++)
		for (size_t o = 0; o < pd->blocks[b]->n_ops; o++) {
			const PdOp *op = pd->blocks[b]->ops[o];
			for (size_t i = 0; i < op->n_inputs; i++) {
				const PdSlot *in = op->inputs[i];
				/* XShape read for x's shape alone is not a read of
				 * the forward op's xshape result, which is left out */
				if (!strcmp(in->parameter, "XShape") && pdReadsXShapeForShape(op->type))
					continue;
				for (size_t a = 0; a < in->n_arguments; a++)
					pirPtrMapPut(&T.readVars, pirIdentGetCStr(ctx, in->arguments[a]), (void *)1);
			}
			const char *x = NULL;
			for (size_t i = 0; i < op->n_inputs && !x; i++)
				if (!strcmp(op->inputs[i]->parameter, "X") && op->inputs[i]->n_arguments == 1)
					x = op->inputs[i]->arguments[0];
			for (size_t i = 0; x && i < op->n_outputs; i++)
				if (!strcmp(op->outputs[i]->parameter, "XShape") && op->outputs[i]->n_arguments == 1)
					pirPtrMapPut(&T.xshapeX, pirIdentGetCStr(ctx, op->outputs[i]->arguments[0]),
						     pirIdentGetCStr(ctx, x));
		}
	T.prog = pirProgramCreate(ctx);
	pirBuilderInit(&T.b, T.prog);
	T.loc = (PirLocation){loc.file, 0, 0}; /* no line: errors name the block and op */
	T.b.loc = T.loc;
	pirOperationSetLoc(T.prog->module, T.loc); /* errors about the whole program (a pass's) name the file */
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
	pirPtrMapFree(&T.readVars);
	pirPtrMapFree(&T.xshapeX);
	pirOpCompatFree(&T.compat);
	pirArenaDestroy(&T.arena);
	free(T.reads);
	if (!ok) {
		pirProgramDestroy(T.prog);
		return NULL;
	}
	pirProgramWalk(T.prog, PIR_WALK_PRE_ORDER, countOp, &stats->translatedOps);
	return T.prog;
}

bool pdIsRead(PdTranslator *T, const char *name)
{
	return pirPtrMapGet(&T->readVars, pirIdentGetCStr(T->ctx, name)) != NULL;
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
