/* reproducer.c: writing and replaying crash reproducers (reproducer.h).
 * The reproducer is the canonical text of the program as it was before the
 * pass that failed, after two comment lines: the replay line and a note
 * naming the pass and the whole pipeline. Comments are skipped by the
 * reader, so the file is also an ordinary input. It is written when a pass
 * reports failure or breaks the IR, and also, from a signal handler, when a
 * pass crashes (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT); the signal then
 * takes its course. */
#include "reproducer.h"
#include "output_file.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../lib/ir/oom.h"

static void outOfMemory(void)
{
	pirOutOfMemory(BUFSIZ); /* the driver's handler: a message, exit 1 */
}

/* The whole reproducer for pass `at` of the pipeline: the two header
 * lines and the program text from before the pass. */
static char *buildReproducer(const PirPipeline *pl, size_t at, const char *flags, const char *text, size_t len,
			     size_t *outLen)
{
	char *buf = NULL;
	FILE *f = open_memstream(&buf, outLen);
	if (!f)
		outOfMemory();
	fprintf(f, "%s --pass-pipeline='builtin.module(", PIR_REPRODUCER_TAG);
	pirPassRunPrint(&pl->runs[at], f);
	fputs(")'", f);
	if (flags && *flags)
		fprintf(f, " %s", flags);
	fprintf(f, "\n// pass %zu of builtin.module(", at + 1);
	for (size_t i = 0; i < pl->len; i++) {
		if (i)
			fputc(',', f);
		pirPassRunPrint(&pl->runs[i], f);
	}
	fputs(") failed on this program\n", f);
	fwrite(text, 1, len, f);
	if (fclose(f) != 0 || !buf)
		outOfMemory();
	return buf;
}

static void writeReproducer(const char *text, size_t len, const char *pass, PirReproducer *r)
{
	r->written = true;
	FILE *f = fopen(r->path, "w");
	if (!f) {
		fprintf(stderr, "pir-opt: error: cannot write the reproducer '%s': %s\n", r->path, strerror(errno));
		return;
	}
	fwrite(text, 1, len, f);
	if (fclose(f) != 0)
		fprintf(stderr, "pir-opt: error: cannot write the reproducer '%s'\n", r->path);
	else
		fprintf(stderr, "pir-opt: note: reproducer of the failure of pass '%s' written to '%s'\n", pass, r->path);
}

/* ------------------------------------------------------------- crashes */

/* What the crash handler writes: set while a pass runs. Only
 * async-signal-safe calls (open, write, close, raise) are made there. */
static const char *volatile crashPath;
static const char *volatile crashText;
static volatile size_t crashLen;
static const int crashSignals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT};
enum { NUM_CRASH_SIGNALS = sizeof crashSignals / sizeof *crashSignals };

static void writeAll(int fd, const char *s, size_t n)
{
	while (n) {
		ssize_t w = write(fd, s, n);
		if (w <= 0)
			return;
		s += w;
		n -= (size_t)w;
	}
}

static void onCrash(int sig)
{
	if (crashPath && crashText) {
		int fd = open(crashPath, O_WRONLY | O_CREAT | O_TRUNC, 0644);
		if (fd >= 0) {
			writeAll(fd, crashText, crashLen);
			close(fd);
			static const char msg[] = "pir-opt: note: a pass crashed; reproducer written to '";
			writeAll(2, msg, sizeof msg - 1);
			writeAll(2, crashPath, strlen(crashPath));
			writeAll(2, "'\n", 2);
		}
	}
	pirOutputFileAbandon(); /* -o's temporary file */
	signal(sig, SIG_DFL);
	raise(sig);
}

bool pirPipelineRunWithReproducer(PirPipeline *pl, PirProgram *prog, const PirPassManagerOptions *o,
				  PirTimingReport *timing, PirReproducer *r)
{
	struct sigaction sa, old[NUM_CRASH_SIGNALS];
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = onCrash;
	sigemptyset(&sa.sa_mask);
	for (int k = 0; k < NUM_CRASH_SIGNALS; k++)
		sigaction(crashSignals[k], &sa, &old[k]);
	bool ok = true;
	for (size_t i = 0; i < pl->len && ok; i++) {
		size_t len, reproLen;
		char *before = pirProgramToString(prog, &len);
		char *repro = buildReproducer(pl, i, r->flags, before, len, &reproLen);
		free(before);
		if (!r->written) {
			crashLen = reproLen;
			crashText = repro;
			crashPath = r->path;
		}
		PirPipeline one = {&pl->runs[i], 1, 1, pl->verifyStats};
		PirTimingReport t = {0};
		if (timing)
			t.perPass = timing->perPass ? timing->perPass + i : NULL;
		ok = pirPipelineRun(&one, prog, o, timing ? &t : NULL);
		crashPath = NULL;
		crashText = NULL;
		pl->verifyStats = one.verifyStats;
		if (timing)
			timing->verify += t.verify;
		if (!ok && !r->written)
			writeReproducer(repro, reproLen, pl->runs[i].pass->argument, r);
		free(repro);
	}
	for (int k = 0; k < NUM_CRASH_SIGNALS; k++)
		sigaction(crashSignals[k], &old[k], NULL);
	return ok;
}

/* Splits the flags of the replay line in place at spaces, removing '...'
 * quotes (no escapes); stores at most max pointers. Returns the count, or
 * -1 on an unclosed quote. */
static int splitFlags(char *s, char **out, int max)
{
	int n = 0;
	while (*s) {
		while (*s == ' ' || *s == '\t')
			s++;
		if (!*s)
			break;
		char *arg = s, *w = s;
		while (*s && *s != ' ' && *s != '\t') {
			if (*s == '\'') {
				char *e = strchr(s + 1, '\'');
				if (!e)
					return -1;
				memmove(w, s + 1, (size_t)(e - s - 1));
				w += e - s - 1;
				s = e + 1;
			} else {
				*w++ = *s++;
			}
		}
		bool more = *s != '\0';
		*w = '\0';
		if (more)
			s++;
		if (n < max)
			out[n] = arg;
		n++;
	}
	return n;
}

/* A reproducer is a file people share in bug reports, so its first line
 * may carry only the pass pipeline and the flags that change how its IR is
 * read: nothing that writes a file (-o, --crash-reproducer), runs a program
 * (--reduce --test=...), reads another input, or changes what the run
 * checks or prints (docs/tooling.md). Each flag must be spelled in full
 * with two dashes (getopt would accept an abbreviation, such as
 * --crash=FILE, or one dash); a flag with a value takes it after '=' or as
 * the next word, which is then never read as a flag. */
static const char *const pipelineFlags[] = {"pass-pipeline", "dialect", NULL}; /* take a value */
static const char *const plainFlags[] = {"allow-unregistered-dialect", "allow-undefined-values", "verify-each",
					 "no-verify-each", "verify-full", "mlir-disable-threading", NULL};

static bool inList(const char *const *list, const char *name, size_t n)
{
	for (; *list; list++)
		if (strlen(*list) == n && !memcmp(*list, name, n))
			return true;
	return false;
}

static bool isPassFlag(const char *name, size_t n)
{
	for (const PirPass *const *p = pirPasses; *p; p++)
		if (strlen((*p)->argument) == n && !memcmp((*p)->argument, name, n))
			return true;
	return false;
}

static const char onlyPipeline[] = "a reproducer may carry only the pass pipeline and the reading flags "
				   "(--pass-pipeline, pass flags, --verify-each, --verify-full, "
				   "--allow-unregistered-dialect, --allow-undefined-values, --dialect)";

/* The first flag of flags[0..n) a reproducer may not carry, or NULL; *why
 * says why. */
static const char *refusedFlag(char **flags, int n, const char **why)
{
	*why = onlyPipeline;
	for (int i = 0; i < n; i++) {
		const char *a = flags[i];
		if (strncmp(a, "--", 2) != 0 || !a[2])
			return a; /* an input name, '-', '--', a short option */
		const char *name = a + 2;
		size_t len = strcspn(name, "=");
		bool hasValue = name[len] == '=';
		if (inList(pipelineFlags, name, len)) {
			if (!hasValue && ++i == n)
				return a; /* no value */
			/* A dialect is read from a regular file (not /dev/stdin, a
			 * FIFO or a device that never ends). */
			struct stat st;
			if (len == 7 && (stat(hasValue ? name + len + 1 : flags[i], &st) != 0 || !S_ISREG(st.st_mode))) {
				*why = "its dialect file must be an existing regular file";
				return a;
			}
			continue;
		}
		if (inList(plainFlags, name, len) && (!hasValue || !strncmp(name, "verify-each=", 12)))
			continue;
		if (isPassFlag(name, len))
			continue;
		return a;
	}
	return NULL;
}

char **pirReproducerExpandArgs(int argc, char **argv, int *newArgc, bool *failed)
{
	*failed = false;
	int at = -1, width = 1;
	const char *file = NULL;
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--")) /* what follows is an input name */
			break;
		if (!strcmp(argv[i], "--run-reproducer")) {
			if (i + 1 >= argc) {
				fprintf(stderr, "pir-opt: error: option '--run-reproducer' needs a value\n");
				*failed = true;
				return NULL;
			}
			at = i, width = 2, file = argv[i + 1];
			break;
		}
		if (!strncmp(argv[i], "--run-reproducer=", 17)) {
			at = i, width = 1, file = argv[i] + 17;
			break;
		}
	}
	if (at < 0)
		return NULL;
	FILE *f = fopen(file, "r");
	char line[8192];
	if (!f || !fgets(line, sizeof line, f)) {
		fprintf(stderr, "pir-opt: error: cannot read the reproducer '%s': %s\n", file,
			f ? "it is empty" : strerror(errno));
		if (f)
			fclose(f);
		*failed = true;
		return NULL;
	}
	/* A longer line would be cut between two flags, or inside one. */
	bool whole = strchr(line, '\n') || feof(f);
	fclose(f);
	if (!whole) {
		fprintf(stderr, "pir-opt: error: the first line of the reproducer '%s' is longer than %zu bytes\n", file,
			sizeof line - 2);
		*failed = true;
		return NULL;
	}
	line[strcspn(line, "\r\n")] = '\0';
	size_t tagLen = strlen(PIR_REPRODUCER_TAG), lineLen = strlen(line);
	if (strncmp(line, PIR_REPRODUCER_TAG, tagLen) != 0) {
		fprintf(stderr, "pir-opt: error: '%s' is not a reproducer: its first line must start with '%s'\n", file,
			PIR_REPRODUCER_TAG);
		*failed = true;
		return NULL;
	}
	/* One block: argv[0], the flags before, the reproducer's flags, the
	 * flags after, FILE, NULL; then the text of the reproducer's flags. */
	int maxFlags = (int)(lineLen / 2 + 1);
	size_t slots = (size_t)argc + (size_t)maxFlags + 2;
	char **nv = pirMalloc(slots * sizeof *nv + lineLen + 1);
	char *text = (char *)(nv + slots);
	memcpy(text, line + tagLen, lineLen - tagLen + 1);
	int n = 0;
	for (int i = 0; i < at; i++)
		nv[n++] = argv[i];
	int nflags = splitFlags(text, nv + n, maxFlags);
	if (nflags < 0) {
		fprintf(stderr, "pir-opt: error: unclosed quote in the first line of the reproducer '%s'\n", file);
		free(nv);
		*failed = true;
		return NULL;
	}
	const char *why, *refused = refusedFlag(nv + n, nflags < maxFlags ? nflags : maxFlags, &why);
	if (refused) {
		fprintf(stderr, "pir-opt: error: the reproducer '%s' asks for '%s', refused: %s; nothing was run\n", file,
			refused, why);
		free(nv);
		*failed = true;
		return NULL;
	}
	n += nflags;
	for (int i = at + width; i < argc; i++)
		nv[n++] = argv[i];
	nv[n++] = (char *)file;
	nv[n] = NULL;
	*newArgc = n;
	return nv;
}
