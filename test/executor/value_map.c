/* value_map.c: the binding of IR values to run-time objects, an
 * open-addressing hash map keyed by the value's address (linear probing,
 * grown at half load). Rebinding a value (a loop body's next iteration)
 * releases the old object. */
#include <stdlib.h>

#include "../../lib/ir/arena.h"
#include "run.h"

void exMapInit(ExValueMap *m)
{
	m->len = 0;
	m->cap = 64;
	m->keys = pirCalloc(m->cap, sizeof *m->keys);
	m->vals = pirCalloc(m->cap, sizeof *m->vals);
}

void exMapFree(ExValueMap *m)
{
	for (size_t i = 0; i < m->cap; i++)
		if (m->keys[i])
			exRelease(m->vals[i]);
	free(m->keys);
	free(m->vals);
	m->keys = NULL;
	m->vals = NULL;
	m->len = m->cap = 0;
}

static size_t slotOf(const ExValueMap *m, const PirValue *v)
{
	uintptr_t h = (uintptr_t)v;
	h ^= h >> 17;
	h *= 0x9E3779B97F4A7C15ull;
	size_t i = (size_t)(h >> 7) & (m->cap - 1);
	while (m->keys[i] && m->keys[i] != v)
		i = (i + 1) & (m->cap - 1);
	return i;
}

static void grow(ExValueMap *m)
{
	ExValueMap n = {pirCalloc(m->cap * 2, sizeof *m->keys), pirCalloc(m->cap * 2, sizeof *m->vals), m->len,
			m->cap * 2};
	for (size_t i = 0; i < m->cap; i++)
		if (m->keys[i]) {
			size_t s = slotOf(&n, m->keys[i]);
			n.keys[s] = m->keys[i];
			n.vals[s] = m->vals[i];
		}
	free(m->keys);
	free(m->vals);
	*m = n;
}

void exMapSet(ExValueMap *m, PirValue *v, ExObj *o)
{
	if ((m->len + 1) * 2 > m->cap)
		grow(m);
	size_t s = slotOf(m, v);
	if (m->keys[s]) {
		exRelease(m->vals[s]);
	} else {
		m->keys[s] = v;
		m->len++;
	}
	m->vals[s] = o;
}

ExObj *exMapGet(const ExValueMap *m, PirValue *v)
{
	size_t s = slotOf(m, v);
	return m->keys[s] ? m->vals[s] : NULL;
}
