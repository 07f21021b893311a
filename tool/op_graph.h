/* op_graph.h: the program's data-flow graph as Graphviz DOT
 * (--print-op-graph, like mlir-opt's --view-op-graph). */
#ifndef PIR_OP_GRAPH_H
#define PIR_OP_GRAPH_H

#include <stdio.h>

#include "../lib/pir.h"

/* Attribute values longer than this are elided in node labels unless
 * --elide-attrs-if-larger says otherwise. */
enum { PIR_OP_GRAPH_DEFAULT_ELIDE = 32, PIR_OP_GRAPH_DEFAULT_DEPTH = 2 };
/* Graphs of more nodes get layout limits that keep dot fast. */
enum { PIR_OP_GRAPH_FAST_LAYOUT = 400 };

/* What to leave out and what to draw (docs/tooling.md). */
typedef struct PirOpGraphOptions {
	bool hideParameters; /* reads of non-input variables (builtin.parameter) */
	bool hideConstants;  /* ConstantLike ops (pd_op.full, ...) */
	bool hideAttributes; /* node labels: the op name only */
	bool hideTypes;      /* edge labels: the value only */
	bool collapseRegions; /* an op with regions is one node */
	const char *focus;   /* NULL, or %N, %arg_N or an op name: draw only its neighbourhood */
	uint32_t depth;      /* of that neighbourhood, in edges (0: PIR_OP_GRAPH_DEFAULT_DEPTH) */
} PirOpGraphOptions;

/* Reads --graph-hide's list ("parameters,constants,attributes,types");
 * false after an error on stderr naming the unknown item. */
bool pirOpGraphParseHide(PirOpGraphOptions *o, const char *list, const char *progName);

/* Writes `digraph program_<index> { ... }`: one node per op (name and the
 * attributes that differ from their YAML default), one edge per use
 * labelled with the value as the printer names it and its type, a cluster
 * per region, block arguments as ellipses; parameters, inputs and outputs
 * filled in colour. Attribute values longer than print->elideAttrsLargerThan
 * (or the default above) print as __elided__. With opts->focus, only the ops
 * within opts->depth edges of it are drawn, and values that come from
 * outside that neighbourhood are plain text nodes. Returns false, writing
 * nothing, when the focus names nothing in the program (an error on
 * stderr). */
bool pirWriteOpGraph(PirProgram *prog, FILE *f, size_t index, const PirOpGraphOptions *opts,
		     const PirPrintOptions *print, const char *progName);

#endif
