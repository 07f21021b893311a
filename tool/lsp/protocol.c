/* protocol.c: JSON-RPC helpers of the server (protocol.h). */
#include "protocol.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../../lib/ir/arena.h"
#include "../../lib/ir/utf8.h"
#include "transport.h"

static int outFd = 1;
static bool outFailed;

const PirJsonNode *lspMember(const PirJsonNode *n, const char *key)
{
	if (!n || n->kind != PIR_JSON_OBJECT)
		return NULL;
	for (const PirJsonNode *c = n->child; c; c = c->next)
		if (!strcmp(c->key, key))
			return c;
	return NULL;
}

const char *lspString(const PirJsonNode *n, const char *key)
{
	const PirJsonNode *m = lspMember(n, key);
	return m && m->kind == PIR_JSON_STRING ? m->str : NULL;
}

int64_t lspInt(const PirJsonNode *n, const char *key, int64_t deflt)
{
	const PirJsonNode *m = lspMember(n, key);
	if (m && m->kind == PIR_JSON_INT)
		return m->i;
	if (m && m->kind == PIR_JSON_REAL && m->d >= 0 && m->d < 4e9)
		return (int64_t)m->d;
	return deflt;
}

bool lspBool(const PirJsonNode *n, const char *key, bool deflt)
{
	const PirJsonNode *m = lspMember(n, key);
	return m && (m->kind == PIR_JSON_TRUE || m->kind == PIR_JSON_FALSE) ? m->kind == PIR_JSON_TRUE : deflt;
}

bool lspPositionParam(const PirJsonNode *params, LspPosition *p)
{
	const PirJsonNode *pos = lspMember(params, "position");
	int64_t line = lspInt(pos, "line", -1), ch = lspInt(pos, "character", -1);
	if (line < 0 || ch < 0 || line > UINT32_MAX || ch > UINT32_MAX)
		return false;
	*p = (LspPosition){(uint32_t)line, (uint32_t)ch};
	return true;
}

json_t *lspJsonPosition(LspPosition p)
{
	return json_pack("{s:I,s:I}", "line", (json_int_t)p.line, "character", (json_int_t)p.character);
}

json_t *lspJsonRange(const LspLines *l, size_t start, size_t end)
{
	return json_pack("{s:o,s:o}", "start", lspJsonPosition(lspPositionOfOffset(l, start)), "end",
			 lspJsonPosition(lspPositionOfOffset(l, end)));
}

json_t *lspJsonLocation(const char *uri, const LspLines *l, size_t start, size_t end)
{
	return json_pack("{s:s,s:o}", "uri", uri, "range", lspJsonRange(l, start, end));
}

void lspSetOutput(int fd)
{
	outFd = fd;
}

bool lspOutputFailed(void)
{
	return outFailed;
}

static json_t *idJson(const PirJsonNode *id)
{
	if (id && id->kind == PIR_JSON_INT)
		return json_integer((json_int_t)id->i);
	if (id && id->kind == PIR_JSON_STRING)
		return json_string(id->str);
	return json_null();
}

static void send(json_t *msg)
{
	if (!msg) /* a json_pack that failed: a bug, but no reason to die */
		return;
	char *s = json_dumps(msg, JSON_COMPACT);
	if (!s || !lspWriteMessage(outFd, s, strlen(s)))
		outFailed = true;
	/* The string comes from jansson's allocator, which may be the chunks of
	 * lib/json/json_alloc.c (a message's memory, dropped at once). */
	json_malloc_t m;
	json_free_t f;
	json_get_alloc_funcs(&m, &f);
	if (s)
		f(s);
	json_decref(msg);
}

void lspSendResult(const PirJsonNode *id, json_t *result)
{
	send(json_pack("{s:s,s:o,s:o}", "jsonrpc", "2.0", "id", idJson(id), "result", result ? result : json_null()));
}

void lspSendError(const PirJsonNode *id, int code, const char *message)
{
	send(json_pack("{s:s,s:o,s:{s:i,s:s}}", "jsonrpc", "2.0", "id", idJson(id), "error", "code", code, "message",
		       message));
}

void lspSendNotification(const char *method, json_t *params)
{
	send(json_pack("{s:s,s:s,s:o}", "jsonrpc", "2.0", "method", method, "params", params));
}

json_t *lspJsonString(const char *s, size_t n)
{
	size_t bad;
	if (pirUtf8Validate(s, n, &bad))
		return json_stringn(s, n);
	char *t = pirMalloc(n + 1);
	memcpy(t, s, n);
	while (!pirUtf8Validate(t, n, &bad))
		t[bad] = '?';
	json_t *j = json_stringn(t, n);
	free(t);
	return j;
}
