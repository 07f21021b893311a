/* pir.h: the whole public API of libpir in one include. */
#ifndef PIR_H
#define PIR_H

#include "arena.h"
#include "attributes.h"
#include "builder.h"
#include "context.h"
#include "infer.h"
#include "ir.h"
#include "opinfo.h"
#include "text.h"
#include "types.h"

#define PIR_VERSION "0.1.0"

#endif
