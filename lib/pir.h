/* pir.h: the whole public API of libpir in one include (docs/c-api.md):
 * this header and the ones it includes are installed, and every function
 * they declare is marked PIR_API or PIR_ACCESSOR (pir_api.h, "the public
 * line"); nothing else is exported.
 * A context made with pirContextCreate already knows the shipped dialects,
 * so reading a program, in any format, takes pirProgramReadFile and
 * nothing else (reader.h). */
#ifndef PIR_H
#define PIR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "pir_api.h"
#include "ir/attributes.h"
#include "ir/builder.h"
#include "ir/context.h"
#include "formats.h"
#include "ir/ir.h"
#include "reader.h"
#include "text/text.h"
#include "sys/threads.h"
#include "ir/traits.h"
#include "ir/types.h"

#define PIR_VERSION "0.1.0"

/* --- dialects --- */
/* Op definitions in the YAML schema of docs/dialect-yaml.md; false after a
 * diagnostic. The shipped dialects (builtin, pd_op, cf) are already
 * registered by pirContextCreate; pirDialectsLoadBuiltin registers them in
 * a context made with pirContextCreateEmpty. */
PIR_API bool pirDialectLoadFile(PirContext *ctx, const char *path);
PIR_API bool pirDialectLoadString(PirContext *ctx, const char *fileName, const char *text, size_t len);
PIR_API bool pirDialectsLoadBuiltin(PirContext *ctx);
/* The definition of a registered op as `pir-opt --show-op NAME` prints it
 * (inputs, attributes, outputs, traits, roles, inference rule, eras), in
 * memory the caller frees with free(). Old spellings name their op as the
 * readers take them ("pd.add_n"). NULL when no op of that name is
 * registered (or memory ran out); then *suggestion, if not NULL, is the
 * closest registered op's name ("relu" -> "pd_op.relu"), or NULL. */
PIR_API char *pirContextGetOpDefinition(PirContext *ctx, const char *name, const char **suggestion);
/* Why name is no registered op, in the wording the readers use ("unknown
 * op 'pd_op.rellu' in dialect 'pd_op'; did you mean 'pd_op.relu'?"),
 * written to buf as snprintf writes (the count it returns); 0, with buf
 * untouched, when name is a registered op. */
PIR_API int pirContextExplainOpName(PirContext *ctx, const char *name, char *buf, size_t cap);
/* What a registered op's definition says of its attribute attrName:
 * *kinds, the kinds it may have (a bit set of 1u << PirAttrKind, 0: any),
 * *preferred, the kind a plain number takes where several would do
 * (PIR_ATTR_KIND_COUNT: none), *deflt, its default (NULL: required); each
 * out pointer may be NULL. Returns 1 when the op declares the attribute or
 * it is one Paddle puts on any op (stop_gradient, op_callstack, ...: kinds
 * 0, no default), 0 when the op is registered and does not, -1 when no op
 * of that name is registered. */
/* How many results a new op of that name has by its definition (today's
 * form: results only older releases wrote, such as reshape's xshape, left
 * out); -1 when no op of that name is registered or the count varies. */
PIR_API int pirContextGetOpNumResults(PirContext *ctx, const char *opName);
PIR_API int pirContextGetOpAttributeKinds(PirContext *ctx, const char *opName, const char *attrName, uint32_t *kinds,
					  PirAttrKind *preferred, PirAttribute **deflt);

/* --- passes --- */
/* A pass manager runs a pipeline of registered passes over a program,
 * verifying the IR after each pass that changed it (docs/passes.md). */
typedef struct PirPassManager PirPassManager;
PIR_API PirPassManager *pirPassManagerCreate(PirContext *ctx);
PIR_API void pirPassManagerDestroy(PirPassManager *pm);
/* Appends passes in pipeline syntax: "cse,dce" or
 * "builtin.module(cse,dce{...})"; false after a diagnostic. */
PIR_API bool pirPassManagerAddPipeline(PirPassManager *pm, const char *pipeline);
/* Verification after each pass (on by default). */
PIR_API void pirPassManagerEnableVerifier(PirPassManager *pm, bool enable);
/* false after a diagnostic when a pass failed or broke the IR, or memory
 * ran out (then the program may only be destroyed). */
PIR_API bool pirPassManagerRun(PirPassManager *pm, PirProgram *prog);
/* Whether some pass of the last run changed the program. */
PIR_API bool pirPassManagerChanged(const PirPassManager *pm);
/* The counters the passes keep (what they changed), accumulated over runs. */
PIR_API void pirPassManagerPrintStatistics(const PirPassManager *pm, FILE *f);
/* The i-th registered pass: its pipeline name ("cse") and, if summary is
 * not NULL, a one-line summary; NULL past the last pass. */
PIR_API const char *pirPassGetArgument(size_t i, const char **summary);

#ifdef PIR_BUILDING_PIR
/* Inside pir's own build, the private headers too (not installed). */
#include "ir/arena.h"
#include "ir/infer.h"
#include "ir/opinfo.h"
#endif

#endif
