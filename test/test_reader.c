/* test_reader.c: the library's one reading entry (lib/reader.h): every
 * format through pirProgramReadFile, pirProgramReadBuffer and the reader
 * (PIR text, PIR JSON, a ProgramDesc built here by hand), the older
 * pirProgramParseFile on a JSON file, and the inputs that are no program
 * (empty, a JSON object of other keys, a weights file), each an error that
 * says what it is. Only pir.h, as a library user would. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../lib/pir.h"
#include "test_helpers.h"

static char path[64];
static int errors;
static char lastError[512];

static void capture(const PirDiagnostic *d, void *ud)
{
	(void)ud;
	if (d->severity == PIR_SEV_ERROR) {
		errors++;
		snprintf(lastError, sizeof lastError, "%u:%u: %s", d->loc.line, d->loc.col, d->message);
	}
}

static void writeBytes(const char *bytes, size_t n)
{
	if (path[0])
		remove(path);
	strcpy(path, "/tmp/pir-reader-XXXXXX");
	int fd = mkstemp(path);
	cr_assert_geq(fd, 0);
	FILE *f = fdopen(fd, "wb");
	fwrite(bytes, 1, n, f);
	fclose(f);
}

static void finish(void)
{
	if (path[0])
		remove(path);
	leakCheck();
}

TestSuite(reader, .fini = finish);

static const char *relu =
	"{\n"
	"    (%0) = \"pd_op.full\" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],value:(Float)1} : () -> tensor<2xf32>\n"
	"    (%1) = \"pd_op.relu\" (%0) {} : (tensor<2xf32>) -> tensor<2xf32>\n"
	"    () = \"builtin.shadow_output\" (%1) {output_name:\"out\"} : (tensor<2xf32>) ->\n"
	"}\n";

static char *textOf(PirProgram *prog)
{
	size_t n;
	return pirProgramToString(prog, &n);
}

Test(reader, text_through_the_entry)
{
	writeBytes(relu, strlen(relu));
	PirContext *ctx = pirContextCreate();
	pirContextSetDiagnosticHandler(ctx, capture, NULL);
	PirProgram *prog = pirProgramReadFile(ctx, path, NULL);
	cr_assert_not_null(prog, "%s", lastError);
	cr_assert(pirProgramVerify(prog));
	char *t = textOf(prog);
	cr_assert_not_null(strstr(t, "\"pd_op.relu\" (%0)"), "%s", t);
	free(t);
	pirProgramDestroy(prog);

	/* Several programs: the reader gives them one by one; the one-call
	 * entry refuses them. */
	static const char two[] = "{\n}\n{\n}\n";
	PirProgramReader *r = pirProgramReaderCreate(ctx, "two.pir", two, sizeof two - 1, NULL);
	cr_assert_eq(pirProgramReaderGetFormat(r), PIR_FORMAT_TEXT);
	PirProgram *a = pirProgramReaderRead(r), *b = pirProgramReaderRead(r);
	cr_assert(a && b);
	cr_assert_null(pirProgramReaderRead(r));
	cr_assert_not(pirProgramReaderFailed(r));
	pirProgramDestroy(a);
	pirProgramDestroy(b);
	pirProgramReaderDestroy(r);
	cr_assert_null(pirProgramReadBuffer(ctx, "two.pir", two, sizeof two - 1, NULL));
	cr_assert_not_null(strstr(lastError, "more than one program"), "%s", lastError);
	pirContextDestroy(ctx);
}

Test(reader, json_through_the_entry_and_parse_file)
{
	PirContext *ctx = pirContextCreate();
	pirContextSetDiagnosticHandler(ctx, capture, NULL);
	PirProgram *prog = pirProgramReadBuffer(ctx, "relu.pir", relu, strlen(relu), NULL);
	cr_assert_not_null(prog, "%s", lastError);
	char *want = textOf(prog);
	PirJsonInfo info = {.version = 1, .trainable = false};
	size_t n;
	char *json = pirProgramToJson(prog, &info, &n);
	cr_assert_not_null(json);
	pirProgramDestroy(prog);
	writeBytes(json, n);
	free(json);

	PirJsonInfo got = {.version = 0, .trainable = true};
	PirReadOptions opts = {.jsonInfo = &got};
	prog = pirProgramReadFile(ctx, path, &opts);
	cr_assert_not_null(prog, "%s", lastError);
	cr_assert(pirProgramVerify(prog));
	char *t = textOf(prog);
	/* trainable:false is kept on the program, printed after its '{' */
	cr_assert(!strncmp(want, "{\n", 2));
	size_t wn = strlen(want) + 64;
	char *withHeader = malloc(wn);
	snprintf(withHeader, wn, "{ {base_code.trainable:false}%s", want + 1);
	cr_assert_str_eq(t, withHeader);
	free(t);
	cr_assert_eq(got.version, 1);
	cr_assert_not(got.trainable);
	pirProgramDestroy(prog);

	/* pirProgramParseFile used to read only text ("op 'base_code'
	 * belongs to an unregistered dialect" on this file). */
	prog = pirProgramParseFile(ctx, path, NULL);
	cr_assert_not_null(prog, "%s", lastError);
	t = textOf(prog);
	cr_assert_str_eq(t, withHeader);
	free(t);
	pirProgramDestroy(prog);
	free(withHeader);
	free(want);
	cr_assert_eq(errors, 0, "%s", lastError);
	pirContextDestroy(ctx);
}

/* Protobuf by hand: short fields only (lengths below 128). */
static size_t putBytes(unsigned char *p, unsigned field, const void *body, size_t n)
{
	p[0] = (unsigned char)(field << 3 | 2);
	p[1] = (unsigned char)n;
	memcpy(p + 2, body, n);
	return n + 2;
}

static size_t varDesc(unsigned char *out, const char *name)
{
	unsigned char tensor[4] = {0x08, 5, 0x10, 2}; /* data_type FP32, dims 2 */
	unsigned char dense[16], type[32], var[64];
	size_t nd = putBytes(dense, 1, tensor, 4);
	type[0] = 0x08; /* type DENSE_TENSOR */
	type[1] = 7;
	size_t nt = 2 + putBytes(type + 2, 3, dense, nd);
	size_t nv = putBytes(var, 1, name, strlen(name));
	nv += putBytes(var + nv, 2, type, nt);
	return putBytes(out, 3, var, nv);
}

static size_t slot(unsigned char *out, unsigned field, const char *param, const char *arg)
{
	unsigned char s[32];
	size_t n = putBytes(s, 1, param, strlen(param));
	n += putBytes(s + n, 2, arg, strlen(arg));
	return putBytes(out, field, s, n);
}

/* A ProgramDesc of one block: y = relu(x). */
static size_t reluProgramDesc(unsigned char *file)
{
	unsigned char op[64], block[256];
	size_t no = slot(op, 1, "X", "x");
	no += slot(op + no, 2, "Out", "y");
	no += putBytes(op + no, 3, "relu", 4);
	size_t nb = 0;
	block[nb++] = 0x08; /* idx 0 */
	block[nb++] = 0;
	block[nb++] = 0x10; /* parent_idx -1 */
	memset(block + nb, 0xff, 9);
	nb += 9;
	block[nb++] = 0x01;
	nb += varDesc(block + nb, "x");
	nb += varDesc(block + nb, "y");
	nb += putBytes(block + nb, 4, op, no);
	return putBytes(file, 1, block, nb);
}

Test(reader, programdesc_through_the_entry)
{
	unsigned char file[300];
	size_t n = reluProgramDesc(file);
	writeBytes((const char *)file, n);
	PirContext *ctx = pirContextCreate();
	pirContextSetDiagnosticHandler(ctx, capture, NULL);
	PirTranslateStats stats = {0};
	PirReadOptions opts = {.translateStats = &stats};
	PirProgram *prog = pirProgramReadFile(ctx, path, &opts);
	cr_assert_not_null(prog, "%s", lastError);
	cr_assert(pirProgramVerify(prog), "%s", lastError);
	char *t = textOf(prog);
	cr_assert_not_null(strstr(t, "\"pd_op.relu\" (%0)"), "%s", t);
	free(t);
	cr_assert_eq(stats.legacyOps, 1);
	cr_assert_eq(stats.translatedOps, 2);
	pirProgramDestroy(prog);

	PirProgramReader *r = pirProgramReaderCreate(ctx, "m.pdmodel", (const char *)file, n, NULL);
	cr_assert_eq(pirProgramReaderGetFormat(r), PIR_FORMAT_PROGRAMDESC);
	prog = pirProgramReaderRead(r);
	cr_assert_not_null(prog, "%s", lastError);
	cr_assert_null(pirProgramReaderRead(r)); /* one program a file */
	cr_assert_not(pirProgramReaderFailed(r));
	pirProgramDestroy(prog);
	pirProgramReaderDestroy(r);
	pirContextDestroy(ctx);
}

Test(reader, inputs_that_are_no_program)
{
	PirContext *ctx = pirContextCreate();
	pirContextSetDiagnosticHandler(ctx, capture, NULL);

	writeBytes("", 0);
	cr_assert_null(pirProgramReadFile(ctx, path, NULL));
	cr_assert_not_null(strstr(lastError, "the input is empty"), "%s", lastError);
	static const char blank[] = " \n\t\n";
	cr_assert_null(pirProgramReadBuffer(ctx, "b.pir", blank, sizeof blank - 1, NULL));
	cr_assert_not_null(strstr(lastError, "the input is empty"), "%s", lastError);
	/* allowEmpty: no program, no error; comments alone are never an error. */
	int before = errors;
	PirReadOptions empty = {.allowEmpty = true};
	PirProgramReader *r = pirProgramReaderCreate(ctx, "b.pir", blank, sizeof blank - 1, &empty);
	cr_assert_null(pirProgramReaderRead(r));
	cr_assert_not(pirProgramReaderFailed(r));
	pirProgramReaderDestroy(r);
	static const char comments[] = "// nothing here\n";
	r = pirProgramReaderCreate(ctx, "c.pir", comments, sizeof comments - 1, NULL);
	cr_assert_null(pirProgramReaderRead(r));
	cr_assert_not(pirProgramReaderFailed(r));
	pirProgramReaderDestroy(r);
	cr_assert_eq(errors, before, "%s", lastError);

	static const char other[] = "{\"a\":1}";
	cr_assert_eq(pirDetectFileFormat(other, sizeof other - 1), PIR_FORMAT_JSON);
	cr_assert_null(pirProgramReadBuffer(ctx, "a.json", other, sizeof other - 1, NULL));
	cr_assert_not_null(strstr(lastError, "not a PIR JSON program"), "%s", lastError);
	cr_assert_not_null(strstr(lastError, "\"a\""), "%s", lastError);

	/* A weights file: a tensor header (versions 0, no LoD, a TensorDesc of
	 * FP32 [2]) and its data. */
	static const char params[] = "\0\0\0\0" "\0\0\0\0\0\0\0\0" "\0\0\0\0" "\4\0\0\0" "\x08\x05\x10\x02"
				     "\0\0\x80\x3f\0\0\0\x40";
	cr_assert_eq(pirDetectFileFormat(params, sizeof params - 1), PIR_FORMAT_PARAMS);
	cr_assert_str_eq(pirFileFormatName(PIR_FORMAT_PARAMS), "pdiparams");
	cr_assert_null(pirProgramReadBuffer(ctx, "dir/model.pdiparams", params, sizeof params - 1, NULL));
	cr_assert_not_null(strstr(lastError, "weights file"), "%s", lastError);
	cr_assert_not_null(strstr(lastError, "'dir/model.json'"), "%s", lastError);
	/* NUL bytes that are no tensor header stay text (and its error). */
	static const char nuls[] = "\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0";
	cr_assert_eq(pirDetectFileFormat(nuls, sizeof nuls - 1), PIR_FORMAT_TEXT);
	pirContextDestroy(ctx);
}
