/* pass.h: a pass is a plain struct with a run function over the whole
 * program, like QBE's passes and MLIR's C API pass callbacks. The registry
 * is the list in passes.def; the pass manager runs a pipeline of them. */
#ifndef PIR_PASS_H
#define PIR_PASS_H

#include "../lib/pir.h"

enum { PIR_PASS_MAX_OPTIONS = 8, PIR_PASS_MAX_STATS = 8 };

/* What an option's value is. An integer (booleans are 0/1), or a list of
 * names separated by ',' (`loss=out,aux`), kept as written in
 * PirPassRun.names; a names value that is an integer (`loss=0`) also sets
 * PirPassRun.options, so a pass can keep reading positions. */
typedef enum PirPassOptionKind { PIR_PASS_OPTION_INT = 0, PIR_PASS_OPTION_NAMES } PirPassOptionKind;

typedef struct PirPassOptionDef {
	const char *name;
	const char *help;
	int64_t deflt; /* the integer value while the option is not given */
	bool forTests; /* not printed in a pipeline while at its default */
	PirPassOptionKind kind;
} PirPassOptionDef;

typedef struct PirPassStatDef {
	const char *name;
	const char *help;
} PirPassStatDef;

/* What a running pass sees: its option values and its counters. */
typedef struct PirPassRun {
	const struct PirPass *pass;
	int64_t options[PIR_PASS_MAX_OPTIONS];
	/* A names option's text as given (interned in the context), NULL when
	 * the option was not given; NULL for integer options. */
	const PirIdent *names[PIR_PASS_MAX_OPTIONS];
	uint64_t stats[PIR_PASS_MAX_STATS];
	bool changed; /* set by the pass when it modified the IR */
	/* Set by the pass manager for one run: the next pipeline entry, when
	 * this pass runs fused with it (PirPass.fusesWith), else NULL. */
	struct PirPassRun *fused;
} PirPassRun;

typedef struct PirPass {
	const char *argument; /* "cse": flag --cse and pipeline name */
	const char *name;     /* "CSE": display name in reports */
	const char *summary;
	PirPassOptionDef options[PIR_PASS_MAX_OPTIONS];
	PirPassStatDef stats[PIR_PASS_MAX_STATS];
	/* Returns false (after emitting a diagnostic) when the pass fails. */
	bool (*run)(PirProgram *prog, PirPassRun *run);
	/* A successful run leaves every value state word that was 0 at 0: it
	 * zeroes again each one it sets (only those, not in another walk), and
	 * the values it makes start at 0. The pass manager then keeps
	 * PirProgram.valueStatesClear, so the verifier after the pass skips its
	 * clearing walk. check-asan builds check the claim after each run. */
	bool keepsValueStatesClear;
	/* Stronger: a successful run leaves every value state word at 0
	 * whatever they held before (it zeroes them all on its way, as the
	 * effects analysis does, and then those it set). */
	bool clearsValueStates;
	/* A pass that, directly followed by this one with nothing looking at
	 * the IR in between, does part of its work ahead (run->fused is then
	 * the follower's run: its counters and `changed` take that part).
	 * The follower still runs; the result must be the same as unfused. */
	const struct PirPass *fusesWith;
} PirPass;

#define PIR_PASS(sym, arg) extern const PirPass sym;
#include "passes.def"
#undef PIR_PASS

/* Every registered pass, in passes.def order; NULL-terminated. */
extern const PirPass *const pirPasses[];
const PirPass *pirPassLookup(const char *argument, size_t len);

/* Verifies a program from inside a running pass (the verifier needs the
 * per-run state, which the pass owns). For passes that build much new IR
 * from tables (append-backward, strip-backward): a result the verifier
 * rejects becomes a pass failure with the verifier's diagnostics, never an
 * invalid program handed on. */
bool pirPassVerifyResult(PirProgram *prog);
/* The registered pass whose argument is closest to `arg`, or NULL. */
const PirPass *pirPassSuggest(const char *arg, size_t len);

/* A pass name of Paddle's (paddle_pass_names.def): the pass here that does
 * its job (`same`), or the one that does part of it (`closest`, with what it
 * leaves out), each NULL when this build has none. */
typedef struct PirPaddlePassName {
	const char *paddle;
	const PirPass *same, *closest;
	const char *note;
} PirPaddlePassName;
/* Fills *out and returns true when `name` is one of Paddle's pass names. */
bool pirPaddlePassLookup(const char *name, size_t len, PirPaddlePassName *out);
/* The Paddle pass name closest to `name` (edit distance at most 3, with or
 * without its "_pass"), or NULL. */
const char *pirPaddlePassSuggest(const char *name, size_t len);

#endif
