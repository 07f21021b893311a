/* diagnostics.c: emitting diagnostics and printing them the way clang and
 * mlir-opt do: "file:line:col: error: message", the source line, a caret.
 * Long lines are shown as a window around the column. */
#include "context_impl.h"
#include "oom.h"
#include "utf8.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void pirContextAddSource(PirContext *ctx, PirIdent *name, const char *buf, size_t len)
{
	if (ctx->numSources == ctx->capSources)
		ctx->sources = pirArrayGrow(ctx->sources, ctx->numSources, &ctx->capSources, sizeof *ctx->sources, 4);
	ctx->sources[ctx->numSources++] = (PirSource){name, buf, len, buf, 1, NULL, NULL, 0, 0};
}

void pirContextRemoveSource(PirContext *ctx, const char *buf)
{
	if (ctx->numSources && ctx->sources[ctx->numSources - 1].buf == buf)
		free(ctx->sources[--ctx->numSources].marks);
	ctx->attrKeys.line = NULL; /* it may have pointed into buf */
}

void pirContextFreeSources(PirContext *ctx)
{
	for (size_t i = 0; i < ctx->numSources; i++)
		free(ctx->sources[i].marks);
	free(ctx->sources);
	free(ctx->attrKeys.keys);
}

void pirContextSetDiagnosticHandler(PirContext *ctx, PirDiagnosticHandler h, void *userData)
{
	ctx->handler = h;
	ctx->handlerData = userData;
}

void pirContextGetDiagnosticHandler(PirContext *ctx, PirDiagnosticHandler *h, void **userData)
{
	*h = ctx->handler;
	*userData = ctx->handlerData;
}

static void quiet(const PirDiagnostic *diag, void *userData)
{
	(void)diag;
	(void)userData;
}

void pirDiagnosticsMute(PirContext *ctx, PirDiagnosticsMute *saved)
{
	*saved = (PirDiagnosticsMute){ctx->handler, ctx->handlerData, ctx->errors};
	if (!ctx->muted) {
		ctx->muted = true;
		ctx->unmutedHandler = ctx->handler;
		ctx->unmutedData = ctx->handlerData;
		ctx->unmutedErrors = ctx->errors;
	}
	ctx->handler = quiet;
}

void pirDiagnosticsRestore(PirContext *ctx, const PirDiagnosticsMute *saved)
{
	ctx->handler = saved->handler;
	ctx->handlerData = saved->handlerData;
	ctx->errors = saved->errors;
	if (ctx->handler != quiet)
		ctx->muted = false; /* the outermost mute ended */
}

void pirDiagnosticsUnmute(PirContext *ctx)
{
	if (!ctx->muted)
		return;
	ctx->handler = ctx->unmutedHandler;
	ctx->handlerData = ctx->unmutedData;
	ctx->errors = ctx->unmutedErrors;
	ctx->muted = false;
}

unsigned pirContextGetErrorCount(PirContext *ctx)
{
	return ctx->errors;
}

void pirContextSetErrorLimit(PirContext *ctx, unsigned limit)
{
	ctx->errorLimit = limit;
}

unsigned pirContextGetHiddenErrorCount(PirContext *ctx)
{
	return ctx->errorsHidden;
}

/* Whether the default printer leaves out a diagnostic of severity sev
 * emitted now. */
static bool pastLimit(const PirContext *ctx, PirSeverity sev)
{
	if (ctx->handler || !ctx->errorLimit)
		return false;
	return sev == PIR_SEV_ERROR ? ctx->errorsShown >= ctx->errorLimit : sev == PIR_SEV_NOTE && ctx->hidingNotes;
}

bool pirDiagnosticsWouldShow(PirContext *ctx, PirSeverity sev)
{
	return ctx->handler != quiet && !pastLimit(ctx, sev);
}

static const char *severityName(PirSeverity s)
{
	switch (s) {
	case PIR_SEV_ERROR: return "error";
	case PIR_SEV_WARNING: return "warning";
	case PIR_SEV_NOTE: return "note";
	}
	return "error";
}

/* The start of line `line` (1-based) of s, or NULL if it has fewer lines.
 * From the cursor when the line is at or after it in the same stretch of
 * PIR_SOURCE_MARK_LINES lines, else from the mark before the line (marks
 * are added as the lookups go further): a lookup costs at most that many
 * lines, in whatever order diagnostics come (a region op's error after its
 * body's went back to line 1 and cost a rescan: 30,000 took 14 s). */
static const char *lineStart(PirSource *s, uint32_t line)
{
	const char *end = s->buf + s->len;
	size_t k = (line - 1) / PIR_SOURCE_MARK_LINES;
	if (!s->numMarks) {
		s->marks = pirMalloc(16 * sizeof *s->marks);
		s->capMarks = 16;
		s->marks[s->numMarks++] = 0;
	}
	while (s->numMarks <= k) {
		const char *p = s->buf + s->marks[s->numMarks - 1];
		for (int i = 0; i < PIR_SOURCE_MARK_LINES; i++) {
			p = memchr(p, '\n', (size_t)(end - p));
			if (!p)
				return NULL;
			p++;
		}
		if (s->numMarks == s->capMarks)
			s->marks = pirArrayGrow(s->marks, s->numMarks, &s->capMarks, sizeof *s->marks, 16);
		s->marks[s->numMarks++] = (size_t)(p - s->buf);
	}
	const char *p = s->buf + s->marks[k];
	uint32_t l = (uint32_t)k * PIR_SOURCE_MARK_LINES + 1;
	if (s->cursorLine >= l && s->cursorLine <= line) {
		p = s->cursor;
		l = s->cursorLine;
	}
	for (; l < line; l++) {
		p = memchr(p, '\n', (size_t)(end - p));
		if (!p)
			return NULL;
		p++;
	}
	if (p != s->cursor)
		s->cursorEnd = NULL;
	s->cursor = p;
	s->cursorLine = line;
	return p;
}

/* Finds line `line` (1-based) of the named source; returns its start and
 * length, or NULL. */
static const char *findLine(PirContext *ctx, PirIdent *file, uint32_t line, size_t *len)
{
	for (size_t i = ctx->numSources; i-- > 0;) {
		PirSource *s = &ctx->sources[i];
		if (s->name != file)
			continue;
		const char *p = line ? lineStart(s, line) : NULL;
		if (!p)
			return NULL;
		const char *end = s->buf + s->len;
		const char *e = s->cursorEnd;
		if (!e) {
			e = memchr(p, '\n', (size_t)(end - p));
			if (!e)
				e = end;
			s->cursorEnd = e;
		}
		if (e > p && e[-1] == '\r')
			e--;
		*len = (size_t)(e - p);
		return p;
	}
	return NULL;
}

const char *pirContextGetSourceLine(PirContext *ctx, PirIdent *file, uint32_t line, size_t *len)
{
	return findLine(ctx, file, line, len);
}

/* A diagnostic is assembled in memory and written with one fwrite: stderr
 * is unbuffered, and writing it piece by piece cost a system call per
 * character of the quoted line (75 per diagnostic). */
typedef struct {
	char *p;
	size_t len, cap;
	char small[512];
} Text;

static void textPut(Text *t, const char *s, size_t n)
{
	if (t->len + n > t->cap) {
		size_t cap = t->cap * 2 > t->len + n ? t->cap * 2 : t->len + n;
		char *q = pirMalloc(cap);
		memcpy(q, t->p, t->len);
		if (t->p != t->small)
			free(t->p);
		t->p = q;
		t->cap = cap;
	}
	memcpy(t->p + t->len, s, n);
	t->len += n;
}

static void textPuts(Text *t, const char *s)
{
	textPut(t, s, strlen(s));
}

static void textByte(Text *t, char c)
{
	textPut(t, &c, 1);
}

void pirPrintDiagnostic(PirContext *ctx, const PirDiagnostic *d, void *file)
{
	Text t = {.len = 0, .cap = sizeof t.small};
	t.p = t.small;
	char head[64];
	if (d->loc.file && d->loc.line == 0) {
		/* a file without lines: its name and the label (pirLocationGetLabel) */
		char label[1024];
		textPuts(&t, d->loc.file->str);
		textPuts(&t, ": ");
		if (pirLocationFormatLabel(ctx, d->loc, label, sizeof label)) {
			textPuts(&t, label);
			textPuts(&t, ": ");
		}
	} else if (d->loc.file) {
		textPuts(&t, d->loc.file->str);
		snprintf(head, sizeof head, ":%u:%u: ", d->loc.line, d->loc.col);
		textPuts(&t, head);
	} else {
		textPuts(&t, "<unknown>:0: ");
	}
	textPuts(&t, severityName(d->severity));
	textPuts(&t, ": ");
	textPuts(&t, d->message);
	textByte(&t, '\n');
	size_t len;
	const char *line = d->loc.file ? findLine(ctx, d->loc.file, d->loc.line, &len) : NULL;
	if (line) {
		/* Show at most a 100-column window that contains the caret. */
		size_t col = d->loc.col ? d->loc.col - 1 : 0;
		if (col > len)
			col = len;
		size_t start = 0, width = 100;
		if (col > 70)
			start = col - 50;
		for (int k = 0; k < 3 && start && start < col && ((unsigned char)line[start] & 0xC0) == 0x80; k++)
			start++; /* do not cut a character in two */
		size_t n = len - start < width ? len - start : width;
		if (start)
			textPuts(&t, "...");
		/* Columns count bytes; the caret is placed under the character.
		 * Bytes that are not valid UTF-8 and control characters print as
		 * <XX>, as clang shows them, so that the diagnostic itself stays
		 * clean text. */
		size_t pad = start ? 3 : 0;
		for (size_t i = start; i < start + n;) {
			unsigned char c = (unsigned char)line[i];
			size_t cl = c < 0x80 ? 1 : c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2, bad;
			size_t w = 1;
			if (cl > len - i || !pirUtf8Validate(line + i, cl, &bad) || (c < 0x20 && c != '\t') || c == 0x7f) {
				snprintf(head, sizeof head, "<%02X>", c);
				textPuts(&t, head);
				cl = 1;
				w = 4;
			} else if (c == '\t') {
				textByte(&t, ' ');
			} else {
				textPut(&t, line + i, cl);
			}
			if (i < col)
				pad += w;
			i += cl;
		}
		if (start + n < len)
			textPuts(&t, "...");
		textByte(&t, '\n');
		for (size_t i = 0; i < pad; i++)
			textByte(&t, ' ');
		textPuts(&t, "^\n");
	}
	fwrite(t.p, 1, t.len, file);
	if (t.p != t.small)
		free(t.p);
}

void pirEmitDiagnosticV(PirContext *ctx, PirSeverity sev, PirLocation loc, const char *fmt, va_list ap)
{
	if (pastLimit(ctx, sev)) {
		if (sev == PIR_SEV_ERROR) {
			ctx->errors++;
			ctx->errorsHidden++;
			ctx->hidingNotes = true;
		}
		return;
	}
	if (sev != PIR_SEV_NOTE) {
		ctx->hidingNotes = false;
		if (sev == PIR_SEV_ERROR && !ctx->handler)
			ctx->errorsShown++;
	}
	char small[512];
	va_list ap2;
	va_copy(ap2, ap);
	int n = vsnprintf(small, sizeof small, fmt, ap);
	char *msg = small;
	if (n >= (int)sizeof small) {
		msg = pirMalloc((size_t)n + 1);
		vsnprintf(msg, (size_t)n + 1, fmt, ap2);
	}
	va_end(ap2);
	if (sev == PIR_SEV_ERROR)
		ctx->errors++;
	PirDiagnostic d = {sev, loc, msg};
	if (ctx->handler)
		ctx->handler(&d, ctx->handlerData);
	else
		pirPrintDiagnostic(ctx, &d, stderr);
	if (msg != small)
		free(msg);
}

void pirEmitDiagnostic(PirContext *ctx, PirSeverity sev, PirLocation loc, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	pirEmitDiagnosticV(ctx, sev, loc, fmt, ap);
	va_end(ap);
}

void pirEmitOpError(PirOperation *op, const char *fmt, ...)
{
	char buf[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	pirEmitError(pirOperationGetContext(op), pirOperationGetLoc(op), "'%s' op %s", pirOperationGetName(op), buf);
}
