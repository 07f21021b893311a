/* check.c: reading and verifying a document with the library (check.h).
 * Each check gets a fresh context, so nothing a half-typed version
 * interned stays behind; the context holds the --dialect files of the
 * configuration. */
#include "check.h"
#include "../split_input.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct Collect {
	LspAnalysis *a;
	PirIdent *file;
} Collect;

static char *dupMessage(const char *prefix, const char *msg)
{
	size_t np = strlen(prefix), nm = strlen(msg);
	char *s = pirMalloc(np + nm + 1);
	memcpy(s, prefix, np);
	memcpy(s + np, msg, nm + 1);
	return s;
}

/* The handler: every diagnostic, in order. One located in another file (a
 * --dialect YAML file) or at a label (PIR JSON) says where in its text,
 * the way pir-opt's first words would. */
static void collect(const PirDiagnostic *d, void *userData)
{
	Collect *c = userData;
	LspAnalysis *a = c->a;
	if (a->numDiags == a->capDiags)
		a->diags = pirArrayGrow(a->diags, a->numDiags, &a->capDiags, sizeof *a->diags, 16);
	char prefix[512] = "";
	uint32_t line = d->loc.line, col = d->loc.col;
	if (d->loc.file && d->loc.file != c->file) {
		if (d->loc.line)
			snprintf(prefix, sizeof prefix, "%s:%u:%u: ", d->loc.file->str, d->loc.line, d->loc.col);
		else
			snprintf(prefix, sizeof prefix, "%s: ", d->loc.file->str);
		line = col = 0;
	} else if (d->loc.file && !d->loc.line) {
		char label[400];
		if (pirLocationFormatLabel(a->ctx, d->loc, label, sizeof label))
			snprintf(prefix, sizeof prefix, "%s: ", label);
	}
	bool related = d->severity == PIR_SEV_NOTE && a->numDiags && line;
	a->diags[a->numDiags++] =
		(LspDiag){.severity = d->severity, .line = line, .col = col, .message = dupMessage(prefix, d->message),
			  .related = related};
}

static void pushProgram(LspAnalysis *a, PirProgram *p)
{
	a->progs = pirRealloc(a->progs, (a->numProgs + 1) * sizeof *a->progs);
	a->progs[a->numProgs++] = p;
}

typedef struct OpList {
	LspOpLine *v;
	size_t n, cap;
	bool sorted;
} OpList;

static PirWalkResult addOp(PirOperation *op, void *userData)
{
	OpList *l = userData;
	PirLocation loc = pirOperationGetLoc(op);
	if (!loc.line)
		return PIR_WALK_ADVANCE;
	if (l->n == l->cap)
		l->v = pirArrayGrow(l->v, l->n, &l->cap, sizeof *l->v, 1024);
	if (l->n && l->v[l->n - 1].line > loc.line)
		l->sorted = false;
	l->v[l->n++] = (LspOpLine){loc.line, op};
	return PIR_WALK_ADVANCE;
}

static int cmpOpLine(const void *x, const void *y)
{
	const LspOpLine *a = x, *b = y;
	return (a->line > b->line) - (a->line < b->line);
}

/* One chunk: its programs read and verified; a failure ends the chunk, as in pir-opt. */
static void checkChunk(LspAnalysis *a, const char *path, const char *start, size_t len, uint32_t firstLine,
		       bool split, const LspConfig *cfg)
{
	char *copy = NULL;
	const char *text = start;
	if (start[len] != '\0') {
		copy = pirMalloc(len + 1);
		memcpy(copy, start, len);
		copy[len] = '\0';
		text = copy;
	}
	PirReadOptions ro = {.text = {.allowUndefinedValues = cfg->allowUndefined,
				      .firstLine = firstLine,
				      .sourceRegistered = true},
			     .allowEmpty = split};
	PirProgramReader *r = pirProgramReaderCreate(a->ctx, path, text, len, &ro);
	for (;;) {
		PirProgram *p = pirProgramReaderRead(r);
		if (!p)
			break;
		bool ok = pirProgramVerify(p);
		pushProgram(a, p);
		if (!ok)
			break;
	}
	pirProgramReaderDestroy(r);
	/* The programs hold no pointer into the text they were read from. */
	free(copy);
}

static double now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

bool lspAnalyze(LspAnalysis *a, const char *path, const char *text, size_t len, const char *splitMarker,
		const LspConfig *cfg)
{
	double t0 = now();
	memset(a, 0, sizeof *a);
	a->ctx = pirContextCreate();
	if (!a->ctx)
		return false;
	Collect c = {a, pirIdentGetCStr(a->ctx, path)};
	pirContextSetDiagnosticHandler(a->ctx, collect, &c);
	pirContextSetAllowUnregistered(a->ctx, cfg->allowUnregistered);
	for (size_t i = 0; i < cfg->numDialects; i++)
		pirDialectLoadFile(a->ctx, lspConfigDialectPath(cfg, i));
	pirContextAddSource(a->ctx, c.file, text, len);
	size_t n;
	PirChunk *chunks = pirSplitInput(a->ctx, c.file, text, len, splitMarker, &n);
	for (size_t i = 0; i < n; i++)
		checkChunk(a, path, chunks[i].start, chunks[i].len, chunks[i].firstLine, splitMarker != NULL, cfg);
	free(chunks);
	OpList l = {.sorted = true};
	for (size_t i = 0; i < a->numProgs; i++)
		pirProgramWalk(a->progs[i], PIR_WALK_PRE_ORDER, addOp, &l);
	if (!l.sorted)
		qsort(l.v, l.n, sizeof *l.v, cmpOpLine);
	a->ops = l.v;
	a->numOps = l.n;
	/* Later diagnostics (none are expected) must not reach a dead Collect. */
	pirContextSetDiagnosticHandler(a->ctx, NULL, NULL);
	a->seconds = now() - t0;
	return true;
}

void lspAnalysisFree(LspAnalysis *a)
{
	for (size_t i = 0; i < a->numProgs; i++)
		pirProgramDestroy(a->progs[i]);
	free(a->progs);
	for (size_t i = 0; i < a->numDiags; i++)
		free(a->diags[i].message);
	free(a->diags);
	free(a->ops);
	if (a->ctx)
		pirContextDestroy(a->ctx);
	memset(a, 0, sizeof *a);
}

PirOperation *lspAnalysisOpOnLine(const LspAnalysis *a, uint32_t line)
{
	size_t lo = 0, hi = a->numOps;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (a->ops[mid].line < line)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < a->numOps && a->ops[lo].line == line ? a->ops[lo].op : NULL;
}
