/* append_backward.h: state shared by the files of --append-backward
 * (docs/passes.md, "append-backward"): the driver and the gradient rules
 * (append_backward.c), the activity analysis (append_backward_activity.c)
 * and control flow, instrumentation and if_grad/while_grad
 * (append_backward_cf.c). Internal to the pass. */
#ifndef PIR_APPEND_BACKWARD_H
#define PIR_APPEND_BACKWARD_H

#include "../../lib/ir/hashset.h"
#include "../pass.h"

enum { AB_VARIED = 1, AB_USEFUL = 2 };

/* How many levels of nested backward ifs the gradient of a value read
 * deeper passes through as their results (abAddInto). */
enum { AB_COLLECT_LEVELS = 4 };

/* The pass's options, in PirPass.options order (append_backward.c). */
enum { AB_OPT_DESIGN, AB_OPT_LOSS, AB_OPT_TARGET_GRADIENTS, AB_OPT_WRT, AB_OPT_NO_GRAD, AB_OPT_REGION_GRADS };

/* What the pass knows of one forward value (or one value it made that
 * becomes a forward value: a stack). */
typedef struct ABValue {
	PirValue *v;
	PirValue *grad;   /* its gradient so far, in the backward block of its own frame */
	PirValue *primal; /* the value in backward code: v, or its popped copy */
	PirValue *buf;    /* zero-initialised buffer an inner backward block accumulates into */
	/* A vec value: its gradient is kept per element (grad and buf of
	 * element k), allocated when the first element gradient arrives. */
	PirValue **elemGrad, **elemBuf;
	uint32_t id; /* 1 + its index in AB.values: the state word of its values */
	/* A tensor array buffer's first value: 1 + the depth of the frame where
	 * grad is the name of its gradient array G (0: none yet). */
	uint32_t gradDepth;
	/* AB_DROPPED (append_backward_activity.c): the op whose operand the
	 * grad op does not differentiate starts the path it depends on. */
	PirOperation *dropAt;
	uint8_t flags;
} ABValue;

/* A name of G a frame replaced, restored when the frame is left. */
typedef struct ABSaved {
	ABValue *buf;
	PirValue *grad;
	uint32_t gradDepth;
} ABSaved;

/* One level of the backward being built: the forward block being
 * differentiated and the block its backward goes into. */
typedef struct ABFrame {
	PirBlock *fwd, *bwd;
	PirOperation *anchor; /* grad region op being built in bwd (zero buffers go before it) */
	PirPtrVec pending;    /* ABValue * that got a buffer while anchor was built */
	PirPtrVec saved;      /* ABSaved *: array gradients renamed in this frame */
	/* A branch of Paddle's backward if (docs/passes.md, "if_grad"): it
	 * collects the gradients of the values defined outside the if as
	 * ABExt (ext: gradient slot -> ABExt; extList in order of the first
	 * contribution; pendingExt: those that got a buffer while anchor was
	 * built), which the backward if returns as results. collectBelow: the
	 * depth of the innermost collecting frame at or below this one, or -1. */
	bool collects;
	long collectBelow;
	PirPtrMap ext;
	PirPtrVec extList, pendingExt;
	/* A branch of Paddle's backward if also returns the gradient arrays
	 * (G) of the tensor array buffers defined outside the if that it
	 * changes: arrays set; arrayList: their ABValue (the buffer's first
	 * value), in order of the first change, arraySeen the same as a set. */
	bool arrays;
	PirPtrVec arrayList;
	PirPtrMap arraySeen;
} ABFrame;

/* The gradient, collected in a branch of a backward if, of a value
 * defined outside the if (or of element elem of a vec): slot is the
 * value's own gradient slot (ABValue.grad or .elemGrad[elem]) and buf its
 * buffer slot, where the backward if's result goes. */
typedef struct ABExt {
	ABValue *i;
	PirValue **slot, **bufSlot;
	int32_t elem;
	PirValue *grad, *buf;
} ABExt;

/* The stack ops of the chosen form, found by role and signature. */
typedef struct ABStackOps {
	PirOpInfo *create, *push, *pop, *test;
	PirType *handles[3]; /* the types of create's results: stack (, inlet, outlet) */
	PirOpInfo *copy; /* a stack_create taking a stack (found when first needed) */
	bool testTrueWhenEmpty; /* the test answers "is empty": negate it to continue */
	bool paddle;            /* create has inlet and outlet (push to the inlet, pop from the outlet) */
} ABStackOps;

typedef struct AB {
	PirProgram *prog;
	PirContext *ctx;
	PirPassRun *run;
	bool design;
	/* The backward of an if/while is a second pd_op.if/pd_op.while marked
	 * op_role 1 (Paddle's form), not the catalogue's if_grad/while_grad. */
	bool paddleCF;
	/* Each value's ABValue (in arena): values.data[state - 1], where state
	 * is the value's per-run state word (0: none yet). The pass owns the
	 * words while it runs and clears them first (lib/ir/ir_private.h,
	 * "Per-run state"); a hash map from value to ABValue cost a cache miss
	 * per lookup, a quarter of the pass's time on large programs. */
	PirPtrVec values;
	PirArena arena;
	PirPtrVec regionOps; /* region ops to instrument, innermost first */
	PirPtrMap chain;     /* op -> 1 + whether it and its ancestors are all active (collect) */
	ABFrame *frames;
	size_t depth, capFrames;
	PirPtrMap blockFrame; /* forward block -> 1 + its frame's depth, while it is built */
	PirPtrMap pushed;     /* forward block -> ABPushList * */
	PirPtrMap stackOf;    /* instrumented region op -> ABStack * */
	ABStackOps ops;
	PirOpInfo *byRole[PIR_ROLE_COUNT]; /* the ops it builds, looked up by role once */
	PirOpInfo *pack, *unpack;          /* vec ops by shape: N values -> vec, vec -> N values */
	PirPtrMap diffMask;                /* op info -> uint64_t *: its operands the grad op differentiates */
	PirPtrMap gradOf;                  /* op info -> its grad op's info (the AB itself: none) */
	PirLocation loc;                   /* of the forward op whose backward is being built */
	PirIdent *stopGradient;            /* the name "stop_gradient", interned once */
	PirAttrDict *gradRegionAttrs;      /* of a region op's backward: Paddle's backward mark, or none */
	PirPtrMap bufRoot, bufWriters, bufSorted, bufVaried, opOrder; /* append_backward_inplace.c */
	/* Tensor arrays as buffers (append_backward_inplace.c): the array values
	 * linked into buffers, each buffer's values (root -> ABMember list), the
	 * region ops whose array values are not one buffer per position. */
	PirPtrVec arrayValues;
	PirPtrMap arrayMembers, arrayBad;
	PirPtrMap arrayActive; /* region op -> whether it holds an array op needing a gradient (cf.c) */
	bool anyWrites;
	bool failed;
	/* Options wrt and no-grad (docs/passes.md, "Choosing what to
	 * differentiate"): with wrt, the sources are these values only;
	 * values in noGrad are never varied. */
	PirPtrVec wrt;
	PirPtrMap noGrad;
	bool usefulFloat; /* a value of floating-point elements is on the loss's path */
	bool usefulSource; /* a source (a read, a fill, a wrt value) needs a gradient */
	/* The first op the loss depends on through an integer result it
	 * computes from a varied floating-point operand (a cast to int64),
	 * whose grad op reads that result's gradient: refused (runAppendBackward). */
	PirOperation *integerStep;
	/* Second derivatives through a loop: a forward push op -> its
	 * ABGradStack, the stack carrying the gradients of the values a
	 * backward loop popped from it to the backward of the pushing loop. */
	PirPtrMap gradStacks;
	PirPtrVec gradStackList;
	/* Variables written then read (abPairVariables): a module-block read
	 * op -> the op before it that last wrote its variable (a write op, or
	 * the region op holding one: then which value it reads depends on
	 * control flow); a write op -> its ABVarRead list. */
	PirPtrMap writerOf, readsOf;
} AB;

typedef struct ABVarRead {
	PirOperation *read;
	struct ABVarRead *next;
} ABVarRead;

typedef struct ABMember {
	PirValue *v;
	struct ABMember *next;
} ABMember;

typedef struct ABGradStack {
	PirValue *inlet, *outlet;
	uint32_t n, *elems; /* the push's value positions (operand - 1) carried */
	bool popped;
} ABGradStack;

/* The values a forward block pushes, in push order. */
typedef struct ABPushList {
	PirValue **vals;
	uint32_t n;
} ABPushList;

/* Where an instrumented region op keeps its stacks: per forward region
 * (then/else, cond/body, body): the value holding the stack (create's
 * result 0) and its pop end (outlet, or the stack), as forward values of
 * the op's block; carried: the design form's init-region stack, which is
 * the op's last result. */
typedef struct ABStack {
	PirValue *stack[2], *outlet[2];
	bool carried;
} ABStack;

ABValue *abInfo(AB *ab, PirValue *v);
/* v's ABValue if it has one yet, else NULL. */
ABValue *abFind(AB *ab, PirValue *v);
/* From now on v's ABValue is i (a value that replaces i->v). */
void abRebind(AB *ab, PirValue *v, ABValue *i);
static inline bool abNeedsGrad(AB *ab, PirValue *v)
{
	ABValue *i = v ? abInfo(ab, v) : NULL;
	return i && (i->flags & (AB_VARIED | AB_USEFUL)) == (AB_VARIED | AB_USEFUL);
}
/* A type that carries a gradient: a dense tensor that is not bool. */
bool abGradType(const PirType *t);
/* A tensor of integer elements (i8 ... index). */
bool abIntegerType(const PirType *t);
/* abGradType, an array, or a vec with an element of such a type (its gradient is
 * one gradient per element). */
bool abCarriesGrad(const PirType *t);
/* A tensor array (a dialect type holding data, not a handle): its
 * gradient is an array (append_backward_array.c). */
bool abIsArray(const PirType *t);
/* The grad op of a region-free op (its `backward` entry), or NULL. */
PirOpInfo *abGradInfoOf(AB *ab, const PirOpInfo *fwd);
/* The name grad op g gives operand (or result, with output) i of its
 * forward op f: its forward_inputs/forward_outputs entry, else f's own. */
const PirIdent *abFwdName(const PirOpDef *f, const PirOpDef *g, bool output, uint32_t i);
/* What operand (or result, with output) j of grad op g takes from its
 * forward op f: f's operand or result *at, the gradient of f's result *at,
 * or (a result) the gradient of f's operand *at. By f's backward_args where
 * it has them (a linear grad op whose adjoint is gather, cumsum, ...), else
 * by name: abFwdName's names, `<output>_grad`, and results `<input>_grad`. */
typedef enum { AB_BIND_NONE, AB_BIND_INPUT, AB_BIND_OUTPUT, AB_BIND_OUTPUT_GRAD, AB_BIND_INPUT_GRAD } ABBind;
ABBind abBindOf(const PirOpDef *f, const PirOpDef *g, bool output, uint32_t j, uint32_t *at);
/* The first operand of g that binds as kind to f's value k (for
 * AB_BIND_INPUT_GRAD, the result of g giving operand k's gradient), or -1. */
int32_t abGradOperandOf(const PirOpDef *f, const PirOpDef *g, ABBind kind, uint32_t k);
/* Bit i set: the grad op of op gives operand i a gradient (a result
 * `<input>_grad`, or one backward_args binds to it); all bits for ops
 * without a backward entry. */
uint64_t abDiffOperands(AB *ab, const PirOpInfo *fwd);

/* append_backward_activity.c: which values depend on a differentiable
 * source (varied) and reach the loss (useful). */
bool abAnalyse(AB *ab, PirValue *const *losses, size_t numLosses);
/* The write whose value read op r reads (a set_parameter of its name
 * before it in the module block), or NULL. */
PirOperation *abWriterOf(AB *ab, PirOperation *r);
/* For a stack push (or pop) of Paddle's form, calls f(user, other, j) on
 * each pop (or push) of the same stack with as many values. */
void abForEachPaired(PirOperation *op, uint32_t j, void (*f)(void *, PirOperation *, uint32_t), void *user);

/* append_backward.c */
PirOperation *abCreate(AB *ab, PirBlock *b, PirOperation *before, PirOpInfo *info, uint32_t numOperands,
		       PirValue *const *operands, uint32_t numResults, PirType *const *types, PirAttrDict *attrs,
		       uint32_t numRegions);
PirOpInfo *abRoleOp(AB *ab, PirOpRole role);
PirValue *abPrimal(AB *ab, PirValue *v);
PirValue *abZeros(AB *ab, PirBlock *b, PirOperation *before, PirValue *like);
void abAddGrad(AB *ab, PirValue *v, PirValue *g);
/* Adds g to a gradient slot of i (ABValue.grad/buf, or a vec element's),
 * by the rules of docs/passes.md, "Accumulation". */
void abAddInto(AB *ab, ABValue *i, PirValue **grad, PirValue **buf, int32_t elem, PirValue *g);
/* A tensor of type t filled with value, before `before` in b (like: a
 * forward value of type t, or with elem >= 0 a vec whose element elem
 * has type t, for a fill_like when the shape is not known). */
PirValue *abFill(AB *ab, PirBlock *b, PirOperation *before, PirType *t, PirValue *like, int32_t elem, double value);
/* The gradient of op's result k so far (NULL: none). */
PirValue *abGradOfResult(AB *ab, PirOperation *op, uint32_t k);
/* x + y (the op of role sum) at the end of b. */
PirValue *abSum(AB *ab, PirBlock *b, PirValue *x, PirValue *y);
/* The depth of the frame where v is defined, or -1. */
long abFrameOf(AB *ab, PirValue *v);
bool abBuildBlock(AB *ab);
void abPushFrame(AB *ab, PirBlock *fwd, PirBlock *bwd);
void abPopFrame(AB *ab);
/* Settles the zero buffers of the top frame's anchor into gradients. */
void abSettleBuffers(AB *ab);
PirBlock *abBwd(AB *ab);

/* append_backward_array.c: the backward of array_read and array_write
 * (op: an op of either role whose result has a gradient); a whole-array
 * gradient g of array v; zeros like array `like`, before `before` in b. */
void abArrayGrad(AB *ab, PirOperation *op);
void abAddArrayGrad(AB *ab, PirValue *v, PirValue *g);
PirValue *abArrayZeros(AB *ab, PirBlock *b, PirOperation *before, PirValue *like);
/* The gradient array G of array v's buffer as named in the current frame
 * (NULL: none yet); made (zeros) when it has none; named grad in frame
 * depth from now on (until that frame is left). */
PirValue *abArrayGradOf(AB *ab, PirValue *v);
PirValue *abEnsureArrayGrad(AB *ab, PirValue *v);
void abSetArrayGrad(AB *ab, PirValue *v, PirValue *grad, size_t depth);

/* append_backward_select.c: the backward of an op of role select or route
 * whose result has a gradient. */
void abSelectGrad(AB *ab, PirOperation *op);

/* append_backward_inplace.c: finds the in-place writes of the program;
 * refuses (a located error, false) an op on the gradient's path whose
 * backward would read a buffer a write changed. */
void abFindWrites(AB *ab);
/* The first value of the buffer v belongs to (v itself when nothing
 * writes or views it in place, and no region op carries it). */
PirValue *abBufRoot(AB *ab, PirValue *v);
/* The values of array v's buffer (NULL: v alone); the first op writing it
 * in program order (NULL: none). */
const ABMember *abArrayMembers(AB *ab, PirValue *v);
PirOperation *abFirstWriter(AB *ab, PirValue *v);
bool abCheckWrites(AB *ab, PirOperation *op);
/* Refuses an op the loss depends on that reads, through a name not
 * varied, a buffer an in-place write of a varied value changed after that
 * name was defined (`assign_out_(tanh(x), buf)` then `exp(buf)`, buf a
 * stop_gradient fill): the read is off the gradient's path by its SSA
 * value, and the gradient through it would be silently lost. */
bool abCheckHiddenReads(AB *ab, PirOperation *op);

/* append_backward_targets.c: the options loss, seeds, wrt and no-grad,
 * resolved to values (ab->wrt, ab->noGrad and t); false after an error. */
typedef struct ABTargets {
	PirPtrVec lossOps;      /* the output ops whose operand is a loss */
	PirPtrVec seeds;        /* per loss: its seed gradient, or NULL (a fill of 1) */
	PirPtrVec valueOutputs; /* wrt naming an output: pairs (output op, the value it outputs) */
} ABTargets;
bool abIsOutput(const PirOperation *op);
/* The string attribute naming what op reads or writes (its variable key;
 * `name` for an output op without one, as pd_op.fetch), or NULL. */
PirAttribute *abNameOf(AB *ab, PirOperation *op);
/* Per variable storage (parameters, data inputs), a map keyed by the
 * name attribute: the last writer (abPairVariables), the buffer a name
 * holds (abFindWrites). Made in ab's arena; the maps freed together. */
typedef struct {
	PirIdent *storage;
	PirPtrMap map;
} ABVarStore;
PirPtrMap *abVarStore(AB *ab, PirPtrVec *stores, PirIdent *storage);
void abVarStoresFree(PirPtrVec *stores);
bool abResolveTargets(AB *ab, ABTargets *t);
void abTargetsFree(ABTargets *t);

/* append_backward_cf.c */
bool abFindStackOps(AB *ab);
bool abRegionOpActive(AB *ab, PirOperation *op);
bool abInstrument(AB *ab, PirOperation *op);
bool abRegionGrad(AB *ab, PirOperation *op);
/* A stack pop in a block being differentiated (a first backward's loop
 * popping forward values): pushes the popped values' gradients onto a
 * gradient stack for the backward of the pushing block. */
bool abPopGrad(AB *ab, PirOperation *pop);
/* A push whose popped values got gradients: pops them and adds them to
 * the pushed values' gradients. */
bool abPushGrad(AB *ab, PirOperation *push);

#endif
