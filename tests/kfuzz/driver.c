/* SPDX-License-Identifier: MIT */
/*
 * driver.c - kfuzz without libFuzzer, for the coverage build: runs files,
 * directories, stacks in seccache assembly (eBPF-style filters' tables
 * too) and generated inputs through LLVMFuzzerTestOneInput(), counting
 * failures and going on; -emit turns a stack in assembly into an input,
 * -families writes the attach families of kernel/guest/families.h as
 * inputs (the filters that reach SECCOMP_CACHE_X32_INSNS).
 */
#include "kfuzz.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>

#include "seccache.h"

#include "../../kernel/guest/families.h"

static char *read_all(const char *path, size_t *size)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	size_t cap = 0, n = 0, got;

	if (!f)
		return NULL;
	do {
		if (n + 4096 > cap && !(buf = realloc(buf, cap = 2 * cap + 4096)))
			exit(3);
		got = fread(buf + n, 1, cap - n - 1, f);
		n += got;
	} while (got);
	fclose(f);
	buf[n] = '\0';
	*size = n;
	return buf;
}

/*
 * Take the lines "table NR ARCH RET" (numbers as strtoul() reads them) out
 * of an eBPF-style filter's text, into its table; blanked, they leave the
 * program's assembly.
 */
static int take_table(char *text, struct kf_filter *f, const char *path)
{
	for (char *line = text; line; line = strchr(line, '\n'), line = line ? line + 1 : NULL) {
		char *p = line + strspn(line, " \t"), *end;
		u32 v[3];

		if (strncmp(p, "table", 5) || !strchr(" \t", p[5]))
			continue;
		end = p + 5;
		for (int i = 0; i < 3; i++)
			v[i] = strtoul(end, &end, 0);
		if (!f->bpf || strspn(end, " \t") != strcspn(end, "\n") ||
		    !kfuzz_table_add(f, v[0], v[1], v[2])) {
			fprintf(stderr, "kfuzz: %s: a bad table line (\"--- bpf\" filters only)\n",
				path);
			return -1;
		}
		memset(line, ' ', end - line);
	}
	return 0;
}

/* Whether text holds only blanks and comments: a stack's first "---" opens it. */
static bool blank(const char *text)
{
	for (const char *line = text; line; line = strchr(line, '\n'), line = line ? line + 1 : NULL) {
		const char *p = line + strspn(line, " \t");

		if (*p && *p != '\n' && *p != ';')
			return false;
	}
	return true;
}

/* Assemble text as filter i of stack. */
static int add_filter(struct kf_stack *stack, char *text, bool log, bool bpf,
		      const char *path)
{
	struct seccache_insn *insns = NULL;
	struct seccache_error err = { 0 };
	struct kf_filter *f = &stack->f[stack->n];
	size_t len = 0;

	if (blank(text))
		return 0;
	if (stack->n < MAX_FILTERS) {
		memset(f, 0, sizeof(*f));
		f->bpf = bpf;
		if (take_table(text, f, path))
			return -1;
	}
	if (stack->n == MAX_FILTERS || seccache_asm(text, &insns, &len, &err) ||
	    !len || len > MAX_LEN) {
		fprintf(stderr, "kfuzz: %s: %s\n", path,
			stack->n == MAX_FILTERS ? "more than 3 filters" :
			len > MAX_LEN ? "too long" : err.msg);
		free(insns);
		return -1;
	}
	memcpy(f->insn, insns, len * sizeof(*insns));
	f->len = len;
	f->log = log;
	stack->n++;
	free(insns);
	/* take_table() fitted the table to no program: kfuzz_table_add()'s limit. */
	if (f->ntable && f->len + 5 * f->ntable + 1 > BPF_MAXINSNS) {
		fprintf(stderr, "kfuzz: %s: too long with its table\n", path);
		return -1;
	}
	return 0;
}

/*
 * A stack in seccache assembly: filters oldest first, each after a line
 * "---" ("--- log" for SECCOMP_FILTER_FLAG_LOG, "--- bpf" for an
 * eBPF-style filter, whose table is its lines "table NR ARCH RET"; the
 * first needs none, unless it is either).
 */
static int parse_asm(char *text, struct kf_stack *stack, const char *path)
{
	char *chunk = text, *line = text;
	bool log = false, bpf = false;

	memset(stack, 0, sizeof(*stack));
	while (line) {
		char *next = strchr(line, '\n');

		if (!strncmp(line, "---", 3)) {
			bool next_log, next_bpf;

			if (next)
				*next = '\0';
			next_log = strstr(line, "log") != NULL;
			next_bpf = strstr(line, "bpf") != NULL;
			*line = '\0';
			if (add_filter(stack, chunk, log, bpf, path))
				return -1;
			log = next_log;
			bpf = next_bpf;
			chunk = next ? next + 1 : line;
		}
		line = next ? next + 1 : NULL;
	}
	if (add_filter(stack, chunk, log, bpf, path))
		return -1;
	return stack->n ? 0 : -1;
}

/* The raw input that kfuzz_decode() makes stack from. */
static size_t encode_raw(const struct kf_stack *stack, u8 *out)
{
	size_t n = 0;

	out[n++] = 0x80 | (stack->n - 1);
	for (unsigned int i = 0; i < stack->n; i++) {
		const struct kf_filter *f = &stack->f[i];

		out[n++] = f->log | f->bpf << 1;
		out[n++] = f->len & 0xff;
		out[n++] = f->len >> 8;
		for (unsigned int pc = 0; pc < f->len; pc++) {
			const struct sock_filter *in = &f->insn[pc];

			out[n++] = in->code & 0xff;
			out[n++] = in->code >> 8;
			out[n++] = in->jt;
			out[n++] = in->jf;
			for (int b = 0; b < 32; b += 8)
				out[n++] = in->k >> b & 0xff;
		}
		if (f->bpf)
			out[n++] = f->ntable;
		for (unsigned int e = 0; e < f->ntable; e++) {
			const u32 w[3] = { f->table[e].nr, f->table[e].arch, f->table[e].ret };

			for (int i = 0; i < 3; i++)
				for (int b = 0; b < 32; b += 8)
					out[n++] = w[i] >> b & 0xff;
		}
	}
	return n;
}

/* Run stack, or with emit write it there as an input. */
static void run_or_emit(const struct kf_stack *stack, const char *emit)
{
	static u8 raw[1 + MAX_FILTERS * (3 + MAX_LEN * 8 + 1 + KFUZZ_TABLE_MAX * 12)];
	size_t n = encode_raw(stack, raw);
	FILE *f;

	if (!emit) {
		LLVMFuzzerTestOneInput(raw, n);
		return;
	}
	if (!(f = fopen(emit, "wb")) || fwrite(raw, 1, n, f) != n || fclose(f)) {
		fprintf(stderr, "kfuzz: %s: %s\n", emit, strerror(errno));
		exit(2);
	}
}

static void run_asm(const char *path, const char *emit)
{
	static struct kf_stack stack;
	size_t size;
	char *text = read_all(path, &size);

	if (!text || parse_asm(text, &stack, path)) {
		fprintf(stderr, "kfuzz: %s: cannot read a stack\n", path);
		exit(2);
	}
	free(text);
	run_or_emit(&stack, emit);
}

/* Each family, BPF_MAXINSNS and FAMILY_X32_INSNS long, as DIR/family-ID-LEN. */
static void emit_families(const char *dir)
{
	static const unsigned int lens[] = { BPF_MAXINSNS, FAMILY_X32_INSNS };
	static struct kf_stack stack = { .n = 1 };
	char path[4096];

	for (size_t i = 0; i < ARRAY_SIZE(families); i++) {
		for (size_t l = 0; l < ARRAY_SIZE(lens); l++) {
			stack.f[0].len = lens[l];
			family_build(&families[i], stack.f[0].insn, lens[l]);
			snprintf(path, sizeof(path), "%s/family-%s-%u", dir,
				 families[i].id, lens[l]);
			run_or_emit(&stack, path);
		}
	}
}

static void run_path(const char *path)
{
	struct stat sb;
	size_t size;
	char *buf;

	if (stat(path, &sb)) {
		fprintf(stderr, "kfuzz: %s: %s\n", path, strerror(errno));
		exit(2);
	}
	if (S_ISDIR(sb.st_mode)) {
		DIR *dir = opendir(path);
		struct dirent *e;
		char sub[4096];

		while (dir && (e = readdir(dir))) {
			if (e->d_name[0] == '.')
				continue;
			snprintf(sub, sizeof(sub), "%s/%s", path, e->d_name);
			run_path(sub);
		}
		if (dir)
			closedir(dir);
		return;
	}
	size = strlen(path);
	if (size > 2 && !strcmp(path + size - 2, ".s")) {
		run_asm(path, NULL);
		return;
	}
	buf = read_all(path, &size);
	if (buf)
		LLVMFuzzerTestOneInput((const u8 *)buf, size);
	free(buf);
}

static void usage(void)
{
	fprintf(stderr,
		"usage: kfuzz [-n N] [-s SEED] [-p 1] [FILE|DIR...]\n"
		"       kfuzz -emit OUT STACK.s\n"
		"       kfuzz -families DIR\n"
		"Runs each input (raw bytes, or a stack in seccache assembly, filters\n"
		"separated by \"---\" lines, \"--- log\" for SECCOMP_FILTER_FLAG_LOG,\n"
		"\"--- bpf\" for an eBPF-style filter with lines \"table NR ARCH RET\"),\n"
		"then N inputs generated from SEED; -p 1 prints every stack. -emit\n"
		"writes STACK.s as an input, -families the filters of\n"
		"kernel/guest/families.h.\n");
	exit(2);
}

int main(int argc, char **argv)
{
	unsigned long long n = 0, seed = 1;
	int i;

	kfuzz_keep_going = true;
	if (argc == 4 && !strcmp(argv[1], "-emit")) {
		run_asm(argv[3], argv[2]);
		return 0;
	}
	if (argc == 3 && !strcmp(argv[1], "-families")) {
		emit_families(argv[2]);
		return 0;
	}
	kfuzz_setup();
	for (i = 1; i < argc && argv[i][0] == '-'; i += 2) {
		if (i + 1 >= argc)
			usage();
		if (!strcmp(argv[i], "-n"))
			n = strtoull(argv[i + 1], NULL, 0);
		else if (!strcmp(argv[i], "-s"))
			seed = strtoull(argv[i + 1], NULL, 0);
		else if (!strcmp(argv[i], "-p"))
			kfuzz_print_all = atoi(argv[i + 1]);
		else
			usage();
	}
	for (; i < argc; i++)
		run_path(argv[i]);
	for (unsigned long long j = 0; j < n; j++) {
		u8 buf[1024];
		u64 rng = seed + j * 0x9e3779b97f4a7c15ULL;
		size_t size = 1 + splitmix(&rng) % sizeof(buf);

		for (size_t b = 0; b < size; b++)
			buf[b] = splitmix(&rng) & 0xff;
		/* Raw inputs of random bytes are mostly noise: one in eight. */
		if (buf[0] & 0x80 && j % 8)
			buf[0] &= 0x7f;
		LLVMFuzzerTestOneInput(buf, size);
	}
	kfuzz_stats_flush();
	printf("kfuzz: %llu programs, %llu slots compared (%llu vectors), "
	       "%llu mismatches, %llu WARNs, %llu harness errors\n",
	       kfuzz_stats.programs, kfuzz_stats.slots, kfuzz_stats.vectors,
	       kfuzz_sum_fails(F_ORDER, F_MISMATCH_LAST), kfuzz_stats.fails[F_WARN],
	       kfuzz_stats.fails[F_HARNESS]);
	for (int k = 0; k < N_FAILS; k++)
		if (kfuzz_stats.fails[k])
			printf("kfuzz: %s: %llu failed checks in %llu programs\n",
			       kfuzz_fail_names[k], kfuzz_stats.fails[k],
			       kfuzz_stats.programs_failed[k]);
	/* A guard only fails for programs seccomp refuses: a note, not a failure. */
	return kfuzz_sum_fails(F_ORDER, F_HARNESS) + kfuzz_stats.fails[F_PREDICT] != 0;
}
