/* index.h: what the server knows of a document's text, from one linear
 * scan that needs no successful parse (a half-typed file is indexed as far
 * as its tokens go): every occurrence of a value (%12), a block label
 * (^bb1), an op name and a program variable's name (the attribute an op's
 * definition names as its variable key: pd_op.data's `name`,
 * builtin.parameter's `parameter_name`), grouped by what they name; the
 * ops with their name and attribute dictionary; the programs and regions
 * (document symbols, folding ranges). Lookups are binary searches over
 * the occurrences (in text order) and chains within a group. */
#ifndef PIR_LSP_INDEX_H
#define PIR_LSP_INDEX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "catalogue.h"
#include "../../lib/ir/hashset.h"

typedef enum LspOccKind {
	LSP_OCC_VALUE,
	LSP_OCC_LABEL,
	LSP_OCC_OPNAME,
	LSP_OCC_VARIABLE,
	LSP_OCC_ATTRKEY,
} LspOccKind;

enum { LSP_NONE = UINT32_MAX };

typedef struct LspOcc {
	uint32_t start, end; /* bytes of the token (a string's, without quotes) */
	uint32_t group;      /* what it names (LspGroup); LSP_NONE for op names and attribute keys */
	uint32_t next;       /* the next occurrence of the group, LSP_NONE */
	uint32_t op;         /* the op whose line holds it, LSP_NONE */
	uint8_t kind;        /* LspOccKind */
	bool isDef;          /* a definition: a result, a block argument or label, a variable write */
} LspOcc;

typedef struct LspGroup {
	uint32_t scope;
	uint32_t first, last, def; /* occurrences; def: the first definition, LSP_NONE */
	uint32_t count;
	uint8_t kind;
} LspGroup;

typedef struct LspOp {
	uint32_t lineStart;          /* offset of its line */
	uint32_t nameStart, nameEnd; /* the op name, without quotes */
	uint32_t attrStart, attrEnd; /* its attribute dictionary's braces, LSP_NONE when none */
	uint32_t program;            /* index of its program */
	PirOpInfo *info;             /* NULL: not in the catalogue */
	uint32_t numResults;         /* result names before its '=' */
	uint32_t numRegions;         /* its brace blocks seen so far */
} LspOp;

/* A brace block: a program, or a region of an op. */
typedef struct LspBlock {
	uint32_t open, close; /* offsets of '{' and '}' (close: LSP_NONE if never closed) */
	uint32_t op;          /* the op owning the region, LSP_NONE for a program */
	uint32_t parent;      /* the enclosing block, LSP_NONE */
	uint32_t regionIndex; /* which region of its op */
} LspBlock;

typedef struct LspIndex {
	const char *text;
	LspOcc *occs;
	uint32_t numOccs;
	size_t capOccs;
	LspGroup *groups;
	uint32_t numGroups;
	size_t capGroups;
	PirHashSet groupSet; /* the groups by spelling, kind and scope: 1 + index in groups */
	LspOp *ops;
	uint32_t numOps;
	size_t capOps;
	LspBlock *blocks;
	uint32_t numBlocks;
	size_t capBlocks;
	uint32_t numPrograms;
} LspIndex;

/* Indexes text[0..len); splitMarker (NULL: none) starts a new program
 * scope at each line that is the marker, as --split-input-file does. */
void lspIndexBuild(LspIndex *ix, const char *text, size_t len, const LspCatalogue *cat, const char *splitMarker);
void lspIndexFree(LspIndex *ix);
/* The occurrence whose token covers byte offset off (or ends at it), or LSP_NONE. */
uint32_t lspIndexFind(const LspIndex *ix, size_t off);
/* The bytes of an occurrence with its quotes, if it is a quoted string. */
void lspOccSpan(const LspIndex *ix, const LspOcc *o, uint32_t *start, uint32_t *end);
/* The definition of an occurrence's group: its first definition, else its first occurrence. */
uint32_t lspIndexDefinition(const LspIndex *ix, uint32_t occ);
/* The op whose line holds offset off, or LSP_NONE: the last op starting
 * at or before it on the same line. */
uint32_t lspIndexOpAt(const LspIndex *ix, size_t off);

#endif
