/* SPDX-License-Identifier: MIT */
/*
 * kworkload - issue 17's real workload in the guest: syscall mixes recorded
 * from real programs on the build machine (the .mix files of bench/workload, counted
 * with strace -f -c; bench/workload/README says how), replayed unconfined,
 * under Docker's default profile as runc compiles it (libseccache's
 * profile loader with Docker's default capabilities, libseccomp's own
 * filter) and under seccache optimize's rewrite of that filter for the
 * stock kernel of the running kernel's version.
 *
 *   kworkload PROFILE MIX...
 *
 * Each mix becomes a schedule of 1000 calls in proportion to its counts,
 * interleaved; each call is one real syscall with harmless arguments on
 * files, sockets and memory the program set up (what a call cannot be
 * replayed as, process creation and sigreturn, is left out and its share
 * printed). Each configuration runs in a fresh child, the fastest of
 * ROUNDS rounds of REPEAT schedules. Prints "BENCH workload_MIX_CONF
 * NS" lines, NS the guest time of 1000 calls (-icount: instructions).
 */
#include <errno.h>
#include <fcntl.h>
#include <seccache.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <poll.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/random.h>
#include <sys/resource.h>
#include <sys/sendfile.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/sysinfo.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <termios.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>
#include <linux/filter.h>
#include <linux/futex.h>
#include <linux/seccomp.h>

#include "kworkload.h"

#define SCHEDULE	1000
#define REPEAT		10
#define ROUNDS		3
#define STACK		64
#define FILE_SIZE	65536

static const char *file = "/tmp/kworkload.data";
static const char *link_path = "/tmp/kworkload.link";

/* What the calls work on, set up once before the children fork. */
static struct {
	int fd, devnull, listener, pair[2];
	void *page;
	int fds[STACK], nfds;
	void *maps[STACK];
	int nmaps;
	char buf[FILE_SIZE];
	uint32_t futex_word;
	void *robust_head;
	size_t robust_len;
} w;

static void push_fd(int fd)
{
	if (fd < 0)
		return;
	if (w.nfds == STACK)
		close(w.fds[--w.nfds]);
	w.fds[w.nfds++] = fd;
}

static void op_read(void)
{
	if (read(w.fd, w.buf, 4096) == 0)
		lseek(w.fd, 0, SEEK_SET);
}

static void op_openat(void) { push_fd(openat(AT_FDCWD, file, O_RDONLY | O_CLOEXEC)); }
static void op_close(void) { close(w.nfds ? w.fds[--w.nfds] : -1); }
static void op_dup(void) { push_fd(dup(w.fd)); }
static void op_pipe2(void)
{
	int p[2];

	if (pipe2(p, O_CLOEXEC) == 0) {
		push_fd(p[0]);
		push_fd(p[1]);
	}
}

static void op_mmap(void)
{
	void *m = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (m == MAP_FAILED)
		return;
	if (w.nmaps == STACK)
		munmap(w.maps[--w.nmaps], 4096);
	w.maps[w.nmaps++] = m;
}

static void op_munmap(void)
{
	if (w.nmaps)
		munmap(w.maps[--w.nmaps], 4096);
	else
		munmap(NULL, 0);
}

static void op_write(void) { (void)!write(w.devnull, w.buf, 512); }
static void op_pread64(void) { (void)!pread(w.fd, w.buf, 4096, 0); }
static void op_lseek(void) { lseek(w.fd, 0, SEEK_CUR); }
static void op_newfstatat(void) { struct stat st; fstatat(AT_FDCWD, file, &st, 0); }
static void op_readlink(void) { (void)!readlink(link_path, w.buf, 256); }
static void op_access(void) { access(file, R_OK); }
static void op_mprotect(void) { mprotect(w.page, 4096, PROT_READ | PROT_WRITE); }
static void op_brk(void) { syscall(SYS_brk, 0); }
static void op_rt_sigaction(void) { struct sigaction sa; sigaction(SIGUSR1, NULL, &sa); }
static void op_rt_sigprocmask(void) { sigset_t s; sigprocmask(SIG_BLOCK, NULL, &s); }
static void op_rt_sigpending(void) { sigset_t s; sigpending(&s); }
static void op_prlimit64(void) { struct rlimit r; prlimit(0, RLIMIT_NOFILE, NULL, &r); }
static void op_getcwd(void) { (void)!getcwd(w.buf, 256); }
static void op_unlink(void) { unlink("/tmp/kworkload.none"); }
static void op_chdir(void) { (void)!chdir("/tmp"); }
static void op_chmod(void) { chmod(file, 0644); }
static void op_umask(void) { umask(022); }
static void op_getrandom(void) { (void)!getrandom(w.buf, 16, GRND_NONBLOCK); }
static void op_ioctl(void) { struct termios t; ioctl(w.devnull, TCGETS, &t); }
static void op_ppoll(void) { struct timespec z = { 0 }; ppoll(NULL, 0, &z, NULL); }
static void op_fcntl(void) { fcntl(w.fd, F_GETFD); }
static void op_dup2(void) { dup2(w.fd, w.fd); }
static void op_setpgid(void) { setpgid(0, 0); }
static void op_getrusage(void) { struct rusage r; getrusage(RUSAGE_SELF, &r); }
static void op_sysinfo(void) { struct sysinfo s; sysinfo(&s); }
static void op_getpid(void) { syscall(SYS_getpid); }
static void op_getppid(void) { syscall(SYS_getppid); }
static void op_getuid(void) { syscall(SYS_getuid); }
static void op_geteuid(void) { syscall(SYS_geteuid); }
static void op_getgid(void) { syscall(SYS_getgid); }
static void op_getegid(void) { syscall(SYS_getegid); }
static void op_alarm(void) { alarm(0); }
static void op_set_tid_address(void) { syscall(SYS_set_tid_address, &w.futex_word); }
static void op_set_robust_list(void) { syscall(SYS_set_robust_list, w.robust_head, w.robust_len); }
static void op_futex(void) { syscall(SYS_futex, &w.futex_word, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0); }
static void op_accept(void) { push_fd(accept4(w.listener, NULL, NULL, SOCK_CLOEXEC)); }
static void op_sendfile(void) { off_t off = 0; sendfile(w.devnull, w.fd, &off, 4096); }
static void op_setsockopt(void) { int one = 1; setsockopt(w.pair[0], SOL_SOCKET, SO_KEEPALIVE, &one, sizeof(one)); }
static void op_shutdown(void) { shutdown(w.pair[1], SHUT_RD); }
#ifdef SYS_faccessat2
static void op_faccessat2(void) { syscall(SYS_faccessat2, AT_FDCWD, file, R_OK, 0); }
#endif
#ifdef SYS_rseq
static void op_rseq(void) { syscall(SYS_rseq, NULL, 0, 0, 0); }
#endif
#ifdef SYS_arch_prctl
static void op_arch_prctl(void) { unsigned long fs; syscall(SYS_arch_prctl, 0x1003 /* ARCH_GET_FS */, &fs); }
#endif

static const struct op {
	const char *name;
	void (*run)(void);
} ops[] = {
	{ "read", op_read }, { "write", op_write }, { "openat", op_openat },
	{ "close", op_close }, { "dup", op_dup }, { "pipe2", op_pipe2 },
	{ "mmap", op_mmap }, { "munmap", op_munmap }, { "pread64", op_pread64 },
	{ "lseek", op_lseek }, { "newfstatat", op_newfstatat },
	{ "readlink", op_readlink }, { "access", op_access },
	{ "mprotect", op_mprotect }, { "brk", op_brk },
	{ "rt_sigaction", op_rt_sigaction }, { "rt_sigprocmask", op_rt_sigprocmask },
	{ "rt_sigpending", op_rt_sigpending }, { "prlimit64", op_prlimit64 },
	{ "getcwd", op_getcwd }, { "unlink", op_unlink }, { "chdir", op_chdir },
	{ "chmod", op_chmod }, { "umask", op_umask }, { "getrandom", op_getrandom },
	{ "ioctl", op_ioctl }, { "ppoll", op_ppoll }, { "fcntl", op_fcntl },
	{ "dup2", op_dup2 }, { "setpgid", op_setpgid }, { "getrusage", op_getrusage },
	{ "sysinfo", op_sysinfo }, { "getpid", op_getpid }, { "getppid", op_getppid },
	{ "getuid", op_getuid }, { "geteuid", op_geteuid }, { "getgid", op_getgid },
	{ "getegid", op_getegid }, { "alarm", op_alarm },
	{ "set_tid_address", op_set_tid_address },
	{ "set_robust_list", op_set_robust_list }, { "futex", op_futex },
	{ "accept", op_accept }, { "sendfile", op_sendfile },
	{ "setsockopt", op_setsockopt }, { "shutdown", op_shutdown },
#ifdef SYS_faccessat2
	{ "faccessat2", op_faccessat2 },
#endif
#ifdef SYS_rseq
	{ "rseq", op_rseq },
#endif
#ifdef SYS_arch_prctl
	{ "arch_prctl", op_arch_prctl },
#endif
};

#define N_OPS (sizeof(ops) / sizeof(ops[0]))

void kw_die(const char *what)
{
	fprintf(stderr, "kworkload: %s: %s\n", what, strerror(errno));
	exit(1);
}

static void setup(void)
{
	struct sockaddr_un addr = { .sun_family = AF_UNIX };
	int fd = open(file, O_RDWR | O_CREAT | O_TRUNC, 0644);

	if (fd < 0 || write(fd, w.buf, FILE_SIZE) != FILE_SIZE || close(fd))
		kw_die(file);
	unlink(link_path);
	if (symlink(file, link_path))
		kw_die(link_path);
	w.fd = open(file, O_RDONLY | O_CLOEXEC);
	w.devnull = open("/dev/null", O_RDWR | O_CLOEXEC);
	w.page = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	/* An abstract name: nothing to clean up. */
	snprintf(addr.sun_path + 1, sizeof(addr.sun_path) - 1, "kworkload");
	w.listener = socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
	if (w.fd < 0 || w.devnull < 0 || w.page == MAP_FAILED || w.listener < 0 ||
	    bind(w.listener, (struct sockaddr *)&addr, sizeof(addr)) || listen(w.listener, 8) ||
	    socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, w.pair) ||
	    syscall(SYS_get_robust_list, 0, &w.robust_head, &w.robust_len))
		kw_die("setup");
}

/*
 * The schedule of a mix file ("NAME COUNT" lines): SCHEDULE calls, each op
 * its share by largest remainder, spread out by a stride prime to SCHEDULE.
 */
static int schedule(const char *path, const struct op *sched[SCHEDULE])
{
	unsigned long counts[N_OPS] = { 0 }, total = 0, kept = 0, n;
	unsigned int slots[N_OPS], filled = 0;
	char name[64];
	FILE *f = fopen(path, "r");

	if (!f)
		kw_die(path);
	while (fscanf(f, "%63s %lu", name, &n) == 2) {
		size_t i;

		total += n;
		for (i = 0; i < N_OPS && strcmp(ops[i].name, name); i++)
			;
		if (i < N_OPS) {
			counts[i] += n;
			kept += n;
		}
	}
	fclose(f);
	if (!kept)
		return -1;
	printf("kworkload: %s: %lu calls recorded, %.1f%% replayed\n", path, total,
	       100.0 * kept / total);
	for (size_t i = 0; i < N_OPS; i++) {
		slots[i] = counts[i] * SCHEDULE / kept;
		filled += slots[i];
	}
	while (filled < SCHEDULE) {
		size_t best = 0;
		double gap = -1;

		for (size_t i = 0; i < N_OPS; i++) {
			double g = (double)counts[i] * SCHEDULE / kept - slots[i];

			if (g > gap) {
				gap = g;
				best = i;
			}
		}
		slots[best]++;
		filled++;
	}
	for (size_t i = 0, at = 0; i < N_OPS; i++)
		for (unsigned int k = 0; k < slots[i]; k++, at++)
			sched[(at * 7) % SCHEDULE] = &ops[i];
	return 0;
}

unsigned long long kw_now_ns(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1000000000ULL + t.tv_nsec;
}

unsigned long long kw_in_child(unsigned long long (*measure)(const void *ctx),
				const void *ctx)
{
	unsigned long long v = 0;
	int pipefd[2];
	pid_t pid;

	if (pipe(pipefd))
		kw_die("pipe");
	pid = fork();
	if (pid < 0)
		kw_die("fork");
	if (pid == 0) {
		v = measure(ctx);
		_exit(v && write(pipefd[1], &v, sizeof(v)) == sizeof(v) ? 0 : 3);
	}
	close(pipefd[1]);
	if (read(pipefd[0], &v, sizeof(v)) != sizeof(v))
		v = 0;
	close(pipefd[0]);
	waitpid(pid, NULL, 0);
	return v;
}

void kw_attach_classic(const struct seccache_stack *s)
{
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0))
		_exit(2);	/* not exit(): the parent's buffered output is not ours */
	for (size_t i = 0; s && i < seccache_stack_len(s); i++) {
		const struct seccache_filter *f = seccache_stack_filter(s, i);
		struct sock_fprog prog = {
			.len = (unsigned short)seccache_filter_len(f),
			.filter = (struct sock_filter *)seccache_filter_insns(f),
		};

		if (syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &prog))
			_exit(2);
	}
}

struct schedule_run {
	const struct op *const *sched;
	const struct seccache_stack *s;
};

/* In the child: the fastest round's guest time per 1000 calls. */
static unsigned long long measure_schedule(const void *ctx)
{
	const struct schedule_run *sr = ctx;
	unsigned long long best = ~0ULL;

	if (sr->s)
		kw_attach_classic(sr->s);
	for (int r = 0; r < ROUNDS; r++) {
		unsigned long long t = kw_now_ns();

		for (int k = 0; k < REPEAT; k++)
			for (int i = 0; i < SCHEDULE; i++)
				sr->sched[i]->run();
		t = (kw_now_ns() - t) / REPEAT;
		if (t < best)
			best = t;
	}
	return best;
}

/* The fastest round's guest time per 1000 calls, under filters (or none). */
static unsigned long long run(const struct op *sched[SCHEDULE], const struct seccache_stack *s)
{
	const struct schedule_run sr = { sched, s };

	return kw_in_child(measure_schedule, &sr);
}

/* Docker's default profile as runc compiles it, one filter. */
struct seccache_stack *kw_load_profile(const char *path)
{
	SECCACHE_OPTS(seccache_profile_opts, opts, .caps = seccache_runtime_caps("docker"));
	struct seccache_error err = { 0 };
	struct seccache_filter *f;
	struct seccache_stack *s;

	for (const char *const *c = opts.caps; *c; c++)
		opts.n_caps++;
	if (seccache_profile_load(path, &opts, &f, NULL, &err) ||
	    seccache_stack_new(NULL, &s, &err) || seccache_stack_push(s, f, &err)) {
		fprintf(stderr, "kworkload: %s: %s\n", path, err.msg);
		exit(1);
	}
	seccache_filter_free(f);
	return s;
}

int main(int argc, char **argv)
{
	static const struct op *sched[SCHEDULE];
	struct seccache_error err = { 0 };
	struct seccache_stack *docker, *fast;
	const char *const names[] = { "unconfined", "docker", "optimized" };
	struct seccache_kernel stock;
	/* The filter for the stock kernel of this version, on either kernel. */
	SECCACHE_OPTS(seccache_optimize_opts, opt, .kernel = &stock);

	if (argc > 1 && !strcmp(argv[1], "ebpf"))
		return kebpf_main(argc - 1, argv + 1);
	if (argc < 3) {
		fprintf(stderr, "usage: kworkload PROFILE MIX... | kworkload ebpf PROFILE\n");
		return 2;
	}
	setup();
	docker = kw_load_profile(argv[1]);
	if (seccache_kernel_running(&stock, &err))
		kw_die("uname");
	stock.series = false;
	if (seccache_optimize(docker, &opt, &fast, NULL, &err)) {
		fprintf(stderr, "kworkload: optimize: %s\n", err.msg);
		return 1;
	}
	printf("kworkload: %s: %zu instructions as runc compiles it, %zu optimized\n", argv[1],
	       seccache_filter_len(seccache_stack_filter(docker, 0)),
	       seccache_filter_len(seccache_stack_filter(fast, 0)));
	for (int m = 2; m < argc; m++) {
		const struct seccache_stack *stacks[] = { NULL, docker, fast };
		char mix[64];
		const char *base = strrchr(argv[m], '/') ? strrchr(argv[m], '/') + 1 : argv[m];

		snprintf(mix, sizeof(mix), "%.*s", (int)strcspn(base, "."), base);
		if (schedule(argv[m], sched))
			return 1;
		for (int c = 0; c < 3; c++) {
			unsigned long long ns = run(sched, stacks[c]);

			if (!ns)
				return 1;
			printf("BENCH workload_%s_%s_ns %llu\n", mix, names[c], ns);
		}
	}
	seccache_stack_free(fast);
	seccache_stack_free(docker);
	return 0;
}
