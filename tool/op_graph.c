/* op_graph.c: writes a program as a Graphviz DOT data-flow graph.
 *
 *   op_N   [shape=Mrecord, label="{pd_op.matmul|transpose_x: false\l}"]
 *   arg_N  [shape=ellipse, label="%arg_0"]   (block arguments)
 *   op_A -> op_B [label="tensor<4x4xf32>"]   (one edge per use)
 *   subgraph cluster_N { ... }               (an op with regions, and each region)
 *
 * Record labels are escaped for records (\ { } | < > " and newlines); edge
 * and cluster labels for quoted strings. Colours mark the program's
 * boundary, found from the ops' roles in the YAML: parameters
 * (builtin.parameter) yellow, inputs (pd_op.data, pd_op.feed, program
 * arguments) blue, outputs (builtin.shadow_output, pd_op.fetch,
 * builtin.set_parameter, labelled "writes parameter") green, block
 * arguments purple.
 * The writer is linear in the size of the program, nesting included. */
#include "op_graph.h"

#include <stdlib.h>
#include <string.h>

typedef struct Graph {
	FILE *f;
	PirContext *ctx;
	size_t elide;
	uint32_t nextOp, nextArg, nextCluster;
} Graph;

#define COLOR_PARAMETER "#fff2cc"
#define COLOR_INPUT "#dae8fc"
#define COLOR_OUTPUT "#d5e8d4"
#define COLOR_BLOCK_ARG "#e1d5e7"

/* The op's place at the boundary of the program, from its role in the YAML
 * (docs/dialect-yaml.md, "Roles"): reads of a variable are inputs (storage
 * class input) or parameters (other storage classes), writes of a variable
 * and ops with the output role are outputs. */
typedef struct Boundary {
	const char *verb, *what; /* label: "(what)" or "(verb what)"; what NULL: an inner op */
	const char *color;
} Boundary;

static Boundary boundaryOf(const PirOperation *op)
{
	const PirOpInfo *info = pirOperationGetInfo(op);
	const char *storage = info->varStorage ? info->varStorage->str : "variable";
	switch (pirOpInfoGetRole(info)) {
	case PIR_ROLE_VARIABLE_READ:
		return (Boundary){NULL, storage, strcmp(storage, "input") ? COLOR_PARAMETER : COLOR_INPUT};
	case PIR_ROLE_VARIABLE_WRITE:
		return (Boundary){strcmp(storage, "output") ? "writes" : NULL, storage, COLOR_OUTPUT};
	case PIR_ROLE_OUTPUT:
		return (Boundary){NULL, "output", COLOR_OUTPUT};
	default:
		return (Boundary){NULL, NULL, NULL};
	}
}

/* Two spaces a level, up to 32 levels: DOT ignores the indentation, and
 * indenting every line of a program nested 200 deep by 400 spaces made the
 * output grow with depth times size. */
enum { MAX_INDENT = 32 };

static void indent(Graph *g, int depth)
{
	static const char spaces[] = "                                                                ";
	_Static_assert(sizeof spaces - 1 == 2 * MAX_INDENT, "two spaces a level");
	fwrite(spaces, 1, 2 * (size_t)(depth < MAX_INDENT ? depth : MAX_INDENT), g->f);
}

/* Text inside a record label: the record metacharacters are escaped too. */
static void putRecordText(FILE *f, const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		char c = s[i];
		if (c == '\n')
			fputs("\\n", f);
		else {
			if (c && strchr("\\{}|<>\" ", c))
				fputc('\\', f);
			fputc(c, f);
		}
	}
}

/* Text inside a quoted DOT string (edge and cluster labels). */
static void putQuotedText(FILE *f, const char *s)
{
	for (; *s; s++) {
		if (*s == '\n') {
			fputs("\\n", f);
			continue;
		}
		if (*s == '"' || *s == '\\')
			fputc('\\', f);
		fputc(*s, f);
	}
}

/* Is the attribute the one the op's definition would give it anyway? */
static bool isDefault(const PirOperation *op, PirIdent *name, PirAttribute *value)
{
	const PirOpDef *d = pirOperationGetInfo(op)->def;
	if (!d)
		return false;
	for (uint32_t i = 0; i < d->numAttrs; i++)
		if (d->attrs[i].name == name)
			return d->attrs[i].deflt == value;
	return false;
}

static void writeOpNode(Graph *g, PirOperation *op, int depth)
{
	op->state.graphId = g->nextOp++;
	const char *name = pirOperationGetName(op);
	Boundary role = boundaryOf(op);
	indent(g, depth);
	fprintf(g->f, "op_%u [shape=Mrecord, ", op->state.graphId);
	if (role.color)
		fprintf(g->f, "style=filled, fillcolor=\"%s\", ", role.color);
	fputs("label=\"{", g->f);
	putRecordText(g->f, name, strlen(name));
	if (role.what) {
		fputs("\\ (", g->f);
		if (role.verb) {
			putRecordText(g->f, role.verb, strlen(role.verb));
			fputs("\\ ", g->f);
		}
		putRecordText(g->f, role.what, strlen(role.what));
		fputc(')', g->f);
	}
	bool first = true;
	for (uint32_t i = 0; i < pirOperationGetAttrDict(op)->size; i++) {
		PirNamedAttr *e = &pirOperationGetAttrDict(op)->entries[i];
		if (isDefault(op, e->name, e->value))
			continue;
		fputs(first ? "|" : "", g->f);
		first = false;
		putRecordText(g->f, e->name->str, e->name->len);
		fputs(":\\ ", g->f);
		char *text = pirAttributeToString(g->ctx, e->value);
		size_t n = strlen(text);
		if (n > g->elide && pirAttributeElidable(e->value))
			putRecordText(g->f, PIR_ELIDED_ATTR, strlen(PIR_ELIDED_ATTR));
		else
			putRecordText(g->f, text, n);
		free(text);
		fputs("\\l", g->f);
	}
	fputs("}\"];\n", g->f);
}

static void writeOps(Graph *g, PirBlock *b, int depth);

static void writeRegions(Graph *g, PirOperation *op, int depth)
{
	for (uint32_t r = 0; r < op->numRegions; r++) {
		PirRegion *region = pirOperationGetRegion(op, r);
		indent(g, depth);
		fprintf(g->f, "subgraph cluster_%u {\n", g->nextCluster++);
		indent(g, depth + 1);
		fprintf(g->f, "label=\"region %u\"; style=dashed;\n", r);
		uint32_t nb = 0;
		for (PirBlock *b = region->first; b; b = b->next, nb++) {
			for (uint32_t i = 0; i < b->numArgs; i++) {
				PirValue *a = b->args[i];
				a->state.graphId = g->nextArg++;
				indent(g, depth + 1);
				fprintf(g->f, "arg_%u [shape=ellipse, style=filled, fillcolor=\"" COLOR_BLOCK_ARG "\", label=\"^bb%u arg %u\"];\n",
					a->state.graphId, nb, i);
			}
			writeOps(g, b, depth + 1);
		}
		indent(g, depth);
		fputs("}\n", g->f);
	}
}

static void writeOps(Graph *g, PirBlock *b, int depth)
{
	for (PirOperation *op = b->first; op; op = pirOperationGetNextInBlock(op)) {
		if (!op->numRegions) {
			writeOpNode(g, op, depth);
			continue;
		}
		indent(g, depth);
		fprintf(g->f, "subgraph cluster_%u {\n", g->nextCluster++);
		indent(g, depth + 1);
		fputs("label=\"", g->f);
		putQuotedText(g->f, pirOperationGetName(op));
		fputs("\"; style=rounded;\n", g->f);
		writeOpNode(g, op, depth + 1);
		writeRegions(g, op, depth + 1);
		indent(g, depth);
		fputs("}\n", g->f);
	}
}

static void writeEdge(Graph *g, PirValue *v, const PirOperation *user)
{
	if (v->isArg)
		fprintf(g->f, "  arg_%u -> op_%u", v->state.graphId, user->state.graphId);
	else
		fprintf(g->f, "  op_%u -> op_%u", pirValueGetDefiningOp(v)->state.graphId, user->state.graphId);
	fputs(" [label=\"", g->f);
	if (!v->isArg && pirValueGetDefiningOp(v)->numResults > 1)
		fprintf(g->f, "#%u ", v->index);
	char *t = pirTypeToString(g->ctx, pirValueGetType(v));
	putQuotedText(g->f, t);
	free(t);
	fputs("\"];\n", g->f);
}

static PirWalkResult edgesOf(PirOperation *op, void *userData)
{
	Graph *g = userData;
	for (uint32_t i = 0; i < op->numOperands; i++)
		if (pirOperationGetOperand(op, i))
			writeEdge(g, pirOperationGetOperand(op, i), op);
	return PIR_WALK_ADVANCE;
}

void pirWriteOpGraph(PirProgram *prog, FILE *f, size_t index, const PirPrintOptions *opts)
{
	Graph g = {f, prog->ctx, opts && opts->elideAttrsLargerThan ? opts->elideAttrsLargerThan : PIR_OP_GRAPH_DEFAULT_ELIDE,
		   0, 0, 0};
	fprintf(f, "digraph program_%zu {\n", index);
	fputs("  compound=true;\n  graph [fontname=\"monospace\", fontsize=11];\n  node [fontname=\"monospace\", fontsize=10];\n"
	      "  edge [fontname=\"monospace\", fontsize=9];\n",
	      f);
	/* Every op and block argument gets its node number (state.graphId)
	 * before any edge refers to it. */
	pirProgramBeginRun(prog, "op graph");
	PirBlock *top = pirProgramGetBlock(prog);
	/* Inputs of the program (top-level block arguments). */
	for (uint32_t i = 0; i < top->numArgs; i++) {
		top->args[i]->state.graphId = g.nextArg++;
		fprintf(f, "  arg_%u [shape=ellipse, style=filled, fillcolor=\"" COLOR_INPUT "\", label=\"input %%arg_%u\"];\n",
			top->args[i]->state.graphId, i);
	}
	writeOps(&g, top, 1);
	pirProgramWalk(prog, PIR_WALK_PRE_ORDER, edgesOf, &g);
	pirProgramEndRun(prog, "op graph");
	fputs("}\n", f);
}
