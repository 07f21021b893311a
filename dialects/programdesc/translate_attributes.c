/* translate_attributes.c: legacy attribute values and variable types to
 * PIR attributes and types (Paddle's AttributeTranslator and
 * TypeTranslator): each legacy value kind has a default PIR kind, changed
 * to the kind the op's definition accepts when that differs. */
#include "program_translator.h"

#include <stdlib.h>
#include <string.h>

#define ALLOWS(k) (kinds & (1u << (k)))
#define ONLY(k, other) (ALLOWS(k) && !ALLOWS(other))

const char *pdDataTypeName(int code)
{
	switch (code) {
	case 0: return "bool";
	case 1: return "int16";
	case 2: return "int32";
	case 3: return "int64";
	case 4: return "float16";
	case 5: return "float32";
	case 6: return "float64";
	case 19: return "uint64";
	case 20: return "uint8";
	case 21: return "int8";
	case 22: return "bfloat16";
	case 23: return "complex64";
	case 24: return "complex128";
	case 29: return "pstring";
	case 32: return "float8_e4m3fn";
	case 33: return "float8_e5m2";
	default: return "undefined";
	}
}

PirTypeKind pdScalarKind(int code)
{
	switch (code) {
	case 0: return PIR_TYPE_BOOL;
	case 1: return PIR_TYPE_I16;
	case 2: return PIR_TYPE_I32;
	case 3: return PIR_TYPE_I64;
	case 4: return PIR_TYPE_F16;
	case 5: return PIR_TYPE_F32;
	case 6: return PIR_TYPE_F64;
	case 20: return PIR_TYPE_U8;
	case 21: return PIR_TYPE_I8;
	case 22: return PIR_TYPE_BF16;
	case 23: return PIR_TYPE_C64;
	case 24: return PIR_TYPE_C128;
	case 32: return PIR_TYPE_F8E4M3FN;
	case 33: return PIR_TYPE_F8E5M2;
	default: return PIR_TYPE_NULL;
	}
}

static PirAttribute *scalarAttr(PdTranslator *T, const Paddle__Framework__Proto__Scalar *s)
{
	switch (s->type) {
	case PADDLE__FRAMEWORK__PROTO__SCALAR__TYPE__BOOLEAN: return pirAttrGetBool(T->ctx, s->b);
	case PADDLE__FRAMEWORK__PROTO__SCALAR__TYPE__LONG: return pirAttrGetInt64(T->ctx, s->i);
	case PADDLE__FRAMEWORK__PROTO__SCALAR__TYPE__FLOAT64: return pirAttrGetDouble(T->ctx, s->r);
	case PADDLE__FRAMEWORK__PROTO__SCALAR__TYPE__COMPLEX128:
		return pirAttrGetComplex(T->ctx, PIR_ATTR_COMPLEX128, s->c ? s->c->r : 0, s->c ? s->c->i : 0);
	default: return NULL;
	}
}

/* An array of n elements made by mk(i). */
#define ARRAY_OF(n, expr)                                                                  \
	do {                                                                               \
		PirAttribute **elems_ = pirMalloc(((n) ? (n) : 1) * sizeof *elems_);        \
		for (size_t i = 0; i < (n); i++)                                            \
			elems_[i] = (expr);                                                 \
		PirAttribute *r_ = pirAttrGetArray(T->ctx, (uint32_t)(n), elems_);          \
		free(elems_);                                                               \
		return r_;                                                                  \
	} while (0)

PirAttribute *pdTranslateAttr(PdTranslator *T, const PdAttr *a, uint32_t kinds)
{
	PirContext *ctx = T->ctx;
	switch (a->type) {
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__INT:
		if (ONLY(PIR_ATTR_DATA_TYPE, PIR_ATTR_INT32)) {
			const char *n = pdDataTypeName(a->i);
			return pirAttrGetText(ctx, PIR_ATTR_DATA_TYPE, n, strlen(n));
		}
		if (ONLY(PIR_ATTR_INT64, PIR_ATTR_INT32))
			return pirAttrGetInt64(ctx, a->i);
		if (ONLY(PIR_ATTR_BOOL, PIR_ATTR_INT32))
			return pirAttrGetBool(ctx, a->i != 0);
		if (kinds && !ALLOWS(PIR_ATTR_INT32) && ALLOWS(PIR_ATTR_FLOAT))
			return pirAttrGetFloat(ctx, (float)a->i);
		if (kinds && !ALLOWS(PIR_ATTR_INT32) && ALLOWS(PIR_ATTR_DOUBLE))
			return pirAttrGetDouble(ctx, a->i);
		return pirAttrGetInt32(ctx, a->i);
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__LONG:
		if (ONLY(PIR_ATTR_INT32, PIR_ATTR_INT64))
			return pirAttrGetInt32(ctx, (int32_t)a->l);
		if (ONLY(PIR_ATTR_BOOL, PIR_ATTR_INT64))
			return pirAttrGetBool(ctx, a->l != 0);
		return pirAttrGetInt64(ctx, a->l);
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__FLOAT:
		if (ONLY(PIR_ATTR_DOUBLE, PIR_ATTR_FLOAT))
			return pirAttrGetDouble(ctx, a->f);
		return pirAttrGetFloat(ctx, a->f);
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__FLOAT64:
		if (ONLY(PIR_ATTR_FLOAT, PIR_ATTR_DOUBLE))
			return pirAttrGetFloat(ctx, (float)a->float64);
		return pirAttrGetDouble(ctx, a->float64);
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__STRING:
		return pirAttrGetStr(ctx, a->s ? a->s : "", a->s ? strlen(a->s) : 0);
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__BOOLEAN:
		return pirAttrGetBool(ctx, a->b);
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__INTS:
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__LONGS: {
		bool longs = a->type == PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__LONGS;
		size_t n = longs ? a->n_longs : a->n_ints;
		if (ONLY(PIR_ATTR_INT_ARRAY, PIR_ATTR_ARRAY)) {
			int64_t *v = pirMalloc((n ? n : 1) * sizeof *v);
			for (size_t i = 0; i < n; i++)
				v[i] = longs ? a->longs[i] : a->ints[i];
			PirAttribute *r = pirAttrGetIntArray(ctx, (uint32_t)n, v);
			free(v);
			return r;
		}
		if (longs)
			ARRAY_OF(n, pirAttrGetInt64(ctx, a->longs[i]));
		ARRAY_OF(n, pirAttrGetInt32(ctx, a->ints[i]));
	}
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__FLOATS:
		ARRAY_OF(a->n_floats, pirAttrGetFloat(ctx, a->floats[i]));
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__FLOAT64S:
		ARRAY_OF(a->n_float64s, pirAttrGetDouble(ctx, a->float64s[i]));
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__STRINGS:
		ARRAY_OF(a->n_strings, pirAttrGetStr(ctx, a->strings[i], strlen(a->strings[i])));
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__BOOLEANS:
		ARRAY_OF(a->n_bools, pirAttrGetBool(ctx, a->bools[i]));
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__SCALAR:
		return a->scalar ? scalarAttr(T, a->scalar) : NULL;
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__SCALARS: {
		for (size_t i = 0; i < a->n_scalars; i++)
			if (!scalarAttr(T, a->scalars[i]))
				return NULL;
		ARRAY_OF(a->n_scalars, scalarAttr(T, a->scalars[i]));
	}
	default: /* BLOCK, BLOCKS, VAR, VARS: control flow is translated structurally */
		return NULL;
	}
}

/* "pd_op.tensor_array<" dims "x" dtype ">" for the dialect tensor types. */
static PirType *dialectTensor(PdTranslator *T, const char *prefix, PirType *tensor)
{
	char *s = pirTypeToString(T->ctx, tensor);
	const char *body = strchr(s, '<');
	size_t n = strlen(prefix) + strlen(body) + 1;
	char *buf = pirMalloc(n);
	snprintf(buf, n, "%s%s", prefix, body);
	PirType *t = pirTypeGetDialect(T->ctx, buf, strlen(buf));
	free(buf);
	free(s);
	return t;
}

static PirType *tensorDesc(PdTranslator *T, const Paddle__Framework__Proto__VarType__TensorDesc *td, const char *var)
{
	if (!td) {
		pdError(T, "variable '%s' has no tensor description", var);
		return NULL;
	}
	PirTypeKind k = pdScalarKind(td->data_type);
	if (k == PIR_TYPE_NULL) {
		pdError(T, "variable '%s' has element type %d, which has no PIR type", var, td->data_type);
		return NULL;
	}
	if (td->n_dims > 64) {
		pdError(T, "variable '%s' has rank %zu", var, td->n_dims);
		return NULL;
	}
	/* Paddle reads any negative dim of a VarDesc as unknown (old exporters
	 * wrote -200 and the like): -1 here, with a warning. */
	int64_t small[16], *dims = td->n_dims <= 16 ? small : pirMalloc(td->n_dims * sizeof *dims);
	for (size_t i = 0; i < td->n_dims; i++) {
		dims[i] = td->dims[i];
		if (td->dims[i] < -1) {
			pirEmitDiagnostic(T->ctx, PIR_SEV_WARNING, T->loc,
					  "variable '%s' has dim %zu = %lld; read as -1 (unknown), as Paddle does", var, i,
					  (long long)td->dims[i]);
			dims[i] = -1;
		}
	}
	PirType *t = pirTypeGetTensor(T->ctx, pirTypeGetScalar(T->ctx, k), (uint32_t)td->n_dims, dims);
	if (dims != small)
		free(dims);
	return t;
}

/* The opaque type of a variable kind that holds no tensor PIR can type:
 * the kind's name in lower case (NULL for element types and unknown kinds). */
static const char *opaqueKindName(int kind)
{
	switch (kind) {
	case PADDLE__FRAMEWORK__PROTO__VAR_TYPE__TYPE__FEED_MINIBATCH: return "feed_minibatch";
	case PADDLE__FRAMEWORK__PROTO__VAR_TYPE__TYPE__FETCH_LIST: return "fetch_list";
	case PADDLE__FRAMEWORK__PROTO__VAR_TYPE__TYPE__STEP_SCOPES: return "step_scopes";
	case PADDLE__FRAMEWORK__PROTO__VAR_TYPE__TYPE__LOD_RANK_TABLE: return "lod_rank_table";
	case PADDLE__FRAMEWORK__PROTO__VAR_TYPE__TYPE__PLACE_LIST: return "place_list";
	case PADDLE__FRAMEWORK__PROTO__VAR_TYPE__TYPE__READER: return "reader";
	case PADDLE__FRAMEWORK__PROTO__VAR_TYPE__TYPE__FETCH_VAR_LIST: return "fetch_var_list";
	case PADDLE__FRAMEWORK__PROTO__VAR_TYPE__TYPE__RAW: return "raw";
	case PADDLE__FRAMEWORK__PROTO__VAR_TYPE__TYPE__TUPLE: return "tuple";
	case PADDLE__FRAMEWORK__PROTO__VAR_TYPE__TYPE__STRING: return "string";
	case PADDLE__FRAMEWORK__PROTO__VAR_TYPE__TYPE__STRINGS: return "strings";
	case PADDLE__FRAMEWORK__PROTO__VAR_TYPE__TYPE__VOCAB: return "vocab";
	case PADDLE__FRAMEWORK__PROTO__VAR_TYPE__TYPE__FEED_LIST: return "feed_list";
	default: return NULL;
	}
}

PirType *pdTranslateVarType(PdTranslator *T, const PdVarType *vt, const char *var)
{
	PirType *t;
	switch (vt->type) {
	case PADDLE__FRAMEWORK__PROTO__VAR_TYPE__TYPE__DENSE_TENSOR:
		return tensorDesc(T, vt->dense_tensor ? vt->dense_tensor->tensor : NULL, var);
	case PADDLE__FRAMEWORK__PROTO__VAR_TYPE__TYPE__DENSE_TENSOR_ARRAY:
		t = tensorDesc(T, vt->tensor_array ? vt->tensor_array->tensor : NULL, var);
		return t ? dialectTensor(T, "pd_op.tensor_array", t) : NULL;
	case PADDLE__FRAMEWORK__PROTO__VAR_TYPE__TYPE__SELECTED_ROWS:
		t = tensorDesc(T, vt->selected_rows, var);
		return t ? dialectTensor(T, "pd_op.selected_rows", t) : NULL;
	case PADDLE__FRAMEWORK__PROTO__VAR_TYPE__TYPE__SPARSE_COO:
		t = tensorDesc(T, vt->sparse_coo, var);
		return t ? dialectTensor(T, "pd_op.sparse_coo_tensor", t) : NULL;
	case PADDLE__FRAMEWORK__PROTO__VAR_TYPE__TYPE__SPARSE_CSR:
		t = tensorDesc(T, vt->sparse_csr, var);
		return t ? dialectTensor(T, "pd_op.sparse_csr_tensor", t) : NULL;
	default: {
		/* the kinds no PIR type stands for (readers, step scopes, rank
		 * tables, ...): an opaque type named after the kind, which no op of
		 * the catalogue accepts as a tensor (docs/file-formats.md) */
		const char *kind = opaqueKindName(vt->type);
		if (!kind) {
			const ProtobufCEnumValue *ev =
				protobuf_c_enum_descriptor_get_value(&paddle__framework__proto__var_type__type__descriptor, vt->type);
			pdError(T, "variable '%s' is of kind %d (%s), an element type or unknown kind, not a variable kind", var,
				vt->type, ev ? ev->name : "unknown");
			return NULL;
		}
		char name[64];
		snprintf(name, sizeof name, "pd_op.%s", kind);
		return pirTypeGetDialect(T->ctx, name, strlen(name));
	}
	}
}
