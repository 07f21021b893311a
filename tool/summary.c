/* summary.c: --summary. A model at a glance, found from the ops' roles in
 * their YAML (docs/dialect-yaml.md, "Roles"), never from op names:
 *   - the source: format, and the era the file records (the JSON
 *     serialization version; the ProgramDesc's Paddle version, read from
 *     its top-level fields 2, 3, 4 and 5 without decoding the blocks);
 *   - op counts by name, most frequent first, over all blocks;
 *   - parameters (reads of a variable whose storage is not `input`, each
 *     name once): how many, their elements and bytes from the result types
 *     (a dynamic dimension makes a parameter's size unknown; those are
 *     counted apart);
 *   - inputs (reads of `input` variables, and the program's own block
 *     arguments) and outputs (writes of `output` variables, ops with the
 *     output role) with their names and types;
 *   - what did not translate: ops kept opaque (unregistered), by name.
 * Linear in the program (the op kinds seen, found by a PirPtrMap). */
#include "summary.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "../lib/ir/hashset.h"

typedef struct Kind {
	const PirOpInfo *info;
	size_t count;
} Kind;

typedef struct Named {
	PirIdent *name; /* NULL: unnamed */
	PirType *type;
	const char *opName;
} Named;

typedef struct Summary {
	Kind *kinds; /* in the order first seen */
	size_t capKinds, numKinds;
	PirPtrMap kindOf; /* info -> 1 + its index in kinds */
	size_t ops, nested;
	Named *params, *inputs, *outputs;
	size_t numParams, numInputs, numOutputs, capParams, capInputs, capOutputs;
	size_t paramWrites;
} Summary;

static void countKind(Summary *s, const PirOpInfo *info)
{
	size_t i = (size_t)(uintptr_t)pirPtrMapGet(&s->kindOf, info);
	if (!i) {
		if (s->numKinds == s->capKinds)
			s->kinds = pirArrayGrow(s->kinds, s->numKinds, &s->capKinds, sizeof *s->kinds, 64);
		s->kinds[s->numKinds++] = (Kind){info, 0};
		i = s->numKinds;
		pirPtrMapPut(&s->kindOf, info, (void *)(uintptr_t)i);
	}
	s->kinds[i - 1].count++;
}

static void push(Named **list, size_t *n, size_t *cap, Named x)
{
	if (*n == *cap)
		*list = pirArrayGrow(*list, *n, cap, sizeof **list, 16);
	(*list)[(*n)++] = x;
}

/* The string attribute `key` of op, or NULL. */
static PirIdent *stringAttr(PirOperation *op, const char *key)
{
	PirAttribute *a = key ? pirOperationGetAttr(op, key) : NULL;
	return a && a->kind == PIR_ATTR_STR ? a->text : NULL;
}

static PirWalkResult visit(PirOperation *op, void *userData)
{
	Summary *s = userData;
	const PirOpInfo *info = pirOperationGetInfo(op);
	if (pirOpInfoGetRole(info) == PIR_ROLE_MODULE)
		return PIR_WALK_ADVANCE;
	s->ops++;
	PirOperation *parent = pirOperationGetParentOp(op);
	if (parent && pirOpInfoGetRole(pirOperationGetInfo(parent)) != PIR_ROLE_MODULE)
		s->nested++;
	countKind(s, info);
	const char *storage = info->varStorage ? info->varStorage->str : "";
	const char *key = info->varKey ? info->varKey->str : NULL;
	switch (pirOpInfoGetRole(info)) {
	case PIR_ROLE_VARIABLE_READ: {
		Named x = {stringAttr(op, key), op->numResults ? pirOperationGetResultType(op, 0) : NULL, info->name->str};
		if (!strcmp(storage, "input"))
			push(&s->inputs, &s->numInputs, &s->capInputs, x);
		else
			push(&s->params, &s->numParams, &s->capParams, x);
		break;
	}
	case PIR_ROLE_VARIABLE_WRITE:
	case PIR_ROLE_OUTPUT: {
		bool output = pirOpInfoGetRole(info) == PIR_ROLE_OUTPUT || !strcmp(storage, "output");
		if (!output) {
			s->paramWrites++;
			break;
		}
		/* An output op names its output with `name` (pd_op.fetch). */
		Named x = {stringAttr(op, key ? key : "name"), op->numOperands ? pirOperationGetOperandType(op, 0) : NULL,
			   info->name->str};
		push(&s->outputs, &s->numOutputs, &s->capOutputs, x);
		break;
	}
	default: break;
	}
	return PIR_WALK_ADVANCE;
}

static int byCount(const void *a, const void *b)
{
	const Kind *x = a, *y = b;
	if (x->count != y->count)
		return x->count < y->count ? 1 : -1;
	return strcmp(x->info->name->str, y->info->name->str);
}

static int byName(const void *a, const void *b)
{
	const Named *x = a, *y = b;
	if (x->name == y->name)
		return 0;
	if (!x->name || !y->name)
		return x->name ? -1 : 1;
	return strcmp(x->name->str, y->name->str);
}

/* Elements and bytes of a dense tensor type; false when unknown (not a
 * tensor, a dynamic dimension, an element of unknown size, overflow). */
static bool tensorSize(const PirType *t, uint64_t *elements, uint64_t *bytes)
{
	if (!t || !pirTypeIsDenseTensor(t) || !pirScalarTypeGetByteSize(t->tensor.elem->kind))
		return false;
	uint64_t n = 1;
	for (uint32_t i = 0; i < t->tensor.rank; i++) {
		int64_t d = t->tensor.dims[i];
		if (d < 0 || (d && n > UINT64_MAX / 16 / (uint64_t)d))
			return false;
		n *= (uint64_t)d;
	}
	*elements = n;
	*bytes = n * pirScalarTypeGetByteSize(t->tensor.elem->kind);
	return true;
}

/* 1234567 -> "1,234,567" */
static const char *grouped(uint64_t v, char buf[32])
{
	char tmp[32];
	int n = snprintf(tmp, sizeof tmp, "%" PRIu64, v), o = 0;
	for (int i = 0; i < n; i++) {
		if (i && (n - i) % 3 == 0)
			buf[o++] = ',';
		buf[o++] = tmp[i];
	}
	buf[o] = '\0';
	return buf;
}

static void printNamed(FILE *f, PirContext *ctx, const Named *x)
{
	char *t = x->type ? pirTypeToString(ctx, x->type) : NULL;
	fprintf(f, "    %s: %s (%s)\n", x->name ? x->name->str : "(unnamed)", t ? t : "(no value)", x->opName);
	free(t);
}

/* Reads a protobuf varint at *p (below end); false if there is none. */
static bool varint(const unsigned char **p, const unsigned char *end, uint64_t *v)
{
	*v = 0;
	for (int shift = 0; *p < end && shift < 64; shift += 7) {
		unsigned char b = *(*p)++;
		*v |= (uint64_t)(b & 0x7f) << shift;
		if (!(b & 0x80))
			return true;
	}
	return false;
}

typedef struct DescVersion {
	bool hasVersion, legacy, compatibleMap, versionMap;
	int64_t version;
} DescVersion;

/* The Version message's field 1. */
static int64_t versionField(const unsigned char *p, const unsigned char *end)
{
	uint64_t key, v;
	while (p < end && varint(&p, end, &key)) {
		if (key == 8 && varint(&p, end, &v))
			return (int64_t)v;
		if ((key & 7) != 0 || !varint(&p, end, &v))
			break;
	}
	return 0;
}

/* ProgramDesc's top-level fields: 1 blocks, 2 the Version until 2019-09,
 * 3 the OpCompatibleMap (2019-09 to 2020-10), 4 the Version, 5 the
 * OpVersionMap (docs/file-formats.md). Stops at anything malformed. */
static DescVersion descVersion(const char *buf, size_t len)
{
	DescVersion d = {0};
	const unsigned char *p = (const unsigned char *)buf, *end = p + len;
	uint64_t key, v;
	while (p < end && varint(&p, end, &key)) {
		uint64_t field = key >> 3;
		switch (key & 7) {
		case 0:
			if (!varint(&p, end, &v))
				return d;
			break;
		case 1:
			if (end - p < 8)
				return d;
			p += 8;
			break;
		case 5:
			if (end - p < 4)
				return d;
			p += 4;
			break;
		case 2:
			if (!varint(&p, end, &v) || v > (uint64_t)(end - p))
				return d;
			if (field == 2 || field == 4) {
				d.hasVersion = true;
				d.legacy = field == 2;
				d.version = versionField(p, p + v);
			}
			d.compatibleMap |= field == 3;
			d.versionMap |= field == 5;
			p += v;
			break;
		default: return d;
		}
	}
	return d;
}

static void printSource(FILE *f, const PirSummarySource *src)
{
	switch (src->format) {
	case PIR_FORMAT_TEXT: fprintf(f, "  format: PIR text\n"); break;
	case PIR_FORMAT_PARAMS: break; /* no program: the reader refuses it */
	case PIR_FORMAT_JSON:
		fprintf(f, "  format: PIR JSON, serialization version %" PRId64 "%s, %s\n", src->json.version,
			src->json.version == 1 ? " (Paddle 3.0)" : "",
			src->json.trainable ? "trainable (stop_gradient/persistable kept per result)" : "not trainable");
		break;
	case PIR_FORMAT_PROGRAMDESC: {
		DescVersion d = descVersion(src->buf, src->len);
		fprintf(f, "  format: ProgramDesc (legacy), translated to PIR: %zu legacy ops -> %zu PIR ops\n",
			src->stats.legacyOps, src->stats.translatedOps);
		if (d.hasVersion && d.version > 0) {
			int64_t v = d.version;
			fprintf(f, "  written by: Paddle %" PRId64 ".%" PRId64 ".%" PRId64 " (program version %" PRId64 "%s)\n",
				v / 1000000, v / 1000 % 1000, v % 1000, v, d.legacy ? ", in the pre-2019-09 field" : "");
		} else {
			fprintf(f, "  written by: a Paddle that recorded no program version in it (an early release)\n");
		}
		if (d.compatibleMap || d.versionMap)
			fprintf(f, "  op versions: %s\n",
				d.versionMap ? "OpVersionMap (files of 2020-10 and later)" : "OpCompatibleMap (files of 2019-09 to 2020-10)");
		break;
	}
	}
}

void pirWriteSummary(PirProgram *prog, const char *fileName, const PirSummarySource *src, FILE *f)
{
	PirContext *ctx = pirProgramGetContext(prog);
	Summary s = {0};
	pirProgramWalk(prog, PIR_WALK_PRE_ORDER, visit, &s);
	PirBlock *top = pirProgramGetBlock(prog);
	for (uint32_t i = 0; i < top->numArgs; i++)
		push(&s.inputs, &s.numInputs, &s.capInputs, (Named){NULL, pirValueGetType(top->args[i]), "block argument"});
	char g1[32], g2[32], g3[32];

	fprintf(f, "summary of %s\n", fileName);
	printSource(f, src);

	fprintf(f, "  ops: %zu (%zu in regions), %zu kinds\n", s.ops, s.nested, s.numKinds);
	Kind *kinds = s.kinds;
	size_t n = s.numKinds;
	if (n)
		qsort(kinds, n, sizeof *kinds, byCount);
	for (size_t i = 0; i < n; i++)
		fprintf(f, "    %8zu %s\n", kinds[i].count, kinds[i].info->name->str);

	/* Parameters, each name once (a program may read one in several blocks). */
	if (s.numParams) /* qsort wants an array, even of none */
		qsort(s.params, s.numParams, sizeof *s.params, byName);
	size_t unique = 0, unknown = 0;
	uint64_t elements = 0, bytes = 0;
	for (size_t i = 0; i < s.numParams; i++) {
		if (i && s.params[i].name && s.params[i].name == s.params[i - 1].name)
			continue;
		unique++;
		uint64_t e, b;
		if (tensorSize(s.params[i].type, &e, &b)) {
			elements += e;
			bytes += b;
		} else {
			unknown++;
		}
	}
	fprintf(f, "  parameters: %zu, %s elements, %s bytes (%.1f MiB)", unique, grouped(elements, g1), grouped(bytes, g2),
		(double)bytes / (1024.0 * 1024.0));
	if (unknown)
		fprintf(f, "; %zu of them of unknown size (a dynamic dimension, or not a tensor)", unknown);
	if (s.paramWrites)
		fprintf(f, "; %s written by the program", grouped(s.paramWrites, g3));
	fputc('\n', f);
	if (src->weights) /* paired: every parameter has its tensor (weights_pair.c) */
		fprintf(f, "  weights: %s, %zu tensors, %s bytes, every parameter's dims and dtype match\n",
			src->weightsFile, pirWeightsGetNumTensors(src->weights),
			grouped(pirWeightsGetDataSize(src->weights), g1));

	/* Mutability, from the program (pirProgramDeriveParameters): written by
	 * set_parameter, or a read of it (or a view of one) reaches an op that
	 * may write or keep it. The others are immutable: values. */
	pirProgramDeriveParameters(prog);
	size_t numMut = 0;
	for (size_t i = 0; i < pirProgramGetNumParameters(prog); i++)
		numMut += pirProgramGetParameterAt(prog, i)->isMutable;
	fprintf(f, "  mutable parameters: %zu%s\n", numMut,
		numMut ? " (set_parameter, or read by an op that may write it)" : " (every parameter is a value)");
	for (size_t i = 0; i < pirProgramGetNumParameters(prog); i++) {
		const PirParameter *prm = pirProgramGetParameterAt(prog, i);
		if (prm->isMutable)
			printNamed(f, ctx, &(Named){prm->name, prm->type, "mutable"});
	}
	fprintf(f, "  inputs: %zu\n", s.numInputs);
	for (size_t i = 0; i < s.numInputs; i++)
		printNamed(f, ctx, &s.inputs[i]);
	fprintf(f, "  outputs: %zu\n", s.numOutputs);
	for (size_t i = 0; i < s.numOutputs; i++)
		printNamed(f, ctx, &s.outputs[i]);

	size_t opaque = 0, opaqueKinds = 0;
	for (size_t i = 0; i < n; i++)
		if (!kinds[i].info->registered) {
			opaque += kinds[i].count;
			opaqueKinds++;
		}
	if (!opaque) {
		fprintf(f, "  not translated: nothing (every op is registered)\n");
	} else {
		fprintf(f, "  not translated: %zu op%s of %zu unregistered kind%s, kept opaque (treated conservatively)\n",
			opaque, opaque == 1 ? "" : "s", opaqueKinds, opaqueKinds == 1 ? "" : "s");
		for (size_t i = 0; i < n; i++)
			if (!kinds[i].info->registered)
				fprintf(f, "    %8zu %s\n", kinds[i].count, kinds[i].info->name->str);
	}
	free(s.kinds);
	pirPtrMapFree(&s.kindOf);
	free(s.params);
	free(s.inputs);
	free(s.outputs);
}
