/* context_impl.h: the layout of PirContext, shared by the files that
 * implement the context (uniquing, registry, diagnostics). Not public. */
#ifndef PIR_CONTEXT_IMPL_H
#define PIR_CONTEXT_IMPL_H

#include "hashset.h"
#include "ir.h"

typedef struct PirSource {
	PirIdent *name;
	const char *buf;
	size_t len;
	/* The start of the line last looked up, so that diagnostics in
	 * increasing line order cost what lies between them, not a rescan. */
	const char *cursor;
	uint32_t cursorLine;
	/* marks[k]: the offset of line 1 + k * PIR_SOURCE_MARK_LINES, filled
	 * as far as diagnostics have looked, so that a line before the cursor
	 * is found from the mark before it, not from the start of the file. */
	size_t *marks;
	size_t numMarks, capMarks;
} PirSource;

enum { PIR_SOURCE_MARK_LINES = 64 };

/* Frees the sources' line marks and the source list (context.c). */
void pirContextFreeSources(PirContext *ctx);

struct PirContext {
	PirArena arena;
	PirHashSet idents, types, attrs, dicts;
	PirPtrMap opInfos; /* PirIdent* -> PirOpInfo* (op aliases too) */
	PirPtrMap dialectAliases; /* PirIdent* -> PirDialect* ("pd" -> pd_op) */
	PirPtrMap handleTypes;    /* PirIdent* of a full type name ("cf.stack") -> its dialect */
	PirPtrMap jsonTypeIds;    /* PirIdent* of a PIR JSON type id ("2.t_stack") -> its PirJsonType */
	PirPtrMap jsonTypeNames;  /* PirIdent* of a full type name ("cf.stack") -> its PirJsonType */
	PirPtrMap tensorSpellings; /* PirIdent* of a prefixed spelling ("pd.vtensor") -> PirTensorSpelling */
	PirPtrMap attrKindPrefixes; /* PirIdent* of a dialect name or alias -> 1 (attribute_kind_prefix) */
	PirPtrVec hookTables;     /* const PirHookEntry * tables, in registration order */
	PirPtrMap resultAttrs;    /* PirIdent* of attributes holding one entry per result -> 1 */
	PirType *scalars[PIR_TYPE_F8E5M2 + 1];
	PirAttribute *boolAttrs[2];
	PirAttrDict *emptyDict;
	PirPtrVec dialects, opInfoList;
	PirDiagnosticHandler handler;
	void *handlerData;
	/* lib/locations.c: the files operation locations name; index 0 is
	 * unused (no file). lastFile caches the last one packed. */
	PirIdent **locFiles;
	uint32_t numLocFiles, capLocFiles, lastFileIndex;
	PirIdent *lastFile;
	PirPtrMap locFileIndex; /* PirIdent* -> (void *)(uintptr_t)index */
	PirSource *sources;
	size_t numSources, capSources;
	unsigned errors;
	bool allowUnregistered;
	/* Entry arrays of the reader's spelling caches, emptied, kept for the
	 * next parser (parser_support.c, pirP_cacheRelease): a chunk of
	 * --split-input-file callocs none. */
	void *spareCaches[8];
	unsigned numSpareCaches;
	/* Op definitions registered on first use (dialects/builtin_tables.c):
	 * lazyLookup registers the op called name if it knows it; lazyAll
	 * registers every op it still holds. */
	bool (*lazyLookup)(PirContext *ctx, PirIdent *name);
	void (*lazyAll)(PirContext *ctx);
	const void *lazyData;
};

/* pirOperationAllocSize, inline for pirOperationCreate (ops are made by
 * the million: to-vtensor makes four for every op it converts). */
static inline size_t pirOperationAllocSizeInline(uint32_t numResults, uint32_t numOperands, uint32_t numRegions,
						 uint32_t numSuccessors)
{
	size_t size = sizeof(PirOperation) + numResults * sizeof(PirValue) + numOperands * sizeof(PirOpOperand) +
		      numRegions * sizeof(PirRegion) + numSuccessors * sizeof(PirBlock *);
	return (size + 7) & ~(size_t)7;
}

/* pirContextPackLocation, inline for pirOperationCreate: the reader packs
 * the same file for every op (lib/locations.c). */
uint32_t pirContextLocFileIndex(PirContext *ctx, PirIdent *file);
static inline PirOpLocation pirContextPackLocationInline(PirContext *ctx, PirLocation loc)
{
	uint32_t f = !loc.file ? 0 : loc.file == ctx->lastFile ? ctx->lastFileIndex : pirContextLocFileIndex(ctx, loc.file);
	return (PirOpLocation){.line = loc.line, .col = loc.col < PIR_OP_LOC_MAX_COL ? loc.col : PIR_OP_LOC_MAX_COL,
			       .fileIndex = f};
}

#endif
