/* api.c: the exported definitions of the IR's accessors (pir_api.h,
 * PIR_ACCESSOR). Defining PIR_DEFINE_ACCESSORS before the includes turns
 * the inline bodies of the private headers (ir_private.h, types_private.h,
 * attributes_private.h, context_private.h) into the exported functions a
 * library user calls, so each accessor has one body; the library's own
 * code inlines the same bodies. */
#define PIR_DEFINE_ACCESSORS 1
#include "../pir.h"
