/* printer_parallel.h: printing a large program on two threads
 * (printer_parallel.c); internal to printer.c. */
#ifndef PIR_PRINTER_PARALLEL_H
#define PIR_PRINTER_PARALLEL_H

#include "printer.h"

/* Prints the program as pirPrinterProgram does, byte for byte, with a
 * second thread when threads are on, p writes to a FILE and the top-level
 * block is large; returns false, having printed nothing, otherwise. */
bool pirPrinterProgramParallel(PirPrinter *p, PirProgram *prog);

/* Build and cache the text of a type / an attribute dictionary if it is
 * not cached yet (printer.c); the printer does it on first use. */
void pirPrinterFillType(PirPrinter *p, PirType *t);
void pirPrinterFillAttrDict(PirPrinter *p, PirAttrDict *d);

#endif
