/* hashset.c: open-addressing hash set and pointer map (linear probing). */
#include "hashset.h"

#include <stdlib.h>
#include <string.h>

#include "arena.h"

static void grow(PirHashSet *s)
{
	size_t ncap = s->cap ? s->cap * 2 : 64;
	PirHashSlot *ns = pirCalloc(ncap, sizeof *ns);
	for (size_t i = 0; i < s->cap; i++) {
		if (!s->slots[i].item)
			continue;
		size_t j = s->slots[i].hash & (ncap - 1);
		while (ns[j].item)
			j = (j + 1) & (ncap - 1);
		ns[j] = s->slots[i];
	}
	free(s->slots);
	s->slots = ns;
	s->cap = ncap;
}

void *pirHashSetFind(const PirHashSet *s, uint32_t hash, PirHashEq eq, const void *key)
{
	if (!s->cap)
		return NULL;
	size_t j = hash & (s->cap - 1);
	while (s->slots[j].item) {
		if (s->slots[j].hash == hash && eq(s->slots[j].item, key))
			return s->slots[j].item;
		j = (j + 1) & (s->cap - 1);
	}
	return NULL;
}

void pirHashSetInsert(PirHashSet *s, uint32_t hash, void *item)
{
	if ((s->len + 1) * 2 > s->cap)
		grow(s);
	size_t j = hash & (s->cap - 1);
	while (s->slots[j].item)
		j = (j + 1) & (s->cap - 1);
	s->slots[j].hash = hash;
	s->slots[j].item = item;
	s->len++;
}

void pirHashSetFree(PirHashSet *s)
{
	free(s->slots);
	memset(s, 0, sizeof *s);
}

void *pirPtrMapGet(const PirPtrMap *m, const void *key)
{
	if (!m->cap)
		return NULL;
	size_t j = pirHashPtr(key) & (m->cap - 1);
	while (m->slots[j].key) {
		if (m->slots[j].key == key)
			return m->slots[j].value;
		j = (j + 1) & (m->cap - 1);
	}
	return NULL;
}

void pirPtrMapPut(PirPtrMap *m, const void *key, void *value)
{
	if ((m->len + 1) * 2 > m->cap) {
		size_t ncap = m->cap ? m->cap * 2 : 64;
		struct PirPtrMapSlot *ns = pirCalloc(ncap, sizeof *ns);
		for (size_t i = 0; i < m->cap; i++) {
			if (!m->slots[i].key)
				continue;
			size_t j = pirHashPtr(m->slots[i].key) & (ncap - 1);
			while (ns[j].key)
				j = (j + 1) & (ncap - 1);
			ns[j] = m->slots[i];
		}
		free(m->slots);
		m->slots = ns;
		m->cap = ncap;
	}
	size_t j = pirHashPtr(key) & (m->cap - 1);
	while (m->slots[j].key) {
		if (m->slots[j].key == key) {
			m->slots[j].value = value;
			return;
		}
		j = (j + 1) & (m->cap - 1);
	}
	m->slots[j].key = key;
	m->slots[j].value = value;
	m->len++;
}

void pirPtrMapFree(PirPtrMap *m)
{
	free(m->slots);
	memset(m, 0, sizeof *m);
}
