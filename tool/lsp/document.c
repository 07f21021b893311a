/* document.c: the document store (document.h). An editor has a handful of
 * files open, so the store is a short array searched in order. */
#include "document.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

static LspDocument **docs;
static size_t numDocs;

/* The op catalogue of the configuration: a context of its own with the
 * --dialect files, made again only when the configuration changes (its
 * diagnostics are the documents' to report: each check loads the files too). */
static PirContext *catCtx;
static LspCatalogue cat;
static unsigned catGeneration;

static void mute(const PirDiagnostic *d, void *userData)
{
	(void)d;
	(void)userData;
}

static void catalogueFor(const LspConfig *cfg)
{
	if (catCtx && catGeneration == cfg->generation)
		return;
	if (catCtx) {
		lspCatalogueFree(&cat);
		pirContextDestroy(catCtx);
	}
	catCtx = pirContextCreate();
	catGeneration = cfg->generation;
	if (!catCtx)
		return;
	pirContextSetDiagnosticHandler(catCtx, mute, NULL);
	pirContextSetAllowUnregistered(catCtx, cfg->allowUnregistered);
	for (size_t i = 0; i < cfg->numDialects; i++)
		pirDialectLoadFile(catCtx, lspConfigDialectPath(cfg, i));
	lspCatalogueInit(&cat, catCtx);
}

static char *dupN(const char *s, size_t n)
{
	char *d = pirMalloc(n + 1);
	memcpy(d, s, n);
	d[n] = '\0';
	return d;
}

static int hexValue(char c)
{
	return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

char *lspUriToPath(const char *uri)
{
	if (strncmp(uri, "file://", 7))
		return dupN(uri, strlen(uri));
	const char *s = uri + 7;
	char *p = pirMalloc(strlen(s) + 1), *o = p;
	for (; *s; s++) {
		int h, l;
		if (*s == '%' && (h = hexValue(s[1])) >= 0 && (l = hexValue(s[2])) >= 0) {
			char c = (char)(h * 16 + l);
			*o++ = c ? c : '?';
			s += 2;
		} else {
			*o++ = *s;
		}
	}
	*o = '\0';
	return p;
}

LspDocument *lspDocumentFind(const char *uri)
{
	for (size_t i = 0; i < numDocs; i++)
		if (!strcmp(docs[i]->uri, uri))
			return docs[i];
	return NULL;
}

LspDocument **lspDocuments(size_t *count)
{
	*count = numDocs;
	return docs;
}

static double now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static void drop(LspDocument *d)
{
	lspIndexFree(&d->index);
	lspAnalysisFree(&d->analysis); /* before its text: the context quotes it */
	lspLinesFree(&d->lines);
	free(d->text);
	d->text = NULL;
}

void lspDocumentUpdate(LspDocument *d, const char *text, size_t len, int64_t version, const LspConfig *cfg)
{
	drop(d);
	d->text = dupN(text, len);
	d->len = len;
	d->version = version;
	lspLinesInit(&d->lines, d->text, d->len);
	d->splitMarker = lspConfigSplitMarker(cfg, d->text, d->len);
	double t0 = now();
	lspAnalyze(&d->analysis, d->path, d->text, d->len, d->splitMarker, cfg);
	double t1 = now();
	catalogueFor(cfg);
	d->catalogue = catCtx ? &cat : NULL;
	d->catalogueCtx = catCtx;
	lspIndexBuild(&d->index, d->text, d->len, d->catalogue, d->splitMarker);
	d->checkSeconds = t1 - t0;
	d->indexSeconds = now() - t1;
}

LspDocument *lspDocumentOpen(const char *uri, const char *text, size_t len, int64_t version, const LspConfig *cfg)
{
	LspDocument *d = lspDocumentFind(uri);
	if (!d) {
		d = pirMalloc(sizeof *d);
		memset(d, 0, sizeof *d);
		d->uri = dupN(uri, strlen(uri));
		d->path = lspUriToPath(uri);
		docs = pirRealloc(docs, (numDocs + 1) * sizeof *docs);
		docs[numDocs++] = d;
	}
	lspDocumentUpdate(d, text, len, version, cfg);
	return d;
}

static void destroy(LspDocument *d)
{
	drop(d);
	free(d->uri);
	free(d->path);
	free(d);
}

void lspDocumentClose(const char *uri)
{
	for (size_t i = 0; i < numDocs; i++)
		if (!strcmp(docs[i]->uri, uri)) {
			destroy(docs[i]);
			docs[i] = docs[--numDocs];
			return;
		}
}

void lspDocumentCloseAll(void)
{
	for (size_t i = 0; i < numDocs; i++)
		destroy(docs[i]);
	free(docs);
	docs = NULL;
	numDocs = 0;
	if (catCtx) {
		lspCatalogueFree(&cat);
		pirContextDestroy(catCtx);
		catCtx = NULL;
	}
}
