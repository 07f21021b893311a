/* output_file.h: where -o writes, with the semantics of mlir-opt's
 * ToolOutputFile plus an atomic replace: a regular file is written through
 * a temporary file in its directory and renamed over it only on success
 * (keeping the mode of the file it replaces; a new file gets 0666 minus
 * the umask); a symlink is followed; anything that is not a plain regular
 * file (a device such as /dev/null, a FIFO, a file with several hard links,
 * a dangling symlink) is written through, opened only when the first
 * output is ready. "-" or no path is stdout. */
#ifndef PIR_OUTPUT_FILE_H
#define PIR_OUTPUT_FILE_H

#include <stdbool.h>
#include <stdio.h>

typedef struct PirOutputFile PirOutputFile;

/* Prepares the output; NULL (after an error on stderr) if it cannot be
 * written. */
PirOutputFile *pirOutputFileOpen(const char *path, const char *progName);
/* The stream to print into, opened on first use; NULL after an error on
 * stderr. */
FILE *pirOutputFileStream(PirOutputFile *o);
/* Finishes: with ok, makes the output final (rename) and reports write
 * errors; without, removes the temporary file. Frees o. Returns whether
 * the output was written. */
bool pirOutputFileClose(PirOutputFile *o, bool ok);

#endif
