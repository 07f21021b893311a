/* backward_role.h: Paddle's mark of a backward op, the framework attribute
 * `op_role` = 1 (OpRole::kBackward), and of an optimizer's (2, 16). append-backward puts it on the backward
 * if/while of Paddle's control-flow form (a second pd_op.if/pd_op.while that
 * is no grad op of the catalogue); strip-backward and the round-trip check
 * recognise those ops by it (docs/passes.md, "append-backward"). It also
 * marks the tensor array ops that build an array's gradient. */
#ifndef PIR_BACKWARD_ROLE_H
#define PIR_BACKWARD_ROLE_H

#include "../pass.h"

#define PIR_OP_ROLE_ATTR "op_role"
enum { PIR_OP_ROLE_BACKWARD = 1 };

/* A region op (flow branch or loop) marked op_role = 1. */
static inline bool pirIsBackwardRegionOp(PirOperation *op)
{
	PirRegionFlow flow = (PirRegionFlow)pirOperationGetInfo(op)->flow;
	if (!op->numRegions || (flow != PIR_FLOW_BRANCH && flow != PIR_FLOW_LOOP))
		return false;
	PirAttribute *a = pirOperationGetAttr(op, PIR_OP_ROLE_ATTR);
	return a && (pirAttributeGetKind(a) == PIR_ATTR_INT32 || pirAttributeGetKind(a) == PIR_ATTR_INT64) &&
	       pirAttributeGetIntValue(a) == PIR_OP_ROLE_BACKWARD;
}

/* An op of a tensor array role (array_fill_like, array_read, array_write)
 * marked op_role = 1: append-backward builds the gradient of an array with
 * them (append_backward_array.c); they are no grad ops of the catalogue. */
static inline bool pirIsBackwardArrayOp(PirOperation *op)
{
	PirOpRole r = (PirOpRole)pirOperationGetInfo(op)->role;
	if (r != PIR_ROLE_ARRAY_FILL_LIKE && r != PIR_ROLE_ARRAY_READ && r != PIR_ROLE_ARRAY_WRITE)
		return false;
	PirAttribute *a = pirOperationGetAttr(op, PIR_OP_ROLE_ATTR);
	return a && (pirAttributeGetKind(a) == PIR_ATTR_INT32 || pirAttributeGetKind(a) == PIR_ATTR_INT64) &&
	       pirAttributeGetIntValue(a) == PIR_OP_ROLE_BACKWARD;
}

/* An op marked with Paddle's op_role Optimize (2) or LRSched (16): an
 * update of a training program or its learning rate's schedule (the
 * ProgramDesc translator keeps the mark; strip-backward removes them). */
static inline bool pirIsOptimizerRoleOp(PirOperation *op)
{
	PirAttribute *a = pirOperationGetAttr(op, PIR_OP_ROLE_ATTR);
	return a && (pirAttributeGetKind(a) == PIR_ATTR_INT32 || pirAttributeGetKind(a) == PIR_ATTR_INT64) &&
	       (pirAttributeGetIntValue(a) & (2 | 16));
}

/* The attributes of such an op: {op_role = 1 : int32}. */
static inline PirAttrDict *pirBackwardRoleAttrs(PirContext *ctx)
{
	PirNamedAttr e = {pirIdentGetCStr(ctx, PIR_OP_ROLE_ATTR), pirAttrGetInt32(ctx, PIR_OP_ROLE_BACKWARD)};
	return pirAttrDictGet(ctx, 1, &e, NULL);
}

#endif
