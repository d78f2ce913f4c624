/* SPDX-License-Identifier: MIT */
/*
 * enosys.c - runc's ENOSYS stub, the program runc puts before the one
 * libseccomp exports (libcontainer/seccomp/patchbpf/enosys_linux.go@v1.1.5,
 * generateEnosysStub()): for each arch of the profile, a syscall number
 * above the largest one the profile names on that arch returns
 * ERRNO(ENOSYS), so that libc falls back (clone3 to clone) where the
 * default action would say EPERM; on s390 and s390x, setup(2), nr 0, the
 * multiplexer of unknown numbers, does too. Instruction for instruction
 * as runc assembles it, built backwards as runc builds it (every jump
 * counted from the end). runc walks Go maps, whose order is random on
 * every run: the arches come here in the profile's order, one of the
 * layouts runc produces, each as long and as fast as the others.
 */
#include <errno.h>
#include <string.h>

#include "profile.h"

/* ERRNO(ENOSYS): C_ACT_ERRNO_ENOSYS. */
#define RET_ENOSYS (SECCACHE_RET_ERRNO | ENOSYS)
/* What marks an x32 call's number (jset (1<<30)). */
#define X32_SYSCALL_BIT 0x40000000U
/* s390xMultiplexSyscall: setup(2). */
#define S390_MULTIPLEX_NR 0
/* A conditional jump reaches 255 instructions. */
#define SHORT_JUMP 255

#define MAX_STUB 512

/* The program, built from its end: insns[start..MAX_STUB). */
struct stub {
	struct seccache_insn insns[MAX_STUB];
	size_t start;
};

/* One audit arch of the stub: its libseccomp arches and their largest numbers. */
struct stub_group {
	uint32_t audit;
	uint32_t token[2];	/* x86_64 holds SCMP_ARCH_X86_64 and SCMP_ARCH_X32 */
	int32_t largest[2];
	size_t n;
	uint32_t from_end;	/* archJumpTable: the section's start, from the end */
};

static size_t stub_len(const struct stub *s)
{
	return MAX_STUB - s->start;
}

static struct seccache_insn insn(uint16_t code, uint8_t jt, uint8_t jf, uint32_t k)
{
	return (struct seccache_insn){ .code = code, .jt = jt, .jf = jf, .k = k };
}

/* golang.org/x/net/bpf assembles JumpNotEqual, JumpLessOrEqual and JumpBitsNotSet flipped. */
#define LD_NR insn(BPF_LD | BPF_W | BPF_ABS, 0, 0, 0)
#define LD_ARCH insn(BPF_LD | BPF_W | BPF_ABS, 0, 0, 4)
#define JA(k) insn(BPF_JMP | BPF_JA, 0, 0, k)
#define JEQ(k, jt, jf) insn(BPF_JMP | BPF_JEQ | BPF_K, jt, jf, k)
#define JGT(k, jt, jf) insn(BPF_JMP | BPF_JGT | BPF_K, jt, jf, k)
#define JSET(k, jt, jf) insn(BPF_JMP | BPF_JSET | BPF_K, jt, jf, k)
#define RET(k) insn(BPF_RET | BPF_K, 0, 0, k)

/* Prepend n instructions, in their order, as programTail = append(section, programTail...). */
static int prepend(struct stub *s, const struct seccache_insn *v, size_t n)
{
	if (n > s->start)
		return -E2BIG;
	s->start -= n;
	memcpy(&s->insns[s->start], v, n * sizeof(*v));
	return 0;
}

/* The tail of one arch's section (case 1 of generateEnosysStub()). */
static size_t one_arch_tail(const struct stub_group *g, uint32_t base_enosys, bool ret_long,
			    struct seccache_insn *v)
{
	uint32_t sysno = (uint32_t)g->largest[0], base_filter = base_enosys + 1;
	size_t n = 0, first;

	if (g->audit == SCMP_ARCH_X86_64)
		n++;	/* room for the mode check, which jumps over what follows */
	first = n;
	if (base_enosys + 1 <= SHORT_JUMP) {
		v[n++] = JGT(sysno, (uint8_t)(base_enosys + 1), 0);
		v[n++] = JA(base_filter);
	} else {
		v[n++] = JGT(sysno, 0, 1);
		/* enosys_linux.go@v1.2.0 returns here; 1.1 jumps to the return. */
		v[n++] = ret_long ? RET(RET_ENOSYS) : JA(base_enosys + 1);
		v[n++] = JA(base_filter);
	}
	if (g->audit != SCMP_ARCH_X86_64)
		return n;
	/* x86_64 alone tests !(nr & X32 bit), x32 alone the bit (jset ...,0,N). */
	if (g->token[0] == SCMP_ARCH_X86_64)
		v[0] = JSET(X32_SYSCALL_BIT, (uint8_t)(n - first - 1), 0);
	else
		v[0] = JSET(X32_SYSCALL_BIT, 0, (uint8_t)(n - first - 1));
	return n;
}

/* x86_64 and x32 in one section (case 2 of generateEnosysStub()). */
static size_t two_arch_section(const struct stub_group *g, uint32_t base_enosys,
			       bool ret_long, struct seccache_insn *v)
{
	bool x32_first = g->token[0] == SCMP_ARCH_X32;
	uint32_t x86 = (uint32_t)g->largest[x32_first], x32 = (uint32_t)g->largest[!x32_first];
	size_t n = 0;

	v[n++] = JSET(X32_SYSCALL_BIT, 1, 0);
	if (base_enosys + 2 <= SHORT_JUMP) {
		v[n++] = JGT(x86, (uint8_t)(base_enosys + 2), 1);
		v[n++] = JGT(x32, (uint8_t)(base_enosys + 1), 0);
	} else {
		v[n++] = JGT(x86, 1, 2);
		v[n++] = JGT(x32, 0, 1);
		v[n++] = ret_long ? RET(RET_ENOSYS) : JA(base_enosys + 1);
	}
	v[n++] = JA(base_enosys + 1);
	return n;
}

/* Prepend g's section, if it has one, and note where it starts. */
static int add_section(struct stub *s, struct stub_group *g, bool ret_long)
{
	uint32_t base_enosys = (uint32_t)stub_len(s) - 1;
	struct seccache_insn v[8];
	size_t n = 0;
	int rc;

	if (!g->n)
		return 0;	/* "No syscalls found for this arch": no section */
	v[n++] = LD_NR;
	if (g->n == 1 && (g->audit == SCMP_ARCH_S390 || g->audit == SCMP_ARCH_S390X)) {
		v[n++] = JEQ(S390_MULTIPLEX_NR, 0, 1);
		v[n++] = RET(RET_ENOSYS);
	}
	if (g->n == 1)
		n += one_arch_tail(g, base_enosys, ret_long, v + n);
	else
		n += two_arch_section(g, base_enosys, ret_long, v + n);
	rc = prepend(s, v, n);
	g->from_end = (uint32_t)stub_len(s);
	return rc;
}

/* jeq [arch],[jump], or jne [arch],1; ja [jump] past 255. */
static int add_arch_jump(struct stub *s, const struct stub_group *g)
{
	uint32_t jump = (uint32_t)stub_len(s) - g->from_end;
	struct seccache_insn v[2] = { JEQ(g->audit, (uint8_t)jump, 0) };

	if (jump <= SHORT_JUMP)
		return prepend(s, v, 1);
	v[0] = JEQ(g->audit, 0, 1);
	v[1] = JA(jump);
	return prepend(s, v, 2);
}

/* scmpArchToAuditArch(): the arches runc's stub knows, else runc fails. */
static int audit_arch(uint32_t token, const struct sc_enosys_opts *o, uint32_t *audit)
{
	static const uint32_t known[] = {
		SCMP_ARCH_X86, SCMP_ARCH_X86_64, SCMP_ARCH_ARM, SCMP_ARCH_AARCH64,
		SCMP_ARCH_MIPS, SCMP_ARCH_MIPS64, SCMP_ARCH_MIPS64N32, SCMP_ARCH_MIPSEL,
		SCMP_ARCH_MIPSEL64, SCMP_ARCH_MIPSEL64N32, SCMP_ARCH_PPC, SCMP_ARCH_PPC64,
		SCMP_ARCH_PPC64LE, SCMP_ARCH_S390, SCMP_ARCH_S390X,
	};

	/* x32 is x86_64's AUDIT_ARCH with the X32 bit in the number. */
	*audit = token == SCMP_ARCH_X32 ? SCMP_ARCH_X86_64 : token;
	if (token == SCMP_ARCH_X32 || (token == SCMP_ARCH_RISCV64 && o->riscv64))
		return 0;
	for (size_t i = 0; i < ARRAY_SIZE(known); i++)
		if (known[i] == token)
			return 0;
	return -EINVAL;
}

/* runc's error for an arch its stub cannot map, which stops the container. */
static int unknown_arch(uint32_t token, struct seccache_error *err)
{
	const struct seccache_arch *a = seccache_arch_by_audit(token);

	return sc_fail(err, -EINVAL, -1, "runc's stub cannot map architecture %s to "
		       "an AUDIT_ARCH_ constant (enosys_linux.go): runc refuses the profile",
		       a ? a->name : "?");
}

/* findLastSyscalls(): config.Architectures by audit arch, in their order. */
static int group_arches(const struct sc_enosys_arch *arches, size_t n,
			const struct sc_enosys_opts *o, struct stub_group *groups,
			size_t *n_groups, struct seccache_error *err)
{
	*n_groups = 0;
	for (size_t i = 0; i < n; i++) {
		struct stub_group *g = NULL;
		uint32_t audit;

		if (audit_arch(arches[i].token, o, &audit))
			return unknown_arch(arches[i].token, err);
		for (size_t j = 0; j < *n_groups; j++)
			if (groups[j].audit == audit)
				g = &groups[j];
		if (!g) {
			g = &groups[(*n_groups)++];
			*g = (struct stub_group){ .audit = audit };
		}
		/* largestSyscall 0 is "could not find any syscalls": deleted. */
		if (arches[i].largest > 0 && g->n < 2) {
			g->token[g->n] = arches[i].token;
			g->largest[g->n++] = arches[i].largest;
		}
	}
	return 0;
}

int sc_enosys_stub(const struct sc_enosys_arch *arches, size_t n,
		   const struct sc_enosys_opts *o, struct seccache_insn *out,
		   size_t cap, size_t *len, struct seccache_error *err)
{
	const struct seccache_insn tail[] = { JA(1), RET(RET_ENOSYS) };
	struct stub_group groups[SC_MAX_ENOSYS_ARCHES];
	struct stub s = { .start = MAX_STUB };
	size_t n_groups, i;
	int rc;

	if (n > SC_MAX_ENOSYS_ARCHES)
		return sc_fail(err, -EINVAL, -1, "runc's stub: more than %d arches",
			       SC_MAX_ENOSYS_ARCHES);
	rc = group_arches(arches, n, o, groups, &n_groups, err);
	if (rc)
		return rc;
	rc = prepend(&s, tail, ARRAY_SIZE(tail));
	/* Go's maps: each arch's turn comes in the profile's order here. */
	for (i = 0; !rc && i < n_groups; i++)
		rc = add_section(&s, &groups[i], o->ret_in_long_jumps);
	/* "A dummy jump to filter for any architecture we might miss." */
	if (!rc)
		rc = prepend(&s, &(struct seccache_insn[]){ JA((uint32_t)stub_len(&s)) }[0], 1);
	for (i = 0; !rc && i < n_groups; i++)
		rc = add_arch_jump(&s, &groups[i]);
	if (!rc)
		rc = prepend(&s, &(struct seccache_insn[]){ LD_ARCH }[0], 1);
	if (!rc && stub_len(&s) > cap)
		rc = -E2BIG;
	if (rc)
		return sc_fail(err, -EINVAL, -1, "runc's stub: longer than %zu instructions",
			       cap < MAX_STUB ? cap : MAX_STUB);
	*len = stub_len(&s);
	memcpy(out, &s.insns[s.start], *len * sizeof(*out));
	return 0;
}
