/* SPDX-License-Identifier: MIT */
/*
 * stack.c - the filters of one thread, oldest first, with the kernel's
 * rules for attaching them (seccomp_attach_filter) and running them
 * (seccomp_run_filters), and the architecture pin of seed patch 1.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

int seccache_stack_new(const struct seccache_arch *native,
		       struct seccache_stack **out)
{
	struct seccache_stack *s;

	if (!native)
		native = seccache_arch_host();
	if (!native || native->native != native)
		return -EINVAL;
	s = calloc(1, sizeof(*s));
	if (!s)
		return -ENOMEM;
	s->native = native;
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
int sc_stack_remember(struct seccache_stack *s, int ret,
		      const struct seccache_error *why,
		      struct seccache_error *err)
{
	if (ret >= 0)
		return ret;
	s->last_error = *why;
	if (err)
		*err = *why;
	return ret;
}

const struct seccache_error *seccache_stack_last_error(const struct seccache_stack *s)
{
	return &s->last_error;
}

static int push(struct seccache_stack *s, const struct seccache_filter *f,
		struct seccache_error *err)
{
	size_t total = s->path_insns + f->path_len;
	struct seccache_filter *copy;

	if (total > SECCACHE_MAX_PATH_INSNS)
		return sc_fail(err, -ENOMEM, -1,
			       "filter %zu: the stack would count %zu eBPF instructions; "
			       "the kernel allows %d", s->len, total,
			       SECCACHE_MAX_PATH_INSNS);
	if (s->len == s->cap) {
		size_t cap = s->cap ? s->cap * 2 : 4;
		struct seccache_filter **grown;

		grown = realloc(s->filters, cap * sizeof(*grown));
		if (!grown)
			return sc_fail(err, -ENOMEM, -1, "out of memory");
		s->filters = grown;
		s->cap = cap;
	}
	copy = malloc(sizeof(*copy) + f->len * sizeof(copy->insns[0]));
	if (!copy)
		return sc_fail(err, -ENOMEM, -1, "out of memory");
	memcpy(copy, f, sizeof(*copy) + f->len * sizeof(copy->insns[0]));
	s->filters[s->len++] = copy;
	s->path_insns += f->path_len + 4;
	drop_table(s);
	return 0;
}

int seccache_stack_push(struct seccache_stack *s, const struct seccache_filter *f,
			struct seccache_error *err)
{
	struct seccache_error why = { 0 };

	return sc_stack_remember(s, push(s, f, &why), &why, err);
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

/* seccomp_pin_architecture(): a second pin to another ABI is -EBUSY. */
int seccache_stack_pin(struct seccache_stack *s, const struct seccache_arch *abi)
{
	struct seccache_error why = { 0 };

	if (abi && !sc_arch_has_abi(s->native, abi))
		sc_fail(&why, -EINVAL, -1, "%s is not an ABI of a %s process",
			abi->name, s->native->name);
	else if (abi && s->pinned && s->pinned != abi)
		sc_fail(&why, -EBUSY, -1, "already pinned to %s", s->pinned->name);
	if (why.code)
		return sc_stack_remember(s, why.code, &why, NULL);
	if (s->pinned != abi)
		drop_table(s);
	s->pinned = abi;
	return 0;
}

const struct seccache_arch *seccache_stack_pinned(const struct seccache_stack *s)
{
	return s->pinned;
}

bool sc_stack_pin_rejects(const struct seccache_stack *s,
			  uint32_t arch, uint32_t nr)
{
	return sc_pin_rejects(s->native, s->pinned, arch, nr);
}

uint32_t seccache_stack_run(const struct seccache_stack *s,
			    const struct seccache_data *d, size_t *match)
{
	uint32_t ret = SECCACHE_RET_ALLOW;
	size_t winner = SIZE_MAX;

	if (sc_stack_pin_rejects(s, d->arch, d->nr)) {
		if (match)
			*match = SIZE_MAX;
		return SECCACHE_RET_KILL_PROCESS;
	}
	/* Newest first; only a strictly lower action replaces the current one. */
	for (size_t i = s->len; i-- > 0;) {
		uint32_t cur = seccache_filter_run(s->filters[i], d);

		if (seccache_action_beats(cur, ret)) {
			ret = cur;
			winner = i;
		}
	}
	if (match)
		*match = winner;
	return ret;
}
