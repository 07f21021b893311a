/* transport.c: Content-Length framing of LSP messages (transport.h). The
 * input is read through a buffer of our own, so a header costs no system
 * call per byte; a body larger than the buffer is read straight into its
 * own allocation. */
#include "transport.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "../../lib/ir/arena.h"

/* The largest message we accept: a 1 GB document is not an editor's. */
enum { LSP_MAX_MESSAGE = 1 << 30, LSP_MAX_HEADER = 8192 };

static char inBuf[65536];
static size_t inStart, inEnd;

static bool fill(int fd)
{
	if (inStart == inEnd)
		inStart = inEnd = 0;
	if (inEnd == sizeof inBuf) {
		memmove(inBuf, inBuf + inStart, inEnd - inStart);
		inEnd -= inStart;
		inStart = 0;
	}
	for (;;) {
		ssize_t n = read(fd, inBuf + inEnd, sizeof inBuf - inEnd);
		if (n > 0) {
			inEnd += (size_t)n;
			return true;
		}
		if (n < 0 && errno == EINTR)
			continue;
		return false;
	}
}

/* One header line without its CRLF (or LF) into line[]; false at the end. */
static bool readLine(int fd, char *line, size_t cap, size_t *len, bool *tooLong)
{
	size_t n = 0;
	*tooLong = false;
	for (;;) {
		if (inStart == inEnd && !fill(fd))
			return false;
		char c = inBuf[inStart++];
		if (c == '\n')
			break;
		if (n + 1 < cap)
			line[n++] = c;
		else
			*tooLong = true;
	}
	if (n && line[n - 1] == '\r')
		n--;
	line[n] = '\0';
	*len = n;
	return true;
}

char *lspReadMessage(int fd, size_t *len, const char **why)
{
	char line[LSP_MAX_HEADER];
	size_t n, length = 0;
	bool haveLength = false, tooLong, any = false;
	*why = NULL;
	for (;;) {
		if (!readLine(fd, line, sizeof line, &n, &tooLong)) {
			if (any)
				*why = "end of input inside a message header";
			return NULL;
		}
		if (tooLong) {
			*why = "a header line is too long";
			return NULL;
		}
		if (!n) {
			if (!any)
				continue; /* blank lines between messages are harmless */
			break;
		}
		any = true;
		if (!strncasecmp(line, "Content-Length:", 15)) {
			char *end;
			errno = 0;
			unsigned long long v = strtoull(line + 15, &end, 10);
			while (*end == ' ' || *end == '\t')
				end++;
			if (errno || *end || end == line + 15 || v > LSP_MAX_MESSAGE) {
				*why = "a bad Content-Length header";
				return NULL;
			}
			length = (size_t)v;
			haveLength = true;
		}
		/* Content-Type (always utf-8 JSON) and unknown headers are ignored. */
	}
	if (!haveLength) {
		*why = "a message without a Content-Length header";
		return NULL;
	}
	char *body = pirMalloc(length + 1);
	size_t got = 0;
	while (got < length) {
		if (inStart == inEnd && !fill(fd)) {
			free(body);
			*why = "end of input inside a message body";
			return NULL;
		}
		size_t k = inEnd - inStart < length - got ? inEnd - inStart : length - got;
		memcpy(body + got, inBuf + inStart, k);
		inStart += k;
		got += k;
	}
	body[length] = '\0';
	*len = length;
	return body;
}

static bool writeAll(int fd, const char *p, size_t n)
{
	while (n) {
		ssize_t k = write(fd, p, n);
		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0)
			return false;
		p += k;
		n -= (size_t)k;
	}
	return true;
}

bool lspWriteMessage(int fd, const char *body, size_t len)
{
	char head[64];
	int h = snprintf(head, sizeof head, "Content-Length: %zu\r\n\r\n", len);
	return writeAll(fd, head, (size_t)h) && writeAll(fd, body, len);
}
