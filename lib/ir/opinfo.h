/* opinfo.h: what the context knows about an op name: its dialect, traits
 * (a bit set, so membership is one AND), its definition from YAML (operands,
 * attributes, results, regions) and its interfaces (function pointers for
 * verification and custom text forms). Unregistered ops get an OpInfo with
 * no definition and are treated conservatively by every pass. Private (not
 * installed): a library user sees op infos only through ir.h's accessors. */
#ifndef PIR_OPINFO_H
#define PIR_OPINFO_H

#include "attributes.h"
#include "context.h"
#include "traits.h"

/* Type constraint of an operand or result in an op definition. */
typedef enum PirTypeConstraint {
	PIR_TC_ANY,
	PIR_TC_TENSOR,      /* tensor-like: tensor, vtensor, dialect tensor types */
	PIR_TC_MTENSOR,     /* only the mutable tensor */
	PIR_TC_VTENSOR,     /* only vtensor */
	PIR_TC_BOOL_TENSOR, /* tensor-like with element type b */
	PIR_TC_VEC,
	PIR_TC_HANDLE,      /* exactly the handle type named by the definition (cf.stack) */
} PirTypeConstraint;

typedef struct PirValueDef {
	PirIdent *name;
	PirTypeConstraint constraint;
	bool optional, variadic;
	PirIdent *typeName; /* PIR_TC_HANDLE: the full type name */
	bool intermediate; /* a result Paddle's API does not return (e.g. dropout's mask) */
	bool older; /* a result only older releases write (reshape's xshape): today's Paddle writes the op without it */
	bool shapeOnly; /* an operand whose shape and dtype alone are read, not its values (Paddle's no_need_buffer) */
	/* an operand whose values the op reads only to pick a piece of a
	 * piecewise-linear map (relu6_grad's out): its derivative in it is
	 * zero almost everywhere (key piecewise_constant) */
	bool piecewiseConstant;
} PirValueDef;

/* The constraint's spelling: a keyword, or the handle type's name. */
const char *pirValueDefConstraintName(const PirValueDef *d);
bool pirTypeSatisfies(PirType *t, PirTypeConstraint c);
bool pirTypeSatisfiesDef(PirType *t, const PirValueDef *d);
/* Keywords only (tensor, vec, ...); a name with a '.' is a handle type. */
bool pirTypeConstraintFromName(const char *s, PirTypeConstraint *out);

typedef struct PirAttrDef {
	PirIdent *name;
	uint32_t kinds;        /* bit set of 1u << PirAttrKind; 0 = any */
	PirAttribute *deflt;   /* NULL: required */
} PirAttrDef;

/* Roles: what an op means to the passes beyond its traits, declared in its
 * YAML (docs/dialect-yaml.md, "Roles") and resolved once by the loader.
 * Passes ask for a role, never for an op's name. */
typedef enum PirOpRole {
	PIR_ROLE_NONE,
	PIR_ROLE_CONTAINER,      /* results hold the operands' buffers (combine, split, slice) */
	PIR_ROLE_OUTPUT,         /* keeps its operands as program outputs (fetch, shadow_output) */
	PIR_ROLE_VARIABLE_READ,  /* reads the program variable named by an attribute */
	PIR_ROLE_VARIABLE_WRITE, /* overwrites that variable with its operand */
	PIR_ROLE_STACK_CREATE,   /* results: the stack [, its push end, its pop end] */
	PIR_ROLE_STACK_PUSH,     /* operand 0: the stack or its push end; the rest are pushed */
	PIR_ROLE_STACK_POP,      /* operand 0: the stack or its pop end; results are popped */
	PIR_ROLE_STACK_TEST,     /* operand 0: the stack; observes how much it holds */
	PIR_ROLE_TO_VALUE,       /* deep copy of a mutable tensor into a vtensor */
	PIR_ROLE_TO_TENSOR,      /* deep copy of a vtensor into a fresh mutable tensor */
	PIR_ROLE_FILL,           /* attributes dtype, place, shape, value: a tensor filled with value */
	PIR_ROLE_FILL_LIKE,      /* operand x, attribute value: a tensor like x filled with value */
	PIR_ROLE_SUM,            /* operands x, y: their elementwise sum (its inplace twin adds into x) */
	PIR_ROLE_NOT,            /* operand x (bool): its elementwise negation */
	PIR_ROLE_MODULE,         /* the top-level op: a program's body is its one region; pipelines anchor on it */
	PIR_ROLE_OVERWRITE,      /* copies its other input into the buffer its one inplace pair names (assign_out_) */
	PIR_ROLE_ARRAY_CREATE,   /* attribute dtype: a new, empty tensor array */
	PIR_ROLE_ARRAY_FILL_LIKE, /* operand 0 (an array), attribute val: an array of its length and element shapes, filled */
	PIR_ROLE_ARRAY_READ,     /* operands array, i: the array's element i */
	PIR_ROLE_ARRAY_WRITE,    /* operands array, x, i: writes x at i in place (i may be the length: appends) */
	PIR_ROLE_ARRAY_TO_TENSOR, /* operand 0 (an array), attributes axis, use_stack: its elements joined into result 0 */
	PIR_ROLE_TENSOR_TO_ARRAY, /* operands x (an array), t: t cut into an array of pieces shaped like x's elements */
	PIR_ROLE_ARRAY_SUM,      /* operand 0 (a vec of arrays): the array of the elementwise sums of their elements */
	PIR_ROLE_SELECT,         /* operand 0 an index k (one integer), the rest the choices: the result is choice k */
	PIR_ROLE_ROUTE,          /* operands: an index k, x: result k is x, the other results are left unset */
	PIR_ROLE_COUNT
} PirOpRole;

const char *pirOpRoleName(PirOpRole r);
bool pirOpRoleFromName(const char *s, PirOpRole *out);

/* What a stack test's true result means (key `true_when`). */
typedef enum PirStackTestMeaning {
	PIR_TEST_UNKNOWN,
	PIR_TEST_EMPTY,    /* the stack is empty (cf.is_empty) */
	PIR_TEST_NONEMPTY, /* the stack holds elements (cf.has_elements) */
} PirStackTestMeaning;

/* How values flow through an op's regions (docs/dialect-yaml.md). */
typedef enum PirRegionFlow {
	PIR_FLOW_NONE,   /* no regions, or unknown: passes assume anything */
	PIR_FLOW_BRANCH, /* operand 0 picks one region; its terminator's operands become the results */
	PIR_FLOW_LOOP,   /* operands are loop values carried through block arguments and terminators */
	PIR_FLOW_ONCE,   /* the region runs once; its terminator's operands become the results */
	PIR_FLOW_COUNT
} PirRegionFlow;

const char *pirRegionFlowName(PirRegionFlow f);
bool pirRegionFlowFromName(const char *s, PirRegionFlow *out);

/* How an op's result is computed from constant operands by the
 * canonicalizer (key `fold:`, docs/dialect-yaml.md, "Folding"): a small
 * fixed set of kinds, each implemented in C by kind, never by op name. */
typedef enum PirFoldKind {
	PIR_FOLD_NONE,
	PIR_FOLD_INT_ARRAY,    /* ConstantLike: 1-D integers of attribute `value`, dtype `dtype` */
	PIR_FOLD_FILL,         /* ConstantLike: shape `shape` filled with `value`, dtype `dtype` */
	PIR_FOLD_SHAPE,        /* 1-D: the dims of operand 0's type */
	PIR_FOLD_SLICE,        /* operand 0 (1-D) sliced by axes/starts/ends/decrease_axis */
	PIR_FOLD_CAST,         /* operand 0 in the result's dtype */
	PIR_FOLD_SCALE,        /* operand 0 * scale + bias (or (x + bias) * scale) */
	PIR_FOLD_ADD,          /* operands 0 and 1, elementwise (one may have one element) */
	PIR_FOLD_SUBTRACT,
	PIR_FOLD_MULTIPLY,
	PIR_FOLD_FLOOR_DIVIDE, /* rounded down; never by 0 */
	PIR_FOLD_PACK,         /* a vec of one-element constants: the 1-D of their values */
	/* What an op computes, for passes that build ops (fold-conv-bn); the
	 * integer folder folds reshape, not divide or sqrt. */
	PIR_FOLD_RESHAPE,      /* operand 0 with the shape of the result (attribute `shape`) */
	PIR_FOLD_DIVIDE,       /* operands 0 and 1, elementwise x / y */
	PIR_FOLD_SQRT,         /* the square root of operand 0 */
	PIR_FOLD_COUNT
} PirFoldKind;

const char *pirFoldKindName(PirFoldKind k);
bool pirFoldKindFromName(const char *s, PirFoldKind *out);

/* What an op does along a channel axis (key `channel`, docs/dialect-yaml.md,
 * "Folding"), for --fold-conv-bn. linear: result `result` is linear in
 * operand `x`, whose dim 0 indexes the result's channels (scaling x[c]
 * scales result channel c). normalize: when functional (its write
 * condition holds), result = (x - mean) / sqrt(variance + epsilon) * scale
 * + bias per channel. The channel axis is 1, or the last with attribute
 * `layout` "NHWC". */
typedef enum PirChannelKind { PIR_CHANNEL_NONE, PIR_CHANNEL_LINEAR, PIR_CHANNEL_NORMALIZE } PirChannelKind;
typedef struct PirChannelDef {
	uint8_t kind;                              /* PirChannelKind */
	uint32_t x, mean, variance, scale, bias; /* operand indices (normalize: all; linear: x) */
	uint32_t result;
	PirIdent *epsilon, *layout; /* attribute names (epsilon: normalize only) */
} PirChannelDef;

/* One entry of key backward_args: operand (or result) `param` of the op's
 * `backward` op takes this op's operand or result `name`, or with grad its
 * gradient (docs/dialect-yaml.md, "Backward arguments"). */
typedef struct PirBackwardArg {
	PirIdent *param, *name;
	bool grad;
} PirBackwardArg;

/* An inplace/view pair: operand index -> result index. */
typedef struct PirAliasPair {
	uint32_t input, output;
} PirAliasPair;

/* An older signature of an op (docs/dialect-yaml.md, "Eras"), as written in
 * the YAML or the compiled tables: names as text, space-separated lists.
 * Resolved against the op's canonical definition by pirOpEraResolve. */
typedef struct PirEraSpec {
	const char *label;            /* the snapshots, e.g. "dev-2023-06-15..dev-2024-12-01" */
	const char *inputs, *outputs; /* the era's names in its order; NULL: as canonical */
	uint32_t numMutable;          /* trailing inputs that may be written as attributes */
	const char *renames;          /* "old new old new ...": era names of canonical ones */
	const char *drops;            /* era names with no canonical counterpart */
	const char *adds;             /* "name\ntext\n...": implied values of attributes the era lacked */
	const char *kinds;            /* "name kind ...": era attribute kinds that differ */
	const char *lacks;            /* today's attributes the era did not have (--emit-era leaves them out) */
	const char *had;              /* "name\ntext\n...": defaults of dropped era attributes (--emit-era writes them) */
} PirEraSpec;

/* An era resolved: positions and names mapped onto the canonical form. */
typedef struct PirOpEra {
	PirIdent *label;
	uint32_t numInputs, numOutputs, numMutable;
	int32_t *inputMap, *outputMap; /* era position -> canonical index, -1: dropped */
	uint32_t numAttrs;             /* every attribute name a program of the era may carry */
	PirIdent **attrFrom, **attrTo; /* era name -> canonical name (NULL: dropped) */
	uint8_t *attrKind;             /* the era's kind (PirAttrKind), PIR_ATTR_KIND_COUNT: as canonical */
	bool *attrIsInput;             /* the era name is also one of the era's operands (tensor-backed) */
	uint32_t numAdds;
	PirIdent **addNames;
	PirAttribute **addValues;
	uint32_t droppedValues; /* how many of the era's operands and results have no canonical place */
	uint32_t numLacks;
	PirIdent **lacks;       /* today's attributes the era did not have */
	bool sameAsToday;       /* only `lacks`: reads as today's form (not a candidate of its own) */
	uint32_t numHad;
	PirIdent **hadNames;    /* dropped era attributes with the default the era declared */
	PirAttribute **hadValues;
} PirOpEra;
/* One term of an op's write condition (key `functional_when`,
 * docs/dialect-yaml.md): attribute `attr` equals `value` (uniqued, so
 * compared by pointer). The terms of one alternative share `alt`; the
 * alternatives are numbered from 0 in order. */
typedef struct PirWhenTerm {
	PirIdent *attr;
	PirAttribute *value;
	uint32_t alt;
} PirWhenTerm;

typedef struct PirOpDef {
	PirIdent *summary;
	uint32_t numInputs, numAttrs, numOutputs;
	PirValueDef *inputs;
	PirAttrDef *attrs;
	PirValueDef *outputs;
	uint32_t numInplace, numView, numContainer;
	PirAliasPair *inplace, *view, *container;
	PirIdent *backward;
	/* key functional_op: the full name of the value-semantics op computing,
	 * from the operands of its inputs' names, what this inplace op writes
	 * (assign_out_: pd_op.assign), for ops without a functional twin */
	PirIdent *functionalOp;
	/* On a gradient op (keys forward_inputs/forward_outputs): the names it
	 * gives its forward op's operands and results, in their order, where
	 * they differ from the forward op's own (Paddle's `forward:` signature:
	 * tanh_double_grad calls tanh_grad's out_grad grad_out). */
	PirIdent **fwdInputs, **fwdOutputs;
	uint32_t numFwdInputs, numFwdOutputs;
	/* key backward_args: how the backward op's operands and results bind
	 * to this op's where they are not found by name, for a linear grad op
	 * whose adjoint is another op (gather_grad's is gather); with them the
	 * backward op's forward_inputs/forward_outputs are not read. */
	uint32_t numBackwardArgs;
	PirBackwardArg *backwardArgs;
	PirIdent **aliases; /* old names of the op, without the dialect prefix */
	uint32_t numAliases;
	PirOpRole role;
	PirRegionFlow flow;
	uint8_t trueWhen; /* stack_test: what a true result means (PirStackTestMeaning) */
	bool noGrad;      /* `backward: none`: no gradient flows from the results to the operands */
	PirIdent *varKey, *varStorage; /* variable roles */
	uint32_t minRegions, maxRegions;
	PirIdent *terminator; /* op every block of its regions must end with */
	PirLocation loc;      /* where it was defined */
	const char *verifierHook, *formatHook; /* names of the C hooks used, or NULL */
	const char *inferRule; /* name of the shape/dtype inference rule (key `infer:`), or NULL */
	const char *inferNone; /* why the op has no rule (key `infer_none:`), or NULL */
	const char *removed;   /* the first snapshot without the op upstream (key `removed:`), or NULL */
	const char *present;   /* the snapshots that had it, as an era label (key `present:`); NULL: all */
	const char *jsonVersions; /* key `json_versions:` as "N a NAME KIND;N r M;" (dialect_loader.c), or NULL */
	uint32_t numEras;
	const PirEraSpec *eraSpecs; /* key `eras:` as written */
	PirOpEra *eras;             /* resolved when the op is registered */
	uint32_t canonicalMutable;  /* trailing inputs that are also attributes (tensor-backed) */
	bool *intArrayInput;        /* per input: it backs an int_array attribute (an integer tensor); NULL: none */
	bool eraTypesMatter;        /* an era has today's counts: only types tell it apart (no reading cache) */
	uint32_t numWhen;      /* key `functional_when`: the terms, alternatives in order */
	PirWhenTerm *when;
	/* key `identity`: result `output` is operand `input` when the types are
	 * equal (without -1 dims, with identityStatic) and, with terms, one
	 * alternative of identityWhen holds (docs/dialect-yaml.md, "Folding"). */
	bool hasIdentity, identityStatic;
	PirAliasPair identity;
	uint32_t numIdentityWhen;
	PirWhenTerm *identityWhen;
	/* key `self_adjoint`: with one alternative of selfAdjointWhen holding,
	 * the op is linear in operand selfAdjoint.input and its own adjoint
	 * (a diagonal map: dropout in test mode), so that operand's gradient
	 * is the op applied to result selfAdjoint.output's gradient
	 * (docs/dialect-yaml.md, "Self-adjoint ops"). */
	bool hasSelfAdjoint;
	PirAliasPair selfAdjoint;
	uint32_t numSelfAdjointWhen;
	PirWhenTerm *selfAdjointWhen;
	/* key `backward_when`: the `backward` entry holds only where one
	 * alternative of backwardWhen does (none: everywhere); elsewhere the op
	 * has no backward (Paddle's kernel of it is an error there: the double
	 * grad of max pooling; docs/dialect-yaml.md, "Conditional backward"). */
	uint32_t numBackwardWhen;
	PirWhenTerm *backwardWhen;
	uint8_t fold; /* key `fold:` (PirFoldKind) */
	PirChannelDef channel; /* key `channel:` */
} PirOpDef;

/* Resolves spec against def (its inputs, attributes and outputs); false with
 * a message in err when a name is unknown or a kind or value does not read. */
bool pirOpEraResolve(PirContext *ctx, const PirOpDef *def, const PirEraSpec *spec, PirOpEra *out, char *err,
		     size_t errLen);
/* Resolves every era of def (and counts its tensor-backed trailing inputs);
 * on failure *failed is the era's index. */
bool pirOpDefResolveEras(PirContext *ctx, PirOpDef *def, uint32_t *failed, char *err, size_t errLen);
/* Whether some era of def names canonical operand or attribute `name` as `old`. */
bool pirOpDefEraRenames(const PirOpDef *def, const char *old, const char *name);

typedef struct PirPrinter PirPrinter;
typedef struct PirParser PirParser;

/* Interfaces: each field may be NULL. */
typedef struct PirOpInterfaces {
	/* Extra verification after the definition's checks; emits errors and
	 * returns false on failure. */
	bool (*verify)(PirOperation *op);
	/* Custom print; returns false to fall back to the generic form. */
	bool (*print)(PirPrinter *p, PirOperation *op);
	/* Fills types the custom text form omits (results, block arguments). */
	void (*inferTypes)(PirOperation *op);
	/* Types of block arguments of region `region` written without types. */
	PirType *(*blockArgType)(PirParser *p, PirType *const *operandTypes, uint32_t numOperands,
				 uint32_t region, uint32_t arg);
	/* Custom operand syntax (parser_hooks.h): called after the '(' of the
	 * operand list. Sets *handled = false, consuming nothing, to leave the
	 * list to the generic form; else parses it through its ')'. */
	bool (*parseOperands)(PirParser *p, size_t *count, bool *handled);
	/* A keyword that may stand between two regions ("else"), or NULL. */
	const char *regionSeparator;
	/* Shape and dtype inference (dialects/infer/infer_meta.h): sets results[i] to
	 * the type result i must have (-1 dims and undefined dtype where it
	 * cannot tell), or NULL when it cannot infer that result at all. */
	void (*inferMeta)(PirOperation *op, PirType **results);
	/* inferMeta reads nothing but the operand types (no attribute, no
	 * defining op): the verifier checks it once per type signature. */
	bool inferFromTypes;
} PirOpInterfaces;

/* What the PIR JSON form of a dialect type carries in "D" (a dialect's
 * `json_types`, docs/dialect-yaml.md). */
typedef enum PirJsonTypeData {
	PIR_JSON_DATA_NONE,	  /* no "D": the type is its name (cf.stack) */
	PIR_JSON_DATA_TENSOR3, /* [dtype, dims, layout]: spelled <name><dims x dtype> (pd_op.tensor_array<2xf32>) */
	PIR_JSON_DATA_TENSOR5, /* [dtype, dims, layout, lod, offset], as 0.t_dtensor (pd_op.selected_rows<...>) */
} PirJsonTypeData;

/* One PIR JSON type id of a dialect type. */
typedef struct PirJsonType {
	PirIdent *id;	/* "1.t_dense_tensor_array" */
	PirIdent *name; /* the type's full name, "pd_op.tensor_array" */
	PirJsonTypeData data;
} PirJsonType;

struct PirDialect {
	PirIdent *name;
	PirIdent *summary;
	uint32_t numOps;
	PirIdent **aliases; /* old names of the dialect ("pd" for pd_op) */
	uint32_t numAliases;
	PirIdent **handleTypes; /* names of its handle types, without the prefix */
	uint32_t numHandleTypes;
	PirIdent **resultAttrs; /* its result_attributes */
	uint32_t numResultAttrs;
	PirJsonType *jsonTypes; /* its json_types */
	uint32_t numJsonTypes;
	PirIdent **denseSpellings, **valueSpellings; /* its tensor_spellings, without the prefix */
	uint32_t numDenseSpellings, numValueSpellings;
	bool attrKindPrefix; /* its attribute_kind_prefix: (pd_op.DataType) */
	const char *snapshots; /* `snapshots`: the labels eras are written in, oldest first, space-separated */
	const char *readsText, *readsJson; /* `paddle_reads`: the snapshots whose Paddle reads text / JSON back */
	const struct PirTextSpelling *printedSpellings; /* `printed_spellings`: how its Paddle's printer spelled text, by snapshots */
	uint32_t numPrintedSpellings;
};

struct PirOpInfo {
	PirContext *ctx;      /* the context it is registered in */
	PirIdent *name;       /* "pd_op.relu" */
	PirIdent *shortName;  /* "relu" */
	PirDialect *dialect;  /* NULL if the dialect is not registered */
	uint32_t traits;      /* PirTrait bits */
	uint8_t role;         /* PirOpRole */
	uint8_t flow;         /* PirRegionFlow */
	bool registered;      /* has a definition */
	bool isGrad;          /* some op declares it as its `backward` (strip-backward removes it) */
	/* Variable roles: the attribute holding the variable's name, and the
	 * storage class; two ops access one variable when both match. */
	PirIdent *varKey, *varStorage;
	PirOpDef *def;
	PirOpInterfaces iface;
	PirOpInfo *twin;      /* relu <-> relu_ */
	/* Verification caches: attribute dictionaries are uniqued, so a
	 * dictionary that passed this op's attribute rules once always does;
	 * likewise the last operand/result type signature that passed. */
	PirAttrDict *verifiedAttrs;
	bool hasVerifiedSignature;
	bool verifiedInference; /* the signature also agrees with inferFromTypes inference */
	uint16_t verifiedOperands, verifiedResults;
	PirType *verifiedTypes[8];
	/* Reading cache of ops with eras: the last operand and result counts and
	 * attributes that read as written, counts plus one (op_eras.c). */
	PirAttrDict *eraPlainAttrs;
	uint32_t eraPlainOperands, eraPlainResults;
	uint64_t eraPlainTypes; /* and, where types tell eras apart (eraTypesMatter), a hash of the types */
};

static inline bool pirOpInfoHasTrait(const PirOpInfo *info, PirTrait t)
{
	return (info->traits & t) != 0;
}

static inline PirOpRole pirOpInfoGetRole(const PirOpInfo *info)
{
	return (PirOpRole)info->role;
}

/* The first registered op with the role, or NULL (passes that create
 * to_vtensor/to_tensor copies find them this way). */
PirOpInfo *pirContextGetOpInfoWithRole(PirContext *ctx, PirOpRole role);
/* The first registered op, not an inplace twin, whose definition has fold
 * kind `kind` (the ops --canonicalize makes its constants with and
 * --fold-conv-bn computes with), or NULL. */
PirOpInfo *pirContextGetOpInfoWithFold(PirContext *ctx, PirFoldKind kind);
/* The first registered op with a variable role and storage class
 * (builtin.parameter: variable_read, "parameter"). */
PirOpInfo *pirContextGetVariableOp(PirContext *ctx, PirOpRole role, const char *storage);
/* Containers by their shape: the op packing values into one vec
 * (variadic inputs, a vec result: builtin.combine), and the one taking one
 * element out of a vec (a vec input, one plain result: builtin.slice).
 * Readers and translators that build such ops find them this way. */
PirOpInfo *pirContextGetPackOp(PirContext *ctx);
PirOpInfo *pirContextGetElementOp(PirContext *ctx);

PirDialect *pirContextGetOrCreateDialect(PirContext *ctx, const char *name);
PirDialect *pirContextLookupDialect(PirContext *ctx, PirIdent *name);
/* Every dialect, in registration order. */
PirDialect **pirContextGetDialects(PirContext *ctx, size_t *count);
/* Registered op infos, in registration order; registers first every op a
 * lazily loaded catalogue still holds (dialects/builtin_tables.c). */
PirOpInfo **pirContextGetOpInfos(PirContext *ctx, size_t *count);
/* The op infos registered so far, in registration order, without
 * registering the rest of the catalogue: every op with a role, an alias or
 * a fold kind is among them (the catalogue registers those when it loads),
 * so a search by role walks these and finds what it would find in all. */
PirOpInfo **pirContextGetRegisteredOpInfos(PirContext *ctx, size_t *count);

/* Finds the OpInfo of a full op name, or NULL when unknown. */
PirOpInfo *pirContextLookupOpInfo(PirContext *ctx, PirIdent *name);
/* Creates (or returns) the OpInfo for name; used by the dialect loader and,
 * for unknown names, by the parser. */
PirOpInfo *pirContextGetOrCreateOpInfo(PirContext *ctx, PirIdent *name);
/* Old spellings, declared in the YAML (`aliases`): an op alias is looked
 * up like the op's own name; a dialect alias is rewritten to the
 * dialect's name by pirContextCanonicalOpName ("pd.relu" -> "pd_op.relu"). */
void pirContextAddOpAlias(PirContext *ctx, PirIdent *alias, PirOpInfo *info);
void pirContextAddDialectAlias(PirContext *ctx, PirIdent *alias, PirDialect *d);
PirDialect *pirContextLookupDialectAlias(PirContext *ctx, PirIdent *alias);
/* Handle types (a dialect's `handle_types`, e.g. cf.stack): opaque values
 * that are not tensors and are never written or aliased as data. */
void pirContextAddHandleType(PirContext *ctx, PirIdent *fullName, PirDialect *d);
/* Attributes that hold one array entry per result (a dialect's
 * `result_attributes`: stop_gradient, persistable); an op rebuilt with
 * fewer results keeps the entries of the results it keeps. */
void pirContextAddResultAttribute(PirContext *ctx, PirIdent *name);
bool pirContextIsResultAttribute(PirContext *ctx, PirIdent *name);

/* What the YAML loader and the compiled tables both do with the names a
 * dialect or an op declares: record them and register them with the
 * context. The alias functions return the first name that already means
 * something else (another dialect, a defined op), registering none of
 * the rest, or NULL. */
PirIdent *pirDialectDeclareAliases(PirContext *ctx, PirDialect *d, PirIdent **names, uint32_t n);
void pirDialectDeclareHandleTypes(PirContext *ctx, PirDialect *d, PirIdent **names, uint32_t n);
void pirDialectDeclareResultAttributes(PirContext *ctx, PirDialect *d, PirIdent **names, uint32_t n);
PirIdent *pirOpInfoDeclareAliases(PirContext *ctx, PirOpInfo *info, PirIdent **names, uint32_t n);
bool pirContextIsHandleType(PirContext *ctx, PirIdent *fullName);
/* PIR JSON type ids (a dialect's `json_types`): the declaration adds the
 * entries to the dialect's list and to the context's two maps, by id and
 * by type name; the caller has checked that none is taken. The JSON reader
 * looks an id up, the writer a type's name (its spelling up to '<'); both
 * return NULL for one no loaded dialect maps, and intern nothing. */
void pirDialectDeclareJsonTypes(PirContext *ctx, PirDialect *d, const PirJsonType *types, uint32_t n);
const PirJsonType *pirContextLookupJsonTypeId(PirContext *ctx, const char *id, size_t n);
const PirJsonType *pirContextLookupJsonTypeName(PirContext *ctx, const char *name, size_t n);
/* Dialect spellings of the dense tensor and vtensor types (a dialect's
 * `tensor_spellings`): each name is accepted after the dialect's name and
 * each of its aliases (pd_op.tensor, pd.tensor), also for aliases declared
 * later. The lookup returns PIR_TENSOR_SPELLING_NONE for a spelling no
 * loaded dialect declares, and interns nothing. */
typedef enum PirTensorSpelling {
	PIR_TENSOR_SPELLING_NONE,
	PIR_TENSOR_SPELLING_DENSE, /* tensor<...> */
	PIR_TENSOR_SPELLING_VALUE, /* vtensor<...> */
} PirTensorSpelling;
void pirDialectDeclareTensorSpellings(PirContext *ctx, PirDialect *d, PirIdent **dense, uint32_t numDense,
				      PirIdent **value, uint32_t numValue);
PirTensorSpelling pirContextLookupTensorSpelling(PirContext *ctx, const char *s, size_t n);
/* A dialect's `attribute_kind_prefix`: its name and aliases may prefix the
 * kind of a typed attribute, (pd_op.DataType)float32. The lookup takes the
 * prefix without the dot and interns nothing. */
void pirDialectDeclareAttributeKindPrefix(PirContext *ctx, PirDialect *d);
bool pirContextIsAttributeKindPrefix(PirContext *ctx, const char *s, size_t n);
PirIdent *pirContextCanonicalOpName(PirContext *ctx, const char *s, size_t n);

/* Op names (op_names.c), one rule for every reader and caller that takes
 * a name. The resolver rewrites a dialect alias (pirContextCanonicalOpName)
 * and returns the registered op of that name, or NULL; *name (if given)
 * receives the name as rewritten. */
PirOpInfo *pirContextResolveOpName(PirContext *ctx, const char *s, size_t n, PirIdent **name);
/* Why a name the resolver refused is no op: its dialect (NULL when no
 * loaded dialect has that prefix) and the closest registered op that
 * accepts the given numbers of operands and results (UINT32_MAX: not
 * known), or NULL. pirUnknownOpMessage writes the one wording, "unknown op
 * 'N' in dialect 'D'; did you mean 'S'?" ("in unregistered dialect 'D'"
 * when the prefix names none; no dialect part without a prefix), followed
 * for a reader by the flag that keeps unknown ops; it returns snprintf's
 * count. */
typedef struct PirUnknownOp {
	PirIdent *name;
	PirIdent *dialectName; /* the prefix before the first '.', or NULL */
	PirDialect *dialect;   /* the loaded dialect of that name, or NULL */
	PirOpInfo *suggestion;
} PirUnknownOp;
PirUnknownOp pirContextExplainUnknownOp(PirContext *ctx, PirIdent *name, uint32_t numOperands, uint32_t numResults);
int pirUnknownOpMessage(const PirUnknownOp *u, bool reading, char *buf, size_t cap);

/* Named C hooks a YAML definition can refer to (verifier: if, format:
 * while). A dialect written in C registers its table with the context;
 * the loader finds hooks there by name, the tables registered last first. */
typedef struct PirHookEntry {
	const char *name;
	PirOpInterfaces iface;
} PirHookEntry;

/* `table` ends with an entry whose name is NULL; it is borrowed. */
void pirContextRegisterHooks(PirContext *ctx, const PirHookEntry *table);
const PirHookEntry *pirContextFindHook(PirContext *ctx, const char *name);
/* A `format` hook's part of the interfaces: printing and parsing. */
void pirOpInterfacesSetFormat(PirOpInterfaces *dst, const PirOpInterfaces *format);

/* The definition entry that value i of n (operands or results) is matched
 * to, as the verifier matches them; NULL when n does not fit the list. */
const PirValueDef *pirOpDefMatchValue(const PirValueDef *defs, uint32_t numDefs, uint32_t n, uint32_t i);

#endif
