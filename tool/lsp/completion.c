/* completion.c: textDocument/completion from the op catalogue of the
 * document's context (its --dialect files included):
 *   - in the quoted op name of an op line: the op names (and aliases) that
 *     start with what is typed, or whose short name does ("relu" finds
 *     pd_op.relu), each with its signature as detail and summary as doc;
 *   - at a key of an op's attribute dictionary: that op's attributes, with
 *     their kinds and defaults;
 *   - after "DataType)" : the data types the reader accepts; after
 *     "Place(" : the usual places.
 * The context is read from the line up to the cursor, so it works while
 * the line does not parse. */
#include "features.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../lib/op_definition.h"
#include "protocol.h"

enum { KIND_FUNCTION = 3, KIND_FIELD = 5, KIND_ENUM_MEMBER = 20 };

/* Candidates, each checked against the reader's own list (pirIsDataTypeName). */
static const char *const dataTypes[] = {"bool",     "int8",      "uint8",      "int16",   "uint16",
					"int32",    "uint32",    "int64",      "uint64",  "bfloat16",
					"float16",  "float32",   "float64",    "complex64", "complex128",
					"pstring",  "float8_e4m3fn", "float8_e5m2"};
static const char *const places[] = {"cpu", "gpu:0", "gpu_pinned", "xpu:0", "ipu:0", "undefined:0"};

static char *memText(void (*fn)(FILE *, const void *, const void *), const void *a, const void *b)
{
	char *s = NULL;
	size_t n = 0;
	FILE *f = open_memstream(&s, &n);
	if (!f)
		return NULL;
	fn(f, a, b);
	fclose(f);
	return s;
}

static void writeValueDefs(FILE *f, const PirValueDef *v, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++)
		fprintf(f, "%s%s: %s%s", i ? ", " : "", v[i].name->str, pirValueDefConstraintName(&v[i]),
			v[i].optional ? "?" : v[i].variadic ? "..." : "");
}

/* "(x: tensor, y: tensor) -> out: tensor" */
static void writeSignature(FILE *f, const void *infoP, const void *unused)
{
	(void)unused;
	const PirOpInfo *info = infoP;
	fprintf(f, "(");
	writeValueDefs(f, info->def->inputs, info->def->numInputs);
	fprintf(f, ") -> ");
	writeValueDefs(f, info->def->outputs, info->def->numOutputs);
}

static void writeAttr(FILE *f, const void *ctx, const void *a)
{
	pirPrintAttrDefinition((PirContext *)ctx, a, f);
}

static json_t *opItem(const LspCatalogueEntry *e)
{
	char *sig = memText(writeSignature, e->info, NULL);
	json_t *it = json_pack("{s:s%,s:i,s:s}", "label", e->name, e->len, "kind", KIND_FUNCTION, "detail", sig ? sig : "");
	free(sig);
	if (e->info->def->summary)
		json_object_set_new(it, "documentation", json_string(e->info->def->summary->str));
	return it;
}

static bool isWord(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.';
}

static bool endsWith(const char *s, size_t n, const char *suffix)
{
	size_t k = strlen(suffix);
	return n >= k && !memcmp(s + n - k, suffix, k);
}

json_t *lspCompletion(const LspDocument *d, const PirJsonNode *params)
{
	LspPosition p;
	if (!lspPositionParam(params, &p) || !d->catalogue)
		return NULL;
	size_t off = lspOffsetOfPosition(&d->lines, p);
	uint32_t line = lspLineOfOffset(&d->lines, off);
	const char *ls = d->text + d->lines.start[line], *cur = d->text + off;
	/* Where the cursor is on its line: in a string (from where), in the attribute dictionary. */
	const char *quote = NULL, *dict = NULL;
	bool sawEq = false, opNamed = false;
	int depth = 0;
	for (const char *q = ls; q < cur; q++) {
		if (quote) {
			if (*q == '\\' && q + 1 < cur)
				q++;
			else if (*q == '"') {
				if (!dict)
					opNamed = true;
				quote = NULL;
			}
			continue;
		}
		if (*q == '"')
			quote = q;
		else if (*q == '=' && !dict)
			sawEq = true;
		else if (*q == '{' && opNamed && !dict)
			dict = q, depth = 0;
		else if (dict && (*q == '[' || *q == '(' || *q == '{' || *q == '<'))
			depth++;
		else if (dict && (*q == ']' || *q == ')' || *q == '}' || *q == '>')) {
			if (*q == '}' && !depth)
				dict = NULL;
			else if (depth)
				depth--;
		}
	}
	const char *w = cur;
	while (w > ls && isWord(w[-1]))
		w--;
	json_t *items = json_array();
	const LspCatalogue *cat = d->catalogue;
	if (quote && !dict && !opNamed && (sawEq || strspn(ls, " \t") == (size_t)(quote - ls))) {
		const char *pre = quote + 1;
		size_t n = (size_t)(cur - pre);
		for (size_t i = lspCatalogueLowerBound(cat, pre, n);
		     i < cat->count && cat->entries[i].len >= n && !memcmp(cat->entries[i].name, pre, n); i++)
			json_array_append_new(items, opItem(&cat->entries[i]));
		if (n && !memchr(pre, '.', n)) /* a short name: pd_op.relu for "relu" */
			for (size_t i = 0; i < cat->count; i++) {
				const LspCatalogueEntry *e = &cat->entries[i];
				const char *dot = memchr(e->name, '.', e->len);
				if (dot && (size_t)(e->name + e->len - dot - 1) >= n && !memcmp(dot + 1, pre, n))
					json_array_append_new(items, opItem(e));
			}
	} else if (dict && !quote && endsWith(ls, (size_t)(w - ls), "DataType)")) {
		for (size_t i = 0; i < sizeof dataTypes / sizeof *dataTypes; i++)
			if (pirIsDataTypeName(dataTypes[i], strlen(dataTypes[i])))
				json_array_append_new(items, json_pack("{s:s,s:i}", "label", dataTypes[i], "kind", KIND_ENUM_MEMBER));
	} else if (dict && !quote && endsWith(ls, (size_t)(w - ls), "Place(")) {
		for (size_t i = 0; i < sizeof places / sizeof *places; i++)
			json_array_append_new(items, json_pack("{s:s,s:i}", "label", places[i], "kind", KIND_ENUM_MEMBER));
	} else if (dict && !quote && !depth) {
		const char *b = w;
		while (b > dict + 1 && (b[-1] == ' ' || b[-1] == '\t'))
			b--;
		uint32_t op = lspIndexOpAt(&d->index, off);
		PirOpInfo *info = op != LSP_NONE ? d->index.ops[op].info : NULL;
		if ((b == dict + 1 || b[-1] == ',') && info)
			for (uint32_t i = 0; i < info->def->numAttrs; i++) {
				PirAttrDef *a = &info->def->attrs[i];
				char *kinds = memText(writeAttr, d->catalogueCtx, a);
				char ins[300];
				snprintf(ins, sizeof ins, "%s:", a->name->str);
				json_array_append_new(items, json_pack("{s:s,s:i,s:s,s:s}", "label", a->name->str, "kind",
								       KIND_FIELD, "detail", kinds ? kinds : "", "insertText", ins));
				free(kinds);
			}
	}
	return json_pack("{s:b,s:o}", "isIncomplete", 0, "items", items);
}
