/* model_files.h: a model as Paddle users hold it (docs/file-formats.md,
 * "Models on disk"): a program file, a model directory, or the path
 * prefix Paddle's save functions take (`out/inference` for
 * out/inference.json or .pdmodel and out/inference.pdiparams); which
 * program it names and which weights belong to it. */
#ifndef PIR_MODEL_FILES_H
#define PIR_MODEL_FILES_H

#include <stdbool.h>

#include "../dialects/programdesc/weights.h"
#include "ir/ir.h"

typedef struct PirModelFiles {
	char *program;    /* the program file to read */
	char *weights;    /* a combined weights file, or NULL */
	char *weightsDir; /* a 1.x directory of one weights file per variable, or NULL */
	bool weightsGiven; /* by --weights, not found beside the program */
} PirModelFiles;

/* Resolves path:
 *   a file (or "-"): that program; no weights unless `weights` names them;
 *   a directory: its program, the first of inference.json, inference.pdmodel,
 *     model.json, model.pdmodel, __model__, else its only *.json or
 *     *.pdmodel; the weights beside it: STEM.pdiparams for STEM.json or
 *     STEM.pdmodel, __params__ or params for __model__, else (for
 *     __model__) the directory itself, one file per variable;
 *   neither: a prefix: PATH.json or PATH.pdmodel (not both), and
 *     PATH.pdiparams when it exists.
 * weights, when not NULL (--weights), is used instead: a combined file or
 * a 1.x directory. false after a diagnostic naming the path. */
bool pirModelFilesFind(PirContext *ctx, const char *path, const char *weights, PirModelFiles *out);
void pirModelFilesFree(PirModelFiles *m);

/* Reads m's weights; NULL with *none set when m has none (a 1.x
 * directory found beside the program with no weights file in it counts as
 * none: the program alone is still readable), NULL after a diagnostic
 * when they do not read. The result owns the files' bytes. */
PirWeights *pirModelFilesReadWeights(PirContext *ctx, const PirModelFiles *m, const char *programFile, bool *none);

#endif
