/* op_compat.h: Paddle's op_compat table (dialects/programdesc/op_compat.tsv, from
 * paddle/phi/ops/yaml/op_compat.yaml): legacy op names -> PIR op names and,
 * per op, PIR argument name -> legacy slot or attribute name, and the
 * legacy inputs that can carry a mutable attribute. Not public: used by
 * the ProgramDesc translator. */
#ifndef PIR_OP_COMPAT_H
#define PIR_OP_COMPAT_H

#include "../../lib/ir/hashset.h"
#include "../../lib/pir.h"

typedef struct PirOpCompatEntry {
	const char *legacy, *op; /* "elementwise_add", "add" */
	const char *inputs, *outputs, *attrs; /* "x:X; y:Y" */
	const char *intArray, *scalar;        /* "shape{data_type=int,tensor_name=Shape,...}" */
	const char *tensorBacked;             /* "shape, axis": the mutable attributes */
	const char *extraAttrs;               /* "use_mkldnn, seed": attributes files after 2.4 omit */
	const struct PirOpCompatEntry *forward; /* for a grad op: its forward op's entry */
} PirOpCompatEntry;

typedef struct PirOpCompat {
	char *text; /* private copy of the table, cut into cells */
	PirOpCompatEntry *entries;
	size_t numEntries;
	PirPtrMap byLegacy; /* PirIdent* legacy name -> entry */
	PirContext *ctx;
} PirOpCompat;

void pirOpCompatInit(PirOpCompat *c, PirContext *ctx);
void pirOpCompatFree(PirOpCompat *c);
const PirOpCompatEntry *pirOpCompatLookup(const PirOpCompat *c, const char *legacyOp);

/* Looks newName up in a "new:Legacy; ..." list; copies the legacy name to
 * out and returns true when found. */
bool pirOpCompatMap(const char *list, const char *newName, char *out, size_t size);
/* The legacy input slot for PIR input `name` of the op (grad ops: the
 * forward map, with _grad -> @GRAD); `name` itself when unmapped. */
void pirOpCompatInputSlot(const PirOpCompatEntry *e, const char *name, char *out, size_t size);
void pirOpCompatOutputSlot(const PirOpCompatEntry *e, const char *name, char *out, size_t size);
void pirOpCompatAttrName(const PirOpCompatEntry *e, const char *name, char *out, size_t size);
/* Whether `name` is one of the op's "extra" attributes, which Paddle >= 2.4
 * no longer saves (their values are Paddle's defaults). */
bool pirOpCompatIsExtraAttr(const PirOpCompatEntry *e, const char *name);
/* Whether PIR argument `name` is a mutable attribute (an operand that a
 * legacy op gives as a tensor slot or as an attribute). */
bool pirOpCompatIsMutable(const PirOpCompatEntry *e, const char *name);
/* For a mutable attribute `name`: its legacy tensor slots ("" if none). */
bool pirOpCompatMutableSlots(const PirOpCompatEntry *e, const char *name, char *tensorName, char *tensorsName,
			     size_t size);

#endif
