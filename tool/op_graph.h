/* op_graph.h: the program's data-flow graph as Graphviz DOT
 * (--print-op-graph, like mlir-opt's --view-op-graph). */
#ifndef PIR_OP_GRAPH_H
#define PIR_OP_GRAPH_H

#include <stdio.h>

#include "../lib/pir.h"

/* Attribute values longer than this are elided in node labels unless
 * --elide-attrs-if-larger says otherwise. */
enum { PIR_OP_GRAPH_DEFAULT_ELIDE = 32 };

/* Writes `digraph program_<index> { ... }`: one node per op (name and the
 * attributes that differ from their YAML default), one edge per use
 * labelled with the value's type, a cluster per region, block arguments as
 * ellipses; parameters, inputs and outputs filled in colour. Attribute
 * values longer than opts->elideAttrsLargerThan (or the default above)
 * print as __elided__. */
void pirWriteOpGraph(PirProgram *prog, FILE *f, size_t index, const PirPrintOptions *opts);

#endif
