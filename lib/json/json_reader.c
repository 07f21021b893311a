/* json_reader.c: reads Paddle's PIR JSON program files (Paddle 3's
 * `inference.json`, written by pir::WriteModule) into the IR. yajl parses
 * the JSON into the compact tree of lib/json/json_tree.c (integers exact in 64
 * bits; bench/README.md has why yajl); this file maps its objects to ops,
 * values, types and attributes: the ops of the program block while the
 * parser runs, as each closes (eagerOp), the rest after. Encoding rules:
 * docs/file-formats.md. */
#include "../formats.h"
#include "../op_eras.h"
#include "json_alloc.h"
#include "json_header.h"
#include "json_names.h"
#include "json_tree.h"
#include "../text/lexer.h"
#include "../ir/infer.h"
#include "../pir.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef PirJsonNode J;

/* Where the reader is, kept as indices and printed only on an error:
 * program.regions[0].blocks[0].ops[3] ('1.if').regions[0]... */
typedef struct PathItem {
	char kind; /* 'r' region, 'b' block, 'o' op */
	uint32_t index;
	const char *id; /* the op's "#" */
	PirLocation loc;  /* an op: its location, once made (opLocation) */
	PirIdent *prefix; /* a block: the start of its ops' labels, once made */
} PathItem;

enum { PATH_MAX_DEPTH = 128, OP_CACHE = 512, NAME_CACHE = 256, OP_ID_MAX = 48, DENSE_IDS = 1 << 20 };

/* How far the ops of the program block were read while parsing (eagerOp). */
typedef enum Eager {
	EAGER_NONE,	   /* not started: no op closed yet */
	EAGER_OFF,	   /* not possible ("args" not before "ops"): all read after the parse */
	EAGER_ON,	   /* ops [0, eagerOps) read */
	EAGER_STOPPED,	   /* ops [0, eagerOps) read, the rest after the parse */
	EAGER_FAILED_ARGS, /* the block arguments failed: saved holds the error */
	EAGER_FAILED,	   /* ops [0, eagerOps) read, the next failed: saved holds the error */
} Eager;

typedef struct JsonReader {
	PirContext *ctx;
	PirProgram *prog;
	PirLocation loc;
	/* value id -> value; results have ids 1.., block arguments -1.. */
	PirValue **pos, **neg;
	size_t numPos, numNeg;
	struct {		 /* ids from DENSE_IDS on: open addressing, 0 free */
		int64_t *ids;
		PirValue **values;
		size_t cap, len;
	} sparse;
	PathItem path[PATH_MAX_DEPTH];
	size_t depth;
	bool failed;
	bool quiet; /* keep an error in saved instead of reporting it */
	Eager eager;
	size_t eagerOps;
	char saved[1100];
	PirPtrVec tmp;	 /* operand and type scratch */
	PirNamedAttr *attrs; /* the entries of the op being read */
	size_t numAttrs, capAttrs;
	struct {
		char id[OP_ID_MAX]; /* the op's "#" string (a copy: the tree of an op is dropped once read) */
		PirOpInfo *info;
		PirIdent *suffix; /* the end of its ops' location labels, "] ('1.sum')", once made */
	} ops[OP_CACHE];
	PirIdent *names[NAME_CACHE]; /* attribute names by their text */
	PirIdent *paramSuffix;       /* "] ('p')" */
	struct {		     /* ops of unknown names (countUnknown) */
		PirOpInfo *info;
		size_t count;
		uint32_t numOperands, numResults; /* the first's, for "did you mean" */
		char first[256];
	} unknown[32];
	size_t numUnknown, moreUnknown;
} JsonReader;

static void pathPush(JsonReader *R, char kind, size_t index)
{
	if (R->depth < PATH_MAX_DEPTH)
		R->path[R->depth] = (PathItem){kind, (uint32_t)index, NULL, {NULL, 0, 0}, NULL};
	R->depth++;
}

static size_t opCacheSlotOf(const JsonReader *R, const char *id);

/* The location of the op at the top of the path: a label (lib/ir
 * locations.c) that prints as its JSON path, program.regions[0].blocks[0]
 * .ops[12] ('1.conv2d'), nested ops after their parent's. The strings are
 * shared: one prefix per block, one suffix per op name. */
static PirLocation opLocation(JsonReader *R)
{
	PirLocation none = {R->loc.file, 0, 0};
	if (R->depth < 2 || R->depth > PATH_MAX_DEPTH || R->path[R->depth - 1].kind != 'o')
		return none;
	PathItem *op = &R->path[R->depth - 1], *block = &R->path[R->depth - 2];
	size_t parent = R->depth - 1;
	while (parent > 0 && R->path[parent - 1].kind != 'o')
		parent--;
	PirLocation up = parent ? R->path[parent - 1].loc : none;
	if (!block->prefix) {
		char buf[256];
		size_t n = (size_t)snprintf(buf, sizeof buf, "%s", parent ? "" : "program");
		for (size_t i = parent; i < R->depth - 1 && n < sizeof buf; i++)
			n += (size_t)snprintf(buf + n, sizeof buf - n, ".%s[%u]", R->path[i].kind == 'r' ? "regions" : "blocks",
					      R->path[i].index);
		if (n < sizeof buf)
			n += (size_t)snprintf(buf + n, sizeof buf - n, ".ops[");
		block->prefix = pirIdentGet(R->ctx, buf, n < sizeof buf ? n : sizeof buf - 1);
	}
	PirIdent *suffix = NULL;
	bool param = op->id && !strcmp(op->id, "p");
	size_t slot = op->id && !param ? opCacheSlotOf(R, op->id) : OP_CACHE;
	if (param && R->paramSuffix) {
		suffix = R->paramSuffix;
	} else if (slot < OP_CACHE && R->ops[slot].suffix) {
		suffix = R->ops[slot].suffix;
	} else if (op->id) {
		char buf[OP_ID_MAX + 16];
		int n = snprintf(buf, sizeof buf, "] ('%.*s')", OP_ID_MAX, op->id);
		suffix = pirIdentGet(R->ctx, buf, n > 0 && (size_t)n < sizeof buf ? (size_t)n : sizeof buf - 1);
		if (slot < OP_CACHE)
			R->ops[slot].suffix = suffix;
		if (param)
			R->paramSuffix = suffix;
	}
	op->loc = pirLocationGetLabel(R->ctx, R->loc.file, up, block->prefix, op->index, suffix);
	return op->loc;
}

/* The path where the reader is: program.regions[0].blocks[0].ops[3] ('1.if')... */
static void formatPath(const JsonReader *R, char *path, size_t size)
{
	size_t n = 0;
	path[0] = '\0';
	if (R->depth)
		n += (size_t)snprintf(path, size, "program");
	for (size_t i = 0; i < R->depth && n < size; i++) {
		if (i == PATH_MAX_DEPTH) {
			snprintf(path + n, size - n, "...");
			break;
		}
		const PathItem *p = &R->path[i];
		const char *what = p->kind == 'r' ? "regions" : p->kind == 'b' ? "blocks" : "ops";
		n += (size_t)snprintf(path + n, size - n, ".%s[%u]", what, p->index);
		if (p->id && n < size)
			n += (size_t)snprintf(path + n, size - n, " ('%s')", p->id);
	}
}

static void fail(JsonReader *R, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void fail(JsonReader *R, const char *fmt, ...)
{
	if (R->failed)
		return;
	R->failed = true;
	char msg[512], path[512];
	formatPath(R, path, sizeof path);
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	if (R->quiet)
		snprintf(R->saved, sizeof R->saved, "%s%s%s", path, path[0] ? ": " : "", msg);
	else
		pirEmitError(R->ctx, R->loc, "%s%s%s", path, path[0] ? ": " : "", msg);
}

/* Reports the error kept while reading quietly. */
static void failSaved(JsonReader *R)
{
	R->failed = true;
	pirEmitError(R->ctx, R->loc, "%s", R->saved);
}

/* ------------------------------------------------------ JSON helpers */

typedef enum Want { W_OBJECT, W_ARRAY, W_STRING, W_INT, W_NUMBER, W_BOOL } Want;

static const char *const wantNames[] = {"an object", "an array", "a string", "an integer", "a number", "a boolean"};

#define IS(j, T) ((j) && (j)->kind == PIR_JSON_##T)

static bool isBool(const J *j)
{
	return IS(j, TRUE) || IS(j, FALSE);
}

static bool isNumber(const J *j)
{
	return IS(j, INT) || IS(j, REAL);
}

/* A real number with an integral value below 2^53 is an integer too (as
 * 3.0 or 1e3): JSON does not tell them apart. */
static bool integralReal(const J *j)
{
	return IS(j, REAL) && fabs(j->d) < 9007199254740992.0 && j->d == floor(j->d);
}

static const char *jsonTypeName(const J *j)
{
	if (!j)
		return "nothing";
	switch ((PirJsonKind)j->kind) {
	case PIR_JSON_OBJECT: return "an object";
	case PIR_JSON_ARRAY: return "an array";
	case PIR_JSON_STRING: return "a string";
	case PIR_JSON_INT: return "an integer";
	case PIR_JSON_REAL: return integralReal(j) ? "an integer" : "a number";
	case PIR_JSON_TRUE:
	case PIR_JSON_FALSE: return "a boolean";
	case PIR_JSON_NULL: return "null";
	}
	return "?";
}

/* An integer: exact in 64 bits as written, or a real with an integral
 * value below 2^53. */
static bool isInt(const J *j)
{
	return IS(j, INT) || integralReal(j);
}

static int64_t intOf(const J *j)
{
	return IS(j, INT) ? j->i : (int64_t)j->d;
}

static double numberOf(const J *j)
{
	return IS(j, INT) ? (double)j->i : j->d;
}

static bool is(const J *j, Want w)
{
	if (!j)
		return false;
	switch (w) {
	case W_OBJECT: return IS(j, OBJECT);
	case W_ARRAY: return IS(j, ARRAY);
	case W_STRING: return IS(j, STRING);
	case W_INT: return isInt(j);
	case W_NUMBER: return isNumber(j);
	case W_BOOL: return isBool(j);
	}
	return false;
}

static const char *str(const J *j)
{
	return j->str;
}

/* strcmp(a, b) == 0 for the short names of this format, inline: they
 * mostly differ in their first bytes. */
static inline bool same(const char *a, const char *b)
{
	while (*a && *a == *b)
		a++, b++;
	return *a == *b;
}

/* The member of obj named key; a key given twice is an error. */
static J *get(JsonReader *R, const J *obj, const char *key)
{
	J *found = NULL;
	if (!IS(obj, OBJECT))
		return NULL;
	for (J *c = obj->child; c; c = c->next)
		if (same(c->key, key)) {
			if (found) {
				fail(R, "key \"%s\" is given twice", key);
				return NULL;
			}
			found = c;
		}
	return found;
}

/* Item i of an array (NULL past its end). */
static J *nth(const J *arr, size_t i)
{
	J *c = IS(arr, ARRAY) ? arr->child : NULL;
	for (; c && i; i--)
		c = c->next;
	return c;
}

static size_t count(const J *arr)
{
	return IS(arr, ARRAY) ? arr->len : 0;
}

#define EACH(c, arr) for (J *c = (arr)->child; c; c = c->next)

/* The members of obj named keys[0..n), in one pass over it (the hot
 * objects of this format have 2-6 members): out[i] is NULL when absent; a
 * key given twice is an error. Inlined, so the loops unroll over the
 * constant keys. */
static inline __attribute__((always_inline)) bool pick(JsonReader *R, const J *obj, size_t n,
							 const char *const *keys, J **out)
{
	for (size_t i = 0; i < n; i++)
		out[i] = NULL;
	for (J *c = obj->child; c; c = c->next) {
		const char *s = c->key;
		for (size_t i = 0; i < n; i++) {
			if (s[0] != keys[i][0] || !same(s, keys[i]))
				continue;
			if (out[i]) {
				fail(R, "key \"%s\" is given twice", keys[i]);
				return false;
			}
			out[i] = c;
			break;
		}
	}
	return true;
}

/* m, the member key of obj, must exist and have the given kind. */
static J *present(JsonReader *R, J *m, const char *what, const char *key, Want w)
{
	if (R->failed)
		return NULL;
	if (!m) {
		fail(R, "%s has no key \"%s\"", what, key);
		return NULL;
	}
	if (!is(m, w)) {
		fail(R, "\"%s\" of %s must be %s, found %s", key, what, wantNames[w], jsonTypeName(m));
		return NULL;
	}
	return m;
}

/* A member of obj that must exist and have the given kind. */
static J *member(JsonReader *R, const J *obj, const char *what, const char *key, Want w)
{
	return present(R, get(R, obj, key), what, key, w);
}

static J *need(JsonReader *R, J *j, Want w, const char *what)
{
	if (is(j, w))
		return j;
	fail(R, "%s must be %s, found %s", what, wantNames[w], jsonTypeName(j));
	return NULL;
}

/* Letters, digits, '_' (and '.' when dots): the names the IR text spells
 * bare (op names, dtypes, layouts, device types). Anything else would make
 * text that does not read back. */
static bool isWord(const char *s, bool dots)
{
	if (!*s)
		return false;
	for (; *s; s++)
		if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') || *s == '_' ||
		      (dots && *s == '.')))
			return false;
	return true;
}

/* ------------------------------------------------------------ values */

/* The place of value id in R->sparse (NULL when absent and not grow). */
static PirValue **sparseSlot(JsonReader *R, int64_t id, bool grow)
{
	if (grow && 2 * (R->sparse.len + 1) > R->sparse.cap) {
		size_t cap = R->sparse.cap ? 2 * R->sparse.cap : 64;
		int64_t *ids = pirCalloc(cap, sizeof *ids);
		PirValue **values = pirCalloc(cap, sizeof *values);
		for (size_t k = 0; k < R->sparse.cap; k++) {
			size_t h = (size_t)((uint64_t)R->sparse.ids[k] * 0x9E3779B97F4A7C15u >> 32) & (cap - 1);
			if (!R->sparse.ids[k])
				continue;
			while (ids[h])
				h = (h + 1) & (cap - 1);
			ids[h] = R->sparse.ids[k];
			values[h] = R->sparse.values[k];
		}
		free(R->sparse.ids);
		free(R->sparse.values);
		R->sparse.ids = ids;
		R->sparse.values = values;
		R->sparse.cap = cap;
	}
	if (!R->sparse.cap)
		return NULL;
	size_t h = (size_t)((uint64_t)id * 0x9E3779B97F4A7C15u >> 32) & (R->sparse.cap - 1);
	while (R->sparse.ids[h] && R->sparse.ids[h] != id)
		h = (h + 1) & (R->sparse.cap - 1);
	if (!R->sparse.ids[h]) {
		if (!grow)
			return NULL;
		R->sparse.ids[h] = id;
		R->sparse.len++;
	}
	return &R->sparse.values[h];
}

/* The place of value id: ids are the writer's counters, dense in Paddle's
 * files, so an array by id; a large one (which must not size an array) in
 * a hash table. */
static PirValue **slot(JsonReader *R, int64_t id, bool grow)
{
	PirValue ***arr = id > 0 ? &R->pos : &R->neg;
	size_t *n = id > 0 ? &R->numPos : &R->numNeg;
	size_t i = id > 0 ? (size_t)id : (size_t)0 - (size_t)id;
	if (i >= *n) {
		if (i > ((size_t)1 << 31)) {
			if (grow)
				fail(R, "value id %lld is out of range", (long long)id);
			return NULL;
		}
		if (i >= DENSE_IDS)
			return sparseSlot(R, id, grow);
		if (!grow)
			return NULL;
		size_t old = *n;
		*arr = pirArrayReserve(*arr, i + 1, n, sizeof **arr, 64);
		memset(*arr + old, 0, (*n - old) * sizeof **arr);
	}
	return &(*arr)[i];
}

static bool defineValue(JsonReader *R, int64_t id, PirValue *v)
{
	if (id == 0)
		return true; /* a null result: not referable */
	PirValue **s = slot(R, id, true);
	if (!s)
		return false;
	if (*s) {
		fail(R, "value id %lld is defined twice", (long long)id);
		return false;
	}
	*s = v;
	return true;
}

/* ------------------------------------------------------------- types */

static PirType *readType(JsonReader *R, J *j);

static bool readDims(JsonReader *R, J *j, int64_t *dims, uint32_t *rank)
{
	if (!need(R, j, W_ARRAY, "tensor dims"))
		return false;
	size_t n = 0;
	EACH(d, j) {
		if (n == 64) {
			fail(R, "tensor rank %zu is too large", count(j));
			return false;
		}
		if (!isInt(d)) {
			fail(R, "tensor dim %zu must be an integer >= -1, found %s", n, jsonTypeName(d));
			return false;
		}
		if (intOf(d) < -1) {
			fail(R, "tensor dim %zu must be an integer >= -1, found %lld", n, (long long)intOf(d));
			return false;
		}
		dims[n++] = intOf(d);
	}
	*rank = (uint32_t)n;
	return true;
}

/* dtype, dims of a tensor-like type's data (the first two items). */
static PirType *readTensorData(JsonReader *R, J *d, size_t minItems, const char *what)
{
	if (!need(R, d, W_ARRAY, what))
		return NULL;
	J *items[3] = {0};
	size_t n = 0;
	EACH(c, d) {
		if (n < 3)
			items[n] = c;
		n++;
	}
	if (n < minItems) {
		fail(R, "%s needs %zu items, found %zu", what, minItems, n);
		return NULL;
	}
	PirType *elem = readType(R, items[0]);
	if (!elem)
		return NULL;
	if (!pirTypeIsScalar(elem)) {
		fail(R, "the element type of %s must be a scalar type", what);
		return NULL;
	}
	int64_t dims[64];
	uint32_t rank;
	if (!readDims(R, items[1], dims, &rank))
		return NULL;
	if (minItems >= 3 && !need(R, items[2], W_STRING, "the layout of a tensor type"))
		return NULL;
	return pirTypeGetTensor(R->ctx, elem, rank, dims);
}

/* A dialect type of the loaded dialects' `json_types` (pd_op.tensor_array,
 * cf.stack): its name, or, with data, "<name><body of a tensor type>"
 * from the dtype and dims the data holds (pd_op.tensor_array<2x3xf32>). */
static PirType *jsonDialectType(JsonReader *R, const PirJsonType *jt, J *d)
{
	if (jt->data == PIR_JSON_DATA_NONE)
		return pirTypeGetDialect(R->ctx, jt->name->str, jt->name->len);
	char what[160];
	snprintf(what, sizeof what, "the data \"D\" of a %s type", jt->id->str);
	PirType *tensor = readTensorData(R, d, jt->data == PIR_JSON_DATA_TENSOR3 ? 3 : 5, what);
	if (!tensor)
		return NULL;
	char *s = pirTypeToString(R->ctx, tensor); /* "tensor<2x3xf32>" */
	const char *body = strchr(s, '<');
	size_t n = jt->name->len + strlen(body) + 1;
	char *buf = pirMalloc(n);
	snprintf(buf, n, "%s%s", jt->name->str, body);
	PirType *t = pirTypeGetDialect(R->ctx, buf, strlen(buf));
	free(buf);
	free(s);
	return t;
}

/* The dialect of an id "<dialect id>.<name>"; *name is set past the dot. */
static const char *dialectOf(const char *id, const char **name)
{
	static const char *const common[] = {"builtin", "pd_op", "cf"};
	if (id[0] >= '0' && id[0] <= '2' && id[1] == '.') {
		*name = id + 2;
		return common[id[0] - '0'];
	}
	const char *dot = strchr(id, '.');
	if (!dot)
		return NULL;
	*name = dot + 1;
	return pirJsonDialectName(id, (size_t)(dot - id));
}

static PirType *readType(JsonReader *R, J *j)
{
	if (!need(R, j, W_OBJECT, "a type"))
		return NULL;
	static const char *const keys[] = {"#", "D"};
	J *f[2];
	J *idj = pick(R, j, 2, keys, f) ? present(R, f[0], "a type", "#", W_STRING) : NULL;
	if (!idj)
		return NULL;
	const char *id = str(idj), *name = NULL;
	J *d = f[1];
	if (same(id, "0.t_dtensor")) /* the common case first */
		return readTensorData(R, d, 5, "the data \"D\" of a 0.t_dtensor type");
	if (same(id, "NULL"))
		return pirTypeGetNull(R->ctx);
	const char *dialect = dialectOf(id, &name);
	if (dialect && same(dialect, "builtin")) {
		PirTypeKind k = pirJsonScalarKind(name);
		if (k != PIR_TYPE_NULL)
			return pirTypeGetScalar(R->ctx, k);
		if (same(name, "t_vec")) {
			if (!need(R, d, W_ARRAY, "the data \"D\" of a 0.t_vec type"))
				return NULL;
			size_t n = count(d), i = 0;
			PirType **elems = pirMalloc((n ? n : 1) * sizeof *elems);
			EACH(e, d) {
				if (!(elems[i++] = readType(R, e))) {
					free(elems);
					return NULL;
				}
			}
			PirType *t = pirTypeGetVector(R->ctx, (uint32_t)n, elems);
			free(elems);
			return t;
		}
	}
	/* Dialect types: the dialects' json_types say which, and how. */
	const PirJsonType *jt = pirContextLookupJsonTypeId(R->ctx, id, strlen(id));
	if (jt)
		return jsonDialectType(R, jt, d);
	if (!dialect) {
		fail(R, "unknown dialect id in type '%s' (known: 0 builtin, 1 pd_op, 2 cf, 3 custom_op, 4 pd_dist)", id);
		return NULL;
	}
	fail(R, "unsupported type '%s'", id);
	return NULL;
}

/* -------------------------------------------------------- attributes */

static PirAttribute *readAttr(JsonReader *R, J *j);

static bool readFloat(JsonReader *R, J *j, double *out)
{
	J *d = get(R, j, "D");
	if (R->failed)
		return false;
	if (d) {
		if (!need(R, d, W_NUMBER, "the value of a float attribute"))
			return false;
		*out = numberOf(d);
		return true;
	}
	J *vd = get(R, j, "VD");
	const char *s = IS(vd, STRING) ? str(vd) : NULL;
	if (s && (same(s, "NaN") || same(s, "NAN")))
		*out = NAN;
	else if (s && same(s, "INF"))
		*out = INFINITY;
	else if (s && same(s, "-INF"))
		*out = -INFINITY;
	else {
		fail(R, "a float attribute needs \"D\" or \"VD\" (\"NaN\", \"INF\", \"-INF\")");
		return false;
	}
	return true;
}

static bool intData(JsonReader *R, J *d, const char *id, int64_t *out)
{
	if (!isInt(d)) {
		fail(R, "the data \"D\" of a %s attribute must be an integer, found %s", id, jsonTypeName(d));
		return false;
	}
	*out = intOf(d);
	return true;
}

static PirAttribute *readScalarAttr(JsonReader *R, J *d)
{
	if (!need(R, d, W_ARRAY, "the data \"D\" of a 1.a_scalar attribute"))
		return NULL;
	J *dt = nth(d, 0), *v = nth(d, 1);
	if (!IS(dt, STRING) || !v) {
		fail(R, "1.a_scalar data must be [\"<dtype>\", value]");
		return NULL;
	}
	const char *t = str(dt);
	if (same(t, "bool") && isBool(v))
		return pirAttrGetBool(R->ctx, IS(v, TRUE));
	if (same(t, "complex64") || same(t, "complex128")) {
		J *im = nth(d, 2);
		if (!isNumber(v) || !isNumber(im)) {
			fail(R, "a complex 1.a_scalar needs [\"%s\", re, im]", t);
			return NULL;
		}
		return pirAttrGetComplex(R->ctx, t[7] == '6' ? PIR_ATTR_COMPLEX64 : PIR_ATTR_COMPLEX128, numberOf(v),
					 numberOf(im));
	}
	if (isNumber(v)) {
		double x = numberOf(v);
		if (same(t, "float32") || same(t, "float16") || same(t, "bfloat16"))
			return pirAttrGetFloat(R->ctx, (float)x);
		if (same(t, "float64"))
			return pirAttrGetDouble(R->ctx, x);
		if (isInt(v) && (same(t, "int32") || same(t, "int16") || same(t, "int8") || same(t, "uint8")))
			return pirAttrGetInt32(R->ctx, (int32_t)intOf(v));
		if (isInt(v) && !strncmp(t, "int64", 5))
			return pirAttrGetInt64(R->ctx, intOf(v));
	}
	fail(R, "unsupported 1.a_scalar of dtype '%s'", t);
	return NULL;
}

typedef enum AttrKind {
	A_NONE, A_BOOL, A_ARRAY, A_STR, A_TENSORNAME, A_I32, A_I64, A_INDEX, A_F32, A_F64, A_TYPE, A_C64, A_C128,
	A_POINTER, A_INTARRAY, A_SCALAR, A_DTYPE, A_LAYOUT, A_PLACE,
} AttrKind;

static const char *const attrIds[] = {
	[A_BOOL] = "0.a_bool",	    [A_ARRAY] = "0.a_array",	 [A_STR] = "0.a_str",	  [A_TENSORNAME] = "0.a_tensorname",
	[A_I32] = "0.a_i32",	    [A_I64] = "0.a_i64",	 [A_INDEX] = "0.a_index", [A_F32] = "0.a_f32",
	[A_F64] = "0.a_f64",	    [A_TYPE] = "0.a_type",	 [A_C64] = "0.a_c64",	  [A_C128] = "0.a_c128",
	[A_POINTER] = "0.a_pointer", [A_INTARRAY] = "1.a_intarray", [A_SCALAR] = "1.a_scalar", [A_DTYPE] = "1.a_dtype",
	[A_LAYOUT] = "1.a_layout",   [A_PLACE] = "1.a_place",
};

/* The kind of an attribute id such as "0.a_bool": a guess from a few
 * bytes, confirmed by one comparison. A_NONE when unknown. */
static AttrKind attrKind(const char *id)
{
	AttrKind k = A_NONE;
	if (id[0] && id[1] == '.' && id[2] == 'a' && id[3] == '_') {
		const char *n = id + 4;
		switch (n[0]) {
		case 'b': k = A_BOOL; break;
		case 'a': k = A_ARRAY; break;
		case 's': k = n[1] == 't' ? A_STR : A_SCALAR; break;
		case 'i': k = n[1] == '3' ? A_I32 : n[1] == '6' ? A_I64 : n[1] == 'n' && n[2] == 'd' ? A_INDEX : A_INTARRAY; break;
		case 'f': k = n[1] == '3' ? A_F32 : A_F64; break;
		case 't': k = n[1] == 'y' ? A_TYPE : A_TENSORNAME; break;
		case 'c': k = n[1] == '6' ? A_C64 : A_C128; break;
		case 'p': k = n[1] == 'o' ? A_POINTER : A_PLACE; break;
		case 'd': k = A_DTYPE; break;
		case 'l': k = A_LAYOUT; break;
		}
	}
	return k != A_NONE && same(id, attrIds[k]) ? k : A_NONE;
}

static PirAttribute *readAttr(JsonReader *R, J *j)
{
	if (!need(R, j, W_OBJECT, "an attribute"))
		return NULL;
	static const char *const keys[] = {"#", "D"};
	J *f[2];
	J *idj = pick(R, j, 2, keys, f) ? present(R, f[0], "an attribute", "#", W_STRING) : NULL;
	if (!idj)
		return NULL;
	const char *id = str(idj), *name = NULL;
	AttrKind kind = attrKind(id);
	if (kind == A_NONE) {
		if (same(id, "NULL"))
			return pirAttrGetNull(R->ctx);
		if (!dialectOf(id, &name))
			fail(R, "unknown dialect id in attribute '%s' (known: 0 builtin, 1 pd_op, 2 cf, 3 custom_op, 4 pd_dist)",
			     id);
		else
			fail(R, "unsupported attribute '%s'", id);
		return NULL;
	}
	J *d = f[1];
	PirContext *ctx = R->ctx;
	int64_t iv;
	switch (kind) {
	case A_BOOL:
		if (!isBool(d)) {
			fail(R, "the data \"D\" of a 0.a_bool attribute must be a boolean, found %s", jsonTypeName(d));
			return NULL;
		}
		return pirAttrGetBool(ctx, IS(d, TRUE));
	case A_ARRAY: {
		if (!need(R, d, W_ARRAY, "the data \"D\" of a 0.a_array attribute"))
			return NULL;
		PirAttribute *one[4], **elems = one;
		size_t n = count(d), i = 0;
		if (n > 4)
			elems = pirMalloc(n * sizeof *elems);
		EACH(e, d) {
			if (!(elems[i++] = readAttr(R, e))) {
				if (elems != one)
					free(elems);
				return NULL;
			}
		}
		PirAttribute *a = pirAttrGetArray(ctx, (uint32_t)n, elems);
		if (elems != one)
			free(elems);
		return a;
	}
	case A_STR:
	case A_TENSORNAME:
		if (!need(R, d, W_STRING, "the data \"D\" of a string attribute"))
			return NULL;
		return pirAttrGetStr(ctx, str(d), strlen(str(d)));
	case A_I32: return intData(R, d, id, &iv) ? pirAttrGetInt32(ctx, (int32_t)iv) : NULL;
	case A_I64: return intData(R, d, id, &iv) ? pirAttrGetInt64(ctx, iv) : NULL;
	case A_INDEX: return intData(R, d, id, &iv) ? pirAttrGetIndex(ctx, iv) : NULL;
	case A_POINTER: return intData(R, d, id, &iv) ? pirAttrGetPointer(ctx, (uint64_t)iv) : NULL;
	case A_F32:
	case A_F64: {
		double x;
		if (!readFloat(R, j, &x))
			return NULL;
		return kind == A_F32 ? pirAttrGetFloat(ctx, (float)x) : pirAttrGetDouble(ctx, x);
	}
	case A_TYPE: {
		PirType *t = readType(R, d);
		return t ? pirAttrGetType(ctx, t) : NULL;
	}
	case A_C64:
	case A_C128:
		if (!IS(d, ARRAY) || count(d) != 2 || !isNumber(nth(d, 0)) || !isNumber(nth(d, 1))) {
			fail(R, "the data \"D\" of a complex attribute must be [real, imag]");
			return NULL;
		}
		return pirAttrGetComplex(ctx, kind == A_C64 ? PIR_ATTR_COMPLEX64 : PIR_ATTR_COMPLEX128, numberOf(nth(d, 0)),
					 numberOf(nth(d, 1)));
	case A_INTARRAY: {
		if (!need(R, d, W_ARRAY, "the data \"D\" of a 1.a_intarray attribute"))
			return NULL;
		int64_t one[8], *v = one;
		size_t n = count(d), i = 0;
		if (n > 8)
			v = pirMalloc(n * sizeof *v);
		EACH(e, d) {
			if (!intData(R, e, id, &iv)) {
				if (v != one)
					free(v);
				return NULL;
			}
			v[i++] = iv;
		}
		PirAttribute *a = pirAttrGetIntArray(ctx, (uint32_t)n, v);
		if (v != one)
			free(v);
		return a;
	}
	case A_DTYPE:
	case A_LAYOUT:
		if (!need(R, d, W_STRING, "the data \"D\" of a dtype or layout attribute"))
			return NULL;
		if (kind == A_DTYPE && !strcmp(str(d), "Undefined(ALL_DTYPE)")) /* Paddle's undefined dtype */
			return pirAttrGetDataType(ctx, str(d), strlen(str(d)));
		if (!isWord(str(d), false)) {
			fail(R, "the data \"D\" of a %s attribute must be a name, found \"%s\"", id, str(d));
			return NULL;
		}
		if (kind == A_DTYPE)
			return pirAttrGetDataType(ctx, str(d), strlen(str(d)));
		return pirAttrGetText(ctx, PIR_ATTR_DATA_LAYOUT, str(d), strlen(str(d)));
	case A_SCALAR: return readScalarAttr(R, d);
	case A_PLACE: {
		J *t = nth(d, 0), *i = nth(d, 1), *s = nth(d, 2);
		char buf[128];
		if (!IS(d, ARRAY) || count(d) != 3 || !isInt(t) || !isInt(i) || !IS(s, STRING) ||
		    (str(s)[0] && !isWord(str(s), false))) {
			fail(R, "the data \"D\" of a 1.a_place attribute must be [allocation type, device id, \"device type\"]");
			return NULL;
		}
		if (!pirJsonPlaceToText(intOf(t), intOf(i), str(s), buf, sizeof buf)) {
			fail(R, "unknown place allocation type %lld", (long long)intOf(t));
			return NULL;
		}
		return pirAttrGetText(ctx, PIR_ATTR_PLACE, buf, strlen(buf));
	}
	case A_NONE: break;
	}
	return NULL;
}

static void attrPush(JsonReader *R, PirIdent *name, PirAttribute *a)
{
	if (R->numAttrs == R->capAttrs)
		R->attrs = pirArrayGrow(R->attrs, R->numAttrs, &R->capAttrs, sizeof *R->attrs, 16);
	R->attrs[R->numAttrs++] = (PirNamedAttr){name, a};
}

/* The identifier of an attribute name, through a small cache: a program
 * uses few names many times. */
static PirIdent *attrName(JsonReader *R, const char *s)
{
	uint32_t h = 2166136261u;
	size_t n = 0;
	for (; s[n]; n++)
		h = (h ^ (unsigned char)s[n]) * 16777619u;
	PirIdent **slot = &R->names[h % NAME_CACHE];
	if (*slot && (*slot)->len == n && !memcmp((*slot)->str, s, n))
		return *slot;
	return *slot = pirIdentGet(R->ctx, s, n);
}

/* Appends the {"AT": attr, "N": name} entries of arr to R->attrs. */
static bool readAttrEntries(JsonReader *R, J *arr, const char *key)
{
	if (!arr)
		return !R->failed;
	if (!need(R, arr, W_ARRAY, key))
		return false;
	EACH(e, arr) {
		if (!need(R, e, W_OBJECT, "an attribute entry"))
			return false;
		static const char *const keys[] = {"N", "AT"};
		J *f[2];
		J *nm = pick(R, e, 2, keys, f) ? present(R, f[0], "an attribute entry", "N", W_STRING) : NULL;
		if (!nm)
			return false;
		J *at = f[1];
		if (!at)
			continue; /* "deleted" (version patches) */
		PirAttribute *a = readAttr(R, at);
		if (!a)
			return false;
		attrPush(R, attrName(R, str(nm)), a);
	}
	return true;
}

/* The dictionary of the entries gathered in R->attrs, which it empties. */
static PirAttrDict *makeDict(JsonReader *R)
{
	PirIdent *dup = NULL;
	PirAttrDict *d = pirAttrDictGet(R->ctx, (uint32_t)R->numAttrs, R->attrs, &dup);
	R->numAttrs = 0;
	if (!d)
		fail(R, "attribute '%s' is given twice", dup->str);
	return d;
}

/* ---------------------------------------------------------------- ops */

static bool readBlock(JsonReader *R, J *j, PirBlock *b);

static PirOpInfo *lookupOpUncached(JsonReader *R, const char *dialect, const char *name)
{
	char full[256];
	int n = snprintf(full, sizeof full, "%s.%s", dialect, name);
	PirIdent *id;
	PirOpInfo *info = pirContextResolveOpName(R->ctx, full, n < (int)sizeof full ? (size_t)n : sizeof full - 1, &id);
	if (info)
		return info;
	/* Without --allow-unregistered-dialect the op is read as an unknown
	 * one all the same and counted (countUnknown), so that every unknown op
	 * of the file is reported at once when it has been read. */
	return pirContextGetOrCreateOpInfo(R->ctx, id);
}

/* An op of an unknown name read without --allow-unregistered-dialect:
 * counted by name, with the path and arity of the first. */
static void countUnknown(JsonReader *R, PirOpInfo *info, size_t numOperands, size_t numResults)
{
	size_t i = 0;
	while (i < R->numUnknown && R->unknown[i].info != info)
		i++;
	if (i == R->numUnknown) {
		if (i == sizeof R->unknown / sizeof *R->unknown) {
			R->moreUnknown++;
			return;
		}
		R->unknown[i].info = info;
		R->unknown[i].count = 0;
		R->unknown[i].numOperands = numOperands < UINT32_MAX ? (uint32_t)numOperands : UINT32_MAX;
		R->unknown[i].numResults = numResults < UINT32_MAX ? (uint32_t)numResults : UINT32_MAX;
		formatPath(R, R->unknown[i].first, sizeof R->unknown[i].first);
		R->numUnknown++;
	}
	R->unknown[i].count++;
}

/* One error per unknown op name, with its count; false when there was any. */
static bool reportUnknown(JsonReader *R)
{
	for (size_t i = 0; i < R->numUnknown; i++) {
		PirUnknownOp u = pirContextExplainUnknownOp(R->ctx, R->unknown[i].info->name, R->unknown[i].numOperands,
							    R->unknown[i].numResults);
		char msg[512], n[64] = "";
		pirUnknownOpMessage(&u, true, msg, sizeof msg);
		if (R->unknown[i].count > 1)
			snprintf(n, sizeof n, ", the first of %zu ops", R->unknown[i].count);
		pirEmitError(R->ctx, R->loc, "%s%s: %s", R->unknown[i].first, n, msg);
	}
	if (R->moreUnknown)
		pirEmitError(R->ctx, R->loc, "%zu more unknown op names", R->moreUnknown);
	return !R->numUnknown;
}

/* The op named by an id such as "1.conv2d", through a small cache: a
 * program names few distinct ops many times. */
/* The slot of op name id in R->ops, OP_CACHE when it holds none. */
static size_t opCacheSlotOf(const JsonReader *R, const char *id)
{
	uint32_t h = 2166136261u;
	for (const char *s = id; *s; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	size_t i = h % OP_CACHE;
	for (size_t probe = 0; probe < 8; probe++, i = (i + 1) % OP_CACHE) {
		if (!R->ops[i].id[0])
			break;
		if (!strcmp(R->ops[i].id, id))
			return i;
	}
	return OP_CACHE;
}

static PirOpInfo *lookupOp(JsonReader *R, const char *id)
{
	uint32_t h = 2166136261u;
	for (const char *s = id; *s; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	size_t i = h % OP_CACHE;
	for (size_t probe = 0; probe < 8; probe++, i = (i + 1) % OP_CACHE) {
		if (!R->ops[i].id[0])
			break;
		if (!strcmp(R->ops[i].id, id))
			return R->ops[i].info;
	}
	const char *name = NULL, *dialect = dialectOf(id, &name);
	if (!dialect) {
		fail(R, "unknown dialect id in op name '%s' (known: 0 builtin, 1 pd_op, 2 cf, 3 custom_op, 4 pd_dist)", id);
		return NULL;
	}
	if (!isWord(name, true)) {
		fail(R, "op name '%s' is not a name (letters, digits, '_' and '.')", id);
		return NULL;
	}
	PirOpInfo *info = lookupOpUncached(R, dialect, name);
	if (info && !R->ops[i].id[0] && strlen(id) < OP_ID_MAX) {
		strcpy(R->ops[i].id, id);
		R->ops[i].info = info;
	}
	return info;
}

static int64_t flag(J *arr, size_t i, int64_t deflt)
{
	J *e = nth(arr, i);
	return isInt(e) ? intOf(e) : isBool(e) ? IS(e, TRUE) : deflt;
}

static PirAttribute *boolArray(PirContext *ctx, bool b)
{
	PirAttribute *e = pirAttrGetBool(ctx, b);
	return pirAttrGetArray(ctx, 1, &e);
}

/* {"#":"p","A":[is_distributed,is_parameter,need_clip,name],"DA":[],"O":{..},"OA":[persistable,stop_gradient,trainable],"QA":[]} */
static PirOperation *readParameter(JsonReader *R, J *j)
{
	J *a = member(R, j, "a parameter op \"p\"", "A", W_ARRAY);
	J *o = a ? member(R, j, "a parameter op \"p\"", "O", W_OBJECT) : NULL;
	J *oa = o ? member(R, j, "a parameter op \"p\"", "OA", W_ARRAY) : NULL;
	if (!oa)
		return NULL;
	if (count(a) != 4 || !IS(nth(a, 3), STRING)) {
		fail(R, "\"A\" of a parameter op \"p\" must be [is_distributed, is_parameter, need_clip, \"name\"]");
		return NULL;
	}
	if (count(oa) != 3) {
		fail(R, "\"OA\" of a parameter op \"p\" must be [persistable, stop_gradient, trainable]");
		return NULL;
	}
	for (size_t i = 0; i < 3; i++) {
		J *x = nth(a, i), *y = nth(oa, i);
		if (!(isInt(x) || isBool(x)) || !(isInt(y) || isBool(y))) {
			fail(R, "the flags of a parameter op \"p\" must be 0 or 1");
			return NULL;
		}
	}
	PirContext *ctx = R->ctx;
	/* "p" is the op that reads a weight: role variable_read, storage
	 * "parameter" (builtin.parameter), whose variable key names it. */
	PirOpInfo *info = pirContextGetVariableOp(ctx, PIR_ROLE_VARIABLE_READ, "parameter");
	if (!info) {
		fail(R, "a parameter op \"p\" needs an op that reads weights (role variable_read, storage parameter)");
		return NULL;
	}
	J *name = nth(a, 3);
	R->numAttrs = 0;
	attrPush(R, pirIdentGetCStr(ctx, "is_distributed"), boolArray(ctx, flag(a, 0, 0)));
	attrPush(R, pirIdentGetCStr(ctx, "is_parameter"), boolArray(ctx, flag(a, 1, 1)));
	attrPush(R, pirIdentGetCStr(ctx, "need_clip"), boolArray(ctx, flag(a, 2, 0)));
	attrPush(R, info->varKey, pirAttrGetStr(ctx, str(name), strlen(str(name))));
	attrPush(R, pirIdentGetCStr(ctx, "persistable"), boolArray(ctx, flag(oa, 0, 1)));
	attrPush(R, pirIdentGetCStr(ctx, "stop_gradient"), boolArray(ctx, flag(oa, 1, 1)));
	attrPush(R, pirIdentGetCStr(ctx, "trainable"), boolArray(ctx, flag(oa, 2, 1)));
	PirAttrDict *dict = NULL;
	if (readAttrEntries(R, get(R, j, "DA"), "\"DA\"") && readAttrEntries(R, get(R, j, "QA"), "\"QA\""))
		dict = makeDict(R);
	J *idj = dict ? member(R, o, "the result \"O\"", "%", W_INT) : NULL;
	PirType *t = idj ? readType(R, get(R, o, "TT")) : NULL;
	if (!t)
		return NULL;
	PirOperationState st = {.info = info, .loc = opLocation(R), .numResults = 1, .resultTypes = &t, .attrs = dict};
	PirOperation *op = pirOperationCreate(R->prog, &st);
	if (!defineValue(R, intOf(idj), pirOperationGetResult(op, 0)))
		return NULL;
	return op;
}

static PirOperation *readOp(JsonReader *R, J *j)
{
	if (!need(R, j, W_OBJECT, "an op"))
		return NULL;
	static const char *const keys[] = {"#", "I", "O", "A", "OA", "regions"};
	J *f[6];
	J *idj = pick(R, j, 6, keys, f) ? present(R, f[0], "an op", "#", W_STRING) : NULL;
	if (!idj)
		return NULL;
	const char *id = str(idj);
	if (R->depth <= PATH_MAX_DEPTH)
		R->path[R->depth - 1].id = id;
	if (!strcmp(id, "p"))
		return readParameter(R, j);
	PirOpInfo *info = lookupOp(R, id);
	J *in = info ? present(R, f[1], "an op", "I", W_ARRAY) : NULL;
	J *out = in ? present(R, f[2], "an op", "O", W_ARRAY) : NULL;
	if (!out)
		return NULL;
	if (!info->registered && !pirContextGetAllowUnregistered(R->ctx))
		countUnknown(R, info, count(in), count(out));
	/* operands */
	size_t base = R->tmp.len, nin = 0, nout = 0;
	EACH(e, in) {
		if (!need(R, e, W_OBJECT, "an operand"))
			return NULL;
		J *v = member(R, e, "an operand", "%", W_INT);
		if (!v)
			return NULL;
		int64_t vid = intOf(v);
		PirValue **s = vid ? slot(R, vid, false) : NULL;
		if (vid && (!s || !*s)) {
			fail(R, "operand %zu uses value %lld before its definition", nin, (long long)vid);
			return NULL;
		}
		pirPtrVecPush(&R->tmp, s ? *s : NULL);
		nin++;
	}
	/* result types */
	EACH(e, out) {
		static const char *const rkeys[] = {"%", "TT"};
		J *rf[2];
		if (!need(R, e, W_OBJECT, "a result") || !pick(R, e, 2, rkeys, rf) ||
		    !present(R, rf[0], "a result", "%", W_INT))
			return NULL;
		PirType *t = readType(R, rf[1]);
		if (!t)
			return NULL;
		pirPtrVecPush(&R->tmp, t);
		nout++;
	}
	/* attributes: "A" and "OA" together */
	PirAttrDict *dict = NULL;
	R->numAttrs = 0;
	if (readAttrEntries(R, f[3], "\"A\"") && readAttrEntries(R, f[4], "\"OA\""))
		dict = makeDict(R);
	if (!dict)
		return NULL;
	J *regions = f[5];
	if (regions && !need(R, regions, W_ARRAY, "\"regions\""))
		return NULL;
	size_t nreg = regions ? count(regions) : 0;
	if (nin > PIR_MAX_OPERANDS || nout > PIR_MAX_RESULTS) {
		fail(R, "op has %zu %s; at most %u are supported", nin > PIR_MAX_OPERANDS ? nin : nout,
		     nin > PIR_MAX_OPERANDS ? "operands" : "results", PIR_MAX_OPERANDS);
		return NULL;
	}
	if (nreg > PIR_MAX_REGIONS) {
		fail(R, "too many regions (at most %u)", PIR_MAX_REGIONS);
		return NULL;
	}
	PirOperationState st = {.info = info,
				.loc = opLocation(R),
				.numOperands = (uint32_t)nin,
				.numResults = (uint32_t)nout,
				.numRegions = (uint32_t)nreg,
				/* tmp may still be empty (no operands or results): no NULL + 0. */
				.operands = R->tmp.data ? (PirValue *const *)R->tmp.data + base : NULL,
				.resultTypes = R->tmp.data ? (PirType *const *)R->tmp.data + base + nin : NULL,
				.attrs = dict};
	/* An op written in an older signature is read in today's (op_eras.h). */
	PirEraUpgrade up;
	int era = pirOpEraUpgrade(R->ctx, info, st.numOperands, st.operands, st.numResults, st.resultTypes, dict,
				  PIR_ERA_WRITER_JSON, &up);
	if (era < 0) {
		fail(R, "%s", up.error);
		pirEraUpgradeFree(&up);
		return NULL;
	}
	if (era > 0) {
		st.numOperands = up.numOperands;
		st.operands = up.operands;
		st.numResults = up.numResults;
		st.resultTypes = up.resultTypes;
		st.attrs = up.attrs;
	}
	PirOperation *op = pirOperationCreate(R->prog, &st);
	R->tmp.len = base;
	uint32_t i = 0;
	bool defined = true;
	EACH(e, out) {
		int32_t k = era > 0 ? up.resultPos[i] : (int32_t)i;
		if (k < 0) {
			fail(R, "result %u of '%s' (era %s) has no place in today's form of the op", i, info->name->str,
			     up.era->label->str);
			defined = false;
			break;
		}
		i++;
		if (!defineValue(R, intOf(get(R, e, "%")), pirOperationGetResult(op, (uint32_t)k))) {
			defined = false;
			break;
		}
	}
	if (era > 0)
		pirEraUpgradeFree(&up);
	if (!defined)
		return NULL;
	if (!regions)
		return op;
	i = 0;
	EACH(r, regions) {
		pathPush(R, 'r', i);
		J *blocks = need(R, r, W_OBJECT, "a region") ? member(R, r, "a region", "blocks", W_ARRAY) : NULL;
		if (!blocks)
			return NULL;
		size_t k = 0;
		EACH(bj, blocks) {
			pathPush(R, 'b', k++);
			PirBlock *b = pirBlockCreate(R->prog);
			pirRegionAppendBlock(pirOperationGetRegion(op, i), b);
			if (!readBlock(R, bj, b))
				return NULL;
			R->depth--;
		}
		R->depth--;
		i++;
	}
	return op;
}

static bool readArgs(JsonReader *R, J *args, PirBlock *b)
{
	EACH(e, args) {
		if (!need(R, e, W_OBJECT, "a block argument"))
			return false;
		J *id = member(R, e, "a block argument", "#", W_INT);
		if (!id)
			return false;
		if (intOf(id) >= 0) {
			fail(R, "block argument ids must be negative, found %lld", (long long)intOf(id));
			return false;
		}
		PirType *t = readType(R, get(R, e, "TT"));
		if (!t || !defineValue(R, intOf(id), pirBlockAddArgument(R->prog, b, t)))
			return false;
	}
	return true;
}

/* The program block's ops were read as the parser closed each (eagerOp):
 * here only those it did not read, and the error it kept if one failed. */
static bool readBlock(JsonReader *R, J *j, PirBlock *b)
{
	if (!need(R, j, W_OBJECT, "a block"))
		return false;
	J *args = member(R, j, "a block", "args", W_ARRAY);
	J *ops = args ? member(R, j, "a block", "ops", W_ARRAY) : NULL;
	if (!ops)
		return false;
	/* Keyword arguments (Paddle writes "kwargs" only for a block that has
	 * them): PIR blocks here have positional arguments only, and dropping
	 * them would leave their uses undefined or, worse, silently wrong. */
	J *kwargs = get(R, j, "kwargs");
	if (R->failed)
		return false;
	if (kwargs && !(IS(kwargs, ARRAY) && count(kwargs) == 0)) {
		fail(R, "the block has keyword arguments (\"kwargs\"), which pir-opt does not support: its blocks "
			"take positional arguments only");
		return false;
	}
	bool early = R->eager > EAGER_OFF && b == pirProgramGetBlock(R->prog);
	if (early && R->eager == EAGER_FAILED_ARGS) {
		failSaved(R);
		return false;
	}
	if (!early && !readArgs(R, args, b))
		return false;
	size_t i = 0;
	EACH(e, ops) {
		pathPush(R, 'o', i);
		if (early && i < R->eagerOps) {
			R->depth--;
			i++;
			continue;
		}
		if (early && i == R->eagerOps && R->eager == EAGER_FAILED) {
			failSaved(R);
			return false;
		}
		i++;
		PirOperation *op = readOp(R, e);
		if (!op)
			return false;
		pirBlockAppendOp(b, op);
		R->depth--;
	}
	return true;
}

/* Reads an op of the program block as soon as the parser closes it, so
 * that its nodes can be dropped (true) and the memory reused for the next
 * op: the tree of the ops, most of a file, is never whole in memory.
 * Quietly: the pass over the tree after the parse (readDocument) reports
 * invalid JSON and the errors before this op's first, then the one kept
 * here. */
static bool eagerOp(void *ctx, J *block, J *op, size_t index)
{
	JsonReader *R = ctx;
	if (R->eager == EAGER_NONE) {
		J *args = NULL;
		size_t n = 0;
		for (J *c = block->child; c; c = c->next)
			if (same(c->key, "args"))
				args = c, n++;
		if (n != 1 || !IS(args, ARRAY)) {
			R->eager = EAGER_OFF;
			return false;
		}
		R->prog = pirProgramCreate(R->ctx);
		pirOperationSetLoc(R->prog->module, (PirLocation){R->loc.file, 0, 0}); /* errors about the program name the file */
		R->quiet = true;
		R->depth = 0;
		pathPush(R, 'r', 0);
		pathPush(R, 'b', 0);
		bool ok = readArgs(R, args, pirProgramGetBlock(R->prog));
		R->quiet = R->failed = false;
		R->eager = ok ? EAGER_ON : EAGER_FAILED_ARGS;
	}
	if (R->eager != EAGER_ON)
		return false;
	if (index != R->eagerOps) { /* an item before it is no object */
		R->eager = EAGER_STOPPED;
		return false;
	}
	R->quiet = true;
	R->depth = 2;
	pathPush(R, 'o', index);
	PirOperation *o = readOp(R, op);
	R->quiet = R->failed = false;
	R->tmp.len = 0;
	if (!o) {
		R->eager = EAGER_FAILED;
		return false;
	}
	pirBlockAppendOp(pirProgramGetBlock(R->prog), o);
	R->eagerOps++;
	return true;
}

/* ------------------------------------------------------------- files */

static PirLocation offsetLoc(PirIdent *file, const char *buf, size_t pos)
{
	uint32_t line = 1, col = 1;
	for (size_t i = 0; i < pos; i++) {
		if (buf[i] == '\n')
			line++, col = 1;
		else
			col++;
	}
	return (PirLocation){file, line, col};
}

/* Parses buf; NULL with a located error for invalid JSON. */
/* The first \u escape of half a surrogate pair (a high one not followed
 * by a \u escape of a low one, or a low one alone) in buf: yajl decodes
 * it to '?', which would read a wrong name silently. Every backslash of
 * valid JSON is in a string and escapes the next character. */
static bool findLoneSurrogate(const char *buf, size_t len, size_t *at)
{
	const char *p = buf, *end = buf + len;
	while ((p = memchr(p, '\\', (size_t)(end - p))) != NULL) {
		if (end - p < 2)
			return false;
		if (p[1] != 'u' || end - p < 6) {
			p += 2;
			continue;
		}
		unsigned v = 0;
		for (int i = 2; i < 6; i++) {
			char c = p[i];
			v = v * 16 + (unsigned)(c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10
						: c >= 'A' && c <= 'F' ? c - 'A' + 10 : 0);
		}
		if (v >= 0xDC00 && v <= 0xDFFF) {
			*at = (size_t)(p - buf);
			return true;
		}
		if (v >= 0xD800 && v <= 0xDBFF) {
			unsigned w = 0;
			bool low = end - p >= 12 && p[6] == '\\' && p[7] == 'u';
			for (int i = 8; low && i < 12; i++) {
				char c = p[i];
				w = w * 16 + (unsigned)(c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10
							: c >= 'A' && c <= 'F' ? c - 'A' + 10 : 0);
			}
			if (!low || w < 0xDC00 || w > 0xDFFF) {
				*at = (size_t)(p - buf);
				return true;
			}
			p += 12;
			continue;
		}
		p += 6;
	}
	return false;
}

static J *parse(JsonReader *R, const char *buf, size_t len)
{
	size_t bad;
	/* a UTF-8 byte order mark is no part of the JSON text (format
	 * detection skips it too) */
	if (len >= 3 && (unsigned char)buf[0] == 0xEF && (unsigned char)buf[1] == 0xBB && (unsigned char)buf[2] == 0xBF) {
		buf += 3;
		len -= 3;
	}
	if (findLoneSurrogate(buf, len, &bad)) {
		pirEmitError(R->ctx, offsetLoc(R->loc.file, buf, bad),
			     "invalid JSON: '\\%.5s' is half of a UTF-16 surrogate pair, no character", buf + bad + 1);
		return NULL;
	}
	if (!pirUtf8Validate(buf, len, &bad)) {
		/* JSON text is UTF-8 (yajl's check, off, lets overlong forms and
		 * surrogates through) */
		pirEmitError(R->ctx, offsetLoc(R->loc.file, buf, bad), "invalid JSON: byte 0x%02x is not UTF-8 text",
			     (unsigned char)buf[bad]);
		return NULL;
	}
	PirJsonError err;
	size_t at;
	char why[128];
	J *root = pirJsonParse(buf, len, eagerOp, R, &err, &at, why, sizeof why);
	if (root)
		return root;
	PirLocation loc = offsetLoc(R->loc.file, buf, at);
	size_t n = 0;
	while (at + n < len && n < 16 && buf[at + n] != '\n' && buf[at + n] != '\r')
		n++;
	switch (err) {
	case PIR_JSON_TRUNCATED: pirEmitError(R->ctx, loc, "invalid JSON: the file ends inside a value"); break;
	case PIR_JSON_TRAILING:
		pirEmitError(R->ctx, loc, "invalid JSON: text after the document: '%.*s'", (int)n, buf + at);
		break;
	case PIR_JSON_TOO_DEEP:
		pirEmitError(R->ctx, loc, "invalid JSON: arrays and objects nested deeper than %d", PIR_JSON_MAX_DEPTH);
		break;
	case PIR_JSON_BAD_ESCAPE:
		pirEmitError(R->ctx, loc, "invalid JSON: the string ending here holds a \\u escape that is no UTF-16 character");
		break;
	case PIR_JSON_SYNTAX:
	case PIR_JSON_OK: pirEmitError(R->ctx, loc, "invalid JSON: unexpected '%.*s' (%s)", (int)n, buf + at, why); break;
	}
	return NULL;
}

static PirProgram *readDocument(JsonReader *R, J *root, PirJsonInfo *info)
{
	PirProgram *prog = NULL;
	/* Some other JSON document: say so, rather than which key is missing. */
	if (IS(root, OBJECT) && !get(R, root, "base_code") && !get(R, root, "program") && !R->failed) {
		fail(R, "not a PIR JSON program: Paddle 3's programs have the keys \"base_code\" and \"program\", this "
			"file %s%s%s",
		     root->child ? "starts with the key \"" : "is an empty object", root->child ? root->child->key : "",
		     root->child ? "\"" : "");
		return NULL;
	}
	J *base = need(R, root, W_OBJECT, "a PIR JSON file") ? member(R, root, "the file", "base_code", W_OBJECT) : NULL;
	J *magic = base ? member(R, base, "\"base_code\"", "magic", W_STRING) : NULL;
	if (magic && strcmp(str(magic), "pir") != 0)
		fail(R, "\"base_code\".\"magic\" must be \"pir\", found \"%s\"", str(magic));
	J *version = magic && !R->failed ? member(R, base, "\"base_code\"", "version", W_INT) : NULL;
	J *trainable = version ? get(R, base, "trainable") : NULL;
	if (version && trainable && !isBool(trainable))
		fail(R, "\"base_code\".\"trainable\" must be a boolean, found %s", jsonTypeName(trainable));
	J *program = version && !R->failed ? member(R, root, "the file", "program", W_OBJECT) : NULL;
	J *regions = program ? member(R, program, "\"program\"", "regions", W_ARRAY) : NULL;
	if (regions && count(regions) != 1)
		fail(R, "\"program\".\"regions\" must hold exactly one region, found %zu", count(regions));
	J *region = regions && !R->failed ? regions->child : NULL;
	pathPush(R, 'r', 0);
	J *blocks = region && need(R, region, W_OBJECT, "a region") ? member(R, region, "a region", "blocks", W_ARRAY)
								     : NULL;
	if (blocks && count(blocks) != 1)
		fail(R, "the program region must hold exactly one block, found %zu", count(blocks));
	if (blocks && !R->failed) {
		pathPush(R, 'b', 0);
		if (!R->prog) {
			R->prog = pirProgramCreate(R->ctx);
			pirOperationSetLoc(R->prog->module, (PirLocation){R->loc.file, 0, 0});
		}
		prog = R->prog;
		if (!readBlock(R, blocks->child, pirProgramGetBlock(prog))) {
			pirProgramDestroy(prog);
			prog = R->prog = NULL;
		} else {
			PirJsonInfo header = {.version = intOf(version), .trainable = IS(trainable, TRUE)};
			pirJsonHeaderRecord(prog, &header); /* so that it survives text */
			if (info)
				*info = header;
		}
	}
	return prog;
}

PirProgram *pirJsonReadProgram(PirContext *ctx, const char *fileName, const char *buf, size_t len, PirJsonInfo *info)
{
	JsonReader *R = pirCalloc(1, sizeof *R);
	R->ctx = ctx;
	R->loc = (PirLocation){pirIdentGetCStr(ctx, fileName), 0, 0}; /* no line: errors name a path */
	PirJsonAlloc alloc; /* the document's nodes, dropped at once at the end */
	pirJsonAllocBegin(&alloc);
	PirProgram *prog = NULL;
	J *root = parse(R, buf, len);
	R->depth = 0;
	R->failed = false;
	R->tmp.len = 0;
	if (root)
		prog = readDocument(R, root, info);
	if (!reportUnknown(R) && prog) {
		pirProgramDestroy(prog);
		prog = R->prog = NULL;
	}
	if (!prog && R->prog)
		pirProgramDestroy(R->prog); /* read while parsing, then invalid */
	if (prog)
		pirProgramAdoptInferredTypes(prog); /* declared types are not Paddle's word (docs/file-formats.md) */
	free(R->pos);
	free(R->neg);
	free(R->sparse.ids);
	free(R->sparse.values);
	pirPtrVecFree(&R->tmp);
	free(R->attrs);
	free(R);
	pirJsonAllocEnd(&alloc);
	return prog;
}
