/* config.h: how the server reads a document (docs/lsp.md, "Configuration"):
 * from the command line and from the client's initializationOptions
 * (which win). */
#ifndef PIR_LSP_CONFIG_H
#define PIR_LSP_CONFIG_H

#include <stdbool.h>
#include <stddef.h>

typedef enum LspSplitMode {
	LSP_SPLIT_AUTO, /* split when a `// RUN:` line passes --split-input-file (lit tests) */
	LSP_SPLIT_ALWAYS,
	LSP_SPLIT_NEVER,
} LspSplitMode;

typedef struct LspConfig {
	LspSplitMode split;
	char *splitMarker; /* "// -----" unless configured */
	char **dialects;   /* --dialect files, absolute or relative to rootPath */
	size_t numDialects;
	bool allowUnregistered, allowUndefined;
	char *rootPath; /* the workspace folder, NULL: the server's directory */
	unsigned generation; /* bumped by every change of the above */
} LspConfig;

void lspConfigInit(LspConfig *c);
void lspConfigFree(LspConfig *c);
void lspConfigAddDialect(LspConfig *c, const char *path);
/* Dialect file i, relative to rootPath unless absolute (a static buffer). */
const char *lspConfigDialectPath(const LspConfig *c, size_t i);
/* The split marker to use for text[0..len), or NULL for one chunk. */
const char *lspConfigSplitMarker(const LspConfig *c, const char *text, size_t len);

#endif
