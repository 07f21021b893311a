/* reduce.c: shrinks a program while a test script says it is still
 * interesting (pir-opt --reduce, docs/tooling.md).
 *
 * The current best program is kept as canonical text. A candidate is made
 * by reading that text, applying one transformation to a chunk of its
 * elements, verifying the result (silently: a candidate that does not
 * verify is never shown to the script) and printing it. The script runs on
 * a temporary file holding the candidate; exit status 0 keeps it.
 *
 * Transformations, each applied to chunks of its elements in program
 * order, largest chunks first, halving the chunk size when no chunk of the
 * current size can go (greedy delta debugging: O(n log n) script runs at
 * worst, far fewer when big chunks go):
 *   - remove ops: the results' uses become new program inputs (top-level
 *     block arguments), nested ops go with their op;
 *   - empty blocks: every op of a nested block except its terminator;
 *   - hoist region ops: the ops of an op's regions move before it (block
 *     arguments becoming inputs) and the op goes;
 *   - drop attributes whose definition has a default (the op then takes
 *     the default);
 *   - replace operands by new program inputs (so producers become dead);
 *   - remove unused program inputs.
 * The rounds repeat until a whole round keeps nothing. */
#include "reduce.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

typedef struct Reducer {
	PirContext *ctx;
	const PirReduceOptions *o;
	char *text; /* current best, canonical */
	size_t len;
	char tmpPath[64];
	size_t runs, kept;
} Reducer;

/* ------------------------------------------------------------ the script */

static void quiet(const PirDiagnostic *d, void *userData)
{
	(void)d;
	(void)userData;
}

/* Writes text to the temporary file and runs the script on it. Returns the
 * exit status (-1: could not run, 128+N: killed by signal N). */
static int runTest(Reducer *r, const char *text, size_t len)
{
	FILE *f = fopen(r->tmpPath, "w");
	if (!f)
		return -1;
	fwrite(text, 1, len, f);
	if (fclose(f) != 0)
		return -1;
	r->runs++;
	fflush(NULL);
	pid_t pid = fork();
	if (pid < 0)
		return -1;
	if (pid == 0) {
		int null = open("/dev/null", O_RDWR);
		if (null >= 0) {
			dup2(null, 0);
			dup2(null, 1);
			dup2(null, 2);
		}
		size_t n = r->o->numTestArgs;
		char **argv = malloc((n + 3) * sizeof *argv);
		if (!argv)
			_exit(127);
		argv[0] = (char *)r->o->test;
		for (size_t i = 0; i < n; i++)
			argv[1 + i] = (char *)r->o->testArgs[i];
		argv[n + 1] = r->tmpPath;
		argv[n + 2] = NULL;
		execvp(r->o->test, argv);
		_exit(127);
	}
	int st;
	while (waitpid(pid, &st, 0) < 0)
		if (errno != EINTR)
			return -1;
	if (WIFSIGNALED(st))
		return 128 + WTERMSIG(st);
	return WEXITSTATUS(st);
}

/* ------------------------------------------------------------ candidates */

/* Reads the current text into a new program (NULL if it does not read,
 * which would be a bug in the printer). */
static PirProgram *load(Reducer *r)
{
	PirParseOptions po = {0};
	PirParser *p = pirParserCreate(r->ctx, "<reduce>", r->text, r->len, &po);
	PirProgram *prog = pirParserParseProgram(p);
	pirParserDestroy(p);
	return prog;
}

typedef struct Ops {
	PirOperation **data;
	size_t len, cap;
} Ops;

static PirWalkResult collectOp(PirOperation *op, void *userData)
{
	Ops *v = userData;
	if (v->len == v->cap)
		v->data = pirArrayGrow(v->data, v->len, &v->cap, sizeof *v->data, 64);
	v->data[v->len++] = op;
	return PIR_WALK_ADVANCE;
}

/* Every op of the program in pre-order (parents before what they hold). */
static Ops allOps(PirProgram *prog)
{
	Ops v = {0};
	pirProgramWalk(prog, PIR_WALK_PRE_ORDER, collectOp, &v);
	return v;
}

static PirValue *newInput(PirProgram *prog, PirType *t)
{
	return pirBlockAddArgument(prog, pirProgramGetBlock(prog), t);
}

/* Removes op, its results' uses becoming new program inputs. */
static void removeOp(PirProgram *prog, PirOperation *op)
{
	for (uint32_t i = 0; i < op->numResults; i++)
		if (pirValueHasUses(pirOperationGetResult(op, i)))
			pirValueReplaceAllUsesWith(pirOperationGetResult(op, i),
			                           newInput(prog, pirOperationGetResultType(op, i)));
	pirOperationErase(op);
}

/* Removes the ops at the given pre-order positions, innermost (last)
 * first so that an op is never touched after its parent went. */
static void removeOps(PirProgram *prog, Ops *ops, const bool *chosen)
{
	for (size_t k = ops->len; k-- > 0;)
		if (chosen[k])
			removeOp(prog, ops->data[k]);
}

/* A transformation: how many elements the program has for it, and how to
 * apply it to elements [from, to). */
typedef struct Strategy {
	const char *name;
	size_t (*count)(PirProgram *prog);
	void (*apply)(PirProgram *prog, size_t from, size_t to);
} Strategy;

/* --- remove ops */
static size_t countOps(PirProgram *prog)
{
	Ops v = allOps(prog);
	free(v.data);
	return v.len;
}

static void applyRemoveOps(PirProgram *prog, size_t from, size_t to)
{
	Ops v = allOps(prog);
	bool *chosen = pirCalloc(v.len + 1, sizeof *chosen);
	for (size_t k = from; k < to && k < v.len; k++)
		chosen[k] = true;
	removeOps(prog, &v, chosen);
	free(chosen);
	free(v.data);
}

/* --- empty nested blocks (all but the terminator) */
typedef struct Blocks {
	PirBlock **data;
	size_t len, cap;
} Blocks;

static PirWalkResult collectBlocks(PirOperation *op, void *userData)
{
	Blocks *v = userData;
	for (uint32_t r = 0; r < op->numRegions; r++)
		for (PirBlock *b = pirOperationGetRegion(op, r)->first; b; b = b->next) {
			if (v->len == v->cap)
				v->data = pirArrayGrow(v->data, v->len, &v->cap, sizeof *v->data, 16);
			v->data[v->len++] = b;
		}
	return PIR_WALK_ADVANCE;
}

static size_t countBlocks(PirProgram *prog)
{
	Blocks v = {0};
	pirProgramWalk(prog, PIR_WALK_PRE_ORDER, collectBlocks, &v);
	free(v.data);
	return v.len;
}

static void applyEmptyBlocks(PirProgram *prog, size_t from, size_t to)
{
	Blocks v = {0};
	pirProgramWalk(prog, PIR_WALK_PRE_ORDER, collectBlocks, &v);
	/* Later blocks first: a chosen block inside another chosen block is
	 * emptied before its holder goes. */
	for (size_t k = to < v.len ? to : v.len; k-- > from;) {
		PirBlock *b = v.data[k];
		PirOperation *keep = pirBlockGetTerminator(b);
		PirOperation *op = b->last;
		while (op) {
			PirOperation *prev = pirOperationGetPrevInBlock(op);
			if (op != keep)
				removeOp(prog, op);
			op = prev;
		}
	}
	free(v.data);
}

/* --- hoist the ops of an op's regions before it, then remove the op */
static PirWalkResult collectRegionOp(PirOperation *op, void *userData)
{
	if (op->numRegions)
		collectOp(op, userData);
	return PIR_WALK_ADVANCE;
}

static size_t countRegionOps(PirProgram *prog)
{
	Ops v = {0};
	pirProgramWalk(prog, PIR_WALK_PRE_ORDER, collectRegionOp, &v);
	free(v.data);
	return v.len;
}

/* Moves the ops of every region of op (but their terminators) before op,
 * in order, the regions' block arguments becoming new inputs, and removes
 * op. Ops with a region of several blocks stay. */
static void hoist(PirProgram *prog, PirOperation *op)
{
	for (uint32_t r = 0; r < op->numRegions; r++)
		if (pirOperationGetRegion(op, r)->first && pirOperationGetRegion(op, r)->first->next)
			return;
	for (uint32_t r = 0; r < op->numRegions; r++) {
		PirBlock *b = pirOperationGetRegion(op, r)->first;
		if (!b)
			continue;
		for (uint32_t i = 0; i < b->numArgs; i++)
			if (pirValueHasUses(b->args[i]))
				pirValueReplaceAllUsesWith(b->args[i], newInput(prog, pirValueGetType(b->args[i])));
		PirOperation *term = pirBlockGetTerminator(b);
		for (PirOperation *inner = b->first, *next; inner && inner != term; inner = next) {
			next = pirOperationGetNextInBlock(inner);
			pirOperationRemoveFromBlock(inner);
			pirBlockInsertOpBefore(pirOperationGetBlock(op), op, inner);
		}
	}
	removeOp(prog, op);
}

static void applyHoist(PirProgram *prog, size_t from, size_t to)
{
	Ops v = {0};
	pirProgramWalk(prog, PIR_WALK_PRE_ORDER, collectRegionOp, &v);
	/* Inner ops first: their contents then move out with their holder's. */
	for (size_t k = to < v.len ? to : v.len; k-- > from;)
		hoist(prog, v.data[k]);
	free(v.data);
}

/* --- drop attributes that have a default */
typedef struct AttrSlots {
	PirProgram *prog;
	size_t from, to, n;
} AttrSlots;

static bool hasDefault(const PirOperation *op, PirIdent *name)
{
	const PirOpDef *d = pirOperationGetInfo(op)->def;
	if (!pirOperationGetInfo(op)->registered || !d)
		return false;
	for (uint32_t i = 0; i < d->numAttrs; i++)
		if (d->attrs[i].name == name)
			return d->attrs[i].deflt != NULL;
	return false;
}

static PirWalkResult dropAttrs(PirOperation *op, void *userData)
{
	AttrSlots *s = userData;
	PirAttrDict *d = pirOperationGetAttrDict(op);
	PirNamedAttr *keep = NULL;
	uint32_t nkeep = 0;
	bool changed = false;
	for (uint32_t i = 0; i < d->size; i++) {
		bool candidate = hasDefault(op, d->entries[i].name);
		bool drop = candidate && s->n >= s->from && s->n < s->to;
		s->n += candidate;
		if (drop && !changed) {
			changed = true;
			keep = pirMalloc((d->size + 1) * sizeof *keep);
			memcpy(keep, d->entries, i * sizeof *keep);
			nkeep = i;
		} else if (!drop && changed) {
			keep[nkeep++] = d->entries[i];
		}
	}
	if (changed) {
		PirIdent *dup;
		pirOperationSetAttrDict(op, nkeep ? pirAttrDictGet(pirOperationGetContext(op), nkeep, keep, &dup)
		                                  : pirAttrDictGetEmpty(pirOperationGetContext(op)));
		free(keep);
	}
	return PIR_WALK_ADVANCE;
}

static size_t countAttrs(PirProgram *prog)
{
	AttrSlots s = {prog, 0, 0, 0};
	pirProgramWalk(prog, PIR_WALK_PRE_ORDER, dropAttrs, &s);
	return s.n;
}

static void applyDropAttrs(PirProgram *prog, size_t from, size_t to)
{
	AttrSlots s = {prog, from, to, 0};
	pirProgramWalk(prog, PIR_WALK_PRE_ORDER, dropAttrs, &s);
}

/* --- replace operands by new inputs (operands that are not inputs yet) */
typedef struct OperandSlots {
	PirProgram *prog;
	size_t from, to, n;
} OperandSlots;

static bool isInput(PirProgram *prog, const PirValue *v)
{
	return v->isArg && pirBlockArgumentGetOwner(v) == pirProgramGetBlock(prog);
}

static PirWalkResult replaceOperands(PirOperation *op, void *userData)
{
	OperandSlots *s = userData;
	for (uint32_t i = 0; i < op->numOperands; i++) {
		PirValue *v = pirOperationGetOperand(op, i);
		if (!v || isInput(s->prog, v))
			continue;
		if (s->n >= s->from && s->n < s->to)
			pirOperationSetOperand(op, i, newInput(s->prog, pirValueGetType(v)));
		s->n++;
	}
	return PIR_WALK_ADVANCE;
}

static size_t countOperands(PirProgram *prog)
{
	OperandSlots s = {prog, 0, 0, 0};
	pirProgramWalk(prog, PIR_WALK_PRE_ORDER, replaceOperands, &s);
	return s.n;
}

static void applyReplaceOperands(PirProgram *prog, size_t from, size_t to)
{
	OperandSlots s = {prog, from, to, 0};
	pirProgramWalk(prog, PIR_WALK_PRE_ORDER, replaceOperands, &s);
}

/* --- remove unused inputs */
static size_t countUnusedInputs(PirProgram *prog)
{
	PirBlock *b = pirProgramGetBlock(prog);
	size_t n = 0;
	for (uint32_t i = 0; i < b->numArgs; i++)
		n += !pirValueHasUses(b->args[i]);
	return n;
}

static void applyRemoveInputs(PirProgram *prog, size_t from, size_t to)
{
	PirBlock *b = pirProgramGetBlock(prog);
	size_t n = countUnusedInputs(prog);
	/* Highest first, so that the numbers of the others stay valid. */
	for (uint32_t i = b->numArgs; i-- > 0;)
		if (!pirValueHasUses(b->args[i])) {
			n--;
			if (n >= from && n < to)
				pirBlockEraseArgument(b, i);
		}
}

static const Strategy strategies[] = {
	{"remove ops", countOps, applyRemoveOps},
	{"empty blocks", countBlocks, applyEmptyBlocks},
	{"hoist region ops", countRegionOps, applyHoist},
	{"replace operands by inputs", countOperands, applyReplaceOperands},
	{"drop attributes with defaults", countAttrs, applyDropAttrs},
	{"remove unused inputs", countUnusedInputs, applyRemoveInputs},
};

/* Builds the candidate for elements [from, to) of strategy s and keeps it
 * if it verifies, differs from the current program and is interesting. */
static bool tryCandidate(Reducer *r, const Strategy *s, size_t from, size_t to)
{
	PirProgram *prog = load(r);
	if (!prog)
		return false;
	s->apply(prog, from, to);
	bool ok = pirProgramVerify(prog);
	size_t len = 0;
	char *text = ok ? pirProgramToString(prog, &len) : NULL;
	pirProgramDestroy(prog);
	if (!text)
		return false;
	if (len == r->len && !memcmp(text, r->text, len)) {
		free(text);
		return false;
	}
	if (runTest(r, text, len) != 0) {
		free(text);
		return false;
	}
	free(r->text);
	r->text = text;
	r->len = len;
	r->kept++;
	if (r->o->verbose)
		fprintf(stderr, "pir-opt: reduce: %s [%zu, %zu): kept (%zu bytes)\n", s->name, from, to, len);
	return true;
}

/* One strategy over all chunk sizes; true if anything was kept. */
static bool runStrategy(Reducer *r, const Strategy *s)
{
	PirProgram *prog = load(r);
	if (!prog)
		return false;
	size_t n = s->count(prog);
	pirProgramDestroy(prog);
	bool any = false;
	for (size_t size = n; size >= 1 && n;) {
		for (size_t from = 0; from < n;) {
			size_t to = from + size < n ? from + size : n;
			if (tryCandidate(r, s, from, to)) {
				any = true;
				/* The elements after the chunk moved down to `from`
				 * (or more of them changed); recount. */
				prog = load(r);
				n = prog ? s->count(prog) : 0;
				if (prog)
					pirProgramDestroy(prog);
			} else {
				from = to;
			}
		}
		if (size == 1)
			break;
		size = (size + 1) / 2;
	}
	return any;
}

char *pirReduceProgram(PirProgram *prog, const PirReduceOptions *opts, size_t *len)
{
	Reducer r = {pirProgramGetContext(prog), opts, NULL, 0, "", 0, 0};
	r.text = pirProgramToString(prog, &r.len);
	const char *dir = getenv("TMPDIR");
	snprintf(r.tmpPath, sizeof r.tmpPath, "%s/pir-reduce-XXXXXX.pir", dir && strlen(dir) < 32 ? dir : "/tmp");
	int fd = mkstemps(r.tmpPath, 4);
	if (fd < 0) {
		fprintf(stderr, "pir-opt: error: cannot create a temporary file for --reduce: %s\n", strerror(errno));
		free(r.text);
		return NULL;
	}
	close(fd);
	size_t before = r.len;
	int st = runTest(&r, r.text, r.len);
	if (st != 0) {
		if (st == 127 || st < 0)
			fprintf(stderr, "pir-opt: error: cannot run the test script '%s'\n", opts->test);
		else
			fprintf(stderr, "pir-opt: error: the input is not interesting: '%s' exits with status %d on it\n",
				opts->test, st);
		remove(r.tmpPath);
		free(r.text);
		return NULL;
	}
	/* Candidates that do not verify are dropped without a word. */
	pirContextSetDiagnosticHandler(r.ctx, quiet, NULL);
	for (bool progress = true; progress;) {
		progress = false;
		for (size_t i = 0; i < sizeof strategies / sizeof *strategies; i++)
			progress |= runStrategy(&r, &strategies[i]);
	}
	pirContextSetDiagnosticHandler(r.ctx, NULL, NULL);
	remove(r.tmpPath);
	fprintf(stderr, "pir-opt: reduce: %zu bytes -> %zu bytes, %zu changes kept, %zu test runs\n", before, r.len,
		r.kept, r.runs);
	*len = r.len;
	return r.text;
}
