/* SPDX-License-Identifier: MIT */
/*
 * install_filters.c - a process with known filters for the live tests of
 * seccache dump and pid: sources. Installs each raw FILE, oldest first, with
 * the flags -l (SECCOMP_FILTER_FLAG_LOG) asks for, or -L for the newest
 * only; -t FILE makes a second thread that also installs FILE, so the
 * threads' stacks differ. Prints "ready" and waits to be killed.
 */
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

static unsigned int flags, newest_flags;
static pthread_barrier_t installed;

static int install(const char *path, unsigned int with)
{
	static unsigned char buf[4096 * 8];
	struct sock_fprog prog;
	size_t size;
	FILE *f = fopen(path, "rb");

	if (!f) {
		perror(path);
		return -1;
	}
	size = fread(buf, 1, sizeof(buf), f);
	fclose(f);
	prog.len = (unsigned short)(size / sizeof(struct sock_filter));
	prog.filter = (struct sock_filter *)buf;
	if (syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, with, &prog)) {
		perror("seccomp");
		return -1;
	}
	return 0;
}

static void *thread_main(void *path)
{
	if (install(path, flags))
		exit(1);
	pthread_barrier_wait(&installed);
	for (;;)
		pause();
	return NULL;
}

int main(int argc, char **argv)
{
	const char *thread_filter = NULL;
	pthread_t thread;
	int c;

	while ((c = getopt(argc, argv, "lLt:")) != -1) {
		if (c == 'l')
			flags |= SECCOMP_FILTER_FLAG_LOG;
		else if (c == 'L')
			newest_flags |= SECCOMP_FILTER_FLAG_LOG;
		else if (c == 't')
			thread_filter = optarg;
		else
			return 2;
	}
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)) {
		perror("PR_SET_NO_NEW_PRIVS");
		return 1;
	}
	for (int i = optind; i < argc; i++)
		if (install(argv[i], flags | (i == argc - 1 ? newest_flags : 0)))
			return 1;
	pthread_barrier_init(&installed, NULL, thread_filter ? 2 : 1);
	if (thread_filter && pthread_create(&thread, NULL, thread_main,
					    (void *)thread_filter))
		return 1;
	pthread_barrier_wait(&installed);
	/* stdout may be the only fd the filters let us write. */
	if (write(STDOUT_FILENO, "ready\n", 6) != 6)
		return 1;
	for (;;)
		pause();
}
