/* SPDX-License-Identifier: MIT */
/*
 * cmd_run.c - seccache run: install a stack (optimized or not) in a child
 * and exec a command under it, as container runtimes do; then say how the
 * command ended, which the filters may have decided.
 */
#include <errno.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cmds.h"
#include "messages.h"
#include "options.h"
#include "stack_load.h"
#include "seccache.h"

static const char run_usage[] =
	"Usage: seccache run [OPTIONS] SOURCE... -- COMMAND [ARG]...\n"
	"\n"
	"Run COMMAND in a child that sets PR_SET_NO_NEW_PRIVS and installs the\n"
	"stack, oldest filter first, and wait for it. The exit status is\n"
	"COMMAND's, or as env(1) says: 126 when COMMAND was found but could not\n"
	"be run (the filters denied execve, say), 127 when it was not found.\n"
	"When the filters kill COMMAND, seccache says so (which call, the kernel\n"
	"does not tell) and dies of the same signal. Its own errors: 2 (usage,\n"
	"input) and 3 (the kernel refused the filters).\n"
	"\n"
	"  -O, --optimize       install seccache optimize's stack instead\n"
	"  -e, --ebpf           install the stack compiled to eBPF filters, loaded\n"
	"                       by seccache (CAP_BPF) and attached by the child: a\n"
	"                       kernel with the seccache eBPF series (kernel/ebpf/)\n"
	"  -v, --verbose        say what is installed, on stderr\n"
	HELP_SOURCE_OPTIONS
	HELP_QUIET
	"  -h, --help           show this help\n";

struct run_args {
	bool optimize, ebpf, verbose;
	struct arch_list arches;
};

static int run_option(void *ctx, int c, char *arg)
{
	struct run_args *o = ctx;

	(void)arg;
	if (c == 'O')
		o->optimize = true;
	else if (c == 'e')
		o->ebpf = true;
	else
		o->verbose = true;
	return EXIT_OK;
}

static const struct option run_options[] = {
	{ "optimize", no_argument, NULL, 'O' },
	{ "ebpf", no_argument, NULL, 'e' },
	{ "verbose", no_argument, NULL, 'v' },
	CLI_SOURCE_OPTIONS, CLI_HELP, { 0 }
};

static const struct cli run_cli = { run_usage, "Oeva:hq", run_options };

/* Replace *s by its optimized stack; returns an exit code. */
static int optimize(struct seccache_stack **s)
{
	SECCACHE_OPTS(seccache_optimize_opts, opts, .note = print_note, .note_ctx = (void *)"run");
	struct seccache_error err = { 0 };
	struct seccache_stack *out;
	int ret = seccache_optimize(*s, &opts, &out, NULL, &err);

	if (ret) {
		print_error("run", &err);
		return exit_code_of(ret);
	}
	seccache_stack_free(*s);
	*s = out;
	return EXIT_OK;
}

_Static_assert(SECCACHE_FILTER_FLAG_LOG == SECCOMP_FILTER_FLAG_LOG,
	       "the stack's flags are seccomp(2)'s");

/* The stack must be one this process can install as it is. */
static int check_installable(const struct seccache_stack *s)
{
	if (seccache_stack_arch(s) != seccache_arch_host()) {
		errorf("run: the stack is for %s processes; this one is %s",
		       seccache_stack_arch(s)->name, seccache_arch_host()->name);
		return EXIT_USAGE;
	}
	/*
	 * No source gives a pinned stack; a library caller's would need
	 * SECCOMP_PIN_ARCHITECTURE (the seccache series), made after the first
	 * filter (the series refuses a task without one) and through the
	 * filters attached by then, which may deny seccomp() itself.
	 */
	if (seccache_stack_pinned(s)) {
		errorf("run: the stack is pinned to %s, and run does not pin an "
		       "architecture", seccache_stack_pinned(s)->name);
		return EXIT_USAGE;
	}
	return EXIT_OK;
}

/* run --ebpf: each filter's program and table, loaded, and its flags. */
struct loaded {
	int *fds;
	uint32_t *flags;
	size_t n;
};

static void close_loaded(struct loaded *l)
{
	for (size_t i = 0; i < 2 * l->n; i++)
		close(l->fds[i]);
	free(l->fds);
	free(l->flags);
	*l = (struct loaded){ 0 };
}

/* Compile s to eBPF filters and load them (seccache_ebpf_load()); an exit code. */
static int load_ebpf(const struct seccache_stack *s, struct loaded *l)
{
	struct seccache_error err = { 0 };
	struct seccache_ebpf *e = NULL;
	int ret = seccache_ebpf_compile(s, &e, &err);

	if (ret) {
		print_error("run", &err);
		return exit_code_of(ret);
	}
	l->fds = calloc(2 * seccache_ebpf_len(e) + 1, sizeof(*l->fds));
	l->flags = calloc(seccache_ebpf_len(e) + 1, sizeof(*l->flags));
	if (!l->fds || !l->flags) {
		ret = -ENOMEM;
		snprintf(err.msg, sizeof(err.msg), "out of memory");
	}
	for (size_t i = 0; !ret && i < seccache_ebpf_len(e); i++) {
		ret = seccache_ebpf_load(e, i, &l->fds[2 * l->n], &l->fds[2 * l->n + 1], &err);
		if (!ret)
			l->flags[l->n++] = seccache_ebpf_flags(e, i);
	}
	seccache_ebpf_free(e);
	if (ret) {
		errorf("run: %s", err.msg);
		close_loaded(l);
		return EXIT_SYSTEM;
	}
	return EXIT_OK;
}

/*
 * How far the child got, in memory it shares with seccache: written with
 * plain stores, so that filters which deny write() or kill the child
 * cannot keep seccache from saying what happened. An exec drops the
 * child's mapping, so after one the last stage stays STAGE_EXEC.
 */
struct child_state {
	enum { STAGE_NO_NEW_PRIVS = 1, STAGE_FILTER, STAGE_EXEC } stage;
	size_t filter;		/* STAGE_FILTER: which one, from 0 */
	int error;		/* errno of the stage that failed, else 0 */
};

/*
 * The child: no new privileges, each filter oldest first with the flags the
 * stack keeps (LOG), then COMMAND.
 */
static void __attribute__((noreturn))
exec_under_filters(const struct seccache_stack *s, const struct loaded *l, char **command,
		   volatile struct child_state *st)
{
	st->stage = STAGE_NO_NEW_PRIVS;
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0))
		goto fail;
	for (size_t i = 0; i < l->n; i++) {
		st->stage = STAGE_FILTER;
		st->filter = i;
		if (seccache_ebpf_attach(l->fds[2 * i], l->fds[2 * i + 1], l->flags[i], NULL) < 0)
			goto fail;
	}
	for (size_t i = 0; !l->n && i < seccache_stack_len(s); i++) {
		const struct seccache_filter *f = seccache_stack_filter(s, i);
		/* struct seccache_insn has struct sock_filter's layout. */
		struct sock_fprog prog = {
			.len = (unsigned short)seccache_filter_len(f),
			.filter = (struct sock_filter *)seccache_filter_insns(f),
		};

		st->stage = STAGE_FILTER;
		st->filter = i;
		if (syscall(__NR_seccomp, SECCOMP_SET_MODE_FILTER,
			    seccache_stack_filter_flags(s, i), &prog))
			goto fail;
	}
	st->stage = STAGE_EXEC;
	execvp(command[0], command);
fail:
	st->error = errno;
	_exit(EXIT_NOT_FOUND);
}

/* The kernel answers these with SIGSYS (TRAP's kills a process without a handler). */
static bool gives_sigsys(uint32_t ret)
{
	uint32_t action = seccache_action_effective(ret) & SECCACHE_RET_ACTION_FULL;

	return action == SECCACHE_RET_KILL_PROCESS || action == SECCACHE_RET_KILL_THREAD ||
	       action == SECCACHE_RET_TRAP;
}

/* Whether range r may return an action for which match() holds. */
static bool may_return(const struct seccache_range *r, bool (*match)(uint32_t))
{
	if (r->constant)
		return match(r->action);
	for (unsigned int i = 0; i < r->n_actions; i++)
		if (match(r->actions[i]))
			return true;
	return r->any_action;
}

/* The stack's answer for name in the native ABI, or NULL if unknown. */
static const struct seccache_range *call_range(const struct seccache_analysis *a,
					       const struct seccache_stack *s, const char *name)
{
	const struct seccache_arch *abi = seccache_stack_arch(s);
	uint32_t nr;

	if (!a || seccache_syscall_number(abi, name, &nr, NULL))
		return NULL;
	return seccache_analysis_lookup(a, abi->audit_arch, nr);
}

static bool is_user_notif(uint32_t ret)
{
	return (seccache_action_effective(ret) & SECCACHE_RET_ACTION_FULL) == SECCACHE_RET_USER_NOTIF;
}

static bool is_trace(uint32_t ret)
{
	return (seccache_action_effective(ret) & SECCACHE_RET_ACTION_FULL) == SECCACHE_RET_TRACE;
}

/* Whether some range of a, of any ABI, may return an action match() holds for. */
static bool stack_may_return(const struct seccache_analysis *a, bool (*match)(uint32_t))
{
	const struct seccache_arch *abis[SECCACHE_MAX_ABIS];
	size_t n = seccache_analysis_abis(a, abis);

	for (size_t i = 0; i < n; i++) {
		const struct seccache_range *r;
		size_t n_ranges = seccache_analysis_ranges(a, abis[i]->audit_arch, &r);

		for (size_t j = 0; j < n_ranges; j++)
			if (!r[j].any_action && may_return(&r[j], match))
				return true;
	}
	return false;
}

/*
 * USER_NOTIF and TRACE need a listener or a tracer, which run does not
 * provide: without one the kernel fails the call with ENOSYS
 * (__seccomp_filter()), which a command reports as an odd error.
 */
static void listener_hints(const struct seccache_analysis *a)
{
	if (!a)
		return;
	if (stack_may_return(a, is_user_notif))
		notef("run: the filters return USER_NOTIF for some calls; with no "
		      "listener (run attaches none) those calls fail with ENOSYS");
	if (stack_may_return(a, is_trace))
		notef("run: the filters return TRACE for some calls; with no tracer "
		      "attached those calls fail with ENOSYS");
}

/* Each named call of abi that the stack surely, or maybe, answers with SIGSYS. */
static void sigsys_calls(const struct seccache_analysis *a, const struct seccache_arch *abi)
{
	char names[96] = "", name[SECCACHE_SYSCALL_NAME_MAX];
	unsigned int sure = 0, maybe = 0;

	for (uint32_t nr = abi->nr_base; nr - abi->nr_base < abi->nr_count; nr++) {
		const struct seccache_range *r = seccache_analysis_lookup(a, abi->audit_arch, nr);

		if (!r || seccache_syscall_name(abi, nr, name, sizeof(name), NULL))
			continue;
		if (r->constant && gives_sigsys(r->action)) {
			if (sure++ < 3)
				snprintf(names + strlen(names), sizeof(names) - strlen(names),
					 "%s%s", sure > 1 ? ", " : "", name);
		} else if (may_return(r, gives_sigsys)) {
			maybe++;
		}
	}
	if (sure)
		notef("run: the filters answer %u %s call%s with SIGSYS: %s%s", sure,
		      abi->name, sure == 1 ? "" : "s", names, sure > 3 ? ", ..." : "");
	if (maybe)
		notef("run: the filters may answer %u %s call%s more with SIGSYS, "
		      "depending on the arguments", maybe, abi->name, maybe == 1 ? "" : "s");
}

/*
 * COMMAND died of SIGSYS. A parent learns only the signal: the call
 * (siginfo's si_syscall) goes to the dying process alone. Say what is
 * sure, and which calls the stack answers so.
 */
static void explain_sigsys(const struct seccache_analysis *a, const char *command)
{
	const struct seccache_arch *abis[SECCACHE_MAX_ABIS];
	size_t n = a ? seccache_analysis_abis(a, abis) : 0;

	errorf("run: %s was killed by SIGSYS, as seccomp's KILL actions and an "
	       "unhandled TRAP kill; which call, the kernel tells the process only",
	       command);
	for (size_t i = 0; i < n; i++)
		sigsys_calls(a, abis[i]);
}

/*
 * Die of sig as COMMAND did, so that a shell sees what it would have seen
 * without seccache (a loop stops at ^C); 128 + sig, as sh says, if still
 * alive. A core would be seccache's, not COMMAND's: none.
 */
static int die_of(int sig)
{
	struct rlimit no_core = { 0, 0 };
	sigset_t set;

	fflush(NULL);
	setrlimit(RLIMIT_CORE, &no_core);
	signal(sig, SIG_DFL);
	sigemptyset(&set);
	sigaddset(&set, sig);
	sigprocmask(SIG_UNBLOCK, &set, NULL);
	raise(sig);
	return 128 + sig;
}

/* execvp() failed with e, after the filters were installed. */
static int exec_failed(const struct seccache_analysis *a, const struct seccache_stack *s,
		       const char *command, int e)
{
	const struct seccache_range *r = call_range(a, s, "execve");
	char action[32];

	if (r && r->constant && (seccache_action_effective(r->action) & SECCACHE_RET_ACTION_FULL) ==
	    SECCACHE_RET_ERRNO && (int)(r->action & SECCACHE_RET_DATA) == e) {
		seccache_action_format(r->action, action, sizeof(action));
		errorf("run: the filters were installed, then denied execve (%s: %s): "
		       "%s did not run", action, strerror(e), command);
		return EXIT_CANNOT_RUN;
	}
	errorf("run: %s: %s", command, strerror(e));
	return e == ENOENT ? EXIT_NOT_FOUND : EXIT_CANNOT_RUN;
}

/* The child stopped before or at COMMAND's execve: why, and the exit code. */
static int child_failed(const struct seccache_analysis *a, const struct seccache_stack *s,
			const struct loaded *l, const char *command,
			const struct child_state *st, int sig)
{
	const struct seccache_range *r = call_range(a, s, "execve");
	const char *why = sig ? strsignal(sig) : strerror(st->error);

	if (st->stage == STAGE_NO_NEW_PRIVS) {
		errorf("run: PR_SET_NO_NEW_PRIVS: %s", why);
		return EXIT_SYSTEM;
	}
	if (st->stage == STAGE_FILTER) {
		errorf("run: installing filter %zu of %zu: %s%s", st->filter + 1,
		       l->n ? l->n : seccache_stack_len(s), why,
		       sig ? " (the filters installed before it refuse seccomp())" : "");
		return EXIT_SYSTEM;
	}
	if (!sig)
		return exec_failed(a, s, command, st->error);
	/* The only call between STAGE_EXEC and COMMAND is execve itself. */
	if (sig == SIGSYS && r && r->constant && gives_sigsys(r->action)) {
		char action[32];

		seccache_action_format(r->action, action, sizeof(action));
		errorf("run: the filters were installed, then answered execve with %s: "
		       "%s did not run", action, command);
		return EXIT_CANNOT_RUN;
	}
	return -1;
}

/* Forwarded to COMMAND: a kill of seccache must not leave COMMAND behind. */
static volatile pid_t command_pid;

static void forward(int sig)
{
	kill(command_pid, sig);
}

/*
 * The terminal sends ^C and ^\ to COMMAND itself; seccache waits on, to
 * say how it ended, as system(3) does. SIGHUP and SIGTERM are forwarded.
 */
static void wait_signals(pid_t pid)
{
	struct sigaction fwd = { .sa_handler = forward, .sa_flags = SA_RESTART };

	command_pid = pid;
	signal(SIGINT, SIG_IGN);
	signal(SIGQUIT, SIG_IGN);
	sigemptyset(&fwd.sa_mask);
	sigaction(SIGHUP, &fwd, NULL);
	sigaction(SIGTERM, &fwd, NULL);
}

/* Fork, run COMMAND under s in the child, and report how it ended. */
static int run_command(const struct seccache_stack *s, const struct seccache_analysis *a,
		       const struct loaded *l, char **command)
{
	struct child_state *st = mmap(NULL, sizeof(*st), PROT_READ | PROT_WRITE,
				      MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	int status, ret, sig;
	pid_t pid;

	if (st == MAP_FAILED) {
		errorf("run: mmap: %m");
		return EXIT_SYSTEM;
	}
	fflush(NULL);
	pid = fork();
	if (pid < 0) {
		errorf("run: fork: %m");
		munmap(st, sizeof(*st));
		return EXIT_SYSTEM;
	}
	if (!pid)
		exec_under_filters(s, l, command, st);
	wait_signals(pid);
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR) {
			errorf("run: waitpid: %m");
			munmap(st, sizeof(*st));
			return EXIT_SYSTEM;
		}
	sig = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
	ret = -1;
	if (st->error || (sig && st->stage != STAGE_EXEC) || sig == SIGSYS)
		ret = child_failed(a, s, l, command[0], st, sig);
	munmap(st, sizeof(*st));
	if (ret >= 0)
		return ret;
	if (!sig)
		return WEXITSTATUS(status);
	if (sig == SIGSYS)
		explain_sigsys(a, command[0]);
	return die_of(sig);
}

/* What run says before COMMAND starts: the filters, and missing listeners. */
static void print_setup(const struct seccache_stack *s, const struct seccache_analysis *a,
			const struct loaded *l, bool verbose)
{
	size_t n = seccache_stack_len(s);

	for (size_t i = 0; verbose && i < l->n; i++)
		fprintf(stderr, "seccache: run: eBPF filter %zu of %zu: loaded\n", i + 1, l->n);
	for (size_t i = 0; verbose && !l->n && i < n; i++)
		fprintf(stderr, "seccache: run: filter %zu of %zu: %zu instructions\n",
			i + 1, n, seccache_filter_len(seccache_stack_filter(s, i)));
	listener_hints(a);
}

int cmd_run(int argc, char **argv)
{
	static struct loaded loaded;
	struct run_args o = { 0 };
	int dashes = find_dashes(argc, argv), ret;
	struct seccache_analysis *a = NULL;
	struct seccache_stack *s;

	ret = parse_options(dashes, argv, &run_cli, run_option, &o, &o.arches);
	if (ret != OPTIONS_PARSED)
		return ret;
	if (optind == dashes || dashes >= argc - 1) {
		errorf("run: expected SOURCE... -- COMMAND [ARG]...");
		return usage_hint(argv[0]);
	}
	ret = load_stack(argv + optind, dashes - optind, &o.arches, &s);
	if (!ret && o.optimize)
		ret = optimize(&s);
	if (!ret)
		ret = check_installable(s);
	if (!ret && o.ebpf)
		ret = load_ebpf(s, &loaded);
	if (ret) {
		seccache_stack_free(s);
		return ret;
	}
	/* Only to explain what happens: run goes on without it. */
	if (seccache_analyze(s, NULL, &a, NULL))
		a = NULL;
	print_setup(s, a, &loaded, o.verbose);
	ret = run_command(s, a, &loaded, argv + dashes + 1);
	close_loaded(&loaded);
	seccache_analysis_free(a);
	seccache_stack_free(s);
	return ret;
}
