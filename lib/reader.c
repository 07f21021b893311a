/* reader.c: the one entry that reads every format: detects the buffer's
 * format (format_detect.c), then hands it to the text parser, the PIR JSON
 * reader or the ProgramDesc translator; says what a weights file or an
 * input without a program is instead of reading it as broken text. */
#include <stdlib.h>
#include <string.h>

#include "ir/oom.h"
#include "reader.h"

struct PirProgramReader {
	PirContext *ctx;
	PirLocation where; /* the start of the input */
	const char *fileName, *buf;
	size_t len;
	PirReadOptions opts;
	PirFileFormat format;
	PirParser *parser; /* text */
	size_t programs;   /* read so far */
	bool done, failed;
};

PirProgramReader *pirProgramReaderCreate(PirContext *ctx, const char *fileName, const char *buf, size_t len,
					 const PirReadOptions *opts)
{
	PirProgramReader *r = pirCalloc(1, sizeof *r);
	r->ctx = ctx;
	r->where = (PirLocation){pirIdentGetCStr(ctx, fileName), 1, 1};
	r->fileName = fileName;
	r->buf = buf;
	r->len = len;
	if (opts)
		r->opts = *opts;
	r->format = pirDetectFileFormat(buf, len);
	/* Binary: a diagnostic quotes no line of it. */
	if ((r->format == PIR_FORMAT_PROGRAMDESC || r->format == PIR_FORMAT_PARAMS) && r->opts.text.sourceRegistered)
		pirContextRemoveSource(ctx, buf);
	if (r->format == PIR_FORMAT_TEXT)
		r->parser = pirParserCreate(ctx, fileName, buf, len, &r->opts.text);
	return r;
}

void pirProgramReaderDestroy(PirProgramReader *r)
{
	if (!r)
		return;
	pirParserDestroy(r->parser);
	free(r);
}

PirFileFormat pirProgramReaderGetFormat(const PirProgramReader *r)
{
	return r->format;
}

bool pirProgramReaderFailed(const PirProgramReader *r)
{
	return r->failed;
}

static bool isBlankText(const char *s, size_t len)
{
	for (size_t i = 0; i < len; i++)
		if (!strchr(" \t\r\n", s[i]))
			return false;
	return true;
}

/* A weights file beside a program: name the program files to pass. */
static void weightsError(PirProgramReader *r)
{
	const char *name = r->fileName;
	size_t n = strlen(name), ext = strlen(".pdiparams");
	if (n > ext && !strcmp(name + n - ext, ".pdiparams"))
		pirEmitError(r->ctx, r->where,
			     "this is a Paddle weights file (parameters, no program); pass the program beside it instead: "
			     "'%.*s.json' (PIR JSON) or '%.*s.pdmodel' (ProgramDesc), or the prefix '%.*s' for the "
			     "program and its weights",
			     (int)(n - ext), name, (int)(n - ext), name, (int)(n - ext), name);
	else
		pirEmitError(r->ctx, r->where,
			     "this is a Paddle weights file (parameters, no program); pass the program file instead "
			     "(PIR text, PIR JSON '*.json' or a ProgramDesc '*.pdmodel')");
}

PirProgram *pirProgramReaderRead(PirProgramReader *r)
{
	if (r->done)
		return NULL;
	PirProgram *prog = NULL;
	switch (r->format) {
	case PIR_FORMAT_TEXT:
		prog = pirParserParseProgram(r->parser);
		r->failed = pirParserFailed(r->parser);
		break;
	case PIR_FORMAT_JSON:
		prog = pirJsonReadProgram(r->ctx, r->fileName, r->buf, r->len, r->opts.jsonInfo);
		r->failed = !prog;
		r->done = true;
		break;
	case PIR_FORMAT_PROGRAMDESC:
		prog = pirProgramDescRead(r->ctx, r->fileName, r->buf, r->len, r->opts.translateStats);
		r->failed = !prog;
		r->done = true;
		break;
	case PIR_FORMAT_PARAMS:
		weightsError(r);
		r->failed = r->done = true;
		break;
	}
	if (prog) {
		r->programs++;
		return prog;
	}
	r->done = true;
	/* Only comments is a program file too (a dump that says why it is
	 * empty); nothing at all is a mistake (a wrong path, a failed step). */
	if (!r->failed && !r->programs && !r->opts.allowEmpty && isBlankText(r->buf, r->len)) {
		pirContextRemoveSource(r->ctx, r->buf); /* no line to quote */
		pirEmitError(r->ctx, r->where, "the input is empty: expected a program (PIR text, PIR JSON or a ProgramDesc)");
		r->failed = true;
	}
	return NULL;
}

/* Running out of memory (with no handler set) fails the call instead of
 * the process (oom.h); what was read so far is freed. */
PirProgram *pirProgramReadBuffer(PirContext *ctx, const char *fileName, const char *buf, size_t len,
				 const PirReadOptions *opts)
{
	PirProgramReader *volatile r = NULL;
	PirProgram *volatile prog = NULL, *volatile extra = NULL;
	PirOomRecovery rec;
	pirOomPush(&rec);
	if (setjmp(rec.env)) {
		pirOomPop(&rec);
		pirProgramDestroy(extra);
		pirProgramDestroy(prog);
		pirProgramReaderDestroy(r);
		PirLocation where = {pirIdentGetCStr(ctx, fileName), 1, 1};
		pirEmitError(ctx, where, "out of memory while reading the program");
		return NULL;
	}
	r = pirProgramReaderCreate(ctx, fileName, buf, len, opts);
	prog = pirProgramReaderRead(r);
	extra = prog ? pirProgramReaderRead(r) : NULL;
	bool several = extra != NULL;
	if (several) {
		pirEmitError(ctx, pirOperationGetLoc(extra->module),
			     "'%s' holds more than one program; read it with pirProgramReaderCreate", fileName);
		pirProgramDestroy(extra);
		extra = NULL;
	}
	PirProgram *result = prog;
	if (pirProgramReaderFailed(r) || several) {
		pirProgramDestroy(prog);
		result = NULL;
	}
	prog = NULL;
	pirProgramReaderDestroy(r);
	pirOomPop(&rec);
	return result;
}
