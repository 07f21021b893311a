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
	/* The end of the cursor's line once found (NULL: not yet), so that
	 * many diagnostics on one long line do not each scan it to its end. */
	const char *cursorEnd;
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
	const char *inputEra; /* --input-era: the snapshot that printed the input, settling ambiguous forms (op_eras.c) */
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
	/* PirOpInfo* whose region terminator is an op of a dialect not loaded
	 * yet (builtin.group ends in cf.yield): checked when that dialect
	 * loads (dialects/dialect_loader.c). */
	PirPtrVec deferredTerminators;
	PirType *scalars[PIR_TYPE_F8E5M2 + 1];
	PirAttribute *boolAttrs[2];
	PirAttrDict *emptyDict;
	PirPtrVec dialects, opInfoList;
	PirDiagnosticHandler handler;
	void *handlerData;
	/* While muted (pirDiagnosticsMute), the outermost mute's handler and
	 * error count, for pirDiagnosticsUnmute. */
	bool muted;
	PirDiagnosticHandler unmutedHandler;
	void *unmutedData;
	unsigned unmutedErrors;
	/* lib/ir/locations.c: the file an inline op location may name (the first
	 * one packed), and the positions that do not fit inline, each once:
	 * locTable[i], found again through the open-addressed locSlots
	 * (1 + index, 0 = empty; a power of two of them). */
	PirIdent *locFile;
	PirLocation *locTable;
	uint32_t numLocs, capLocs;
	uint32_t *locSlots;
	uint32_t numLocSlots;
	/* lib/ir/locations.c: the labels of positions in files without lines
	 * (an op of a JSON or ProgramDesc file, pirLocationGetLabel). */
	struct PirLocLabel *locLabels;
	uint32_t numLocLabels, capLocLabels;
	PirSource *sources;
	size_t numSources, capSources;
	unsigned errors;
	/* The error limit of the default printer (0: none): errors past it are
	 * counted, not printed, nor the notes that follow them. */
	unsigned errorLimit, errorsShown, errorsHidden;
	bool hidingNotes;
	/* verify_attributes.c: where each attribute key of the source line
	 * last asked about is written, sorted by name, so that N errors on
	 * one op's attributes cost N lookups, not N scans of the line. */
	struct {
		const char *line; /* the op's source line and column: the key */
		uint32_t col;
		size_t num, cap;
		struct PirAttrKeyPos {
			const char *key;
			uint32_t len, col;
		} *keys;
	} attrKeys;
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

/* Checks that run silently and leave the reporting to another run (the
 * verifiers: verify_changes.c, and verifier.c on two threads): between
 * pirDiagnosticsMute and pirDiagnosticsRestore, diagnostics go nowhere and
 * the error count is given back as it was. */
typedef struct PirDiagnosticsMute {
	PirDiagnosticHandler handler;
	void *handlerData;
	unsigned errors;
} PirDiagnosticsMute;

void pirDiagnosticsMute(PirContext *ctx, PirDiagnosticsMute *saved);
void pirDiagnosticsRestore(PirContext *ctx, const PirDiagnosticsMute *saved);
/* Whether a diagnostic of severity sev emitted now would be seen (not
 * muted, not past the error limit): work that only makes it more precise
 * (finding an attribute's column) can be skipped otherwise. */
bool pirDiagnosticsWouldShow(PirContext *ctx, PirSeverity sev);

/* pirOperationAllocSize, inline for pirOperationCreate (ops are made by
 * the million: to-vtensor makes four for every op it converts). */
static inline size_t pirOperationAllocSizeInline(uint32_t numResults, uint32_t numOperands, uint32_t numRegions,
						 uint32_t numSuccessors)
{
	/* 4-aligned; regions and successors hold pointers and start 8-aligned,
	 * so they get 4 bytes of room to move up (ir.h). */
	size_t size = sizeof(PirOperation) + numResults * sizeof(PirValue) + numOperands * sizeof(PirOpOperand);
	if (numRegions || numSuccessors)
		size += 4 + numRegions * sizeof(PirRegion) + numSuccessors * sizeof(PirBlock *);
	return (size + 3) & ~(size_t)3;
}

/* pirContextPackLocation, inline for pirOperationCreate: the reader's
 * positions are inline (lib/ir/locations.c). */
uint32_t pirContextLocTableIndex(PirContext *ctx, PirLocation loc);
static inline PirOpLocation pirContextPackLocationInline(PirContext *ctx, PirLocation loc)
{
	if (loc.file && !ctx->locFile)
		ctx->locFile = loc.file;
	if (loc.line < (1u << PIR_OP_LOC_LINE_BITS) && loc.col < (1u << PIR_OP_LOC_COL_BITS) &&
	    (!loc.file || loc.file == ctx->locFile))
		return (PirOpLocation){loc.line | loc.col << PIR_OP_LOC_LINE_BITS | (loc.file ? PIR_OP_LOC_FILE_BIT : 0)};
	return (PirOpLocation){PIR_OP_LOC_TABLE_BIT | pirContextLocTableIndex(ctx, loc)};
}

#endif
