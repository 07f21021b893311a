/* cse.c: common subexpression elimination, regions included (docs/passes.md, "CSE").
 * Changes:    erases an op equivalent to one above it in its block or an enclosing block.
 * Assumes:    verified IR; uniqued attributes and types; traits and roles true; vtensors immutable.
 * Guarantees: merges only effect-free ops on never-written values; two outputs never merge. */
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "../lib/ir/hashset.h"
#include "../lib/ir/prefetch.h"
#include "../lib/sys/speed_paths.h"
#include "effects.h"
#include "pass.h"

enum { STAT_CSED };
enum { OPT_TABLE_SLOTS, OPT_HASH_BITS };

static void sortedPair(PirOperation *op, PirValue **a, PirValue **b)
{
	*a = pirOperationGetOperand(op, 0);
	*b = pirOperationGetOperand(op, 1);
	if ((uintptr_t)*a > (uintptr_t)*b) {
		PirValue *t = *a;
		*a = *b;
		*b = t;
	}
}

static bool isCommutative(const PirOperation *op)
{
	return (pirOperationGetInfo(op)->traits & PIR_TRAIT_COMMUTATIVE) && op->numOperands >= 2;
}

/* What CSE knows about an op that holds regions or sits in one, built
 * bottom-up as the walk leaves each op (inner ops are simplified first):
 * the shape of what it holds (names, attributes, result types, block
 * argument counts of every nested op, in order), the values defined
 * outside it that the ops it holds read (a sum of their hashes, each use
 * counted once: hashing region ops by shape alone made every if with the
 * same body collide), and whether something it holds reads a value that
 * may have changed. Each op's facts are folded into its parent's when
 * the walk keeps it, so an op at depth d is looked at once, not d times. */
typedef struct Facts {
	uint32_t shape;  /* combined shapes of the ops it holds, in walk order */
	uint32_t free;   /* sum of hashes of outer values read inside (mod 2^32) */
	bool unsafe;     /* something nested reads a value that may have changed */
} Facts;

/* The facts of the region ops being walked (innermost on top), found from
 * the op by `open` while they are; those of every region op left, by `done`. */
typedef struct FactStack {
	struct Frame {
		PirOperation *op;
		Facts f;
	} *frames;
	size_t len, cap;
	PirPtrMap open; /* region op -> 1 + its frame (stale once closed: never asked then) */
	PirPtrMap done; /* region op -> 1 + index in kept */
	Facts *kept;
	size_t numKept, capKept;
} FactStack;

static void pushFrame(FactStack *s, PirOperation *op)
{
	if (s->len == s->cap)
		s->frames = pirArrayGrow(s->frames, s->len, &s->cap, sizeof *s->frames, 16);
	s->frames[s->len++] = (struct Frame){op, {0, 0, false}};
	pirPtrMapPut(&s->open, op, (void *)(uintptr_t)s->len);
}

static void popFrame(FactStack *s)
{
	struct Frame *f = &s->frames[--s->len];
	if (s->numKept == s->capKept)
		s->kept = pirArrayGrow(s->kept, s->numKept, &s->capKept, sizeof *s->kept, 16);
	s->kept[s->numKept++] = f->f;
	pirPtrMapPut(&s->done, f->op, (void *)(uintptr_t)s->numKept);
}

static const Facts *factsOf(const FactStack *s, PirOperation *op)
{
	static const Facts none = {0, 0, false};
	size_t i = (size_t)(uintptr_t)pirPtrMapGet(&s->done, op);
	return i ? &s->kept[i - 1] : &none;
}

/* The region op whose region holds block b; NULL at the top level. */
static PirOperation *holder(const PirBlock *b)
{
	PirOperation *p = b && b->region ? b->region->op : NULL;
	PirProgram *prog = p ? pirOperationGetProgram(p) : NULL;
	return prog && p != prog->module ? p : NULL;
}

static uint32_t ownShape(const PirOperation *op)
{
	uint32_t h = pirHashCombine(pirHashPtr(pirOperationGetInfo(op)), pirHashPtr(pirOperationGetAttrDict(op)));
	for (uint32_t i = 0; i < op->numResults; i++)
		h = pirHashCombine(h, pirHashPtr(pirOperationGetResultType(op, i)));
	h = pirHashCombine(h, op->numRegions);
	for (uint32_t r = 0; r < op->numRegions; r++)
		for (PirBlock *b = pirOperationGetRegion(op, r)->first; b; b = b->next)
			h = pirHashCombine(h, b->numArgs);
	return h;
}

/* op, in a region, stays: its facts go to the op holding it (on top of
 * the stack). A use of v counts for every op around the user up to (not
 * including) the one whose region defines v: added at the user's holder,
 * taken back at v's (sums travel up as ops are left). */
static void commitFacts(FactStack *s, PirOperation *op, bool readsUnsafe)
{
	if (!s->len)
		return; /* top level */
	struct Frame *pf = &s->frames[s->len - 1];
	uint32_t shape = ownShape(op);
	if (op->numRegions) {
		const Facts *of = factsOf(s, op);
		shape = pirHashCombine(shape, of->shape);
		pf->f.free += of->free;
		readsUnsafe |= of->unsafe;
	}
	pf->f.shape = pirHashCombine(pf->f.shape, shape);
	pf->f.unsafe |= readsUnsafe;
	for (uint32_t i = 0; i < op->numOperands; i++) {
		PirValue *v = pirOperationGetOperand(op, i);
		PirBlock *vb = v ? pirValueGetParentBlock(v) : NULL;
		if (!v || vb == pirOperationGetBlock(op))
			continue;
		PirOperation *def = holder(vb);
		if (def == pf->op)
			continue;
		uint32_t h = pirHashPtr(v);
		pf->f.free += h;
		size_t k = def ? (size_t)(uintptr_t)pirPtrMapGet(&s->open, def) : 0;
		if (k)
			s->frames[k - 1].f.free -= h;
	}
}

/* One multiply per word (Fibonacci hashing): taken for every op, and
 * twice for some (see AHEAD), so it is kept cheap. The high half of the
 * last product depends on every bit of every word; the table's index and
 * tag are taken from it. Merges do not depend on the hash (equivalent()
 * decides), only the time they take. */
static inline uint64_t mixIn(uint64_t h, uint64_t v)
{
	return (h ^ v) * 0x9e3779b97f4a7c15ull;
}

static uint32_t hashOp(const FactStack *fs, PirOperation *op)
{
	uint64_t h = mixIn((uintptr_t)pirOperationGetInfo(op), (uintptr_t)pirOperationGetAttrDict(op));
	for (uint32_t i = 0; i < op->numResults; i++)
		h = mixIn(h, (uintptr_t)pirOperationGetResultType(op, i));
	uint32_t i = 0;
	if (isCommutative(op)) {
		PirValue *a, *b;
		sortedPair(op, &a, &b);
		h = mixIn(mixIn(h, (uintptr_t)a), (uintptr_t)b);
		i = 2;
	}
	for (; i < op->numOperands; i++)
		h = mixIn(h, (uintptr_t)pirOperationGetOperand(op, i));
	if (op->numRegions) {
		const Facts *f = factsOf(fs, op);
		h = mixIn(mixIn(h, f->shape), f->free);
		h = mixIn(h, ownShape(op));
	}
	return (uint32_t)(h >> 32);
}

/* Open addressing with linear probing. A slot is the op's 32-bit link
 * (lib/ir/ir_range.h: every op lives in the IR range) and, in a parallel
 * array, an 8-bit tag of its hash (never 0: 0 marks an empty slot), so a
 * probe reads the tags alone until a tag matches, and most mismatches are
 * rejected without touching the op or the link: 5 bytes a slot where an
 * op pointer with a 16-bit tag took 8. The capacity is 1.5 times the ops
 * (not a power of two: the home slot is the hash times the capacity,
 * shifted; bench/README.md). Entries of a nested scope are removed on
 * leaving it by emptying their slots in reverse order of insertion. That
 * is exact: an entry inserted later, whose probe run might cross such a
 * slot, was removed before it, and an older entry's run never crosses a
 * slot that was empty when the older entry was inserted. Top-level
 * entries are never removed, so only nested ones are logged; growth
 * re-inserts the unlogged (older) entries first and then the log in
 * order, which keeps the property. */
typedef struct Table {
	PirLink *links;  /* cap of them, then cap tags: slotsCreate */
	uint8_t *tags;
	size_t cap, count;
	void *mem;       /* the mapping (mapLen bytes) or the calloc'd block (mapLen 0) */
	size_t mapLen;
	PirPtrVec log;   /* slot indices of nested-scope entries, in insertion order */
	unsigned depth;  /* region nesting of the block being simplified */
	PirPtrMap map;   /* value correspondence while comparing regions */
	FactStack fs;    /* what the region ops hold */
	uint32_t hashMask; /* all ones but in tests (test-hash-bits: collisions) */
	/* The hash table is a speed-only path (PIR_SPEED_ONLY, speed_paths.h).
	 * Without it (hashed false) no slot exists: the entries are ops in
	 * two lists, the top level's in `top` and the nested ones in `log`
	 * (popped as the slots are), each looked at with equivalent(). An
	 * equivalence class has at most one entry (an op found equivalent is
	 * merged or left out), so the order they are looked at in does not
	 * matter, and the answer is the table's: quadratic, for test runs. */
	bool hashed;
	PirPtrVec top;
} Table;

/* The home slot takes the hash's high bits, the tag its low 8. */
static inline size_t homeSlot(const Table *t, uint32_t hash)
{
	return (size_t)(((uint64_t)hash * t->cap) >> 32);
}

static inline uint8_t tagOf(uint32_t hash)
{
	uint8_t tag = (uint8_t)hash;
	return tag ? tag : 1;
}

static inline size_t nextSlot(const Table *t, size_t i)
{
	return i + 1 == t->cap ? 0 : i + 1;
}

static inline PirOperation *slotOp(const Table *t, size_t i)
{
	return pirLinkToPtrNonNull(t->links[i]);
}

static size_t probe(const Table *t, uint32_t hash)
{
	size_t i = homeSlot(t, hash);
	while (t->tags[i])
		i = nextSlot(t, i);
	return i;
}

/* The table of a large program is probed at random: with 4 KB pages
 * nearly every probe also missed the TLB. It is mapped with transparent
 * huge pages asked for (from the first 2 MB boundary in the mapping: the
 * rest of the last huge page is 4 KB pages, only those touched count); a
 * small one is calloc'd. */
enum { HUGE_PAGE = 2 << 20 };

static void slotsCreate(Table *t, size_t n)
{
	size_t bytes = n * (sizeof(PirLink) + 1);
	t->cap = n;
	t->mapLen = 0;
	char *a = NULL;
#ifdef MADV_HUGEPAGE
	if (bytes >= HUGE_PAGE) {
		size_t len = bytes + HUGE_PAGE;
		char *m = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		if (m != MAP_FAILED) {
			a = (char *)(((uintptr_t)m + HUGE_PAGE - 1) & ~(uintptr_t)(HUGE_PAGE - 1));
			madvise(a, bytes, MADV_HUGEPAGE);
			t->mem = m;
			t->mapLen = len;
		}
	}
#endif
	if (!a)
		a = t->mem = pirCalloc(bytes, 1);
	t->links = (PirLink *)a;
	t->tags = (uint8_t *)(a + n * sizeof(PirLink));
}

static void slotsDestroy(void *mem, size_t mapLen)
{
	if (mapLen)
		munmap(mem, mapLen);
	else
		free(mem);
}

static size_t capacityFor(size_t ops)
{
	size_t n = ops + ops / 2;
	return n < 4096 ? 4096 : n;
}

/* The capacity after cap: the table grows by half. */
static size_t grownCapacity(size_t cap)
{
	return cap + cap / 2 + 2;
}

/* An op's hash in the table. */
static uint32_t slotHash(const Table *t, PirOperation *op)
{
	return hashOp(&t->fs, op) & t->hashMask;
}

static void grow(Table *t)
{
	Table old = *t;
	slotsCreate(t, grownCapacity(old.cap));
	/* Logged entries are set aside so that the older ones go first. */
	PirLink *logged = pirMalloc((t->log.len + 1) * sizeof *logged);
	for (size_t k = 0; k < t->log.len; k++) {
		size_t i = (size_t)(uintptr_t)t->log.data[k];
		logged[k] = old.links[i];
		old.tags[i] = 0;
	}
	for (size_t i = 0; i < old.cap; i++)
		if (old.tags[i]) {
			size_t j = probe(t, slotHash(t, slotOp(&old, i)));
			t->links[j] = old.links[i];
			t->tags[j] = old.tags[i];
		}
	for (size_t k = 0; k < t->log.len; k++) {
		uint32_t h = slotHash(t, pirLinkToPtrNonNull(logged[k]));
		size_t j = probe(t, h);
		t->links[j] = logged[k];
		t->tags[j] = tagOf(h);
		t->log.data[k] = (void *)(uintptr_t)j;
	}
	free(logged);
	slotsDestroy(old.mem, old.mapLen);
}

/* free: the empty slot the lookup of hash ended at. The load stays under
 * 3/4 (the table is sized for every op: growing is for tests, see
 * the pass's test-table-slots). */
static void tableInsert(Table *t, uint32_t hash, PirOperation *op, size_t free)
{
	if (!t->hashed) {
		pirPtrVecPush(t->depth ? &t->log : &t->top, op);
		return;
	}
	size_t i = free;
	if ((t->count + 1) * 4 > t->cap * 3) {
		grow(t);
		i = probe(t, hash);
	}
	t->links[i] = pirLinkFromPtr(op);
	t->tags[i] = tagOf(hash);
	t->count++;
	if (t->depth)
		pirPtrVecPush(&t->log, (void *)(uintptr_t)i);
}

/* Leaving a scope: empty its slots, newest first. */
static void tablePop(Table *t, size_t base)
{
	while (t->log.len > base) {
		size_t i = (size_t)(uintptr_t)t->log.data[--t->log.len];
		if (!t->hashed)
			continue; /* an op, not a slot */
		t->tags[i] = 0;
		t->count--;
	}
}

/* Same op shape: name, attributes, result types, operand and region count. */
static bool sameShape(const PirOperation *a, const PirOperation *b)
{
	if (pirOperationGetInfo(a) != pirOperationGetInfo(b) ||
	    pirOperationGetAttrDict(a) != pirOperationGetAttrDict(b) || a->numResults != b->numResults ||
	    a->numOperands != b->numOperands || a->numRegions != b->numRegions || a->numSuccessors || b->numSuccessors)
		return false;
	for (uint32_t i = 0; i < a->numResults; i++)
		if (pirOperationGetResultType(a, i) != pirOperationGetResultType(b, i))
			return false;
	return true;
}

/* Inside regions being compared, a value of b corresponds to one of a
 * (recorded in t->map) or is the very same value defined outside. */
static bool sameValue(Table *t, PirValue *a, PirValue *b)
{
	PirValue *m = pirPtrMapGet(&t->map, b);
	return m ? m == a : a == b;
}

static bool sameRegions(Table *t, PirOperation *a, PirOperation *b)
{
	for (uint32_t r = 0; r < a->numRegions; r++) {
		PirBlock *x = pirOperationGetRegion(a, r)->first, *y = pirOperationGetRegion(b, r)->first;
		for (; x && y; x = x->next, y = y->next) {
			if (x->numArgs != y->numArgs)
				return false;
			for (uint32_t i = 0; i < x->numArgs; i++) {
				if (pirValueGetType(x->args[i]) != pirValueGetType(y->args[i]))
					return false;
				pirPtrMapPut(&t->map, y->args[i], x->args[i]);
			}
			PirOperation *o = x->first, *p = y->first;
			for (; o && p; o = pirOperationGetNextInBlock(o), p = pirOperationGetNextInBlock(p)) {
				if (!sameShape(o, p))
					return false;
				for (uint32_t i = 0; i < o->numOperands; i++)
					if (!sameValue(t, pirOperationGetOperand(o, i), pirOperationGetOperand(p, i)))
						return false;
				if (!sameRegions(t, o, p))
					return false;
				for (uint32_t i = 0; i < o->numResults; i++)
					pirPtrMapPut(&t->map, pirOperationGetResult(p, i), pirOperationGetResult(o, i));
			}
			if (o || p)
				return false;
		}
		if (x || y)
			return false;
	}
	return true;
}

static bool equivalent(Table *t, PirOperation *a, PirOperation *b)
{
	if (!sameShape(a, b))
		return false;
	uint32_t i = 0;
	if (isCommutative(a)) {
		PirValue *a0, *a1, *b0, *b1;
		sortedPair(a, &a0, &a1);
		sortedPair(b, &b0, &b1);
		if (a0 != b0 || a1 != b1)
			return false;
		i = 2;
	}
	for (; i < a->numOperands; i++)
		if (pirOperationGetOperand(a, i) != pirOperationGetOperand(b, i))
			return false;
	if (!a->numRegions)
		return true;
	bool same = sameRegions(t, a, b);
	pirPtrMapFree(&t->map);
	return same;
}

static bool feedsOutput(PirOperation *op)
{
	for (uint32_t i = 0; i < op->numResults; i++)
		for (PirOpOperand *u = pirValueGetFirstUse(pirOperationGetResult(op, i)); u;
		     u = pirOpOperandGetNextUse(u)) {
			if (pirOpInfoGetRole(pirOperationGetInfo(pirOpOperandGetOwner(u))) == PIR_ROLE_VARIABLE_WRITE)
				return true;
		}
	return false;
}

/* Reads a value that may have been written before op runs (effects.h: a
 * fresh buffer read before its first write in its block is fine). The
 * common case, no unsafe operand, is one test of the flag the analysis
 * left on the op; only then is the order-aware check asked. What the ops
 * in its regions read is in its facts. */
static bool readsUnsafe(PirOperation *op)
{
	if (PIR_SPEED_ONLY(!pirOpReadsUnsafe(op)))
		return false; /* the general path asks each operand */
	for (uint32_t i = 0; i < op->numOperands; i++)
		if (!pirValueUnchangedAt(pirOperationGetOperand(op, i), op))
			return true;
	return false;
}

/* Everything but what the op reads. */
static bool mayMerge(PirOperation *op)
{
	if (!pirOperationGetInfo(op)->registered || !op->numResults || pirOpHasEffects(op) ||
	    (pirOperationGetTraits(op) & (PIR_TRAIT_SIDE_EFFECT | PIR_TRAIT_INPLACE | PIR_TRAIT_TERMINATOR)))
		return false;
	for (uint32_t i = 0; i < op->numResults; i++)
		if (pirValueIsUnsafe(pirOperationGetResult(op, i)))
			return false;
	return true;
}

static void simplifyBlock(Table *t, PirBlock *b, PirPassRun *run);

/* A region of several blocks, walked down a tree of dominators: the entry
 * block dominates every block of its region, and a block whose one
 * predecessor P (the only block any successor list names it in) comes
 * before it dominates it through P. Blocks are taken in textual order with
 * a stack of open scopes; a block whose predecessor's scope is still open
 * sees it and every scope below it, any other block only the entry's
 * (conservative where the textual order is not a walk of that tree). The
 * verifier's rule (an earlier block's values are visible in later blocks)
 * then holds for every reuse. Linear: each block's scope opens and closes
 * once, each successor is looked at once. */
enum { ON_STACK = 1u << 31 };
static PirBlock *const MANY_PREDS = (PirBlock *)&MANY_PREDS;

static void simplifyCfgRegion(Table *t, PirRegion *region, PirPassRun *run)
{
	PirPtrMap preds = {0};
	size_t n = 0;
	for (PirBlock *b = region->first; b; b = b->next, n++)
		b->state = 0;
	for (PirBlock *b = region->first; b; b = b->next)
		for (PirOperation *o = b->first; o; o = pirOperationGetNextInBlock(o))
			for (uint32_t i = 0; i < o->numSuccessors; i++) {
				PirBlock *s = pirOperationGetSuccessors(o)[i], *old;
				if (!s || s->region != region)
					continue;
				old = pirPtrMapGet(&preds, s);
				if (!old)
					pirPtrMapPut(&preds, s, b);
				else if (old != b)
					pirPtrMapPut(&preds, s, MANY_PREDS);
			}
	struct Scope {
		PirBlock *block;
		size_t base;
	} *stack = pirMalloc((n + 1) * sizeof *stack);
	size_t depth = 0;
	for (PirBlock *b = region->first; b; b = b->next) {
		/* Scopes that stay open: none for the entry; down to the one
		 * predecessor's when it is open (it came earlier), found from
		 * the top (what is passed is closed anyway); else the entry's. */
		size_t keep = 0;
		if (b != region->first) {
			PirBlock *p = pirPtrMapGet(&preds, b);
			keep = 1;
			if (p && p != MANY_PREDS && p != b && (p->state & ON_STACK))
				for (keep = depth; stack[keep - 1].block != p;)
					keep--;
		}
		while (depth > keep) {
			depth--;
			tablePop(t, stack[depth].base);
			stack[depth].block->state &= ~ON_STACK;
		}
		stack[depth].block = b;
		stack[depth].base = t->log.len;
		depth++;
		b->state |= ON_STACK;
		simplifyBlock(t, b, run);
	}
	while (depth) {
		depth--;
		tablePop(t, stack[depth].base);
		stack[depth].block->state &= ~ON_STACK;
	}
	free(stack);
	pirPtrMapFree(&preds);
}

static void simplifyRegions(Table *t, PirOperation *op, PirPassRun *run)
{
	PirProgram *prog = pirOperationGetProgram(op);
	bool nested = prog && op != prog->module;
	t->depth += nested;
	if (nested && op->numRegions)
		pushFrame(&t->fs, op);
	for (uint32_t r = 0; r < op->numRegions; r++) {
		PirBlock *first = pirOperationGetRegion(op, r)->first;
		if (nested && first && first->next) {
			simplifyCfgRegion(t, pirOperationGetRegion(op, r), run);
			continue;
		}
		for (PirBlock *b = first; b; b = b->next) {
			size_t scope = t->log.len;
			simplifyBlock(t, b, run);
			tablePop(t, scope);
		}
	}
	if (nested && op->numRegions)
		popFrame(&t->fs);
	t->depth -= nested;
}

/* Hashes taken ahead. The table is far larger than the cache, so the
 * probe's first load was most of CSE's time on a large program: the op
 * AHEAD places down the block has its hash taken and its slot prefetched,
 * and the hash is kept for when the op's turn comes (when it reads an
 * unsafe value, its first operands, whose state readsUnsafe reads, are
 * prefetched too). Only ops that are
 * candidates by their kind and hold no regions are looked at (a region
 * op's hash needs its simplified regions). A kept hash is dropped when an
 * operand of its op is replaced before then; nothing else it depends on
 * changes (ops are erased only when their turn comes, and a replaced op's
 * users are in its block or in regions of later ops, never ahead in an
 * enclosing block). */
enum { AHEAD = 8 };

typedef struct Ahead {
	PirOperation *op; /* NULL: no hash kept */
	uint32_t hash;
} Ahead;


static void lookAhead(const Table *t, Ahead *e, PirOperation *op)
{
	e->op = NULL;
	if (!t->hashed || op->numRegions || !op->numResults || !pirOperationGetInfo(op)->registered || pirOpHasEffects(op) ||
	    (pirOperationGetTraits(op) & (PIR_TRAIT_SIDE_EFFECT | PIR_TRAIT_INPLACE | PIR_TRAIT_TERMINATOR)))
		return;
	e->op = op;
	e->hash = slotHash(t, op);
	size_t home = homeSlot(t, e->hash);
	PIR_PREFETCH(&t->tags[home]);
	PIR_PREFETCH(&t->links[home]);
	for (uint32_t i = 0; pirOpReadsUnsafe(op) && i < op->numOperands && i < 4; i++)
		PIR_PREFETCH(pirOperationGetOperand(op, i)); /* its state: readsUnsafe */
}

/* op's results are about to be replaced: hashes kept for their users go. */
static void forgetUsers(Ahead *ring, PirOperation *op)
{
	for (uint32_t i = 0; i < op->numResults; i++)
		for (PirOpOperand *u = pirValueGetFirstUse(pirOperationGetResult(op, i)); u;
		     u = pirOpOperandGetNextUse(u))
			for (unsigned k = 0; k < AHEAD; k++)
				if (ring[k].op == pirOpOperandGetOwner(u))
					ring[k].op = NULL;
}

/* The general path of the lookup: every visible entry, one by one. */
static PirOperation *findLinear(Table *t, PirOperation *op)
{
	for (size_t i = 0; i < t->top.len; i++)
		if (equivalent(t, t->top.data[i], op))
			return t->top.data[i];
	for (size_t i = 0; i < t->log.len; i++)
		if (equivalent(t, t->log.data[i], op))
			return t->log.data[i];
	return NULL;
}

static void simplifyBlock(Table *t, PirBlock *b, PirPassRun *run)
{
	Ahead ring[AHEAD] = {{0}};
	PirOperation *scout = b->first;
	size_t pos = 0; /* of op in the block; ring[pos % AHEAD] is its entry */
	for (unsigned k = 0; k < AHEAD && scout; k++, scout = pirOperationGetNextInBlock(scout))
		lookAhead(t, &ring[k], scout);
	for (PirOperation *op = b->first, *next; op; op = next, pos++) {
		next = pirOperationGetNextInBlock(op);
		Ahead kept = ring[pos % AHEAD];
		if (scout) {
			lookAhead(t, &ring[pos % AHEAD], scout);
			scout = pirOperationGetNextInBlock(scout);
		} else {
			ring[pos % AHEAD].op = NULL;
		}
		/* Inner ops first: they may reuse what encloses them, and the
		 * op's own regions are then compared in their simplified form. */
		if (op->numRegions)
			simplifyRegions(t, op, run);
		/* Ops in regions and region ops keep facts (commitFacts). */
		bool nested = op->numRegions || t->fs.len;
		bool candidate = mayMerge(op);
		bool readsChanged = (candidate || nested) && readsUnsafe(op);
		if (!candidate || readsChanged || (op->numRegions && factsOf(&t->fs, op)->unsafe)) {
			if (nested)
				commitFacts(&t->fs, op, readsChanged);
			continue;
		}
		uint32_t h = 0;
		PirOperation *found = NULL;
		size_t slot = 0;
		if (t->hashed) {
			h = kept.op == op ? kept.hash : slotHash(t, op);
			slot = homeSlot(t, h);
			uint8_t tag = tagOf(h);
			for (; t->tags[slot]; slot = nextSlot(t, slot))
				if (t->tags[slot] == tag && equivalent(t, slotOp(t, slot), op)) {
					found = slotOp(t, slot);
					break;
				}
		} else {
			found = findLinear(t, op);
		}
		if (found && !feedsOutput(op)) {
			forgetUsers(ring, op);
			for (uint32_t i = 0; i < op->numResults; i++)
				pirValueReplaceAllUsesWith(pirOperationGetResult(op, i), pirOperationGetResult(found, i));
			pirOperationErase(op);
			run->stats[STAT_CSED]++;
			run->changed = true;
		} else {
			if (!found)
				tableInsert(t, h, op, slot);
			if (nested)
				commitFacts(&t->fs, op, readsChanged);
		}
	}
}

static bool runCse(PirProgram *prog, PirPassRun *run)
{
	PirPtrVec unsafe;
	size_t numOps = pirAnalyzeEffects(prog, &unsafe);
	Table t = {0};
	int64_t bits = run->options[OPT_HASH_BITS];
	t.hashMask = bits >= 32 ? UINT32_MAX : bits <= 0 ? 0 : ((uint32_t)1 << bits) - 1;
	/* Sized for every op up front: growing would rehash them all. */
	int64_t slots = run->options[OPT_TABLE_SLOTS];
	t.hashed = PIR_SPEED_ONLY(true);
	if (t.hashed)
		slotsCreate(&t, slots > 0 ? (size_t)slots : capacityFor(numOps));
	simplifyRegions(&t, prog->module, run);
	pirValueStatesZero(&unsafe); /* merged ops are only erased: their values are still readable */
	if (t.hashed)
		slotsDestroy(t.mem, t.mapLen);
	pirPtrVecFree(&t.log);
	pirPtrVecFree(&t.top);
	pirPtrMapFree(&t.map);
	free(t.fs.frames);
	free(t.fs.kept);
	pirPtrMapFree(&t.fs.open);
	pirPtrMapFree(&t.fs.done);
	return true;
}

const PirPass pirCsePass = {
	.argument = "cse",
	.name = "CSE",
	.summary = "Eliminate common subexpressions, nested regions included (docs/passes.md)",
	.options = {{"test-table-slots", "(for tests) start with this many slots, so that it grows (0: 1.5 per op)", 0,
		     true, PIR_PASS_OPTION_INT},
		    {"test-hash-bits", "(for tests) keep this many low bits of each hash: ops collide", 32, true, PIR_PASS_OPTION_INT}},
	.stats = {{"num-cse'd", "Number of operations CSE'd"}},
	.run = runCse,
	.keepsValueStatesClear = true, /* value words: 0, or unsafe ones zeroed at the end */
};
