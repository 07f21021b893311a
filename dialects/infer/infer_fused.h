/* infer_fused.h: what the rules of the fused, fusion and XPU ops share
 * (dialects/infer/infer_fused_*.c): reading an operand's shape by name,
 * the rank and dim checks of their InferMeta functions as located errors,
 * and vec operands. These ops come from Paddle's fusion passes, which
 * build them from ops whose shapes were already checked, so a -1 dim
 * agrees with anything in every check here (never stricter than Paddle). */
#ifndef PIR_INFER_FUSED_H
#define PIR_INFER_FUSED_H

#include "infer_meta.h"

/* The shape of operand `name`; false when absent or not a dense tensor. */
bool pirFusedShape(PirOperation *op, const char *name, PirShape *s);
/* Rejects operand `name` (of shape s) unless its rank is `rank`; `what`
 * describes the expected layout, e.g. "[batch, seq, hidden]". */
bool pirFusedRank(PirOperation *op, const char *name, const PirShape *s, uint32_t rank, const char *what);
/* Rejects operand `name` unless its rank is in [lo, hi]. */
bool pirFusedRankIn(PirOperation *op, const char *name, const PirShape *s, uint32_t lo, uint32_t hi);
/* Rejects dim d of operand `name` unless it is `expect` (either -1:
 * agrees); `what` names where expect comes from. */
bool pirFusedDim(PirOperation *op, const char *name, const PirShape *s, uint32_t d, int64_t expect, const char *what);
/* The number of elements of vec operand `name` (0 when absent or not a
 * vec), and the shape of its element i. */
uint32_t pirFusedVecSize(PirOperation *op, const char *name);
bool pirFusedVecShape(PirOperation *op, const char *name, uint32_t i, PirShape *s);
/* A tensor type of the given element type and dims. */
PirType *pirFusedTensor(PirOperation *op, PirType *elem, uint32_t rank, const int64_t *dims);
/* The product of dims [from, to), -1 when one is unknown. */
int64_t pirFusedProd(const PirShape *s, uint32_t from, uint32_t to);
/* A scalar type of the context; the unknown element type. */
PirType *pirFusedElem(PirOperation *op, PirTypeKind kind);

#endif
