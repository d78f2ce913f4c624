/* SPDX-License-Identifier: MIT */
/*
 * action.c - seccomp return values: which actions the kernel knows, their
 * precedence, and their names in and out.
 */
#include <ctype.h>
#include <errno.h>
#include <linux/elf-em.h>
#include <string.h>
#include <strings.h>

#include "abi.h"

struct action_name {
	uint32_t action;
	const char *name;
	bool has_data;		/* printed as NAME(d) */
};

static const struct action_name action_names[] = {
	{ SECCACHE_RET_KILL_PROCESS, "KILL_PROCESS", false },
	{ SECCACHE_RET_KILL_THREAD, "KILL_THREAD", false },
	{ SECCACHE_RET_TRAP, "TRAP", true },
	{ SECCACHE_RET_ERRNO, "ERRNO", true },
	{ SECCACHE_RET_USER_NOTIF, "USER_NOTIF", false },
	{ SECCACHE_RET_TRACE, "TRACE", true },
	{ SECCACHE_RET_LOG, "LOG", false },
	{ SECCACHE_RET_ALLOW, "ALLOW", false },
};

static const struct action_name *action_lookup(uint32_t ret)
{
	uint32_t action = ret & SECCACHE_RET_ACTION_FULL;

	for (size_t i = 0; i < ARRAY_SIZE(action_names); i++)
		if (action_names[i].action == action)
			return &action_names[i];
	return NULL;
}

bool seccache_action_known(uint32_t ret)
{
	return action_lookup(ret) != NULL;
}

/* __seccomp_filter(): the default case of its switch kills the process. */
uint32_t seccache_action_effective(uint32_t ret)
{
	return action_lookup(ret) ? ret : SECCACHE_RET_KILL_PROCESS;
}

bool seccache_action_beats(uint32_t a, uint32_t b)
{
	return sc_action_beats(a, b);
}

int seccache_action_format(uint32_t ret, char *buf, size_t size)
{
	const struct action_name *an = action_lookup(ret);

	if (!an)
		return snprintf(buf, size, "KILL_PROCESS");
	if (an->has_data)
		return snprintf(buf, size, "%s(%u)", an->name,
				ret & SECCACHE_RET_DATA);
	return snprintf(buf, size, "%s", an->name);
}

const char *seccache_action_color(uint32_t ret)
{
	switch (seccache_action_effective(ret) & SECCACHE_RET_ACTION_FULL) {
	case SECCACHE_RET_ALLOW:
		return "\033[32m";
	case SECCACHE_RET_KILL_PROCESS:
	case SECCACHE_RET_KILL_THREAD:
		return "\033[31m";
	default:
		return "\033[33m";
	}
}

/*
 * include/uapi/asm-generic/errno-base.h, which every ABI seccache knows
 * shares (EPERM to ERANGE: a name among these means the same number on
 * every architecture), then asm-generic/errno.h, which every ABI but
 * MIPS's and PA-RISC's follows (they number the rest their own way;
 * powerpc's one addition, EDEADLOCK 58, is left a number). Aliases
 * (EWOULDBLOCK, EDEADLOCK, ENOTSUP) give way to the names they alias.
 */
#define ERRNO_BASE_LAST 34	/* ERANGE */

static const char *const errno_names[] = {
	NULL, "EPERM", "ENOENT", "ESRCH", "EINTR", "EIO", "ENXIO", "E2BIG",
	"ENOEXEC", "EBADF", "ECHILD", "EAGAIN", "ENOMEM", "EACCES", "EFAULT",
	"ENOTBLK", "EBUSY", "EEXIST", "EXDEV", "ENODEV", "ENOTDIR", "EISDIR",
	"EINVAL", "ENFILE", "EMFILE", "ENOTTY", "ETXTBSY", "EFBIG", "ENOSPC",
	"ESPIPE", "EROFS", "EMLINK", "EPIPE", "EDOM", "ERANGE", "EDEADLK",
	"ENAMETOOLONG", "ENOLCK", "ENOSYS", "ENOTEMPTY", "ELOOP", NULL,
	"ENOMSG", "EIDRM", "ECHRNG", "EL2NSYNC", "EL3HLT", "EL3RST", "ELNRNG",
	"EUNATCH", "ENOCSI", "EL2HLT", "EBADE", "EBADR", "EXFULL", "ENOANO",
	"EBADRQC", "EBADSLT", NULL, "EBFONT", "ENOSTR", "ENODATA", "ETIME",
	"ENOSR", "ENONET", "ENOPKG", "EREMOTE", "ENOLINK", "EADV", "ESRMNT",
	"ECOMM", "EPROTO", "EMULTIHOP", "EDOTDOT", "EBADMSG", "EOVERFLOW",
	"ENOTUNIQ", "EBADFD", "EREMCHG", "ELIBACC", "ELIBBAD", "ELIBSCN",
	"ELIBMAX", "ELIBEXEC", "EILSEQ", "ERESTART", "ESTRPIPE", "EUSERS",
	"ENOTSOCK", "EDESTADDRREQ", "EMSGSIZE", "EPROTOTYPE", "ENOPROTOOPT",
	"EPROTONOSUPPORT", "ESOCKTNOSUPPORT", "EOPNOTSUPP", "EPFNOSUPPORT",
	"EAFNOSUPPORT", "EADDRINUSE", "EADDRNOTAVAIL", "ENETDOWN",
	"ENETUNREACH", "ENETRESET", "ECONNABORTED", "ECONNRESET", "ENOBUFS",
	"EISCONN", "ENOTCONN", "ESHUTDOWN", "ETOOMANYREFS", "ETIMEDOUT",
	"ECONNREFUSED", "EHOSTDOWN", "EHOSTUNREACH", "EALREADY", "EINPROGRESS",
	"ESTALE", "EUCLEAN", "ENOTNAM", "ENAVAIL", "EISNAM", "EREMOTEIO",
	"EDQUOT", "ENOMEDIUM", "EMEDIUMTYPE", "ECANCELED", "ENOKEY",
	"EKEYEXPIRED", "EKEYREVOKED", "EKEYREJECTED", "EOWNERDEAD",
	"ENOTRECOVERABLE", "ERFKILL", "EHWPOISON",
};

/* Whether abi numbers errnos as asm-generic/errno.h does. */
static bool generic_errnos(const struct seccache_arch *abi)
{
	uint32_t machine = abi->audit_arch & 0xffff;	/* the ELF machine, EM_* */

	return machine != EM_MIPS && machine != EM_PARISC;
}

const char *seccache_errno_name(const struct seccache_arch *abi, uint32_t e)
{
	if (e <= ERRNO_BASE_LAST)
		return errno_names[e];
	if (!abi || !generic_errnos(abi) || e >= ARRAY_SIZE(errno_names))
		return NULL;
	return errno_names[e];
}

/*
 * An errno name that means one number everywhere (EPERM to ERANGE) at the
 * start of s: *e, and *end after it.
 */
static bool parse_errno_name(const char *s, const char **end, uint32_t *e)
{
	for (uint32_t i = 1; i <= ERRNO_BASE_LAST; i++) {
		size_t len = strlen(errno_names[i]);

		if (!strncasecmp(s, errno_names[i], len) &&
		    !isalnum((unsigned char)s[len]) && s[len] != '_') {
			*e = i;
			*end = s + len;
			return true;
		}
	}
	return false;
}

static const char *skip_prefix(const char *text)
{
	static const char *const prefixes[] = { "SECCOMP_RET_", "SCMP_ACT_" };

	for (size_t i = 0; i < ARRAY_SIZE(prefixes); i++)
		if (!strncasecmp(text, prefixes[i], strlen(prefixes[i])))
			return text + strlen(prefixes[i]);
	return text;
}

static const struct action_name *name_lookup(const char *name, size_t len)
{
	static const struct action_name aliases[] = {
		{ SECCACHE_RET_KILL_THREAD, "KILL", false },
		{ SECCACHE_RET_USER_NOTIF, "NOTIFY", false },
	};

	for (size_t i = 0; i < ARRAY_SIZE(action_names); i++)
		if (strlen(action_names[i].name) == len &&
		    !strncasecmp(action_names[i].name, name, len))
			return &action_names[i];
	for (size_t i = 0; i < ARRAY_SIZE(aliases); i++)
		if (strlen(aliases[i].name) == len &&
		    !strncasecmp(aliases[i].name, name, len))
			return &aliases[i];
	return NULL;
}

/* An action's name or number, with nothing but space around it. */
static bool parse_action(const char *text, uint32_t *ret)
{
	const struct action_name *an;
	const char *p, *end;
	uint32_t data = 0;
	size_t len;

	while (isspace((unsigned char)*text))
		text++;
	if (isdigit((unsigned char)*text)) {
		if (!sc_parse_u32(text, &end, ret))
			return false;
		while (isspace((unsigned char)*end))
			end++;
		return !*end;
	}
	p = skip_prefix(text);
	for (len = 0; isalnum((unsigned char)p[len]) || p[len] == '_'; len++)
		;
	an = name_lookup(p, len);
	if (!an)
		return false;
	end = p + len;
	if (*end == '(') {
		bool named = an->action == SECCACHE_RET_ERRNO &&
			     parse_errno_name(end + 1, &end, &data);

		if ((!named && !sc_parse_u32(end + 1, &end, &data)) || *end != ')' ||
		    data > SECCACHE_RET_DATA)
			return false;
		end++;
	}
	while (isspace((unsigned char)*end))
		end++;
	if (*end)
		return false;
	*ret = an->action | data;
	return true;
}

int seccache_action_parse(const char *text, uint32_t *ret, struct seccache_error *err)
{
	if (!text || !parse_action(text, ret))
		return sc_fail(err, -EINVAL, -1, "'%s' is not an action",
			       text ? text : "(null)");
	return 0;
}
