/* op_definition.h: the text of an op's definition (op_definition.c), what
 * `pir-opt --show-op`, the language server's hover and Python's
 * pir.op_definition show. Internal: the public form is
 * pirContextGetOpDefinition (pir.h). */
#ifndef PIR_OP_DEFINITION_H
#define PIR_OP_DEFINITION_H

#include <stdio.h>

#include "pir.h"

/* Writes the definition of a registered op to f, as --show-op prints it. */
void pirPrintOpDefinition(PirContext *ctx, PirOpInfo *info, FILE *f);

/* An attribute's kinds and default (" int32 = 0", " str (required)"). */
void pirPrintAttrDefinition(PirContext *ctx, const PirAttrDef *a, FILE *f);

#endif
