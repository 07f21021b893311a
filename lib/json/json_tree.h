/* json_tree.h: a JSON document as a compact tree of nodes, built from the
 * events of yajl's parser in the chunks of lib/json/json_alloc.c (valid until
 * pirJsonAllocEnd, but for the members of the ops a hook takes while
 * parsing). What lib/json/json_reader.c walks. Not public. */
#ifndef PIR_JSON_TREE_H
#define PIR_JSON_TREE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef enum PirJsonKind {
	PIR_JSON_NULL,
	PIR_JSON_FALSE,
	PIR_JSON_TRUE,
	PIR_JSON_INT,  /* a number written without '.' or exponent that fits in 64 bits: exact */
	PIR_JSON_REAL, /* any other number */
	PIR_JSON_STRING,
	PIR_JSON_ARRAY,
	PIR_JSON_OBJECT,
} PirJsonKind;

typedef struct PirJsonNode {
	struct PirJsonNode *next; /* the next item of the parent array or object */
	const char *key;	  /* the member's name (NUL-terminated) in an object, else NULL */
	union {
		struct PirJsonNode *child; /* ARRAY, OBJECT: the first item */
		const char *str;	   /* STRING, NUL-terminated (a \u0000 in it ends it early) */
		int64_t i;		   /* INT */
		double d;		   /* REAL */
	};
	uint32_t len; /* ARRAY, OBJECT: the number of items; STRING: its bytes */
	uint8_t kind; /* PirJsonKind */
} PirJsonNode;

/* Why pirJsonParse failed. */
typedef enum PirJsonError {
	PIR_JSON_OK,
	PIR_JSON_TRUNCATED,  /* the text ends inside a value */
	PIR_JSON_SYNTAX,     /* not JSON, at *at */
	PIR_JSON_TRAILING,   /* text after the document, at *at */
	PIR_JSON_TOO_DEEP,   /* nesting beyond PIR_JSON_MAX_DEPTH, at *at */
	PIR_JSON_BAD_ESCAPE, /* a \u escape that is no UTF-16 character in the string ending at *at */
} PirJsonError;

enum { PIR_JSON_MAX_DEPTH = 1000 };

/* Called while parsing for each object among the items of the array at
 * program.regions[0].blocks[0].ops (a PIR program's ops) as soon as it
 * closes: block is that block's object, open, with its members so far;
 * index is the op's position. Returning true drops the op's members (the
 * op's node stays, without them) and reuses their memory for the next op:
 * the caller is done with them and keeps no pointer into them. */
typedef bool (*PirJsonOpHook)(void *ctx, PirJsonNode *block, PirJsonNode *op, size_t index);

/* The document in buf[0..len), which must be valid UTF-8 (the caller
 * checks: yajl's check is weaker). NULL on invalid JSON, with *err, *at
 * (a byte offset) and why[0..whySize) (yajl's words for a syntax error,
 * "" otherwise) set. Needs pirJsonAllocBegin. */
PirJsonNode *pirJsonParse(const char *buf, size_t len, PirJsonOpHook hook, void *hookCtx, PirJsonError *err, size_t *at,
			  char *why, size_t whySize);

#endif
