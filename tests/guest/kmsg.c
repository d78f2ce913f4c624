/* SPDX-License-Identifier: MIT */
/*
 * kmsg.c - seccomp's audit records (type=1326) in the kernel log,
 * /dev/kmsg: skip what is there, then read the fields seccomp_log()
 * decides of each new record.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "kguest.h"

static int kmsg = -1;

/* Skip what the kernel log holds so far. */
void kguest_kmsg_skip(void)
{
	if (kmsg < 0)
		kmsg = open("/dev/kmsg", O_RDONLY | O_NONBLOCK);
	if (kmsg >= 0)
		lseek(kmsg, 0, SEEK_END);
}

/* One record's fields that seccomp_log() decides: sig, arch, syscall, ... */
static void record_fields(const char *line, char *out, size_t size)
{
	static const char *const fields[] = { "sig=", "arch=", "syscall=", "compat=",
					      "code=" };
	size_t used = 0;

	out[0] = '\0';
	for (size_t i = 0; i < sizeof(fields) / sizeof(fields[0]) && used < size; i++) {
		const char *at = strstr(line, fields[i]);
		int w = at ? (int)strcspn(at, " \n") : 0;

		used += snprintf(out + used, size - used, "%s%.*s", i ? " " : "", w,
				 at ? at : "");
	}
}

/*
 * The seccomp records (type=1326) logged since kguest_kmsg_skip(), without the
 * pid, time and instruction pointer. kauditd writes them asynchronously:
 * read until the log has been quiet for a while.
 */
void kguest_kmsg_records(struct records *out)
{
	char buf[1024];
	int quiet = 0;

	out->n = 0;
	while (kmsg >= 0 && quiet < 5) {
		ssize_t len = read(kmsg, buf, sizeof(buf) - 1);

		if (len <= 0) {
			if (len < 0 && errno == EPIPE)
				continue;	/* records were overwritten: read on */
			quiet++;
			usleep(20000);
			continue;
		}
		quiet = 0;
		buf[len] = '\0';
		if (strstr(buf, "type=1326") && out->n < MAX_RECORDS)
			record_fields(buf, out->r[out->n++], sizeof(out->r[0]));
	}
}
