/* output_file.h: where -o writes, with the semantics of mlir-opt's
 * ToolOutputFile, made safe: nothing the target held is lost whatever
 * fails (docs/tooling.md, "Where -o writes").
 * - A regular file with one link is written through a temporary file in
 *   its directory ("NAME.tmp.XXXXXX", NAME cut so that any name fits),
 *   renamed over it only on success, with the owner, group and mode of the
 *   file it replaces (a new file gets 0666 minus the umask); a symlink is
 *   followed. A file the caller could not write in place is not replaced.
 * - Where a rename would lose something (a file with several hard links,
 *   an owner or group the caller cannot give, a directory the caller
 *   cannot write) or there is nothing to rename (the regular file stdout
 *   or stderr already is, as with -o /dev/stdout), the output is kept in
 *   memory and written into the file at the end: on stdout's file at its
 *   current position, keeping what is before, as a shell redirection
 *   would; otherwise from the start, then cut to length. The size limit
 *   and the disk space are checked first (fallocate), so a full disk or
 *   `ulimit -f` leaves the file as it was. A dangling symlink's target is
 *   created the same way.
 * - A device, FIFO or socket is written through, opened on first use.
 * - "-" or no path is stdout.
 * SIGXFSZ is ignored (writes past `ulimit -f` fail with EFBIG); the
 * temporary file is removed on every error path, at exit, on SIGINT,
 * SIGTERM, SIGHUP, SIGQUIT, SIGPIPE and SIGABRT, and by
 * pirOutputFileAbandon. */
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
/* Removes the temporary file, if any; async-signal-safe, for handlers
 * that end the process (out of memory, a crash). */
void pirOutputFileAbandon(void);

#endif
