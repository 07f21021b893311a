/* dialects.h: loading op definitions (builtin, pd_op, cf ship inside the
 * binary; more can be loaded from YAML files at run time) and the C hooks
 * that definitions refer to by name. */
#ifndef PIR_DIALECTS_H
#define PIR_DIALECTS_H

#include "../lib/pir.h"

typedef struct PirEmbeddedFile {
	const char *name;
	const char *text;
	size_t len;
} PirEmbeddedFile;

/* The YAML files of dialects/, embedded at build time; NULL-terminated. */
extern const PirEmbeddedFile pirEmbeddedDialects[];
/* Hooks for "verifier:" and "format:" keys; terminated by a NULL name. */
extern const PirHookEntry pirControlFlowHooks[];

bool pirDialectsLoadBuiltin(PirContext *ctx);
bool pirDialectLoadFile(PirContext *ctx, const char *path);
bool pirDialectLoadString(PirContext *ctx, const char *fileName, const char *text, size_t len);

#endif
