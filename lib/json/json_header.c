/* json_header.c: the "base_code" header of PIR JSON as attributes of the
 * program's builtin.module ("base_code.version", "base_code.trainable"),
 * printed after the program's '{' in text (docs/text-format.md 1.2). Only
 * what the writer cannot derive is kept, so most programs carry none. */
#include "json_header.h"

#include <stdio.h>
#include <string.h>

static const char VERSION_KEY[] = "base_code.version", TRAINABLE_KEY[] = "base_code.trainable";

/* Whether attribute a is of kind k, or an array holding one. */
static bool hasKind(const PirAttribute *a, PirAttrKind k)
{
	if (a->kind == k)
		return true;
	if (a->kind == PIR_ATTR_ARRAY)
		for (uint32_t i = 0; i < pirAttributeGetNumElements(a); i++)
			if (hasKind(pirAttributeGetElement(a, i), k))
				return true;
	return false;
}

/* The lowest serialization version that has op's form: its definition's
 * json_versions entries ("N a NAME KIND;N r M;", dialect_loader.c) that
 * the op matches. */
static PirWalkResult neededVersion(PirOperation *op, void *ud)
{
	int64_t *version = ud;
	const PirOpDef *def = pirOperationGetInfo(op)->def;
	for (const char *p = def ? def->jsonVersions : NULL; p && *p;) {
		const char *end = strchr(p, ';');
		char name[128], kind[32];
		long v = 0, m = 0;
		bool match = false;
		if (sscanf(p, "%ld r %ld", &v, &m) == 2) {
			match = op->numResults >= (uint32_t)m;
		} else if (sscanf(p, "%ld a %127s %31[^;]", &v, name, kind) == 3) {
			PirAttribute *a = pirOperationGetAttr(op, name);
			PirAttrKind k;
			match = a && (!strcmp(kind, "-") || (pirAttrKindFromName(kind, &k) && hasKind(a, k)));
		}
		if (match && v > *version)
			*version = v;
		p = end ? end + 1 : p + strlen(p);
	}
	return PIR_WALK_ADVANCE;
}

int64_t pirJsonFormsVersion(PirProgram *prog)
{
	int64_t version = 1;
	pirProgramWalk(prog, PIR_WALK_PRE_ORDER, neededVersion, &version);
	return version;
}

void pirJsonHeaderRecord(PirProgram *prog, const PirJsonInfo *info)
{
	PirContext *ctx = prog->ctx;
	if (info->version != pirJsonFormsVersion(prog))
		pirOperationSetAttr(prog->module, VERSION_KEY, pirAttrGetInt64(ctx, info->version));
	if (!info->trainable)
		pirOperationSetAttr(prog->module, TRAINABLE_KEY, pirAttrGetBool(ctx, false));
}

bool pirJsonHeaderGet(PirProgram *prog, PirJsonInfo *out)
{
	PirAttribute *v = pirOperationGetAttr(prog->module, VERSION_KEY);
	PirAttribute *t = pirOperationGetAttr(prog->module, TRAINABLE_KEY);
	if (v && v->kind != PIR_ATTR_INT32 && v->kind != PIR_ATTR_INT64) { /* any integer, as the reader takes */
		pirEmitError(prog->ctx, pirOperationGetLoc(prog->module),
			     "the program attribute '%s' must be an integer (the PIR JSON version)", VERSION_KEY);
		return false;
	}
	if (t && t->kind != PIR_ATTR_BOOL) {
		pirEmitError(prog->ctx, pirOperationGetLoc(prog->module),
			     "the program attribute '%s' must be true or false", TRAINABLE_KEY);
		return false;
	}
	out->version = v ? pirAttributeGetIntValue(v) : pirJsonFormsVersion(prog);
	out->trainable = t ? t->b : true;
	return true;
}
