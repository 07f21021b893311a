/* json_parsers.c: how long each JSON library of Debian takes to parse a
 * file, for bench/formats.py (which builds this file once per library:
 * -DUSE_JANSSON, -DUSE_JSONC, -DUSE_CJSON or -DUSE_YAJL). The first three
 * build their tree; yajl, an event parser, calls empty callbacks (numbers
 * as text, as pir-opt takes them): what pir-opt's own tree
 * (lib/json/json_tree.c) adds is not in its time. Nodes come from a bump
 * allocator where the library lets the caller supply one (jansson, cJSON),
 * as pir-opt does; json-c does not. Prints the CPU milliseconds of the
 * parse alone. */
#define _POSIX_C_SOURCE 200809L
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#if defined(USE_JANSSON)
#include <jansson.h>
#elif defined(USE_JSONC)
#include <json-c/json.h>
#elif defined(USE_CJSON)
#include <cjson/cJSON.h>
#elif defined(USE_YAJL)
#include <yajl/yajl_parse.h>

static int none(void *ctx)
{
	(void)ctx;
	return 1;
}

static int noBool(void *ctx, int b)
{
	(void)ctx, (void)b;
	return 1;
}

static int noText(void *ctx, const unsigned char *s, size_t n)
{
	(void)ctx, (void)s, (void)n;
	return 1;
}

static int noNumber(void *ctx, const char *s, size_t n)
{
	(void)ctx, (void)s, (void)n;
	return 1;
}
#endif

static char *cur, *end;

static void *bump(size_t n)
{
	n = (n + 7) & ~(size_t)7;
	if (!cur || (size_t)(end - cur) < n) {
		size_t size = n > (32u << 20) ? n : (32u << 20);
		if (!(cur = malloc(size)))
			abort();
		end = cur + size;
	}
	void *p = cur;
	cur += n;
	return p;
}

static void nofree(void *p)
{
	(void)p;
}

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: %s FILE.json\n", argv[0]);
		return 2;
	}
	FILE *f = fopen(argv[1], "rb");
	if (!f)
		return 2;
	fseek(f, 0, SEEK_END);
	long len = ftell(f);
	rewind(f);
	char *buf = malloc((size_t)len + 1);
	if (!buf || fread(buf, 1, (size_t)len, f) != (size_t)len)
		return 2;
	buf[len] = '\0';
	fclose(f);
	struct timespec t0, t1;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0);
	bool ok;
#if defined(USE_JANSSON)
	json_set_alloc_funcs(bump, nofree);
	ok = json_loadb(buf, (size_t)len, JSON_REJECT_DUPLICATES, NULL) != NULL;
#elif defined(USE_JSONC)
	(void)bump;
	(void)nofree;
	ok = json_tokener_parse(buf) != NULL;
#elif defined(USE_CJSON)
	cJSON_Hooks hooks = {bump, nofree};
	cJSON_InitHooks(&hooks);
	ok = cJSON_ParseWithLength(buf, (size_t)len) != NULL;
#elif defined(USE_YAJL)
	(void)bump;
	(void)nofree;
	yajl_callbacks cb = {none, noBool, NULL, NULL, noNumber, noText, none, noText, none, none, none};
	yajl_handle h = yajl_alloc(&cb, NULL, NULL);
	yajl_config(h, yajl_dont_validate_strings, 1); /* as pir-opt, which checks UTF-8 first */
	ok = yajl_parse(h, (const unsigned char *)buf, (size_t)len) == yajl_status_ok &&
	     yajl_complete_parse(h) == yajl_status_ok;
#endif
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1);
	if (!ok) {
		fprintf(stderr, "%s: does not parse\n", argv[1]);
		return 1;
	}
	printf("%.2f\n", (double)(t1.tv_sec - t0.tv_sec) * 1e3 + (double)(t1.tv_nsec - t0.tv_nsec) / 1e6);
	return 0;
}
