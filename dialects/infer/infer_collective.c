/* infer_collective.c: inference rules of the collective ops whose result
 * dims follow from the world size written as the `nranks` attribute
 * (AllGatherInferMeta, CConcatInferMeta, CSplitInferMeta), and of the
 * small ops around them: ShardIndexInferMeta, ViewSliceInferMeta, the
 * stack test cf.has_elements (HasElementsOp::Build), ChunkEvalInferMeta and
 * CrfDecodingInferMeta; c_scatter (CScatterInferMeta) and partial_recv
 * (the legacy PartialRecvOp's InferShape). */
#include <string.h>

#include "infer_meta.h"

static PirContext *ctxOf(PirOperation *op)
{
	return pirOperationGetContext(op);
}

/* The world size: the `nranks` attribute when positive, else 0 (a
 * default of 0 that the program never set: Paddle's InferMeta would then
 * give a dim 0; the result's dim is left open instead). */
static int64_t worldSize(PirOperation *op)
{
	int64_t n = pirInferIntAttr(op, "nranks", 0);
	return n > 0 ? n : 0;
}

/* all_gather, c_allgather(x, nranks): x's type with dim 0 times nranks
 * (x 0-D: unchanged). */
void pirInferAllGather(PirOperation *op, PirType **r)
{
	PirShape x;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x))
		return;
	int64_t n = worldSize(op);
	if (x.rank > 0)
		x.dims[0] = n ? pirInferMul(x.dims[0], n) : -1;
	r[0] = pirInferTensor(ctxOf(op), &x);
}

/* c_concat(x, nranks): x's type with its last dim times nranks. */
void pirInferCConcat(PirOperation *op, PirType **r)
{
	PirShape x;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x))
		return;
	int64_t n = worldSize(op);
	if (x.rank > 0)
		x.dims[x.rank - 1] = n ? pirInferMul(x.dims[x.rank - 1], n) : -1;
	r[0] = pirInferTensor(ctxOf(op), &x);
}

/* c_split(x, nranks): x's type with its last dim divided by nranks
 * (rounded down, as Paddle's InferMeta divides; the kernel checks that it
 * divides). nranks must be positive: Paddle's InferMeta divides by it. */
void pirInferCSplit(PirOperation *op, PirType **r)
{
	PirShape x;
	int64_t n = pirInferIntAttr(op, "nranks", 1);
	if (n <= 0) {
		pirInferReject(op, -1, "nranks", "nranks %lld must be positive (c_split divides x's last dim by it)",
			       (long long)n);
		return;
	}
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x))
		return;
	if (x.rank > 0 && x.dims[x.rank - 1] >= 0)
		x.dims[x.rank - 1] /= n;
	r[0] = pirInferTensor(ctxOf(op), &x);
}

/* shard_index(input): input of rank 2 or more whose last dim is 1 (where
 * known); out is input's type. */
void pirInferShardIndex(PirOperation *op, PirType **r)
{
	PirShape x;
	int ix = pirInferOperandIndex(op, "input");
	if (!pirInferShapeOf(pirInferOperand(op, "input"), &x))
		return;
	if (x.rank < 2) {
		pirInferReject(op, ix, NULL, "operand #%d ('input') must have rank 2 or more, but is %u-D", ix, x.rank);
		return;
	}
	if (x.dims[x.rank - 1] >= 0 && x.dims[x.rank - 1] != 1) {
		pirInferReject(op, ix, NULL, "operand #%d ('input') last dim is %lld, but must be 1", ix,
			       (long long)x.dims[x.rank - 1]);
		return;
	}
	if (op->numResults)
		r[0] = pirInferTensor(ctxOf(op), &x);
}

/* view_slice(input, begin_idx, end_idx): rows begin_idx..end_idx of
 * input: 0 <= begin_idx < end_idx <= dim 0 (Paddle compares end_idx with
 * dim 0 as written, so an unknown dim 0 refuses any end_idx); out is
 * input's type with dim 0 end_idx - begin_idx. */
void pirInferViewSlice(PirOperation *op, PirType **r)
{
	PirShape x;
	int ix = pirInferOperandIndex(op, "input");
	int64_t b = pirInferIntAttr(op, "begin_idx", 0), e = pirInferIntAttr(op, "end_idx", 0);
	if (!pirInferShapeOf(pirInferOperand(op, "input"), &x))
		return;
	if (x.rank < 1) {
		pirInferReject(op, ix, NULL, "operand #%d ('input') must have rank 1 or more, but is 0-D", ix);
		return;
	}
	if (b < 0) {
		pirInferReject(op, -1, "begin_idx", "begin_idx %lld must not be negative", (long long)b);
		return;
	}
	if (e > x.dims[0]) {
		pirInferReject(op, -1, "end_idx",
			       "end_idx %lld is beyond operand #%d's dim 0 (%lld; compared as written: -1 refuses any)",
			       (long long)e, ix, (long long)x.dims[0]);
		return;
	}
	if (b >= e) {
		pirInferReject(op, -1, "end_idx", "end_idx %lld must be greater than begin_idx %lld", (long long)e,
			       (long long)b);
		return;
	}
	x.dims[0] = e - b;
	if (op->numResults)
		r[0] = pirInferTensor(ctxOf(op), &x);
}

/* cf.has_elements (and its Nov-2023 name pd_op.has_elements): [1] bool,
 * as HasElementsOp::Build types it. */
void pirInferHasElements(PirOperation *op, PirType **r)
{
	PirShape s = {.elem = pirTypeGetScalar(ctxOf(op), PIR_TYPE_BOOL), .rank = 1, .dims = {1}};
	if (op->numResults)
		r[0] = pirInferTensor(ctxOf(op), &s);
}

/* chunk_eval(inference, label, seq_length): inference and label of one
 * shape (as written); with seq_length, inference [batch, bucket] or
 * [batch, bucket, 1] and seq_length of rank 2 at most. precision, recall,
 * f1_score [1] float32; the three chunk counts [1] int64. */
void pirInferChunkEval(PirOperation *op, PirType **r)
{
	PirShape in, lb, sl;
	int ii = pirInferOperandIndex(op, "inference"), il = pirInferOperandIndex(op, "label");
	bool hi = pirInferShapeOf(pirInferOperand(op, "inference"), &in);
	if (hi && pirInferShapeOf(pirInferOperand(op, "label"), &lb)) {
		bool same = in.rank == lb.rank;
		for (uint32_t i = 0; same && i < in.rank; i++)
			same = in.dims[i] == lb.dims[i];
		if (!same) {
			char a[96], b[96];
			pirInferReject(op, il, NULL,
				       "operand #%d ('label') has dims %s, but inference (operand #%d) has %s (compared as "
				       "written: -1 matches only -1)",
				       il, pirInferDimsStr(lb.dims, lb.rank, a, sizeof a), ii,
				       pirInferDimsStr(in.dims, in.rank, b, sizeof b));
			return;
		}
	}
	if (pirInferOperand(op, "seq_length")) {
		if (hi && !(in.rank == 2 || (in.rank == 3 && in.dims[2] == 1))) {
			pirInferReject(op, ii, NULL,
				       "operand #%d ('inference') must be [batch, bucket] or [batch, bucket, 1] with "
				       "seq_length, but is %u-D%s",
				       ii, in.rank, in.rank == 3 ? " whose last dim is not 1" : "");
			return;
		}
		int is = pirInferOperandIndex(op, "seq_length");
		if (pirInferShapeOf(pirInferOperand(op, "seq_length"), &sl) && sl.rank > 2) {
			pirInferReject(op, is, NULL, "operand #%d ('seq_length') must have rank 2 at most, but is %u-D", is,
				       sl.rank);
			return;
		}
	}
	PirShape f = {.elem = pirTypeGetScalar(ctxOf(op), PIR_TYPE_F32), .rank = 1, .dims = {1}};
	PirShape c = {.elem = pirTypeGetScalar(ctxOf(op), PIR_TYPE_I64), .rank = 1, .dims = {1}};
	for (uint32_t i = 0; i < op->numResults && i < 6; i++)
		r[i] = pirInferTensor(ctxOf(op), i < 3 ? &f : &c);
}

/* crf_decoding(emission, transition, label, length): emission 2-D, or 3-D
 * with length; transition [D + 2, D] (as written); emission's last dim and
 * label's dim 0 agree with D and emission's dim 0 where known; label
 * [n] or [n, 1], or with length [batch, len] or [batch, len, 1].
 * viterbi_path is [emission dim 0, 1], or [batch, len] with length, of
 * emission's dtype. */
void pirInferCrfDecoding(PirOperation *op, PirType **r)
{
	PirShape e, t, l;
	int ie = pirInferOperandIndex(op, "emission"), it = pirInferOperandIndex(op, "transition");
	bool hasLength = pirInferOperand(op, "length") != NULL;
	if (!pirInferShapeOf(pirInferOperand(op, "emission"), &e))
		return;
	uint32_t want = hasLength ? 3 : 2;
	if (e.rank != want) {
		pirInferReject(op, ie, NULL, "operand #%d ('emission') must be %u-D%s, but is %u-D", ie, want,
			       hasLength ? " with length" : " without length", e.rank);
		return;
	}
	if (pirInferShapeOf(pirInferOperand(op, "transition"), &t)) {
		if (t.rank != 2) {
			pirInferReject(op, it, NULL, "operand #%d ('transition') must be 2-D [D + 2, D], but is %u-D", it,
				       t.rank);
			return;
		}
		if (t.dims[0] - 2 != t.dims[1]) {
			pirInferReject(op, it, NULL,
				       "operand #%d ('transition') must be [D + 2, D], but is [%lld, %lld] (compared as "
				       "written)",
				       it, (long long)t.dims[0], (long long)t.dims[1]);
			return;
		}
		int64_t de = e.dims[e.rank - 1], dt = t.dims[1];
		if (de > 0 && dt > 0 && de != dt) {
			pirInferReject(op, ie, NULL,
				       "operand #%d ('emission') last dim is %lld, but transition (operand #%d) has %lld tags",
				       ie, (long long)de, it, (long long)dt);
			return;
		}
	}
	int il = pirInferOperandIndex(op, "label");
	if (pirInferShapeOf(pirInferOperand(op, "label"), &l)) {
		bool ok = hasLength ? (l.rank == 3 && l.dims[2] == 1) || l.rank == 2
				    : (l.rank == 2 && l.dims[1] == 1) || l.rank == 1;
		if (!ok) {
			pirInferReject(op, il, NULL, "operand #%d ('label') must be %s, but is %u-D", il,
				       hasLength ? "[batch, len] or [batch, len, 1] with length" : "[n] or [n, 1]", l.rank);
			return;
		}
		if (e.dims[0] > 0 && l.dims[0] > 0 && e.dims[0] != l.dims[0]) {
			pirInferReject(op, il, NULL, "operand #%d ('label') dim 0 is %lld, but emission (operand #%d) has %lld",
				       il, (long long)l.dims[0], ie, (long long)e.dims[0]);
			return;
		}
	}
	PirShape o = {.elem = e.elem, .rank = 2, .dims = {e.dims[0], hasLength ? e.dims[1] : 1}};
	if (op->numResults)
		r[0] = pirInferTensor(ctxOf(op), &o);
}

/* random_routing(prob, topk_value, topk_idx): prob's dim 0, topk_idx's
 * dims 0 and 1 are topk_value's (as written); out is topk_idx's type
 * (RandomRoutingInferMeta). */
void pirInferRandomRouting(PirOperation *op, PirType **r)
{
	PirShape p, v, i;
	if (!pirInferShapeOf(pirInferOperand(op, "topk_value"), &v) || !pirInferShapeOf(pirInferOperand(op, "topk_idx"), &i))
		return;
	int iv = pirInferOperandIndex(op, "topk_value"), ii = pirInferOperandIndex(op, "topk_idx");
	if (v.rank < 2 || i.rank < 2) {
		int at = v.rank < 2 ? iv : ii;
		pirInferReject(op, at, NULL, "operand #%d ('%s') must have rank 2 or more, but is %u-D", at,
			       v.rank < 2 ? "topk_value" : "topk_idx", v.rank < 2 ? v.rank : i.rank);
		return;
	}
	if (pirInferShapeOf(pirInferOperand(op, "prob"), &p) && p.rank >= 1 && p.dims[0] != v.dims[0]) {
		int ip = pirInferOperandIndex(op, "prob");
		pirInferReject(op, ip, NULL,
			       "operand #%d ('prob') dim 0 is %lld, but topk_value's is %lld (compared as written: -1 "
			       "matches only -1)",
			       ip, (long long)p.dims[0], (long long)v.dims[0]);
		return;
	}
	for (int d = 1; d >= 0; d--) /* Paddle's order: dim 1, then dim 0 */
		if (i.dims[d] != v.dims[d]) {
			pirInferReject(op, ii, NULL,
				       "operand #%d ('topk_idx') dim %u is %lld, but topk_value's is %lld (compared as "
				       "written: -1 matches only -1)",
				       ii, (unsigned)d, (long long)i.dims[d], (long long)v.dims[d]);
			return;
		}
	if (op->numResults)
		r[0] = pirInferTensor(pirOperationGetContext(op), &i);
}

/* The vec operand `name` and its size; false when absent or not a vec. */
static bool vecOf(PirOperation *op, const char *name, PirType **vec)
{
	PirValue *v = pirInferOperand(op, name);
	*vec = v ? pirValueGetType(v) : NULL;
	return *vec && pirTypeGetKind(*vec) == PIR_TYPE_VECTOR;
}

/* Element i of result `res` as written, when the result is a vec of that
 * many elements (an element the rule leaves open keeps it); else NULL. */
static PirType *writtenElem(PirOperation *op, uint32_t res, uint32_t n, uint32_t i)
{
	PirType *t = res < op->numResults ? pirOperationGetResultType(op, res) : NULL;
	return t && pirTypeGetKind(t) == PIR_TYPE_VECTOR && pirVectorTypeGetSize(t) == n ? pirVectorTypeGetElement(t, i)
											 : NULL;
}

/* distributed_lookup_table(ids, w): w 2-D, each id 2-D; outputs a vec of
 * one [id dim 0, w dim 1] per id ("lookup_table"), or [id dim 0, id dim
 * 1, w dim 1] ("lookup_table_v2"), of w's dtype
 * (DistributeLookupTableInferMeta; another version sets nothing). */
void pirInferDistributedLookupTable(PirOperation *op, PirType **r)
{
	PirType *ids;
	PirShape w;
	int iw = pirInferOperandIndex(op, "w"), ii = pirInferOperandIndex(op, "ids");
	if (!pirInferShapeOf(pirInferOperand(op, "w"), &w) || !vecOf(op, "ids", &ids))
		return;
	if (w.rank != 2) {
		pirInferReject(op, iw, NULL, "operand #%d ('w') must be 2-D (the table), but is %u-D", iw, w.rank);
		return;
	}
	uint32_t n = pirVectorTypeGetSize(ids);
	for (uint32_t i = 0; i < n; i++) {
		PirShape s;
		if (pirInferShapeOfType(pirVectorTypeGetElement(ids, i), &s) && s.rank != 2) {
			pirInferReject(op, ii, NULL, "operand #%d ('ids') element %u must be 2-D, but is %u-D", ii, i, s.rank);
			return;
		}
	}
	const char *ver = pirInferStrAttr(op, "lookup_table_version", "lookup_table");
	bool v1 = !strcmp(ver, "lookup_table"), v2 = !strcmp(ver, "lookup_table_v2");
	if (!op->numResults || (!v1 && !v2) || n == 0 || n > 4096)
		return;
	PirType *elems[4096];
	for (uint32_t i = 0; i < n; i++) {
		PirShape s, o = {.elem = w.elem, .rank = v1 ? 2 : 3};
		if (!pirInferShapeOfType(pirVectorTypeGetElement(ids, i), &s))
			return;
		o.dims[0] = s.dims[0];
		o.dims[1] = v1 ? w.dims[1] : s.dims[1];
		if (v2)
			o.dims[2] = w.dims[1];
		elems[i] = pirInferTensor(ctxOf(op), &o);
	}
	r[0] = pirTypeGetVector(ctxOf(op), n, elems);
}

/* share_buffer_(x, share_dims_and_dtype): with flags, one per x; out
 * element i is x's element i where its flag is set (ShareBufferInferMeta;
 * the others, and xout, stay as written). */
void pirInferShareBuffer(PirOperation *op, PirType **r)
{
	PirType *x;
	int64_t flags[4096];
	uint32_t nf;
	if (!vecOf(op, "x", &x) || !pirInferIntList(op, "share_dims_and_dtype", flags, 4096, &nf) || nf == 0)
		return;
	uint32_t n = pirVectorTypeGetSize(x);
	if (nf != n) {
		pirInferReject(op, -1, "share_dims_and_dtype", "share_dims_and_dtype has %u entries, but x has %u", nf, n);
		return;
	}
	PirType *elems[4096];
	for (uint32_t i = 0; i < n; i++) {
		elems[i] = flags[i] ? pirVectorTypeGetElement(x, i) : writtenElem(op, 0, n, i);
		if (!elems[i])
			return;
	}
	if (op->numResults)
		r[0] = pirTypeGetVector(ctxOf(op), n, elems);
}

/* reduce_scatter(x, nranks): dim 0 divided by nranks when known
 * (ReduceScatterInferMeta), which must divide it. */
void pirInferReduceScatter(PirOperation *op, PirType **r)
{
	PirShape x;
	int ix = pirInferOperandIndex(op, "x");
	if (!pirInferShapeOf(pirInferOperand(op, "x"), &x) || x.rank == 0)
		return;
	int64_t n = pirInferIntAttr(op, "nranks", 1);
	if (x.dims[0] > 0) {
		if (n <= 0) {
			pirInferReject(op, -1, "nranks", "nranks %lld must be positive (x's dim 0 is divided by it)",
				       (long long)n);
			return;
		}
		if (x.dims[0] % n) {
			pirInferReject(op, ix, NULL, "operand #%d ('x') dim 0 is %lld, which nranks %lld does not divide", ix,
				       (long long)x.dims[0], (long long)n);
			return;
		}
		x.dims[0] /= n;
	}
	if (op->numResults)
		r[0] = pirInferTensor(ctxOf(op), &x);
}

/* partial_allgather(x, nranks, rank): nranks 2 or more, rank in [0,
 * nranks); out is x's type (PartialAllgatherInferMeta). */
void pirInferPartialAllgather(PirOperation *op, PirType **r)
{
	int64_t n = pirInferIntAttr(op, "nranks", 0), k = pirInferIntAttr(op, "rank", 0);
	if (n < 2) {
		pirInferReject(op, -1, "nranks", "nranks must be 2 or more, but is %lld", (long long)n);
		return;
	}
	if (k < 0 || k >= n) {
		pirInferReject(op, -1, "rank", "rank %lld must be in [0, nranks %lld)", (long long)k, (long long)n);
		return;
	}
	PirShape x;
	if (op->numResults && pirInferShapeOf(pirInferOperand(op, "x"), &x))
		r[0] = pirInferTensor(ctxOf(op), &x);
}

/* The shared part of partial_concat and partial_sum: x a vec of 2-D
 * tensors of one shape (where known); *batch and *len their dims. */
static bool partialInputs(PirOperation *op, int64_t *batch, int64_t *len, uint32_t *n, PirType **elem)
{
	PirType *x;
	int ix = pirInferOperandIndex(op, "x");
	if (!vecOf(op, "x", &x))
		return false;
	*n = pirVectorTypeGetSize(x);
	if (*n == 0)
		return pirInferReject(op, ix, NULL, "operand #%d ('x') holds no tensor", ix);
	*batch = *len = -1;
	for (uint32_t i = 0; i < *n; i++) {
		PirShape s;
		if (!pirInferShapeOfType(pirVectorTypeGetElement(x, i), &s))
			return false;
		if (s.rank != 2)
			return pirInferReject(op, ix, NULL, "operand #%d ('x') element %u must be 2-D, but is %u-D", ix, i,
					      s.rank);
		if (i == 0) {
			*batch = s.dims[0];
			*len = s.dims[1];
			*elem = s.elem;
			continue;
		}
		for (int d = 0; d < 2; d++) {
			int64_t want = d ? *len : *batch;
			if (s.dims[d] >= 0 && want >= 0 && s.dims[d] != want)
				return pirInferReject(op, ix, NULL, "operand #%d ('x') element %u dim %d is %lld, but element 0's is %lld",
						      ix, i, d, (long long)s.dims[d], (long long)want);
		}
	}
	return true;
}

/* partial_sum(x, start_index, length): start_index below the inputs'
 * width, start_index + length within it (where known); out [batch,
 * length, or the width from start_index with length -1]. */
void pirInferPartialSum(PirOperation *op, PirType **r)
{
	int64_t batch, len, s = pirInferIntAttr(op, "start_index", 0), l = pirInferIntAttr(op, "length", -1);
	uint32_t n;
	PirType *elem;
	if (!partialInputs(op, &batch, &len, &n, &elem))
		return;
	if (len >= 0 && len <= s) {
		pirInferReject(op, -1, "start_index", "start_index %lld must be below the inputs' width %lld", (long long)s,
			       (long long)len);
		return;
	}
	if (len >= 0 && l > 0 && s + l > len) {
		pirInferReject(op, -1, "length", "start_index + length (%lld) is beyond the inputs' width %lld",
			       (long long)(s + l), (long long)len);
		return;
	}
	PirShape o = {.elem = elem, .rank = 2, .dims = {batch, l == -1 ? (len >= 0 ? len - s : -1) : (l >= 0 ? l : -1)}};
	if (op->numResults)
		r[0] = pirInferTensor(ctxOf(op), &o);
}

/* partial_concat(x, start_index, length): start_index in [-width, width)
 * (where known), start_index + length within the width; out [batch, n ×
 * (length, or the width from start_index when length is negative)]. */
void pirInferPartialConcat(PirOperation *op, PirType **r)
{
	int64_t batch, len, s = pirInferIntAttr(op, "start_index", 0), l = pirInferIntAttr(op, "length", -1);
	uint32_t n;
	PirType *elem;
	if (!partialInputs(op, &batch, &len, &n, &elem))
		return;
	if (len >= 0 && (s < -len || s >= len)) {
		pirInferReject(op, -1, "start_index", "start_index %lld is out of range [%lld, %lld)", (long long)s,
			       (long long)-len, (long long)len);
		return;
	}
	if (len >= 0 && s < 0)
		s += len;
	if (len >= 0 && l > 0 && s + l > len) {
		pirInferReject(op, -1, "length", "start_index + length (%lld) is beyond the inputs' width %lld",
			       (long long)(s + l), (long long)len);
		return;
	}
	int64_t w = l < 0 ? (len >= 0 && s >= 0 ? len - s : -1) : l;
	PirShape o = {.elem = elem, .rank = 2, .dims = {batch, pirInferMul(w, n)}};
	if (op->numResults)
		r[0] = pirInferTensor(ctxOf(op), &o);
}

/* recv_v2(out_shape, dtype, peer, ring_id, dynamic_shape): peer and
 * ring_id not negative, out_shape not empty; without dynamic_shape every
 * entry is at least 1 and out has out_shape's dims and dtype. With
 * dynamic_shape the sender's dims arrive when the op runs: Paddle's
 * RecvV2InferMeta sets only the dtype, and the result is left open. */
void pirInferRecvV2(PirOperation *op, PirType **r)
{
	int64_t peer = pirInferIntAttr(op, "peer", 0), ring = pirInferIntAttr(op, "ring_id", 0);
	if (peer < 0 || ring < 0) {
		const char *n = peer < 0 ? "peer" : "ring_id";
		pirInferReject(op, -1, n, "%s %lld must not be negative", n, (long long)(peer < 0 ? peer : ring));
		return;
	}
	PirShape o;
	if (!pirInferIntList(op, "out_shape", o.dims, PIR_INFER_MAX_RANK, &o.rank))
		return;
	if (o.rank == 0) {
		pirInferReject(op, -1, "out_shape", "out_shape must not be empty");
		return;
	}
	if (pirInferBoolAttr(op, "dynamic_shape", false))
		return;
	for (uint32_t i = 0; i < o.rank; i++)
		if (o.dims[i] < 1) {
			pirInferReject(op, -1, "out_shape",
				       "out_shape entry %u is %lld, but must be 1 or more without dynamic_shape", i,
				       (long long)o.dims[i]);
			return;
		}
	PirType *dt = pirInferResultDataType(op, "dtype", 0);
	o.elem = dt ? dt : pirTypeGetScalar(ctxOf(op), PIR_TYPE_UNDEFINED);
	if (op->numResults)
		r[0] = pirInferTensor(ctxOf(op), &o);
}

/* c_scatter(x, ring_id, root, nranks): nranks 2 or more, root and ring_id
 * not negative; out is x's type with dim 0 divided by nranks (rounded
 * down, as Paddle divides; an unknown dim 0 stays unknown)
 * (CScatterInferMeta, and the legacy CScatterOp's InferShape). A 0-D x,
 * which has no dim 0 to divide, is left open. */
void pirInferCScatter(PirOperation *op, PirType **r)
{
	int64_t n = pirInferIntAttr(op, "nranks", 0), root = pirInferIntAttr(op, "root", 0);
	int64_t ring = pirInferIntAttr(op, "ring_id", 0);
	if (n < 2) {
		pirInferReject(op, -1, "nranks", "nranks must be 2 or more (c_scatter divides x's dim 0 among the ranks), but is %lld",
			       (long long)n);
		return;
	}
	if (root < 0 || ring < 0) {
		const char *a = root < 0 ? "root" : "ring_id";
		pirInferReject(op, -1, a, "%s %lld must not be negative", a, (long long)(root < 0 ? root : ring));
		return;
	}
	PirShape x;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x) || x.rank == 0)
		return;
	if (x.dims[0] >= 0)
		x.dims[0] /= n;
	r[0] = pirInferTensor(ctxOf(op), &x);
}

/* partial_recv(ring_id, peer, out_shape, num, id): peer and ring_id not
 * negative, num 1 or more, id in [0, num), out_shape not empty, each
 * entry 1 or more and its element count divisible by num; out has
 * out_shape's dims (the legacy PartialRecvOp's InferShape, which sets no
 * dtype: it stays open). */
void pirInferPartialRecv(PirOperation *op, PirType **r)
{
	int64_t peer = pirInferIntAttr(op, "peer", 0), ring = pirInferIntAttr(op, "ring_id", 0);
	int64_t num = pirInferIntAttr(op, "num", 1), id = pirInferIntAttr(op, "id", 0);
	if (peer < 0 || ring < 0) {
		const char *a = peer < 0 ? "peer" : "ring_id";
		pirInferReject(op, -1, a, "%s %lld must not be negative", a, (long long)(peer < 0 ? peer : ring));
		return;
	}
	if (num < 1) {
		pirInferReject(op, -1, "num", "num must be 1 or more, but is %lld", (long long)num);
		return;
	}
	if (id < 0 || id >= num) {
		pirInferReject(op, -1, "id", "id %lld must be in [0, num %lld)", (long long)id, (long long)num);
		return;
	}
	PirShape o;
	if (!pirInferIntList(op, "out_shape", o.dims, PIR_INFER_MAX_RANK, &o.rank))
		return;
	if (o.rank == 0) {
		pirInferReject(op, -1, "out_shape", "out_shape must not be empty");
		return;
	}
	for (uint32_t i = 0; i < o.rank; i++)
		if (o.dims[i] < 1) {
			pirInferReject(op, -1, "out_shape", "out_shape entry %u is %lld, but must be 1 or more", i,
				       (long long)o.dims[i]);
			return;
		}
	int64_t numel = pirInferNumel(o.dims, o.rank);
	if (numel >= 0 && numel % num) {
		pirInferReject(op, -1, "out_shape", "out_shape holds %lld elements, which num %lld does not divide",
			       (long long)numel, (long long)num);
		return;
	}
	o.elem = pirTypeGetScalar(ctxOf(op), PIR_TYPE_UNDEFINED);
	if (op->numResults)
		r[0] = pirInferTensor(ctxOf(op), &o);
}
