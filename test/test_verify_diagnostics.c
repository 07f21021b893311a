/* test_verify_diagnostics.c: how --verify-diagnostics matches (the tool's
 * tool/verify_diagnostics.c, compiled in here): many expectations of one
 * line match in time linear in their number. */
#include <time.h>

#include "../tool/verify_diagnostics.c"
#include "test_helpers.h"

static DiagLog diags;

static void setup(void)
{
	fixtureDialects(&diags);
}

TestSuite(verify_diagnostics, .init = setup, .fini = fixtureCloseContext);

static double cpuSeconds(void)
{
	struct timespec t;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
	return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* n errors on line 3 and n 'expected-error@above' comments of it; returns
 * the CPU time of the check (best of three), which must succeed. */
static double matchOneLine(size_t n)
{
	static const char head[] = "{\n}\nop\n", line[] = "// expected-error@above {{contradicts}}\n";
	size_t len = sizeof head - 1 + n * (sizeof line - 1);
	char *buf = malloc(len + 1), *p = buf;
	memcpy(p, head, sizeof head - 1);
	p += sizeof head - 1;
	for (size_t i = 0; i < n; i++, p += sizeof line - 1)
		memcpy(p, line, sizeof line - 1);
	*p = '\0';
	PirIdent *file = pirIdentGetCStr(ctx, "one-line.pir");
	double best = 1e9;
	for (int rep = 0; rep < 3; rep++) {
		PirDiagCollector *c = pirDiagCollectorCreate();
		for (size_t i = 0; i < n; i++) {
			PirDiagnostic d = {PIR_SEV_ERROR, {file, 3, (uint32_t)i + 1}, "result type contradicts the inferred"};
			pirDiagCollectorHandle(&d, c);
		}
		double t0 = cpuSeconds();
		cr_assert(pirDiagCollectorCheck(c, ctx, file, buf, len));
		double t = cpuSeconds() - t0;
		best = t < best ? t : best;
		pirDiagCollectorDestroy(c);
	}
	free(buf);
	cr_assert_eq(diags.count, 0, "%s", diags.msg[0]);
	return best;
}

Test(verify_diagnostics, many_expectations_of_one_line_are_linear)
{
	/* Each expectation used to rescan the diagnostics already matched:
	 * 4x the expectations took 16x the time (80,000: 2 s). */
	double small = matchOneLine(20000), big = matchOneLine(80000);
	cr_assert_lt(big, 8 * small + 0.002, "20,000: %.4f s, 80,000: %.4f s", small, big);
}

Test(verify_diagnostics, errors_and_notes_of_one_line)
{
	/* Matched by severity: a note expectation does not take an error. */
	static const char buf[] = "{\n}\nop\n// expected-note@above {{x}}\n// expected-error@above {{x}}\n";
	PirIdent *file = pirIdentGetCStr(ctx, "mixed.pir");
	PirDiagCollector *c = pirDiagCollectorCreate();
	PirDiagnostic e = {PIR_SEV_ERROR, {file, 3, 1}, "x"}, n = {PIR_SEV_NOTE, {file, 3, 1}, "x"};
	pirDiagCollectorHandle(&e, c);
	pirDiagCollectorHandle(&n, c);
	cr_assert(pirDiagCollectorCheck(c, ctx, file, buf, sizeof buf - 1));
	pirDiagCollectorDestroy(c);
	/* An expectation of a severity that was not emitted is reported. */
	c = pirDiagCollectorCreate();
	pirDiagCollectorHandle(&e, c);
	pirDiagCollectorHandle(&e, c);
	cr_assert_not(pirDiagCollectorCheck(c, ctx, file, buf, sizeof buf - 1));
	pirDiagCollectorDestroy(c);
	cr_assert_geq(diagFind(&diags, "expected note \"x\" was not produced"), 0);
	cr_assert_geq(diagFind(&diags, "unexpected error: x"), 0);
}
