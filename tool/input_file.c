/* input_file.c: reading or mapping the input (see input_file.h). */
#include "input_file.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../lib/ir/arena.h"
#include "../lib/sys/speed_paths.h"

/* From this size on, a helper thread maps the file's pages in ahead of
 * the parser (read_ahead.h). */
enum { PREFAULT_MIN = 1 << 20 };

/* The one mapping the SIGBUS handler may repair. */
static char *volatile mapStart;
static volatile size_t mapSpan; /* whole pages */
static volatile sig_atomic_t truncated;
static struct sigaction previous;

/* A fault inside the mapping means the file shrank under it: map zero
 * pages from the faulting page to the end (mmap is a plain system call
 * on Linux, safe here) and let the access retry; the NULs end the text.
 * Any other SIGBUS is not ours: the previous disposition handles it. */
static void onSigbus(int sig, siginfo_t *si, void *uc)
{
	char *a = si->si_addr, *start = mapStart;
	if (start && a >= start && a < start + mapSpan) {
		uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
		char *p = (char *)((uintptr_t)a & ~(page - 1));
		if (mmap(p, (size_t)(start + mapSpan - p), PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0) !=
		    MAP_FAILED) {
			truncated = 1;
			return;
		}
	}
	if (previous.sa_flags & SA_SIGINFO && previous.sa_sigaction) {
		previous.sa_sigaction(sig, si, uc);
		return;
	}
	sigaction(SIGBUS, &previous, NULL);
	raise(sig);
}

static bool readAll(int fd, const char *path, PirInput *in, size_t hint, const char *progName)
{
	size_t cap = hint ? hint + 1 : 1 << 16, n = 0;
	ssize_t r;
	char *buf = pirMalloc(cap + 1);
	while ((r = read(fd, buf + n, cap - n)) > 0 || (r < 0 && errno == EINTR)) {
		if (r < 0)
			continue;
		n += (size_t)r;
		if (n == cap) {
			cap *= 2;
			buf = pirRealloc(buf, cap + 1);
		}
	}
	if (r < 0) {
		fprintf(stderr, "%s: error: cannot read '%s': %s\n", progName, path, strerror(errno));
		free(buf);
		return false;
	}
	buf[n] = '\0';
	in->buf = buf;
	in->len = n;
	return true;
}

bool pirInputRead(const char *path, PirInput *in, bool mayMap, const char *progName)
{
	memset(in, 0, sizeof *in);
	bool isStdin = !strcmp(path, "-");
	int fd = isStdin ? 0 : open(path, O_RDONLY);
	if (fd < 0) {
		fprintf(stderr, "%s: error: cannot open '%s': %s\n", progName, path, strerror(errno));
		return false;
	}
	struct stat st;
	size_t page = (size_t)sysconf(_SC_PAGESIZE);
	bool regular = !isStdin && fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0;
	/* A size that is a multiple of the page size leaves no room for the
	 * NUL after the text (the bytes after the end of the last page are
	 * zero): such a file is read. */
	if (mayMap && regular && (size_t)st.st_size % page != 0 && !mapStart) {
		size_t len = (size_t)st.st_size;
		void *m = mmap(NULL, len, PROT_READ, MAP_PRIVATE, fd, 0);
		if (m != MAP_FAILED) {
			struct sigaction sa;
			memset(&sa, 0, sizeof sa);
			sa.sa_sigaction = onSigbus;
			sa.sa_flags = SA_SIGINFO | SA_NODEFER;
			sigemptyset(&sa.sa_mask);
			mapSpan = (len + page - 1) & ~(page - 1);
			mapStart = m;
			truncated = 0;
			sigaction(SIGBUS, &sa, &previous);
			madvise(m, len, MADV_SEQUENTIAL);
			if (PIR_SPEED_ONLY(len >= PREFAULT_MIN))
				pirReadAheadStart(&in->ra, m, len);
			in->buf = m;
			in->len = len;
			in->mapped = true;
			in->mapLen = len;
			close(fd);
			return true;
		}
	}
	bool ok = readAll(fd, path, in, regular ? (size_t)st.st_size : 0, progName);
	if (!isStdin)
		close(fd);
	return ok;
}

void pirInputFree(PirInput *in)
{
	if (in->mapped) {
		pirReadAheadStop(&in->ra);
		munmap(in->buf, in->mapLen);
		sigaction(SIGBUS, &previous, NULL);
		mapStart = NULL;
		mapSpan = 0;
	} else {
		free(in->buf);
	}
	memset(in, 0, sizeof *in);
}

void pirInputRelease(PirInput *in, const char *upTo)
{
	if (!in->mapped)
		return;
	size_t page = (size_t)sysconf(_SC_PAGESIZE);
	size_t n = (size_t)(upTo - in->buf) & ~(page - 1);
	if (n)
		madvise(in->buf, n, MADV_DONTNEED);
}

void pirInputAdvance(PirInput *in, const char *upTo)
{
	if (in->mapped)
		pirReadAheadAdvance(&in->ra, upTo);
}

bool pirInputTruncated(void)
{
	return truncated != 0;
}
