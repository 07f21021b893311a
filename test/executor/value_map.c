/* value_map.c: the binding of IR values to run-time objects, a PirPtrMap
 * keyed by the value (lib/ir/hashset.h). Rebinding a value (a loop body's
 * next iteration) releases the old object. */
#include <stdlib.h>

#include "../../lib/ir/arena.h"
#include "run.h"

void exMapInit(ExValueMap *m)
{
	*m = (ExValueMap){{0}};
}

void exMapFree(ExValueMap *m)
{
	for (size_t i = 0; i < m->map.cap; i++)
		if (m->map.slots[i].key)
			exRelease(m->map.slots[i].value);
	pirPtrMapFree(&m->map);
	*m = (ExValueMap){{0}};
}

void exMapSet(ExValueMap *m, PirValue *v, ExObj *o)
{
	exRelease(pirPtrMapGet(&m->map, v));
	pirPtrMapPut(&m->map, v, o);
}

ExObj *exMapGet(const ExValueMap *m, PirValue *v)
{
	return pirPtrMapGet(&m->map, v);
}
