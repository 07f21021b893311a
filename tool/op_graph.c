/* op_graph.c: writes a program as a Graphviz DOT data-flow graph.
 *
 *   op_N   [shape=Mrecord, label="{pd_op.matmul|transpose_x: false\l}"]
 *   arg_N  [shape=ellipse, label="%arg_N"]   (block arguments)
 *   op_A -> op_B [label="%3 tensor<4x4xf32>"] (one edge per use)
 *   subgraph cluster_N { ... }               (an op with regions, and each region)
 *
 * Values are named as the printer names them (%N, %arg_N), so the picture
 * and the printed program can be read side by side: a first pass numbers
 * ops, results and block arguments in the printer's order (each op's
 * results, then its regions' arguments and ops), and remembers each op's
 * parent and, with collapsed regions, the outermost region op it is drawn
 * as.
 *
 * Record labels are escaped for records (\ { } | < > " and newlines); edge
 * and cluster labels for quoted strings. Colours mark the program's
 * boundary, found from the ops' roles in the YAML: parameters
 * (builtin.parameter) yellow, inputs (pd_op.data, pd_op.feed, program
 * arguments) blue, outputs (builtin.shadow_output, pd_op.fetch,
 * builtin.set_parameter, labelled "writes parameter") green, block
 * arguments purple.
 *
 * Options (docs/tooling.md): parameters and constants (ConstantLike ops)
 * can be hidden, with the edges from them; attributes and edge types left
 * out; an op with regions drawn as one node (the uses inside it of values
 * from outside become one edge per value); and a focus (a value, or every
 * op of a name) limits the picture to the ops within a number of edges of
 * it, found breadth-first over definitions and uses; a value that reaches
 * the neighbourhood from outside it is a plain-text node "%N".
 * Everything is linear in the size of the program, nesting included. */
#include "op_graph.h"

#include <stdlib.h>
#include <string.h>

enum { NONE = UINT32_MAX };

enum { HIDDEN = 1, INCLUDED = 2, SHOWN = 4, SUBTREE = 8 };

typedef struct Graph {
	FILE *f;
	PirContext *ctx;
	size_t elide;
	const PirOpGraphOptions *o;
	PirOperation **ops; /* by graphId (pre-order) */
	uint32_t *parent;   /* the enclosing op's graphId, or NONE */
	uint32_t *as;       /* the graphId it is drawn as (itself, or its collapsed region op) */
	uint8_t *flags;
	uint32_t numOps;
	size_t capOps;
	PirValue **values, **args; /* by number */
	uint32_t numValues, capValues, numArgs, capArgs;
	uint8_t *argShown, *cutDone, *cutArgDone;
	uint32_t *lastTarget, *lastArgTarget; /* dedupe of edges into a collapsed op */
	uint32_t nextCluster;
	size_t hiddenParams, hiddenConsts;
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

static bool isParameter(const PirOperation *op)
{
	const PirOpInfo *info = pirOperationGetInfo(op);
	return pirOpInfoGetRole(info) == PIR_ROLE_VARIABLE_READ && info->varStorage &&
	       strcmp(info->varStorage->str, "input");
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

/* ------------------------------------------------------------ numbering */

static void *grow(void *p, uint32_t n, uint32_t *cap, size_t size)
{
	if (n < *cap)
		return p;
	size_t c = *cap;
	p = pirArrayGrow(p, n, &c, size, 256);
	*cap = (uint32_t)c; /* op counts fit uint32 (the ids) */
	return p;
}

static void numberBlock(Graph *g, PirBlock *b, uint32_t parent, uint32_t collapsedInto)
{
	for (uint32_t i = 0; i < b->numArgs; i++) {
		g->args = grow(g->args, g->numArgs, &g->capArgs, sizeof *g->args);
		b->args[i]->state = g->numArgs;
		g->args[g->numArgs++] = b->args[i];
	}
	for (PirOperation *op = b->first; op; op = pirOperationGetNextInBlock(op)) {
		uint32_t id = g->numOps;
		if (id == g->capOps) { /* three parallel arrays, one capacity */
			size_t cap = g->capOps, capParent = cap, capAs = cap;
			g->ops = pirArrayGrow(g->ops, id, &cap, sizeof *g->ops, 256);
			g->parent = pirArrayReserve(g->parent, cap, &capParent, sizeof *g->parent, 256);
			g->as = pirArrayReserve(g->as, cap, &capAs, sizeof *g->as, 256);
			g->capOps = cap;
		}
		op->state = id;
		g->ops[id] = op;
		g->parent[id] = parent;
		g->as[id] = collapsedInto != NONE ? collapsedInto : id;
		g->numOps++;
		for (uint32_t r = 0; r < op->numResults; r++) {
			g->values = grow(g->values, g->numValues, &g->capValues, sizeof *g->values);
			pirOperationGetResult(op, r)->state = g->numValues;
			g->values[g->numValues++] = pirOperationGetResult(op, r);
		}
		uint32_t inner = collapsedInto != NONE ? collapsedInto : g->o->collapseRegions && op->numRegions ? id : NONE;
		for (uint32_t r = 0; r < op->numRegions; r++)
			for (PirBlock *x = pirOperationGetRegion(op, r)->first; x; x = x->next)
				numberBlock(g, x, id, inner);
	}
}

/* ---------------------------------------------------------------- focus */

/* The ops within depth edges of the focus, breadth-first over definitions
 * and uses (of the drawn nodes: a collapsed region op stands for all that
 * is inside it). */
static bool findFocus(Graph *g, const char *progName)
{
	const char *f = g->o->focus;
	uint32_t *queue = pirMalloc(((size_t)g->numOps + 1) * sizeof *queue), *dist = pirMalloc(((size_t)g->numOps + 1) * sizeof *dist);
	size_t head = 0, tail = 0;
	for (uint32_t i = 0; i < g->numOps; i++)
		dist[i] = NONE;
#define REACH(id, d)                                                                     \
	do {                                                                             \
		uint32_t r_ = g->as[id];                                                 \
		if (dist[r_] == NONE && !(g->flags[r_] & HIDDEN)) {                     \
			dist[r_] = (d);                                                  \
			queue[tail++] = r_;                                              \
		}                                                                        \
	} while (0)
	char *end;
	bool found = false;
	if (f[0] == '%' && !strncmp(f + 1, "arg_", 4) && f[5] >= '0' && f[5] <= '9') {
		unsigned long n = strtoul(f + 5, &end, 10);
		if (!*end && n < g->numArgs) {
			found = true;
			g->argShown[n] = 1;
			for (PirOpOperand *u = pirValueGetFirstUse(g->args[n]); u; u = pirOpOperandGetNextUse(u))
				REACH(pirOpOperandGetOwner(u)->state, 1);
		}
	} else if (f[0] == '%' && f[1] >= '0' && f[1] <= '9') {
		unsigned long n = strtoul(f + 1, &end, 10);
		if (!*end && n < g->numValues) {
			found = true;
			REACH(pirValueGetDefiningOp(g->values[n])->state, 0);
		}
	} else {
		for (uint32_t i = 0; i < g->numOps; i++)
			if (!strcmp(pirOperationGetName(g->ops[i]), f))
				REACH(i, 0);
		found = tail > 0;
	}
	uint32_t depth = g->o->depth ? g->o->depth : PIR_OP_GRAPH_DEFAULT_DEPTH;
	while (head < tail) {
		uint32_t r = queue[head++];
		g->flags[r] |= INCLUDED;
		if (dist[r] >= depth)
			continue;
		/* r and, collapsed, everything inside it: ids r .. up to the next op not inside */
		for (uint32_t i = r; i < g->numOps && (i == r || g->as[i] == r); i++) {
			PirOperation *op = g->ops[i];
			for (uint32_t k = 0; k < op->numOperands; k++) {
				PirValue *v = pirOperationGetOperand(op, k);
				if (!v)
					continue;
				if (v->isArg)
					g->argShown[v->state] = 1;
				else
					REACH(pirValueGetDefiningOp(v)->state, dist[r] + 1);
			}
			for (uint32_t k = 0; k < op->numResults; k++)
				for (PirOpOperand *u = pirValueGetFirstUse(pirOperationGetResult(op, k)); u; u = pirOpOperandGetNextUse(u))
					REACH(pirOpOperandGetOwner(u)->state, dist[r] + 1);
		}
	}
#undef REACH
	free(queue);
	free(dist);
	if (!found)
		fprintf(stderr, "%s: error: --graph-focus '%s' names no value (%%N, %%arg_N) or op of the program\n",
			progName, f);
	return found;
}

/* ---------------------------------------------------------------- nodes */

static void writeOpNode(Graph *g, PirOperation *op, int depth)
{
	uint32_t id = op->state;
	const char *name = pirOperationGetName(op);
	Boundary role = boundaryOf(op);
	indent(g, depth);
	fprintf(g->f, "op_%u [shape=Mrecord, ", id);
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
	if (g->as[id] == id && op->numRegions && g->o->collapseRegions) {
		uint32_t inside = 0;
		for (uint32_t i = id + 1; i < g->numOps && g->as[i] == id; i++)
			inside++;
		fprintf(g->f, "|%u\\ ops\\ in\\ %u\\ region%s\\l", inside, op->numRegions, op->numRegions == 1 ? "" : "s");
	}
	bool first = true;
	for (uint32_t i = 0; !g->o->hideAttributes && i < pirOperationGetAttrDict(op)->size; i++) {
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

static bool regionShown(const Graph *g, PirRegion *region)
{
	for (PirBlock *b = region->first; b; b = b->next) {
		for (uint32_t i = 0; i < b->numArgs; i++)
			if (g->argShown[b->args[i]->state])
				return true;
		for (PirOperation *op = b->first; op; op = pirOperationGetNextInBlock(op))
			if (g->flags[op->state] & SUBTREE)
				return true;
	}
	return false;
}

static void writeRegions(Graph *g, PirOperation *op, int depth)
{
	for (uint32_t r = 0; r < op->numRegions; r++) {
		PirRegion *region = pirOperationGetRegion(op, r);
		if (!regionShown(g, region))
			continue;
		indent(g, depth);
		fprintf(g->f, "subgraph cluster_%u {\n", g->nextCluster++);
		indent(g, depth + 1);
		fprintf(g->f, "label=\"region %u\"; style=dashed;\n", r);
		uint32_t nb = 0;
		for (PirBlock *b = region->first; b; b = b->next, nb++) {
			for (uint32_t i = 0; i < b->numArgs; i++) {
				uint32_t a = b->args[i]->state;
				if (!g->argShown[a])
					continue;
				indent(g, depth + 1);
				fprintf(g->f, "arg_%u [shape=ellipse, style=filled, fillcolor=\"" COLOR_BLOCK_ARG "\", label=\"^bb%u %%arg_%u\"];\n",
					a, nb, a);
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
		uint32_t id = op->state;
		if (!(g->flags[id] & SUBTREE))
			continue;
		if (!op->numRegions || (g->as[id] == id && g->o->collapseRegions)) {
			if (g->flags[id] & SHOWN)
				writeOpNode(g, op, depth);
			continue;
		}
		indent(g, depth);
		fprintf(g->f, "subgraph cluster_%u {\n", g->nextCluster++);
		indent(g, depth + 1);
		fputs("label=\"", g->f);
		putQuotedText(g->f, pirOperationGetName(op));
		fputs("\"; style=rounded;\n", g->f);
		if (g->flags[id] & SHOWN)
			writeOpNode(g, op, depth + 1);
		writeRegions(g, op, depth + 1);
		indent(g, depth);
		fputs("}\n", g->f);
	}
}

/* ---------------------------------------------------------------- edges */

static void writeLabel(Graph *g, PirValue *v)
{
	fputs(" [label=\"", g->f);
	fprintf(g->f, v->isArg ? "%%arg_%u" : "%%%u", v->state);
	if (!g->o->hideTypes) {
		char *t = pirTypeToString(g->ctx, pirValueGetType(v));
		fputc(' ', g->f);
		putQuotedText(g->f, t);
		free(t);
	}
	fputs("\"];\n", g->f);
}

static void writeEdges(Graph *g)
{
	for (uint32_t u = 0; u < g->numOps; u++) {
		PirOperation *user = g->ops[u];
		uint32_t target = g->as[u];
		if (!(g->flags[target] & SHOWN))
			continue;
		for (uint32_t k = 0; k < user->numOperands; k++) {
			PirValue *v = pirOperationGetOperand(user, k);
			if (!v)
				continue;
			uint32_t n = v->state;
			if (v->isArg) {
				PirOperation *owner = pirBlockGetParentOp(pirBlockArgumentGetOwner(v));
				uint32_t o = owner && owner->state < g->numOps && g->ops[owner->state] == owner
						     ? owner->state
						     : NONE;
				if (o != NONE && g->as[o] == target && target != u) /* inside the collapsed op */
					continue;
				if (target != u) { /* into a collapsed op: one edge per value */
					if (g->lastArgTarget[n] == target)
						continue;
					g->lastArgTarget[n] = target;
				}
				if (g->argShown[n]) {
					fprintf(g->f, "  arg_%u -> op_%u", n, target);
				} else {
					if (!g->cutArgDone[n]) {
						g->cutArgDone[n] = 1;
						fprintf(g->f, "  cut_arg_%u [shape=plaintext, label=\"%%arg_%u\"];\n", n, n);
					}
					fprintf(g->f, "  cut_arg_%u -> op_%u", n, target);
				}
			} else {
				uint32_t d = pirValueGetDefiningOp(v)->state, src = g->as[d];
				if (src == target || (g->flags[d] & HIDDEN))
					continue;
				if (target != u) {
					if (g->lastTarget[n] == target)
						continue;
					g->lastTarget[n] = target;
				}
				if (g->flags[src] & SHOWN) {
					fprintf(g->f, "  op_%u -> op_%u", src, target);
				} else {
					if (!g->cutDone[n]) {
						g->cutDone[n] = 1;
						fprintf(g->f, "  cut_%u [shape=plaintext, label=\"%%%u\"];\n", n, n);
					}
					fprintf(g->f, "  cut_%u -> op_%u", n, target);
				}
			}
			writeLabel(g, v);
		}
	}
}

/* --------------------------------------------------------------- public */

bool pirOpGraphParseHide(PirOpGraphOptions *o, const char *list, const char *progName)
{
	for (const char *p = list; *p;) {
		size_t n = strcspn(p, ",");
		if (n == 10 && !strncmp(p, "parameters", n))
			o->hideParameters = true;
		else if (n == 9 && !strncmp(p, "constants", n))
			o->hideConstants = true;
		else if (n == 10 && !strncmp(p, "attributes", n))
			o->hideAttributes = true;
		else if (n == 5 && !strncmp(p, "types", n))
			o->hideTypes = true;
		else {
			fprintf(stderr, "%s: error: --graph-hide: unknown item '%.*s' (parameters, constants, attributes, types)\n",
				progName, (int)n, p);
			return false;
		}
		p += n;
		if (*p == ',')
			p++;
	}
	return true;
}

bool pirWriteOpGraph(PirProgram *prog, FILE *f, size_t index, const PirOpGraphOptions *opts,
		     const PirPrintOptions *print, const char *progName)
{
	static const PirOpGraphOptions none = {0};
	Graph g = {.f = f, .ctx = prog->ctx, .o = opts ? opts : &none,
		   .elide = print && print->elideAttrsLargerThan ? print->elideAttrsLargerThan : PIR_OP_GRAPH_DEFAULT_ELIDE};
	/* Every op and value gets its number (state.graphId) before any
	 * node or edge refers to it. */
	pirProgramBeginRun(prog, "op graph");
	numberBlock(&g, pirProgramGetBlock(prog), NONE, NONE);
	g.flags = pirCalloc((size_t)g.numOps + 1, 1);
	g.argShown = pirCalloc((size_t)g.numArgs + 1, 1);
	g.cutDone = pirCalloc((size_t)g.numValues + 1, 1);
	g.cutArgDone = pirCalloc((size_t)g.numArgs + 1, 1);
	g.lastTarget = pirMalloc(((size_t)g.numValues + 1) * sizeof *g.lastTarget);
	g.lastArgTarget = pirMalloc(((size_t)g.numArgs + 1) * sizeof *g.lastArgTarget);
	memset(g.lastTarget, 0xff, ((size_t)g.numValues + 1) * sizeof *g.lastTarget);
	memset(g.lastArgTarget, 0xff, ((size_t)g.numArgs + 1) * sizeof *g.lastArgTarget);
	for (uint32_t i = 0; i < g.numOps; i++) {
		PirOperation *op = g.ops[i];
		bool param = g.o->hideParameters && isParameter(op);
		bool constant = g.o->hideConstants && !op->numRegions && pirOperationHasTrait(op, PIR_TRAIT_CONSTANT_LIKE);
		if (g.as[i] == i && (param || constant)) {
			g.flags[i] |= HIDDEN;
			g.hiddenParams += param;
			g.hiddenConsts += constant && !param;
		}
	}
	bool ok = true;
	if (g.o->focus) {
		ok = findFocus(&g, progName);
	} else {
		for (uint32_t i = 0; i < g.numOps; i++)
			g.flags[i] |= INCLUDED;
		memset(g.argShown, 1, g.numArgs);
	}
	/* Drawn: included, not hidden, not inside a collapsed op. A region op
	 * is a cluster when something inside it is drawn (SUBTREE). */
	for (uint32_t i = g.numOps; ok && i-- > 0;) {
		uint8_t *fl = &g.flags[i];
		if ((*fl & INCLUDED) && !(*fl & HIDDEN) && g.as[i] == i)
			*fl |= SHOWN | SUBTREE;
		if ((*fl & SUBTREE) && g.parent[i] != NONE)
			g.flags[g.parent[i]] |= SUBTREE;
	}
	/* A region op with drawn block arguments but nothing else drawn inside
	 * still needs its cluster. */
	for (uint32_t a = 0; ok && a < g.numArgs; a++) {
		PirOperation *owner = g.argShown[a] ? pirBlockGetParentOp(pirBlockArgumentGetOwner(g.args[a])) : NULL;
		for (uint32_t o = owner && g.ops[owner->state] == owner ? owner->state : NONE; o != NONE;
		     o = g.parent[o])
			g.flags[o] |= SUBTREE;
	}
	if (ok) {
		fprintf(f, "digraph program_%zu {\n", index);
		fputs("  compound=true;\n  graph [fontname=\"monospace\", fontsize=11];\n  node [fontname=\"monospace\", fontsize=10];\n"
		      "  edge [fontname=\"monospace\", fontsize=9];\n",
		      f);
		/* dot's crossing minimisation and network simplex grow much
		 * faster than the graph: a 1,400-node model took 31 s of CPU time
		 * with the defaults and 2.9 s with these limits. */
		size_t drawn = 0;
		for (uint32_t i = 0; i < g.numOps; i++)
			drawn += (g.flags[i] & SHOWN) != 0;
		if (drawn > PIR_OP_GRAPH_FAST_LAYOUT)
			fprintf(f, "  graph [mclimit=0.01, nslimit=0.1, nslimit1=0.1]; // %zu nodes: a faster layout\n", drawn);
		if (g.hiddenParams || g.hiddenConsts)
			fprintf(f, "  // hidden: %zu parameters, %zu constants\n", g.hiddenParams, g.hiddenConsts);
		PirBlock *top = pirProgramGetBlock(prog);
		/* Inputs of the program (top-level block arguments). */
		for (uint32_t i = 0; i < top->numArgs; i++)
			if (g.argShown[i])
				fprintf(f, "  arg_%u [shape=ellipse, style=filled, fillcolor=\"" COLOR_INPUT "\", label=\"input %%arg_%u\"];\n",
					i, i);
		writeOps(&g, top, 1);
		writeEdges(&g);
		fputs("}\n", f);
	}
	pirProgramEndRun(prog, "op graph");
	free(g.ops);
	free(g.parent);
	free(g.as);
	free(g.flags);
	free(g.values);
	free(g.args);
	free(g.argShown);
	free(g.cutDone);
	free(g.cutArgDone);
	free(g.lastTarget);
	free(g.lastArgTarget);
	return ok;
}
