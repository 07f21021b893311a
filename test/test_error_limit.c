/* test_error_limit.c: the error limit of the default diagnostic printer
 * (pirContextSetErrorLimit, pir-opt's --error-limit): errors past it are
 * counted, not printed, nor the notes that follow them; warnings and the
 * notes of shown errors are printed; a handler sees everything. */
#include <unistd.h>

#include "test_helpers.h"

static void setup(void)
{
	fixtureOpen();
}

/* What the default printer writes to stderr while f runs. */
static char printed[4096];

static void captureStderr(void (*f)(void))
{
	FILE *tmp = tmpfile();
	cr_assert_not_null(tmp);
	fflush(stderr);
	int saved = dup(2);
	dup2(fileno(tmp), 2);
	f();
	fflush(stderr);
	dup2(saved, 2);
	close(saved);
	rewind(tmp);
	size_t n = fread(printed, 1, sizeof printed - 1, tmp);
	printed[n] = '\0';
	fclose(tmp);
}

TestSuite(error_limit, .init = setup, .fini = fixtureClose);

static void emit(PirSeverity sev, const char *msg)
{
	pirEmitDiagnostic(ctx, sev, (PirLocation){0}, "%s", msg);
}

static void emitSome(void)
{
	emit(PIR_SEV_ERROR, "e1");
	emit(PIR_SEV_NOTE, "n1");
	emit(PIR_SEV_ERROR, "e2");
	emit(PIR_SEV_ERROR, "e3");
	emit(PIR_SEV_NOTE, "n3");
	emit(PIR_SEV_WARNING, "w1");
	emit(PIR_SEV_NOTE, "nw1");
	emit(PIR_SEV_ERROR, "e4");
}

Test(error_limit, errors_past_the_limit_and_their_notes_are_hidden)
{
	pirContextSetErrorLimit(ctx, 2);
	captureStderr(emitSome);
	cr_assert_str_eq(printed, "<unknown>:0: error: e1\n"
				  "<unknown>:0: note: n1\n"
				  "<unknown>:0: error: e2\n"
				  "<unknown>:0: warning: w1\n"
				  "<unknown>:0: note: nw1\n");
	cr_assert_eq(pirContextGetErrorCount(ctx), 4);
	cr_assert_eq(pirContextGetHiddenErrorCount(ctx), 2);
}

static void emitHundred(void)
{
	for (int i = 0; i < 100; i++)
		emit(PIR_SEV_ERROR, "e");
}

Test(error_limit, zero_is_no_limit)
{
	captureStderr(emitHundred);
	cr_assert_eq(pirContextGetHiddenErrorCount(ctx), 0);
	cr_assert_eq(pirContextGetErrorCount(ctx), 100);
}

static void count(const PirDiagnostic *d, void *ud)
{
	(void)d;
	++*(int *)ud;
}

Test(error_limit, a_handler_sees_every_diagnostic)
{
	int seen = 0;
	pirContextSetErrorLimit(ctx, 1);
	pirContextSetDiagnosticHandler(ctx, count, &seen);
	for (int i = 0; i < 5; i++)
		emit(PIR_SEV_ERROR, "e");
	cr_assert_eq(seen, 5);
	cr_assert_eq(pirContextGetHiddenErrorCount(ctx), 0);
}
