/* SPDX-License-Identifier: MIT */
/* cmds.h - the subcommands the dispatcher in seccache.c calls. */
#ifndef SECCACHE_CMDS_H
#define SECCACHE_CMDS_H

/* Exit codes of every subcommand (docs/seccache.1). */
enum {
	EXIT_OK = 0,
	EXIT_NO = 1,		/* the answer is "no" / a mismatch */
	EXIT_USAGE = 2,		/* usage or input error */
	EXIT_SYSTEM = 3,	/* system error */
	/* run and dump -- COMMAND, as env(1): */
	EXIT_CANNOT_RUN = 126,	/* COMMAND was found but could not be run */
	EXIT_NOT_FOUND = 127,	/* COMMAND was not found */
};

/* argv[0] is the subcommand name. */
int cmd_report(int argc, char **argv);
int cmd_audit(int argc, char **argv);
int cmd_eval(int argc, char **argv);
int cmd_validate(int argc, char **argv);
int cmd_disasm(int argc, char **argv);
int cmd_asm(int argc, char **argv);
int cmd_dump(int argc, char **argv);
int cmd_bench(int argc, char **argv);
int cmd_optimize(int argc, char **argv);
int cmd_diff(int argc, char **argv);
int cmd_run(int argc, char **argv);
int cmd_syscall(int argc, char **argv);
int cmd_oci(int argc, char **argv);

#endif
