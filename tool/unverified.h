/* unverified.h: --no-verify, printing a program that does not verify. */
#ifndef PIR_UNVERIFIED_H
#define PIR_UNVERIFIED_H

#include "../lib/pir.h"

/* pirProgramVerify, or with noVerify: the verifier runs all the same, but
 * its errors are reported as warnings (notes stay notes) and, when there
 * were any, one more warning says the program is printed unverified; the
 * result is then true. */
bool pirVerifyOrWarn(PirProgram *prog, bool noVerify);

#endif
