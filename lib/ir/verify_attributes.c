/* verify_attributes.c: the attribute rules of an op definition that go
 * beyond presence and kind: every attribute must be declared by the op or
 * be one Paddle puts on any op (stop_gradient, op_callstack, ...); values of
 * the enum kinds (data type, place, data layout) must name a member; the
 * per-result arrays the dialects declare (result_attributes: stop_gradient,
 * persistable) have one bool per result.
 * Errors point at the attribute in the source line when the op was read
 * from text. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "context_impl.h"

/* Attributes Paddle's framework may put on any op, whatever its
 * definition: per-result flags, provenance, distribution and scheduling
 * (paddle-pir-format-history.md, paddle-programdesc.md, paddle-pir-json.md).
 * "is_persisable" is how 2023 Paddle spelled is_persistable. Names that
 * start with '_' are annotations and are never checked either. */
static const char *const frameworkAttrs[] = {
	"chunk_id",        "event_to_record",     "events_to_wait",   "execution_stream", "force_record_event",
	"is_persisable",   "is_persistable",      "op_callstack",     "op_device",        "op_dist_attr",
	"op_namescope",    "op_role",             "op_role_var",      "persistable",      "scheduling_priority",
	"stop_gradient",   "stream_priority",     "struct_name",      "sym_shape_str",    "with_quant_attr",
};

static const char *const dataTypes[] = {
	"bool",     "int8",    "uint8",     "int16",      "uint16",  "int32",         "uint32",      "int64",
	"uint64",   "bfloat16", "float16",  "float32",    "float64", "complex64",     "complex128",  "pstring",
	"float8_e4m3fn", "float8_e5m2", "undefined", "Undefined", /* Paddle prints its undefined type "Undefined" */
};

/* Place(name) or Place(name:N); custom devices print their own type name,
 * the common ones are listed. */
static const char *const placeKinds[] = {
	"cpu", "gpu", "gpu_pinned", "xpu", "xpu_pinned", "ipu", "npu", "mlu", "custom_cpu", "undefined",
};

static const char *const dataLayouts[] = {
	"NCHW", "NHWC", "NCDHW", "NDHWC", "ANY", "AnyLayout", "UNDEFINED", "Undefined(AnyLayout)", "ONEDNN",
	"MKLDNN", "SPARSE_COO", "SPARSE_CSR", "STRIDED", "NCL", "NLC", "PSTRING_UNION",
};

#define COUNT(a) (sizeof(a) / sizeof *(a))

static bool inList(const char *const *list, size_t n, const char *s, size_t len)
{
	for (size_t i = 0; i < n; i++)
		if (strlen(list[i]) == len && memcmp(list[i], s, len) == 0)
			return true;
	return false;
}

static bool isFrameworkAttr(const PirIdent *name)
{
	return name->str[0] == '_' || inList(frameworkAttrs, COUNT(frameworkAttrs), name->str, name->len);
}

bool pirAttrIsFrameworkName(PirContext *ctx, PirIdent *name)
{
	return isFrameworkAttr(name) || pirContextIsResultAttribute(ctx, name);
}

/* The closest of a list of names, if close enough to be a likely typo. */
static const char *closest(const char *const *list, size_t n, const char *s, size_t len)
{
	const char *best = NULL;
	size_t bestDist = (size_t)-1;
	for (size_t i = 0; i < n; i++) {
		size_t d = pirEditDistance(s, len, list[i], strlen(list[i]));
		if (d < bestDist) {
			bestDist = d;
			best = list[i];
		}
	}
	return best && bestDist <= 2 + len / 5 ? best : NULL;
}

typedef struct PirAttrKeyPos KeyPos;

static void addKey(PirContext *ctx, const char *key, size_t len, size_t col)
{
	if (ctx->attrKeys.num == ctx->attrKeys.cap)
		ctx->attrKeys.keys = pirArrayGrow(ctx->attrKeys.keys, ctx->attrKeys.num, &ctx->attrKeys.cap,
						  sizeof *ctx->attrKeys.keys, 16);
	ctx->attrKeys.keys[ctx->attrKeys.num++] = (KeyPos){key, (uint32_t)len, (uint32_t)col};
}

/* By name (length first), then by column: the first of equal keys first. */
static int compareKeys(const void *pa, const void *pb)
{
	const KeyPos *a = pa, *b = pb;
	if (a->len != b->len)
		return a->len < b->len ? -1 : 1;
	int c = memcmp(a->key, b->key, a->len);
	return c ? c : a->col < b->col ? -1 : a->col > b->col;
}

/* Every key of the attribute dictionary of the op at column col of line
 * (the first {...} after the quoted op name): a quoted key, or a bare one
 * followed by ':' or a space; one scan of the line, sorted by name. */
static void indexKeys(PirContext *ctx, const char *line, size_t len, uint32_t col)
{
	ctx->attrKeys.line = line;
	ctx->attrKeys.col = col;
	ctx->attrKeys.num = 0;
	size_t i = col - 1;
	while (i < len && line[i] != '"')
		i++;
	for (i++; i < len && line[i] != '"'; i++)
		if (line[i] == '\\')
			i++;
	int paren = 0;
	for (i++; i < len && !(line[i] == '{' && paren == 0); i++)
		paren += line[i] == '(' ? 1 : line[i] == ')' ? -1 : 0;
	int depth = 0;
	bool atKey = false;
	for (; i < len; i++) {
		char c = line[i];
		if (c == '"') {
			size_t start = i;
			for (i++; i < len && line[i] != '"'; i++)
				if (line[i] == '\\')
					i++;
			if (atKey && depth == 1 && i <= len)
				addKey(ctx, line + start + 1, i - start - 1, start + 1);
			atKey = false;
			continue;
		}
		if (c == '{' || c == '[' || c == '(') {
			depth++;
			atKey = depth == 1;
			continue;
		}
		if (c == '}' || c == ']' || c == ')') {
			if (--depth == 0)
				break;
			continue;
		}
		if (c == ',' && depth == 1) {
			atKey = true;
			continue;
		}
		if (c == ' ' || c == '\t')
			continue;
		if (atKey && depth == 1) {
			size_t j = i;
			while (j < len && !strchr(":, \t{}[]()\"", line[j]))
				j++;
			if (j < len && (line[j] == ':' || line[j] == ' ')) {
				addKey(ctx, line + i, j - i, i + 1);
				i = j - 1;
			}
		}
		atKey = false;
	}
	if (ctx->attrKeys.num) /* qsort of a NULL array is undefined, even empty */
		qsort(ctx->attrKeys.keys, ctx->attrKeys.num, sizeof *ctx->attrKeys.keys, compareKeys);
}

/* Column of attribute `name` in the op's source line, from the index of
 * the line's keys (made once for the op: the errors of N attributes of
 * one op do not scan its line N times). */
PirLocation pirOperationAttrLocation(PirOperation *op, PirIdent *name)
{
	PirLocation loc = pirOperationGetLoc(op);
	PirContext *ctx = pirOperationGetContext(op);
	size_t len;
	const char *line = loc.file ? pirContextGetSourceLine(ctx, loc.file, loc.line, &len) : NULL;
	if (!line || !loc.col || loc.col > len)
		return loc;
	if (ctx->attrKeys.line != line || ctx->attrKeys.col != loc.col)
		indexKeys(ctx, line, len, loc.col);
	size_t lo = 0, hi = ctx->attrKeys.num; /* the first key >= name */
	KeyPos want = {name->str, (uint32_t)name->len, 0};
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (compareKeys(&ctx->attrKeys.keys[mid], &want) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < ctx->attrKeys.num && ctx->attrKeys.keys[lo].len == name->len &&
	    !memcmp(ctx->attrKeys.keys[lo].key, name->str, name->len))
		loc.col = ctx->attrKeys.keys[lo].col;
	return loc;
}

static void attrError(PirOperation *op, PirIdent *name, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void attrError(PirOperation *op, PirIdent *name, const char *fmt, ...)
{
	char buf[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	PirContext *ctx = pirOperationGetContext(op);
	PirLocation loc = pirDiagnosticsWouldShow(ctx, PIR_SEV_ERROR) ? pirOperationAttrLocation(op, name)
								      : pirOperationGetLoc(op);
	pirEmitError(ctx, loc, "'%s' op %s", pirOperationGetName(op), buf);
}

static bool checkEnum(PirOperation *op, PirIdent *name, PirAttribute *a)
{
	if (a->kind != PIR_ATTR_DATA_TYPE && a->kind != PIR_ATTR_PLACE && a->kind != PIR_ATTR_DATA_LAYOUT)
		return true;
	const char *const *list;
	size_t n;
	const char *what, *text = a->text->str;
	size_t len = a->text->len;
	switch (a->kind) {
	case PIR_ATTR_DATA_TYPE:
		list = dataTypes, n = COUNT(dataTypes), what = "data type";
		break;
	case PIR_ATTR_PLACE: {
		/* "gpu:0", "cpu", "undefined:0" */
		const char *colon = memchr(text, ':', len);
		if (colon) {
			const char *d = colon + 1;
			bool digits = d < text + len;
			for (; d < text + len; d++)
				digits = digits && *d >= '0' && *d <= '9';
			if (!digits) {
				attrError(op, name, "attribute '%s' has place 'Place(%s)', whose device id is not a number",
					  name->str, text);
				return false;
			}
			len = (size_t)(colon - text);
		}
		list = placeKinds, n = COUNT(placeKinds), what = "place";
		break;
	}
	case PIR_ATTR_DATA_LAYOUT:
		list = dataLayouts, n = COUNT(dataLayouts), what = "data layout";
		break;
	default:
		return true;
	}
	if (inList(list, n, text, len))
		return true;
	/* A custom device (Paddle's CustomPlace prints its device type):
	 * Place(intel_gpu:0). Only with a device id, so that a bare misspelt
	 * kind is still reported. */
	if (a->kind == PIR_ATTR_PLACE && len < a->text->len && len && !(text[0] >= '0' && text[0] <= '9')) {
		bool ident = true;
		for (size_t i = 0; i < len; i++)
			ident = ident && ((text[i] >= 'a' && text[i] <= 'z') || (text[i] >= '0' && text[i] <= '9') ||
					  text[i] == '_');
		if (ident && !closest(list, n, text, len))
			return true;
	}
	const char *sugg = closest(list, n, text, len);
	if (a->kind == PIR_ATTR_PLACE)
		attrError(op, name, "attribute '%s' has unknown place 'Place(%s)'%s%.*s%s", name->str, text,
			  sugg ? "; did you mean '" : "", sugg ? (int)strlen(sugg) : 0, sugg ? sugg : "",
			  sugg ? "'?" : "");
	else
		attrError(op, name, "attribute '%s' has unknown %s '%s'%s%s%s", name->str, what, text,
			  sugg ? "; did you mean '" : "", sugg ? sugg : "", sugg ? "'?" : "");
	return false;
}

/* stop_gradient:[false,true] has one bool per result. */
static bool checkPerResult(PirOperation *op, PirIdent *name, PirAttribute *a)
{
	if (a->kind != PIR_ATTR_ARRAY)
		return true;
	if (a->array.size != op->numResults) {
		attrError(op, name, "attribute '%s' has %u entr%s, but the op has %u result%s (one bool per result)",
			  name->str, a->array.size, a->array.size == 1 ? "y" : "ies", op->numResults,
			  op->numResults == 1 ? "" : "s");
		return false;
	}
	for (uint32_t i = 0; i < a->array.size; i++)
		if (a->array.elems[i]->kind != PIR_ATTR_BOOL) {
			attrError(op, name, "attribute '%s' entry #%u must be a bool, but is %s", name->str, i,
				  pirAttrKindName(a->array.elems[i]->kind));
			return false;
		}
	return true;
}

bool pirAttrDictMisspells(const PirAttrDict *d, const PirOpDef *def, PirIdent *name)
{
	for (uint32_t i = 0; d && i < d->size; i++) {
		PirIdent *key = d->entries[i].name;
		bool declared = false;
		for (uint32_t k = 0; k < def->numAttrs && !declared; k++)
			declared = def->attrs[k].name == key;
		if (!declared && !isFrameworkAttr(key) &&
		    pirEditDistance(key->str, key->len, name->str, name->len) <= 2 + key->len / 5)
			return true;
	}
	return false;
}

bool pirOperationVerifyAttributeNames(PirOperation *op, const PirOpDef *def)
{
	bool ok = true;
	const PirAttrDict *d = pirOperationGetAttrDict(op);
	for (uint32_t i = 0; d && i < d->size; i++) {
		PirIdent *name = d->entries[i].name;
		PirAttribute *a = d->entries[i].value;
		const PirAttrDef *ad = NULL;
		for (uint32_t k = 0; k < def->numAttrs && !ad; k++)
			if (def->attrs[k].name == name)
				ad = &def->attrs[k];
		if (ad) {
			/* The kind is checked by the caller; a value of a wrong kind
			 * is not checked further. */
			if ((!ad->kinds || (ad->kinds & (1u << a->kind))) && !checkEnum(op, name, a))
				ok = false;
			continue;
		}
		/* Per-result arrays are declared by the dialects (result_attributes). */
		if (pirContextIsResultAttribute(pirOperationGetContext(op), name)) {
			if (!checkPerResult(op, name, a))
				ok = false;
			continue;
		}
		if (isFrameworkAttr(name))
			continue;
		/* "did you mean": the op's attributes, then the framework's. */
		const char *sugg = NULL;
		size_t best = (size_t)-1;
		for (uint32_t k = 0; k < def->numAttrs; k++) {
			size_t dist = pirEditDistance(name->str, name->len, def->attrs[k].name->str, def->attrs[k].name->len);
			if (dist < best) {
				best = dist;
				sugg = def->attrs[k].name->str;
			}
		}
		if (best > 2 + name->len / 5)
			sugg = closest(frameworkAttrs, COUNT(frameworkAttrs), name->str, name->len);
		if (sugg) {
			attrError(op, name, "has no attribute '%s'; did you mean '%s'?", name->str, sugg);
		} else if (def->numAttrs) {
			char list[256];
			size_t len = 0;
			list[0] = '\0';
			for (uint32_t k = 0; k < def->numAttrs && len < sizeof list; k++) {
				int w = snprintf(list + len, sizeof list - len, "%s%s", k ? ", " : "", def->attrs[k].name->str);
				if (w > 0)
					len += (size_t)w;
			}
			attrError(op, name, "has no attribute '%s' (its attributes: %s)", name->str, list);
		} else {
			attrError(op, name, "has no attribute '%s' (it has no attributes of its own)", name->str);
		}
		ok = false;
	}
	return ok;
}
