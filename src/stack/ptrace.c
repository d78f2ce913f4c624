/* SPDX-License-Identifier: MIT */
/*
 * ptrace.c - the filters of live threads. A thread is seized, interrupted,
 * read with PTRACE_SECCOMP_GET_FILTER and PTRACE_SECCOMP_GET_METADATA, and
 * detached, as CRIU does; the kernel only answers a tracer whose tracee is
 * stopped. Index 0 is the oldest filter: get_nth_filter() counts back from
 * the newest (ptrace(2) says 0 is the newest; the kernel's loop and its
 * get_metadata selftest count from the oldest). A signal the stop caught is handed back on detach, so the
 * thread runs on as if never read. /proc/TID/status tells apart the cases
 * the ptrace errors blur (no filters, strict mode, zombie, traced).
 * Filters belong to threads, not processes: a thread that installs one
 * without SECCOMP_FILTER_FLAG_TSYNC has a stack its siblings lack, so a
 * process is read thread by thread, and has one stack only if all agree.
 */
#include <dirent.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/wait.h>
#include <unistd.h>

#include "stack.h"

/* The kernel's total_insns bound allows at most 32768 / 5 filters. */
#define MAX_FILTERS (SECCACHE_MAX_PATH_INSNS / 5)

/* A numeric field of /proc/TID/status ("Seccomp", "TracerPid"); -ENOENT if absent. */
static int status_field(pid_t tid, const char *key, long *value)
{
	size_t key_len = strlen(key), cap = 0;
	char path[64], *line = NULL;
	int ret = -ENOENT;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/status", (int)tid);
	f = fopen(path, "re");
	if (!f)
		return errno == ENOENT ? -ESRCH : -errno;
	while (getline(&line, &cap, f) > 0) {
		if (!strncmp(line, key, key_len) && line[key_len] == ':') {
			*value = strtol(line + key_len + 1, NULL, 10);
			ret = 0;
			break;
		}
	}
	free(line);
	fclose(f);
	return ret;
}

/* True if /proc/TID/status says the thread is a zombie or dead. */
static bool thread_exited(pid_t tid)
{
	char path[64], state = 0, *line = NULL;
	size_t cap = 0;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/status", (int)tid);
	f = fopen(path, "re");
	if (!f)
		return true;
	while (getline(&line, &cap, f) > 0)
		if (sscanf(line, "State: %c", &state) == 1)
			break;
	free(line);
	fclose(f);
	return state == 'Z' || state == 'X';
}

static int exited(pid_t tid, struct seccache_error *err)
{
	return sc_fail(err, -ESRCH, -1, "thread %d exited while being read",
		       (int)tid);
}

/* Why the thread has nothing to read, from its seccomp mode. */
static int check_mode(pid_t tid, struct seccache_error *err)
{
	long mode;
	int ret = status_field(tid, "Seccomp", &mode);

	if (ret == -ESRCH)
		return sc_fail(err, -ESRCH, -1, "no process %d", (int)tid);
	/* Before any ptrace call: it has exited already, a zombie not yet reaped. */
	if (thread_exited(tid))
		return sc_fail(err, -ESRCH, -1,
			       "thread %d has exited (a zombie not yet reaped)",
			       (int)tid);
	if (ret == -ENOENT)
		return sc_fail(err, -EOPNOTSUPP, -1,
			       "this kernel has no seccomp (no Seccomp: in /proc/%d/status)",
			       (int)tid);
	if (ret)
		return sc_fail(err, ret, -1, "/proc/%d/status: %s", (int)tid,
			       strerror(-ret));
	if (mode == 0)
		return sc_fail(err, -ENOENT, -1,
			       "thread %d has no seccomp filters (seccomp mode 0)",
			       (int)tid);
	if (mode == 1)
		return sc_fail(err, -EINVAL, -1,
			       "thread %d is in seccomp strict mode: no filters, only read, write, _exit and sigreturn",
			       (int)tid);
	return 0;
}

static int seize_failed(pid_t tid, int error, struct seccache_error *err)
{
	long tracer = 0;

	if (error == ESRCH || thread_exited(tid))
		return exited(tid, err);
	if (error == EPERM && !status_field(tid, "TracerPid", &tracer) && tracer)
		return sc_fail(err, -EBUSY, -1,
			       "thread %d is already traced by process %ld",
			       (int)tid, tracer);
	if (error == EPERM)
		return sc_fail(err, -EPERM, -1,
			       "reading filters needs root or CAP_SYS_ADMIN (ptrace of %d refused)",
			       (int)tid);
	return sc_fail(err, -error, -1, "PTRACE_SEIZE %d: %s", (int)tid,
		       strerror(error));
}

/*
 * Wait for the stop PTRACE_INTERRUPT asked for. A signal-delivery-stop may
 * come first: that stop serves as well, and *sig is the signal to hand back.
 */
static int wait_stop(pid_t tid, int *sig, struct seccache_error *err)
{
	int status;

	for (;;) {
		if (waitpid(tid, &status, __WALL) < 0) {
			if (errno == EINTR)
				continue;
			return exited(tid, err);
		}
		if (!WIFSTOPPED(status))
			return exited(tid, err);
		*sig = status >> 16 == PTRACE_EVENT_STOP ? 0 : WSTOPSIG(status);
		return 0;
	}
}

/* The kernel refused a read: say which of its reasons applies. */
static int read_failed(pid_t tid, size_t index, int error,
		       struct seccache_error *err)
{
	long own_mode = 0;

	switch (error) {
	case ESRCH:
		return exited(tid, err);
	case EIO:
		/* ptrace_request() knows the request only with CONFIG_CHECKPOINT_RESTORE. */
		return sc_fail(err, -EOPNOTSUPP, -1,
			       "this kernel cannot export filters: PTRACE_SECCOMP_GET_FILTER needs "
			       "CONFIG_CHECKPOINT_RESTORE=y; catch them as the program attaches them "
			       "instead (seccache dump -- COMMAND), or boot a kernel built with it");
	case EACCES:
		if (!status_field(getpid(), "Seccomp", &own_mode) && own_mode)
			return sc_fail(err, -EPERM, -1,
				       "the kernel does not export filters to a process under seccomp itself");
		return sc_fail(err, -EPERM, -1,
			       "reading filters needs root or CAP_SYS_ADMIN");
	case EMEDIUMTYPE:
		return sc_fail(err, -EMEDIUMTYPE, -1,
			       "thread %d: filter %zu is not classic BPF", (int)tid,
			       index);
	case EINVAL:
		/* Not in filter mode: check_mode() passed, so the thread changed. */
		if (check_mode(tid, err))
			return err ? err->code : -EINVAL;
		return sc_fail(err, -EINVAL, -1,
			       "thread %d: PTRACE_SECCOMP_GET_FILTER refused filter %zu",
			       (int)tid, index);
	default:
		return sc_fail(err, -error, -1, "thread %d: filter %zu: %s",
			       (int)tid, index, strerror(error));
	}
}

/* Filter index of a stopped tracee, and its flags. */
static int read_one(pid_t tid, size_t index, struct seccache_filter **out,
		    uint64_t *flags, struct seccache_error *err)
{
	struct __ptrace_seccomp_metadata md = { .filter_off = index };
	struct seccache_insn *insns;
	long len;
	int ret;

	len = ptrace(PTRACE_SECCOMP_GET_FILTER, tid, (void *)index, NULL);
	if (len < 0)
		return errno == ENOENT ? -ENOENT : read_failed(tid, index, errno, err);
	if (len == 0 || len > SECCACHE_MAXINSNS)
		return sc_fail(err, -EINVAL, -1,
			       "thread %d: filter %zu has %ld instructions",
			       (int)tid, index, len);
	insns = calloc((size_t)len, sizeof(*insns));
	if (!insns)
		return sc_fail(err, -ENOMEM, -1, "out of memory");
	if (ptrace(PTRACE_SECCOMP_GET_FILTER, tid, (void *)index, insns) != len) {
		ret = read_failed(tid, index, errno, err);
		free(insns);
		return ret;
	}
	ret = seccache_filter_new(insns, (size_t)len, out, err);
	free(insns);
	if (ret)
		return ret;
	if (ptrace(PTRACE_SECCOMP_GET_METADATA, tid, (void *)sizeof(md), &md) < 0) {
		ret = read_failed(tid, index, errno, err);
		seccache_filter_free(*out);
		return ret;
	}
	*flags = md.flags;
	return 0;
}

void seccache_thread_filters_free(struct seccache_filter **filters,
				  uint64_t *flags, size_t n)
{
	size_t i;

	for (i = 0; filters && i < n; i++)
		seccache_filter_free(filters[i]);
	free(filters);
	free(flags);
}

/* Read every filter of a stopped tracee into the growing arrays. */
static int read_all(pid_t tid, struct seccache_filter ***filters,
		    uint64_t **flags, size_t *n, struct seccache_error *err)
{
	size_t cap_filters = 0, cap_flags = 0;
	int ret;

	for (*n = 0; *n < MAX_FILTERS; (*n)++) {
		struct seccache_filter **more_filters =
			sc_grow(*filters, &cap_filters, *n, sizeof(**filters));
		uint64_t *more_flags;

		if (more_filters)
			*filters = more_filters;
		more_flags = sc_grow(*flags, &cap_flags, *n, sizeof(**flags));
		if (more_flags)
			*flags = more_flags;
		if (!more_filters || !more_flags)
			return sc_fail(err, -ENOMEM, -1, "out of memory");
		ret = read_one(tid, *n, &(*filters)[*n], &(*flags)[*n], err);
		if (ret == -ENOENT)
			return 0;
		if (ret)
			return ret;
	}
	return sc_fail(err, -E2BIG, -1, "thread %d: more than %d filters",
		       (int)tid, MAX_FILTERS);
}

int seccache_thread_filters(pid_t tid, struct seccache_filter ***filters,
			    uint64_t **flags, size_t *n,
			    struct seccache_error *err)
{
	char self_task[64];
	int ret, sig = 0;

	*filters = NULL;
	*flags = NULL;
	*n = 0;
	if (tid <= 0)
		return sc_fail(err, -EINVAL, -1, "%d is not a thread id", (int)tid);
	snprintf(self_task, sizeof(self_task), "/proc/self/task/%d", (int)tid);
	if (!access(self_task, F_OK))
		return sc_fail(err, -EINVAL, -1,
			       "thread %d is seccache's own: a process cannot trace itself",
			       (int)tid);
	ret = check_mode(tid, err);
	if (ret)
		return ret;
	if (ptrace(PTRACE_SEIZE, tid, NULL, NULL) < 0)
		return seize_failed(tid, errno, err);
	if (ptrace(PTRACE_INTERRUPT, tid, NULL, NULL) < 0)
		ret = exited(tid, err);
	if (!ret)
		ret = wait_stop(tid, &sig, err);
	if (!ret)
		ret = read_all(tid, filters, flags, n, err);
	/* Fails harmlessly if the thread has exited meanwhile. */
	ptrace(PTRACE_DETACH, tid, NULL, (void *)(long)sig);
	if (ret) {
		seccache_thread_filters_free(*filters, *flags, *n);
		*filters = NULL;
		*flags = NULL;
		*n = 0;
	}
	return ret;
}

static int compare_tids(const void *a, const void *b)
{
	pid_t x = *(const pid_t *)a, y = *(const pid_t *)b;

	return (x > y) - (x < y);
}

int seccache_process_threads(pid_t pid, pid_t **tids, size_t *n,
			     struct seccache_error *err)
{
	size_t cap = 0;
	struct dirent *d;
	char path[64];
	DIR *dir;

	*tids = NULL;
	*n = 0;
	if (pid <= 0)
		return sc_fail(err, -EINVAL, -1, "%d is not a process id", (int)pid);
	snprintf(path, sizeof(path), "/proc/%d/task", (int)pid);
	dir = opendir(path);
	if (!dir && errno == ENOENT)
		return sc_fail(err, -ESRCH, -1, "no process %d", (int)pid);
	if (!dir)
		return sc_fail(err, -errno, -1, "%s: %s", path, strerror(errno));
	while ((d = readdir(dir))) {
		pid_t tid = (pid_t)atoi(d->d_name), *more;

		if (tid <= 0)
			continue;
		more = sc_grow(*tids, &cap, *n, sizeof(*more));
		if (!more) {
			closedir(dir);
			free(*tids);
			*tids = NULL;
			*n = 0;
			return sc_fail(err, -ENOMEM, -1, "out of memory");
		}
		*tids = more;
		(*tids)[(*n)++] = tid;
	}
	closedir(dir);
	qsort(*tids, *n, sizeof(**tids), compare_tids);
	return 0;
}

/* Thread tid's filters, with their flags, as a new stack (-ENOENT: none). */
static int thread_stack(pid_t tid, const struct seccache_arch *native,
			struct seccache_stack **out, struct seccache_error *err)
{
	struct seccache_filter **filters;
	uint64_t *flags;
	size_t n;
	int ret;

	*out = NULL;
	ret = seccache_thread_filters(tid, &filters, &flags, &n, err);
	if (ret)
		return ret;
	ret = seccache_stack_new(native, out, err);
	for (size_t i = 0; !ret && i < n; i++)
		ret = seccache_stack_push_flags(*out, filters[i], (uint32_t)flags[i], err);
	seccache_thread_filters_free(filters, flags, n);
	if (ret) {
		seccache_stack_free(*out);
		*out = NULL;
	}
	return ret;
}

/*
 * A thread's stack as one of its process's: empty when it has no filters,
 * NULL when it exited meanwhile (a thread that ends while its siblings are
 * read, or a leader that called pthread_exit(), is no longer part of the
 * process), *gone then saying why if gone is not NULL.
 */
static int member_stack(pid_t tid, const struct seccache_arch *native,
			struct seccache_stack **out, struct seccache_error *gone,
			struct seccache_error *err)
{
	struct seccache_error why = { 0 };
	int ret = thread_stack(tid, native, out, &why);

	if (ret == -ENOENT)
		return seccache_stack_new(native, out, err);
	if (ret == -ESRCH && gone)
		*gone = why;
	else if (ret && ret != -ESRCH && err)
		*err = why;
	return ret == -ESRCH ? 0 : ret;
}

void seccache_process_stacks_free(pid_t *tids, struct seccache_stack **stacks,
				  size_t n)
{
	for (size_t i = 0; stacks && i < n; i++)
		seccache_stack_free(stacks[i]);
	free(stacks);
	free(tids);
}

int seccache_process_stacks(pid_t pid, const struct seccache_arch *native,
			    pid_t **tids, struct seccache_stack ***stacks,
			    size_t *n, struct seccache_error *err)
{
	struct seccache_error gone;
	size_t listed, i;
	int ret;

	*stacks = NULL;
	*n = 0;
	ret = seccache_process_threads(pid, tids, &listed, err);
	if (ret)
		return ret;
	sc_fail(&gone, -ESRCH, -1, "process %d exited while being read", (int)pid);
	*stacks = calloc(listed ? listed : 1, sizeof(**stacks));
	if (!*stacks)
		ret = sc_fail(err, -ENOMEM, -1, "out of memory");
	for (i = 0; !ret && i < listed; i++) {
		/* If every thread is gone, the first one's reason says it. */
		ret = member_stack((*tids)[i], native, &(*stacks)[*n], i ? NULL : &gone, err);
		/* The threads that are left, in the same ascending order. */
		if (!ret && (*stacks)[*n])
			(*tids)[(*n)++] = (*tids)[i];
	}
	if (!ret && !*n) {
		if (err)
			*err = gone;
		ret = -ESRCH;
	}
	if (ret) {
		seccache_process_stacks_free(*tids, *stacks, *n);
		*tids = NULL;
		*stacks = NULL;
		*n = 0;
	}
	return ret;
}

/* snprintf() at the end of msg, never past size. */
static void append(char *msg, size_t size, const char *fmt, ...)
{
	size_t len = strlen(msg);
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg + len, size - len, fmt, ap);
	va_end(ap);
}

/* Whether stacks[i] is the same as an earlier one. */
static bool seen_before(struct seccache_stack *const *stacks, size_t i)
{
	for (size_t j = 0; j < i; j++)
		if (seccache_stack_same(stacks[j], stacks[i]))
			return true;
	return false;
}

/* "10, 12, 14 and 3 more (2 filters)": the threads with stacks[i]. */
static void append_threads(char *msg, size_t size, const pid_t *tids,
			   struct seccache_stack *const *stacks, size_t n, size_t i)
{
	size_t shown = 0, more = 0, len = seccache_stack_len(stacks[i]);

	for (size_t j = i; j < n; j++) {
		if (!seccache_stack_same(stacks[j], stacks[i]))
			continue;
		if (shown < 3)
			append(msg, size, "%s%d", shown++ ? ", " : "", (int)tids[j]);
		else
			more++;
	}
	if (more)
		append(msg, size, " and %zu more", more);
	append(msg, size, " (%zu filter%s)", len, len == 1 ? "" : "s");
}

/* Each stack once, with its threads: "...: 10, 12 (2 filters); 11 (3 filters)". */
static int threads_differ(pid_t pid, const pid_t *tids,
			  struct seccache_stack *const *stacks, size_t n,
			  struct seccache_error *err)
{
	char msg[sizeof(err->msg)];
	const char *sep = " ";

	snprintf(msg, sizeof(msg), "the threads of process %d have different filters:",
		 (int)pid);
	for (size_t i = 0; i < n; i++) {
		if (seen_before(stacks, i))
			continue;
		append(msg, sizeof(msg), "%s", sep);
		append_threads(msg, sizeof(msg), tids, stacks, n, i);
		sep = "; ";
	}
	return sc_fail(err, -ENOTUNIQ, -1, "%s", msg);
}

/* The stack every thread of pid shares: -ENOTUNIQ when they differ. */
static int process_stack(pid_t pid, const struct seccache_arch *native,
			 struct seccache_stack **out, struct seccache_error *err)
{
	struct seccache_stack **stacks;
	pid_t *tids;
	size_t n, i;
	int ret = seccache_process_stacks(pid, native, &tids, &stacks, &n, err);

	if (ret)
		return ret;
	for (i = 1; i < n && seccache_stack_same(stacks[0], stacks[i]); i++)
		;
	if (i < n)
		ret = threads_differ(pid, tids, stacks, n, err);
	else if (!seccache_stack_len(stacks[0]))
		ret = sc_fail(err, -ENOENT, -1,
			      "process %d has no seccomp filters (seccomp mode 0)",
			      (int)pid);
	else {
		*out = stacks[0];
		stacks[0] = NULL;	/* now the caller's */
	}
	seccache_process_stacks_free(tids, stacks, n);
	return ret;
}

int seccache_stack_from_pid(pid_t pid, pid_t tid,
			    const struct seccache_arch *native,
			    struct seccache_stack **out, struct seccache_error *err)
{
	char path[64];

	*out = NULL;
	if (pid <= 0)
		return sc_fail(err, -EINVAL, -1, "%d is not a process id", (int)pid);
	if (!tid)
		return process_stack(pid, native, out, err);
	snprintf(path, sizeof(path), "/proc/%d/task/%d", (int)pid, (int)tid);
	if (access(path, F_OK)) {
		snprintf(path, sizeof(path), "/proc/%d", (int)pid);
		if (access(path, F_OK))
			return sc_fail(err, -ESRCH, -1, "no process %d", (int)pid);
		return sc_fail(err, -ESRCH, -1, "no thread %d in process %d",
			       (int)tid, (int)pid);
	}
	return thread_stack(tid, native, out, err);
}
