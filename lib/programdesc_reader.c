/* programdesc_reader.c: legacy ProgramDesc protobuf input (not yet). */
#include "formats.h"

PirProgram *pirProgramDescRead(PirContext *ctx, const char *fileName, const char *buf, size_t len,
			       PirTranslateStats *stats)
{
	(void)buf, (void)len, (void)stats;
	PirLocation loc = {pirIdentGetCStr(ctx, fileName), 1, 1};
	pirEmitError(ctx, loc, "ProgramDesc input is not supported yet");
	return NULL;
}

void pirTranslateStatsPrint(const PirTranslateStats *s, FILE *f)
{
	(void)s, (void)f;
}
