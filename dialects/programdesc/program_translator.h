/* program_translator.h: the ProgramDesc -> PIR translator's shared state
 * (the translation context of Paddle's ProgramTranslator, docs/file-formats.md),
 * used by program_translator.c (program, blocks), translate_values.c
 * (names and values), translate_builder.c (creating ops),
 * translate_general.c (the general op rule),
 * translate_attributes.c (attribute and VarType translation),
 * translate_control_flow.c (conditional_block, while),
 * translate_special_ops.c (the special-case op translators) and
 * translate_legacy_ops.c (legacy ops Paddle 3 cannot translate). Not public. */
#ifndef PIR_PROGRAM_TRANSLATOR_H
#define PIR_PROGRAM_TRANSLATOR_H

#include "../../lib/formats.h"
#include "op_compat.h"
#include "../../lib/pir.h"
#include "programdesc.pb-c.h"

typedef Paddle__Framework__Proto__ProgramDesc PdProgram;
typedef Paddle__Framework__Proto__BlockDesc PdBlock;
typedef Paddle__Framework__Proto__OpDesc PdOp;
typedef Paddle__Framework__Proto__OpDesc__Var PdSlot;
typedef Paddle__Framework__Proto__OpDesc__Attr PdAttr;
typedef Paddle__Framework__Proto__VarDesc PdVar;
typedef Paddle__Framework__Proto__VarType PdVarType;

/* What a variable name stands for: a value, or element `index` of a
 * vec[...] value (extracted with builtin.slice when used). */
typedef struct PdBinding {
	PirValue *value;
	int32_t index; /* -1: the value itself */
	const char *why; /* value NULL: why the name has no value (pdBindNone) */
	uint32_t stamp;  /* the legacy op whose translation bound it (PdTranslator.stamp); 0: none */
} PdBinding;

typedef struct PdScope {
	struct PdScope *parent;
	const PdBlock *block;
	PirPtrMap names; /* PirIdent* -> PdBinding* */
	PirPtrMap vars;  /* PirIdent* -> const PdVar* of this block */
	bool top;
} PdScope;

typedef struct PdTranslator {
	PirContext *ctx;
	PirProgram *prog;
	PirLocation loc;
	const PdProgram *pd;
	PirOpCompat compat;
	PirTranslateStats *stats;
	PirBuilder b;
	PdScope *scope, *top;
	PirArena arena; /* bindings and scopes */
	bool failed;
	/* the op being translated, for diagnostics */
	int32_t blockIdx;
	size_t opIdx;
	const PdOp *op;
	char frame[320]; /* its op_callstack frame, "model.py:88 in forward" ("" when none) */
	/* What the op's translation consumed (docs/file-formats.md, "Nothing
	 * is dropped silently"): reads[readsBase + i] is set when op->inputs[i]
	 * was looked up (pdInputSlot), reads[readsBase + n_inputs + j] when
	 * op->attrs[j] was (pdGetAttr), for every slot and attribute however
	 * many; the ops of a nested block use the bytes past their parent's.
	 * And the stamp the bindings it makes carry, so the outputs it did
	 * not bind are known afterwards. */
	uint8_t *reads;
	size_t readsCap, readsBase;
	uint32_t stamp, lastStamp;
	char madeAs[256]; /* the PIR op the general rule made of it ("" when none) */
	PirIdent *stopGradient, *persistable;
	/* The structural ops the translation builds, found by their roles
	 * (docs/dialect-yaml.md, "Roles") when the translation starts. */
	const char *opParameter, *opSetParameter, *opShadowOutput, *opFetch, *opCombine, *opSlice;
	const char *keyParameter, *keyOutput; /* the attributes naming their variables */
	/* Forward conditional_blocks, for their grad ops' cf.stack
	 * (translate_control_flow.c): PirIdent* of an Out variable ->
	 * PdForwardIf*, and every record, for freeing. */
	PirPtrMap forwardIfs;
	struct PdForwardIf *forwardList;
	PirOpInfo *stackCreate, *stackPush, *stackPop; /* found when first needed */
	/* Every variable some op of any block reads (PirIdent* -> non-NULL):
	 * an `older` output nothing reads is left out (translate_general.c). */
	PirPtrMap readVars;
	/* The X variable of each op's XShape output (PirIdent* -> PirIdent*):
	 * the grads reading XShape read X's shape (translate_special_ops.c). */
	PirPtrMap xshapeX;
} PdTranslator;

/* Whether some op of the program reads variable name. */
bool pdIsRead(PdTranslator *T, const char *name);
/* Whether a grad op of type reads its XShape input for x's shape alone
 * (reshape2_grad, squeeze2_grad, ...: translate_special_ops.c). */
bool pdReadsXShapeForShape(const char *type);

/* Entry point (programdesc_reader.c decodes, this translates). */
PirProgram *pirTranslateProgramDesc(PirContext *ctx, PirLocation loc, const PdProgram *pd, PirTranslateStats *stats);

/* The pre-2018-02 VarDesc layout rewritten into the current one
 * (programdesc_upgrade.c): 0 when buf has none (nothing allocated), 1 with
 * the rewritten bytes in *out (the caller frees them), -1 after an error. */
int pdUpgradeProgramDesc(PirContext *ctx, PirLocation loc, const uint8_t *buf, size_t len, uint8_t **out,
			 size_t *outLen);

/* --- diagnostics --- */
void pdError(PdTranslator *T, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* --- the OpDesc --- */
/* An input slot of op, NULL when absent. Looking a slot up marks it as
 * consumed by the translation of the op being translated; a presence
 * check that does not use the slot's variables asks pdPeekInputSlot. */
const PdSlot *pdInputSlot(PdTranslator *T, const PdOp *op, const char *name);
const PdSlot *pdPeekInputSlot(const PdOp *op, const char *name);
/* Marks every input slot and attribute of op as consumed (a translation
 * that keeps them all, such as an unregistered op's). */
void pdConsumeAllInputs(PdTranslator *T, const PdOp *op);
const PdSlot *pdOutputSlot(const PdOp *op, const char *name);
/* An attribute of op, NULL when absent; looking it up marks it as
 * consumed by the translation of the op being translated. */
const PdAttr *pdGetAttr(PdTranslator *T, const PdOp *op, const char *name);
/* An int or bool attribute's value (INT, LONG or BOOLEAN as legacy programs
 * write them), deflt when the op has none. */
int pdAttrInt(PdTranslator *T, const PdOp *op, const char *name, int deflt);
bool pdAttrBool(PdTranslator *T, const PdOp *op, const char *name, bool deflt);
/* The slot's first argument, NULL when absent or empty. */
const char *pdFirstArg(const PdSlot *s);
const PdBlock *pdGetBlock(PdTranslator *T, int32_t idx);

/* --- variables and values (translate_values.c) --- */
PdScope *pdPushScope(PdTranslator *T, const PdBlock *block, bool top);
void pdPopScope(PdTranslator *T);
const PdVar *pdLookupVar(PdTranslator *T, const char *name);
/* The value a variable stands for now; creates a builtin.slice for a vector
 * element and a pd_op.data for a declared variable never written. NULL
 * (with an error) when the name is unknown. */
PirValue *pdGetValue(PdTranslator *T, const char *name);
/* The value variable name holds where it is bound to a whole value, else
 * NULL (quietly: no error, no data op made). */
PirValue *pdBoundValue(PdTranslator *T, const char *name);
bool pdIsBound(PdTranslator *T, const char *name);
/* The stamp of the op whose translation bound name last (0: none). */
uint32_t pdBindingStamp(PdTranslator *T, const char *name);
void pdBind(PdTranslator *T, const char *name, PirValue *v, int32_t index);
/* The name was written by an op whose translation has no value for it
 * (cross_entropy2's MatchX): reading it is an error saying `why`, never a
 * silent pd_op.data. */
void pdBindNone(PdTranslator *T, const char *name, const char *why);
PirType *pdVarType(PdTranslator *T, const char *name);

/* --- creating ops at the insertion point --- */
typedef struct PdAttrList {
	PirNamedAttr *e;
	size_t n, cap;
} PdAttrList;
void pdAttrAdd(PdTranslator *T, PdAttrList *l, const char *name, PirAttribute *a);
/* Creates and inserts `name`; frees the list. counter (may be NULL) is the
 * statistic the op counts towards. NULL on error (unknown op). */
PirOperation *pdCreateOp(PdTranslator *T, const char *name, uint32_t nOperands, PirValue *const *operands,
			 uint32_t nResults, PirType *const *types, PdAttrList *attrs, uint32_t nRegions, size_t *counter);
/* Packs values into a vec with builtin.combine. */
PirValue *pdCombine(PdTranslator *T, uint32_t n, PirValue *const *values);
/* pd_op.full_int_array(values) and pd_op.full(shape [1], value) helpers. */
PirValue *pdFullIntArray(PdTranslator *T, uint32_t n, const int64_t *values);
PirValue *pdFullScalar(PdTranslator *T, double value, const char *dtype);
bool pdOpExists(PdTranslator *T, const char *name);

/* --- the general rule (OpTranscriber), and the ops' translators --- */
/* What a special translator decides itself and the general rule then
 * uses: operands (by the definition's input name), attributes and the
 * types of single results (by the definition's output name). */
typedef struct PdOverrides {
	size_t nInputs, nAttrs, nOutputs;
	const char *input[4];
	PirValue *value[4];
	const char *attr[4];
	PirAttribute *attrValue[4];
	const char *output[2];
	PirType *outputType[2];
	const char *compatAs; /* the legacy op whose op_compat slots to use (NULL: the op's own) */
} PdOverrides;
/* pirName NULL: from op_compat. */
bool pdTranslateGeneral(PdTranslator *T, const PdOp *op, const char *pirName);
bool pdTranslateGeneralEx(PdTranslator *T, const PdOp *op, const char *pirName, const PdOverrides *ov);
bool pdTranslateBlockOps(PdTranslator *T, const PdBlock *block);
/* Whether the op the general rule makes of op is defined; its name in
 * `name`. */
bool pdGeneralOpDefined(PdTranslator *T, const PdOp *op, char *name, size_t size);
typedef bool (*PdOpTranslateFn)(PdTranslator *T, const PdOp *op);
/* The special-case translator of a legacy op type, or NULL. */
PdOpTranslateFn pdFindSpecialTranslator(const char *type);
/* The translator of a legacy op Paddle 3's translator has no PIR op for
 * (translate_legacy_ops.c), or NULL. */
PdOpTranslateFn pdFindLegacyTranslator(const char *type);
/* Defaults the translator supplies for attributes a legacy op omits. */
const char *pdAttrDefault(const char *legacyOp, const char *attr);
bool pdTranslateConditionalBlock(PdTranslator *T, const PdOp *op);
void pdPushBlockScope(PdTranslator *T, const PdBlock *block);
void pdPopBlockScope(PdTranslator *T);
bool pdTranslateWhile(PdTranslator *T, const PdOp *op);
/* Frees the kept scopes of the forward conditional_blocks. */
void pdFreeForwardIfs(PdTranslator *T);

/* --- attributes and types --- */
PirAttribute *pdTranslateAttr(PdTranslator *T, const PdAttr *a, uint32_t kinds);
PirType *pdTranslateVarType(PdTranslator *T, const PdVarType *vt, const char *varName);
/* protobuf-c's allocations go through the library's (pirMalloc), so
 * running out of memory while decoding is reported as such. */
extern ProtobufCAllocator pdAllocator;

const char *pdDataTypeName(int protoCode); /* "float32"; "undefined" when unknown */
PirTypeKind pdScalarKind(int protoCode);

#endif
