/* printer.h: the printer's building blocks, for custom op forms
 * (dialects/hooks/control_flow.c prints pd_op.if and pd_op.while with them). */
#ifndef PIR_PRINTER_H
#define PIR_PRINTER_H

#include "text.h"

/* Lines are indented 4 spaces a level up to this many levels. */
enum { PIR_MAX_INDENT = 64 };

struct PirPrinter {
	PirContext *ctx;
	FILE *f; /* NULL: accumulate in buf */
	char *buf;
	size_t len, cap;
	int indent;
	uint32_t nextValue, nextArg;
	bool generic;      /* no custom op forms (--print-op-generic) */
	size_t elideLimit; /* attribute values longer than this print as __elided__; 0: never */
	bool debugInfo;    /* each op's location as a comment line before it (--print-debuginfo) */
	/* An older printer's spellings (--emit-era): types and dictionaries
	 * are built afresh, their cached (today's) text neither read nor set. */
	const PirTextSpelling *spelling;
	struct PirPrintedTail *tails; /* printer.c: op tails printed before, by what they print */
	struct PirAsyncWriter *writer; /* writes full buffers to f on a thread (large outputs) */
	unsigned flushes;
	/* Set while two threads print one program (printer_parallel.c): value
	 * and block numbers were assigned by a walk before, so printing only
	 * reads them; and the text caches on shared types and dictionaries are
	 * only read (a missing one is built into the output, not cached). */
	bool numbered, shared;
};

void pirPrinterInit(PirPrinter *p, PirContext *ctx, FILE *f);
void pirPrinterFlush(PirPrinter *p);
void pirPrinterFinish(PirPrinter *p);
void pirPrinterWrite(PirPrinter *p, const char *s, size_t n);
void pirPrinterPuts(PirPrinter *p, const char *s);
void pirPrinterInt(PirPrinter *p, int64_t v);
void pirPrinterIndent(PirPrinter *p);
void pirPrinterType(PirPrinter *p, PirType *t);
void pirPrinterAttribute(PirPrinter *p, PirAttribute *a);
void pirPrinterAttrDict(PirPrinter *p, PirAttrDict *d);
void pirPrinterValue(PirPrinter *p, PirValue *v);
/* "(%0, %1) = \"name\" ": names the results. */
void pirPrinterResults(PirPrinter *p, PirOperation *op);
/* The same, the name quoted or not, a space after it or not (the forms of
 * older printers: pd_op.if unquoted, "pd_op.while"(cond=...). */
void pirPrinterResultsForm(PirPrinter *p, PirOperation *op, bool quoted, bool spaceAfter);
void pirPrinterOperandList(PirPrinter *p, PirOperation *op, uint32_t from);
void pirPrinterResultTypes(PirPrinter *p, PirOperation *op);
/* The ops of a block, one indent level deeper. */
void pirPrinterBlockOps(PirPrinter *p, PirBlock *b);
void pirPrinterRegion(PirPrinter *p, PirRegion *r);
void pirPrinterOperation(PirPrinter *p, PirOperation *op);
void pirPrinterProgram(PirPrinter *p, PirProgram *prog);
/* The attributes printed after the program's '{'; NULL for none. */
PirAttrDict *pirPrinterProgramHeader(PirPrinter *p, PirProgram *prog);
/* Numbers a block argument (custom forms that print arguments themselves).
 * Custom forms must name values in the generic order: the op's results,
 * then each region's blocks in turn, a block's arguments before its ops;
 * the walk of printer_parallel.c assigns numbers in that order. */
static inline void pirPrinterNameArg(PirPrinter *p, PirValue *v)
{
	if (!p->numbered)
		v->state = p->nextArg++ + 1;
}

#endif
