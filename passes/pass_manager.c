/* pass_manager.c: pass pipelines, instrumented like mlir-opt's (docs/passes.md, "Running passes").
 * Changes:    the IR only through its passes, in order; dumps, timings, statistics go to stderr.
 * Assumes:    a verified program; passes fail only with a diagnostic and report their changes.
 * Guarantees: stops at the first failure; with --verify-each, a pass breaking the IR is named. */
#include "pass_manager.h"
#include "../lib/sys/speed_paths.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

double pirNow(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

void pirPipelineInit(PirPipeline *pl)
{
	memset(pl, 0, sizeof *pl);
}

void pirPipelineFree(PirPipeline *pl)
{
	free(pl->runs);
	memset(pl, 0, sizeof *pl);
}

/* Where a diagnostic about a pipeline points: the column of pos in the
 * --pass-pipeline text (the context quotes it while it is parsed), or 1:1
 * for a pass given as a flag of its own (text NULL). */
static PirLocation pipelineLoc(PirContext *ctx, const char *text, const char *pos)
{
	uint32_t col = text && pos >= text ? (uint32_t)(pos - text) + 1 : 1;
	return (PirLocation){pirIdentGetCStr(ctx, "<pass-pipeline>"), 1, col};
}

static bool setOption(PirContext *ctx, const char *text, PirPassRun *run, const char *key, size_t klen,
		      const char *val, size_t vlen)
{
	const PirPass *pass = run->pass;
	for (int i = 0; i < PIR_PASS_MAX_OPTIONS && pass->options[i].name; i++) {
		const PirPassOptionDef *o = &pass->options[i];
		if (strlen(o->name) != klen || memcmp(o->name, key, klen) != 0)
			continue;
		if (o->kind == PIR_PASS_OPTION_NAMES) {
			/* The text as given; the pass reads its elements. A value
			 * that is an integer is also the integer (loss=0: a
			 * position). Names cannot be empty. */
			bool empty = !val || !vlen || val[0] == ',' || val[vlen - 1] == ',';
			for (size_t c = 1; !empty && c < vlen; c++)
				empty = val[c] == ',' && val[c - 1] == ',';
			if (empty) {
				pirEmitError(ctx, pipelineLoc(ctx, text, val ? val : key),
					     "option '%s' of pass '%s' expects a list of names separated by ','", o->name,
					     pass->argument);
				return false;
			}
			run->names[i] = pirIdentGet(ctx, val, vlen);
			char buf[32], *end;
			if (vlen < sizeof buf) {
				memcpy(buf, val, vlen);
				buf[vlen] = '\0';
				long long v = strtoll(buf, &end, 10);
				if (!*end)
					run->options[i] = v;
			}
			return true;
		}
		if (!val) {
			run->options[i] = 1;
			return true;
		}
		char buf[32];
		if (vlen >= sizeof buf)
			vlen = sizeof buf - 1;
		memcpy(buf, val, vlen);
		buf[vlen] = '\0';
		char *end;
		if (!strcmp(buf, "true"))
			run->options[i] = 1;
		else if (!strcmp(buf, "false"))
			run->options[i] = 0;
		else {
			long long v = strtoll(buf, &end, 10);
			if (!*buf || *end) {
				pirEmitError(ctx, pipelineLoc(ctx, text, val),
					     "option '%s' of pass '%s' expects an integer or true/false, got '%s'", o->name,
					     pass->argument, buf);
				return false;
			}
			run->options[i] = v;
		}
		return true;
	}
	const char *best = NULL;
	size_t bestD = 4;
	for (int i = 0; i < PIR_PASS_MAX_OPTIONS && pass->options[i].name; i++) {
		size_t d = pirEditDistance(key, klen, pass->options[i].name, strlen(pass->options[i].name));
		if (d < bestD) {
			bestD = d;
			best = pass->options[i].name;
		}
	}
	PirLocation loc = pipelineLoc(ctx, text, key);
	if (best)
		pirEmitError(ctx, loc, "pass '%s' has no option '%.*s'; did you mean '%s'?", pass->argument, (int)klen, key,
			     best);
	else if (pass->options[0].name) {
		char list[256] = "";
		size_t n = 0;
		for (int i = 0; i < PIR_PASS_MAX_OPTIONS && pass->options[i].name && n < sizeof list; i++)
			n += (size_t)snprintf(list + n, sizeof list - n, "%s%s", i ? ", " : "", pass->options[i].name);
		pirEmitError(ctx, loc, "pass '%s' has no option '%.*s' (its options: %s)", pass->argument, (int)klen, key,
			     list);
	} else
		pirEmitError(ctx, loc, "pass '%s' has no option '%.*s'; it takes no options", pass->argument, (int)klen,
			     key);
	return false;
}

/* pirPipelineAdd; text: the pipeline that arg and opts point into, or NULL. */
static bool addRun(PirPipeline *pl, PirContext *ctx, const char *text, const char *arg, size_t argLen,
		   const char *opts, size_t optsLen)
{
	const PirPass *pass = pirPassLookup(arg, argLen);
	PirPaddlePassName paddle;
	if (!pass && pirPaddlePassLookup(arg, argLen, &paddle)) {
		pass = paddle.same;
		if (!pass && paddle.closest)
			pirEmitError(ctx, pipelineLoc(ctx, text, arg),
				     "Paddle's pass '%s' has no counterpart here; the closest is '%s' (%s)", paddle.paddle,
				     paddle.closest->argument, paddle.note);
		else if (!pass)
			pirEmitError(ctx, pipelineLoc(ctx, text, arg),
				     "Paddle's pass '%s' has no counterpart here, and no pass here does part of it "
				     "(see --list-passes)",
				     paddle.paddle);
		if (!pass)
			return false;
	}
	if (!pass) {
		const PirPass *s = pirPassSuggest(arg, argLen);
		const char *p = s ? NULL : pirPaddlePassSuggest(arg, argLen);
		if (p)
			pirEmitError(ctx, pipelineLoc(ctx, text, arg),
				     "'%.*s' is not a registered pass; did you mean Paddle's '%s'?", (int)argLen, arg, p);
		else if (s)
			pirEmitError(ctx, pipelineLoc(ctx, text, arg), "'%.*s' is not a registered pass; did you mean '%s'?",
				     (int)argLen, arg, s->argument);
		else
			pirEmitError(ctx, pipelineLoc(ctx, text, arg), "'%.*s' is not a registered pass (see --list-passes)",
				     (int)argLen, arg);
		return false;
	}
	if (pl->len == pl->cap)
		pl->runs = pirArrayGrow(pl->runs, pl->len, &pl->cap, sizeof *pl->runs, 8);
	PirPassRun *run = &pl->runs[pl->len];
	memset(run, 0, sizeof *run);
	run->pass = pass;
	for (int i = 0; i < PIR_PASS_MAX_OPTIONS && pass->options[i].name; i++)
		run->options[i] = pass->options[i].deflt;
	/* options: key[=value] separated by spaces; a value may be a,b,c (a
	 * names option's list) */
	const char *p = opts, *end = opts ? opts + optsLen : NULL;
	while (p && p < end) {
		while (p < end && *p == ' ')
			p++;
		if (p == end)
			break;
		const char *k = p;
		while (p < end && *p != '=' && *p != ' ')
			p++;
		size_t klen = (size_t)(p - k);
		const char *v = NULL;
		size_t vlen = 0;
		if (p < end && *p == '=') {
			v = ++p;
			while (p < end && *p != ' ')
				p++;
			vlen = (size_t)(p - v);
		}
		if (!setOption(ctx, text, run, k, klen, v, vlen))
			return false;
	}
	pl->len++;
	return true;
}

bool pirPipelineAdd(PirPipeline *pl, PirContext *ctx, const char *arg, size_t argLen, const char *opts,
		    size_t optsLen)
{
	return addRun(pl, ctx, NULL, arg, argLen, opts, optsLen);
}

/* The passes between s and end: name[{options}], separated by ','. Every
 * element must name a pass: "cse,,dce" is an error at the second ','. */
static bool parseList(PirPipeline *pl, PirContext *ctx, const char *text, const char *s, const char *end)
{
	const char *comma = NULL; /* the ',' the next name follows */
	for (;;) {
		while (s < end && *s == ' ')
			s++;
		if (s == end || *s == ',') {
			if (s < end)
				pirEmitError(ctx, pipelineLoc(ctx, text, s), "expected a pass name before ','");
			else if (comma)
				pirEmitError(ctx, pipelineLoc(ctx, text, s), "expected a pass name after ','");
			return s == end && !comma;
		}
		const char *name = s;
		while (s < end && *s != ',' && *s != '{' && *s != ' ')
			s++;
		size_t nlen = (size_t)(s - name);
		while (s < end && *s == ' ')
			s++;
		const char *opts = NULL;
		size_t olen = 0;
		if (s < end && *s == '{') {
			const char *brace = s;
			opts = ++s;
			while (s < end && *s != '}')
				s++;
			if (s == end) {
				pirEmitError(ctx, pipelineLoc(ctx, text, brace), "missing '}' after the options of '%.*s'",
					     (int)nlen, name);
				return false;
			}
			olen = (size_t)(s - opts);
			s++;
			while (s < end && *s == ' ')
				s++;
		}
		if (s < end && *s != ',') {
			pirEmitError(ctx, pipelineLoc(ctx, text, s), "expected ',' after '%.*s'", (int)nlen, name);
			return false;
		}
		if (!addRun(pl, ctx, text, name, nlen, opts, olen))
			return false;
		comma = s < end ? s++ : NULL;
		if (!comma)
			return true;
	}
}

bool pirPipelineParse(PirPipeline *pl, PirContext *ctx, const char *text)
{
	/* Diagnostics quote the pipeline, with a caret under the column. */
	PirIdent *name = pirIdentGetCStr(ctx, "<pass-pipeline>");
	pirContextAddSource(ctx, name, text, strlen(text));
	const char *p = text, *end = text + strlen(text);
	bool ok = true;
	while (*p == ' ')
		p++;
	/* Accept mlir-opt's anchor: builtin.module( ... ) or any( ... ). */
	const char *open = strchr(p, '(');
	const char *brace = strchr(p, '{');
	if (open && (!brace || open < brace)) {
		size_t alen = (size_t)(open - p);
		while (alen && p[alen - 1] == ' ')
			alen--;
		/* The anchor is the op with the module role (builtin.module). */
		PirOpInfo *m = pirContextGetOpInfoWithRole(ctx, PIR_ROLE_MODULE);
		const char *mname = m ? m->name->str : "";
		const char *close = strrchr(p, ')');
		const char *q = close ? close + 1 : NULL;
		while (q && *q == ' ')
			q++;
		if (!((m && alen == m->name->len && !memcmp(p, mname, alen)) || (alen == 3 && !memcmp(p, "any", 3)))) {
			pirEmitError(ctx, pipelineLoc(ctx, text, p), "can only anchor a pipeline on '%s' or 'any', not '%.*s'",
				     mname, (int)alen, p);
			ok = false;
		} else if (!close || close < open) {
			pirEmitError(ctx, pipelineLoc(ctx, text, open), "expected ')' to close '%.*s('", (int)alen, p);
			ok = false;
		} else if (*q) {
			pirEmitError(ctx, pipelineLoc(ctx, text, q), "unexpected '%s' after the pipeline", q);
			ok = false;
		} else {
			p = open + 1;
			end = close;
		}
	}
	ok = ok && parseList(pl, ctx, text, p, end);
	pirContextRemoveSource(ctx, text);
	return ok;
}

void pirPipelinePrint(const PirPipeline *pl, FILE *f)
{
	fprintf(f, "Pass Manager with %zu passes:\nbuiltin.module(", pl->len);
	for (size_t i = 0; i < pl->len; i++) {
		const PirPassRun *r = &pl->runs[i];
		if (i)
			fputc(',', f);
		pirPassRunPrint(r, f);
	}
	fputs(")\n", f);
}

void pirPassRunPrint(const PirPassRun *run, FILE *f)
{
	fputs(run->pass->argument, f);
	int shown = 0;
	for (int k = 0; k < PIR_PASS_MAX_OPTIONS && run->pass->options[k].name; k++) {
		const PirPassOptionDef *o = &run->pass->options[k];
		/* A names option not given has no text to print (its integer
		 * default means "not given" to the pass). */
		if ((o->forTests && run->options[k] == o->deflt && !run->names[k]) ||
		    (o->kind == PIR_PASS_OPTION_NAMES && !run->names[k]))
			continue;
		if (run->names[k])
			fprintf(f, "%s%s=%s", shown++ ? " " : "{", o->name, run->names[k]->str);
		else
			fprintf(f, "%s%s=%lld", shown++ ? " " : "{", o->name, (long long)run->options[k]);
	}
	if (shown)
		fputc('}', f);
}

static bool listed(const char *list, const char *arg)
{
	if (!list)
		return false;
	size_t n = strlen(arg);
	for (const char *p = list; *p;) {
		const char *e = strchr(p, ',');
		size_t len = e ? (size_t)(e - p) : strlen(p);
		if (len == n && !memcmp(p, arg, n))
			return true;
		if (!e)
			break;
		p = e + 1;
	}
	return false;
}

static void dump(PirProgram *prog, const PirPassManagerOptions *o, const char *when, const PirPass *pass)
{
	FILE *f = o->dumpStream ? o->dumpStream : stderr;
	fprintf(f, "// -----// IR Dump %s %s (%s) //----- //\n", when, pass->name, pass->argument);
	pirPrintProgram(prog, f);
	fputc('\n', f);
	fflush(f);
}

#if defined(__SANITIZE_ADDRESS__)
#define CHECK_VALUE_STATES 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CHECK_VALUE_STATES 1
#endif
#endif

/* A pass claiming keepsValueStatesClear or clearsValueStates is taken at its word in normal
 * builds (checking would cost the walk the claim saves); sanitizer builds
 * (make check-asan) check every value nested in op, so each test running
 * such a pass checks it too. */
static void checkValueStatesClear(PirOperation *op, const PirPass *pass)
{
#ifdef CHECK_VALUE_STATES
	for (uint32_t r = 0; r < op->numRegions; r++)
		for (PirBlock *b = pirOperationGetRegion(op, r)->first; b; b = b->next) {
			for (uint32_t i = 0; i < b->numArgs; i++)
				if (b->args[i]->state) {
					fprintf(stderr, "pass '%s' left a block argument's state word set\n", pass->argument);
					abort();
				}
			for (PirOperation *o = b->first; o; o = pirOperationGetNextInBlock(o)) {
				for (uint32_t i = 0; i < o->numResults; i++)
					if (pirOperationGetResult(o, i)->state) {
						fprintf(stderr, "pass '%s' left a result's state word set\n", pass->argument);
						abort();
					}
				checkValueStatesClear(o, pass);
			}
		}
#else
	(void)op;
	(void)pass;
#endif
}

/* Run i runs fused with run i+1 (PirPass.fusesWith) when nothing shows
 * the IR between them: no dump after the first or before the second, and
 * no dump on failure (which would show the IR the two make together). The
 * verifier after each pass still runs: the IR between them is valid, only
 * some of the follower's work is done already. A reproducer runs the passes
 * one at a time, so never fused. */
static PirPassRun *fusedWith(PirPipeline *pl, size_t i, const PirPassManagerOptions *o)
{
	/* Fusing is a speed-only path (PIR_SPEED_ONLY): unfused, the follower
	 * does all of its work itself. */
	if (!PIR_SPEED_ONLY(true) || i + 1 >= pl->len || !pl->runs[i].pass->fusesWith || pl->runs[i].pass->fusesWith != pl->runs[i + 1].pass)
		return NULL;
	if (o->printAfterAll || o->printBeforeAll || o->printAfterFailure ||
	    listed(o->printAfter, pl->runs[i].pass->argument) || listed(o->printBefore, pl->runs[i + 1].pass->argument))
		return NULL;
	return &pl->runs[i + 1];
}

bool pirPipelineRun(PirPipeline *pl, PirProgram *prog, const PirPassManagerOptions *o, PirTimingReport *timing)
{
	for (size_t i = 0; i < pl->len; i++) {
		PirPassRun *run = &pl->runs[i];
		const PirPass *pass = run->pass;
		if (o->printBeforeAll || listed(o->printBefore, pass->argument))
			dump(prog, o, "Before", pass);
		/* A fused follower starts with what its leader did for it. */
		if (!i || pl->runs[i - 1].fused != run)
			run->changed = false;
		run->fused = fusedWith(pl, i, o);
		if (run->fused)
			run->fused->changed = false;
		double t0 = pirNow();
		bool clear = prog->valueStatesClear;
		pirProgramBeginRun(prog, pass->argument);
		bool ok = pass->run(prog, run);
		pirProgramEndRun(prog, pass->argument);
		if (ok && ((clear && pass->keepsValueStatesClear) || pass->clearsValueStates)) {
			checkValueStatesClear(prog->module, pass);
			prog->valueStatesClear = true;
		}
		if (timing && timing->perPass)
			timing->perPass[i] += pirNow() - t0;
		if (!ok) {
			pirEmitError(prog->ctx, pirOperationGetLoc(prog->module), "pass '%s' failed", pass->argument);
			if (o->printAfterFailure)
				dump(prog, o, "After", pass);
			return false;
		}
		/* A pass that changed nothing cannot have broken the IR: skipping
		 * the verifier then is a speed-only path. */
		if (o->verifyEach && (run->changed || !PIR_SPEED_ONLY(true))) {
			double v0 = pirNow();
			bool vok;
			if (o->verifyFull || !PIR_SPEED_ONLY(true)) { /* else what the pass changed */
				pl->verifyStats.full++;
				vok = pirProgramVerify(prog);
			} else {
				vok = pirProgramVerifyChanges(prog, &pl->verifyStats);
			}
			if (timing)
				timing->verify += pirNow() - v0;
			if (!vok) {
				pirEmitError(prog->ctx, pirOperationGetLoc(prog->module), "the IR is invalid after pass '%s'", pass->argument);
				if (o->printAfterFailure)
					dump(prog, o, "After", pass);
				return false;
			}
		}
		bool after = o->printAfterAll || listed(o->printAfter, pass->argument);
		if (after && (!o->printAfterChange || run->changed))
			dump(prog, o, "After", pass);
	}
	return true;
}

static void banner(FILE *f, const char *title)
{
	fputs("===-------------------------------------------------------------------------===\n", f);
	int pad = (80 - (int)strlen(title)) / 2;
	fprintf(f, "%*s%s\n", pad > 0 ? pad : 0, "", title);
	fputs("===-------------------------------------------------------------------------===\n", f);
}

static void row(FILE *f, double t, double total, const char *name)
{
	fprintf(f, "  %8.4f (%5.1f%%)  %s\n", t, total > 0 ? 100.0 * t / total : 0.0, name);
}

void pirTimingPrint(const PirPipeline *pl, const PirTimingReport *t, FILE *f)
{
	banner(f, "... Execution time report ...");
	fprintf(f, "  Total Execution Time: %.4f seconds\n\n", t->total);
	fputs("  ----Wall Time----  ----Name----\n", f);
	double sum = t->parse + t->verify + t->output;
	row(f, t->parse, t->total, "Parser");
	for (size_t i = 0; i < pl->len; i++) {
		row(f, t->perPass[i], t->total, pl->runs[i].pass->name);
		sum += t->perPass[i];
	}
	row(f, t->verify, t->total, "Verifier");
	row(f, t->output, t->total, "Output");
	row(f, t->total > sum ? t->total - sum : 0, t->total, "Rest");
	row(f, t->total, t->total, "Total");
}

/* One block of the report: the title, then a counter a line, values and
 * names aligned. */
static void printCounters(FILE *f, const char *title, const PirPassStatDef *defs, const uint64_t *vals)
{
	int nameW = 0, valW = 1;
	for (int k = 0; k < PIR_PASS_MAX_STATS && defs[k].name; k++) {
		int w = (int)strlen(defs[k].name);
		if (w > nameW)
			nameW = w;
		char b[32];
		w = snprintf(b, sizeof b, "%llu", (unsigned long long)vals[k]);
		if (w > valW)
			valW = w;
	}
	fprintf(f, "%s\n", title);
	for (int k = 0; k < PIR_PASS_MAX_STATS && defs[k].name; k++)
		fprintf(f, "  (S) %*llu %-*s - %s\n", valW, (unsigned long long)vals[k], nameW, defs[k].name,
			defs[k].help);
}

void pirStatisticsPrint(const PirPipeline *pl, FILE *f)
{
	banner(f, "... Pass statistics report ...");
	for (size_t i = 0; i < pl->len; i++)
		printCounters(f, pl->runs[i].pass->name, pl->runs[i].pass->stats, pl->runs[i].stats);
	/* The verifications after the passes (--verify-each), in the same layout. */
	static const PirPassStatDef verifier[PIR_PASS_MAX_STATS] = {
		{"num-full", "Number of whole-program verifications after a pass"},
		{"num-incremental", "Number of verifications of what a pass changed"},
		{"num-ops-rechecked", "Number of operations those looked at"},
	};
	const PirVerifyStats *v = &pl->verifyStats;
	uint64_t vals[PIR_PASS_MAX_STATS] = {v->full, v->incremental, v->rechecked};
	printCounters(f, "Verifier", verifier, vals);
}

bool pirPassVerifyResult(PirProgram *prog)
{
	const char *owner = prog->runOwner;
	if (owner)
		pirProgramEndRun(prog, owner);
	bool ok = pirProgramVerify(prog);
	if (owner)
		pirProgramBeginRun(prog, owner);
	return ok;
}
