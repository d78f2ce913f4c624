/* SPDX-License-Identifier: MIT */
/*
 * test_clike.c - the disassembler's C-like text and its colours: every
 * form, jumps as seccomp-tools writes them, a numbered line per
 * instruction of any program, and where the colours go.
 */
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

/* seccache_disasm_opts()'s C-like text for p, names from abi, which must come. */
static char *disasm_c(const struct seccache_insn *p, size_t len, bool hex,
		      const struct seccache_arch *abi)
{
	SECCACHE_OPTS(seccache_disasm_opts, opts, .c_like = true, .hex = hex, .abi = abi);
	char *text = NULL;

	assert_int_equal(seccache_disasm_opts(p, len, &opts, &text, NULL), 0);
	return text;
}

/*
 * Every form in C-like statements, as data/every_form.c.txt has them: the
 * fields by this host's byte order, as the assembler read them.
 */
static void test_c_like_every_form(void **state)
{
	char *text = read_data("every_form.s");
	char *want = read_data("every_form.c.txt");
	size_t len;
	struct seccache_insn *p = assemble(text, &len);
	char *got = disasm_c(p, len, false, NULL);

	(void)state;
	assert_string_equal(got, want);
	free(got);
	free(p);
	free(want);
	free(text);
}

/*
 * Jumps read as seccomp-tools writes them: the condition that leaves the
 * next line (negated where only the false side does), both sides where
 * both leave, a plain goto where they agree; syscalls and arches by name
 * where A holds nr or arch, the fields in hex after the number.
 */
static void test_c_like_jumps(void **state)
{
	static const char text[] =
		"\tld [arch]\n"
		"\tjeq #0xc000003e, l2, kill\n"
		"l2: ld [nr]\n"
		"\tjgt x, l4\n"
		"l4: jge #2, l5, kill\n"
		"l5: jset #0xff, l6, kill\n"
		"l6: jset x, l7, kill\n"
		"l7: jeq #59, kill, kill\n"
		"kill: ret KILL_PROCESS\n";
	static const char want[] =
		"0000: 0x20 0x00 0x00 0x00000004  A = arch\n"
		"0001: 0x15 0x00 0x06 0xc000003e  if (A != x86_64) goto 0008\n"
		"0002: 0x20 0x00 0x00 0x00000000  A = sys_number\n"
		"0003: 0x2d 0x00 0x00 0x00000000  goto 0004\n"
		"0004: 0x35 0x00 0x03 0x00000002  if (A < open) goto 0008\n"
		"0005: 0x45 0x00 0x02 0x000000ff  if (!(A & 0xff)) goto 0008\n"
		"0006: 0x4d 0x00 0x01 0x00000000  if (!(A & X)) goto 0008\n"
		"0007: 0x15 0x00 0x00 0x0000003b  goto 0008\n"
		"0008: 0x06 0x00 0x00 0x80000000  return KILL_PROCESS\n";
	static const char both[] =
		"\tjset #0x10, yes, no\n"
		"\tjgt x, no\n"
		"yes: ret ERRNO(38)\n"
		"no: ret a\n";
	static const char want_both[] =
		"0000: if (A & 0x10) goto 0002 else goto 0003\n"
		"0001: if (A > X) goto 0003\n"
		"0002: return ERRNO(ENOSYS)\n"
		"0003: return A\n";
	const struct seccache_arch *x86_64 = seccache_arch_lookup("x86_64");
	struct seccache_insn *p;
	size_t len;
	char *got;

	(void)state;
	p = assemble(text, &len);
	got = disasm_c(p, len, true, x86_64);
	assert_string_equal(got, want);
	free(got);
	free(p);
	p = assemble(both, &len);
	got = disasm_c(p, len, false, x86_64);
	assert_string_equal(got, want_both);
	free(got);
	free(p);
}

/* Any program reads as C-like text: one line per instruction, each numbered. */
static void test_c_like_random(void **state)
{
	struct seccache_insn p[64];

	(void)state;
	for (int i = 0; i < 20000; i++) {
		size_t len = 1 + random_u32() % 64;
		char *text, *line;

		for (size_t j = 0; j < len; j++)
			random_insn(&p[j], len);
		text = disasm_c(p, len, i % 2, NULL);
		line = text;
		for (size_t j = 0; j < len; j++) {
			char num[16];

			snprintf(num, sizeof(num), "%04zu:", j);
			if (!line || strncmp(line, num, strlen(num)))
				fail_msg("line %zu of\n%s", j, text);
			line = strchr(line, '\n');
			line = line ? line + 1 : NULL;
		}
		assert_true(line && !*line);
		free(text);
	}
}

/* text without its SGR escapes ("\033[...m"), in place. */
static void strip_colour(char *text)
{
	char *out = text;

	for (const char *c = text; *c; c++) {
		if (*c == '\033')
			c = strchr(c, 'm');
		else
			*out++ = *c;
	}
	*out = '\0';
}

/*
 * Colour adds escapes and nothing else, in both texts: a return in its
 * action's colour, comments dim.
 */
static void test_colour(void **state)
{
	struct seccache_insn p[64];

	(void)state;
	for (int i = 0; i < 2000; i++) {
		SECCACHE_OPTS(seccache_disasm_opts, opts, .comments = true, .c_like = i % 2,
			      .hex = i % 3);
		size_t len = 1 + random_u32() % 64;
		char *plain, *colour;

		for (size_t j = 0; j < len; j++)
			random_insn(&p[j], len);
		assert_int_equal(seccache_disasm_opts(p, len, &opts, &plain, NULL), 0);
		opts.color = true;
		assert_int_equal(seccache_disasm_opts(p, len, &opts, &colour, NULL), 0);
		strip_colour(colour);
		assert_string_equal(colour, plain);
		free(plain);
		free(colour);
	}
}

/* Where the colours go: returns by action, comments and line numbers dim. */
static void test_colour_places(void **state)
{
	static const struct seccache_insn two[] = {
		S(BPF_RET | BPF_K, SECCACHE_RET_ALLOW),
		S(BPF_RET | BPF_K, SECCACHE_RET_KILL_PROCESS),
	};
	SECCACHE_OPTS(seccache_disasm_opts, opts, .comments = true, .color = true);
	char *text;

	(void)state;
	assert_int_equal(seccache_disasm_opts(two, 2, &opts, &text, NULL), 0);
	assert_string_equal(text, "\t\033[32mret ALLOW\033[0m\t\t\t\t\033[2m; 0000\033[0m\n"
			    "\t\033[31mret KILL_PROCESS\033[0m\t\t\t\033[2m; 0001\033[0m\n");
	free(text);
	opts.c_like = true;
	assert_int_equal(seccache_disasm_opts(two, 2, &opts, &text, NULL), 0);
	assert_string_equal(text, "\033[2m0000:\033[0m \033[32mreturn ALLOW\033[0m\n"
			    "\033[2m0001:\033[0m \033[31mreturn KILL_PROCESS\033[0m\n");
	free(text);
}

int main(int argc, char **argv)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_c_like_every_form),
		cmocka_unit_test(test_c_like_jumps),
		cmocka_unit_test(test_c_like_random),
		cmocka_unit_test(test_colour),
		cmocka_unit_test(test_colour_places),
	};

	if (argc > 1)
		asm_data_dir = argv[1];
	return cmocka_run_group_tests(tests, NULL, NULL);
}
