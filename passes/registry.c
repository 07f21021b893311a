/* registry.c: the table of passes built from passes.def, and Paddle's names
 * for them (paddle_pass_names.def). */
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

static const struct {
	const char *paddle, *same, *closest, *note;
} paddleNames[] = {
#define PIR_PADDLE_PASS(paddle, same, closest, note) {paddle, same, closest, note},
#include "paddle_pass_names.def"
#undef PIR_PADDLE_PASS
};

static const PirPass *registered(const char *argument)
{
	return argument ? pirPassLookup(argument, strlen(argument)) : NULL;
}

bool pirPaddlePassLookup(const char *name, size_t len, PirPaddlePassName *out)
{
	for (size_t i = 0; i < sizeof paddleNames / sizeof *paddleNames; i++)
		if (strlen(paddleNames[i].paddle) == len && memcmp(paddleNames[i].paddle, name, len) == 0) {
			*out = (PirPaddlePassName){paddleNames[i].paddle, registered(paddleNames[i].same),
						   registered(paddleNames[i].closest), paddleNames[i].note};
			return true;
		}
	return false;
}

const char *pirPaddlePassSuggest(const char *name, size_t len)
{
	const char *best = NULL;
	size_t bestD = 4;
	for (size_t i = 0; i < sizeof paddleNames / sizeof *paddleNames; i++) {
		size_t n = strlen(paddleNames[i].paddle), d = pirEditDistance(name, len, paddleNames[i].paddle, n);
		size_t stem = pirEditDistance(name, len, paddleNames[i].paddle, n - strlen("_pass")); /* all end so */
		if (stem < d)
			d = stem;
		if (d < bestD) {
			bestD = d;
			best = paddleNames[i].paddle;
		}
	}
	return best;
}
