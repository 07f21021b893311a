/* weights.h: Paddle's weights files, read for what they say about each
 * parameter. A combined file (`*.pdiparams`, 1.x `__params__`; what the
 * save_combine op writes) holds the persistable variables of a program as
 * saved tensors back to back, in the order of their names sorted bytewise
 * (Python's sorted() over the names, docs/file-formats.md "Weights"); a
 * 1.x model directory holds one saved tensor per file, named after the
 * variable. pirWeightsAddFile parses such a buffer without copying the data;
 * pirWeightsPair checks that a program's parameters are the file's tensors
 * (count, dims, dtype) and records each one's bytes in the program's
 * parameter map, so an executor can run the model with its real weights. */
#ifndef PIR_WEIGHTS_H
#define PIR_WEIGHTS_H

#include <stdint.h>

#include "../../lib/pir.h"

typedef struct PirWeight {
	int dtype;          /* Paddle's VarType.Type code (5 = float32) */
	uint32_t rank;
	const int64_t *dims;
	const void *data;   /* into the file's buffer (not aligned) */
	uint64_t size;      /* bytes of data */
	size_t offset;      /* of the tensor's first byte in the file */
	const char *name;   /* NULL in a combined file: its names are the program's */
	const char *file;   /* the file it is in */
	size_t dimsAt;      /* private: where dims start in the set's pool */
} PirWeight;

typedef struct PirWeights PirWeights;

/* An empty set; pirWeightsAddFile adds the tensors of one file.
 * perVariable: a 1.x directory, every tensor named by its file. */
PirWeights *pirWeightsCreate(bool perVariable);
bool pirWeightsIsPerVariable(const PirWeights *w);
/* Parses a whole weights file: every saved tensor in buf, which must
 * outlive w (the data is not copied). varName NULL: a combined file
 * (its tensors take the program's sorted names); else a one-variable file
 * of a 1.x directory, which must hold exactly one tensor, named varName
 * (copied). false, with a diagnostic naming the tensor's index and byte
 * offset, when the bytes are not saved tensors back to back. */
bool pirWeightsAddFile(PirWeights *w, PirContext *ctx, const char *fileName, const char *buf, size_t len,
		       const char *varName);
/* w frees buf (malloc'ed) when it is destroyed. */
void pirWeightsKeepBuffer(PirWeights *w, void *buf);
void pirWeightsDestroy(PirWeights *w);
size_t pirWeightsGetNumTensors(const PirWeights *w);
const PirWeight *pirWeightsGetTensor(const PirWeights *w, size_t i);
/* Total bytes of data. */
uint64_t pirWeightsGetDataSize(const PirWeights *w);
/* Bytes of one element of a Paddle dtype code, 0 when unknown. */
unsigned pirWeightsDtypeSize(int dtype);

/* Pairs prog's parameters (the ops whose role reads a variable of the
 * parameter storage, by their name attribute) with w's tensors: a
 * combined file by sorted name, named tensors by name. Every parameter
 * must get a tensor whose dims and dtype are its type's (a dynamic dim
 * takes any size), and every tensor a parameter. On success each
 * parameter's bytes go to the program's parameter map (borrowed from w's
 * buffer) and true is returned; otherwise every mismatch is an error
 * naming the tensor and the parameter. */
bool pirWeightsPair(PirProgram *prog, const PirWeights *w);
/* After passes: a warning naming the paired parameters of a combined
 * file that the program no longer reads (a pass removed every read), since
 * Paddle's loader would then refuse the pair. */
void pirWeightsWarnUnread(PirProgram *prog, const PirWeights *w);

#endif
