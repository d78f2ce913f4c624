/* SPDX-License-Identifier: MIT */
/*
 * source_file.c - reading SOURCE and vector files whole through the
 * library's bounded reader, telling what a SOURCE argument names (once)
 * and what a SOURCE file holds (from its bytes), and writing output files.
 */
#include <ctype.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cmds.h"
#include "messages.h"
#include "source_file.h"
#include "seccache.h"

/* Larger than any source seccache accepts: a big profile or listing. */
#define MAX_SOURCE_SIZE (16U << 20)

const char *source_name(const char *path)
{
	return strcmp(path, "-") ? path : "standard input";
}

int read_source(const char *path, char **data, size_t *size)
{
	struct seccache_error err;
	int ret = seccache_read_file(path, MAX_SOURCE_SIZE, data, size, &err);

	if (ret) {
		errorf("%s", err.msg);
		return exit_code_of(ret);
	}
	return EXIT_OK;
}

/* A text with a NUL would be cut short there: an input error naming its line. */
int check_text(const char *path, const char *data, size_t size)
{
	const char *nul = memchr(data, '\0', size);
	int line = 1;

	if (!nul)
		return EXIT_OK;
	for (const char *p = data; p < nul; p++)
		line += *p == '\n';
	errorf("%s:%d: NUL byte: not a text file", source_name(path), line);
	return EXIT_USAGE;
}

int read_text(const char *path, char **data, size_t *size)
{
	int ret = read_source(path, data, size);

	if (!ret && (ret = check_text(path, *data, *size))) {
		free(*data);
		*data = NULL;
	}
	return ret;
}

int write_output(const char *path, const void *buf, size_t size)
{
	FILE *out = strcmp(path, "-") ? fopen(path, "wb") : stdout;
	bool ok;

	if (!out) {
		errorf("%s: %m", path);
		return EXIT_SYSTEM;
	}
	ok = fwrite(buf, 1, size, out) == size;
	ok = (out == stdout ? fflush(out) : fclose(out)) == 0 && ok;
	if (!ok) {
		errorf("%s: write failed: %m", out == stdout ? "standard output" : path);
		return EXIT_SYSTEM;
	}
	return EXIT_OK;
}

static bool has_suffix(const char *s, const char *suffix)
{
	size_t n = strlen(s), m = strlen(suffix);

	return n > m && !strcmp(s + n - m, suffix);
}

/*
 * What a SOURCE holds, from its bytes: the name is only a hint where they
 * cannot tell. Every opcode the kernel accepts is below 0x100, so each raw
 * record's 16-bit code has a zero byte in either order: raw records always
 * hold a NUL, which no text does, and a text named .s, .asm or .json with
 * one is a broken text (read_text() names its line), not records. A text
 * is a profile when it opens like JSON (an assembly line starts with a
 * mnemonic, a label or ';'), or is named .json, so that a broken profile
 * gets JSON's message; any other text is a listing.
 */
static enum source_kind kind_of(const char *path, const char *data, size_t size)
{
	bool text_name = has_suffix(path, ".s") || has_suffix(path, ".asm");
	bool json_name = has_suffix(path, ".json");
	size_t i = 0;

	if (!size || memchr(data, '\0', size))
		return json_name ? SOURCE_PROFILE : text_name ? SOURCE_ASM : SOURCE_RAW;
	while (i < size && isspace((unsigned char)data[i]))
		i++;
	if (json_name || (i < size && (data[i] == '{' || data[i] == '[')))
		return SOURCE_PROFILE;
	return SOURCE_ASM;
}

bool is_profile_source(const char *path)
{
	size_t size;
	char *data;
	bool yes;

	/* Standard input can be read once only: it is the loader's. */
	if (source_of(path).form != SOURCE_FILE ||
	    seccache_read_file(path, MAX_SOURCE_SIZE, &data, &size, NULL))
		return false;
	yes = kind_of(path, data, size) == SOURCE_PROFILE;
	free(data);
	return yes;
}

bool is_directory(const char *path)
{
	struct stat st;

	return !stat(path, &st) && S_ISDIR(st.st_mode);
}

struct source source_of(const char *arg)
{
	struct source s = { .arg = arg, .name = source_name(arg), .form = SOURCE_FILE };

	if (!strcmp(arg, "-"))
		s.form = SOURCE_STDIN;
	else if (!strncmp(arg, "pid:", 4))
		s.form = SOURCE_THREAD;
	else if (is_directory(arg))
		s.form = SOURCE_DIR;
	return s;
}

int source_open(const char *arg, struct source *src)
{
	int ret;

	*src = source_of(arg);
	if (src->form == SOURCE_THREAD)
		return parse_pid(arg, &src->pid, &src->tid);
	if (src->form == SOURCE_DIR)
		return EXIT_OK;
	ret = read_source(arg, &src->data, &src->size);
	if (ret)
		return ret;
	src->kind = kind_of(arg, src->data, src->size);
	/* A listing is text: one with a NUL byte would be cut short there. */
	if (src->kind == SOURCE_ASM)
		ret = check_text(arg, src->data, src->size);
	return ret;
}

void source_close(struct source *src)
{
	free(src->data);
	src->data = NULL;
}

int parse_pid(const char *text, pid_t *pid, pid_t *tid)
{
	const char *p = strncmp(text, "pid:", 4) ? text : text + 4;
	unsigned long long v;
	char *end;

	*tid = 0;
	errno = 0;
	/* Digits only: strtoull would take "+1", " 1" and "-1" as well. */
	if (!isdigit((unsigned char)*p))
		goto bad;
	v = strtoull(p, &end, 10);
	if (errno || end == p || !v || v > INT32_MAX || (*end && *end != '/'))
		goto bad;
	*pid = (pid_t)v;
	if (!*end)
		return EXIT_OK;
	p = end + 1;
	if (!isdigit((unsigned char)*p))
		goto bad;
	v = strtoull(p, &end, 10);
	if (errno || end == p || *end || !v || v > INT32_MAX)
		goto bad;
	*tid = (pid_t)v;
	return EXIT_OK;
bad:
	errorf("'%s' is not a process: expected PID, pid:PID or pid:PID/TID", text);
	return EXIT_USAGE;
}
