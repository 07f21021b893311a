/* fuzz_output.c: libFuzzer target for where -o writes (issue 23): the
 * first byte picks the kind of target (a regular file, none, a symlink to
 * a file, a dangling or looping symlink, a folder, /dev/null, /dev/full, a
 * file with two links, a read-only file, a missing folder, a trailing
 * slash, /dev/stdout or /dev/fd/1 on a regular file, "-"), the second
 * whether the run fails (a bad program, or a bad chunk under
 * --split-input-file), the rest is the target's name (any bytes but '/'
 * and NUL, so long names too). Every run must return 0 or 1 and leave no
 * temporary file; a run that fails leaves the target as it was; one that
 * succeeds leaves in it exactly what the same run writes to a fresh file
 * (appended to what stdout's file held, for /dev/stdout); symlinks, links
 * and folders stay what they were. */
#include <dirent.h>
#include <fcntl.h>
#include <getopt.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fuzz_common.h"

#include "fuzz_driver_run.h"

enum { REGULAR, NONE, LINK, DANGLING, LOOP, FOLDER, DEV_NULL, DEV_FULL, TWO_LINKS, READ_ONLY, NO_FOLDER, SLASH,
       DEV_STDOUT, DEV_FD1, DASH, KINDS };

static const char good[] = "{\n    (%0) = \"pd_op.full\" () {dtype:float32,place:Place(cpu),shape:[2],value:1} : () -> tensor<2xf32>\n"
			   "    (%1) = \"pd_op.relu\" (%0) {} : (tensor<2xf32>) -> tensor<2xf32>\n}\n";
static const char bad[] = "{\n    (%0) = \"pd_op.nope\" () {} : () -> tensor<2xf32>\n}\n";
static const char old[] = "old content\n";
static const char shell[] = "what the shell wrote\n";

static void writeFile(const char *path, const char *text, size_t len)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	if (fd < 0 || write(fd, text, len) != (ssize_t)len || close(fd) != 0)
		abort();
}

/* The whole content of path (NULL if it cannot be read); *len its size. */
static char *readAll(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	char *buf = NULL;
	size_t cap = 0;
	*len = 0;
	for (;;) {
		if (*len + 4096 > cap) {
			cap = cap * 2 + 4096;
			buf = realloc(buf, cap + 1);
			if (!buf)
				abort();
		}
		size_t n = fread(buf + *len, 1, cap - *len, f);
		*len += n;
		if (!n)
			break;
	}
	fclose(f);
	buf[*len] = '\0';
	return buf;
}

static bool holds(const char *path, const char *text, size_t len)
{
	size_t n;
	char *s = readAll(path, &n);
	bool same = s && n == len && !memcmp(s, text, len);
	free(s);
	return same;
}

static void emptyFolder(void)
{
	DIR *d = opendir(".");
	if (!d)
		abort();
	for (struct dirent *e; (e = readdir(d));) {
		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
			continue;
		if (unlink(e->d_name) != 0 && rmdir(e->d_name) != 0)
			abort();
	}
	closedir(d);
}

static int run(const char *target, bool split)
{
	char *argv[8];
	int argc = 0;
	argv[argc++] = "pir-opt";
	if (split)
		argv[argc++] = "--split-input-file";
	argv[argc++] = "-o";
	argv[argc++] = (char *)target;
	argv[argc++] = "in.pir";
	argv[argc] = NULL;
	int status = fuzzRunDriver(argc, argv);
	if (status != 0 && status != 1)
		fuzzFail("the driver did not return 0 or 1", target, NULL);
	return status;
}

static int check(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 2)
		return 0;
	/* In a folder of its own, left after each input: libFuzzer's corpus
	 * paths are relative. */
	int back = open(".", O_RDONLY | O_DIRECTORY);
	char dir[64];
	snprintf(dir, sizeof dir, "/tmp/pir-fuzz-out-%d", (int)getpid());
	mkdir(dir, 0700);
	if (back < 0 || chdir(dir) != 0)
		abort();
	emptyFolder();
	int status = check(data, size);
	if (fchdir(back) != 0)
		abort();
	close(back);
	return status;
}

static int check(const uint8_t *data, size_t size)
{
	int kind = data[0] % KINDS;
	bool fails = data[1] & 1, split = data[1] & 2;
	char name[400];
	size_t n = 0;
	for (size_t i = 2; i < size && n < sizeof name - 1; i++)
		name[n++] = data[i] == '/' || data[i] == '\0' ? '_' : (char)data[i];
	name[n] = '\0';
	if (!n || !strcmp(name, ".") || !strcmp(name, "..") || !strcmp(name, "in.pir") || !strcmp(name, "ref.pir") ||
	    !strcmp(name, "stdout.txt") || !strcmp(name, "other"))
		snprintf(name, sizeof name, "out.pir");
	/* The input: good, bad, or good then bad chunks. */
	char in[512];
	snprintf(in, sizeof in, "%s%s%s", fails && split ? good : "", fails && split ? "// -----\n" : "",
		 fails ? bad : good);
	writeFile("in.pir", in, strlen(in));
	/* What the run writes to a fresh file: one of four, made once each
	 * (a run of the driver is most of an input's time). */
	static struct {
		bool made;
		int status;
		char *text;
		size_t len;
	} refs[4];
	int which = fails * 2 + split;
	if (!refs[which].made) {
		refs[which].made = true;
		refs[which].status = run("ref.pir", split);
		refs[which].text = readAll("ref.pir", &refs[which].len);
		if (refs[which].status == 0 && !refs[which].text)
			fuzzFail("a run that succeeded wrote nothing", in, NULL);
		if (refs[which].status != 0 && refs[which].text)
			fuzzFail("a run that failed wrote its target", in, refs[which].text);
		unlink("ref.pir");
	}
	int refStatus = refs[which].status;
	size_t refLen = refs[which].len;
	const char *ref = refs[which].text;

	char target[sizeof name + 16];
	snprintf(target, sizeof target, "%s", name);
	bool regular = false; /* the target is a regular file whose content is checked */
	const char *checkPath = target;
	struct stat before = {0};
	int out = -1;
	switch (kind) {
	case REGULAR:
	case READ_ONLY: {
		int fd = open(name, O_WRONLY | O_CREAT | O_TRUNC, 0644);
		if (fd < 0) {
			return 0; /* a name the file system refuses (too long) */
		}
		close(fd);
		writeFile(name, old, strlen(old));
		if (kind == READ_ONLY)
			chmod(name, 0444);
		regular = true;
		break;
	}
	case NONE:
		break;
	case LINK:
	case TWO_LINKS:
		writeFile("other", old, strlen(old));
		if ((kind == LINK ? symlink("other", name) : link("other", name)) != 0) {
			return 0;
		}
		regular = true;
		checkPath = "other";
		break;
	case DANGLING:
		if (symlink("other", name) != 0) {
			return 0;
		}
		checkPath = "other";
		break;
	case LOOP:
		if (symlink(name, name) != 0) {
			return 0;
		}
		break;
	case FOLDER:
		if (mkdir(name, 0755) != 0) {
			return 0;
		}
		break;
	case DEV_NULL:
	case DEV_FULL:
		snprintf(target, sizeof target, kind == DEV_NULL ? "/dev/null" : "/dev/full");
		break;
	case NO_FOLDER:
		snprintf(target, sizeof target, "nowhere/%s", name);
		break;
	case SLASH:
		writeFile("other", old, strlen(old));
		snprintf(target, sizeof target, "other/");
		checkPath = "other";
		regular = true;
		break;
	case DEV_STDOUT:
	case DEV_FD1:
	case DASH:
		snprintf(target, sizeof target, kind == DEV_STDOUT ? "/dev/stdout" : kind == DEV_FD1 ? "/dev/fd/1" : "-");
		fflush(stdout);
		out = dup(1);
		int fd = open("stdout.txt", O_WRONLY | O_CREAT | O_TRUNC, 0644);
		if (fd < 0 || write(fd, shell, strlen(shell)) != (ssize_t)strlen(shell))
			abort();
		dup2(fd, 1);
		close(fd);
		checkPath = "stdout.txt";
		break;
	}
	lstat(target, &before);
	int status = run(target, split);
	if (out >= 0) {
		fflush(stdout);
		dup2(out, 1);
		close(out);
	}
	struct stat after = {0};
	lstat(target, &after);

	DIR *d = opendir(".");
	if (!d)
		abort();
	for (struct dirent *e; (e = readdir(d));) {
		static const char *const known[] = {".", "..", "in.pir", "other", "stdout.txt"};
		bool ok = !strcmp(e->d_name, name);
		for (size_t i = 0; i < sizeof known / sizeof *known; i++)
			ok = ok || !strcmp(e->d_name, known[i]);
		if (!ok)
			fuzzFail("a temporary file was left", target, e->d_name);
	}
	closedir(d);
	if (kind == DEV_FULL && status == 0)
		fuzzFail("writing /dev/full succeeded", in, NULL);
	if ((kind == FOLDER || kind == LOOP || kind == NO_FOLDER || kind == SLASH) && status == 0)
		fuzzFail("writing a target that cannot hold a file succeeded", target, NULL);
	if (kind == LINK || kind == DANGLING || kind == LOOP) {
		char buf[sizeof name + 16];
		ssize_t k = readlink(name, buf, sizeof buf - 1);
		buf[k > 0 ? k : 0] = '\0';
		if (k < 0 || strcmp(buf, kind == LOOP ? name : "other"))
			fuzzFail("the symlink was replaced", target, buf);
	}
	if (kind == FOLDER && !S_ISDIR(after.st_mode))
		fuzzFail("the folder was replaced", target, NULL);
	if (kind == TWO_LINKS) {
		size_t la, lb;
		char *a = readAll(name, &la), *b = readAll("other", &lb);
		if (after.st_ino != before.st_ino || !a || !b || la != lb || memcmp(a, b, la))
			fuzzFail("a file with two links was split", a, b);
		free(a);
		free(b);
	}
	if (status == 0 && refStatus != 0)
		fuzzFail("a run that fails succeeded on this target", in, target);
	if (regular || kind == DANGLING || kind == NONE) {
		bool existed = regular;
		if (status == 0 && !holds(checkPath, ref, refLen))
			fuzzFail("the target does not hold what the run writes", ref, checkPath);
		if (status != 0 && existed && !holds(checkPath, old, strlen(old)))
			fuzzFail("a run that failed changed the target", in, checkPath);
		if (status != 0 && !existed && access(checkPath, F_OK) == 0)
			fuzzFail("a run that failed created the target", in, checkPath);
	}
	if (out >= 0) {
		size_t len;
		char *s = readAll("stdout.txt", &len);
		size_t sl = strlen(shell);
		if (!s || len < sl || memcmp(s, shell, sl))
			fuzzFail("what stdout's file held was lost", s, NULL);
		if (status == 0 && (len != sl + refLen || memcmp(s + sl, ref, refLen)))
			fuzzFail("stdout's file does not hold what the run writes after what it held", ref, s + sl);
		/* "-" is stdout itself: with --split-input-file the chunks
		 * that succeed are printed, as without -o. */
		if (status != 0 && len != sl && !(kind == DASH && split))
			fuzzFail("a run that failed wrote to stdout", s, NULL);
		free(s);
	}
	return 0;
}
