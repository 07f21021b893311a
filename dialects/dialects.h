/* dialects.h: loading op definitions (builtin, pd_op, cf ship inside the
 * binary; more can be loaded from YAML files at run time) and the C hooks
 * that definitions refer to by name. */
#ifndef PIR_DIALECTS_H
#define PIR_DIALECTS_H

#include "../lib/pir.h"

/* Hooks for "verifier:" and "format:" keys of the shipped dialects,
 * terminated by a NULL name; registered with a context by the loader and
 * the built-in tables (pirContextRegisterHooks), where more may be added. */
extern const PirHookEntry pirControlFlowHooks[];
/* Shape/dtype inference rules for "infer:" keys (dialects/infer/infer_meta.c);
 * returns NULL for an unknown name. */
typedef void (*PirInferMetaFn)(PirOperation *op, PirType **results);
PirInferMetaFn pirFindInferRule(const char *name);
/* Does the rule read nothing but its op's operand types? */
bool pirInferRuleFromTypes(PirInferMetaFn fn);
/* The C function name of a rule, for the build-time table compiler. */
const char *pirInferRuleSymbol(const char *name);
/* A rule name's arguments, `(x=grad_x_grad, axis=dim)` (the rule's name
 * for an operand or attribute, then the op's), as Paddle's backward table
 * passes a gradient to the forward's InferMeta (`invoke: concat(grad_x_grad,
 * axis)`): whether they are of that form (names of letters, digits and
 * `_`, each rule name once). */
bool pirInferRuleArgsWellFormed(const char *args);
/* The first argument of def's rule naming something def has neither as
 * input nor as attribute (copied to buf), or NULL when all are there. */
const char *pirInferRuleArgsMissing(const PirOpDef *def, char *buf, size_t n);
extern const PirHookEntry pirVecHooks[]; /* dialects/hooks/vec_hooks.c */

/* Op definitions compiled from YAML at build time (dialects/gen/): plain
 * data, registered without parsing YAML, so pir-opt starts fast. */
typedef struct PirStaticValue {
	const char *name;
	uint8_t constraint; /* PirTypeConstraint */
	uint8_t optional, variadic;
	const char *typeName; /* PIR_TC_HANDLE: the type's full name */
	uint8_t intermediate;
	uint8_t older;
	uint8_t shapeOnly;
	uint8_t piecewiseConstant;
} PirStaticValue;

typedef struct PirStaticAttr {
	const char *name;
	uint32_t kinds;
	const char *deflt; /* canonical text, or NULL: required */
} PirStaticAttr;

typedef struct PirStaticOp {
	const char *name, *summary, *twin, *backward, *terminator, *verifierHook, *formatHook;
	uint32_t traits;
	uint16_t numInputs, numAttrs, numOutputs, numInplace, numView, minRegions, maxRegions;
	const PirStaticValue *inputs, *outputs;
	const PirStaticAttr *attrs;
	const uint32_t *inplace, *view; /* (input, output) pairs */
	const char *file;
	uint32_t line, col;
	/* Roles (PirOpRole, PirRegionFlow) and their data. */
	uint8_t role, flow, trueWhen, noGrad;
	uint16_t numContainer;
	const uint32_t *container;
	const char *varKey, *varStorage;
	const char *aliases; /* space-separated old names, or NULL */
	const char *inferRule; /* key `infer:`, or NULL */
	PirInferMetaFn inferFn; /* its function, resolved at build time */
	uint8_t isGrad; /* some op names it as its `backward` */
	const char *removed;       /* key `removed:`, or NULL */
	const char *present;       /* key `present:`, or NULL */
	const char *jsonVersions;  /* key `json_versions:` as PirOpDef holds it, or NULL */
	const char *inferNone;     /* key `infer_none:`, or NULL */
	uint32_t numEras;
	const PirEraSpec *eras;    /* key `eras:` (resolved when the op is registered) */
	/* functional_when: one entry per term, `kinds` holding its alternative
	 * and `deflt` the value's canonical text. */
	uint16_t numWhen;
	const PirStaticAttr *when;
	/* identity: the pair (input, output) when hasIdentity; its `when` as
	 * functional_when's; fold: PirFoldKind. */
	uint8_t hasIdentity, identityStatic;
	uint32_t identityIn, identityOut;
	uint16_t numIdentityWhen;
	const PirStaticAttr *identityWhen;
	/* self_adjoint: the pair and its `when`, as identity's */
	uint8_t hasSelfAdjoint;
	uint32_t selfAdjointIn, selfAdjointOut;
	uint16_t numSelfAdjointWhen;
	const PirStaticAttr *selfAdjointWhen;
	/* backward_when: as functional_when's */
	uint16_t numBackwardWhen;
	const PirStaticAttr *backwardWhen;
	uint8_t fold;
	/* channel: PirChannelDef with the attribute names as text */
	uint8_t chKind;
	uint32_t chX, chMean, chVariance, chScale, chBias, chResult;
	const char *chEpsilon, *chLayout;
	const char *fwdInputs, *fwdOutputs; /* forward_inputs/forward_outputs, space-separated, or NULL */
	const char *functionalOp; /* functional_op's full name, or NULL */
	const char *backwardArgs; /* backward_args as "param=name param=@name ...", @: the gradient; or NULL */
} PirStaticOp;

typedef struct PirStaticJsonType {
	const char *id, *name; /* "1.t_dense_tensor_array", "pd_op.tensor_array" */
	unsigned data;	       /* PirJsonTypeData */
} PirStaticJsonType;

typedef struct PirStaticDialect {
	const char *name, *summary;
	const char *aliases; /* space-separated old names, or NULL */
	const char *handleTypes; /* space-separated, or NULL */
	const char *resultAttrs; /* space-separated, or NULL */
	const PirStaticJsonType *jsonTypes;
	uint32_t numJsonTypes;
	const char *denseSpellings, *valueSpellings; /* tensor_spellings: space-separated, or NULL */
	uint8_t attrKindPrefix; /* attribute_kind_prefix */
	const char *snapshots, *readsText, *readsJson; /* snapshots, paddle_reads */
	const PirTextSpelling *printedSpellings; /* printed_spellings */
	uint32_t numPrintedSpellings;
} PirStaticDialect;

typedef struct PirStaticTables {
	const PirStaticDialect *dialects;
	size_t numDialects;
	const PirStaticOp *ops;
	size_t numOps;
} PirStaticTables;

extern const PirStaticTables pirBuiltinTables;
bool pirDialectsRegisterTables(PirContext *ctx, const PirStaticTables *t);

bool pirDialectsLoadBuiltin(PirContext *ctx);
bool pirDialectLoadFile(PirContext *ctx, const char *path);
bool pirDialectLoadString(PirContext *ctx, const char *fileName, const char *text, size_t len);
/* A region terminator may name an op of a dialect loaded later (it is
 * checked when that dialect loads); false after an error for each one
 * whose dialect has still not been loaded. The shipped tables' generator
 * asks once all the shipped dialects are in. */
bool pirDialectsCheckTerminators(PirContext *ctx);

#endif
