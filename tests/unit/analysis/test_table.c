/* SPDX-License-Identifier: MIT */
/*
 * test_table.c - the fast path: seccache_check() answers constant pairs
 * from the tables (returns 1), runs the filters otherwise (returns 0), and
 * always gives exactly seccache_stack_run()'s value.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <cmocka.h>

#include "check.h"

#define LD_ABS	(BPF_LD | BPF_W | BPF_ABS)
#define X86_64	0xc000003eU
#define I386	0x40000003U
#define ERRNO(e) (SECCACHE_RET_ERRNO | (e))

/* Returns seccache_check()'s 1 or 0 after checking its value. */
static int check_at(const struct seccache_stack *s, uint32_t arch, uint32_t nr,
		    uint64_t arg0)
{
	struct seccache_data d = { .nr = nr, .arch = arch, .args = { arg0 } };
	uint32_t action = 0xdeadbeef;
	int hit = seccache_check(s, &d, &action);

	if (action != seccache_stack_run(s, &d, NULL))
		fail_msg("arch %#x nr %#x: check gives %#x, stack %#x", arch, nr,
			 action, seccache_stack_run(s, &d, NULL));
	return hit;
}

/* nr 0: ALLOW; 1: args[0] decides; 2..9 and 0x40000005: ERRNO | nr; rest KILL_THREAD. */
static const struct seccache_insn prog[] = {
	S(LD_ABS, OFF_ARCH),
	J(BPF_JMP | BPF_JEQ | BPF_K, X86_64, 1, 0),
	S(BPF_RET | BPF_K, SECCACHE_RET_TRAP),
	S(LD_ABS, OFF_NR),
	J(BPF_JMP | BPF_JEQ | BPF_K, 0, 0, 1),
	S(BPF_RET | BPF_K, SECCACHE_RET_ALLOW),
	J(BPF_JMP | BPF_JEQ | BPF_K, 1, 0, 4),
	S(LD_ABS, OFF_ARG_LO(0)),
	J(BPF_JMP | BPF_JEQ | BPF_K, 7, 0, 1),
	S(BPF_RET | BPF_K, SECCACHE_RET_KILL_PROCESS),
	S(BPF_RET | BPF_K, SECCACHE_RET_ALLOW),
	J(BPF_JMP | BPF_JEQ | BPF_K, 0x40000005, 1, 0),
	J(BPF_JGT | BPF_JMP | BPF_K, 9, 2, 0),
	S(BPF_ALU | BPF_OR | BPF_K, SECCACHE_RET_ERRNO),
	S(BPF_RET | BPF_A, 0),
	S(BPF_RET | BPF_K, SECCACHE_RET_KILL_THREAD),
};

static void test_fast_path(void **state)
{
	struct seccache_stack *s = check_stack();

	(void)state;
	test_push(s, prog, ARRAY_SIZE(prog));
	assert_int_equal(check_at(s, X86_64, 0, 0), 0);	/* not prepared */
	assert_int_equal(seccache_stack_prepare(s, NULL), 0);
	assert_int_equal(check_at(s, X86_64, 0, 0), 1);
	assert_int_equal(check_at(s, X86_64, 1, 0), 0);
	assert_int_equal(check_at(s, X86_64, 1, 7), 0);
	for (uint32_t nr = 2; nr < 12; nr++)
		assert_int_equal(check_at(s, X86_64, nr, 0), 1);
	assert_int_equal(check_at(s, X86_64, 0x40000005, 0), 1);
	assert_int_equal(check_at(s, X86_64, 0x40000004, 0), 1);
	assert_int_equal(check_at(s, X86_64, 0xfffffff0, 0), 1);
	assert_int_equal(check_at(s, X86_64, 0x80000000, 0), 1);
	assert_int_equal(check_at(s, I386, 5, 0), 1);
	assert_int_equal(check_at(s, I386, 0xffffffff, 0), 1);
	assert_int_equal(check_at(s, 0x12345678, 5, 0), 0);	/* no such arch */
	seccache_stack_free(s);
}

/* Pushing or pinning drops the tables; prepare again. */
static void test_tables_dropped(void **state)
{
	static const struct seccache_insn errno1[] = { S(BPF_RET | BPF_K, ERRNO(1)) };
	struct seccache_stack *s = check_stack();

	(void)state;
	test_push(s, prog, ARRAY_SIZE(prog));
	assert_int_equal(seccache_stack_prepare(s, NULL), 0);
	test_push(s, errno1, 1);
	assert_int_equal(check_at(s, X86_64, 0, 0), 0);
	assert_int_equal(seccache_stack_prepare(s, NULL), 0);
	assert_int_equal(check_at(s, X86_64, 0, 0), 1);
	assert_int_equal(seccache_stack_pin(s, check_x86_64(), NULL), 0);
	assert_int_equal(check_at(s, I386, 0, 0), 0);
	assert_int_equal(seccache_stack_prepare(s, NULL), 0);
	assert_int_equal(check_at(s, I386, 0, 0), 1);
	assert_int_equal(check_at(s, X86_64, 0x40000000, 0), 1);
	assert_int_equal(check_at(s, 0x12345678, 0, 0), 0);
	seccache_stack_free(s);
}

/*
 * Dense windows hold each value itself; the tail names at most 255
 * distinct values, and numbers past that run the filters.
 */
static void test_dictionary_overflow(void **state)
{
	static const struct seccache_insn many[] = {
		S(LD_ABS, OFF_NR),
		S(BPF_ALU | BPF_AND | BPF_K, 0x3ff),
		S(BPF_ALU | BPF_OR | BPF_K, SECCACHE_RET_ERRNO),
		S(BPF_RET | BPF_A, 0),
	};
	/* One value per 64K block of numbers: all of them in the tail. */
	static const struct seccache_insn blocks[] = {
		S(LD_ABS, OFF_NR),
		S(BPF_ALU | BPF_RSH | BPF_K, 16),
		S(BPF_ALU | BPF_OR | BPF_K, SECCACHE_RET_ERRNO),
		S(BPF_RET | BPF_A, 0),
	};
	struct seccache_stack *s = check_stack();
	unsigned int hits = 0;

	(void)state;
	test_push(s, many, ARRAY_SIZE(many));
	assert_int_equal(seccache_stack_prepare(s, NULL), 0);
	for (uint32_t nr = 0; nr < 3000; nr++)
		hits += check_at(s, X86_64, nr, 0);
	assert_int_equal(hits, 3000);
	seccache_stack_free(s);

	s = check_stack();
	hits = 0;
	test_push(s, blocks, ARRAY_SIZE(blocks));
	assert_int_equal(seccache_stack_prepare(s, NULL), 0);
	for (uint32_t block = 0; block < 1000; block++)
		hits += check_at(s, X86_64, block << 16 | 7, 0);
	printf("dictionary overflow: %u of 1000 tail blocks from the table\n", hits);
	assert_true(hits >= 254);
	assert_true(hits < 1000);
	seccache_stack_free(s);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_fast_path),
		cmocka_unit_test(test_tables_dropped),
		cmocka_unit_test(test_dictionary_overflow),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
