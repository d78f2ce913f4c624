/* SPDX-License-Identifier: MIT */
/*
 * fuzz_analysis.c - the analysis and the fast path against the reference
 * interpreter. The fuzz bytes become a stack of up to four valid filters
 * (each instruction repaired into one seccomp accepts) and a few inputs;
 * for each input, seccache_check() must equal seccache_stack_run(), a range
 * the precise analysis calls constant must hold that exact value, and a
 * number the kernel-mode analysis caches must really be ALLOW.
 */
#include <linux/audit.h>
#include <linux/filter.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "seccache.h"
#include "seccomp_codes.h"

#define MAX_FILTERS 4
#define MAX_INSNS 48

#define N_CODES (sizeof(seccomp_codes) / sizeof(seccomp_codes[0]))

static struct seccache_kernel kernel_618;

struct reader {
	const unsigned char *p;
	size_t left;
};

static uint32_t take(struct reader *r, size_t n)
{
	uint32_t v = 0;

	while (n-- && r->left) {
		v = v << 8 | *r->p++;
		r->left--;
	}
	return v;
}

/* Make insn pc of a len-long program one that seccomp accepts. */
static void repair(struct seccache_insn *in, size_t pc, size_t len)
{
	size_t room = len - pc - 1;

	switch (in->code) {
	case BPF_LD | BPF_W | BPF_ABS:
		in->k = (in->k % 16) * 4;
		break;
	case BPF_ALU | BPF_DIV | BPF_K:
		if (!in->k)
			in->k = 1;
		break;
	case BPF_ALU | BPF_LSH | BPF_K:
	case BPF_ALU | BPF_RSH | BPF_K:
		in->k %= 32;
		break;
	case BPF_LD | BPF_MEM:
	case BPF_LDX | BPF_MEM:
	case BPF_ST:
	case BPF_STX:
		in->k %= 16;
		break;
	case BPF_JMP | BPF_JA:
		in->k = room ? in->k % room : 0;
		break;
	}
	if (BPF_CLASS(in->code) == BPF_JMP && BPF_OP(in->code) != BPF_JA) {
		in->jt = room ? in->jt % room : 0;
		in->jf = room ? in->jf % room : 0;
	}
	if (pc == len - 1 && BPF_CLASS(in->code) != BPF_RET)
		in->code = BPF_RET | BPF_K;
}

/* Biased return values: every action, with and without data. */
static uint32_t pick_k(struct reader *r)
{
	static const uint32_t interesting[] = {
		SECCACHE_RET_ALLOW, SECCACHE_RET_KILL_PROCESS, SECCACHE_RET_KILL_THREAD,
		SECCACHE_RET_ERRNO | 1, SECCACHE_RET_TRAP | 7, SECCACHE_RET_LOG,
		SECCACHE_RET_TRACE | 2, SECCACHE_RET_USER_NOTIF, 0x7ffe0000,
		AUDIT_ARCH_X86_64, AUDIT_ARCH_I386, 0x40000000, 59, 0, 1,
	};
	uint32_t sel = take(r, 1);

	if (sel < 128)
		return interesting[sel % (sizeof(interesting) / sizeof(interesting[0]))];
	return take(r, 4);
}

static struct seccache_filter *build_filter(struct reader *r)
{
	struct seccache_insn insns[MAX_INSNS];
	struct seccache_filter *f = NULL;
	size_t len = take(r, 1) % MAX_INSNS + 1;

	for (size_t pc = 0; pc < len; pc++) {
		insns[pc].code = seccomp_codes[take(r, 1) % N_CODES];
		insns[pc].jt = (uint8_t)take(r, 1);
		insns[pc].jf = (uint8_t)take(r, 1);
		insns[pc].k = pick_k(r);
		repair(&insns[pc], pc, len);
	}
	/* Reads of unwritten scratch slots are the one rule left: drop those. */
	if (seccache_filter_new(insns, len, &f, NULL))
		return NULL;
	return f;
}

static void check_input(struct seccache_stack *s, const struct seccache_analysis *precise,
			const struct seccache_analysis *kernel,
			const struct seccache_stack *optimized, const struct seccache_data *d)
{
	uint32_t ref = seccache_stack_run(s, d, NULL), fast;
	const struct seccache_range *r;

	if (seccache_arch_of(seccache_stack_arch(s), d->arch, d->nr) &&
	    seccache_stack_run(optimized, d, NULL) != ref) {
		fprintf(stderr, "optimized 0x%08x, reference 0x%08x\n",
			seccache_stack_run(optimized, d, NULL), ref);
		abort();
	}

	seccache_check(s, d, &fast);
	if (fast != ref) {
		fprintf(stderr, "seccache_check 0x%08x, reference 0x%08x\n", fast, ref);
		abort();
	}
	r = seccache_analysis_lookup(precise, d->arch, d->nr);
	if (r && r->constant && r->action != ref) {
		fprintf(stderr, "constant 0x%08x claimed for nr %u, reference 0x%08x\n",
			r->action, d->nr, ref);
		abort();
	}
	/*
	 * The kernel has no pin, and lets uretprobe/uprobe through whatever
	 * the filters say: there its cache speaks of something else.
	 */
	r = seccache_stack_pinned(s) ||
	    seccache_kernel_passthrough(&kernel_618,
					seccache_arch_of(seccache_stack_arch(s), d->arch, d->nr),
					d->nr) ? NULL :
	    seccache_analysis_lookup(kernel, d->arch, d->nr);
	if (r && r->constant && ref != SECCACHE_RET_ALLOW) {
		fprintf(stderr, "kernel cache allows nr %u, reference 0x%08x\n", d->nr, ref);
		abort();
	}
}

static void next_input(struct reader *r, struct seccache_data *d)
{
	static const uint32_t arches[] = { AUDIT_ARCH_X86_64, AUDIT_ARCH_I386 };
	uint32_t sel = take(r, 1);

	memset(d, 0, sizeof(*d));
	d->arch = sel < 200 ? arches[sel & 1] : take(r, 4);
	d->nr = take(r, 1) < 64 ? take(r, 4) : take(r, 2) % 512;
	if (sel & 2)
		d->nr |= 0x40000000;
	d->instruction_pointer = (uint64_t)take(r, 4) << 32 | take(r, 4);
	for (int i = 0; i < 6; i++)
		d->args[i] = (uint64_t)take(r, 4) << 32 | take(r, 4);
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	struct reader r = { data, size };
	SECCACHE_OPTS(seccache_analyze_opts, kopts, .mode = SECCACHE_MODE_KERNEL);
	SECCACHE_OPTS(seccache_analyze_opts, popts, .mode = SECCACHE_MODE_PRECISE);
	struct seccache_analysis *precise = NULL, *kernel = NULL;
	SECCACHE_OPTS(seccache_optimize_opts, oopts, .kernel = &kernel_618, .budget = 256);
	struct seccache_stack *s = NULL, *optimized = NULL;
	size_t n = take(&r, 1) % MAX_FILTERS + 1;

	if (seccache_stack_new(seccache_arch_lookup("x86_64"), &s, NULL))
		abort();
	for (size_t i = 0; i < n; i++) {
		struct seccache_filter *f = build_filter(&r);

		if (f)
			seccache_stack_push(s, f, NULL);
		seccache_filter_free(f);
	}
	seccache_kernel_parse("6.18.0", &kernel_618, NULL);
	kopts.kernel = &kernel_618;
	if (take(&r, 1) < 32)
		seccache_stack_pin(s, seccache_arch_lookup("x86_64"), NULL);
	if (seccache_stack_prepare(s, NULL) ||
	    seccache_analyze(s, &popts, &precise, NULL) ||
	    seccache_analyze(s, &kopts, &kernel, NULL) ||
	    seccache_optimize(s, &oopts, &optimized, NULL, NULL))
		abort();
	while (r.left) {
		struct seccache_data d;

		next_input(&r, &d);
		check_input(s, precise, kernel, optimized, &d);
	}
	seccache_stack_free(optimized);
	seccache_analysis_free(precise);
	seccache_analysis_free(kernel);
	seccache_stack_free(s);
	return 0;
}
