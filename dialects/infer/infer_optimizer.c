/* infer_optimizer.c: inference rules of the ops that update their operands
 * in place (optimizers, loss scaling, parameter-server pushes): a result an
 * inplace pair ties to an operand is that operand's buffer, so it has the
 * operand's type; the optimizer rules add the checks of Paddle's
 * AdadeltaInferMeta, LambInferMeta and RmspropInferMeta, and
 * check_finite_and_unscale_ its flag (CheckFiniteAndUnscaleInferMeta). */
#include <string.h>

#include "infer_meta.h"

/* Every result an inplace pair of the definition ties to a present operand
 * gets that operand's type (a vec of a vec). */
static void fillInplace(PirOperation *op, PirType **r)
{
	PirOpDef *def = pirOperationGetInfo(op)->def;
	for (uint32_t k = 0; def && k < def->numInplace; k++) {
		uint32_t in = def->inplace[k].input, out = def->inplace[k].output;
		if (in >= op->numOperands || out >= op->numResults)
			continue;
		PirValue *v = pirOperationGetOperand(op, in);
		if (v && pirValueGetType(v)->kind != PIR_TYPE_NULL)
			r[out] = pirValueGetType(v);
	}
}

/* Results tied to operands by inplace pairs (average_accumulates_,
 * update_loss_scaling_, push_box_sparse, sync_comm_stream, ...): the
 * operands' types; other results open. */
void pirInferInplace(PirOperation *op, PirType **r)
{
	fillInplace(op, r);
}

/* Operand `name`, when given, has param's dims, compared as written (the
 * optimizers' unguarded PADDLE_ENFORCE_EQ of two DDims: -1 matches only
 * -1). */
static bool likeParam(PirOperation *op, const PirShape *param, const char *name)
{
	PirShape s;
	if (!pirInferShapeOf(pirInferOperand(op, name), &s))
		return true;
	bool same = s.rank == param->rank;
	for (uint32_t i = 0; same && i < s.rank; i++)
		same = s.dims[i] == param->dims[i];
	if (same)
		return true;
	char a[96], b[96];
	int i = pirInferOperandIndex(op, name);
	return pirInferReject(op, i, NULL,
			      "operand #%d ('%s') has dims %s, but param (operand #%d) has %s (compared as written: -1 "
			      "matches only -1)",
			      i, name, pirInferDimsStr(s.dims, s.rank, a, sizeof a), pirInferOperandIndex(op, "param"),
			      pirInferDimsStr(param->dims, param->rank, b, sizeof b));
}

/* Operand `name`, when given with all dims known, holds `want` elements
 * (exactly, or at least with atLeast). */
static bool numelIs(PirOperation *op, const char *name, int64_t want, bool atLeast)
{
	PirShape s;
	if (!pirInferShapeOf(pirInferOperand(op, name), &s))
		return true;
	int64_t n = pirInferNumel(s.dims, s.rank);
	if (n < 0 || n == want || (atLeast && n >= want))
		return true;
	int i = pirInferOperandIndex(op, name);
	return pirInferReject(op, i, NULL, "operand #%d ('%s') holds %lld elements, but must hold %s%lld", i, name,
			      (long long)n, atLeast ? "at least " : "", (long long)want);
}

/* adadelta_(param, grad, avg_squared_grad, avg_squared_update,
 * learning_rate, master_param): one learning rate; grad, both averages and
 * master_param of param's dims. */
void pirInferAdadelta(PirOperation *op, PirType **r)
{
	PirShape p;
	if (!numelIs(op, "learning_rate", 1, false))
		return;
	if (pirInferShapeOf(pirInferOperand(op, "param"), &p)) {
		static const char *const like[] = {"grad", "avg_squared_grad", "avg_squared_update", "master_param"};
		for (size_t k = 0; k < sizeof like / sizeof *like; k++)
			if (!likeParam(op, &p, like[k]))
				return;
	}
	fillInplace(op, r);
}

/* lamb_(param, grad, learning_rate, moment1, moment2, beta1_pow,
 * beta2_pow, ...): one learning rate; beta1_pow and beta2_pow not empty;
 * moment1 and moment2 of param's dims (LambInferMeta compares no other). */
void pirInferLamb(PirOperation *op, PirType **r)
{
	PirShape p;
	if (!numelIs(op, "learning_rate", 1, false) || !numelIs(op, "beta1_pow", 1, true) ||
	    !numelIs(op, "beta2_pow", 1, true))
		return;
	if (pirInferShapeOf(pirInferOperand(op, "param"), &p) &&
	    (!likeParam(op, &p, "moment1") || !likeParam(op, &p, "moment2")))
		return;
	fillInplace(op, r);
}

/* rmsprop_(param, mean_square, grad, moment, learning_rate, mean_grad,
 * master_param): moment and mean_square of param's dims; one learning
 * rate; master_param, when given, of param's dims. */
void pirInferRmsprop(PirOperation *op, PirType **r)
{
	PirShape p;
	if (pirInferShapeOf(pirInferOperand(op, "param"), &p) &&
	    (!likeParam(op, &p, "moment") || !likeParam(op, &p, "mean_square")))
		return;
	if (!numelIs(op, "learning_rate", 1, false))
		return;
	if (pirInferShapeOf(pirInferOperand(op, "param"), &p) && !likeParam(op, &p, "master_param"))
		return;
	fillInplace(op, r);
}

/* check_finite_and_unscale_(x, scale): out is x (a vec of x's types);
 * found_infinite [1] bool. */
void pirInferCheckFiniteAndUnscale(PirOperation *op, PirType **r)
{
	fillInplace(op, r);
	PirShape f = {.elem = pirTypeGetScalar(pirOperationGetContext(op), PIR_TYPE_BOOL), .rank = 1, .dims = {1}};
	if (op->numResults >= 2)
		r[1] = pirInferTensor(pirOperationGetContext(op), &f);
}

/* ftrl(param, squared_accumulator, linear_accumulator, grad,
 * learning_rate): grad of param's dims (as written), one learning rate;
 * the three results have param's dims and dtype (FtrlInferMeta). */
void pirInferFtrl(PirOperation *op, PirType **r)
{
	PirShape p;
	bool hp = pirInferShapeOf(pirInferOperand(op, "param"), &p);
	if ((hp && !likeParam(op, &p, "grad")) || !numelIs(op, "learning_rate", 1, false))
		return;
	for (uint32_t i = 0; hp && i < 3 && i < op->numResults; i++)
		r[i] = pirInferTensor(pirOperationGetContext(op), &p);
}
