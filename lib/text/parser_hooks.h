/* parser_hooks.h: what a dialect's custom op syntax may call while the
 * reader parses one of its ops (the parse side of printer.h). A hook owns
 * only the part of the op it is called for and reports errors through
 * these calls, so they come out located like the reader's own. */
#ifndef PIR_PARSER_HOOKS_H
#define PIR_PARSER_HOOKS_H

#include "text.h"

/* True, consuming both, when `kw =` comes next. */
bool pirParserAcceptKeywordAssign(PirParser *p, const char *kw);
/* `kw =` must come next; else an error naming it. */
bool pirParserExpectKeywordAssign(PirParser *p, const char *kw);
/* A value use (%x or <<NULL VALUE>>) comes next. */
bool pirParserAtOperand(PirParser *p);
/* Parses one value use as the op's next operand; *count counts them. */
bool pirParserParseOperand(PirParser *p, size_t *count);
/* True, consuming it, when ',' comes next. */
bool pirParserAcceptComma(PirParser *p);
/* ')' must close the operand list (the error names where it opened). */
bool pirParserCloseOperands(PirParser *p, const char *what);

#endif
