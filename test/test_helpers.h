/* test_helpers.h: small helpers shared by the unit tests: capturing
 * diagnostics through the context's handler, building ops of made-up
 * (unregistered) names, and checking the invariants of a use list. */
#ifndef PIR_TEST_HELPERS_H
#define PIR_TEST_HELPERS_H

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__SANITIZE_ADDRESS__)
#define PIR_TEST_LSAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define PIR_TEST_LSAN 1
#endif
#endif
#ifdef PIR_TEST_LSAN
#include <sanitizer/lsan_interface.h>
#endif

#include "../dialects/dialects.h"
#include "../lib/pir.h"

/* Under AddressSanitizer, checks for leaks now (call it last in a suite's
 * .fini). Criterion ignores the leak report LeakSanitizer prints when its
 * worker exits, so a leak would not fail `make check-asan` without this;
 * aborting here makes the run fail. */
static inline void leakCheck(void)
{
#ifdef PIR_TEST_LSAN
	if (__lsan_do_recoverable_leak_check()) {
		fputs("memory leaked: see the LeakSanitizer report above\n", stderr);
		abort();
	}
#endif
}

/* The fixture most suites share: a context with one empty program; the
 * teardown frees both and checks for leaks. Each test file gets its own
 * copy of these statics. */
static PirContext *ctx;
static PirProgram *prog;
static PirBlock *top;

static inline void fixtureOpen(void)
{
	ctx = pirContextCreate();
}

static inline void fixtureProgram(void)
{
	prog = pirProgramCreate(ctx);
	top = pirProgramGetBlock(prog);
}

static inline void fixtureClose(void)
{
	pirProgramDestroy(prog);
	pirContextDestroy(ctx);
	leakCheck();
}

enum { DIAG_MAX = 16 };

typedef struct DiagLog {
	int count;
	PirSeverity sev[DIAG_MAX];
	uint32_t line[DIAG_MAX], col[DIAG_MAX];
	char file[DIAG_MAX][128];
	char msg[DIAG_MAX][1024];
} DiagLog;

static inline void diagCapture(const PirDiagnostic *d, void *ud)
{
	DiagLog *log = ud;
	if (log->count < DIAG_MAX) {
		int i = log->count;
		log->sev[i] = d->severity;
		log->line[i] = d->loc.line;
		log->col[i] = d->loc.col;
		snprintf(log->file[i], sizeof log->file[i], "%s", d->loc.file ? d->loc.file->str : "");
		snprintf(log->msg[i], sizeof log->msg[i], "%s", d->message);
	}
	log->count++;
}

static inline void diagListen(PirContext *ctx, DiagLog *log)
{
	memset(log, 0, sizeof *log);
	pirContextSetDiagnosticHandler(ctx, diagCapture, log);
}

/* A context with the built-in dialects and a diagnostic log (no program). */
static inline void fixtureDialects(DiagLog *log)
{
	fixtureOpen();
	diagListen(ctx, log);
	cr_assert(pirDialectsLoadBuiltin(ctx));
}

/* The program in text ("s.pir"), which must parse; the failure shows the
 * first diagnostic of log. */
static inline PirProgram *parseText(const char *text, const DiagLog *log)
{
	PirParser *p = pirParserCreate(ctx, "s.pir", text, strlen(text), NULL);
	PirProgram *r = pirParserParseProgram(p);
	cr_assert_not_null(r, "parse failed: %s", log->count ? log->msg[0] : "");
	pirParserDestroy(p);
	return r;
}

static inline void fixtureCloseContext(void)
{
	pirContextDestroy(ctx);
	leakCheck();
}

/* Whether msg contains every '|'-separated fragment of `needles`. */
static inline bool diagMatches(const char *msg, const char *needles)
{
	char frag[256];
	for (const char *s = needles;;) {
		const char *bar = strchr(s, '|');
		size_t n = bar ? (size_t)(bar - s) : strlen(s);
		if (n >= sizeof frag)
			n = sizeof frag - 1;
		memcpy(frag, s, n);
		frag[n] = '\0';
		if (!strstr(msg, frag))
			return false;
		if (!bar)
			return true;
		s = bar + 1;
	}
}

/* Index of the first captured diagnostic that contains every
 * '|'-separated fragment of `needles`, or -1. */
static inline int diagFind(const DiagLog *log, const char *needles)
{
	for (int i = 0; i < log->count && i < DIAG_MAX; i++)
		if (diagMatches(log->msg[i], needles))
			return i;
	return -1;
}

static inline PirOpInfo *testInfo(PirContext *ctx, const char *name)
{
	return pirContextGetOrCreateOpInfo(ctx, pirIdentGetCStr(ctx, name));
}

/* A detached op `name` with the given operands, nRes results of type f32
 * and nRegions empty regions. */
static inline PirOperation *mkOp(PirProgram *p, const char *name, uint32_t nOps, PirValue *const *ops, uint32_t nRes,
				 uint32_t nRegions)
{
	PirContext *ctx = pirProgramGetContext(p);
	PirType *types[8];
	cr_assert(nRes <= 8);
	for (uint32_t i = 0; i < nRes; i++)
		types[i] = pirTypeGetScalar(ctx, PIR_TYPE_F32);
	PirOperationState st = {
		.info = testInfo(ctx, name),
		.numOperands = nOps,
		.numResults = nRes,
		.numRegions = nRegions,
		.operands = ops,
		.resultTypes = types,
	};
	return pirOperationCreate(p, &st);
}

/* mkOp, then appended to block b. */
static inline PirOperation *addOp(PirProgram *p, PirBlock *b, const char *name, uint32_t nOps, PirValue *const *ops,
				  uint32_t nRes, uint32_t nRegions)
{
	PirOperation *op = mkOp(p, name, nOps, ops, nRes, nRegions);
	pirBlockAppendOp(b, op);
	return op;
}

/* A new block appended to region r. */
static inline PirBlock *addBlock(PirProgram *p, PirRegion *r)
{
	PirBlock *b = pirBlockCreate(p);
	pirRegionAppendBlock(r, b);
	return b;
}

/* Checks the use list of v (every use points back at v, every prevp at
 * the link that points to it) and returns its length. */
static inline size_t checkUses(PirValue *v)
{
	size_t n = 0;
	PirOpOperand *prev = NULL;
	for (PirOpOperand *u = pirValueGetFirstUse(v); u; u = pirOpOperandGetNextUse(u)) {
		cr_assert_eq(pirOpOperandGetValue(u), v, "use #%zu does not point back at its value", n);
		cr_assert(pirOpOperandIsLinked(u), "use #%zu is not marked as linked", n);
		cr_assert_eq(pirOpOperandGetPrevUse(u), prev, "use #%zu has a stale back link", n);
		cr_assert_not_null(pirOpOperandGetOwner(u));
		cr_assert(u >= pirOperationGetOperands(pirOpOperandGetOwner(u)) &&
		                  u < pirOperationGetOperands(pirOpOperandGetOwner(u)) +
		                                  pirOpOperandGetOwner(u)->numOperands,
		          "use #%zu is not an operand of its owner", n);
		prev = u;
		n++;
	}
	cr_assert_eq(n, pirValueCountUses(v));
	return n;
}

/* Whether operand slot u is in v's use list. */
static inline bool usesContain(PirValue *v, PirOpOperand *u)
{
	for (PirOpOperand *w = pirValueGetFirstUse(v); w; w = pirOpOperandGetNextUse(w))
		if (w == u)
			return true;
	return false;
}

/* Checks the links of block b's op list in both directions; returns the
 * number of ops. */
static inline size_t checkBlock(PirBlock *b)
{
	size_t n = 0;
	PirOperation *prev = NULL;
	for (PirOperation *o = b->first; o; o = pirOperationGetNextInBlock(o)) {
		cr_assert_eq(pirOperationGetBlock(o), b, "op #%zu has a wrong block link", n);
		cr_assert_eq(pirOperationGetPrevInBlock(o), prev, "op #%zu has a wrong prev link", n);
		prev = o;
		n++;
	}
	cr_assert_eq(b->last, prev, "last does not point at the last op");
	return n;
}

/* The ops of block b, names joined by ' ', into buf. */
static inline const char *blockOpNames(PirBlock *b, char *buf, size_t n)
{
	size_t len = 0;
	buf[0] = '\0';
	for (PirOperation *o = b->first; o; o = pirOperationGetNextInBlock(o)) {
		int w = snprintf(buf + len, n - len, "%s%s", len ? " " : "", pirOperationGetName(o));
		if (w < 0 || (size_t)w >= n - len)
			break;
		len += (size_t)w;
	}
	return buf;
}

#endif
