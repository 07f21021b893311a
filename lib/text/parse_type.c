/* parse_type.c: reading types: builtin scalars, vec[...], the tensor and
 * vtensor spellings of every era (tensor<2x-1xf32>, and the dialects'
 * tensor_spellings: pd_op.tensor<...>, builtin.tensor<...>), <<NULL TYPE>>, and dialect types kept verbatim. */
#include <stdlib.h>
#include <string.h>

#include "parser_impl.h"

/* The bare spellings are the text format's own; the dialect-prefixed ones
 * (pd_op.tensor, builtin.vtensor) come from the dialects' tensor_spellings. */
bool pirP_isTensorSpelling(PirParser *P, const PirToken *t, bool *vtensor)
{
	if (pirP_tokIs(t, "tensor")) {
		*vtensor = false;
		return true;
	}
	if (pirP_tokIs(t, "vtensor") || pirP_tokIs(t, "v_tensor")) {
		*vtensor = true;
		return true;
	}
	if (t->kind != TOK_IDENT || !memchr(t->text, '.', t->len))
		return false;
	PirTensorSpelling k = pirContextLookupTensorSpelling(P->ctx, t->text, t->len);
	*vtensor = k == PIR_TENSOR_SPELLING_VALUE;
	return k != PIR_TENSOR_SPELLING_NONE;
}

static bool endsWith(const PirToken *t, const char *suffix)
{
	size_t n = strlen(suffix);
	return t->len > n && memcmp(t->text + t->len - n, suffix, n) == 0;
}

/* tensor-body ::= (dim 'x')* type '>'      dim ::= '-'? digit+ | '?'
 * Scanned by hand: "64x3xf32" is not made of ordinary tokens. */
static PirType *parseTensorBody(PirParser *P, const PirToken *head, bool vtensor)
{
	int64_t small[16];
	int64_t *dims = small;
	size_t rank = 0, cap = 16;
	PirLexer *lx = &P->lx;
	for (;;) {
		const char *p = lx->p;
		int64_t d;
		if (*p == '?') {
			d = -1;
			p++;
		} else if ((*p >= '0' && *p <= '9') || (*p == '-' && p[1] >= '0' && p[1] <= '9')) {
			const char *s = p++;
			while (*p >= '0' && *p <= '9')
				p++;
			if (!pirP_parseInt64(s, (size_t)(p - s), &d) || d < -1) {
				PirToken t = {.line = lx->line, .col = pirLexerColumn(lx, s)};
				pirP_errorAt(P, &t, "invalid dimension '%.*s' in %.*s type", (int)(p - s), s, (int)head->len,
					head->text);
				goto fail;
			}
		} else {
			break;
		}
		if (*p != 'x') {
			PirToken t = {.line = lx->line, .col = pirLexerColumn(lx, p)};
			pirP_errorAt(P, &t, "expected 'x' after a dimension of the %.*s type", (int)head->len, head->text);
			goto fail;
		}
		lx->p = p + 1;
		if (rank == cap) {
			cap *= 2;
			int64_t *nd = pirMalloc(cap * sizeof *nd);
			memcpy(nd, dims, rank * sizeof *nd);
			if (dims != small)
				free(dims);
			dims = nd;
		}
		dims[rank++] = d;
	}
	pirP_next(P);
	PirType *elem = pirP_parseType(P);
	if (!elem)
		goto fail;
	if (P->tok.kind != TOK_GREATER) {
		char what[64];
		snprintf(what, sizeof what, "%.*s type", (int)(head->len > 40 ? 40 : head->len), head->text);
		pirP_unclosed(P, TOK_GREATER, head, what, false);
		goto fail;
	}
	pirP_next(P);
	PirType *t = vtensor ? pirTypeGetVTensor(P->ctx, elem, (uint32_t)rank, dims)
			     : pirTypeGetTensor(P->ctx, elem, (uint32_t)rank, dims);
	if (dims != small)
		free(dims);
	return t;
fail:
	if (dims != small)
		free(dims);
	return NULL;
}

/* type ::= scalar | '<<NULL TYPE>>' | 'vec' '[' (type (',' type)*)? ']'
 *        | tensor-spelling '<' tensor-body | dialect-type
 * tensor-spelling ::= 'tensor' | 'pd.tensor' | 'pd_op.tensor' | 'builtin.tensor' | 'vtensor' ...
 * dialect-type ::= ident-with-dot ('<' ... '>')? | kernel-name '_tensor' '<' ... '>' */
PirType *pirP_parseType(PirParser *P)
{
	PirToken t = P->tok;
	if (t.kind == TOK_NULL_TYPE) {
		pirP_next(P);
		return pirTypeGetNull(P->ctx);
	}
	if (t.kind != TOK_IDENT) {
		pirP_expected(P, "a type");
		return NULL;
	}
	if (++P->typeDepth > MAX_TYPE_DEPTH) {
		pirP_errorAt(P, &t, "types nested too deeply (more than %d levels)", MAX_TYPE_DEPTH);
		return NULL;
	}
	PirType *result = NULL;
	PirTypeKind sk = pirScalarTypeFromName(t.text, t.len);
	bool vt;
	if (sk != PIR_TYPE_NULL) {
		pirP_next(P);
		result = pirTypeGetScalar(P->ctx, sk);
	} else if (pirP_tokIs(&t, "vec") && *P->lx.p == '[') {
		pirP_next(P);
		PirToken open = P->tok;
		pirP_next(P);
		size_t base = P->ptrs.len;
		while (P->tok.kind != TOK_RBRACKET) {
			PirType *e = pirP_parseType(P);
			if (!e)
				goto out;
			pirPtrVecPush(&P->ptrs, e);
			if (P->tok.kind == TOK_COMMA)
				pirP_next(P);
			else if (P->tok.kind != TOK_RBRACKET) {
				pirP_unclosed(P, TOK_RBRACKET, &open, "vec type", true);
				goto out;
			}
		}
		pirP_next(P);
		result = pirTypeGetVector(P->ctx, (uint32_t)(P->ptrs.len - base), (PirType **)P->ptrs.data + base);
		P->ptrs.len = base;
	} else if (*P->lx.p == '<' && pirP_isTensorSpelling(P, &t, &vt)) {
		if (memchr(t.text, '.', t.len))
			P->tensorsPaddle++;
		else
			P->tensorsBare++;
		/* Look the whole spelling up before parsing it: the outermost
		 * tensor only (a type nested N deep would cost N scans of
		 * its text), and no further than the nesting allowed (a
		 * deeper type fails at that depth; a 14 MB line of nested
		 * tensors took 200 scans of it). */
		const char *end = P->lx.p + 1;
		int nest = 1;
		bool look = PIR_SPEED_ONLY(P->tensorNest == 0); /* the type cache */
		while (look && *end && *end != '\n' && nest && nest <= MAX_TYPE_DEPTH) {
			nest += (*end == '<') - (*end == '>');
			end++;
		}
		size_t len = (size_t)(end - t.text);
		uint32_t h = 0;
		PirType *cached = look && !nest ? pirP_cacheFind(&P->typeCache, t.text, len, NULL, &h) : NULL;
		if (cached) {
			P->lx.p = end;
			pirP_next(P);
			result = cached;
		} else {
			P->lx.p++;
			P->tensorNest++;
			result = parseTensorBody(P, &t, vt);
			P->tensorNest--;
			if (result && look && !nest)
				pirP_cacheStore(&P->typeCache, h, t.text, len, NULL, result);
		}
	} else if (memchr(t.text, '.', t.len) || endsWith(&t, "_tensor") || endsWith(&t, "_tensor_array")) {
		/* Dialect types are kept verbatim. */
		if (*P->lx.p == '<') {
			P->lx.p++;
			if (!pirLexerScanBalanced(&P->lx, '<', '>')) {
				pirP_errorAt(P, &t, "unterminated '<' in type '%.*s'", (int)t.len, t.text);
				goto out;
			}
		}
		result = pirTypeGetDialect(P->ctx, t.text, (size_t)(P->lx.p - t.text));
		pirP_next(P);
	} else {
		pirP_errorAt(P, &t, "unknown type '%.*s'", (int)t.len, t.text);
	}
out:
	P->typeDepth--;
	return result;
}
