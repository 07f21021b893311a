/* format_detect.c: tells PIR text, PIR JSON and a ProgramDesc protobuf
 * apart by their bytes, whatever the file is called (docs/file-formats.md). */
#include "formats.h"

#include <stdint.h>
#include <string.h>

static bool isBlank(unsigned char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* '{', then a quoted key followed by ':'. Any JSON object counts, so that
 * one that is not a PIR program ({"a":1}) gets the JSON reader's word for
 * it. A text program that starts with '{' has an op next, and a quoted op
 * name is followed by '(' or a space and '(', never by ':'. */
static bool looksLikeJson(const char *s, const char *end)
{
	if (end - s >= 3 && !memcmp(s, "\xEF\xBB\xBF", 3))
		s += 3;
	while (s < end && isBlank((unsigned char)*s))
		s++;
	if (s == end || *s++ != '{')
		return false;
	while (s < end && isBlank((unsigned char)*s))
		s++;
	if (s == end || *s++ != '"')
		return false;
	while (s < end && *s != '"' && *s != '\n')
		s += *s == '\\' && end - s > 1 ? 2 : 1;
	if (s >= end || *s++ != '"')
		return false;
	while (s < end && isBlank((unsigned char)*s))
		s++;
	return s < end && *s == ':';
}

/* Field 1 (blocks) length-delimited: 0x0a, a varint length, then the
 * block's first field, idx (0x08). Text never holds 0x08, so a text file
 * that starts with an empty line is not mistaken. The length is not
 * checked against the file size, so that a truncated file reaches the
 * protobuf reader and gets its error. Files that begin with the old
 * version field (2) or OpCompatibleMap (3) start with 0x12 or 0x1a,
 * control bytes no text starts with. */
static bool looksLikeProgramDesc(const unsigned char *s, size_t len)
{
	if (len >= 1 && (s[0] == 0x12 || s[0] == 0x1a))
		return true;
	if (len < 3 || s[0] != 0x0a)
		return false;
	size_t i = 1;
	while (i < len && i < 11 && (s[i] & 0x80))
		i++;
	i++; /* the varint's last byte */
	return i < len && s[i] == 0x08;
}

static uint64_t le(const unsigned char *s, int n)
{
	uint64_t v = 0;
	for (int i = n - 1; i >= 0; i--)
		v = v << 8 | s[i];
	return v;
}

/* Paddle's weights file (save_combine: *.pdiparams, or one tensor per file),
 * tensor after tensor, each: a uint32 version 0, a uint64 count of LoD
 * levels, each level a uint64 byte size and its offsets, a uint32 version
 * 0, an int32 size and a TensorDesc protobuf, whose first field is the
 * data type (0x08). Only the first tensor's header is looked at. It starts
 * with NUL bytes, which no text or ProgramDesc does. */
static bool looksLikeParams(const unsigned char *s, size_t len)
{
	if (len < 21 || le(s, 4) != 0)
		return false;
	uint64_t levels = le(s + 4, 8);
	size_t i = 12;
	for (uint64_t l = 0; l < levels; l++) {
		if (l >= 64 || len - i < 8)
			return false;
		uint64_t n = le(s + i, 8);
		i += 8;
		if (n > len - i)
			return false;
		i += (size_t)n;
	}
	if (len - i < 9 || le(s + i, 4) != 0)
		return false;
	uint64_t desc = le(s + i + 4, 4);
	return desc > 0 && desc < (1u << 20) && s[i + 8] == 0x08;
}

PirFileFormat pirDetectFileFormat(const char *buf, size_t len)
{
	if (looksLikeParams((const unsigned char *)buf, len))
		return PIR_FORMAT_PARAMS;
	if (looksLikeJson(buf, buf + len))
		return PIR_FORMAT_JSON;
	if (looksLikeProgramDesc((const unsigned char *)buf, len))
		return PIR_FORMAT_PROGRAMDESC;
	return PIR_FORMAT_TEXT;
}

const char *pirFileFormatName(PirFileFormat f)
{
	switch (f) {
	case PIR_FORMAT_TEXT: return "pir";
	case PIR_FORMAT_JSON: return "json";
	case PIR_FORMAT_PROGRAMDESC: return "programdesc";
	case PIR_FORMAT_PARAMS: return "pdiparams";
	}
	return "?";
}
