/* unverified.c: --no-verify. A translated or hand-edited program that the
 * verifier rejects is still worth looking at: the verifier runs as usual,
 * through a diagnostic handler that turns its errors into warnings and
 * passes everything on to the handler set before (the standard printer,
 * or --diagnostics-format=json), so the user sees what is wrong and the
 * program itself. The driver allows the flag only where nothing else reads
 * the program (no passes, no --emit=json, no --reduce): passes and the
 * JSON writer count on a verified program. */
#include "unverified.h"

#include <stdio.h>

typedef struct Demote {
	PirContext *ctx;
	PirDiagnosticHandler next;
	void *nextData;
	unsigned errors;
	PirLocation first;
} Demote;

static void demote(const PirDiagnostic *d, void *userData)
{
	Demote *x = userData;
	PirDiagnostic w = *d;
	if (w.severity == PIR_SEV_ERROR) {
		if (!x->errors++)
			x->first = w.loc;
		w.severity = PIR_SEV_WARNING;
	}
	if (x->next)
		x->next(&w, x->nextData);
	else
		pirPrintDiagnostic(x->ctx, &w, stderr);
}

bool pirVerifyOrWarn(PirProgram *prog, bool noVerify)
{
	if (!noVerify)
		return pirProgramVerify(prog);
	PirContext *ctx = pirProgramGetContext(prog);
	Demote x = {.ctx = ctx};
	pirContextGetDiagnosticHandler(ctx, &x.next, &x.nextData);
	pirContextSetDiagnosticHandler(ctx, demote, &x);
	bool ok = pirProgramVerify(prog);
	pirContextSetDiagnosticHandler(ctx, x.next, x.nextData);
	if (!ok)
		pirEmitDiagnostic(ctx, PIR_SEV_WARNING, x.first,
				  "the program does not verify (%u error%s, reported as warnings); printed unverified "
				  "because of --no-verify",
				  x.errors, x.errors == 1 ? "" : "s");
	return true;
}
