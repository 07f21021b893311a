/* format_detect.c: tells PIR text, PIR JSON and a ProgramDesc protobuf
 * apart by their bytes, whatever the file is called (docs/file-formats.md). */
#include "formats.h"

#include <string.h>

static bool isBlank(unsigned char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* '{', then the first key "base_code" or "program" followed by ':'. A text
 * program that starts with '{' has an op, never a quoted key and ':'. */
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
	static const char *const keys[] = {"\"base_code\"", "\"program\""};
	for (size_t i = 0; i < 2; i++) {
		size_t n = strlen(keys[i]);
		if ((size_t)(end - s) >= n && !memcmp(s, keys[i], n)) {
			const char *t = s + n;
			while (t < end && isBlank((unsigned char)*t))
				t++;
			return t < end && *t == ':';
		}
	}
	return false;
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

PirFileFormat pirDetectFileFormat(const char *buf, size_t len)
{
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
	}
	return "?";
}
