/* translate_general.c: the general rule for a legacy op (Paddle's
 * OpTranscriber): the PIR name through op_compat (and the in-place twin),
 * operands, results and attributes in the order of the op's definition
 * (OpInfo), mutable attributes as operands, and, with
 * --allow-unregistered-dialect, ops no dialect defines kept as they are. */
#include "program_translator.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------- the general rule */

static bool isEmptyVar(const char *name)
{
	return !strcmp(name, "@EMPTY@");
}

static bool defHasAttr(const PirOpDef *def, const char *name)
{
	for (uint32_t i = 0; i < def->numAttrs; i++)
		if (!strcmp(def->attrs[i].name->str, name))
			return true;
	return false;
}

static uint32_t defAttrKinds(const PirOpDef *def, const char *name)
{
	for (uint32_t i = 0; i < def->numAttrs; i++)
		if (!strcmp(def->attrs[i].name->str, name))
			return def->attrs[i].kinds;
	return 0;
}

/* The values of every argument of a slot, in order. */
static bool slotValues(PdTranslator *T, const PdSlot *s, PirPtrVec *out)
{
	for (size_t i = 0; s && i < s->n_arguments; i++) {
		PirValue *v = pdGetValue(T, s->arguments[i]);
		if (!v)
			return false;
		pirPtrVecPush(out, v);
	}
	return true;
}

static PirValue *combineSlot(PdTranslator *T, const PdSlot *s)
{
	PirPtrVec vals = {0};
	PirValue *v = slotValues(T, s, &vals) ? pdCombine(T, (uint32_t)vals.len, (PirValue **)vals.data) : NULL;
	pirPtrVecFree(&vals);
	return v;
}

/* A mutable attribute (IntArray/Scalar argument that may come from a
 * tensor): the legacy tensor-list slot (combined), else the tensor slot,
 * else the legacy attribute materialised as full_int_array / full.
 * *present says whether anything was found. */
static PirValue *mutableOperand(PdTranslator *T, const PdOp *op, const PirOpCompatEntry *e, const PirOpDef *def,
				const char *name, bool *present)
{
	char tn[128], tsn[128], lname[128];
	if (!pirOpCompatMutableSlots(e, name, tn, tsn, sizeof tn) || (!tn[0] && !tsn[0])) {
		/* no slots named: the usual legacy spelling, SectionsTensorList / AxisTensor */
		snprintf(tsn, sizeof tsn, "%c%sTensorList", name[0] >= 'a' && name[0] <= 'z' ? name[0] - 32 : name[0], name + 1);
		snprintf(tn, sizeof tn, "%c%sTensor", name[0] >= 'a' && name[0] <= 'z' ? name[0] - 32 : name[0], name + 1);
	}
	*present = false;
	/* Every candidate slot is looked up (consumed). A tensor slot wins
	 * over the attribute, which files always write; the tensor list and
	 * the tensor both given is an error: the legacy kernels do not agree
	 * which one wins (reshape2 reads the list first, fill_constant the
	 * tensor) and Paddle's translator takes the list, so no choice here
	 * would be sure to keep the meaning. */
	const PdSlot *list = tsn[0] ? pdInputSlot(T, op, tsn) : NULL;
	const PdSlot *s = tn[0] ? pdInputSlot(T, op, tn) : NULL;
	pirOpCompatInputSlot(e, name, lname, sizeof lname);
	const PdSlot *own = pdInputSlot(T, op, lname);
	const PdSlot *single = s && s->n_arguments ? s : own && own->n_arguments ? own : NULL;
	if ((list && list->n_arguments) || single) {
		/* the attribute, which a given tensor overrides (consumed so) */
		char an[128];
		pirOpCompatAttrName(e, name, an, sizeof an);
		pdGetAttr(T, op, an);
	}
	if (list && list->n_arguments && single && single != list) {
		pdError(T, "gives '%s' both as the tensor list '%s' and as the tensor '%s': the legacy kernels differ on "
			   "which one wins, so the translation does not choose",
			name, list->parameter, single->parameter);
		*present = true;
		return NULL;
	}
	if (list && list->n_arguments) {
		*present = true;
		return combineSlot(T, list);
	}
	if (!s || !s->n_arguments) {
		s = own;
	}
	if (s && s->n_arguments) {
		*present = true;
		return pdGetValue(T, s->arguments[0]);
	}
	pirOpCompatAttrName(e, name, lname, sizeof lname);
	const PdAttr *a = pdGetAttr(T, op, lname);
	if (!a)
		return NULL;
	*present = true;
	uint32_t kinds = defAttrKinds(def, name);
	switch (a->type) {
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__INTS:
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__LONGS: {
		bool longs = a->type == PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__LONGS;
		size_t n = longs ? a->n_longs : a->n_ints;
		int64_t *v = pirMalloc((n ? n : 1) * sizeof *v);
		for (size_t i = 0; i < n; i++)
			v[i] = longs ? a->longs[i] : a->ints[i];
		PirValue *r = pdFullIntArray(T, (uint32_t)n, v);
		free(v);
		return r;
	}
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__INT:
		if (kinds & (1u << PIR_ATTR_INT_ARRAY)) {
			int64_t v = a->i;
			return pdFullIntArray(T, 1, &v);
		}
		return pdFullScalar(T, a->i, "int32");
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__LONG: return pdFullScalar(T, (double)a->l, "int64");
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__FLOAT: return pdFullScalar(T, a->f, "float32");
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__FLOAT64: return pdFullScalar(T, a->float64, "float64");
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__BOOLEAN: return pdFullScalar(T, a->b, "bool");
	default:
		*present = false;
		return NULL;
	}
}

/* Legacy attributes that only the old executor used. */
static bool frameworkAttr(const char *name)
{
	static const char *const names[] = {"op_role", "op_role_var", "op_namescope", "op_callstack", "op_device",
					    "with_quant_attr", "use_mkldnn", "use_cudnn", "mkldnn_data_type",
					    "use_quantizer", "is_test_extra"};
	for (size_t i = 0; i < sizeof names / sizeof *names; i++)
		if (!strcmp(names[i], name))
			return true;
	return false;
}

/* An op no dialect defines, kept (with --allow-unregistered-dialect) as
 * an unregistered op: each input slot is an operand (several variables
 * are combined), each output slot a result (a vec for several). */
static bool translateUnregistered(PdTranslator *T, const PdOp *op, const char *name, const PirOpCompatEntry *e)
{
	PirPtrVec operands = {0}, types = {0};
	bool ok = true;
	for (size_t i = 0; ok && i < op->n_inputs; i++) {
		const PdSlot *s = op->inputs[i];
		if (s->n_arguments == 1) {
			PirValue *v = pdGetValue(T, s->arguments[0]);
			ok = v != NULL;
			pirPtrVecPush(&operands, v);
		} else if (s->n_arguments > 1) {
			PirValue *v = combineSlot(T, s);
			ok = v != NULL;
			pirPtrVecPush(&operands, v);
		}
	}
	for (size_t i = 0; ok && i < op->n_outputs; i++) {
		const PdSlot *s = op->outputs[i];
		if (s->n_arguments == 1) {
			PirType *t = isEmptyVar(s->arguments[0]) ? pirTypeGetNull(T->ctx) : pdVarType(T, s->arguments[0]);
			ok = t != NULL;
			pirPtrVecPush(&types, t);
		} else if (s->n_arguments > 1) {
			PirType **el = pirMalloc(s->n_arguments * sizeof *el);
			for (size_t k = 0; ok && k < s->n_arguments; k++)
				ok = (el[k] = isEmptyVar(s->arguments[k]) ? pirTypeGetNull(T->ctx)
									  : pdVarType(T, s->arguments[k])) != NULL;
			if (ok)
				pirPtrVecPush(&types, pirTypeGetVector(T->ctx, (uint32_t)s->n_arguments, el));
			free(el);
		}
	}
	PdAttrList l = {0};
	for (size_t i = 0; ok && i < op->n_attrs; i++) {
		const PdAttr *a = op->attrs[i];
		if (frameworkAttr(a->name))
			continue;
		/* the PIR name of a legacy attribute: the reverse op_compat map */
		char pirName[128];
		snprintf(pirName, sizeof pirName, "%s", a->name);
		if (e && e->attrs[0]) {
			const char *s = e->attrs;
			while (s && *s) {
				while (*s == ' ' || *s == ';')
					s++;
				const char *colon = strchr(s, ':'), *semi = strchr(s, ';');
				if (!colon)
					break;
				size_t vlen = (size_t)((semi ? semi : s + strlen(s)) - colon - 1);
				if (vlen == strlen(a->name) && !memcmp(colon + 1, a->name, vlen))
					snprintf(pirName, sizeof pirName, "%.*s", (int)(colon - s), s);
				s = semi;
			}
		}
		pdAttrAdd(T, &l, pirName, pdTranslateAttr(T, a, 0));
	}
	PirOperation *pop = ok ? pdCreateOp(T, name, (uint32_t)operands.len, (PirValue **)operands.data,
					    (uint32_t)types.len, (PirType **)types.data, &l, 0, NULL)
			       : NULL;
	free(l.e);
	pirPtrVecFree(&operands);
	pirPtrVecFree(&types);
	if (!pop)
		return false;
	uint32_t r = 0;
	for (size_t i = 0; i < op->n_outputs; i++) {
		const PdSlot *s = op->outputs[i];
		if (!s->n_arguments)
			continue;
		for (size_t k = 0; k < s->n_arguments; k++)
			if (!isEmptyVar(s->arguments[k]))
				pdBind(T, s->arguments[k], pirOperationGetResult(pop, r), s->n_arguments == 1 ? -1 : (int32_t)k);
		r++;
	}
	return true;
}

/* The zero value of the first kind in `kinds`, NULL when none has one. */
static PirAttribute *zeroAttr(PdTranslator *T, uint32_t kinds)
{
	PirContext *ctx = T->ctx;
	for (int k = 0; k < PIR_ATTR_KIND_COUNT; k++) {
		if (!(kinds & (1u << k)))
			continue;
		switch ((PirAttrKind)k) {
		case PIR_ATTR_BOOL: return pirAttrGetBool(ctx, false);
		case PIR_ATTR_STR: return pirAttrGetStr(ctx, "", 0);
		case PIR_ATTR_INT32: return pirAttrGetInt32(ctx, 0);
		case PIR_ATTR_INT64: return pirAttrGetInt64(ctx, 0);
		case PIR_ATTR_FLOAT: return pirAttrGetFloat(ctx, 0);
		case PIR_ATTR_DOUBLE: return pirAttrGetDouble(ctx, 0);
		case PIR_ATTR_ARRAY: return pirAttrGetArray(ctx, 0, NULL);
		case PIR_ATTR_INT_ARRAY: return pirAttrGetIntArray(ctx, 0, NULL);
		default: break;
		}
	}
	return NULL;
}

/* Whether the OpDesc writes one of the variables it reads. */
static bool isInplace(const PdOp *op)
{
	static const char *const always[] = {"adam", "adamw", "adagrad", "adamax"};
	for (size_t i = 0; i < sizeof always / sizeof *always; i++)
		if (!strcmp(op->type, always[i]))
			return true;
	for (size_t i = 0; i < op->n_inputs; i++)
		for (size_t a = 0; a < op->inputs[i]->n_arguments; a++)
			for (size_t o = 0; o < op->n_outputs; o++)
				for (size_t b = 0; b < op->outputs[o]->n_arguments; b++)
					if (!strcmp(op->inputs[i]->arguments[a], op->outputs[o]->arguments[b]))
						return true;
	return false;
}

bool pdTranslateGeneral(PdTranslator *T, const PdOp *op, const char *pirName)
{
	return pdTranslateGeneralEx(T, op, pirName, NULL);
}

static int overrideIndex(const char *const *names, size_t n, const char *name)
{
	for (size_t i = 0; i < n; i++)
		if (!strcmp(names[i], name))
			return (int)i;
	return -1;
}

/* The PIR op the general rule makes of op: pd_op. + pirName or the
 * op_compat name, its in-place twin when the op is in place and the twin
 * is defined. */
static void generalName(PdTranslator *T, const PdOp *op, const PirOpCompatEntry *e, const char *pirName, char *name,
			size_t size)
{
	snprintf(name, size, "pd_op.%s", pirName ? pirName : e ? e->op : op->type);
	if (isInplace(op)) {
		size_t n = strlen(name);
		if (n + 1 < size) {
			name[n] = '_';
			name[n + 1] = '\0';
			if (!pdOpExists(T, name) && pdOpExists(T, (name[n] = '\0', name)))
				; /* no in-place twin: the plain op */
			else
				name[n] = '_';
		}
	}
}

bool pdGeneralOpDefined(PdTranslator *T, const PdOp *op, char *name, size_t size)
{
	generalName(T, op, pirOpCompatLookup(&T->compat, op->type), NULL, name, size);
	return pdOpExists(T, name);
}

bool pdTranslateGeneralEx(PdTranslator *T, const PdOp *op, const char *pirName, const PdOverrides *ov)
{
	const PirOpCompatEntry *e = pirOpCompatLookup(&T->compat, ov && ov->compatAs ? ov->compatAs : op->type);
	char name[256];
	generalName(T, op, e, pirName, name, sizeof name);
	PirOpInfo *info = pirContextLookupOpInfo(T->ctx, pirIdentGetCStr(T->ctx, name));
	if (!info || !info->registered) {
		if (pirContextGetAllowUnregistered(T->ctx)) {
			pdConsumeAllInputs(T, op); /* every slot an operand */
			return translateUnregistered(T, op, name, e);
		}
		pdError(T, "no PIR op '%s' is defined for it (use --allow-unregistered-dialect to keep it as an "
			   "unregistered op)",
			name);
		return false;
	}
	const PirOpDef *def = info->def;
	snprintf(T->madeAs, sizeof T->madeAs, "%s", name);
	/* an input slot no operand takes is an error after the op
	 * (checkConsumed, program_translator.c): never dropped */
	PirPtrVec operands = {0}, types = {0};
	bool *fromOperand = pirCalloc(def->numAttrs + 1, 1);
	char slotName[160];
	bool ok = true;
	/* operands, in the definition's order */
	for (uint32_t i = 0; ok && i < def->numInputs; i++) {
		const PirValueDef *in = &def->inputs[i];
		const char *n = in->name->str;
		int oi = ov ? overrideIndex(ov->input, ov->nInputs, n) : -1;
		if (oi >= 0) {
			for (uint32_t k = 0; k < def->numAttrs; k++)
				if (def->attrs[k].name == in->name)
					fromOperand[k] = true;
			pirPtrVecPush(&operands, ov->value[oi]);
			continue;
		}
		if (defHasAttr(def, n) || pirOpCompatIsMutable(e, n)) {
			bool present;
			PirValue *v = mutableOperand(T, op, e, def, n, &present);
			if (present && !v) {
				ok = false;
				break;
			}
			for (uint32_t k = 0; k < def->numAttrs; k++)
				if (v && def->attrs[k].name == in->name)
					fromOperand[k] = true;
			if (v || !in->variadic)
				pirPtrVecPush(&operands, v);
			continue;
		}
		pirOpCompatInputSlot(e, n, slotName, sizeof slotName);
		const PdSlot *s = pdInputSlot(T, op, slotName);
		size_t nargs = s ? s->n_arguments : 0;
		if (in->constraint == PIR_TC_VEC) {
			PirValue *v = nargs || !in->optional ? combineSlot(T, s) : NULL;
			ok = v || (!nargs && in->optional);
			pirPtrVecPush(&operands, v);
		} else if (in->variadic) {
			ok = slotValues(T, s, &operands);
		} else if (nargs == 1) {
			PirValue *v = pdGetValue(T, s->arguments[0]);
			ok = v != NULL;
			pirPtrVecPush(&operands, v);
		} else if (nargs > 1) {
			PirValue *v = combineSlot(T, s);
			ok = v != NULL;
			pirPtrVecPush(&operands, v);
		} else if (in->optional) {
			pirPtrVecPush(&operands, NULL);
		} else {
			pdError(T, "has no input '%s', which operand '%s' of %s needs", slotName, n, name);
			ok = false;
		}
	}
	/* results, in the definition's order */
	for (uint32_t i = 0; ok && i < def->numOutputs; i++) {
		const PirValueDef *out = &def->outputs[i];
		pirOpCompatOutputSlot(e, out->name->str, slotName, sizeof slotName);
		const PdSlot *s = pdOutputSlot(op, slotName);
		size_t nargs = s ? s->n_arguments : 0;
		if (out->constraint == PIR_TC_VEC || (out->variadic && nargs)) {
			PirType **el = pirMalloc((nargs ? nargs : 1) * sizeof *el);
			for (size_t k = 0; ok && k < nargs; k++)
				ok = (el[k] = isEmptyVar(s->arguments[k]) ? pirTypeGetNull(T->ctx) : pdVarType(T, s->arguments[k])) !=
				     NULL;
			if (ok && out->constraint == PIR_TC_VEC)
				pirPtrVecPush(&types, pirTypeGetVector(T->ctx, (uint32_t)nargs, el));
			else
				for (size_t k = 0; ok && k < nargs; k++)
					pirPtrVecPush(&types, el[k]);
			free(el);
		} else if (out->variadic) {
			/* no result */
		} else if (nargs && !isEmptyVar(s->arguments[0])) {
			int oo = ov ? overrideIndex(ov->output, ov->nOutputs, out->name->str) : -1;
			PirType *t = oo >= 0 ? ov->outputType[oo] : pdVarType(T, s->arguments[0]);
			ok = t != NULL;
			pirPtrVecPush(&types, t);
		} else {
			pirPtrVecPush(&types, pirTypeGetNull(T->ctx));
		}
	}
	/* Trailing `older` outputs (only older releases write them) that no op
	 * of the program reads are left out, as Paddle 3 writes the op: the
	 * reshape, flatten, squeeze and unsqueeze of today's files have `out`
	 * alone (XShape stays where reshape2_grad and the like read it). Other
	 * optional outputs stay (batch_norm's reserve_space). Each such output
	 * made exactly one result above. */
	for (uint32_t i = def->numOutputs; ok && i-- > 0 && types.len > 0;) {
		const PirValueDef *out = &def->outputs[i];
		if (!out->older || out->variadic || out->constraint == PIR_TC_VEC)
			break;
		pirOpCompatOutputSlot(e, out->name->str, slotName, sizeof slotName);
		const PdSlot *s = pdOutputSlot(op, slotName);
		bool read = false;
		for (size_t k = 0; s && k < s->n_arguments && !read; k++)
			read = !isEmptyVar(s->arguments[k]) && pdIsRead(T, s->arguments[k]);
		if (read)
			break;
		types.len--;
	}
	/* attributes the definition declares, from their legacy names */
	PdAttrList l = {0};
	for (uint32_t k = 0; ok && k < def->numAttrs; k++) {
		if (fromOperand[k])
			continue;
		const char *an = def->attrs[k].name->str;
		int oa = ov ? overrideIndex(ov->attr, ov->nAttrs, an) : -1;
		if (oa >= 0) {
			pdAttrAdd(T, &l, an, ov->attrValue[oa]);
			continue;
		}
		char lname[160];
		pirOpCompatAttrName(e, an, lname, sizeof lname);
		const PdAttr *a = pdGetAttr(T, op, lname);
		PirAttribute *v = a ? pdTranslateAttr(T, a, def->attrs[k].kinds) : NULL;
		if (!v) {
			const char *d = pdAttrDefault(op->type, an);
			if (d) {
				v = pirParseAttributeString(T->ctx, d, "<translator default>");
				if (v)
					v = pirAttrCoerce(T->ctx, v, def->attrs[k].kinds);
			} else if (!def->attrs[k].deflt && pirOpCompatIsExtraAttr(e, lname)) {
				/* an "extra" attribute files since Paddle 2.4 omit: Paddle's default, false / 0 / "" / [] */
				v = zeroAttr(T, def->attrs[k].kinds);
			}
		}
		if (!v && !def->attrs[k].deflt) {
			/* the verifier would reject the op without naming the legacy one */
			pdError(T, "has no attribute '%s', which attribute '%s' of %s needs", lname, an, name);
			ok = false;
			break;
		}
		pdAttrAdd(T, &l, an, v);
	}
	free(fromOperand);
	PirOperation *pop = ok ? pdCreateOp(T, name, (uint32_t)operands.len, (PirValue **)operands.data,
					    (uint32_t)types.len, (PirType **)types.data, &l, 0, NULL)
			       : NULL;
	free(l.e);
	pirPtrVecFree(&operands);
	pirPtrVecFree(&types);
	if (!pop)
		return false;
	/* bind the output variables */
	uint32_t r = 0;
	for (uint32_t i = 0; i < def->numOutputs && r < pop->numResults; i++) {
		const PirValueDef *out = &def->outputs[i];
		pirOpCompatOutputSlot(e, out->name->str, slotName, sizeof slotName);
		const PdSlot *s = pdOutputSlot(op, slotName);
		size_t nargs = s ? s->n_arguments : 0;
		if (out->constraint == PIR_TC_VEC) {
			for (size_t k = 0; k < nargs; k++)
				if (!isEmptyVar(s->arguments[k]))
					pdBind(T, s->arguments[k], pirOperationGetResult(pop, r), (int32_t)k);
			r++;
		} else if (out->variadic) {
			for (size_t k = 0; k < nargs; k++, r++)
				if (!isEmptyVar(s->arguments[k]))
					pdBind(T, s->arguments[k], pirOperationGetResult(pop, r), -1);
		} else {
			if (nargs && !isEmptyVar(s->arguments[0]))
				pdBind(T, s->arguments[0], pirOperationGetResult(pop, r), -1);
			r++;
		}
	}
	return true;
}
