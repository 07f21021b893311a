/* protocol.h: JSON-RPC messages of LSP: reading members of a request
 * (the compact tree of lib/json/json_tree.h, from yajl) and writing
 * responses and notifications (jansson), ranges and locations in LSP's
 * UTF-16 positions (positions.h). */
#ifndef PIR_LSP_PROTOCOL_H
#define PIR_LSP_PROTOCOL_H

#include <jansson.h>
#include <stdbool.h>
#include <stdint.h>

#include "../../lib/json/json_tree.h"
#include "positions.h"

/* JSON-RPC and LSP error codes. */
enum {
	LSP_PARSE_ERROR = -32700,
	LSP_INVALID_REQUEST = -32600,
	LSP_METHOD_NOT_FOUND = -32601,
	LSP_INVALID_PARAMS = -32602,
	LSP_SERVER_NOT_INITIALIZED = -32002,
};

/* The member `key` of an object, NULL when absent or n is no object. */
const PirJsonNode *lspMember(const PirJsonNode *n, const char *key);
/* A string member, NULL when absent or no string. */
const char *lspString(const PirJsonNode *n, const char *key);
/* An integer member, or deflt. */
int64_t lspInt(const PirJsonNode *n, const char *key, int64_t deflt);
bool lspBool(const PirJsonNode *n, const char *key, bool deflt);
/* params.position as an LspPosition; false when absent or not numbers. */
bool lspPositionParam(const PirJsonNode *params, LspPosition *p);

/* A JSON string of s[0..n), any byte that is not UTF-8 (or NUL) as '?'. */
json_t *lspJsonString(const char *s, size_t n);
json_t *lspJsonPosition(LspPosition p);
json_t *lspJsonRange(const LspLines *l, size_t start, size_t end);
json_t *lspJsonLocation(const char *uri, const LspLines *l, size_t start, size_t end);

/* The output descriptor every send writes to (stdout by default). */
void lspSetOutput(int fd);
/* Sends {"jsonrpc":"2.0","id":id,"result":result} (takes result; NULL: null). */
void lspSendResult(const PirJsonNode *id, json_t *result);
void lspSendError(const PirJsonNode *id, int code, const char *message);
void lspSendNotification(const char *method, json_t *params);
/* Whether some send failed (the client is gone). */
bool lspOutputFailed(void);

#endif
