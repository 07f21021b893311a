/* floor_tokens.c: the I/O floor of reading and printing a program. It reads
 * the whole file with read(2), splits it into tokens with a naive C
 * tokenizer (identifiers, numbers, %names, "strings", one-character
 * punctuation), counting them, and writes what it has tokenized to stdout
 * after every megabyte, in 1 MB write(2)s: as many bytes as it read. No
 * token is stored or copied one by one, so this is a lower bound on any
 * reader and printer; `make bench` reports pir-opt's read+print as a
 * multiple of it (bench/README.md).
 *
 *   floor-tokens FILE > /dev/null     prints the token count on stderr */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

enum { OUT_CHUNK = 1 << 20 };

static void writeOut(const char *s, size_t n)
{
	for (size_t off = 0; off < n;) {
		ssize_t w = write(1, s + off, n - off);
		if (w <= 0) {
			perror("floor-tokens: write");
			exit(1);
		}
		off += (size_t)w;
	}
}

static int isIdent(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.';
}

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: floor-tokens FILE\n");
		return 2;
	}
	int fd = open(argv[1], O_RDONLY);
	struct stat st;
	if (fd < 0 || fstat(fd, &st) != 0) {
		perror(argv[1]);
		return 1;
	}
	size_t len = (size_t)st.st_size;
	char *buf = malloc(len + 1);
	if (!buf) {
		perror("floor-tokens: malloc");
		return 1;
	}
	for (size_t off = 0; off < len;) {
		ssize_t r = read(fd, buf + off, len - off);
		if (r <= 0) {
			perror(argv[1]);
			return 1;
		}
		off += (size_t)r;
	}
	close(fd);
	buf[len] = '\0';

	size_t tokens = 0;
	const char *p = buf, *end = buf + len, *written = buf;
	while (p < end) {
		if (p - written >= OUT_CHUNK) {
			writeOut(written, OUT_CHUNK);
			written += OUT_CHUNK;
		}
		unsigned char c = (unsigned char)*p;
		if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
			p++;
			continue;
		}
		if (c == '"') {
			p++;
			while (p < end && *p != '"')
				p += (*p == '\\' && p + 1 < end) ? 2 : 1;
			if (p < end)
				p++;
		} else if (c == '%' || c == '^' || isIdent(c)) {
			p++;
			while (p < end && isIdent((unsigned char)*p))
				p++;
		} else if (c == '-' && p + 1 < end && p[1] == '>') {
			p += 2;
		} else {
			p++;
		}
		tokens++;
	}
	writeOut(written, (size_t)(end - written));
	fprintf(stderr, "floor-tokens: %zu bytes, %zu tokens\n", len, tokens);
	free(buf);
	return 0;
}
