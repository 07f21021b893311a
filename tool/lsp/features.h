/* features.h: the language features, one file each: diagnostics.c,
 * definition.c (definition and references), hover.c, symbols.c (document
 * symbols and folding ranges), completion.c. Each takes the request's
 * params and returns the result (a new JSON value, NULL for null). */
#ifndef PIR_LSP_FEATURES_H
#define PIR_LSP_FEATURES_H

#include <jansson.h>

#include "../../lib/json/json_tree.h"
#include "document.h"

/* textDocument/publishDiagnostics of d: every diagnostic of its check. */
void lspPublishDiagnostics(const LspDocument *d);
json_t *lspDefinition(const LspDocument *d, const PirJsonNode *params);
json_t *lspReferences(const LspDocument *d, const PirJsonNode *params);
json_t *lspHover(const LspDocument *d, const PirJsonNode *params);
json_t *lspDocumentSymbols(const LspDocument *d, const PirJsonNode *params);
json_t *lspFoldingRanges(const LspDocument *d, const PirJsonNode *params);
json_t *lspCompletion(const LspDocument *d, const PirJsonNode *params);

#endif
