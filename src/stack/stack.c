/* SPDX-License-Identifier: MIT */
/*
 * stack.c - the filters of one thread, oldest first, with the kernel's
 * rules for attaching them (seccomp_attach_filter) and running them
 * (seccomp_run_filters), the architecture pin, and the fast path the stack
 * owns: seccache_stack_prepare() builds its tables (fastpath.c) from a precise
 * analysis, seccache_check() answers from them, and any change drops them.
 * The analyses read a stack as the struct sc_filters it hands them.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "stack.h"

int seccache_stack_new(const struct seccache_arch *native,
		       struct seccache_stack **out, struct seccache_error *err)
{
	struct seccache_stack *s;

	if (!native)
		native = seccache_arch_host();
	if (!native || native->native != native)
		return sc_fail(err, -EINVAL, -1, "%s is not the native ABI of a process",
			       native ? native->name : "this host");
	s = calloc(1, sizeof(*s));
	if (!s)
		return sc_fail(err, -ENOMEM, -1, "out of memory");
	s->native = native;
	/* The kernel's rules before any filter are those of the running kernel. */
	s->has_kernel = !seccache_kernel_running(&s->kernel, NULL);
	*out = s;
	return 0;
}

static void drop_table(struct seccache_stack *s)
{
	s->hot_len = 0;
	s->hot_ent = NULL;
	sc_table_free(s->table);
	s->table = NULL;
}

void seccache_stack_free(struct seccache_stack *s)
{
	if (!s)
		return;
	drop_table(s);
	for (size_t i = 0; i < s->len; i++)
		seccache_filter_free(s->filters[i]);
	free(s->filters);
	free(s);
}

/*
 * seccomp_attach_filter(): the new filter's length plus, for every filter
 * already attached, its length and a 4-instruction penalty, at most
 * MAX_INSNS_PER_PATH, else -ENOMEM. The lengths are those of the eBPF
 * translations (prog->len after bpf_migrate_filter()); JIT constant
 * blinding (bpf_jit_harden for the caller) would lengthen them further.
 */
int seccache_stack_push(struct seccache_stack *s, const struct seccache_filter *f,
			struct seccache_error *err)
{
	return seccache_stack_push_flags(s, f, 0, err);
}

int seccache_stack_push_flags(struct seccache_stack *s, const struct seccache_filter *f,
			      uint32_t flags, struct seccache_error *err)
{
	size_t total = s->path_insns + f->path_len;
	struct seccache_filter **filters, *copy;

	if (total > SECCACHE_MAX_PATH_INSNS)
		return sc_fail(err, -ENOMEM, -1,
			       "filter %zu: the stack would count %zu eBPF instructions; "
			       "the kernel allows %d", s->len, total,
			       SECCACHE_MAX_PATH_INSNS);
	filters = sc_grow(s->filters, &s->cap, s->len, sizeof(*filters));
	if (!filters)
		return sc_fail(err, -ENOMEM, -1, "out of memory");
	s->filters = filters;
	copy = malloc(sizeof(*copy) + f->len * sizeof(copy->insns[0]));
	if (!copy)
		return sc_fail(err, -ENOMEM, -1, "out of memory");
	memcpy(copy, f, sizeof(*copy) + f->len * sizeof(copy->insns[0]));
	copy->flags = flags & SECCACHE_FILTER_FLAG_LOG;
	s->filters[s->len++] = copy;
	s->path_insns += f->path_len + 4;
	drop_table(s);
	return 0;
}

uint32_t seccache_stack_filter_flags(const struct seccache_stack *s, size_t i)
{
	return i < s->len ? s->filters[i]->flags : 0;
}

bool seccache_stack_same(const struct seccache_stack *a, const struct seccache_stack *b)
{
	if (a->len != b->len)
		return false;
	for (size_t i = 0; i < a->len; i++) {
		const struct seccache_filter *x = a->filters[i], *y = b->filters[i];

		if (x->flags != y->flags || x->len != y->len ||
		    memcmp(x->insns, y->insns, x->len * sizeof(x->insns[0])))
			return false;
	}
	return true;
}

size_t seccache_stack_len(const struct seccache_stack *s)
{
	return s->len;
}

const struct seccache_filter *seccache_stack_filter(const struct seccache_stack *s,
						    size_t i)
{
	return i < s->len ? s->filters[i] : NULL;
}

const struct seccache_arch *seccache_stack_arch(const struct seccache_stack *s)
{
	return s->native;
}

/*
 * seccomp_pin_architecture(): a task with no filter cannot pin (-EINVAL),
 * a second pin to another ABI is -EBUSY.
 */
int seccache_stack_pin(struct seccache_stack *s, const struct seccache_arch *abi,
		       struct seccache_error *err)
{
	if (abi && !sc_arch_has_abi(s->native, abi))
		return sc_fail(err, -EINVAL, -1, "%s is not an ABI of a %s process",
			       abi->name, s->native->name);
	if (abi && !s->len)
		return sc_fail(err, -EINVAL, -1,
			       "cannot pin to %s: the stack has no filter yet", abi->name);
	if (abi && s->pinned && s->pinned != abi)
		return sc_fail(err, -EBUSY, -1, "already pinned to %s", s->pinned->name);
	if (s->pinned != abi)
		drop_table(s);
	s->pinned = abi;
	return 0;
}

const struct seccache_arch *seccache_stack_pinned(const struct seccache_stack *s)
{
	return s->pinned;
}

int seccache_stack_set_kernel(struct seccache_stack *s, const struct seccache_kernel *k,
			      struct seccache_error *err)
{
	(void)err;
	s->has_kernel = k != NULL;
	if (k)
		s->kernel = *k;
	drop_table(s);
	return 0;
}

const struct seccache_kernel *seccache_stack_kernel(const struct seccache_stack *s)
{
	return s->has_kernel ? &s->kernel : NULL;
}

bool seccache_stack_passthrough(const struct seccache_stack *s,
				const struct seccache_data *d)
{
	if (s->pinned && sc_pin_rejects(s->native, sc_pin_kernel(s), s->pinned, d->arch, d->nr))
		return false;
	return s->len && sc_passes_filters(seccache_stack_kernel(s), s->native,
					   d->arch, d->nr);
}

/* f's result for d from where sc_filter_pause() left it in r. */
static inline uint32_t resume(const struct seccache_filter *f,
			      const struct sc_resume *r, const struct seccache_data *d)
{
	struct sc_regs regs;

	if (r->done)
		return r->value;
	regs = r->regs;
	return sc_filter_run_from(f, &regs, d);
}

/*
 * seccomp_run_filters() over s for d: the pin, the kernel's exception for
 * uprobes (seccomp_uprobe_exception(), through the allow cache) unless
 * filters_only, then every filter newest first. from, if not NULL, resumes filter i from from[i] instead of its
 * start; *match (if not NULL) receives the deciding filter or SIZE_MAX.
 * Always inlined: a frame of its own costs the fast path's
 * argument-dependent answers a tenth of their time.
 */
static inline __attribute__((always_inline)) uint32_t
fold(const struct seccache_stack *s, const struct seccache_data *d,
     const struct sc_resume *from, size_t *match, bool filters_only)
{
	uint32_t ret = SECCACHE_RET_ALLOW;
	size_t winner = SIZE_MAX;

	if (s->pinned && sc_pin_rejects(s->native, sc_pin_kernel(s), s->pinned, d->arch, d->nr)) {
		if (match)
			*match = SIZE_MAX;
		return SECCACHE_RET_KILL_PROCESS;
	}
	if (!filters_only && s->has_kernel &&
	    sc_passes_filters(&s->kernel, s->native, d->arch, d->nr)) {
		if (match)
			*match = SIZE_MAX;
		return SECCACHE_RET_ALLOW;
	}
	/* Newest first; only a strictly lower action replaces the current one. */
	for (size_t i = s->len; i-- > 0;) {
		uint32_t cur = from ? resume(s->filters[i], &from[i], d) :
				      seccache_filter_run(s->filters[i], d);

		if (sc_action_beats(cur, ret)) {
			ret = cur;
			winner = i;
		}
	}
	if (match)
		*match = winner;
	return ret;
}

uint32_t seccache_stack_run(const struct seccache_stack *s,
			    const struct seccache_data *d, size_t *match)
{
	return fold(s, d, NULL, match, false);
}

uint32_t sc_stack_run_filters(const struct seccache_stack *s, const struct seccache_data *d)
{
	return fold(s, d, NULL, NULL, true);
}

/* The stack as the modules below it read it: the pointers stay s's. */
static struct sc_filters filters_of(const struct seccache_stack *s)
{
	return (struct sc_filters){
		.filters = s->filters, .len = s->len, .native = s->native,
		.pinned = s->pinned, .kernel = sc_pin_kernel(s),
	};
}

int seccache_analyze(const struct seccache_stack *s,
		     const struct seccache_analyze_opts *opts,
		     struct seccache_analysis **out, struct seccache_error *err)
{
	struct sc_filters fs = filters_of(s);

	return sc_analyze(&fs, opts, out, err);
}

/* The tables answer what the analysis proved; what they lack runs the stack. */
int seccache_stack_prepare(struct seccache_stack *s, struct seccache_error *err)
{
	SECCACHE_OPTS(seccache_analyze_opts, opts, .mode = SECCACHE_MODE_PRECISE);
	struct seccache_analysis *a;
	struct sc_table *t;
	int ret;

	ret = seccache_analyze(s, &opts, &a, err);
	if (ret)
		return ret;
	ret = sc_table_build(a, s->filters, s->len, &t);
	seccache_analysis_free(a);
	if (ret)
		return sc_fail(err, ret, -1, "out of memory");
	drop_table(s);
	s->table = t;
	s->hot_ent = sc_table_native_window(t, &s->hot_arch, &s->hot_len);
	return 0;
}

/* Everything but the native arch's window from 0. */
static __attribute__((noinline)) int check_slow(const struct seccache_stack *s,
						const struct seccache_data *d,
						uint32_t *action)
{
	const struct sc_resume *from = NULL;

	if (s->table && sc_table_lookup(s->table, d->arch, d->nr, action, &from))
		return 1;
	*action = fold(s, d, from, NULL, false);
	return 0;
}

/*
 * The common case first, with nothing to save or restore: a constant
 * native call is two compares and one load.
 */
int seccache_check(const struct seccache_stack *s, const struct seccache_data *d,
		   uint32_t *action)
{
	if (d->nr < s->hot_len && d->arch == s->hot_arch) {
		uint64_t ent = s->hot_ent[d->nr];

		if (ent & SC_CONSTANT) {
			*action = (uint32_t)ent;
			return 1;
		}
	}
	return check_slow(s, d, action);
}
