/* programdesc_upgrade.c: reads the ProgramDesc layout of Paddle before
 * 2018-02, whose VarDesc held its kind as a bare enum (field 2, a varint)
 * with the tensor descriptions beside it, by rewriting those VarDescs into
 * the current layout before decoding (docs/file-formats.md, "The 2017
 * VarDesc layout"):
 *
 *   old VarDesc { name 1; enum type 2; persistable 3; lod_tensor 4;
 *                 selected_rows 5; tensor_array 6; reader 7; chan 8 }
 *   new VarDesc { name 1; VarType type 2 { type 1; selected_rows 2;
 *                 dense_tensor 3; tensor_array 4; reader 5 }; persistable 3 }
 *
 * The descriptions keep their layout (LoDTensorDesc is DenseTensorDesc), so
 * they are moved as they are; the old kinds 1..9 (LOD_TENSOR ... READER)
 * are the new 7..15. Every other byte is copied. */
#include "program_translator.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Buf {
	uint8_t *p;
	size_t len, cap;
} Buf;

static void put(Buf *b, const void *s, size_t n)
{
	if (b->len + n > b->cap)
		b->p = pirArrayReserve(b->p, b->len + n, &b->cap, 1, 256);
	if (n)
		memcpy(b->p + b->len, s, n);
	b->len += n;
}

static void putVarint(Buf *b, uint64_t v)
{
	uint8_t t[10];
	size_t n = 0;
	do {
		t[n] = (uint8_t)(v & 0x7f);
		v >>= 7;
		if (v)
			t[n] |= 0x80;
		n++;
	} while (v);
	put(b, t, n);
}

static void putLen(Buf *b, unsigned field, const uint8_t *p, size_t n)
{
	putVarint(b, (uint64_t)field << 3 | 2);
	putVarint(b, n);
	put(b, p, n);
}

static bool getVarint(const uint8_t **p, const uint8_t *end, uint64_t *out)
{
	uint64_t v = 0;
	for (int shift = 0; shift < 70 && *p < end; shift += 7) {
		uint8_t c = *(*p)++;
		v |= (uint64_t)(c & 0x7f) << shift;
		if (!(c & 0x80)) {
			*out = v;
			return true;
		}
	}
	return false;
}

/* One field at *p: its number, wire type, payload (for length-delimited
 * fields) and, through *p, its end. false when it is damaged (the wire
 * check after the rewrite reports it). */
typedef struct Field {
	const uint8_t *start, *payload;
	uint64_t num, value;
	size_t len;
	unsigned wire;
} Field;

static bool nextField(const uint8_t **p, const uint8_t *end, Field *f)
{
	f->start = *p;
	uint64_t tag;
	if (!getVarint(p, end, &tag))
		return false;
	f->num = tag >> 3;
	f->wire = (unsigned)(tag & 7);
	switch (f->wire) {
	case 0: return getVarint(p, end, &f->value);
	case 1:
	case 5: {
		size_t n = f->wire == 1 ? 8 : 4;
		if ((size_t)(end - *p) < n)
			return false;
		*p += n;
		return true;
	}
	case 2:
		if (!getVarint(p, end, &f->value) || f->value > (uint64_t)(end - *p))
			return false;
		f->payload = *p;
		f->len = (size_t)f->value;
		*p += f->len;
		return true;
	default: return false;
	}
}

typedef struct Upgrade {
	PirContext *ctx;
	PirLocation loc;
	const uint8_t *start;
	bool failed, found;
} Upgrade;

/* Whether a VarDesc is of the old layout: its field 2 is a varint. */
static bool isOldVar(const uint8_t *p, const uint8_t *end)
{
	Field f;
	while (p < end && nextField(&p, end, &f))
		if (f.num == 2)
			return f.wire == 0;
	return false;
}

static void upgradeVar(Upgrade *U, const uint8_t *p, const uint8_t *end, Buf *out, size_t block, size_t var)
{
	Buf type = {0}, rest = {0};
	Field f;
	while (p < end && nextField(&p, end, &f)) {
		if (f.num == 2 && f.wire == 0) {
			if (f.value < 1 || f.value > 9) {
				pirEmitError(U->ctx, U->loc,
					     "not a valid ProgramDesc: at byte %zu (ProgramDesc.blocks[%zu].vars[%zu]): the 2017 "
					     "VarDesc layout's kind %llu (%s) has no counterpart in later Paddle%s",
					     (size_t)(f.start - U->start), block, var, (unsigned long long)f.value,
					     f.value == 10 ? "CHAN, a channel" : "unknown",
					     f.value == 10 ? " (Paddle dropped channels in 2018) and no PIR type" : "");
				U->failed = true;
				break;
			}
			putVarint(&type, 1 << 3 | 0);
			putVarint(&type, f.value + 6);
		} else if (f.wire == 2 && f.num >= 4 && f.num <= 7) {
			/* lod_tensor 4 -> dense_tensor 3, selected_rows 5 -> 2,
			 * tensor_array 6 -> 4, reader 7 -> 5 */
			static const unsigned to[] = {3, 2, 4, 5};
			putLen(&type, to[f.num - 4], f.payload, f.len);
		} else if (f.num == 8) {
			/* chan: only with kind CHAN, reported above */
		} else {
			put(&rest, f.start, (size_t)(p - f.start));
		}
	}
	put(out, rest.p, rest.len);
	putLen(out, 2, type.p, type.len);
	free(type.p);
	free(rest.p);
}

static void upgradeBlock(Upgrade *U, const uint8_t *p, const uint8_t *end, Buf *out, size_t block)
{
	Field f;
	size_t var = 0;
	while (!U->failed && p < end) {
		const uint8_t *at = p;
		if (!nextField(&p, end, &f)) {
			put(out, at, (size_t)(end - at));
			return;
		}
		if (f.num == 3 && f.wire == 2 && isOldVar(f.payload, f.payload + f.len)) {
			Buf v = {0};
			upgradeVar(U, f.payload, f.payload + f.len, &v, block, var);
			putLen(out, 3, v.p, v.len);
			free(v.p);
			U->found = true;
		} else {
			put(out, f.start, (size_t)(p - f.start));
		}
		if (f.num == 3)
			var++;
	}
}

int pdUpgradeProgramDesc(PirContext *ctx, PirLocation loc, const uint8_t *buf, size_t len, uint8_t **outBuf,
			 size_t *outLen)
{
	Upgrade U = {.ctx = ctx, .loc = loc, .start = buf};
	/* a quick look first: most files have no old VarDesc */
	const uint8_t *p = buf, *end = buf + len;
	Field f;
	bool old = false;
	while (!old && p < end && nextField(&p, end, &f))
		if (f.num == 1 && f.wire == 2) {
			const uint8_t *q = f.payload, *qe = f.payload + f.len;
			Field v;
			while (!old && q < qe && nextField(&q, qe, &v))
				old = v.num == 3 && v.wire == 2 && isOldVar(v.payload, v.payload + v.len);
		}
	if (!old)
		return 0;
	Buf out = {0};
	p = buf;
	size_t block = 0;
	while (!U.failed && p < end) {
		const uint8_t *at = p;
		if (!nextField(&p, end, &f)) {
			put(&out, at, (size_t)(end - at));
			break;
		}
		if (f.num == 1 && f.wire == 2) {
			Buf b = {0};
			upgradeBlock(&U, f.payload, f.payload + f.len, &b, block++);
			putLen(&out, 1, b.p, b.len);
			free(b.p);
		} else {
			put(&out, f.start, (size_t)(p - f.start));
		}
	}
	if (U.failed) {
		free(out.p);
		return -1;
	}
	*outBuf = out.p;
	*outLen = out.len;
	return 1;
}
