/* input_file.h: the input of pir-opt, as one NUL-terminated buffer. A
 * regular file is mapped, not copied, and the pages the parser is done
 * with are dropped (they come back from the file if a diagnostic quotes
 * them), so reading costs no memory beyond the IR; stdin is read. A file
 * truncated while mapped would kill the process with SIGBUS on the next
 * access past its new end: a handler maps zeros there instead, the read
 * ends early, and pirInputTruncated() tells the driver to report it. */
#ifndef PIR_INPUT_FILE_H
#define PIR_INPUT_FILE_H

#include <stdbool.h>
#include <stddef.h>

#include "read_ahead.h"

typedef struct PirInput {
	char *buf;  /* NUL at buf[len] */
	size_t len;
	bool mapped;
	size_t mapLen;
	PirReadAhead ra; /* a large mapped file is faulted in ahead of the parser */
} PirInput;

/* Reads (or, with mayMap, maps) path, "-" for stdin; false after an error
 * on stderr. */
bool pirInputRead(const char *path, PirInput *in, bool mayMap, const char *progName);
void pirInputFree(PirInput *in);
/* The parser is done with [buf, upTo): those pages may be dropped. */
void pirInputRelease(PirInput *in, const char *upTo);
/* The parser has reached upTo: pages ahead of it are faulted in. */
void pirInputAdvance(PirInput *in, const char *upTo);
/* Whether the mapped file shrank while it was being read. */
bool pirInputTruncated(void);

#endif
