/* printer.c: writes the canonical text form (docs/text-format.md). Output goes
 * through one growable buffer flushed to the FILE in large writes; the text
 * of each uniqued type and attribute dictionary is built once and cached on
 * the object, so printing is linear in the size of the program. A large
 * program is printed on two threads (printer_parallel.c). */
#include "printer.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../sys/async_writer.h"
#include "../sys/speed_paths.h"
#include "../ir/context_impl.h"
#include "../ir/type_text.h"
#include "lexer.h"
#include "printer_parallel.h"

/* An output of more than ASYNC_AFTER buffers is written by a thread while
 * the next buffer fills (async_writer.h); a small one never starts it. */
enum { FLUSH_AT = 1 << 16, ASYNC_AFTER = 4 };

void pirPrinterInit(PirPrinter *p, PirContext *ctx, FILE *f)
{
	memset(p, 0, sizeof *p);
	p->ctx = ctx;
	p->f = f;
}

void pirPrinterFlush(PirPrinter *p)
{
	if (p->f && p->len) {
		if (!p->writer && PIR_SPEED_ONLY(++p->flushes > ASYNC_AFTER))
			p->writer = pirAsyncWriterCreate(p->f);
		if (p->writer)
			p->buf = pirAsyncWriterSwap(p->writer, p->buf, p->len, &p->cap);
		else
			fwrite(p->buf, 1, p->len, p->f);
		p->len = 0;
	}
}

static void freeTails(PirPrinter *p);

void pirPrinterFinish(PirPrinter *p)
{
	pirPrinterFlush(p);
	pirAsyncWriterDestroy(p->writer);
	p->writer = NULL;
	freeTails(p);
	free(p->buf);
	p->buf = NULL;
	p->len = p->cap = 0;
}

static void grow(PirPrinter *p, size_t n);

static inline void reserve(PirPrinter *p, size_t n)
{
	if (p->len + n > p->cap)
		grow(p, n);
}

static void grow(PirPrinter *p, size_t n)
{
	if (p->f && p->len >= FLUSH_AT) {
		pirPrinterFlush(p);
		if (p->len + n <= p->cap)
			return;
	}
	/* A printer to a file starts big (it flushes at FLUSH_AT); one to
	 * memory, as the per-dictionary text cache makes one per distinct
	 * attribute dictionary, small: 128 KB for each was an mmap and munmap
	 * per dictionary under ASan (28 s of a 100,000-dictionary program). */
	p->buf = pirArrayReserve(p->buf, p->len + n, &p->cap, 1, p->f ? FLUSH_AT * 2 : 256); /* reserve(): len + n > cap */
}

void pirPrinterWrite(PirPrinter *p, const char *s, size_t n)
{
	if (!n)
		return;
	reserve(p, n);
	memcpy(p->buf + p->len, s, n);
	p->len += n;
}

void pirPrinterPuts(PirPrinter *p, const char *s)
{
	pirPrinterWrite(p, s, strlen(s));
}

static inline void putch(PirPrinter *p, char c)
{
	reserve(p, 1);
	p->buf[p->len++] = c;
}

void pirPrinterInt(PirPrinter *p, int64_t v)
{
	static const char pairs[] = "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
				    "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
				    "8081828384858687888990919293949596979899";
	/* Digits are written backwards to the middle of tmp; then 24 bytes
	 * from the first one are copied out whatever the length (a fixed-size
	 * copy is a few moves), and only the digits are kept. */
	char tmp[48];
	char *e = tmp + 24, *d = e;
	uint64_t u = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
	while (u > UINT32_MAX) {
		unsigned r = (unsigned)(u % 100);
		u /= 100;
		d -= 2;
		memcpy(d, pairs + 2 * r, 2);
	}
	uint32_t x = (uint32_t)u; /* 32-bit division is cheaper */
	while (x >= 100) {
		unsigned r = x % 100;
		x /= 100;
		d -= 2;
		memcpy(d, pairs + 2 * r, 2);
	}
	u = x;
	if (u >= 10) {
		d -= 2;
		memcpy(d, pairs + 2 * u, 2);
	} else {
		*--d = (char)('0' + u);
	}
	if (v < 0)
		*--d = '-';
	reserve(p, 24);
	memcpy(p->buf + p->len, d, 24);
	p->len += (size_t)(e - d);
}

/* Four spaces a level, up to PIR_MAX_INDENT levels (docs/text-format.md, 1.4):
 * deeper lines stay at that column, so that the output of a program
 * nested 10,000 deep grows with its ops, not with ops times depth (it was
 * 13 GB for 57 MB of input). */
void pirPrinterIndent(PirPrinter *p)
{
	size_t n = 4 * (size_t)(p->indent < PIR_MAX_INDENT ? p->indent : PIR_MAX_INDENT);
	if (p->spelling && p->spelling->oneSpaceIndent)
		n = p->indent > 0; /* Paddle before 2024-02: " (%0) = ..." at every depth */
	if (!n)
		return; /* a fresh printer has no buffer yet: memset(NULL, ., 0) is undefined */
	reserve(p, n);
	memset(p->buf + p->len, ' ', n);
	p->len += n;
}

/* Builds text with a scratch printer and copies it into the context arena. */
static const char *cacheText(PirPrinter *p, PirPrinter *tmp, uint32_t *len)
{
	char *s = pirArenaAlloc(&p->ctx->arena, tmp->len + 1);
	if (tmp->len)
		memcpy(s, tmp->buf, tmp->len);
	*len = (uint32_t)tmp->len;
	free(tmp->buf);
	return s;
}

/* ---------------------------------------------------------------- types */

/* The text itself is built by the core (lib/ir/type_text.c). */
void pirPrinterFillType(PirPrinter *p, PirType *t)
{
	uint32_t n;
	pirTypeText(p->ctx, t, &n);
}

/* An older printer's spelling, or a type whose cache may not be filled
 * now (two threads print), is built for this output only. */
static void buildType(PirPrinter *p, PirType *t)
{
	PirTypeSpelling sp, *spp = NULL;
	if (p->spelling) {
		sp = (PirTypeSpelling){.tensor = p->spelling->tensor, .questionDims = p->spelling->questionDims};
		spp = &sp;
	}
	PirTypeTextBuf b = {0};
	pirTypeTextAppend(&b, t, spp);
	pirPrinterWrite(p, b.buf, b.len);
	free(b.buf);
}

void pirPrinterType(PirPrinter *p, PirType *t)
{
	/* The cached text is today's spelling; it is a speed-only path. */
	if (p->spelling || !PIR_SPEED_ONLY(true)) {
		buildType(p, t);
		return;
	}
	if (!t->printed) {
		if (p->shared) {
			buildType(p, t);
			return;
		}
		pirPrinterFillType(p, t);
	}
	pirPrinterWrite(p, t->printed, t->printedLen);
}

/* ----------------------------------------------------------- attributes */

static void printString(PirPrinter *p, const char *s, size_t n)
{
	static const char hex[] = "0123456789abcdef";
	putch(p, '"');
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		switch (c) {
		case '"': pirPrinterWrite(p, "\\\"", 2); break;
		case '\\': pirPrinterWrite(p, "\\\\", 2); break;
		case '\n': pirPrinterWrite(p, "\\n", 2); break;
		case '\t': pirPrinterWrite(p, "\\t", 2); break;
		case '\r': pirPrinterWrite(p, "\\r", 2); break;
		default:
			if (c >= 0x80) {
				/* A valid UTF-8 sequence is written as is; any other
				 * byte is escaped, since the reader rejects invalid UTF-8. */
				size_t len = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2, bad;
				if (len <= n - i && pirUtf8Validate(s + i, len, &bad)) {
					pirPrinterWrite(p, s + i, len);
					i += len - 1;
					break;
				}
			}
			if (c < 0x20 || c >= 0x7f) {
				char e[4] = {'\\', 'x', hex[c >> 4], hex[c & 15]};
				pirPrinterWrite(p, e, 4);
			} else {
				putch(p, (char)c);
			}
		}
	}
	putch(p, '"');
}

/* The text the search in printDouble finds for a nonzero integer below
 * 2^53 (2^24 in single precision), found from its digits: Paddle's
 * attributes are mostly such (shapes and sizes as floats, 1, -1), and the
 * search cost a snprintf and a strtod per digit. Every such integer is
 * exact, so the first precision that reads back is s, its significant
 * digits (without trailing zeros); %g writes it in scientific form
 * ("1.2e+05": s digits, a point when s > 1, "e+XX") while the precision
 * is below its L digits, and plainly from L on; the search tries s to
 * s + 4 and keeps the first of the shortest. Returns the length, 0 when d
 * is not such an integer. */
static size_t integralText(double d, bool single, char *buf)
{
	double a = fabs(d);
	if (d == 0 || a >= (single ? 16777216.0 : 9007199254740992.0) || a != floor(a))
		return 0;
	uint64_t u = (uint64_t)a;
	size_t zeros = 0, sig = 0;
	for (; u % 10 == 0; u /= 10)
		zeros++;
	char digits[20]; /* the significant ones, least significant first */
	for (; u; u /= 10)
		digits[sig++] = (char)('0' + u % 10);
	size_t len = sig + zeros, n = 0;
	if (d < 0)
		buf[n++] = '-';
	size_t sciLen = sig + (sig > 1) + 4;
	if (!zeros || (len <= sig + 4 && len < sciLen)) {
		for (size_t i = sig; i-- > 0;)
			buf[n++] = digits[i];
		memset(buf + n, '0', zeros);
		n += zeros;
	} else {
		buf[n++] = digits[sig - 1];
		if (sig > 1)
			buf[n++] = '.';
		for (size_t i = sig - 1; i-- > 0;)
			buf[n++] = digits[i];
		buf[n++] = 'e';
		buf[n++] = '+';
		buf[n++] = (char)('0' + (len - 1) / 10);
		buf[n++] = (char)('0' + (len - 1) % 10);
	}
	buf[n] = 0;
	return n;
}

/* Shortest text that reads back to the same bits. */
static void printDouble(PirPrinter *p, double d, bool single)
{
	char buf[64];
	size_t n = integralText(d, single, buf);
	if (n) {
		pirPrinterWrite(p, buf, n);
		return;
	}
	if (isnan(d)) {
		pirPrinterPuts(p, signbit(d) ? "-nan" : "nan"); /* the sign of a NaN is kept */
		return;
	}
	if (isinf(d)) {
		pirPrinterPuts(p, d < 0 ? "-inf" : "inf");
		return;
	}
	/* The shortest %g text that reads back to the same bits: the first
	 * precision that round-trips, or a few more digits if that spells it
	 * shorter ("10" rather than "1e+01"). */
	char cand[64];
	int first = 0;
	for (int prec = 1; prec <= 17 && (!first || prec <= first + 4); prec++) {
		snprintf(cand, sizeof cand, "%.*g", prec, d);
		if (!(single ? strtof(cand, NULL) == (float)d : strtod(cand, NULL) == d))
			continue;
		if (!first || strlen(cand) < strlen(buf))
			memcpy(buf, cand, sizeof buf);
		if (!first)
			first = prec;
	}
	/* -0 must stay negative zero. */
	if (d == 0 && signbit(d) && buf[0] != '-')
		snprintf(buf, sizeof buf, "-0");
	pirPrinterPuts(p, buf);
}

void pirPrinterAttribute(PirPrinter *p, PirAttribute *a)
{
	switch (a->kind) {
	case PIR_ATTR_BOOL:
		pirPrinterPuts(p, a->b ? "true" : "false");
		break;
	case PIR_ATTR_STR:
		if (p->spelling && p->spelling->stringKind) {
			/* Paddle of 2023-09-15: unquoted (pirProgramCheckEraText refuses
			 * a string this cannot spell) */
			pirPrinterPuts(p, "(String)");
			pirPrinterWrite(p, a->text->str, a->text->len);
			break;
		}
		printString(p, a->text->str, a->text->len);
		break;
	case PIR_ATTR_INT32:
		pirPrinterPuts(p, "(Int32)");
		pirPrinterInt(p, a->i);
		break;
	case PIR_ATTR_INT64:
		pirPrinterPuts(p, "(Int64)");
		pirPrinterInt(p, a->i);
		break;
	case PIR_ATTR_INDEX:
		pirPrinterPuts(p, "(Index)");
		pirPrinterInt(p, a->i);
		break;
	case PIR_ATTR_POINTER: {
		char buf[32];
		snprintf(buf, sizeof buf, "(Pointer)0x%llx", (unsigned long long)a->i);
		pirPrinterPuts(p, buf);
		break;
	}
	case PIR_ATTR_FLOAT:
		pirPrinterPuts(p, "(Float)");
		printDouble(p, a->f, true);
		break;
	case PIR_ATTR_DOUBLE:
		pirPrinterPuts(p, "(Double)");
		printDouble(p, a->d, false);
		break;
	case PIR_ATTR_COMPLEX64:
	case PIR_ATTR_COMPLEX128:
		pirPrinterPuts(p, a->kind == PIR_ATTR_COMPLEX64 ? "(Complex64)(" : "(Complex128)(");
		printDouble(p, a->c.re, false);
		putch(p, ',');
		printDouble(p, a->c.im, false);
		putch(p, ')');
		break;
	case PIR_ATTR_ARRAY:
		if (p->spelling && p->spelling->arrayKind)
			pirPrinterPuts(p, "(Array)");
		putch(p, '[');
		for (uint32_t i = 0; i < a->array.size; i++) {
			if (i)
				putch(p, ',');
			pirPrinterAttribute(p, a->array.elems[i]);
		}
		putch(p, ']');
		break;
	case PIR_ATTR_TYPE:
		pirPrinterPuts(p, "(Type)");
		pirPrinterType(p, a->type);
		break;
	case PIR_ATTR_INT_ARRAY:
		pirPrinterPuts(p, "(pd_op.IntArray)[");
		for (uint32_t i = 0; i < a->ints.size; i++) {
			if (i)
				putch(p, ',');
			pirPrinterInt(p, a->ints.elems[i]);
		}
		putch(p, ']');
		break;
	case PIR_ATTR_DATA_TYPE:
		pirPrinterPuts(p, "(pd_op.DataType)");
		pirPrinterWrite(p, a->text->str, a->text->len);
		break;
	case PIR_ATTR_PLACE:
		pirPrinterPuts(p, "(pd_op.Place)Place(");
		pirPrinterWrite(p, a->text->str, a->text->len);
		putch(p, ')');
		break;
	case PIR_ATTR_DATA_LAYOUT:
		pirPrinterPuts(p, "(pd_op.DataLayout)");
		pirPrinterWrite(p, a->text->str, a->text->len);
		break;
	case PIR_ATTR_OPAQUE:
		pirPrinterWrite(p, a->text->str, a->text->len);
		break;
	case PIR_ATTR_NULL:
	default:
		pirPrinterPuts(p, "<#AttrNull>");
		break;
	}
}

static bool isPlainKey(const PirIdent *k)
{
	if (!k->len || (k->str[0] >= '0' && k->str[0] <= '9') || k->str[0] == '.')
		return false;
	for (uint32_t i = 0; i < k->len; i++) {
		char c = k->str[i];
		if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.'))
			return false;
	}
	return true;
}

bool pirAttributeElidable(const PirAttribute *a)
{
	switch (a->kind) {
	case PIR_ATTR_STR:
	case PIR_ATTR_ARRAY:
	case PIR_ATTR_INT_ARRAY:
	case PIR_ATTR_TYPE:
	case PIR_ATTR_OPAQUE: return true;
	default: return false;
	}
}

/* The text of a dictionary. With an elision limit (the cached text is the
 * full one, so it is built afresh) each value longer than the limit
 * becomes __elided__, if its kind may be (pirAttributeElidable). */
static void buildAttrDict(PirPrinter *p, PirAttrDict *d, size_t elideLimit)
{
	putch(p, '{');
	for (uint32_t i = 0; i < d->size; i++) {
		if (i)
			putch(p, ',');
		PirIdent *k = d->entries[i].name;
		if (isPlainKey(k))
			pirPrinterWrite(p, k->str, k->len);
		else
			printString(p, k->str, k->len);
		putch(p, ':');
		if (!elideLimit || !pirAttributeElidable(d->entries[i].value)) {
			pirPrinterAttribute(p, d->entries[i].value);
			continue;
		}
		PirPrinter tmp;
		pirPrinterInit(&tmp, p->ctx, NULL);
		tmp.shared = p->shared;
		tmp.spelling = p->spelling;
		pirPrinterAttribute(&tmp, d->entries[i].value);
		if (tmp.len > elideLimit)
			pirPrinterPuts(p, PIR_ELIDED_ATTR);
		else
			pirPrinterWrite(p, tmp.buf, tmp.len);
		free(tmp.buf);
	}
	putch(p, '}');
}

void pirPrinterFillAttrDict(PirPrinter *p, PirAttrDict *d)
{
	if (!d->printed) {
		PirPrinter tmp;
		pirPrinterInit(&tmp, p->ctx, NULL);
		buildAttrDict(&tmp, d, 0);
		d->printed = cacheText(p, &tmp, &d->printedLen);
	}
}

void pirPrinterAttrDict(PirPrinter *p, PirAttrDict *d)
{
	if (p->elideLimit || p->spelling || !PIR_SPEED_ONLY(true)) { /* the text cache */
		buildAttrDict(p, d, p->elideLimit);
		return;
	}
	if (!d->printed) {
		if (p->shared) {
			buildAttrDict(p, d, 0);
			return;
		}
		pirPrinterFillAttrDict(p, d);
	}
	pirPrinterWrite(p, d->printed, d->printedLen);
}

/* ------------------------------------------------------------ values, ops */

/* Numbers are assigned when the value is defined (the value state word = number + 1). */
static void nameResult(PirPrinter *p, PirValue *v)
{
	if (!p->numbered)
		v->state = p->nextValue++ + 1;
}

static void nameArg(PirPrinter *p, PirValue *v)
{
	if (!p->numbered)
		v->state = p->nextArg++ + 1;
}

void pirPrinterValue(PirPrinter *p, PirValue *v)
{
	if (!v) {
		pirPrinterPuts(p, "<<NULL VALUE>>");
		return;
	}
	if (!v->state) {
		pirPrinterPuts(p, "%<<UNNAMED>>");
		return;
	}
	if (v->isArg) {
		if (p->spelling && p->spelling->argNoUnderscore)
			pirPrinterWrite(p, "%arg", 4); /* Paddle from 2023-10-16 to 2024-02-26 */
		else
			pirPrinterWrite(p, "%arg_", 5);
		pirPrinterInt(p, v->state - 1);
	} else {
		putch(p, '%');
		pirPrinterInt(p, v->state - 1);
	}
}

void pirPrinterResults(PirPrinter *p, PirOperation *op)
{
	pirPrinterResultsForm(p, op, true, true);
}

void pirPrinterResultsForm(PirPrinter *p, PirOperation *op, bool quoted, bool spaceAfter)
{
	putch(p, '(');
	for (uint32_t i = 0; i < op->numResults; i++) {
		if (i)
			pirPrinterWrite(p, ", ", 2);
		nameResult(p, pirOperationGetResult(op, i));
		pirPrinterValue(p, pirOperationGetResult(op, i));
	}
	pirPrinterWrite(p, ") = \"", quoted ? 5 : 4);
	pirPrinterWrite(p, pirOperationGetName(op), pirOperationGetInfo(op)->name->len);
	if (quoted)
		putch(p, '"');
	if (spaceAfter)
		putch(p, ' ');
}

void pirPrinterOperandList(PirPrinter *p, PirOperation *op, uint32_t from)
{
	for (uint32_t i = from; i < op->numOperands; i++) {
		if (i > from)
			pirPrinterWrite(p, ", ", 2);
		pirPrinterValue(p, pirOperationGetOperand(op, i));
	}
}

void pirPrinterResultTypes(PirPrinter *p, PirOperation *op)
{
	for (uint32_t i = 0; i < op->numResults; i++) {
		if (i)
			pirPrinterWrite(p, ", ", 2);
		pirPrinterType(p, pirOperationGetResultType(op, i));
	}
}

static void printBlockArgs(PirPrinter *p, PirBlock *b)
{
	for (uint32_t i = 0; i < b->numArgs; i++)
		nameArg(p, b->args[i]);
	pirPrinterIndent(p);
	pirPrinterWrite(p, "^bb", 3);
	pirPrinterInt(p, b->state);
	if (b->numArgs) {
		putch(p, '(');
		for (uint32_t i = 0; i < b->numArgs; i++) {
			if (i)
				pirPrinterWrite(p, ", ", 2);
			pirPrinterValue(p, b->args[i]);
			pirPrinterWrite(p, ": ", 2);
			pirPrinterType(p, pirValueGetType(b->args[i]));
		}
		putch(p, ')');
	}
	pirPrinterWrite(p, ":\n", 2);
}

void pirPrinterBlockOps(PirPrinter *p, PirBlock *b)
{
	p->indent++;
	for (PirOperation *op = b->first; op; op = pirOperationGetNextInBlock(op))
		pirPrinterOperation(p, op);
	p->indent--;
}

/* Whether an op of the block names the block as a successor (only ops of
 * the same region can). */
static bool isBranchTarget(PirBlock *b)
{
	for (PirOperation *op = b->first; op; op = pirOperationGetNextInBlock(op))
		for (uint32_t i = 0; i < op->numSuccessors; i++)
			if (pirOperationGetSuccessors(op)[i] == b)
				return true;
	return false;
}

/* Prints '{', the blocks, and the closing '}' at the current indent (no
 * newline after it). Labels are printed when needed: more than one block,
 * block arguments, or a successor that names the block. */
static void printRegion(PirPrinter *p, PirRegion *r, PirAttrDict *header)
{
	putch(p, '{');
	if (header) {
		putch(p, ' ');
		pirPrinterAttrDict(p, header);
	}
	putch(p, '\n');
	uint32_t n = 0;
	for (PirBlock *b = r->first; b; b = b->next, n++)
		if (!p->numbered)
			b->state = n;
	for (PirBlock *b = r->first; b; b = b->next) {
		if (n > 1 || b->numArgs || isBranchTarget(b))
			printBlockArgs(p, b);
		pirPrinterBlockOps(p, b);
	}
	pirPrinterIndent(p);
	putch(p, '}');
}

void pirPrinterRegion(PirPrinter *p, PirRegion *r)
{
	printRegion(p, r, NULL);
}

/* The program's own attributes (those of its builtin.module: the JSON
 * header, docs/text-format.md 1.2) after its '{', when it has any; not in
 * an older printer's spelling, which had no place for them. */
PirAttrDict *pirPrinterProgramHeader(PirPrinter *p, PirProgram *prog)
{
	PirAttrDict *d = pirOperationGetAttrDict(prog->module);
	return d && d->size && !p->spelling ? d : NULL;
}

static PirType *operandType(PirPrinter *p, PirOperation *op, uint32_t i)
{
	PirValue *v = pirOperationGetOperand(op, i);
	return v ? pirValueGetType(v) : pirTypeGetNull(p->ctx);
}

/* "{attrs} : (types) -> types" */
static void writeTail(PirPrinter *p, PirOperation *op)
{
	pirPrinterAttrDict(p, pirOperationGetAttrDict(op));
	pirPrinterWrite(p, " : (", 4);
	for (uint32_t i = 0; i < op->numOperands; i++) {
		if (i)
			pirPrinterWrite(p, ", ", 2);
		pirPrinterType(p, operandType(p, op, i));
	}
	pirPrinterWrite(p, ") ->", 4);
	if (op->numResults || p->spelling) /* Paddle's printers: "-> " also before no type */
		putch(p, ' ');
	if (op->numResults)
		pirPrinterResultTypes(p, op);
}

/* An op's tail text, by the attribute dictionary and types it is made of:
 * ops of a kind repeat it, and copying it is cheaper than assembling it.
 * Two entries a hash value, the one used last first: with one, two tails
 * printed in turn whose hashes met (the types' addresses decide it) took
 * each other's place at every op, a fifth of the printing. */
enum { TAIL_SETS = 32, TAIL_MAX_TYPES = 6 };
struct PirPrintedTail {
	PirAttrDict *attrs;
	uint32_t numOperands, numResults;
	PirType *types[TAIL_MAX_TYPES];
	char *text;
	size_t len;
};

static void freeTails(PirPrinter *p)
{
	for (size_t i = 0; p->tails && i < 2 * TAIL_SETS; i++)
		free(p->tails[i].text);
	free(p->tails);
	p->tails = NULL;
}

static bool sameTail(const struct PirPrintedTail *e, PirOperation *op, PirType *const *types, uint32_t n)
{
	return e->text && e->attrs == pirOperationGetAttrDict(op) && e->numOperands == op->numOperands &&
	       e->numResults == op->numResults && !memcmp(e->types, types, n * sizeof *types);
}

static void printTail(PirPrinter *p, PirOperation *op)
{
	uint32_t n = op->numOperands + op->numResults;
	if (p->elideLimit || p->spelling || !PIR_SPEED_ONLY(n <= TAIL_MAX_TYPES)) {
		writeTail(p, op);
		return;
	}
	PirType *types[TAIL_MAX_TYPES];
	uint64_t h = (uintptr_t)pirOperationGetAttrDict(op) ^ op->numOperands;
	for (uint32_t i = 0; i < n; i++) {
		types[i] = i < op->numOperands ? operandType(p, op, i)
		                               : pirOperationGetResultType(op, i - op->numOperands);
		h = (h ^ (uintptr_t)types[i]) * 0x9e3779b97f4a7c15ull;
	}
	if (!p->tails)
		p->tails = pirCalloc(2 * TAIL_SETS, sizeof *p->tails);
	struct PirPrintedTail *e = &p->tails[2 * ((h >> 32) % TAIL_SETS)];
	for (int w = 0; w < 2; w++)
		if (sameTail(&e[w], op, types, n)) {
			if (w) {
				struct PirPrintedTail used = e[1];
				e[1] = e[0];
				e[0] = used;
			}
			pirPrinterWrite(p, e[0].text, e[0].len);
			return;
		}
	PirPrinter tmp;
	pirPrinterInit(&tmp, p->ctx, NULL);
	tmp.shared = p->shared;
	writeTail(&tmp, op);
	pirPrinterWrite(p, tmp.buf, tmp.len);
	free(e[1].text); /* the one used longer ago goes */
	e[1] = e[0];
	/* Kept at its size (a printer's buffer starts at 128 KB). */
	char *text = pirMalloc(tmp.len);
	memcpy(text, tmp.buf, tmp.len);
	free(tmp.buf);
	e[0] = (struct PirPrintedTail){pirOperationGetAttrDict(op), op->numOperands, op->numResults, {0}, text, tmp.len};
	memcpy(e[0].types, types, n * sizeof *types);
}

static void printGeneric(PirPrinter *p, PirOperation *op)
{
	pirPrinterResults(p, op);
	putch(p, '(');
	pirPrinterOperandList(p, op, 0);
	putch(p, ')');
	if (op->numSuccessors) {
		pirPrinterWrite(p, " [", 2);
		for (uint32_t i = 0; i < op->numSuccessors; i++) {
			if (i)
				pirPrinterWrite(p, ", ", 2);
			pirPrinterWrite(p, "^bb", 3);
			pirPrinterInt(p, pirOperationGetSuccessors(op)[i]->state);
		}
		putch(p, ']');
	}
	putch(p, ' ');
	printTail(p, op);
	for (uint32_t r = 0; r < op->numRegions; r++) {
		putch(p, ' ');
		pirPrinterRegion(p, pirOperationGetRegion(op, r));
	}
	putch(p, '\n');
}

/* --print-debuginfo: the op's location on a comment line of its own, so
 * the text reads back the same: // loc("model.pir":12:5), // loc("model.json":
 * "program.regions[0].blocks[0].ops[3] ('1.relu')") for a label
 * (lib/ir/locations.c), // loc(unknown) for an op built, not read. */
static void printLocation(PirPrinter *p, PirOperation *op)
{
	PirLocation loc = pirOperationGetLoc(op);
	char buf[1200];
	int n;
	if (!loc.file) {
		n = snprintf(buf, sizeof buf, "// loc(unknown)\n");
	} else if (loc.line) {
		n = snprintf(buf, sizeof buf, "// loc(\"%s\":%u:%u)\n", loc.file->str, loc.line, loc.col);
	} else {
		char label[1024];
		size_t k = pirLocationFormatLabel(p->ctx, loc, label, sizeof label);
		n = k ? snprintf(buf, sizeof buf, "// loc(\"%s\": \"%s\")\n", loc.file->str, label)
		      : snprintf(buf, sizeof buf, "// loc(\"%s\")\n", loc.file->str);
	}
	for (int i = 0; i < n && (size_t)i < sizeof buf; i++)
		if (buf[i] == '\n' && i != n - 1)
			buf[i] = ' '; /* a name with a newline would end the comment */
	pirPrinterWrite(p, buf, n > 0 && (size_t)n < sizeof buf ? (size_t)n : sizeof buf - 1);
	pirPrinterIndent(p);
}

void pirPrinterOperation(PirPrinter *p, PirOperation *op)
{
	pirPrinterIndent(p);
	if (p->debugInfo)
		printLocation(p, op);
	if (!p->generic && pirOperationGetInfo(op)->iface.print && pirOperationGetInfo(op)->iface.print(p, op))
		return;
	printGeneric(p, op);
}

void pirPrinterProgram(PirPrinter *p, PirProgram *prog)
{
	p->nextValue = p->nextArg = 0;
	if (PIR_SPEED_ONLY(true) && pirPrinterProgramParallel(p, prog))
		return;
	p->nextValue = p->nextArg = 0;
	PirRegion *r = pirOperationGetRegion(prog->module, 0);
	printRegion(p, r, pirPrinterProgramHeader(p, prog));
	putch(p, '\n');
}

/* ------------------------------------------------------------ public API */

void pirPrintProgram(PirProgram *prog, FILE *f)
{
	PirPrinter p;
	pirPrinterInit(&p, prog->ctx, f);
	pirProgramBeginRun(prog, "printer");
	pirPrinterProgram(&p, prog);
	pirProgramEndRun(prog, "printer");
	pirPrinterFinish(&p);
}

void pirPrintProgramWithOptions(PirProgram *prog, FILE *f, const PirPrintOptions *opts)
{
	PirPrinter p;
	pirPrinterInit(&p, prog->ctx, f);
	if (opts) {
		p.generic = opts->generic;
		p.elideLimit = opts->elideAttrsLargerThan;
		p.debugInfo = opts->debugInfo;
		p.spelling = opts->spelling;
	}
	pirProgramBeginRun(prog, "printer");
	pirPrinterProgram(&p, prog);
	pirProgramEndRun(prog, "printer");
	pirPrinterFinish(&p);
}

void pirPrintOperation(PirOperation *op, FILE *f)
{
	PirPrinter p;
	PirProgram *prog = pirOperationGetProgram(op);
	pirPrinterInit(&p, pirOperationGetContext(op), f);
	if (prog)
		pirProgramBeginRun(prog, "printer");
	pirPrinterOperation(&p, op);
	if (prog)
		pirProgramEndRun(prog, "printer");
	else /* no run owns them: leave them as made (the verifier trusts a program no run has owned) */
		for (uint32_t i = 0; i < op->numResults; i++)
			pirOperationGetResult(op, i)->state = 0;
	pirPrinterFinish(&p);
}

void pirPrintType(PirContext *ctx, PirType *t, FILE *f)
{
	PirPrinter p;
	pirPrinterInit(&p, ctx, f);
	pirPrinterType(&p, t);
	pirPrinterFinish(&p);
}

void pirPrintAttribute(PirContext *ctx, PirAttribute *a, FILE *f)
{
	PirPrinter p;
	pirPrinterInit(&p, ctx, f);
	pirPrinterAttribute(&p, a);
	pirPrinterFinish(&p);
}

static char *takeString(PirPrinter *p, size_t *len)
{
	putch(p, '\0');
	freeTails(p);
	if (len)
		*len = p->len - 1;
	return p->buf;
}

char *pirProgramToString(PirProgram *prog, size_t *len)
{
	PirPrinter p;
	pirPrinterInit(&p, prog->ctx, NULL);
	pirProgramBeginRun(prog, "printer");
	pirPrinterProgram(&p, prog);
	pirProgramEndRun(prog, "printer");
	return takeString(&p, len);
}

char *pirAttributeToString(PirContext *ctx, PirAttribute *a)
{
	PirPrinter p;
	pirPrinterInit(&p, ctx, NULL);
	pirPrinterAttribute(&p, a);
	return takeString(&p, NULL);
}
