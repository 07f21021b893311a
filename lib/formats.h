/* formats.h: the program files Paddle keeps on disk, beside PIR text:
 * Paddle 3's PIR JSON (read and written) and the legacy ProgramDesc
 * protobuf (`*.pdmodel`, `__model__`; read and translated to PIR the way
 * Paddle's ProgramTranslator does). docs/file-formats.md describes both. */
#ifndef PIR_FORMATS_H
#define PIR_FORMATS_H

#include <stdio.h>

#include "ir/ir.h"

typedef enum PirFileFormat {
	PIR_FORMAT_TEXT,
	PIR_FORMAT_JSON,
	PIR_FORMAT_PROGRAMDESC,
	PIR_FORMAT_PARAMS, /* Paddle's weights (*.pdiparams): no program, read by no reader */
} PirFileFormat;

/* Decides by content, never by file name: weights when the bytes start
 * like a saved tensor; JSON when the first non-blank byte is '{' and a
 * quoted key and ':' follow; a ProgramDesc when the bytes look like
 * protobuf (see docs/file-formats.md); text otherwise. */
PIR_API PirFileFormat pirDetectFileFormat(const char *buf, size_t len);
PIR_API const char *pirFileFormatName(PirFileFormat f);

/* The "base_code" header of a JSON program. */
typedef struct PirJsonInfo {
	int64_t version; /* PIR serialization version (1 = Paddle 3.0) */
	bool trainable;  /* per-result stop_gradient/persistable ("OA") written */
} PirJsonInfo;

/* Reads a JSON program. Errors are reported through the context's
 * diagnostics (file:line:col of syntax errors; the JSON path of the
 * offending item otherwise) and give NULL. info may be NULL. What of the
 * header the writer could not derive again is also kept on the program's
 * module (attributes base_code.version / base_code.trainable, printed in
 * text: docs/file-formats.md, "Versions"). */
PIR_API PirProgram *pirJsonReadProgram(PirContext *ctx, const char *fileName, const char *buf, size_t len,
			       PirJsonInfo *info);
/* Writes prog as Paddle's JSON (compact, keys sorted like Paddle's
 * writer). info NULL: the module's base_code attributes, else trainable
 * and the lowest version whose forms cover prog. Returns false, with a
 * diagnostic, when the program holds something JSON cannot express. */
PIR_API bool pirJsonWriteProgram(PirProgram *prog, const PirJsonInfo *info, FILE *f);
/* The same into a malloc'ed NUL-terminated string; NULL on failure. */
PIR_API char *pirProgramToJson(PirProgram *prog, const PirJsonInfo *info, size_t *len);

/* What the ProgramDesc translation added beyond the legacy ops, so the op
 * count can be checked: translated ops = legacy ops - dropped + added. */
typedef struct PirTranslateStats {
	size_t legacyOps;     /* OpDescs in all blocks */
	size_t feeds, fetches;/* feed/fetch OpDescs (become pd_op.data / pd_op.fetch) */
	size_t parameters;    /* builtin.parameter */
	size_t setParameters; /* builtin.set_parameter */
	size_t dataOps;       /* pd_op.data made for variables read before written */
	size_t combines, slices;
	size_t helperOps;     /* full, full_int_array, reshape, ... made by special translators */
	size_t yields;        /* cf.yield terminators of if/while blocks */
	size_t dropped;       /* legacy ops that produce no op (e.g. shadow_output of nothing) */
	size_t translatedOps; /* ops in the resulting program, all blocks */
} PirTranslateStats;

/* Decodes a ProgramDesc and translates it to PIR. Ops that have no PIR
 * definition are errors naming the op, its block and index, unless the
 * context allows unregistered ops. stats may be NULL. */
PIR_API PirProgram *pirProgramDescRead(PirContext *ctx, const char *fileName, const char *buf, size_t len,
			       PirTranslateStats *stats);
PIR_API void pirTranslateStatsPrint(const PirTranslateStats *s, FILE *f);

#endif
