/* SPDX-License-Identifier: MIT */
/*
 * oci.c - config.json of an OCI bundle, as crun reads its seccomp parts.
 * crun (src/libcrun/seccomp.c, libcrun_generate_seccomp()) compiles
 * linux.seccomp with libseccomp: the native arch and "architectures",
 * each rule's "names", "action", "errnoRet" and "args", nothing else of
 * moby's profile format; with run.oci.seccomp_bpf_data it loads that
 * program instead (libcrun_copy_seccomp()), but still reads "flags" and
 * "listenerPath" from linux.seccomp (container.c, libcrun_apply_seccomp()
 * and get_seccomp_receiver_fd()).
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "array_size.h"
#include "cmds.h"
#include "messages.h"
#include "oci.h"
#include "source_file.h"
#include "seccache.h"

/* The indentation of the file's second line: how to write it back. */
static void read_layout(const char *text, size_t size, struct oci_bundle *b)
{
	const char *nl = memchr(text, '\n', size);
	size_t end = size;

	while (end && strchr(" \t\r\n", text[end - 1]))
		end--;
	b->final_newline = size && text[size - 1] == '\n';
	b->indent = 0;
	if (!nl || nl >= text + end)
		return;		/* one line: Go's json.Marshal, as podman writes it */
	for (const char *p = nl + 1; *p == ' ' && b->indent < 31; p++)
		b->indent++;
	if (!b->indent)
		b->indent = nl[1] == '\t' ? 8 : 2;
}

/* root.linux.seccomp, checked to be an object where present. */
static int find_seccomp(struct oci_bundle *b)
{
	json_t *linux_ = json_object_get(b->root, "linux");

	b->seccomp = NULL;
	if (!json_is_object(b->root)) {
		errorf("%s: the configuration must be a JSON object", b->config);
		return EXIT_USAGE;
	}
	if (!linux_ || json_is_null(linux_))
		return EXIT_OK;
	if (!json_is_object(linux_)) {
		errorf("%s: linux: must be an object", b->config);
		return EXIT_USAGE;
	}
	b->seccomp = json_object_get(linux_, "seccomp");
	if (json_is_null(b->seccomp))
		b->seccomp = NULL;
	if (b->seccomp && !json_is_object(b->seccomp)) {
		errorf("%s: linux.seccomp: must be an object", b->config);
		return EXIT_USAGE;
	}
	return EXIT_OK;
}

int oci_load(const char *bundle, struct oci_bundle *b)
{
	json_error_t jerr;
	size_t size, quoted_len;
	char *text, *quoted;
	int ret;

	memset(b, 0, sizeof(*b));
	if (!is_directory(bundle))
		b->config = strdup(bundle);
	else if (asprintf(&b->config, "%s/config.json", bundle) < 0)
		b->config = NULL;
	if (!b->config) {
		errorf("oci: out of memory");
		return EXIT_SYSTEM;
	}
	ret = read_source(b->config, &text, &size);
	if (ret)
		return ret;
	read_layout(text, size, b);
	/* jansson stops at INT64_MAX; a profile's values go on to UINT64_MAX. */
	ret = seccache_json_quote_big(text, size, &quoted, &quoted_len, NULL);
	free(text);
	if (ret) {
		errorf("oci: out of memory");
		return EXIT_SYSTEM;
	}
	b->root = json_loadb(quoted, quoted_len, 0, &jerr);
	free(quoted);
	if (!b->root) {
		errorf("%s:%d:%d: not valid JSON: %s", b->config, jerr.line, jerr.column,
		       jerr.text);
		return EXIT_USAGE;
	}
	return find_seccomp(b);
}

void oci_free(struct oci_bundle *b)
{
	json_decref(b->root);
	free(b->config);
	memset(b, 0, sizeof(*b));
}

int oci_annotation(const struct oci_bundle *b, const char *key, const char **value)
{
	json_t *all = json_object_get(b->root, "annotations"), *v;

	*value = NULL;
	if (!all || json_is_null(all))
		return EXIT_OK;
	if (!json_is_object(all)) {
		errorf("%s: annotations: must be an object", b->config);
		return EXIT_USAGE;
	}
	v = json_object_get(all, key);
	if (v && !json_is_string(v)) {
		errorf("%s: annotations.%s: must be a string", b->config, key);
		return EXIT_USAGE;
	}
	*value = v ? json_string_value(v) : NULL;
	return EXIT_OK;
}

/* Whether crun lets an action carry an errno (seccomp_action_supports_errno()). */
static bool takes_errno(json_t *action)
{
	const char *name = json_string_value(action);

	return name && (!strcmp(name, "SCMP_ACT_ERRNO") || !strcmp(name, "SCMP_ACT_TRACE"));
}

/*
 * crun refuses an errno beside an action that takes none, when it
 * compiles: with the annotation it would not, and the container would run.
 */
static int check_errno(const struct oci_bundle *b, json_t *obj, const char *action,
		       const char *errno_key, const char *where)
{
	json_t *v = json_object_get(obj, errno_key);

	if (!v || json_is_null(v) || takes_errno(json_object_get(obj, action)))
		return EXIT_OK;
	errorf("%s: linux.seccomp%s%s beside %s %s: crun refuses to compile that, but "
	       "with the annotation would start the container", b->config, where, errno_key,
	       action, json_is_string(json_object_get(obj, action)) ?
	       json_string_value(json_object_get(obj, action)) : "(none)");
	return EXIT_USAGE;
}

/* Copy the keys of src named in keys into dst; note those of moby's that crun ignores. */
static int copy_keys(const struct oci_bundle *b, json_t *src, json_t *dst,
		     const char *const *keys, const char *where)
{
	static const char *const moby[] = { "archMap", "includes", "excludes", "name" };
	const char *key;
	json_t *v;

	json_object_foreach(src, key, v) {
		bool kept = false;

		for (size_t i = 0; keys[i] && !kept; i++)
			kept = !strcmp(key, keys[i]);
		if (kept && json_object_set(dst, key, v))
			return EXIT_SYSTEM;
		for (size_t i = 0; !kept && i < ARRAY_SIZE(moby); i++)
			if (!strcmp(key, moby[i]))
				notef("%s: linux.seccomp%s%s ignored, as crun ignores it "
				      "(moby's profile field, resolved before config.json)",
				      b->config, where, key);
	}
	return EXIT_OK;
}

/* Entry i of linux.seccomp.syscalls, as crun reads it, appended to out. */
static int copy_rule(const struct oci_bundle *b, json_t *rule, size_t i, json_t *out)
{
	static const char *const keys[] = { "names", "action", "errnoRet", "args", NULL };
	json_t *copy, *args = json_object_get(rule, "args");
	char where[48];
	int ret;

	snprintf(where, sizeof(where), ".syscalls[%zu].", i);
	if (!json_is_object(rule))
		return json_array_append(out, rule) ? EXIT_SYSTEM : EXIT_OK;
	ret = check_errno(b, rule, "action", "errnoRet", where);
	if (ret)
		return ret;
	/* crun reads six args and drops the rest (struct scmp_arg_cmp arg_cmp[6]). */
	if (json_is_array(args) && json_array_size(args) > 6) {
		errorf("%s: linux.seccomp%sargs: %zu conditions: crun reads the first six "
		       "only; give the rule as several", b->config, where, json_array_size(args));
		return EXIT_USAGE;
	}
	copy = json_object();
	ret = copy ? copy_keys(b, rule, copy, keys, where) : EXIT_SYSTEM;
	if (!ret && json_array_append_new(out, copy))
		ret = EXIT_SYSTEM;
	else if (ret)
		json_decref(copy);
	return ret;
}

/* The section's syscalls, each as crun reads it, into copy. */
static int copy_rules(const struct oci_bundle *b, json_t *copy)
{
	json_t *rules = json_object_get(b->seccomp, "syscalls"), *out;
	int ret = EXIT_OK;

	if (!json_is_array(rules))	/* absent, or an error the compiler reports */
		return rules && json_object_set(copy, "syscalls", rules) ? EXIT_SYSTEM : EXIT_OK;
	out = json_array();
	for (size_t i = 0; out && !ret && i < json_array_size(rules); i++)
		ret = copy_rule(b, json_array_get(rules, i), i, out);
	if (!out || (!ret && json_object_set(copy, "syscalls", out)))
		ret = EXIT_SYSTEM;
	json_decref(out);
	return ret;
}

/* JSON text of v, its integers past INT64_MAX written back as they were read; NULL: no memory. */
static char *dump(const json_t *v, size_t flags)
{
	char *quoted = json_dumps(v, flags), *text = NULL;
	size_t len;

	if (quoted && seccache_json_unquote_big(quoted, strlen(quoted), &text, &len, NULL))
		text = NULL;
	free(quoted);
	return text;
}

int oci_profile(const struct oci_bundle *b, char **text)
{
	/* listenerPath is crun's business with either program, not the filter's. */
	static const char *const keys[] = {
		"defaultAction", "defaultErrnoRet", "architectures", "flags", NULL
	};
	json_t *copy = json_object();
	int ret = copy ? check_errno(b, b->seccomp, "defaultAction", "defaultErrnoRet", ".")
		       : EXIT_SYSTEM;

	*text = NULL;
	if (!ret)
		ret = copy_keys(b, b->seccomp, copy, keys, ".");
	if (!ret)
		ret = copy_rules(b, copy);
	if (!ret) {
		*text = dump(copy, JSON_PRESERVE_ORDER | JSON_COMPACT);
		ret = *text ? EXIT_OK : EXIT_SYSTEM;
	}
	json_decref(copy);
	if (ret == EXIT_SYSTEM)
		errorf("oci: out of memory");
	return ret;
}

int oci_set_annotation(struct oci_bundle *b, const char *key, const char *value)
{
	json_t *all = json_object_get(b->root, "annotations");

	if (!all || json_is_null(all)) {
		all = json_object();
		if (!all || json_object_set_new(b->root, "annotations", all)) {
			errorf("oci: out of memory");
			return EXIT_SYSTEM;
		}
	}
	if (!json_is_object(all)) {
		errorf("%s: annotations: must be an object", b->config);
		return EXIT_USAGE;
	}
	if (json_object_set_new(all, key, json_string(value))) {
		errorf("oci: out of memory");
		return EXIT_SYSTEM;
	}
	return EXIT_OK;
}

/* text into fd, synced: the rename must not publish a file still being written. */
static bool write_all(int fd, const char *text, bool newline)
{
	size_t len = strlen(text);

	while (len) {
		ssize_t n = write(fd, text, len);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return false;
		text += n;
		len -= (size_t)n;
	}
	return (!newline || write(fd, "\n", 1) == 1) && !fsync(fd);
}

int oci_write(const struct oci_bundle *b)
{
	size_t flags = JSON_PRESERVE_ORDER |
		       (b->indent ? JSON_INDENT(b->indent) : JSON_COMPACT);
	char *text = dump(b->root, flags), tmp[PATH_MAX];
	struct stat st;
	int fd = -1, error = 0;

	if (!text) {
		errorf("oci: out of memory");
		return EXIT_SYSTEM;
	}
	if (snprintf(tmp, sizeof(tmp), "%s.XXXXXX", b->config) >= (int)sizeof(tmp))
		error = ENAMETOOLONG;
	if (!error && stat(b->config, &st))
		error = errno;
	if (!error && (fd = mkstemp(tmp)) < 0)
		error = errno;
	errno = 0;
	/* The file keeps its owner and mode: crun may run as another user. */
	if (!error && (fchown(fd, st.st_uid, st.st_gid) || fchmod(fd, st.st_mode & 07777) ||
		       !write_all(fd, text, b->final_newline)))
		error = errno ? errno : EIO;
	if (fd >= 0 && close(fd) && !error)
		error = errno;
	if (!error && rename(tmp, b->config))
		error = errno;
	if (error && fd >= 0)
		unlink(tmp);
	free(text);
	if (error) {
		errorf("%s: cannot write: %s", b->config, strerror(error));
		return EXIT_SYSTEM;
	}
	return EXIT_OK;
}
