/* op_definition.h: the text of an op's definition (op_definition.c). */
#ifndef PIR_TOOL_OP_DEFINITION_H
#define PIR_TOOL_OP_DEFINITION_H

#include <stdio.h>

#include "../lib/pir.h"

/* Writes the definition of a registered op to f, as --show-op prints it. */
void pirPrintOpDefinition(PirContext *ctx, PirOpInfo *info, FILE *f);

/* An attribute's kinds and default (" int32 = 0", " str (required)"). */
void pirPrintAttrDefinition(PirContext *ctx, const PirAttrDef *a, FILE *f);

#endif
