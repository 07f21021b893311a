/* cse.c: libpir in a few lines: read a program, walk it, run CSE, print it.
 * Build: cc cse.c $(pkg-config --cflags --libs pir). Usage: cse FILE.pir */
#include <pir/pir.h>
#include <stdio.h>

static PirWalkResult countOp(PirOperation *op, void *count)
{
	(void)op;
	++*(size_t *)count;
	return PIR_WALK_ADVANCE;
}

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: %s FILE.pir\n", argv[0]);
		return 2;
	}
	PirContext *ctx = pirContextCreate(); /* knows builtin, pd_op and cf */
	PirProgram *prog = ctx ? pirProgramReadFile(ctx, argv[1], NULL) : NULL;
	PirPassManager *pm = ctx ? pirPassManagerCreate(ctx) : NULL;
	int status = 1;
	if (prog && pirProgramVerify(prog) && pirPassManagerAddPipeline(pm, "cse")) {
		size_t before = 0, after = 0;
		pirProgramWalk(prog, PIR_WALK_PRE_ORDER, countOp, &before);
		if (pirPassManagerRun(pm, prog)) {
			pirProgramWalk(prog, PIR_WALK_PRE_ORDER, countOp, &after);
			printf("// %zu ops, %zu after CSE\n", before, after);
			pirPrintProgram(prog, stdout);
			status = 0;
		}
	}
	pirPassManagerDestroy(pm);
	pirProgramDestroy(prog);
	pirContextDestroy(ctx);
	return status;
}
