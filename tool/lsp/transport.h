/* transport.h: LSP's base protocol over a pair of file descriptors: each
 * message is a header block ("Content-Length: N", CRLF-terminated lines,
 * an empty line) followed by N bytes of JSON. */
#ifndef PIR_LSP_TRANSPORT_H
#define PIR_LSP_TRANSPORT_H

#include <stdbool.h>
#include <stddef.h>

/* The body of the next message in a malloc'ed, NUL-terminated buffer
 * (*len bytes); NULL at end of input or on a malformed header (then *why
 * says what was wrong, or is NULL at a clean end of input). */
char *lspReadMessage(int fd, size_t *len, const char **why);
/* Writes one message with its header; false if the output is gone. */
bool lspWriteMessage(int fd, const char *body, size_t len);

#endif
