/* SPDX-License-Identifier: MIT */
/*
 * pin.c - the architecture pin (SECCOMP_PIN_ARCHITECTURE, the series):
 * whether the running kernel pins, and the calls of every ABI and of none
 * a hostile stack pinned to the native ABI gets, each checked against the
 * pinned stack's seccache_stack_run().
 */
#include <errno.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stdio.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include "kguest.h"
#include "kstubs.h"

/*
 * s390's syscall entry (__do_syscall(), syscall_get_nr()) keeps the low 16
 * bits of the number: the filters see no others.
 */
#ifdef __s390x__
#define NR_SEEN		0xffffu
#else
#define NR_SEEN		0xffffffffu
#endif

/*
 * Whether the machine's BPF JIT shifts by X & 31 as the interpreter does
 * (and seccache_stack_run()); the s390 and powerpc JITs take six bits of
 * X, giving 0 for 32 to 63 (the table in src/arch.c).
 */
#if defined(__s390x__) || defined(__powerpc64__)
#define JIT_SHIFTS_AS_INTERP	false
#else
#define JIT_SHIFTS_AS_INTERP	true
#endif

/* Whether the running kernel pins (the series); kguest_probe_pin() decides. */
bool kguest_can_pin;

/*
 * A child pins before it has a filter (the series refuses: -EINVAL), then
 * after one; exit status 0 if both went as the fixed series has them, 1 if
 * pinning is not there at all, 2 if it pinned a task without a filter.
 */
void kguest_probe_pin(bool series)
{
	static const struct seccache_insn allow[] = {
		{ BPF_RET | BPF_K, 0, 0, SECCOMP_RET_ALLOW },
	};
	struct sock_fprog prog = { .len = 1, .filter = (struct sock_filter *)allow };
	int status = -1;
	pid_t pid = fork();

	if (pid == 0) {
		long early, late;

		if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0))
			_exit(3);
		early = kh_native(SYS_seccomp, SECCOMP_PIN_ARCHITECTURE, 0, 0, 0, 0, 0);
		if (kh_native(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, (long)&prog, 0, 0, 0))
			_exit(3);
		late = kh_native(SYS_seccomp, SECCOMP_PIN_ARCHITECTURE, 0, 0, 0, 0, 0);
		_exit(late ? 1 : early != -EINVAL ? 2 : 0);
	}
	if (pid > 0)
		waitpid(pid, &status, 0);
	kguest_can_pin = WIFEXITED(status) && WEXITSTATUS(status) == 0;
	if (WIFEXITED(status) && WEXITSTATUS(status) == 2)
		kguest_failure(&kguest_total.failures, "PIN: a task without a filter could pin\n");
	else if (series && !kguest_can_pin)
		kguest_failure(&kguest_total.failures,
			       "PIN: the series kernel does not pin (status %#x)\n", status);
}

static void note_wide_shift(void *ctx, uint32_t pc, const struct seccache_insn *insn,
			    uint32_t a, uint32_t x)
{
	(void)pc;
	(void)a;
	if ((insn->code == (BPF_ALU | BPF_LSH | BPF_X) ||
	     insn->code == (BPF_ALU | BPF_RSH | BPF_X)) && x >= 32)
		*(bool *)ctx = true;
}

/*
 * Whether d makes a filter of c shift by an X of 32 or more: what such a
 * call does is the JIT's to say, which seccache_stack_run() does not model.
 * The cache never holds such a result (patch 4); pinned calls run the
 * filters.
 */
static bool shifts_wide(const struct stack_case *c, const struct seccache_data *d)
{
	bool wide = false;

	for (size_t i = 0; i < c->n && !wide; i++)
		seccache_filter_run_trace(c->filters[i], d, note_wide_shift, &wide);
	return wide;
}

#define MAX_PIN_PROBES	13

struct probe {
	uint32_t arch, nr;
};

static size_t add_probe(struct probe *out, size_t n, const struct seccache_arch *abi,
			uint32_t nr)
{
	out[n] = (struct probe){ abi->audit_arch, nr & NR_SEEN };
	return n + 1;
}

/* abi's number of name, which it has. */
static uint32_t number_of(const struct seccache_arch *abi, const char *name)
{
	uint32_t nr = 0;

	seccache_syscall_number(abi, name, &nr, NULL);
	return nr;
}

/*
 * Numbers of every ABI the native one can call and of none, for a stack
 * pinned to it in kernel k (the series, which caches x32): the native
 * getpid and getppid, its first invalid number, 1000 and huge ones; x32's
 * getpid, last and first invalid numbers and 1000; the compat getpid and
 * -1 where compat calls can be made. Into out; returns their count.
 */
static size_t pin_probes(const struct seccache_kernel *k, const struct seccache_arch *native,
			 struct probe out[MAX_PIN_PROBES])
{
	const struct seccache_arch *x32 = native->x32, *compat = native->compat;
	size_t n = 0;

	n = add_probe(out, n, native, number_of(native, "getpid"));
	n = add_probe(out, n, native, number_of(native, "getppid"));
	n = add_probe(out, n, native, seccache_kernel_nr_count(k, native));
	n = add_probe(out, n, native, 1000);
	n = add_probe(out, n, native, 0x3fffffff);
	n = add_probe(out, n, native, 0xffffffff);
	n = add_probe(out, n, native, 0x80000000);
	if (x32) {
		uint32_t end = x32->nr_base + seccache_kernel_nr_count(k, x32);

		n = add_probe(out, n, x32, number_of(x32, "getpid"));
		n = add_probe(out, n, x32, end - 1);
		n = add_probe(out, n, x32, end);
		n = add_probe(out, n, x32, x32->nr_base | 1000);
	}
	if (compat && kguest_call_ip(compat->audit_arch)) {
		n = add_probe(out, n, compat, number_of(compat, "getpid"));
		n = add_probe(out, n, compat, 0xffffffff);
	}
	return n;
}

/*
 * c pinned to the native ABI after its filters: each probe does what the
 * pinned stack's seccache_stack_run() says, a call that runs returning
 * -ENOSYS where there is no such syscall. Calls that would run a syscall
 * with side effects are not made.
 */
void kguest_check_pinned_calls(struct gen_rng *rng, const struct stack_case *c,
			       struct shared *sh)
{
	static struct call calls[MAX_PIN_PROBES];
	static struct records records;
	const struct seccache_arch *native = seccache_arch_host();
	struct seccache_stack *s = NULL;
	struct probe probes[MAX_PIN_PROBES];
	struct stack_case p = *c;
	size_t n_calls = 0, n_probes;
	int ret;

	/* The running kernel's tables: the pin counts them. */
	ret = seccache_stack_new(native, &s, NULL);
	for (size_t i = 0; !ret && i < c->n; i++)
		ret = seccache_stack_push_flags(s, c->filters[i], c->flags[i], NULL);
	if (!ret)
		ret = seccache_stack_pin(s, native, NULL);
	if (ret) {
		kguest_failure(&kguest_total.failures, "FAILED %s: no pinned stack\n", c->name);
		seccache_stack_free(s);
		return;
	}
	n_probes = pin_probes(seccache_stack_kernel(s), native, probes);
	for (size_t i = 0; i < n_probes; i++) {
		struct call *call = &calls[n_calls];
		uint32_t arch = probes[i].arch, nr = probes[i].nr, raw, action;
		const struct seccache_arch *abi = seccache_arch_of(native, arch, nr);
		bool exists = seccache_kernel_has_syscall(seccache_stack_kernel(s), abi, nr);

		kguest_random_call(rng, arch, nr, kguest_call_ip(arch), &call->d);
		if (!JIT_SHIFTS_AS_INTERP && shifts_wide(c, &call->d))
			continue;
		raw = seccache_stack_run(s, &call->d, NULL);
		kguest_expect(raw, call);
		action = seccache_action_effective(raw) & SECCACHE_RET_ACTION_FULL;
		if (action == SECCACHE_RET_ALLOW || action == SECCACHE_RET_LOG) {
			if (exists && !kguest_harmless(arch, nr))
				continue;
			if (!exists)
				call->want_value = -ENOSYS;
		}
		n_calls++;
	}
	p.pin = true;
	snprintf(p.name, sizeof(p.name), "%.50s, pinned", c->name);
	kguest_kmsg_skip();
	if (!kguest_make_calls(&p, calls, n_calls, sh)) {
		kguest_failure(&kguest_total.failures, "FAILED %s: a child died otherwise\n",
			       p.name);
	} else {
		/* Drained, so that the next stack's records are its own. */
		kguest_kmsg_records(&records);
		kguest_check_outcomes("PINNED", c->name, calls, n_calls, sh,
				      &kguest_total.pinned_calls, &kguest_total.pinned_mismatches);
	}
	seccache_stack_free(s);
}
