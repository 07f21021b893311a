/* output_file.c: the -o output file (see output_file.h). Nothing a user
 * had is lost, whatever fails: the target changes only once the whole
 * output is ready, through a rename or, where a rename would lose
 * something (other hard links, an owner the caller cannot give a new
 * file, the file stdout already writes), in place after the space is
 * reserved; every write is checked, SIGXFSZ is ignored (a write past
 * `ulimit -f` then fails with EFBIG), and the temporary file is removed on
 * every error path, at exit, and on SIGINT, SIGTERM, SIGHUP, SIGQUIT,
 * SIGPIPE and SIGABRT. */
#include "output_file.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../lib/ir/arena.h"
#include "../lib/ir/oom.h"

typedef enum {
	OUT_STDOUT,  /* "-": streamed to stdout as chunks finish */
	OUT_ATOMIC,  /* a temporary file renamed over the target */
	OUT_INPLACE, /* kept in memory, written into the target at the end */
	OUT_THROUGH, /* a device, FIFO or socket: streamed, opened on first use */
} OutKind;

struct PirOutputFile {
	OutKind kind;
	const char *progName;
	char *path;    /* the file finally written (symlinks resolved for OUT_ATOMIC) */
	char *tmpPath; /* OUT_ATOMIC: the temporary file */
	int fd;        /* OUT_INPLACE: stdout's or stderr's descriptor, else -1 (open path) */
	bool create;   /* OUT_INPLACE: path is a dangling symlink, its target is created */
	FILE *f;
	char *mem; /* OUT_INPLACE: what f wrote */
	size_t memLen;
	bool failed;
};

/* ------------------------------------------------- the temporary file */

/* The temporary file the signal handlers and the exit handler remove. */
static char *volatile pendingTmp;
static const int cleanupSignals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGABRT};
enum { NUM_CLEANUP_SIGNALS = sizeof cleanupSignals / sizeof *cleanupSignals };

void pirOutputFileAbandon(void)
{
	char *p = pendingTmp;
	pendingTmp = NULL;
	if (p)
		unlink(p);
}

static void onSignal(int sig)
{
	pirOutputFileAbandon();
	signal(sig, SIG_DFL);
	raise(sig);
}

static void onExit(void)
{
	pirOutputFileAbandon();
}

/* Installs the handlers once (a signal the caller ignores stays ignored). */
static void installCleanup(void)
{
	static bool installed;
	if (installed)
		return;
	installed = true;
	atexit(onExit);
	for (int i = 0; i < NUM_CLEANUP_SIGNALS; i++) {
		struct sigaction old, sa;
		if (sigaction(cleanupSignals[i], NULL, &old) != 0 || old.sa_handler == SIG_IGN)
			continue;
		memset(&sa, 0, sizeof sa);
		sa.sa_handler = onSignal;
		sigemptyset(&sa.sa_mask);
		sigaction(cleanupSignals[i], &sa, NULL);
	}
}

static void blockCleanupSignals(sigset_t *old)
{
	sigset_t set;
	sigemptyset(&set);
	for (int i = 0; i < NUM_CLEANUP_SIGNALS; i++)
		sigaddset(&set, cleanupSignals[i]);
	sigprocmask(SIG_BLOCK, &set, old);
}

/* A temporary file next to path, named after it but short enough for any
 * name the directory holds: "<dir>/<name, cut to 244 bytes>.tmp.XXXXXX".
 * Registered for removal before any signal can see it unregistered. */
static int createTemp(PirOutputFile *o)
{
	const char *slash = strrchr(o->path, '/');
	size_t dirLen = slash ? (size_t)(slash - o->path) + 1 : 0;
	size_t nameLen = strlen(o->path + dirLen);
	static const char suffix[] = ".tmp.XXXXXX";
	size_t keep = NAME_MAX - (sizeof suffix - 1);
	if (nameLen > keep)
		nameLen = keep;
	o->tmpPath = pirMalloc(dirLen + nameLen + sizeof suffix);
	memcpy(o->tmpPath, o->path, dirLen + nameLen);
	memcpy(o->tmpPath + dirLen + nameLen, suffix, sizeof suffix);
	sigset_t old;
	blockCleanupSignals(&old);
	int fd = mkstemp(o->tmpPath);
	if (fd >= 0)
		pendingTmp = o->tmpPath;
	sigprocmask(SIG_SETMASK, &old, NULL);
	return fd;
}

static void dropTemp(PirOutputFile *o)
{
	if (!o->tmpPath)
		return;
	if (pendingTmp == o->tmpPath) {
		pendingTmp = NULL;
		unlink(o->tmpPath);
	}
}

/* ---------------------------------------------------------- opening */

static char *dupStr(const char *s)
{
	size_t n = strlen(s) + 1;
	return memcpy(pirMalloc(n), s, n);
}

static mode_t currentUmask(void)
{
	mode_t m = umask(0);
	umask(m);
	return m;
}

static void destroy(PirOutputFile *o)
{
	dropTemp(o);
	free(o->path);
	free(o->tmpPath);
	free(o->mem);
	free(o);
}

static PirOutputFile *fail(PirOutputFile *o, const char *what, const char *path)
{
	fprintf(stderr, "%s: error: %s '%s': %s\n", o->progName, what, path, strerror(errno));
	destroy(o);
	return NULL;
}

static PirOutputFile *openInPlace(PirOutputFile *o, const char *path, int fd, bool create)
{
	o->kind = OUT_INPLACE;
	o->fd = fd;
	o->create = create;
	free(o->path);
	o->path = dupStr(path);
	o->f = open_memstream(&o->mem, &o->memLen);
	if (!o->f)
		pirOutOfMemory(BUFSIZ);
	return o;
}

/* Whether st is the regular file open on descriptor fd. */
static bool isOpenOn(int fd, const struct stat *st)
{
	struct stat s;
	return fstat(fd, &s) == 0 && S_ISREG(s.st_mode) && s.st_dev == st->st_dev && s.st_ino == st->st_ino;
}

PirOutputFile *pirOutputFileOpen(const char *path, const char *progName)
{
	/* A write past `ulimit -f` fails with EFBIG instead of killing us
	 * with a temporary file left behind. */
	signal(SIGXFSZ, SIG_IGN);
	PirOutputFile *o = pirCalloc(1, sizeof *o);
	o->progName = progName;
	o->fd = -1;
	if (!path || !strcmp(path, "-")) {
		o->kind = OUT_STDOUT;
		o->f = stdout;
		return o;
	}
	struct stat st;
	bool exists = stat(path, &st) == 0; /* follows symlinks */
	if (!exists && errno != ENOENT)
		return fail(o, "cannot write", path);
	if (exists && S_ISDIR(st.st_mode)) {
		errno = EISDIR;
		return fail(o, "cannot write", path);
	}
	/* -o /dev/stdout, /dev/fd/1 (or the file's own name) while stdout is
	 * a regular file: written there at its position, as a shell
	 * redirection would, keeping what is before it. */
	if (exists && isOpenOn(1, &st))
		return openInPlace(o, path, 1, false);
	if (exists && isOpenOn(2, &st))
		return openInPlace(o, path, 2, false);
	struct stat lst;
	if (!exists && lstat(path, &lst) == 0 && S_ISLNK(lst.st_mode))
		return openInPlace(o, path, -1, true); /* dangling: its target is created */
	if (exists && !S_ISREG(st.st_mode)) {
		/* Write through: the thing named stays what it is. */
		o->kind = OUT_THROUGH;
		o->path = dupStr(path);
		return o;
	}
	/* What the caller could not write in place is not replaced either
	 * (a read-only file, one of another user in a writable directory). */
	if (exists && faccessat(AT_FDCWD, path, W_OK, AT_EACCESS) != 0)
		return fail(o, "cannot write", path);
	if (exists && st.st_nlink > 1)
		return openInPlace(o, path, -1, false); /* a rename would split the links */
	o->kind = OUT_ATOMIC;
	/* Replace the file a symlink names, not the symlink. */
	char *resolved = exists ? realpath(path, NULL) : NULL;
	if (exists && !resolved && errno == ENOMEM)
		pirOutOfMemory(PATH_MAX);
	o->path = resolved ? resolved : dupStr(path);
	installCleanup();
	int fd = createTemp(o);
	if (fd < 0 && exists && errno == EACCES) /* a writable file in a directory that is not */
		return openInPlace(o, path, -1, false);
	if (fd < 0) {
		fprintf(stderr, "%s: error: cannot create a temporary file next to '%s': %s\n", progName, path,
			strerror(errno));
		destroy(o);
		return NULL;
	}
	/* mkstemp makes 0600, owned by the caller: give the file the owner,
	 * group and mode of the file it replaces (or the mode a new file
	 * would get). An owner or group the caller cannot give is kept by
	 * writing the file in place instead. */
	struct stat tst;
	if (exists && fstat(fd, &tst) == 0 && (tst.st_uid != st.st_uid || tst.st_gid != st.st_gid) &&
	    fchown(fd, st.st_uid, st.st_gid) != 0) {
		close(fd);
		dropTemp(o);
		free(o->tmpPath);
		o->tmpPath = NULL;
		return openInPlace(o, path, -1, false);
	}
	if (fchmod(fd, exists ? (st.st_mode & 07777) : (0666 & ~currentUmask())) != 0 || !(o->f = fdopen(fd, "wb"))) {
		int err = errno;
		if (err == ENOMEM)
			pirOutOfMemory(BUFSIZ); /* fdopen's buffer (pir-opt's handler removes the temporary file) */
		close(fd);
		errno = err;
		return fail(o, "cannot write", path);
	}
	return o;
}

FILE *pirOutputFileStream(PirOutputFile *o)
{
	if (o->f || o->failed)
		return o->f;
	/* OUT_THROUGH: not a regular file when opened, so nothing to
	 * truncate; opened without O_CREAT and O_TRUNC, a regular file put
	 * there since is not emptied either. */
	int fd = open(o->path, O_WRONLY | O_CLOEXEC);
	if (fd >= 0 && !(o->f = fdopen(fd, "wb")) && errno == ENOMEM)
		pirOutOfMemory(BUFSIZ);
	if (fd < 0 || !o->f) {
		fprintf(stderr, "%s: error: cannot write '%s': %s\n", o->progName, o->path, strerror(errno));
		if (fd >= 0)
			close(fd);
		o->failed = true;
	}
	return o->f;
}

/* ---------------------------------------------------------- closing */

static bool writeAll(int fd, const char *s, size_t n)
{
	while (n) {
		ssize_t w = write(fd, s, n);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0) {
			if (w == 0)
				errno = EIO;
			return false;
		}
		s += w;
		n -= (size_t)w;
	}
	return true;
}

/* OUT_INPLACE: the output written into the target. On stdout's file it
 * goes at the current position (the end, in append mode) and nothing
 * before is touched; otherwise it replaces the content from the start.
 * The size limit and the disk space are checked (fallocate) before the
 * first byte changes, so a full disk or `ulimit -f` leaves the file as it
 * was; a write that fails after that (an I/O error) is reported as such. */
static bool writeInPlace(PirOutputFile *o)
{
	const char *name = o->fd == 1 ? "<stdout>" : o->fd == 2 ? "<stderr>" : o->path;
	int fd = o->fd >= 0 ? o->fd : open(o->path, O_WRONLY | O_CLOEXEC | (o->create ? O_CREAT : 0), 0666);
	struct stat st;
	if (fd < 0 || fstat(fd, &st) != 0) {
		fprintf(stderr, "%s: error: cannot write '%s': %s\n", o->progName, name, strerror(errno));
		return false;
	}
	bool atPosition = o->fd >= 0;
	if (atPosition)
		fflush(stdout);
	off_t start = 0;
	if (atPosition) {
		int fl = fcntl(fd, F_GETFL);
		start = fl >= 0 && (fl & O_APPEND) ? st.st_size : lseek(fd, 0, SEEK_CUR);
	}
	off_t end = start + (off_t)o->memLen;
	struct rlimit rl;
	int err = 0;
	if (start < 0 || end < start)
		err = EFBIG;
	else if (getrlimit(RLIMIT_FSIZE, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY && (rlim_t)end > rl.rlim_cur)
		err = EFBIG;
	else if (o->memLen && S_ISREG(st.st_mode) && fallocate(fd, FALLOC_FL_KEEP_SIZE, start, (off_t)o->memLen) != 0 &&
		 errno != EOPNOTSUPP && errno != ENOSYS)
		err = errno;
	bool ok = !err;
	bool begun = false;
	if (ok && !atPosition && lseek(fd, 0, SEEK_SET) != 0)
		ok = false, err = errno;
	if (ok) {
		begun = true;
		ok = writeAll(fd, o->mem, o->memLen);
		if (!ok)
			err = errno;
	}
	if (ok && !atPosition && S_ISREG(st.st_mode) && ftruncate(fd, end) != 0)
		ok = false, err = errno;
	if (o->fd < 0 && close(fd) != 0 && ok)
		ok = false, err = errno;
	if (!ok && begun && atPosition && start >= st.st_size) {
		/* Only bytes past the old end were written: cut them off. */
		if (ftruncate(fd, st.st_size) == 0)
			begun = false;
	}
	if (!ok)
		fprintf(stderr, "%s: error: cannot write '%s': %s%s\n", o->progName, name, strerror(err),
			begun ? " (the write had begun: the file is damaged)" : "");
	return ok;
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
		o->f = NULL;
		if (ok && o->kind == OUT_INPLACE && (!wrote || !o->mem))
			pirOutOfMemory(o->memLen); /* all a memory stream can run out of */
		if (ok && !wrote) {
			fprintf(stderr, "%s: error: cannot write '%s': %s\n", o->progName,
				o->kind == OUT_STDOUT ? "<stdout>" : o->path, strerror(err));
			ok = false;
		}
	}
	if (o->kind == OUT_INPLACE && ok)
		ok = writeInPlace(o);
	if (o->kind == OUT_ATOMIC && ok) {
		if (rename(o->tmpPath, o->path) == 0)
			pendingTmp = NULL; /* it is the target now */
		else {
			fprintf(stderr, "%s: error: cannot write '%s': %s\n", o->progName, o->path, strerror(errno));
			ok = false;
		}
	}
	destroy(o);
	return ok;
}
