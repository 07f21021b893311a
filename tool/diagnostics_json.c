/* diagnostics_json.c: a diagnostic handler that writes JSON lines.
 *
 *   {"file":"m.pir","line":3,"column":5,"severity":"error","message":"...","notes":[
 *    {"file":"m.pir","line":2,"column":5,"message":"..."}]}
 *
 * (on one line). Notes come as diagnostics of their own right after the
 * error or warning they explain, so an object is held back until the next
 * error or warning, or the end, and its notes go into it; a note with
 * nothing before it is an object of its own ("severity":"note"). A
 * position the diagnostic does not have is "file":null and line and
 * column 0. Strings are escaped for JSON, and bytes that are not UTF-8
 * (a message may quote the input) become U+FFFD, so every line parses. */
#include "diagnostics_json.h"

#include <stdlib.h>
#include <string.h>

typedef struct Note {
	PirLocation loc;
	char *message;
} Note;

struct PirJsonDiagnostics {
	PirContext *ctx;
	FILE *f;
	PirDiagnosticHandler prev;
	void *prevData;
	bool pending;
	PirSeverity severity;
	PirLocation loc;
	char *message;
	Note *notes;
	size_t numNotes, capNotes;
};

static char *copyString(const char *s)
{
	size_t n = strlen(s) + 1;
	return memcpy(pirMalloc(n), s, n);
}

/* Length of the UTF-8 sequence at s (at most n bytes), 0 if it is not one. */
static size_t utf8Length(const unsigned char *s, size_t n)
{
	size_t len = s[0] < 0x80 ? 1 : s[0] >= 0xC2 && s[0] <= 0xDF ? 2 : s[0] >= 0xE0 && s[0] <= 0xEF ? 3
		     : s[0] >= 0xF0 && s[0] <= 0xF4                   ? 4
									  : 0;
	if (!len || len > n)
		return 0;
	for (size_t i = 1; i < len; i++)
		if ((s[i] & 0xC0) != 0x80)
			return 0;
	if ((s[0] == 0xE0 && s[1] < 0xA0) || (s[0] == 0xED && s[1] >= 0xA0) || (s[0] == 0xF0 && s[1] < 0x90) ||
	    (s[0] == 0xF4 && s[1] >= 0x90))
		return 0; /* overlong, a surrogate, or past U+10FFFF */
	return len;
}

static void putString(FILE *f, const char *str)
{
	const unsigned char *s = (const unsigned char *)str;
	size_t n = strlen(str);
	fputc('"', f);
	for (size_t i = 0; i < n;) {
		unsigned char c = s[i];
		if (c == '"' || c == '\\') {
			fputc('\\', f);
			fputc(c, f);
			i++;
		} else if (c == '\n') {
			fputs("\\n", f);
			i++;
		} else if (c == '\t') {
			fputs("\\t", f);
			i++;
		} else if (c < 0x20 || c == 0x7f) {
			fprintf(f, "\\u%04x", c);
			i++;
		} else {
			size_t len = utf8Length(s + i, n - i);
			if (len)
				fwrite(s + i, 1, len, f);
			else
				fputs("\\ufffd", f);
			i += len ? len : 1;
		}
	}
	fputc('"', f);
}

static void putLocation(FILE *f, PirLocation loc)
{
	fputs("\"file\":", f);
	if (loc.file)
		putString(f, loc.file->str);
	else
		fputs("null", f);
	fprintf(f, ",\"line\":%u,\"column\":%u", loc.file ? loc.line : 0, loc.file ? loc.col : 0);
}

static const char *severityName(PirSeverity s)
{
	return s == PIR_SEV_WARNING ? "warning" : s == PIR_SEV_NOTE ? "note" : "error";
}

static void flush(PirJsonDiagnostics *j)
{
	if (!j->pending)
		return;
	FILE *f = j->f;
	fputc('{', f);
	putLocation(f, j->loc);
	fprintf(f, ",\"severity\":\"%s\",\"message\":", severityName(j->severity));
	putString(f, j->message);
	fputs(",\"notes\":[", f);
	for (size_t i = 0; i < j->numNotes; i++) {
		fputs(i ? ",{" : "{", f);
		putLocation(f, j->notes[i].loc);
		fputs(",\"message\":", f);
		putString(f, j->notes[i].message);
		fputc('}', f);
		free(j->notes[i].message);
	}
	fputs("]}\n", f);
	fflush(f);
	free(j->message);
	j->message = NULL;
	j->numNotes = 0;
	j->pending = false;
}

static void handle(const PirDiagnostic *d, void *userData)
{
	PirJsonDiagnostics *j = userData;
	if (d->severity == PIR_SEV_NOTE && j->pending) {
		if (j->numNotes == j->capNotes)
			j->notes = pirArrayGrow(j->notes, j->numNotes, &j->capNotes, sizeof *j->notes, 4);
		j->notes[j->numNotes++] = (Note){d->loc, copyString(d->message)};
		return;
	}
	flush(j);
	j->pending = true;
	j->severity = d->severity;
	j->loc = d->loc;
	j->message = copyString(d->message);
}

PirJsonDiagnostics *pirJsonDiagnosticsInstall(PirContext *ctx, FILE *f)
{
	PirJsonDiagnostics *j = pirCalloc(1, sizeof *j);
	j->ctx = ctx;
	j->f = f;
	pirContextGetDiagnosticHandler(ctx, &j->prev, &j->prevData);
	pirContextSetDiagnosticHandler(ctx, handle, j);
	return j;
}

void pirJsonDiagnosticsFinish(PirJsonDiagnostics *j)
{
	if (!j)
		return;
	flush(j);
	pirContextSetDiagnosticHandler(j->ctx, j->prev, j->prevData);
	free(j->notes);
	free(j);
}
