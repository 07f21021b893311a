/* dialect_loader.c: turns YAML op definitions (docs/dialect-yaml.md) into
 * OpInfos registered in a context, using libyaml's document API. Every
 * malformed definition is reported at its file:line:col. */
#include "dialects.h"

#include <errno.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

#include "../lib/ir/context_impl.h"
#include "../lib/ir/oom.h"
#include "../lib/json/json_names.h"
#include "../lib/text/text.h"

/* A name in a definition that must be checked once the whole file is
 * loaded, because it may refer to an op defined further down. */
typedef enum { PENDING_BACKWARD, PENDING_TERMINATOR, PENDING_FUNCTIONAL, PENDING_BACKWARD_ARGS } PendingKind;
typedef struct {
	PendingKind kind;
	PirIdent *op;      /* the op that names it */
	PirIdent *name;    /* full op name */
	PirLocation loc;
} Pending;

typedef struct {
	PirContext *ctx;
	yaml_document_t doc;
	PirIdent *file;
	PirDialect *dialect;
	bool ok;
	Pending *pending;
	size_t numPending, capPending;
	/* Lists already read, by node: a YAML alias (*in) names the same node
	 * again, and is read once, so that aliases cost nothing per use. */
	PirPtrMap lists;
	/* libyaml's state, deleted by loaderFree whichever way the load ends
	 * (an out-of-memory jump back to pirDialectLoadString included). */
	yaml_parser_t parser;
	yaml_event_t event;
	bool parserLive, eventLive, docLive;
} Loader;

typedef struct {
	void *items;
	uint32_t count;
} ParsedList;

static ParsedList *parsedList(Loader *L, yaml_node_t *n)
{
	return pirPtrMapGet(&L->lists, n);
}

static void rememberList(Loader *L, yaml_node_t *n, void *items, uint32_t count)
{
	ParsedList *pl = pirArenaAlloc(&L->ctx->arena, sizeof *pl);
	*pl = (ParsedList){items, count};
	pirPtrMapPut(&L->lists, n, pl);
}

/* Whether `name` was seen before in a list being read: a scan of short
 * lists, a map once there are 16 names (a list of n names costs n, not n^2). */
static bool seenBefore(PirPtrMap *seen, const void *const *names, size_t i, size_t stride)
{
	if (i < 16) {
		for (size_t j = 0; j < i; j++)
			if (*(const void *const *)((const char *)names + j * stride) == *(const void *const *)((const char *)names + i * stride))
				return true;
		return false;
	}
	if (i == 16)
		for (size_t j = 0; j < i; j++) {
			const void *earlier = *(const void *const *)((const char *)names + j * stride);
			if (earlier)
				pirPtrMapPut(seen, earlier, seen);
		}
	const void *name = *(const void *const *)((const char *)names + i * stride);
	if (!name)
		return false;
	if (pirPtrMapGet(seen, name))
		return true;
	pirPtrMapPut(seen, name, seen);
	return false;
}

static PirLocation nodeLoc(Loader *L, yaml_node_t *n)
{
	return (PirLocation){L->file, (uint32_t)n->start_mark.line + 1, (uint32_t)n->start_mark.column + 1};
}

static bool fail(Loader *L, yaml_node_t *n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static bool fail(Loader *L, yaml_node_t *n, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	pirEmitDiagnosticV(L->ctx, PIR_SEV_ERROR, nodeLoc(L, n), fmt, ap);
	va_end(ap);
	L->ok = false;
	return false;
}

static yaml_node_t *node(Loader *L, int id)
{
	return yaml_document_get_node(&L->doc, id);
}

/* YAML allows a key twice in a mapping; libyaml keeps both. A definition
 * with a repeated key is ambiguous, so it is an error. */
static bool checkDuplicateKeys(Loader *L, yaml_node_t *n)
{
	size_t len = (size_t)(n->data.mapping.pairs.top - n->data.mapping.pairs.start);
	if (len < 2)
		return true;
	/* Keys as interned names, so that a map finds repeats in linear time. */
	PirIdent **keys = pirMalloc(len * sizeof *keys);
	PirPtrMap seen = {0};
	bool ok = true;
	for (size_t i = 0; i < len && ok; i++) {
		yaml_node_t *k = node(L, n->data.mapping.pairs.start[i].key);
		const char *key = k && k->type == YAML_SCALAR_NODE ? (const char *)k->data.scalar.value : NULL;
		keys[i] = key ? pirIdentGetCStr(L->ctx, key) : NULL;
		if (!key || !seenBefore(&seen, (const void *const *)keys, i, sizeof *keys))
			continue;
		for (size_t j = 0; j < i; j++)
			if (keys[j] == keys[i]) {
				yaml_node_t *k2 = node(L, n->data.mapping.pairs.start[j].key);
				ok = fail(L, k, "duplicate key '%s' (first given at line %u)", key, (unsigned)k2->start_mark.line + 1);
				break;
			}
	}
	free(keys);
	pirPtrMapFree(&seen);
	return ok;
}

/* Op and dialect names: [A-Za-z_][A-Za-z0-9_]* */
static bool isIdentifier(const char *s)
{
	if (!*s || (*s >= '0' && *s <= '9'))
		return false;
	for (; *s; s++)
		if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') || *s == '_'))
			return false;
	return true;
}

/* Whether the dialect an op name begins with ("cf" of "cf.yield") has
 * been loaded into ctx. */
static bool dialectLoaded(PirContext *ctx, const PirIdent *opName)
{
	const char *dot = strchr(opName->str, '.');
	if (!dot)
		return true;
	return pirContextLookupDialect(ctx, pirIdentGet(ctx, opName->str, (size_t)(dot - opName->str))) != NULL;
}

/* The ops whose region terminator waited for dialect d (NULL: whatever is
 * still waiting, which is then an error): each must now name a registered
 * op with the Terminator trait. */
static bool checkDeferredTerminators(PirContext *ctx, const PirDialect *d)
{
	PirPtrVec *v = &ctx->deferredTerminators;
	bool ok = true;
	size_t kept = 0;
	for (size_t i = 0; i < v->len; i++) {
		PirOpInfo *op = v->data[i];
		PirIdent *t = op->def->terminator;
		size_t n = d ? d->name->len : 0;
		if (d && !(t->len > n && !memcmp(t->str, d->name->str, n) && t->str[n] == '.')) {
			v->data[kept++] = op; /* still waiting for its dialect */
			continue;
		}
		PirOpInfo *info = pirContextLookupOpInfo(ctx, t);
		if (!info || !info->registered) {
			pirEmitError(ctx, op->def->loc, "terminator op '%s' of '%s' is not defined%s", t->str, op->name->str,
				     d ? "" : " (its dialect was never loaded)");
			ok = false;
		} else if (!pirOpInfoHasTrait(info, PIR_TRAIT_TERMINATOR)) {
			pirEmitError(ctx, op->def->loc, "terminator op '%s' of '%s' does not have the Terminator trait",
				     t->str, op->name->str);
			ok = false;
		}
	}
	v->len = kept;
	return ok;
}

bool pirDialectsCheckTerminators(PirContext *ctx)
{
	return checkDeferredTerminators(ctx, NULL);
}

/* A functional_op fits its op: value semantics (ReadOnly,
 * HasValueSemantics, no SideEffect, no regions), as many results, and
 * each of its inputs one of the op's by name. */
static bool checkFunctionalOp(PirContext *ctx, const Pending *pd, const PirOpInfo *f)
{
	const PirOpInfo *op = pirContextLookupOpInfo(ctx, pd->op);
	const PirOpDef *d = op->def, *fd = f->def;
	if (!pirOpInfoHasTrait(f, PIR_TRAIT_READ_ONLY) || !pirOpInfoHasTrait(f, PIR_TRAIT_HAS_VALUE_SEMANTICS) ||
	    pirOpInfoHasTrait(f, PIR_TRAIT_SIDE_EFFECT) || pirOpInfoHasTrait(f, PIR_TRAIT_INPLACE) || fd->minRegions) {
		pirEmitError(ctx, pd->loc, "functional op '%s' of '%s' is not a value-semantics op (ReadOnly and "
					   "HasValueSemantics, no SideEffect or Inplace, no regions)",
			     pd->name->str, pd->op->str);
		return false;
	}
	if (fd->numOutputs != d->numOutputs) {
		pirEmitError(ctx, pd->loc, "functional op '%s' of '%s' has %u results, '%s' has %u", pd->name->str,
			     pd->op->str, fd->numOutputs, pd->op->str, d->numOutputs);
		return false;
	}
	for (uint32_t i = 0; i < fd->numInputs; i++) {
		bool found = false;
		for (uint32_t j = 0; j < d->numInputs && !found; j++)
			found = d->inputs[j].name == fd->inputs[i].name && d->inputs[j].variadic == fd->inputs[i].variadic;
		if (!found) {
			pirEmitError(ctx, pd->loc, "functional op '%s' of '%s' takes '%s', which '%s' does not", pd->name->str,
				     pd->op->str, fd->inputs[i].name->str, pd->op->str);
			return false;
		}
	}
	return true;
}

/* The value definition of that name among n, or NULL. */
static const PirValueDef *valueNamed(const PirValueDef *defs, uint32_t n, const PirIdent *name)
{
	for (uint32_t i = 0; i < n; i++)
		if (defs[i].name == name)
			return &defs[i];
	return NULL;
}

/* backward_args fit the op (f) and its backward op (g): each names an
 * operand or result of g; an operand takes an operand or result of f, or
 * the gradient of a result of f; a result is the gradient of an operand of
 * f. Every result of g is named (a result nothing reads is a defect), and
 * an operand of g not named is one of f's by its own name, or optional. */
static bool checkBackwardArgs(PirContext *ctx, const Pending *pd, const PirOpInfo *gi)
{
	const PirOpDef *f = pirContextLookupOpInfo(ctx, pd->op)->def, *g = gi->def;
	const char *gn = pd->name->str, *fn = pd->op->str;
	for (uint32_t k = 0; k < f->numBackwardArgs; k++) {
		const PirBackwardArg *a = &f->backwardArgs[k];
		bool in = valueNamed(g->inputs, g->numInputs, a->param) != NULL;
		if (!in && !valueNamed(g->outputs, g->numOutputs, a->param)) {
			pirEmitError(ctx, pd->loc, "backward argument '%s' of '%s' is neither an operand nor a result of '%s'",
				     a->param->str, fn, gn);
			return false;
		}
		if (!in && !a->grad) {
			pirEmitError(ctx, pd->loc, "backward argument '%s' of '%s' is a result of '%s', which gives a gradient: "
						   "write grad(NAME) of an operand of '%s'",
				     a->param->str, fn, gn, fn);
			return false;
		}
		bool ok = !in	   ? valueNamed(f->inputs, f->numInputs, a->name) != NULL
			  : a->grad ? valueNamed(f->outputs, f->numOutputs, a->name) != NULL
				    : valueNamed(f->inputs, f->numInputs, a->name) || valueNamed(f->outputs, f->numOutputs, a->name);
		if (!ok) {
			pirEmitError(ctx, pd->loc, "backward argument '%s' of '%s' takes '%s%s%s', but '%s' has no %s '%s'",
				     a->param->str, fn, a->grad ? "grad(" : "", a->name->str, a->grad ? ")" : "", fn,
				     !in ? "operand" : a->grad ? "result" : "operand or result", a->name->str);
			return false;
		}
	}
	for (uint32_t j = 0; j < g->numInputs + g->numOutputs; j++) {
		bool in = j < g->numInputs;
		const PirValueDef *d = in ? &g->inputs[j] : &g->outputs[j - g->numInputs];
		bool named = false;
		for (uint32_t k = 0; k < f->numBackwardArgs && !named; k++)
			named = f->backwardArgs[k].param == d->name;
		if (named || (in && (d->optional || valueNamed(f->inputs, f->numInputs, d->name) ||
				     valueNamed(f->outputs, f->numOutputs, d->name))))
			continue;
		pirEmitError(ctx, pd->loc, "backward_args of '%s' do not name %s '%s' of '%s'%s", fn,
			     in ? "operand" : "result", d->name->str, gn,
			     in ? ", which is required and not an operand or result of the op by that name" : "");
		return false;
	}
	return true;
}

static void addPending(Loader *L, PendingKind kind, PirIdent *op, PirIdent *name, yaml_node_t *at)
{
	if (L->numPending == L->capPending)
		L->pending = pirArrayGrow(L->pending, L->numPending, &L->capPending, sizeof *L->pending, 16);
	L->pending[L->numPending++] = (Pending){kind, op, name, nodeLoc(L, at)};
}

static const char *scalar(yaml_node_t *n)
{
	return n && n->type == YAML_SCALAR_NODE ? (const char *)n->data.scalar.value : NULL;
}

static bool expectScalar(Loader *L, yaml_node_t *n, const char *what, const char **out)
{
	*out = scalar(n);
	if (!*out)
		return fail(L, n, "expected %s (a scalar)", what);
	return true;
}

static bool parseBool(Loader *L, yaml_node_t *n, bool *out)
{
	const char *s = scalar(n);
	if (s && (!strcmp(s, "true") || !strcmp(s, "yes"))) {
		*out = true;
		return true;
	}
	if (s && (!strcmp(s, "false") || !strcmp(s, "no"))) {
		*out = false;
		return true;
	}
	return fail(L, n, "expected true or false");
}

/* {name: x, type: tensor, optional: true, variadic: false} */
static bool parseValueDef(Loader *L, yaml_node_t *n, PirValueDef *d)
{
	if (n->type != YAML_MAPPING_NODE)
		return fail(L, n, "expected a mapping such as {name: x, type: tensor}");
	memset(d, 0, sizeof *d);
	d->constraint = PIR_TC_TENSOR;
	bool haveName = false;
	if (!checkDuplicateKeys(L, n))
		return false;
	for (yaml_node_pair_t *p = n->data.mapping.pairs.start; p < n->data.mapping.pairs.top; p++) {
		yaml_node_t *k = node(L, p->key), *v = node(L, p->value);
		const char *key = scalar(k), *s;
		if (!key)
			return fail(L, k, "expected a key");
		if (!strcmp(key, "name")) {
			if (!expectScalar(L, v, "a name", &s))
				return false;
			d->name = pirIdentGetCStr(L->ctx, s);
			haveName = true;
		} else if (!strcmp(key, "type")) {
			if (!expectScalar(L, v, "a type constraint", &s))
				return false;
			if (strchr(s, '.')) {
				/* A handle type of a loaded dialect, e.g. cf.stack. */
				d->constraint = PIR_TC_HANDLE;
				d->typeName = pirIdentGetCStr(L->ctx, s);
				if (!pirContextIsHandleType(L->ctx, d->typeName))
					return fail(L, v, "'%s' is not a handle type of a loaded dialect (a dialect declares them in "
							  "'handle_types')",
						    s);
			} else if (!pirTypeConstraintFromName(s, &d->constraint)) {
				return fail(L, v, "unknown type constraint '%s' (expected tensor, mtensor, vtensor, bool_tensor, "
						  "vec, any, or a handle type such as cf.stack)",
					    s);
			}
		} else if (!strcmp(key, "optional")) {
			if (!parseBool(L, v, &d->optional))
				return false;
		} else if (!strcmp(key, "variadic")) {
			if (!parseBool(L, v, &d->variadic))
				return false;
		} else if (!strcmp(key, "intermediate")) {
			if (!parseBool(L, v, &d->intermediate))
				return false;
		} else if (!strcmp(key, "older")) {
			if (!parseBool(L, v, &d->older))
				return false;
		} else if (!strcmp(key, "shape_only")) {
			if (!parseBool(L, v, &d->shapeOnly))
				return false;
		} else if (!strcmp(key, "piecewise_constant")) {
			if (!parseBool(L, v, &d->piecewiseConstant))
				return false;
		} else {
			return fail(L, k,
				    "unknown key '%s' (expected name, type, optional, variadic, intermediate, older, "
				    "shape_only or piecewise_constant)",
				    key);
		}
	}
	if (!haveName)
		return fail(L, n, "missing 'name'");
	if (d->optional && d->variadic)
		return fail(L, n, "'%s' is both optional and variadic; a variadic entry already accepts zero values",
			    d->name->str);
	if (d->older && !d->optional)
		return fail(L, n, "'%s' is 'older' but not optional; a value only older releases write is absent today, "
				  "so it must be optional",
			    d->name->str);
	return true;
}

static bool parseValueDefs(Loader *L, yaml_node_t *n, PirValueDef **out, uint32_t *count)
{
	if (n->type != YAML_SEQUENCE_NODE)
		return fail(L, n, "expected a list");
	ParsedList *done = parsedList(L, n);
	if (done) {
		*out = done->items;
		*count = done->count;
		return true;
	}
	uint32_t len = (uint32_t)(n->data.sequence.items.top - n->data.sequence.items.start);
	PirValueDef *defs = pirArenaAlloc(&L->ctx->arena, (len ? len : 1) * sizeof *defs);
	uint32_t variadics = 0;
	PirPtrMap seen = {0};
	bool ok = true;
	for (uint32_t i = 0; i < len && ok; i++) {
		yaml_node_t *item = node(L, n->data.sequence.items.start[i]);
		if (!parseValueDef(L, item, &defs[i]))
			ok = false;
		else if (defs[i].variadic && ++variadics > 1)
			ok = fail(L, item, "at most one variadic entry is allowed in a list");
		else if (seenBefore(&seen, (const void *const *)&defs[0].name, i, sizeof *defs))
			ok = fail(L, item, "'%s' is listed twice", defs[i].name->str);
	}
	pirPtrMapFree(&seen);
	if (!ok)
		return false;
	rememberList(L, n, defs, len);
	*out = defs;
	*count = len;
	return true;
}

static bool parseKinds(Loader *L, yaml_node_t *n, uint32_t *kinds)
{
	*kinds = 0;
	yaml_node_item_t one[1];
	yaml_node_item_t *start = one, *end = one + 1;
	if (n->type == YAML_SEQUENCE_NODE) {
		start = n->data.sequence.items.start;
		end = n->data.sequence.items.top;
	} else {
		one[0] = (yaml_node_item_t)(n - L->doc.nodes.start + 1);
	}
	for (yaml_node_item_t *it = start; it < end; it++) {
		yaml_node_t *k = node(L, *it);
		const char *s = scalar(k);
		PirAttrKind kind;
		if (!s)
			return fail(L, k, "expected an attribute kind");
		if (!strcmp(s, "any")) {
			*kinds = 0;
			return true;
		}
		if (!strncmp(s, "scalar", 6)) {
			/* Paddle's ScalarAttribute: any of these storage kinds; an
			 * untyped number becomes the kind in parentheses (float). */
			static const struct {
				const char *name;
				PirAttrKind prefer;
			} scalars[] = {{"scalar", PIR_ATTR_FLOAT},          {"scalar(float)", PIR_ATTR_FLOAT},
				       {"scalar(double)", PIR_ATTR_DOUBLE}, {"scalar(int)", PIR_ATTR_INT32},
				       {"scalar(int64_t)", PIR_ATTR_INT64}};
			size_t i = 0;
			while (i < sizeof scalars / sizeof *scalars && strcmp(scalars[i].name, s))
				i++;
			if (i == sizeof scalars / sizeof *scalars)
				return fail(L, k, "unknown attribute kind '%s' (expected scalar, scalar(float), scalar(double), scalar(int) or scalar(int64_t))", s);
			*kinds |= PIR_ATTR_SCALAR_KINDS | PIR_ATTR_KINDS_PREFER(scalars[i].prefer);
			continue;
		}
		if (!pirAttrKindFromName(s, &kind))
			return fail(L, k, "unknown attribute kind '%s'", s);
		*kinds |= 1u << kind;
	}
	return true;
}

static void quietHandler(const PirDiagnostic *d, void *ud)
{
	(void)d;
	(void)ud;
}

/* Parses a default value and re-types an untyped literal (e.g. "-1")
 * through a scratch op-free path: the first accepted kind wins. */
static PirAttribute *parseDefault(Loader *L, yaml_node_t *n, uint32_t kinds, const char *what)
{
	const char *s = scalar(n);
	if (!s) {
		fail(L, n, "expected a %s", what);
		return NULL;
	}
	PirDiagnosticHandler h = L->ctx->handler;
	void *hd = L->ctx->handlerData;
	unsigned errors = L->ctx->errors;
	pirContextSetDiagnosticHandler(L->ctx, quietHandler, NULL);
	PirAttribute *a = pirParseAttributeString(L->ctx, s, "<default>");
	pirContextSetDiagnosticHandler(L->ctx, h, hd);
	L->ctx->errors = errors;
	if (!a) {
		fail(L, n, "invalid %s '%s'", what, s);
		return NULL;
	}
	a = pirAttrCoerce(L->ctx, a, kinds);
	kinds &= PIR_ATTR_KINDS_MASK;
	if (kinds && !(kinds & (1u << a->kind))) {
		char want[128];
		size_t len = 0;
		want[0] = '\0';
		for (int k = 0; k < PIR_ATTR_KIND_COUNT && len < sizeof want; k++)
			if (kinds & (1u << k)) {
				int w = snprintf(want + len, sizeof want - len, "%s%s", len ? " or " : "",
						 pirAttrKindName((PirAttrKind)k));
				if (w > 0)
					len += (size_t)w;
			}
		fail(L, n, "%s '%s' is of kind %s, but the attribute is declared %s", what, s, pirAttrKindName(a->kind),
		     want);
		return NULL;
	}
	return a;
}

/* {name: axis, kind: int32, default: "-1"} */
static bool parseAttrDef(Loader *L, yaml_node_t *n, PirAttrDef *d)
{
	if (n->type != YAML_MAPPING_NODE)
		return fail(L, n, "expected a mapping such as {name: axis, kind: int32, default: \"-1\"}");
	memset(d, 0, sizeof *d);
	yaml_node_t *deflt = NULL;
	bool haveName = false;
	if (!checkDuplicateKeys(L, n))
		return false;
	for (yaml_node_pair_t *p = n->data.mapping.pairs.start; p < n->data.mapping.pairs.top; p++) {
		yaml_node_t *k = node(L, p->key), *v = node(L, p->value);
		const char *key = scalar(k), *s;
		if (!key)
			return fail(L, k, "expected a key");
		if (!strcmp(key, "name")) {
			if (!expectScalar(L, v, "a name", &s))
				return false;
			d->name = pirIdentGetCStr(L->ctx, s);
			haveName = true;
		} else if (!strcmp(key, "kind")) {
			if (!parseKinds(L, v, &d->kinds))
				return false;
		} else if (!strcmp(key, "default")) {
			deflt = v;
		} else {
			return fail(L, k, "unknown key '%s' (expected name, kind or default)", key);
		}
	}
	if (!haveName)
		return fail(L, n, "missing 'name'");
	if (deflt && !(d->deflt = parseDefault(L, deflt, d->kinds, "default value")))
		return false;
	return true;
}

/* "(x -> out), (y -> out2)" against the op's input and output names. */
static bool parseAlias(Loader *L, yaml_node_t *n, PirOpDef *def, PirAliasPair **out, uint32_t *count)
{
	const char *s = scalar(n);
	if (!s)
		return fail(L, n, "expected a mapping string such as \"(x -> out)\"");
	PirAliasPair pairs[32];
	uint32_t np = 0;
	const char *p = s;
	for (;;) {
		char in[64], outName[64];
		int used = 0;
		while (*p == ' ' || *p == ',')
			p++;
		if (!*p)
			break;
		if (sscanf(p, " ( %63[A-Za-z0-9_] -> %63[A-Za-z0-9_] ) %n", in, outName, &used) != 2 || !used)
			return fail(L, n, "malformed mapping '%s' (expected \"(input -> output), ...\")", s);
		p += used;
		uint32_t ii = UINT32_MAX, oi = UINT32_MAX;
		for (uint32_t i = 0; i < def->numInputs; i++)
			if (!strcmp(def->inputs[i].name->str, in))
				ii = i;
		for (uint32_t i = 0; i < def->numOutputs; i++)
			if (!strcmp(def->outputs[i].name->str, outName))
				oi = i;
		if (ii == UINT32_MAX)
			return fail(L, n, "mapping names '%s', which is not an input", in);
		if (oi == UINT32_MAX)
			return fail(L, n, "mapping names '%s', which is not an output", outName);
		if (np == 32)
			return fail(L, n, "too many pairs in mapping");
		pairs[np++] = (PirAliasPair){ii, oi};
	}
	*out = pirArenaDup(&L->ctx->arena, pairs, np * sizeof *pairs);
	*count = np;
	return true;
}

/* A region count: decimal digits, at most 65535 (what an op can hold and
 * the compiled tables store); sscanf's %u wrapped 4294967297 to 1. */
static bool regionCount(const char **s, unsigned *out)
{
	const char *p = *s;
	unsigned long v = 0;
	if (*p < '0' || *p > '9')
		return false;
	for (; *p >= '0' && *p <= '9'; p++)
		if ((v = v * 10 + (unsigned long)(*p - '0')) > 65535)
			return false;
	*out = (unsigned)v;
	*s = p;
	return true;
}

static bool parseRegions(Loader *L, yaml_node_t *n, PirOpDef *def)
{
	const char *s = scalar(n);
	unsigned lo, hi;
	if (s && regionCount(&s, &lo)) {
		hi = lo;
		if (!*s || (s[0] == '.' && s[1] == '.' && (s += 2, regionCount(&s, &hi)) && !*s && lo <= hi)) {
			def->minRegions = lo;
			def->maxRegions = hi;
			return true;
		}
	}
	return fail(L, n, "expected a region count such as 1 or \"2..3\" (at most 65535)");
}

/* A list of names (YAML sequence of identifiers) into the context's arena. */
static bool parseNameList(Loader *L, yaml_node_t *n, const char *what, PirIdent ***out, uint32_t *count)
{
	if (n->type != YAML_SEQUENCE_NODE)
		return fail(L, n, "expected a list of %s", what);
	uint32_t len = (uint32_t)(n->data.sequence.items.top - n->data.sequence.items.start);
	PirIdent **names = pirArenaAlloc(&L->ctx->arena, (len ? len : 1) * sizeof *names);
	for (uint32_t i = 0; i < len; i++) {
		yaml_node_t *item = node(L, n->data.sequence.items.start[i]);
		const char *s = scalar(item);
		if (!s || !isIdentifier(s))
			return fail(L, item, "expected %s (letters, digits and '_')", what);
		names[i] = pirIdentGetCStr(L->ctx, s);
	}
	*out = names;
	*count = len;
	return true;
}

/* data: [dtype, dims, layout] or [dtype, dims, layout, lod, offset]: the
 * items of the type's "D" in PIR JSON. */
static bool parseJsonTypeData(Loader *L, yaml_node_t *n, PirJsonTypeData *out)
{
	static const char *const items[] = {"dtype", "dims", "layout", "lod", "offset"};
	size_t len = n->type == YAML_SEQUENCE_NODE ? (size_t)(n->data.sequence.items.top - n->data.sequence.items.start) : 0;
	bool ok = len == 3 || len == 5;
	for (size_t i = 0; ok && i < len; i++) {
		const char *s = scalar(node(L, n->data.sequence.items.start[i]));
		ok = s && !strcmp(s, items[i]);
	}
	if (!ok)
		return fail(L, n, "expected [dtype, dims, layout] or [dtype, dims, layout, lod, offset] (the items of the "
				  "type's \"D\" in PIR JSON)");
	*out = len == 3 ? PIR_JSON_DATA_TENSOR3 : PIR_JSON_DATA_TENSOR5;
	return true;
}

/* {id: 1.t_dense_tensor_array, type: tensor_array, data: [dtype, dims, layout]} */
static bool parseJsonType(Loader *L, yaml_node_t *n, const char *prefix, PirJsonType *t, yaml_node_t **at)
{
	if (n->type != YAML_MAPPING_NODE)
		return fail(L, n, "expected a mapping such as {id: %s.t_name, type: name}", prefix);
	if (!checkDuplicateKeys(L, n))
		return false;
	*t = (PirJsonType){0};
	for (yaml_node_pair_t *p = n->data.mapping.pairs.start; p < n->data.mapping.pairs.top; p++) {
		yaml_node_t *k = node(L, p->key), *v = node(L, p->value);
		const char *key = scalar(k), *s;
		if (key && !strcmp(key, "id")) {
			if (!expectScalar(L, v, "a PIR JSON type id", &s))
				return false;
			size_t np = strlen(prefix);
			if (strncmp(s, prefix, np) || s[np] != '.' || !isIdentifier(s + np + 1))
				return fail(L, v, "JSON type id '%s' must be '%s.' and a name (the dialect's PIR JSON id, then "
						  "letters, digits and '_')",
					    s, prefix);
			const char *name = s + np + 1;
			if (!strcmp(prefix, "0") && (pirJsonScalarKind(name) != PIR_TYPE_NULL || !strcmp(name, "t_vec") ||
						     !strcmp(name, "t_dtensor")))
				return fail(L, v, "'%s' is a builtin type of PIR JSON, not a dialect type", s);
			t->id = pirIdentGetCStr(L->ctx, s);
			at[0] = v;
		} else if (key && !strcmp(key, "type")) {
			if (!expectScalar(L, v, "a type name", &s))
				return false;
			if (!isIdentifier(s))
				return fail(L, v, "invalid type name '%s' (letters, digits and '_', without the dialect prefix)", s);
			char full[256];
			if ((size_t)snprintf(full, sizeof full, "%s.%s", L->dialect->name->str, s) >= sizeof full)
				return fail(L, v, "type name '%s' is too long", s);
			t->name = pirIdentGetCStr(L->ctx, full);
			at[1] = v;
		} else if (key && !strcmp(key, "data")) {
			if (!parseJsonTypeData(L, v, &t->data))
				return false;
		} else {
			return fail(L, k, "unknown key '%s' in a JSON type (expected id, type or data)", key ? key : "");
		}
	}
	if (!t->id)
		return fail(L, n, "missing 'id' (the type's PIR JSON id, such as %s.t_name)", prefix);
	if (!t->name)
		return fail(L, n, "missing 'type' (the dialect type the id stands for, without the prefix)");
	return true;
}

/* json_types: the PIR JSON type ids of the dialect's types. An id stands
 * for one type and a type has one id, across every loaded file. */
static bool parseJsonTypes(Loader *L, yaml_node_t *n)
{
	const char *id = pirJsonDialectId(L->dialect->name->str, L->dialect->name->len);
	const char *prefix = id ? id : L->dialect->name->str; /* Paddle writes the name of a dialect without an id */
	if (n->type != YAML_SEQUENCE_NODE)
		return fail(L, n, "'json_types' must be a list such as [{id: %s.t_name, type: name}]", prefix);
	uint32_t len = (uint32_t)(n->data.sequence.items.top - n->data.sequence.items.start);
	PirJsonType *types = pirArenaAlloc(&L->ctx->arena, (len ? len : 1) * sizeof *types);
	PirPtrMap ids = {0}, names = {0};
	bool ok = true;
	for (uint32_t i = 0; i < len && ok; i++) {
		yaml_node_t *at[2] = {0};
		if (!(ok = parseJsonType(L, node(L, n->data.sequence.items.start[i]), prefix, &types[i], at)))
			break;
		const PirJsonType *was = pirContextLookupJsonTypeId(L->ctx, types[i].id->str, types[i].id->len);
		PirIdent *other = was ? was->name : pirPtrMapGet(&ids, types[i].id);
		if (other) {
			ok = fail(L, at[0], "JSON type id '%s' already stands for '%s'", types[i].id->str, other->str);
			break;
		}
		was = pirContextLookupJsonTypeName(L->ctx, types[i].name->str, types[i].name->len);
		other = was ? was->id : pirPtrMapGet(&names, types[i].name);
		if (other) {
			ok = fail(L, at[1], "type '%s' already has the JSON type id '%s'", types[i].name->str, other->str);
			break;
		}
		pirPtrMapPut(&ids, types[i].id, types[i].name);
		pirPtrMapPut(&names, types[i].name, types[i].id);
	}
	pirPtrMapFree(&ids);
	pirPtrMapFree(&names);
	if (ok)
		pirDialectDeclareJsonTypes(L->ctx, L->dialect, types, len);
	return ok;
}

/* tensor_spellings: {dense: [tensor], value: [vtensor, v_tensor]}: names
 * of the dense tensor and vtensor types after the dialect's name or an
 * alias (pd_op.tensor<2xf32>, pd.v_tensor<2xf32>). */
static bool parseTensorSpellings(Loader *L, yaml_node_t *n)
{
	if (n->type != YAML_MAPPING_NODE)
		return fail(L, n, "'tensor_spellings' must be a mapping such as {dense: [tensor], value: [vtensor]}");
	if (!checkDuplicateKeys(L, n))
		return false;
	PirIdent **dense = NULL, **value = NULL;
	uint32_t numDense = 0, numValue = 0;
	for (yaml_node_pair_t *p = n->data.mapping.pairs.start; p < n->data.mapping.pairs.top; p++) {
		yaml_node_t *k = node(L, p->key), *v = node(L, p->value);
		const char *key = scalar(k);
		if (key && !strcmp(key, "dense")) {
			if (!parseNameList(L, v, "dense tensor type names without the dialect prefix", &dense, &numDense))
				return false;
		} else if (key && !strcmp(key, "value")) {
			if (!parseNameList(L, v, "vtensor type names without the dialect prefix", &value, &numValue))
				return false;
		} else {
			return fail(L, k, "unknown key '%s' in tensor_spellings (expected dense or value)", key ? key : "");
		}
	}
	for (uint32_t i = 0; i < numDense + numValue; i++) {
		PirIdent *name = i < numDense ? dense[i] : value[i - numDense];
		if (name->len > 64)
			return fail(L, n, "tensor spelling '%s' is too long (at most 64 characters)", name->str);
	}
	for (uint32_t i = 0; i < numDense; i++)
		for (uint32_t j = 0; j < numValue; j++)
			if (dense[i] == value[j])
				return fail(L, n, "'%s' is both a dense and a value tensor spelling", dense[i]->str);
	pirDialectDeclareTensorSpellings(L->ctx, L->dialect, dense, numDense, value, numValue);
	return true;
}

/* printed_spellings: [{era: LABEL, tensor: pd_op.tensor, string: "(String)",
 * array: "(Array)", dynamic_dim: "?", indent: one, if_name: unquoted,
 * while_paren: attached, block_args: "%argN"}, ...]: how the dialect's
 * Paddle printed PIR text in those snapshots (--emit-era writes it so). A
 * key left out is today's spelling. */
static bool parsePrintedSpellings(Loader *L, yaml_node_t *n)
{
	if (n->type != YAML_SEQUENCE_NODE)
		return fail(L, n, "'printed_spellings' must be a list such as [{era: LABEL, tensor: pd_op.tensor}]");
	uint32_t count = (uint32_t)(n->data.sequence.items.top - n->data.sequence.items.start);
	PirTextSpelling *rows = pirArenaAlloc(&L->ctx->arena, (count + 1) * sizeof *rows);
	memset(rows, 0, (count + 1) * sizeof *rows);
	for (uint32_t r = 0; r < count; r++) {
		yaml_node_t *e = node(L, n->data.sequence.items.start[r]);
		if (e->type != YAML_MAPPING_NODE || !checkDuplicateKeys(L, e))
			return L->ok ? fail(L, e, "expected a mapping such as {era: LABEL, tensor: pd_op.tensor}") : false;
		for (yaml_node_pair_t *p = e->data.mapping.pairs.start; p < e->data.mapping.pairs.top; p++) {
			yaml_node_t *k = node(L, p->key), *v = node(L, p->value);
			const char *key = scalar(k), *val = scalar(v);
			if (!key || !val || !*val)
				return fail(L, key ? v : k, "expected a key and a value such as tensor: pd_op.tensor");
			const char *dup = pirArenaDup(&L->ctx->arena, val, strlen(val) + 1);
			if (!strcmp(key, "era"))
				rows[r].era = dup;
			else if (!strcmp(key, "tensor") && strlen(val) <= 64 && !strpbrk(val, " <>,"))
				rows[r].tensor = dup;
			else if (!strcmp(key, "string") && (!strcmp(val, "(String)") || !strcmp(val, "quoted")))
				rows[r].stringKind = val[0] == '(';
			else if (!strcmp(key, "array") && (!strcmp(val, "(Array)") || !strcmp(val, "[]")))
				rows[r].arrayKind = val[0] == '(';
			else if (!strcmp(key, "dynamic_dim") && (!strcmp(val, "?") || !strcmp(val, "-1")))
				rows[r].questionDims = val[0] == '?';
			else if (!strcmp(key, "indent") && (!strcmp(val, "one") || !strcmp(val, "levels")))
				rows[r].oneSpaceIndent = val[0] == 'o';
			else if (!strcmp(key, "if_name") && (!strcmp(val, "unquoted") || !strcmp(val, "quoted")))
				rows[r].unquotedIf = val[0] == 'u';
			else if (!strcmp(key, "while_paren") && (!strcmp(val, "attached") || !strcmp(val, "spaced")))
				rows[r].whileAttached = val[0] == 'a';
			else if (!strcmp(key, "block_args") && (!strcmp(val, "%argN") || !strcmp(val, "%arg_N")))
				rows[r].argNoUnderscore = !strcmp(val, "%argN");
			else
				return fail(L, k,
					    "'%s: %s' in printed_spellings (expected era: LABEL, tensor: NAME, string: "
					    "(String)|quoted, array: (Array)|[], dynamic_dim: ?|-1, indent: one|levels, if_name: "
					    "unquoted|quoted, while_paren: attached|spaced, block_args: %%argN|%%arg_N)",
					    key, val);
		}
		if (!rows[r].era)
			return fail(L, e, "printed spelling without 'era' (its snapshots)");
	}
	L->dialect->printedSpellings = rows;
	L->dialect->numPrintedSpellings = count;
	return true;
}

/* variable: {key: parameter_name, storage: parameter} */
static bool parseVariable(Loader *L, yaml_node_t *n, PirIdent **key, PirIdent **storage)
{
	if (n->type != YAML_MAPPING_NODE || !checkDuplicateKeys(L, n))
		return L->ok ? fail(L, n, "expected a mapping such as {key: parameter_name, storage: parameter}") : false;
	for (yaml_node_pair_t *p = n->data.mapping.pairs.start; p < n->data.mapping.pairs.top; p++) {
		yaml_node_t *k = node(L, p->key), *v = node(L, p->value);
		const char *kk = scalar(k), *s;
		if (kk && (!strcmp(kk, "key") || !strcmp(kk, "storage"))) {
			if (!expectScalar(L, v, !strcmp(kk, "key") ? "an attribute name" : "a storage class name", &s))
				return false;
			if (!isIdentifier(s))
				return fail(L, v, "invalid name '%s' (letters, digits and '_')", s);
			*(!strcmp(kk, "key") ? key : storage) = pirIdentGetCStr(L->ctx, s);
		} else {
			return fail(L, k, "unknown key '%s' in 'variable' (expected key or storage)", kk ? kk : "");
		}
	}
	if (!*key)
		return fail(L, n, "'variable' needs 'key': the attribute that names the variable");
	if (!*storage)
		return fail(L, n, "'variable' needs 'storage': ops access one variable when storage and name match");
	return true;
}

/* functional_when: [{is_test: true, trainable_statistics: false}, {use_global_stats: true}]
 * A list of alternatives, each a mapping of declared attributes to values
 * (read as defaults are, in the attribute's kind). */
static bool parseConditions(Loader *L, yaml_node_t *n, PirOpDef *def, const char *key, PirWhenTerm **outTerms,
			    uint32_t *outCount);
static bool parseWhen(Loader *L, yaml_node_t *n, PirOpDef *def)
{
	return parseConditions(L, n, def, "functional_when", &def->when, &def->numWhen);
}

/* identity: {map: "(x -> out)", when: [{scale: 1.0, bias: 0.0}], static_shape: true}
 * (docs/dialect-yaml.md, "Folding"). One pair; `when` as functional_when. */
static bool parseIdentity(Loader *L, yaml_node_t *n, PirOpDef *def)
{
	if (n->type != YAML_MAPPING_NODE)
		return fail(L, n, "expected a mapping such as {map: \"(x -> out)\"}");
	if (!checkDuplicateKeys(L, n))
		return false;
	yaml_node_t *map = NULL, *when = NULL;
	for (yaml_node_pair_t *p = n->data.mapping.pairs.start; p < n->data.mapping.pairs.top; p++) {
		yaml_node_t *k = node(L, p->key), *v = node(L, p->value);
		const char *kk = scalar(k), *s;
		if (kk && !strcmp(kk, "map")) {
			map = v;
		} else if (kk && !strcmp(kk, "when")) {
			when = v;
		} else if (kk && !strcmp(kk, "static_shape")) {
			if (!expectScalar(L, v, "true or false", &s))
				return false;
			if (strcmp(s, "true") && strcmp(s, "false"))
				return fail(L, v, "expected true or false");
			def->identityStatic = !strcmp(s, "true");
		} else {
			return fail(L, k, "unknown key '%s' in 'identity' (expected map, when or static_shape)", kk ? kk : "");
		}
	}
	if (!map)
		return fail(L, n, "'identity' needs 'map': the operand and the result it equals, \"(x -> out)\"");
	PirAliasPair *pairs;
	uint32_t np = 0;
	if (!parseAlias(L, map, def, &pairs, &np))
		return false;
	if (np != 1)
		return fail(L, map, "'identity' maps one operand to one result");
	if (def->inputs[pairs[0].input].variadic || def->outputs[pairs[0].output].variadic)
		return fail(L, map, "'identity' cannot name a variadic operand or result");
	def->hasIdentity = true;
	def->identity = pairs[0];
	return !when || parseConditions(L, when, def, "identity", &def->identityWhen, &def->numIdentityWhen);
}

/* self_adjoint: {map: "(x -> out)", when: [{is_test: true}]}
 * (docs/dialect-yaml.md, "Self-adjoint ops"). One pair of a plain operand
 * and result; `when`, required, as functional_when. */
static bool parseSelfAdjoint(Loader *L, yaml_node_t *n, PirOpDef *def)
{
	if (n->type != YAML_MAPPING_NODE)
		return fail(L, n, "expected a mapping such as {map: \"(x -> out)\", when: [{is_test: true}]}");
	if (!checkDuplicateKeys(L, n))
		return false;
	yaml_node_t *map = NULL, *when = NULL;
	for (yaml_node_pair_t *p = n->data.mapping.pairs.start; p < n->data.mapping.pairs.top; p++) {
		yaml_node_t *k = node(L, p->key), *v = node(L, p->value);
		const char *kk = scalar(k);
		if (kk && !strcmp(kk, "map"))
			map = v;
		else if (kk && !strcmp(kk, "when"))
			when = v;
		else
			return fail(L, k, "unknown key '%s' in 'self_adjoint' (expected map or when)", kk ? kk : "");
	}
	if (!map || !when)
		return fail(L, n, "'self_adjoint' needs 'map' (the operand and the result, \"(x -> out)\") and 'when' "
				  "(the attributes under which the op is its own adjoint)");
	PirAliasPair *pairs;
	uint32_t np = 0;
	if (!parseAlias(L, map, def, &pairs, &np))
		return false;
	if (np != 1)
		return fail(L, map, "'self_adjoint' maps one operand to one result");
	if (def->inputs[pairs[0].input].variadic || def->outputs[pairs[0].output].variadic)
		return fail(L, map, "'self_adjoint' cannot name a variadic operand or result");
	def->hasSelfAdjoint = true;
	def->selfAdjoint = pairs[0];
	return parseConditions(L, when, def, "self_adjoint", &def->selfAdjointWhen, &def->numSelfAdjointWhen);
}

/* channel: {kind: linear, x: filter, result: out, layout: data_format}
 *          {kind: normalize, x: x, mean: mean, variance: variance, scale: scale, bias: bias,
 *           epsilon: epsilon, layout: data_format, result: out}
 * Operand, result and attribute names of the op (docs/dialect-yaml.md, "Folding"). */
static bool parseChannel(Loader *L, yaml_node_t *n, PirOpDef *def)
{
	if (n->type != YAML_MAPPING_NODE)
		return fail(L, n, "expected a mapping such as {kind: linear, x: filter, result: out, layout: data_format}");
	if (!checkDuplicateKeys(L, n))
		return false;
	PirChannelDef *c = &def->channel;
	static const char *const operandKeys[] = {"x", "mean", "variance", "scale", "bias"};
	uint32_t *operandSlots[] = {&c->x, &c->mean, &c->variance, &c->scale, &c->bias};
	bool seen[5] = {0}, haveResult = false;
	for (yaml_node_pair_t *p = n->data.mapping.pairs.start; p < n->data.mapping.pairs.top; p++) {
		yaml_node_t *k = node(L, p->key), *v = node(L, p->value);
		const char *kk = scalar(k), *s;
		if (!kk)
			return fail(L, k, "expected a key");
		if (!expectScalar(L, v, "a name", &s))
			return false;
		if (!strcmp(kk, "kind")) {
			if (!strcmp(s, "linear"))
				c->kind = PIR_CHANNEL_LINEAR;
			else if (!strcmp(s, "normalize"))
				c->kind = PIR_CHANNEL_NORMALIZE;
			else
				return fail(L, v, "unknown channel kind '%s' (expected linear or normalize)", s);
			continue;
		}
		if (!strcmp(kk, "result")) {
			uint32_t i = 0;
			while (i < def->numOutputs && strcmp(def->outputs[i].name->str, s))
				i++;
			if (i == def->numOutputs)
				return fail(L, v, "'channel' names '%s', which is not a result", s);
			c->result = i;
			haveResult = true;
			continue;
		}
		if (!strcmp(kk, "epsilon") || !strcmp(kk, "layout")) {
			uint32_t i = 0;
			while (i < def->numAttrs && strcmp(def->attrs[i].name->str, s))
				i++;
			if (i == def->numAttrs)
				return fail(L, v, "'channel' names '%s', which is not an attribute", s);
			*(!strcmp(kk, "epsilon") ? &c->epsilon : &c->layout) = def->attrs[i].name;
			continue;
		}
		uint32_t slot = 0;
		while (slot < 5 && strcmp(kk, operandKeys[slot]))
			slot++;
		if (slot == 5)
			return fail(L, k,
				    "unknown key '%s' in 'channel' (expected kind, x, mean, variance, scale, bias, epsilon, "
				    "layout or result)",
				    kk);
		uint32_t i = 0;
		while (i < def->numInputs && strcmp(def->inputs[i].name->str, s))
			i++;
		if (i == def->numInputs || def->inputs[i].variadic)
			return fail(L, v, "'channel' names '%s', which is not a single operand", s);
		*operandSlots[slot] = i;
		seen[slot] = true;
	}
	if (c->kind == PIR_CHANNEL_NONE)
		return fail(L, n, "'channel' needs 'kind' (linear or normalize)");
	bool full = seen[0] && haveResult && c->layout;
	if (c->kind == PIR_CHANNEL_NORMALIZE)
		full = full && seen[1] && seen[2] && seen[3] && seen[4] && c->epsilon;
	if (!full)
		return fail(L, n, c->kind == PIR_CHANNEL_LINEAR
					  ? "a linear 'channel' needs x, result and layout"
					  : "a normalize 'channel' needs x, mean, variance, scale, bias, epsilon, layout and result");
	return true;
}

static bool parseConditions(Loader *L, yaml_node_t *n, PirOpDef *def, const char *key, PirWhenTerm **outTerms,
			    uint32_t *outCount)
{
	if (n->type != YAML_SEQUENCE_NODE || n->data.sequence.items.top == n->data.sequence.items.start)
		return fail(L, n, "expected a list of alternatives such as [{is_test: true}]");
	uint32_t count = 0, alt = 0;
	for (yaml_node_item_t *it = n->data.sequence.items.start; it < n->data.sequence.items.top; it++) {
		yaml_node_t *m = node(L, *it);
		if (m->type != YAML_MAPPING_NODE || m->data.mapping.pairs.top == m->data.mapping.pairs.start)
			return fail(L, m, "expected a mapping of attributes to values such as {is_test: true}");
		if (!checkDuplicateKeys(L, m))
			return false;
		count += (uint32_t)(m->data.mapping.pairs.top - m->data.mapping.pairs.start);
	}
	PirWhenTerm *terms = pirArenaAlloc(&L->ctx->arena, count * sizeof *terms);
	*outTerms = terms;
	*outCount = 0;
	for (yaml_node_item_t *it = n->data.sequence.items.start; it < n->data.sequence.items.top; it++, alt++) {
		yaml_node_t *m = node(L, *it);
		for (yaml_node_pair_t *p = m->data.mapping.pairs.start; p < m->data.mapping.pairs.top; p++) {
			yaml_node_t *k = node(L, p->key), *v = node(L, p->value);
			const PirAttrDef *a = NULL;
			for (uint32_t i = 0; scalar(k) && i < def->numAttrs; i++)
				if (!strcmp(def->attrs[i].name->str, scalar(k)))
					a = &def->attrs[i];
			if (!a)
				return fail(L, k, "'%s' names '%s', which is not one of the op's attributes", key,
					    scalar(k) ? scalar(k) : "");
			PirAttribute *value = parseDefault(L, v, a->kinds, "condition value");
			if (!value)
				return false;
			terms[(*outCount)++] = (PirWhenTerm){a->name, value, alt};
		}
	}
	return true;
}

static PirOpInfo *registerOp(Loader *L, yaml_node_t *at, const char *shortName, PirOpDef *def, uint32_t traits,
			     const PirOpInterfaces *iface)
{
	char full[256];
	snprintf(full, sizeof full, "%s.%s", L->dialect->name->str, shortName);
	PirOpInfo *info = pirContextGetOrCreateOpInfo(L->ctx, pirIdentGetCStr(L->ctx, full));
	if (info->registered) {
		PirLocation d = info->def->loc;
		/* A twin shares its base op's definition, and so its location. */
		bool derived = info->twin && info->twin->def->loc.file == d.file && info->twin->def->loc.line == d.line &&
			       pirOpInfoHasTrait(info, PIR_TRAIT_INPLACE) && info->name->str[info->name->len - 1] == '_';
		if (derived)
			fail(L, at, "op '%s' is already defined: it is the inplace twin of '%s' (%s:%u:%u), derived from its "
				    "'inplace' mapping; do not write it",
			     full, info->twin->name->str, d.file ? d.file->str : "?", d.line, d.col);
		else
			fail(L, at, "op '%s' is already defined at %s:%u:%u", full, d.file ? d.file->str : "?", d.line,
			     d.col);
		return NULL;
	}
	info->registered = true;
	info->dialect = L->dialect;
	info->def = def;
	info->traits = traits;
	if (info->name->str[info->name->len - 1] == '_')
		info->traits |= PIR_TRAIT_INPLACE;
	if (traits & PIR_TRAIT_HAS_VALUE_SEMANTICS)
		info->traits |= PIR_TRAIT_READ_ONLY;
	if (def->numView)
		info->traits |= PIR_TRAIT_VIEW_LIKE;
	info->iface = *iface;
	info->role = (uint8_t)def->role;
	info->flow = (uint8_t)def->flow;
	info->varKey = def->varKey;
	info->varStorage = def->varStorage;
	L->dialect->numOps++;
	return info;
}

/* ---------------------------------------------------------------- eras */

/* Appends a word (and a separator) to a growing list text. */
static void appendWord(char **buf, size_t *len, size_t *cap, const char *w, char sep)
{
	size_t n = strlen(w);
	if (*len + n + 2 > *cap) {
		*cap = (*len + n + 2) * 2;
		*buf = pirRealloc(*buf, *cap);
	}
	if (*len)
		(*buf)[(*len)++] = sep;
	memcpy(*buf + *len, w, n);
	*len += n;
	(*buf)[*len] = '\0';
}

static const char *arenaText(Loader *L, char *buf, size_t len)
{
	if (!buf)
		return NULL;
	const char *t = pirArenaDup(&L->ctx->arena, buf, len + 1);
	free(buf);
	return t;
}

/* A list of names, or a mapping of names to scalars (pairs), as one text. */
static bool eraWords(Loader *L, yaml_node_t *n, bool mapping, bool namesOnly, char sep, const char **out)
{
	char *buf = NULL;
	size_t len = 0, cap = 0;
	if (mapping) {
		if (n->type != YAML_MAPPING_NODE)
			return fail(L, n, "expected a mapping of names");
		for (yaml_node_pair_t *p = n->data.mapping.pairs.start; p < n->data.mapping.pairs.top; p++) {
			const char *a = scalar(node(L, p->key)), *b = scalar(node(L, p->value));
			if (!a || !isIdentifier(a) || !b || (namesOnly && !isIdentifier(b) && strncmp(b, "scalar", 6))) {
				free(buf);
				return fail(L, node(L, p->key), "expected name: %s", namesOnly ? "name" : "value");
			}
			appendWord(&buf, &len, &cap, a, sep);
			appendWord(&buf, &len, &cap, b, sep);
		}
	} else {
		if (n->type != YAML_SEQUENCE_NODE)
			return fail(L, n, "expected a list of names");
		for (yaml_node_item_t *it = n->data.sequence.items.start; it < n->data.sequence.items.top; it++) {
			const char *a = scalar(node(L, *it));
			if (!a || !isIdentifier(a)) {
				free(buf);
				return fail(L, node(L, *it), "expected a name (letters, digits and '_')");
			}
			appendWord(&buf, &len, &cap, a, sep);
		}
		if (!buf)
			appendWord(&buf, &len, &cap, "", sep); /* an empty list is not "as canonical" */
	}
	*out = arenaText(L, buf, len);
	return true;
}

/* snapshots: [label, ...] (oldest first), the names era labels are written
 * in; paddle_reads: {text: LABEL, json: LABEL}: those whose Paddle reads a
 * program back (--emit-era). Kept as text: only --emit-era reads them. */
static bool parseSnapshots(Loader *L, yaml_node_t *n, yaml_node_t *reads)
{
	char *buf = NULL;
	size_t len = 0, cap = 0;
	if (n->type != YAML_SEQUENCE_NODE)
		return fail(L, n, "expected the list of snapshot labels, oldest first");
	for (yaml_node_item_t *it = n->data.sequence.items.start; it < n->data.sequence.items.top; it++) {
		const char *a = scalar(node(L, *it));
		if (!a || !*a || strpbrk(a, " ,\t\n") || strstr(a, "..")) {
			free(buf);
			return fail(L, node(L, *it), "expected a snapshot label (no spaces, commas or '..')");
		}
		appendWord(&buf, &len, &cap, a, ' ');
	}
	L->dialect->snapshots = arenaText(L, buf, len);
	if (!reads)
		return true;
	if (reads->type != YAML_MAPPING_NODE)
		return fail(L, reads, "expected {text: SNAPSHOTS, json: SNAPSHOTS}");
	for (yaml_node_pair_t *p = reads->data.mapping.pairs.start; p < reads->data.mapping.pairs.top; p++) {
		const char *k = scalar(node(L, p->key)), *v = scalar(node(L, p->value));
		if (!k || (strcmp(k, "text") && strcmp(k, "json")))
			return fail(L, node(L, p->key), "unknown key '%s' in paddle_reads (expected text or json)", k ? k : "");
		if (!v)
			return fail(L, node(L, p->value), "expected snapshots (first..last, ...)");
		const char *t = pirArenaDup(&L->ctx->arena, v, strlen(v) + 1);
		if (!strcmp(k, "text"))
			L->dialect->readsText = t;
		else
			L->dialect->readsJson = t;
	}
	return true;
}

/* eras: [{era: LABEL, inputs: [...], mutable: N, outputs: [...], rename: {old: new},
 * drop: [...], add: {name: value}, kinds: {name: kind}}, ...] */
static bool parseEras(Loader *L, yaml_node_t *n, PirOpDef *def, yaml_node_t ***nodes)
{
	if (n->type != YAML_SEQUENCE_NODE)
		return fail(L, n, "expected a list of eras ({era: ..., ...})");
	uint32_t count = (uint32_t)(n->data.sequence.items.top - n->data.sequence.items.start);
	PirEraSpec *specs = pirArenaAlloc(&L->ctx->arena, (count ? count : 1) * sizeof *specs);
	*nodes = pirArenaAlloc(&L->ctx->arena, (count ? count : 1) * sizeof **nodes);
	for (uint32_t i = 0; i < count; i++) {
		yaml_node_t *e = node(L, n->data.sequence.items.start[i]);
		PirEraSpec *s = &specs[i];
		memset(s, 0, sizeof *s);
		(*nodes)[i] = e;
		if (e->type != YAML_MAPPING_NODE || !checkDuplicateKeys(L, e))
			return e->type == YAML_MAPPING_NODE ? false : fail(L, e, "expected an era ({era: ..., ...})");
		for (yaml_node_pair_t *p = e->data.mapping.pairs.start; p < e->data.mapping.pairs.top; p++) {
			yaml_node_t *k = node(L, p->key), *v = node(L, p->value);
			const char *key = scalar(k), *t;
			bool ok = true;
			if (!key)
				return fail(L, k, "expected a key");
			if (!strcmp(key, "era")) {
				ok = expectScalar(L, v, "the era's snapshots", &t);
				s->label = ok ? pirArenaDup(&L->ctx->arena, t, strlen(t) + 1) : NULL;
			} else if (!strcmp(key, "inputs")) {
				ok = eraWords(L, v, false, true, ' ', &s->inputs);
			} else if (!strcmp(key, "outputs")) {
				ok = eraWords(L, v, false, true, ' ', &s->outputs);
			} else if (!strcmp(key, "drop")) {
				ok = eraWords(L, v, false, true, ' ', &s->drops);
			} else if (!strcmp(key, "rename")) {
				ok = eraWords(L, v, true, true, ' ', &s->renames);
			} else if (!strcmp(key, "kinds")) {
				ok = eraWords(L, v, true, true, ' ', &s->kinds);
			} else if (!strcmp(key, "add")) {
				ok = eraWords(L, v, true, false, '\n', &s->adds);
			} else if (!strcmp(key, "lacks")) {
				ok = eraWords(L, v, false, true, ' ', &s->lacks);
			} else if (!strcmp(key, "had")) {
				ok = eraWords(L, v, true, false, '\n', &s->had);
			} else if (!strcmp(key, "mutable")) {
				char *end;
				t = scalar(v);
				unsigned long m = t ? strtoul(t, &end, 10) : 0;
				if (!t || !*t || *end || m > 1000)
					return fail(L, v, "expected the number of tensor-backed operands");
				s->numMutable = (uint32_t)m;
			} else {
				return fail(L, k, "unknown key '%s' in an era (expected era, inputs, mutable, outputs, rename, drop, add, kinds, lacks or had)", key);
			}
			if (!ok)
				return false;
		}
		if (!s->label)
			return fail(L, e, "era without 'era' (its snapshots)");
	}
	def->eraSpecs = specs;
	def->numEras = count;
	return true;
}

/* json_versions: [{version: N, attribute: NAME[, kind: KIND]} | {version: N,
 * results: M}, ...]: the PIR JSON serialization version from which Paddle
 * writes the op that way (docs/dialect-yaml.md). Kept as the text
 * "N a NAME KIND;N a NAME -;N r M;" for the JSON writer. */
static bool parseJsonVersions(Loader *L, yaml_node_t *n, PirOpDef *def)
{
	if (n->type != YAML_SEQUENCE_NODE)
		return fail(L, n, "'json_versions' must be a list such as [{version: 2, attribute: strides, kind: int64}]");
	char buf[4096];
	size_t len = 0;
	for (yaml_node_item_t *it = n->data.sequence.items.start; it < n->data.sequence.items.top; it++) {
		yaml_node_t *e = node(L, *it);
		if (e->type != YAML_MAPPING_NODE || !checkDuplicateKeys(L, e))
			return e->type == YAML_MAPPING_NODE ? false : fail(L, e, "expected a mapping such as {version: 2, attribute: strides, kind: int64}");
		unsigned long version = 0, results = 0;
		const char *attr = NULL, *kind = "-";
		for (yaml_node_pair_t *p = e->data.mapping.pairs.start; p < e->data.mapping.pairs.top; p++) {
			yaml_node_t *k = node(L, p->key), *v = node(L, p->value);
			const char *key = scalar(k), *s;
			char *end;
			if (!key)
				return fail(L, k, "expected a key");
			if (!strcmp(key, "version") || !strcmp(key, "results")) {
				s = scalar(v);
				unsigned long x = s ? strtoul(s, &end, 10) : 0;
				if (!s || !*s || *end || x < 1 || x > 1000)
					return fail(L, v, "expected a number from 1 to 1000");
				*(!strcmp(key, "version") ? &version : &results) = x;
			} else if (!strcmp(key, "attribute")) {
				if (!expectScalar(L, v, "an attribute name", &attr))
					return false;
			} else if (!strcmp(key, "kind")) {
				PirAttrKind ak;
				if (!expectScalar(L, v, "an attribute kind", &kind))
					return false;
				if (!pirAttrKindFromName(kind, &ak))
					return fail(L, v, "unknown attribute kind '%s'", kind);
			} else {
				return fail(L, k, "unknown key '%s' in json_versions (expected version, attribute, kind or results)",
					    key);
			}
		}
		if (!version)
			return fail(L, e, "a json_versions entry needs 'version'");
		if (!attr == !results)
			return fail(L, e, "a json_versions entry names either an 'attribute' or a number of 'results'");
		if (results && strcmp(kind, "-"))
			return fail(L, e, "'kind' goes with 'attribute', not with 'results'");
		int w = attr ? snprintf(buf + len, sizeof buf - len, "%lu a %s %s;", version, attr, kind)
			     : snprintf(buf + len, sizeof buf - len, "%lu r %lu;", version, results);
		if (w < 0 || (size_t)w >= sizeof buf - len)
			return fail(L, n, "'json_versions' is too long");
		len += (size_t)w;
	}
	def->jsonVersions = pirArenaDup(&L->ctx->arena, buf, len + 1);
	return true;
}

/* An op definition while its keys are read (parseOp): what a key says on
 * its own goes into def at once; the nodes kept are read or checked once
 * every key is in, as they depend on each other (a view needs the
 * inputs, 'terminator' the regions). */
typedef struct OpDefState {
	Loader *L;
	PirOpDef *def;
	const char *name;
	uint32_t traits;
	PirOpInterfaces iface;
	yaml_node_t *inplace, *view, *container, *nameNode, *termNode, *inferNoneNode, *backNode, *functionalNode, *roleNode, *varNode,
		*flowNode, *traitsNode, *trueNode, *whenNode, *erasNode, *identityNode, *selfAdjointNode, *channelNode,
		*backWhenNode, *backArgsNode;
} OpDefState;

static bool opName(OpDefState *S, yaml_node_t *v)
{
	if (!expectScalar(S->L, v, "the op name", &S->name))
		return false;
	if (!isIdentifier(S->name))
		return fail(S->L, v, "invalid op name '%s': write it without the dialect prefix, using letters, digits and '_'",
			    S->name);
	S->nameNode = v;
	return true;
}

static bool opSummary(OpDefState *S, yaml_node_t *v)
{
	const char *s;
	if (!expectScalar(S->L, v, "a one-line summary", &s))
		return false;
	S->def->summary = pirIdentGetCStr(S->L->ctx, s);
	return true;
}

static bool opInputs(OpDefState *S, yaml_node_t *v)
{
	return parseValueDefs(S->L, v, &S->def->inputs, &S->def->numInputs);
}

static bool opOutputs(OpDefState *S, yaml_node_t *v)
{
	return parseValueDefs(S->L, v, &S->def->outputs, &S->def->numOutputs);
}

static bool opAttributes(OpDefState *S, yaml_node_t *v)
{
	Loader *L = S->L;
	PirOpDef *def = S->def;
	if (v->type != YAML_SEQUENCE_NODE)
		return fail(L, v, "expected a list of attributes");
	ParsedList *done = parsedList(L, v);
	if (done) {
		def->attrs = done->items;
		def->numAttrs = done->count;
		return true;
	}
	uint32_t len = (uint32_t)(v->data.sequence.items.top - v->data.sequence.items.start);
	def->attrs = pirArenaAlloc(&L->ctx->arena, (len ? len : 1) * sizeof *def->attrs);
	def->numAttrs = len;
	PirPtrMap seen = {0};
	bool ok = true;
	for (uint32_t i = 0; i < len && ok; i++) {
		yaml_node_t *item = node(L, v->data.sequence.items.start[i]);
		if (!parseAttrDef(L, item, &def->attrs[i]))
			ok = false;
		else if (seenBefore(&seen, (const void *const *)&def->attrs[0].name, i, sizeof *def->attrs))
			ok = fail(L, item, "attribute '%s' is listed twice", def->attrs[i].name->str);
	}
	pirPtrMapFree(&seen);
	if (!ok)
		return false;
	rememberList(L, v, def->attrs, len);
	return true;
}

static bool opTraits(OpDefState *S, yaml_node_t *v)
{
	if (v->type != YAML_SEQUENCE_NODE)
		return fail(S->L, v, "expected a list of traits");
	S->traitsNode = v;
	for (yaml_node_item_t *it = v->data.sequence.items.start; it < v->data.sequence.items.top; it++) {
		yaml_node_t *t = node(S->L, *it);
		PirTrait tr;
		if (!scalar(t) || !pirTraitFromName(scalar(t), &tr))
			return fail(S->L, t, "unknown trait '%s' (expected ReadOnly, HasValueSemantics, Inplace, ViewLike, SideEffect, Terminator, Commutative, ConstantLike, WritesViews or Speculatable)",
				    scalar(t) ? scalar(t) : "");
		S->traits |= tr;
	}
	return true;
}

/* The keys read once every key is in: their nodes are kept. */
static bool opInplace(OpDefState *S, yaml_node_t *v)
{
	S->inplace = v;
	return true;
}

static bool opView(OpDefState *S, yaml_node_t *v)
{
	S->view = v;
	return true;
}

static bool opContainer(OpDefState *S, yaml_node_t *v)
{
	S->container = v;
	return true;
}

static bool opFunctionalWhen(OpDefState *S, yaml_node_t *v)
{
	S->whenNode = v;
	return true;
}

static bool opIdentity(OpDefState *S, yaml_node_t *v)
{
	S->identityNode = v;
	return true;
}

static bool opSelfAdjoint(OpDefState *S, yaml_node_t *v)
{
	S->selfAdjointNode = v;
	return true;
}

static bool opBackwardWhen(OpDefState *S, yaml_node_t *v)
{
	S->backWhenNode = v;
	return true;
}

static bool opChannel(OpDefState *S, yaml_node_t *v)
{
	S->channelNode = v;
	return true;
}

static bool opEras(OpDefState *S, yaml_node_t *v)
{
	S->erasNode = v;
	return true;
}

static bool opRole(OpDefState *S, yaml_node_t *v)
{
	PirOpRole r;
	const char *s;
	if (!expectScalar(S->L, v, "a role name", &s))
		return false;
	if (!pirOpRoleFromName(s, &r) || r == PIR_ROLE_NONE || r == PIR_ROLE_CONTAINER)
		return fail(S->L, v, "unknown role '%s' (expected output, variable_read, variable_write, "
				     "stack_create, stack_push, stack_pop, stack_test, to_value, to_tensor, fill, fill_like, "
				     "sum, not, module, overwrite, array_create, array_fill_like, array_read, "
				     "array_write, array_to_tensor, tensor_to_array, array_sum, select or route; "
				     "a container is declared with 'container')",
			    s);
	S->def->role = r;
	S->roleNode = v;
	return true;
}

static bool opVariable(OpDefState *S, yaml_node_t *v)
{
	if (!parseVariable(S->L, v, &S->def->varKey, &S->def->varStorage))
		return false;
	S->varNode = v;
	return true;
}

static bool opRegionFlow(OpDefState *S, yaml_node_t *v)
{
	PirRegionFlow f;
	const char *s;
	if (!expectScalar(S->L, v, "a region flow name", &s))
		return false;
	if (!pirRegionFlowFromName(s, &f) || f == PIR_FLOW_NONE)
		return fail(S->L, v, "unknown region flow '%s' (expected branch, loop or once)", s);
	S->def->flow = f;
	S->flowNode = v;
	return true;
}

static bool opTrueWhen(OpDefState *S, yaml_node_t *v)
{
	const char *s;
	if (!expectScalar(S->L, v, "empty or nonempty", &s))
		return false;
	if (strcmp(s, "empty") && strcmp(s, "nonempty"))
		return fail(S->L, v, "unknown 'true_when' '%s' (expected empty or nonempty)", s);
	S->def->trueWhen = !strcmp(s, "empty") ? PIR_TEST_EMPTY : PIR_TEST_NONEMPTY;
	S->trueNode = v;
	return true;
}

static bool opFold(OpDefState *S, yaml_node_t *v)
{
	PirFoldKind f;
	const char *s;
	if (!expectScalar(S->L, v, "a fold kind", &s))
		return false;
	if (!pirFoldKindFromName(s, &f) || f == PIR_FOLD_NONE)
		return fail(S->L, v, "unknown fold kind '%s' (expected int_array, fill, shape, slice, cast, scale, "
				     "add, subtract, multiply, floor_divide, pack, reshape, divide or sqrt)", s);
	S->def->fold = (uint8_t)f;
	return true;
}

static bool opAliases(OpDefState *S, yaml_node_t *v)
{
	return parseNameList(S->L, v, "old op names without the dialect prefix", &S->def->aliases, &S->def->numAliases);
}

static bool opForwardInputs(OpDefState *S, yaml_node_t *v)
{
	return parseNameList(S->L, v, "the forward op's operand names", &S->def->fwdInputs, &S->def->numFwdInputs);
}

static bool opForwardOutputs(OpDefState *S, yaml_node_t *v)
{
	return parseNameList(S->L, v, "the forward op's result names", &S->def->fwdOutputs, &S->def->numFwdOutputs);
}

static bool opBackward(OpDefState *S, yaml_node_t *v)
{
	const char *s;
	if (!expectScalar(S->L, v, "the backward op name", &s))
		return false;
	if (!strcmp(s, "none")) { /* the gradient is empty: nothing flows back */
		S->def->noGrad = true;
		return true;
	}
	if (!isIdentifier(s))
		return fail(S->L, v, "invalid backward op name '%s': write it without the dialect prefix", s);
	S->def->backward = pirIdentGetCStr(S->L->ctx, s);
	S->backNode = v;
	return true;
}

/* backward_args: {param: name, param: grad(name), ...} (checkBackwardArgs
 * once the file is loaded). */
static bool opBackwardArgs(OpDefState *S, yaml_node_t *v)
{
	Loader *L = S->L;
	if (v->type != YAML_MAPPING_NODE || v->data.mapping.pairs.top == v->data.mapping.pairs.start)
		return fail(L, v, "expected 'backward_args' as a mapping {param: NAME or grad(NAME), ...}");
	if (!checkDuplicateKeys(L, v))
		return false;
	uint32_t n = (uint32_t)(v->data.mapping.pairs.top - v->data.mapping.pairs.start);
	PirBackwardArg *args = pirArenaAlloc(&L->ctx->arena, n * sizeof *args);
	for (uint32_t i = 0; i < n; i++) {
		yaml_node_t *k = node(L, v->data.mapping.pairs.start[i].key), *x = node(L, v->data.mapping.pairs.start[i].value);
		const char *key = scalar(k), *val = scalar(x);
		if (!key || !isIdentifier(key))
			return fail(L, k, "expected an operand or result name of the backward op");
		if (!val)
			return fail(L, x, "expected NAME or grad(NAME)");
		char name[256];
		size_t len = strlen(val);
		bool grad = len > 6 && !strncmp(val, "grad(", 5) && val[len - 1] == ')';
		if (len >= sizeof name)
			return fail(L, x, "expected NAME or grad(NAME), found a name of %zu bytes", len);
		memcpy(name, grad ? val + 5 : val, grad ? len - 6 : len);
		name[grad ? len - 6 : len] = 0;
		if (!isIdentifier(name))
			return fail(L, x, "expected NAME or grad(NAME), found '%s'", val);
		args[i] = (PirBackwardArg){pirIdentGetCStr(L->ctx, key), pirIdentGetCStr(L->ctx, name), grad};
	}
	S->def->backwardArgs = args;
	S->def->numBackwardArgs = n;
	S->backArgsNode = v;
	return true;
}

/* functional_op: the value-semantics op whose result is what this inplace
 * op writes, from this op's operands of its inputs' names (assign_out_:
 * assign), for --inplace-to-functional where there is no twin. Checked once
 * the file is loaded (checkFunctionalOp). */
static bool opFunctionalOp(OpDefState *S, yaml_node_t *v)
{
	const char *s;
	if (!expectScalar(S->L, v, "the functional op name", &s))
		return false;
	if (!isIdentifier(s))
		return fail(S->L, v, "invalid functional op name '%s': write it without the dialect prefix", s);
	char full[256];
	snprintf(full, sizeof full, "%s.%s", S->L->dialect->name->str, s);
	S->def->functionalOp = pirIdentGetCStr(S->L->ctx, full);
	S->functionalNode = v;
	return true;
}

static bool opRegions(OpDefState *S, yaml_node_t *v)
{
	return parseRegions(S->L, v, S->def);
}

static bool opTerminator(OpDefState *S, yaml_node_t *v)
{
	const char *s;
	if (!expectScalar(S->L, v, "a full op name such as cf.yield", &s))
		return false;
	S->def->terminator = pirIdentGetCStr(S->L->ctx, s);
	S->termNode = v;
	return true;
}

static bool opVerifier(OpDefState *S, yaml_node_t *v)
{
	const char *s;
	if (!expectScalar(S->L, v, "a hook name", &s))
		return false;
	const PirHookEntry *h = pirContextFindHook(S->L->ctx, s);
	if (!h || !h->iface.verify)
		return fail(S->L, v, "unknown verifier hook '%s' (expected if, while, yield, slice or split)", s);
	S->iface.verify = h->iface.verify;
	S->def->verifierHook = h->name;
	return true;
}

static bool opFormat(OpDefState *S, yaml_node_t *v)
{
	const char *s;
	if (!expectScalar(S->L, v, "a hook name", &s))
		return false;
	const PirHookEntry *h = pirContextFindHook(S->L->ctx, s);
	if (!h || !h->iface.print)
		return fail(S->L, v, "unknown format hook '%s' (expected if or while)", s);
	S->def->formatHook = h->name;
	pirOpInterfacesSetFormat(&S->iface, &h->iface);
	return true;
}

static bool opRemoved(OpDefState *S, yaml_node_t *v)
{
	const char *s;
	if (!expectScalar(S->L, v, "the first snapshot without the op", &s))
		return false;
	S->def->removed = pirArenaDup(&S->L->ctx->arena, s, strlen(s) + 1);
	return true;
}

static bool opPresent(OpDefState *S, yaml_node_t *v)
{
	const char *s;
	if (!expectScalar(S->L, v, "the snapshots that had the op", &s))
		return false;
	S->def->present = pirArenaDup(&S->L->ctx->arena, s, strlen(s) + 1);
	return true;
}

static bool opJsonVersions(OpDefState *S, yaml_node_t *v)
{
	return parseJsonVersions(S->L, v, S->def);
}

static bool opInfer(OpDefState *S, yaml_node_t *v)
{
	const char *s;
	if (!expectScalar(S->L, v, "an inference rule name", &s))
		return false;
	if (!(S->iface.inferMeta = pirFindInferRule(s)))
		return fail(S->L, v, "unknown inference rule '%s' (docs/dialect-yaml.md lists them)", s);
	S->iface.inferFromTypes = pirInferRuleFromTypes(S->iface.inferMeta);
	S->def->inferRule = pirArenaDup(&S->L->ctx->arena, s, strlen(s) + 1);
	return true;
}

static bool opInferNone(OpDefState *S, yaml_node_t *v)
{
	const char *s;
	if (!expectScalar(S->L, v, "why the op has no inference rule", &s))
		return false;
	if (!*s)
		return fail(S->L, v, "'infer_none' needs a reason");
	S->def->inferNone = pirArenaDup(&S->L->ctx->arena, s, strlen(s) + 1);
	S->inferNoneNode = v;
	return true;
}

/* The keys of an op definition, each with what reads its value: the one
 * list of them (docs/dialect-yaml.md, "Op definitions", documents each row;
 * lit-tests/dialects/yaml-keys-documented.test checks that it does). The
 * unknown-key error names them in this order. */
static const struct {
	const char *key;
	bool (*parse)(OpDefState *S, yaml_node_t *v);
} opKeys[] = {
	{"name", opName},
	{"summary", opSummary},
	{"inputs", opInputs},
	{"attributes", opAttributes},
	{"outputs", opOutputs},
	{"traits", opTraits},
	{"inplace", opInplace},
	{"view", opView},
	{"container", opContainer},
	{"role", opRole},
	{"variable", opVariable},
	{"region_flow", opRegionFlow},
	{"true_when", opTrueWhen},
	{"functional_when", opFunctionalWhen},
	{"identity", opIdentity},
	{"self_adjoint", opSelfAdjoint},
	{"fold", opFold},
	{"channel", opChannel},
	{"aliases", opAliases},
	{"backward", opBackward},
	{"backward_when", opBackwardWhen},
	{"backward_args", opBackwardArgs},
	{"functional_op", opFunctionalOp},
	{"forward_inputs", opForwardInputs},
	{"forward_outputs", opForwardOutputs},
	{"regions", opRegions},
	{"terminator", opTerminator},
	{"verifier", opVerifier},
	{"format", opFormat},
	{"infer", opInfer},
	{"infer_none", opInferNone},
	{"removed", opRemoved},
	{"present", opPresent},
	{"eras", opEras},
	{"json_versions", opJsonVersions},
};
enum { NUM_OP_KEYS = sizeof opKeys / sizeof opKeys[0] };

/* "unknown key" at k, naming every key of opKeys: "a, b, ... or z". */
static bool unknownOpKey(Loader *L, yaml_node_t *k, const char *key)
{
	char list[1024];
	size_t n = 0;
	for (size_t i = 0; i < NUM_OP_KEYS; i++)
		n += (size_t)snprintf(list + n, sizeof list - n, "%s%s", i == 0 ? "" : i + 1 < NUM_OP_KEYS ? ", " : " or ",
				      opKeys[i].key);
	return fail(L, k, "unknown key '%s' in op definition (expected %s)", key, list);
}

static bool parseOp(Loader *L, yaml_node_t *n)
{
	if (n->type != YAML_MAPPING_NODE)
		return fail(L, n, "expected an op definition (a mapping with at least 'name')");
	if (!checkDuplicateKeys(L, n))
		return false;
	PirOpDef *def = pirArenaAlloc(&L->ctx->arena, sizeof *def);
	def->loc = nodeLoc(L, n);
	OpDefState S = {.L = L, .def = def, .nameNode = n};
	for (yaml_node_pair_t *p = n->data.mapping.pairs.start; p < n->data.mapping.pairs.top; p++) {
		yaml_node_t *k = node(L, p->key), *v = node(L, p->value);
		const char *key = scalar(k);
		if (!key)
			return fail(L, k, "expected a key");
		size_t i = 0;
		while (i < NUM_OP_KEYS && strcmp(key, opKeys[i].key))
			i++;
		if (i == NUM_OP_KEYS)
			return unknownOpKey(L, k, key);
		if (!opKeys[i].parse(&S, v))
			return false;
	}
	const char *name = S.name;
	if (!name)
		return fail(L, n, "op definition without 'name'");
	if (S.inferNoneNode && def->inferRule)
		return fail(L, S.inferNoneNode, "'infer_none' is given, but the op has a rule ('infer: %s')", def->inferRule);
	char missing[128];
	if (def->inferRule && pirInferRuleArgsMissing(def, missing, sizeof missing))
		return fail(L, n, "the rule 'infer: %s' names '%s', which is neither an input nor an attribute of the op",
			    def->inferRule, missing);
	if (S.termNode && def->maxRegions == 0)
		return fail(L, S.termNode, "'terminator' is given, but the op has no regions (add 'regions')");
	if (S.trueNode && def->role != PIR_ROLE_STACK_TEST)
		return fail(L, S.trueNode, "'true_when' is given, but the op's role is not stack_test");
	if (S.whenNode && !parseWhen(L, S.whenNode, def))
		return false;
	if (S.selfAdjointNode && !parseSelfAdjoint(L, S.selfAdjointNode, def))
		return false;
	if (S.backWhenNode && (!def->backward || def->noGrad))
		return fail(L, S.backWhenNode, "'backward_when' is given, but the op has no 'backward' op it would condition");
	if (S.backWhenNode && !parseConditions(L, S.backWhenNode, def, "backward_when", &def->backwardWhen,
					       &def->numBackwardWhen))
		return false;
	if (S.identityNode && !parseIdentity(L, S.identityNode, def))
		return false;
	if (S.channelNode && !parseChannel(L, S.channelNode, def))
		return false;
	if (S.inplace && !parseAlias(L, S.inplace, def, &def->inplace, &def->numInplace))
		return false;
	if (S.view && !parseAlias(L, S.view, def, &def->view, &def->numView))
		return false;
	if ((S.traits & PIR_TRAIT_WRITES_VIEWS) && !def->numView)
		return fail(L, S.traitsNode, "trait 'WritesViews' needs a 'view' mapping naming the inputs the op overwrites");
	/* overwrite: two plain inputs, one the inplace pair writes, one the value copied in */
	if (def->role == PIR_ROLE_OVERWRITE &&
	    (def->numInplace != 1 || def->numInputs != 2 || def->inputs[0].variadic || def->inputs[1].variadic ||
	     def->inputs[0].optional || def->inputs[1].optional || def->inplace[0].output >= def->numOutputs))
		return fail(L, S.roleNode,
			    "role 'overwrite' needs two inputs (neither variadic nor optional) and an 'inplace' mapping "
			    "of one of them to a result");
	/* tensor arrays: the passes read the operands by position */
	static const uint32_t arrayInputs[] = {[PIR_ROLE_ARRAY_CREATE] = 0, [PIR_ROLE_ARRAY_FILL_LIKE] = 1,
					       [PIR_ROLE_ARRAY_READ] = 2, [PIR_ROLE_ARRAY_WRITE] = 3};
	if (def->role >= PIR_ROLE_ARRAY_CREATE && def->role <= PIR_ROLE_ARRAY_WRITE) {
		bool plain = def->numInputs == arrayInputs[def->role] && def->numOutputs == 1 && !def->outputs[0].variadic;
		for (uint32_t k = 0; plain && k < def->numInputs; k++)
			plain = !def->inputs[k].variadic && !def->inputs[k].optional;
		if (!plain || (def->role == PIR_ROLE_ARRAY_WRITE &&
			       (def->numInplace != 1 || def->inplace[0].input != 0 || def->inplace[0].output != 0)))
			return fail(L, S.roleNode,
				    "role '%s' needs %u plain inputs and one result (array_create: none; array_fill_like: the "
				    "array; array_read: the array and the index; array_write: the array, the value and the index, "
				    "with the inplace mapping (array -> result))",
				    pirOpRoleName(def->role), arrayInputs[def->role]);
	}
	/* array_to_tensor (the array; results: the tensor [, the pieces' sizes]),
	 * tensor_to_array (the array whose elements give the pieces' shapes, the
	 * tensor; one result) and array_sum (a vec of arrays; one result), plain
	 * operands; the first two carry the attributes axis and use_stack, which
	 * the passes copy between them by name. */
	if (def->role >= PIR_ROLE_ARRAY_TO_TENSOR && def->role <= PIR_ROLE_ARRAY_SUM) {
		uint32_t want = def->role == PIR_ROLE_TENSOR_TO_ARRAY ? 2 : 1;
		bool plain = def->numInputs == want && def->numOutputs >= 1 && !def->outputs[0].variadic &&
			     (def->role == PIR_ROLE_ARRAY_TO_TENSOR || def->numOutputs == 1);
		for (uint32_t k = 0; plain && k < def->numInputs; k++)
			plain = !def->inputs[k].variadic && !def->inputs[k].optional;
		bool axis = false, stack = false;
		for (uint32_t k = 0; k < def->numAttrs; k++) {
			axis |= !strcmp(def->attrs[k].name->str, "axis");
			stack |= !strcmp(def->attrs[k].name->str, "use_stack");
		}
		if (!plain || (def->role != PIR_ROLE_ARRAY_SUM && (!axis || !stack)))
			return fail(L, S.roleNode,
				    "role '%s' needs %u plain input%s and %s (array_to_tensor: the array, attributes axis and "
				    "use_stack; tensor_to_array: the array and the tensor, the same attributes; array_sum: a "
				    "vec of arrays)",
				    pirOpRoleName(def->role), want, want == 1 ? "" : "s",
				    def->role == PIR_ROLE_ARRAY_TO_TENSOR ? "one or two results" : "one result");
	}
	/* select (the index, the choices: variadic; one result) and route (the
	 * index, x; the results: variadic): the passes read them by position */
	if (def->role == PIR_ROLE_SELECT || def->role == PIR_ROLE_ROUTE) {
		bool sel = def->role == PIR_ROLE_SELECT;
		bool plain = def->numInputs == 2 && def->numOutputs == 1 && !def->inputs[0].variadic &&
			     !def->inputs[0].optional && def->inputs[1].variadic == sel && !def->inputs[1].optional &&
			     def->outputs[0].variadic != sel;
		if (!plain)
			return fail(L, S.roleNode,
				    "role '%s' needs two inputs and one result (select: the index and the choices, variadic; "
				    "one plain result; route: the index and x, plain; the results, variadic)",
				    pirOpRoleName(def->role));
	}
	if (S.container) {
		if (S.roleNode)
			return fail(L, S.roleNode, "an op with a 'container' mapping has the container role; remove 'role'");
		if (!parseAlias(L, S.container, def, &def->container, &def->numContainer))
			return false;
		def->role = PIR_ROLE_CONTAINER;
	}
	bool isVar = def->role == PIR_ROLE_VARIABLE_READ || def->role == PIR_ROLE_VARIABLE_WRITE;
	if (isVar && !S.varNode)
		return fail(L, S.roleNode, "role '%s' needs 'variable: {key: ..., storage: ...}'", pirOpRoleName(def->role));
	if (S.varNode && !isVar)
		return fail(L, S.varNode, "'variable' is given, but the op's role is not variable_read or variable_write");
	if (S.varNode) {
		bool found = false;
		for (uint32_t i = 0; i < def->numAttrs; i++)
			found |= def->attrs[i].name == def->varKey;
		if (!found)
			return fail(L, S.varNode, "variable key '%s' is not one of the op's attributes", def->varKey->str);
	}
	if (S.flowNode && def->maxRegions == 0)
		return fail(L, S.flowNode, "'region_flow' is given, but the op has no regions (add 'regions')");
	yaml_node_t **eraNodes = NULL;
	if (S.erasNode && !parseEras(L, S.erasNode, def, &eraNodes))
		return false;
	char eraErr[320];
	uint32_t badEra;
	if (!pirOpDefResolveEras(L->ctx, def, &badEra, eraErr, sizeof eraErr))
		return fail(L, eraNodes[badEra], "%s", eraErr);
	PirOpInfo *info = registerOp(L, S.nameNode, name, def, S.traits, &S.iface);
	if (!info)
		return false;
	if (S.termNode)
		addPending(L, PENDING_TERMINATOR, info->name, def->terminator, S.termNode);
	PirIdent *taken = pirOpInfoDeclareAliases(L->ctx, info, def->aliases, def->numAliases);
	if (taken)
		return fail(L, n, "alias '%s' of '%s' is already an op", taken->str, info->name->str);
	if (S.backNode) {
		char full[256];
		snprintf(full, sizeof full, "%s.%s", L->dialect->name->str, def->backward->str);
		addPending(L, PENDING_BACKWARD, info->name, pirIdentGetCStr(L->ctx, full), S.backNode);
	}
	if (S.backArgsNode) {
		if (!S.backNode)
			return fail(L, S.backArgsNode, "'backward_args' is given, but the op has no 'backward' op they would bind");
		char full[256];
		snprintf(full, sizeof full, "%s.%s", L->dialect->name->str, def->backward->str);
		addPending(L, PENDING_BACKWARD_ARGS, info->name, pirIdentGetCStr(L->ctx, full), S.backArgsNode);
	}
	if (S.functionalNode) {
		if (!def->numInplace)
			return fail(L, S.functionalNode, "'functional_op' is given, but '%s' has no 'inplace' mapping whose write it would compute",
				    info->name->str);
		addPending(L, PENDING_FUNCTIONAL, info->name, def->functionalOp, S.functionalNode);
	}
	/* Like Paddle's op generator: an op with an inplace mapping whose name
	 * has no trailing '_' also defines its inplace twin. */
	size_t len = strlen(name);
	if (def->numInplace && name[len - 1] != '_') {
		char twinName[256];
		snprintf(twinName, sizeof twinName, "%s_", name);
		PirOpDef *tdef = pirArenaDup(&L->ctx->arena, def, sizeof *def);
		tdef->numView = 0;
		tdef->view = NULL;
		tdef->numAliases = 0;
		tdef->aliases = NULL;
		uint32_t ttraits = (S.traits & ~(uint32_t)(PIR_TRAIT_READ_ONLY | PIR_TRAIT_HAS_VALUE_SEMANTICS |
						       PIR_TRAIT_VIEW_LIKE | PIR_TRAIT_COMMUTATIVE |
						       PIR_TRAIT_WRITES_VIEWS | PIR_TRAIT_SPECULATABLE)) |
				   PIR_TRAIT_INPLACE;
		PirOpInfo *twin = registerOp(L, S.nameNode, twinName, tdef, ttraits, &S.iface);
		if (!twin)
			return false;
		info->twin = twin;
		twin->twin = info;
	} else if (name[len - 1] == '_') {
		char baseName[256];
		snprintf(baseName, sizeof baseName, "%s.%.*s", L->dialect->name->str, (int)(len - 1), name);
		PirOpInfo *base = pirContextLookupOpInfo(L->ctx, pirIdentGetCStr(L->ctx, baseName));
		if (base && base->registered) {
			info->twin = base;
			base->twin = info;
		}
	}
	return true;
}

/* libyaml has no allocator hooks (yaml_malloc calls malloc), so its
 * allocations cannot go through pirMalloc. Instead every libyaml call that
 * can fail is checked here, and a memory failure is handed to the same
 * out-of-memory path as the library's own (pirOutOfMemory: pir-opt's
 * handler, else the recovery point of pirDialectLoadString, which deletes
 * libyaml's state). The size is not known: libyaml does not say it.
 * lit-tests/driver/out-of-memory-sweep.test fails each allocation of a
 * --dialect run in turn, libyaml's included (an LD_PRELOAD shim sees them
 * where a hook could not). Some of libyaml's allocation failures (a tag's
 * strdup in the composer) fail the load without recording any error:
 * those are out of memory too. The loader uses no libyaml emitter. */
static void yamlError(Loader *L)
{
	const yaml_parser_t *parser = &L->parser;
	if (parser->error == YAML_MEMORY_ERROR || parser->error == YAML_NO_ERROR)
		pirOutOfMemory(0);
	PirLocation loc = {L->file, (uint32_t)parser->problem_mark.line + 1, (uint32_t)parser->problem_mark.column + 1};
	pirEmitError(L->ctx, loc, "malformed YAML: %s%s%s", parser->problem ? parser->problem : "syntax error",
		     parser->context ? " " : "", parser->context ? parser->context : "");
}

/* A fresh libyaml parser on the text; its initialisation fails only for
 * memory (it frees what it had). */
static void startParser(Loader *L, const char *text, size_t len)
{
	if (!yaml_parser_initialize(&L->parser))
		pirOutOfMemory(0);
	L->parserLive = true;
	yaml_parser_set_input_string(&L->parser, (const unsigned char *)text, len);
}

static void stopParser(Loader *L)
{
	yaml_parser_delete(&L->parser);
	L->parserLive = false;
}

static void loaderFree(Loader *L)
{
	if (!L)
		return;
	if (L->eventLive)
		yaml_event_delete(&L->event);
	if (L->parserLive)
		yaml_parser_delete(&L->parser);
	if (L->docLive)
		yaml_document_delete(&L->doc);
	free(L->pending);
	pirPtrMapFree(&L->lists);
	free(L);
}

/* How deep collections (flow or block) may nest in a dialect file; the
 * shipped files need 6 levels. */
enum { MAX_YAML_DEPTH = 64 };

/* The nesting of the file's collections, checked on libyaml's events
 * before a document is composed: libyaml's scanner costs the flow depth
 * on every token (its stack of possible simple keys) and its composer
 * recurses once per level, so a file nested 40,000 deep took 9.5 s and
 * 100,000 over a minute. The events stream: the check stops at the limit,
 * having scanned past it only libyaml's look-ahead for a simple key (at
 * most 1,024 characters). A syntax error is left to the load that
 * follows, which reports it (having gone no deeper than the limit); a
 * memory failure is reported here. */
static bool checkDepth(Loader *L, const char *text, size_t len)
{
	startParser(L, text, len);
	int depth = 0;
	bool ok = true;
	while (ok && yaml_parser_parse(&L->parser, &L->event)) {
		L->eventLive = true;
		yaml_event_type_t t = L->event.type;
		PirLocation loc = {L->file, (uint32_t)L->event.start_mark.line + 1, (uint32_t)L->event.start_mark.column + 1};
		yaml_event_delete(&L->event);
		L->eventLive = false;
		if ((t == YAML_SEQUENCE_START_EVENT || t == YAML_MAPPING_START_EVENT) && ++depth > MAX_YAML_DEPTH) {
			pirEmitError(L->ctx, loc, "YAML nested too deeply (more than %d levels of sequences and mappings)",
				     MAX_YAML_DEPTH);
			ok = false;
		}
		if (t == YAML_SEQUENCE_END_EVENT || t == YAML_MAPPING_END_EVENT)
			depth--;
		/* After an error libyaml returns success with no event, again
		 * and again. */
		if (t == YAML_STREAM_END_EVENT || t == YAML_NO_EVENT || L->parser.error != YAML_NO_ERROR)
			break;
	}
	if (L->parser.error == YAML_MEMORY_ERROR)
		pirOutOfMemory(0);
	stopParser(L);
	return ok;
}

/* The whole load, on a Loader that pirDialectLoadString frees. */
static bool loadDialect(Loader *L, const char *text, size_t len)
{
	PirContext *ctx = L->ctx;
	if (!checkDepth(L, text, len))
		return false;
	startParser(L, text, len);
	if (!yaml_parser_load(&L->parser, &L->doc)) {
		yamlError(L);
		return false;
	}
	L->docLive = true;
	/* One document per file: a second one ("---") would be ignored. */
	yaml_document_t extra;
	if (yaml_parser_load(&L->parser, &extra)) {
		yaml_node_t *r2 = yaml_document_get_root_node(&extra);
		PirLocation loc = {L->file, (uint32_t)extra.start_mark.line + 1, (uint32_t)extra.start_mark.column + 1};
		yaml_document_delete(&extra);
		if (r2) {
			pirEmitError(ctx, loc, "a dialect file holds one YAML document; this second document would be ignored");
			return false;
		}
	} else {
		yamlError(L);
		return false;
	}
	stopParser(L);
	yaml_node_t *root = yaml_document_get_root_node(&L->doc);
	if (!root) {
		pirEmitError(ctx, ((PirLocation){L->file, 1, 1}), "empty dialect file: expected keys 'dialect' and 'ops'");
		return false;
	}
	if (root->type != YAML_MAPPING_NODE) {
		fail(L, root, "expected a mapping with keys 'dialect', 'summary' and 'ops'");
		goto out;
	}
	if (!checkDuplicateKeys(L, root))
		goto out;
	yaml_node_t *ops = NULL, *aliases = NULL, *handles = NULL, *resultAttrs = NULL, *jsonTypes = NULL;
	yaml_node_t *spellings = NULL, *kindPrefix = NULL, *snapshots = NULL, *paddleReads = NULL, *printed = NULL;
	const char *summary = NULL;
	for (yaml_node_pair_t *p = root->data.mapping.pairs.start; p < root->data.mapping.pairs.top; p++) {
		yaml_node_t *k = node(L, p->key), *v = node(L, p->value);
		const char *key = scalar(k), *s;
		if (key && !strcmp(key, "dialect")) {
			if (!expectScalar(L, v, "the dialect name", &s))
				goto out;
			if (!isIdentifier(s)) {
				fail(L, v, "invalid dialect name '%s' (letters, digits and '_')", s);
				goto out;
			}
			L->dialect = pirContextGetOrCreateDialect(ctx, s);
		} else if (key && !strcmp(key, "summary")) {
			if (!expectScalar(L, v, "a one-line summary", &summary))
				goto out;
		} else if (key && !strcmp(key, "ops")) {
			ops = v;
		} else if (key && !strcmp(key, "aliases")) {
			aliases = v;
		} else if (key && !strcmp(key, "handle_types")) {
			handles = v;
		} else if (key && !strcmp(key, "result_attributes")) {
			resultAttrs = v;
		} else if (key && !strcmp(key, "json_types")) {
			jsonTypes = v;
		} else if (key && !strcmp(key, "tensor_spellings")) {
			spellings = v;
		} else if (key && !strcmp(key, "attribute_kind_prefix")) {
			kindPrefix = v;
		} else if (key && !strcmp(key, "snapshots")) {
			snapshots = v;
		} else if (key && !strcmp(key, "paddle_reads")) {
			paddleReads = v;
		} else if (key && !strcmp(key, "printed_spellings")) {
			printed = v;
		} else {
			fail(L, k,
			     "unknown key '%s' (expected dialect, summary, aliases, handle_types, result_attributes, json_types, "
			     "tensor_spellings, attribute_kind_prefix, snapshots, paddle_reads, printed_spellings or ops)",
			     key ? key : "");
			goto out;
		}
	}
	if (!L->dialect) {
		fail(L, root, "missing 'dialect' (the name of the dialect the ops belong to)");
		goto out;
	}
	if (summary)
		L->dialect->summary = pirIdentGetCStr(ctx, summary);
	if (snapshots && !parseSnapshots(L, snapshots, paddleReads))
		goto out;
	if (printed && !snapshots) {
		fail(L, printed, "'printed_spellings' names snapshots, but the dialect has no 'snapshots'");
		goto out;
	}
	if (printed && !parsePrintedSpellings(L, printed))
		goto out;
	if (paddleReads && !snapshots) {
		fail(L, paddleReads, "'paddle_reads' names snapshots, but the dialect has no 'snapshots'");
		goto out;
	}
	if (aliases) {
		PirIdent **names;
		uint32_t n;
		if (!parseNameList(L, aliases, "old dialect names", &names, &n))
			goto out;
		PirIdent *taken = pirDialectDeclareAliases(ctx, L->dialect, names, n);
		if (taken) {
			PirDialect *other = pirContextLookupDialect(ctx, taken);
			fail(L, aliases, "dialect alias '%s' already names dialect '%s'", taken->str,
			     (other ? other : pirContextLookupDialectAlias(ctx, taken))->name->str);
			goto out;
		}
	}
	if (handles) {
		PirIdent **names;
		uint32_t n;
		if (!parseNameList(L, handles, "handle type names without the dialect prefix", &names, &n))
			goto out;
		pirDialectDeclareHandleTypes(ctx, L->dialect, names, n);
	}
	if (resultAttrs) {
		PirIdent **names;
		uint32_t n;
		if (!parseNameList(L, resultAttrs, "attribute names", &names, &n))
			goto out;
		pirDialectDeclareResultAttributes(ctx, L->dialect, names, n);
	}
	if (jsonTypes && !parseJsonTypes(L, jsonTypes))
		goto out;
	if (spellings && !parseTensorSpellings(L, spellings))
		goto out;
	if (kindPrefix) {
		bool on;
		if (!parseBool(L, kindPrefix, &on))
			goto out;
		if (on)
			pirDialectDeclareAttributeKindPrefix(ctx, L->dialect);
	}
	if (!ops)
		goto out;
	if (ops->type != YAML_SEQUENCE_NODE) {
		fail(L, ops, "'ops' must be a list of op definitions");
		goto out;
	}
	for (yaml_node_item_t *it = ops->data.sequence.items.start; it < ops->data.sequence.items.top; it++)
		if (!parseOp(L, node(L, *it)))
			break;
	/* Names that may refer to ops further down the file. */
	for (size_t i = 0; L->ok && i < L->numPending; i++) {
		Pending *pd = &L->pending[i];
		PirOpInfo *info = pirContextLookupOpInfo(ctx, pd->name);
		bool term = pd->kind == PENDING_TERMINATOR;
		if ((!info || !info->registered) && term && !dialectLoaded(ctx, pd->name)) {
			/* An op of a dialect loaded later: checked when it loads. */
			pirPtrVecPush(&ctx->deferredTerminators, pirContextLookupOpInfo(ctx, pd->op));
			continue;
		}
		if (!info || !info->registered) {
			PirOpInfo *sugg = pirContextExplainUnknownOp(ctx, pd->name, UINT32_MAX, UINT32_MAX).suggestion;
			pirEmitError(ctx, pd->loc, "%s op '%s' of '%s' is not defined%s%s%s",
				     term ? "terminator" : pd->kind == PENDING_FUNCTIONAL ? "functional" : "backward", pd->name->str,
				     pd->op->str, sugg ? "; did you mean '" : "", sugg ? sugg->name->str : "", sugg ? "'?" : "");
			L->ok = false;
		} else if (term && !pirOpInfoHasTrait(info, PIR_TRAIT_TERMINATOR)) {
			pirEmitError(ctx, pd->loc, "terminator op '%s' of '%s' does not have the Terminator trait",
				     pd->name->str, pd->op->str);
			L->ok = false;
		} else if (pd->kind == PENDING_FUNCTIONAL) {
			L->ok = checkFunctionalOp(ctx, pd, info);
		} else if (pd->kind == PENDING_BACKWARD_ARGS) {
			L->ok = checkBackwardArgs(ctx, pd, info);
		} else if (!term && !pirContextLookupOpInfo(ctx, pd->op)->def->numBackwardArgs) {
			/* The backward of an op with backward_args may be a forward
			 * op (gather_grad's is gather), which strip-backward must
			 * keep: only a backward named plainly is a grad op. */
			/* Resolved once, for the op and its inplace twin: strip-backward asks for the flag. */
			info->isGrad = true;
			if (info->twin)
				info->twin->isGrad = true;
		}
	}
	if (L->ok)
		L->ok = checkDeferredTerminators(ctx, L->dialect);
out:
	return L->ok;
}

bool pirDialectLoadString(PirContext *ctx, const char *fileName, const char *text, size_t len)
{
	Loader *volatile L = NULL;
	PirOomRecovery r;
	pirOomPush(&r);
	if (setjmp(r.env)) { /* out of memory (and no handler): see arena.h */
		pirOomPop(&r);
		loaderFree(L);
		pirDiagnosticsUnmute(ctx);
		pirEmitError(ctx, ((PirLocation){pirIdentGetCStr(ctx, fileName), 1, 1}),
			     "out of memory while loading the YAML file");
		return false;
	}
	pirContextRegisterHooks(ctx, pirControlFlowHooks);
	pirContextRegisterHooks(ctx, pirVecHooks);
	L = pirCalloc(1, sizeof *L);
	L->ctx = ctx;
	L->file = pirIdentGetCStr(ctx, fileName);
	pirContextAddSource(ctx, L->file, text, len);
	L->ok = true;
	bool ok = loadDialect(L, text, len);
	pirOomPop(&r);
	loaderFree(L);
	return ok;
}

bool pirDialectLoadFile(PirContext *ctx, const char *path)
{
	FILE *volatile f = NULL;
	char *volatile buf = NULL;
	PirOomRecovery r;
	pirOomPush(&r);
	if (setjmp(r.env)) { /* out of memory (and no handler): see arena.h */
		pirOomPop(&r);
		if (f)
			fclose(f);
		free(buf);
		pirDiagnosticsUnmute(ctx);
		pirEmitError(ctx, ((PirLocation){pirIdentGetCStr(ctx, path), 1, 1}), "out of memory while loading the YAML file");
		return false;
	}
	PirIdent *file = pirIdentGetCStr(ctx, path);
	f = fopen(path, "rb");
	if (!f && errno == ENOMEM)
		pirOutOfMemory(BUFSIZ); /* fopen's FILE and buffer */
	if (!f) {
		pirOomPop(&r);
		/* No line to point at: the location names the file only. */
		pirEmitError(ctx, ((PirLocation){file, 1, 1}), "cannot open dialect file: %s", strerror(errno));
		return false;
	}
	size_t len = 0, cap = 0, n;
	do {
		if (len + 4096 > cap) {
			cap = cap ? cap * 2 : 8192;
			buf = pirRealloc(buf, cap + 1);
		}
		n = fread(buf + len, 1, cap - len, f);
		len += n;
	} while (n);
	fclose(f);
	f = NULL;
	buf[len] = '\0';
	/* The text stays alive in the context: diagnostics may quote it. */
	char *kept = pirArenaDup(&ctx->arena, buf, len + 1);
	free(buf);
	buf = NULL;
	pirOomPop(&r);
	return pirDialectLoadString(ctx, path, kept, len);
}
