/* test_formats.c: the program-file API (lib/formats.h): format detection by
 * content, PIR JSON read and written through the library (the writer's
 * output reads back to the same program text; the header is kept), and a
 * ProgramDesc decoded and translated from bytes built here by hand, with
 * the op-count statistics; a dialect's json_types table, loaded from YAML,
 * deciding how its types are read and written. */
#include "test_helpers.h"

#include "../lib/formats.h"

static DiagLog diags;

static void setup(void)
{
	fixtureDialects(&diags);
}

static void teardown(void)
{
	pirProgramDestroy(prog);
	prog = NULL;
	pirContextDestroy(ctx);
	leakCheck();
}

TestSuite(formats, .init = setup, .fini = teardown);

#define DETECT(s) pirDetectFileFormat((s), sizeof(s) - 1)

Test(formats, detection_by_content)
{
	cr_assert_eq(DETECT("{\"base_code\":{\"magic\":\"pir\"}}"), PIR_FORMAT_JSON);
	cr_assert_eq(DETECT("\xEF\xBB\xBF \n{\n  \"program\" : {}}"), PIR_FORMAT_JSON);
	/* a text program that starts with '{' */
	cr_assert_eq(DETECT("{\n (%0) = \"pd_op.data\" () {} : () -> f32\n}\n"), PIR_FORMAT_TEXT);
	cr_assert_eq(DETECT("{\n \"base_code\" () {} : () ->\n}\n"), PIR_FORMAT_TEXT);
	/* a text file that starts with an empty line (0x0a) is text */
	cr_assert_eq(DETECT("\n{\n}\n"), PIR_FORMAT_TEXT);
	cr_assert_eq(DETECT(""), PIR_FORMAT_TEXT);
	/* ProgramDesc: 0x0a, a varint length, then idx (0x08); the old fields 2, 3 */
	cr_assert_eq(DETECT("\x0a\x04\x08\x00\x10\x01"), PIR_FORMAT_PROGRAMDESC);
	cr_assert_eq(DETECT("\x0a\x80\x01\x08\x00"), PIR_FORMAT_PROGRAMDESC); /* length past the end: still */
	cr_assert_eq(DETECT("\x12\x02\x08\x01"), PIR_FORMAT_PROGRAMDESC);
	cr_assert_eq(DETECT("\x0a\x04\x0a\x00"), PIR_FORMAT_TEXT);
	cr_assert_str_eq(pirFileFormatName(PIR_FORMAT_JSON), "json");
}

static const char jsonProgram[] =
	"{\"base_code\":{\"magic\":\"pir\",\"trainable\":false,\"version\":2},\"program\":{\"regions\":[{\"#\":\"region_0\","
	"\"blocks\":[{\"#\":\"block_0\",\"args\":[],\"ops\":["
	"{\"#\":\"p\",\"A\":[0,1,1,\"w\"],\"O\":{\"%\":7,\"TT\":{\"#\":\"0.t_dtensor\",\"D\":[{\"#\":\"0.t_f32\"},[2],\"NCHW\",[],0]}},"
	"\"OA\":[1,0,1]},"
	"{\"#\":\"1.relu\",\"A\":[],\"I\":[{\"%\":7}],\"O\":[{\"%\":8,\"TT\":{\"#\":\"0.t_dtensor\",\"D\":[{\"#\":\"0.t_f32\"},[2],"
	"\"NCHW\",[],0]}}]}]}]}]}}";

Test(formats, json_read_write_read)
{
	PirJsonInfo info = {0};
	prog = pirJsonReadProgram(ctx, "p.json", jsonProgram, sizeof jsonProgram - 1, &info);
	cr_assert_not_null(prog, "%s", diags.msg[0]);
	cr_assert_eq(info.version, 2);
	cr_assert(!info.trainable);
	cr_assert(pirProgramVerify(prog), "%s", diags.msg[0]);
	size_t n;
	char *text = pirProgramToString(prog, &n);
	cr_assert(strstr(text, "\"builtin.parameter\" () {is_distributed:[false],is_parameter:[true],need_clip:[true],"
			       "parameter_name:\"w\",persistable:[true],stop_gradient:[false],trainable:[true]}"),
		  "%s", text);
	cr_assert(strstr(text, "= \"pd_op.relu\" (%0)"), "%s", text);

	char *json = pirProgramToJson(prog, &info, &n);
	cr_assert_not_null(json);
	cr_assert_eq(strlen(json), n);
	/* the header kept; ids renumbered from 1; not trainable: no "OA" on relu */
	cr_assert(!strncmp(json, "{\"base_code\":{\"magic\":\"pir\",\"trainable\":false,\"version\":2},", 59), "%s", json);
	cr_assert(strstr(json, "{\"#\":\"p\",\"A\":[0,1,1,\"w\"],\"DA\":[],\"O\":{\"%\":1,"), "%s", json);
	cr_assert(strstr(json, "{\"#\":\"1.relu\",\"A\":[],\"I\":[{\"%\":1}],\"O\":[{\"%\":2,"), "%s", json);
	cr_assert(!strstr(json, "\"OA\":[{"), "%s", json);

	PirProgram *again = pirJsonReadProgram(ctx, "again.json", json, n, NULL);
	cr_assert_not_null(again, "%s", diags.msg[0]);
	char *text2 = pirProgramToString(again, &n);
	cr_assert_str_eq(text2, text);
	pirProgramDestroy(again);
	free(text2);
	free(json);
	free(text);
	cr_assert_eq(diags.count, 0);
}

Test(formats, json_errors)
{
	static const char bad[] = "{\"base_code\":{\"magic\":\"pir\",\"version\":1},\"program\":{\"regions\":[{\"blocks\":[{"
				  "\"args\":[],\"ops\":[{\"#\":\"1.relu\",\"A\":[],\"I\":[{\"%\":3}],\"O\":[]}]}]}]}}";
	cr_assert_null(pirJsonReadProgram(ctx, "bad.json", bad, sizeof bad - 1, NULL));
	cr_assert_eq(diags.count, 1);
	cr_assert(strstr(diags.msg[0], "operand 0 uses value 3 before its definition"), "%s", diags.msg[0]);
	cr_assert_str_eq(diags.file[0], "bad.json");
	diags.count = 0;
	cr_assert_null(pirJsonReadProgram(ctx, "syntax.json", "{\"base_code\":", 13, NULL));
	cr_assert(strstr(diags.msg[0], "invalid JSON"), "%s", diags.msg[0]);
}

/* The JSON ids of dialect types are data: a dialect loaded from YAML brings
 * its own (Paddle's test dialect, JSON id -1), and the reader and writer
 * use them through the context's maps. */
static const char testDialect[] = "dialect: test\n"
				  "json_types:\n"
				  "  - {id: -1.t_box, type: box, data: [dtype, dims, layout, lod, offset]}\n"
				  "  - {id: -1.t_token, type: token}\n"
				  "ops:\n"
				  "  - name: make\n"
				  "    outputs:\n"
				  "      - {name: box, type: any}\n"
				  "      - {name: token, type: any}\n"
				  "    traits: [SideEffect]\n";

static const char testProgram[] =
	"{\"base_code\":{\"magic\":\"pir\",\"trainable\":false,\"version\":1},\"program\":{\"regions\":[{\"#\":\"region_0\","
	"\"blocks\":[{\"#\":\"block_0\",\"args\":[],\"ops\":[{\"#\":\"-1.make\",\"A\":[],\"I\":[],\"O\":["
	"{\"%\":1,\"TT\":{\"#\":\"-1.t_box\",\"D\":[{\"#\":\"0.t_f32\"},[2,-1],\"NCHW\",[],0]}},"
	"{\"%\":2,\"TT\":{\"#\":\"-1.t_token\"}}]}]}]}]}}";

Test(formats, json_types_table_drives_the_mapping)
{
	/* Before the dialect is loaded, the id means nothing (even with the op
	 * kept as an unregistered one). */
	cr_assert_null(pirContextLookupJsonTypeId(ctx, "-1.t_box", 8));
	pirContextSetAllowUnregistered(ctx, true);
	cr_assert_null(pirJsonReadProgram(ctx, "t.json", testProgram, sizeof testProgram - 1, NULL));
	cr_assert(strstr(diags.msg[0], "unsupported type '-1.t_box'"), "%s", diags.msg[0]);
	pirContextSetAllowUnregistered(ctx, false);
	diags.count = 0;

	cr_assert(pirDialectLoadString(ctx, "test.yaml", testDialect, sizeof testDialect - 1), "%s", diags.msg[0]);
	const PirJsonType *box = pirContextLookupJsonTypeId(ctx, "-1.t_box", 8);
	cr_assert_not_null(box);
	cr_assert_str_eq(box->name->str, "test.box");
	cr_assert_eq(box->data, PIR_JSON_DATA_TENSOR5);
	const PirJsonType *token = pirContextLookupJsonTypeName(ctx, "test.token", 10);
	cr_assert_not_null(token);
	cr_assert_str_eq(token->id->str, "-1.t_token");
	cr_assert_eq(token->data, PIR_JSON_DATA_NONE);
	cr_assert_null(pirContextLookupJsonTypeId(ctx, "-1.t_boxes", 10));
	/* The shipped tables are there too. */
	cr_assert_str_eq(pirContextLookupJsonTypeName(ctx, "pd_op.tensor_array", 18)->id->str, "1.t_dense_tensor_array");

	prog = pirJsonReadProgram(ctx, "t.json", testProgram, sizeof testProgram - 1, NULL);
	cr_assert_not_null(prog, "%s", diags.msg[0]);
	size_t n;
	char *text = pirProgramToString(prog, &n);
	cr_assert(strstr(text, "\"test.make\" () {} : () -> test.box<2x-1xf32>, test.token"), "%s", text);
	char *json = pirProgramToJson(prog, NULL, &n);
	cr_assert_not_null(json, "%s", diags.msg[0]);
	cr_assert(strstr(json, "\"O\":[{\"%\":1,\"TT\":{\"#\":\"-1.t_box\",\"D\":[{\"#\":\"0.t_f32\"},[2,-1],\"NCHW\",[],0]}},"
			       "{\"%\":2,\"TT\":{\"#\":\"-1.t_token\"}}]"),
		  "%s", json);
	free(json);
	free(text);
	cr_assert_eq(diags.count, 0);
}

/* A ProgramDesc built byte by byte: one block with variables x (f32 [2])
 * and y, and one op relu(X: x) -> Out: y. */
static size_t putString(unsigned char *p, unsigned field, const char *s)
{
	size_t n = strlen(s);
	p[0] = (unsigned char)(field << 3 | 2);
	p[1] = (unsigned char)n;
	memcpy(p + 2, s, n);
	return n + 2;
}

static size_t putMessage(unsigned char *p, unsigned field, const unsigned char *body, size_t n)
{
	p[0] = (unsigned char)(field << 3 | 2);
	p[1] = (unsigned char)n;
	memcpy(p + 2, body, n);
	return n + 2;
}

static size_t varDesc(unsigned char *out, const char *name)
{
	unsigned char tensor[8] = {0x08, 5, 0x10, 2}; /* data_type FP32, dims 2 */
	unsigned char dense[16], type[32], var[64];
	size_t nd = putMessage(dense, 1, tensor, 4);
	type[0] = 0x08; /* type DENSE_TENSOR */
	type[1] = 7;
	size_t nt = 2 + putMessage(type + 2, 3, dense, nd);
	size_t nv = putString(var, 1, name);
	nv += putMessage(var + nv, 2, type, nt);
	return putMessage(out, 3, var, nv);
}

static size_t slot(unsigned char *out, unsigned field, const char *param, const char *arg)
{
	unsigned char s[32];
	size_t n = putString(s, 1, param);
	n += putString(s + n, 2, arg);
	return putMessage(out, field, s, n);
}

Test(formats, programdesc_translate)
{
	unsigned char op[64], block[256], file[300];
	size_t no = slot(op, 1, "X", "x");
	no += slot(op + no, 2, "Out", "y");
	no += putString(op + no, 3, "relu");
	size_t nb = 0;
	block[nb++] = 0x08; /* idx 0 */
	block[nb++] = 0;
	block[nb++] = 0x10; /* parent_idx -1 */
	memset(block + nb, 0xff, 9);
	nb += 9;
	block[nb++] = 0x01;
	nb += varDesc(block + nb, "x");
	nb += varDesc(block + nb, "y");
	nb += putMessage(block + nb, 4, op, no);
	size_t nf = putMessage(file, 1, block, nb);
	cr_assert_eq(pirDetectFileFormat((const char *)file, nf), PIR_FORMAT_PROGRAMDESC);

	PirTranslateStats stats;
	prog = pirProgramDescRead(ctx, "m.pdmodel", (const char *)file, nf, &stats);
	cr_assert_not_null(prog, "%s", diags.msg[0]);
	cr_assert(pirProgramVerify(prog), "%s", diags.msg[0]);
	size_t n;
	char *text = pirProgramToString(prog, &n);
	cr_assert(strstr(text, "(%0) = \"pd_op.data\" () {dtype:(pd_op.DataType)float32,name:\"x\""), "%s", text);
	cr_assert(strstr(text, "(%1) = \"pd_op.relu\" (%0) {persistable:[false],stop_gradient:[false]} : (tensor<2xf32>) -> "
			       "tensor<2xf32>"),
		  "%s", text);
	free(text);
	cr_assert_eq(stats.legacyOps, 1);
	cr_assert_eq(stats.dataOps, 1);
	cr_assert_eq(stats.translatedOps, 2);
	pirProgramDestroy(prog);
	prog = NULL;

	/* the same bytes cut short: an error naming the field, no program */
	cr_assert_null(pirProgramDescRead(ctx, "m.pdmodel", (const char *)file, nf - 5, &stats));
	cr_assert(strstr(diags.msg[0], "truncated: field 'blocks' (1)"), "%s", diags.msg[0]);
}
