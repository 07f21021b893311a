/* threads.c: the switch of threads.h. */
#include "threads.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* 0: not decided yet, 1: threads allowed, 2: not. */
static atomic_int threading;

void pirEnableMultithreading(bool enable)
{
	atomic_store(&threading, enable ? 1 : 2);
}

bool pirMultithreadingEnabled(void)
{
	int t = atomic_load(&threading);
	if (!t) {
		const char *e = getenv("PIR_THREADS");
		bool on = !(e && !strcmp(e, "1")) && sysconf(_SC_NPROCESSORS_ONLN) > 1;
		t = on ? 1 : 2;
		atomic_store(&threading, t);
	}
	return t == 1;
}
