/* parse_attribute.c: reading attributes and attribute dictionaries, typed
 * ((Int32)1, (pd_op.IntArray)[1,2]) and untyped (the 2023 and late-2024
 * spellings), re-typed by the op definition. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "parser_impl.h"

static bool isLayoutName(const char *s, size_t n)
{
	static const char *const names[] = {"NCHW", "NHWC", "NDHWC", "NCDHW", "ONEDNN", "SPARSE_COO",
					    "SPARSE_CSR", "PSTRING_UNION", "STRIDED", "ANY", "MKLDNN"};
	for (size_t i = 0; i < sizeof names / sizeof *names; i++)
		if (strlen(names[i]) == n && memcmp(names[i], s, n) == 0)
			return true;
	return false;
}

/* int-list ::= '[' (int (',' int)*)? ']' | '<' int* '>' */
static PirAttribute *parseIntList(PirParser *P, PirTokenKind close, const char *what)
{
	size_t base = P->ptrs.len;
	int64_t *vals = NULL;
	size_t n = 0;
	PirAttribute *a = NULL;
	pirP_next(P); /* the opening bracket */
	while (P->tok.kind != close) {
		int64_t v;
		if (P->tok.kind == TOK_LPAREN) { /* (Int64)3 inside an IntArray */
			pirP_next(P);
			if (!pirP_expect(P, TOK_IDENT, "an integer kind") || !pirP_expect(P, TOK_RPAREN, "')'"))
				goto out;
		}
		if (P->tok.kind != TOK_INT || !pirP_parseInt64(P->tok.text, P->tok.len, &v)) {
			pirP_expected(P, what);
			goto out;
		}
		vals = pirRealloc(vals, (n + 1) * sizeof *vals);
		vals[n++] = v;
		pirP_next(P);
		if (P->tok.kind == TOK_COMMA)
			pirP_next(P);
	}
	pirP_next(P);
	a = pirAttrGetIntArray(P->ctx, (uint32_t)n, vals);
out:
	free(vals);
	P->ptrs.len = base;
	return a;
}

/* array ::= '[' (attribute (',' attribute)*)? ']' */
static bool parseArray(PirParser *P, AttrResult *r)
{
	PirToken open = P->tok;
	pirP_next(P);
	size_t base = P->ptrs.len;
	bool allUntypedInts = true;
	while (P->tok.kind != TOK_RBRACKET) {
		AttrResult e;
		if (P->tok.kind == TOK_EOF) {
			P->ptrs.len = base;
			return pirP_unclosed(P, TOK_RBRACKET, &open, "array", false);
		}
		if (!pirP_parseAttr(P, &e)) {
			P->ptrs.len = base;
			return false;
		}
		if (!e.untyped || (e.attr->kind != PIR_ATTR_INT32 && e.attr->kind != PIR_ATTR_INT64))
			allUntypedInts = false;
		pirPtrVecPush(&P->ptrs, e.attr);
		if (P->tok.kind == TOK_COMMA)
			pirP_next(P);
		else if (P->tok.kind != TOK_RBRACKET) {
			P->ptrs.len = base;
			return pirP_unclosed(P, TOK_RBRACKET, &open, "array", true);
		}
	}
	pirP_next(P);
	r->attr = pirAttrGetArray(P->ctx, (uint32_t)(P->ptrs.len - base), (PirAttribute **)P->ptrs.data + base);
	/* An empty [] is untyped too: late-2024 text prints an empty IntArray so. */
	r->untyped = allUntypedInts;
	P->ptrs.len = base;
	return true;
}

/* place ::= 'Place' '(' text ')'   (spaces inside are dropped) */
static PirAttribute *parsePlace(PirParser *P)
{
	PirToken head = P->tok;
	if (!pirP_tokIs(&head, "Place") || *P->lx.p != '(') {
		pirP_expected(P, "Place(...)");
		return NULL;
	}
	const char *s = ++P->lx.p;
	if (!pirLexerScanBalanced(&P->lx, '(', ')')) {
		pirP_errorAt(P, &head, "unterminated 'Place('");
		return NULL;
	}
	/* The text without spaces, however long (P->str is the scratch). */
	size_t len = (size_t)(P->lx.p - 1 - s), n = 0;
	if (len + 1 > P->strCap) {
		P->strCap = len + 64;
		P->str = pirRealloc(P->str, P->strCap);
	}
	for (const char *q = s; q < P->lx.p - 1; q++)
		if (*q != ' ')
			P->str[n++] = *q;
	pirP_next(P);
	return pirAttrGetText(P->ctx, PIR_ATTR_PLACE, P->str, n);
}

/* layout ::= ident | 'Undefined' '(' 'AnyLayout' ')' */
static PirAttribute *parseLayout(PirParser *P)
{
	PirToken t = P->tok;
	if (t.kind != TOK_IDENT) {
		pirP_expected(P, "a data layout");
		return NULL;
	}
	if (*P->lx.p == '(') {
		P->lx.p++;
		if (!pirLexerScanBalanced(&P->lx, '(', ')')) {
			pirP_errorAt(P, &t, "unterminated '(' in data layout");
			return NULL;
		}
	}
	PirAttribute *a = pirAttrGetText(P->ctx, PIR_ATTR_DATA_LAYOUT, t.text, (size_t)(P->lx.p - t.text));
	pirP_next(P);
	return a;
}

/* (X), and (d.X) for a dialect d with attribute_kind_prefix (pd_op, pd):
 * the kind without the prefix. Compared in place (two snprintf calls a
 * check were 15% of reading a small --split-input-file chunk). */
static PirToken kindName(PirContext *ctx, const PirToken *t)
{
	PirToken k = *t;
	const char *dot = k.kind == TOK_IDENT ? memchr(k.text, '.', k.len) : NULL;
	if (dot && pirContextIsAttributeKindPrefix(ctx, k.text, (size_t)(dot - k.text))) {
		k.len -= (uint32_t)(dot + 1 - k.text);
		k.text = dot + 1;
	}
	return k;
}

static bool prefixIs(const PirToken *t, const char *name)
{
	size_t len = strlen(name);
	return t->kind == TOK_IDENT && t->len == len && !memcmp(t->text, name, len);
}

/* typed ::= '(' kind ')' value, e.g. (Int32)1 (Float)-inf (pd_op.DataType)float32
 *         | '(' hex ')'   (a CINN kernel_info pointer) */
static bool parseTyped(PirParser *P, AttrResult *r)
{
	PirToken open = P->tok;
	pirP_next(P);
	PirToken k = P->tok;
	PirContext *ctx = P->ctx;
	r->untyped = false;
	if (k.kind == TOK_HEX) {
		uint64_t v;
		if (!pirP_parseHex(k.text, k.len, &v))
			return pirP_errorAt(P, &k, "pointer '%.*s' does not fit in 64 bits", (int)k.len, k.text);
		pirP_next(P);
		if (!pirP_expect(P, TOK_RPAREN, "')' after the pointer"))
			return false;
		r->attr = pirAttrGetPointer(ctx, v);
		return true;
	}
	if (k.kind != TOK_IDENT)
		return pirP_expected(P, "an attribute kind such as Int32 after '('");
	pirP_next(P);
	if (P->tok.kind != TOK_RPAREN) {
		char b[64];
		return pirP_errorAt(P, &P->tok, "expected ')' to close the attribute kind opened at %u:%u, found %s", open.line,
			       open.col, pirP_found(P, b, sizeof b));
	}
	if (pirP_tokIs(&k, "String") || pirP_tokIs(&k, "Str")) {
		/* (String)text: the value runs to the next delimiter. */
		const char *s = P->lx.p;
		pirLexerScanBareWord(&P->lx);
		r->attr = pirAttrGetStr(ctx, s, (size_t)(P->lx.p - s));
		pirP_next(P);
		return true;
	}
	pirP_next(P);
	PirToken v = P->tok;
	if (pirP_tokIs(&k, "Int32") || pirP_tokIs(&k, "Int64") || pirP_tokIs(&k, "Index")) {
		int64_t x;
		if (v.kind != TOK_INT || !pirP_parseInt64(v.text, v.len, &x))
			return pirP_expected(P, "an integer");
		if (pirP_tokIs(&k, "Int32") && (x < INT32_MIN || x > INT32_MAX))
			return pirP_errorAt(P, &v, "integer %.*s does not fit in Int32", (int)v.len, v.text);
		pirP_next(P);
		r->attr = pirP_tokIs(&k, "Int32") ? pirAttrGetInt32(ctx, (int32_t)x)
			  : pirP_tokIs(&k, "Int64") ? pirAttrGetInt64(ctx, x)
					       : pirAttrGetIndex(ctx, x);
		return true;
	}
	if (pirP_tokIs(&k, "Float")) {
		float f;
		if (!pirP_tokFloat(&v, &f))
			return pirP_expected(P, "a number");
		pirP_next(P);
		r->attr = pirAttrGetFloat(ctx, f);
		return true;
	}
	if (pirP_tokIs(&k, "Double")) {
		double d;
		if (!pirP_tokDouble(&v, &d))
			return pirP_expected(P, "a number");
		pirP_next(P);
		r->attr = pirAttrGetDouble(ctx, d);
		return true;
	}
	if (pirP_tokIs(&k, "Bool")) {
		if (!pirP_tokIs(&v, "true") && !pirP_tokIs(&v, "false"))
			return pirP_expected(P, "true or false");
		pirP_next(P);
		r->attr = pirAttrGetBool(ctx, pirP_tokIs(&v, "true"));
		return true;
	}
	if (pirP_tokIs(&k, "Pointer")) {
		uint64_t x;
		if (v.kind != TOK_HEX || !pirP_parseHex(v.text, v.len, &x))
			return pirP_expected(P, "a hexadecimal pointer");
		pirP_next(P);
		r->attr = pirAttrGetPointer(ctx, x);
		return true;
	}
	if (pirP_tokIs(&k, "Complex64") || pirP_tokIs(&k, "Complex128")) {
		double re, im;
		PirAttrKind kind = pirP_tokIs(&k, "Complex64") ? PIR_ATTR_COMPLEX64 : PIR_ATTR_COMPLEX128;
		if (!pirP_expect(P, TOK_LPAREN, "'(' before the real part"))
			return false;
		if (!pirP_tokDouble(&P->tok, &re))
			return pirP_expected(P, "the real part");
		pirP_next(P);
		if (!pirP_expect(P, TOK_COMMA, "','"))
			return false;
		if (!pirP_tokDouble(&P->tok, &im))
			return pirP_expected(P, "the imaginary part");
		pirP_next(P);
		if (!pirP_expect(P, TOK_RPAREN, "')' after the imaginary part"))
			return false;
		r->attr = pirAttrGetComplex(ctx, kind, re, im);
		return true;
	}
	if (pirP_tokIs(&k, "Array")) {
		if (v.kind != TOK_LBRACKET)
			return pirP_expected(P, "'[' after (Array)");
		bool ok = parseArray(P, r);
		r->untyped = false;
		return ok;
	}
	if (pirP_tokIs(&k, "Type")) {
		PirType *t = pirP_parseType(P);
		if (!t)
			return false;
		r->attr = pirAttrGetType(ctx, t);
		return true;
	}
	PirToken kn = kindName(ctx, &k);
	if (prefixIs(&kn, "IntArray")) {
		if (v.kind != TOK_LBRACKET)
			return pirP_expected(P, "'[' after (pd_op.IntArray)");
		r->attr = parseIntList(P, TOK_RBRACKET, "an integer in the IntArray");
		return r->attr != NULL;
	}
	if (prefixIs(&kn, "DataType")) {
		if (v.kind != TOK_IDENT)
			return pirP_expected(P, "a data type name such as float32");
		pirP_next(P);
		r->attr = pirAttrGetDataType(ctx, v.text, v.len);
		return true;
	}
	if (prefixIs(&kn, "Place")) {
		r->attr = parsePlace(P);
		return r->attr != NULL;
	}
	if (prefixIs(&kn, "DataLayout")) {
		r->attr = parseLayout(P);
		return r->attr != NULL;
	}
	return pirP_errorAt(P, &k, "unknown attribute kind '(%.*s)'", (int)k.len, k.text);
}

/* attribute ::= 'true' | 'false' | string | number | array | typed
 *             | 'IntArray' ('[' ... ']' | '<' ... '>') | 'array' array
 *             | place | layout | data-type | type | '<' opaque '>' | '<#AttrNull>' | bare-word */
bool pirP_parseAttr(PirParser *P, AttrResult *r)
{
	PirToken t = P->tok;
	PirContext *ctx = P->ctx;
	r->untyped = false;
	if (++P->typeDepth > MAX_TYPE_DEPTH) {
		P->typeDepth--;
		return pirP_errorAt(P, &t, "attributes nested too deeply (more than %d levels)", MAX_TYPE_DEPTH);
	}
	bool ok = true;
	switch (t.kind) {
	case TOK_STRING: {
		const char *s;
		size_t n;
		pirP_decodeString(P, &t, &s, &n);
		r->attr = pirAttrGetStr(ctx, s, n);
		pirP_next(P);
		break;
	}
	case TOK_LBRACKET:
		ok = parseArray(P, r);
		break;
	case TOK_LPAREN:
		ok = parseTyped(P, r);
		break;
	case TOK_NULL_ATTR:
		r->attr = pirAttrGetNull(ctx);
		pirP_next(P);
		break;
	case TOK_LESS: {
		/* An opaque dialect attribute such as <backend:GPU|layout:NCHW|dtype:float32>. */
		if (!pirLexerScanBalanced(&P->lx, '<', '>')) {
			ok = pirP_errorAt(P, &t, "expected '>' to close the attribute opened here");
			break;
		}
		r->attr = pirAttrGetText(ctx, PIR_ATTR_OPAQUE, t.text, (size_t)(P->lx.p - t.text));
		pirP_next(P);
		break;
	}
	case TOK_INT: {
		int64_t v;
		if (!pirP_parseInt64(t.text, t.len, &v)) {
			ok = pirP_errorAt(P, &t, "integer '%.*s' does not fit in 64 bits", (int)t.len, t.text);
			break;
		}
		r->attr = (v >= INT32_MIN && v <= INT32_MAX) ? pirAttrGetInt32(ctx, (int32_t)v) : pirAttrGetInt64(ctx, v);
		r->untyped = true;
		pirP_next(P);
		break;
	}
	case TOK_FLOAT: {
		double d;
		pirP_tokDouble(&t, &d);
		r->attr = pirAttrGetDouble(ctx, d);
		r->untyped = true;
		pirP_next(P);
		break;
	}
	case TOK_HEX: {
		uint64_t v;
		if (!pirP_parseHex(t.text, t.len, &v)) {
			ok = pirP_errorAt(P, &t, "pointer '%.*s' does not fit in 64 bits", (int)t.len, t.text);
			break;
		}
		r->attr = pirAttrGetPointer(ctx, v);
		pirP_next(P);
		break;
	}
	case TOK_IDENT: {
		double d;
		if (pirP_tokIs(&t, "true") || pirP_tokIs(&t, "false")) {
			r->attr = pirAttrGetBool(ctx, pirP_tokIs(&t, "true"));
			pirP_next(P);
		} else if (pirP_tokDouble(&t, &d)) { /* inf, nan */
			r->attr = pirAttrGetDouble(ctx, d);
			r->untyped = true;
			pirP_next(P);
		} else if (pirP_tokIs(&t, "IntArray") && (*P->lx.p == '[' || *P->lx.p == '<')) {
			pirP_next(P);
			r->attr = parseIntList(P, P->tok.kind == TOK_LBRACKET ? TOK_RBRACKET : TOK_GREATER,
					       "an integer in the IntArray");
			ok = r->attr != NULL;
		} else if (pirP_tokIs(&t, "array") && *P->lx.p == '[') {
			pirP_next(P);
			ok = parseArray(P, r);
		} else if (pirP_tokIs(&t, "Place") && *P->lx.p == '(') {
			r->attr = parsePlace(P);
			ok = r->attr != NULL;
		} else if (pirP_tokIs(&t, "Undefined") && *P->lx.p == '(') {
			r->attr = parseLayout(P);
			ok = r->attr != NULL;
		} else if (pirIsDataTypeName(t.text, t.len) && strchr(",}] \t\r\n", *P->lx.p)) {
			r->attr = pirAttrGetText(ctx, PIR_ATTR_DATA_TYPE, t.text, t.len);
			r->untyped = true;
			pirP_next(P);
		} else if (isLayoutName(t.text, t.len) && strchr(",}] \t\r\n", *P->lx.p)) {
			r->attr = pirAttrGetText(ctx, PIR_ATTR_DATA_LAYOUT, t.text, t.len);
			r->untyped = true;
			pirP_next(P);
		} else {
			bool vt;
			bool isType = pirScalarTypeFromName(t.text, t.len) != PIR_TYPE_NULL ||
				      (pirP_tokIs(&t, "vec") && *P->lx.p == '[') ||
				      (*P->lx.p == '<' && pirP_isTensorSpelling(P, &t, &vt));
			if (isType && strchr(",}] \t\r\n[<", *P->lx.p)) {
				PirType *ty = pirP_parseType(P);
				ok = ty != NULL;
				if (ok) {
					r->attr = pirAttrGetType(ctx, ty);
					r->untyped = true;
				}
			} else {
				/* A bare 2023-era string: name:data, parameter_name:conv2d_0.w_0. */
				pirLexerScanBareWord(&P->lx);
				r->attr = pirAttrGetStr(ctx, t.text, (size_t)(P->lx.p - t.text));
				r->untyped = true;
				pirP_next(P);
			}
		}
		break;
	}
	default:
		ok = pirP_expected(P, "an attribute value");
		break;
	}
	P->typeDepth--;
	return ok;
}

/* attr-dict ::= '{' (key ':' attribute (',' key ':' attribute)*)? '}'
 * key ::= ident | string */
bool pirP_parseAttrDict(PirParser *P, PirOpInfo *info, PirAttrDict **out)
{
	PirToken open = P->tok;
	pirP_next(P);
	PirNamedAttr small[16];
	PirNamedAttr *e = small;
	size_t n = 0, cap = 16;
	PirPtrMap seen = {0}; /* names, once there are 16 */
	bool ok = false;
	while (P->tok.kind != TOK_RBRACE) {
		PirToken key = P->tok;
		PirIdent *name;
		if (key.kind == TOK_IDENT) {
			name = pirIdentGet(P->ctx, key.text, key.len);
		} else if (key.kind == TOK_STRING) {
			const char *s;
			size_t len;
			pirP_decodeString(P, &key, &s, &len);
			name = pirIdentGet(P->ctx, s, len);
		} else if (key.kind == TOK_EOF) {
			pirP_unclosed(P, TOK_RBRACE, &open, "attribute dictionary", false);
			goto out;
		} else {
			pirP_expected(P, "an attribute name");
			goto out;
		}
		pirP_next(P);
		if (!pirP_expect(P, TOK_COLON, "':' after the attribute name"))
			goto out;
		AttrResult r;
		if (!pirP_parseAttr(P, &r))
			goto out;
		if (r.untyped && info->def)
			for (uint32_t i = 0; i < info->def->numAttrs; i++)
				if (info->def->attrs[i].name == name) {
					r.attr = pirAttrCoerce(P->ctx, r.attr, info->def->attrs[i].kinds);
					break;
				}
		if (n == cap) {
			cap *= 2;
			PirNamedAttr *ne = pirMalloc(cap * sizeof *ne);
			memcpy(ne, e, n * sizeof *ne);
			if (e != small)
				free(e);
			e = ne;
		}
		/* Duplicates: a scan of short dictionaries, a map past 16 keys. */
		bool dup = false;
		if (n == 16)
			for (size_t i = 0; i < n; i++)
				pirPtrMapPut(&seen, e[i].name, e);
		if (n >= 16)
			dup = pirPtrMapGet(&seen, name) != NULL;
		for (size_t i = 0; n < 16 && i < n; i++)
			dup = dup || e[i].name == name;
		if (dup) {
			pirP_errorAt(P, &key, "duplicate attribute '%s'", name->str);
			goto out;
		}
		if (n >= 16)
			pirPtrMapPut(&seen, name, e);
		e[n++] = (PirNamedAttr){name, r.attr};
		if (P->tok.kind == TOK_COMMA)
			pirP_next(P);
		else if (P->tok.kind != TOK_RBRACE) {
			pirP_unclosed(P, TOK_RBRACE, &open, "attribute dictionary", true);
			goto out;
		}
	}
	pirP_next(P);
	*out = pirAttrDictGet(P->ctx, (uint32_t)n, e, NULL);
	ok = true;
out:
	pirPtrMapFree(&seen);
	if (e != small)
		free(e);
	return ok;
}

/* The attribute dictionary at the current '{', if there is one (else
 * *out stays NULL), looked up by its exact one-line spelling first. A
 * spelling with a backslash or a newline is not cached. */
bool pirP_parseCachedAttrDict(PirParser *P, PirOpInfo *info, PirAttrDict **out)
{
	const char *start = P->tok.text, *p = start;
	int depth = 0;
	bool inString = false;
	for (; *p && *p != '\n' && *p != '\\'; p++) {
		if (*p == '"')
			inString = !inString;
		else if (!inString && *p == '{')
			depth++;
		else if (!inString && *p == '}' && --depth == 0)
			break;
	}
	bool cacheable = PIR_SPEED_ONLY(*p == '}');
	size_t len = cacheable ? (size_t)(p + 1 - start) : 0;
	uint32_t h = 0;
	PirAttrDict *d = cacheable ? pirP_cacheFind(&P->dictCache, start, len, info, &h) : NULL;
	if (d) {
		P->lx.p = p + 1;
		pirP_next(P);
		*out = d;
		return true;
	}
	if (!pirP_atAttrDict(P)) {
		/* An op that takes no regions cannot be followed by one on its
		 * line: this is a malformed dictionary (say, a missing ':'), and
		 * its parse says exactly what is wrong. A '{' starting a line may
		 * be the next program. */
		if (!info->def || info->def->maxRegions || P->tok.lineStart)
			return true;
	}
	if (!pirP_parseAttrDict(P, info, out))
		return false;
	if (cacheable)
		pirP_cacheStore(&P->dictCache, h, start, len, info, *out);
	return true;
}

/* Is the '{' at the current token an attribute dictionary (rather than a
 * region)? It is if it is empty or starts with `key :`. */
bool pirP_atAttrDict(PirParser *P)
{
	if (P->tok.kind != TOK_LBRACE)
		return false;
	Mark m = pirP_mark(P);
	pirP_next(P);
	bool r;
	if (P->tok.kind == TOK_RBRACE) {
		r = true;
	} else if (P->tok.kind == TOK_IDENT || P->tok.kind == TOK_STRING) {
		pirP_next(P);
		r = P->tok.kind == TOK_COLON;
	} else {
		r = false;
	}
	pirP_reset(P, m);
	return r;
}
