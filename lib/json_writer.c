/* json_writer.c: writes a program as stub (not yet). */
#include "formats.h"

bool pirJsonWriteProgram(PirProgram *prog, const PirJsonInfo *info, FILE *f)
{
	(void)prog, (void)info, (void)f;
	return false;
}
