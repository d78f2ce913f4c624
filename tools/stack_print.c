/* SPDX-License-Identifier: MIT */
/*
 * stack_print.c - what optimize, diff and oci print about stacks: a stack's
 * size and longest path, and diff's verdict with its witnesses as eval
 * vectors. Here rather than in one cmd_*.c so that oci, which prints both,
 * needs no other subcommand's file.
 */
#include <stdio.h>
#include <string.h>

#include "cmds.h"
#include "stack_print.h"

void print_stack_figures(FILE *out, const char *what, const struct seccache_stack *s,
			 const char *whose)
{
	size_t n = seccache_stack_len(s), insns = 0, path = 0;

	for (size_t i = 0; i < n; i++) {
		insns += seccache_filter_len(seccache_stack_filter(s, i));
		path += seccache_filter_longest_path(seccache_stack_filter(s, i));
	}
	/* On standard error, beside the program on standard output, a message. */
	fprintf(out, "%s%-7s %zu filter%s, %zu instructions, longest path %zu",
		out == stderr ? "seccache: " : "", what, n, n == 1 ? "" : "s", insns, path);
	if (whose)
		fprintf(out, " (as %s compiles the profile)", whose);
	fputc('\n', out);
}

/* ARCH NR A0 .. A5 [ip=IP]: the call as eval reads it, into buf. */
static void format_vector(const struct seccache_stack *s, const struct seccache_data *d,
			  char *buf, size_t size)
{
	const struct seccache_arch *abi = seccache_arch_of(seccache_stack_arch(s),
							   d->arch, d->nr);
	char name[SECCACHE_SYSCALL_NAME_MAX];
	size_t len;

	/* eval adds a named ABI's base to a number below it (mips 1 is 4001). */
	if (abi && !seccache_syscall_name(abi, d->nr, name, sizeof(name), NULL))
		len = (size_t)snprintf(buf, size, "%s %s", abi->name, name);
	else if (abi && d->nr >= abi->nr_base)
		len = (size_t)snprintf(buf, size, "%s %u", abi->name, d->nr);
	else
		len = (size_t)snprintf(buf, size, "%#x %u", d->arch, d->nr);
	for (int i = 0; i < SECCACHE_NR_ARGS && len < size; i++)
		len += (size_t)snprintf(buf + len, size - len,
					d->args[i] < 10 ? " %llu" : " %#llx",
					(unsigned long long)d->args[i]);
	if (d->instruction_pointer && len < size)
		snprintf(buf + len, size - len, " ip=%#llx",
			 (unsigned long long)d->instruction_pointer);
}

/* A number as the rest of the line has them: small ones in decimal. */
static void print_number(FILE *out, uint32_t nr)
{
	fprintf(out, nr < 0x10000 ? "%u" : "%#x", nr);
}

/* The syscalls of abi, one of arch's, among arch's numbers first to last. */
static uint32_t syscalls_in(const struct seccache_arch *native, const struct seccache_arch *abi,
			    uint32_t arch, uint32_t first, uint32_t last)
{
	char name[SECCACHE_SYSCALL_NAME_MAX];
	uint32_t count = 0;

	for (uint32_t i = 0; i < abi->nr_count; i++) {
		uint32_t nr = abi->nr_base + i;

		count += nr >= first && nr <= last &&
			 seccache_arch_of(native, arch, nr) == abi &&
			 !seccache_syscall_name(abi, nr, name, sizeof(name), NULL);
	}
	return count;
}

/*
 * "numbers 0-0xffffffff: 473 ia32 syscalls, 4294966823 numbers of no
 * syscall": w's run, counted by the ABIs of the process that have its
 * arch (x86_64's numbers hold x32's).
 */
static void print_run(FILE *out, const struct seccache_stack *s, const struct seccache_witness *w)
{
	const struct seccache_arch *native = seccache_stack_arch(s);
	const struct seccache_arch *abis[SECCACHE_MAX_ABIS];
	uint64_t others = (uint64_t)w->last - w->first + 1;
	size_t n = seccache_arch_abis(native, abis);
	const char *sep = ": ";

	if (w->first == w->last) {
		fputs("this number only", out);
		return;
	}
	fputs("numbers ", out);
	print_number(out, w->first);
	fputc('-', out);
	print_number(out, w->last);
	for (size_t i = 0; i < n; i++) {
		uint32_t count = abis[i]->audit_arch == w->data.arch ?
			syscalls_in(native, abis[i], w->data.arch, w->first, w->last) : 0;

		if (!count)
			continue;
		fprintf(out, "%s%u %s syscall%s", sep, count, abis[i]->name, count == 1 ? "" : "s");
		others -= count;
		sep = ", ";
	}
	if (others)
		fprintf(out, "%s%llu number%s of no syscall", sep, (unsigned long long)others,
			others == 1 ? "" : "s");
}

/*
 * A witness as a line eval --vectors reads: the call, and after '#' what
 * each stack returns for which numbers and arguments. width aligns the
 * comments.
 */
static void print_witness(FILE *out, const struct seccache_stack *s,
			  const struct seccache_witness *w, int width)
{
	char vector[256], a[32], b[32];

	format_vector(s, &w->data, vector, sizeof(vector));
	seccache_action_format(w->a, a, sizeof(a));
	seccache_action_format(w->b, b, sizeof(b));
	fprintf(out, "  %-*s  # A %s, B %s; ", width, vector, a, b);
	print_run(out, s, w);
	fprintf(out, "; %s\n", w->any_args ? "any arguments" : w->data.instruction_pointer ?
		"these arguments and ip" : "these arguments");
}

/* The widest of the witnesses' calls. */
static int vector_width(const struct seccache_stack *s, const struct seccache_diff *d)
{
	const struct seccache_witness *w;
	char vector[256];
	int width = 0;

	for (size_t i = 0; (w = seccache_diff_witness(d, i)); i++) {
		format_vector(s, &w->data, vector, sizeof(vector));
		if ((int)strlen(vector) > width)
			width = (int)strlen(vector);
	}
	return width;
}

int print_diff_verdict(FILE *out, const struct seccache_stack *a, const struct seccache_diff *d)
{
	const struct seccache_witness *w;
	int width = vector_width(a, d);

	switch (seccache_diff_verdict(d)) {
	case SECCACHE_EQUIVALENT:
		fprintf(out, "equivalent (%llu ranges of numbers, %llu paths over arguments)\n",
			(unsigned long long)seccache_diff_ranges(d),
			(unsigned long long)seccache_diff_paths(d));
		return EXIT_OK;
	case SECCACHE_DIFFERENT:
		/* A comment: the whole output is eval --vectors input. */
		fprintf(out, "# different: calls A and B answer differently "
			"(eval --vectors reads these lines)\n");
		for (size_t i = 0; (w = seccache_diff_witness(d, i)); i++)
			print_witness(out, a, w, width);
		return EXIT_NO;
	default:
		fprintf(out, "unknown: %s\n", seccache_diff_why(d));
		return EXIT_NO;
	}
}
