/* ir_alone.c: a program linked against the IR core's archive alone
 * (libpir-ir.a, with lib/sys below it): every object of the archive is
 * linked in, so a call from lib/ir into lib/text, lib/json, dialects/ or
 * passes/ fails the link. It builds a type in a context without dialects
 * (a program needs one's module op) and prints its text, which the core
 * writes itself (scripts/check-layering.sh runs it). */
#include <stdio.h>
#include <stdlib.h>

#include "lib/ir/ir.h"

int main(void)
{
	PirContext *ctx = pirContextCreateEmpty();
	int64_t dims[] = {2, -1};
	PirType *t = pirTypeGetTensor(ctx, pirTypeGetScalar(ctx, PIR_TYPE_F32), 2, dims);
	PirType *elems[] = {t, pirTypeGetScalar(ctx, PIR_TYPE_BOOL)};
	PirType *v = pirTypeGetVector(ctx, 2, elems);
	char *s = pirTypeToString(ctx, v);
	printf("%s\n", s);
	free(s);
	pirContextDestroy(ctx);
	return 0;
}
