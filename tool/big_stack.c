/* big_stack.c: runs the driver on a thread with a large stack. The reader,
 * the verifier, the printers and the passes recurse once per region level,
 * and the driver reads PIR_MAX_REGION_DEPTH levels (lib/text/text.h); at that
 * depth they need more than the usual 8 MB main-thread stack (far more
 * under AddressSanitizer). The stack is reserved address space: pages are
 * committed only as deep recursion touches them, so a shallow program
 * costs what it did on the main thread. The sizes are measured in
 * tool/big_stack.h. */
#include <pthread.h>

#include "big_stack.h"

typedef struct Job {
	int (*fn)(int, char **);
	int argc;
	char **argv;
	int status;
} Job;

static void *runJob(void *arg)
{
	Job *job = arg;
	job->status = job->fn(job->argc, job->argv);
	return NULL;
}

bool pirRunOnBigStack(int (*fn)(int, char **), int argc, char **argv, int *status)
{
	Job job = {fn, argc, argv, 1};
	pthread_attr_t attr;
	pthread_t thread;
	if (pthread_attr_init(&attr))
		return false;
	bool started = !pthread_attr_setstacksize(&attr, PIR_TOOL_STACK_BYTES) &&
		       !pthread_create(&thread, &attr, runJob, &job);
	pthread_attr_destroy(&attr);
	if (!started)
		return false;
	pthread_join(thread, NULL);
	*status = job.status;
	return true;
}
