/* SPDX-License-Identifier: MIT */
/*
 * test_asm.c - the assembler and disassembler: golden files, exact round
 * trips of random and libseccomp programs, errors with line numbers,
 * listings, and garbage text.
 */
#include <errno.h>
#include <seccomp.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include <linux/filter.h>

#include "seccache.h"
#include "asmcheck.h"
#include "testutil.h"

/* seccache_disasm()'s text for p, which must come. */
static char *disasm(const struct seccache_insn *p, size_t len)
{
	char *text = NULL;

	assert_int_equal(seccache_disasm(p, len, &text, NULL), 0);
	return text;
}

/* asm(disasm(p)) == p, byte for byte. */
static void check_round_trip(const struct seccache_insn *p, size_t len)
{
	struct seccache_error err = { 0 };
	struct seccache_insn *back = NULL;
	char *text = disasm(p, len);
	size_t n = 0;

	assert_non_null(text);
	if (seccache_asm(text, &back, &n, &err))
		fail_msg("line %d: %s in\n%s", err.line, err.msg, text);
	if (n != len || memcmp(back, p, len * sizeof(*p)))
		fail_msg("round trip differs:\n%s", text);
	free(back);
	free(text);
}

/* The canonical text reads in and prints out identically. */
static void check_golden(const char *name)
{
	char *text = read_data(name);
	size_t len;
	struct seccache_insn *insns = assemble(text, &len);
	char *again = disasm(insns, len);

	assert_non_null(again);
	assert_string_equal(again, text);
	free(again);
	free(insns);
	free(text);
}

/* seccache_disasm_insn() gives each instruction line of seccache_disasm(). */
static void test_disasm_insn(void **state)
{
	char *text = read_data("every_form.s"), *line, *save = NULL;
	size_t len, pc = 0;
	struct seccache_insn *insns = assemble(text, &len);
	struct seccache_error err = { 0 };
	char buf[128], tiny[4];

	(void)state;
	for (line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		if (*line != '\t')
			continue;
		assert_in_range(seccache_disasm_insn(insns, len, pc, buf, sizeof(buf), NULL),
				1, sizeof(buf) - 1);
		assert_string_equal(buf, line + 1);
		pc++;
	}
	assert_int_equal(pc, len);
	/* Like snprintf: the whole length, and a cut but terminated text. */
	assert_int_equal(seccache_disasm_insn(insns, len, 0, tiny, sizeof(tiny), NULL),
			 seccache_disasm_insn(insns, len, 0, buf, sizeof(buf), NULL));
	assert_int_equal(strlen(tiny), sizeof(tiny) - 1);
	assert_int_equal(seccache_disasm_insn(insns, len, len, buf, sizeof(buf), &err),
			 -EINVAL);
	assert_int_equal(err.code, -EINVAL);
	free(insns);
	free(text);
}

static void test_golden_execve(void **state)
{
	static const struct seccache_insn want[] = {
		S(BPF_LD | BPF_W | BPF_ABS, 4),
		J(BPF_JMP | BPF_JEQ | BPF_K, 0xc000003e, 0, 4),
		S(BPF_LD | BPF_W | BPF_ABS, 0),
		J(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 2, 0),
		J(BPF_JMP | BPF_JEQ | BPF_K, 59, 2, 0),
		S(BPF_RET | BPF_K, SECCACHE_RET_ALLOW),
		S(BPF_RET | BPF_K, SECCACHE_RET_KILL_PROCESS),
		S(BPF_RET | BPF_K, SECCACHE_RET_ERRNO | 1),
	};
	char *text = read_data("x86_64_execve.s");
	size_t len;
	struct seccache_insn *insns = assemble(text, &len);

	(void)state;
	assert_int_equal(len, sizeof(want) / sizeof(want[0]));
	assert_memory_equal(insns, want, sizeof(want));
	free(insns);
	free(text);
	check_golden("x86_64_execve.s");
}

static void test_golden_every_form(void **state)
{
	char *text = read_data("every_form.s");
	size_t len;
	struct seccache_insn *p = assemble(text, &len);

	(void)state;
	assert_int_equal(len, 45);
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	assert_int_equal(p[1].k, 20);			/* args[0].hi */
#endif
	assert_int_equal(p[12].code, BPF_LDX | BPF_B | BPF_MSH);
	assert_int_equal(p[12].k, 14);
	assert_int_equal(p[28].k, 4);			/* ja L33 */
	assert_int_equal(p[30].jf, 1);
	assert_int_equal(p[36].k, SECCACHE_RET_TRAP | 5);
	assert_int_equal(p[43].jt, 1);
	assert_int_equal(p[44].code, 0xffff);
	free(p);
	free(text);
	check_golden("every_form.s");
}

static void test_syntax_variants(void **state)
{
	static const char text[] =
		"start: ld [ NR ]   ; comment\n"
		"\tJEQ #0x3b , yes // another\n"
		"ldx 4*([0x0e]&0xF)\n"
		"ld #len\n"
		"ld [x]\n"
		"jmp yes\n"
		"yes: no: ret errno(0x10)\n"
		"\n";
	static const struct seccache_insn want[] = {
		S(BPF_LD | BPF_W | BPF_ABS, 0),
		J(BPF_JMP | BPF_JEQ | BPF_K, 59, 4, 0),
		S(BPF_LDX | BPF_B | BPF_MSH, 14),
		S(BPF_LD | BPF_W | BPF_LEN, 0),
		S(BPF_LD | BPF_W | BPF_IND, 0),
		S(BPF_JMP | BPF_JA, 0),
		S(BPF_RET | BPF_K, SECCACHE_RET_ERRNO | 16),
	};
	size_t len;
	struct seccache_insn *p = assemble(text, &len);

	(void)state;
	assert_int_equal(len, sizeof(want) / sizeof(want[0]));
	assert_memory_equal(p, want, sizeof(want));
	free(p);
}

/* Programs whose canonical text must fall back to .insn. */
static void test_raw_fallback(void **state)
{
	static const struct seccache_insn odd[][2] = {
		{ J(BPF_JMP | BPF_JEQ | BPF_K, 1, 5, 0), S(BPF_RET | BPF_K, 0) },
		{ S(BPF_JMP | BPF_JA, 0xffffffff), S(BPF_RET | BPF_K, 0) },
		{ J(BPF_RET | BPF_K, 0, 1, 1), S(BPF_RET | BPF_K, 0) },
		{ S(BPF_MISC | BPF_TAX, 7), S(BPF_RET | BPF_A, 9) },
		{ J(BPF_JMP | BPF_JEQ | BPF_X, 3, 0, 0), S(0xbeef, 0) },
		{ S(BPF_LD | BPF_H | BPF_IMM, 1), S(BPF_LDX | BPF_W | BPF_MSH, 1) },
	};

	(void)state;
	for (size_t i = 0; i < sizeof(odd) / sizeof(odd[0]); i++) {
		char *text = disasm(odd[i], 2);

		assert_non_null(strstr(text, ".insn"));
		free(text);
		check_round_trip(odd[i], 2);
	}
}

static void test_random_round_trip(void **state)
{
	struct seccache_insn p[64];

	(void)state;
	for (int i = 0; i < 100000; i++) {
		size_t len = 1 + random_u32() % 64;

		for (size_t j = 0; j < len; j++)
			random_insn(&p[j], len);
		check_round_trip(p, len);
	}
}

static void test_scmp_round_trip(void **state)
{
	scmp_filter_ctx ctx = test_scmp_new(SCMP_ACT_KILL_PROCESS, true);
	struct seccache_filter *f;
	char *text;

	(void)state;
	if (!ctx) {
		/* libseccomp probes seccomp(2), which valgrind does not know. */
		print_message("skipped: seccomp_init failed (no seccomp(2) here)\n");
		skip();
	}
	TEST_RULE(ctx, SCMP_ACT_ALLOW, read, 0);
	TEST_RULE(ctx, SCMP_ACT_ERRNO(13), openat, 1, SCMP_A2(SCMP_CMP_MASKED_EQ, 3, 1));
	TEST_RULE(ctx, SCMP_ACT_TRACE(7), mmap, 2, SCMP_A0(SCMP_CMP_GT, 0x100000000ULL, 0),
		  SCMP_A3(SCMP_CMP_NE, 5, 0));
	TEST_RULE(ctx, SCMP_ACT_LOG, getpid, 0);
	f = test_scmp_filter(ctx);
	check_round_trip(seccache_filter_insns(f), seccache_filter_len(f));
	text = disasm(seccache_filter_insns(f), seccache_filter_len(f));
	/* libseccomp's programs are valid: no raw fallback needed. */
	assert_null(strstr(text, ".insn"));
	assert_non_null(strstr(text, "ld [arch]"));
	assert_non_null(strstr(text, "ERRNO(EACCES)"));
	free(text);
	seccache_filter_free(f);
}

static void expect_error(const char *text, int line, const char *words)
{
	struct seccache_error err = { 0 };
	struct seccache_insn *p = NULL;
	size_t len = 0;

	if (seccache_asm(text, &p, &len, &err) != -EINVAL)
		fail_msg("accepted: %s", text);
	assert_null(p);
	assert_int_equal(err.code, -EINVAL);
	if (err.line != line || !strstr(err.msg, words))
		fail_msg("%s: line %d '%s', expected line %d '%s'", text,
			 err.line, err.msg, line, words);
}

static void test_errors(void **state)
{
	(void)state;
	expect_error("ld [nr]\nfrob #1\n", 2, "unknown mnemonic");
	expect_error("ld [nr]\n\nld [nope]\n", 3, "bad operand");
	expect_error("jeq #1, L1, L2\nL1: ret #0\n", 1, "undefined label");
	expect_error("L0: ld [nr]\njeq #1, L0\nret #0\n", 2, "backwards");
	expect_error("ja L0\nL0: ret #0\nL0: ret #0\n", 3, "already defined");
	expect_error("ret #0x100000000\n", 1, "bad operand");
	expect_error("ret ERRNO(70000)\n", 1, "bad operand");
	expect_error("ld M[]\n", 1, "bad operand");
	expect_error("tax x\n", 1, "bad operand");
	expect_error(".insn 0x10000, 0, 0, 0\n", 1, "16 bits");
	expect_error(".insn 1, 2, 3\n", 1, ".insn needs");
	expect_error(".insn 1, 2, 3, z\n", 1, "bad number");
	expect_error("1abel: ret #0\n", 1, "bad label");
	expect_error("; nothing\n\n", 2, "no instructions");
	expect_error("", 1, "no instructions");
}

/* first, then 256 returns, then the label "far". */
static char *far_text(const char *first)
{
	char *text = malloc(256 * 12 + 64), *p = text;

	assert_non_null(text);
	p += sprintf(p, "%s\n", first);
	for (int i = 0; i < 256; i++)
		p += sprintf(p, "ret #%d\n", i);
	sprintf(p, "far: ret #0\n");
	return text;
}

static void test_far_jump(void **state)
{
	char *text = far_text("jeq #1, far");
	struct seccache_insn *insns;
	size_t len;

	(void)state;
	/* jt has 8 bits: the jump goes through a ja hop right after it. */
	insns = assemble(text, &len);
	assert_int_equal(len, 259);
	assert_int_equal(insns[0].jt, 0);
	assert_int_equal(insns[0].jf, 1);
	assert_int_equal(insns[1].code, BPF_JMP | BPF_JA);
	assert_int_equal(insns[1].k, 256);
	free(insns);
	free(text);
	/* Both sides far: a hop each, the false side's first. */
	text = far_text("jeq #1, far, far");
	insns = assemble(text, &len);
	assert_int_equal(len, 260);
	assert_int_equal(insns[0].jt, 1);
	assert_int_equal(insns[0].jf, 0);
	assert_int_equal(insns[1].k, 257);
	assert_int_equal(insns[2].k, 256);
	free(insns);
	free(text);
	/* ja has 32 bits of offset. */
	text = far_text("ja far");
	insns = assemble(text, &len);
	assert_int_equal(insns[0].k, 256);
	free(insns);
	free(text);
}

static void test_filter_from_asm(void **state)
{
	struct seccache_filter *f = NULL;
	struct seccache_error err = { 0 };
	char *text = read_data("x86_64_execve.s");

	(void)state;
	assert_int_equal(seccache_filter_from_asm(text, &f, &err), 0);
	assert_int_equal(seccache_filter_len(f), 8);
	seccache_filter_free(f);
	free(text);
	assert_int_equal(seccache_filter_from_asm("bogus\n", &f, &err), -EINVAL);
	assert_int_equal(err.line, 1);
	/*
	 * Assembles, but the kernel would refuse it: no return at the end.
	 * The reason is about an instruction, no longer about line 1.
	 */
	assert_int_equal(seccache_filter_from_asm("ld [nr]\n", &f, &err), -EINVAL);
	assert_int_equal(err.line, 0);
	assert_int_equal(err.insn, 0);
}

/* What 'seccache disasm a.bpf b.bpf' prints: a stack of two filters. */
static const char two_filters[] =
	"; filter 0 of 2 (a.bpf; 0 is the oldest)\n"	/* 1 */
	"\tld [nr]\n"					/* 2 */
	"\tjeq #2, L3\n"				/* 3 */
	"\tret ALLOW\n"					/* 4 */
	"L3:\n"						/* 5 */
	"\tret ERRNO(1)\n"				/* 6 */
	"\n"						/* 7 */
	"; filter 1 of 2 (b.bpf; 0 is the oldest)\n"	/* 8 */
	"\tld [nr]\n"					/* 9 */
	"\tjeq #59, L3\n"				/* 10 */
	"\tret ALLOW\n"					/* 11 */
	"L3:\n"						/* 12 */
	"\tret KILL_PROCESS\n";				/* 13 */

/*
 * One program of a listing of two filters would run the first only (the
 * second dead after its returns): refused, naming the second's line, with
 * disasm's labels (f0_, f1_: one program assembled before) or optimize's.
 */
static void test_listing_refused(void **state)
{
	static const char prefixed[] =
		"; filter 0 of 2 (a.bpf; 0 is the oldest)\n"
		"\tld [nr]\n\tjeq #2, f0_L3\n\tret ALLOW\nf0_L3:\n\tret ERRNO(1)\n\n"
		"; filter 1 of 2 (b.bpf; 0 is the oldest)\n"
		"\tld [nr]\n\tjeq #59, f1_L3\n\tret ALLOW\nf1_L3:\n\tret KILL_PROCESS\n";
	struct seccache_error err = { 0 };
	struct seccache_filter *f = NULL;
	struct seccache_insn *p = NULL;
	size_t len = 0;

	(void)state;
	assert_int_equal(seccache_asm(prefixed, &p, &len, &err), -EINVAL);
	assert_int_equal(err.line, 8);
	assert_non_null(strstr(err.msg, "2 filters"));
	assert_null(p);
	assert_int_equal(seccache_filter_from_asm(prefixed, &f, &err), -EINVAL);
	assert_null(f);
	assert_int_equal(seccache_asm(two_filters, &p, &len, &err), -EINVAL);
	assert_int_equal(err.line, 8);
	/* A listing of one filter, marked or not, is one program. */
	assert_int_equal(seccache_asm("; filter 0 of 1\n\tret ALLOW\n", &p, &len, &err), 0);
	assert_int_equal(len, 1);
	free(p);
}

static void test_listing_split(void **state)
{
	struct seccache_error err = { 0 };
	struct seccache_insn *p = NULL;
	size_t n = 0, len = 0;
	char *bad;

	(void)state;
	assert_int_equal(seccache_asm_count(two_filters, &n, &err), 0);
	assert_int_equal(n, 2);
	assert_int_equal(seccache_asm_count("\tret ALLOW\n", &n, &err), 0);
	assert_int_equal(n, 1);
	/* Each filter alone, its labels its own. */
	assert_int_equal(seccache_asm_nth(two_filters, 0, &p, &len, &err), 0);
	assert_int_equal(len, 4);
	assert_int_equal(p[1].k, 2);
	assert_int_equal(p[1].jt, 1);
	assert_int_equal(p[3].k, SECCACHE_RET_ERRNO | 1);
	free(p);
	assert_int_equal(seccache_asm_nth(two_filters, 1, &p, &len, &err), 0);
	assert_int_equal(len, 4);
	assert_int_equal(p[1].k, 59);
	assert_int_equal(p[3].k, SECCACHE_RET_KILL_PROCESS);
	free(p);
	assert_int_equal(seccache_asm_nth(two_filters, 2, &p, &len, &err), -EINVAL);
	/* Errors name the line of the whole text. */
	bad = strdup(two_filters);
	memcpy(strstr(bad, "\tjeq #59"), "\tjqq #59", 8);
	assert_int_equal(seccache_asm_nth(bad, 1, &p, &len, &err), -EINVAL);
	assert_int_equal(err.line, 10);
	free(bad);
	/* Marker lines that make no stack. */
	assert_int_equal(seccache_asm_count("; filter 0 of 2\nret ALLOW\n; filter 2 of 2\n"
					    "ret ALLOW\n", &n, &err), -EINVAL);
	assert_int_equal(err.line, 3);
	assert_int_equal(seccache_asm_count("; filter 0 of 3\nret ALLOW\n; filter 1 of 3\n"
					    "ret ALLOW\n", &n, &err), -EINVAL);
	assert_int_equal(err.line, 3);
	assert_int_equal(seccache_asm_count("ld [nr]\n; filter 0 of 2\nret ALLOW\n"
					    "; filter 1 of 2\nret ALLOW\n", &n, &err), -EINVAL);
	assert_int_equal(err.line, 1);
	assert_int_equal(seccache_asm_nth("; filter 0 of 2\nret ALLOW\n; filter 1 of 2\n",
					  1, &p, &len, &err), -EINVAL);
	assert_int_equal(err.line, 3);
}

static void check_no_crash(const char *text)
{
	struct seccache_error err = { 0 };
	struct seccache_insn *p = NULL;
	size_t len = 0;
	int ret = seccache_asm(text, &p, &len, &err);

	if (ret) {
		assert_int_equal(ret, -EINVAL);
		assert_true(err.line >= 1);
		assert_true(strlen(err.msg) > 0);
		assert_null(p);
	} else {
		assert_true(len > 0);
		free(p);
	}
}

static void test_garbage(void **state)
{
	static const char alphabet[] =
		"ldjeqxtsrmnaM#[]()*&+,:;/.\n\t 0123456789abcfLxXALLOWERNO_";
	char *golden = read_data("every_form.s");
	size_t glen = strlen(golden);
	char buf[256];

	(void)state;
	for (int i = 0; i < 20000; i++) {
		size_t n = random_u32() % sizeof(buf);

		for (size_t j = 0; j < n; j++)
			buf[j] = alphabet[random_u32() % (sizeof(alphabet) - 1)];
		buf[n] = '\0';
		check_no_crash(buf);
	}
	for (int i = 0; i < 5000; i++) {
		char *m = strdup(golden);

		for (int j = 0; j < 4; j++)
			m[random_u32() % glen] = (char)(1 + random_u32() % 255);
		check_no_crash(m);
		free(m);
	}
	free(golden);
}

int main(int argc, char **argv)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_golden_execve),
		cmocka_unit_test(test_golden_every_form),
		cmocka_unit_test(test_disasm_insn),
		cmocka_unit_test(test_syntax_variants),
		cmocka_unit_test(test_raw_fallback),
		cmocka_unit_test(test_random_round_trip),
		cmocka_unit_test(test_scmp_round_trip),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_far_jump),
		cmocka_unit_test(test_filter_from_asm),
		cmocka_unit_test(test_listing_refused),
		cmocka_unit_test(test_listing_split),
		cmocka_unit_test(test_garbage),
	};

	if (argc > 1)
		asm_data_dir = argv[1];
	return cmocka_run_group_tests(tests, NULL, NULL);
}
