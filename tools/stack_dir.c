/* SPDX-License-Identifier: MIT */
/*
 * stack_dir.c - stacks as directories: DIR/00.bpf (the oldest), 01.bpf,
 * ... and DIR/flags.txt, which lists them oldest first with the flags the
 * kernel kept, as seccache dump, asm and optimize write them. The index,
 * not the names, gives the order: a directory is a SOURCE read in it, and
 * files of one given one by one are checked against it, since SOURCEs
 * stack oldest first and a glob or a list in another order silently
 * builds another stack.
 */
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cmds.h"
#include "messages.h"
#include "source_file.h"
#include "stack_dir.h"
#include "seccache.h"

/* What the index says of itself, for whoever opens it. */
static const char index_header[] =
	"# seccache: the filters of this directory, oldest first (as seccomp(2)\n"
	"# attached them and PTRACE_SECCOMP_GET_FILTER counts them), with the\n"
	"# flags the kernel kept; give the directory as a SOURCE to read them so.\n";

/* More lines than any stack holds: the kernel allows 32768 / 5 filters. */
#define MAX_INDEX_LINES 8192

void stack_file_name(char *buf, size_t size, size_t i, size_t n)
{
	/*
	 * The digits of the last number, n - 1, counted by snprintf() so that
	 * the compiler knows them to be 1 to 20 and the name to fit in
	 * STACK_FILE_NAME_SIZE.
	 */
	int width = snprintf(NULL, 0, "%zu", n ? n - 1 : 0);

	snprintf(buf, size, "%0*zu.bpf", width < 2 ? 2 : width, i);
}

const char *flag_name(uint32_t flags)
{
	/* A stack keeps only LOG, as the kernel does. */
	return flags & SECCACHE_FILTER_FLAG_LOG ? "LOG" : "none";
}

/* Whether name is one stack_file_name() gives: two digits or more, ".bpf". */
static bool is_stack_file_name(const char *name)
{
	size_t digits = strspn(name, "0123456789");

	return digits >= 2 && !strcmp(name + digits, ".bpf");
}

/* Whether name is that of one of the n files of a stack directory. */
static bool names_filter(const char *name, size_t n)
{
	char want[STACK_FILE_NAME_SIZE];
	unsigned long long i = strtoull(name, NULL, 10);

	if (i >= n)
		return false;
	stack_file_name(want, sizeof(want), (size_t)i, n);
	return !strcmp(want, name);
}

static int compare_names(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The names of dir's files that stack_file_name() could give, none of n's, sorted. */
static int stale_names(const char *dir, size_t n, char ***out, size_t *count)
{
	char **v = NULL;
	size_t cap = 0;
	struct dirent *e;
	DIR *d = opendir(dir);

	*count = 0;
	if (!d)
		return -errno;
	while ((e = readdir(d))) {
		if (!is_stack_file_name(e->d_name) || names_filter(e->d_name, n))
			continue;
		if (*count == cap) {
			char **g = realloc(v, (cap = 2 * cap + 8) * sizeof(*v));

			if (!g)
				break;
			v = g;
		}
		if (!(v[*count] = strdup(e->d_name)))
			break;
		++*count;
	}
	closedir(d);
	*out = v;
	if (e) {
		while (*count)
			free(v[--*count]);
		return -ENOMEM;
	}
	if (*count)	/* an empty directory: v is NULL, which qsort() may not get */
		qsort(v, *count, sizeof(*v), compare_names);
	return 0;
}

/*
 * Remove what an older stack left in dir: files named as stack_file_name()
 * names them (NN.bpf) that are none of the n written now. A glob
 * (DIR/[0-9]*.bpf) would read them as filters of the stack; nothing else
 * of the directory is touched. Says which, in a note. Returns an exit code.
 */
static int clear_stale_files(const char *dir, size_t n)
{
	char path[PATH_MAX], gone[256] = "";
	char **names = NULL;
	size_t count, i;
	int ret = stale_names(dir, n, &names, &count);

	if (ret) {
		errorf("%s: %s", dir, strerror(-ret));
		free(names);
		return EXIT_SYSTEM;
	}
	for (i = 0; i < count && !ret; i++) {
		snprintf(path, sizeof(path), "%s/%s", dir, names[i]);
		if (unlink(path)) {
			errorf("%s: cannot remove a file of an older stack: %m", path);
			ret = EXIT_SYSTEM;
		} else if (i < 4) {
			snprintf(gone + strlen(gone), sizeof(gone) - strlen(gone), "%s%s",
				 i ? ", " : "", names[i]);
		}
	}
	if (!ret && count > 4)
		snprintf(gone + strlen(gone), sizeof(gone) - strlen(gone), " and %zu more",
			 count - 4);
	if (!ret && count)
		notef("%s: removed %s, left by an older stack", dir, gone);
	while (count)
		free(names[--count]);
	free(names);
	return ret;
}

int write_stack_index(const char *dir, size_t n, const struct seccache_stack *s)
{
	char path[PATH_MAX], name[STACK_FILE_NAME_SIZE];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", dir, STACK_INDEX);
	f = fopen(path, "w");
	if (!f) {
		errorf("%s: %m", path);
		return EXIT_SYSTEM;
	}
	fputs(index_header, f);
	for (size_t i = 0; i < n; i++) {
		stack_file_name(name, sizeof(name), i, n);
		fprintf(f, "%s %s\n", name, flag_name(s ? seccache_stack_filter_flags(s, i) : 0));
	}
	if (fclose(f)) {
		errorf("%s: write failed: %m", path);
		return EXIT_SYSTEM;
	}
	return clear_stale_files(dir, n);
}

int clear_stack_dir(const char *dir)
{
	char path[PATH_MAX];

	snprintf(path, sizeof(path), "%s/%s", dir, STACK_INDEX);
	if (unlink(path) && errno != ENOENT) {
		errorf("%s: cannot remove an older stack's index: %m", path);
		return EXIT_SYSTEM;
	}
	return clear_stale_files(dir, 0);
}

int output_stack_dir(const char *out, bool *is_dir)
{
	size_t len = strlen(out);
	struct stat st;

	*is_dir = false;
	if (len > 1 && out[len - 1] == '/') {
		if (mkdir(out, 0777) && errno != EEXIST) {
			errorf("%s: %m", out);
			return EXIT_SYSTEM;
		}
		if (stat(out, &st) || !S_ISDIR(st.st_mode)) {
			errorf("%s: %s", out, strerror(ENOTDIR));
			return EXIT_SYSTEM;
		}
	}
	*is_dir = strcmp(out, "-") && !stat(out, &st) && S_ISDIR(st.st_mode);
	return EXIT_OK;
}

int write_stack_dir(const char *dir, const struct seccache_stack *s)
{
	size_t n = seccache_stack_len(s);
	char path[PATH_MAX], name[STACK_FILE_NAME_SIZE];
	int ret = EXIT_OK;

	for (size_t i = 0; i < n && !ret; i++) {
		const struct seccache_filter *f = seccache_stack_filter(s, i);

		stack_file_name(name, sizeof(name), i, n);
		snprintf(path, sizeof(path), "%s/%s", dir, name);
		ret = write_output(path, seccache_filter_insns(f),
				   seccache_filter_len(f) * sizeof(struct seccache_insn));
	}
	return ret ? ret : write_stack_index(dir, n, s);
}

void stack_index_free(struct stack_index *idx)
{
	for (size_t i = 0; i < idx->n; i++)
		free(idx->names[i]);
	free(idx->names);
	free(idx->flags);
	memset(idx, 0, sizeof(*idx));
}

/* "NAME FLAGS": a file of the directory itself, and none or LOG. */
static int parse_entry(const char *line, char *name, uint32_t *flags)
{
	char word[8], extra;

	if (sscanf(line, "%255s %7s %c", name, word, &extra) != 2 ||
	    strchr(name, '/') || !strcmp(name, ".") || !strcmp(name, ".."))
		return -EINVAL;
	if (!strcmp(word, "none"))
		*flags = 0;
	else if (!strcmp(word, "LOG"))
		*flags = SECCACHE_FILTER_FLAG_LOG;
	else
		return -EINVAL;
	return 0;
}

static int add_entry(struct stack_index *idx, const char *name, uint32_t flags)
{
	char **names = realloc(idx->names, (idx->n + 1) * sizeof(*names));
	uint32_t *more;

	if (!names)
		return -ENOMEM;
	idx->names = names;
	more = realloc(idx->flags, (idx->n + 1) * sizeof(*more));
	if (!more)
		return -ENOMEM;
	idx->flags = more;
	idx->names[idx->n] = strdup(name);
	if (!idx->names[idx->n])
		return -ENOMEM;
	idx->flags[idx->n++] = flags;
	return 0;
}

/* Each line but blanks and '#' comments is an entry, oldest first. */
static int read_entries(FILE *f, const char *path, struct stack_index *idx,
			char *why, size_t why_size)
{
	char *line = NULL, name[256];
	size_t cap = 0;
	int lineno = 0, ret = 0;
	uint32_t flags;

	while (!ret && getline(&line, &cap, f) > 0) {
		const char *p = line + strspn(line, " \t");

		lineno++;
		if (*p == '#' || *p == '\n' || !*p)
			continue;
		if (lineno > MAX_INDEX_LINES || parse_entry(p, name, &flags)) {
			snprintf(why, why_size, "%s:%d: expected 'FILE FLAGS' (FLAGS none or LOG)",
				 path, lineno);
			ret = -EINVAL;
		} else {
			ret = add_entry(idx, name, flags);
		}
	}
	/* A flags.txt that is a directory reads as no lines: not an empty stack. */
	if (!ret && ferror(f)) {
		ret = errno ? -errno : -EIO;
		snprintf(why, why_size, "%s: %s", path, strerror(-ret));
	}
	free(line);
	return ret;
}

int read_stack_index(const char *dir, struct stack_index *idx, char *why,
		     size_t why_size)
{
	char path[PATH_MAX];
	FILE *f;
	int ret;

	memset(idx, 0, sizeof(*idx));
	snprintf(path, sizeof(path), "%s/%s", dir, STACK_INDEX);
	f = fopen(path, "re");
	if (!f) {
		ret = -errno;
		snprintf(why, why_size, "%s: %s", path, strerror(-ret));
		return ret;
	}
	ret = read_entries(f, path, idx, why, why_size);
	fclose(f);
	if (ret == -ENOMEM)
		snprintf(why, why_size, "%s: out of memory", path);
	if (ret)
		stack_index_free(idx);
	return ret;
}

/* Whether DIR/name is a directory with an index: one thread's, from dump. */
static bool has_index(const char *dir, const char *name)
{
	char path[PATH_MAX];

	snprintf(path, sizeof(path), "%s/%s/%s", dir, name, STACK_INDEX);
	return !access(path, F_OK);
}

int refuse_dir(const char *dir)
{
	struct dirent **list = NULL;
	int n = scandir(dir, &list, NULL, versionsort), stacks = 0;
	char threads[160] = "";
	size_t len = 0;

	for (int i = 0; i < n; i++) {
		const char *name = list[i]->d_name;

		if (name[0] != '.' && has_index(dir, name) && stacks++ < 3 &&
		    len < sizeof(threads))
			len += (size_t)snprintf(threads + len, sizeof(threads) - len, "%s%s/%s",
						len ? ", " : "", dir, name);
		free(list[i]);
	}
	free(list);
	if (stacks)
		errorf("%s: a stack directory each for %d threads whose filters differ "
		       "(%s%s), as dump writes them: give one", dir, stacks, threads,
		       stacks > 3 ? ", ..." : "");
	else
		errorf("%s: a directory without %s, so not a stack that seccache dump, "
		       "asm or optimize wrote: give its filters as files, oldest first",
		       dir, STACK_INDEX);
	return EXIT_USAGE;
}

/* A stack directory some SOURCE came from. */
struct dump_seen {
	dev_t dev;
	ino_t ino;
	char *dir;		/* as the first SOURCE from it named it */
	const char *source;	/* the last SOURCE from it */
	size_t pos;		/* the index of its newest filter taken so far */
	bool thread;		/* named by a number: one thread's, from dump */
	dev_t parent_dev;
	ino_t parent_ino;
};

/* Where dir lies: its device and inode, and its parent's. */
static int identify(const char *dir, struct dump_seen *d)
{
	char parent[PATH_MAX];
	const char *base = strrchr(dir, '/') ? strrchr(dir, '/') + 1 : dir;
	struct stat st;

	snprintf(parent, sizeof(parent), "%s/..", dir);
	if (stat(dir, &st))
		return -1;
	d->dev = st.st_dev;
	d->ino = st.st_ino;
	if (stat(parent, &st))
		return -1;
	d->parent_dev = st.st_dev;
	d->parent_ino = st.st_ino;
	d->thread = *base && strspn(base, "0123456789") == strlen(base);
	return 0;
}

/*
 * The stack directory source belongs to, into dir: itself if it is one,
 * else its directory, where *pos is its position in the index (and *last).
 */
static int locate(const char *source, char *dir, size_t size, struct stack_index *idx,
		  size_t *pos, size_t *last)
{
	const char *slash = strrchr(source, '/'), *base = slash ? slash + 1 : source;
	char why[8];	/* no index is no concern here: the reason is not wanted */
	struct stat st;

	if (stat(source, &st))
		return -1;
	if (S_ISDIR(st.st_mode))
		snprintf(dir, size, "%s", source);
	else if (!slash)
		snprintf(dir, size, ".");
	else
		snprintf(dir, size, "%.*s", slash == source ? 1 : (int)(slash - source), source);
	/* "d/" names d: its index is d's own. */
	while (strlen(dir) > 1 && dir[strlen(dir) - 1] == '/')
		dir[strlen(dir) - 1] = '\0';
	if (read_stack_index(dir, idx, why, sizeof(why)))
		return -1;
	if (!idx->n) {
		stack_index_free(idx);
		return -1;
	}
	*pos = 0;
	*last = idx->n - 1;
	if (S_ISDIR(st.st_mode))
		return 0;
	while (*pos < idx->n && strcmp(idx->names[*pos], base))
		++*pos;
	*last = *pos;
	if (*pos < idx->n)
		return 0;
	stack_index_free(idx);
	return -1;
}

static struct dump_seen *find_seen(struct source_order *o, const struct dump_seen *d)
{
	for (size_t i = 0; i < o->n; i++)
		if (o->seen[i].dev == d->dev && o->seen[i].ino == d->ino)
			return &o->seen[i];
	return NULL;
}

static void warn_order(const char *source, const struct dump_seen *seen,
		       const char *name, bool again)
{
	if (again)
		warnf("%s given again after %s: %s/%s lists each filter of %s once",
		      source, seen->source, seen->dir, STACK_INDEX, seen->dir);
	else
		warnf("%s given after %s, but %s/%s lists %s as the older: SOURCEs stack "
		      "oldest first, so this is not the stack in %s (give %s itself to "
		      "read it in order)", source, seen->source, seen->dir, STACK_INDEX,
		      name, seen->dir, seen->dir);
}

/* Two threads' stacks from one dump: only the order given relates them. */
static void warn_two_threads(struct source_order *o, const struct dump_seen *d,
			     const char *dir)
{
	for (size_t i = 0; i < o->n && !o->warned_two_threads; i++) {
		const struct dump_seen *s = &o->seen[i];

		if (!s->thread || !d->thread || s->parent_dev != d->parent_dev ||
		    s->parent_ino != d->parent_ino)
			continue;
		warnf("%s and %s are from the stacks of two threads, %s and %s: a stack is "
		      "one thread's filters (give one thread's directory)", s->source,
		      d->source, s->dir, dir);
		o->warned_two_threads = true;
	}
}

static int add_seen(struct source_order *o, const struct dump_seen *d)
{
	struct dump_seen *more = realloc(o->seen, (o->n + 1) * sizeof(*more));

	if (!more)
		return -ENOMEM;
	o->seen = more;
	o->seen[o->n++] = *d;
	return 0;
}

/*
 * The newest filter taken from d's directory is now d->pos; a directory
 * seen for the first time is added (out of memory, the check just sees
 * less: it is advice, not the answer).
 */
static void remember(struct source_order *o, struct dump_seen *seen,
		     struct dump_seen *d, const char *dir)
{
	if (seen) {
		seen->pos = d->pos;
		seen->source = d->source;
		return;
	}
	d->dir = strdup(dir);
	if (d->dir && add_seen(o, d))
		free(d->dir);
}

void check_order(struct source_order *o, const struct source *src)
{
	const char *source = src->arg;
	struct dump_seen d = { .source = source }, *seen;
	struct stack_index idx;
	char dir[PATH_MAX];
	size_t first;

	if (src->form == SOURCE_THREAD || src->form == SOURCE_STDIN ||
	    locate(source, dir, sizeof(dir), &idx, &first, &d.pos))
		return;
	if (!identify(dir, &d)) {
		seen = find_seen(o, &d);
		if (seen && first <= seen->pos)
			warn_order(source, seen, idx.names[first], first == seen->pos);
		else if (!seen)
			warn_two_threads(o, &d, dir);
		remember(o, seen, &d, dir);
	}
	stack_index_free(&idx);
}

void source_order_free(struct source_order *o)
{
	for (size_t i = 0; i < o->n; i++)
		free(o->seen[i].dir);
	free(o->seen);
	memset(o, 0, sizeof(*o));
}
