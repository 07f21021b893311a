/* test_diagnostic_print.c: how pirPrintDiagnostic writes: one write per
 * diagnostic to an unbuffered stream (stderr is one), whatever the length
 * of the message and of the quoted line, and the same text as before. */
#include <time.h>

#include "test_helpers.h"

static DiagLog diags;

static void setup(void)
{
	fixtureDialects(&diags);
}

TestSuite(diagnostic_print, .init = setup, .fini = fixtureCloseContext);

typedef struct {
	int writes;
	char text[8192];
	size_t len;
} Sink;

static ssize_t sinkWrite(void *cookie, const char *buf, size_t n)
{
	Sink *s = cookie;
	s->writes++;
	if (s->len + n < sizeof s->text) {
		memcpy(s->text + s->len, buf, n);
		s->len += n;
		s->text[s->len] = '\0';
	}
	return (ssize_t)n;
}

static FILE *openSink(Sink *s)
{
	memset(s, 0, sizeof *s);
	FILE *f = fopencookie(s, "w", (cookie_io_functions_t){.write = sinkWrite});
	cr_assert_not_null(f);
	setvbuf(f, NULL, _IONBF, 0);
	return f;
}

Test(diagnostic_print, one_write_per_diagnostic)
{
	static const char file[] = "{\n"
				   "    (%1) = \"pd_op.relu\" (%9) {} : (tensor<1xf32>) -> tensor<1xf32>\n"
				   "}\n";
	PirIdent *name = pirIdentGetCStr(ctx, "w.pir");
	pirContextAddSource(ctx, name, file, strlen(file));
	Sink s;
	FILE *f = openSink(&s);
	PirDiagnostic d = {PIR_SEV_ERROR, {name, 2, 26}, "use of undefined value '%9'"};
	pirPrintDiagnostic(ctx, &d, f);
	cr_assert_eq(s.writes, 1, "%d writes", s.writes);
	cr_assert_str_eq(s.text, "w.pir:2:26: error: use of undefined value '%9'\n"
				 "    (%1) = \"pd_op.relu\" (%9) {} : (tensor<1xf32>) -> tensor<1xf32>\n"
				 "                         ^\n");
	/* A message longer than any fixed buffer, and a diagnostic without a
	 * location: still one write each. */
	char big[3000];
	memset(big, 'm', sizeof big - 1);
	big[sizeof big - 1] = '\0';
	PirDiagnostic l = {PIR_SEV_WARNING, {name, 2, 1}, big};
	pirPrintDiagnostic(ctx, &l, f);
	cr_assert_eq(s.writes, 2);
	PirDiagnostic u = {PIR_SEV_NOTE, {NULL, 0, 0}, "nowhere"};
	pirPrintDiagnostic(ctx, &u, f);
	cr_assert_eq(s.writes, 3);
	cr_assert(strstr(s.text, "w.pir:2:1: warning: mmm"));
	cr_assert(strstr(s.text, "<unknown>:0: note: nowhere\n"));
	fclose(f);
}

Test(diagnostic_print, long_line_window_and_control_bytes)
{
	/* 300 columns, a control byte near the caret: a window with "...". */
	static char file[400];
	memset(file, 'a', 300);
	file[200] = '\x01';
	file[300] = '\n';
	PirIdent *name = pirIdentGetCStr(ctx, "long.pir");
	pirContextAddSource(ctx, name, file, 301);
	Sink s;
	FILE *f = openSink(&s);
	PirDiagnostic d = {PIR_SEV_ERROR, {name, 1, 202}, "here"};
	pirPrintDiagnostic(ctx, &d, f);
	cr_assert_eq(s.writes, 1);
	cr_assert(strstr(s.text, "long.pir:1:202: error: here\n..."), "%s", s.text);
	cr_assert(strstr(s.text, "<01>a"), "%s", s.text);
	/* the caret is under the byte after <01>: "...", 49 columns, "<01>" */
	const char *caret = strrchr(s.text, '^');
	const char *bol = caret;
	while (bol > s.text && bol[-1] != '\n')
		bol--;
	cr_assert_eq(caret - bol, 3 + 49 + 4, "%s", s.text);
	fclose(f);
}

/* Lines quoted in any order, across the marks kept every 64 lines: each
 * is the right line, and a line past the end quotes nothing. */
Test(diagnostic_print, lines_in_any_order)
{
	enum { LINES = 300 };
	static char file[LINES * 12];
	size_t n = 0;
	for (int i = 1; i <= LINES; i++)
		n += (size_t)sprintf(file + n, "line %d\n", i);
	PirIdent *name = pirIdentGetCStr(ctx, "order.pir");
	pirContextAddSource(ctx, name, file, n);
	static const uint32_t order[] = {200, 100, 65, 64, 1, 63, 129, 128, 300, 2, 300, 257, 256};
	for (size_t i = 0; i < sizeof order / sizeof *order; i++) {
		Sink s;
		FILE *f = openSink(&s);
		PirDiagnostic d = {PIR_SEV_ERROR, {name, order[i], 1}, "m"};
		pirPrintDiagnostic(ctx, &d, f);
		fclose(f);
		char want[64];
		snprintf(want, sizeof want, "order.pir:%u:1: error: m\nline %u\n^\n", order[i], order[i]);
		cr_assert_str_eq(s.text, want);
	}
	/* line 301 is the empty line after the last newline; 302 is past the end */
	Sink s;
	FILE *f = openSink(&s);
	PirDiagnostic past = {PIR_SEV_ERROR, {name, 302, 1}, "m"};
	pirPrintDiagnostic(ctx, &past, f);
	PirDiagnostic back = {PIR_SEV_ERROR, {name, 3, 1}, "m"};
	pirPrintDiagnostic(ctx, &back, f);
	fclose(f);
	cr_assert_str_eq(s.text, "order.pir:302:1: error: m\norder.pir:3:1: error: m\nline 3\n^\n");
}

static double cpuSeconds(void)
{
	struct timespec t;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
	return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* 2,000 diagnostics alternating between the last line of a source of
 * `lines` lines and the line before it (a region op's error comes after
 * its body's): CPU seconds, best of three. */
static double alternate(uint32_t lines)
{
	char *file = malloc((size_t)lines * 2 + 1);
	for (uint32_t i = 0; i < lines; i++) {
		file[2 * i] = 'x';
		file[2 * i + 1] = '\n';
	}
	char name[32];
	snprintf(name, sizeof name, "alt%u.pir", lines);
	PirIdent *id = pirIdentGetCStr(ctx, name);
	pirContextAddSource(ctx, id, file, (size_t)lines * 2);
	FILE *f = fopen("/dev/null", "w");
	double best = 1e9;
	for (int rep = 0; rep < 3; rep++) {
		double t0 = cpuSeconds();
		for (int i = 0; i < 2000; i++) {
			PirDiagnostic d = {PIR_SEV_ERROR, {id, lines - (uint32_t)(i & 1), 1}, "m"};
			pirPrintDiagnostic(ctx, &d, f);
		}
		double t = cpuSeconds() - t0;
		best = t < best ? t : best;
	}
	fclose(f);
	pirContextRemoveSource(ctx, file);
	free(file);
	return best;
}

Test(diagnostic_print, going_back_a_line_costs_no_rescan)
{
	/* Each step back rescanned the source from line 1: ten times the
	 * lines took ten times as long. Now the same, whatever the size. */
	double small = alternate(20000), big = alternate(200000);
	cr_assert_lt(big, 3 * small + 0.002, "20,000 lines: %.4f s, 200,000 lines: %.4f s", small, big);
}
