/* SPDX-License-Identifier: MIT */
/*
 * test_kdiff_sound.c - the precise analysis against the running kernel:
 * every (arch, nr) that seccache_analyze() calls constant must give that
 * action on the kernel whatever the arguments, and a range that lists its
 * possible actions must only ever give one of them.
 *
 * Realistic stacks (examples/container.json compiled for x86_64, x86 and
 * x32; an allow-list and a deny-list with argument rules built with
 * libseccomp; the two stacked; the filters of Chromium's renderer and of
 * tor, dumped from the programs) are checked on every number of each ABI's
 * table plus numbers beyond the tables; random stacks of 1..3 generated
 * filters on a sample of numbers from each range. Each number is called
 * several times through kharness with arguments aimed at the constants the
 * filters compare with, and random words in the fields the range says it
 * does not read. SECCACHE_KDIFF_SCALE scales the stacks and the calls per
 * number; SECCACHE_SEED replays a run.
 */
#include <errno.h>
#include <inttypes.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <sched.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <fcntl.h>
#include <sys/ioctl.h>
#include <time.h>
#include <seccomp.h>
#include <cmocka.h>

#include "gen.h"
#include "kharness.h"
#include "testutil.h"

#define X32_BIT 0x40000000U
#define RANDOM_STACKS 400
#define CALLS_PER_NR 10		/* per number, at scale 1 */
#define RANDOM_MAX_NRS 40	/* numbers sampled per random stack */
#define BATCH 2048		/* calls per kh_run: one child stays well under its alarm */
#define MAX_REPORTED 10

/* Beyond every table, and the edges of the x32 bit. */
static const uint32_t far_nrs[] = {
	1000, 0x3fffffff, X32_BIT, X32_BIT + 1000, 0x7fffffff, 0x80000000,
	0xffffffff,
};

struct tally {
	size_t stacks, constant_nrs, listed_nrs, any_nrs, refused_nrs;
	size_t calls, agreements, mismatches;
	size_t by_kind[KH_KINDS];
};

/* The calls for one stack and the range each was made for. */
struct batch {
	struct seccache_data *calls;
	const struct seccache_range **claims;
	size_t n, cap;
};

static bool usable;		/* kharness can attach filters here */
static size_t calls_per_nr;

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/*
 * One probe through the harness decides: no seccomp, no user
 * notification or an already filtered sandbox all end up here.
 */
static int setup(void **state)
{
	(void)state;
	setvbuf(stdout, NULL, _IOLBF, 0);
	usable = kh_usable();
	/* The base is the stack count; calls per number follow its scale. */
	calls_per_nr = (kh_cases(RANDOM_STACKS) * CALLS_PER_NR + RANDOM_STACKS - 1) /
		       RANDOM_STACKS;
	return 0;
}

static void skip_unless_usable(void)
{
	if (!usable)
		skip();
}

static bool callable(uint32_t arch)
{
	return arch == AUDIT_ARCH_X86_64 || kh_i386_available();
}

/* ------------------------------------------------------------------ */
/* Checking one stack                                                  */
/* ------------------------------------------------------------------ */

static void batch_add(struct batch *b, const struct seccache_data *d,
		      const struct seccache_range *r)
{
	if (b->n == b->cap) {
		b->cap = b->cap ? 2 * b->cap : 1024;
		b->calls = realloc(b->calls, b->cap * sizeof(*b->calls));
		b->claims = realloc(b->claims, b->cap * sizeof(*b->claims));
		assert_non_null(b->calls);
		assert_non_null(b->claims);
	}
	b->calls[b->n] = *d;
	b->claims[b->n++] = r;
}

/* Random words where the range claims the result does not look. */
static void scramble_unread(struct gen_rng *rng, const struct seccache_range *r,
			    struct seccache_data *d)
{
	bool wide = d->arch & __AUDIT_ARCH_64BIT;

	for (int i = 0; i < 6; i++) {
		uint64_t lo = d->args[i] & UINT32_MAX, hi = d->args[i] >> 32;

		if (!(r->reads & SECCACHE_READ_ARG_LO(i)))
			lo = gen_u32(rng);
		if (wide && !(r->reads & SECCACHE_READ_ARG_HI(i)))
			hi = gen_u32(rng);
		d->args[i] = hi << 32 | lo;
	}
}

/*
 * Queue calls_per_nr calls of (arch, nr), unless the claim is "anything"
 * (nothing to hold it to) or the harness cannot make the call.
 */
static void add_nr(struct batch *b, struct tally *t, struct gen_rng *rng,
		   const struct gen_consts *consts,
		   const struct seccache_analysis *a, uint32_t arch, uint32_t nr)
{
	const struct seccache_range *r = seccache_analysis_lookup(a, arch, nr);
	struct seccache_data d = { .nr = nr, .arch = arch };

	assert_non_null(r);
	d.instruction_pointer = kh_ip(arch);
	if (!kh_input_ok(&d)) {
		t->refused_nrs++;
		return;
	}
	if (!r->constant && r->any_action) {
		t->any_nrs++;
		return;
	}
	t->constant_nrs += r->constant;
	t->listed_nrs += !r->constant;
	for (size_t k = 0; k < calls_per_nr; k++) {
		gen_data(rng, consts, &arch, 1, &d);
		d.nr = nr;
		d.instruction_pointer = kh_ip(arch);
		scramble_unread(rng, r, &d);
		batch_add(b, &d, r);
	}
}

static bool agrees(const struct seccache_range *r, struct kh_outcome got)
{
	struct kh_outcome want;

	if (r->constant) {
		want = kh_expect(r->action);
		return want.kind == got.kind && want.value == got.value;
	}
	for (unsigned int i = 0; i < r->n_actions; i++) {
		want = kh_expect(r->actions[i]);
		if (want.kind == got.kind && want.value == got.value)
			return true;
	}
	return false;
}

static void report(const char *name, const struct seccache_data *d,
		   const struct seccache_range *r, struct kh_outcome got)
{
	char claim[160] = "", got_s[64];
	size_t len = 0;

	if (r->constant) {
		seccache_action_format(r->action, claim, sizeof(claim));
	} else {
		for (unsigned int i = 0; i < r->n_actions && len < sizeof(claim); i++) {
			len += (size_t)snprintf(claim + len, sizeof(claim) - len, "%s", i ? "|" : "");
			if (len < sizeof(claim))
				len += (size_t)seccache_action_format(r->actions[i], claim + len,
								      sizeof(claim) - len);
		}
	}
	kh_outcome_format(got, got_s, sizeof(got_s));
	printf("UNSOUND %s: arch %#" PRIx32 " nr %#" PRIx32 " args", name, d->arch, d->nr);
	for (int i = 0; i < 6; i++)
		printf(" %#" PRIx64, d->args[i]);
	printf("\n  range %#" PRIx32 "-%#" PRIx32 " claims %s%s (reads %#" PRIx32
	       "), kernel %s\n", r->first, r->last, r->constant ? "constant " : "one of ",
	       claim, r->reads, got_s);
}

/* Run the batch on the stack's filters, BATCH calls per child. */
static void run_batch(const char *name, const struct seccache_stack *s,
		      const struct batch *b, struct tally *t)
{
	struct kh_prog progs[8];
	size_t n_progs = seccache_stack_len(s);
	struct kh_outcome *out = calloc(BATCH, sizeof(*out));
	char msg[256];

	assert_non_null(out);
	assert_true(n_progs <= ARRAY_SIZE(progs));
	for (size_t i = 0; i < n_progs; i++) {
		const struct seccache_filter *f = seccache_stack_filter(s, i);

		progs[i] = (struct kh_prog){ seccache_filter_insns(f), seccache_filter_len(f) };
	}
	for (size_t at = 0; at < b->n; at += BATCH) {
		size_t n = b->n - at < BATCH ? b->n - at : BATCH;

		if (kh_run(progs, n_progs, b->calls + at, n, out, msg, sizeof(msg)))
			fail_msg("%s: kernel run: %s", name, msg);
		t->calls += n;
		for (size_t i = 0; i < n; i++) {
			t->by_kind[out[i].kind]++;
			if (agrees(b->claims[at + i], out[i])) {
				t->agreements++;
				continue;
			}
			if (t->mismatches++ < MAX_REPORTED)
				report(name, &b->calls[at + i], b->claims[at + i], out[i]);
		}
	}
	free(out);
	t->stacks++;
}

static struct seccache_analysis *analyze(const char *name,
					 const struct seccache_stack *s)
{
	SECCACHE_OPTS(seccache_analyze_opts, opts, .mode = SECCACHE_MODE_PRECISE);
	struct seccache_analysis *a;
	struct seccache_error err = { 0 };

	if (seccache_analyze(s, &opts, &a, &err))
		fail_msg("%s: analysis failed: %s", name, err.msg);
	return a;
}

static void print_tally(const char *what, const struct tally *t, double seconds)
{
	printf("%s: %zu stacks, %zu constant (arch, nr) and %zu with listed actions "
	       "checked (%zu any-action, %zu not callable skipped), %zu kernel calls, "
	       "%zu agreements, %zu mismatches, %.1f s\n", what, t->stacks,
	       t->constant_nrs, t->listed_nrs, t->any_nrs, t->refused_nrs, t->calls,
	       t->agreements, t->mismatches, seconds);
	printf("  observed:");
	for (size_t i = 0; i < KH_KINDS; i++)
		printf(" %s %zu%s", kh_kind_name((enum kh_kind)i), t->by_kind[i],
		       i + 1 < KH_KINDS ? "," : "\n");
}

static void tally_add(struct tally *sum, const struct tally *t)
{
	sum->stacks += t->stacks;
	sum->constant_nrs += t->constant_nrs;
	sum->listed_nrs += t->listed_nrs;
	sum->any_nrs += t->any_nrs;
	sum->refused_nrs += t->refused_nrs;
	sum->calls += t->calls;
	sum->agreements += t->agreements;
	sum->mismatches += t->mismatches;
	for (size_t i = 0; i < KH_KINDS; i++)
		sum->by_kind[i] += t->by_kind[i];
}

/* ------------------------------------------------------------------ */
/* Realistic stacks                                                    */
/* ------------------------------------------------------------------ */

static const struct seccache_arch *arch_named(const char *name)
{
	const struct seccache_arch *abi = seccache_arch_lookup(name);

	assert_non_null(abi);
	return abi;
}

static void push(struct seccache_stack *s, struct seccache_filter *f)
{
	struct seccache_error err = { 0 };

	if (seccache_stack_push(s, f, &err))
		fail_msg("seccache_stack_push: %s", err.msg);
	seccache_filter_free(f);
}

/* A filter dumped from a real program (tests/golden/data/real). */
static struct seccache_filter *real_filter(const char *name)
{
	struct seccache_filter *f;
	struct seccache_error err = { 0 };
	char path[512];

	snprintf(path, sizeof(path), "%s/%s.bpf", REAL_DIR, name);
	if (seccache_filter_from_file(path, &f, &err))
		fail_msg("%s: %s", path, err.msg);
	return f;
}

static struct seccache_filter *container_filter(void)
{
	const struct seccache_arch *arches[] = {
		arch_named("x86_64"), arch_named("x86"), arch_named("x32"),
	};
	SECCACHE_OPTS(seccache_profile_opts, opts, .arches = arches,
		      .n_arches = ARRAY_SIZE(arches));
	struct seccache_filter *f;
	struct seccache_error err = { 0 };

	if (seccache_profile_load(EXAMPLES_DIR "/container.json", &opts, &f, NULL, &err))
		fail_msg("container.json: %s", err.msg);
	return f;
}

/* A service's allow-list: EPERM by default, some calls only with some args. */
static struct seccache_filter *allow_list(void)
{
	static const char *const names[] = {
		"read", "write", "readv", "writev", "pread64", "pwrite64", "openat",
		"close", "fstat", "newfstatat", "statx", "lseek", "mmap", "munmap",
		"brk", "rt_sigaction", "rt_sigprocmask", "rt_sigreturn", "futex",
		"nanosleep", "clock_gettime", "clock_nanosleep", "getpid", "gettid",
		"getuid", "geteuid", "getgid", "getegid", "epoll_create1",
		"epoll_ctl", "epoll_wait", "epoll_pwait", "poll", "ppoll", "accept4",
		"connect", "sendto", "recvfrom", "sendmsg", "recvmsg", "getsockname",
		"setsockopt", "getsockopt", "pipe2", "dup3", "exit", "exit_group",
		"getrandom", "madvise", "sched_yield", "set_robust_list",
		"rseq", "prlimit64", "uname", "sigaltstack", "restart_syscall",
		"time", "gettimeofday",
	};
	scmp_filter_ctx ctx = test_scmp_new(SCMP_ACT_ERRNO(EPERM), true);

	assert_non_null(ctx);
	for (size_t i = 0; i < ARRAY_SIZE(names); i++) {
		int sys = seccomp_syscall_resolve_name(names[i]);

		assert_true(sys >= 0);
		assert_int_equal(seccomp_rule_add(ctx, SCMP_ACT_ALLOW, sys, 0), 0);
	}
	TEST_RULE(ctx, SCMP_ACT_ALLOW, socket, 1, SCMP_A0(SCMP_CMP_EQ, AF_UNIX, 0));
	TEST_RULE(ctx, SCMP_ACT_ALLOW, socket, 1, SCMP_A0(SCMP_CMP_EQ, AF_INET6, 0));
	TEST_RULE(ctx, SCMP_ACT_ALLOW, mprotect, 1, SCMP_A2(SCMP_CMP_MASKED_EQ, PROT_EXEC, 0));
	TEST_RULE(ctx, SCMP_ACT_ALLOW, ioctl, 1, SCMP_A1(SCMP_CMP_EQ, TCGETS, 0));
	TEST_RULE(ctx, SCMP_ACT_ALLOW, fcntl, 1, SCMP_A1(SCMP_CMP_LE, F_SETFL, 0));
	TEST_RULE(ctx, SCMP_ACT_ALLOW, clone, 1,
	     SCMP_A0(SCMP_CMP_MASKED_EQ, CLONE_NEWUSER | CLONE_NEWNS, 0));
	TEST_RULE(ctx, SCMP_ACT_ALLOW, kill, 1, SCMP_A0(SCMP_CMP_GT, 0x100000000ULL, 0));
	TEST_RULE(ctx, SCMP_ACT_TRAP, personality, 1, SCMP_A0(SCMP_CMP_NE, 0, 0));
	return test_scmp_filter(ctx);
}

/* A deny-list: ALLOW by default, every action at least once. */
static struct seccache_filter *deny_list(void)
{
	scmp_filter_ctx ctx = test_scmp_new(SCMP_ACT_ALLOW, true);

	assert_non_null(ctx);
	TEST_RULE(ctx, SCMP_ACT_KILL_PROCESS, ptrace, 0);
	TEST_RULE(ctx, SCMP_ACT_KILL_THREAD, kexec_load, 0);
	TEST_RULE(ctx, SCMP_ACT_TRAP, reboot, 0);
	TEST_RULE(ctx, SCMP_ACT_ERRNO(EACCES), mount, 0);
	TEST_RULE(ctx, SCMP_ACT_ERRNO(EROFS), umount2, 0);
	TEST_RULE(ctx, SCMP_ACT_LOG, swapon, 0);
	TEST_RULE(ctx, SCMP_ACT_TRACE(7), acct, 0);
	TEST_RULE(ctx, SCMP_ACT_NOTIFY, bpf, 0);
	TEST_RULE(ctx, SCMP_ACT_ERRNO(EAFNOSUPPORT), socket, 1, SCMP_A0(SCMP_CMP_EQ, AF_PACKET, 0));
	TEST_RULE(ctx, SCMP_ACT_ERRNO(EPERM), unshare, 1,
	     SCMP_A0(SCMP_CMP_MASKED_EQ, CLONE_NEWUSER, CLONE_NEWUSER));
	TEST_RULE(ctx, SCMP_ACT_KILL_PROCESS, ioctl, 1, SCMP_A1(SCMP_CMP_EQ, TIOCSTI, 0));
	TEST_RULE(ctx, SCMP_ACT_TRAP, mprotect, 1,
	     SCMP_A2(SCMP_CMP_MASKED_EQ, PROT_WRITE | PROT_EXEC, PROT_WRITE | PROT_EXEC));
	TEST_RULE(ctx, SCMP_ACT_ERRNO(ENOSYS), lseek, 1, SCMP_A1(SCMP_CMP_LT, 0x80000000ULL, 0));
	return test_scmp_filter(ctx);
}

/*
 * Aim arguments at what the filters compare arguments with: the constant
 * of a conditional jump whose last load (in program order, good enough for
 * libseccomp's straight-line argument checks) was an argument word.
 */
static void harvest_arg_consts(const struct seccache_stack *s, struct gen_consts *c)
{
	for (size_t f = 0; f < seccache_stack_len(s); f++) {
		const struct seccache_filter *flt = seccache_stack_filter(s, f);
		const struct seccache_insn *in = seccache_filter_insns(flt);
		bool arg = false;

		for (size_t pc = 0; pc < seccache_filter_len(flt); pc++) {
			if (in[pc].code == (BPF_LD | BPF_W | BPF_ABS))
				arg = in[pc].k >= offsetof(struct seccache_data, args);
			else if (arg && BPF_CLASS(in[pc].code) == BPF_JMP &&
				 BPF_OP(in[pc].code) != BPF_JA)
				gen_consts_add(c, in[pc].k);
		}
	}
}

/* Every number of each ABI's table and the far ones. */
static void check_realistic(const char *name, struct seccache_stack *s,
			    struct gen_rng *rng, struct tally *sum)
{
	const struct seccache_arch *abis[SECCACHE_MAX_ABIS];
	struct seccache_analysis *a = analyze(name, s);
	size_t n_abis = seccache_analysis_abis(a, abis);
	struct gen_consts consts = { .n = 0 };
	struct batch b = { 0 };
	struct tally t = { 0 };
	double start = now();

	harvest_arg_consts(s, &consts);
	printf("%s:", name);
	for (size_t i = 0; i < n_abis; i++) {
		uint32_t arch = abis[i]->audit_arch, constant = 0;

		for (uint32_t nr = 0; nr < abis[i]->nr_count; nr++)
			constant += seccache_analysis_lookup(a, arch, abis[i]->nr_base + nr)->constant;
		printf(" %s %" PRIu32 "/%" PRIu32 " constant", abis[i]->name, constant,
		       abis[i]->nr_count);
		if (!callable(arch))
			continue;
		for (uint32_t nr = 0; nr < abis[i]->nr_count; nr++)
			add_nr(&b, &t, rng, &consts, a, arch, abis[i]->nr_base + nr);
		if (!abis[i]->nr_base)
			for (size_t k = 0; k < ARRAY_SIZE(far_nrs); k++)
				add_nr(&b, &t, rng, &consts, a, arch, far_nrs[k]);
	}
	printf("\n");
	run_batch(name, s, &b, &t);
	print_tally(name, &t, now() - start);
	tally_add(sum, &t);
	free(b.calls);
	free(b.claims);
	seccache_analysis_free(a);
}

static struct seccache_stack *new_stack(void)
{
	struct seccache_stack *s;

	assert_int_equal(seccache_stack_new(arch_named("x86_64"), &s, NULL), 0);
	return s;
}

static void test_realistic(void **state)
{
	struct seccache_stack *s;
	struct tally sum = { 0 };
	struct gen_rng rng;
	double start = now();

	(void)state;
	skip_unless_usable();
	gen_seed(&rng, gen_seed_from_env("kdiff-sound realistic"));

	s = new_stack();
	push(s, container_filter());
	check_realistic("container.json", s, &rng, &sum);
	seccache_stack_free(s);

	s = new_stack();
	push(s, allow_list());
	check_realistic("allow-list", s, &rng, &sum);
	seccache_stack_free(s);

	s = new_stack();
	push(s, deny_list());
	check_realistic("deny-list", s, &rng, &sum);
	seccache_stack_free(s);

	s = new_stack();
	push(s, allow_list());
	push(s, deny_list());
	check_realistic("allow-list + deny-list", s, &rng, &sum);
	seccache_stack_free(s);

	/* Chromium's renderer and tor, as their sandboxes install them. */
	s = new_stack();
	push(s, real_filter("chromium-renderer"));
	check_realistic("chromium renderer", s, &rng, &sum);
	seccache_stack_free(s);

	s = new_stack();
	push(s, real_filter("tor"));
	check_realistic("tor", s, &rng, &sum);
	seccache_stack_free(s);

	print_tally("kdiff-sound realistic", &sum, now() - start);
	assert_int_equal(sum.mismatches, 0);
}

/* ------------------------------------------------------------------ */
/* Random stacks                                                       */
/* ------------------------------------------------------------------ */

static void add_candidate(uint64_t *cand, size_t *n, size_t cap, uint32_t arch,
			  uint32_t nr)
{
	if (*n < cap)
		cand[(*n)++] = (uint64_t)arch << 32 | nr;
}

/*
 * From each range: its ends, a number inside, and the far numbers and
 * compared constants it holds; then at most RANDOM_MAX_NRS of them.
 */
static void check_random(struct seccache_stack *s, struct gen_rng *rng,
			 const struct gen_consts *consts, struct tally *t)
{
	static const uint32_t arches[] = { AUDIT_ARCH_X86_64, AUDIT_ARCH_I386 };
	static uint64_t cand[4096];
	struct seccache_analysis *a = analyze("random stack", s);
	struct batch b = { 0 };
	size_t n = 0;

	for (size_t ai = 0; ai < ARRAY_SIZE(arches); ai++) {
		const struct seccache_range *rs;
		size_t n_ranges = seccache_analysis_ranges(a, arches[ai], &rs);

		if (!callable(arches[ai]))
			continue;
		for (size_t i = 0; i < n_ranges; i++) {
			const struct seccache_range *r = &rs[i];
			uint64_t span = (uint64_t)r->last - r->first + 1;

			add_candidate(cand, &n, ARRAY_SIZE(cand), arches[ai], r->first);
			add_candidate(cand, &n, ARRAY_SIZE(cand), arches[ai],
				      r->first + (uint32_t)(gen_u64(rng) % span));
			if (r->last != r->first)
				add_candidate(cand, &n, ARRAY_SIZE(cand), arches[ai], r->last);
			for (size_t k = 0; k < ARRAY_SIZE(far_nrs); k++)
				if (far_nrs[k] > r->first && far_nrs[k] < r->last)
					add_candidate(cand, &n, ARRAY_SIZE(cand), arches[ai],
						      far_nrs[k]);
			for (size_t k = 0; k < consts->n; k++)
				if (consts->v[k] > r->first && consts->v[k] < r->last)
					add_candidate(cand, &n, ARRAY_SIZE(cand), arches[ai],
						      consts->v[k]);
		}
	}
	/* A partial Fisher-Yates shuffle picks the sample. */
	for (size_t i = 0; i < n && i < RANDOM_MAX_NRS; i++) {
		size_t j = i + gen_below(rng, (uint32_t)(n - i));
		uint64_t c = cand[j];

		cand[j] = cand[i];
		cand[i] = c;
		add_nr(&b, t, rng, consts, a, (uint32_t)(c >> 32), (uint32_t)c);
	}
	run_batch("random stack", s, &b, t);
	free(b.calls);
	free(b.claims);
	seccache_analysis_free(a);
}

/* The kernel has no SECCOMP_PIN_ARCHITECTURE: pinned stacks are not made. */
static void test_random(void **state)
{
	static struct gen_prog prog;
	size_t total = kh_cases(RANDOM_STACKS);
	struct tally t = { 0 };
	struct gen_rng rng;
	double start = now();

	(void)state;
	skip_unless_usable();
	gen_seed(&rng, gen_seed_from_env("kdiff-sound random"));
	for (size_t i = 0; i < total; i++) {
		struct seccache_stack *s = new_stack();
		struct gen_consts consts = { .n = 0 };
		unsigned int n = 1 + gen_below(&rng, 3);
		struct seccache_error err = { 0 };

		for (unsigned int f = 0; f < n; f++) {
			struct seccache_filter *flt;

			gen_valid(&rng, 4 + gen_below(&rng, 60), &consts, &prog);
			if (seccache_filter_new(prog.insns, prog.len, &flt, &err))
				fail_msg("generated filter refused: %s", err.msg);
			push(s, flt);
		}
		check_random(s, &rng, &consts, &t);
		seccache_stack_free(s);
	}
	print_tally("kdiff-sound random", &t, now() - start);
	assert_int_equal(t.mismatches, 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_realistic),
		cmocka_unit_test(test_random),
	};

	return cmocka_run_group_tests(tests, setup, NULL);
}
