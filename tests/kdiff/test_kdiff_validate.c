/* SPDX-License-Identifier: MIT */
/*
 * test_kdiff_validate.c - seccache_validate() against the running kernel:
 * hand-written edge cases, then random, arbitrary and mutated programs.
 * Every program must be accepted by both or refused by both.
 */
#include <errno.h>
#include <inttypes.h>
#include <linux/filter.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <cmocka.h>

#include "gen.h"
#include "kharness.h"
#include "testutil.h"

#define BATCH 1000
#define MAX_REPORTED 10
#define MAX_KINDS 48

#define STMT(c, k) { (uint16_t)(c), 0, 0, (k) }
#define JUMP(c, k, t, f) { (uint16_t)(c), (t), (f), (k) }
#define RET_ALLOW STMT(BPF_RET | BPF_K, SECCACHE_RET_ALLOW)

/* Programs gen_valid() made: the kernel must accept every one. */
static const char generated[] = "generated";

struct edge {
	const char *name;
	struct seccache_insn insns[4];
	size_t len;
};

/* Each one rule of bpf_check_classic() or seccomp_check_filter() at its edge. */
static const struct edge edges[] = {
	{ "ret k", { RET_ALLOW }, 1 },
	{ "ret a", { STMT(BPF_RET | BPF_A, 0) }, 1 },
	{ "ret x", { STMT(BPF_RET | BPF_X, 0) }, 1 },
	{ "ld abs 60", { STMT(BPF_LD | BPF_W | BPF_ABS, 60), RET_ALLOW }, 2 },
	{ "ld abs 64", { STMT(BPF_LD | BPF_W | BPF_ABS, 64), RET_ALLOW }, 2 },
	{ "ld abs 2", { STMT(BPF_LD | BPF_W | BPF_ABS, 2), RET_ALLOW }, 2 },
	{ "ld abs ancillary", { STMT(BPF_LD | BPF_W | BPF_ABS, (uint32_t)SKF_AD_OFF + SKF_AD_PROTOCOL), RET_ALLOW }, 2 },
	{ "ld h abs", { STMT(BPF_LD | BPF_H | BPF_ABS, 0), RET_ALLOW }, 2 },
	{ "ld b abs", { STMT(BPF_LD | BPF_B | BPF_ABS, 0), RET_ALLOW }, 2 },
	{ "ld w ind", { STMT(BPF_LD | BPF_W | BPF_IND, 0), RET_ALLOW }, 2 },
	{ "ldx msh", { STMT(BPF_LDX | BPF_B | BPF_MSH, 0), RET_ALLOW }, 2 },
	{ "ldx w abs", { STMT(BPF_LDX | BPF_W | BPF_ABS, 0), RET_ALLOW }, 2 },
	{ "ld len", { STMT(BPF_LD | BPF_W | BPF_LEN, 0), STMT(BPF_RET | BPF_A, 0) }, 2 },
	{ "ldx len", { STMT(BPF_LDX | BPF_W | BPF_LEN, 0), RET_ALLOW }, 2 },
	{ "div k 0", { STMT(BPF_ALU | BPF_DIV | BPF_K, 0), RET_ALLOW }, 2 },
	{ "div k 1", { STMT(BPF_ALU | BPF_DIV | BPF_K, 1), RET_ALLOW }, 2 },
	{ "div x", { STMT(BPF_ALU | BPF_DIV | BPF_X, 0), RET_ALLOW }, 2 },
	{ "mod k", { STMT(BPF_ALU | BPF_MOD | BPF_K, 3), RET_ALLOW }, 2 },
	{ "lsh k 31", { STMT(BPF_ALU | BPF_LSH | BPF_K, 31), RET_ALLOW }, 2 },
	{ "lsh k 32", { STMT(BPF_ALU | BPF_LSH | BPF_K, 32), RET_ALLOW }, 2 },
	{ "rsh k 32", { STMT(BPF_ALU | BPF_RSH | BPF_K, 32), RET_ALLOW }, 2 },
	{ "neg", { STMT(BPF_ALU | BPF_NEG, 0), RET_ALLOW }, 2 },
	{ "tax txa", { STMT(BPF_MISC | BPF_TAX, 0), STMT(BPF_MISC | BPF_TXA, 0), RET_ALLOW }, 3 },
	{ "st 15 ld 15", { STMT(BPF_ST, 15), STMT(BPF_LD | BPF_MEM, 15), RET_ALLOW }, 3 },
	{ "st 16", { STMT(BPF_ST, 16), RET_ALLOW }, 2 },
	{ "ldx mem 16", { STMT(BPF_LDX | BPF_MEM, 16), RET_ALLOW }, 2 },
	{ "ld mem unwritten", { STMT(BPF_LD | BPF_MEM, 0), RET_ALLOW }, 2 },
	{ "st on one path", { JUMP(BPF_JMP | BPF_JEQ | BPF_K, 0, 0, 1), STMT(BPF_ST, 0),
			      STMT(BPF_LD | BPF_MEM, 0), RET_ALLOW }, 4 },
	{ "ja to last", { STMT(BPF_JMP | BPF_JA, 0), RET_ALLOW }, 2 },
	{ "ja past end", { STMT(BPF_JMP | BPF_JA, 1), RET_ALLOW }, 2 },
	{ "jeq jt past end", { JUMP(BPF_JMP | BPF_JEQ | BPF_K, 0, 1, 0), RET_ALLOW }, 2 },
	{ "jset x", { JUMP(BPF_JMP | BPF_JSET | BPF_X, 0, 0, 0), RET_ALLOW }, 2 },
	{ "jlt (ebpf only)", { JUMP(BPF_JMP | 0xa0 | BPF_K, 0, 0, 0), RET_ALLOW }, 2 },
	{ "no final ret", { RET_ALLOW, STMT(BPF_LD | BPF_IMM, 0) }, 2 },
	{ "only ld imm", { STMT(BPF_LD | BPF_IMM, 0) }, 1 },
	{ "misc other", { STMT(BPF_MISC | 0x10, 0), RET_ALLOW }, 2 },
	{ "unused code bits", { STMT(BPF_RET | BPF_K | 0x8000, 0) }, 1 },
};

struct tally {
	size_t accepted, refused, agreed, disagreed, bad_generated;
	const char *kinds[MAX_KINDS];
	size_t kind_cases[MAX_KINDS], kind_accepted[MAX_KINDS];
};

static void print_prog(const struct kh_prog *p)
{
	size_t shown = p->len < 32 ? p->len : 32;

	for (size_t i = 0; i < shown; i++)
		printf("  %4zu: %04x %02x %02x %08" PRIx32 "\n", i, p->insns[i].code,
		       p->insns[i].jt, p->insns[i].jf, p->insns[i].k);
	if (shown < p->len)
		printf("  ... %zu instructions in all\n", p->len);
}

static void count_kind(struct tally *t, const char *kind, bool accepted)
{
	size_t i;

	for (i = 0; i < MAX_KINDS && t->kinds[i] && strcmp(t->kinds[i], kind); i++)
		;
	if (i == MAX_KINDS)
		return;
	t->kinds[i] = kind;
	t->kind_cases[i]++;
	t->kind_accepted[i] += accepted;
}

/* Compare one batch; kinds[i] names where program i came from. */
static void compare_batch(struct tally *t, const struct kh_prog *progs,
			  const char *const *kinds, size_t n)
{
	static int verdicts[BATCH];
	struct seccache_error err;
	char msg[256];
	int ret = kh_validate(progs, n, verdicts, msg, sizeof(msg));

	if (ret)
		fail_msg("kernel validation: %s", msg);
	for (size_t i = 0; i < n; i++) {
		int ours = seccache_validate(progs[i].insns, progs[i].len, &err);

		count_kind(t, kinds[i], verdicts[i] == 0);
		if (kinds[i] == generated && verdicts[i] && t->bad_generated++ < MAX_REPORTED) {
			printf("GENERATOR: the kernel refused a generated program (%d)\n",
			       verdicts[i]);
			print_prog(&progs[i]);
		}
		if (verdicts[i] == 0)
			t->accepted++;
		else
			t->refused++;
		if (ours == verdicts[i]) {
			t->agreed++;
			continue;
		}
		if (t->disagreed++ < MAX_REPORTED) {
			printf("MISMATCH (%s): kernel %d, seccache %d%s%s\n", kinds[i],
			       verdicts[i], ours, ours ? ": " : "", ours ? err.msg : "");
			print_prog(&progs[i]);
		}
	}
}

static void print_tally(const struct tally *t)
{
	printf("validate: %zu programs: kernel accepted %zu, refused %zu; "
	       "seccache agreed on %zu, disagreed on %zu\n",
	       t->accepted + t->refused, t->accepted, t->refused, t->agreed,
	       t->disagreed);
	for (size_t i = 0; i < MAX_KINDS && t->kinds[i]; i++)
		printf("  %-16s %6zu cases, %6zu accepted\n", t->kinds[i],
		       t->kind_cases[i], t->kind_accepted[i]);
}

static void skip_without_seccomp(void)
{
	if (prctl(PR_GET_SECCOMP, 0, 0, 0, 0) < 0) {
		printf("seccomp is not available in this kernel: skipped\n");
		skip();
	}
}

static void test_edges(void **state)
{
	struct kh_prog progs[ARRAY_SIZE(edges) + 3];
	const char *kinds[ARRAY_SIZE(progs)];
	static struct seccache_insn allow[GEN_MAX_INSNS];
	struct tally t = { 0 };
	size_t n = 0;

	(void)state;
	skip_without_seccomp();
	for (size_t i = 0; i < GEN_MAX_INSNS; i++)
		allow[i] = (struct seccache_insn)RET_ALLOW;
	for (size_t i = 0; i < ARRAY_SIZE(edges); i++, n++) {
		progs[n] = (struct kh_prog){ edges[i].insns, edges[i].len };
		kinds[n] = edges[i].name;
	}
	progs[n] = (struct kh_prog){ allow, 0 };
	kinds[n++] = "len 0";
	progs[n] = (struct kh_prog){ allow, SECCACHE_MAXINSNS };
	kinds[n++] = "len 4096";
	progs[n] = (struct kh_prog){ allow, SECCACHE_MAXINSNS + 1 };
	kinds[n++] = "len 4097";
	compare_batch(&t, progs, kinds, n);
	print_tally(&t);
	assert_int_equal(t.disagreed, 0);
}

/* Copy a generated program to its own exact-size buffer. */
static struct kh_prog keep(const struct gen_prog *p)
{
	struct seccache_insn *insns = malloc((p->len ? p->len : 1) * sizeof(*insns));

	assert_non_null(insns);
	memcpy(insns, p->insns, p->len * sizeof(*insns));
	return (struct kh_prog){ insns, p->len };
}

static void test_random(void **state)
{
	static struct kh_prog progs[BATCH];
	static const char *kinds[BATCH];
	static struct gen_prog gp;
	size_t total = kh_cases(12000);
	struct gen_rng rng;
	struct tally t = { 0 };

	(void)state;
	skip_without_seccomp();
	gen_seed(&rng, gen_seed_from_env("kdiff-validate"));
	for (size_t done = 0; done < total;) {
		size_t n = total - done < BATCH ? total - done : BATCH;

		for (size_t i = 0; i < n; i++) {
			if (gen_percent(&rng, 20)) {
				/* Long valid programs: jumps over many, deep paths. */
				gen_valid(&rng, 2 + gen_below(&rng, gen_percent(&rng, 10) ?
							       SECCACHE_MAXINSNS : 300),
					  NULL, &gp);
				kinds[i] = generated;
			} else {
				kinds[i] = gen_arbitrary(&rng, &gp);
			}
			progs[i] = keep(&gp);
		}
		compare_batch(&t, progs, kinds, n);
		for (size_t i = 0; i < n; i++)
			free((void *)progs[i].insns);
		done += n;
	}
	print_tally(&t);
	assert_int_equal(t.disagreed, 0);
	assert_int_equal(t.bad_generated, 0);
	assert_true(t.accepted > total / 10 && t.refused > total / 10);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_edges),
		cmocka_unit_test(test_random),
	};

	setvbuf(stdout, NULL, _IOLBF, 0);
	return cmocka_run_group_tests(tests, NULL, NULL);
}
