/* diff.c: a structural diff of two programs (pir-opt --diff). Value
 * numbers say nothing across two programs (a pass that removes one op
 * renumbers every value after it), so ops are matched by what they are and
 * what they read:
 *
 *  1. Every op gets a structural hash, bottom-up: its name, attributes,
 *     result types, the hashes of its operands' definitions (a result: the
 *     defining op's hash and the result number; a block argument: its
 *     number and type) and, for an op with regions, the hashes of the ops
 *     inside; the first two operands of a Commutative op in either order.
 *     Two ops with equal hashes compute the same thing from the same kind
 *     of inputs; the duplicates CSE merges have equal hashes, and so do
 *     their users before and after the merge.
 *  2. Blocks are matched in pairs (the top blocks; then the regions of
 *     matched region ops, by position). Within a pair, each op of the new
 *     block, in order, takes the first unmatched op of the old block with
 *     the same hash (checked field by field, the operand hashes aside):
 *     identical, nothing inside is reported.
 *  3. The ops still unmatched, in order: an old op with the same name,
 *     attributes and result types whose operands are the matched
 *     counterparts of the new op's (users of something that changed:
 *     unchanged themselves); else an old op with the same name and
 *     operands (attributes or types changed: reported as changed). An
 *     operand here is the first old result of its structural hash, so
 *     that an old duplicate and the one CSE kept count as one; a changed
 *     op that lost results (DCE drops unused ones) maps the new results to
 *     the old used ones when their number and types agree. Region
 *     ops matched here have their regions matched in turn. The
 *     terminators of two paired blocks, if still unmatched, are the same
 *     op changed.
 *  4. Old ops left unmatched were removed, new ones added.
 *
 * Each step looks ops up in a hash table keyed by the old block and the
 * key, whose chains hold the old ops in order (matched ones are skipped
 * from the front once): linear in the two programs. Ops are shown as the
 * printer prints them: each program is printed once, and the k-th op line
 * of the text (a line that starts with '(' after its indent) is the k-th op
 * in pre-order. */
#include "diff.h"
#include "input_file.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../lib/ir/hashset.h"

enum { UNMATCHED, SAME, EQUAL, CHANGED };

typedef struct Side {
	PirProgram *prog;
	const char *name;
	PirOperation **ops; /* by diffIndex: pre-order */
	uint64_t *hash;     /* structural */
	uint32_t *partner;  /* 1 + the other side's index; 0: unmatched */
	uint8_t *how;
	const char **line;  /* its line in the canonical text, or NULL */
	uint32_t *lineLen;
	char *text;
	size_t n, cap;
} Side;

/* ------------------------------------------------------------ hashing */

static inline uint64_t mix(uint64_t h, uint64_t v)
{
	h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
	h ^= h >> 31;
	h *= 0xbf58476d1ce4e5b9ull;
	return h ^ (h >> 29);
}

static uint64_t valueHash(const Side *s, PirValue *v)
{
	if (!v)
		return 0x6e756c6cu;
	if (v->isArg)
		return mix(mix(0x617267u, v->index), pirValueGetType(v) ? pirValueGetType(v)->hash : 0);
	return mix(s->hash[pirValueGetDefiningOp(v)->state], v->index);
}

/* Name, attributes, result types and counts: what step 2 and 3 compare. */
static uint64_t shallowHash(const PirOperation *op)
{
	uint64_t h = mix(pirOperationGetInfo(op)->name->hash, pirOperationGetAttrDict(op)->hash);
	h = mix(h, ((uint64_t)op->numResults << 40) ^ ((uint64_t)op->numOperands << 16) ^ op->numRegions);
	for (uint32_t i = 0; i < op->numResults; i++) {
		PirType *t = pirOperationGetResultType(op, i);
		h = mix(h, t ? t->hash : 0);
	}
	return h;
}

static bool sameShallow(const PirOperation *a, const PirOperation *b)
{
	if (pirOperationGetInfo(a) != pirOperationGetInfo(b) || pirOperationGetAttrDict(a) != pirOperationGetAttrDict(b) ||
	    a->numResults != b->numResults || a->numOperands != b->numOperands || a->numRegions != b->numRegions ||
	    a->numSuccessors != b->numSuccessors)
		return false;
	for (uint32_t i = 0; i < a->numResults; i++)
		if (pirOperationGetResultType(a, i) != pirOperationGetResultType(b, i))
			return false;
	return true;
}

/* The first two operands may be swapped (the Commutative trait). */
static bool swappable(const PirOperation *op)
{
	return op->numOperands >= 2 && pirOperationHasTrait(op, PIR_TRAIT_COMMUTATIVE);
}

static PirWalkResult number(PirOperation *op, void *userData)
{
	Side *s = userData;
	if (s->n == s->cap)
		s->ops = pirArrayGrow(s->ops, s->n, &s->cap, sizeof *s->ops, 1024);
	op->state = (uint32_t)s->n;
	s->ops[s->n++] = op;
	return PIR_WALK_ADVANCE;
}

/* Post-order: an op's regions are hashed before it, and what it reads
 * from outside is defined before it. */
static PirWalkResult hashOp(PirOperation *op, void *userData)
{
	Side *s = userData;
	uint64_t h = shallowHash(op);
	uint32_t i = 0;
	if (swappable(op)) { /* add(x, y) is add(y, x), for CSE too */
		uint64_t x = valueHash(s, pirOperationGetOperand(op, 0)), y = valueHash(s, pirOperationGetOperand(op, 1));
		h = mix(mix(h, x < y ? x : y), x < y ? y : x);
		i = 2;
	}
	for (; i < op->numOperands; i++)
		h = mix(h, valueHash(s, pirOperationGetOperand(op, i)));
	for (uint32_t r = 0; r < op->numRegions; r++) {
		h = mix(h, 0x726567u + r);
		for (PirBlock *b = pirOperationGetRegion(op, r)->first; b; b = b->next) {
			h = mix(h, b->numArgs);
			for (uint32_t i = 0; i < b->numArgs; i++)
				h = mix(h, pirValueGetType(b->args[i]) ? pirValueGetType(b->args[i])->hash : 0);
			for (PirOperation *o = b->first; o; o = pirOperationGetNextInBlock(o))
				h = mix(h, s->hash[o->state]);
		}
	}
	for (uint32_t i = 0; i < op->numSuccessors; i++) {
		/* A successor by its position in the region. */
		uint32_t k = 0;
		PirBlock *t = pirOperationGetSuccessors(op)[i];
		for (PirBlock *b = t && t->region ? t->region->first : NULL; b && b != t; b = b->next)
			k++;
		h = mix(h, 0x737563u + k);
	}
	s->hash[op->state] = h;
	return PIR_WALK_ADVANCE;
}

/* ---------------------------------------------------- the lookup tables */

/* A multimap from a 64-bit key to old ops, in program order. */
typedef struct Chain {
	uint64_t key;
	uint32_t head; /* 1 + entry index; 0: empty slot */
	uint32_t tail;
} Chain;

typedef struct Table {
	Chain *slots;
	size_t mask;
	uint32_t *next; /* by entry (= old op index): 1 + next entry */
} Table;

static void tableInit(Table *t, size_t n)
{
	size_t cap = 16;
	while (cap < 2 * n)
		cap *= 2;
	t->slots = pirCalloc(cap, sizeof *t->slots);
	t->mask = cap - 1;
	t->next = pirCalloc(n + 1, sizeof *t->next);
}

static void tableFree(Table *t)
{
	free(t->slots);
	free(t->next);
}

static Chain *tableSlot(Table *t, uint64_t key, bool insert)
{
	for (size_t i = (size_t)(key ^ (key >> 32)) & t->mask;; i = (i + 1) & t->mask) {
		Chain *c = &t->slots[i];
		if (!c->head)
			return insert ? c : NULL;
		if (c->key == key)
			return c;
	}
}

static void tableAdd(Table *t, uint64_t key, uint32_t entry)
{
	Chain *c = tableSlot(t, key, true);
	if (!c->head) {
		c->key = key;
		c->head = c->tail = entry + 1;
	} else {
		t->next[c->tail - 1] = entry + 1;
		c->tail = entry + 1;
	}
}

/* --------------------------------------------------------- the matcher */

typedef struct Differ {
	Side a, b;   /* before, after */
	Table bySame, byInputs, byName;
	/* the first old result of each structural value hash (open addressing) */
	uint64_t *repKey;
	PirValue **repValue;
	size_t repMask;
	PirPtrMap pairs; /* paired blocks: the old block of each new block */
} Differ;

/* A new block keeps the old block it was paired with first. */
static void pairBlocks(Differ *d, PirBlock *newBlock, PirBlock *oldBlock)
{
	if (!pirPtrMapGet(&d->pairs, newBlock))
		pirPtrMapPut(&d->pairs, newBlock, oldBlock);
}

static PirBlock *pairedBlock(const Differ *d, PirBlock *newBlock)
{
	return pirPtrMapGet(&d->pairs, newBlock);
}

/* The old value a new value stands for: a result of the matched op, an
 * argument of the paired block; else the new value itself (which equals
 * no old value). */
static PirValue *counterpart(const Differ *d, PirValue *v)
{
	if (!v)
		return NULL;
	if (v->isArg) {
		PirBlock *old = pairedBlock(d, pirBlockArgumentGetOwner(v));
		return old && v->index < old->numArgs ? old->args[v->index] : v;
	}
	PirOperation *op = pirValueGetDefiningOp(v);
	uint32_t p = d->b.partner[op->state];
	if (!p)
		return v;
	PirOperation *old = d->a.ops[p - 1];
	if (old->numResults != op->numResults && old->numResults <= 64) {
		/* Results dropped (DCE drops unused ones): if the old op's used
		 * results are as many as the new op's and of the same types, the
		 * new results are those, in order. */
		uint32_t k = 0, want = v->index;
		PirValue *hit = NULL;
		for (uint32_t i = 0; i < old->numResults; i++) {
			PirValue *r = pirOperationGetResult(old, i);
			if (!pirValueHasUses(r))
				continue;
			if (k >= op->numResults || pirValueGetType(r) != pirOperationGetResultType(op, k))
				return v;
			if (k++ == want)
				hit = r;
		}
		return k == op->numResults && hit ? hit : v;
	}
	return v->index < old->numResults ? pirOperationGetResult(old, v->index) : v;
}

static PirValue **repSlot(const Differ *d, uint64_t h, uint64_t **key)
{
	size_t j = (size_t)(h ^ (h >> 32)) & d->repMask;
	while (d->repValue[j] && d->repKey[j] != h)
		j = (j + 1) & d->repMask;
	*key = &d->repKey[j];
	return &d->repValue[j];
}

/* An old value stands for every old result that computes the same (the
 * first of them): duplicates that CSE merges read as one. Block arguments
 * stand for themselves. */
static PirValue *representative(const Differ *d, PirValue *v)
{
	if (!v || v->isArg)
		return v;
	uint64_t *key;
	PirValue **r = repSlot(d, valueHash(&d->a, v), &key);
	return *r ? *r : v;
}

/* What an operand is, for steps 3: an old operand its representative; a
 * new one the representative of its counterpart, or of the old result
 * that computes the same, or itself (equal to no old value). */
static PirValue *operandId(const Differ *d, PirValue *v, bool isNew)
{
	if (!isNew)
		return representative(d, v);
	PirValue *c = counterpart(d, v);
	if (c != v)
		return representative(d, c);
	if (!v || v->isArg)
		return v;
	uint64_t *key;
	PirValue **r = repSlot(d, valueHash(&d->b, v), &key);
	return *r ? *r : v;
}

/* Keys of step 3, for an old op (its own operands) or a new one (their
 * counterparts). */
static uint64_t operandKey(const Differ *d, PirOperation *op, bool isNew, uint64_t h)
{
	uint32_t i = 0;
	if (swappable(op)) {
		uintptr_t x = (uintptr_t)operandId(d, pirOperationGetOperand(op, 0), isNew);
		uintptr_t y = (uintptr_t)operandId(d, pirOperationGetOperand(op, 1), isNew);
		h = mix(mix(h, x < y ? x : y), x < y ? y : x);
		i = 2;
	}
	for (; i < op->numOperands; i++)
		h = mix(h, (uintptr_t)operandId(d, pirOperationGetOperand(op, i), isNew));
	return h;
}

static uint64_t inputsKey(const Differ *d, PirOperation *op, PirBlock *oldBlock, bool isNew)
{
	return operandKey(d, op, isNew, mix((uintptr_t)oldBlock, shallowHash(op)));
}

static uint64_t nameKey(const Differ *d, PirOperation *op, PirBlock *oldBlock, bool isNew)
{
	return operandKey(d, op, isNew, mix(mix((uintptr_t)oldBlock, pirOperationGetInfo(op)->name->hash), op->numOperands));
}

static bool sameInputs(const Differ *d, PirOperation *old, PirOperation *op)
{
	if (old->numOperands != op->numOperands)
		return false;
	uint32_t i = 0;
	if (swappable(op) && swappable(old)) {
		PirValue *x = operandId(d, pirOperationGetOperand(old, 0), false);
		PirValue *y = operandId(d, pirOperationGetOperand(old, 1), false);
		PirValue *u = operandId(d, pirOperationGetOperand(op, 0), true);
		PirValue *v = operandId(d, pirOperationGetOperand(op, 1), true);
		if (!((x == u && y == v) || (x == v && y == u)))
			return false;
		i = 2;
	}
	for (; i < op->numOperands; i++)
		if (operandId(d, pirOperationGetOperand(old, i), false) != operandId(d, pirOperationGetOperand(op, i), true))
			return false;
	return true;
}

enum { BY_SAME, BY_INPUTS, BY_NAME };

static bool fits(const Differ *d, int how, PirOperation *old, PirOperation *op)
{
	switch (how) {
	case BY_SAME: return sameShallow(old, op) && d->a.hash[old->state] == d->b.hash[op->state];
	case BY_INPUTS: return sameShallow(old, op) && sameInputs(d, old, op);
	default: return pirOperationGetInfo(old) == pirOperationGetInfo(op) && sameInputs(d, old, op);
	}
}

/* The first unmatched old op under key that fits op, or NULL. */
static PirOperation *lookup(Differ *d, Table *t, uint64_t key, int how, PirOperation *op)
{
	Chain *c = tableSlot(t, key, false);
	if (!c)
		return NULL;
	while (c->head && d->a.partner[c->head - 1]) /* matched ones leave the front for good */
		c->head = t->next[c->head - 1];
	for (uint32_t e = c->head; e; e = t->next[e - 1]) {
		PirOperation *old = d->a.ops[e - 1];
		if (!d->a.partner[e - 1] && fits(d, how, old, op))
			return old;
	}
	return NULL;
}

static void match(Differ *d, PirOperation *old, PirOperation *op, uint8_t how)
{
	d->a.partner[old->state] = op->state + 1;
	d->b.partner[op->state] = old->state + 1;
	d->a.how[old->state] = d->b.how[op->state] = how;
}

static void matchBlocks(Differ *d, PirBlock *oldBlock, PirBlock *newBlock);

static void matchRegions(Differ *d, PirOperation *old, PirOperation *op)
{
	for (uint32_t r = 0; r < old->numRegions && r < op->numRegions; r++) {
		PirBlock *x = pirOperationGetRegion(old, r)->first, *y = pirOperationGetRegion(op, r)->first;
		for (; x && y; x = x->next, y = y->next)
			matchBlocks(d, x, y);
	}
}

static void matchBlocks(Differ *d, PirBlock *oldBlock, PirBlock *newBlock)
{
	pairBlocks(d, newBlock, oldBlock);
	for (PirOperation *op = newBlock->first; op; op = pirOperationGetNextInBlock(op)) {
		uint64_t key = mix((uintptr_t)oldBlock, d->b.hash[op->state]);
		PirOperation *old = lookup(d, &d->bySame, key, BY_SAME, op);
		if (old)
			match(d, old, op, SAME);
	}
	for (PirOperation *op = newBlock->first; op; op = pirOperationGetNextInBlock(op)) {
		if (d->b.partner[op->state])
			continue;
		PirOperation *old = lookup(d, &d->byInputs, inputsKey(d, op, oldBlock, true), BY_INPUTS, op);
		uint8_t how = EQUAL;
		if (!old) {
			old = lookup(d, &d->byName, nameKey(d, op, oldBlock, true), BY_NAME, op);
			how = CHANGED;
		}
		if (old)
			match(d, old, op, how);
	}
	/* A block ends in one terminator: the two are the same op, changed. */
	PirOperation *x = oldBlock->last, *y = newBlock->last;
	if (x && y && !d->a.partner[x->state] && !d->b.partner[y->state] &&
	    pirOperationGetInfo(x) == pirOperationGetInfo(y) && pirOperationHasTrait(y, PIR_TRAIT_TERMINATOR))
		match(d, x, y, CHANGED);
	for (PirOperation *op = newBlock->first; op; op = pirOperationGetNextInBlock(op)) {
		uint32_t p = d->b.partner[op->state];
		if (p && d->b.how[op->state] != SAME && op->numRegions)
			matchRegions(d, d->a.ops[p - 1], op);
	}
}

/* --------------------------------------------------------------- output */

/* The op lines of the canonical text, in pre-order. */
static void findLines(Side *s)
{
	size_t len;
	s->text = pirProgramToString(s->prog, &len);
	s->line = pirCalloc(s->n + 1, sizeof *s->line);
	s->lineLen = pirCalloc(s->n + 1, sizeof *s->lineLen);
	size_t k = 0;
	for (const char *p = s->text, *end = s->text + len; p < end;) {
		const char *e = memchr(p, '\n', (size_t)(end - p));
		if (!e)
			e = end;
		const char *q = p;
		while (q < e && *q == ' ')
			q++;
		if (q < e && *q == '(') {
			if (k < s->n) {
				s->line[k] = q;
				s->lineLen[k] = (uint32_t)(e - q);
			}
			k++;
		}
		p = e + 1;
	}
	if (k != s->n) /* not the printer's layout after all: no text rather than the wrong one */
		memset(s->line, 0, (s->n + 1) * sizeof *s->line);
}

static void printOp(FILE *f, const char *tag, const Side *s, uint32_t i)
{
	PirLocation loc = pirOperationGetLoc(s->ops[i]);
	fputs(tag, f);
	if (loc.file && loc.line)
		fprintf(f, "%s:%u:%u: ", loc.file->str, loc.line, loc.col);
	else
		fprintf(f, "%s: op %u: ", s->name, i + 1);
	if (s->line[i])
		fwrite(s->line[i], 1, s->lineLen[i], f);
	else
		fprintf(f, "\"%s\" (%u operands, %u results)", pirOperationGetName(s->ops[i]), s->ops[i]->numOperands,
			s->ops[i]->numResults);
	fputc('\n', f);
}

/* Unmatched ops (and everything inside them) with tag, and, on the old
 * side, the changed pairs; what is inside identical ops is skipped. */
static void report(const Differ *d, const Side *s, PirBlock *b, const char *tag, bool old, size_t *count,
		   size_t *changed, FILE *f)
{
	for (PirOperation *op = b->first; op; op = pirOperationGetNextInBlock(op)) {
		uint32_t i = op->state;
		if (!s->partner[i]) {
			++*count;
			printOp(f, tag, s, i);
			/* the ops inside go with it: in pre-order, up to the op after it */
			uint32_t end = (uint32_t)s->n;
			for (PirOperation *o = op; o; o = pirOperationGetParentOp(o)) {
				if (pirOpInfoGetRole(pirOperationGetInfo(o)) == PIR_ROLE_MODULE)
					break;
				if (pirOperationGetNextInBlock(o)) {
					end = pirOperationGetNextInBlock(o)->state;
					break;
				}
			}
			for (uint32_t j = i + 1; j < end; j++, ++*count)
				printOp(f, tag, s, j);
			continue;
		}
		if (s->how[i] == SAME)
			continue;
		if (old && s->how[i] == CHANGED) {
			++*changed;
			printOp(f, "changed ", s, i);
			printOp(f, "     to ", &d->b, s->partner[i] - 1);
		}
		for (uint32_t r = 0; r < op->numRegions; r++)
			for (PirBlock *x = pirOperationGetRegion(op, r)->first; x; x = x->next)
				report(d, s, x, tag, old, count, changed, f);
	}
}

static void sideInit(Side *s, PirProgram *prog, const char *name, const char *owner)
{
	*s = (Side){.prog = prog, .name = name};
	pirProgramBeginRun(prog, owner);
	pirProgramWalk(prog, PIR_WALK_PRE_ORDER, number, s);
	s->hash = pirCalloc(s->n + 1, sizeof *s->hash);
	s->partner = pirCalloc(s->n + 1, sizeof *s->partner);
	s->how = pirCalloc(s->n + 1, 1);
	pirProgramWalk(prog, PIR_WALK_POST_ORDER, hashOp, s);
}

static void sideFree(Side *s)
{
	free(s->ops);
	free(s->hash);
	free(s->partner);
	free(s->how);
	free(s->line);
	free(s->lineLen);
	free(s->text);
}

size_t pirDiffPrograms(PirProgram *before, const char *beforeName, PirProgram *after, const char *afterName, FILE *f)
{
	Differ d = {0};
	sideInit(&d.a, before, beforeName, "diff");
	sideInit(&d.b, after, afterName, "diff");
	tableInit(&d.bySame, d.a.n);
	tableInit(&d.byInputs, d.a.n);
	tableInit(&d.byName, d.a.n);
	size_t results = 0;
	for (uint32_t i = 0; i < d.a.n; i++)
		results += d.a.ops[i]->numResults;
	size_t cap = 16;
	while (cap < 2 * results)
		cap *= 2;
	d.repKey = pirCalloc(cap, sizeof *d.repKey);
	d.repValue = pirCalloc(cap, sizeof *d.repValue);
	d.repMask = cap - 1;
	for (uint32_t i = 0; i < d.a.n; i++)
		for (uint32_t r = 0; r < d.a.ops[i]->numResults; r++) {
			PirValue *v = pirOperationGetResult(d.a.ops[i], r);
			uint64_t *key;
			PirValue **slot = repSlot(&d, valueHash(&d.a, v), &key);
			if (!*slot) {
				*slot = v;
				*key = valueHash(&d.a, v);
			}
		}
	for (uint32_t i = 0; i < d.a.n; i++) {
		PirOperation *op = d.a.ops[i];
		PirBlock *blk = pirOperationGetBlock(op);
		tableAdd(&d.bySame, mix((uintptr_t)blk, d.a.hash[i]), i);
		tableAdd(&d.byInputs, inputsKey(&d, op, blk, false), i);
		tableAdd(&d.byName, nameKey(&d, op, blk, false), i);
	}
	matchBlocks(&d, pirProgramGetBlock(before), pirProgramGetBlock(after));
	pirProgramEndRun(after, "diff");
	pirProgramEndRun(before, "diff");

	/* The printer numbers values in the state words: after the run. */
	findLines(&d.a);
	findLines(&d.b);
	size_t removed = 0, added = 0, changed = 0;
	fprintf(f, "--- %s\n+++ %s\n", beforeName, afterName);
	report(&d, &d.a, pirProgramGetBlock(before), "removed ", true, &removed, &changed, f);
	report(&d, &d.b, pirProgramGetBlock(after), "added   ", false, &added, &changed, f);
	if (!removed && !added && !changed)
		fprintf(f, "no difference (%zu ops)\n", d.a.n);
	else
		fprintf(f, "%zu removed, %zu added, %zu changed (%zu ops before, %zu after)\n", removed, added, changed, d.a.n,
			d.b.n);
	tableFree(&d.bySame);
	tableFree(&d.byInputs);
	tableFree(&d.byName);
	pirPtrMapFree(&d.pairs);
	free(d.repKey);
	free(d.repValue);
	sideFree(&d.a);
	sideFree(&d.b);
	return removed + added + changed;
}

/* ------------------------------------------------------------- reading */

/* One verified program from a file of any format; NULL after a diagnostic. */
static PirProgram *readProgram(PirContext *ctx, const PirDiffOptions *o, const char *path, PirInput *in)
{
	if (!pirInputRead(path, in, true, o->progName))
		return NULL;
	const char *name = strcmp(path, "-") ? path : "<stdin>";
	PirIdent *file = pirIdentGetCStr(ctx, name);
	/* The library's reader detects the format (lib/reader.h). */
	pirContextAddSource(ctx, file, in->buf, in->len);
	PirReadOptions ro = {.text = {.allowUndefinedValues = o->allowUndefined, .sourceRegistered = true,
				      .maxRegionDepth = o->maxRegionDepth}};
	PirProgramReader *r = pirProgramReaderCreate(ctx, name, in->buf, in->len, &ro);
	PirProgram *prog = pirProgramReaderRead(r);
	PirProgram *more = prog ? pirProgramReaderRead(r) : NULL;
	if (more) {
		fprintf(stderr, "%s: error: '%s' holds several programs; --diff compares one with one\n", o->progName, name);
		pirProgramDestroy(more);
		pirProgramDestroy(prog);
		prog = NULL;
	} else if (prog && pirProgramReaderFailed(r)) {
		pirProgramDestroy(prog);
		prog = NULL;
	} else if (!prog && !pirProgramReaderFailed(r)) {
		fprintf(stderr, "%s: error: '%s' holds no program\n", o->progName, name);
	}
	pirProgramReaderDestroy(r);
	if (prog && !pirProgramVerify(prog)) {
		pirProgramDestroy(prog);
		prog = NULL;
	}
	return prog;
}

bool pirDiffFiles(PirContext *ctx, const PirDiffOptions *o, FILE *f)
{
	PirInput inA = {0}, inB = {0};
	bool ok = false;
	/* One file and passes: the program before and after the pipeline (it
	 * is read twice, into two programs). */
	const char *afterPath = o->after ? o->after : o->before;
	PirProgram *a = readProgram(ctx, o, o->before, &inA), *b = a ? readProgram(ctx, o, afterPath, &inB) : NULL;
	if (b && !o->after) {
		PirTimingReport timing = {0};
		timing.perPass = pirCalloc(o->pipeline->len + 1, sizeof *timing.perPass);
		ok = pirPipelineRun(o->pipeline, b, o->pm, &timing);
		free(timing.perPass);
	} else {
		ok = b != NULL;
	}
	if (ok) {
		char *afterName = NULL;
		if (!o->after) {
			size_t n = strlen(o->before) + 64;
			afterName = pirMalloc(n);
			snprintf(afterName, n, "%s (after the passes)", o->before);
		}
		pirDiffPrograms(a, o->before, b, afterName ? afterName : o->after, f);
		free(afterName);
	}
	pirProgramDestroy(a);
	pirProgramDestroy(b);
	pirInputFree(&inA);
	pirInputFree(&inB);
	return ok;
}
