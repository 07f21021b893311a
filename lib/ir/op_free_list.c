/* op_free_list.c: the memory of destroyed operations, reused by the next
 * operation of the same size in the same program. An op and its arrays are
 * one arena block (operation.c); pirOperationDestroy puts the blocks of the
 * op and of the ops nested in it on a free list per size (4-byte steps, up
 * to FREE_MAX bytes; a block is 4-aligned, so the list links are PirLinks), and pirOperationCreate takes from it before the
 * arena. A reused block is zeroed, as the arena's are. Under ASan a free
 * block is poisoned but for its link, so reading a destroyed op fails. */
#include "context_impl.h"

#include <stdlib.h>
#include <string.h>

#if defined(__SANITIZE_ADDRESS__)
#define PIR_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define PIR_ASAN 1
#endif
#endif
#ifdef PIR_ASAN
#include <sanitizer/asan_interface.h>
#define POISON(p, n) ASAN_POISON_MEMORY_REGION((p), (n))
#define UNPOISON(p, n) ASAN_UNPOISON_MEMORY_REGION((p), (n))
#else
#define POISON(p, n) ((void)(p), (void)(n))
#define UNPOISON(p, n) ((void)(p), (void)(n))
#endif

enum { FREE_MAX = 1024, FREE_CLASSES = FREE_MAX / 4 + 1 };

typedef struct FreeBlock {
	PirLink next; /* FreeBlock */
} FreeBlock;

size_t pirOperationAllocSize(uint32_t numResults, uint32_t numOperands, uint32_t numRegions, uint32_t numSuccessors)
{
	return pirOperationAllocSizeInline(numResults, numOperands, numRegions, numSuccessors);
}

void *pirProgramAllocOp(PirProgram *p, size_t size)
{
	size = (size + 3) & ~(size_t)3;
	FreeBlock **lists = p->freeOps;
	if (lists && size <= FREE_MAX && lists[size / 4]) {
		FreeBlock *b = lists[size / 4];
		UNPOISON(b, size);
		lists[size / 4] = pirLinkToPtr(b->next);
		memset(b, 0, size);
		return b;
	}
	return pirArenaAlloc4(&p->arena, size);
}

static void release(PirProgram *p, PirOperation *op)
{
	size_t size = pirOperationAllocSizeInline(op->numResults, op->numOperands, op->numRegions, op->numSuccessors);
	if (size > FREE_MAX)
		return; /* rare; stays in the arena until the program goes */
	if (!p->freeOps)
		p->freeOps = pirCalloc(FREE_CLASSES, sizeof(FreeBlock *));
	/* The block starts at the last result (ir.h). */
	FreeBlock **lists = p->freeOps, *b = (FreeBlock *)((char *)op - op->numResults * sizeof(PirValue));
	b->next = pirLinkFromPtr(lists[size / 4]);
	lists[size / 4] = b;
	POISON((char *)b + sizeof *b, size - sizeof *b);
}

void pirOperationDestroy(PirOperation *op)
{
	PirProgram *p = pirOperationGetProgram(op);
	pirOperationErase(op);
	if (!p)
		return; /* detached and without blocks: its program is not known */
	if (!op->numRegions) {
		if (!pirOperationIsLogged(op))
			release(p, op);
		return;
	}
	/* The op and everything nested in it, with an explicit stack (nesting
	 * may be deep): no use links into them are left after the erase. If
	 * the change log names one of them, none is reused: the verifier reads
	 * the logged op and its parents until the log is emptied
	 * (change_log.c), and they are reclaimed with the program. */
	PirPtrVec stack = {0}, all = {0};
	bool logged = false;
	pirPtrVecPush(&stack, op);
	while (stack.len) {
		PirOperation *o = stack.data[--stack.len];
		for (uint32_t r = 0; r < o->numRegions; r++)
			for (PirBlock *b = pirOperationGetRegion(o, r)->first; b; b = b->next)
				for (PirOperation *in = b->first; in; in = pirOperationGetNextInBlock(in))
					pirPtrVecPush(&stack, in);
		logged |= pirOperationIsLogged(o);
		pirPtrVecPush(&all, o);
	}
	for (size_t i = 0; i < all.len && !logged; i++)
		release(p, all.data[i]);
	pirPtrVecFree(&stack);
	pirPtrVecFree(&all);
}
