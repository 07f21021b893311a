/* main.c: pir-lsp-server, the language server of PIR text (docs/lsp.md).
 * It speaks LSP over stdin and stdout; the flags set the defaults that the
 * client's initializationOptions may override. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../lib/pir.h"
#include "server.h"

static void usage(FILE *f)
{
	fprintf(f, "usage: pir-lsp-server [options]\n"
		   "A language server (LSP 3.17, JSON-RPC over stdin/stdout) for PIR text: diagnostics,\n"
		   "definition, references, hover, document symbols, folding ranges and completion.\n"
		   "  --split-input-file[=MARKER]   check chunks separated by '// -----' (MARKER) independently\n"
		   "                                (default: when a '// RUN:' line passes --split-input-file)\n"
		   "  --no-split-input-file         never split\n"
		   "  --dialect FILE                load op definitions from a YAML file (repeatable)\n"
		   "  --allow-unregistered-dialect  accept ops of unknown dialects\n"
		   "  --allow-undefined-values      values used but never defined become inputs\n"
		   "  --log-timing                  a line on stderr for each check and request, with its time\n"
		   "  --stdio                       talk over stdin/stdout (the default and only transport)\n"
		   "  --help, --version\n"
		   "See docs/lsp.md for the client configuration (Neovim, VS Code).\n");
}

int main(int argc, char **argv)
{
	enum { OPT_SPLIT = 256, OPT_NO_SPLIT, OPT_DIALECT, OPT_UNREG, OPT_UNDEF, OPT_TIMING, OPT_STDIO, OPT_HELP, OPT_VERSION };
	static const struct option longOpts[] = {
		{"split-input-file", optional_argument, 0, OPT_SPLIT},
		{"no-split-input-file", no_argument, 0, OPT_NO_SPLIT},
		{"dialect", required_argument, 0, OPT_DIALECT},
		{"allow-unregistered-dialect", no_argument, 0, OPT_UNREG},
		{"allow-undefined-values", no_argument, 0, OPT_UNDEF},
		{"log-timing", no_argument, 0, OPT_TIMING},
		{"stdio", no_argument, 0, OPT_STDIO},
		{"help", no_argument, 0, OPT_HELP},
		{"version", no_argument, 0, OPT_VERSION},
		{0, 0, 0, 0},
	};
	LspServerOptions o = {.inFd = 0, .outFd = 1};
	lspConfigInit(&o.config);
	int c;
	while ((c = getopt_long(argc, argv, "h", longOpts, NULL)) != -1) {
		switch (c) {
		case OPT_SPLIT:
			o.config.split = LSP_SPLIT_ALWAYS;
			if (optarg && *optarg) {
				free(o.config.splitMarker);
				o.config.splitMarker = strdup(optarg);
			}
			break;
		case OPT_NO_SPLIT: o.config.split = LSP_SPLIT_NEVER; break;
		case OPT_DIALECT: lspConfigAddDialect(&o.config, optarg); break;
		case OPT_UNREG: o.config.allowUnregistered = true; break;
		case OPT_UNDEF: o.config.allowUndefined = true; break;
		case OPT_TIMING: o.logTiming = true; break;
		case OPT_STDIO: break;
		case 'h':
		case OPT_HELP: usage(stdout); lspConfigFree(&o.config); return 0;
		case OPT_VERSION: printf("pir-lsp-server %s\n", PIR_VERSION); lspConfigFree(&o.config); return 0;
		default: usage(stderr); lspConfigFree(&o.config); return 2;
		}
	}
	if (optind < argc) {
		fprintf(stderr, "pir-lsp-server: error: unexpected argument '%s'\n", argv[optind]);
		lspConfigFree(&o.config);
		return 2;
	}
	int status = lspServe(&o);
	lspConfigFree(&o.config);
	return status;
}
