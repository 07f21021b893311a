/* verify_diagnostics.c: matching emitted diagnostics against expected-*
 * comments. An expectation is
 *     expected-(error|warning|note)(-re)?(@(+N|-N|above|below))? {{substring}}
 * at the end of a line; it matches a diagnostic of that severity on the
 * designated line whose message contains the substring. The column is not
 * checked. With -re, {{...}} blocks inside the substring are POSIX EREs.
 * Unmatched expectations and unexpected diagnostics are errors. */
#include "verify_diagnostics.h"

#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
	PirSeverity sev;
	PirIdent *file;
	uint32_t line, col;
	char *msg;
	bool matched;
	uint32_t key; /* line to match: 0 if not in the checked file */
} Collected;

struct PirDiagCollector {
	Collected *items;
	size_t len, cap;
};

PirDiagCollector *pirDiagCollectorCreate(void)
{
	return pirCalloc(1, sizeof(PirDiagCollector));
}

void pirDiagCollectorDestroy(PirDiagCollector *c)
{
	if (!c)
		return;
	for (size_t i = 0; i < c->len; i++)
		free(c->items[i].msg);
	free(c->items);
	free(c);
}

void pirDiagCollectorHandle(const PirDiagnostic *d, void *userData)
{
	PirDiagCollector *c = userData;
	if (c->len == c->cap)
		c->items = pirArrayGrow(c->items, c->len, &c->cap, sizeof *c->items, 16);
	size_t n = strlen(d->message);
	char *m = pirMalloc(n + 1);
	memcpy(m, d->message, n + 1);
	c->items[c->len++] = (Collected){d->severity, d->loc.file, d->loc.line, d->loc.col, m, false, 0};
}

static const char *sevName(int s)
{
	return s == PIR_SEV_ERROR ? "error" : s == PIR_SEV_WARNING ? "warning" : s == PIR_SEV_NOTE ? "note" : "remark";
}

/* What an expectation asks for: a severity, or a remark (pir-opt emits
 * none, so an expected remark is always reported as not produced). */
enum { EXPECT_REMARK = -1 };

typedef struct {
	int sev;           /* a PirSeverity or EXPECT_REMARK */
	uint32_t line;     /* designated line (0 with @unknown) */
	uint32_t atLine;   /* line of the comment */
	uint32_t col;
	const char *text;  /* substring, not NUL-terminated */
	size_t len;
	bool above, below; /* @above / @below: line resolved by the caller */
	bool unknown;      /* @unknown: a diagnostic without a location */
	bool regex;        /* expected-error-re: {{...}} inside the text are EREs */
} Expect;

typedef enum { EXPECT_NONE, EXPECT_OK, EXPECT_MALFORMED } ExpectParse;

static bool isWordChar(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
}

static bool take(const char **p, const char *e, const char *word)
{
	size_t n = strlen(word);
	if ((size_t)(e - *p) < n || memcmp(*p, word, n))
		return false;
	*p += n;
	return true;
}

/* Parses an expectation on the line [s, e), MLIR's syntax:
 *   expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *{{text}}
 * EXPECT_NONE if the line has none; EXPECT_MALFORMED (with *why) if it
 * names one but does not follow the syntax. */
static ExpectParse parseExpect(const char *s, const char *e, uint32_t line, Expect *x, const char **why)
{
	static const struct { const char *name; int sev; } kinds[] = {
		{"error", PIR_SEV_ERROR}, {"warning", PIR_SEV_WARNING}, {"note", PIR_SEV_NOTE}, {"remark", EXPECT_REMARK}};
	const char *p = NULL;
	for (const char *q = s; !p && q + 9 <= e; q++) {
		if (memcmp(q, "expected-", 9) || (q > s && isWordChar(q[-1])))
			continue;
		for (size_t k = 0; k < sizeof kinds / sizeof *kinds; k++) {
			const char *r = q + 9;
			if (take(&r, e, kinds[k].name) && (r == e || !isWordChar(*r) || *r == '-')) {
				p = r;
				x->sev = kinds[k].sev;
				x->col = (uint32_t)(q - s) + 1;
				break;
			}
		}
	}
	if (!p)
		return EXPECT_NONE;
	x->regex = take(&p, e, "-re");
	x->atLine = x->line = line;
	x->above = x->below = x->unknown = false;
	while (p < e && *p == ' ')
		p++;
	if (p < e && *p == '@') {
		p++;
		if (take(&p, e, "above")) {
			x->above = true;
		} else if (take(&p, e, "below")) {
			x->below = true;
		} else if (take(&p, e, "unknown")) {
			x->unknown = true;
			x->line = 0;
		} else if (p < e && (*p == '+' || *p == '-')) {
			char sign = *p++;
			uint32_t n = 0;
			if (p == e || *p < '0' || *p > '9') {
				*why = "expected a line offset such as @+1 or @-2";
				return EXPECT_MALFORMED;
			}
			while (p < e && *p >= '0' && *p <= '9' && n < 100000000)
				n = n * 10 + (uint32_t)(*p++ - '0');
			if (sign == '-' && n >= line) {
				*why = "the line offset points before the start of the file";
				return EXPECT_MALFORMED;
			}
			x->line = sign == '+' ? line + n : line - n;
		} else {
			*why = "expected @+N, @-N, @above, @below or @unknown";
			return EXPECT_MALFORMED;
		}
	}
	while (p < e && *p == ' ')
		p++;
	const char *end = e;
	while (end > p && (end[-1] == ' ' || end[-1] == '\r' || end[-1] == '\t'))
		end--;
	if (end - p < 4 || p[0] != '{' || p[1] != '{' || end[-1] != '}' || end[-2] != '}') {
		*why = "expected the message as {{...}} at the end of the line";
		return EXPECT_MALFORMED;
	}
	x->text = p + 2;
	x->len = (size_t)(end - 2 - x->text);
	return EXPECT_OK;
}

/* expected-*-re: the text is literal except {{...}} blocks, which are
 * POSIX extended regular expressions; it must occur in the message. */
static bool matchesRegex(const Expect *x, const char *msg)
{
	size_t cap = x->len * 2 + 8, n = 0;
	char *re = pirMalloc(cap);
	for (size_t i = 0; i < x->len;) {
		if (i + 1 < x->len && x->text[i] == '{' && x->text[i + 1] == '{') {
			const char *close = memmem(x->text + i + 2, x->len - i - 2, "}}", 2);
			if (close) {
				size_t m = (size_t)(close - (x->text + i + 2));
				re[n++] = '(';
				memcpy(re + n, x->text + i + 2, m);
				n += m;
				re[n++] = ')';
				i += m + 4;
				continue;
			}
		}
		char c = x->text[i++];
		if (strchr(".[]()*+?{}|^$\\", c))
			re[n++] = '\\';
		re[n++] = c;
	}
	re[n] = '\0';
	regex_t r;
	bool ok = regcomp(&r, re, REG_EXTENDED | REG_NOSUB) == 0;
	if (ok) {
		ok = regexec(&r, msg, 0, NULL, 0) == 0;
		regfree(&r);
	}
	free(re);
	return ok;
}

/* Collected diagnostics in order of line and severity, for a binary
 * search per expectation; within a line and severity, in the order they
 * were emitted. */
static int byLine(const void *a, const void *b)
{
	const Collected *x = *(Collected *const *)a, *y = *(Collected *const *)b;
	if (x->key != y->key)
		return x->key < y->key ? -1 : 1;
	if (x->sev != y->sev)
		return (int)x->sev < (int)y->sev ? -1 : 1;
	return x < y ? -1 : x > y; /* stable: the order they were emitted in */
}

/* The first diagnostic at or after k (in sorted order) that no expectation
 * has matched yet: matched ones are skipped with path halving, so that many
 * expectations of one line and severity do not rescan the ones before
 * them (10^5 on one line took 3 s). */
static size_t nextOpen(size_t *next, size_t k)
{
	while (next[k] != k) {
		next[k] = next[next[k]];
		k = next[k];
	}
	return k;
}

static bool matches(const Expect *x, const Collected *d)
{
	if (x->regex)
		return matchesRegex(x, d->msg);
	return x->len == 0 || memmem(d->msg, strlen(d->msg), x->text, x->len) != NULL;
}

bool pirDiagCollectorCheck(PirDiagCollector *c, PirContext *ctx, PirIdent *file, const char *buf, size_t len)
{
	bool ok = true;
	Expect *ex = NULL;
	size_t nex = 0, cap = 0;
	uint32_t line = 1, lastNonDesignator = 0;
	size_t pendingBelow = 0; /* expectations waiting for the next plain line */
	const char *s = buf, *end = buf + len;
	while (s < end) {
		const char *e = memchr(s, '\n', (size_t)(end - s));
		if (!e)
			e = end;
		Expect x;
		const char *why = NULL;
		ExpectParse kind = parseExpect(s, e, line, &x, &why);
		if (kind == EXPECT_MALFORMED) {
			ok = false;
			pirEmitDiagnostic(ctx, PIR_SEV_ERROR, (PirLocation){file, line, x.col}, "malformed expectation: %s", why);
		} else if (kind == EXPECT_OK) {
			if (nex == cap)
				ex = pirArrayGrow(ex, nex, &cap, sizeof *ex, 16);
			if (x.above)
				x.line = lastNonDesignator;
			ex[nex++] = x;
			if (x.below)
				pendingBelow++;
		} else {
			/* A line that is not an expectation resolves pending @below. */
			for (size_t i = nex - pendingBelow; pendingBelow && i < nex; i++)
				ex[i].line = line;
			pendingBelow = 0;
			lastNonDesignator = line;
		}
		line++;
		s = e + 1;
	}
	Collected **sorted = pirMalloc((c->len + 1) * sizeof *sorted);
	for (size_t k = 0; k < c->len; k++) {
		Collected *d = &c->items[k];
		d->key = d->file == file ? d->line : 0; /* elsewhere, or nowhere: only @unknown matches */
		sorted[k] = d;
	}
	qsort(sorted, c->len, sizeof *sorted, byLine);
	size_t *next = pirMalloc((c->len + 1) * sizeof *next);
	for (size_t k = 0; k <= c->len; k++)
		next[k] = k;
	for (size_t i = 0; i < nex; i++) {
		Expect *x = &ex[i];
		bool found = false;
		size_t lo = 0, hi = c->len;
		while (lo < hi) {
			size_t mid = lo + (hi - lo) / 2;
			const Collected *m = sorted[mid];
			if (m->key < x->line || (m->key == x->line && (int)m->sev < x->sev))
				lo = mid + 1;
			else
				hi = mid;
		}
		for (size_t k = nextOpen(next, lo); k < c->len && sorted[k]->key == x->line && (int)sorted[k]->sev == x->sev;
		     k = nextOpen(next, k + 1)) {
			Collected *d = sorted[k];
			if (matches(x, d)) {
				d->matched = found = true;
				next[k] = k + 1;
				break;
			}
		}
		if (!found) {
			ok = false;
			PirLocation loc = {file, x->atLine, x->col};
			pirEmitDiagnostic(ctx, PIR_SEV_ERROR, loc, "expected %s \"%.*s\" was not produced", sevName(x->sev),
					  (int)x->len, x->text);
		}
	}
	free(next);
	free(sorted);
	for (size_t k = 0; k < c->len; k++) {
		Collected *d = &c->items[k];
		if (d->matched)
			continue;
		ok = false;
		PirLocation loc = {d->file, d->line, d->col};
		pirEmitDiagnostic(ctx, PIR_SEV_ERROR, loc, "unexpected %s: %s", sevName(d->sev), d->msg);
	}
	free(ex);
	return ok;
}
