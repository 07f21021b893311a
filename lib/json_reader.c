/* json_reader.c: reads Paddle's PIR JSON program files (Paddle 3's
 * `inference.json`, written by pir::WriteModule) into the IR. jansson
 * parses the JSON; this file maps its objects to ops, values, types and
 * attributes. Encoding rules: docs/formats.md. */
#include "formats.h"
#include "json_alloc.h"
#include "json_names.h"
#include "pir.h"

#include <jansson.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct JsonReader {
	PirContext *ctx;
	PirProgram *prog;
	PirLocation loc;
	/* value id -> value; results have ids 1.., block arguments -1.. */
	PirValue **pos, **neg;
	size_t numPos, numNeg;
	char path[256]; /* JSON path of the op being read, for diagnostics */
	bool failed;
	PirPtrVec tmp; /* operand and type scratch */
} JsonReader;

static void fail(JsonReader *R, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void fail(JsonReader *R, const char *fmt, ...)
{
	if (R->failed)
		return;
	R->failed = true;
	char msg[512];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	pirEmitError(R->ctx, R->loc, "%s%s%s", R->path, R->path[0] ? ": " : "", msg);
}

static const char *jsonTypeName(const json_t *j)
{
	if (!j)
		return "nothing";
	switch (json_typeof(j)) {
	case JSON_OBJECT: return "an object";
	case JSON_ARRAY: return "an array";
	case JSON_STRING: return "a string";
	case JSON_INTEGER: return "an integer";
	case JSON_REAL: return "a number";
	case JSON_TRUE:
	case JSON_FALSE: return "a boolean";
	case JSON_NULL: return "null";
	}
	return "?";
}

/* A member of obj that must exist and have the given type. */
static json_t *member(JsonReader *R, const json_t *obj, const char *what, const char *key, json_type type)
{
	json_t *m = json_object_get(obj, key);
	if (!m) {
		fail(R, "%s has no key \"%s\"", what, key);
		return NULL;
	}
	if (json_typeof(m) != type && !(type == JSON_REAL && json_is_integer(m)) &&
	    !(type == JSON_TRUE && json_is_boolean(m))) {
		static const char *names[] = {"an object", "an array", "a string", "an integer", "a number", "a boolean"};
		fail(R, "\"%s\" of %s must be %s, found %s", key, what, names[type <= JSON_TRUE ? type : 5], jsonTypeName(m));
		return NULL;
	}
	return m;
}

static json_t *need(JsonReader *R, json_t *j, json_type type, const char *what)
{
	if (j && (json_typeof(j) == type || (type == JSON_REAL && json_is_integer(j)) ||
		  (type == JSON_TRUE && json_is_boolean(j))))
		return j;
	static const char *names[] = {"an object", "an array", "a string", "an integer", "a number", "a boolean"};
	fail(R, "%s must be %s, found %s", what, names[type <= JSON_TRUE ? type : 5], jsonTypeName(j));
	return NULL;
}

/* ------------------------------------------------------------ values */

static PirValue **slot(JsonReader *R, json_int_t id, bool grow)
{
	PirValue ***arr = id > 0 ? &R->pos : &R->neg;
	size_t *n = id > 0 ? &R->numPos : &R->numNeg;
	size_t i = (size_t)(id > 0 ? id : -id);
	if (i >= *n) {
		if (!grow)
			return NULL;
		if (i > ((size_t)1 << 31)) {
			fail(R, "value id %lld is out of range", (long long)id);
			return NULL;
		}
		size_t cap = *n ? *n : 64;
		while (cap <= i)
			cap *= 2;
		*arr = pirRealloc(*arr, cap * sizeof **arr);
		memset(*arr + *n, 0, (cap - *n) * sizeof **arr);
		*n = cap;
	}
	return &(*arr)[i];
}

static bool defineValue(JsonReader *R, json_int_t id, PirValue *v)
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

static PirType *readType(JsonReader *R, json_t *j);

static bool readDims(JsonReader *R, json_t *j, int64_t **dims, uint32_t *rank)
{
	if (!need(R, j, JSON_ARRAY, "tensor dims"))
		return false;
	size_t n = json_array_size(j);
	if (n > 64) {
		fail(R, "tensor rank %zu is too large", n);
		return false;
	}
	*dims = pirMalloc((n ? n : 1) * sizeof **dims);
	for (size_t i = 0; i < n; i++) {
		json_t *d = json_array_get(j, i);
		if (!json_is_integer(d) || json_integer_value(d) < -1) {
			fail(R, "tensor dim %zu must be an integer >= -1, found %s", i, jsonTypeName(d));
			free(*dims);
			return false;
		}
		(*dims)[i] = json_integer_value(d);
	}
	*rank = (uint32_t)n;
	return true;
}

/* dtype, dims of a tensor-like type's data (the first two items). */
static PirType *readTensorData(JsonReader *R, json_t *d, size_t minItems, const char *what)
{
	if (!need(R, d, JSON_ARRAY, what))
		return NULL;
	if (json_array_size(d) < minItems) {
		fail(R, "%s needs %zu items, found %zu", what, minItems, json_array_size(d));
		return NULL;
	}
	PirType *elem = readType(R, json_array_get(d, 0));
	if (!elem)
		return NULL;
	if (!pirTypeIsScalar(elem)) {
		fail(R, "the element type of %s must be a scalar type", what);
		return NULL;
	}
	int64_t *dims;
	uint32_t rank;
	if (!readDims(R, json_array_get(d, 1), &dims, &rank))
		return NULL;
	if (minItems >= 3 && !need(R, json_array_get(d, 2), JSON_STRING, "the layout of a tensor type"))
		dims = (free(dims), NULL);
	if (!dims)
		return NULL;
	PirType *t = pirTypeGetTensor(R->ctx, elem, rank, dims);
	free(dims);
	return t;
}

/* A dialect type spelled "<prefix><body of a tensor type>", e.g.
 * pd_op.tensor_array<2x3xf32> from the dims and dtype of data. */
static PirType *dialectTensorType(JsonReader *R, const char *prefix, PirType *tensor)
{
	char *s = pirTypeToString(R->ctx, tensor); /* "tensor<2x3xf32>" */
	const char *body = strchr(s, '<');
	size_t n = strlen(prefix) + strlen(body) + 1;
	char *buf = pirMalloc(n);
	snprintf(buf, n, "%s%s", prefix, body);
	PirType *t = pirTypeGetDialect(R->ctx, buf, strlen(buf));
	free(buf);
	free(s);
	return t;
}

static PirType *readType(JsonReader *R, json_t *j)
{
	if (!need(R, j, JSON_OBJECT, "a type"))
		return NULL;
	json_t *idj = member(R, j, "a type", "#", JSON_STRING);
	if (!idj)
		return NULL;
	const char *id = json_string_value(idj);
	if (!strcmp(id, "NULL"))
		return pirTypeGetNull(R->ctx);
	const char *dot = strchr(id, '.');
	const char *dialect = dot ? pirJsonDialectName(id, (size_t)(dot - id)) : NULL;
	if (!dialect) {
		fail(R, "unknown dialect id in type '%s' (known: 0 builtin, 1 pd_op, 2 cf, 3 custom_op, 4 pd_dist)", id);
		return NULL;
	}
	const char *name = dot + 1;
	json_t *d = json_object_get(j, "D");
	if (!strcmp(dialect, "builtin")) {
		PirTypeKind k = pirJsonScalarKind(name);
		if (k != PIR_TYPE_NULL)
			return pirTypeGetScalar(R->ctx, k);
		if (!strcmp(name, "t_vec")) {
			if (!need(R, d, JSON_ARRAY, "the data \"D\" of a 0.t_vec type"))
				return NULL;
			size_t n = json_array_size(d);
			PirType **elems = pirMalloc((n ? n : 1) * sizeof *elems);
			for (size_t i = 0; i < n; i++)
				if (!(elems[i] = readType(R, json_array_get(d, i)))) {
					free(elems);
					return NULL;
				}
			PirType *t = pirTypeGetVector(R->ctx, (uint32_t)n, elems);
			free(elems);
			return t;
		}
		if (!strcmp(name, "t_dtensor"))
			return readTensorData(R, d, 5, "the data \"D\" of a 0.t_dtensor type");
	} else if (!strcmp(dialect, "pd_op")) {
		if (!strcmp(name, "t_dense_tensor_array")) {
			PirType *t = readTensorData(R, d, 3, "the data \"D\" of a 1.t_dense_tensor_array type");
			return t ? dialectTensorType(R, "pd_op.tensor_array", t) : NULL;
		}
		if (!strcmp(name, "t_selected_rows")) {
			PirType *t = readTensorData(R, d, 5, "the data \"D\" of a 1.t_selected_rows type");
			return t ? dialectTensorType(R, "pd_op.selected_rows", t) : NULL;
		}
	} else if (!strcmp(dialect, "cf")) {
		static const char *cf[][2] = {{"t_stack", "cf.stack"}, {"t_inlet", "cf.inlet"}, {"t_outlet", "cf.outlet"}};
		for (size_t i = 0; i < 3; i++)
			if (!strcmp(name, cf[i][0]))
				return pirTypeGetDialect(R->ctx, cf[i][1], strlen(cf[i][1]));
	}
	fail(R, "unsupported type '%s'", id);
	return NULL;
}

/* -------------------------------------------------------- attributes */

static PirAttribute *readAttr(JsonReader *R, json_t *j);

static bool readFloat(JsonReader *R, json_t *j, double *out)
{
	json_t *d = json_object_get(j, "D");
	if (d) {
		if (!need(R, d, JSON_REAL, "the value of a float attribute"))
			return false;
		*out = json_number_value(d);
		return true;
	}
	json_t *vd = json_object_get(j, "VD");
	const char *s = json_is_string(vd) ? json_string_value(vd) : NULL;
	if (s && (!strcmp(s, "NaN") || !strcmp(s, "NAN")))
		*out = NAN;
	else if (s && !strcmp(s, "INF"))
		*out = INFINITY;
	else if (s && !strcmp(s, "-INF"))
		*out = -INFINITY;
	else {
		fail(R, "a float attribute needs \"D\" or \"VD\" (\"NaN\", \"INF\", \"-INF\")");
		return false;
	}
	return true;
}

static bool intData(JsonReader *R, json_t *d, const char *id, json_int_t *out)
{
	if (!json_is_integer(d)) {
		fail(R, "the data \"D\" of a %s attribute must be an integer, found %s", id, jsonTypeName(d));
		return false;
	}
	*out = json_integer_value(d);
	return true;
}

static PirAttribute *readScalarAttr(JsonReader *R, json_t *d)
{
	if (!need(R, d, JSON_ARRAY, "the data \"D\" of a 1.a_scalar attribute"))
		return NULL;
	json_t *dt = json_array_get(d, 0), *v = json_array_get(d, 1);
	if (!json_is_string(dt) || !v) {
		fail(R, "1.a_scalar data must be [\"<dtype>\", value]");
		return NULL;
	}
	const char *t = json_string_value(dt);
	if (!strcmp(t, "bool") && json_is_boolean(v))
		return pirAttrGetBool(R->ctx, json_is_true(v));
	if (!strcmp(t, "complex64") || !strcmp(t, "complex128")) {
		json_t *im = json_array_get(d, 2);
		if (!json_is_number(v) || !json_is_number(im)) {
			fail(R, "a complex 1.a_scalar needs [\"%s\", re, im]", t);
			return NULL;
		}
		return pirAttrGetComplex(R->ctx, t[7] == '6' ? PIR_ATTR_COMPLEX64 : PIR_ATTR_COMPLEX128,
					 json_number_value(v), json_number_value(im));
	}
	if (json_is_number(v)) {
		double x = json_number_value(v);
		if (!strcmp(t, "float32") || !strcmp(t, "float16") || !strcmp(t, "bfloat16"))
			return pirAttrGetFloat(R->ctx, (float)x);
		if (!strcmp(t, "float64"))
			return pirAttrGetDouble(R->ctx, x);
		if (json_is_integer(v) && (!strcmp(t, "int32") || !strcmp(t, "int16") || !strcmp(t, "int8") ||
					   !strcmp(t, "uint8")))
			return pirAttrGetInt32(R->ctx, (int32_t)json_integer_value(v));
		if (json_is_integer(v) && !strncmp(t, "int64", 5))
			return pirAttrGetInt64(R->ctx, json_integer_value(v));
	}
	fail(R, "unsupported 1.a_scalar of dtype '%s'", t);
	return NULL;
}

static PirAttribute *readAttr(JsonReader *R, json_t *j)
{
	if (!need(R, j, JSON_OBJECT, "an attribute"))
		return NULL;
	json_t *idj = member(R, j, "an attribute", "#", JSON_STRING);
	if (!idj)
		return NULL;
	const char *id = json_string_value(idj);
	if (!strcmp(id, "NULL"))
		return pirAttrGetNull(R->ctx);
	const char *dot = strchr(id, '.');
	const char *dialect = dot ? pirJsonDialectName(id, (size_t)(dot - id)) : NULL;
	if (!dialect) {
		fail(R, "unknown dialect id in attribute '%s' (known: 0 builtin, 1 pd_op, 2 cf, 3 custom_op, 4 pd_dist)", id);
		return NULL;
	}
	const char *name = dot + 1;
	json_t *d = json_object_get(j, "D");
	PirContext *ctx = R->ctx;
	json_int_t iv;
	if (!strcmp(dialect, "builtin")) {
		if (!strcmp(name, "a_bool")) {
			if (!json_is_boolean(d)) {
				fail(R, "the data \"D\" of a 0.a_bool attribute must be a boolean, found %s", jsonTypeName(d));
				return NULL;
			}
			return pirAttrGetBool(ctx, json_is_true(d));
		}
		if (!strcmp(name, "a_i32"))
			return intData(R, d, id, &iv) ? pirAttrGetInt32(ctx, (int32_t)iv) : NULL;
		if (!strcmp(name, "a_i64"))
			return intData(R, d, id, &iv) ? pirAttrGetInt64(ctx, iv) : NULL;
		if (!strcmp(name, "a_index"))
			return intData(R, d, id, &iv) ? pirAttrGetIndex(ctx, iv) : NULL;
		if (!strcmp(name, "a_f32") || !strcmp(name, "a_f64")) {
			double x;
			if (!readFloat(R, j, &x))
				return NULL;
			return name[3] == '3' ? pirAttrGetFloat(ctx, (float)x) : pirAttrGetDouble(ctx, x);
		}
		if (!strcmp(name, "a_str") || !strcmp(name, "a_tensorname")) {
			if (!need(R, d, JSON_STRING, "the data \"D\" of a string attribute"))
				return NULL;
			return pirAttrGetStr(ctx, json_string_value(d), json_string_length(d));
		}
		if (!strcmp(name, "a_array")) {
			if (!need(R, d, JSON_ARRAY, "the data \"D\" of a 0.a_array attribute"))
				return NULL;
			size_t n = json_array_size(d);
			PirAttribute **elems = pirMalloc((n ? n : 1) * sizeof *elems);
			for (size_t i = 0; i < n; i++)
				if (!(elems[i] = readAttr(R, json_array_get(d, i)))) {
					free(elems);
					return NULL;
				}
			PirAttribute *a = pirAttrGetArray(ctx, (uint32_t)n, elems);
			free(elems);
			return a;
		}
		if (!strcmp(name, "a_type")) {
			PirType *t = readType(R, d);
			return t ? pirAttrGetType(ctx, t) : NULL;
		}
		if (!strcmp(name, "a_c64") || !strcmp(name, "a_c128")) {
			if (!json_is_array(d) || json_array_size(d) != 2 || !json_is_number(json_array_get(d, 0)) ||
			    !json_is_number(json_array_get(d, 1))) {
				fail(R, "the data \"D\" of a complex attribute must be [real, imag]");
				return NULL;
			}
			return pirAttrGetComplex(ctx, name[3] == '6' ? PIR_ATTR_COMPLEX64 : PIR_ATTR_COMPLEX128,
						 json_number_value(json_array_get(d, 0)),
						 json_number_value(json_array_get(d, 1)));
		}
		if (!strcmp(name, "a_pointer"))
			return intData(R, d, id, &iv) ? pirAttrGetPointer(ctx, (uint64_t)iv) : NULL;
	} else if (!strcmp(dialect, "pd_op")) {
		if (!strcmp(name, "a_intarray")) {
			if (!need(R, d, JSON_ARRAY, "the data \"D\" of a 1.a_intarray attribute"))
				return NULL;
			size_t n = json_array_size(d);
			int64_t *v = pirMalloc((n ? n : 1) * sizeof *v);
			for (size_t i = 0; i < n; i++) {
				if (!intData(R, json_array_get(d, i), id, &iv)) {
					free(v);
					return NULL;
				}
				v[i] = iv;
			}
			PirAttribute *a = pirAttrGetIntArray(ctx, (uint32_t)n, v);
			free(v);
			return a;
		}
		if (!strcmp(name, "a_scalar"))
			return readScalarAttr(R, d);
		if (!strcmp(name, "a_dtype") || !strcmp(name, "a_layout")) {
			if (!need(R, d, JSON_STRING, "the data \"D\" of a dtype or layout attribute"))
				return NULL;
			return pirAttrGetText(ctx, name[2] == 'd' ? PIR_ATTR_DATA_TYPE : PIR_ATTR_DATA_LAYOUT,
					      json_string_value(d), json_string_length(d));
		}
		if (!strcmp(name, "a_place")) {
			json_t *t = json_array_get(d, 0), *i = json_array_get(d, 1), *s = json_array_get(d, 2);
			char buf[128];
			if (!json_is_array(d) || json_array_size(d) != 3 || !json_is_integer(t) || !json_is_integer(i) ||
			    !json_is_string(s)) {
				fail(R, "the data \"D\" of a 1.a_place attribute must be [allocation type, device id, \"device type\"]");
				return NULL;
			}
			if (!pirJsonPlaceToText(json_integer_value(t), json_integer_value(i), json_string_value(s), buf,
						sizeof buf)) {
				fail(R, "unknown place allocation type %lld", (long long)json_integer_value(t));
				return NULL;
			}
			return pirAttrGetText(ctx, PIR_ATTR_PLACE, buf, strlen(buf));
		}
	}
	fail(R, "unsupported attribute '%s'", id);
	return NULL;
}

/* Appends the {"AT": attr, "N": name} entries of arr to *entries. */
static bool readAttrEntries(JsonReader *R, json_t *arr, const char *key, PirNamedAttr **entries, size_t *n,
			    size_t *cap)
{
	if (!arr)
		return true;
	if (!need(R, arr, JSON_ARRAY, key))
		return false;
	size_t i;
	json_t *e;
	json_array_foreach(arr, i, e) {
		if (!need(R, e, JSON_OBJECT, "an attribute entry"))
			return false;
		json_t *nm = member(R, e, "an attribute entry", "N", JSON_STRING);
		if (!nm)
			return false;
		json_t *at = json_object_get(e, "AT");
		if (!at)
			continue; /* "deleted" (version patches) */
		PirAttribute *a = readAttr(R, at);
		if (!a)
			return false;
		if (*n == *cap)
			*entries = pirRealloc(*entries, (*cap = *cap ? *cap * 2 : 8) * sizeof **entries);
		(*entries)[(*n)++] = (PirNamedAttr){pirIdentGet(R->ctx, json_string_value(nm), json_string_length(nm)), a};
	}
	return true;
}

static PirAttrDict *makeDict(JsonReader *R, PirNamedAttr *entries, size_t n)
{
	PirIdent *dup = NULL;
	PirAttrDict *d = pirAttrDictGet(R->ctx, (uint32_t)n, entries, &dup);
	if (!d)
		fail(R, "attribute '%s' is given twice", dup->str);
	return d;
}

/* ---------------------------------------------------------------- ops */

static bool readBlock(JsonReader *R, json_t *j, PirBlock *b);

static PirOpInfo *lookupOp(JsonReader *R, const char *dialect, const char *name)
{
	char full[256];
	snprintf(full, sizeof full, "%s.%s", dialect, name);
	PirIdent *id = pirIdentGetCStr(R->ctx, full);
	PirOpInfo *info = pirContextLookupOpInfo(R->ctx, id);
	if (info && info->registered)
		return info;
	if (pirContextGetAllowUnregistered(R->ctx))
		return pirContextGetOrCreateOpInfo(R->ctx, id);
	PirOpInfo *sugg = pirContextSuggestOpInfo(R->ctx, full);
	if (sugg)
		fail(R, "unknown op '%s'; did you mean '%s'? (or use --allow-unregistered-dialect)", full, sugg->name->str);
	else
		fail(R, "unknown op '%s'; use --allow-unregistered-dialect to accept it", full);
	return NULL;
}

static int64_t flag(json_t *arr, size_t i, int64_t deflt)
{
	json_t *e = json_array_get(arr, i);
	return json_is_integer(e) ? json_integer_value(e) : json_is_boolean(e) ? json_is_true(e) : deflt;
}

static PirAttribute *boolArray(PirContext *ctx, bool b)
{
	PirAttribute *e = pirAttrGetBool(ctx, b);
	return pirAttrGetArray(ctx, 1, &e);
}

/* {"#":"p","A":[is_distributed,is_parameter,need_clip,name],"DA":[],"O":{..},"OA":[persistable,stop_gradient,trainable],"QA":[]} */
static PirOperation *readParameter(JsonReader *R, json_t *j)
{
	json_t *a = member(R, j, "a parameter op \"p\"", "A", JSON_ARRAY);
	json_t *o = a ? member(R, j, "a parameter op \"p\"", "O", JSON_OBJECT) : NULL;
	json_t *oa = o ? member(R, j, "a parameter op \"p\"", "OA", JSON_ARRAY) : NULL;
	if (!oa)
		return NULL;
	if (json_array_size(a) != 4 || !json_is_string(json_array_get(a, 3))) {
		fail(R, "\"A\" of a parameter op \"p\" must be [is_distributed, is_parameter, need_clip, \"name\"]");
		return NULL;
	}
	if (json_array_size(oa) != 3) {
		fail(R, "\"OA\" of a parameter op \"p\" must be [persistable, stop_gradient, trainable]");
		return NULL;
	}
	for (size_t i = 0; i < 3; i++) {
		json_t *x = json_array_get(a, i), *y = json_array_get(oa, i);
		if (!(json_is_integer(x) || json_is_boolean(x)) || !(json_is_integer(y) || json_is_boolean(y))) {
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
	json_t *name = json_array_get(a, 3);
	PirNamedAttr *e = pirMalloc(16 * sizeof *e);
	size_t n = 0, cap = 16;
	e[n++] = (PirNamedAttr){pirIdentGetCStr(ctx, "is_distributed"), boolArray(ctx, flag(a, 0, 0))};
	e[n++] = (PirNamedAttr){pirIdentGetCStr(ctx, "is_parameter"), boolArray(ctx, flag(a, 1, 1))};
	e[n++] = (PirNamedAttr){pirIdentGetCStr(ctx, "need_clip"), boolArray(ctx, flag(a, 2, 0))};
	e[n++] = (PirNamedAttr){info->varKey,
				pirAttrGetStr(ctx, json_string_value(name), json_string_length(name))};
	e[n++] = (PirNamedAttr){pirIdentGetCStr(ctx, "persistable"), boolArray(ctx, flag(oa, 0, 1))};
	e[n++] = (PirNamedAttr){pirIdentGetCStr(ctx, "stop_gradient"), boolArray(ctx, flag(oa, 1, 1))};
	e[n++] = (PirNamedAttr){pirIdentGetCStr(ctx, "trainable"), boolArray(ctx, flag(oa, 2, 1))};
	PirAttrDict *dict = NULL;
	if (readAttrEntries(R, json_object_get(j, "DA"), "\"DA\"", &e, &n, &cap) &&
	    readAttrEntries(R, json_object_get(j, "QA"), "\"QA\"", &e, &n, &cap))
		dict = makeDict(R, e, n);
	free(e);
	json_t *idj = member(R, o, "the result \"O\"", "%", JSON_INTEGER);
	PirType *t = idj && dict ? readType(R, json_object_get(o, "TT")) : NULL;
	if (!t)
		return NULL;
	PirOperationState st = {.info = info, .loc = R->loc, .numResults = 1, .resultTypes = &t, .attrs = dict};
	PirOperation *op = pirOperationCreate(R->prog, &st);
	if (!defineValue(R, json_integer_value(idj), pirOperationGetResult(op, 0)))
		return NULL;
	return op;
}

static PirOperation *readOp(JsonReader *R, json_t *j)
{
	if (!need(R, j, JSON_OBJECT, "an op"))
		return NULL;
	json_t *idj = member(R, j, "an op", "#", JSON_STRING);
	if (!idj)
		return NULL;
	const char *id = json_string_value(idj);
	size_t plen = strlen(R->path);
	snprintf(R->path + plen, sizeof R->path - plen, " ('%s')", id);
	if (!strcmp(id, "p"))
		return readParameter(R, j);
	const char *dot = strchr(id, '.');
	const char *dialect = dot ? pirJsonDialectName(id, (size_t)(dot - id)) : NULL;
	if (!dialect) {
		fail(R, "unknown dialect id in op name '%s' (known: 0 builtin, 1 pd_op, 2 cf, 3 custom_op, 4 pd_dist)", id);
		return NULL;
	}
	PirOpInfo *info = lookupOp(R, dialect, dot + 1);
	json_t *in = info ? member(R, j, "an op", "I", JSON_ARRAY) : NULL;
	json_t *out = in ? member(R, j, "an op", "O", JSON_ARRAY) : NULL;
	if (!out)
		return NULL;
	/* operands */
	size_t base = R->tmp.len, nin = json_array_size(in), nout = json_array_size(out);
	size_t i;
	json_t *e;
	json_array_foreach(in, i, e) {
		if (!need(R, e, JSON_OBJECT, "an operand"))
			return NULL;
		json_t *v = member(R, e, "an operand", "%", JSON_INTEGER);
		if (!v)
			return NULL;
		json_int_t vid = json_integer_value(v);
		PirValue **s = vid ? slot(R, vid, false) : NULL;
		if (vid && (!s || !*s)) {
			fail(R, "operand %zu uses value %lld before its definition", i, (long long)vid);
			return NULL;
		}
		pirPtrVecPush(&R->tmp, s ? *s : NULL);
	}
	/* result types */
	json_array_foreach(out, i, e) {
		if (!need(R, e, JSON_OBJECT, "a result"))
			return NULL;
		if (!member(R, e, "a result", "%", JSON_INTEGER))
			return NULL;
		PirType *t = readType(R, json_object_get(e, "TT"));
		if (!t)
			return NULL;
		pirPtrVecPush(&R->tmp, t);
	}
	/* attributes: "A" and "OA" together */
	PirNamedAttr *entries = NULL;
	size_t n = 0, cap = 0;
	PirAttrDict *dict = NULL;
	if (readAttrEntries(R, json_object_get(j, "A"), "\"A\"", &entries, &n, &cap) &&
	    readAttrEntries(R, json_object_get(j, "OA"), "\"OA\"", &entries, &n, &cap))
		dict = makeDict(R, entries, n);
	free(entries);
	if (!dict)
		return NULL;
	json_t *regions = json_object_get(j, "regions");
	if (regions && !need(R, regions, JSON_ARRAY, "\"regions\""))
		return NULL;
	size_t nreg = regions ? json_array_size(regions) : 0;
	if (nreg > 0xffff) {
		fail(R, "too many regions");
		return NULL;
	}
	PirOperationState st = {.info = info,
				.loc = R->loc,
				.numOperands = (uint32_t)nin,
				.numResults = (uint32_t)nout,
				.numRegions = (uint32_t)nreg,
				/* tmp may still be empty (no operands or results): no NULL + 0. */
				.operands = R->tmp.data ? (PirValue *const *)R->tmp.data + base : NULL,
				.resultTypes = R->tmp.data ? (PirType *const *)R->tmp.data + base + nin : NULL,
				.attrs = dict};
	PirOperation *op = pirOperationCreate(R->prog, &st);
	R->tmp.len = base;
	json_array_foreach(out, i, e) {
		if (!defineValue(R, json_integer_value(json_object_get(e, "%")), pirOperationGetResult(op, (uint32_t)i)))
			return NULL;
	}
	char saved[sizeof R->path];
	memcpy(saved, R->path, sizeof saved);
	json_t *r;
	json_array_foreach(regions, i, r) {
		size_t len = strlen(R->path);
		snprintf(R->path + len, sizeof R->path - len, ".regions[%zu]", i);
		json_t *blocks = need(R, r, JSON_OBJECT, "a region") ? member(R, r, "a region", "blocks", JSON_ARRAY) : NULL;
		if (!blocks)
			return NULL;
		size_t k;
		json_t *bj;
		json_array_foreach(blocks, k, bj) {
			size_t blen = strlen(R->path);
			snprintf(R->path + blen, sizeof R->path - blen, ".blocks[%zu]", k);
			PirBlock *b = pirBlockCreate(R->prog);
			pirRegionAppendBlock(&op->regions[i], b);
			if (!readBlock(R, bj, b))
				return NULL;
			R->path[blen] = '\0';
		}
		memcpy(R->path, saved, sizeof saved);
	}
	return op;
}

static bool readBlock(JsonReader *R, json_t *j, PirBlock *b)
{
	if (!need(R, j, JSON_OBJECT, "a block"))
		return false;
	json_t *args = member(R, j, "a block", "args", JSON_ARRAY);
	json_t *ops = args ? member(R, j, "a block", "ops", JSON_ARRAY) : NULL;
	if (!ops)
		return false;
	size_t i;
	json_t *e;
	json_array_foreach(args, i, e) {
		if (!need(R, e, JSON_OBJECT, "a block argument"))
			return false;
		json_t *id = member(R, e, "a block argument", "#", JSON_INTEGER);
		if (!id)
			return false;
		if (json_integer_value(id) >= 0) {
			fail(R, "block argument ids must be negative, found %lld", (long long)json_integer_value(id));
			return false;
		}
		PirType *t = readType(R, json_object_get(e, "TT"));
		if (!t || !defineValue(R, json_integer_value(id), pirBlockAddArgument(R->prog, b, t)))
			return false;
	}
	size_t len = strlen(R->path);
	json_array_foreach(ops, i, e) {
		snprintf(R->path + len, sizeof R->path - len, ".ops[%zu]", i);
		PirOperation *op = readOp(R, e);
		if (!op)
			return false;
		pirBlockAppendOp(b, op);
		R->path[len] = '\0';
	}
	return true;
}

PirProgram *pirJsonReadProgram(PirContext *ctx, const char *fileName, const char *buf, size_t len, PirJsonInfo *info)
{
	JsonReader R = {.ctx = ctx, .loc = {pirIdentGetCStr(ctx, fileName), 1, 1}};
	json_error_t err;
	PirJsonAlloc alloc; /* the document's nodes, dropped at once at the end */
	pirJsonAllocBegin(&alloc);
	json_t *root = json_loadb(buf, len, JSON_REJECT_DUPLICATES, &err);
	if (!root) {
		pirJsonAllocEnd(&alloc);
		PirLocation loc = {R.loc.file, err.line > 0 ? (uint32_t)err.line : 1, err.column > 0 ? (uint32_t)err.column : 1};
		pirEmitError(ctx, loc, "invalid JSON: %s", err.text);
		return NULL;
	}
	PirProgram *prog = NULL;
	json_t *base = need(&R, root, JSON_OBJECT, "a PIR JSON file") ? member(&R, root, "the file", "base_code", JSON_OBJECT)
								      : NULL;
	json_t *magic = base ? member(&R, base, "\"base_code\"", "magic", JSON_STRING) : NULL;
	if (magic && strcmp(json_string_value(magic), "pir") != 0)
		fail(&R, "\"base_code\".\"magic\" must be \"pir\", found \"%s\"", json_string_value(magic));
	json_t *version = magic && !R.failed ? member(&R, base, "\"base_code\"", "version", JSON_INTEGER) : NULL;
	json_t *trainable = json_object_get(base, "trainable");
	if (version && trainable && !json_is_boolean(trainable))
		fail(&R, "\"base_code\".\"trainable\" must be a boolean, found %s", jsonTypeName(trainable));
	json_t *program = version && !R.failed ? member(&R, root, "the file", "program", JSON_OBJECT) : NULL;
	json_t *regions = program ? member(&R, program, "\"program\"", "regions", JSON_ARRAY) : NULL;
	if (regions && json_array_size(regions) != 1)
		fail(&R, "\"program\".\"regions\" must hold exactly one region, found %zu", json_array_size(regions));
	json_t *region = regions && !R.failed ? json_array_get(regions, 0) : NULL;
	strcpy(R.path, "program.regions[0]");
	json_t *blocks = region && need(&R, region, JSON_OBJECT, "a region") ? member(&R, region, "a region", "blocks", JSON_ARRAY)
									      : NULL;
	if (blocks && json_array_size(blocks) != 1)
		fail(&R, "the program region must hold exactly one block, found %zu", json_array_size(blocks));
	if (blocks && !R.failed) {
		strcat(R.path, ".blocks[0]");
		prog = R.prog = pirProgramCreate(ctx);
		if (!readBlock(&R, json_array_get(blocks, 0), pirProgramGetBlock(prog))) {
			pirProgramDestroy(prog);
			prog = NULL;
		} else if (info) {
			info->version = json_integer_value(version);
			info->trainable = json_is_true(trainable);
		}
	}
	free(R.pos);
	free(R.neg);
	pirPtrVecFree(&R.tmp);
	pirJsonAllocEnd(&alloc);
	return prog;
}
