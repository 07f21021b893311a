/* infer_tables.c: inference rules of the embedding-table ops of the legacy
 * and parameter-server world: lookup_table, lookup_table_dequant
 * (LookupTableInferMeta, LookupTableDequantInferMeta) and the sparse pulls
 * pull_box_sparse, pull_gpups_sparse, pull_sparse_v2 (their InferMeta):
 * each id tensor gives one embedding row per id, of the table's dtype. */
#include <string.h>

#include "infer_meta.h"

static PirContext *ctxOf(PirOperation *op)
{
	return pirOperationGetContext(op);
}

/* ids' last dim is 1 (compared as written, as the InferMeta do). */
static bool lastIsOne(PirOperation *op, const char *name, int at, const PirShape *s, int elem)
{
	if (s->rank >= 1 && s->dims[s->rank - 1] == 1)
		return true;
	if (s->rank == 0)
		return pirInferReject(op, at, NULL, "operand #%d ('%s') must have rank 1 or more, but is 0-D", at, name);
	if (elem >= 0)
		return pirInferReject(op, at, NULL,
				      "operand #%d ('%s') element %d last dim is %lld, but must be 1 (compared as written)", at,
				      name, elem, (long long)s->dims[s->rank - 1]);
	return pirInferReject(op, at, NULL, "operand #%d ('%s') last dim is %lld, but must be 1 (compared as written)", at,
			      name, (long long)s->dims[s->rank - 1]);
}

/* lookup_table(w, ids) and lookup_table_dequant(w, ids): w 2-D, ids' last
 * dim 1; out is ids' dims but the last, then w's dim 1 (lookup_table) or
 * (w dim 1 - 2) · 4 (the dequant op, whose w's dim 1 is at least 2, as
 * written), of w's dtype. */
static void lookup(PirOperation *op, PirType **r, bool dequant)
{
	PirShape w, ids;
	int iw = pirInferOperandIndex(op, "w"), ii = pirInferOperandIndex(op, "ids");
	if (!pirInferShapeOf(pirInferOperand(op, "w"), &w) || !pirInferShapeOf(pirInferOperand(op, "ids"), &ids))
		return;
	if (w.rank != 2) {
		pirInferReject(op, iw, NULL, "operand #%d ('w') must be 2-D (the table), but is %u-D", iw, w.rank);
		return;
	}
	if (!lastIsOne(op, "ids", ii, &ids, -1))
		return;
	if (dequant && w.dims[1] < 2) {
		pirInferReject(op, iw, NULL, "operand #%d ('w') dim 1 is %lld, but must be 2 or more (compared as written)",
			       iw, (long long)w.dims[1]);
		return;
	}
	PirShape o = ids;
	o.elem = w.elem;
	o.dims[o.rank - 1] = dequant ? pirInferMul(w.dims[1] - 2, 4) : w.dims[1];
	if (op->numResults)
		r[0] = pirInferTensor(ctxOf(op), &o);
}

void pirInferLookupTable(PirOperation *op, PirType **r)
{
	lookup(op, r, false);
}

void pirInferLookupTableDequant(PirOperation *op, PirType **r)
{
	lookup(op, r, true);
}

/* The sparse pulls: out is a vec with one tensor per id tensor: the id's
 * dims (but the last, which must be 1, for pull_box_sparse and
 * pull_gpups_sparse) then the embedding width, of the table's dtype (w's;
 * pull_sparse_v2's w is a vec, element i for out i; open without w). */
static void pull(PirOperation *op, PirType **r, int kind)
{
	enum { BOX, GPUPS, V2 };
	PirValue *iv = pirInferOperand(op, "ids");
	int ii = pirInferOperandIndex(op, "ids"), iw = pirInferOperandIndex(op, "w");
	PirType *ids = iv ? pirValueGetType(iv) : NULL;
	if (!ids || pirTypeGetKind(ids) != PIR_TYPE_VECTOR)
		return;
	uint32_t n = pirVectorTypeGetSize(ids);
	if (n == 0 || n > 4096) {
		if (n == 0)
			pirInferReject(op, ii, NULL, "operand #%d ('ids') holds no tensor", ii);
		return;
	}
	int64_t sizes[4096];
	uint32_t ns = 0;
	if (kind == GPUPS) {
		if (!pirInferIntList(op, "size", sizes, 4096, &ns))
			return;
		if (ns != n) {
			pirInferReject(op, -1, "size", "size has %u entries, but ids has %u", ns, n);
			return;
		}
	}
	int64_t width = kind == BOX ? pirInferIntAttr(op, "size", 1) : pirInferIntAttr(op, "embedding_dim", 11);
	PirValue *wv = pirInferOperand(op, "w");
	PirType *wt = wv ? pirValueGetType(wv) : NULL;
	if (kind == V2 && wt && (pirTypeGetKind(wt) != PIR_TYPE_VECTOR || pirVectorTypeGetSize(wt) < n)) {
		pirInferReject(op, iw, NULL, "operand #%d ('w') must be a vec of a table per id tensor (%u)", iw, n);
		return;
	}
	PirType *elems[4096];
	for (uint32_t i = 0; i < n; i++) {
		PirShape s;
		if (!pirInferShapeOfType(pirVectorTypeGetElement(ids, i), &s))
			return;
		if (kind != V2 && !lastIsOne(op, "ids", ii, &s, (int)i))
			return;
		if (kind == V2 && s.rank >= PIR_INFER_MAX_RANK)
			return;
		PirShape w;
		PirType *table = kind == V2 && wt ? pirVectorTypeGetElement(wt, i) : wt;
		s.elem = table && pirInferShapeOfType(table, &w) ? w.elem : pirTypeGetScalar(ctxOf(op), PIR_TYPE_UNDEFINED);
		int64_t wd = kind == GPUPS ? sizes[i] : width;
		if (kind == V2)
			s.dims[s.rank++] = wd >= 0 ? wd : -1;
		else
			s.dims[s.rank - 1] = wd >= 0 ? wd : -1;
		elems[i] = pirInferTensor(ctxOf(op), &s);
	}
	if (op->numResults)
		r[0] = pirTypeGetVector(ctxOf(op), n, elems);
}

void pirInferPullBoxSparse(PirOperation *op, PirType **r)
{
	pull(op, r, 0);
}

void pirInferPullGpupsSparse(PirOperation *op, PirType **r)
{
	pull(op, r, 1);
}

void pirInferPullSparseV2(PirOperation *op, PirType **r)
{
	pull(op, r, 2);
}
