/* programdesc_reader.c: decodes a legacy ProgramDesc (`*.pdmodel`,
 * `__model__`) with protobuf-c and hands it to the translator. Before
 * decoding, the bytes are walked against the schema's descriptors so that
 * a damaged file gets an error saying where and what (a truncated field,
 * a field of the wrong wire type, a missing required field) instead of
 * protobuf-c's bare failure. */
#include "program_translator.h"
#include "../../lib/text/lexer.h"
#include "../../lib/ir/arena.h"
#include "../../lib/ir/infer.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct WireCheck {
	PirContext *ctx;
	PirLocation loc;
	const uint8_t *start;
	bool failed;
} WireCheck;

static void wireError(WireCheck *W, const uint8_t *at, const char *path, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
static void wireError(WireCheck *W, const uint8_t *at, const char *path, const char *fmt, ...)
{
	if (W->failed)
		return;
	W->failed = true;
	char msg[512];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	pirEmitError(W->ctx, W->loc, "not a valid ProgramDesc: at byte %zu (%s): %s", (size_t)(at - W->start), path, msg);
}

static bool readVarint(const uint8_t **p, const uint8_t *end, uint64_t *out)
{
	uint64_t v = 0;
	for (int shift = 0; shift < 70 && *p < end; shift += 7) {
		uint8_t b = *(*p)++;
		v |= (uint64_t)(b & 0x7f) << shift;
		if (!(b & 0x80)) {
			*out = v;
			return true;
		}
	}
	return false;
}

static const char *wireName(unsigned wt)
{
	static const char *names[] = {"varint", "64-bit", "length-delimited", "group start", "group end", "32-bit"};
	return wt < 6 ? names[wt] : "invalid";
}

static unsigned expectedWire(ProtobufCType t)
{
	switch (t) {
	case PROTOBUF_C_TYPE_FIXED32:
	case PROTOBUF_C_TYPE_SFIXED32:
	case PROTOBUF_C_TYPE_FLOAT: return 5;
	case PROTOBUF_C_TYPE_FIXED64:
	case PROTOBUF_C_TYPE_SFIXED64:
	case PROTOBUF_C_TYPE_DOUBLE: return 1;
	case PROTOBUF_C_TYPE_STRING:
	case PROTOBUF_C_TYPE_BYTES:
	case PROTOBUF_C_TYPE_MESSAGE: return 2;
	default: return 0;
	}
}

/* Walks one message of descriptor d in [p, end). */
static bool checkMessage(WireCheck *W, const uint8_t *p, const uint8_t *end, const ProtobufCMessageDescriptor *d,
			 const char *path, int depth)
{
	if (depth > 64) {
		wireError(W, p, path, "messages nested too deeply");
		return false;
	}
	unsigned counts[64] = {0};
	char sub[512];
	while (p < end) {
		const uint8_t *at = p;
		uint64_t tag;
		if (!readVarint(&p, end, &tag)) {
			wireError(W, at, path, "truncated field tag");
			return false;
		}
		unsigned wt = (unsigned)(tag & 7);
		uint64_t num = tag >> 3;
		if (num == 0 || num > 536870911) {
			wireError(W, at, path, "invalid field number %llu", (unsigned long long)num);
			return false;
		}
		const ProtobufCFieldDescriptor *f = protobuf_c_message_descriptor_get_field(d, (unsigned)num);
		if (f && wt != expectedWire(f->type) && !(wt == 2 && f->label == PROTOBUF_C_LABEL_REPEATED && expectedWire(f->type) != 2)) {
			wireError(W, at, path, "field '%s' (%u) has wire type %s, expected %s", f->name, (unsigned)num,
				  wireName(wt), wireName(expectedWire(f->type)));
			return false;
		}
		uint64_t v;
		switch (wt) {
		case 0:
			if (!readVarint(&p, end, &v)) {
				wireError(W, at, path, "truncated varint in field %llu", (unsigned long long)num);
				return false;
			}
			break;
		case 1:
		case 5: {
			size_t n = wt == 1 ? 8 : 4;
			if ((size_t)(end - p) < n) {
				wireError(W, at, path, "truncated %s field %llu", wireName(wt), (unsigned long long)num);
				return false;
			}
			p += n;
			break;
		}
		case 2:
			if (!readVarint(&p, end, &v)) {
				wireError(W, at, path, "truncated length of field %llu", (unsigned long long)num);
				return false;
			}
			if (v > (uint64_t)(end - p)) {
				if (f)
					wireError(W, at, path, "truncated: field '%s' (%llu) needs %llu bytes, %zu are left",
						  f->name, (unsigned long long)num, (unsigned long long)v, (size_t)(end - p));
				else
					wireError(W, at, path, "truncated: field %llu needs %llu bytes, %zu are left",
						  (unsigned long long)num, (unsigned long long)v, (size_t)(end - p));
				return false;
			}
			size_t bad;
			if (f && f->type == PROTOBUF_C_TYPE_STRING && !pirUtf8Validate((const char *)p, (size_t)v, &bad)) {
				/* names and strings become IR text, which is UTF-8 without NULs */
				wireError(W, p + bad, path, "field '%s' (%llu) is not UTF-8 text: byte 0x%02x", f->name,
					  (unsigned long long)num, p[bad]);
				return false;
			}
			if (f && f->type == PROTOBUF_C_TYPE_MESSAGE) {
				unsigned idx = (unsigned)(f - d->fields);
				if (f->label == PROTOBUF_C_LABEL_REPEATED)
					snprintf(sub, sizeof sub, "%s.%s[%u]", path, f->name, idx < 64 ? counts[idx] : 0);
				else
					snprintf(sub, sizeof sub, "%s.%s", path, f->name);
				if (!checkMessage(W, p, p + v, f->descriptor, sub, depth + 1))
					return false;
			}
			p += v;
			break;
		default:
			wireError(W, at, path, "field %llu has unsupported wire type %s (%u)", (unsigned long long)num,
				  wireName(wt), wt);
			return false;
		}
		if (f && (size_t)(f - d->fields) < 64)
			counts[f - d->fields]++;
	}
	for (unsigned i = 0; i < d->n_fields && i < 64; i++)
		if (d->fields[i].label == PROTOBUF_C_LABEL_REQUIRED && !counts[i]) {
			wireError(W, end, path, "required field '%s' (%u) of %s is missing", d->fields[i].name, d->fields[i].id,
				  d->short_name);
			return false;
		}
	return true;
}

/* protobuf-c allocates through the library's allocator, so running out of
 * memory while decoding is reported as such (arena.h), not as "not a valid
 * ProgramDesc". */
static void *pbAlloc(void *ud, size_t n)
{
	(void)ud;
	return pirMalloc(n);
}

static void pbFree(void *ud, void *p)
{
	(void)ud;
	free(p);
}

ProtobufCAllocator pdAllocator = {pbAlloc, pbFree, NULL};

/* NaN attribute values lose their sign: Paddle gives it no meaning and
 * PIR JSON has one NaN ("NaN"), so a program read from a ProgramDesc
 * writes JSON that reads back the same. */
static void unsignNaNs(PdProgram *pd)
{
	for (size_t b = 0; b < pd->n_blocks; b++)
		for (size_t o = 0; o < pd->blocks[b]->n_ops; o++) {
			PdOp *op = pd->blocks[b]->ops[o];
			for (size_t k = 0; k < op->n_attrs; k++) {
				PdAttr *a = op->attrs[k];
				if (isnan(a->f))
					a->f = NAN;
				if (isnan(a->float64))
					a->float64 = NAN;
				for (size_t i = 0; i < a->n_floats; i++)
					if (isnan(a->floats[i]))
						a->floats[i] = NAN;
				for (size_t i = 0; i < a->n_float64s; i++)
					if (isnan(a->float64s[i]))
						a->float64s[i] = NAN;
				if (a->scalar && isnan(a->scalar->r))
					a->scalar->r = NAN;
				for (size_t i = 0; i < a->n_scalars; i++)
					if (isnan(a->scalars[i]->r))
						a->scalars[i]->r = NAN;
			}
		}
}

PirProgram *pirProgramDescRead(PirContext *ctx, const char *fileName, const char *buf, size_t len,
			       PirTranslateStats *stats)
{
	/* a protobuf file has no lines: errors name a byte offset, a field path or an op */
	WireCheck W = {.ctx = ctx, .loc = {pirIdentGetCStr(ctx, fileName), 0, 0}, .start = (const uint8_t *)buf};
	uint8_t *upgraded = NULL;
	size_t upLen = 0;
	int up = pdUpgradeProgramDesc(ctx, W.loc, (const uint8_t *)buf, len, &upgraded, &upLen);
	if (up < 0)
		return NULL;
	if (up > 0) {
		/* byte offsets in later errors are of the rewritten bytes */
		buf = (const char *)upgraded;
		len = upLen;
		W.start = upgraded;
	}
	if (!checkMessage(&W, W.start, W.start + len, &paddle__framework__proto__program_desc__descriptor, "ProgramDesc",
			  0)) {
		free(upgraded);
		return NULL;
	}
	PdProgram *pd = paddle__framework__proto__program_desc__unpack(&pdAllocator, len, (const uint8_t *)buf);
	if (!pd) {
		free(upgraded);
		pirEmitError(ctx, W.loc, "not a valid ProgramDesc: protobuf-c could not decode it");
		return NULL;
	}
	unsignNaNs(pd);
	PirTranslateStats local;
	PirProgram *prog = pirTranslateProgramDesc(ctx, W.loc, pd, stats ? stats : &local);
	paddle__framework__proto__program_desc__free_unpacked(pd, &pdAllocator);
	free(upgraded);
	if (prog)
		pirProgramAdoptInferredTypes(prog); /* declared types are not Paddle's word (docs/file-formats.md) */
	return prog;
}

void pirTranslateStatsPrint(const PirTranslateStats *s, FILE *f)
{
	fprintf(f,
		"translate-stats: legacy ops %zu (feed %zu, fetch %zu, dropped %zu); added: parameter %zu, "
		"set_parameter %zu, data %zu, combine %zu, slice %zu, helper %zu, yield %zu; PIR ops %zu (%s)\n",
		s->legacyOps, s->feeds, s->fetches, s->dropped, s->parameters, s->setParameters, s->dataOps, s->combines,
		s->slices, s->helperOps, s->yields, s->translatedOps,
		s->legacyOps - s->dropped + s->parameters + s->setParameters + s->dataOps + s->combines + s->slices +
					s->helperOps + s->yields ==
				s->translatedOps
			? "counts match"
			: "COUNTS DIFFER");
}
