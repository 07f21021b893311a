/* test_corpus_blocks.c: every `//CHECK type`, `//CHECK attribute` and
 * `//CHECK program` block of Paddle's parser test files in the corpus
 * (lit-tests/Inputs/paddle-dumps/01_*, 02_*, 02a_*, 03_*) reads, and what
 * it reads prints canonically to text that reads back to the same thing
 * and prints identically. A block runs from its //CHECK line to the next
 * //CHECK or //END line (or the end of the file). Programs are read with
 * the built-in dialects loaded and must also verify. */
#include <glob.h>
#include <stdlib.h>
#include <sys/stat.h>

#include "../dialects/dialects.h"
#include "test_helpers.h"

static DiagLog diags;

static void setup(void)
{
	fixtureDialects(&diags);
}

TestSuite(corpus_blocks, .init = setup, .fini = fixtureCloseContext);

/* The corpus directory: relative to the repository root (where `make
 * check` runs the tests), else found from this source file's path. */
static const char *corpusDir(char *buf, size_t n)
{
	static const char rel[] = "lit-tests/Inputs/paddle-dumps";
	struct stat st;
	if (stat(rel, &st) == 0 && S_ISDIR(st.st_mode)) {
		snprintf(buf, n, "%s", rel);
		return buf;
	}
	const char *slash = strrchr(__FILE__, '/');
	int dirLen = slash ? (int)(slash - __FILE__) : 1;
	snprintf(buf, n, "%.*s/../%s", dirLen, slash ? __FILE__ : ".", rel);
	cr_assert(stat(buf, &st) == 0 && S_ISDIR(st.st_mode), "cannot find the corpus (%s) from %s", rel, buf);
	return buf;
}

static char *readFile(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	cr_assert_not_null(f, "cannot open %s", path);
	fseek(f, 0, SEEK_END);
	long n = ftell(f);
	fseek(f, 0, SEEK_SET);
	char *buf = malloc((size_t)n + 1);
	cr_assert_eq(fread(buf, 1, (size_t)n, f), (size_t)n);
	buf[n] = '\0';
	fclose(f);
	*len = (size_t)n;
	return buf;
}

typedef enum { BLOCK_TYPE, BLOCK_ATTR, BLOCK_PROGRAM } BlockKind;

typedef struct {
	int types, attrs, programs;
} Counts;

/* Parses a type or attribute, prints it, re-reads the printed text and
 * checks it reads back to the same (uniqued) object and prints the same. */
static void checkTypeOrAttr(BlockKind kind, const char *text, const char *where)
{
	diags.count = 0;
	char *s1, *s2;
	if (kind == BLOCK_TYPE) {
		PirType *t = pirParseTypeString(ctx, text, where);
		cr_assert_not_null(t, "%s: type does not parse: %s:%u:%u: %s\n%s", where, diags.file[0], diags.line[0],
				   diags.col[0], diags.msg[0], text);
		s1 = pirTypeToString(ctx, t);
		PirType *t2 = pirParseTypeString(ctx, s1, where);
		cr_assert_not_null(t2, "%s: printed type '%s' does not parse: %s", where, s1, diags.msg[0]);
		cr_assert_eq(t2, t, "%s: printed type '%s' reads back to another type", where, s1);
		s2 = pirTypeToString(ctx, t2);
	} else {
		PirAttribute *a = pirParseAttributeString(ctx, text, where);
		cr_assert_not_null(a, "%s: attribute does not parse: %s:%u:%u: %s\n%s", where, diags.file[0],
				   diags.line[0], diags.col[0], diags.msg[0], text);
		s1 = pirAttributeToString(ctx, a);
		PirAttribute *a2 = pirParseAttributeString(ctx, s1, where);
		cr_assert_not_null(a2, "%s: printed attribute '%s' does not parse: %s", where, s1, diags.msg[0]);
		cr_assert_eq(a2, a, "%s: printed attribute '%s' reads back to another attribute", where, s1);
		s2 = pirAttributeToString(ctx, a2);
	}
	cr_assert_str_eq(s1, s2, "%s: prints differently the second time", where);
	cr_assert_eq(diags.count, 0, "%s: %s", where, diags.msg[0]);
	free(s1);
	free(s2);
}

static PirProgram *parseOne(const char *file, const char *text, size_t len, uint32_t firstLine)
{
	PirParseOptions opts = {.firstLine = firstLine};
	PirParser *p = pirParserCreate(ctx, file, text, len, &opts);
	PirProgram *prog = pirParserParseProgram(p);
	cr_assert_not_null(prog, "%s:%u:%u: %s", diags.file[0], diags.line[0], diags.col[0], diags.msg[0]);
	cr_assert_null(pirParserParseProgram(p), "%s:%u: the block holds more than one program", file, firstLine);
	cr_assert_not(pirParserFailed(p));
	pirParserDestroy(p);
	return prog;
}

static void checkProgram(const char *file, const char *text, uint32_t firstLine)
{
	diags.count = 0;
	PirProgram *p1 = parseOne(file, text, strlen(text), firstLine);
	cr_assert(pirProgramVerify(p1), "%s:%u: the program does not verify: %s:%u:%u: %s", file, firstLine,
		  diags.file[0], diags.line[0], diags.col[0], diags.msg[0]);
	size_t len1, len2;
	char *s1 = pirProgramToString(p1, &len1);
	cr_assert_gt(len1, 0);
	PirProgram *p2 = parseOne("printed", s1, len1, 1);
	cr_assert(pirProgramVerify(p2), "the printed program does not verify: %s\n%s", diags.msg[0], s1);
	char *s2 = pirProgramToString(p2, &len2);
	cr_assert_str_eq(s1, s2, "%s:%u: the printed program prints differently when read back", file, firstLine);
	/* same number of ops */
	size_t n1 = checkBlock(pirProgramGetBlock(p1)), n2 = checkBlock(pirProgramGetBlock(p2));
	cr_assert_eq(n1, n2);
	cr_assert_gt(n1, 0);
	cr_assert_eq(diags.count, 0, "%s", diags.msg[0]);
	free(s1);
	free(s2);
	pirProgramDestroy(p1);
	pirProgramDestroy(p2);
}

/* Splits the file into blocks and checks each. The buffer is modified
 * (each block is cut out with a NUL) and must outlive the context, which
 * keeps a pointer to parsed text for diagnostics. */
static Counts checkFile(const char *path, char *buf)
{
	Counts c = {0, 0, 0};
	const char *name = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
	char *line = buf;
	uint32_t lineNo = 1;
	BlockKind kind = BLOCK_TYPE;
	char *blockStart = NULL;
	uint32_t blockLine = 0;
	for (;;) {
		char *eol = strchr(line, '\n');
		bool isCheck = strncmp(line, "//CHECK", 7) == 0, isEnd = strncmp(line, "//END", 5) == 0;
		bool atEof = *line == '\0';
		if ((isCheck || isEnd || atEof) && blockStart) {
			/* Close the open block: its text ends before this line. */
			char *end = line;
			while (end > blockStart && (end[-1] == '\n' || end[-1] == ' ' || end[-1] == '\r'))
				end--;
			char saved = *end;
			*end = '\0';
			char where[256];
			snprintf(where, sizeof where, "%s:%u", name, blockLine);
			cr_assert(end > blockStart, "%s: empty block", where);
			if (kind == BLOCK_PROGRAM)
				checkProgram(name, blockStart, blockLine);
			else
				checkTypeOrAttr(kind, blockStart, where);
			*end = saved;
			if (kind == BLOCK_TYPE)
				c.types++;
			else if (kind == BLOCK_ATTR)
				c.attrs++;
			else
				c.programs++;
			blockStart = NULL;
		}
		if (atEof)
			break;
		if (isCheck) {
			const char *k = line + 7;
			while (*k == ' ')
				k++;
			if (strncmp(k, "type", 4) == 0)
				kind = BLOCK_TYPE;
			else if (strncmp(k, "attribute", 9) == 0)
				kind = BLOCK_ATTR;
			else if (strncmp(k, "program", 7) == 0)
				kind = BLOCK_PROGRAM;
			else
				cr_assert_fail("%s:%u: unknown //CHECK kind", name, lineNo);
			blockStart = eol ? eol + 1 : line + strlen(line);
			blockLine = lineNo + 1;
		}
		if (!eol)
			line += strlen(line);
		else
			line = eol + 1;
		lineNo++;
	}
	return c;
}

/* Checks the one corpus file matching pattern and the numbers of blocks
 * of each kind in it (so that a broken splitter cannot pass by checking
 * nothing). */
static void checkCorpusFile(const char *pattern, int types, int attrs, int programs)
{
	char dir[1024], pat[1200];
	glob_t g;
	snprintf(pat, sizeof pat, "%s/%s", corpusDir(dir, sizeof dir), pattern);
	cr_assert_eq(glob(pat, 0, NULL, &g), 0, "no file matches %s", pat);
	cr_assert_eq(g.gl_pathc, 1, "%zu files match %s", g.gl_pathc, pat);
	size_t len;
	char *buf = readFile(g.gl_pathv[0], &len);
	Counts c = checkFile(g.gl_pathv[0], buf);
	cr_assert_eq(c.types, types, "%s: %d type blocks, expected %d", g.gl_pathv[0], c.types, types);
	cr_assert_eq(c.attrs, attrs, "%s: %d attribute blocks, expected %d", g.gl_pathv[0], c.attrs, attrs);
	cr_assert_eq(c.programs, programs, "%s: %d program blocks, expected %d", g.gl_pathv[0], c.programs, programs);
	/* The context may still point into buf (sources for diagnostics). */
	pirContextDestroy(ctx);
	ctx = pirContextCreate();
	free(buf);
	globfree(&g);
}

Test(corpus_blocks, file_01_2023_09_pd_string_prefix)
{
	checkCorpusFile("01_*.txt", 3, 6, 1);
}

Test(corpus_blocks, file_02_2024_02_pd_op_tensor)
{
	checkCorpusFile("02_*.txt", 7, 9, 1);
}

Test(corpus_blocks, file_02a_2023_09_quoted_strings)
{
	checkCorpusFile("02a_*.txt", 4, 7, 1);
}

Test(corpus_blocks, file_03_2024_05_builtin_tensor)
{
	checkCorpusFile("03_*.txt", 7, 9, 1);
}

/* The splitter itself: blocks end at //CHECK, //END and the end of file. */
Test(corpus_blocks, splitter_finds_every_block)
{
	char buf[] = "// header\n"
		     "//CHECK type\n"
		     "f32\n"
		     "//CHECK attribute\n"
		     "[1,\n"
		     " 2]\n"
		     "//END\n"
		     "\n"
		     "//CHECK program\n"
		     "{\n"
		     "    (%0) = \"pd_op.full\" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>\n"
		     "}\n"
		     "//CHECK type\n"
		     "vec[f32]";
	Counts c = checkFile("inline", buf);
	cr_assert_eq(c.types, 2);
	cr_assert_eq(c.attrs, 1);
	cr_assert_eq(c.programs, 1);
	/* checkFile restores the buffer */
	cr_assert(strstr(buf, "//CHECK type\nvec[f32]") != NULL);
}
