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
	if (c->len == c->cap) {
		c->cap = c->cap ? c->cap * 2 : 16;
		c->items = pirRealloc(c->items, c->cap * sizeof *c->items);
	}
	size_t n = strlen(d->message);
	char *m = pirMalloc(n + 1);
	memcpy(m, d->message, n + 1);
	c->items[c->len++] = (Collected){d->severity, d->loc.file, d->loc.line, d->loc.col, m, false};
}

static const char *sevName(PirSeverity s)
{
	return s == PIR_SEV_ERROR ? "error" : s == PIR_SEV_WARNING ? "warning" : "note";
}

typedef struct {
	PirSeverity sev;
	uint32_t line;     /* designated line */
	uint32_t atLine;   /* line of the comment */
	uint32_t col;
	const char *text;  /* substring, not NUL-terminated */
	size_t len;
	bool above, below; /* @above / @below: line resolved by the caller */
	bool regex;        /* expected-error-re: {{...}} inside the text are EREs */
} Expect;

/* Parses an expectation on the line [s, e); false if there is none. */
static bool parseExpect(const char *s, const char *e, uint32_t line, Expect *x)
{
	const char *p = NULL;
	for (const char *q = s; q + 9 <= e; q++)
		if (!memcmp(q, "expected-", 9)) {
			p = q;
			break;
		}
	if (!p)
		return false;
	x->col = (uint32_t)(p - s) + 1;
	p += 9;
	if ((size_t)(e - p) >= 5 && !memcmp(p, "error", 5)) {
		x->sev = PIR_SEV_ERROR;
		p += 5;
	} else if ((size_t)(e - p) >= 7 && !memcmp(p, "warning", 7)) {
		x->sev = PIR_SEV_WARNING;
		p += 7;
	} else if ((size_t)(e - p) >= 4 && !memcmp(p, "note", 4)) {
		x->sev = PIR_SEV_NOTE;
		p += 4;
	} else {
		return false;
	}
	x->regex = (size_t)(e - p) >= 3 && !memcmp(p, "-re", 3);
	if (x->regex)
		p += 3;
	x->atLine = x->line = line;
	x->above = x->below = false;
	if (p < e && *p == '@') {
		p++;
		if ((size_t)(e - p) >= 5 && !memcmp(p, "above", 5)) {
			x->above = true;
			p += 5;
		} else if ((size_t)(e - p) >= 5 && !memcmp(p, "below", 5)) {
			x->below = true;
			p += 5;
		} else if (*p == '+' || *p == '-') {
			char sign = *p++;
			long n = 0;
			while (p < e && *p >= '0' && *p <= '9')
				n = n * 10 + (*p++ - '0');
			x->line = sign == '+' ? line + (uint32_t)n : line - (uint32_t)n;
		} else {
			return false;
		}
	}
	while (p < e && *p == ' ')
		p++;
	if (e - p < 4 || p[0] != '{' || p[1] != '{')
		return false;
	const char *end = e;
	while (end > p && (end[-1] == ' ' || end[-1] == '\r' || end[-1] == '\t'))
		end--;
	if (end - p < 4 || end[-1] != '}' || end[-2] != '}')
		return false;
	x->text = p + 2;
	x->len = (size_t)(end - 2 - x->text);
	return true;
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
		bool isExpect = parseExpect(s, e, line, &x);
		if (isExpect) {
			if (nex == cap) {
				cap = cap ? cap * 2 : 16;
				ex = pirRealloc(ex, cap * sizeof *ex);
			}
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
	for (size_t i = 0; i < nex; i++) {
		Expect *x = &ex[i];
		bool found = false;
		for (size_t k = 0; k < c->len && !found; k++) {
			Collected *d = &c->items[k];
			if (d->matched || d->sev != x->sev || d->line != x->line || d->file != file)
				continue;
			if (x->regex ? matchesRegex(x, d->msg)
				     : (x->len == 0 || (strlen(d->msg) >= x->len && memmem(d->msg, strlen(d->msg), x->text, x->len)))) {
				d->matched = true;
				found = true;
			}
		}
		if (!found) {
			ok = false;
			PirLocation loc = {file, x->atLine, x->col};
			pirEmitDiagnostic(ctx, PIR_SEV_ERROR, loc, "expected %s \"%.*s\" was not produced", sevName(x->sev),
					  (int)x->len, x->text);
		}
	}
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
