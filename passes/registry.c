/* registry.c: the table of passes built from passes.def. */
#include <string.h>

#include "pass.h"

const PirPass *const pirPasses[] = {
#define PIR_PASS(sym, arg) &sym,
#include "passes.def"
#undef PIR_PASS
	NULL,
};

const PirPass *pirPassLookup(const char *argument, size_t len)
{
	for (const PirPass *const *p = pirPasses; *p; p++)
		if (strlen((*p)->argument) == len && memcmp((*p)->argument, argument, len) == 0)
			return *p;
	return NULL;
}

const PirPass *pirPassSuggest(const char *arg, size_t len)
{
	const PirPass *best = NULL;
	size_t bestD = 99;
	for (const PirPass *const *p = pirPasses; *p; p++) {
		size_t d = pirEditDistance(arg, len, (*p)->argument, strlen((*p)->argument));
		if (d < bestD) {
			bestD = d;
			best = *p;
		}
	}
	return bestD <= 3 ? best : NULL;
}
