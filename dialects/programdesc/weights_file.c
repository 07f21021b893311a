/* weights_file.c: parses Paddle's weights files (weights.h). A saved
 * tensor (Paddle's SerializeToStream, docs/file-formats.md "Weights"):
 *   uint32 version 0
 *   uint64 LoD levels, each: uint64 byte size, then that many bytes
 *   uint32 version 0
 *   int32  size of a VarType.TensorDesc protobuf, then the protobuf
 *          (data_type, dims)
 *   the data: product(dims) * size of the dtype bytes
 * all little-endian; a combined file is such tensors back to back and
 * nothing else. One pass over the buffer; the data is not copied. */
#include <stdlib.h>
#include <string.h>

#include "program_translator.h"
#include "weights.h"

struct PirWeights {
	size_t n, cap;
	PirWeight *w;
	int64_t *dims; /* every tensor's dims, back to back */
	size_t numDims, capDims;
	bool perVariable;
	void **bufs; /* owned (pirWeightsKeepBuffer) */
	size_t numBufs, capBufs;
};

/* Paddle's uint64 (SIZE_T, 19) has no PIR scalar: 8 bytes all the same, so
 * such a file still parses (and pairs with no parameter). */
unsigned pirWeightsDtypeSize(int dtype)
{
	return dtype == 19 ? 8 : pirScalarTypeGetByteSize(pdScalarKind(dtype));
}

typedef struct Cursor {
	PirContext *ctx;
	PirIdent *file;
	const unsigned char *buf;
	size_t len, at;
	size_t index; /* of the tensor being read */
	size_t start; /* its first byte */
} Cursor;

static PirLocation tensorLoc(Cursor *c)
{
	return pirLocationGetLabel(c->ctx, c->file, (PirLocation){NULL, 0, 0}, pirIdentGetCStr(c->ctx, "tensor["),
				   c->index, pirIdentGetCStr(c->ctx, "]"));
}

static bool take(Cursor *c, size_t n, uint64_t *out, const char *what)
{
	if (c->len - c->at < n) {
		pirEmitError(c->ctx, tensorLoc(c),
			     "the file ends inside %s (byte %zu of %zu; the tensor starts at byte %zu): "
			     "expected a saved tensor of Paddle's weights format",
			     what, c->at, c->len, c->start);
		return false;
	}
	uint64_t v = 0;
	for (size_t i = n; i-- > 0;)
		v = v << 8 | c->buf[c->at + i];
	c->at += n;
	*out = v;
	return true;
}

static bool readTensor(Cursor *c, PirWeights *w)
{
	uint64_t version, levels, descSize;
	if (!take(c, 4, &version, "its version"))
		return false;
	if (version != 0) {
		pirEmitError(c->ctx, tensorLoc(c), "expected version 0 at byte %zu, found %llu (not a saved tensor)",
			     c->start, (unsigned long long)version);
		return false;
	}
	if (!take(c, 8, &levels, "its LoD level count"))
		return false;
	for (uint64_t l = 0; l < levels; l++) {
		uint64_t n;
		if (!take(c, 8, &n, "a LoD level's size"))
			return false;
		if (n > c->len - c->at) {
			pirEmitError(c->ctx, tensorLoc(c), "LoD level %llu of %llu bytes runs past the end of the file",
				     (unsigned long long)l, (unsigned long long)n);
			return false;
		}
		c->at += (size_t)n;
	}
	if (!take(c, 4, &version, "its tensor version"))
		return false;
	if (version != 0) {
		pirEmitError(c->ctx, tensorLoc(c), "expected tensor version 0 at byte %zu, found %llu", c->at - 4,
			     (unsigned long long)version);
		return false;
	}
	if (!take(c, 4, &descSize, "its description's size"))
		return false;
	if (descSize > c->len - c->at || (int32_t)descSize < 0) {
		pirEmitError(c->ctx, tensorLoc(c), "a tensor description of %llu bytes runs past the end of the file",
			     (unsigned long long)descSize);
		return false;
	}
	/* protobuf-c makes no unpack function for a nested message */
	Paddle__Framework__Proto__VarType__TensorDesc *desc =
		(Paddle__Framework__Proto__VarType__TensorDesc *)protobuf_c_message_unpack(
			&paddle__framework__proto__var_type__tensor_desc__descriptor, &pdAllocator, (size_t)descSize,
			c->buf + c->at);
	if (!desc) {
		pirEmitError(c->ctx, tensorLoc(c), "the tensor description at byte %zu is not a VarType.TensorDesc", c->at);
		return false;
	}
	c->at += (size_t)descSize;
	int dtype = desc->data_type;
	unsigned elem = pirWeightsDtypeSize(dtype);
	bool ok = elem != 0;
	if (!ok)
		pirEmitError(c->ctx, tensorLoc(c), "data type %d ('%s') has no size in pir-opt's table", dtype,
			     pdDataTypeName(dtype));
	uint64_t numel = 1;
	for (size_t i = 0; ok && i < desc->n_dims; i++) {
		int64_t d = desc->dims[i];
		if (d < 0 || (d > 0 && numel > UINT64_MAX / (uint64_t)d / elem)) {
			pirEmitError(c->ctx, tensorLoc(c), "dim %zu is %lld: a saved tensor has sizes from 0 up", i,
				     (long long)d);
			ok = false;
		} else {
			numel *= (uint64_t)d;
		}
	}
	uint64_t size = numel * elem;
	if (ok && size > c->len - c->at) {
		pirEmitError(c->ctx, tensorLoc(c), "its %llu data bytes run past the end of the file (%zu bytes left)",
			     (unsigned long long)size, c->len - c->at);
		ok = false;
	}
	if (ok) {
		if (w->n == w->cap)
			w->w = pirArrayGrow(w->w, w->n, &w->cap, sizeof *w->w, 64);
		while (w->capDims - w->numDims < desc->n_dims)
			w->dims = pirArrayGrow(w->dims, w->numDims, &w->capDims, sizeof *w->dims, 256);
		PirWeight *t = &w->w[w->n++];
		*t = (PirWeight){.dtype = dtype, .rank = (uint32_t)desc->n_dims, .data = c->buf + c->at, .size = size,
				 .offset = c->start};
		t->dimsAt = w->numDims;
		if (desc->n_dims)
			memcpy(w->dims + w->numDims, desc->dims, desc->n_dims * sizeof *desc->dims);
		w->numDims += desc->n_dims;
		c->at += (size_t)size;
	}
	protobuf_c_message_free_unpacked(&desc->base, &pdAllocator);
	return ok;
}

PirWeights *pirWeightsCreate(bool perVariable)
{
	PirWeights *w = pirCalloc(1, sizeof *w);
	w->perVariable = perVariable;
	return w;
}

bool pirWeightsIsPerVariable(const PirWeights *w)
{
	return w->perVariable;
}

bool pirWeightsAddFile(PirWeights *w, PirContext *ctx, const char *fileName, const char *buf, size_t len,
		       const char *varName)
{
	Cursor c = {ctx, pirIdentGetCStr(ctx, fileName), (const unsigned char *)buf, len, 0, 0, 0};
	PirLocation file = {c.file, 0, 0};
	if (len == 0) {
		pirEmitError(ctx, file, "the weights file is empty: expected saved tensors");
		return false;
	}
	size_t first = w->n, firstDims = w->numDims;
	for (; c.at < len; c.index++) {
		c.start = c.at;
		if (!readTensor(&c, w)) {
			w->n = first, w->numDims = firstDims;
			return false;
		}
	}
	if (varName && w->n - first != 1) {
		pirEmitError(ctx, file, "expected one saved tensor (the variable '%s'), found %zu", varName, w->n - first);
		w->n = first, w->numDims = firstDims;
		return false;
	}
	for (size_t i = first; i < w->n; i++) {
		w->w[i].file = c.file->str;
		w->w[i].name = varName ? pirIdentGetCStr(ctx, varName)->str : NULL;
	}
	return true;
}

void pirWeightsKeepBuffer(PirWeights *w, void *buf)
{
	if (w->numBufs == w->capBufs)
		w->bufs = pirArrayGrow(w->bufs, w->numBufs, &w->capBufs, sizeof *w->bufs, 8);
	w->bufs[w->numBufs++] = buf;
}

uint64_t pirWeightsGetDataSize(const PirWeights *w)
{
	uint64_t n = 0;
	for (size_t i = 0; i < w->n; i++)
		n += w->w[i].size;
	return n;
}

void pirWeightsDestroy(PirWeights *w)
{
	if (!w)
		return;
	for (size_t i = 0; i < w->numBufs; i++)
		free(w->bufs[i]);
	free(w->bufs);
	free(w->w);
	free(w->dims);
	free(w);
}

size_t pirWeightsGetNumTensors(const PirWeights *w)
{
	return w->n;
}

const PirWeight *pirWeightsGetTensor(const PirWeights *w, size_t i)
{
	if (i >= w->n)
		return NULL;
	PirWeight *t = &w->w[i];
	t->dims = t->rank ? w->dims + t->dimsAt : NULL; /* the pool may have moved since */
	return t;
}
