/* SPDX-License-Identifier: MIT */
/*
 * test_ebpf.c - seccache_ebpf_compile() against the reference: each
 * compiled stack is run by a small eBPF interpreter written from the
 * kernel's (kernel/bpf/core.c, ___bpf_prog_run(): 32-bit ALU results
 * zero-extended, shifts by a register masked to 31) after its tables, as
 * the eBPF series runs a filter, and must return what seccache_stack_run()
 * returns for the classic stack: every number below 1024 of both ABIs and
 * random inputs, for the example profiles, random stacks, every hostile
 * kind and variant, and an allowlist of 40 ioctl requests (one hash set).
 * The guest checks the same against the kernel itself (kguest ebpf).
 */
#include <linux/bpf.h>
#include <linux/seccomp.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>
#include <setjmp.h>
#include <sys/socket.h>
#include <cmocka.h>

#include "optcheck.h"

#define ACTION_ONLY(ret) ((int32_t)((ret) & SECCOMP_RET_ACTION_FULL))

/* Where the interpreter's context and frame are: pointers only compared. */
#define CTX	0x100000ULL
#define FP	0x200000ULL

/* The kernel's struct seccomp_data, as a program's loads see it. */
struct ctx {
	int32_t nr;
	uint32_t arch;
	uint64_t ip;
	uint64_t args[6];
};

static bool in_set(const struct seccache_ebpf *e, size_t i, int32_t set, uint32_t key)
{
	size_t n;
	const uint32_t *keys = seccache_ebpf_set(e, i, (size_t)set, &n);

	assert_non_null(keys);
	for (size_t j = 0; j < n; j++)
		if (keys[j] == key)
			return true;
	return false;
}

static uint32_t alu32(uint8_t op, uint32_t a, uint32_t b)
{
	switch (op) {
	case BPF_ADD: return a + b;
	case BPF_SUB: return a - b;
	case BPF_MUL: return a * b;
	case BPF_DIV: return b ? a / b : 0;
	case BPF_MOD: return b ? a % b : a;
	case BPF_OR: return a | b;
	case BPF_AND: return a & b;
	case BPF_XOR: return a ^ b;
	case BPF_LSH: return a << (b & 31);
	case BPF_RSH: return a >> (b & 31);
	case BPF_NEG: return -a;
	case BPF_MOV: return b;
	}
	fail_msg("ALU op %#x", op);
	return 0;
}

static bool jump(uint8_t op, uint64_t a, uint64_t b)
{
	switch (op) {
	case BPF_JEQ: return a == b;
	case BPF_JNE: return a != b;
	case BPF_JGT: return a > b;
	case BPF_JGE: return a >= b;
	case BPF_JSET: return (a & b) != 0;
	}
	fail_msg("JMP op %#x", op);
	return false;
}

/* Filter i of e's program on ctx c: the opcodes ebpf.c emits, and nothing else. */
static uint32_t run_prog(const struct seccache_ebpf *e, size_t i, const struct ctx *c)
{
	size_t n;
	const struct bpf_insn *p = seccache_ebpf_prog(e, i, &n);
	uint64_t r[11] = { [1] = CTX, [10] = FP };
	uint8_t stack[512] = { 0 };
	int32_t map = -1;

	for (size_t pc = 0, steps = 0; pc < n; pc++, steps++) {
		const struct bpf_insn *in = &p[pc];
		uint8_t cls = BPF_CLASS(in->code), op = BPF_OP(in->code);
		uint64_t src = BPF_SRC(in->code) == BPF_X ? r[in->src_reg] : (uint64_t)(int64_t)in->imm;

		assert_true(steps < 100000);
		if (cls == BPF_ALU) {
			r[in->dst_reg] = alu32(op, (uint32_t)r[in->dst_reg], (uint32_t)src);
		} else if (cls == BPF_ALU64 && (op == BPF_MOV || op == BPF_ADD)) {
			r[in->dst_reg] = op == BPF_MOV ? src : r[in->dst_reg] + src;
		} else if (in->code == (BPF_LDX | BPF_MEM | BPF_W) && r[in->src_reg] == FP) {
			uint32_t v;

			assert_true(in->off >= -512 && in->off <= -4);
			memcpy(&v, stack + 512 + in->off, 4);
			r[in->dst_reg] = v;
		} else if (in->code == (BPF_LDX | BPF_MEM | BPF_W)) {
			uint32_t v;

			assert_int_equal(r[in->src_reg], CTX);
			assert_true(in->off >= 0 && in->off + 4 <= (int)sizeof(*c));
			memcpy(&v, (const char *)c + in->off, 4);
			r[in->dst_reg] = v;
		} else if (in->code == (BPF_STX | BPF_MEM | BPF_W)) {
			uint32_t v = (uint32_t)r[in->src_reg];

			assert_int_equal(r[in->dst_reg], FP);
			assert_true(in->off >= -512 && in->off <= -4);
			memcpy(stack + 512 + in->off, &v, 4);
		} else if (in->code == (BPF_LD | BPF_DW | BPF_IMM)) {
			assert_int_equal(in->src_reg, BPF_PSEUDO_MAP_FD);
			map = in->imm;
			pc++;
		} else if (in->code == (BPF_JMP | BPF_CALL)) {
			uint32_t key;

			assert_int_equal(in->imm, BPF_FUNC_map_lookup_elem);
			assert_true(r[2] >= FP - 512 && r[2] <= FP - 4);
			memcpy(&key, stack + 512 - (FP - r[2]), 4);
			r[0] = in_set(e, i, map, key);
		} else if (in->code == (BPF_JMP | BPF_EXIT)) {
			return (uint32_t)r[0];
		} else if (in->code == (BPF_JMP | BPF_JA)) {
			pc += in->off;
		} else if (cls == BPF_JMP32 || cls == BPF_JMP) {
			uint64_t a = r[in->dst_reg];

			if (cls == BPF_JMP32)
				a = (uint32_t)a, src = (uint32_t)src;
			if (jump(op, a, src))
				pc += in->off;
		} else {
			fail_msg("insn %zu: code %#x", pc, in->code);
		}
	}
	fail_msg("ran off the end");
	return 0;
}

/* What the kernel's seccomp_run_filters() returns for e: tables first, then programs. */
static uint32_t run_ebpf(const struct seccache_ebpf *e, const struct seccache_data *d)
{
	struct ctx c = { (int32_t)d->nr, d->arch, d->instruction_pointer, { 0 } };
	uint32_t ret = SECCOMP_RET_ALLOW;

	memcpy(c.args, d->args, sizeof(c.args));
	for (size_t i = seccache_ebpf_len(e); i-- > 0;) {
		size_t n;
		const struct seccache_ebpf_entry *t = seccache_ebpf_table(e, i, &n);
		uint32_t cur = 0;
		bool hit = false;

		for (size_t j = 0; j < n && !hit; j++)
			if (t[j].nr == d->nr && t[j].arch == d->arch)
				cur = t[j].ret, hit = true;
		if (!hit)
			cur = run_prog(e, i, &c);
		if (ACTION_ONLY(cur) < ACTION_ONLY(ret))
			ret = cur;
	}
	return ret;
}

static void check_input(const struct seccache_stack *s, const struct seccache_ebpf *e,
			const struct seccache_data *d)
{
	uint32_t want = seccache_stack_run(s, d, NULL), got = run_ebpf(e, d);

	if (want != got)
		fail_msg("arch %#x nr %#x args %#llx %#llx: classic %#x, eBPF %#x", d->arch,
			 d->nr, (unsigned long long)d->args[0], (unsigned long long)d->args[1],
			 want, got);
}

/* s compiled, and run against the reference; returns e for more checks. */
static struct seccache_ebpf *check_compiled(const struct seccache_stack *s, struct gen_rng *rng,
					    const struct gen_consts *consts, unsigned long samples)
{
	static const uint32_t arches[] = { X86_64, I386 };
	struct seccache_error err = { 0 };
	struct seccache_ebpf *e = NULL;

	if (seccache_ebpf_compile(s, &e, &err))
		fail_msg("compile: %s", err.msg);
	for (size_t a = 0; a < 2; a++)
		for (uint32_t nr = 0; nr < 1024; nr++) {
			struct seccache_data d = { .nr = nr, .arch = arches[a] };

			check_input(s, e, &d);
		}
	for (unsigned long i = 0; i < samples; i++) {
		struct seccache_data d;

		gen_data(rng, consts, arches, 2, &d);
		check_input(s, e, &d);
	}
	return e;
}

static void test_examples(void **state)
{
	static const char *const profiles[] = { "container.json", "denylist.json",
						"minimal.json" };
	struct gen_consts consts = { 0 };
	struct gen_rng rng;

	(void)state;
	gen_seed(&rng, gen_seed_from_env("SECCACHE_SEED"));
	for (uint32_t v = 0; v < 450; v++)
		gen_consts_add(&consts, v);
	for (size_t i = 0; i < sizeof(profiles) / sizeof(profiles[0]); i++) {
		char path[4096];
		SECCACHE_OPTS(seccache_profile_opts, po, .kernel = &k618);
		struct seccache_stack *s = new_stack();
		struct seccache_filter *f;
		struct seccache_ebpf *e;
		size_t n;

		snprintf(path, sizeof(path), "%s/%s", EXAMPLES_DIR, profiles[i]);
		assert_int_equal(seccache_profile_load(path, &po, &f, NULL, NULL), 0);
		assert_int_equal(seccache_stack_push(s, f, NULL), 0);
		seccache_filter_free(f);
		e = check_compiled(s, &rng, &consts, 20000);
		seccache_ebpf_table(e, 0, &n);
		printf("%s: %zu eBPF filter(s), %zu table entries\n", profiles[i],
		       seccache_ebpf_len(e), n);
		assert_true(n > 300);	/* most calls of a profile are constant */
		seccache_ebpf_free(e);
		seccache_stack_free(s);
	}
}

static void test_random_stacks(void **state)
{
	static struct gen_prog prog;
	struct gen_rng rng;

	(void)state;
	gen_seed(&rng, gen_seed_from_env("SECCACHE_SEED"));
	for (int t = 0; t < 300; t++) {
		struct gen_consts consts = { 0 };
		struct seccache_stack *s = new_stack();

		for (unsigned int i = 0, n = 1 + gen_below(&rng, 3); i < n; i++) {
			gen_valid(&rng, 4 + gen_below(&rng, 60), &consts, &prog);
			test_push_flags(s, prog.insns, prog.len,
					gen_percent(&rng, 25) ? SECCACHE_FILTER_FLAG_LOG : 0);
		}
		seccache_ebpf_free(check_compiled(s, &rng, &consts, 2000));
		seccache_stack_free(s);
	}
}

/* Every hostile kind and variant alone: RET A, shifts by X, scratch, JSET chains... */
static void test_hostile(void **state)
{
	static struct gen_prog prog;
	struct gen_rng rng;

	(void)state;
	gen_seed(&rng, gen_seed_from_env("SECCACHE_SEED"));
	for (unsigned int kind = 0; kind < GEN_HOSTILE_KINDS; kind++)
		for (unsigned int v = 0; v < gen_hostile_variants(kind); v++) {
			struct gen_consts consts = { 0 };
			struct seccache_stack *s = new_stack();

			gen_hostile(&rng, kind, v, &prog);
			for (size_t i = 0; i < prog.len; i++)
				gen_consts_add(&consts, prog.insns[i].k);
			test_push(s, prog.insns, prog.len);
			seccache_ebpf_free(check_compiled(s, &rng, &consts, 2000));
			seccache_stack_free(s);
		}
}

/* An allowlist of 120 ioctl requests is one lookup in one set of 120 keys. */
static void test_ioctl_set(void **state)
{
	struct seccache_insn p[128];
	struct gen_consts consts = { 0 };
	struct seccache_stack *s = new_stack();
	struct seccache_ebpf *e;
	struct gen_rng rng;
	size_t n = 0, keys;

	(void)state;
	gen_seed(&rng, gen_seed_from_env("SECCACHE_SEED"));
	p[n++] = (struct seccache_insn){ BPF_LD | BPF_W | BPF_ABS, 0, 0, OFF_NR };
	p[n++] = (struct seccache_insn){ BPF_JMP | BPF_JEQ | BPF_K, 1, 0, 16 };	/* ioctl */
	p[n++] = (struct seccache_insn){ BPF_RET | BPF_K, 0, 0, SECCOMP_RET_ALLOW };
	p[n++] = (struct seccache_insn){ BPF_LD | BPF_W | BPF_ABS, 0, 0, OFF_ARG(1) };
	for (uint32_t req = 0x5401; req < 0x5401 + 120; req++) {
		p[n] = (struct seccache_insn){ BPF_JMP | BPF_JEQ | BPF_K,
					       (uint8_t)(4 + 120 - n), 0, req };
		gen_consts_add(&consts, req);
		n++;
	}
	p[n++] = (struct seccache_insn){ BPF_RET | BPF_K, 0, 0, SECCOMP_RET_ERRNO | 1 };
	p[n++] = (struct seccache_insn){ BPF_RET | BPF_K, 0, 0, SECCOMP_RET_ALLOW };
	test_push(s, p, n);
	e = check_compiled(s, &rng, &consts, 20000);
	assert_int_equal(seccache_ebpf_sets(e, 0), 1);
	seccache_ebpf_set(e, 0, 0, &keys);
	assert_int_equal(keys, 120);
	seccache_ebpf_free(e);
	seccache_stack_free(s);
}

/*
 * What a translation could get wrong that random programs rarely reach:
 * division by X == 0 (classic returns 0 at once), shifts by X
 * of 32 and more, RET A, and scratch word 0 kept across a set lookup.
 */
static void test_edges(void **state)
{
	const struct seccache_insn progs[][8] = {
		{ S(BPF_LD | BPF_W | BPF_ABS, OFF_ARG(0)), S(BPF_MISC | BPF_TAX, 0),
		  S(BPF_LD | BPF_W | BPF_ABS, OFF_NR), S(BPF_ALU | BPF_DIV | BPF_X, 0),
		  S(BPF_RET | BPF_K, SECCOMP_RET_ALLOW) },
		{ S(BPF_LD | BPF_W | BPF_ABS, OFF_ARG(0)), S(BPF_MISC | BPF_TAX, 0),
		  S(BPF_LD | BPF_W | BPF_ABS, OFF_NR), S(BPF_ALU | BPF_DIV | BPF_X, 0),
		  S(BPF_ALU | BPF_OR | BPF_K, SECCOMP_RET_ERRNO), S(BPF_RET | BPF_A, 0) },
		{ S(BPF_LD | BPF_W | BPF_ABS, OFF_ARG(1)), S(BPF_MISC | BPF_TAX, 0),
		  S(BPF_LD | BPF_W | BPF_ABS, OFF_NR), S(BPF_ALU | BPF_LSH | BPF_X, 0),
		  S(BPF_RET | BPF_A, 0) },
		{ S(BPF_LD | BPF_W | BPF_ABS, OFF_ARG(1)), S(BPF_MISC | BPF_TAX, 0),
		  S(BPF_LD | BPF_W | BPF_ABS, OFF_ARCH), S(BPF_ALU | BPF_RSH | BPF_X, 0),
		  S(BPF_RET | BPF_A, 0) },
	};
	struct gen_consts consts = { 0 };
	struct seccache_insn scratch[128];
	struct gen_rng rng;
	size_t n = 0;

	(void)state;
	gen_seed(&rng, gen_seed_from_env("SECCACHE_SEED"));
	for (uint32_t v = 0; v < 70; v++)
		gen_consts_add(&consts, v);
	for (size_t i = 0; i < sizeof(progs) / sizeof(progs[0]); i++) {
		struct seccache_stack *s = new_stack();
		size_t len = 0;

		while (len < 8 && progs[i][len].code | progs[i][len].k)
			len++;
		test_push(s, progs[i], len);
		seccache_ebpf_free(check_compiled(s, &rng, &consts, 5000));
		seccache_stack_free(s);
	}
	/* M[0] = args[2]; args[1] in a set of 100 ? RET M[0] : ALLOW */
	scratch[n++] = (struct seccache_insn)S(BPF_LD | BPF_W | BPF_ABS, OFF_ARG(2));
	scratch[n++] = (struct seccache_insn)S(BPF_ST, 0);
	scratch[n++] = (struct seccache_insn)S(BPF_LD | BPF_W | BPF_ABS, OFF_ARG(1));
	for (uint32_t v = 0; v < 100; v++, n++) {
		scratch[n] = (struct seccache_insn)J(BPF_JMP | BPF_JEQ | BPF_K, 0x1000 + 7 * v,
						    (uint8_t)(103 - n), 0);
		gen_consts_add(&consts, 0x1000 + 7 * v);
	}
	scratch[n++] = (struct seccache_insn)S(BPF_RET | BPF_K, SECCOMP_RET_ALLOW);
	scratch[n++] = (struct seccache_insn)S(BPF_LD | BPF_MEM, 0);
	scratch[n++] = (struct seccache_insn)S(BPF_RET | BPF_A, 0);
	{
		struct seccache_stack *s = new_stack();
		struct seccache_ebpf *e;

		test_push(s, scratch, n);
		e = check_compiled(s, &rng, &consts, 5000);
		assert_int_equal(seccache_ebpf_sets(e, 0), 1);
		seccache_ebpf_free(e);
		seccache_stack_free(s);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_examples),
		cmocka_unit_test(test_random_stacks),
		cmocka_unit_test(test_hostile),
		cmocka_unit_test(test_ioctl_set),
		cmocka_unit_test(test_edges),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
