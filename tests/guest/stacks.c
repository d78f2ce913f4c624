/* SPDX-License-Identifier: MIT */
/*
 * stacks.c - the stacks kguest tests, each filter behind the guard: the
 * example profiles, random stacks, the hostile family, and a stack behind
 * the uncacher (one more filter that makes nothing cached).
 */
#include <errno.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kguest.h"

#define GUARD_LEN	7
#define MAX_HOSTILE	3	/* filters of a random hostile stack */

/*
 * The guard: the native ABI's seccomp() and SYS_wait are allowed,
 * everything else goes to the program, which starts as the kernel starts
 * it (A = X = 0). kguest_guard_init() fills in the native AUDIT_ARCH value.
 */
static struct seccache_insn guard[GUARD_LEN] = {
	{ BPF_LD | BPF_W | BPF_ABS, 0, 0, offsetof(struct seccache_data, arch) },
	{ BPF_JMP | BPF_JEQ | BPF_K, 0, 4, 0 },
	{ BPF_LD | BPF_W | BPF_ABS, 0, 0, offsetof(struct seccache_data, nr) },
	{ BPF_JMP | BPF_JEQ | BPF_K, 1, 0, SYS_seccomp },
	{ BPF_JMP | BPF_JEQ | BPF_K, 0, 1, SYS_wait },
	{ BPF_RET | BPF_K, 0, 0, SECCOMP_RET_ALLOW },
	/* A = 0 by an AND, which the stock kernel's emulator knows too. */
	{ BPF_ALU | BPF_AND | BPF_K, 0, 0, 0 },
};

void kguest_guard_init(const struct seccache_arch *native)
{
	guard[1].k = native->audit_arch;
}

static int add_guarded(struct stack_case *c, const struct seccache_insn *insns,
		       size_t len, uint32_t flags)
{
	struct seccache_insn *all = malloc((GUARD_LEN + len) * sizeof(*all));
	struct seccache_error err = { 0 };
	int ret;

	if (!all)
		return -ENOMEM;
	memcpy(all, guard, sizeof(guard));
	memcpy(all + GUARD_LEN, insns, len * sizeof(*insns));
	ret = seccache_filter_new(all, GUARD_LEN + len, &c->filters[c->n], &err);
	free(all);
	if (ret) {
		printf("kguest: %s: guarded filter refused: %s\n", c->name, err.msg);
		return ret;
	}
	c->flags[c->n++] = flags;
	return 0;
}

/*
 * The filter that makes a stack uncached: it allows everything, but only
 * after looking at an argument (A is never above 0xffffffff).
 */
static const struct seccache_insn uncacher[] = {
	{ BPF_LD | BPF_W | BPF_ABS, 0, 0, offsetof(struct seccache_data, args) },
	{ BPF_JMP | BPF_JGT | BPF_K, 0, 1, 0xffffffff },
	{ BPF_RET | BPF_K, 0, 0, SECCOMP_RET_KILL_PROCESS },
	{ BPF_RET | BPF_K, 0, 0, SECCOMP_RET_ALLOW },
};

/* c behind the uncacher, into *u (its other filters shared with c). */
int kguest_uncached_case(const struct stack_case *c, struct stack_case *u)
{
	snprintf(u->name, sizeof(u->name), "%.50s, uncached", c->name);
	u->n = u->n_ebpf = 0;
	u->hostile = u->pin = false;
	if (add_guarded(u, uncacher, sizeof(uncacher) / sizeof(uncacher[0]), 0))
		return -1;
	for (size_t i = 0; i < c->n; i++) {
		u->filters[u->n] = c->filters[i];
		u->flags[u->n++] = c->flags[i];
	}
	return 0;
}

void kguest_free_case(struct stack_case *c)
{
	for (size_t i = 0; i < c->n; i++)
		seccache_filter_free(c->filters[i]);
	c->n = 0;
	kguest_ebpf_close(c);
}

/*
 * A profile as runc compiles it on this machine: for the host's ABI and
 * the profile's. libseccomp cannot mix byte orders in one filter, so
 * runc on a big-endian host (s390x) refuses denylist.json's x86 ABIs:
 * there, for the host's ABIs alone.
 */
static int add_profile(struct stack_case *c, const char *dir, const char *file,
		       uint32_t flags)
{
	const struct seccache_arch *host[SECCACHE_MAX_ABIS];
	SECCACHE_OPTS(seccache_profile_opts, opts, .arches = host,
		      .n_arches = seccache_arch_abis(seccache_arch_host(), host));
	struct seccache_error err = { 0 };
	struct seccache_filter *f;
	char path[512];
	int ret;

	snprintf(path, sizeof(path), "%s/%s", dir, file);
	ret = seccache_profile_load(path, host[0]->big_endian ? &opts : NULL, &f, NULL, &err);
	if (ret) {
		printf("kguest: %s: %s\n", path, err.msg);
		return ret;
	}
	ret = add_guarded(c, seccache_filter_insns(f), seccache_filter_len(f), flags);
	seccache_filter_free(f);
	return ret;
}

/* Kind and variant of the hostile family alone, LOG one time in two. */
int kguest_hostile_single(struct gen_rng *rng, unsigned int kind, unsigned int variant,
			  unsigned long i, struct stack_case *c)
{
	static struct gen_prog prog;
	const char *name = gen_hostile(rng, kind, variant, &prog);

	snprintf(c->name, sizeof(c->name), "hostile %s %u", name, variant);
	c->n = 0;
	c->hostile = true;
	return add_guarded(c, prog.insns, prog.len, i % 2 ? SECCOMP_FILTER_FLAG_LOG : 0);
}

/* One to MAX_HOSTILE hostile programs of any kind. */
int kguest_hostile_stack(struct gen_rng *rng, unsigned long i, struct stack_case *c)
{
	static struct gen_prog prog;
	size_t n = 1 + gen_below(rng, MAX_HOSTILE);
	int ret = 0;

	snprintf(c->name, sizeof(c->name), "hostile stack %lu", i);
	c->n = 0;
	c->hostile = true;
	for (size_t j = 0; j < n && !ret; j++) {
		gen_hostile_any(rng, &prog);
		ret = add_guarded(c, prog.insns, prog.len,
				  gen_percent(rng, 25) ? SECCOMP_FILTER_FLAG_LOG : 0);
	}
	return ret;
}

int kguest_random_case(struct gen_rng *rng, unsigned long i, struct stack_case *c)
{
	static struct gen_prog prog;
	size_t n = 1 + gen_below(rng, MAX_FILTERS);
	int ret = 0;

	snprintf(c->name, sizeof(c->name), "random stack %lu", i);
	c->n = 0;
	for (size_t j = 0; j < n && !ret; j++) {
		gen_valid(rng, 2 + gen_below(rng, 48), NULL, &prog);
		ret = add_guarded(c, prog.insns, prog.len,
				  gen_percent(rng, 25) ? SECCOMP_FILTER_FLAG_LOG : 0);
	}
	return ret;
}

int kguest_example_cases(const char *dir, struct stack_case *cases)
{
	static const char *const files[] = { "container.json", "denylist.json",
					     "minimal.json" };
	size_t n = 0;

	for (size_t i = 0; i < 3; i++, n++) {
		snprintf(cases[n].name, sizeof(cases[n].name), "%s", files[i]);
		if (add_profile(&cases[n], dir, files[i], 0))
			return -1;
	}
	/* Two profiles stacked, the newer one logging. */
	snprintf(cases[n].name, sizeof(cases[n].name), "container.json + denylist.json");
	if (add_profile(&cases[n], dir, "container.json", 0) ||
	    add_profile(&cases[n], dir, "denylist.json", SECCOMP_FILTER_FLAG_LOG))
		return -1;
	return (int)n + 1;
}
