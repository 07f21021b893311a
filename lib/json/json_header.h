/* json_header.h: a JSON file's "base_code" header (version, trainable)
 * kept on the program's builtin.module as attributes, so that it survives
 * PIR text (docs/file-formats.md, "Versions"). Not public. */
#ifndef PIR_JSON_HEADER_H
#define PIR_JSON_HEADER_H

#include "../formats.h"
#include "../pir.h"

/* The lowest serialization version whose forms cover prog: the highest
 * json_versions entry (docs/dialect-yaml.md) its ops match, else 1. */
int64_t pirJsonFormsVersion(PirProgram *prog);
/* Records on prog's module what the writer would not find by itself: the
 * version when it is not the forms' version, trainable when false. */
void pirJsonHeaderRecord(PirProgram *prog, const PirJsonInfo *info);
/* The header to write for prog: its module's attributes, else the forms'
 * version and trainable. False, with a diagnostic at the module, when an
 * attribute of that name holds something else. */
bool pirJsonHeaderGet(PirProgram *prog, PirJsonInfo *out);

#endif
