/* model_files.c: finds the program and the weights of a model given as a
 * file, a directory or a path prefix (model_files.h), and reads the
 * weights. What counts as the program of a directory follows what
 * Paddle's save functions write: save_inference_model (2.x, 3.x) writes
 * PREFIX.pdmodel or PREFIX.json beside PREFIX.pdiparams; 1.x wrote
 * __model__ with __params__ (combined) or one file per variable. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "formats.h"
#include "model_files.h"
#include "reader.h"

static char *join(const char *a, const char *sep, const char *b)
{
	size_t la = strlen(a), ls = strlen(sep), lb = strlen(b);
	char *s = pirMalloc(la + ls + lb + 1);
	memcpy(s, a, la);
	memcpy(s + la, sep, ls);
	memcpy(s + la + ls, b, lb + 1);
	return s;
}

static bool isFile(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

static bool isDir(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static bool endsWith(const char *s, const char *suffix)
{
	size_t n = strlen(s), k = strlen(suffix);
	return n > k && !strcmp(s + n - k, suffix);
}

/* The weights beside program (a path): STEM.pdiparams, or for __model__
 * __params__, params, else the directory (one file per variable). */
static void weightsBeside(const char *dir, const char *program, PirModelFiles *out)
{
	const char *base = strrchr(program, '/');
	base = base ? base + 1 : program;
	if (!strcmp(base, "__model__")) {
		static const char *const combined[] = {"__params__", "params"};
		for (size_t i = 0; i < 2; i++) {
			char *w = join(dir, "/", combined[i]);
			if (isFile(w)) {
				out->weights = w;
				return;
			}
			free(w);
		}
		out->weightsDir = pirMalloc(strlen(dir) + 1);
		strcpy(out->weightsDir, dir);
		return;
	}
	size_t stem = strlen(program) - (endsWith(program, ".json") ? 5 : endsWith(program, ".pdmodel") ? 8 : 0);
	char *w = pirMalloc(stem + sizeof ".pdiparams");
	memcpy(w, program, stem);
	strcpy(w + stem, ".pdiparams");
	if (isFile(w))
		out->weights = w;
	else
		free(w);
}

static bool findInDir(PirContext *ctx, const char *dir, PirModelFiles *out)
{
	PirLocation where = {pirIdentGetCStr(ctx, dir), 0, 0};
	static const char *const known[] = {"inference.json", "inference.pdmodel", "model.json", "model.pdmodel",
					    "__model__"};
	for (size_t i = 0; i < sizeof known / sizeof *known; i++) {
		char *p = join(dir, "/", known[i]);
		if (isFile(p)) {
			out->program = p;
			weightsBeside(dir, p, out);
			return true;
		}
		free(p);
	}
	DIR *d = opendir(dir);
	if (!d) {
		pirEmitError(ctx, where, "cannot open the model directory");
		return false;
	}
	char *found = NULL, *second = NULL;
	size_t count = 0;
	for (struct dirent *e; (e = readdir(d));) {
		if (e->d_name[0] == '.' || !(endsWith(e->d_name, ".json") || endsWith(e->d_name, ".pdmodel")))
			continue;
		char *p = join(dir, "/", e->d_name);
		if (!isFile(p)) {
			free(p);
			continue;
		}
		count++;
		if (!found || strcmp(p, found) < 0) { /* readdir's order is the file system's: sort */
			free(second);
			second = found;
			found = p;
		} else if (!second || strcmp(p, second) < 0) {
			free(second);
			second = p;
		} else {
			free(p);
		}
	}
	closedir(d);
	if (count != 1) {
		if (count == 0)
			pirEmitError(ctx, where,
				     "this directory holds no model program (inference.json, inference.pdmodel, "
				     "model.json, model.pdmodel, __model__, or one *.json or *.pdmodel)");
		else
			pirEmitError(ctx, where,
				     "this directory holds %zu program files ('%s', '%s'%s): pass the one to read", count,
				     found, second, count > 2 ? ", ..." : "");
		free(found);
		free(second);
		return false;
	}
	free(second);
	out->program = found;
	weightsBeside(dir, found, out);
	return true;
}

bool pirModelFilesFind(PirContext *ctx, const char *path, const char *weights, PirModelFiles *out)
{
	memset(out, 0, sizeof *out);
	bool ok = true;
	if (!strcmp(path, "-") || isFile(path) || !isDir(path)) {
		bool prefix = strcmp(path, "-") && !isFile(path);
		if (prefix) {
			char *json = join(path, "", ".json"), *pdmodel = join(path, "", ".pdmodel");
			bool j = isFile(json), p = isFile(pdmodel);
			if (j && p) {
				PirLocation where = {pirIdentGetCStr(ctx, path), 0, 0};
				pirEmitError(ctx, where, "this prefix names two programs, '%s' and '%s': pass the one to read",
					     json, pdmodel);
				ok = false;
			}
			if (ok && (j || p)) {
				out->program = j ? json : pdmodel;
				free(j ? pdmodel : json);
				weightsBeside("", out->program, out);
			} else {
				free(json);
				free(pdmodel);
			}
		}
		if (ok && !out->program) { /* a file, stdin, or a missing path the reader names */
			out->program = pirMalloc(strlen(path) + 1);
			strcpy(out->program, path);
		}
	} else {
		ok = findInDir(ctx, path, out);
	}
	if (ok && weights) {
		free(out->weights);
		free(out->weightsDir);
		out->weights = out->weightsDir = NULL;
		char *w = pirMalloc(strlen(weights) + 1);
		strcpy(w, weights);
		out->weightsGiven = true;
		if (isDir(weights))
			out->weightsDir = w;
		else
			out->weights = w;
	}
	if (!ok)
		pirModelFilesFree(out);
	return ok;
}

void pirModelFilesFree(PirModelFiles *m)
{
	free(m->program);
	free(m->weights);
	free(m->weightsDir);
	memset(m, 0, sizeof *m);
}

static bool addFile(PirContext *ctx, PirWeights *w, const char *path, const char *varName)
{
	size_t len;
	char *buf = pirReadFileContents(ctx, path, &len);
	if (!buf)
		return false;
	pirWeightsKeepBuffer(w, buf);
	return pirWeightsAddFile(w, ctx, path, buf, len, varName);
}

/* 1.x: every file of the directory that holds one saved tensor is the
 * variable of its name; the program and other files are not weights. */
static bool addDirectory(PirContext *ctx, PirWeights *w, const char *dir, const char *programFile)
{
	DIR *d = opendir(dir);
	if (!d) {
		PirLocation where = {pirIdentGetCStr(ctx, dir), 0, 0};
		pirEmitError(ctx, where, "cannot open the weights directory");
		return false;
	}
	bool ok = true;
	for (struct dirent *e; ok && (e = readdir(d));) {
		if (e->d_name[0] == '.')
			continue;
		char *p = join(dir, "/", e->d_name);
		if (!isFile(p) || (programFile && !strcmp(p, programFile))) {
			free(p);
			continue;
		}
		size_t len;
		char *buf = pirReadFileContents(ctx, p, &len);
		ok = buf != NULL;
		if (ok && pirDetectFileFormat(buf, len) == PIR_FORMAT_PARAMS) {
			pirWeightsKeepBuffer(w, buf);
			ok = pirWeightsAddFile(w, ctx, p, buf, len, e->d_name);
		} else {
			free(buf);
		}
		free(p);
	}
	closedir(d);
	return ok;
}

PirWeights *pirModelFilesReadWeights(PirContext *ctx, const PirModelFiles *m, const char *programFile, bool *none)
{
	*none = !m->weights && !m->weightsDir;
	if (*none)
		return NULL;
	PirWeights *w = pirWeightsCreate(m->weightsDir != NULL);
	bool ok = m->weights ? addFile(ctx, w, m->weights, NULL) : addDirectory(ctx, w, m->weightsDir, programFile);
	if (!ok || (!m->weightsGiven && !pirWeightsGetNumTensors(w))) {
		*none = ok;
		pirWeightsDestroy(w);
		return NULL;
	}
	return w;
}
