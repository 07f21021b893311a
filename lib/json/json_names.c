/* json_names.c: the dialect ids, scalar type names and place encoding of
 * Paddle's PIR JSON (see docs/file-formats.md). */
#include "json_names.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const struct {
	const char *id, *name;
} dialectIds[] = {
	{"0", "builtin"}, {"1", "pd_op"}, {"2", "cf"}, {"3", "custom_op"}, {"4", "pd_dist"}, {"-1", "test"}, {"-2", "test1"},
};

const char *pirJsonDialectName(const char *id, size_t n)
{
	for (size_t i = 0; i < sizeof dialectIds / sizeof *dialectIds; i++)
		if (strlen(dialectIds[i].id) == n && !memcmp(dialectIds[i].id, id, n))
			return dialectIds[i].name;
	return NULL;
}

const char *pirJsonDialectId(const char *name, size_t n)
{
	for (size_t i = 0; i < sizeof dialectIds / sizeof *dialectIds; i++)
		if (strlen(dialectIds[i].name) == n && !memcmp(dialectIds[i].name, name, n))
			return dialectIds[i].id;
	return NULL;
}

static const struct {
	const char *name;
	PirTypeKind kind;
} scalars[] = {
	{"t_bool", PIR_TYPE_BOOL}, {"t_bf16", PIR_TYPE_BF16}, {"t_f16", PIR_TYPE_F16},	{"t_f32", PIR_TYPE_F32},
	{"t_f64", PIR_TYPE_F64},   {"t_i8", PIR_TYPE_I8},     {"t_ui8", PIR_TYPE_U8},	{"t_i16", PIR_TYPE_I16},
	{"t_i32", PIR_TYPE_I32},   {"t_i64", PIR_TYPE_I64},   {"t_index", PIR_TYPE_INDEX}, {"t_c64", PIR_TYPE_C64},
	{"t_c128", PIR_TYPE_C128}, {"t_f8e4m3fn", PIR_TYPE_F8E4M3FN}, {"t_f8e5m2", PIR_TYPE_F8E5M2},
};

PirTypeKind pirJsonScalarKind(const char *name)
{
	if (name[0] != 't' || name[1] != '_')
		return PIR_TYPE_NULL;
	for (size_t i = 0; i < sizeof scalars / sizeof *scalars; i++) {
		const char *a = scalars[i].name + 2, *b = name + 2; /* inline: most differ at once */
		while (*a && *a == *b)
			a++, b++;
		if (*a == *b)
			return scalars[i].kind;
	}
	return PIR_TYPE_NULL;
}

const char *pirJsonScalarName(PirTypeKind k)
{
	for (size_t i = 0; i < sizeof scalars / sizeof *scalars; i++)
		if (scalars[i].kind == k)
			return scalars[i].name;
	return NULL;
}

/* phi::AllocationType; the ones without a device id print bare. */
static const struct {
	int type;
	const char *name;
	bool hasId;
} places[] = {
	{0, "undefined", true}, {1, "cpu", false}, {2, "gpu", true}, {3, "gpu_pinned", false},
	{4, "xpu", true},	{7, "ipu", true},  {9, NULL, true}, /* custom: device type + id */
};

bool pirJsonPlaceToText(int64_t type, int64_t id, const char *devType, char *buf, size_t size)
{
	for (size_t i = 0; i < sizeof places / sizeof *places; i++) {
		if (places[i].type != type)
			continue;
		const char *name = places[i].name ? places[i].name : devType;
		if (places[i].hasId)
			snprintf(buf, size, "%s:%lld", name, (long long)id);
		else
			snprintf(buf, size, "%s", name);
		return true;
	}
	return false;
}

bool pirJsonPlaceFromText(const char *text, int64_t *type, int64_t *id, const char **devType, size_t *devLen)
{
	const char *colon = strrchr(text, ':');
	size_t n = colon ? (size_t)(colon - text) : strlen(text);
	*id = 0;
	*devType = "";
	*devLen = 0;
	if (colon) {
		char *end;
		*id = strtoll(colon + 1, &end, 10);
		if (end == colon + 1 || *end)
			return false;
	}
	for (size_t i = 0; i < sizeof places / sizeof *places; i++) {
		if (places[i].name && strlen(places[i].name) == n && !memcmp(places[i].name, text, n) &&
		    places[i].hasId == (colon != NULL)) {
			*type = places[i].type;
			return true;
		}
	}
	if (!colon)
		return false;
	*type = 9; /* a custom device: "npu:1" */
	*devType = text;
	*devLen = n;
	return true;
}
