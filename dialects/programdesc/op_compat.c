/* op_compat.c: loads the embedded op_compat table and answers the
 * name and argument mapping questions of the ProgramDesc translator. */
#include "op_compat.h"

#include <stdlib.h>
#include <string.h>

extern const char pirOpCompatTsv[];
extern const unsigned long pirOpCompatTsvLen;

enum { COL_LEGACY, COL_OP, COL_BACKWARD, COL_INPUTS, COL_OUTPUTS, COL_ATTRS, COL_EXTRA_ATTRS, COL_EXTRA_INPUTS,
       COL_EXTRA_OUTPUTS, COL_INT_ARRAY, COL_SCALAR, COL_TENSOR_BACKED, NUM_COLS };

static void addEntry(PirOpCompat *c, const PirOpCompatEntry *e, size_t *cap)
{
	if (c->numEntries == *cap)
		c->entries = pirArrayGrow(c->entries, c->numEntries, cap, sizeof *c->entries, 1024);
	c->entries[c->numEntries++] = *e;
}

void pirOpCompatInit(PirOpCompat *c, PirContext *ctx)
{
	memset(c, 0, sizeof *c);
	c->ctx = ctx;
	c->text = pirMalloc(pirOpCompatTsvLen + 1);
	memcpy(c->text, pirOpCompatTsv, pirOpCompatTsvLen);
	c->text[pirOpCompatTsvLen] = '\0';
	size_t cap = 0;
	char *line = strchr(c->text, '\n'); /* skip the header */
	/* Pass 1: cut into cells. Grad entries point at their forward entry by
	 * index first (entries move while the array grows). */
	size_t *fwd = NULL, nfwd = 0, capFwd = 0;
	while (line && *++line) {
		char *end = strchr(line, '\n');
		if (end)
			*end = '\0';
		char *cell[NUM_COLS] = {0};
		char *s = line;
		for (int i = 0; i < NUM_COLS && s; i++) {
			cell[i] = s;
			s = strchr(s, '\t');
			if (s)
				*s++ = '\0';
		}
		for (int i = 0; i < NUM_COLS; i++)
			if (!cell[i])
				cell[i] = "";
		PirOpCompatEntry e = {cell[COL_LEGACY], cell[COL_OP], cell[COL_INPUTS], cell[COL_OUTPUTS],
				      cell[COL_ATTRS], cell[COL_INT_ARRAY], cell[COL_SCALAR], cell[COL_TENSOR_BACKED],
				      cell[COL_EXTRA_ATTRS], NULL};
		size_t self = c->numEntries;
		addEntry(c, &e, &cap);
		/* backward: "abs_grad:abs_grad; abs_double_grad:abs_double_grad" (new:legacy) */
		for (char *b = cell[COL_BACKWARD]; b && *b;) {
			while (*b == ' ' || *b == ';')
				b++;
			char *colon = strchr(b, ':'), *semi = strchr(b, ';');
			if (!colon || (semi && semi < colon))
				break;
			*colon = '\0';
			char *legacy = colon + 1;
			if (semi)
				*semi = '\0';
			PirOpCompatEntry g = {legacy, b, "", "", "", "", "", "", "", NULL};
			if (nfwd == capFwd)
				fwd = pirArrayGrow(fwd, nfwd, &capFwd, 2 * sizeof *fwd, 256); /* pairs */
			fwd[2 * nfwd] = c->numEntries;
			fwd[2 * nfwd + 1] = self;
			nfwd++;
			addEntry(c, &g, &cap);
			b = semi ? semi + 1 : NULL;
		}
		line = end;
	}
	/* Rows op_compat.yaml lacks, for ops the catalogue registers from
	 * their legacy signature (docs/file-formats.md). */
	static const PirOpCompatEntry own[] = {
		{"create_py_reader", "create_py_reader", "blocking_queue:blocking_queue", "out:Out", "", "", "", "", "", NULL},
		{"create_double_buffer_reader", "create_double_buffer_reader", "underlying_reader:UnderlyingReader", "out:Out",
		 "", "", "", "", "", NULL},
		{"read", "read", "reader:Reader", "out:Out", "", "", "", "", "", NULL},
	};
	for (size_t i = 0; i < sizeof own / sizeof *own; i++)
		addEntry(c, &own[i], &cap);
	for (size_t i = 0; i < nfwd; i++)
		c->entries[fwd[2 * i]].forward = &c->entries[fwd[2 * i + 1]];
	free(fwd);
	for (size_t i = 0; i < c->numEntries; i++) {
		PirIdent *k = pirIdentGetCStr(ctx, c->entries[i].legacy);
		if (!pirPtrMapGet(&c->byLegacy, k)) /* the forward row wins over a grad pair of the same name */
			pirPtrMapPut(&c->byLegacy, k, &c->entries[i]);
	}
}

void pirOpCompatFree(PirOpCompat *c)
{
	pirPtrMapFree(&c->byLegacy);
	free(c->entries);
	free(c->text);
}

const PirOpCompatEntry *pirOpCompatLookup(const PirOpCompat *c, const char *legacyOp)
{
	return pirPtrMapGet(&c->byLegacy, pirIdentGetCStr(c->ctx, legacyOp));
}

bool pirOpCompatMap(const char *list, const char *newName, char *out, size_t size)
{
	size_t n = strlen(newName);
	for (const char *s = list; s && *s;) {
		while (*s == ' ' || *s == ';')
			s++;
		const char *colon = strchr(s, ':'), *semi = strchr(s, ';');
		if (!colon || (semi && semi < colon))
			return false;
		if ((size_t)(colon - s) == n && !memcmp(s, newName, n)) {
			const char *v = colon + 1, *e = semi ? semi : v + strlen(v);
			while (e > v && e[-1] == ' ')
				e--;
			snprintf(out, size, "%.*s", (int)(e - v), v);
			return true;
		}
		s = semi;
	}
	return false;
}

/* Argument mappings Paddle's op_compat_gen.py adds by hand
 * (paddle-programdesc.md, section 4) that no special translator makes
 * itself: legacy op, PIR argument, legacy slot. */
static const char *const handAdded[][3] = {
	{"set_value_grad", "values", "ValueTensor"},
	{"set_value_grad", "values_grad", "ValueTensor@GRAD"},
};

static void slotFor(const PirOpCompatEntry *e, const char *name, char *out, size_t size, bool input)
{
	for (size_t i = 0; e && i < sizeof handAdded / sizeof *handAdded; i++)
		if (!strcmp(e->legacy, handAdded[i][0]) && !strcmp(name, handAdded[i][1])) {
			snprintf(out, size, "%s", handAdded[i][2]);
			return;
		}
	if (e && pirOpCompatMap(input ? e->inputs : e->outputs, name, out, size))
		return;
	if (e && e->forward) {
		const PirOpCompatEntry *f = e->forward;
		size_t n = strlen(name);
		/* x_grad -> the forward's slot of x, then @GRAD */
		if (n > 5 && !strcmp(name + n - 5, "_grad")) {
			char base[128];
			snprintf(base, sizeof base, "%.*s", (int)(n - 5), name);
			char m[128];
			if (pirOpCompatMap(f->inputs, base, m, sizeof m) || pirOpCompatMap(f->outputs, base, m, sizeof m)) {
				snprintf(out, size, "%s@GRAD", m);
				return;
			}
		}
		if (pirOpCompatMap(f->inputs, name, out, size) || pirOpCompatMap(f->outputs, name, out, size))
			return;
	}
	snprintf(out, size, "%s", name);
}

void pirOpCompatInputSlot(const PirOpCompatEntry *e, const char *name, char *out, size_t size)
{
	slotFor(e, name, out, size, true);
}

void pirOpCompatOutputSlot(const PirOpCompatEntry *e, const char *name, char *out, size_t size)
{
	slotFor(e, name, out, size, false);
}

void pirOpCompatAttrName(const PirOpCompatEntry *e, const char *name, char *out, size_t size)
{
	if (e && e->forward)
		e = e->forward;
	if (!e || !pirOpCompatMap(e->attrs, name, out, size))
		snprintf(out, size, "%s", name);
}

static bool inList(const char *list, const char *name)
{
	size_t n = strlen(name);
	for (const char *s = list; s && *s;) {
		while (*s == ' ' || *s == ',')
			s++;
		const char *end = s + strcspn(s, ", ");
		if ((size_t)(end - s) == n && !memcmp(s, name, n))
			return true;
		s = end;
	}
	return false;
}

bool pirOpCompatIsExtraAttr(const PirOpCompatEntry *e, const char *name)
{
	if (e && e->forward)
		e = e->forward;
	return e && inList(e->extraAttrs, name);
}

bool pirOpCompatIsMutable(const PirOpCompatEntry *e, const char *name)
{
	if (e && e->forward)
		e = e->forward;
	size_t n = strlen(name);
	for (const char *s = e ? e->tensorBacked : NULL; s && *s;) {
		while (*s == ' ' || *s == ',')
			s++;
		const char *end = s + strcspn(s, ", ");
		if ((size_t)(end - s) == n && !memcmp(s, name, n))
			return true;
		s = end;
	}
	return false;
}

/* "shape{data_type=int,tensor_name=Shape,tensors_name=ShapeTensor}; ..." */
static bool field(const char *spec, const char *end, const char *key, char *out, size_t size)
{
	size_t n = strlen(key);
	for (const char *s = spec; s && s < end; s++) {
		if ((s == spec || s[-1] == '{' || s[-1] == ',') && (size_t)(end - s) > n && !memcmp(s, key, n) && s[n] == '=') {
			const char *v = s + n + 1, *e = v;
			while (e < end && *e != ',' && *e != '}')
				e++;
			snprintf(out, size, "%.*s", (int)(e - v), v);
			return true;
		}
	}
	return false;
}

bool pirOpCompatMutableSlots(const PirOpCompatEntry *e, const char *name, char *tensorName, char *tensorsName,
			     size_t size)
{
	tensorName[0] = tensorsName[0] = '\0';
	if (e && e->forward)
		e = e->forward;
	if (!e)
		return false;
	const char *lists[2] = {e->intArray, e->scalar};
	size_t n = strlen(name);
	for (int k = 0; k < 2; k++) {
		for (const char *s = lists[k]; s && *s;) {
			while (*s == ' ' || *s == ';')
				s++;
			const char *brace = strchr(s, '{');
			const char *semi = strchr(s, ';');
			if (!brace || (semi && semi < brace))
				break;
			const char *close = strchr(brace, '}');
			if (!close)
				break;
			if ((size_t)(brace - s) == n && !memcmp(s, name, n)) {
				field(brace + 1, close, "tensor_name", tensorName, size);
				field(brace + 1, close, "tensors_name", tensorsName, size);
				return true;
			}
			s = strchr(close, ';');
		}
	}
	return false;
}
