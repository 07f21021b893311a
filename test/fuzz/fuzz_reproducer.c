/* fuzz_reproducer.c: libFuzzer target for --run-reproducer's first line
 * (issue 23): the input is the rest of that line after the tag (newlines
 * and NULs become spaces), followed by a small program. Whatever flags the
 * line holds, a replay may run passes on the program and print it, and
 * must never write a file or run a program: the harness runs pir-opt in a
 * folder of its own holding a victim file, a test script that leaves a
 * mark when run and a dialect file, and checks after each run that the
 * folder holds exactly those (the victim unchanged, no mark), that the
 * victim outside it (/tmp/pir-fuzz-victim.pir, which the seeds name) was
 * neither created nor changed, and that the driver never called fork or
 * exec (caught here, before libc). The driver must return 0 or 1. */
#include <dirent.h>
#include <fcntl.h>
#include <getopt.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fuzz_common.h"

#include "fuzz_driver_run.h"

/* Running a program: every way the driver could (reduce.c forks and
 * execs). Defined here, they take the place of libc's. */
static void ranProgram(const char *how)
{
	fprintf(stderr, "fuzz property broken: the reproducer ran a program (%s)\n", how);
	abort();
}
pid_t fork(void)
{
	ranProgram("fork");
	return -1;
}
int execvp(const char *file, char *const argv[])
{
	(void)file, (void)argv;
	ranProgram("execvp");
	return -1;
}
int execve(const char *file, char *const argv[], char *const envp[])
{
	(void)file, (void)argv, (void)envp;
	ranProgram("execve");
	return -1;
}
int system(const char *cmd)
{
	(void)cmd;
	ranProgram("system");
	return -1;
}

static const char victimText[] = "notes nobody may overwrite\n";
static const char outside[] = "/tmp/pir-fuzz-victim.pir";
static const char *const kept[] = {".", "..", "victim.pir", "evil.sh", "my.yaml", "r.repro"};

static void writeFile(const char *path, const char *text, mode_t mode)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, mode);
	if (fd < 0 || write(fd, text, strlen(text)) != (ssize_t)strlen(text) || close(fd) != 0)
		abort();
}

static bool holds(const char *path, const char *text)
{
	char buf[256];
	int fd = open(path, O_RDONLY);
	if (fd < 0)
		return false;
	ssize_t n = read(fd, buf, sizeof buf);
	close(fd);
	return n == (ssize_t)strlen(text) && !memcmp(buf, text, (size_t)n);
}

/* Enters the harness's folder (made on the first call); returns the
 * folder to go back to: libFuzzer's corpus paths are relative. */
static int enter(void)
{
	static bool done;
	int back = open(".", O_RDONLY | O_DIRECTORY);
	char dir[64];
	snprintf(dir, sizeof dir, "/tmp/pir-fuzz-repro-%d", (int)getpid());
	mkdir(dir, 0700);
	if (back < 0 || chdir(dir) != 0)
		abort();
	if (done)
		return back;
	done = true;
	writeFile("evil.sh", "#!/bin/sh\ntouch ran\n", 0755);
	writeFile("my.yaml", "dialect: my\nops:\n  - name: frob\n    inputs: [{name: x, type: tensor}]\n"
			     "    outputs: [{name: out, type: tensor}]\n",
		  0644);
	unlink(outside);
	return back;
}

static void leave(int back)
{
	if (fchdir(back) != 0)
		abort();
	close(back);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	int back = enter();
	writeFile("victim.pir", victimText, 0644);
	FILE *f = fopen("r.repro", "wb");
	if (!f)
		abort();
	fputs("// pir-opt-reproducer: ", f);
	for (size_t i = 0; i < size; i++)
		fputc(data[i] == '\n' || data[i] == '\0' ? ' ' : data[i], f);
	fputs("\n{\n    (%0) = \"pd_op.full\" () {dtype:float32,place:Place(cpu),shape:[2],value:1} : () -> tensor<2xf32>\n"
	      "    (%1) = \"pd_op.relu\" (%0) {} : (tensor<2xf32>) -> tensor<2xf32>\n"
	      "    (%2) = \"pd_op.relu\" (%0) {} : (tensor<2xf32>) -> tensor<2xf32>\n"
	      "    () = \"builtin.shadow_output\" (%2) {output_name:\"out\"} : (tensor<2xf32>) ->\n}\n",
	      f);
	if (fclose(f) != 0)
		abort();
	char *argv[] = {"pir-opt", "--run-reproducer", "r.repro", NULL};
	fflush(stdout);
	int out = dup(1), null = open("/dev/null", O_WRONLY);
	dup2(null, 1);
	int status = fuzzRunDriver(3, argv);
	fflush(stdout);
	dup2(out, 1);
	close(out);
	close(null);
	if (status != 0 && status != 1)
		fuzzFail("the driver did not return 0 or 1", NULL, NULL);
	DIR *d = opendir(".");
	if (!d)
		abort();
	for (struct dirent *e; (e = readdir(d));) {
		bool known = false;
		for (size_t i = 0; i < sizeof kept / sizeof *kept; i++)
			known = known || !strcmp(e->d_name, kept[i]);
		if (!known)
			fuzzFail("the reproducer wrote a file (or ran a program that did)", e->d_name, NULL);
	}
	closedir(d);
	if (!holds("victim.pir", victimText))
		fuzzFail("the reproducer changed a file", "victim.pir", NULL);
	if (access(outside, F_OK) == 0)
		fuzzFail("the reproducer wrote a file", outside, NULL);
	leave(back);
	return 0;
}
