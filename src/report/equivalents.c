/* SPDX-License-Identifier: MIT */
/*
 * equivalents.c - syscalls that do one job: the table of equivalents
 * (open, openat, openat2 and creat open a file; execve and execveat run a
 * program; the *at2 and *v2 families), the multiplexers of 32-bit ABIs
 * (socketcall, ipc), and what an ABI grants of a job: the most that any
 * of its ways lets through, counting only the calls that ABI has in the
 * kernel the report speaks of. Another ABI is weaker than the native one
 * where it grants a job the native ABI denies: ia32's open denied while
 * x86_64's openat is allowed is no bypass, and neither is the converse.
 */
#include <string.h>

#include "report.h"

/* The most ways one job has, and calls one multiplexer does. */
#define JOB_WAYS 6
#define MUX_CALLS 21

/*
 * Each way does the job as well as any other: a filter that denies one
 * and allows another has denied nothing. A way "a+b" needs every call it
 * names (the new mount API needs four).
 */
static const struct sc_job jobs[] = {
	{ "open a file", { "open", "openat", "openat2", "creat" } },
	{ "run a program", { "execve", "execveat" } },
	{ "create a process", { "fork", "vfork", "clone", "clone3" } },
	{ "rename a file", { "rename", "renameat", "renameat2" } },
	{ "test access to a file", { "access", "faccessat", "faccessat2" } },
	{ "change a file's mode", { "chmod", "fchmodat", "fchmodat2" } },
	{ "change a file's owner", { "chown", "lchown", "fchownat", "chown32", "lchown32" } },
	{ "read at an offset into buffers", { "preadv", "preadv2" } },
	{ "write at an offset from buffers", { "pwritev", "pwritev2" } },
	{ "mount a file system", { "mount", "fsopen+fsconfig+fsmount+move_mount",
				   "open_tree+move_mount" } },
	{ "unmount a file system", { "umount", "umount2" } },
	{ "make a directory", { "mkdir", "mkdirat" } },
	{ "make a device node", { "mknod", "mknodat" } },
	{ "link a file", { "link", "linkat" } },
	{ "make a symbolic link", { "symlink", "symlinkat" } },
	{ "remove a file", { "unlink", "unlinkat" } },
	{ "duplicate a descriptor", { "dup2", "dup3" } },
	{ "accept a connection", { "accept", "accept4" } },
	{ "wait for a child", { "waitpid", "wait4", "waitid" } },
	{ "signal a process", { "kill", "tgkill", "pidfd_open+pidfd_send_signal" } },
	{ "load a kernel module", { "init_module", "finit_module" } },
	{ "load a new kernel", { "kexec_load", "kexec_file_load" } },
};

/*
 * The multiplexers of 32-bit ABIs: the call does every one of its calls
 * (args[0] says which), so it replaces each of them; a filter that denies
 * the multiplexer and allows socket has denied nothing either, but by
 * choice, so only the multiplexer counts as a replacement.
 */
static const struct mux {
	const char *name;
	const char *const calls[MUX_CALLS];
} muxes[] = {
	{ "socketcall", { "socket", "bind", "connect", "listen", "accept", "getsockname",
			  "getpeername", "socketpair", "send", "recv", "sendto", "recvfrom",
			  "shutdown", "setsockopt", "getsockopt", "sendmsg", "recvmsg",
			  "accept4", "recvmmsg", "sendmmsg" } },
	{ "ipc", { "semop", "semget", "semctl", "semtimedop", "msgsnd", "msgrcv", "msgget",
		   "msgctl", "shmat", "shmdt", "shmget", "shmctl" } },
};

enum sc_grant sc_grant_of(const struct seccache_range *r)
{
	enum sc_grant most = SC_GRANT_DENIED;

	if (r->constant) {
		switch (seccache_action_effective(r->action) & SECCACHE_RET_ACTION_FULL) {
		case SECCACHE_RET_ALLOW:
		case SECCACHE_RET_LOG:
			return SC_GRANT_RUNS;
		case SECCACHE_RET_TRACE:
		case SECCACHE_RET_USER_NOTIF:
			return SC_GRANT_SUPERVISED;
		default:
			return SC_GRANT_DENIED;
		}
	}
	if (r->any_action)
		return SC_GRANT_MAYBE;
	for (unsigned int i = 0; i < r->n_actions; i++) {
		struct seccache_range one = { .constant = true, .action = r->actions[i] };
		enum sc_grant g = sc_grant_of(&one);

		if (g == SC_GRANT_RUNS)
			return SC_GRANT_MAYBE;
		if (g > most)
			most = g;
	}
	return most;
}

const struct seccache_range *sc_call_range(const struct seccache_analysis *a,
					   const struct seccache_arch *abi, const char *name,
					   uint32_t *nr)
{
	char own[SECCACHE_SYSCALL_NAME_MAX];
	uint32_t n;

	if (seccache_syscall_number(abi, name, &n, NULL) || !sc_report_call_name(a, abi, n, own))
		return NULL;
	if (nr)
		*nr = n;
	return seccache_analysis_lookup(a, abi->audit_arch, n);
}

enum sc_grant sc_grant_call(const struct seccache_analysis *a, const struct seccache_arch *abi,
			    const char *name)
{
	const struct seccache_range *r = sc_call_range(a, abi, name, NULL);

	return r ? sc_grant_of(r) : SC_GRANT_ABSENT;
}

/* A way "a+b+c": the least its calls grant, ABSENT if abi lacks one. */
enum sc_grant sc_grant_way(const struct seccache_analysis *a, const struct seccache_arch *abi,
			   const char *way)
{
	enum sc_grant least = SC_GRANT_RUNS;

	while (*way) {
		char name[SECCACHE_SYSCALL_NAME_MAX];
		size_t len = strcspn(way, "+");
		enum sc_grant g;

		if (len >= sizeof(name))
			return SC_GRANT_ABSENT;
		memcpy(name, way, len);
		name[len] = '\0';
		g = sc_grant_call(a, abi, name);
		if (g == SC_GRANT_ABSENT)
			return g;
		if (g < least)
			least = g;
		way += len + (way[len] == '+');
	}
	return least;
}

const struct sc_job *sc_job_of(const char *name)
{
	for (size_t i = 0; i < ARRAY_SIZE(jobs); i++)
		for (size_t w = 0; w < JOB_WAYS && jobs[i].ways[w]; w++)
			if (!strcmp(jobs[i].ways[w], name))
				return &jobs[i];
	return NULL;
}

const struct sc_job *sc_job_at(size_t i)
{
	return i < ARRAY_SIZE(jobs) ? &jobs[i] : NULL;
}

const char *sc_mux_of(const char *name, size_t *i)
{
	for (; *i < ARRAY_SIZE(muxes); (*i)++)
		for (size_t c = 0; c < MUX_CALLS && muxes[*i].calls[c]; c++)
			if (!strcmp(muxes[*i].calls[c], name))
				return muxes[(*i)++].name;
	return NULL;
}

/* What abi grants of call name's job: its ways, and the multiplexers that do one. */
static enum sc_grant job_grant(const struct seccache_analysis *a, const struct seccache_arch *abi,
			       const char *name)
{
	const struct sc_job *job = sc_job_of(name);
	const char *solo[JOB_WAYS] = { name };
	const char *const *ways = job ? job->ways : solo;
	enum sc_grant most = SC_GRANT_ABSENT;

	for (size_t w = 0; w < JOB_WAYS && ways[w]; w++) {
		enum sc_grant g = sc_grant_way(a, abi, ways[w]);
		const char *mux;
		size_t m = 0;

		if (g > most)
			most = g;
		while (!strchr(ways[w], '+') && (mux = sc_mux_of(ways[w], &m)))
			if ((g = sc_grant_call(a, abi, mux)) > most)
				most = g;
	}
	return most;
}

/*
 * The native call by which abi->native does name's job most freely (the
 * call of that name if it is one of them), its result into *native.
 */
static bool native_way(const struct seccache_analysis *a, const struct seccache_arch *abi,
		       const char *name, enum sc_grant grant,
		       const struct seccache_range **native)
{
	const struct sc_job *job = sc_job_of(name);
	const char *solo[JOB_WAYS] = { name };
	const char *const *ways = job ? job->ways : solo;
	const struct seccache_range *r = sc_call_range(a, abi->native, name, NULL);

	for (size_t w = 0; !(r && sc_grant_of(r) == grant) && w < JOB_WAYS && ways[w]; w++)
		r = sc_call_range(a, abi->native, ways[w], NULL);
	if (!r || sc_grant_of(r) != grant)
		return false;
	*native = r;
	return true;
}

void sc_report_result_name(const struct seccache_range *r, char *buf, size_t size)
{
	if (r->constant)
		seccache_action_format(r->action, buf, size);
	else
		snprintf(buf, size, "depends on arguments");
}

/*
 * Whether the call name of abi, whose result is own, does a job that
 * abi's native ABI grants less of, by every way it has; the native
 * call's range that stands for it into *native.
 */
bool sc_report_weaker_call(const struct seccache_analysis *a, const struct seccache_arch *abi,
			   const struct seccache_range *own, const char *name,
			   const struct seccache_range **native)
{
	enum sc_grant theirs = job_grant(a, abi->native, name);

	if (theirs == SC_GRANT_ABSENT || sc_grant_of(own) <= theirs)
		return false;
	return native_way(a, abi, name, theirs, native);
}
