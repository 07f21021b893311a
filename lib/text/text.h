/* text.h: reading and printing PIR text. The printer's output is the
 * canonical form (docs/text-format.md); the reader accepts it and every
 * spelling Paddle's own printer produced since 2023. */
#ifndef PIR_TEXT_H
#define PIR_TEXT_H

#include <stdio.h>

#include "../ir/ir.h"

typedef struct PirParser PirParser;

typedef struct PirParseOptions {
	/* A value used but never defined becomes an argument of the program's
	 * top block (an implicit input) instead of an error. */
	bool allowUndefinedValues;
	/* Line number of the first line of the buffer (for split input). */
	uint32_t firstLine;
	/* The caller registered the whole file with pirContextAddSource, so
	 * diagnostics quote it rather than this (partial) buffer. */
	bool sourceRegistered;
	/* Called now and then with a position before which the parser will not
	 * read the buffer again (diagnostics may still quote it), so that the
	 * caller can drop pages of a mapped file. May be NULL. */
	void (*consumed)(const char *upTo, void *userData);
	/* Called while the whole buffer is checked (UTF-8, no NUL) before
	 * parsing, a few megabytes at a time, with the position the check has
	 * reached: the parser reads the text before it again only when it gets
	 * there, so a mapped file's pages may be dropped until then (the whole
	 * file need not be resident at once). May be NULL. */
	void (*checked)(const char *upTo, void *userData);
	void *userData;
	/* Regions nested deeper than this are an error (located, not a crash);
	 * 0: PIR_DEFAULT_REGION_DEPTH. Reading, and each pass, needs stack in
	 * proportion: see docs/text-format.md, 3.5. */
	uint32_t maxRegionDepth;
} PirParseOptions;

/* Limits of region nesting: the default fits the usual 8 MB stack with
 * room to spare, under AddressSanitizer too (4.2 KB a level at most);
 * pir-opt reads up to PIR_MAX_REGION_DEPTH on a 1 GB stack of its own
 * (tool/big_stack.h). */
enum { PIR_DEFAULT_REGION_DEPTH = 1000, PIR_MAX_REGION_DEPTH = 20000 };

/* The buffer must end with a NUL byte at buf[len] and outlive the parser
 * and every diagnostic about it. */
PIR_API PirParser *pirParserCreate(PirContext *ctx, const char *fileName, const char *buf, size_t len,
			   const PirParseOptions *opts);
PIR_API void pirParserDestroy(PirParser *p);
/* Parses the next program of the buffer. Returns NULL at the end of the
 * input or after an error (then pirParserFailed is true). */
PIR_API PirProgram *pirParserParseProgram(PirParser *p);
PIR_API bool pirParserFailed(const PirParser *p);

/* Parses exactly one type or attribute from a NUL-terminated string;
 * NULL (with a diagnostic) on error. */
PIR_API PirType *pirParseTypeString(PirContext *ctx, const char *text, const char *name);
PIR_API PirAttribute *pirParseAttributeString(PirContext *ctx, const char *text, const char *name);

/* Printing. The printer buffers output and writes it to f. */
PIR_API void pirPrintProgram(PirProgram *prog, FILE *f);
/* What replaces an elided attribute value; it does not read back. */
#define PIR_ELIDED_ATTR "__elided__"
/* Whether a value may be elided: the kinds whose text grows without bound
 * (strings, arrays, int arrays, types, opaque dialect values). Data types,
 * places, layouts and scalars are short and are what the verifier and a
 * reader need: they always print. */
PIR_API bool pirAttributeElidable(const PirAttribute *a);
/* How an older Paddle's text printer spelled what today's printer writes
 * otherwise (a row of a dialect's `printed_spellings`, docs/dialect-yaml.md;
 * --emit-era finds it with pirEraTextSpelling). */
typedef struct PirTextSpelling {
	const char *era;        /* the snapshots it holds for, as an era label */
	const char *tensor;     /* the dense tensor type's name: "pd_op.tensor", "builtin.tensor" */
	bool stringKind;        /* strings as (String)text, unquoted */
	bool arrayKind;         /* arrays as (Array)[...] */
	bool questionDims;      /* a dynamic dimension as ?, not -1 */
	bool oneSpaceIndent;    /* every op line one space in, whatever its depth */
	bool unquotedIf;        /* (%1) = pd_op.if (%0) {...} -> T{ : the name unquoted, no space before '{' */
	bool whileAttached;     /* (%2) = "pd_op.while"(cond=... : no space before '(' */
	bool argNoUnderscore;   /* block arguments %argN, not %arg_N */
} PirTextSpelling;
typedef struct PirPrintOptions {
	bool generic;                /* every op in the generic form (no custom pd_op.if/while syntax) */
	size_t elideAttrsLargerThan; /* values whose text is longer print as PIR_ELIDED_ATTR; 0: never */
	bool debugInfo;              /* each op's location as a comment line before it, // loc(...) */
	const PirTextSpelling *spelling; /* an older printer's spellings (the caches are bypassed); NULL: today's */
} PirPrintOptions;
PIR_API void pirPrintProgramWithOptions(PirProgram *prog, FILE *f, const PirPrintOptions *opts);
PIR_API void pirPrintOperation(PirOperation *op, FILE *f); /* one op (and its regions) at indent 0 */
PIR_API void pirPrintType(PirContext *ctx, PirType *t, FILE *f);
PIR_API void pirPrintAttribute(PirContext *ctx, PirAttribute *a, FILE *f);
/* Canonical text of a program / attribute in a malloc'ed string (a
 * type's: pirTypeToString, types.h). */
PIR_API char *pirProgramToString(PirProgram *prog, size_t *len);
PIR_API char *pirAttributeToString(PirContext *ctx, PirAttribute *a);

#endif
