/* SPDX-License-Identifier: MIT */
/*
 * bench_classes.c - the per-call cost of a given stack on the running
 * kernel, for one harmless syscall of each class the analysis finds
 * (cached ALLOW, constant ALLOW, constant non-allow, argument-dependent).
 */
#include <fcntl.h>
#include <linux/filter.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "array_size.h"
#include "bench.h"
#include "cmds.h"
#include "messages.h"
#include "seccache.h"

#define BAD ((unsigned long)-1)

/*
 * Representatives, queries first. The rest get arguments that make them fail
 * before they act (fd -1, NULL pointers, zero lengths, unknown commands), so
 * whatever the filters answer nothing changes.
 */
static const struct bench_call candidates[] = {
	{ "getpid()", __NR_getpid, { 0 } },
	{ "getppid()", __NR_getppid, { 0 } },
	{ "gettid()", __NR_gettid, { 0 } },
	{ "getuid()", __NR_getuid, { 0 } },
	{ "geteuid()", __NR_geteuid, { 0 } },
	{ "getgid()", __NR_getgid, { 0 } },
	{ "getegid()", __NR_getegid, { 0 } },
	{ "getpgid(0)", __NR_getpgid, { 0 } },
	{ "getsid(0)", __NR_getsid, { 0 } },
	{ "getpriority(PRIO_PROCESS, 0)", __NR_getpriority, { PRIO_PROCESS, 0 } },
	{ "sched_getscheduler(0)", __NR_sched_getscheduler, { 0 } },
	{ "prctl(PR_GET_DUMPABLE)", __NR_prctl, { PR_GET_DUMPABLE } },
	{ "personality(0xffffffff)", __NR_personality, { 0xffffffff } },
	{ "close(-1)", __NR_close, { BAD } },
	{ "dup(-1)", __NR_dup, { BAD } },
	{ "fcntl(-1, F_GETFD)", __NR_fcntl, { BAD, F_GETFD } },
	{ "fstat(-1, NULL)", __NR_fstat, { BAD, 0 } },
	{ "read(-1, NULL, 0)", __NR_read, { BAD, 0, 0 } },
	{ "write(-1, NULL, 0)", __NR_write, { BAD, 0, 0 } },
	{ "lseek(-1, 0, SEEK_CUR)", __NR_lseek, { BAD, 0, SEEK_CUR } },
	{ "ioctl(-1, 0)", __NR_ioctl, { BAD, 0 } },
	{ "fsync(-1)", __NR_fsync, { BAD } },
	{ "fchdir(-1)", __NR_fchdir, { BAD } },
	{ "socket(-1, -1, -1)", __NR_socket, { BAD, BAD, BAD } },
	{ "mmap(NULL, 0, ..., -1, 0)", __NR_mmap, { 0, 0, 0, 0, BAD, 0 } },
	{ "munmap(NULL, 0)", __NR_munmap, { 0, 0 } },
	{ "setns(-1, 0)", __NR_setns, { BAD, 0 } },
	{ "unshare(0)", __NR_unshare, { 0 } },
	{ "mount(NULL, NULL, ...)", __NR_mount, { 0, 0, 0, 0, 0 } },
	{ "umount2(NULL, 0)", __NR_umount2, { 0, 0 } },
	{ "chroot(NULL)", __NR_chroot, { 0 } },
	{ "pivot_root(NULL, NULL)", __NR_pivot_root, { 0, 0 } },
	{ "bpf(-1, NULL, 0)", __NR_bpf, { BAD, 0, 0 } },
	{ "perf_event_open(NULL, ...)", __NR_perf_event_open, { 0, 0, BAD, BAD, 0 } },
	{ "add_key(NULL, ...)", __NR_add_key, { 0, 0, 0, 0, 0 } },
	{ "swapoff(NULL)", __NR_swapoff, { 0 } },
	{ "clock_settime(-1, NULL)", __NR_clock_settime, { BAD, 0 } },
	{ "ptrace(-1, 0, 0, 0)", __NR_ptrace, { BAD, 0, 0, 0 } },
};

const char *const bench_class_names[NR_CLASSES] = {
	"cached ALLOW", "constant ALLOW, not cached", "constant non-allow",
	"argument-dependent",
};

/* Verdicts a timing loop survives: the kernel returns to us every time. */
static bool harmless(uint32_t ret)
{
	switch (seccache_action_effective(ret) & SECCACHE_RET_ACTION_FULL) {
	case SECCACHE_RET_ALLOW:
	case SECCACHE_RET_LOG:
	case SECCACHE_RET_ERRNO:
	case SECCACHE_RET_TRACE:	/* -ENOSYS without a tracer */
	case SECCACHE_RET_USER_NOTIF:	/* -ENOSYS without a listener */
		return true;
	}
	return false;
}

static void count_insn(void *ctx, uint32_t pc, const struct seccache_insn *insn,
		       uint32_t a, uint32_t x)
{
	(void)pc;
	(void)insn;
	(void)a;
	(void)x;
	++*(unsigned long *)ctx;
}

/* The class of call under stack s: the kernel's cache first, then precise. */
static int classify(const struct seccache_analysis *kern,
		    const struct seccache_analysis *precise, uint32_t audit,
		    const struct bench_call *call)
{
	const struct seccache_range *k = seccache_analysis_lookup(kern, audit, (uint32_t)call->nr);
	const struct seccache_range *p = seccache_analysis_lookup(precise, audit, (uint32_t)call->nr);

	if (k && k->constant && k->action == SECCACHE_RET_ALLOW)
		return CLASS_CACHED;
	if (!p)
		return -1;
	if (!p->constant)
		return CLASS_ARGS;
	return (seccache_action_effective(p->action) & SECCACHE_RET_ACTION_FULL) ==
	       SECCACHE_RET_ALLOW ? CLASS_CONST_ALLOW : CLASS_CONST_OTHER;
}

int bench_analyze(const struct seccache_stack *s, enum seccache_mode mode,
		  struct seccache_analysis **a)
{
	SECCACHE_OPTS(seccache_analyze_opts, opts, .mode = mode);
	struct seccache_error err = { 0 };
	int ret = seccache_analyze(s, &opts, a, &err);

	if (ret)
		errorf("bench: %s analysis: %s",
			mode == SECCACHE_MODE_KERNEL ? "kernel" : "precise",
			err.msg[0] ? err.msg : strerror(-ret));
	return ret;
}

void bench_pick_calls(const struct seccache_stack *s, const struct seccache_analysis *kern,
		      const struct seccache_analysis *precise,
		      const struct bench_call *pick[NR_CLASSES], uint32_t verdict[NR_CLASSES],
		      unsigned long insns[NR_CLASSES])
{
	uint32_t audit = seccache_arch_host()->audit_arch;
	size_t n = seccache_stack_len(s);

	for (size_t i = 0; i < ARRAY_SIZE(candidates); i++) {
		const struct bench_call *c = &candidates[i];
		struct seccache_data d = { .nr = (uint32_t)c->nr, .arch = audit };
		int cls = classify(kern, precise, audit, c);
		uint32_t v;

		memcpy(d.args, c->args, sizeof(d.args));
		v = seccache_stack_run(s, &d, NULL);
		if (cls < 0 || pick[cls] || !harmless(v))
			continue;
		pick[cls] = c;
		verdict[cls] = v;
		/* A cache hit runs no filter; a miss runs all of them. */
		for (size_t f = 0; cls != CLASS_CACHED && f < n; f++)
			seccache_filter_run_trace(seccache_stack_filter(s, f), &d,
						  count_insn, &insns[cls]);
	}
}

int bench_insns_of(const struct seccache_stack *s, const struct bench_call *c)
{
	struct seccache_data d = { .nr = (uint32_t)c->nr,
				   .arch = seccache_arch_host()->audit_arch };
	unsigned long insns = 0;

	memcpy(d.args, c->args, sizeof(d.args));
	for (size_t f = 0; f < seccache_stack_len(s); f++)
		seccache_filter_run_trace(seccache_stack_filter(s, f), &d, count_insn, &insns);
	return (int)insns;
}

/* What bench SOURCE measures: a representative call per class, native and filtered. */
struct class_bench {
	const struct bench_call *pick[NR_CLASSES];	/* NULL: none harmless */
	uint32_t verdict[NR_CLASSES];
	unsigned long insns[NR_CLASSES];	/* the filters' instructions on the call */
	struct bench_config cfgs[2 * NR_CLASSES];	/* native, filtered, per picked class */
	struct child_report rep[2 * NR_CLASSES];
	size_t n_cfgs;
	double *runs;				/* cfgs[i]'s runs from i * repeat */
};

/* The stack's filters as the kernel takes them, in a malloc'd array. */
static struct sock_fprog *stack_progs(const struct seccache_stack *s)
{
	size_t n = seccache_stack_len(s);
	struct sock_fprog *progs = calloc(n ? n : 1, sizeof(*progs));

	for (size_t i = 0; progs && i < n; i++) {
		const struct seccache_filter *f = seccache_stack_filter(s, i);

		progs[i].len = (unsigned short)seccache_filter_len(f);
		/* struct seccache_insn has struct sock_filter's layout. */
		progs[i].filter = (struct sock_filter *)seccache_filter_insns(f);
	}
	return progs;
}

/* A call picked for each class the stack has one for, and its two configurations. */
static int plan_classes(const struct seccache_stack *s, struct sock_fprog *progs,
			struct class_bench *b)
{
	struct seccache_analysis *kern = NULL, *precise = NULL;
	size_t n = seccache_stack_len(s);
	int ret = EXIT_SYSTEM;

	if (bench_analyze(s, SECCACHE_MODE_KERNEL, &kern) ||
	    bench_analyze(s, SECCACHE_MODE_PRECISE, &precise))
		goto out;
	bench_pick_calls(s, kern, precise, b->pick, b->verdict, b->insns);
	for (int cls = 0; cls < NR_CLASSES; cls++) {
		if (!b->pick[cls])
			continue;
		b->cfgs[b->n_cfgs++] = (struct bench_config){ "native", progs, 0, b->pick[cls] };
		b->cfgs[b->n_cfgs++] = (struct bench_config){ bench_class_names[cls], progs, n,
							      b->pick[cls] };
	}
	ret = EXIT_OK;
	if (!b->n_cfgs) {
		errorf("bench: no harmless representative call in any class");
		ret = EXIT_SYSTEM;
	}
out:
	seccache_analysis_free(kern);
	seccache_analysis_free(precise);
	return ret;
}

/*
 * The row of configurations i (native) and i + 1 (filtered): printed, in
 * rows, on the plot. Returns whether the child had the filters it should.
 */
static bool class_row(const struct bench_opts *o, const struct class_bench *b, size_t i,
		      json_t *rows, struct bench_plot *plot)
{
	const struct bench_call *c = b->cfgs[i].call;
	const double *nat_runs = b->runs + i * o->repeat, *fil_runs = nat_runs + o->repeat;
	struct bench_stat nat = bench_stat(nat_runs, o->repeat);
	struct bench_stat fil = bench_stat(fil_runs, o->repeat);
	double over = fil.median - nat.median;
	char act[32], per[16] = "-", label[48];
	int cls = 0;
	bool ok;

	while (b->pick[cls] != c)
		cls++;
	ok = bench_check_filters(o, &b->cfgs[i + 1], &b->rep[i + 1], b->rep[i].seccomp_filters);
	seccache_action_format(b->verdict[cls], act, sizeof(act));
	if (b->insns[cls])
		snprintf(per, sizeof(per), "%.2f", over / (double)b->insns[cls]);
	fprintf(o->out, "%-27s %-28s %-10s %9.1f %9.1f %9.1f %6lu %8s %d\n",
		bench_class_names[cls], c->name, act, nat.median, fil.median, over,
		b->insns[cls], per, b->rep[i + 1].seccomp_filters);
	json_array_append_new(rows, json_pack("{s:s, s:s, s:s, s:o, s:o, s:f, s:I, s:o, s:i}",
		"class", bench_class_names[cls], "syscall", c->name, "verdict", act,
		"native", bench_stat_json(nat, nat_runs, o->repeat),
		"filtered", bench_stat_json(fil, fil_runs, o->repeat),
		"overhead_ns", over, "insns", (json_int_t)b->insns[cls],
		"ns_per_insn", b->insns[cls] ? json_real(over / (double)b->insns[cls]) : json_null(),
		"seccomp_filters", b->rep[i + 1].seccomp_filters));
	snprintf(label, sizeof(label), "%s: %.*s", bench_class_names[cls],
		 (int)strcspn(c->name, "("), c->name);
	bench_plot_add(plot, label, over);
	return ok;
}

/* The table of every class measured, doc's "classes". Returns whether all rows held. */
static bool print_classes(const struct bench_opts *o, const struct class_bench *b,
			  json_t *doc, struct bench_plot *plot)
{
	json_t *rows = json_array();
	bool ok = true;

	fprintf(o->out, "%-27s %-28s %-10s %9s %9s %9s %6s %8s %s\n", "class", "syscall",
		"verdict", "native", "filtered", "overhead", "insns", "ns/insn",
		"Seccomp_filters");
	for (size_t i = 0; i < b->n_cfgs; i += 2)
		ok &= class_row(o, b, i, rows, plot);
	fprintf(o->out, "(ns per call: median of %u, min/max in --json; a non-allow verdict "
		"skips the call's own work, so its overhead is the filters' cost minus that work,\n"
		" and below zero where the work saved costs more than the filters)\n", o->repeat);
	for (int cls = 0; cls < NR_CLASSES; cls++)
		if (!b->pick[cls])
			fprintf(o->out, "%s: no harmless representative in this stack\n",
				bench_class_names[cls]);
	json_object_set_new(doc, "classes", rows);
	return ok;
}

int bench_sources(const struct bench_opts *o, const struct seccache_stack *s,
		  json_t *doc, struct bench_plot *plot)
{
	const struct seccache_arch *host = seccache_arch_host();
	size_t n = seccache_stack_len(s);
	struct class_bench b = { 0 };
	unsigned long long samples;
	struct sock_fprog *progs;
	int ret, cpu;

	if (seccache_stack_arch(s) != host) {
		errorf("bench: the stack is for %s, this host runs %s",
			seccache_stack_arch(s)->name, host->name);
		return EXIT_USAGE;
	}
	if (!bench_seccomp_available(o))
		return EXIT_SYSTEM;
	progs = stack_progs(s);
	ret = progs ? plan_classes(s, progs, &b) : EXIT_SYSTEM;
	if (ret)
		goto out;
	ret = EXIT_SYSTEM;
	cpu = bench_pin_cpu(o);
	samples = bench_calibrate(o);
	bench_print_setup(o, doc, cpu, samples);
	fprintf(o->out, "Stack of %zu filter%s; %llu calls per measurement, %u time%s, "
		"each in its own child%s...\n", n, n == 1 ? "" : "s", samples, o->repeat,
		o->repeat == 1 ? "" : "s", o->spec_allow ? " (SPEC_ALLOW)" : "");
	b.runs = calloc(b.n_cfgs * o->repeat, sizeof(*b.runs));
	if (!b.runs || bench_run_configs(o, b.cfgs, b.n_cfgs, samples, b.runs, b.rep))
		goto out;
	ret = print_classes(o, &b, doc, plot) ? EXIT_OK : EXIT_SYSTEM;
	bench_report_ssb(o, doc, b.rep[0].ssb, b.rep[1].ssb);
	snprintf(plot->title, sizeof(plot->title), "seccomp overhead per call by class, %zu filter%s",
		 n, n == 1 ? "" : "s");
out:
	free(b.runs);
	free(progs);
	return ret;
}
