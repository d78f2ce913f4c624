/* SPDX-License-Identifier: MIT */
/* test_core.c - validation rules, interpreter semantics, action names, reading files. */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>
#include <linux/filter.h>

#include "seccache.h"
#include "testutil.h"

#define RET_ALLOW S(BPF_RET | BPF_K, SECCACHE_RET_ALLOW)

static void expect_invalid(const struct seccache_insn *p, size_t len,
			   int insn, const char *words)
{
	struct seccache_error err = { 0 };

	assert_int_equal(seccache_validate(p, len, &err), -EINVAL);
	assert_int_equal(err.code, -EINVAL);
	assert_int_equal(err.insn, insn);
	assert_non_null(strstr(err.msg, words));
}

static void expect_valid(const struct seccache_insn *p, size_t len)
{
	struct seccache_error err = { 0 };
	int ret = seccache_validate(p, len, &err);

	if (ret)
		fail_msg("refused: %s", err.msg);
}

static void test_length(void **state)
{
	static struct seccache_insn big[SECCACHE_MAXINSNS + 1];
	struct seccache_insn one[] = { RET_ALLOW };

	(void)state;
	expect_invalid(one, 0, -1, "length 0");
	for (size_t i = 0; i < SECCACHE_MAXINSNS + 1; i++)
		big[i] = (struct seccache_insn)RET_ALLOW;
	expect_valid(big, SECCACHE_MAXINSNS);
	expect_invalid(big, SECCACHE_MAXINSNS + 1, -1, "length 4097");
	expect_valid(one, 1);
}

static void test_classic_rules(void **state)
{
	struct seccache_insn divk[] = { S(BPF_ALU | BPF_DIV | BPF_K, 0), RET_ALLOW };
	struct seccache_insn modk[] = { S(BPF_ALU | BPF_MOD | BPF_K, 0), RET_ALLOW };
	struct seccache_insn lsh[] = { S(BPF_ALU | BPF_LSH | BPF_K, 32), RET_ALLOW };
	struct seccache_insn rsh31[] = { S(BPF_ALU | BPF_RSH | BPF_K, 31), RET_ALLOW };
	struct seccache_insn st16[] = { S(BPF_ST, 16), RET_ALLOW };
	struct seccache_insn ja[] = { S(BPF_JMP | BPF_JA, 1), RET_ALLOW };
	struct seccache_insn ja0[] = { S(BPF_JMP | BPF_JA, 0), RET_ALLOW };
	struct seccache_insn jeq[] = { J(BPF_JMP | BPF_JEQ | BPF_K, 1, 0, 1), RET_ALLOW };
	struct seccache_insn noret[] = { RET_ALLOW, S(BPF_LD | BPF_W | BPF_ABS, 0) };
	struct seccache_insn bad[] = { S(0xff, 0), RET_ALLOW };
	struct seccache_insn big_code[] = { S(0x1006, 0), RET_ALLOW };

	(void)state;
	expect_invalid(divk, 2, 0, "division by constant zero");
	expect_invalid(modk, 2, 0, "division by constant zero");
	expect_invalid(lsh, 2, 0, "shift by 32");
	expect_valid(rsh31, 2);
	expect_invalid(st16, 2, 0, "M[16]");
	expect_invalid(ja, 2, 0, "past the end");
	expect_valid(ja0, 2);
	expect_invalid(jeq, 2, 0, "past the end");
	expect_invalid(noret, 2, 1, "last instruction");
	expect_invalid(bad, 2, 0, "unknown opcode 0x00ff");
	/* RET with stray bits outside class and rval is not RET. */
	expect_invalid(big_code, 2, 0, "unknown opcode 0x1006");
}

static void test_scratch_rules(void **state)
{
	struct seccache_insn unwritten[] = { S(BPF_LD | BPF_MEM, 3), RET_ALLOW };
	struct seccache_insn written[] = {
		S(BPF_ST, 3), S(BPF_LD | BPF_MEM, 3), S(BPF_RET | BPF_A, 0),
	};
	/* Written on one path only: the join loses it. */
	struct seccache_insn one_path[] = {
		J(BPF_JMP | BPF_JEQ | BPF_K, 0, 0, 1),
		S(BPF_ST, 2),
		S(BPF_LDX | BPF_MEM, 2),
		RET_ALLOW,
	};
	/* Written on both paths. */
	struct seccache_insn both_paths[] = {
		S(BPF_STX, 2),
		J(BPF_JMP | BPF_JEQ | BPF_K, 0, 0, 1),
		S(BPF_ST, 5),
		S(BPF_LDX | BPF_MEM, 2),
		RET_ALLOW,
	};
	/*
	 * The kernel's scan lets unreachable code inherit what was valid
	 * before it, even across a ret: this one is accepted.
	 */
	struct seccache_insn after_ret[] = {
		S(BPF_ST, 1), RET_ALLOW, S(BPF_LD | BPF_MEM, 1), RET_ALLOW,
	};

	(void)state;
	expect_invalid(unwritten, 2, 0, "M[3]");
	expect_valid(written, 3);
	expect_invalid(one_path, 4, 2, "M[2]");
	expect_valid(both_paths, 5);
	expect_valid(after_ret, 4);
}

static void test_seccomp_rules(void **state)
{
	struct seccache_insn unaligned[] = { S(BPF_LD | BPF_W | BPF_ABS, 2), RET_ALLOW };
	struct seccache_insn past[] = { S(BPF_LD | BPF_W | BPF_ABS, 64), RET_ALLOW };
	struct seccache_insn last[] = { S(BPF_LD | BPF_W | BPF_ABS, 60), RET_ALLOW };
	struct seccache_insn half[] = { S(BPF_LD | BPF_H | BPF_ABS, 0), RET_ALLOW };
	struct seccache_insn ind[] = { S(BPF_LD | BPF_W | BPF_IND, 0), RET_ALLOW };
	struct seccache_insn msh[] = { S(BPF_LDX | BPF_B | BPF_MSH, 0), RET_ALLOW };
	struct seccache_insn mod[] = { S(BPF_ALU | BPF_MOD | BPF_K, 3), RET_ALLOW };
	struct seccache_insn len[] = {
		S(BPF_LD | BPF_W | BPF_LEN, 0), S(BPF_LDX | BPF_W | BPF_LEN, 0), RET_ALLOW,
	};
	struct seccache_insn anc[] = { S(BPF_LD | BPF_W | BPF_ABS, 0xfffff000), RET_ALLOW };

	(void)state;
	expect_invalid(unaligned, 2, 0, "offset 2");
	expect_invalid(past, 2, 0, "offset 64");
	expect_valid(last, 2);
	expect_invalid(half, 2, 0, "seccomp refuses");
	expect_invalid(ind, 2, 0, "seccomp refuses");
	expect_invalid(msh, 2, 0, "seccomp refuses");
	expect_invalid(mod, 2, 0, "seccomp refuses");
	expect_valid(len, 3);
	expect_invalid(anc, 2, 0, "offset 4294963200");
}

static uint32_t run(const struct seccache_insn *p, size_t len,
		    const struct seccache_data *d)
{
	struct seccache_filter *f = NULL;
	struct seccache_error err = { 0 };
	uint32_t ret;

	if (seccache_filter_new(p, len, &f, &err))
		fail_msg("refused: %s", err.msg);
	ret = seccache_filter_run(f, d);
	seccache_filter_free(f);
	return ret;
}

static void test_interp_loads(void **state)
{
	struct seccache_data d = {
		.nr = 59, .arch = 0xc000003e, .instruction_pointer = 0x1122334455667788ULL,
		.args = { 0xaaaabbbbccccddddULL, 7 },
	};
	struct seccache_insn nr[] = { S(BPF_LD | BPF_W | BPF_ABS, 0), S(BPF_RET | BPF_A, 0) };
	struct seccache_insn arch[] = { S(BPF_LD | BPF_W | BPF_ABS, 4), S(BPF_RET | BPF_A, 0) };
	struct seccache_insn ip_lo[] = { S(BPF_LD | BPF_W | BPF_ABS, 8), S(BPF_RET | BPF_A, 0) };
	struct seccache_insn a0_hi[] = { S(BPF_LD | BPF_W | BPF_ABS, 20), S(BPF_RET | BPF_A, 0) };
	struct seccache_insn len[] = { S(BPF_LDX | BPF_W | BPF_LEN, 0), S(BPF_MISC | BPF_TXA, 0),
				       S(BPF_RET | BPF_A, 0) };

	(void)state;
	assert_int_equal(run(nr, 2, &d), 59);
	assert_int_equal(run(arch, 2, &d), 0xc000003e);
	assert_int_equal(run(ip_lo, 2, &d), 0x55667788);
	assert_int_equal(run(a0_hi, 2, &d), 0xaaaabbbb);
	assert_int_equal(run(len, 3, &d), 64);
}

static void test_interp_alu(void **state)
{
	struct seccache_data d = { .nr = 7 };
	struct seccache_insn wrap[] = {
		S(BPF_LD | BPF_IMM, 0xffffffff), S(BPF_ALU | BPF_ADD | BPF_K, 2),
		S(BPF_RET | BPF_A, 0),
	};
	struct seccache_insn mul[] = {
		S(BPF_LD | BPF_IMM, 0x10000), S(BPF_ALU | BPF_MUL | BPF_K, 0x10001),
		S(BPF_RET | BPF_A, 0),
	};
	struct seccache_insn neg[] = {
		S(BPF_LD | BPF_IMM, 1), S(BPF_ALU | BPF_NEG, 0), S(BPF_RET | BPF_A, 0),
	};
	/* Division by X == 0 ends the program with 0 (KILL_THREAD). */
	struct seccache_insn divx0[] = {
		S(BPF_LD | BPF_IMM, 100), S(BPF_ALU | BPF_DIV | BPF_X, 0),
		S(BPF_RET | BPF_K, SECCACHE_RET_ALLOW),
	};
	struct seccache_insn divx[] = {
		S(BPF_LDX | BPF_IMM, 7), S(BPF_LD | BPF_IMM, 100),
		S(BPF_ALU | BPF_DIV | BPF_X, 0), S(BPF_RET | BPF_A, 0),
	};
	/* Shift by X uses X & 31. */
	struct seccache_insn lshx[] = {
		S(BPF_LDX | BPF_IMM, 33), S(BPF_LD | BPF_IMM, 1),
		S(BPF_ALU | BPF_LSH | BPF_X, 0), S(BPF_RET | BPF_A, 0),
	};
	struct seccache_insn scratch[] = {
		S(BPF_LD | BPF_W | BPF_ABS, 0), S(BPF_ST, 15), S(BPF_LD | BPF_IMM, 0),
		S(BPF_LDX | BPF_MEM, 15), S(BPF_MISC | BPF_TXA, 0), S(BPF_RET | BPF_A, 0),
	};

	(void)state;
	assert_int_equal(run(wrap, 3, &d), 1);
	assert_int_equal(run(mul, 3, &d), 0x10000);
	assert_int_equal(run(neg, 3, &d), 0xffffffff);
	assert_int_equal(run(divx0, 3, &d), SECCACHE_RET_KILL_THREAD);
	assert_int_equal(run(divx, 4, &d), 14);
	assert_int_equal(run(lshx, 4, &d), 2);
	assert_int_equal(run(scratch, 6, &d), 7);
}

static void test_interp_jumps(void **state)
{
	struct seccache_insn p[] = {
		S(BPF_LD | BPF_W | BPF_ABS, 0),
		J(BPF_JMP | BPF_JGT | BPF_K, 100, 3, 0),
		J(BPF_JMP | BPF_JSET | BPF_K, 1, 0, 1),
		S(BPF_RET | BPF_K, SECCACHE_RET_ERRNO | 1),
		S(BPF_RET | BPF_K, SECCACHE_RET_ALLOW),
		S(BPF_RET | BPF_K, SECCACHE_RET_KILL_PROCESS),
	};
	struct seccache_data d = { 0 };

	(void)state;
	d.nr = 3;
	assert_int_equal(run(p, 6, &d), SECCACHE_RET_ERRNO | 1);
	d.nr = 4;
	assert_int_equal(run(p, 6, &d), SECCACHE_RET_ALLOW);
	d.nr = 101;
	assert_int_equal(run(p, 6, &d), SECCACHE_RET_KILL_PROCESS);
	/* Unsigned: 0x80000000 > 100. */
	d.nr = 0x80000000;
	assert_int_equal(run(p, 6, &d), SECCACHE_RET_KILL_PROCESS);
}

static void test_actions(void **state)
{
	struct seccache_error err = { 0 };
	char buf[32];
	uint32_t v;

	(void)state;
	seccache_action_format(SECCACHE_RET_ERRNO | 1, buf, sizeof(buf));
	assert_string_equal(buf, "ERRNO(1)");
	seccache_action_format(SECCACHE_RET_TRAP | 5, buf, sizeof(buf));
	assert_string_equal(buf, "TRAP(5)");
	seccache_action_format(SECCACHE_RET_ALLOW | 5, buf, sizeof(buf));
	assert_string_equal(buf, "ALLOW");
	seccache_action_format(0x7ffe0000, buf, sizeof(buf));
	assert_string_equal(buf, "KILL_PROCESS");
	assert_false(seccache_action_known(0x7ffe0000));
	assert_int_equal(seccache_action_effective(0x7ffe0000), SECCACHE_RET_KILL_PROCESS);
	assert_int_equal(seccache_action_effective(SECCACHE_RET_TRACE | 3),
			 SECCACHE_RET_TRACE | 3);
	/* Colours by effect: an unknown action kills, red. */
	assert_string_equal(seccache_action_color(SECCACHE_RET_ALLOW), "\033[32m");
	assert_string_equal(seccache_action_color(SECCACHE_RET_KILL_THREAD), "\033[31m");
	assert_string_equal(seccache_action_color(0x7ffe0000), "\033[31m");
	assert_string_equal(seccache_action_color(SECCACHE_RET_ERRNO | 1), "\033[33m");
	assert_true(seccache_action_beats(SECCACHE_RET_KILL_PROCESS, SECCACHE_RET_KILL_THREAD));
	assert_true(seccache_action_beats(0xffff0000, SECCACHE_RET_KILL_THREAD));
	assert_false(seccache_action_beats(SECCACHE_RET_ERRNO | 9, SECCACHE_RET_ERRNO | 1));
	assert_true(seccache_action_beats(SECCACHE_RET_TRAP, SECCACHE_RET_ERRNO));
	assert_int_equal(seccache_action_parse("SCMP_ACT_ERRNO(0x10)", &v, NULL), 0);
	assert_int_equal(v, SECCACHE_RET_ERRNO | 16);
	assert_int_equal(seccache_action_parse("kill", &v, NULL), 0);
	assert_int_equal(v, SECCACHE_RET_KILL_THREAD);
	assert_int_equal(seccache_action_parse("SECCOMP_RET_KILL_PROCESS", &v, NULL), 0);
	assert_int_equal(v, SECCACHE_RET_KILL_PROCESS);
	assert_int_equal(seccache_action_parse("0x7fff0000", &v, NULL), 0);
	assert_int_equal(v, SECCACHE_RET_ALLOW);
	assert_int_equal(seccache_action_parse("ERRNO(65536)", &v, NULL), -EINVAL);
	assert_int_equal(seccache_action_parse("ALLOWED", &v, &err), -EINVAL);
	assert_int_equal(err.code, -EINVAL);
	assert_non_null(strstr(err.msg, "ALLOWED"));
	assert_int_equal(seccache_action_parse("ERRNO(1", &v, NULL), -EINVAL);
}

/*
 * Errno names: EPERM to ERANGE for any ABI; the rest of
 * asm-generic/errno.h where the ABI follows it, none on MIPS and PA-RISC
 * (ENOSYS is 89 and 251 there), and asm stays arch-free: ERRNO(ENOSYS)
 * is no action.
 */
static void test_errno_names(void **state)
{
	const struct seccache_arch *x86_64 = seccache_arch_lookup("x86_64");
	uint32_t v;

	(void)state;
	assert_string_equal(seccache_errno_name(NULL, 1), "EPERM");
	assert_string_equal(seccache_errno_name(seccache_arch_lookup("mips"), 34), "ERANGE");
	assert_null(seccache_errno_name(NULL, 0));
	assert_null(seccache_errno_name(NULL, 38));
	assert_string_equal(seccache_errno_name(x86_64, 38), "ENOSYS");
	assert_string_equal(seccache_errno_name(seccache_arch_lookup("x32"), 35), "EDEADLK");
	assert_string_equal(seccache_errno_name(seccache_arch_lookup("aarch64"), 133),
			    "EHWPOISON");
	assert_string_equal(seccache_errno_name(seccache_arch_lookup("ppc64le"), 95),
			    "EOPNOTSUPP");
	assert_null(seccache_errno_name(x86_64, 41));
	assert_null(seccache_errno_name(x86_64, 134));
	assert_null(seccache_errno_name(seccache_arch_lookup("mips64n32"), 38));
	assert_null(seccache_errno_name(seccache_arch_lookup("parisc"), 38));
	assert_int_equal(seccache_action_parse("ERRNO(ENOSYS)", &v, NULL), -EINVAL);
}

/* The library a program runs with is the one its header describes. */
/* The bounded reader: the whole file, NUL-terminated, or the reason. */
static void test_read_file(void **state)
{
	struct seccache_error err = { 0 };
	char path[] = "/tmp/seccache-read-XXXXXX";
	char *data = NULL;
	size_t size = 0;
	int fd = mkstemp(path);

	(void)state;
	assert_true(fd >= 0);
	assert_int_equal(write(fd, "ret #0\n", 7), 7);
	close(fd);
	assert_int_equal(seccache_read_file(path, 7, &data, &size, &err), 0);
	assert_int_equal(size, 7);
	assert_string_equal(data, "ret #0\n");
	free(data);
	assert_int_equal(seccache_read_file(path, 6, &data, &size, &err), -EFBIG);
	assert_non_null(strstr(err.msg, "larger than 6 bytes"));
	unlink(path);
	assert_int_equal(seccache_read_file(path, 7, &data, &size, &err), -ENOENT);
	assert_int_equal(err.code, -ENOENT);
	assert_non_null(strstr(err.msg, path));
	/* A file without end is cut off, not read into memory. */
	assert_int_equal(seccache_read_file("/dev/zero", 1 << 20, &data, &size, NULL), -EFBIG);
}

static void test_version(void **state)
{
	(void)state;
	assert_string_equal(seccache_version(), SECCACHE_VERSION);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_length),
		cmocka_unit_test(test_classic_rules),
		cmocka_unit_test(test_scratch_rules),
		cmocka_unit_test(test_seccomp_rules),
		cmocka_unit_test(test_interp_loads),
		cmocka_unit_test(test_interp_alu),
		cmocka_unit_test(test_interp_jumps),
		cmocka_unit_test(test_actions),
		cmocka_unit_test(test_errno_names),
		cmocka_unit_test(test_read_file),
		cmocka_unit_test(test_version),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
