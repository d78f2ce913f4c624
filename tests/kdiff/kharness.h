/* SPDX-License-Identifier: MIT */
/*
 * kharness.h - run seccomp programs on the real kernel and report what it
 * did, so that tests can hold seccache's predictions against it. x86_64
 * only: calls are made with `syscall` (x86_64 and x32 numbers) and with
 * `int $0x80` (i386).
 */
#ifndef SECCACHE_KHARNESS_H
#define SECCACHE_KHARNESS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "seccache.h"

/* A program as handed to seccomp(), valid or not. */
struct kh_prog {
	const struct seccache_insn *insns;
	size_t len;
};

/*
 * Ask the kernel whether it accepts each program, without attaching any:
 * verdicts[i] is 0 (accepted), -EINVAL (refused) or another negative errno
 * the kernel should never give. Returns 0 or a negative errno when the
 * method itself failed (reason in msg).
 */
int kh_validate(const struct kh_prog *progs, size_t n, int *verdicts,
		char *msg, size_t msg_size);

/* What a test call observably did. */
enum kh_kind {
	KH_NOTIFIED,		/* the catcher's USER_NOTIF won: value is the marker */
	KH_MISNOTIFIED,		/* notified, but the kernel saw other seccomp_data */
	KH_RETURNED,		/* returned value without notification */
	KH_TRAPPED,		/* SIGSYS, value is si_errno */
	KH_THREAD_KILLED,
	KH_PROCESS_KILLED,
	KH_KINDS
};

struct kh_outcome {
	enum kh_kind kind;
	int64_t value;
};

/* What the listener answers a notified call with. */
#define KH_MARKER 0x5eccac4e

/* Name of a kind, for messages. */
const char *kh_kind_name(enum kh_kind kind);

/* Format an outcome ("RETURNED(-13)"), like snprintf. */
int kh_outcome_format(struct kh_outcome o, char *buf, size_t size);

/* True if int $0x80 reaches the kernel's i386 ABI (checked once). */
bool kh_i386_available(void);

/*
 * The instruction_pointer the kernel reports for test calls of arch
 * (AUDIT_ARCH_X86_64 or AUDIT_ARCH_I386); predictions must use it.
 */
uint64_t kh_ip(uint32_t arch);

/*
 * True if the harness can make this call: x86_64 (x32 numbers included) or,
 * when available, i386 with 32-bit args; instruction_pointer as kh_ip();
 * not a number the running kernel lets through without running filters.
 */
bool kh_input_ok(const struct seccache_data *d);

/*
 * The outcome a call must have when seccache_stack_run() predicts raw for
 * the filters under test.
 */
struct kh_outcome kh_expect(uint32_t raw);

/*
 * Attach progs (oldest first, each at most KH_MAX_PROG_LEN long and valid)
 * in a child and make each call; out[i] receives what call i did. Returns 0,
 * or a negative errno with the reason in msg if the method failed (bad
 * input, a program refused, a child that hung or died otherwise).
 */
#define KH_MAX_PROG_LEN (SECCACHE_MAXINSNS - 7)

int kh_run(const struct kh_prog *progs, size_t n_progs,
	   const struct seccache_data *calls, size_t n_calls,
	   struct kh_outcome *out, char *msg, size_t msg_size);

/*
 * Whether filters can be attached and tested here at all: one probe call
 * under a filter that allows everything. Prints why not (the test then
 * skips) and, once usable, whether ia32 calls can be made.
 */
bool kh_usable(void);

/*
 * Case count for a test: base times SECCACHE_KDIFF_SCALE (a positive
 * number, default 1), or the kdiff_cases build option when it is set.
 */
size_t kh_cases(size_t base);

#endif
