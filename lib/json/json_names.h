/* json_names.h: the names Paddle's PIR JSON uses for dialects, scalar
 * types and places, shared by the JSON reader and writer. Not public. */
#ifndef PIR_JSON_NAMES_H
#define PIR_JSON_NAMES_H

#include "../pir.h"

/* "1" -> "pd_op"; NULL when the id is not one of Paddle's DialectIdMap. */
const char *pirJsonDialectName(const char *id, size_t n);
/* "pd_op" -> "1"; NULL for dialects without an id. */
const char *pirJsonDialectId(const char *name, size_t n);
/* "t_f32" -> PIR_TYPE_F32; PIR_TYPE_NULL when not a scalar name. */
PirTypeKind pirJsonScalarKind(const char *name);
const char *pirJsonScalarName(PirTypeKind k); /* "t_f32", NULL for non-scalars */
/* Place text as the printer writes it ("cpu", "gpu:0", "undefined:0")
 * from Paddle's [allocation type, device id, device type]; false when the
 * allocation type is unknown. */
bool pirJsonPlaceToText(int64_t type, int64_t id, const char *devType, char *buf, size_t size);
bool pirJsonPlaceFromText(const char *text, int64_t *type, int64_t *id, const char **devType, size_t *devLen);

#endif
