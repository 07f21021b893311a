/* server.h: the language server's message loop and dispatch (server.c). */
#ifndef PIR_LSP_SERVER_H
#define PIR_LSP_SERVER_H

#include <stdbool.h>

#include "config.h"

typedef struct LspServerOptions {
	LspConfig config;     /* from the command line; initializationOptions override */
	bool logTiming;       /* a line on stderr per check and per request */
	int inFd, outFd;
} LspServerOptions;

/* Serves until `exit` or the end of input; returns the exit status
 * (0 after shutdown then exit, 1 otherwise, as LSP says). */
int lspServe(LspServerOptions *o);

#endif
