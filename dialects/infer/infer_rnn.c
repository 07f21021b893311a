/* infer_rnn.c: inference rules of the recurrent ops: rnn (RnnInferMeta),
 * cudnn_lstm (CudnnLSTMInferMeta), lstm (LSTMInferMeta), and the legacy
 * gru and gru_unit (GRUOp::InferShape, GRUUnitOp::InferShape). Their dim
 * comparisons are unguarded in Paddle, so they compare -1 as written
 * (docs/dialect-yaml.md, "Unknown dims in Paddle's checks"), except where
 * noted. */
#include <string.h>

#include "infer_meta.h"

static PirContext *ctxOf(PirOperation *op)
{
	return pirOperationGetContext(op);
}

static const char *asWritten(int64_t a, int64_t b)
{
	return a < 0 || b < 0 ? " (compared as written: -1 matches only -1)" : "";
}

/* Operand `name` (index i) dim d equals `want` (what names it), compared
 * as written; rejects at the operand otherwise. */
static bool dimIs(PirOperation *op, const char *name, const PirShape *s, uint32_t d, int64_t want, const char *what)
{
	if (s->dims[d] == want)
		return true;
	int i = pirInferOperandIndex(op, name);
	return pirInferReject(op, i, NULL, "operand #%d ('%s') dim %u is %lld, but %s is %lld%s", i, name, d,
			      (long long)s->dims[d], what, (long long)want, asWritten(s->dims[d], want));
}

static bool rankIs(PirOperation *op, const char *name, const PirShape *s, uint32_t rank, const char *what)
{
	if (s->rank == rank)
		return true;
	int i = pirInferOperandIndex(op, name);
	return pirInferReject(op, i, NULL, "operand #%d ('%s') must be %u-D%s, but is %u-D", i, name, rank, what, s->rank);
}

/* Operand `name` has the dims of `other` (as written). */
static bool sameDims(PirOperation *op, const char *name, const PirShape *s, const char *other, const PirShape *o)
{
	bool same = s->rank == o->rank;
	for (uint32_t d = 0; same && d < s->rank; d++)
		same = s->dims[d] == o->dims[d];
	if (same)
		return true;
	char a[96], b[96];
	int i = pirInferOperandIndex(op, name), j = pirInferOperandIndex(op, other);
	return pirInferReject(op, i, NULL, "operand #%d ('%s') is %s, but operand #%d ('%s') is %s: they must be alike (compared as written: -1 matches only -1)",
			      i, name, pirInferDimsStr(s->dims, s->rank, a, sizeof a), j, other,
			      pirInferDimsStr(o->dims, o->rank, b, sizeof b));
}

/* x [seq, batch, input] to out [seq, batch, hidden (x2 bidirectional)]. */
static PirShape seqOut(PirOperation *op, const PirShape *x)
{
	PirShape o = *x;
	int64_t h = pirInferIntAttr(op, "hidden_size", 100);
	o.dims[2] = pirInferBoolAttr(op, "is_bidirec", false) ? pirInferMul(h, 2) : h;
	return o;
}

/* rnn(x, pre_state: vec, weight_list: vec, sequence_length,
 * dropout_state_in): x 3-D [seq, batch, input]; sequence_length of batch
 * entries; pre_state 2 tensors for mode "LSTM", else 1, each 3-D with x's
 * batch as dim 1, all alike. out [seq, batch, hidden_size (x2
 * bidirectional)] of x's dtype; state a vec like pre_state, of x's dtype.
 * dropout_state_out and reserve: Paddle sets neither (open). */
void pirInferRnn(PirOperation *op, PirType **r)
{
	PirShape x, sl;
	PirValue *ps = pirInferOperand(op, "pre_state");
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x) || !rankIs(op, "x", &x, 3, " [seq, batch, input]"))
		return;
	if (pirInferShapeOf(pirInferOperand(op, "sequence_length"), &sl) && sl.rank >= 1 &&
	    !dimIs(op, "sequence_length", &sl, 0, x.dims[1], "operand #0 ('x')'s batch (dim 1)"))
		return;
	r[0] = pirInferTensor(ctxOf(op), (PirShape[]){seqOut(op, &x)});
	PirType *pt = ps ? pirValueGetType(ps) : NULL;
	if (!pt || pt->kind != PIR_TYPE_VECTOR || !pt->vec.size)
		return;
	int ip = pirInferOperandIndex(op, "pre_state");
	uint32_t n = pt->vec.size, want = !strcmp(pirInferStrAttr(op, "mode", "RNN_TANH"), "LSTM") ? 2 : 1;
	PirShape s0;
	if (!pirInferShapeOfType(pt->vec.elems[0], &s0))
		return;
	if (s0.rank != 3) {
		pirInferReject(op, ip, NULL, "operand #%d ('pre_state') element 0 must be 3-D [layers x directions, batch, hidden], but is %u-D",
			       ip, s0.rank);
		return;
	}
	for (uint32_t i = 0; i < n; i++) {
		PirShape s;
		char a[96], b[96];
		if (!pirInferShapeOfType(pt->vec.elems[i], &s))
			return;
		if (s.rank == 3 && s.dims[1] != x.dims[1]) {
			pirInferReject(op, ip, NULL, "operand #%d ('pre_state') element %u dim 1 is %lld, but operand #0 ('x')'s batch (dim 1) is %lld%s",
				       ip, i, (long long)s.dims[1], (long long)x.dims[1], asWritten(s.dims[1], x.dims[1]));
			return;
		}
		bool same = s.rank == 3 && !memcmp(s.dims, s0.dims, 3 * sizeof *s.dims);
		if (!same) {
			pirInferReject(op, ip, NULL, "operand #%d ('pre_state') element %u is %s, but element 0 is %s: they must be alike", ip, i,
				       pirInferDimsStr(s.dims, s.rank, a, sizeof a), pirInferDimsStr(s0.dims, 3, b, sizeof b));
			return;
		}
	}
	if (n != want) {
		pirInferReject(op, ip, NULL, "operand #%d ('pre_state') has %u tensors, but mode \"%s\" takes %u", ip, n,
			       pirInferStrAttr(op, "mode", "RNN_TANH"), want);
		return;
	}
	if (op->numResults > 2) {
		PirType *elems[2];
		for (uint32_t i = 0; i < n; i++) {
			PirShape s;
			pirInferShapeOfType(pt->vec.elems[i], &s);
			s.elem = x.elem;
			elems[i] = pirInferTensor(ctxOf(op), &s);
		}
		r[2] = pirTypeGetVector(ctxOf(op), n, elems);
	}
}

/* cudnn_lstm(x, init_h, init_c, w, weight_list, sequence_length): x and
 * init_h 3-D; sequence_length of x's batch (dim 1) entries; init_h's dim 1
 * x's batch; init_c like init_h. out as rnn's; last_h and last_c like
 * init_c (init_h), of x's dtype; reserve and state_out uint8 of dims
 * Paddle does not set (open). */
void pirInferCudnnLstm(PirOperation *op, PirType **r)
{
	PirShape x, h, c, sl;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x) ||
	    !pirInferShapeOf(pirInferOperand(op, "init_h"), &h) || !rankIs(op, "x", &x, 3, " [seq, batch, input]") ||
	    !rankIs(op, "init_h", &h, 3, " [layers x directions, batch, hidden]"))
		return;
	if (pirInferShapeOf(pirInferOperand(op, "sequence_length"), &sl) && sl.rank >= 1 &&
	    !dimIs(op, "sequence_length", &sl, 0, x.dims[1], "operand #0 ('x')'s batch (dim 1)"))
		return;
	if (!dimIs(op, "init_h", &h, 1, x.dims[1], "operand #0 ('x')'s batch (dim 1)"))
		return;
	bool haveC = pirInferShapeOf(pirInferOperand(op, "init_c"), &c);
	if (haveC && !sameDims(op, "init_c", &c, "init_h", &h))
		return;
	r[0] = pirInferTensor(ctxOf(op), (PirShape[]){seqOut(op, &x)});
	h.elem = x.elem;
	for (uint32_t i = 1; i < 3 && i < op->numResults; i++)
		r[i] = pirInferTensor(ctxOf(op), &h);
}

/* lstm(input, h0, c0, weight, bias): input 2-D [T, 4 x frame] (a LoD
 * batch); h0 with c0, alike; weight [frame, 4 x frame]; bias [1, 7 x
 * frame] with use_peepholes, else [1, 4 x frame]. hidden and cell
 * [T, frame] of input's dtype; unless is_test, batch_gate like input and
 * batch_cell_pre_act [T, frame] (dtype open: Paddle sets none). Where
 * input's width is unknown the frame size is too (Paddle would take 0
 * from it) and weight and bias are not compared with it. */
void pirInferLstm(PirOperation *op, PirType **r)
{
	PirShape in, h, c, w, b;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "input"), &in) ||
	    !rankIs(op, "input", &in, 2, " [T, 4 x frame]"))
		return;
	int ih = pirInferOperandIndex(op, "h0");
	if (pirInferShapeOf(pirInferOperand(op, "h0"), &h)) {
		if (!pirInferShapeOf(pirInferOperand(op, "c0"), &c)) {
			pirInferReject(op, ih, NULL, "operand #%d ('h0') is given, but c0 is not: LSTM takes both or neither", ih);
			return;
		}
		if (!sameDims(op, "c0", &c, "h0", &h))
			return;
	}
	int64_t frame = in.dims[1] >= 0 ? in.dims[1] / 4 : -1;
	if (!pirInferShapeOf(pirInferOperand(op, "weight"), &w) || !rankIs(op, "weight", &w, 2, " [frame, 4 x frame]") ||
	    !pirInferShapeOf(pirInferOperand(op, "bias"), &b) || !rankIs(op, "bias", &b, 2, " [1, 4 or 7 x frame]"))
		return;
	if (frame >= 0 && (!dimIs(op, "weight", &w, 0, frame, "the frame size (input's dim 1 / 4)") ||
			   !dimIs(op, "weight", &w, 1, 4 * frame, "4 x the frame size")))
		return;
	if (!dimIs(op, "bias", &b, 0, 1, "its height"))
		return;
	bool peep = pirInferBoolAttr(op, "use_peepholes", true);
	if (frame >= 0 && !dimIs(op, "bias", &b, 1, (peep ? 7 : 4) * frame, peep ? "7 x the frame size (use_peepholes)" : "4 x the frame size"))
		return;
	PirShape o = {.elem = in.elem, .rank = 2, .dims = {in.dims[0], frame}};
	r[0] = pirInferTensor(ctxOf(op), &o);
	if (op->numResults > 1)
		r[1] = pirInferTensor(ctxOf(op), &o);
	if (pirInferBoolAttr(op, "is_test", false))
		return;
	o.elem = in.elem = pirTypeGetScalar(ctxOf(op), PIR_TYPE_UNDEFINED);
	if (op->numResults > 2)
		r[2] = pirInferTensor(ctxOf(op), &in);
	if (op->numResults > 3)
		r[3] = pirInferTensor(ctxOf(op), &o);
}

/* bias [1, 3 x frame], for gru and gru_unit. */
static bool gruBias(PirOperation *op, int64_t frame)
{
	PirShape b;
	if (!pirInferShapeOf(pirInferOperand(op, "bias"), &b))
		return true;
	return rankIs(op, "bias", &b, 2, " [1, 3 x frame]") && dimIs(op, "bias", &b, 0, 1, "its height") &&
	       (frame < 0 || dimIs(op, "bias", &b, 1, 3 * frame, "3 x the frame size"));
}

/* gru(input, h0, weight, bias): frame = weight's dim 0; input [T, 3 x
 * frame] (checked where input's width is known: Paddle checks it when it
 * runs); weight [frame, 3 x frame]; h0's dim 1 frame; bias [1, 3 x frame].
 * batch_gate like input; batch_reset_hidden_prev, batch_hidden and hidden
 * [T, frame]; all of input's dtype. An unknown frame size is not compared
 * (Paddle would compare -3). */
void pirInferGru(PirOperation *op, PirType **r)
{
	PirShape in, w, h;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "input"), &in) ||
	    !pirInferShapeOf(pirInferOperand(op, "weight"), &w) || !rankIs(op, "input", &in, 2, " [T, 3 x frame]") ||
	    !rankIs(op, "weight", &w, 2, " [frame, 3 x frame]"))
		return;
	int64_t frame = w.dims[0];
	if (frame >= 0 && in.dims[1] >= 0 && !dimIs(op, "input", &in, 1, 3 * frame, "3 x the frame size (weight's dim 0)"))
		return;
	if (frame >= 0 && !dimIs(op, "weight", &w, 1, 3 * frame, "3 x the frame size (its dim 0)"))
		return;
	if (frame >= 0 && pirInferShapeOf(pirInferOperand(op, "h0"), &h) &&
	    (!rankIs(op, "h0", &h, 2, " [batch, frame]") || !dimIs(op, "h0", &h, 1, frame, "the frame size (weight's dim 0)")))
		return;
	if (!gruBias(op, frame))
		return;
	PirShape o = {.elem = in.elem, .rank = 2, .dims = {in.dims[0], frame}};
	r[0] = pirInferTensor(ctxOf(op), &in);
	for (uint32_t i = 1; i < 4 && i < op->numResults; i++)
		r[i] = pirInferTensor(ctxOf(op), &o);
}

/* gru_unit(input, hidden_prev, weight, bias): frame = hidden_prev's dim
 * 1; input [batch, 3 x frame] where its width is known; weight [frame, 3 x
 * frame]; bias [1, 3 x frame]. gate [batch, 3 x frame], reset_hidden_prev
 * and hidden [batch, frame], of input's dtype. */
void pirInferGruUnit(PirOperation *op, PirType **r)
{
	PirShape in, hp, w;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "input"), &in) ||
	    !pirInferShapeOf(pirInferOperand(op, "hidden_prev"), &hp) || !pirInferShapeOf(pirInferOperand(op, "weight"), &w) ||
	    !rankIs(op, "input", &in, 2, " [batch, 3 x frame]") || !rankIs(op, "hidden_prev", &hp, 2, " [batch, frame]") ||
	    !rankIs(op, "weight", &w, 2, " [frame, 3 x frame]"))
		return;
	int64_t frame = hp.dims[1];
	if (frame >= 0 && in.dims[1] >= 0 && !dimIs(op, "input", &in, 1, 3 * frame, "3 x the frame size (hidden_prev's dim 1)"))
		return;
	if (frame >= 0 && (!dimIs(op, "weight", &w, 0, frame, "the frame size (hidden_prev's dim 1)") ||
			   !dimIs(op, "weight", &w, 1, 3 * frame, "3 x the frame size")))
		return;
	if (!gruBias(op, frame))
		return;
	PirShape g = {.elem = in.elem, .rank = 2, .dims = {in.dims[0], pirInferMul(frame, 3)}};
	PirShape o = {.elem = in.elem, .rank = 2, .dims = {in.dims[0], frame}};
	r[0] = pirInferTensor(ctxOf(op), &g);
	for (uint32_t i = 1; i < 3 && i < op->numResults; i++)
		r[i] = pirInferTensor(ctxOf(op), &o);
}
