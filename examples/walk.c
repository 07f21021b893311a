/* walk.c: walking a program through libpir's exported accessors alone
 * (docs/c-api.md, "Walking"): the module's block, each op's name, source
 * line, operands (with the op defining each), results (type and number of
 * uses), attributes (name and kind) and regions, recursively; the use lists
 * are checked against the operands they link. The structs are opaque to a
 * library user: every step is a function call.
 * Build: cc walk.c $(pkg-config --cflags --libs pir). Usage: walk FILE */
#include <pir/pir.h>
#include <stdio.h>

typedef struct Counts {
	size_t ops, values, uses, badUses;
} Counts;

static void walkBlock(PirBlock *b, int depth, Counts *c);

/* Every use of v is an operand of its owner that holds v. */
static size_t countUses(PirValue *v, Counts *c)
{
	size_t n = 0;
	for (PirOpOperand *u = pirValueGetFirstUse(v); u; u = pirOpOperandGetNextUse(u), n++) {
		PirOperation *owner = pirOpOperandGetOwner(u);
		uint32_t k = pirOpOperandGetOperandNumber(u);
		if (pirOpOperandGetValue(u) != v || k >= pirOperationGetNumOperands(owner) ||
		    pirOperationGetOpOperand(owner, k) != u)
			c->badUses++;
	}
	c->uses += n;
	return n;
}

static void printValueSource(PirValue *v)
{
	if (!v)
		printf(" <null>");
	else if (pirValueIsBlockArgument(v))
		printf(" arg%u", pirValueGetIndex(v));
	else
		printf(" %s#%u", pirOperationGetName(pirValueGetDefiningOp(v)), pirValueGetIndex(v));
}

static void walkOp(PirOperation *op, int depth, Counts *c)
{
	PirContext *ctx = pirOperationGetContext(op);
	c->ops++;
	printf("%*s%u: %s", 2 * depth, "", pirOperationGetLoc(op).line, pirOperationGetName(op));
	if (!pirOperationIsRegistered(op))
		printf(" (unregistered)");
	printf(" <-");
	for (uint32_t i = 0; i < pirOperationGetNumOperands(op); i++)
		printValueSource(pirOperationGetOperand(op, i));
	printf(" ->");
	for (uint32_t i = 0; i < pirOperationGetNumResults(op); i++) {
		PirValue *r = pirOperationGetResult(op, i);
		c->values++;
		printf(" ");
		pirPrintType(ctx, pirValueGetType(r), stdout);
		printf(" (%zu uses)", countUses(r, c));
	}
	for (uint32_t i = 0; i < pirOperationGetNumAttributes(op); i++) {
		PirNamedAttr a = pirOperationGetAttributeAt(op, i);
		printf("%s%s:%s", i ? ", " : " {", pirIdentGetString(a.name), pirAttrKindName(pirAttributeGetKind(a.value)));
	}
	printf("%s\n", pirOperationGetNumAttributes(op) ? "}" : "");
	for (uint32_t r = 0; r < pirOperationGetNumRegions(op); r++) {
		PirRegion *region = pirOperationGetRegion(op, r);
		printf("%*sregion %u\n", 2 * depth + 2, "", r);
		for (PirBlock *b = pirRegionGetFirstBlock(region); b; b = pirBlockGetNextInRegion(b))
			walkBlock(b, depth + 2, c);
	}
}

static void walkBlock(PirBlock *b, int depth, Counts *c)
{
	for (uint32_t i = 0; i < pirBlockGetNumArguments(b); i++) {
		c->values++;
		countUses(pirBlockGetArgument(b, i), c);
	}
	for (PirOperation *op = pirBlockGetFirstOp(b); op; op = pirOperationGetNextInBlock(op))
		walkOp(op, depth, c);
}

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: %s FILE\n", argv[0]);
		return 2;
	}
	PirContext *ctx = pirContextCreate();
	PirProgram *prog = ctx ? pirProgramReadFile(ctx, argv[1], NULL) : NULL;
	int status = 1;
	if (prog && pirProgramVerify(prog)) {
		Counts c = {0};
		PirOperation *module = pirProgramGetModule(prog);
		printf("%s, %zu parameters\n", pirOperationGetName(module), pirProgramGetNumParameters(prog));
		walkBlock(pirProgramGetBlock(prog), 1, &c);
		printf("// %zu ops, %zu values, %zu uses, %zu bad uses\n", c.ops, c.values, c.uses, c.badUses);
		status = c.badUses != 0;
	}
	pirProgramDestroy(prog);
	pirContextDestroy(ctx);
	return status;
}
