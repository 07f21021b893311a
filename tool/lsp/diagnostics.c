/* diagnostics.c: textDocument/publishDiagnostics. Each error and warning
 * of the library is one LSP diagnostic with pir-opt's message text (source
 * "pir-opt"); the notes that follow one (where the value was defined, ...)
 * are its relatedInformation, and also diagnostics of their own (severity
 * Information) for clients that do not show related information. The
 * range is the token at the location: from the column to the end of the
 * word or quoted string there. */
#include "features.h"

#include <string.h>

#include "protocol.h"

/* The end of the token at off: a quoted string, a %value, a word, else one character. */
static size_t tokenEnd(const LspLines *l, size_t off)
{
	const char *t = l->text;
	size_t n = l->len, e = off;
	if (e >= n || t[e] == '\n')
		return e;
	if (t[e] == '"') {
		for (e++; e < n && t[e] != '"' && t[e] != '\n'; e++)
			if (t[e] == '\\' && e + 1 < n && t[e + 1] != '\n')
				e++;
		return e < n && t[e] == '"' ? e + 1 : e;
	}
	if (t[e] == '%' || t[e] == '^')
		e++;
	while (e < n && ((t[e] >= 'a' && t[e] <= 'z') || (t[e] >= 'A' && t[e] <= 'Z') || (t[e] >= '0' && t[e] <= '9') ||
			 t[e] == '_' || t[e] == '.'))
		e++;
	if (e == off) {
		e++;
		while (e < n && ((unsigned char)t[e] & 0xc0) == 0x80)
			e++;
	}
	return e;
}

static size_t offsetOf(const LspLines *l, uint32_t line, uint32_t col)
{
	if (!line || line > l->count)
		return 0;
	size_t start = l->start[line - 1], end = lspLineEnd(l, line - 1), off = start + (col ? col - 1 : 0);
	return off > end ? end : off;
}

static int severityCode(PirSeverity s)
{
	return s == PIR_SEV_ERROR ? 1 : s == PIR_SEV_WARNING ? 2 : 3;
}

void lspPublishDiagnostics(const LspDocument *d)
{
	const LspAnalysis *a = &d->analysis;
	const LspLines *l = &d->lines;
	json_t *list = json_array();
	json_t *last = NULL; /* the last error or warning, which notes attach to */
	for (size_t i = 0; i < a->numDiags; i++) {
		const LspDiag *g = &a->diags[i];
		size_t off = offsetOf(l, g->line, g->col), end = g->line ? tokenEnd(l, off) : off;
		json_t *diag = json_pack("{s:o,s:i,s:s,s:o}", "range", lspJsonRange(l, off, end), "severity",
					 severityCode(g->severity), "source", "pir-opt", "message",
					 lspJsonString(g->message, strlen(g->message)));
		if (g->severity == PIR_SEV_NOTE && g->related && last) {
			json_t *rel = json_object_get(last, "relatedInformation");
			if (!rel) {
				rel = json_array();
				json_object_set_new(last, "relatedInformation", rel);
			}
			json_array_append_new(rel, json_pack("{s:o,s:O}", "location", lspJsonLocation(d->uri, l, off, end),
							     "message", json_object_get(diag, "message")));
		} else if (g->severity != PIR_SEV_NOTE) {
			last = diag;
		}
		json_array_append_new(list, diag);
	}
	json_t *params = json_pack("{s:s,s:o}", "uri", d->uri, "diagnostics", list);
	if (d->version >= 0)
		json_object_set_new(params, "version", json_integer((json_int_t)d->version));
	lspSendNotification("textDocument/publishDiagnostics", params);
}
