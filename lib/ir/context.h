/* context.h: the IrContext (public; context_private.h holds what only the
 * library sees). It owns the arena where uniqued types,
 * attributes, attribute dictionaries and interned identifiers live, the
 * registry of dialects and op infos, and the diagnostic engine. */
#ifndef PIR_CONTEXT_H
#define PIR_CONTEXT_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../pir_api.h"

typedef struct PirContext PirContext;
typedef struct PirType PirType;
typedef struct PirAttribute PirAttribute;
typedef struct PirAttrDict PirAttrDict;
typedef struct PirOpInfo PirOpInfo;
typedef struct PirDialect PirDialect;
typedef struct PirOperation PirOperation;
/* An interned string. Two identifiers are equal iff their pointers are. */
typedef struct PirIdent PirIdent;

/* A source position. file is NULL for IR that was built, not parsed. */
typedef struct PirLocation {
	PirIdent *file;
	uint32_t line, col;
} PirLocation;

typedef enum PirSeverity {
	PIR_SEV_ERROR,
	PIR_SEV_WARNING,
	PIR_SEV_NOTE,
} PirSeverity;

typedef struct PirDiagnostic {
	PirSeverity severity;
	PirLocation loc;
	const char *message;
} PirDiagnostic;

typedef void (*PirDiagnosticHandler)(const PirDiagnostic *d, void *userData);

/* A context with the shipped dialects (builtin, pd_op, cf) registered from
 * tables compiled into the library: no YAML is parsed, so this is cheap.
 * Returns NULL when memory runs out, or (after a diagnostic on stderr) if
 * those tables are broken. Load more dialects with pirDialectLoadFile. */
PIR_API PirContext *pirContextCreate(void);
/* A context with no dialect at all, for tools that bring their own. */
PIR_API PirContext *pirContextCreateEmpty(void);
PIR_API void pirContextDestroy(PirContext *ctx);

PIR_API PirIdent *pirIdentGet(PirContext *ctx, const char *s, size_t n);
PIR_API PirIdent *pirIdentGetCStr(PirContext *ctx, const char *s);

/* Writes loc's label into buf (NUL-terminated, cut to size); returns its
 * length, 0 when loc is no label. */
PIR_API size_t pirLocationFormatLabel(const PirContext *ctx, PirLocation loc, char *buf, size_t size);

/* Source buffers, so diagnostics can show the offending line. The buffer is
 * borrowed: it must outlive every diagnostic that points into it. */
PIR_API void pirContextAddSource(PirContext *ctx, PirIdent *name, const char *buf, size_t len);
/* Forgets the most recently added source if it is buf (the caller is
 * about to free it). */
PIR_API void pirContextRemoveSource(PirContext *ctx, const char *buf);

/* Diagnostics. The default handler prints
 *   file:line:col: error: message
 *   <source line>
 *       ^
 * to stderr. */
PIR_API void pirContextSetDiagnosticHandler(PirContext *ctx, PirDiagnosticHandler h, void *userData);
/* The handler set now (NULL: the standard printer), so that a handler can
 * wrap the one before it and put it back. */
PIR_API void pirContextGetDiagnosticHandler(PirContext *ctx, PirDiagnosticHandler *h, void **userData);
PIR_API void pirEmitDiagnostic(PirContext *ctx, PirSeverity sev, PirLocation loc, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
PIR_API void pirEmitDiagnosticV(PirContext *ctx, PirSeverity sev, PirLocation loc, const char *fmt, va_list ap);
#define pirEmitError(ctx, loc, ...) pirEmitDiagnostic((ctx), PIR_SEV_ERROR, (loc), __VA_ARGS__)
/* Error on an op: prefixed with the op name, "'pd_op.if' op ...". */
PIR_API void pirEmitOpError(PirOperation *op, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Line `line` (1-based) of a source the context holds, without its newline;
 * NULL when the file is not held. */
PIR_API const char *pirContextGetSourceLine(PirContext *ctx, PirIdent *file, uint32_t line, size_t *len);
PIR_API unsigned pirContextGetErrorCount(PirContext *ctx);
/* At most `limit` errors are printed by the default handler (0: all, the
 * default of the library; pir-opt's --error-limit is 20): later errors are
 * counted (pirContextGetErrorCount) but neither printed nor are the notes
 * that follow them. A handler set with pirContextSetDiagnosticHandler
 * sees every diagnostic. */
PIR_API void pirContextSetErrorLimit(PirContext *ctx, unsigned limit);
/* How many errors the limit kept from being printed. */
PIR_API unsigned pirContextGetHiddenErrorCount(PirContext *ctx);
/* Prints a diagnostic in the standard layout to f (used by handlers). */
PIR_API void pirPrintDiagnostic(PirContext *ctx, const PirDiagnostic *d, void *file);

/* Whether ops of unknown dialects/names are accepted (as opaque ops). */
PIR_API void pirContextSetAllowUnregistered(PirContext *ctx, bool allow);
PIR_API bool pirContextGetAllowUnregistered(PirContext *ctx);

/* The characters of an identifier (NUL-terminated) and their number. */
PIR_ACCESSOR const char *pirIdentGetString(const PirIdent *id);
PIR_ACCESSOR size_t pirIdentGetLength(const PirIdent *id);

/* Out of memory. Every allocation of the library calls the handler set
 * here (process-wide) with the size that could not be had, when it fails
 * (0 when a third-party library, libyaml, failed without saying how much
 * it asked for).
 * The handler decides: pir-opt prints an error and exits 1; a library user
 * can longjmp back to a point of its own (after which the context and
 * programs in use may only be destroyed). The handler must not return.
 * Without a handler, pirContextCreate, pirProgramReadFile and
 * pirPassManagerRun fail with an "out of memory" diagnostic (returning
 * NULL or false); anywhere else (building IR by hand, the lower-level
 * calls) the library can neither go on nor report the failure through a
 * return value, and raises SIGABRT. Returns the previous handler. */
typedef void (*PirOutOfMemoryHandler)(size_t size, void *userData);
PIR_API PirOutOfMemoryHandler pirSetOutOfMemoryHandler(PirOutOfMemoryHandler h, void *userData);

#ifdef PIR_BUILDING_PIR
#include "context_private.h"
#endif

#endif
