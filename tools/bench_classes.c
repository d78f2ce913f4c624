/* SPDX-License-Identifier: MIT */
/*
 * bench_classes.c - the per-call cost of a given stack on the running
 * kernel, for one harmless syscall of each class the analysis finds
 * (cached ALLOW, constant ALLOW, constant non-allow, argument-dependent).
 */
#include <errno.h>
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

/* Past every table and below ARM's private calls (__ARM_NR_BASE 0x0f0000). */
const struct bench_call bench_enosys_call = { "syscall(32767), unassigned", 32767, { 0 } };

/* The filters' instructions on c: none for a cached call, all of them otherwise. */
static unsigned long insns_on(const struct seccache_stack *s, const struct bench_call *c,
			      int cls)
{
	return cls == CLASS_CACHED ? 0 : (unsigned long)bench_insns_of(s, c);
}

/*
 * A constant ERRNO class: its lowest number the kernel's tables name (or
 * the unassigned one), whose call the filters fail before it runs: an
 * ERRNO answer is final, where TRACE and USER_NOTIF hand the call to a
 * tracer or a listener that may let it run. Zero arguments, for a model
 * that were wrong; bench_check_unrun() asks the kernel before it is timed.
 */
static void pick_unrun(const struct seccache_stack *s, const struct seccache_analysis *kern,
		       const struct seccache_analysis *precise, struct bench_picks *p)
{
	const struct seccache_arch *host = seccache_arch_host();
	struct bench_call c = { NULL, bench_enosys_call.nr, { 0 } };
	char name[SECCACHE_SYSCALL_NAME_MAX];
	uint32_t v;

	for (uint32_t i = 0; i <= host->nr_count; i++) {
		struct seccache_data d = { .arch = host->audit_arch };

		/* The unassigned number first: then both runs time one call. */
		c.nr = i ? (long)(host->nr_base + i - 1) : bench_enosys_call.nr;
		if (i && seccache_syscall_name(host, (uint32_t)c.nr, name, sizeof(name), NULL))
			continue;
		if (classify(kern, precise, host->audit_arch, &c) != CLASS_CONST_OTHER)
			continue;
		d.nr = (uint32_t)c.nr;
		v = seccache_stack_run(s, &d, NULL);
		if ((seccache_action_effective(v) & SECCACHE_RET_ACTION_FULL) != SECCACHE_RET_ERRNO)
			continue;
		if (i)
			snprintf(p->unrun_name, sizeof(p->unrun_name), "%s(0, ...)", name);
		else
			snprintf(p->unrun_name, sizeof(p->unrun_name), "%s", bench_enosys_call.name);
		p->unrun = c;
		p->unrun.name = p->unrun_name;
		p->call[CLASS_CONST_OTHER] = &p->unrun;
		p->native[CLASS_CONST_OTHER] = &bench_enosys_call;
		p->verdict[CLASS_CONST_OTHER] = v;
		p->insns[CLASS_CONST_OTHER] = insns_on(s, &p->unrun, CLASS_CONST_OTHER);
		return;
	}
}

void bench_pick_calls(const struct seccache_stack *s, const struct seccache_analysis *kern,
		      const struct seccache_analysis *precise, struct bench_picks *p)
{
	uint32_t audit = seccache_arch_host()->audit_arch;

	for (size_t i = 0; i < ARRAY_SIZE(candidates); i++) {
		const struct bench_call *c = &candidates[i];
		struct seccache_data d = { .nr = (uint32_t)c->nr, .arch = audit };
		int cls = classify(kern, precise, audit, c);
		uint32_t v;

		memcpy(d.args, c->args, sizeof(d.args));
		v = seccache_stack_run(s, &d, NULL);
		if (cls < 0 || p->call[cls] || !harmless(v))
			continue;
		p->call[cls] = p->native[cls] = c;
		p->verdict[cls] = v;
		p->insns[cls] = insns_on(s, c, cls);
	}
	if (!p->call[CLASS_CONST_OTHER])
		pick_unrun(s, kern, precise, p);
}

bool bench_check_enosys(const struct bench_config *c, const struct child_report *r)
{
	if (c->call != &bench_enosys_call || (r->ret == -1 && r->ret_errno == ENOSYS))
		return true;
	errorf("bench: %s: %s returned %ld (errno %d), not ENOSYS: this kernel has that call",
	       c->name, c->call->name, r->ret, r->ret_errno);
	return false;
}

void bench_print_unpicked(const struct bench_opts *o, const struct bench_picks *p)
{
	const struct bench_call *c = p->call[CLASS_CONST_OTHER];

	if (c && p->native[CLASS_CONST_OTHER] != c)
		fprintf(o->out, "%s: the filters fail %s before it runs; its native time is "
			"that of %s (ENOSYS), without filters\n",
			bench_class_names[CLASS_CONST_OTHER], c->name, bench_enosys_call.name);
	for (int cls = 0; cls < NR_CLASSES; cls++)
		if (!p->call[cls])
			fprintf(o->out, "%s: no harmless representative%s in this stack\n",
				bench_class_names[cls], cls == CLASS_CONST_OTHER ?
				", and no call answered ERRNO," : "");
}

int bench_check_unrun(const struct bench_opts *o, const struct bench_picks *p,
		      const char *what, const struct sock_fprog *progs, size_t n)
{
	const struct bench_call *c = p->call[CLASS_CONST_OTHER];
	/* The kernel caps an ERRNO's data at MAX_ERRNO, 4095. */
	uint32_t want = p->verdict[CLASS_CONST_OTHER] & SECCACHE_RET_DATA;
	uint32_t guard_errno;
	struct sock_filter guard[4];
	struct sock_fprog *all;
	struct bench_config cfg;
	struct child_report r;
	int ret;

	if (c != &p->unrun)
		return 0;
	want = want > 4095 ? 4095 : want;
	guard_errno = want == 4095 ? 4094 : 4095;
	guard[0] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS, 0);	/* nr */
	guard[1] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (uint32_t)c->nr, 0, 1);
	guard[2] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K,
						SECCACHE_RET_ERRNO | guard_errno);
	guard[3] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCACHE_RET_ALLOW);
	all = calloc(n + 1, sizeof(*all));
	if (!all) {
		errorf("bench: %s", strerror(ENOMEM));
		return -1;
	}
	all[0] = (struct sock_fprog){ ARRAY_SIZE(guard), guard };
	memcpy(all + 1, progs, n * sizeof(*progs));
	cfg = (struct bench_config){ what, all, n + 1, c };
	ret = bench_run_once(o, &cfg, &r);
	free(all);
	if (ret)
		return -1;
	/* ERRNO(0) fails the call with a result of 0. */
	if (want ? r.ret != -1 || r.ret_errno != (int)want : r.ret != 0) {
		errorf("bench: %s: the kernel answered %s with %ld (errno %d), not the "
		       "ERRNO(%u) the analysis found: not timed", what, c->name, r.ret,
		       r.ret_errno, want);
		return -1;
	}
	return 0;
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
	struct bench_picks p;
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
static int plan_classes(const struct bench_opts *o, const struct seccache_stack *s,
			struct sock_fprog *progs, struct class_bench *b)
{
	struct seccache_analysis *kern = NULL, *precise = NULL;
	size_t n = seccache_stack_len(s);
	int ret = EXIT_SYSTEM;

	if (bench_analyze(s, SECCACHE_MODE_KERNEL, &kern) ||
	    bench_analyze(s, SECCACHE_MODE_PRECISE, &precise))
		goto out;
	bench_pick_calls(s, kern, precise, &b->p);
	if (bench_check_unrun(o, &b->p, bench_class_names[CLASS_CONST_OTHER], progs, n))
		goto out;
	for (int cls = 0; cls < NR_CLASSES; cls++) {
		if (!b->p.call[cls])
			continue;
		b->cfgs[b->n_cfgs++] = (struct bench_config){ "native", progs, 0,
							      b->p.native[cls] };
		b->cfgs[b->n_cfgs++] = (struct bench_config){ bench_class_names[cls], progs, n,
							      b->p.call[cls] };
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
	const struct bench_call *c = b->cfgs[i + 1].call, *base = b->cfgs[i].call;
	const struct bench_picks *p = &b->p;
	const double *nat_runs = b->runs + i * o->repeat, *fil_runs = nat_runs + o->repeat;
	struct bench_stat nat = bench_stat(nat_runs, o->repeat);
	struct bench_stat fil = bench_stat(fil_runs, o->repeat);
	double over = fil.median - nat.median;
	char act[32], per[16] = "-", label[48];
	int cls = 0;
	bool ok;

	while (p->call[cls] != c)
		cls++;
	ok = bench_check_filters(o, &b->cfgs[i + 1], &b->rep[i + 1], b->rep[i].seccomp_filters);
	ok &= bench_check_enosys(&b->cfgs[i], &b->rep[i]);
	seccache_action_format(p->verdict[cls], act, sizeof(act));
	if (p->insns[cls])
		snprintf(per, sizeof(per), "%.2f", over / (double)p->insns[cls]);
	fprintf(o->out, "%-27s %-28s %-10s %9.1f %9.1f %9.1f %6lu %8s %d\n",
		bench_class_names[cls], c->name, act, nat.median, fil.median, over,
		p->insns[cls], per, b->rep[i + 1].seccomp_filters);
	json_array_append_new(rows, json_pack("{s:s, s:s, s:s, s:s, s:o, s:o, s:f, s:I, s:o, s:i}",
		"class", bench_class_names[cls], "syscall", c->name,
		"native_syscall", base->name, "verdict", act,
		"native", bench_stat_json(nat, nat_runs, o->repeat),
		"filtered", bench_stat_json(fil, fil_runs, o->repeat),
		"overhead_ns", over, "insns", (json_int_t)p->insns[cls],
		"ns_per_insn", p->insns[cls] ? json_real(over / (double)p->insns[cls]) : json_null(),
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
	bench_print_unpicked(o, &b->p);
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
	ret = progs ? plan_classes(o, s, progs, &b) : EXIT_SYSTEM;
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
