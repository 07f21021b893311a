/* inputs.c: the values of program inputs (pd_op.data, builtin.parameter):
 * from --feed NAME=v,v,..., else a parameter's weights (pir-run --weights,
 * paired with the program by lib/model_files.c), else random from
 * --random-seed. The shape is
 * the result type's (or the op's `shape` attribute); -1 dims need
 * --shape NAME=2x3. Random values come from splitmix64 seeded with the
 * seed and the input's name, so every input gets the same values in every
 * program that reads it, whatever the order of the reads. */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "kernels.h"

bool exParseShape(const char *text, ExShape *out)
{
	out->rank = 0;
	if (strcmp(text, "") == 0 || strcmp(text, "scalar") == 0)
		return true;
	const char *p = text;
	for (;;) {
		char *end;
		errno = 0;
		long long d = strtoll(p, &end, 10);
		if (end == p || errno || d < 0 || out->rank == EX_MAX_RANK)
			return false;
		out->dims[out->rank++] = d;
		if (*end == '\0')
			return true;
		if (*end != 'x')
			return false;
		p = end + 1;
	}
}

static const char *findSpec(const ExNamedSpec *specs, size_t n, const char *name)
{
	const char *found = NULL;
	for (size_t i = 0; i < n; i++)
		if (strcmp(specs[i].name, name) == 0)
			found = specs[i].text; /* the last one given wins */
	return found;
}

static uint64_t splitmix64(uint64_t *state)
{
	uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

static uint64_t fnv1a(const char *s)
{
	uint64_t h = 0xcbf29ce484222325ull;
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 0x100000001b3ull;
	return h;
}

static bool inputShape(ExRun *r, PirOperation *op, const char *name, ExShape *s)
{
	const char *given = findSpec(r->shapes, r->numShapes, name);
	if (given) {
		if (!exParseShape(given, s))
			return exError(r, op, "--shape %s=%s: expected dims like 2x3", name, given);
		return true;
	}
	PirType *t = pirOperationGetResultType(op, 0);
	if (pirTypeIsDenseTensor(t)) {
		if (t->tensor.rank > EX_MAX_RANK)
			return exError(r, op, "input '%s' has rank %u, pir-run supports %d", name, t->tensor.rank,
				       EX_MAX_RANK);
		s->rank = t->tensor.rank;
		memcpy(s->dims, t->tensor.dims, sizeof(int64_t) * s->rank);
	} else if (!exAttrInts(r, op, "shape", s->dims, EX_MAX_RANK, &s->rank)) {
		return false;
	}
	for (uint32_t i = 0; i < s->rank; i++)
		if (s->dims[i] < 0)
			return exError(r, op, "input '%s' has a dynamic shape: give it with --shape %s=...", name,
				       name);
	return true;
}

static bool parseValues(ExRun *r, PirOperation *op, const char *name, const char *text, ExObj *t)
{
	const char *p = text;
	size_t n = 0;
	while (*p) {
		char *end;
		double v = strtod(p, &end);
		if (end == p)
			return exError(r, op, "--feed %s: '%s' is not a list of numbers", name, text);
		if (n < t->numel)
			t->data[n] = v;
		n++;
		p = end;
		if (*p == ',')
			p++;
		else if (*p)
			return exError(r, op, "--feed %s: '%s' is not a list of numbers", name, text);
	}
	if (n != t->numel)
		return exError(r, op, "--feed %s: %zu values given, the input has %zu elements", name, n, t->numel);
	return true;
}

/* An IEEE half (or bfloat16, the top half of a float) as a double. */
static double fromHalf(uint16_t h)
{
	int e = (h >> 10) & 0x1f, m = h & 0x3ff;
	double v = e == 0 ? ldexp(m, -24) : e == 31 ? (m ? NAN : INFINITY) : ldexp(m | 0x400, e - 25);
	return h & 0x8000 ? -v : v;
}

/* The values of a parameter from its weights (pirWeightsPair checked that
 * the bytes are the type's: dims and dtype); little-endian, unaligned. */
static bool fromWeights(ExRun *r, PirOperation *op, const char *name, const PirParameter *w, ExObj *t)
{
	PirTypeKind k = pirTypeIsDenseTensor(w->type) ? w->type->tensor.elem->kind : PIR_TYPE_NULL;
	const unsigned char *p = w->data;
	/* the kinds converted below; complex and float8 weights are not read */
	bool readable = k == PIR_TYPE_BOOL || k == PIR_TYPE_I8 || k == PIR_TYPE_U8 || k == PIR_TYPE_I16 ||
			k == PIR_TYPE_F16 || k == PIR_TYPE_BF16 || k == PIR_TYPE_I32 || k == PIR_TYPE_F32 ||
			k == PIR_TYPE_I64 || k == PIR_TYPE_F64;
	size_t size = readable ? pirScalarTypeGetByteSize(k) : 0;
	if (!size || w->size != t->numel * size)
		return exError(r, op, "the weights of '%s' (%zu bytes) are not %zu values pir-run can read", name, w->size,
			       t->numel);
	for (size_t i = 0; i < t->numel; i++, p += size) {
		union {
			int8_t i8; uint8_t u8; int16_t i16; uint16_t u16; int32_t i32; int64_t i64; float f; double d; uint32_t u32;
		} v;
		memcpy(&v, p, size);
		switch (k) {
		case PIR_TYPE_BOOL: t->data[i] = v.u8 != 0; break;
		case PIR_TYPE_I8: t->data[i] = v.i8; break;
		case PIR_TYPE_U8: t->data[i] = v.u8; break;
		case PIR_TYPE_I16: t->data[i] = v.i16; break;
		case PIR_TYPE_F16: t->data[i] = fromHalf(v.u16); break;
		case PIR_TYPE_BF16: { uint32_t bits = (uint32_t)v.u16 << 16; float f; memcpy(&f, &bits, 4); t->data[i] = f; break; }
		case PIR_TYPE_I32: t->data[i] = v.i32; break;
		case PIR_TYPE_F32: t->data[i] = v.f; break;
		case PIR_TYPE_I64: t->data[i] = (double)v.i64; break;
		default: t->data[i] = v.d; break;
		}
	}
	return true;
}

ExObj *exReadInput(ExRun *r, PirOperation *op, const char *name)
{
	ExShape s;
	if (!inputShape(r, op, name, &s))
		return NULL;
	PirTypeKind dt = exAttrDtype(op, "dtype");
	dt = exResultDtype(op, 0, exDtypeSupported(dt) ? dt : PIR_TYPE_F32);
	ExObj *t = exNewResult(r, op, 0, dt, &s);
	if (!t)
		return NULL;
	const char *feed = findSpec(r->feeds, r->numFeeds, name);
	const PirParameter *weight = feed ? NULL : pirProgramGetParameter(r->prog, pirIdentGetCStr(r->ctx, name));
	if (weight && weight->data) {
		if (!fromWeights(r, op, name, weight, t)) {
			exRelease(t);
			return NULL;
		}
	} else if (feed) {
		if (!parseValues(r, op, name, feed, t)) {
			exRelease(t);
			return NULL;
		}
	} else if (r->haveSeed) {
		uint64_t state = r->seed ^ fnv1a(name);
		for (size_t i = 0; i < t->numel; i++) {
			double u = (double)(splitmix64(&state) >> 11) * 0x1.0p-53;
			if (dt == PIR_TYPE_BOOL)
				t->data[i] = u < 0.5;
			else if (!exDtypeIsFloat(dt))
				t->data[i] = floor(r->randLo + u * (r->randHi - r->randLo + 1));
			else
				t->data[i] = r->randLo + u * (r->randHi - r->randLo);
		}
	} else {
		exRelease(t);
		exError(r, op, "no value for input '%s': give --feed %s=... or --random-seed", name, name);
		return NULL;
	}
	exTensorNormalize(t);
	return t;
}
