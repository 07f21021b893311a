/* split_input.c: cuts an input into --split-input-file chunks at marker
 * lines (split_input.h), in one pass over it. */
#include <string.h>

#include "split_input.h"

PirChunk *pirSplitInput(PirContext *ctx, PirIdent *file, const char *buf, size_t len, const char *marker,
			size_t *count)
{
	size_t cap = 8, n = 0;
	PirChunk *chunks = pirMalloc(cap * sizeof *chunks);
	if (!marker) { /* one chunk: no pass over the whole input before the parser's */
		chunks[0] = (PirChunk){buf, len, 1};
		*count = 1;
		return chunks;
	}
	const char *s = buf, *end = buf + len, *chunkStart = buf;
	uint32_t line = 1, chunkLine = 1;
	size_t mlen = strlen(marker);
	bool defaultMarker = !strcmp(marker, "// -----");
	while (s < end) {
		const char *e = memchr(s, '\n', (size_t)(end - s));
		if (!e)
			e = end;
		const char *t = e;
		while (t > s && (t[-1] == ' ' || t[-1] == '\r' || t[-1] == '\t'))
			t--;
		if ((size_t)(t - s) == mlen && !memcmp(s, marker, mlen)) {
			if (n == cap)
				chunks = pirArrayGrow(chunks, n, &cap, sizeof *chunks, 8);
			chunks[n++] = (PirChunk){chunkStart, (size_t)(s - chunkStart), chunkLine};
			chunkStart = e < end ? e + 1 : end;
			chunkLine = line + 1;
		} else if (defaultMarker && t - s >= 5 && !memcmp(s, "// --", 5)) {
			bool dashes = true;
			for (const char *q = s + 3; q < t; q++)
				dashes = dashes && *q == '-';
			if (dashes)
				pirEmitDiagnostic(ctx, PIR_SEV_WARNING, (PirLocation){file, line, 1},
						  "near miss with file split marker '// -----'");
		}
		line++;
		s = e + 1;
	}
	if (n == cap)
		chunks = pirRealloc(chunks, (cap + 1) * sizeof *chunks);
	chunks[n++] = (PirChunk){chunkStart, (size_t)(end - chunkStart), chunkLine};
	*count = n;
	return chunks;
}
