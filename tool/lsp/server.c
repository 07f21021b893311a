/* server.c: the message loop. Each message is parsed into the compact
 * JSON tree (lib/json/json_tree.c) in the chunks of lib/json/json_alloc.c,
 * answered with jansson values built in the same chunks, and all of it is
 * dropped at once afterwards. Document checks run after that (a PIR JSON
 * document is read by the library with those chunks of its own), from a
 * copy of the text, and their diagnostics are published then. Changes are
 * incremental (ranges) or whole texts, as the client likes. */
#include "server.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../../lib/ir/arena.h"
#include "../../lib/ir/utf8.h"
#include "../../lib/json/json_alloc.h"
#include "../../lib/pir.h"
#include "document.h"
#include "features.h"
#include "protocol.h"
#include "transport.h"

typedef enum State { STATE_NEW, STATE_RUNNING, STATE_SHUT_DOWN } State;

/* A check to run once the message is done with: a document's new text
 * (open or change), or every document (configuration change). */
typedef struct Pending {
	char *uri, *text;
	size_t len;
	int64_t version;
	bool all;
} Pending;

typedef struct Server {
	LspServerOptions *o;
	State state;
	bool exitNow;
	bool nulMapped; /* the message's \u0000 escapes were read as U+FFFF */
	Pending pending;
} Server;

/* A NUL in a document (an editor may hold one) comes as \u0000, which the
 * JSON tree refuses (its strings are NUL-terminated): each such escape is
 * rewritten in place as \uffff, a character of the same UTF-16 length,
 * and the document's U+FFFF are NUL bytes again (setPending), so the
 * library reports the NUL where pir-opt does. A U+FFFF of the document
 * itself becomes a NUL too: it is no character either. Returns whether
 * any escape was rewritten. */
static bool mapNulEscapes(char *body, size_t len)
{
	bool any = false;
	for (size_t i = 0; i + 1 < len; i++) {
		if (body[i] != '\\')
			continue;
		if (body[i + 1] == 'u' && i + 5 < len && !memcmp(body + i + 2, "0000", 4)) {
			memcpy(body + i + 2, "ffff", 4);
			any = true;
		}
		i++; /* the escaped character */
	}
	return any;
}

/* U+FFFF (EF BF BF) back to NUL in text[0..len); the new length. */
static size_t unmapNuls(char *text, size_t len)
{
	size_t o = 0;
	for (size_t i = 0; i < len; i++) {
		if ((unsigned char)text[i] == 0xef && i + 2 < len && (unsigned char)text[i + 1] == 0xbf &&
		    (unsigned char)text[i + 2] == 0xbf) {
			text[o++] = '\0';
			i += 2;
		} else {
			text[o++] = text[i];
		}
	}
	return o;
}

static double now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static char *dupStr(const char *s)
{
	size_t n = strlen(s);
	char *d = pirMalloc(n + 1);
	memcpy(d, s, n + 1);
	return d;
}

/* initializationOptions or settings: the fields of docs/lsp.md. */
static void readConfig(LspConfig *c, const PirJsonNode *opts)
{
	if (!opts || opts->kind != PIR_JSON_OBJECT)
		return;
	c->generation++;
	const PirJsonNode *s = lspMember(opts, "splitInputFile");
	if (s && s->kind == PIR_JSON_TRUE)
		c->split = LSP_SPLIT_ALWAYS;
	else if (s && s->kind == PIR_JSON_FALSE)
		c->split = LSP_SPLIT_NEVER;
	else if (s && s->kind == PIR_JSON_STRING && !strcmp(s->str, "auto"))
		c->split = LSP_SPLIT_AUTO;
	else if (s && s->kind == PIR_JSON_STRING && s->str[0]) {
		c->split = LSP_SPLIT_ALWAYS;
		free(c->splitMarker);
		c->splitMarker = dupStr(s->str);
	}
	const PirJsonNode *d = lspMember(opts, "dialects");
	if (d && d->kind == PIR_JSON_ARRAY) {
		for (size_t i = 0; i < c->numDialects; i++)
			free(c->dialects[i]);
		c->numDialects = 0;
		for (const PirJsonNode *e = d->child; e; e = e->next)
			if (e->kind == PIR_JSON_STRING)
				lspConfigAddDialect(c, e->str);
	}
	c->allowUnregistered = lspBool(opts, "allowUnregisteredDialect", c->allowUnregistered);
	c->allowUndefined = lspBool(opts, "allowUndefinedValues", c->allowUndefined);
}

static json_t *capabilities(void)
{
	return json_pack("{s:s,s:{s:b,s:i,s:{s:b}},s:b,s:b,s:b,s:b,s:b,s:{s:[s,s,s,s,s],s:b}}", "positionEncoding",
			 "utf-16", "textDocumentSync", "openClose", 1, "change", 2, "save", "includeText", 0,
			 "definitionProvider", 1, "referencesProvider", 1, "hoverProvider", 1, "documentSymbolProvider",
			 1, "foldingRangeProvider", 1, "completionProvider", "triggerCharacters", "\"", "{", ",", ")",
			 "(", "resolveProvider", 0);
}

static void initialize(Server *s, const PirJsonNode *id, const PirJsonNode *params)
{
	LspConfig *c = &s->o->config;
	const char *root = lspString(params, "rootUri");
	const char *rootPath = lspString(params, "rootPath");
	if (root || rootPath) {
		free(c->rootPath);
		c->rootPath = root ? lspUriToPath(root) : dupStr(rootPath);
		c->generation++;
	}
	readConfig(c, lspMember(params, "initializationOptions"));
	s->state = STATE_RUNNING;
	lspSendResult(id, json_pack("{s:o,s:{s:s,s:s}}", "capabilities", capabilities(), "serverInfo", "name",
				    "pir-lsp-server", "version", PIR_VERSION));
}

static void setPending(Server *s, const char *uri, const char *text, size_t len, int64_t version)
{
	free(s->pending.uri);
	free(s->pending.text);
	s->pending = (Pending){.uri = dupStr(uri), .len = len, .version = version};
	s->pending.text = pirMalloc(len + 1);
	memcpy(s->pending.text, text, len);
	if (s->nulMapped)
		s->pending.len = len = unmapNuls(s->pending.text, len);
	s->pending.text[len] = '\0';
}

static void runPending(Server *s)
{
	Pending *p = &s->pending;
	double t0 = now();
	if (p->uri) {
		LspDocument *d = lspDocumentFind(p->uri);
		if (d)
			lspDocumentUpdate(d, p->text, p->len, p->version, &s->o->config);
		else
			d = lspDocumentOpen(p->uri, p->text, p->len, p->version, &s->o->config);
		lspPublishDiagnostics(d);
		if (s->o->logTiming)
			fprintf(stderr, "pir-lsp-server: checked %s: %zu bytes, %zu ops read, %zu diagnostics; read+verify %.1f ms, index %.1f ms, total with publishing %.1f ms\n",
				d->path, d->len, d->analysis.numOps, d->analysis.numDiags, 1e3 * d->checkSeconds,
				1e3 * d->indexSeconds, 1e3 * (now() - t0));
	}
	if (p->all) {
		size_t n;
		LspDocument **all = lspDocuments(&n);
		for (size_t i = 0; i < n; i++) {
			char *text = pirMalloc(all[i]->len + 1);
			memcpy(text, all[i]->text, all[i]->len + 1);
			lspDocumentUpdate(all[i], text, all[i]->len, all[i]->version, &s->o->config);
			free(text);
			lspPublishDiagnostics(all[i]);
		}
	}
	free(p->uri);
	free(p->text);
	memset(p, 0, sizeof *p);
}

/* The text after the changes of a didChange, applied in order to the
 * document's text: a change with a range replaces that range (positions
 * in UTF-16, in the text as the changes before it left it), one without
 * replaces everything. NULL when a change is malformed. */
static char *applyChanges(const LspDocument *d, const PirJsonNode *params, size_t *lenOut)
{
	const PirJsonNode *changes = lspMember(params, "contentChanges");
	if (!changes || changes->kind != PIR_JSON_ARRAY)
		return NULL;
	size_t len = d->len;
	char *cur = pirMalloc(len + 1);
	memcpy(cur, d->text, len + 1);
	for (const PirJsonNode *c = changes->child; c; c = c->next) {
		const PirJsonNode *t = lspMember(c, "text"), *range = lspMember(c, "range");
		if (!t || t->kind != PIR_JSON_STRING) {
			free(cur);
			return NULL;
		}
		size_t s = 0, e = len;
		if (range) {
			LspPosition a, b;
			const PirJsonNode *pa = lspMember(range, "start"), *pb = lspMember(range, "end");
			int64_t al = lspInt(pa, "line", -1), ac = lspInt(pa, "character", -1);
			int64_t bl = lspInt(pb, "line", -1), bc = lspInt(pb, "character", -1);
			if (al < 0 || ac < 0 || bl < 0 || bc < 0 || al > UINT32_MAX || ac > UINT32_MAX || bl > UINT32_MAX ||
			    bc > UINT32_MAX) {
				free(cur);
				return NULL;
			}
			a = (LspPosition){(uint32_t)al, (uint32_t)ac};
			b = (LspPosition){(uint32_t)bl, (uint32_t)bc};
			LspLines l;
			lspLinesInit(&l, cur, len);
			s = lspOffsetOfPosition(&l, a);
			e = lspOffsetOfPosition(&l, b);
			lspLinesFree(&l);
			if (e < s)
				e = s;
		}
		size_t n = t->len, newLen = len - (e - s) + n;
		char *next = pirMalloc(newLen + 1);
		memcpy(next, cur, s);
		memcpy(next + s, t->str, n);
		memcpy(next + s + n, cur + e, len - e);
		next[newLen] = '\0';
		free(cur);
		cur = next;
		len = newLen;
	}
	*lenOut = len;
	return cur;
}

typedef json_t *(*Feature)(const LspDocument *d, const PirJsonNode *params);

static const struct {
	const char *method;
	Feature fn;
} features[] = {
	{"textDocument/definition", lspDefinition},
	{"textDocument/references", lspReferences},
	{"textDocument/hover", lspHover},
	{"textDocument/documentSymbol", lspDocumentSymbols},
	{"textDocument/foldingRange", lspFoldingRanges},
	{"textDocument/completion", lspCompletion},
};

static void dispatch(Server *s, const PirJsonNode *msg)
{
	const char *method = lspString(msg, "method");
	const PirJsonNode *id = lspMember(msg, "id"), *params = lspMember(msg, "params");
	if (!method) {
		if (id && !lspMember(msg, "result") && !lspMember(msg, "error"))
			lspSendError(id, LSP_INVALID_REQUEST, "a request without a method");
		return; /* a response to a request of ours: we send none */
	}
	if (!strcmp(method, "exit")) {
		s->exitNow = true;
		return;
	}
	if (s->state == STATE_NEW) {
		if (!strcmp(method, "initialize") && id)
			initialize(s, id, params);
		else if (id)
			lspSendError(id, LSP_SERVER_NOT_INITIALIZED, "the server is not initialized");
		return;
	}
	if (s->state == STATE_SHUT_DOWN) {
		if (id)
			lspSendError(id, LSP_INVALID_REQUEST, "the server is shut down");
		return;
	}
	const PirJsonNode *td = lspMember(params, "textDocument");
	const char *uri = lspString(td, "uri");
	if (!strcmp(method, "initialize")) {
		if (id)
			lspSendError(id, LSP_INVALID_REQUEST, "initialize was sent twice");
	} else if (!strcmp(method, "shutdown")) {
		s->state = STATE_SHUT_DOWN;
		if (id)
			lspSendResult(id, NULL);
	} else if (!strcmp(method, "textDocument/didOpen")) {
		const PirJsonNode *text = lspMember(td, "text");
		if (uri && text && text->kind == PIR_JSON_STRING)
			setPending(s, uri, text->str, text->len, lspInt(td, "version", -1));
	} else if (!strcmp(method, "textDocument/didChange")) {
		LspDocument *d = uri ? lspDocumentFind(uri) : NULL;
		size_t len;
		char *text = d ? applyChanges(d, params, &len) : NULL;
		if (text)
			setPending(s, uri, text, len, lspInt(td, "version", -1));
		free(text);
	} else if (!strcmp(method, "textDocument/didClose")) {
		if (uri && lspDocumentFind(uri)) {
			lspDocumentClose(uri);
			lspSendNotification("textDocument/publishDiagnostics",
					    json_pack("{s:s,s:[]}", "uri", uri, "diagnostics"));
		}
	} else if (!strcmp(method, "workspace/didChangeConfiguration")) {
		const PirJsonNode *settings = lspMember(params, "settings");
		const PirJsonNode *pir = lspMember(settings, "pir");
		readConfig(&s->o->config, pir ? pir : settings);
		s->pending.all = true;
	} else {
		for (size_t i = 0; i < sizeof features / sizeof *features; i++)
			if (!strcmp(method, features[i].method)) {
				if (!id)
					return;
				LspDocument *d = uri ? lspDocumentFind(uri) : NULL;
				if (!d) {
					lspSendError(id, LSP_INVALID_PARAMS, "no such open document");
					return;
				}
				double t0 = now();
				lspSendResult(id, features[i].fn(d, params));
				if (s->o->logTiming)
					fprintf(stderr, "pir-lsp-server: %s: %.2f ms\n", method, 1e3 * (now() - t0));
				return;
			}
		/* Other notifications ($/cancelRequest, initialized, didSave, ...) need nothing. */
		if (id)
			lspSendError(id, LSP_METHOD_NOT_FOUND, "unsupported method");
	}
}

int lspServe(LspServerOptions *o)
{
	Server s = {.o = o};
	lspSetOutput(o->outFd);
	for (;;) {
		size_t len;
		const char *why;
		char *body = lspReadMessage(o->inFd, &len, &why);
		if (!body) {
			if (why)
				fprintf(stderr, "pir-lsp-server: error: %s\n", why);
			break;
		}
		size_t bad;
		PirJsonAlloc alloc;
		pirJsonAllocBegin(&alloc);
		PirJsonError err;
		size_t at;
		char whyJson[256];
		bool valid = pirUtf8Validate(body, len, &bad);
		PirJsonNode *msg = valid ? pirJsonParse(body, len, NULL, NULL, &err, &at, whyJson, sizeof whyJson) : NULL;
		s.nulMapped = false;
		if (!msg && valid && err == PIR_JSON_BAD_ESCAPE && mapNulEscapes(body, len)) {
			s.nulMapped = true;
			msg = pirJsonParse(body, len, NULL, NULL, &err, &at, whyJson, sizeof whyJson);
		}
		if (!msg || msg->kind != PIR_JSON_OBJECT)
			lspSendError(NULL, msg ? LSP_INVALID_REQUEST : LSP_PARSE_ERROR,
				     msg ? "a message that is no JSON object" : "a message that is not JSON (or not UTF-8)");
		else
			dispatch(&s, msg);
		pirJsonAllocEnd(&alloc);
		free(body);
		runPending(&s);
		if (s.exitNow || lspOutputFailed())
			break;
	}
	lspDocumentCloseAll();
	return s.exitNow && s.state == STATE_SHUT_DOWN ? 0 : 1;
}
