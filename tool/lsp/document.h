/* document.h: the open documents (the store), each with its text, line
 * table, the library's analysis (check.h) and the index of its text
 * (index.h), all rebuilt on every change (changes are ranges or whole texts). */
#ifndef PIR_LSP_DOCUMENT_H
#define PIR_LSP_DOCUMENT_H

#include <stddef.h>
#include <stdint.h>

#include "catalogue.h"
#include "check.h"
#include "config.h"
#include "index.h"
#include "positions.h"

typedef struct LspDocument {
	char *uri, *path;
	char *text; /* NUL-terminated */
	size_t len;
	int64_t version;
	LspLines lines;
	LspAnalysis analysis;
	const LspCatalogue *catalogue; /* of the configuration's dialects (shared) */
	PirContext *catalogueCtx;      /* the context the catalogue's ops live in */
	LspIndex index;
	const char *splitMarker; /* NULL: one chunk */
	double checkSeconds, indexSeconds;
} LspDocument;

/* The document of uri, or NULL. */
LspDocument *lspDocumentFind(const char *uri);
/* Opens (or replaces) the document of uri with a copy of text[0..len) and checks it. */
LspDocument *lspDocumentOpen(const char *uri, const char *text, size_t len, int64_t version, const LspConfig *cfg);
/* Replaces its text and checks it again. */
void lspDocumentUpdate(LspDocument *d, const char *text, size_t len, int64_t version, const LspConfig *cfg);
void lspDocumentClose(const char *uri);
void lspDocumentCloseAll(void);
/* Every open document (to re-check after a configuration change). */
LspDocument **lspDocuments(size_t *count);
/* The file name of a file: URI (percent-decoded), else the URI itself. */
char *lspUriToPath(const char *uri);

#endif
