/* speed_paths.h: the one switch of the speed-only paths. A speed-only path
 * is a shortcut beside a general path that gives exactly what the general
 * path gives, only sooner: a cache of what was read or printed before, the
 * inline lexer, the parser's fast op head, a helper thread that faults
 * memory in or writes output, verifying only what a pass changed. Each is
 * taken only where PIR_SPEED_ONLY(cond) holds, the one mark they carry
 * (grep PIR_SPEED_ONLY lists them; docs/design.md, "Speed-only paths").
 * PIR_SPEED_PATHS=0 in the environment turns them all off for the process
 * (read once, before main), and the general paths alone must then give
 * byte-identical output: lit-tests/driver/speed-paths.test runs the lit
 * inputs and the corpus both ways, as threads.test does for PIR_THREADS=1. */
#ifndef PIR_SPEED_PATHS_H
#define PIR_SPEED_PATHS_H

#include <stdbool.h>

/* Set before main from the environment; only read after. Hidden: read
 * directly, not through the GOT, on the parser's and printer's per-op
 * paths. */
extern __attribute__((visibility("hidden"))) bool pirSpeedPaths;

/* Whether the speed-only path guarded by cond may be taken. */
#define PIR_SPEED_ONLY(cond) (pirSpeedPaths && (cond))

#endif
