/* SPDX-License-Identifier: MIT */
/*
 * kguest.c - libseccache against the kernel it runs on, in the QEMU guests
 * of scripts/kernel (a static binary for x86_64, aarch64, s390x or ppc64le:
 * scripts/cross-guest builds it for the others). For the example profiles
 * and STACKS random stacks of one to four filters (tests/common/gen_valid.c):
 *
 *  - differential: the kernel's /proc/PID/seccomp_cache of a process that
 *    attached the stack equals libseccache's kernel-mode prediction for the
 *    running kernel (seccache_report_proc()) line for line;
 *  - claims: for every syscall the kernel caches, random arguments and
 *    instruction pointers through the reference interpreter
 *    (seccache_stack_run()) give the cached result;
 *  - calls: for the cached syscalls, calls with random arguments through
 *    the kernel do what the interpreter's result says: return the errno,
 *    raise SIGSYS with its data, kill the thread or the process. Calls the
 *    kernel would run (ALLOW, LOG) are made only for syscalls without side
 *    effects (getpid, ...). Only x86_64 makes calls of its compat ABI
 *    (i386, through `int $0x80`): on the others a 64-bit process has no
 *    way to, and their compat slots are checked by the /proc lines and the
 *    claims only;
 *  - log records: the same calls again under the same stack behind one
 *    more, older filter whose result depends on an argument (so that
 *    nothing is cached, every filter runs) do the same and leave the same
 *    seccomp audit records (sig, arch, syscall, compat, code) in the
 *    kernel log, in the same order: actions_logged and the LOG flag of the
 *    filter a result comes from apply alike.
 *
 * Each filter is attached behind a guard that allows seccomp() and a call
 * that waits for ever (pause(), or ppoll() without fds or timeout where
 * there is no pause(): arm64) on the native ABI, so that the next filter
 * can be attached and the process can wait without a call the stack might
 * deny; the guarded filters are what the predictions are made for. A
 * filter gets SECCOMP_FILTER_FLAG_LOG one time in four.
 *
 * Besides the examples and the random stacks, the hostile family
 * (gen_hostile() in tests/common/gen_hostile.c): filters no program writes but any
 * user may attach, RET A of the number and of ALU on it, shifts by X from
 * 0 to 256, comparisons by X, the number through scratch memory, JSET
 * chains, 40 distinct results. Every kind and variant alone (85 stacks,
 * every other one with SECCOMP_FILTER_FLAG_LOG), then STACKS / 10 stacks
 * of one to three of them. Where the running kernel pins
 * (SECCOMP_PIN_ARCHITECTURE, the series), each hostile stack is also
 * pinned to the native ABI after its filters and called with numbers of
 * every ABI it can call and of none (-1, 473, and on x86_64 0x40000000 +
 * 548, i386's...): the pin kills only x32 and i386 calls, the rest reach
 * the filters, as the pinned stack's seccache_stack_run() says; and
 * pinning without a filter must fail.
 *
 * Usage: kguest DIR STACKS [SEED [RELEASE]]. DIR holds the example
 * profiles; RELEASE, predict that kernel rather than the running one (a
 * control: the wrong kernel must mismatch; the examples and STACKS random
 * stacks, without the hostile family). Prints "SUMMARY ..." and exits
 * 1 on any mismatch. kguest services NAME:PID... checks live processes'
 * filters instead (services.c).
 *
 * This file: the checks of one stack (differential, claims, calls, log
 * records) and main(). The stacks are built by stacks.c, attached and
 * called in children by attach.c; kmsg.c reads the audit records,
 * expect.c says what a call must do, pin.c checks the architecture pin;
 * services.c holds live processes' filters to the same checks.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "kguest.h"

#define SHOW_FAILURES	10

struct counts kguest_total;

void kguest_failure(unsigned long *counter, const char *fmt, ...)
{
	va_list ap;

	if (++*counter <= SHOW_FAILURES) {
		va_start(ap, fmt);
		vprintf(fmt, ap);
		va_end(ap);
	}
}

/* ------------------------------------------------------------------ */
/* One stack                                                           */
/* ------------------------------------------------------------------ */

/* The kernel predicted: the running one, or that of the command line. */
static const struct seccache_kernel *predicted_kernel;

int kguest_predict(const struct seccache_stack *s, const struct seccache_kernel *k,
		   const char *name, struct seccache_analysis **a, char **lines)
{
	SECCACHE_OPTS(seccache_analyze_opts, opts, .mode = SECCACHE_MODE_KERNEL, .kernel = k);
	struct seccache_error err = { 0 };
	size_t size = 0;
	FILE *out;
	int ret;

	ret = seccache_analyze(s, &opts, a, &err);
	if (ret) {
		printf("kguest: %s: %s\n", name, err.msg);
		return ret;
	}
	out = open_memstream(lines, &size);
	if (!out)
		return -ENOMEM;
	ret = seccache_report_proc(*a, out, &err);
	fclose(out);
	return ret;
}

static int predict(const struct stack_case *c, struct seccache_stack **s,
		   struct seccache_analysis **a, char **lines)
{
	struct seccache_error err = { 0 };
	int ret;

	ret = seccache_stack_new(seccache_arch_host(), s, &err);
	for (size_t i = 0; !ret && i < c->n; i++)
		ret = seccache_stack_push_flags(*s, c->filters[i], c->flags[i], &err);
	if (ret) {
		printf("kguest: %s: %s\n", c->name, err.msg);
		return ret;
	}
	return kguest_predict(*s, predicted_kernel, c->name, a, lines);
}

void kguest_compare_lines(const char *name, char *kernel, char *predicted)
{
	char *ksave, *psave;
	char *k = strtok_r(kernel, "\n", &ksave);
	char *p = strtok_r(predicted, "\n", &psave);

	while (k || p) {
		kguest_total.lines++;
		if (!k || !p || strcmp(k, p))
			kguest_failure(&kguest_total.line_mismatches,
				       "MISMATCH %s: kernel '%s', libseccache '%s'\n",
				       name, k ? k : "(none)", p ? p : "(none)");
		k = k ? strtok_r(NULL, "\n", &ksave) : NULL;
		p = p ? strtok_r(NULL, "\n", &psave) : NULL;
	}
}

size_t kguest_slots(const struct seccache_analysis *a, const struct seccache_kernel *k,
		    bool constant, struct slot **out, size_t n)
{
	const struct seccache_arch *abis[SECCACHE_MAX_ABIS];
	size_t n_abis = seccache_analysis_abis(a, abis), cap = n;

	for (size_t i = 0; i < n_abis; i++) {
		uint32_t size = seccache_kernel_nr_count(k, abis[i]);

		for (uint32_t j = 0; j < size; j++) {
			uint32_t nr = abis[i]->nr_base | j;
			const struct seccache_range *r =
				seccache_analysis_lookup(a, abis[i]->audit_arch, nr);

			/* The uprobe exception is the kernel's, not the filters'. */
			if (!r || seccache_kernel_passthrough(k, abis[i], nr) ||
			    (constant ? !r->constant :
			     r->constant || !kguest_harmless(abis[i]->audit_arch, nr)))
				continue;
			if (n == cap) {
				cap = cap ? 2 * cap : 256;
				*out = realloc(*out, cap * sizeof(**out));
				if (!*out)
					exit(3);
			}
			(*out)[n++] = (struct slot){ abis[i], nr,
						     constant ? r->action : SECCACHE_RET_ALLOW };
		}
	}
	return n;
}

size_t kguest_cached_slots(const struct seccache_analysis *a,
			   const struct seccache_kernel *k, struct slot **out)
{
	*out = NULL;
	return kguest_slots(a, k, true, out, 0);
}

void kguest_check_claims(struct gen_rng *rng, const char *name,
			 const struct seccache_stack *s, const struct slot *slots, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		for (int j = 0; j < CLAIMS_PER_SLOT; j++) {
			struct seccache_data d;
			uint32_t got;

			kguest_random_call(rng, slots[i].abi->audit_arch, slots[i].nr,
				    gen_u64(rng), &d);
			got = seccache_stack_run(s, &d, NULL);
			kguest_total.claims++;
			if (got != slots[i].ret)
				kguest_failure(&kguest_total.claim_mismatches,
					"CLAIM %s: %s %u cached 0x%08x, interpreter 0x%08x\n",
					name, slots[i].abi->name,
					slots[i].nr - slots[i].abi->nr_base,
					slots[i].ret, got);
		}
	}
}

/*
 * Each call's outcome in sh against what it must do: counted in *checked,
 * a wrong one in *mismatches and shown as "WHAT NAME: ...".
 */
void kguest_check_outcomes(const char *what, const char *name, const struct call *calls,
			   size_t n_calls, const struct shared *sh, unsigned long *checked,
			   unsigned long *mismatches)
{
	for (size_t i = 0; i < n_calls; i++) {
		(*checked)++;
		if (!kguest_outcome_ok(&calls[i], sh->out[i].kind, sh->out[i].value))
			kguest_failure(mismatches,
				"%s %s: arch 0x%x nr 0x%x: %s %ld, want %s %ld\n",
				what, name, calls[i].d.arch, calls[i].d.nr,
				kguest_kind_names[sh->out[i].kind], (long)sh->out[i].value,
				kguest_kind_names[calls[i].want], calls[i].want_value);
	}
}

/* Make the calls under c, check each outcome, keep the log records. */
static void run_calls(const struct stack_case *c, const struct call *calls,
		      size_t n_calls, struct shared *sh, struct records *records)
{
	kguest_kmsg_skip();
	if (!kguest_make_calls(c, calls, n_calls, sh)) {
		kguest_failure(&kguest_total.failures, "FAILED %s: a child died otherwise\n",
			       c->name);
		return;
	}
	kguest_kmsg_records(records);
	kguest_check_outcomes("CALL", c->name, calls, n_calls, sh, &kguest_total.calls,
			      &kguest_total.call_mismatches);
}

static void compare_records(const struct stack_case *c, const struct records *cached,
			    const struct records *uncached)
{
	size_t n = cached->n > uncached->n ? cached->n : uncached->n;

	for (size_t i = 0; i < n; i++) {
		const char *a = i < cached->n ? cached->r[i] : "(none)";
		const char *b = i < uncached->n ? uncached->r[i] : "(none)";

		kguest_total.records++;
		if (strcmp(a, b))
			kguest_failure(&kguest_total.record_mismatches,
				"RECORD %s #%zu: cached '%s', filters run '%s'\n",
				c->name, i, a, b);
	}
}

static void check_calls(struct gen_rng *rng, const struct stack_case *c,
			const struct seccache_stack *s, const struct slot *slots,
			size_t n, struct shared *sh)
{
	static struct call calls[MAX_CALLS];
	static struct records cached_records, uncached_records;
	struct stack_case u;
	size_t n_calls = 0;

	for (size_t i = 0; i < n && n_calls + CALLS_PER_SLOT <= MAX_CALLS; i++) {
		const struct slot *sl = &slots[gen_below(rng, n)];
		uint32_t action = seccache_action_effective(sl->ret) & SECCACHE_RET_ACTION_FULL;
		uint64_t ip = kguest_call_ip(sl->abi->audit_arch);

		if (!ip || ((action == SECCACHE_RET_ALLOW || action == SECCACHE_RET_LOG) &&
			    !kguest_harmless(sl->abi->audit_arch, sl->nr)))
			continue;
		for (int j = 0; j < CALLS_PER_SLOT; j++) {
			struct call *call = &calls[n_calls++];

			kguest_random_call(rng, sl->abi->audit_arch, sl->nr, ip, &call->d);
			kguest_expect(seccache_stack_run(s, &call->d, NULL), call);
		}
	}
	run_calls(c, calls, n_calls, sh, &cached_records);
	if (kguest_uncached_case(c, &u) == 0) {
		if (!kguest_ebpf || kguest_ebpf_load(&u) == 0) {
			run_calls(&u, calls, n_calls, sh, &uncached_records);
			compare_records(c, &cached_records, &uncached_records);
		} else {
			kguest_total.failures++;
		}
		kguest_ebpf_close(&u);
		seccache_filter_free(u.filters[0]);
	}
}

/* kguest ebpf: the slots of s's precise analysis to claim and call. */
static size_t ebpf_slots(const struct stack_case *c, const struct seccache_stack *s,
			 const struct seccache_kernel *k, struct slot **slots, size_t *n_claims)
{
	SECCACHE_OPTS(seccache_analyze_opts, opts, .kernel = k);
	struct seccache_analysis *a = NULL;
	struct seccache_error err = { 0 };
	size_t n;

	*slots = NULL;
	*n_claims = 0;
	if (seccache_analyze(s, &opts, &a, &err)) {
		kguest_failure(&kguest_total.failures, "FAILED %s: %s\n", c->name, err.msg);
		return 0;
	}
	/* Every constant slot, claimed; then the harmless ones that depend on arguments. */
	*n_claims = n = kguest_cached_slots(a, k, slots);
	n = kguest_slots(a, k, false, slots, n);
	seccache_analysis_free(a);
	return n;
}

/*
 * Where the guest's time goes, per phase of check_stack(), in the guest's
 * clock: under QEMU's -icount, instructions (scripts/kernel prints the
 * TIME line; what make check's time from nothing is made of).
 */
enum phase { PREDICT, ATTACH, CLAIMS, CALLS, PINNED, PHASES };

static const char *const phase_names[PHASES] = {
	"predict", "attach and read /proc", "claims", "calls", "pinned calls",
};
static double phase_seconds[PHASES];
static double phase_start;

static double guest_seconds(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec + t.tv_nsec * 1e-9;
}

/* Charge the time since the last phase ended to phase p. */
static void phase_end(enum phase p)
{
	double now = guest_seconds();

	phase_seconds[p] += now - phase_start;
	phase_start = now;
}

/* The phases, and the rest (building the stacks) since start. */
static void print_phases(double start)
{
	double rest = guest_seconds() - start;

	printf("TIME");
	for (int p = 0; p < PHASES; p++) {
		printf(" %s %.1f s,", phase_names[p], phase_seconds[p]);
		rest -= phase_seconds[p];
	}
	printf(" the rest %.1f s (guest clock)\n", rest);
}

static void check_stack(struct gen_rng *rng, struct stack_case *c,
			struct shared *sh)
{
	struct seccache_stack *s = NULL;
	struct seccache_analysis *a = NULL;
	char *predicted = NULL, *kernel;
	struct slot *slots = NULL;
	size_t n, n_claims;

	kguest_total.stacks++;
	phase_start = guest_seconds();
	if (kguest_ebpf && kguest_ebpf_load(c)) {
		kguest_failure(&kguest_total.failures, "FAILED %s: not compiled to eBPF\n",
			       c->name);
		return;
	}
	if (predict(c, &s, &a, &predicted)) {
		kguest_failure(&kguest_total.failures, "FAILED %s: no prediction\n", c->name);
		goto out;
	}
	phase_end(PREDICT);
	kernel = kguest_kernel_lines(c);
	if (!kernel) {
		kguest_failure(&kguest_total.failures,
			       "FAILED %s: cannot attach or read the cache\n", c->name);
		goto out;
	}
	if (kguest_ebpf)
		kguest_ebpf_compare_lines(rng, c->name, s, seccache_analysis_kernel(a), kernel);
	else
		kguest_compare_lines(c->name, kernel, predicted);
	free(kernel);
	phase_end(ATTACH);
	n_claims = 0;
	n = kguest_ebpf ? ebpf_slots(c, s, seccache_analysis_kernel(a), &slots, &n_claims) :
		kguest_cached_slots(a, seccache_analysis_kernel(a), &slots);
	if (!kguest_ebpf)
		n_claims = n;
	kguest_check_claims(rng, c->name, s, slots, n_claims);
	phase_end(CLAIMS);
	if (n)
		check_calls(rng, c, s, slots, n < MAX_CALL_SLOTS ? n : MAX_CALL_SLOTS, sh);
	phase_end(CALLS);
	if (c->hostile && kguest_can_pin)
		kguest_check_pinned_calls(rng, c, sh);
	phase_end(PINNED);
out:
	free(slots);
	free(predicted);
	seccache_analysis_free(a);
	seccache_stack_free(s);
}

int main(int argc, char **argv)
{
	static struct stack_case examples[4];
	struct shared *sh = kguest_map_shared(sizeof(*sh));
	unsigned long stacks = argc > 2 ? strtoul(argv[2], NULL, 0) : 0;
	uint64_t seed = argc > 3 ? strtoull(argv[3], NULL, 0) : 1;
	struct gen_rng rng;
	int n_examples;
	unsigned long n_hostile = 0;
	double start;

	static struct seccache_kernel release, running;

	if (argc > 1 && !strcmp(argv[1], "services"))
		return kguest_services(argc - 1, argv + 1);
	if (argc > 1 && !strcmp(argv[1], "ebpf")) {
		kguest_ebpf = true;
		argc--;
		argv++;
		stacks = argc > 2 ? strtoul(argv[2], NULL, 0) : 0;
		seed = argc > 3 ? strtoull(argv[3], NULL, 0) : 1;
	}
	if (argc < 3 || !stacks ||
	    (argc > 4 && seccache_kernel_parse(argv[4], &release, NULL))) {
		fprintf(stderr, "usage: kguest [ebpf] DIR STACKS [SEED [RELEASE]]\n");
		return 2;
	}
	if (argc > 4)
		predicted_kernel = &release;
	setvbuf(stdout, NULL, _IOLBF, 0);
	start = guest_seconds();
	kguest_guard_init(seccache_arch_host());
	gen_seed(&rng, seed);
	n_examples = kguest_example_cases(argv[1], examples);
	if (n_examples < 0)
		return 3;
	for (int i = 0; i < n_examples; i++) {
		check_stack(&rng, &examples[i], sh);
		kguest_free_case(&examples[i]);
	}
	kguest_probe_pin(!seccache_kernel_running(&running, NULL) && running.series);
	/*
	 * The hostile family: each kind and variant alone, then stacked. Not
	 * in a control (another release predicted): the examples mismatch by
	 * thousands of lines already, and the family's 85 stacks took 30 of
	 * the control's 36 guest seconds.
	 */
	for (unsigned int kind = 0; !predicted_kernel && kind < GEN_HOSTILE_KINDS; kind++) {
		for (unsigned int v = 0; v < gen_hostile_variants(kind); v++) {
			struct stack_case c = { 0 };

			if (kguest_hostile_single(&rng, kind, v, n_hostile++, &c) == 0)
				check_stack(&rng, &c, sh);
			else
				kguest_total.failures++;
			kguest_free_case(&c);
		}
	}
	for (unsigned long i = 0; !predicted_kernel && i < stacks / 10; i++, n_hostile++) {
		struct stack_case c = { 0 };

		if (kguest_hostile_stack(&rng, i, &c) == 0)
			check_stack(&rng, &c, sh);
		else
			kguest_total.failures++;
		kguest_free_case(&c);
	}
	kguest_total.hostile = n_hostile;
	for (unsigned long i = 0; i < stacks; i++) {
		struct stack_case c = { 0 };

		if (kguest_random_case(&rng, i, &c) == 0)
			check_stack(&rng, &c, sh);
		else
			kguest_total.failures++;
		kguest_free_case(&c);
	}
	print_phases(start);
	printf("SUMMARY %lu stacks (%lu hostile, seed %llu): %lu /proc lines compared, "
	       "%lu mismatches; %lu claims, %lu mismatches; %lu calls, %lu mismatches; "
	       "%lu pinned calls, %lu mismatches; "
	       "%lu log records, %lu mismatches; %lu failures\n",
	       kguest_total.stacks, kguest_total.hostile, (unsigned long long)seed,
	       kguest_total.lines, kguest_total.line_mismatches, kguest_total.claims,
	       kguest_total.claim_mismatches, kguest_total.calls, kguest_total.call_mismatches,
	       kguest_total.pinned_calls, kguest_total.pinned_mismatches, kguest_total.records,
	       kguest_total.record_mismatches, kguest_total.failures);
	return kguest_total.line_mismatches || kguest_total.claim_mismatches ||
	       kguest_total.call_mismatches || kguest_total.pinned_mismatches ||
	       kguest_total.record_mismatches || kguest_total.failures ? 1 : 0;
}
