/* SPDX-License-Identifier: MIT */
/*
 * condtext.c - conditions as people read them (seccache_cond_format()):
 * "ALLOW when (args[2] & PROT_EXEC (0x4)) == 0; KILL_THREAD otherwise".
 * Values are named where argnames.c has the call's table, the raw value
 * beside; a range is one term, a run of values one set; the result whose
 * condition is longest is the one said "otherwise".
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>

#include "report.h"

/* Text being written: what fits into buf, and the length the whole needs. */
struct text {
	char *buf;
	size_t size, len;
	const struct seccache_cond_call *call;
};

static void put(struct text *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void put(struct text *t, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(t->len < t->size ? t->buf + t->len : NULL,
		      t->len < t->size ? t->size - t->len : 0, fmt, ap);
	va_end(ap);
	t->len += (size_t)(n > 0 ? n : 0);
}

static const struct arg_name *names_of(const struct text *t, unsigned int field)
{
	if (field >= SECCACHE_NR_ARGS)
		return NULL;
	return sc_arg_names(sc_cond_call_abi(t->call)->audit_arch, sc_cond_call_name(t->call),
			    field);
}

static void put_number(struct text *t, uint64_t v)
{
	if (v < 10)
		put(t, "%llu", (unsigned long long)v);
	else
		put(t, "0x%llx", (unsigned long long)v);
}

/* A value of the bits mask: "PROT_READ|PROT_EXEC (0x5)", or the number. */
static void put_value(struct text *t, const struct seccache_cond_term *x)
{
	char name[ARG_NAME_MAX];

	if (sc_arg_name_value(names_of(t, x->field), x->mask, x->value, name, sizeof(name))) {
		put(t, "%s (", name);
		put_number(t, x->value);
		put(t, ")");
	} else {
		put_number(t, x->value);
	}
}

/* "args[2]", or "(args[2] & PROT_EXEC (0x4))". */
static void put_operand(struct text *t, const struct seccache_cond_term *x)
{
	char name[ARG_NAME_MAX];

	if (x->mask != UINT64_MAX)
		put(t, "(");
	if (x->field == SECCACHE_COND_IP)
		put(t, "instruction_pointer");
	else
		put(t, "args[%u]", x->field);
	if (x->mask == UINT64_MAX)
		return;
	put(t, " & ");
	if (sc_arg_name_mask(names_of(t, x->field), x->mask, name, sizeof(name)))
		put(t, "%s (0x%llx))", name, (unsigned long long)x->mask);
	else
		put(t, "0x%llx)", (unsigned long long)x->mask);
}

static bool same_operand(const struct seccache_cond_term *a, const struct seccache_cond_term *b)
{
	return a->field == b->field && a->mask == b->mask;
}

/* How many terms from v[i] on are != terms of one operand. */
static size_t run_of_ne(const struct seccache_cond_term *v, size_t n, size_t i)
{
	size_t k = i;

	while (k < n && v[k].op == SECCACHE_COND_NE && same_operand(&v[k], &v[i]))
		k++;
	return k - i;
}

/* How many of v[i..] one phrase says: a set of values excluded, a range, or a term. */
static size_t phrase_len(const struct seccache_cond_term *v, size_t n, size_t i)
{
	size_t run = run_of_ne(v, n, i);

	if (run >= 3)
		return run;
	return v[i].op == SECCACHE_COND_GE && i + 1 < n && v[i + 1].op == SECCACHE_COND_LE &&
	       same_operand(&v[i], &v[i + 1]) ? 2 : 1;
}

/* Terms v[i..] as one phrase; how many it took. */
static size_t put_terms(struct text *t, const struct seccache_cond_term *v, size_t n, size_t i)
{
	static const char *const ops[] = { "==", "!=", ">=", "<=" };
	size_t run = phrase_len(v, n, i);

	if (run >= 3) {
		put_operand(t, &v[i]);
		put(t, " not in {");
		for (size_t k = 0; k < run; k++) {
			put(t, k ? ", " : "");
			put_value(t, &v[i + k]);
		}
		put(t, "}");
		return run;
	}
	if (run == 2) {
		put_number(t, v[i].value);
		put(t, " <= ");
		put_operand(t, &v[i]);
		put(t, " <= ");
		put_number(t, v[i + 1].value);
		return 2;
	}
	put_operand(t, &v[i]);
	put(t, " %s ", ops[v[i].op]);
	if (v[i].op == SECCACHE_COND_EQ || v[i].op == SECCACHE_COND_NE)
		put_value(t, &v[i]);
	else
		put_number(t, v[i].value);
	return 1;
}

static void put_conj(struct text *t, const struct seccache_cond_conj *c, bool paren)
{
	paren &= c->n_terms && phrase_len(c->terms, c->n_terms, 0) < c->n_terms;
	if (!c->n_terms)
		put(t, "always");
	put(t, paren ? "(" : "");
	for (size_t i = 0; i < c->n_terms;) {
		put(t, i ? " && " : "");
		i += put_terms(t, c->terms, c->n_terms, i);
	}
	put(t, paren ? ")" : "");
}

/* Whether r is one ==, of the same operand, per conjunction: a set of values. */
static bool value_set(const struct seccache_cond_result *r)
{
	for (size_t i = 0; i < r->n_conjs; i++)
		if (r->conjs[i].n_terms != 1 || r->conjs[i].terms[0].op != SECCACHE_COND_EQ ||
		    !same_operand(&r->conjs[i].terms[0], &r->conjs[0].terms[0]))
			return false;
	return r->n_conjs >= 3;
}

static void put_result(struct text *t, const struct seccache_cond_result *r)
{
	if (value_set(r)) {
		put_operand(t, &r->conjs[0].terms[0]);
		put(t, " in {");
		for (size_t i = 0; i < r->n_conjs; i++) {
			put(t, i ? ", " : "");
			put_value(t, &r->conjs[i].terms[0]);
		}
		put(t, "}");
		return;
	}
	for (size_t i = 0; i < r->n_conjs; i++) {
		put(t, i ? " || " : "");
		put_conj(t, &r->conjs[i], r->n_conjs > 1);
	}
}

static const char *why_text(enum seccache_cond_why why)
{
	switch (why) {
	case SECCACHE_COND_COMPUTED: return "a test of values computed from them";
	case SECCACHE_COND_PATHS: return "more paths than the budget";
	case SECCACHE_COND_VALUE: return "a result computed from them";
	case SECCACHE_COND_MACHINE: return "a shift by X this ABI's JIT may count otherwise";
	case SECCACHE_COND_NR: return "the number tested within the range";
	default: return "exact";
	}
}

/* "depends on args[1], args[3] (not simplified: why)" */
static void put_unsimplified(struct text *t)
{
	const char *sep = "";

	put(t, "depends on ");
	for (unsigned int f = 0; f <= SECCACHE_NR_ARGS; f++) {
		uint32_t bits = f == SECCACHE_NR_ARGS ?
			SECCACHE_READ_IP_LO | SECCACHE_READ_IP_HI :
			SECCACHE_READ_ARG_LO(f) | SECCACHE_READ_ARG_HI(f);

		if (!(t->call->reads & bits))
			continue;
		if (f == SECCACHE_NR_ARGS)
			put(t, "%sinstruction_pointer", sep);
		else
			put(t, "%sargs[%u]", sep, f);
		sep = ", ";
	}
	if (!*sep)
		put(t, "nr and arch only");
	put(t, " (not simplified: %s)", why_text(t->call->why));
}

/* The result said "otherwise": the one whose condition is longest. */
static size_t otherwise_of(const struct seccache_cond_call *call)
{
	size_t best = 0, best_len = 0;

	for (size_t i = 0; i < call->n_results; i++) {
		struct text t = { .call = call };

		put_result(&t, &call->results[i]);
		if (t.len >= best_len) {
			best = i;
			best_len = t.len;
		}
	}
	return best;
}

int seccache_cond_format(const struct seccache_cond_call *call, size_t i, char *buf,
			 size_t size)
{
	struct text t = { buf, size, 0, call };
	char name[ACTION_NAME_MAX];
	size_t other;

	if (size)
		buf[0] = '\0';
	if (i != SIZE_MAX) {
		if (call->why || i >= call->n_results)
			return -EINVAL;
		put_result(&t, &call->results[i]);
		return (int)t.len;
	}
	if (call->why) {
		put_unsimplified(&t);
		return (int)t.len;
	}
	if (call->n_results == 1) {
		/* The filters test the arguments, yet every path returns one value. */
		seccache_action_format(call->results[0].action, name, sizeof(name));
		put(&t, "%s whatever the arguments", name);
		return (int)t.len;
	}
	other = otherwise_of(call);
	for (size_t k = 0; k < call->n_results; k++) {
		if (k == other)
			continue;
		seccache_action_format(call->results[k].action, name, sizeof(name));
		put(&t, "%s when ", name);
		put_result(&t, &call->results[k]);
		put(&t, "; ");
	}
	seccache_action_format(call->results[other].action, name, sizeof(name));
	put(&t, "%s otherwise", name);
	return (int)t.len;
}
