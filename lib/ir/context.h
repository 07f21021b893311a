/* context.h: the IrContext. It owns the arena where uniqued types,
 * attributes, attribute dictionaries and interned identifiers live, the
 * registry of dialects and op infos, and the diagnostic engine. */
#ifndef PIR_CONTEXT_H
#define PIR_CONTEXT_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "arena.h"

typedef struct PirContext PirContext;
typedef struct PirType PirType;
typedef struct PirAttribute PirAttribute;
typedef struct PirAttrDict PirAttrDict;
typedef struct PirOpInfo PirOpInfo;
typedef struct PirDialect PirDialect;
typedef struct PirOperation PirOperation;

/* An interned string. Two identifiers are equal iff their pointers are. */
typedef struct PirIdent {
	uint32_t len;
	uint32_t hash;
	char str[]; /* NUL-terminated */
} PirIdent;

/* A source position. file is NULL for IR that was built, not parsed. */
typedef struct PirLocation {
	PirIdent *file;
	uint32_t line, col;
} PirLocation;

/* A source position as an operation stores it, in 4 bytes (lib/ir/locations.c).
 * Most positions are inline: a line below 2^24, a column below 64, and no
 * file or the first file the context packed. Any other position is kept
 * once in the context's table of positions, and the word is its index
 * with the top bit set. Nothing is lost either way. */
typedef struct PirOpLocation {
	uint32_t word;
} PirOpLocation;

enum {
	PIR_OP_LOC_LINE_BITS = 24,
	PIR_OP_LOC_COL_BITS = 6,
	PIR_OP_LOC_FILE_BIT = 1u << 30,
	PIR_OP_LOC_TABLE_BIT = 1u << 31,
};

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
PirContext *pirContextCreate(void);
/* A context with no dialect at all, for tools that bring their own. */
PirContext *pirContextCreateEmpty(void);
void pirContextDestroy(PirContext *ctx);
PirArena *pirContextGetArena(PirContext *ctx);

/* Levenshtein distance; (size_t)-1 for strings over 64 bytes. */
size_t pirEditDistance(const char *a, size_t la, const char *b, size_t lb);
uint32_t pirHashBytes(const void *p, size_t n, uint32_t seed);
PirIdent *pirIdentGet(PirContext *ctx, const char *s, size_t n);
PirIdent *pirIdentGetCStr(PirContext *ctx, const char *s);

PirOpLocation pirContextPackLocation(PirContext *ctx, PirLocation loc);
PirLocation pirContextUnpackLocation(const PirContext *ctx, PirOpLocation loc);

/* Positions in files that have no lines to point at (PIR JSON, where the
 * layout is not the user's, and ProgramDesc protobuf) are labels: a
 * PirLocation {file, 0, 1 + label}. {file, 0, 0} is the file alone.
 * A label is `parent`'s label (when parent is a label location), then
 * prefix, the decimal index and suffix (each ident may be NULL):
 *   program.regions[0].blocks[0].ops[  12  ] ('1.conv2d')
 * so an op's label costs one record, its strings shared with its
 * neighbours'. Diagnostics print "file: label: error: ...". */
PirLocation pirLocationGetLabel(PirContext *ctx, PirIdent *file, PirLocation parent, PirIdent *prefix, uint64_t index,
				PirIdent *suffix);
/* Writes loc's label into buf (NUL-terminated, cut to size); returns its
 * length, 0 when loc is no label. */
size_t pirLocationFormatLabel(const PirContext *ctx, PirLocation loc, char *buf, size_t size);

/* Source buffers, so diagnostics can show the offending line. The buffer is
 * borrowed: it must outlive every diagnostic that points into it. */
void pirContextAddSource(PirContext *ctx, PirIdent *name, const char *buf, size_t len);
/* Forgets the most recently added source if it is buf (the caller is
 * about to free it). */
void pirContextRemoveSource(PirContext *ctx, const char *buf);

/* Diagnostics. The default handler prints
 *   file:line:col: error: message
 *   <source line>
 *       ^
 * to stderr. */
void pirContextSetDiagnosticHandler(PirContext *ctx, PirDiagnosticHandler h, void *userData);
/* The handler set now (NULL: the standard printer), so that a handler can
 * wrap the one before it and put it back. */
void pirContextGetDiagnosticHandler(PirContext *ctx, PirDiagnosticHandler *h, void **userData);
void pirEmitDiagnostic(PirContext *ctx, PirSeverity sev, PirLocation loc, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
void pirEmitDiagnosticV(PirContext *ctx, PirSeverity sev, PirLocation loc, const char *fmt, va_list ap);
#define pirEmitError(ctx, loc, ...) pirEmitDiagnostic((ctx), PIR_SEV_ERROR, (loc), __VA_ARGS__)
/* Error on an op: prefixed with the op name, "'pd_op.if' op ...". */
void pirEmitOpError(PirOperation *op, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Line `line` (1-based) of a source the context holds, without its newline;
 * NULL when the file is not held. */
const char *pirContextGetSourceLine(PirContext *ctx, PirIdent *file, uint32_t line, size_t *len);
unsigned pirContextGetErrorCount(PirContext *ctx);
/* At most `limit` errors are printed by the default handler (0: all, the
 * default of the library; pir-opt's --error-limit is 20): later errors are
 * counted (pirContextGetErrorCount) but neither printed nor are the notes
 * that follow them. A handler set with pirContextSetDiagnosticHandler
 * sees every diagnostic. */
void pirContextSetErrorLimit(PirContext *ctx, unsigned limit);
/* How many errors the limit kept from being printed. */
unsigned pirContextGetHiddenErrorCount(PirContext *ctx);
/* Prints a diagnostic in the standard layout to f (used by handlers). */
void pirPrintDiagnostic(PirContext *ctx, const PirDiagnostic *d, void *file);

/* Whether ops of unknown dialects/names are accepted (as opaque ops). */
void pirContextSetAllowUnregistered(PirContext *ctx, bool allow);
bool pirContextGetAllowUnregistered(PirContext *ctx);

#endif
