/* infer_graph_send.c: inference rules of the graph message-passing ops
 * send_uv and send_ue_recv (SendUVInferMeta, SendUERecvInferMeta): src and
 * dst indices [E] or [E, 1] of one length; out has the broadcast of x's
 * and y's dims after the first, behind E (send_uv) or an unknown node
 * count (send_ue_recv, known from out_size only when the kernel runs). */
#include <string.h>

#include "infer_meta.h"

/* The checks both ops share, and out's dims after the first: x's and y's
 * dims after the first, broadcast (right-aligned). */
static bool common(PirOperation *op, PirShape *x, PirShape *out, int64_t *edges)
{
	int64_t ls, ld;
	if (!pirInferEdgeIndex(op, "src_index", &ls) || !pirInferEdgeIndex(op, "dst_index", &ld))
		return false;
	if (ls != ld && pirInferOperand(op, "src_index") && pirInferOperand(op, "dst_index")) {
		int i = pirInferOperandIndex(op, "dst_index");
		return pirInferReject(op, i, NULL,
				      "operand #%d ('dst_index') has %lld entries, but src_index has %lld (compared as "
				      "written: -1 matches only -1)",
				      i, (long long)ld, (long long)ls);
	}
	*edges = ls;
	PirShape y;
	if (!pirInferShapeOf(pirInferOperand(op, "x"), x) || !pirInferShapeOf(pirInferOperand(op, "y"), &y) ||
	    x->rank == 0 || y.rank == 0)
		return false;
	uint32_t rank;
	if (!pirInferBroadcast(x->dims + 1, x->rank - 1, y.dims + 1, y.rank - 1, out->dims + 1, &rank)) {
		char a[96], b[96];
		return pirInferReject(op, pirInferOperandIndex(op, "y"), NULL,
				      "operand #%d ('y') dims after the first %s do not broadcast with x's %s",
				      pirInferOperandIndex(op, "y"), pirInferDimsStr(y.dims + 1, y.rank - 1, a, sizeof a),
				      pirInferDimsStr(x->dims + 1, x->rank - 1, b, sizeof b));
	}
	if (rank + 1 > PIR_INFER_MAX_RANK)
		return false;
	out->rank = rank + 1;
	out->elem = x->elem;
	return true;
}

/* send_uv(x, y, src_index, dst_index): out [E, broadcast dims], x's dtype. */
void pirInferSendUv(PirOperation *op, PirType **r)
{
	PirShape x, o;
	int64_t e;
	if (!common(op, &x, &o, &e) || !op->numResults)
		return;
	o.dims[0] = e;
	r[0] = pirInferTensor(pirOperationGetContext(op), &o);
}

/* send_ue_recv(x, y, src_index, dst_index): y's dim 0 is the edge count
 * (as written); out [-1, broadcast dims] of x's dtype; with reduce_op
 * "MEAN", dst_count [-1] int32. */
void pirInferSendUeRecv(PirOperation *op, PirType **r)
{
	PirShape x, o, y;
	int64_t e;
	if (!common(op, &x, &o, &e))
		return;
	if (pirInferShapeOf(pirInferOperand(op, "y"), &y) && pirInferOperand(op, "src_index") && y.dims[0] != e) {
		int iy = pirInferOperandIndex(op, "y");
		pirInferReject(op, iy, NULL,
			       "operand #%d ('y') dim 0 is %lld, but src_index has %lld entries (compared as written: -1 "
			       "matches only -1)",
			       iy, (long long)y.dims[0], (long long)e);
		return;
	}
	o.dims[0] = -1;
	if (op->numResults > 0)
		r[0] = pirInferTensor(pirOperationGetContext(op), &o);
	if (op->numResults > 1 && !strcmp(pirInferStrAttr(op, "reduce_op", "SUM"), "MEAN")) {
		PirShape c = {.elem = pirTypeGetScalar(pirOperationGetContext(op), PIR_TYPE_I32), .rank = 1, .dims = {-1}};
		r[1] = pirInferTensor(pirOperationGetContext(op), &c);
	}
}
