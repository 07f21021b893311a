/* speed_paths.c: the switch of speed_paths.h, read from the environment
 * once, before main (so before any thread and any parse). */
#include "speed_paths.h"

#include <stdlib.h>
#include <string.h>

bool pirSpeedPaths = true;

__attribute__((constructor)) static void readSpeedPathsSwitch(void)
{
	const char *e = getenv("PIR_SPEED_PATHS");
	pirSpeedPaths = !(e && !strcmp(e, "0"));
}
