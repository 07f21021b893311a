/* reader.h: reading a program in any of the formats the library knows
 * (docs/c-api.md, "Reading"). The verbs: Read takes a file or buffer in any
 * format and detects it (pirProgramReadFile, pirProgramReaderCreate);
 * Parse is PIR text only (pirParserCreate, pirParseTypeString);
 * pirJsonReadProgram and pirProgramDescRead read one format each. */
#ifndef PIR_READER_H
#define PIR_READER_H

#include <stdbool.h>
#include <stddef.h>

#include "formats.h"
#include "ir/ir.h"
#include "text/text.h"

typedef struct PirReadOptions {
	/* For PIR text (text.h); ignored by the other formats. */
	PirParseOptions text;
	/* An input that holds nothing but blanks (or nothing at all)
	 * is an error unless this is set (then the reader reads no program).
	 * Only comments is not: the file says itself why it is empty. */
	bool allowEmpty;
	/* If not NULL, what PIR JSON's "base_code" header said. */
	PirJsonInfo *jsonInfo;
	/* If not NULL, the counts of a ProgramDesc's translation. */
	PirTranslateStats *translateStats;
} PirReadOptions;

/* A reader of the programs in one buffer: PIR text may hold several, PIR
 * JSON and a ProgramDesc hold one. The format is detected by content
 * (pirDetectFileFormat); a Paddle weights file (*.pdiparams) or an input
 * with no program is an error that says so. The buffer must end with a NUL
 * byte at buf[len] and outlive the reader and every diagnostic about it.
 * opts may be NULL. */
typedef struct PirProgramReader PirProgramReader;
PirProgramReader *pirProgramReaderCreate(PirContext *ctx, const char *fileName, const char *buf, size_t len,
					 const PirReadOptions *opts);
void pirProgramReaderDestroy(PirProgramReader *r);
PirFileFormat pirProgramReaderGetFormat(const PirProgramReader *r);
/* The next program, not verified (call pirProgramVerify). NULL at the end
 * of the input or after an error (then pirProgramReaderFailed is true). */
PirProgram *pirProgramReaderRead(PirProgramReader *r);
bool pirProgramReaderFailed(const PirProgramReader *r);

/* The one program of a buffer (same rules as the reader) or of a file (kept
 * in the context's arena, so diagnostics can quote it while the context
 * lives). NULL after a diagnostic: the file cannot be read, holds no
 * program or several, or does not read. Not verified: call
 * pirProgramVerify. Out of memory is one of those errors (arena.h). opts
 * may be NULL. */
PirProgram *pirProgramReadBuffer(PirContext *ctx, const char *fileName, const char *buf, size_t len,
				 const PirReadOptions *opts);
PirProgram *pirProgramReadFile(PirContext *ctx, const char *path, const PirReadOptions *opts);

/* A whole file in a malloc'ed buffer with a NUL at buf[*len] (the
 * caller frees it); NULL after a diagnostic naming the file. */
char *pirReadFileContents(PirContext *ctx, const char *path, size_t *len);

/* The older name of pirProgramReadFile with the text options only; reads
 * every format too. */
PirProgram *pirProgramParseFile(PirContext *ctx, const char *path, const PirParseOptions *opts);

#endif
