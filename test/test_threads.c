/* test_threads.c: the helper threads (lib/sys/threads.h). An arena maps its
 * next chunk ahead and has it faulted in on a thread once chunks are
 * large, and only then; the memory it hands out is zeroed and stays what
 * was written. The async writer writes the buffers handed to it in order.
 * A program printed with threads is the same text as printed without. */
#include "test_helpers.h"

#include "../lib/sys/async_writer.h"
#include "../lib/text/printer.h"

static void allocAndCheck(PirArena *a, size_t total, bool *sawSpare)
{
	size_t n = total / 1000;
	unsigned char **blocks = malloc(n * sizeof *blocks);
	for (size_t i = 0; i < n; i++) {
		blocks[i] = pirArenaAlloc(a, 1000);
		for (size_t j = 0; j < 1000; j++)
			cr_assert_eq(blocks[i][j], 0);
		memset(blocks[i], (int)(i & 0xff), 1000);
		*sawSpare = *sawSpare || a->spare;
	}
	for (size_t i = 0; i < n; i++)
		for (size_t j = 0; j < 1000; j += 97)
			cr_assert_eq(blocks[i][j], (unsigned char)(i & 0xff));
	free(blocks);
}

Test(threads, arena_maps_ahead_only_when_large_and_allowed)
{
	pirEnableMultithreading(true);
	PirArena a;
	pirArenaInit(&a);
	bool sawSpare = false;
	allocAndCheck(&a, 200000, &sawSpare);
	cr_assert_not(sawSpare, "a small arena maps nothing ahead");
	allocAndCheck(&a, 24 << 20, &sawSpare);
	cr_assert(sawSpare, "a large arena maps its next chunk ahead");
	pirArenaDestroy(&a);

	pirEnableMultithreading(false);
	pirArenaInit(&a);
	sawSpare = false;
	allocAndCheck(&a, 24 << 20, &sawSpare);
	cr_assert_not(sawSpare, "without threads nothing is mapped ahead");
	pirArenaDestroy(&a);
}

Test(threads, async_writer_writes_in_order)
{
	pirEnableMultithreading(true);
	FILE *f = tmpfile();
	cr_assert_not_null(f);
	PirAsyncWriter *w = pirAsyncWriterCreate(f);
	cr_assert_not_null(w);
	size_t cap = 4096, total = 0;
	char *buf = malloc(cap);
	for (int i = 0; i < 200; i++) {
		size_t len = 1 + (size_t)(i * 37) % cap;
		for (size_t j = 0; j < len; j++)
			buf[j] = (char)('a' + (total + j) % 26);
		total += len;
		buf = pirAsyncWriterSwap(w, buf, len, &cap);
		cr_assert_not_null(buf);
		cr_assert_geq(cap, 4096);
	}
	free(buf);
	pirAsyncWriterDestroy(w);
	cr_assert_eq((size_t)ftell(f), total);
	rewind(f);
	for (size_t i = 0; i < total; i++)
		cr_assert_eq(fgetc(f), 'a' + (int)(i % 26), "byte %zu", i);
	fclose(f);

	pirEnableMultithreading(false);
	cr_assert_null(pirAsyncWriterCreate(stdout), "without threads the caller writes");
}

static DiagLog diags;

/* A program big enough for all the threads: mapped arena chunks, more
 * than a few printer buffers, and more than 16,384 top-level ops (printed
 * by two threads, lib/text/printer_parallel.c). */
static char *bigProgram(size_t *len)
{
	char *text = NULL;
	FILE *f = open_memstream(&text, len);
	fputs("{\n(%0)=\"pd_op.full\"(){dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),"
	      "shape:(pd_op.IntArray)[2],value:(Float)1}:()->tensor<2xf32>\n",
	      f);
	for (int i = 1; i <= 30000; i++)
		fprintf(f, "(%%%d)=\"pd_op.tanh\"(%%%d){}:(tensor<2xf32>)->tensor<2xf32>\n", i, i - 1);
	fputs("()=\"builtin.shadow_output\"(%30000){output_name:\"out\"}:(tensor<2xf32>)->\n}\n", f);
	fclose(f);
	return text;
}

static char *printToFile(PirProgram *p, size_t *len)
{
	FILE *f = tmpfile();
	cr_assert_not_null(f);
	pirPrintProgram(p, f);
	*len = (size_t)ftell(f);
	rewind(f);
	char *text = malloc(*len + 1);
	cr_assert_eq(fread(text, 1, *len, f), *len);
	fclose(f);
	return text;
}

Test(threads, printed_the_same_with_and_without)
{
	fixtureDialects(&diags);
	size_t srcLen;
	char *src = bigProgram(&srcLen);
	char *out[2];
	size_t outLen[2];
	for (int threads = 0; threads < 2; threads++) {
		pirEnableMultithreading(threads);
		PirParseOptions po = {0};
		PirParser *p = pirParserCreate(ctx, "big.pir", src, srcLen, &po);
		PirProgram *prog = pirParserParseProgram(p);
		pirParserDestroy(p);
		cr_assert_not_null(prog, "%s", diags.msg[0]);
		out[threads] = printToFile(prog, &outLen[threads]);
		size_t strLen;
		char *str = pirProgramToString(prog, &strLen);
		cr_assert_eq(strLen, outLen[threads]);
		cr_assert(!memcmp(str, out[threads], strLen));
		free(str);
		pirProgramDestroy(prog);
	}
	cr_assert_gt(outLen[0], 1 << 20);
	cr_assert_eq(outLen[0], outLen[1]);
	cr_assert(!memcmp(out[0], out[1], outLen[0]));
	free(out[0]);
	free(out[1]);
	free(src);
	fixtureCloseContext();
}
