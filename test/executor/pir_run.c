/* pir_run.c: the pir-run driver (docs/executor.md). Reads a program in any
 * format pir-opt reads, verifies it, runs its module block on the CPU with
 * small dense tensors and prints every output as
 *   NAME: [dims] [v, v, ...]
 * (%.17g, in program order). With --runs FILE it runs the program once per
 * feed set of FILE, each run's outputs after a line "run K" (the gradient
 * checkers' finite differences: one process, not two per input element).
 * With --split-input-file each chunk of FILE is a program of its own, run
 * in turn (run-diff.py's differential tests: one process for a file of
 * programs); a --runs file cut the same way gives chunk K's feed sets to
 * program K (grad-check-suite.py: a file of programs' finite differences
 * in one process). Errors are located diagnostics, exit 1, and nothing of the
 * failing program is printed on stdout. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../lib/model_files.h"
#include "../../tool/split_input.h"
#include "run.h"

/* Loop iterations a run may take in all (a runaway while stops with an error). */
#define LOOP_BUDGET 1000000

static void usage(FILE *f)
{
	fputs("usage: pir-run [options] FILE   (FILE '-' reads stdin)\n"
	      "Runs a PIR program on the CPU and prints its outputs (docs/executor.md).\n"
	      "  --feed NAME=v,v,...     values of input or parameter NAME (row-major)\n"
	      "  --feed-file FILE        one NAME=v,v,... per line (for values too long for a command line)\n"
	      "  --runs FILE             run once per feed set of FILE (sets of NAME=v,v,... lines, separated\n"
	      "                          by lines '---'; a set's feeds override the others), each run's\n"
	      "                          outputs after a line 'run K' (K from 0)\n"
	      "  --split-input-file      run each program of FILE's chunks (cut at lines '// -----'), its\n"
	      "                          outputs after a line 'program K', or that line and ': failed';\n"
	      "                          a --runs file cut at lines '// -----' too gives its K-th part to\n"
	      "                          program K\n"
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

/* The whole input, in the context's arena (diagnostics quote it while the
 * context lives), registered as the source of *name; NULL after an error. */
static char *readInput(PirContext *ctx, const char *path, const char **name, size_t *len)
{
	bool isStdin = strcmp(path, "-") == 0;
	*name = isStdin ? "<stdin>" : path;
	FILE *f = isStdin ? stdin : fopen(path, "rb");
	if (!f) {
		fprintf(stderr, "pir-run: error: cannot open '%s': %s\n", path, strerror(errno));
		return NULL;
	}
	char *buf = readAll(f, len);
	if (!isStdin)
		fclose(f);
	if (!buf) {
		fprintf(stderr, "pir-run: error: cannot read '%s'\n", path);
		return NULL;
	}
	char *text = pirArenaDup(pirContextGetArena(ctx), buf, *len + 1);
	free(buf);
	pirContextAddSource(ctx, pirIdentGetCStr(ctx, *name), text, *len);
	return text;
}

/* One chunk of the input (all of it without --split-input-file), read and
 * verified, its weights paired; NULL after a diagnostic. */
static PirProgram *readChunk(PirContext *ctx, const char *name, const PirChunk *c, PirWeights *w)
{
	char *text = (char *)c->start;
	if (c->start[c->len] != '\0') { /* the parser needs a NUL after its buffer */
		text = pirArenaDup(pirContextGetArena(ctx), c->start, c->len + 1);
		text[c->len] = '\0';
	}
	PirReadOptions ro = {.text = {.firstLine = c->firstLine, .sourceRegistered = true}};
	PirProgram *prog = pirProgramReadBuffer(ctx, name, text, c->len, &ro);
	if (prog && (!pirProgramVerify(prog) || (w && !pirWeightsPair(prog, w)))) {
		pirProgramDestroy(prog);
		return NULL;
	}
	return prog;
}

static void printTensor(FILE *out, const char *prefix, const char *name, const ExObj *t, bool stopGradient)
{
	const char *dtype = pirScalarTypeName(t->dtype);
	if (*prefix)
		fprintf(out, "%s%s %s%s: [", prefix, name, dtype ? dtype : "?", stopGradient ? " stop_gradient" : "");
	else
		fprintf(out, "%s: [", name);
	for (uint32_t i = 0; i < t->rank; i++)
		fprintf(out, "%s%lld", i ? ", " : "", (long long)t->dims[i]);
	fputs("] [", out);
	for (size_t i = 0; i < t->numel; i++)
		fprintf(out, "%s%.17g", i ? ", " : "", t->data[i]);
	fputs("]\n", out);
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

/* A --runs file's feed sets: set k is specs[ends[k-1] .. ends[k]) (from
 * 0). Cut into parts at lines "// -----" (for --split-input-file), part p
 * is sets parts[p-1] .. parts[p]; numParts is 0 when the file has no such
 * line. */
typedef struct Runs {
	ExNamedSpec *specs;
	size_t numSpecs, *ends, numSets, *parts, numParts;
	char *buf;
	const char *path;
} Runs;

static void endSet(Runs *runs)
{
	runs->ends = pirRealloc(runs->ends, (runs->numSets + 1) * sizeof *runs->ends);
	runs->ends[runs->numSets++] = runs->numSpecs;
}

static void endPart(Runs *runs)
{
	endSet(runs);
	runs->parts = pirRealloc(runs->parts, (runs->numParts + 1) * sizeof *runs->parts);
	runs->parts[runs->numParts++] = runs->numSets;
}

/* The lines of a --feed-file, each a --feed spec; the buffer, which the
 * specs point into, goes to *keep (freed at exit). With runs (--runs,
 * whose specs, n and keep these are), a line "---" ends a feed set and a
 * line "// -----" a set and a part. */
static bool addFeedFile(ExNamedSpec **specs, size_t *n, const char *path, char **keep, Runs *runs)
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
	size_t lineNo = 1;
	for (char *line = buf; *line; lineNo++) {
		char *end = strchr(line, '\n');
		if (end)
			*end = '\0';
		if (runs && strcmp(line, "---") == 0) {
			endSet(runs);
		} else if (runs && strcmp(line, "// -----") == 0) {
			endPart(runs);
		} else if (*line && !addSpec(specs, n, line)) {
			fprintf(stderr, "pir-run: error: %s:%zu: expected NAME=v,v,...%s, found '%s'\n", path, lineNo,
				runs ? ", --- or // -----" : "", line);
			return false;
		}
		line = end ? end + 1 : line + strlen(line);
	}
	if (runs && runs->numParts)
		endPart(runs);
	else if (runs)
		endSet(runs);
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

/* One run of the module block: prints its outputs (and inputs, with
 * printInputs) to out, then drops what the run bound so the next one
 * reads its inputs afresh. */
static bool runOnce(ExRun *r, bool printInputs, FILE *out)
{
	exMapInit(&r->env);
	ExObj **y = NULL;
	uint32_t n = 0;
	bool ok = exRunBlock(r, pirProgramGetBlock(r->prog), &y, &n);
	if (ok) {
		for (size_t i = 0; printInputs && i < r->numOutputs; i++)
			if (r->outputs[i].isInput)
				printTensor(out, "input ", r->outputs[i].name, r->outputs[i].value,
					    r->outputs[i].stopGradient);
		for (size_t i = 0; i < r->numOutputs; i++)
			if (!r->outputs[i].isInput)
				printTensor(out, "", r->outputs[i].name, r->outputs[i].value, false);
	}
	exFreeObjs(y, n);
	exMapFree(&r->env);
	for (size_t i = 0; i < r->numOutputs; i++)
		exRelease(r->outputs[i].value);
	for (size_t i = 0; i < r->numVars; i++)
		exRelease(r->vars[i].value);
	r->numOutputs = r->numVars = 0;
	r->loopBudget = LOOP_BUDGET;
	return ok;
}

/* The runs of r->prog, one per feed set first .. last of runs (no --runs
 * file: one run), their outputs to out (each set's after a line "run K",
 * K from 0). A set's feeds come after the command line's, and the last
 * feed of a name wins; the names belong to r->feeds and runs->specs. */
static bool runProgram(ExRun *r, const Runs *runs, size_t first, size_t last, bool printInputs, FILE *out)
{
	/* Each program reports its own first error: the flag exError sets
	 * stays from an earlier failed program (--split-input-file) otherwise,
	 * and its errors went unprinted. */
	r->failed = false;
	size_t base = r->numFeeds;
	ExNamedSpec *given = r->feeds;
	r->feeds = pirMalloc((base + runs->numSpecs + 1) * sizeof *r->feeds);
	if (base)
		memcpy(r->feeds, given, base * sizeof *r->feeds);
	bool ok = true;
	for (size_t k = first; ok && k < (runs->buf ? last : first + 1); k++) {
		size_t from = k ? runs->ends[k - 1] : 0, to = runs->buf ? runs->ends[k] : 0;
		if (to > from)
			memcpy(r->feeds + base, runs->specs + from, (to - from) * sizeof *r->feeds);
		r->numFeeds = base + (to - from);
		if (runs->buf)
			fprintf(out, "run %zu\n", k - first);
		ok = runOnce(r, printInputs, out);
		if (!ok && runs->buf)
			fprintf(stderr, "pir-run: note: in run %zu of '%s'\n", k - first, runs->path);
	}
	free(r->feeds);
	r->feeds = given;
	r->numFeeds = base;
	return ok;
}

int main(int argc, char **argv)
{
	pirSetOutOfMemoryHandler(outOfMemory, NULL);
	ExRun r = {0};
	r.randLo = -1;
	r.randHi = 1;
	r.loopBudget = LOOP_BUDGET;
	const char *path = NULL, *v, *weights = NULL;
	char *feedBufs[16] = {0};
	size_t numFeedBufs = 0;
	Runs runs = {0};
	bool split = false;
	bool printInputs = false, usageError = false;
	for (int i = 1; i < argc && !usageError; i++) {
		if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
			usage(stdout);
			freeSpecs(r.feeds, r.numFeeds);
			freeBufs(feedBufs, numFeedBufs);
			freeSpecs(r.shapes, r.numShapes);
			freeSpecs(runs.specs, runs.numSpecs);
			free(runs.ends);
			free(runs.parts);
			free(runs.buf);
			return 0;
		} else if ((v = optValue(argc, argv, &i, "--feed-file"))) {
			usageError = numFeedBufs == 16 ||
				     !addFeedFile(&r.feeds, &r.numFeeds, v, &feedBufs[numFeedBufs++], NULL);
		} else if ((v = optValue(argc, argv, &i, "--runs"))) {
			usageError = runs.buf || !addFeedFile(&runs.specs, &runs.numSpecs, v, &runs.buf, &runs);
			runs.path = v;
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
		} else if (strcmp(argv[i], "--split-input-file") == 0) {
			split = true;
		} else if (strcmp(argv[i], "--print-inputs") == 0) {
			printInputs = true;
		} else if ((argv[i][0] == '-' && argv[i][1] != '\0') || path) {
			usageError = true;
		} else {
			path = argv[i];
		}
	}
	if (!usageError && runs.numParts && !split) {
		fprintf(stderr, "pir-run: error: '%s' is cut into parts at lines '// -----': that needs "
				"--split-input-file\n", runs.path);
		usageError = true;
	}
	if (usageError || !path) {
		fprintf(stderr, "pir-run: error: %s\n", usageError ? "bad option or argument" : "no input file");
		usage(stderr);
		freeSpecs(r.feeds, r.numFeeds);
		freeBufs(feedBufs, numFeedBufs);
		freeSpecs(r.shapes, r.numShapes);
		freeSpecs(runs.specs, runs.numSpecs);
		free(runs.ends);
		free(runs.parts);
		free(runs.buf);
		return 2;
	}
	int status = 1;
	r.ctx = pirContextCreate();
	PirModelFiles model = {0};
	PirWeights *w = NULL;
	bool noWeights = true;
	const char *name = NULL, *text = NULL;
	size_t len = 0;
	if (r.ctx && pirModelFilesFind(r.ctx, path, weights, &model) &&
	    ((w = pirModelFilesReadWeights(r.ctx, &model, model.program, &noWeights)) || noWeights) &&
	    (text = readInput(r.ctx, model.program, &name, &len))) {
		size_t numChunks = 1;
		PirChunk one = {text, len, 1};
		PirChunk *chunks = split ? pirSplitInput(r.ctx, pirIdentGetCStr(r.ctx, name), text, len, "// -----",
							 &numChunks)
					 : &one;
		/* A program's outputs are printed when all its runs succeed
		 * (nothing on stdout for an error); with --split-input-file every
		 * program's after a line "program K", or that line with
		 * ": failed" (its errors on stderr), and the others still run. */
		status = 0;
		if (runs.numParts && runs.numParts != numChunks) {
			fprintf(stderr, "pir-run: error: '%s' has %zu parts of feed sets for %zu programs\n", runs.path,
				runs.numParts, numChunks);
			numChunks = 0;
			status = 1;
		}
		for (size_t k = 0; k < numChunks && (split || status == 0); k++) {
			char *out = NULL;
			size_t outLen = 0;
			FILE *f = open_memstream(&out, &outLen);
			r.prog = f ? readChunk(r.ctx, name, &chunks[k], w) : NULL;
			size_t first = runs.numParts && k ? runs.parts[k - 1] : 0;
			size_t last = runs.numParts ? runs.parts[k] : runs.numSets;
			bool ok = r.prog && runProgram(&r, &runs, first, last, printInputs, f);
			if (f)
				fclose(f);
			if (split)
				printf("program %zu%s\n", k, ok ? "" : ": failed");
			if (ok)
				fwrite(out, 1, outLen, stdout);
			else
				status = 1;
			free(out);
			pirProgramDestroy(r.prog);
			r.prog = NULL;
		}
		if (chunks != &one)
			free(chunks);
	}
	free(r.outputs);
	free(r.vars);
	freeSpecs(r.feeds, r.numFeeds);
	freeSpecs(runs.specs, runs.numSpecs);
	free(runs.ends);
	free(runs.parts);
	free(runs.buf);
	freeBufs(feedBufs, numFeedBufs);
	freeSpecs(r.shapes, r.numShapes);
	pirWeightsDestroy(w);
	pirModelFilesFree(&model);
	pirContextDestroy(r.ctx);
	return status;
}
