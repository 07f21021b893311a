/* output_file.c: the -o output file (see output_file.h). */
#include "output_file.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

typedef enum { OUT_STDOUT, OUT_ATOMIC, OUT_THROUGH } OutKind;

struct PirOutputFile {
	OutKind kind;
	const char *progName;
	char *path;    /* the file finally written (symlinks resolved) */
	char *tmpPath; /* OUT_ATOMIC: the temporary file */
	FILE *f;
	bool failed;
};

static char *dupStr(const char *s)
{
	size_t n = strlen(s) + 1;
	char *d = malloc(n);
	if (d)
		memcpy(d, s, n);
	return d;
}

static mode_t currentUmask(void)
{
	mode_t m = umask(0);
	umask(m);
	return m;
}

static PirOutputFile *fail(PirOutputFile *o, const char *what, const char *path)
{
	fprintf(stderr, "%s: error: %s '%s': %s\n", o->progName, what, path, strerror(errno));
	free(o->path);
	free(o->tmpPath);
	free(o);
	return NULL;
}

PirOutputFile *pirOutputFileOpen(const char *path, const char *progName)
{
	PirOutputFile *o = calloc(1, sizeof *o);
	if (!o)
		return NULL;
	o->progName = progName;
	if (!path || !strcmp(path, "-")) {
		o->kind = OUT_STDOUT;
		o->f = stdout;
		return o;
	}
	struct stat st;
	bool exists = stat(path, &st) == 0; /* follows symlinks */
	if (!exists && errno != ENOENT)
		return fail(o, "cannot write", path);
	struct stat lst;
	bool dangling = !exists && lstat(path, &lst) == 0 && S_ISLNK(lst.st_mode);
	if (exists && S_ISDIR(st.st_mode)) {
		errno = EISDIR;
		return fail(o, "cannot write", path);
	}
	if (dangling || (exists && (!S_ISREG(st.st_mode) || st.st_nlink > 1))) {
		/* Write through: the thing named stays what it is. */
		o->kind = OUT_THROUGH;
		o->path = dupStr(path);
		return o;
	}
	o->kind = OUT_ATOMIC;
	/* Replace the file a symlink names, not the symlink. */
	char resolved[PATH_MAX];
	o->path = dupStr(exists && realpath(path, resolved) ? resolved : path);
	size_t n = strlen(o->path);
	o->tmpPath = malloc(n + 16);
	snprintf(o->tmpPath, n + 16, "%s.tmp.XXXXXX", o->path);
	int fd = mkstemp(o->tmpPath);
	if (fd < 0) {
		fprintf(stderr, "%s: error: cannot create a temporary file next to '%s': %s\n", progName, path,
			strerror(errno));
		free(o->path);
		free(o->tmpPath);
		free(o);
		return NULL;
	}
	/* mkstemp makes 0600: give the file the mode it replaces, or the mode
	 * a new file would get. */
	fchmod(fd, exists ? (st.st_mode & 07777) : (0666 & ~currentUmask()));
	o->f = fdopen(fd, "wb");
	return o;
}

FILE *pirOutputFileStream(PirOutputFile *o)
{
	if (o->f || o->failed)
		return o->f;
	int fd = open(o->path, O_WRONLY | O_CREAT | O_TRUNC, 0666);
	if (fd < 0 || !(o->f = fdopen(fd, "wb"))) {
		fprintf(stderr, "%s: error: cannot write '%s': %s\n", o->progName, o->path, strerror(errno));
		if (fd >= 0)
			close(fd);
		o->failed = true;
	}
	return o->f;
}

bool pirOutputFileClose(PirOutputFile *o, bool ok)
{
	if (!o)
		return false;
	ok = ok && !o->failed;
	if (o->f) {
		bool wrote = fflush(o->f) == 0 && !ferror(o->f);
		int err = errno;
		if (o->f != stdout && fclose(o->f) != 0) {
			wrote = false;
			err = errno;
		}
		if (ok && !wrote) {
			fprintf(stderr, "%s: error: cannot write '%s': %s\n", o->progName,
				o->kind == OUT_STDOUT ? "<stdout>" : o->path, strerror(err));
			ok = false;
		}
	}
	if (o->kind == OUT_ATOMIC) {
		if (ok && rename(o->tmpPath, o->path) != 0) {
			fprintf(stderr, "%s: error: cannot write '%s': %s\n", o->progName, o->path, strerror(errno));
			ok = false;
		}
		if (!ok)
			remove(o->tmpPath);
	}
	free(o->path);
	free(o->tmpPath);
	free(o);
	return ok;
}
