/* pir-opt.c: the command-line driver. Reads PIR text (a file or stdin),
 * verifies it, runs the requested passes and prints the canonical form.
 * A chunk (the whole input without --split-input-file) that fails prints
 * nothing; -o is kept only on success (tool/output_file.c). */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <malloc.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../dialects/dialects.h"
#include "../lib/formats.h"
#include "../lib/model_files.h"
#include "../lib/op_definition.h"
#include "../lib/op_era_emit.h"
#include "../lib/op_eras.h"
#include "../lib/pir.h"
#include "../passes/pass_manager.h"
#include "big_stack.h"
#include "diff.h"
#include "diagnostics_json.h"
#include "op_graph.h"
#include "input_file.h"
#include "output_file.h"
#include "reduce.h"
#include "reproducer.h"
#include "split_input.h"
#include "summary.h"
#include "unverified.h"
#include "verify_diagnostics.h"

typedef struct Options {
	const char *input, *output;
	const char *splitMarker; /* NULL: no splitting */
	bool verifyDiagnostics, allowUnregistered, allowUndefined;
	bool showDialects, listPasses, dumpPipeline;
	const char **showOps; /* --show-op, each given */
	size_t numShowOps;
	const char *pipelineText;
	PirPassManagerOptions pm;
	const char **dialectFiles;
	size_t numDialectFiles;
	PirPrintOptions print;
	bool opGraph;
	PirOpGraphOptions graph;
	bool graphOptions; /* some --graph-* flag */
	PirReproducer repro; /* repro.path: --crash-reproducer */
	bool reduce;
	PirReduceOptions reduceOpts;
	const char *emit; /* "pir", "json"; NULL: from -o's extension */
	const char *emitEra; /* --emit-era: the snapshot whose signatures are written, or NULL */
	const char *inputEra; /* --input-era: the snapshot that printed the input, or NULL */
	bool translateStats;
	unsigned errorLimit; /* --error-limit: errors printed (0: all) */
	bool noVerify;
	bool jsonDiagnostics; /* --diagnostics-format=json */
	bool summary;
	bool diff;
	const char *diffAfter; /* --diff: the second input */
	PirSummarySource source; /* of the chunk being processed, for --summary */
	const char *weightsFlag; /* --weights */
	PirModelFiles model;     /* what the input names (lib/model_files.h) */
	PirWeights *weights;     /* its weights, paired with each program read */
} Options;

enum {
	OPT_SPLIT = 256,
	OPT_VERIFY_DIAG,
	OPT_ALLOW_UNREG,
	OPT_ALLOW_UNDEF,
	OPT_DIALECT,
	OPT_SHOW_DIALECTS,
	OPT_SHOW_OP,
	OPT_EMIT_ERA,
	OPT_INPUT_ERA,
	OPT_LIST_PASSES,
	OPT_PIPELINE,
	OPT_DUMP_PIPELINE,
	OPT_VERIFY_EACH,
	OPT_NO_VERIFY_EACH,
	OPT_VERIFY_FULL,
	OPT_PRINT_BEFORE,
	OPT_PRINT_AFTER,
	OPT_PRINT_BEFORE_ALL,
	OPT_PRINT_AFTER_ALL,
	OPT_PRINT_AFTER_CHANGE,
	OPT_PRINT_AFTER_FAILURE,
	OPT_TIMING,
	OPT_STATS,
	OPT_VERSION,
	OPT_PRINT_GENERIC,
	OPT_PRINT_DEBUGINFO,
	OPT_ELIDE_ATTRS,
	OPT_PRINT_OP_GRAPH,
	OPT_CRASH_REPRO,
	OPT_RUN_REPRO,
	OPT_REDUCE,
	OPT_REDUCE_TEST,
	OPT_REDUCE_TEST_ARG,
	OPT_EMIT,
	OPT_TRANSLATE_STATS,
	OPT_NO_THREADS,
	OPT_ERROR_LIMIT,
	OPT_NO_VERIFY,
	OPT_DIAG_FORMAT,
	OPT_SUMMARY,
	OPT_WEIGHTS,
	OPT_DIFF,
	OPT_GRAPH_HIDE,
	OPT_GRAPH_FOCUS,
	OPT_GRAPH_DEPTH,
	OPT_GRAPH_COLLAPSE,
	OPT_PASS_BASE = 1000, /* + index into pirPasses */
};

static const char *progName = "pir-opt";
/* Region nesting the reader accepts: PIR_MAX_REGION_DEPTH on the big stack
 * (tool/big_stack.h), the library's default (0) without it. */
static uint32_t maxRegionDepth;

/* The library hands allocation failures to its caller; the driver gives up
 * with an error (without flushing half-written output). */
static void outOfMemory(size_t size, void *userData)
{
	(void)userData;
	if (size)
		fprintf(stderr, "%s: error: out of memory (allocating %zu bytes)\n", progName, size);
	else /* libyaml's failures do not say how much */
		fprintf(stderr, "%s: error: out of memory\n", progName);
	pirOutputFileAbandon();
	_exit(1);
}

static void usage(FILE *f)
{
	fprintf(f,
		"usage: %s [options] [file|-]\n"
		"\n"
		"Reads a PaddlePaddle program, verifies it, runs passes and prints the canonical form.\n"
		"Input formats, recognised by content whatever the file name: PIR text, PIR JSON\n"
		"(Paddle 3 '*.json') and legacy ProgramDesc protobuf ('*.pdmodel', '__model__',\n"
		"translated to PIR as Paddle's ProgramTranslator does).\n"
		"\n"
		"Input and output:\n"
		"  -o FILE                      write the output to FILE (only on success; FILE.json implies --emit=json)\n"
		"  --emit=pir|json              output PIR text (default) or Paddle's PIR JSON\n"
		"  --emit-era=SNAPSHOT          write each op in the signature of that Paddle snapshot (dev-2024-03-01,\n"
		"                               v2.6.0, ...; docs/text-format.md), in PIR text as its printer spelled it\n"
		"                               (pd_op.tensor<...>, builtin.tensor<...>): what it cannot express is an error\n"
		"  --input-era=SNAPSHOT         the Paddle snapshot that printed the input: settles an op that two\n"
		"                               signatures read differently (otherwise an error)\n"
		"  --translate-stats            after translating a ProgramDesc, print its op counts to stderr\n"
		"  --split-input-file[=MARKER]  process chunks separated by '// -----' independently\n"
		"  --allow-unregistered-dialect accept ops of unknown dialects and names\n"
		"  --allow-undefined-values     treat values used but never defined as program inputs\n"
		"  --dialect FILE.yaml          load more op definitions (repeatable)\n"
		"  --verify-diagnostics         check diagnostics against expected-* comments\n"
		"  --error-limit=N              print at most N errors (default 20, 0 for all), then how many more\n"
		"  --no-verify                  print a program that does not verify, its verifier errors as\n"
		"                               warnings (no passes, no --emit=json; docs/tooling.md)\n"
		"  --diagnostics-format=text|json  diagnostics on stderr as text (default) or one JSON object a\n"
		"                               line: file, line, column, severity, message, notes\n"
		"\n"
		"Passes:\n"
		"  --pass-pipeline=PIPELINE     e.g. 'cse,dce' or 'builtin.module(cse,dce{...})' (also -p)\n",
		progName);
	for (const PirPass *const *p = pirPasses; *p; p++)
		fprintf(f, "  --%-27s%s\n", (*p)->argument, (*p)->summary);
	fprintf(f,
		"  --list-passes                list passes with their options\n"
		"  --dump-pass-pipeline         print the pipeline to stderr before running it\n"
		"\n"
		"Debugging:\n"
		"  --verify-each[=true|false]   verify after each pass that changed the IR (default true)\n"
		"  --no-verify-each             same as --verify-each=false\n"
		"  --verify-full                verify the whole program after a pass, not only what it changed\n"
		"  --print-ir-before=P[,P]      dump the IR to stderr before the named passes\n"
		"  --print-ir-after=P[,P]       dump the IR to stderr after the named passes\n"
		"  --print-ir-before-all, --print-ir-after-all\n"
		"  --print-ir-after-change      with an after-flag, only when the pass changed the IR\n"
		"  --print-ir-after-failure     dump the IR after a pass fails\n"
		"  --timing                     report wall time per phase and pass on stderr\n"
		"  --pass-statistics            report the counters passes keep on stderr\n"
		"  --mlir-disable-threading     no helper threads (also PIR_THREADS=1); the output is the same\n"
		"  --crash-reproducer=FILE      when a pass fails or breaks the IR, write the IR before it and\n"
		"                               the pass to FILE (docs/tooling.md)\n"
		"  --run-reproducer FILE        replay a reproducer written by --crash-reproducer\n"
		"  --reduce --test=SCRIPT       shrink the program while 'SCRIPT [ARGS] FILE' exits 0\n"
		"  --test-arg=ARG               an argument for the test script before FILE (repeatable)\n"
		"\n"
		"Output forms (docs/tooling.md):\n"
		"  --print-op-generic           print every op in the generic form (no custom if/while syntax)\n"
		"  --print-debuginfo            print each op's location on a comment line before it\n"
		"                               (also --mlir-print-debuginfo; the output reads back the same)\n"
		"  --elide-attrs-if-larger=N    print attribute values longer than N characters as __elided__\n"
		"                               (the output then may not read back)\n"
		"  --print-op-graph             write the data-flow graph as Graphviz DOT instead of the IR\n"
		"  --graph-hide=WHAT[,WHAT]     leave out parameters, constants (and the edges from them),\n"
		"                               attributes or types (edge labels keep the value)\n"
		"  --graph-focus=%%N|%%arg_N|OP  with --print-op-graph: only the neighbourhood of a value or OPs\n"
		"  --graph-depth=N              the neighbourhood's size in edges (default 2)\n"
		"  --graph-collapse-regions     draw each op with regions as one node\n"
		"  --summary                    print what the model holds instead of the IR: op counts, parameters\n"
		"                               and their bytes, inputs, outputs, the file's era, what did not translate\n"
		"  --weights=FILE|DIR           check the parameters against these weights (a .pdiparams file, or a\n"
		"                               1.x directory of one file per variable); a model directory or path\n"
		"                               prefix given as the input finds its weights itself (docs/file-formats.md)\n"
		"  --diff A B                   what differs between programs A and B, matched by structure, not by\n"
		"                               value numbers; --diff --PASS A: what the passes change in A\n"
		"\n"
		"Information:\n"
		"  --show-dialects              list the registered dialects\n"
		"  --show-op NAME               print an op's definition (repeatable: each in turn)\n"
		"  --help, --version\n"
		"\n"
		"Documentation: man pir-opt; docs/text-format.md, docs/passes.md, docs/dialect-yaml.md\n"
		"(installed under share/doc/pir).\n");
}

/* ------------------------------------------------------------ input */

/* Whether -o names the input file itself (under another name, a hard
 * link, or a symlink): an output written in place would then truncate the
 * input while it is still being read, so it is read, not mapped. */
static bool outputIsInput(const char *in, const char *out)
{
	struct stat a, b;
	return out && strcmp(out, "-") && strcmp(in, "-") && stat(in, &a) == 0 && stat(out, &b) == 0 &&
	       a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

/* The parser is done with the text before upTo (see input_file.h). */
static void onConsumed(const char *upTo, void *userData)
{
	pirInputRelease(userData, upTo);
	pirInputAdvance(userData, upTo);
}

/* The check before parsing has read the text before upTo; the parser
 * reads it again later (text.h). */
static void onChecked(const char *upTo, void *userData)
{
	pirInputRelease(userData, upTo);
}

typedef PirChunk Chunk;

/* ----------------------------------------------------------- output */

/* ------------------------------------------------------ information */

static void showDialects(PirContext *ctx)
{
	size_t n;
	PirDialect **d = pirContextGetDialects(ctx, &n);
	printf("Available Dialects:\n");
	for (size_t i = 0; i < n; i++)
		printf("  %-10s %4u %-4s %s\n", d[i]->name->str, d[i]->numOps, d[i]->numOps == 1 ? "op" : "ops",
		       d[i]->summary ? d[i]->summary->str : "");
}

static bool showOp(PirContext *ctx, const char *name)
{
	PirOpInfo *info = pirContextResolveOpName(ctx, name, strlen(name), NULL);
	if (!info) {
		char why[512];
		pirContextExplainOpName(ctx, name, why, sizeof why);
		fprintf(stderr, "%s: error: %s\n", progName, why);
		return false;
	}
	pirPrintOpDefinition(ctx, info, stdout);
	return true;
}

static void listPasses(void)
{
	printf("Passes:\n");
	for (const PirPass *const *p = pirPasses; *p; p++) {
		printf("  --%-24s - %s\n", (*p)->argument, (*p)->summary);
		for (int i = 0; i < PIR_PASS_MAX_OPTIONS && (*p)->options[i].name; i++)
			if ((*p)->options[i].forTests) /* not for users */
				continue;
			else if ((*p)->options[i].kind == PIR_PASS_OPTION_NAMES) /* its help says the default */
				printf("      %s=<names> - %s\n", (*p)->options[i].name, (*p)->options[i].help);
			else
				printf("      %s=<int> - %s (default %lld)\n", (*p)->options[i].name, (*p)->options[i].help,
				       (long long)(*p)->options[i].deflt);
	}
}

/* ------------------------------------------------------------- main */

/* The reading flags a reproducer must be replayed with. */
static char *reproducerFlags(const Options *o)
{
	size_t cap = 64;
	for (size_t i = 0; i < o->numDialectFiles; i++)
		cap += strlen(o->dialectFiles[i]) + 16;
	char *s = pirMalloc(cap);
	size_t n = (size_t)snprintf(s, cap, "%s%s", o->allowUnregistered ? "--allow-unregistered-dialect " : "",
				    o->allowUndefined ? "--allow-undefined-values " : "");
	for (size_t i = 0; i < o->numDialectFiles; i++)
		n += (size_t)snprintf(s + n, cap - n, "'--dialect=%s' ", o->dialectFiles[i]);
	if (n)
		s[n - 1] = '\0';
	return s;
}

/* The programs of the chunk being processed, printed and freed when the
 * chunk is done. */
typedef struct Result {
	PirProgram **progs;
	size_t len, cap;
} Result;

static void pushProgram(Result *r, PirProgram *p)
{
	if (r->len == r->cap)
		r->progs = pirArrayGrow(r->progs, r->len, &r->cap, sizeof *r->progs, 8);
	r->progs[r->len++] = p;
}

/* The header of the JSON program read, written back with --emit=json;
 * for other inputs the writer picks the version (readJson false). */
static PirJsonInfo jsonInfo = {.version = 1, .trainable = true};
static bool readJson;

/* Parses, verifies and transforms every program of one chunk. */
static bool processChunk(PirContext *ctx, Options *o, PirPipeline *pl, const Chunk *c, const char *fileName,
			 PirInput *in, Result *res, PirTimingReport *timing)
{
	/* The parser needs a NUL after its buffer: the last chunk has one. */
	char *copy = NULL;
	const char *text = c->start;
	if (c->start[c->len] != '\0') {
		copy = pirMalloc(c->len + 1);
		memcpy(copy, c->start, c->len);
		copy[c->len] = '\0';
		text = copy;
	}
	PirTranslateStats stats = {0};
	/* With --split-input-file a chunk may hold no program. */
	PirReadOptions ropts = {.text = {.allowUndefinedValues = o->allowUndefined, .firstLine = c->firstLine,
					 .sourceRegistered = true, .consumed = copy ? NULL : onConsumed,
					 .checked = copy ? NULL : onChecked, .userData = in,
					 .maxRegionDepth = maxRegionDepth},
				.allowEmpty = o->splitMarker != NULL, .jsonInfo = &jsonInfo, .translateStats = &stats};
	PirProgramReader *reader = pirProgramReaderCreate(ctx, fileName, text, c->len, &ropts);
	bool isText = pirProgramReaderGetFormat(reader) == PIR_FORMAT_TEXT;
	readJson = pirProgramReaderGetFormat(reader) == PIR_FORMAT_JSON;
	o->source = (PirSummarySource){.format = pirProgramReaderGetFormat(reader), .buf = c->start, .len = c->len,
				       .weights = o->weights,
				       .weightsFile = o->model.weights ? o->model.weights : o->model.weightsDir};
	bool ok = true;
	for (;;) {
		double t0 = pirNow();
		PirProgram *prog = pirProgramReaderRead(reader);
		/* The reader's name table (4 bytes a value) is freed now; give the
		 * heap's free pages back, so that it and the program being printed
		 * do not count together in the peak (bench/README.md). */
		if (isText)
			malloc_trim(0);
		timing->parse += pirNow() - t0;
		if (!prog) {
			ok = !pirProgramReaderFailed(reader);
			break;
		}
		if (pirProgramReaderGetFormat(reader) == PIR_FORMAT_PROGRAMDESC && o->translateStats)
			pirTranslateStatsPrint(&stats, stderr);
		o->source.json = jsonInfo;
		o->source.stats = stats;
		t0 = pirNow();
		bool vok = pirVerifyOrWarn(prog, o->noVerify);
		timing->verify += pirNow() - t0;
		/* Paired before the passes: they may drop a parameter's reads. */
		if (vok && o->weights && !pirWeightsPair(prog, o->weights))
			vok = false;
		if (!vok || !(o->repro.path ? pirPipelineRunWithReproducer(pl, prog, &o->pm, timing, &o->repro)
					    : pirPipelineRun(pl, prog, &o->pm, timing))) {
			pirProgramDestroy(prog);
			ok = false;
			break;
		}
		if (o->weights)
			pirWeightsWarnUnread(prog, o->weights);
		pushProgram(res, prog);
	}
	pirProgramReaderDestroy(reader);
	free(copy);
	return ok;
}

/* --print-ir-before/after=P,Q: every name must be a pass. */
static bool checkPassList(const char *flag, const char *list)
{
	for (const char *p = list; p && *p;) {
		size_t n = strcspn(p, ",");
		bool known = false;
		const char *best = NULL;
		size_t bestD = (size_t)-1;
		for (const PirPass *const *q = pirPasses; *q && !known; q++) {
			size_t d = pirEditDistance(p, n, (*q)->argument, strlen((*q)->argument));
			known = d == 0;
			if (d < bestD) {
				bestD = d;
				best = (*q)->argument;
			}
		}
		if (!known) {
			fprintf(stderr, "%s: error: %s names an unknown pass '%.*s'", progName, flag, (int)n, p);
			if (best && bestD <= 2 + n / 5)
				fprintf(stderr, "; did you mean '%s'?", best);
			fprintf(stderr, " (see --list-passes)\n");
			return false;
		}
		p += n;
		if (*p == ',')
			p++;
	}
	return true;
}

/* mlir-opt's flags users type out of habit, with pir-opt's name for each
 * (the rest are tried without their "mlir-": --mlir-print-ir-after-all is
 * --print-ir-after-all); NULL: pir-opt has none, no suggestion either. */
static const char *mlirFlagFor(const char *name, size_t n)
{
	static const char *const map[][2] = {
		{"mlir-timing", "timing"},
		{"mlir-timing-display", NULL},
		{"mlir-pass-statistics-display", NULL},
		{"mlir-elide-elementsattrs-if-larger", "elide-attrs-if-larger"},
		{"mlir-elide-resource-strings-if-larger", "elide-attrs-if-larger"},
		{"mlir-pass-pipeline-crash-reproducer", "crash-reproducer"},
		{"mlir-pretty-debuginfo", NULL},
		{"mlir-print-local-scope", NULL},
		{"mlir-print-value-users", NULL},
		{"mlir-print-assume-verified", NULL},
		{"mlir-print-ir-module-scope", NULL},
		{"mlir-print-elementsattrs-with-hex-if-larger", NULL},
		{"mlir-print-stacktrace-on-diagnostic", NULL},
		{"mlir-print-unique-ssa-ids", NULL},
	};
	for (size_t i = 0; i < sizeof map / sizeof *map; i++)
		if (strlen(map[i][0]) == n && !memcmp(map[i][0], name, n))
			return map[i][1] ? map[i][1] : "";
	return NULL;
}

/* A boolean flag's value, spelled as LLVM's command line takes it: none or empty,
 * true/TRUE/True/1, false/FALSE/False/0. Anything else is an error, not
 * false (--verify-each=yes used to turn verification off). */
static bool parseBool(const char *flag, const char *arg, bool *out)
{
	static const char *const yes[] = {"true", "TRUE", "True", "1"}, *const no[] = {"false", "FALSE", "False", "0"};
	for (size_t i = 0; i < 4; i++) {
		if (!arg || !*arg || !strcmp(arg, yes[i])) {
			*out = true;
			return true;
		}
		if (!strcmp(arg, no[i])) {
			*out = false;
			return true;
		}
	}
	fprintf(stderr, "%s: error: %s takes true or false (or 1 or 0), not '%s'\n", progName, flag, arg);
	return false;
}

static bool parseArgs(int argc, char **argv, Options *o, PirPipeline *pl, PirContext *ctx)
{
	size_t nPasses = 0;
	while (pirPasses[nPasses])
		nPasses++;
	static const struct option fixed[] = {
		{"split-input-file", optional_argument, 0, OPT_SPLIT},
		{"verify-diagnostics", no_argument, 0, OPT_VERIFY_DIAG},
		{"allow-unregistered-dialect", no_argument, 0, OPT_ALLOW_UNREG},
		{"allow-undefined-values", no_argument, 0, OPT_ALLOW_UNDEF},
		{"dialect", required_argument, 0, OPT_DIALECT},
		{"show-dialects", no_argument, 0, OPT_SHOW_DIALECTS},
		{"show-op", required_argument, 0, OPT_SHOW_OP},
		{"list-passes", no_argument, 0, OPT_LIST_PASSES},
		{"pass-pipeline", required_argument, 0, OPT_PIPELINE},
		{"dump-pass-pipeline", no_argument, 0, OPT_DUMP_PIPELINE},
		{"verify-each", optional_argument, 0, OPT_VERIFY_EACH},
		{"no-verify-each", no_argument, 0, OPT_NO_VERIFY_EACH},
		{"verify-full", no_argument, 0, OPT_VERIFY_FULL},
		{"print-ir-before", required_argument, 0, OPT_PRINT_BEFORE},
		{"print-ir-after", required_argument, 0, OPT_PRINT_AFTER},
		{"print-ir-before-all", no_argument, 0, OPT_PRINT_BEFORE_ALL},
		{"print-ir-after-all", no_argument, 0, OPT_PRINT_AFTER_ALL},
		{"print-ir-after-change", no_argument, 0, OPT_PRINT_AFTER_CHANGE},
		{"print-ir-after-failure", no_argument, 0, OPT_PRINT_AFTER_FAILURE},
		{"timing", no_argument, 0, OPT_TIMING},
		{"pass-statistics", no_argument, 0, OPT_STATS},
		{"help", no_argument, 0, 'h'},
		{"version", no_argument, 0, OPT_VERSION},
		{"print-op-generic", no_argument, 0, OPT_PRINT_GENERIC},
		{"print-debuginfo", no_argument, 0, OPT_PRINT_DEBUGINFO},
		{"mlir-print-debuginfo", no_argument, 0, OPT_PRINT_DEBUGINFO},
		{"elide-attrs-if-larger", required_argument, 0, OPT_ELIDE_ATTRS},
		{"print-op-graph", no_argument, 0, OPT_PRINT_OP_GRAPH},
		{"crash-reproducer", required_argument, 0, OPT_CRASH_REPRO},
		{"run-reproducer", required_argument, 0, OPT_RUN_REPRO},
		{"reduce", no_argument, 0, OPT_REDUCE},
		{"test", required_argument, 0, OPT_REDUCE_TEST},
		{"test-arg", required_argument, 0, OPT_REDUCE_TEST_ARG},
		{"emit", required_argument, 0, OPT_EMIT},
		{"emit-era", required_argument, 0, OPT_EMIT_ERA},
		{"input-era", required_argument, 0, OPT_INPUT_ERA},
		{"translate-stats", no_argument, 0, OPT_TRANSLATE_STATS},
		{"mlir-disable-threading", no_argument, 0, OPT_NO_THREADS},
		{"error-limit", required_argument, 0, OPT_ERROR_LIMIT},
		{"no-verify", no_argument, 0, OPT_NO_VERIFY},
		{"diagnostics-format", required_argument, 0, OPT_DIAG_FORMAT},
		{"summary", no_argument, 0, OPT_SUMMARY},
		{"weights", required_argument, 0, OPT_WEIGHTS},
		{"diff", no_argument, 0, OPT_DIFF},
		{"graph-hide", required_argument, 0, OPT_GRAPH_HIDE},
		{"graph-focus", required_argument, 0, OPT_GRAPH_FOCUS},
		{"graph-depth", required_argument, 0, OPT_GRAPH_DEPTH},
		{"graph-collapse-regions", no_argument, 0, OPT_GRAPH_COLLAPSE},
	};
	size_t nFixed = sizeof fixed / sizeof *fixed;
	struct option *longopts = pirCalloc(nFixed + nPasses + 1, sizeof *longopts);
	memcpy(longopts, fixed, sizeof fixed);
	for (size_t i = 0; i < nPasses; i++)
		longopts[nFixed + i] = (struct option){pirPasses[i]->argument, optional_argument, 0, OPT_PASS_BASE + (int)i};
	bool ok = true, passFlags = false;
	int c;
	opterr = 0;
	/* Long options also take one dash (-cse, -split-input-file), as with
	 * LLVM's command-line library. */
	while (ok && (c = getopt_long_only(argc, argv, ":ho:p:", longopts, NULL)) != -1) {
		switch (c) {
		case 'o': o->output = optarg[0] == '=' && !strncmp(argv[optind - 1], "-o=", 3) ? optarg + 1 : optarg; break;
		case 'h': usage(stdout); free(longopts); exit(0);
		case OPT_VERSION: printf("pir-opt version %s\n", PIR_VERSION); free(longopts); exit(0);
		case OPT_SPLIT: o->splitMarker = optarg ? optarg : "// -----"; break;
		case OPT_VERIFY_DIAG: o->verifyDiagnostics = true; break;
		case OPT_ALLOW_UNREG: o->allowUnregistered = true; break;
		case OPT_ALLOW_UNDEF: o->allowUndefined = true; break;
		case OPT_DIALECT:
			o->dialectFiles = pirRealloc(o->dialectFiles, (o->numDialectFiles + 1) * sizeof *o->dialectFiles);
			o->dialectFiles[o->numDialectFiles++] = optarg;
			break;
		case OPT_SHOW_DIALECTS: o->showDialects = true; break;
		case OPT_SHOW_OP:
			o->showOps = pirRealloc(o->showOps, (o->numShowOps + 1) * sizeof *o->showOps);
			o->showOps[o->numShowOps++] = optarg;
			break;
		case OPT_LIST_PASSES: o->listPasses = true; break;
		case 'p':
		case OPT_PIPELINE: o->pipelineText = optarg; break;
		case OPT_DUMP_PIPELINE: o->dumpPipeline = true; break;
		case OPT_VERIFY_EACH: ok = parseBool("--verify-each", optarg, &o->pm.verifyEach); break;
		case OPT_NO_VERIFY_EACH: o->pm.verifyEach = false; break;
		case OPT_VERIFY_FULL: o->pm.verifyFull = true; break;
		case OPT_PRINT_BEFORE: o->pm.printBefore = optarg; break;
		case OPT_PRINT_AFTER: o->pm.printAfter = optarg; break;
		case OPT_PRINT_BEFORE_ALL: o->pm.printBeforeAll = true; break;
		case OPT_PRINT_AFTER_ALL: o->pm.printAfterAll = true; break;
		case OPT_PRINT_AFTER_CHANGE: o->pm.printAfterChange = true; break;
		case OPT_PRINT_AFTER_FAILURE: o->pm.printAfterFailure = true; break;
		case OPT_TIMING: o->pm.timing = true; break;
		case OPT_STATS: o->pm.statistics = true; break;
		case OPT_PRINT_GENERIC: o->print.generic = true; break;
		case OPT_PRINT_OP_GRAPH: o->opGraph = true; break;
		case OPT_CRASH_REPRO: o->repro.path = optarg; break;
		case OPT_REDUCE: o->reduce = true; break;
		case OPT_REDUCE_TEST: o->reduceOpts.test = optarg; break;
		case OPT_REDUCE_TEST_ARG:
			o->reduceOpts.testArgs = pirRealloc(o->reduceOpts.testArgs,
							    (o->reduceOpts.numTestArgs + 1) * sizeof *o->reduceOpts.testArgs);
			o->reduceOpts.testArgs[o->reduceOpts.numTestArgs++] = optarg;
			break;
		case OPT_RUN_REPRO: /* the first one was expanded by pirReproducerExpandArgs */
			fprintf(stderr, "%s: error: --run-reproducer can only be given once\n", progName);
			ok = false;
			break;
		case OPT_PRINT_DEBUGINFO:
			o->print.debugInfo = true;
			break;
		case OPT_ELIDE_ATTRS: {
			char *end;
			errno = 0;
			unsigned long long n = strtoull(optarg, &end, 10);
			if (!*optarg || *end || errno || optarg[0] == '-' || n == 0) {
				fprintf(stderr, "%s: error: --elide-attrs-if-larger expects a positive number, got '%s'\n",
					progName, optarg);
				ok = false;
			}
			o->print.elideAttrsLargerThan = (size_t)n;
			break;
		}
		case OPT_EMIT:
			if (strcmp(optarg, "pir") && strcmp(optarg, "json")) {
				fprintf(stderr, "%s: error: --emit must be 'pir' or 'json', found '%s'\n", progName, optarg);
				ok = false;
			}
			o->emit = optarg;
			break;
		case OPT_EMIT_ERA: o->emitEra = optarg; break;
		case OPT_INPUT_ERA: o->inputEra = optarg; break;
		case OPT_TRANSLATE_STATS: o->translateStats = true; break;
		case OPT_NO_THREADS: pirEnableMultithreading(false); break;
		case OPT_ERROR_LIMIT: {
			char *end;
			errno = 0;
			unsigned long n = strtoul(optarg, &end, 10);
			if (!*optarg || *end || errno || optarg[0] == '-' || n > UINT32_MAX) {
				fprintf(stderr, "%s: error: --error-limit expects a number (0 for no limit), got '%s'\n",
					progName, optarg);
				ok = false;
			}
			o->errorLimit = (unsigned)n;
			break;
		}
		case OPT_NO_VERIFY: o->noVerify = true; break;
		case OPT_SUMMARY: o->summary = true; break;
		case OPT_WEIGHTS: o->weightsFlag = optarg; break;
		case OPT_DIFF: o->diff = true; break;
		case OPT_GRAPH_HIDE: ok = pirOpGraphParseHide(&o->graph, optarg, progName); o->graphOptions = true; break;
		case OPT_GRAPH_FOCUS: o->graph.focus = optarg; o->graphOptions = true; break;
		case OPT_GRAPH_COLLAPSE: o->graph.collapseRegions = true; o->graphOptions = true; break;
		case OPT_GRAPH_DEPTH: {
			char *end;
			errno = 0;
			unsigned long n = strtoul(optarg, &end, 10);
			if (!*optarg || *end || errno || optarg[0] == '-' || n == 0 || n > 1000000) {
				fprintf(stderr, "%s: error: --graph-depth expects a positive number, got '%s'\n", progName,
					optarg);
				ok = false;
			}
			o->graph.depth = (uint32_t)n;
			o->graphOptions = true;
			break;
		}
		case OPT_DIAG_FORMAT:
			if (strcmp(optarg, "text") && strcmp(optarg, "json")) {
				fprintf(stderr, "%s: error: --diagnostics-format must be 'text' or 'json', found '%s'\n",
					progName, optarg);
				ok = false;
			}
			o->jsonDiagnostics = !strcmp(optarg, "json");
			break;
		case ':':
			fprintf(stderr, "%s: error: option '%s' needs a value\n", progName, argv[optind - 1]);
			ok = false;
			break;
		case '?': {
			const char *bad = argv[optind - 1];
			fprintf(stderr, "%s: error: unknown option '%s'", progName, bad);
			const char *name = bad;
			while (*name == '-')
				name++;
			size_t nlen = strcspn(name, "=");
			/* mlir-opt's spellings: the pir-opt flag, or that there is none. */
			bool mlir = nlen > 5 && !strncmp(name, "mlir-", 5);
			const char *mapped = mlir ? mlirFlagFor(name, nlen) : NULL; /* "": none */
			const char *best = mapped && *mapped ? mapped : NULL;
			size_t bestD = best ? 0 : (size_t)-1;
			if (mlir && !mapped)
				name += 5, nlen -= 5;
			/* The nearest of every long option (passes included). */
			for (size_t i = 0; i < nFixed + nPasses && !mapped; i++) {
				size_t d = pirEditDistance(name, nlen, longopts[i].name, strlen(longopts[i].name));
				if (d < bestD) {
					bestD = d;
					best = longopts[i].name;
				}
			}
			if (best && nlen && bestD <= 2 + nlen / 5)
				fprintf(stderr, "; did you mean '--%s'?", best);
			else if (mlir)
				fprintf(stderr, ": an mlir-opt option pir-opt does not support");
			fprintf(stderr, " (see --help)\n");
			ok = false;
			break;
		}
		default:
			if (c >= OPT_PASS_BASE && c < OPT_PASS_BASE + (int)nPasses) {
				const char *arg = pirPasses[c - OPT_PASS_BASE]->argument;
				passFlags = true;
				ok = pirPipelineAdd(pl, ctx, arg, strlen(arg), optarg, optarg ? strlen(optarg) : 0);
			}
			break;
		}
	}
	free(longopts);
	if (!ok || !checkPassList("--print-ir-before", o->pm.printBefore) ||
	    !checkPassList("--print-ir-after", o->pm.printAfter))
		return false;
	if (o->pipelineText) {
		if (passFlags) {
			fprintf(stderr, "%s: error: --pass-pipeline cannot be combined with individual pass flags\n", progName);
			return false;
		}
		/* Parsed in run(), once the dialects that name its anchor are loaded. */
	}
	if (o->reduce != (o->reduceOpts.test != NULL)) {
		fprintf(stderr, "%s: error: %s\n", progName,
			o->reduce ? "--reduce needs --test=SCRIPT" : "--test is only for --reduce");
		return false;
	}
	if (o->reduce && (o->splitMarker || o->opGraph || o->verifyDiagnostics)) {
		fprintf(stderr, "%s: error: --reduce works on one whole program and prints it as text\n", progName);
		return false;
	}
	if (o->reduce && pl->len) {
		fprintf(stderr, "%s: error: --reduce runs no passes; run them in the test script\n", progName);
		return false;
	}
	if (o->noVerify && (pl->len || o->pipelineText || o->reduce || (o->emit && !strcmp(o->emit, "json")) ||
			    (o->output && strlen(o->output) > 5 && !strcmp(o->output + strlen(o->output) - 5, ".json")))) {
		fprintf(stderr, "%s: error: --no-verify only prints the program: passes, --reduce and --emit=json need "
			"one that verifies\n", progName);
		return false;
	}
	if (o->emitEra && (o->noVerify || o->opGraph || o->summary || o->reduce)) {
		fprintf(stderr, "%s: error: --emit-era writes a verified program: not with --no-verify, --print-op-graph, "
			"--summary or --reduce\n", progName);
		return false;
	}
	if (o->graphOptions && !o->opGraph) {
		fprintf(stderr, "%s: error: the --graph-* flags shape --print-op-graph's output; add it\n", progName);
		return false;
	}
	if (o->summary && (o->opGraph || o->reduce || (o->emit && !strcmp(o->emit, "json")))) {
		fprintf(stderr, "%s: error: --summary is an output of its own: not with --print-op-graph, --reduce or "
			"--emit=json\n", progName);
		return false;
	}
	if (optind < argc)
		o->input = argv[optind++];
	if (o->diff && optind < argc)
		o->diffAfter = argv[optind++];
	if (o->diff && (pl->len || o->pipelineText) == (o->diffAfter != NULL)) {
		fprintf(stderr, "%s: error: --diff compares two programs (--diff A B), or one before and after the "
			"passes given (--diff --cse A)\n", progName);
		return false;
	}
	if (o->diff && (o->summary || o->opGraph || o->reduce || o->verifyDiagnostics || o->splitMarker || o->noVerify)) {
		fprintf(stderr, "%s: error: --diff is an output of its own, of two whole programs\n", progName);
		return false;
	}
	if (optind < argc) {
		fprintf(stderr, "%s: error: more than one input file ('%s' and '%s')\n", progName, o->input, argv[optind]);
		return false;
	}
	return true;
}

static int run(int argc, char **argv)
{
	Options o = {.input = "-", .pm = {.verifyEach = true}, .errorLimit = 20};
	pirSetOutOfMemoryHandler(outOfMemory, NULL);
	/* Dialects are registered after the arguments, so --help and --version
	 * do not pay for them. */
	PirContext *ctx = pirContextCreateEmpty();
	PirPipeline pl;
	pirPipelineInit(&pl);
	int status = 1;
	PirInput input = {0};
	Chunk *chunks = NULL;
	Result res = {0};
	PirOutputFile *output = NULL;
	PirDiagCollector *diags = NULL;
	PirDiagnosticHandler outerHandler = NULL; /* what --verify-diagnostics puts back */
	void *outerData = NULL;
	PirJsonDiagnostics *jsonDiags = NULL;
	PirTimingReport timing = {0};
	double start = pirNow();
	bool expandFailed;
	int expandedArgc;
	char **expanded = pirReproducerExpandArgs(argc, argv, &expandedArgc, &expandFailed);
	if (expanded)
		argc = expandedArgc, argv = expanded;
	char *reproFlags = NULL;

	if (expandFailed || !parseArgs(argc, argv, &o, &pl, ctx))
		goto out;
	pirContextSetErrorLimit(ctx, o.errorLimit);
	if (o.jsonDiagnostics)
		jsonDiags = pirJsonDiagnosticsInstall(ctx, stderr);
	if (o.repro.path)
		o.repro.flags = reproFlags = reproducerFlags(&o);
	if (!pirDialectsLoadBuiltin(ctx))
		goto out;
	for (size_t i = 0; i < o.numDialectFiles; i++)
		if (!pirDialectLoadFile(ctx, o.dialectFiles[i]))
			goto out;
	if (!pirDialectsCheckTerminators(ctx)) /* a terminator of a dialect no --dialect file gave */
		goto out;
	if (o.pipelineText && !pirPipelineParse(&pl, ctx, o.pipelineText))
		goto out;
	if (o.emitEra) {
		size_t ol = o.output ? strlen(o.output) : 0;
		bool js = o.emit ? !strcmp(o.emit, "json") : ol > 5 && !strcmp(o.output + ol - 5, ".json");
		char *why;
		if (!pirEraCheckSnapshot(ctx, o.emitEra, js ? PIR_ERA_JSON : PIR_ERA_TEXT, &why)) {
			fprintf(stderr, "%s: error: --emit-era=%s: %s\n", progName, o.emitEra, why);
			free(why);
			goto out;
		}
		if (!js) /* the era's printer's spellings, not today's */
			o.print.spelling = pirEraTextSpelling(ctx, o.emitEra);
	}
	if (o.inputEra) {
		char *why;
		if (!pirEraCheckSnapshot(ctx, o.inputEra, PIR_ERA_READING, &why)) {
			fprintf(stderr, "%s: error: --input-era=%s: %s\n", progName, o.inputEra, why);
			free(why);
			goto out;
		}
		pirContextSetInputEra(ctx, o.inputEra);
	}
	if (o.showDialects || o.numShowOps || o.listPasses) {
		if (o.showDialects)
			showDialects(ctx);
		if (o.listPasses)
			listPasses();
		/* every name in turn; an unknown one is an error, the others still print */
		status = 0;
		for (size_t i = 0; i < o.numShowOps; i++)
			if (!showOp(ctx, o.showOps[i]))
				status = 1;
		goto out;
	}
	if (o.dumpPipeline)
		pirPipelinePrint(&pl, stderr);
	pirContextSetAllowUnregistered(ctx, o.allowUnregistered);
	if (o.diff) {
		PirDiffOptions d = {o.input, o.diffAfter, &pl, &o.pm, o.allowUndefined, maxRegionDepth, progName};
		if ((output = pirOutputFileOpen(o.output, progName)))
			status = pirDiffFiles(ctx, &d, pirOutputFileStream(output)) ? 0 : 1;
		status = pirOutputFileClose(output, status == 0) && status == 0 ? 0 : 1;
		output = NULL;
		goto out;
	}

	/* A model directory or path prefix names its program (and weights). */
	if (!pirModelFilesFind(ctx, o.input, o.weightsFlag, &o.model))
		goto out;
	o.input = o.model.program;
	bool noWeights;
	o.weights = pirModelFilesReadWeights(ctx, &o.model, o.model.program, &noWeights);
	if (!o.weights && !noWeights)
		goto out;
	if (!pirInputRead(o.input, &input, !outputIsInput(o.input, o.output), progName))
		goto out;
	const char *buf = input.buf;
	size_t len = input.len;
	const char *fileName = strcmp(o.input, "-") ? o.input : "<stdin>";
	PirIdent *file = pirIdentGetCStr(ctx, fileName);
	pirContextAddSource(ctx, file, buf, len);
	if (o.verifyDiagnostics) {
		diags = pirDiagCollectorCreate();
		pirContextGetDiagnosticHandler(ctx, &outerHandler, &outerData);
		pirContextSetDiagnosticHandler(ctx, pirDiagCollectorHandle, diags);
	}
	size_t numChunks;
	chunks = pirSplitInput(ctx, file, buf, len, o.splitMarker, &numChunks);
	timing.perPass = pirCalloc(pl.len + 1, sizeof *timing.perPass);
	bool ok = true;
	size_t graphs = 0; /* digraphs written (--print-op-graph) */
	/* As in mlir-opt, each chunk is printed as soon as it is done, unless
	 * it failed; the exit status says whether any failed. An -o file is
	 * kept only if everything succeeded. */
	if (!(output = pirOutputFileOpen(o.output, progName)))
		goto out;
	size_t olen = o.output ? strlen(o.output) : 0;
	bool emitJson = o.emit ? !strcmp(o.emit, "json") : olen > 5 && !strcmp(o.output + olen - 5, ".json");
	for (size_t i = 0; i < numChunks; i++) {
		bool chunkOk = processChunk(ctx, &o, &pl, &chunks[i], fileName, &input, &res, &timing);
		char *reduced = NULL; /* --reduce: the text printed instead of the program */
		size_t reducedLen = 0;
		if (chunkOk && o.reduce) {
			if (res.len != 1)
				fprintf(stderr, "%s: error: --reduce needs exactly one program, the input has %zu\n", progName,
					res.len);
			else
				reduced = pirReduceProgram(res.progs[0], &o.reduceOpts, &reducedLen);
			chunkOk = reduced != NULL;
		}
		ok = ok && chunkOk;
		double t0 = pirNow();
		/* JSON: every program of the chunk is encoded before any is
		 * written, so that none is if one holds what JSON cannot express. */
		for (size_t p = 0; chunkOk && o.emitEra && p < res.len; p++)
			if (!pirProgramToEra(res.progs[p], o.emitEra) ||
			    (o.print.spelling && !pirProgramCheckEraText(res.progs[p], o.print.spelling, o.emitEra)))
				ok = chunkOk = false;
		bool encode = chunkOk && emitJson && !o.opGraph && !o.reduce && !o.summary && res.len;
		char **json = encode ? pirCalloc(res.len, sizeof *json) : NULL;
		for (size_t p = 0; json && p < res.len && chunkOk; p++)
			if (!(json[p] = pirProgramToJson(res.progs[p], readJson ? &jsonInfo : NULL, NULL)))
				ok = chunkOk = false;
		FILE *f = (chunkOk || numChunks > 1) ? pirOutputFileStream(output) : NULL;
		if (f && i && !o.opGraph) /* each program is a digraph of its own */
			fputs("// -----\n", f);
		if (f && reduced)
			fwrite(reduced, 1, reducedLen, f);
		free(reduced);
		for (size_t p = 0; p < res.len; p++) {
			if (f && chunkOk && o.summary) {
				pirWriteSummary(res.progs[p], fileName, &o.source, f);
			} else if (f && chunkOk && o.opGraph) {
				if (!pirWriteOpGraph(res.progs[p], f, graphs++, &o.graph, &o.print, progName))
					ok = chunkOk = false;
			} else if (f && chunkOk && json) {
				fputs(json[p], f);
				fputc('\n', f);
			} else if (f && chunkOk && !o.reduce) {
				pirPrintProgramWithOptions(res.progs[p], f, &o.print);
			}
			if (json)
				free(json[p]);
			pirProgramDestroy(res.progs[p]);
		}
		free(json);
		res.len = 0;
		timing.output += pirNow() - t0;
	}
	if (o.verifyDiagnostics) {
		pirContextSetDiagnosticHandler(ctx, outerHandler, outerData);
		ok = pirDiagCollectorCheck(diags, ctx, file, buf, len);
	}
	if (pirInputTruncated()) {
		fprintf(stderr, "%s: error: '%s' was truncated while it was being read\n", progName, fileName);
		ok = false;
	}
	double t0 = pirNow();
	ok = pirOutputFileClose(output, ok) && ok;
	output = NULL;
	timing.output += pirNow() - t0;
	status = ok ? 0 : 1;
	timing.total = pirNow() - start;
	if (o.pm.timing)
		pirTimingPrint(&pl, &timing, stderr);
	if (o.pm.statistics)
		pirStatisticsPrint(&pl, stderr);
out:
	for (size_t i = 0; i < res.len; i++)
		pirProgramDestroy(res.progs[i]);
	free(res.progs);
	pirOutputFileClose(output, false);
	free(timing.perPass);
	free(chunks);
	pirDiagCollectorDestroy(diags);
	pirPipelineFree(&pl);
	free(o.dialectFiles);
	free(o.showOps);
	free(expanded);
	free(o.reduceOpts.testArgs);
	free(reproFlags);
	if (pirContextGetHiddenErrorCount(ctx)) /* as clang ends */
		fprintf(stderr, "%s: error: too many errors: %u more error%s not shown (--error-limit=%u; 0 shows all)\n",
			progName, pirContextGetHiddenErrorCount(ctx), pirContextGetHiddenErrorCount(ctx) == 1 ? "" : "s",
			o.errorLimit);
	pirJsonDiagnosticsFinish(jsonDiags);
	pirContextDestroy(ctx);
	pirInputFree(&input);
	pirWeightsDestroy(o.weights);
	pirModelFilesFree(&o.model);
	return status;
}

/* run on the big stack, where deep programs fit. */
static int runDeep(int argc, char **argv)
{
	maxRegionDepth = PIR_MAX_REGION_DEPTH;
	return run(argc, argv);
}

int main(int argc, char **argv)
{
	int status;
	if (!pirRunOnBigStack(runDeep, argc, argv, &status))
		status = run(argc, argv);
	return status;
}
