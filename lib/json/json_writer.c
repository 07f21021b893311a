/* json_writer.c: writes a program as Paddle's PIR JSON (what
 * pir::WriteModule produces), so a program fixed by hand loads back into
 * Paddle. The document is built with jansson and dumped compact with
 * sorted keys, the layout of Paddle's nlohmann-based writer. Encoding
 * rules: docs/file-formats.md. */
#include "../formats.h"
#include "json_alloc.h"
#include "json_header.h"
#include "json_names.h"
#include "../pir.h"

#include <jansson.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef struct JsonWriter {
	PirContext *ctx;
	bool trainable;
	bool failed;
	uint32_t nextValue, nextArg, nextRegion, nextBlock;
	PirIdent *stopGradient, *persistable, *callstack;
	PirIdent *parameterStorage; /* weights read by a variable_read op of this storage are written as "p" */
} JsonWriter;

static void fail(JsonWriter *W, PirOperation *op, const char *fmt, const char *what)
{
	if (W->failed)
		return;
	W->failed = true;
	if (op)
		pirEmitOpError(op, fmt, what);
	else
		pirEmitError(W->ctx, (PirLocation){0}, fmt, what);
}

static json_t *typeObj(const char *id, json_t *data)
{
	json_t *o = json_object();
	json_object_set_new(o, "#", json_string(id));
	if (data)
		json_object_set_new(o, "D", data);
	return o;
}

static json_t *writeType(JsonWriter *W, PirOperation *op, PirType *t);

static json_t *tensorData(JsonWriter *W, PirOperation *op, PirType *t, bool full)
{
	json_t *dims = json_array();
	for (uint32_t i = 0; i < t->tensor.rank; i++)
		json_array_append_new(dims, json_integer(t->tensor.dims[i]));
	json_t *d = json_array();
	json_array_append_new(d, writeType(W, op, t->tensor.elem));
	json_array_append_new(d, dims);
	json_array_append_new(d, json_string("NCHW"));
	if (full) {
		json_array_append_new(d, json_array());
		json_array_append_new(d, json_integer(0));
	}
	return d;
}

/* pd_op.tensor_array<2x3xf32>: dims and dtype through the tensor reader;
 * prefixLen is the length of the type's name. */
static json_t *dialectTensor(JsonWriter *W, PirOperation *op, PirType *t, size_t prefixLen, const char *id, bool full)
{
	const char *text = t->dialect.text->str + prefixLen;
	if (*text != '<') {
		fail(W, op, "type '%s' has no JSON encoding", t->dialect.text->str);
		return NULL;
	}
	size_t n = strlen(text) + 8;
	char *buf = pirMalloc(n);
	snprintf(buf, n, "tensor%s", text);
	PirType *tensor = pirParseTypeString(W->ctx, buf, "<json writer>");
	free(buf);
	if (!tensor || tensor->kind != PIR_TYPE_TENSOR) {
		fail(W, op, "type '%s' has no JSON encoding", t->dialect.text->str);
		return NULL;
	}
	return typeObj(id, tensorData(W, op, tensor, full));
}

static json_t *writeType(JsonWriter *W, PirOperation *op, PirType *t)
{
	const char *name;
	switch (t->kind) {
	case PIR_TYPE_NULL:
		return typeObj("NULL", NULL);
	case PIR_TYPE_VECTOR: {
		json_t *d = json_array();
		for (uint32_t i = 0; i < t->vec.size; i++)
			json_array_append_new(d, writeType(W, op, t->vec.elems[i]));
		return typeObj("0.t_vec", d);
	}
	case PIR_TYPE_TENSOR:
		return typeObj("0.t_dtensor", tensorData(W, op, t, true));
	case PIR_TYPE_DIALECT: {
		/* The loaded dialects' json_types, by the name before any '<'. */
		const char *s = t->dialect.text->str;
		size_t n = strcspn(s, "<");
		const PirJsonType *jt = pirContextLookupJsonTypeName(W->ctx, s, n);
		if (jt && jt->data != PIR_JSON_DATA_NONE)
			return dialectTensor(W, op, t, n, jt->id->str, jt->data == PIR_JSON_DATA_TENSOR5);
		if (jt && !s[n])
			return typeObj(jt->id->str, NULL);
		fail(W, op, "type '%s' has no JSON encoding", s);
		return typeObj("NULL", NULL);
	}
	case PIR_TYPE_VTENSOR:
		fail(W, op, "%s has no JSON encoding (Paddle has no value-semantics tensor)", "a vtensor type");
		return typeObj("NULL", NULL);
	default:
		name = pirJsonScalarName(t->kind);
		if (!name) {
			fail(W, op, "type '%s' has no JSON encoding", pirScalarTypeName(t->kind));
			return typeObj("NULL", NULL);
		}
		char id[32];
		snprintf(id, sizeof id, "0.%s", name);
		return typeObj(id, NULL);
	}
}

static json_t *floatAttr(const char *id, double x)
{
	json_t *o = json_object();
	json_object_set_new(o, "#", json_string(id));
	if (isnan(x))
		json_object_set_new(o, "VD", json_string("NaN"));
	else if (isinf(x))
		json_object_set_new(o, "VD", json_string(x > 0 ? "INF" : "-INF"));
	else
		json_object_set_new(o, "D", json_real(x));
	return o;
}

static json_t *writeAttr(JsonWriter *W, PirOperation *op, PirAttribute *a)
{
	switch (a->kind) {
	case PIR_ATTR_BOOL: return typeObj("0.a_bool", json_boolean(a->b));
	case PIR_ATTR_STR: return typeObj("0.a_str", json_stringn(a->text->str, a->text->len));
	case PIR_ATTR_INT32: return typeObj("0.a_i32", json_integer(a->i));
	case PIR_ATTR_INT64: return typeObj("0.a_i64", json_integer(a->i));
	case PIR_ATTR_INDEX: return typeObj("0.a_index", json_integer(a->i));
	case PIR_ATTR_FLOAT: return floatAttr("0.a_f32", a->f);
	case PIR_ATTR_DOUBLE: return floatAttr("0.a_f64", a->d);
	case PIR_ATTR_COMPLEX64:
	case PIR_ATTR_COMPLEX128: {
		json_t *d = json_array();
		json_array_append_new(d, json_real(a->c.re));
		json_array_append_new(d, json_real(a->c.im));
		return typeObj(a->kind == PIR_ATTR_COMPLEX64 ? "0.a_c64" : "0.a_c128", d);
	}
	case PIR_ATTR_ARRAY: {
		json_t *d = json_array();
		for (uint32_t i = 0; i < a->array.size; i++)
			json_array_append_new(d, writeAttr(W, op, a->array.elems[i]));
		return typeObj("0.a_array", d);
	}
	case PIR_ATTR_TYPE: return typeObj("0.a_type", writeType(W, op, a->type));
	case PIR_ATTR_INT_ARRAY: {
		json_t *d = json_array();
		for (uint32_t i = 0; i < a->ints.size; i++)
			json_array_append_new(d, json_integer(a->ints.elems[i]));
		return typeObj("1.a_intarray", d);
	}
	case PIR_ATTR_DATA_TYPE: return typeObj("1.a_dtype", json_stringn(a->text->str, a->text->len));
	case PIR_ATTR_DATA_LAYOUT: return typeObj("1.a_layout", json_stringn(a->text->str, a->text->len));
	case PIR_ATTR_PLACE: {
		int64_t type, id;
		const char *dev;
		size_t devLen;
		if (!pirJsonPlaceFromText(a->text->str, &type, &id, &dev, &devLen)) {
			fail(W, op, "place '%s' has no JSON encoding", a->text->str);
			return typeObj("NULL", NULL);
		}
		json_t *d = json_array();
		json_array_append_new(d, json_integer(type));
		json_array_append_new(d, json_integer(id));
		json_array_append_new(d, json_stringn(dev, devLen));
		return typeObj("1.a_place", d);
	}
	case PIR_ATTR_NULL: return typeObj("NULL", NULL);
	case PIR_ATTR_POINTER:
	case PIR_ATTR_OPAQUE:
	default: {
		char *s = pirAttributeToString(W->ctx, a);
		fail(W, op, "attribute '%s' has no JSON encoding", s);
		free(s);
		return typeObj("NULL", NULL);
	}
	}
}

static json_t *attrEntry(JsonWriter *W, PirOperation *op, PirNamedAttr *e)
{
	json_t *o = json_object();
	json_object_set_new(o, "AT", writeAttr(W, op, e->value));
	json_object_set_new(o, "N", json_stringn(e->name->str, e->name->len));
	return o;
}

static json_t *writeRegion(JsonWriter *W, PirRegion *r);

/* A one-element bool array attribute, as 0/1; -1 when it is not one. */
static int boolFlag(PirAttribute *a)
{
	if (!a || a->kind != PIR_ATTR_ARRAY || a->array.size != 1 || a->array.elems[0]->kind != PIR_ATTR_BOOL)
		return -1;
	return a->array.elems[0]->b;
}

/* builtin.parameter in the compressed "p" form, when its attributes are
 * exactly the ones that form has room for; NULL otherwise. */
static json_t *writeParameter(JsonWriter *W, PirOperation *op)
{
	static const char *const flags[] = {"is_distributed", "is_parameter", "need_clip", "persistable", "stop_gradient",
					    "trainable"};
	if (op->numOperands || op->numResults != 1 || op->numRegions)
		return NULL;
	int v[6];
	PirAttribute *name = pirAttrDictLookup(pirOperationGetAttrDict(op), pirOperationGetInfo(op)->varKey);
	if (!name || name->kind != PIR_ATTR_STR)
		return NULL;
	for (int i = 0; i < 6; i++)
		if ((v[i] = boolFlag(pirOperationGetAttr(op, flags[i]))) < 0)
			return NULL;
	json_t *da = json_array(), *qa = json_array();
	for (uint32_t i = 0; i < pirOperationGetAttrDict(op)->size; i++) {
		PirNamedAttr *e = &pirOperationGetAttrDict(op)->entries[i];
		const char *n = e->name->str;
		if (!strcmp(n, "op_dist_attr") || !strcmp(n, "op_role"))
			json_array_append_new(da, attrEntry(W, op, e));
		else if (!strcmp(n, "struct_name"))
			json_array_append_new(qa, attrEntry(W, op, e));
		else if (e->name != pirOperationGetInfo(op)->varKey && strcmp(n, "op_callstack")) {
			bool known = false;
			for (int k = 0; k < 6; k++)
				known = known || !strcmp(n, flags[k]);
			if (!known) {
				json_decref(da);
				json_decref(qa);
				return NULL;
			}
		}
	}
	json_t *o = json_object();
	json_object_set_new(o, "#", json_string("p"));
	json_t *a = json_array();
	for (int i = 0; i < 3; i++)
		json_array_append_new(a, json_integer(v[i]));
	json_array_append_new(a, json_stringn(name->text->str, name->text->len));
	json_object_set_new(o, "A", a);
	json_object_set_new(o, "DA", da);
	PirValue *res = pirOperationGetResult(op, 0);
	res->state = W->nextValue++;
	json_t *out = json_object();
	json_object_set_new(out, "%", json_integer(res->state));
	json_object_set_new(out, "TT", writeType(W, op, pirValueGetType(res)));
	json_object_set_new(o, "O", out);
	json_t *oa = json_array();
	for (int i = 3; i < 6; i++)
		json_array_append_new(oa, json_integer(v[i]));
	json_object_set_new(o, "OA", oa);
	json_object_set_new(o, "QA", qa);
	return o;
}

static json_t *writeOp(JsonWriter *W, PirOperation *op)
{
	if (pirOperationGetInfo(op)->role == PIR_ROLE_VARIABLE_READ &&
	    pirOperationGetInfo(op)->varStorage == W->parameterStorage) {
		json_t *p = writeParameter(W, op);
		if (p)
			return p;
	}
	json_t *o = json_object();
	const char *full = pirOperationGetName(op), *dot = strchr(full, '.');
	const char *did = dot ? pirJsonDialectId(full, (size_t)(dot - full)) : NULL;
	if (did) {
		size_t n = strlen(did) + strlen(dot) + 1;
		char *id = pirMalloc(n);
		snprintf(id, n, "%s%s", did, dot);
		json_object_set_new(o, "#", json_string(id));
		free(id);
	} else {
		json_object_set_new(o, "#", json_string(full)); /* Paddle too: a dialect without an id */
	}
	/* attributes: the definition's, in its order, then the others by name */
	json_t *a = json_array(), *oa = json_array();
	PirAttrDict *d = pirOperationGetAttrDict(op);
	bool *done = pirCalloc(d->size + 1, 1);
	PirOpDef *def = pirOperationGetInfo(op)->registered ? pirOperationGetInfo(op)->def : NULL;
	for (uint32_t k = 0; def && k < def->numAttrs; k++)
		for (uint32_t i = 0; i < d->size; i++)
			if (d->entries[i].name == def->attrs[k].name && d->entries[i].name != W->stopGradient &&
			    d->entries[i].name != W->persistable) {
				json_array_append_new(a, attrEntry(W, op, &d->entries[i]));
				done[i] = true;
			}
	for (uint32_t i = 0; i < d->size; i++) {
		PirIdent *n = d->entries[i].name;
		if (done[i] || n == W->callstack || n == W->stopGradient || n == W->persistable)
			continue;
		json_array_append_new(a, attrEntry(W, op, &d->entries[i]));
	}
	free(done);
	/* "OA": persistable and stop_gradient. Paddle writes it only for a
	 * trainable program, and its reader takes an "OA" whatever the header
	 * says; so a program that is not trainable but has these attributes (a
	 * file with "OA" and no trainable, or a pass's stop_gradient) keeps
	 * them through a write, rather than losing them silently. */
	PirIdent *outAttrs[2] = {W->persistable, W->stopGradient};
	for (int k = 0; k < 2; k++)
		for (uint32_t i = 0; i < d->size; i++)
			if (d->entries[i].name == outAttrs[k])
				json_array_append_new(oa, attrEntry(W, op, &d->entries[i]));
	json_object_set_new(o, "A", a);
	json_t *in = json_array();
	for (uint32_t i = 0; i < op->numOperands; i++) {
		PirValue *v = pirOperationGetOperand(op, i);
		json_t *u = json_object();
		json_object_set_new(u, "%", json_integer(!v ? 0 : v->isArg ? -(json_int_t)v->state : (json_int_t)v->state));
		json_array_append_new(in, u);
	}
	json_object_set_new(o, "I", in);
	json_t *out = json_array();
	for (uint32_t i = 0; i < op->numResults; i++) {
		PirValue *v = pirOperationGetResult(op, i);
		v->state = W->nextValue++;
		json_t *r = json_object();
		json_object_set_new(r, "%", json_integer(v->state));
		json_object_set_new(r, "TT", writeType(W, op, pirValueGetType(v)));
		json_array_append_new(out, r);
	}
	json_object_set_new(o, "O", out);
	if (W->trainable || json_array_size(oa))
		json_object_set_new(o, "OA", oa);
	else
		json_decref(oa);
	if (op->numRegions) {
		json_t *regions = json_array();
		for (uint32_t i = 0; i < op->numRegions; i++)
			json_array_append_new(regions, writeRegion(W, pirOperationGetRegion(op, i)));
		json_object_set_new(o, "regions", regions);
	}
	if (op->numSuccessors)
		fail(W, op, "%s has no JSON encoding", "an op with successor blocks");
	return o;
}

static json_t *writeBlock(JsonWriter *W, PirBlock *b)
{
	char name[32];
	snprintf(name, sizeof name, "block_%u", W->nextBlock++);
	json_t *o = json_object();
	json_object_set_new(o, "#", json_string(name));
	json_t *args = json_array();
	for (uint32_t i = 0; i < b->numArgs; i++) {
		PirValue *v = b->args[i];
		v->state = W->nextArg++;
		json_t *a = json_object();
		json_object_set_new(a, "#", json_integer(-(json_int_t)v->state));
		json_object_set_new(a, "TT", writeType(W, NULL, pirValueGetType(v)));
		json_array_append_new(args, a);
	}
	json_object_set_new(o, "args", args);
	json_t *ops = json_array();
	for (PirOperation *op = b->first; op && !W->failed; op = pirOperationGetNextInBlock(op))
		json_array_append_new(ops, writeOp(W, op));
	json_object_set_new(o, "ops", ops);
	return o;
}

static json_t *writeRegion(JsonWriter *W, PirRegion *r)
{
	char name[32];
	snprintf(name, sizeof name, "region_%u", W->nextRegion++);
	json_t *o = json_object();
	json_object_set_new(o, "#", json_string(name));
	json_t *blocks = json_array();
	for (PirBlock *b = r->first; b; b = b->next)
		json_array_append_new(blocks, writeBlock(W, b));
	json_object_set_new(o, "blocks", blocks);
	return o;
}

/* The document, or NULL (with a diagnostic) when the program holds
 * something JSON cannot express. Keys are inserted in byte order, the
 * order Paddle's writer (nlohmann's sorted map) produces, and jansson
 * keeps insertion order. */
static json_t *buildDocument(PirProgram *prog, const PirJsonInfo *info)
{
	PirContext *ctx = prog->ctx;
	/* The file's header, else the program's (its module's attributes, the
	 * forms' version): docs/file-formats.md, "Versions". */
	PirJsonInfo header;
	if (info)
		header = *info;
	else if (!pirJsonHeaderGet(prog, &header))
		return NULL;
	JsonWriter W = {.ctx = ctx,
			.trainable = header.trainable,
			.nextValue = 1,
			.nextArg = 1,
			.stopGradient = pirIdentGetCStr(ctx, "stop_gradient"),
			.persistable = pirIdentGetCStr(ctx, "persistable"),
			.callstack = pirIdentGetCStr(ctx, "op_callstack"),
			.parameterStorage = pirIdentGetCStr(ctx, "parameter")};
	json_t *root = json_object();
	json_t *base = json_object();
	json_object_set_new(base, "magic", json_string("pir"));
	json_object_set_new(base, "trainable", json_boolean(W.trainable));
	json_object_set_new(base, "version", json_integer(header.version));
	json_object_set_new(root, "base_code", base);
	json_t *regions = json_array();
	pirProgramBeginRun(prog, "json writer");
	json_array_append_new(regions, writeRegion(&W, pirOperationGetRegion(prog->module, 0)));
	pirProgramEndRun(prog, "json writer");
	json_t *program = json_object();
	json_object_set_new(program, "regions", regions);
	json_object_set_new(root, "program", program);
	return W.failed ? NULL : root;
}

enum { DUMP_FLAGS = JSON_COMPACT | JSON_PRESERVE_ORDER | JSON_REAL_PRECISION(17) };

char *pirProgramToJson(PirProgram *prog, const PirJsonInfo *info, size_t *len)
{
	PirJsonAlloc a; /* the document's nodes, dropped at once at the end */
	pirJsonAllocBegin(&a);
	json_t *root = buildDocument(prog, info);
	char *s = root ? json_dumps(root, DUMP_FLAGS) : NULL;
	char *out = NULL;
	if (s) {
		size_t n = strlen(s);
		out = pirMalloc(n + 1);
		memcpy(out, s, n + 1);
		if (len)
			*len = n;
	}
	pirJsonAllocEnd(&a);
	return out;
}

bool pirJsonWriteProgram(PirProgram *prog, const PirJsonInfo *info, FILE *f)
{
	PirJsonAlloc a; /* the document's nodes, dropped at once at the end */
	pirJsonAllocBegin(&a);
	json_t *root = buildDocument(prog, info);
	bool ok = root && json_dumpf(root, f, DUMP_FLAGS) == 0;
	if (ok)
		fputc('\n', f);
	pirJsonAllocEnd(&a);
	return ok;
}
