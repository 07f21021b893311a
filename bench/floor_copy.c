/* floor_copy.c: the bare I/O floor: read the whole file with read(2) and
 * write it to stdout in 1 MB write(2)s, touching nothing else. `make bench`
 * reports it next to floor_tokens.c's figure (bench/README.md).
 *
 *   floor-copy FILE > /dev/null */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

enum { OUT_CHUNK = 1 << 20 };

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: floor-copy FILE\n");
		return 2;
	}
	int fd = open(argv[1], O_RDONLY);
	struct stat st;
	if (fd < 0 || fstat(fd, &st) != 0) {
		perror(argv[1]);
		return 1;
	}
	size_t len = (size_t)st.st_size;
	char *buf = malloc(len ? len : 1);
	if (!buf) {
		perror("floor-copy: malloc");
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
	for (size_t off = 0; off < len;) {
		size_t n = len - off < OUT_CHUNK ? len - off : OUT_CHUNK;
		ssize_t w = write(1, buf + off, n);
		if (w <= 0) {
			perror("floor-copy: write");
			return 1;
		}
		off += (size_t)w;
	}
	free(buf);
	return 0;
}
