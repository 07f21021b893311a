/* infer_args.c: the arguments of a rule name (docs/dialect-yaml.md "Rule
 * arguments"). `infer: concat(x=grad_x_grad)` gives an op the rule concat,
 * which reads the op's operand `grad_x_grad` where it asks for `x`: how
 * Paddle's backward table runs a forward's InferMeta on a gradient
 * (`invoke: concat(grad_x_grad, axis)`, `param: [grad_x_grad]`). The
 * reading helpers of infer_support.c map every name through here. */
#include <ctype.h>
#include <string.h>

#include "../dialects.h"
#include "infer_meta.h"

static size_t nameLen(const char *s)
{
	size_t n = 0;
	while (isalnum((unsigned char)s[n]) || s[n] == '_')
		n++;
	return n;
}

/* One `a=b` of args at *p: the two names; *p moves past it and its comma
 * or closing parenthesis. False at the end or on a malformed argument. */
static bool nextArg(const char **p, const char **from, size_t *fromLen, const char **to, size_t *toLen)
{
	const char *s = *p;
	while (*s == ' ')
		s++;
	*from = s;
	*fromLen = nameLen(s);
	s += *fromLen;
	if (!*fromLen || *s != '=')
		return false;
	*to = ++s;
	*toLen = nameLen(s);
	s += *toLen;
	while (*s == ' ')
		s++;
	if (!*toLen || (*s != ',' && *s != ')'))
		return false;
	*p = s + 1;
	return true;
}

bool pirInferRuleArgsWellFormed(const char *args)
{
	if (*args != '(')
		return false;
	const char *p = args + 1, *from, *to;
	size_t fl, tl;
	do {
		const char *start = p;
		if (!nextArg(&p, &from, &fl, &to, &tl))
			return false;
		for (const char *q = args + 1, *f2, *t2; q < start;) {
			size_t fl2, tl2;
			nextArg(&q, &f2, &fl2, &t2, &tl2);
			if (fl2 == fl && !strncmp(f2, from, fl))
				return false; /* a rule name given twice */
		}
	} while (p[-1] == ',');
	return !*p;
}

/* The op's name for the rule's `name` (into buf), or name itself. */
const char *pirInferArgName(const PirOpDef *def, const char *name, char *buf, size_t n)
{
	const char *args = def && def->inferRule ? strchr(def->inferRule, '(') : NULL;
	if (!args)
		return name;
	const char *p = args + 1, *from, *to;
	size_t fl, tl;
	size_t len = strlen(name);
	while (nextArg(&p, &from, &fl, &to, &tl)) {
		if (fl == len && !strncmp(from, name, len) && tl < n) {
			memcpy(buf, to, tl);
			buf[tl] = '\0';
			return buf;
		}
		if (p[-1] != ',')
			break;
	}
	return name;
}

const char *pirInferRuleArgsMissing(const PirOpDef *def, char *buf, size_t n)
{
	const char *args = def->inferRule ? strchr(def->inferRule, '(') : NULL;
	if (!args)
		return NULL;
	const char *p = args + 1, *from, *to;
	size_t fl, tl;
	while (nextArg(&p, &from, &fl, &to, &tl)) {
		bool found = false;
		for (uint32_t i = 0; i < def->numInputs && !found; i++)
			found = def->inputs[i].name->len == tl && !strncmp(def->inputs[i].name->str, to, tl);
		for (uint32_t i = 0; i < def->numAttrs && !found; i++)
			found = def->attrs[i].name->len == tl && !strncmp(def->attrs[i].name->str, to, tl);
		if (!found) {
			size_t k = tl < n ? tl : n - 1;
			memcpy(buf, to, k);
			buf[k] = '\0';
			return buf;
		}
		if (p[-1] != ',')
			break;
	}
	return NULL;
}
