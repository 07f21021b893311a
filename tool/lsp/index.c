/* index.c: the linear scan of a document's text that builds its index
 * (index.h). The scanner knows the layout of PIR text, not its grammar:
 * an op line is `results = "name" operands {attributes} : types`, a brace
 * that ends its line opens a program or a region, any other brace is an
 * attribute dictionary (on one line, as every printer writes it), a line
 * starting with '^' is a block label. What it cannot place it skips, so
 * garbage costs nothing but its own bytes. */
#include "index.h"

#include <stdlib.h>
#include <string.h>

#include "../../lib/ir/arena.h"

static uint32_t hashKey(const char *s, size_t n, uint32_t kind, uint32_t scope)
{
	uint32_t h = 2166136261u ^ (kind * 16777619u) ^ (scope * 2654435761u);
	for (size_t i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * 16777619u;
	return h ? h : 1;
}

/* What groupOf looks for: a spelling of a kind in a scope. */
typedef struct GroupKey {
	const LspIndex *ix;
	const char *s;
	size_t n;
	uint8_t kind;
	uint32_t scope;
} GroupKey;

static bool groupIs(const void *item, const void *key)
{
	const GroupKey *k = key;
	const LspGroup *g = &k->ix->groups[(uintptr_t)item - 1];
	const LspOcc *o = &k->ix->occs[g->first];
	return g->kind == k->kind && g->scope == k->scope && o->end - o->start == k->n &&
	       !memcmp(k->ix->text + o->start, k->s, k->n);
}

static uint32_t groupOf(LspIndex *ix, uint32_t start, uint32_t end, uint8_t kind, uint32_t scope)
{
	GroupKey key = {ix, ix->text + start, end - start, kind, scope};
	uint32_t h = hashKey(key.s, key.n, kind, scope);
	uintptr_t found = (uintptr_t)pirHashSetFind(&ix->groupSet, h, groupIs, &key);
	if (found)
		return (uint32_t)(found - 1);
	if (ix->numGroups == ix->capGroups)
		ix->groups = pirArrayGrow(ix->groups, ix->numGroups, &ix->capGroups, sizeof *ix->groups, 1024);
	ix->groups[ix->numGroups] =
		(LspGroup){.scope = scope, .first = LSP_NONE, .last = LSP_NONE, .def = LSP_NONE, .kind = kind};
	pirHashSetInsert(&ix->groupSet, h, (void *)(uintptr_t)(ix->numGroups + 1));
	return ix->numGroups++;
}

static uint32_t addOcc(LspIndex *ix, uint32_t start, uint32_t end, uint8_t kind, uint32_t scope, bool isDef,
		       uint32_t op)
{
	if (ix->numOccs == ix->capOccs)
		ix->occs = pirArrayGrow(ix->occs, ix->numOccs, &ix->capOccs, sizeof *ix->occs, 4096);
	uint32_t k = ix->numOccs++;
	/* The group's first occurrence must exist before groupOf compares with it. */
	ix->occs[k] = (LspOcc){.start = start, .end = end, .group = LSP_NONE, .next = LSP_NONE, .op = op, .kind = kind,
			       .isDef = isDef};
	/* Op names and attribute keys are looked at, not navigated: no group. */
	if (kind == LSP_OCC_OPNAME || kind == LSP_OCC_ATTRKEY)
		return k;
	uint32_t g = groupOf(ix, start, end, kind, scope);
	LspGroup *gr = &ix->groups[g];
	ix->occs[k].group = g;
	if (gr->first == LSP_NONE)
		gr->first = k;
	else
		ix->occs[gr->last].next = k;
	gr->last = k;
	gr->count++;
	if (isDef && gr->def == LSP_NONE)
		gr->def = k;
	return k;
}

static uint32_t addOp(LspIndex *ix, const LspOp *op)
{
	if (ix->numOps == ix->capOps)
		ix->ops = pirArrayGrow(ix->ops, ix->numOps, &ix->capOps, sizeof *ix->ops, 1024);
	ix->ops[ix->numOps] = *op;
	return ix->numOps++;
}

/* An op found by its name text[s, e) on the line at lineStart: the op and
 * the name's occurrence. */
static uint32_t addOpName(LspIndex *ix, const LspCatalogue *cat, const char *text, const char *lineStart, uint32_t s,
			  uint32_t e, uint32_t program, uint32_t results)
{
	PirOpInfo *info = cat ? lspCatalogueLookup(cat, text + s, e - s) : NULL;
	uint32_t op = addOp(ix, &(LspOp){.lineStart = (uint32_t)(lineStart - text),
					 .nameStart = s,
					 .nameEnd = e,
					 .attrStart = LSP_NONE,
					 .attrEnd = LSP_NONE,
					 .program = program,
					 .info = info,
					 .numResults = results});
	addOcc(ix, s, e, LSP_OCC_OPNAME, 0, false, op);
	return op;
}

static uint32_t addBlock(LspIndex *ix, const LspBlock *b)
{
	if (ix->numBlocks == ix->capBlocks)
		ix->blocks = pirArrayGrow(ix->blocks, ix->numBlocks, &ix->capBlocks, sizeof *ix->blocks, 256);
	ix->blocks[ix->numBlocks] = *b;
	return ix->numBlocks++;
}

/* Character classes: bit 1 a name character (values, labels, words),
 * bit 2 an identifier's first character. */
static const unsigned char charClass[256] = {
	['$'] = 1, ['-'] = 1, ['.'] = 1, ['_'] = 3,
	['0'] = 1, ['1'] = 1, ['2'] = 1, ['3'] = 1, ['4'] = 1, ['5'] = 1, ['6'] = 1, ['7'] = 1, ['8'] = 1, ['9'] = 1,
	['A'] = 3, ['B'] = 3, ['C'] = 3, ['D'] = 3, ['E'] = 3, ['F'] = 3, ['G'] = 3, ['H'] = 3, ['I'] = 3,
	['J'] = 3, ['K'] = 3, ['L'] = 3, ['M'] = 3, ['N'] = 3, ['O'] = 3, ['P'] = 3, ['Q'] = 3, ['R'] = 3,
	['S'] = 3, ['T'] = 3, ['U'] = 3, ['V'] = 3, ['W'] = 3, ['X'] = 3, ['Y'] = 3, ['Z'] = 3,
	['a'] = 3, ['b'] = 3, ['c'] = 3, ['d'] = 3, ['e'] = 3, ['f'] = 3, ['g'] = 3, ['h'] = 3, ['i'] = 3,
	['j'] = 3, ['k'] = 3, ['l'] = 3, ['m'] = 3, ['n'] = 3, ['o'] = 3, ['p'] = 3, ['q'] = 3, ['r'] = 3,
	['s'] = 3, ['t'] = 3, ['u'] = 3, ['v'] = 3, ['w'] = 3, ['x'] = 3, ['y'] = 3, ['z'] = 3,
};

static inline bool isNameChar(char c)
{
	return charClass[(unsigned char)c] & 1;
}

static inline bool isIdentStart(char c)
{
	return charClass[(unsigned char)c] & 2;
}

/* Whether only blanks or a comment follow p on its line. */
static bool restOfLineBlank(const char *p, const char *end)
{
	while (p < end && (*p == ' ' || *p == '\t' || *p == '\r'))
		p++;
	return p == end || *p == '\n' || (p + 1 < end && p[0] == '/' && p[1] == '/');
}

static const char *skipBlanks(const char *p, const char *end)
{
	while (p < end && (*p == ' ' || *p == '\t' || *p == '\r'))
		p++;
	return p;
}

/* The storage classes met so far, numbered: the scope of a variable name. */
static uint32_t storageScope(PirIdent **seen, uint32_t *n, PirIdent *storage)
{
	for (uint32_t i = 0; i < *n; i++)
		if (seen[i] == storage)
			return i;
	if (*n < 64)
		seen[(*n)++] = storage;
	return *n - 1;
}

void lspIndexBuild(LspIndex *ix, const char *text, size_t len, const LspCatalogue *cat, const char *splitMarker)
{
	memset(ix, 0, sizeof *ix);
	ix->text = text;
	const char *p = text, *end = text + len;
	size_t markerLen = splitMarker ? strlen(splitMarker) : 0;
	/* The open brace blocks, innermost last. */
	uint32_t *stack = pirMalloc(64 * sizeof *stack), depth = 0;
	size_t stackCap = 64;
	uint32_t program = 0;
	PirIdent *storages[64];
	uint32_t numStorages = 0;
	while (p < end) {
		/* A new line: its state. */
		const char *lineStart = p;
		const char *q = skipBlanks(p, end);
		char first = q < end ? *q : '\n';
		if (markerLen && (size_t)(end - q) >= markerLen && !memcmp(q, splitMarker, markerLen) &&
		    restOfLineBlank(q + markerLen, end)) {
			program++; /* a new chunk: a new scope of values */
			depth = 0; /* and no brace of the last one stays open */
		}
		bool sawEq = false, expectKey = false, pendingVar = false, firstToken = true;
		uint32_t lineOp = LSP_NONE, lastClosedOp = LSP_NONE, inDict = 0, dictBr = 0, results = 0;
		while (p < end && *p != '\n') {
			char c = *p;
			const char *t = p;
			if (c == ' ' || c == '\t' || c == '\r') {
				p++;
				continue;
			}
			if (c == '/' && p + 1 < end && p[1] == '/') {
				while (p < end && *p != '\n')
					p++;
				break;
			}
			bool wasFirst = firstToken;
			firstToken = false;
			if (c == '"') {
				p++;
				while (p < end && *p != '"' && *p != '\n')
					p += *p == '\\' && p + 1 < end && p[1] != '\n' ? 2 : 1;
				uint32_t s = (uint32_t)(t + 1 - text), e = (uint32_t)(p - text);
				if (p < end && *p == '"')
					p++;
				const char *after = skipBlanks(p, end);
				if (inDict == 1 && !dictBr && expectKey && after < end && *after == ':') {
					addOcc(ix, s, e, LSP_OCC_ATTRKEY, 0, false, lineOp);
					PirOpInfo *info = lineOp != LSP_NONE ? ix->ops[lineOp].info : NULL;
					pendingVar = info && info->varKey && info->varKey->len == e - s &&
						     !memcmp(info->varKey->str, text + s, e - s);
					expectKey = false;
				} else if (pendingVar) {
					PirOpInfo *info = ix->ops[lineOp].info;
					addOcc(ix, s, e, LSP_OCC_VARIABLE, storageScope(storages, &numStorages, info->varStorage),
					       info->role == PIR_ROLE_VARIABLE_WRITE, lineOp);
					pendingVar = false;
				} else if (lineOp == LSP_NONE && !inDict && (sawEq || wasFirst)) {
					lineOp = addOpName(ix, cat, text, lineStart, s, e, program, results);
				}
				continue;
			}
			if (c == '%' || c == '^') {
				p++;
				if (c == '^' && p < end && *p == '%')
					continue; /* `^%arg_0, %arg_1`: the while body's arguments */
				while (p < end && isNameChar(*p))
					p++;
				if (p - t < 2)
					continue;
				uint32_t s = (uint32_t)(t - text), e = (uint32_t)(p - text);
				pendingVar = false;
				if (c == '%') {
					bool def = first == '^' || (!sawEq && lineOp == LSP_NONE && (first == '(' || first == '%'));
					if (def && first != '^')
						results++;
					addOcc(ix, s, e, LSP_OCC_VALUE, program, def, lineOp);
				} else {
					uint32_t scope = depth ? stack[depth - 1] : LSP_NONE - 1;
					addOcc(ix, s, e, LSP_OCC_LABEL, scope, wasFirst, lineOp);
				}
				continue;
			}
			if (c == '{') {
				p++;
				if (inDict) {
					inDict++;
				} else if (restOfLineBlank(p, end)) {
					/* The op of the line, of the region just closed on it
					 * ("} else {"), or of the line before (a brace on a line of its own). */
					uint32_t op = lineOp != LSP_NONE ? lineOp : lastClosedOp;
					if (op == LSP_NONE && wasFirst && ix->numOps)
						op = ix->numOps - 1;
					LspBlock b = {.open = (uint32_t)(t - text),
						      .close = LSP_NONE,
						      .op = depth ? op : LSP_NONE,
						      .parent = depth ? stack[depth - 1] : LSP_NONE};
					if (!depth) {
						program++;
						ix->numPrograms++;
					} else if (op != LSP_NONE) {
						b.regionIndex = ix->ops[op].numRegions++;
					}
					if (depth == stackCap)
						stack = pirArrayGrow(stack, depth, &stackCap, sizeof *stack, 64);
					stack[depth++] = addBlock(ix, &b);
				} else if (lineOp != LSP_NONE && ix->ops[lineOp].attrStart == LSP_NONE) {
					ix->ops[lineOp].attrStart = (uint32_t)(t - text);
					inDict = 1;
					expectKey = true;
				} else {
					inDict = 1; /* some other inline braces: skipped */
				}
				continue;
			}
			if (c == '}') {
				p++;
				if (inDict) {
					if (--inDict == 0 && lineOp != LSP_NONE && ix->ops[lineOp].attrEnd == LSP_NONE) {
						ix->ops[lineOp].attrEnd = (uint32_t)(t - text);
						/* Only types follow, and perhaps the brace of a region at
						 * the end of the line: go there. */
						const char *e = memchr(p, '\n', (size_t)(end - p));
						e = e ? e : end;
						const char *last = e;
						while (last > p && (last[-1] == ' ' || last[-1] == '\t' || last[-1] == '\r'))
							last--;
						p = last > p && last[-1] == '{' ? last - 1 : e;
					}
				} else if (depth) {
					LspBlock *b = &ix->blocks[stack[--depth]];
					b->close = (uint32_t)(t - text);
					lastClosedOp = b->op;
				}
				continue;
			}
			p++;
			if (inDict == 1 && (c == '[' || c == '(' || c == '<'))
				dictBr++;
			else if (inDict == 1 && (c == ']' || c == ')' || c == '>') && dictBr)
				dictBr--;
			else if (inDict == 1 && !dictBr && c == ',')
				expectKey = true;
			else if (c == '=' && !inDict)
				sawEq = true;
			if (c == ':')
				continue;
			if (isIdentStart(c) || (c >= '0' && c <= '9')) {
				while (p < end && isNameChar(*p) && *p != '$')
					p++;
				const char *after = skipBlanks(p, end);
				if (lineOp == LSP_NONE && !inDict && (sawEq || wasFirst) && isIdentStart(c) &&
				    memchr(t, '.', (size_t)(p - t)) && (after == end || *after == '(' || after > p)) {
					/* An unquoted op name (Paddle's 2023 printer). */
					uint32_t s = (uint32_t)(t - text), e = (uint32_t)(p - text);
					lineOp = addOpName(ix, cat, text, lineStart, s, e, program, results);
					continue;
				}
				if (inDict == 1 && !dictBr && expectKey && isIdentStart(c) && after < end && *after == ':') {
					uint32_t s = (uint32_t)(t - text), e = (uint32_t)(p - text);
					addOcc(ix, s, e, LSP_OCC_ATTRKEY, 0, false, lineOp);
					PirOpInfo *info = lineOp != LSP_NONE ? ix->ops[lineOp].info : NULL;
					pendingVar = info && info->varKey && info->varKey->len == e - s &&
						     !memcmp(info->varKey->str, text + s, e - s);
					expectKey = false;
					continue;
				}
			}
			pendingVar = false;
		}
		if (p < end)
			p++; /* the newline */
	}
	free(stack);
}

void lspIndexFree(LspIndex *ix)
{
	free(ix->occs);
	free(ix->groups);
	pirHashSetFree(&ix->groupSet);
	free(ix->ops);
	free(ix->blocks);
	memset(ix, 0, sizeof *ix);
}

uint32_t lspIndexFind(const LspIndex *ix, size_t off)
{
	uint32_t lo = 0, hi = ix->numOccs;
	while (lo < hi) { /* the first occurrence starting after off */
		uint32_t mid = lo + (hi - lo) / 2;
		if (ix->occs[mid].start <= off)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (!lo)
		return LSP_NONE;
	uint32_t s, e;
	lspOccSpan(ix, &ix->occs[lo - 1], &s, &e);
	return off >= s && off <= e ? lo - 1 : LSP_NONE;
}

uint32_t lspIndexDefinition(const LspIndex *ix, uint32_t occ)
{
	if (ix->occs[occ].group == LSP_NONE)
		return occ;
	const LspGroup *g = &ix->groups[ix->occs[occ].group];
	return g->def != LSP_NONE ? g->def : g->first;
}

uint32_t lspIndexOpAt(const LspIndex *ix, size_t off)
{
	uint32_t lo = 0, hi = ix->numOps;
	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;
		if (ix->ops[mid].lineStart <= off)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (!lo)
		return LSP_NONE;
	const LspOp *op = &ix->ops[lo - 1];
	if (memchr(ix->text + op->lineStart, '\n', off - op->lineStart))
		return LSP_NONE;
	return lo - 1;
}

void lspOccSpan(const LspIndex *ix, const LspOcc *o, uint32_t *start, uint32_t *end)
{
	bool quoted = (o->kind == LSP_OCC_OPNAME || o->kind == LSP_OCC_VARIABLE || o->kind == LSP_OCC_ATTRKEY) &&
		      o->start > 0 && ix->text[o->start - 1] == '"';
	*start = o->start - quoted;
	*end = o->end + (quoted && ix->text[o->end] == '"');
}
