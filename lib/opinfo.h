/* opinfo.h: what the context knows about an op name: its dialect, traits
 * (a bit set, so membership is one AND), its definition from YAML (operands,
 * attributes, results, regions) and its interfaces (function pointers for
 * verification and custom text forms). Unregistered ops get an OpInfo with
 * no definition and are treated conservatively by every pass. */
#ifndef PIR_OPINFO_H
#define PIR_OPINFO_H

#include "attributes.h"
#include "context.h"

typedef enum PirTrait {
	PIR_TRAIT_READ_ONLY = 1u << 0,           /* does not write its operands */
	PIR_TRAIT_HAS_VALUE_SEMANTICS = 1u << 1, /* ReadOnly and creates no alias */
	PIR_TRAIT_INPLACE = 1u << 2,             /* writes an operand (name ends in '_') */
	PIR_TRAIT_VIEW_LIKE = 1u << 3,           /* a result aliases an operand */
	PIR_TRAIT_SIDE_EFFECT = 1u << 4,         /* must not be removed or merged */
	PIR_TRAIT_TERMINATOR = 1u << 5,
	PIR_TRAIT_COMMUTATIVE = 1u << 6, /* first two operands may be swapped */
	PIR_TRAIT_CONSTANT_LIKE = 1u << 7,
} PirTrait;

const char *pirTraitName(PirTrait t);
bool pirTraitFromName(const char *s, PirTrait *out);

/* Type constraint of an operand or result in an op definition. */
typedef enum PirTypeConstraint {
	PIR_TC_ANY,
	PIR_TC_TENSOR,      /* tensor-like: tensor, vtensor, dialect tensor types */
	PIR_TC_MTENSOR,     /* only the mutable tensor */
	PIR_TC_VTENSOR,     /* only vtensor */
	PIR_TC_BOOL_TENSOR, /* tensor-like with element type b */
	PIR_TC_VEC,
	PIR_TC_CF_STACK,
	PIR_TC_CF_INLET,
	PIR_TC_CF_OUTLET,
} PirTypeConstraint;

const char *pirTypeConstraintName(PirTypeConstraint c);
bool pirTypeSatisfies(PirType *t, PirTypeConstraint c);
bool pirTypeConstraintFromName(const char *s, PirTypeConstraint *out);

typedef struct PirValueDef {
	PirIdent *name;
	PirTypeConstraint constraint;
	bool optional, variadic;
} PirValueDef;

typedef struct PirAttrDef {
	PirIdent *name;
	uint32_t kinds;        /* bit set of 1u << PirAttrKind; 0 = any */
	PirAttribute *deflt;   /* NULL: required */
} PirAttrDef;

/* An inplace/view pair: operand index -> result index. */
typedef struct PirAliasPair {
	uint32_t input, output;
} PirAliasPair;

typedef struct PirOpDef {
	PirIdent *summary;
	uint32_t numInputs, numAttrs, numOutputs;
	PirValueDef *inputs;
	PirAttrDef *attrs;
	PirValueDef *outputs;
	uint32_t numInplace, numView;
	PirAliasPair *inplace, *view;
	PirIdent *backward;
	uint32_t minRegions, maxRegions;
	PirIdent *terminator; /* op every block of its regions must end with */
	PirLocation loc;      /* where it was defined */
	const char *verifierHook, *formatHook; /* names of the C hooks used, or NULL */
} PirOpDef;

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
} PirOpInterfaces;

struct PirDialect {
	PirIdent *name;
	PirIdent *summary;
	uint32_t numOps;
};

struct PirOpInfo {
	PirIdent *name;       /* "pd_op.relu" */
	PirIdent *shortName;  /* "relu" */
	PirDialect *dialect;  /* NULL if the dialect is not registered */
	uint32_t traits;      /* PirTrait bits */
	bool registered;      /* has a definition */
	PirOpDef *def;
	PirOpInterfaces iface;
	PirOpInfo *twin;      /* relu <-> relu_ */
	/* Verification caches: attribute dictionaries are uniqued, so a
	 * dictionary that passed this op's attribute rules once always does;
	 * likewise the last operand/result type signature that passed. */
	PirAttrDict *verifiedAttrs;
	bool hasVerifiedSignature;
	uint16_t verifiedOperands, verifiedResults;
	PirType *verifiedTypes[8];
};

static inline bool pirOpInfoHasTrait(const PirOpInfo *info, PirTrait t)
{
	return (info->traits & t) != 0;
}

PirDialect *pirContextGetOrCreateDialect(PirContext *ctx, const char *name);
PirDialect *pirContextLookupDialect(PirContext *ctx, PirIdent *name);
/* Every dialect, in registration order. */
PirDialect **pirContextGetDialects(PirContext *ctx, size_t *count);
/* Registered op infos, in registration order. */
PirOpInfo **pirContextGetOpInfos(PirContext *ctx, size_t *count);

/* Finds the OpInfo of a full op name, or NULL when unknown. */
PirOpInfo *pirContextLookupOpInfo(PirContext *ctx, PirIdent *name);
/* Creates (or returns) the OpInfo for name; used by the dialect loader and,
 * for unknown names, by the parser. */
PirOpInfo *pirContextGetOrCreateOpInfo(PirContext *ctx, PirIdent *name);
/* The closest registered op name (edit distance), for "did you mean". */
PirOpInfo *pirContextSuggestOpInfo(PirContext *ctx, const char *name);

/* Named C hooks a YAML definition can refer to (verifier: if, format: while). */
typedef struct PirHookEntry {
	const char *name;
	PirOpInterfaces iface;
} PirHookEntry;

/* The definition entry that value i of n (operands or results) is matched
 * to, as the verifier matches them; NULL when n does not fit the list. */
const PirValueDef *pirOpDefMatchValue(const PirValueDef *defs, uint32_t numDefs, uint32_t n, uint32_t i);

#endif
