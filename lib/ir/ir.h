/* ir.h: the IR graph, public. Operations with operands, results,
 * attributes, successors and regions; values (op results and block
 * arguments) with use lists; blocks; regions; the program (a
 * builtin.module op with one block, plus a parameter map). All of it lives
 * in the program's arena. The objects are opaque: a library user reads and
 * changes them through the functions below, in the MLIR C API's style
 * (pirOperationGetResult, pirValueGetType, pirBlockGetFirstOp, ...; Create
 * and Destroy own, Get borrows). The layout and the library's own inline
 * accessors are in ir_private.h (not installed). */
#ifndef PIR_IR_H
#define PIR_IR_H

#include <stddef.h>
#include <stdint.h>

#include "../pir_api.h"
#include "attributes.h"
#include "context.h"
#include "traits.h"
#include "types.h"

typedef struct PirValue PirValue;
typedef struct PirOpOperand PirOpOperand;
typedef struct PirBlock PirBlock;
typedef struct PirRegion PirRegion;
typedef struct PirProgram PirProgram;

/* The most operands, results, regions and successors an op can have. */
#define PIR_MAX_OPERANDS ((1u << 24) - 1)
#define PIR_MAX_RESULTS ((1u << 24) - 1)
#define PIR_MAX_REGIONS 255u
#define PIR_MAX_SUCCESSORS 127u /* a bit of the word is the change log's */

/* A parameter of the program's map (a weight: its name, type and, when
 * loaded, its bytes). */
typedef struct PirParameter {
	PirIdent *name;
	PirType *type;
	const void *data; /* borrowed; NULL when only declared */
	size_t size;
	bool isMutable;
} PirParameter;

/* --- program --- */
PIR_API PirProgram *pirProgramCreate(PirContext *ctx);
PIR_API void pirProgramDestroy(PirProgram *p);
PIR_API PirContext *pirProgramGetContext(PirProgram *p);
/* The top op (builtin.module) and its one block, which holds the program. */
PIR_ACCESSOR PirOperation *pirProgramGetModule(const PirProgram *p);
PIR_API PirBlock *pirProgramGetBlock(PirProgram *p);
PIR_API void pirProgramSetParameter(PirProgram *p, PirIdent *name, PirType *type, const void *data, size_t size,
				    bool isMutable);
/* NULL when the map has no parameter of that name. */
PIR_API PirParameter *pirProgramGetParameter(PirProgram *p, PirIdent *name);
/* The map in the order the parameters were set. */
PIR_ACCESSOR size_t pirProgramGetNumParameters(const PirProgram *p);
PIR_ACCESSOR const PirParameter *pirProgramGetParameterAt(const PirProgram *p, size_t i);
/* Derives the map from the program (docs/design.md §2.1.4): one entry per
 * name a variable_read op of a storage other than input/output reads, in
 * the order of the first reads, with that read's type; isMutable when a
 * variable_write names it or an op that may write or keep its buffer (not
 * ReadOnly, Inplace, WritesViews, a container, region, terminator or stack
 * push; views followed) reads a read of it or a view of one. An entry
 * already in the map keeps its data and size; one no read names stays,
 * after the others. n log n. */
PIR_API void pirProgramDeriveParameters(PirProgram *p);

/* --- operations --- */
/* What an op is made of (pirOperationCreate). */
typedef struct PirOperationState {
	PirOpInfo *info; /* inside the library; a user builds ops by name (pirBuilderCreateOp) */
	PirLocation loc;
	uint32_t numOperands, numResults, numRegions, numSuccessors;
	PirValue *const *operands;   /* numOperands entries, NULL allowed */
	PirType *const *resultTypes; /* numResults entries */
	PirAttrDict *attrs;          /* NULL = empty */
	PirBlock *const *successors;
} PirOperationState;

/* Creates a detached op (regions empty) in program p's arena. */
PIR_API PirOperation *pirOperationCreate(PirProgram *p, const PirOperationState *st);
/* Unlinks op from its block, drops its operand uses and erases nested ops.
 * Results must have no uses left. Memory is reclaimed with the program. */
PIR_API void pirOperationErase(PirOperation *op);
/* pirOperationErase, then the memory of op and of the ops nested in it is
 * reused by the next ops of the same size created in its program
 * (lib/ir/op_free_list.c). Neither op nor anything nested in it may be
 * touched afterwards, not even to read a flag: passes that look at erased
 * ops later erase instead. An op that is detached and has no blocks does
 * not know its program (pirOperationGetProgram): it is only erased. */
PIR_API void pirOperationDestroy(PirOperation *op);
PIR_API void pirOperationRemoveFromBlock(PirOperation *op);

/* An op's name ("pd_op.relu"), whether its dialect defines it (else it is
 * an unregistered op, accepted with pirContextSetAllowUnregistered), its
 * traits (PirTrait bits, as pirOperationHasTrait tests them). */
PIR_ACCESSOR const char *pirOperationGetName(const PirOperation *op);
PIR_ACCESSOR bool pirOperationIsRegistered(const PirOperation *op);
PIR_ACCESSOR bool pirOperationHasTrait(const PirOperation *op, PirTrait t);
/* The traits; for an op whose writes depend on its attributes (key
 * `functional_when`, docs/dialect-yaml.md), the traits of what it does
 * with these attributes (pirOperationIsFunctional). */
PIR_ACCESSOR uint32_t pirOperationGetTraits(const PirOperation *op);
/* Ops whose writes depend on their attributes (lib/ir/op_conditions.c):
 * true when op's attributes (defaults for absent ones) match one
 * alternative of its condition and no result its inplace or view mapping
 * names is used, so it writes nothing, aliases nothing anyone sees and has
 * no effect. pirOperationGetTraits then gives ReadOnly and
 * HasValueSemantics instead of Inplace, ViewLike, WritesViews and
 * SideEffect; otherwise the definition's traits. */
PIR_API bool pirOperationIsFunctional(const PirOperation *op);
/* Ops that may equal one of their operands (key `identity`,
 * docs/dialect-yaml.md, "Folding"): the index of the operand that the
 * mapped result equals in this instance (types equal, without -1 dims when
 * the definition asks, one alternative of the condition holding, no
 * operand given for an attribute the condition names), else -1. Whether
 * the two may be merged (neither written) is the caller's question. */
PIR_API int32_t pirOperationIdentityOperand(const PirOperation *op);
/* Ops that are, under some attributes, their own adjoint (key
 * `self_adjoint`, docs/dialect-yaml.md, "Self-adjoint ops"): the index of
 * the operand the op is linear in when one alternative of the condition
 * holds in this instance (no operand given for an attribute it names), else
 * -1. *result is set to the mapped result. */
PIR_API int32_t pirOperationSelfAdjointOperand(const PirOperation *op, uint32_t *result);
/* Whether op's definition's `backward` entry holds in this instance (key
 * `backward_when`, docs/dialect-yaml.md, "Conditional backward"): it has
 * no condition, or one alternative holds (no operand given for an
 * attribute it names). */
PIR_API bool pirOperationBackwardHolds(const PirOperation *op);
/* A numeric attribute's value (int32, int64, index, float, double). */
PIR_API bool pirAttributeGetNumber(const PirAttribute *a, double *out);
PIR_ACCESSOR PirContext *pirOperationGetContext(const PirOperation *op);
/* The program whose arena holds op, from its block (or, for the module op
 * and detached ops with regions, from a nested block); NULL for a detached
 * op without blocks. */
PIR_API PirProgram *pirOperationGetProgram(const PirOperation *op);

/* The counts and the parts (index < count, asserted). Operand i is a use
 * (pirOperationGetOpOperand) of a value (pirOperationGetOperand; NULL for
 * an absent optional operand). They take a const op and give mutable
 * parts, as strchr does, so that read-only code can use them too. */
PIR_ACCESSOR uint32_t pirOperationGetNumOperands(const PirOperation *op);
PIR_ACCESSOR uint32_t pirOperationGetNumResults(const PirOperation *op);
PIR_ACCESSOR uint32_t pirOperationGetNumRegions(const PirOperation *op);
PIR_ACCESSOR uint32_t pirOperationGetNumSuccessors(const PirOperation *op);
PIR_ACCESSOR PirValue *pirOperationGetResult(const PirOperation *op, uint32_t i);
PIR_ACCESSOR PirOpOperand *pirOperationGetOpOperand(const PirOperation *op, uint32_t i);
PIR_ACCESSOR PirValue *pirOperationGetOperand(const PirOperation *op, uint32_t i);
/* The types of operand i (NULL for an absent one) and of result i. */
PIR_ACCESSOR PirType *pirOperationGetOperandType(const PirOperation *op, uint32_t i);
PIR_ACCESSOR PirType *pirOperationGetResultType(const PirOperation *op, uint32_t i);
PIR_ACCESSOR PirRegion *pirOperationGetRegion(const PirOperation *op, uint32_t i);
PIR_ACCESSOR PirBlock *pirOperationGetSuccessor(const PirOperation *op, uint32_t i);
PIR_API void pirOperationSetOperand(PirOperation *op, uint32_t i, PirValue *v);

/* Where op is: its block (NULL when detached), its neighbours there (NULL
 * at the ends), the op whose region holds its block (NULL for the module). */
PIR_ACCESSOR PirBlock *pirOperationGetBlock(const PirOperation *op);
PIR_ACCESSOR PirOperation *pirOperationGetNextInBlock(const PirOperation *op);
PIR_ACCESSOR PirOperation *pirOperationGetPrevInBlock(const PirOperation *op);
PIR_API PirOperation *pirOperationGetParentOp(PirOperation *op);
PIR_API bool pirOperationIsAncestor(PirOperation *ancestor, PirOperation *op);
/* Where op was read from (file NULL for built IR). */
PIR_API PirLocation pirOperationGetLoc(const PirOperation *op);
PIR_API void pirOperationSetLoc(PirOperation *op, PirLocation loc);

/* Attributes: the dictionary (NULL when empty), its entries by position
 * (sorted by name), one by name (NULL when absent). */
PIR_ACCESSOR PirAttrDict *pirOperationGetAttrDict(const PirOperation *op);
PIR_ACCESSOR void pirOperationSetAttrDict(PirOperation *op, PirAttrDict *d);
PIR_ACCESSOR uint32_t pirOperationGetNumAttributes(const PirOperation *op);
PIR_ACCESSOR PirNamedAttr pirOperationGetAttributeAt(const PirOperation *op, uint32_t i);
PIR_API PirAttribute *pirOperationGetAttr(PirOperation *op, const char *name);
PIR_API void pirOperationSetAttr(PirOperation *op, const char *name, PirAttribute *value);
/* No result of op has a use. */
PIR_API bool pirOperationResultsUnused(PirOperation *op);

/* --- uses (operands) --- */
/* The value used (NULL for an absent operand), the next use of the same
 * value (NULL after the last), the op using it and the operand's number
 * in that op. */
PIR_ACCESSOR PirValue *pirOpOperandGetValue(const PirOpOperand *u);
PIR_ACCESSOR PirOpOperand *pirOpOperandGetNextUse(const PirOpOperand *u);
PIR_ACCESSOR PirOperation *pirOpOperandGetOwner(const PirOpOperand *u);
PIR_ACCESSOR uint32_t pirOpOperandGetOperandNumber(const PirOpOperand *u);

/* --- values --- */
PIR_ACCESSOR PirType *pirValueGetType(const PirValue *v);
/* Changes v's type in place; its users are not told. */
PIR_ACCESSOR void pirValueSetType(PirValue *v, PirType *t);
/* The first use (walk on with pirOpOperandGetNextUse); NULL when unused. */
PIR_ACCESSOR PirOpOperand *pirValueGetFirstUse(const PirValue *v);
PIR_ACCESSOR bool pirValueHasUses(const PirValue *v);
PIR_API size_t pirValueCountUses(const PirValue *v);
/* A value is an op's result (its defining op, and the result number) or a
 * block's argument (its owner block, and the argument number). */
PIR_ACCESSOR bool pirValueIsBlockArgument(const PirValue *v);
PIR_ACCESSOR uint32_t pirValueGetIndex(const PirValue *v);
/* NULL for a block argument. */
PIR_ACCESSOR PirOperation *pirValueGetDefiningOp(const PirValue *v);
/* NULL for an op result. */
PIR_ACCESSOR PirBlock *pirBlockArgumentGetOwner(const PirValue *v);
/* The block the value is defined in. */
PIR_API PirBlock *pirValueGetParentBlock(const PirValue *v);
PIR_API void pirValueReplaceAllUsesWith(PirValue *from, PirValue *to);

/* --- blocks and regions --- */
PIR_API PirBlock *pirBlockCreate(PirProgram *p);
PIR_ACCESSOR uint32_t pirBlockGetNumArguments(const PirBlock *b);
PIR_ACCESSOR PirValue *pirBlockGetArgument(const PirBlock *b, uint32_t i);
PIR_API PirValue *pirBlockAddArgument(PirProgram *p, PirBlock *b, PirType *type);
PIR_API void pirBlockEraseArgument(PirBlock *b, uint32_t i); /* the argument must be unused */
/* Erases every argument i with erase[i] (all unused) in one pass over the arguments. */
PIR_API void pirBlockEraseArguments(PirBlock *b, const bool *erase);
/* The ops (walk on with pirOperationGetNextInBlock); NULL when empty. */
PIR_ACCESSOR PirOperation *pirBlockGetFirstOp(const PirBlock *b);
PIR_ACCESSOR PirOperation *pirBlockGetLastOp(const PirBlock *b);
PIR_API PirOperation *pirBlockGetTerminator(PirBlock *b); /* last op if it is a terminator */
PIR_API void pirBlockAppendOp(PirBlock *b, PirOperation *op);
PIR_API void pirBlockInsertOpBefore(PirBlock *b, PirOperation *before, PirOperation *op);
PIR_API void pirBlockInsertOpAfter(PirBlock *b, PirOperation *after, PirOperation *op);
/* The region holding b (NULL when detached), b's neighbours in it. */
PIR_ACCESSOR PirRegion *pirBlockGetParentRegion(const PirBlock *b);
PIR_ACCESSOR PirBlock *pirBlockGetNextInRegion(const PirBlock *b);
PIR_ACCESSOR PirBlock *pirBlockGetPrevInRegion(const PirBlock *b);
PIR_API PirOperation *pirBlockGetParentOp(PirBlock *b);
/* A region's blocks (walk on with pirBlockGetNextInRegion; NULL when
 * empty) and the op it belongs to. */
PIR_ACCESSOR PirBlock *pirRegionGetFirstBlock(const PirRegion *r);
PIR_ACCESSOR PirBlock *pirRegionGetLastBlock(const PirRegion *r);
PIR_ACCESSOR PirOperation *pirRegionGetParentOp(const PirRegion *r);
PIR_API void pirRegionAppendBlock(PirRegion *r, PirBlock *b);
PIR_API void pirRegionRemoveBlock(PirRegion *r, PirBlock *b);

/* --- walking --- */
typedef enum PirWalkOrder { PIR_WALK_PRE_ORDER, PIR_WALK_POST_ORDER } PirWalkOrder;
typedef enum PirWalkResult { PIR_WALK_ADVANCE, PIR_WALK_SKIP, PIR_WALK_INTERRUPT } PirWalkResult;
typedef PirWalkResult (*PirWalkFn)(PirOperation *op, void *userData);
/* Walks op and everything nested in it. The callback may erase the op it is
 * given in post-order walks. Returns PIR_WALK_INTERRUPT if interrupted. */
PIR_API PirWalkResult pirOperationWalk(PirOperation *op, PirWalkOrder order, PirWalkFn fn, void *userData);
/* Walks every op of the program (not the module op itself). */
PIR_API PirWalkResult pirProgramWalk(PirProgram *p, PirWalkOrder order, PirWalkFn fn, void *userData);

/* --- verification --- */
/* Structural SSA rules (operands defined, dominance inside a block, values
 * used only where visible) and, for registered ops, the definition's rules
 * and verify hooks. Emits diagnostics; returns false on failure. */
PIR_API bool pirProgramVerify(PirProgram *p);
/* The checks of one op's own definition, as pirProgramVerify makes them:
 * operand and result counts and types, attributes (required, kinds, names,
 * enum values), region counts and terminators, the op's verify hook and
 * its inference rule's verdict; not operands' dominance or nested ops.
 * true for an op no dialect defines. Emits diagnostics. */
PIR_API bool pirOperationVerifyDefinition(PirOperation *op);
/* Sets each result's type to what the op's inference rule gives (-1 dims
 * where it cannot tell), as a builder of new ops wants; false, changing
 * nothing, when the op has no rule, the rule finds an operand condition
 * broken (an error, as the verifier reports it) or it leaves some result's
 * type or element type open. */
PIR_API bool pirOperationInferResultTypes(PirOperation *op);

#ifdef PIR_BUILDING_PIR
#include "ir_private.h"
#endif

#endif
