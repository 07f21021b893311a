/* pir_run.c: the pir-run driver (docs/executor.md). Reads a program in any
 * format pir-opt reads, verifies it, runs its module block on the CPU with
 * small dense tensors and prints every output as
 *   NAME: [dims] [v, v, ...]
 * (%.17g, in program order). Errors are located diagnostics, exit 1, and
 * nothing is printed on stdout. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../lib/model_files.h"
#include "run.h"

static void usage(FILE *f)
{
	fputs("usage: pir-run [options] FILE   (FILE '-' reads stdin)\n"
	      "Runs a PIR program on the CPU and prints its outputs (docs/executor.md).\n"
	      "  --feed NAME=v,v,...     values of input or parameter NAME (row-major)\n"
	      "  --feed-file FILE        one NAME=v,v,... per line (for values too long for a command line)\n"
	      "  --shape NAME=2x3        shape of an input whose type has -1 dims\n"
	      "  --random-seed S         fill the inputs not fed with uniform random values\n"
	      "  --random-range LO,HI    range of those values (default -1,1)\n"
	      "  --max-elements N        at most N tensor elements live at once (default 2^28, 2 GiB of doubles)\n"
	      "  --print-inputs          print the inputs too, as 'input NAME DTYPE[ stop_gradient]: ...', first\n"
	      "  --weights FILE|DIR      the parameters' values: a .pdiparams file or a 1.x directory (a model\n"
	      "                          directory or path prefix as FILE finds its weights itself)\n"
	      "  --help                  this text\n",
	      f);
}

static void outOfMemory(size_t size, void *userData)
{
	(void)userData;
	fprintf(stderr, "pir-run: error: out of memory (%zu bytes)\n", size);
	exit(1);
}

static char *readAll(FILE *f, size_t *len)
{
	size_t cap = 1 << 16, n = 0;
	char *buf = pirMalloc(cap);
	for (;;) {
		n += fread(buf + n, 1, cap - n - 1, f);
		if (ferror(f)) {
			free(buf);
			return NULL;
		}
		if (feof(f))
			break;
		if (n + 1 == cap)
			buf = pirRealloc(buf, cap *= 2);
	}
	buf[n] = '\0';
	*len = n;
	return buf;
}

static PirProgram *readProgram(PirContext *ctx, const char *path)
{
	bool isStdin = strcmp(path, "-") == 0;
	const char *name = isStdin ? "<stdin>" : path;
	FILE *f = isStdin ? stdin : fopen(path, "rb");
	if (!f) {
		fprintf(stderr, "pir-run: error: cannot open '%s': %s\n", path, strerror(errno));
		return NULL;
	}
	size_t len = 0;
	char *buf = readAll(f, &len);
	if (!isStdin)
		fclose(f);
	if (!buf) {
		fprintf(stderr, "pir-run: error: cannot read '%s'\n", path);
		return NULL;
	}
	/* Diagnostics quote the text while the context lives. */
	char *text = pirArenaDup(pirContextGetArena(ctx), buf, len + 1);
	free(buf);
	return pirProgramReadBuffer(ctx, name, text, len, NULL);
}

static void printTensor(const char *prefix, const char *name, const ExObj *t, bool stopGradient)
{
	const char *dtype = pirScalarTypeName(t->dtype);
	if (*prefix)
		printf("%s%s %s%s: [", prefix, name, dtype ? dtype : "?", stopGradient ? " stop_gradient" : "");
	else
		printf("%s: [", name);
	for (uint32_t i = 0; i < t->rank; i++)
		printf("%s%lld", i ? ", " : "", (long long)t->dims[i]);
	printf("] [");
	for (size_t i = 0; i < t->numel; i++)
		printf("%s%.17g", i ? ", " : "", t->data[i]);
	printf("]\n");
}

/* NAME=TEXT, from "--opt NAME=TEXT" or "--opt=NAME=TEXT". */
static bool namedSpec(const char *arg, ExNamedSpec *out)
{
	const char *eq = strchr(arg, '=');
	if (!eq || eq == arg)
		return false;
	char *name = pirMalloc((size_t)(eq - arg) + 1);
	memcpy(name, arg, (size_t)(eq - arg));
	name[eq - arg] = '\0';
	out->name = name;
	out->text = eq + 1;
	return true;
}

static bool addSpec(ExNamedSpec **specs, size_t *n, const char *arg)
{
	*specs = pirRealloc(*specs, (*n + 1) * sizeof **specs);
	if (!namedSpec(arg, &(*specs)[*n]))
		return false;
	++*n;
	return true;
}

/* The lines of a --feed-file, each a --feed spec; the buffer, which the
 * specs point into, goes to *keep (freed at exit). */
static bool addFeedFile(ExNamedSpec **specs, size_t *n, const char *path, char **keep)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		fprintf(stderr, "pir-run: error: cannot read '%s': %s\n", path, strerror(errno));
		return false;
	}
	size_t len;
	char *buf = readAll(f, &len);
	fclose(f);
	if (!buf) {
		fprintf(stderr, "pir-run: error: cannot read '%s'\n", path);
		return false;
	}
	*keep = buf;
	for (char *line = buf; *line;) {
		char *end = strchr(line, '\n');
		if (end)
			*end = '\0';
		if (*line && !addSpec(specs, n, line)) {
			fprintf(stderr, "pir-run: error: '%s': a line is not NAME=v,v,...\n", path);
			return false;
		}
		line = end ? end + 1 : line + strlen(line);
	}
	return true;
}

static void freeBufs(char **bufs, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(bufs[i]);
}

/* The value of option `opt` at argv[*i] ("--opt V" or "--opt=V"), or NULL. */
static const char *optValue(int argc, char **argv, int *i, const char *opt)
{
	size_t n = strlen(opt);
	if (strncmp(argv[*i], opt, n) != 0)
		return NULL;
	if (argv[*i][n] == '=')
		return argv[*i] + n + 1;
	if (argv[*i][n] == '\0' && *i + 1 < argc)
		return argv[++*i];
	return NULL;
}

static void freeSpecs(ExNamedSpec *specs, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free((char *)specs[i].name);
	free(specs);
}

int main(int argc, char **argv)
{
	pirSetOutOfMemoryHandler(outOfMemory, NULL);
	ExRun r = {0};
	r.randLo = -1;
	r.randHi = 1;
	r.loopBudget = 1000000;
	const char *path = NULL, *v, *weights = NULL;
	char *feedBufs[16] = {0};
	size_t numFeedBufs = 0;
	bool printInputs = false, usageError = false;
	for (int i = 1; i < argc && !usageError; i++) {
		if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
			usage(stdout);
			freeSpecs(r.feeds, r.numFeeds);
			freeBufs(feedBufs, numFeedBufs);
			freeSpecs(r.shapes, r.numShapes);
			return 0;
		} else if ((v = optValue(argc, argv, &i, "--feed-file"))) {
			usageError = numFeedBufs == 16 || !addFeedFile(&r.feeds, &r.numFeeds, v, &feedBufs[numFeedBufs++]);
		} else if ((v = optValue(argc, argv, &i, "--feed"))) {
			usageError = !addSpec(&r.feeds, &r.numFeeds, v);
		} else if ((v = optValue(argc, argv, &i, "--shape"))) {
			ExShape s;
			usageError = !addSpec(&r.shapes, &r.numShapes, v) ||
				     !exParseShape(r.shapes[r.numShapes - 1].text, &s);
		} else if ((v = optValue(argc, argv, &i, "--random-seed"))) {
			char *end;
			errno = 0;
			r.seed = strtoull(v, &end, 10);
			r.haveSeed = true;
			usageError = *v == '\0' || *end != '\0' || errno;
		} else if ((v = optValue(argc, argv, &i, "--random-range"))) {
			char *end;
			r.randLo = strtod(v, &end);
			usageError = *end != ',';
			if (!usageError) {
				const char *hi = end + 1;
				r.randHi = strtod(hi, &end);
				usageError = end == hi || *end != '\0' || !(r.randLo <= r.randHi);
			}
		} else if ((v = optValue(argc, argv, &i, "--max-elements"))) {
			char *end;
			errno = 0;
			unsigned long long n = strtoull(v, &end, 10);
			usageError = *v == '\0' || *v == '-' || *end != '\0' || errno || n == 0;
			exSetElementBudget((size_t)n);
		} else if ((v = optValue(argc, argv, &i, "--weights"))) {
			weights = v;
		} else if (strcmp(argv[i], "--print-inputs") == 0) {
			printInputs = true;
		} else if ((argv[i][0] == '-' && argv[i][1] != '\0') || path) {
			usageError = true;
		} else {
			path = argv[i];
		}
	}
	if (usageError || !path) {
		fprintf(stderr, "pir-run: error: %s\n", usageError ? "bad option or argument" : "no input file");
		usage(stderr);
		freeSpecs(r.feeds, r.numFeeds);
		freeBufs(feedBufs, numFeedBufs);
		freeSpecs(r.shapes, r.numShapes);
		return 2;
	}
	int status = 1;
	r.ctx = pirContextCreate();
	PirModelFiles model = {0};
	PirWeights *w = NULL;
	bool noWeights = true;
	if (r.ctx && pirModelFilesFind(r.ctx, path, weights, &model) &&
	    ((w = pirModelFilesReadWeights(r.ctx, &model, model.program, &noWeights)) || noWeights) &&
	    (r.prog = readProgram(r.ctx, model.program)) && pirProgramVerify(r.prog) && (!w || pirWeightsPair(r.prog, w))) {
		exMapInit(&r.env);
		ExObj **y = NULL;
		uint32_t n = 0;
		if (exRunBlock(&r, pirProgramGetBlock(r.prog), &y, &n)) {
			for (size_t i = 0; printInputs && i < r.numOutputs; i++)
				if (r.outputs[i].isInput)
					printTensor("input ", r.outputs[i].name, r.outputs[i].value,
						    r.outputs[i].stopGradient);
			for (size_t i = 0; i < r.numOutputs; i++)
				if (!r.outputs[i].isInput)
					printTensor("", r.outputs[i].name, r.outputs[i].value, false);
			status = 0;
		}
		exFreeObjs(y, n);
		exMapFree(&r.env);
	}
	for (size_t i = 0; i < r.numOutputs; i++)
		exRelease(r.outputs[i].value);
	for (size_t i = 0; i < r.numVars; i++)
		exRelease(r.vars[i].value);
	free(r.outputs);
	free(r.vars);
	freeSpecs(r.feeds, r.numFeeds);
	freeBufs(feedBufs, numFeedBufs);
	freeSpecs(r.shapes, r.numShapes);
	pirProgramDestroy(r.prog);
	pirWeightsDestroy(w);
	pirModelFilesFree(&model);
	pirContextDestroy(r.ctx);
	return status;
}
