/* verify_backward_roundtrip.c: checks that strip-backward inverts append-backward (docs/passes.md,
 * "verify-backward-roundtrip"): on a copy of the program it runs append-backward, stack-pruning and
 * strip-backward, found by name in the pass registry, and compares the result with the program.
 * Changes:    nothing (the program itself is only read).
 * Assumes:    verified IR.
 * Guarantees: fails with an error at the first input op that differs, and notes showing both ops. */
#include <stdlib.h>
#include <string.h>

#include "../pass.h"

enum { OPT_DESIGN, OPT_ONLY_STRIP, OPT_REGION_GRADS };
enum { STAT_OPS };

typedef struct {
	PirContext *ctx;
	uint32_t nextId;
	PirOperation *diffIn, *diffOut; /* the first difference: the input op, the copy's op */
	PirOperation *at;               /* where to report it (an op of the input) */
	char what[160];
	uint64_t compared;
} Compare;

static void number(Compare *c, PirValue *a, PirValue *b)
{
	a->state = b->state = ++c->nextId;
}

static bool differ(Compare *c, PirOperation *in, PirOperation *out, PirOperation *at, const char *what)
{
	c->diffIn = in;
	c->diffOut = out;
	c->at = at;
	snprintf(c->what, sizeof c->what, "%s", what);
	return false;
}

static bool sameBlock(Compare *c, PirBlock *a, PirBlock *b, PirOperation *parent);

static bool sameOp(Compare *c, PirOperation *a, PirOperation *b)
{
	c->compared++;
	if (pirOperationGetInfo(a) != pirOperationGetInfo(b))
		return differ(c, a, b, a, "a different op");
	if (a->numOperands != b->numOperands || a->numResults != b->numResults)
		return differ(c, a, b, a, a->numOperands != b->numOperands ? "a different number of operands"
									      : "a different number of results");
	if (a->numRegions != b->numRegions || a->numSuccessors != b->numSuccessors)
		return differ(c, a, b, a, "a different number of regions or successors");
	/* Dictionaries are uniqued by the context; no dictionary and an empty one are alike. */
	bool emptyA = !pirOperationGetAttrDict(a) || !pirOperationGetAttrDict(a)->size,
	     emptyB = !pirOperationGetAttrDict(b) || !pirOperationGetAttrDict(b)->size;
	if (pirOperationGetAttrDict(a) != pirOperationGetAttrDict(b) && !(emptyA && emptyB))
		return differ(c, a, b, a, "different attributes");
	for (uint32_t i = 0; i < a->numOperands; i++) {
		PirValue *x = pirOperationGetOperand(a, i), *y = pirOperationGetOperand(b, i);
		if (!x != !y || (x && x->state != y->state))
			return differ(c, a, b, a, "a different operand");
	}
	for (uint32_t i = 0; i < a->numResults; i++)
		if (pirOperationGetResultType(a, i) != pirOperationGetResultType(b, i))
			return differ(c, a, b, a, "a different result type");
	for (uint32_t r = 0; r < a->numRegions; r++) {
		PirBlock *x = pirOperationGetRegion(a, r)->first, *y = pirOperationGetRegion(b, r)->first;
		for (; x && y; x = x->next, y = y->next)
			if (!sameBlock(c, x, y, a))
				return false;
		if (x || y)
			return differ(c, a, b, a, "a different number of blocks");
	}
	for (uint32_t i = 0; i < a->numResults; i++)
		number(c, pirOperationGetResult(a, i), pirOperationGetResult(b, i));
	return true;
}

static bool sameBlock(Compare *c, PirBlock *a, PirBlock *b, PirOperation *parent)
{
	if (a->numArgs != b->numArgs)
		return differ(c, parent, pirBlockGetParentOp(b), parent, "a different number of block arguments");
	for (uint32_t i = 0; i < a->numArgs; i++) {
		if (pirValueGetType(a->args[i]) != pirValueGetType(b->args[i]))
			return differ(c, parent, pirBlockGetParentOp(b), parent, "a block argument of another type");
		number(c, a->args[i], b->args[i]);
	}
	PirOperation *x = a->first, *y = b->first;
	for (; x && y; x = pirOperationGetNextInBlock(x), y = pirOperationGetNextInBlock(y))
		if (!sameOp(c, x, y))
			return false;
	if (x)
		return differ(c, x, NULL, x, "an op the round trip removed");
	if (y)
		return differ(c, NULL, y, a->last ? a->last : parent, "an op the round trip added after this one");
	return true;
}

/* One line for op: its name, operands named %vN by the comparison's
 * numbering (the same N in both programs means corresponding values),
 * attributes and types; its regions are only counted. */
static char *opLine(PirContext *ctx, PirOperation *op)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	if (!f)
		return NULL;
	fprintf(f, "\"%s\" (", pirOperationGetName(op));
	for (uint32_t i = 0; i < op->numOperands; i++) {
		PirValue *v = pirOperationGetOperand(op, i);
		if (v)
			fprintf(f, "%s%%v%u", i ? ", " : "", v->state);
		else
			fprintf(f, "%s<<NULL VALUE>>", i ? ", " : "");
	}
	fputs(") {", f);
	for (uint32_t i = 0; pirOperationGetAttrDict(op) && i < pirOperationGetAttrDict(op)->size; i++) {
		char *a = pirAttributeToString(ctx, pirOperationGetAttrDict(op)->entries[i].value);
		fprintf(f, "%s%s:%s", i ? "," : "", pirOperationGetAttrDict(op)->entries[i].name->str, a ? a : "?");
		free(a);
	}
	fputs("} : (", f);
	for (uint32_t i = 0; i < op->numOperands; i++) {
		char *t = pirOperationGetOperand(op, i) ? pirTypeToString(ctx, pirOperationGetOperandType(op, i)) : NULL;
		fprintf(f, "%s%s", i ? ", " : "", t ? t : "<<NULL TYPE>>");
		free(t);
	}
	fputs(") -> ", f);
	for (uint32_t i = 0; i < op->numResults; i++) {
		char *t = pirTypeToString(ctx, pirOperationGetResultType(op, i));
		fprintf(f, "%s%s", i ? ", " : "", t ? t : "?");
		free(t);
	}
	if (op->numRegions)
		fprintf(f, " (%u regions)", op->numRegions);
	fclose(f);
	return buf;
}

static PirLocation reportLoc(PirProgram *prog, PirOperation *at)
{
	if (at && pirOperationGetLoc(at).file)
		return pirOperationGetLoc(at);
	PirOperation *first = pirProgramGetBlock(prog)->first;
	return pirOperationGetLoc(first ? first : prog->module);
}

/* The copy's ops take the locations of the program's (the copy has the
 * same ops in the same order, printed and read back): what the round trip
 * builds from them, and what it reports, then names the program's file
 * and line, not the printed text's ("<backward round trip>:3:5"). */
typedef struct {
	PirOperation **ops;
	size_t n, cap, next;
} OpList;

static PirWalkResult collectOp(PirOperation *op, void *userData)
{
	OpList *l = userData;
	if (l->n == l->cap)
		l->ops = pirArrayGrow(l->ops, l->n, &l->cap, sizeof *l->ops, 64);
	l->ops[l->n++] = op;
	return PIR_WALK_ADVANCE;
}

static PirWalkResult takeLocation(PirOperation *op, void *userData)
{
	OpList *l = userData;
	if (l->next == l->n)
		return PIR_WALK_INTERRUPT;
	pirOperationSetLoc(op, pirOperationGetLoc(l->ops[l->next++]));
	return PIR_WALK_ADVANCE;
}

static void copyLocations(PirProgram *from, PirProgram *to)
{
	OpList l = {0};
	pirProgramWalk(from, PIR_WALK_PRE_ORDER, collectOp, &l);
	pirProgramWalk(to, PIR_WALK_PRE_ORDER, takeLocation, &l);
	pirOperationSetLoc(to->module, pirOperationGetLoc(from->module));
	free(l.ops);
}

static bool runRoundTrip(PirProgram *prog, PirPassRun *r)
{
	PirContext *ctx = prog->ctx;
	const char *owner = prog->runOwner;
	bool onlyStrip = r->options[OPT_ONLY_STRIP] != 0;
	if (!onlyStrip && !pirPassLookup("append-backward", strlen("append-backward"))) {
		pirEmitError(ctx, reportLoc(prog, NULL), "verify-backward-roundtrip needs the append-backward pass, "
							 "which this build does not have");
		return false;
	}
	/* The copy: the program printed and read back (the printer owns the
	 * per-run state while it prints). */
	pirProgramEndRun(prog, owner);
	size_t len;
	char *text = pirProgramToString(prog, &len);
	pirProgramBeginRun(prog, owner);
	PirParseOptions po = {0};
	PirParser *parser = pirParserCreate(ctx, "<backward round trip>", text, len, &po);
	PirProgram *copy = pirParserParseProgram(parser);
	pirParserDestroy(parser);
	bool ok = copy != NULL;
	if (ok)
		copyLocations(prog, copy);
	char pipeline[96];
	if (onlyStrip)
		snprintf(pipeline, sizeof pipeline, "strip-backward");
	else if (r->options[OPT_REGION_GRADS] < 0)
		snprintf(pipeline, sizeof pipeline, "append-backward{design=%d},stack-pruning,strip-backward",
			 r->options[OPT_DESIGN] ? 1 : 0);
	else
		snprintf(pipeline, sizeof pipeline, "append-backward{design=%d region-grads=%d},stack-pruning,strip-backward",
			 r->options[OPT_DESIGN] ? 1 : 0, r->options[OPT_REGION_GRADS] ? 1 : 0);
	if (ok) {
		PirPassManager *pm = pirPassManagerCreate(ctx);
		ok = pirPassManagerAddPipeline(pm, pipeline) && pirPassManagerRun(pm, copy);
		pirPassManagerDestroy(pm);
		if (!ok)
			pirEmitError(ctx, reportLoc(prog, NULL), "the backward round trip (%s) failed on this program",
				     pipeline);
	}
	if (ok) {
		Compare c = {.ctx = ctx};
		pirProgramBeginRun(copy, "backward round trip");
		bool same = sameBlock(&c, pirProgramGetBlock(prog), pirProgramGetBlock(copy), prog->module);
		pirProgramEndRun(copy, "backward round trip");
		r->stats[STAT_OPS] += c.compared;
		if (!same) {
			char *in = c.diffIn ? opLine(ctx, c.diffIn) : NULL, *out = c.diffOut ? opLine(ctx, c.diffOut) : NULL;
			PirLocation loc = reportLoc(prog, c.at);
			pirEmitError(ctx, loc, "the backward round trip (%s) does not give this program back: %s", pipeline,
				     c.what);
			pirEmitDiagnostic(ctx, PIR_SEV_NOTE, loc, "input:      %s", in ? in : "(no op)");
			pirEmitDiagnostic(ctx, PIR_SEV_NOTE, loc, "round trip: %s", out ? out : "(no op)");
			free(in);
			free(out);
			ok = false;
		}
	}
	pirProgramDestroy(copy);
	pirContextRemoveSource(ctx, text);
	free(text);
	return ok;
}

const PirPass pirVerifyBackwardRoundTripPass = {
	.argument = "verify-backward-roundtrip",
	.name = "VerifyBackwardRoundTrip",
	.summary = "Check that append-backward, stack-pruning, strip-backward give the program back (docs/passes.md)",
	.options = {{"design", "build the backward with the design's stack ops (cf.create_stack...) instead of Paddle's", 0,
		     false, PIR_PASS_OPTION_INT},
		    {"only-strip", "run strip-backward alone on the copy: checks that the program holds no backward", 0, false, PIR_PASS_OPTION_INT},
		    {"region-grads", "passed to append-backward: 1 = Paddle's backward if/while, 0 = the design's "
				     "if_grad/while_grad, -1 (default) = as the stack form says",
		     -1, false, PIR_PASS_OPTION_INT}},
	.stats = {{"num-ops-compared", "Number of ops compared with the round trip's result"}},
	.run = runRoundTrip,
};
