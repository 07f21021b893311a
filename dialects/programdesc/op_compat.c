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
	/* Issue 26: legacy ops whose op_compat row names a PIR op Paddle 3
	 * does not define, translated instead to the Paddle 3 op of the same
	 * meaning (docs/file-formats.md, "Legacy ops Paddle 3 does not
	 * translate"); they replace the table's rows. top_k (v1): the k
	 * largest along the last axis, sorted: topk with its defaults axis
	 * -1, largest and sorted true. expand (v1): dim i of X repeated
	 * expand_times[i] times, which is tile (not today's expand, which
	 * broadcasts to a shape). elementwise_mod_grad: remainder_grad. Each
	 * grad row's forward is the row before it. */
	static const PirOpCompatEntry instead[] = {
		{"top_k", "topk", "x:X", "out:Out; indices:Indices", "", "", "k{data_type=int,tensor_name=K}", "k", "", NULL},
		{"top_k_grad", "topk_grad", "", "", "", "", "", "", "", NULL},
		{"expand", "tile", "x:X", "out:Out", "repeat_times:expand_times",
		 "repeat_times{data_type=int,tensor_name=ExpandTimes,tensors_name=expand_times_tensor}", "", "repeat_times",
		 "use_mkldnn, mkldnn_data_type", NULL},
		{"expand_grad", "tile_grad", "", "", "", "", "", "", "", NULL},
		/* elementwise_mod's grad (op_compat names none): remainder_grad */
		{"elementwise_mod", "remainder", "x:X; y:Y", "out:Out", "", "", "", "",
		 "use_mkldnn, mkldnn_data_type, use_quantizer, Scale_x, Scale_y, Scale_out", NULL},
		{"elementwise_mod_grad", "remainder_grad", "", "", "", "", "", "", "", NULL},
		/* the ops the catalogue registers from their legacy signatures
		 * (pd_op_overlay.yaml, issue 26), whose op_compat rows map no slot */
		{"pad2d", "pad2d", "x:X; paddings:Paddings", "out:Out", "", "paddings{data_type=int,tensor_name=Paddings}", "",
		 "paddings", "use_mkldnn", NULL},
		{"pad2d_grad", "pad2d_grad", "", "", "", "", "", "", "", NULL},
		{"dropout_nd", "dropout_nd", "x:X; seed_tensor:Seed", "out:Out; mask:Mask",
		 "p:dropout_prob; mode:dropout_implementation", "", "", "", "fix_seed, seed", NULL},
		{"dropout_nd_grad", "dropout_nd_grad", "", "", "", "", "", "", "", NULL},
		/* data_norm's two optional slots are spelled in lower case */
		{"data_norm", "data_norm",
		 "x:X; batch_size:BatchSize; batch_sum:BatchSum; batch_square_sum:BatchSquareSum; scale_w:scale_w; bias:bias",
		 "y:Y; means:Means; scales:Scales", "", "", "", "", "use_mkldnn", NULL},
		/* sync_batch_norm: op_compat's row and batch_norm's MomentumTensor,
		 * which its OpMaker (BatchNormOpMaker) declares */
		{"sync_batch_norm", "sync_batch_norm",
		 "x:X; scale:Scale; bias:Bias; mean:Mean; variance:Variance; momentum_tensor:MomentumTensor",
		 "out:Y; mean_out:MeanOut; variance_out:VarianceOut; saved_mean:SavedMean; saved_variance:SavedVariance; "
		 "reserve_space:ReserveSpace",
		 "data_format:data_layout", "", "", "", "use_mkldnn, fuse_with_relu", NULL},
	};
	size_t firstInstead = c->numEntries;
	for (size_t i = 0; i < sizeof instead / sizeof *instead; i++)
		addEntry(c, &instead[i], &cap);
	for (size_t i = 0; i < nfwd; i++)
		c->entries[fwd[2 * i]].forward = &c->entries[fwd[2 * i + 1]];
	free(fwd);
	for (size_t i = firstInstead; i < c->numEntries; i++)
		if (!strcmp(c->entries[i].legacy + strlen(c->entries[i].legacy) - 5, "_grad"))
			c->entries[i].forward = &c->entries[i - 1];
	for (size_t i = firstInstead; i < c->numEntries; i++) /* before the table's rows: they win */
		pirPtrMapPut(&c->byLegacy, pirIdentGetCStr(ctx, c->entries[i].legacy), &c->entries[i]);
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
