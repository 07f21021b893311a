/* kernels_rnn.c: pir-run kernels of Paddle's fused rnn op and of its grad,
 * as Paddle's CPU rnn kernel defines them: modes LSTM, RNN_TANH and
 * RNN_RELU, one or two directions, several layers, time-major x
 * [T, B, input_size] and states [layers * directions, B, hidden_size].
 *
 * weight_list is [W_ih, W_hh] for each layer and direction (forward first),
 * then [b_ih, b_hh] in the same order; W_ih is [gates * H, in], W_hh
 * [gates * H, H]. A step computes z = x_t W_ih^T + b_ih + h W_hh^T + b_hh;
 * LSTM's z holds the gates i, f, g, o (Paddle's order since its 2.0 API):
 * c' = sigmoid(f) c + sigmoid(i) tanh(g), h' = sigmoid(o) tanh(c'); the
 * simple modes h' = tanh(z) or relu(z). The reverse direction runs from
 * t = T-1 down; a layer's output is [T, B, directions * H], the forward
 * direction's h first, and the next layer's input. The states are the last
 * h (and c) of each layer and direction, index layer * directions + dir.
 *
 * rnn_grad recomputes the forward from x, pre_state and weight_list (it does
 * not read reserve) and back-propagates through time. GRU, sequence_length
 * and dropout between layers in training are refused, not approximated. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "kernels.h"

enum { RNN_LSTM, RNN_TANH, RNN_RELU };

typedef struct Rnn {
	int mode;
	int64_t gates, layers, dirs, T, B, I, H;
	ExObj *x, *h0, *c0; /* c0: LSTM only */
	ExObj **w;          /* weight_list's layers * dirs * 4 tensors */
	/* per layer: its output [T, B, dirs * H] */
	double **out;
	/* per layer and direction: activated gates [T, B, gates * H], the
	 * cell (LSTM) and the hidden state [T, B, H] at every step */
	double **act, **cell, **hid;
} Rnn;

static void rnnFree(Rnn *n)
{
	for (int64_t l = 0; n->out && l < n->layers; l++)
		free(n->out[l]);
	for (int64_t k = 0; n->act && k < n->layers * n->dirs; k++) {
		free(n->act[k]);
		free(n->cell[k]);
		free(n->hid[k]);
	}
	free(n->out);
	free(n->act);
	free(n->cell);
	free(n->hid);
}

static ExObj *weight(const Rnn *n, int64_t l, int64_t d, int which)
{
	/* which: 0 W_ih, 1 W_hh, 2 b_ih, 3 b_hh */
	int64_t k = (l * n->dirs + d) * 2 + (which & 1);
	return n->w[which >= 2 ? n->layers * n->dirs * 2 + k : k];
}

static int64_t layerInWidth(const Rnn *n, int64_t l)
{
	return l == 0 ? n->I : n->dirs * n->H;
}

static bool wantShape(ExRun *r, PirOperation *op, const ExObj *t, const char *what, uint32_t rank, int64_t d0,
		      int64_t d1, int64_t d2)
{
	int64_t want[3] = {d0, d1, d2};
	bool ok = t->kind == EX_TENSOR && t->rank == rank;
	for (uint32_t i = 0; ok && i < rank; i++)
		ok = t->dims[i] == want[i];
	if (!ok)
		return exError(r, op, "%s does not have the shape the rnn's attributes give", what);
	return true;
}

/* Reads and checks the operands and attributes of rnn or rnn_grad (the
 * same first four operands). */
static bool rnnSetup(ExRun *r, PirOperation *op, ExObj **in, Rnn *n)
{
	memset(n, 0, sizeof *n);
	PirAttribute *m = exAttr(op, "mode");
	const char *mode = m && m->kind == PIR_ATTR_STR ? m->text->str : "RNN_TANH";
	if (strcmp(mode, "LSTM") == 0)
		n->mode = RNN_LSTM, n->gates = 4;
	else if (strcmp(mode, "RNN_TANH") == 0)
		n->mode = RNN_TANH, n->gates = 1;
	else if (strcmp(mode, "RNN_RELU") == 0)
		n->mode = RNN_RELU, n->gates = 1;
	else
		return exError(r, op, "rnn mode '%s' has no pir-run kernel (LSTM, RNN_TANH and RNN_RELU have)", mode);
	double layers, hidden, p;
	if (!exAttrDouble(r, op, "num_layers", 1, &layers) || !exAttrDouble(r, op, "hidden_size", 100, &hidden) ||
	    !exAttrDouble(r, op, "dropout_prob", 0, &p))
		return false;
	if (p != 0 && !exAttrBool(op, "is_test", false) && layers > 1)
		return exError(r, op, "rnn's dropout between layers in training (dropout_prob %g) has no pir-run kernel",
			       p);
	if (op->numOperands > 3 && in[3])
		return exError(r, op, "rnn with a sequence_length has no pir-run kernel");
	if (!(layers >= 1 && layers <= 64 && hidden >= 1 && hidden <= 1e6))
		return exError(r, op, "rnn's num_layers or hidden_size is out of range");
	n->layers = (int64_t)layers;
	n->H = (int64_t)hidden;
	n->dirs = exAttrBool(op, "is_bidirec", false) ? 2 : 1;
	if (!exWantTensor(r, op, in, 0))
		return false;
	n->x = in[0];
	if (n->x->rank != 3)
		return exError(r, op, "rnn's x must be [time, batch, input_size]");
	n->T = n->x->dims[0], n->B = n->x->dims[1], n->I = n->x->dims[2];
	size_t states = n->mode == RNN_LSTM ? 2 : 1;
	if (op->numOperands < 3 || !in[1] || in[1]->kind != EX_VEC || in[1]->len != states)
		return exError(r, op, "rnn's pre_state must be a vec of %zu tensors in mode %s", states, mode);
	n->h0 = in[1]->items[0];
	n->c0 = states == 2 ? in[1]->items[1] : NULL;
	for (size_t s = 0; s < states; s++)
		if (!wantShape(r, op, in[1]->items[s], "a pre_state tensor", 3, n->layers * n->dirs, n->B, n->H))
			return false;
	size_t nw = (size_t)(n->layers * n->dirs * 4);
	if (!in[2] || in[2]->kind != EX_VEC || in[2]->len != nw)
		return exError(r, op, "rnn's weight_list must be a vec of %zu tensors", nw);
	n->w = in[2]->items;
	int64_t gh = n->gates * n->H;
	for (int64_t l = 0; l < n->layers; l++)
		for (int64_t d = 0; d < n->dirs; d++)
			if (!wantShape(r, op, weight(n, l, d, 0), "a weight_ih", 2, gh, layerInWidth(n, l), 0) ||
			    !wantShape(r, op, weight(n, l, d, 1), "a weight_hh", 2, gh, n->H, 0) ||
			    !wantShape(r, op, weight(n, l, d, 2), "a bias_ih", 1, gh, 0, 0) ||
			    !wantShape(r, op, weight(n, l, d, 3), "a bias_hh", 1, gh, 0, 0))
				return false;
	size_t steps = (size_t)(n->T * n->B), k = (size_t)(n->layers * n->dirs);
	/* the steps' values, within the budget of tensor elements (the
	 * operands' shapes are checked, so the products do not overflow) */
	size_t scratch = steps * ((size_t)n->layers * (size_t)(n->dirs * n->H) + k * (size_t)(gh + 2 * n->H));
	if (scratch > exElementBudget() - exLiveElements())
		return exError(r, op, "rnn's %zu step values do not fit in pir-run's budget of tensor elements", scratch);
	n->out = pirCalloc((size_t)n->layers, sizeof *n->out);
	n->act = pirCalloc(k, sizeof *n->act);
	n->cell = pirCalloc(k, sizeof *n->cell);
	n->hid = pirCalloc(k, sizeof *n->hid);
	for (int64_t l = 0; l < n->layers; l++)
		n->out[l] = pirCalloc(steps * (size_t)(n->dirs * n->H) + 1, sizeof(double));
	for (size_t j = 0; j < k; j++) {
		n->act[j] = pirCalloc(steps * (size_t)gh + 1, sizeof(double));
		n->cell[j] = pirCalloc(steps * (size_t)n->H + 1, sizeof(double));
		n->hid[j] = pirCalloc(steps * (size_t)n->H + 1, sizeof(double));
	}
	return true;
}

static double sigmoid(double v)
{
	return 1 / (1 + exp(-v));
}

/* The time index of step s (the reverse direction runs backwards). */
static int64_t timeOf(const Rnn *n, int64_t d, int64_t s)
{
	return d ? n->T - 1 - s : s;
}

/* One layer and direction over all steps; in is the layer's input. */
static void forwardDir(Rnn *n, int64_t l, int64_t d, const double *in)
{
	int64_t H = n->H, gh = n->gates * H, B = n->B, w = layerInWidth(n, l), k = l * n->dirs + d;
	const double *wi = weight(n, l, d, 0)->data, *wh = weight(n, l, d, 1)->data;
	const double *bi = weight(n, l, d, 2)->data, *bh = weight(n, l, d, 3)->data;
	const double *h0 = n->h0->data + k * B * H, *c0 = n->c0 ? n->c0->data + k * B * H : NULL;
	for (int64_t s = 0; s < n->T; s++) {
		int64_t t = timeOf(n, d, s), tp = timeOf(n, d, s - 1);
		const double *hp = s ? n->hid[k] + tp * B * H : h0;
		const double *cp = s ? n->cell[k] + tp * B * H : c0;
		for (int64_t b = 0; b < B; b++) {
			const double *xt = in + (t * B + b) * w, *hb = hp + b * H;
			double *a = n->act[k] + (t * B + b) * gh;
			for (int64_t g = 0; g < gh; g++) {
				double z = bi[g] + bh[g];
				for (int64_t i = 0; i < w; i++)
					z += wi[g * w + i] * xt[i];
				for (int64_t i = 0; i < H; i++)
					z += wh[g * H + i] * hb[i];
				a[g] = z;
			}
			double *c = n->cell[k] + (t * B + b) * H, *h = n->hid[k] + (t * B + b) * H;
			for (int64_t j = 0; j < H; j++) {
				if (n->mode == RNN_LSTM) {
					a[j] = sigmoid(a[j]);
					a[H + j] = sigmoid(a[H + j]);
					a[2 * H + j] = tanh(a[2 * H + j]);
					a[3 * H + j] = sigmoid(a[3 * H + j]);
					c[j] = a[H + j] * cp[b * H + j] + a[j] * a[2 * H + j];
					h[j] = a[3 * H + j] * tanh(c[j]);
				} else {
					a[j] = n->mode == RNN_TANH ? tanh(a[j]) : (a[j] > 0 ? a[j] : 0);
					h[j] = a[j];
				}
				n->out[l][(t * B + b) * n->dirs * H + d * H + j] = h[j];
			}
		}
	}
}

static void forwardAll(Rnn *n)
{
	for (int64_t l = 0; l < n->layers; l++)
		for (int64_t d = 0; d < n->dirs; d++)
			forwardDir(n, l, d, l ? n->out[l - 1] : n->x->data);
}

/* Where one layer and direction's gradients go. */
typedef struct DirGrad {
	const double *dOut;       /* [T, B, dirs * H]: the gradient of the layer's output */
	const double *dhT, *dcT;  /* [B, H] each, or NULL: the last states' gradients */
	double *dIn;              /* [T, B, in], accumulated */
	double *dh0, *dc0;        /* [B, H]: the first states' gradients */
	double *dwi, *dwh, *dbi, *dbh;
} DirGrad;

/* Back-propagation through time of one layer and direction. */
static void backwardDir(const Rnn *n, int64_t l, int64_t d, const double *in, const DirGrad *g, double *dz)
{
	int64_t H = n->H, gh = n->gates * H, B = n->B, w = layerInWidth(n, l), k = l * n->dirs + d;
	const double *wi = weight(n, l, d, 0)->data, *wh = weight(n, l, d, 1)->data;
	const double *h0 = n->h0->data + k * B * H, *c0 = n->c0 ? n->c0->data + k * B * H : NULL;
	double *dh = g->dh0, *dc = g->dc0; /* the running gradients of h and c, [B, H] */
	for (int64_t i = 0; i < B * H; i++) {
		dh[i] = g->dhT ? g->dhT[i] : 0;
		if (dc)
			dc[i] = g->dcT ? g->dcT[i] : 0;
	}
	for (int64_t s = n->T - 1; s >= 0; s--) {
		int64_t t = timeOf(n, d, s), tp = timeOf(n, d, s - 1);
		const double *hp = s ? n->hid[k] + tp * B * H : h0;
		const double *cp = s ? n->cell[k] + tp * B * H : c0;
		for (int64_t b = 0; b < B; b++) {
			const double *a = n->act[k] + (t * B + b) * gh, *xt = in + (t * B + b) * w, *hb = hp + b * H;
			const double *c = n->cell[k] + (t * B + b) * H;
			for (int64_t j = 0; j < H; j++) {
				double dhj = g->dOut[(t * B + b) * n->dirs * H + d * H + j] + dh[b * H + j];
				if (n->mode == RNN_LSTM) {
					double ai = a[j], af = a[H + j], ag = a[2 * H + j], ao = a[3 * H + j];
					double tc = tanh(c[j]);
					double dcj = dc[b * H + j] + dhj * ao * (1 - tc * tc);
					dz[j] = dcj * ag * ai * (1 - ai);
					dz[H + j] = dcj * cp[b * H + j] * af * (1 - af);
					dz[2 * H + j] = dcj * ai * (1 - ag * ag);
					dz[3 * H + j] = dhj * tc * ao * (1 - ao);
					dc[b * H + j] = dcj * af;
				} else {
					dz[j] = n->mode == RNN_TANH ? dhj * (1 - a[j] * a[j]) : (a[j] > 0 ? dhj : 0);
				}
			}
			for (int64_t i = 0; i < H; i++)
				dh[b * H + i] = 0;
			double *dxt = g->dIn + (t * B + b) * w;
			for (int64_t q = 0; q < gh; q++) {
				double v = dz[q];
				g->dbi[q] += v;
				g->dbh[q] += v;
				for (int64_t i = 0; i < w; i++) {
					g->dwi[q * w + i] += v * xt[i];
					dxt[i] += v * wi[q * w + i];
				}
				for (int64_t i = 0; i < H; i++) {
					g->dwh[q * H + i] += v * hb[i];
					dh[b * H + i] += v * wh[q * H + i];
				}
			}
		}
	}
}

/* A tensor like t (its shape and dtype), or NULL after an error. */
static ExObj *tensorLike(ExRun *r, PirOperation *op, const ExObj *t)
{
	ExShape s = exShapeOf(t);
	ExObj *o = exTensorCreate(t->dtype, &s);
	if (!o)
		exError(r, op, "a gradient is too large for pir-run");
	return o;
}

/* dropout_state_out and reserve: the shape the IR declares when it is
 * static, else out's; dropout_state_out is Paddle's mask of ones in
 * training. pir-run's rnn_grad reads neither. */
static ExObj *auxResult(ExRun *r, PirOperation *op, uint32_t i, const ExShape *outShape, double v)
{
	PirType *t = pirOperationGetResultType(op, i);
	ExShape s = *outShape;
	if (t && pirTypeIsDenseTensor(t) && t->tensor.rank <= EX_MAX_RANK) {
		bool known = true;
		for (uint32_t d = 0; d < t->tensor.rank; d++)
			known = known && t->tensor.dims[d] >= 0;
		if (known) {
			s.rank = t->tensor.rank;
			memcpy(s.dims, t->tensor.dims, sizeof(int64_t) * s.rank);
		}
	}
	ExObj *o = exNewResult(r, op, i, PIR_TYPE_I32, &s);
	for (size_t k = 0; o && k < o->numel; k++)
		o->data[k] = v;
	return o;
}

/* rnn(x, pre_state, weight_list, sequence_length?, dropout_state_in)
 *   -> out, dropout_state_out, state (vec), reserve */
static bool rnn(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	Rnn n;
	bool ok = rnnSetup(r, op, in, &n);
	if (ok) {
		forwardAll(&n);
		ExShape so = {3, {n.T, n.B, n.dirs * n.H}};
		out[0] = exNewResult(r, op, 0, n.x->dtype, &so);
		ok = out[0] != NULL;
		if (ok)
			memcpy(out[0]->data, n.out[n.layers - 1], sizeof(double) * out[0]->numel);
		ok = ok && (out[1] = auxResult(r, op, 1, &so, exAttrBool(op, "is_test", false) ? 0 : 1)) != NULL;
		ok = ok && (out[3] = auxResult(r, op, 3, &so, 0)) != NULL;
		if (ok) {
			out[2] = exVecCreate();
			int64_t B = n.B, H = n.H;
			for (int s = 0; ok && s < (n.c0 ? 2 : 1); s++) {
				ExObj *st = tensorLike(r, op, n.h0);
				ok = st != NULL;
				for (int64_t k = 0; ok && k < n.layers * n.dirs; k++) {
					/* the last step: t = T-1 forward, t = 0 reverse */
					int64_t t = timeOf(&n, k % n.dirs, n.T - 1);
					const double *src = (s ? n.cell[k] : n.hid[k]) + t * B * H;
					if (n.T > 0)
						memcpy(st->data + k * B * H, src, sizeof(double) * (size_t)(B * H));
					else
						memcpy(st->data + k * B * H, (s ? n.c0 : n.h0)->data + k * B * H,
						       sizeof(double) * (size_t)(B * H));
				}
				if (st)
					exItemsPush(out[2], st);
			}
		}
	}
	rnnFree(&n);
	return ok;
}

/* rnn_grad(x, pre_state, weight_list, sequence_length?, out,
 *          dropout_state_out, reserve, out_grad, state_grad)
 *   -> x_grad, pre_state_grad (vec), weight_list_grad (vec) */
static bool rnnGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	Rnn n;
	bool ok = rnnSetup(r, op, in, &n);
	ExObj *sg = op->numOperands > 8 ? in[8] : NULL;
	if (ok && (!exWantTensor(r, op, in, 7) || !wantShape(r, op, in[7], "out_grad", 3, n.T, n.B, n.dirs * n.H)))
		ok = false;
	size_t states = n.c0 ? 2 : 1;
	if (ok && sg && (sg->kind != EX_VEC || sg->len != states))
		ok = exError(r, op, "rnn_grad's state_grad must be a vec of %zu tensors", states);
	for (size_t s = 0; ok && sg && s < states; s++)
		ok = wantShape(r, op, sg->items[s], "a state_grad tensor", 3, n.layers * n.dirs, n.B, n.H);
	ExObj *xg = NULL, *preg = NULL, *wg = NULL;
	double *dLayer = NULL, *dz = NULL;
	if (ok) {
		forwardAll(&n);
		xg = tensorLike(r, op, n.x);
		preg = exVecCreate();
		wg = exVecCreate();
		ok = xg != NULL;
		for (size_t s = 0; ok && s < states; s++) {
			ExObj *t = tensorLike(r, op, s ? n.c0 : n.h0);
			ok = t != NULL;
			if (t)
				exItemsPush(preg, t);
		}
		for (int64_t k = 0; ok && k < n.layers * n.dirs * 4; k++) {
			ExObj *t = tensorLike(r, op, n.w[k]);
			ok = t != NULL;
			if (t)
				exItemsPush(wg, t);
		}
	}
	if (ok) {
		int64_t B = n.B, H = n.H, steps = n.T * n.B;
		dz = pirCalloc((size_t)(n.gates * H) + 1, sizeof(double));
		/* dOut of layer l: out_grad for the last, else the previous
		 * backward's dIn; two buffers of [T, B, dirs * H] in turn */
		double *bufs[2] = {pirCalloc((size_t)(steps * n.dirs * H) + 1, sizeof(double)),
				   pirCalloc((size_t)(steps * n.dirs * H) + 1, sizeof(double))};
		dLayer = bufs[0];
		const double *dOut = in[7]->data;
		for (int64_t l = n.layers - 1; l >= 0; l--) {
			double *dIn = l ? bufs[l % 2] : xg->data;
			memset(dIn, 0, sizeof(double) * (size_t)(steps * layerInWidth(&n, l)));
			for (int64_t d = 0; d < n.dirs; d++) {
				int64_t k = l * n.dirs + d, wk = (l * n.dirs + d) * 2, bk = n.layers * n.dirs * 2 + wk;
				DirGrad g = {
				    .dOut = dOut,
				    .dhT = sg ? sg->items[0]->data + k * B * H : NULL,
				    .dcT = sg && states == 2 ? sg->items[1]->data + k * B * H : NULL,
				    .dIn = dIn,
				    .dh0 = preg->items[0]->data + k * B * H,
				    .dc0 = states == 2 ? preg->items[1]->data + k * B * H : NULL,
				    .dwi = wg->items[wk]->data,
				    .dwh = wg->items[wk + 1]->data,
				    .dbi = wg->items[bk]->data,
				    .dbh = wg->items[bk + 1]->data,
				};
				backwardDir(&n, l, d, l ? n.out[l - 1] : n.x->data, &g, dz);
			}
			dOut = dIn;
		}
		free(bufs[1]);
	}
	free(dLayer);
	free(dz);
	rnnFree(&n);
	if (!ok) {
		exRelease(xg);
		exRelease(preg);
		exRelease(wg);
		return false;
	}
	out[0] = xg;
	out[1] = preg;
	out[2] = wg;
	return true;
}

const ExKernel exRnnKernels[] = {
	{"pd_op.rnn", rnn},
	{"pd_op.rnn_grad", rnnGrad},
	{NULL, NULL},
};
