/* fuzz_driver_run.h: runs pir-opt's main (tool/pir-opt.c built with
 * -Dmain=pirOptMain) inside a fuzz target, again and again in one
 * process: getopt reset, diagnostics to /dev/null. Shared by the driver,
 * output-path and reproducer targets. */
#ifndef PIR_FUZZ_DRIVER_RUN_H
#define PIR_FUZZ_DRIVER_RUN_H

#include <getopt.h>
#include <stdio.h>

int pirOptMain(int argc, char **argv);

static inline int fuzzRunDriver(int argc, char **argv)
{
	optind = 0; /* glibc: a full re-initialisation of getopt */
	FILE *saved = stderr;
	stderr = fopen("/dev/null", "w");
	int status = pirOptMain(argc, argv);
	fclose(stderr);
	stderr = saved;
	return status;
}

#endif
