# Thin wrapper over Meson for the README's commands.
BUILD ?= build
SECCACHE = $(BUILD)/tools/seccache
FUZZ_SECONDS ?= 30
FUZZ_SMOKE_SECONDS ?= 30

.PHONY: all deps build demo check check-oci check-asan check-valgrind check-deb deb bench fuzz kernel kernel-check kernel-fuzz clean

all: build

deps:
	@scripts/install-deps

# Quiet unless something fails: make demo should show the report, not the build.
$(BUILD)/build.ninja:
	@meson setup $(BUILD) >meson-setup.log 2>&1 || { cat meson-setup.log; exit 1; }
	@rm -f meson-setup.log

build: deps $(BUILD)/build.ninja
	@ninja -C $(BUILD) >$(BUILD)/ninja.log 2>&1 || { cat $(BUILD)/ninja.log; exit 1; }

demo: build
	@$(SECCACHE) report examples/container.json

# Every test: the suite, seccache oci under crun, the unit and golden tests
# again under ASan+UBSan, a quarter of the golden runs under valgrind, a fuzz
# smoke run per target, the Debian packages built, installed and purged
# (check-deb), and the kernel series booted under QEMU (kernel-check).
# The kernel check starts first, in the background: its builds fill the
# cores the library's single-threaded runs (golden, valgrind, fuzz) leave
# idle; its log follows theirs, and check-summary counts both.
check: build
	@mkdir -p build-kernel; scripts/kernel check >build-kernel/check.log 2>&1 & \
	kernel=$$!; status=0; fuzz=$$(ls fuzz/fuzz_*.c | wc -l); \
	meson test -C $(BUILD) --print-errorlogs --num-processes 2 \
		--timeout-multiplier 3 || status=1; \
	$(MAKE) --no-print-directory check-oci || status=1; \
	$(MAKE) --no-print-directory check-asan check-valgrind || status=1; \
	scripts/fuzz $(FUZZ_SMOKE_SECONDS) || { status=1; fuzz=0; }; \
	$(MAKE) --no-print-directory check-deb || status=1; \
	echo "check: the kernel check (build-kernel/check.log):"; \
	tail -n +1 -f --pid=$$kernel build-kernel/check.log; \
	scripts/check-summary $$fuzz && [ $$status = 0 ]

# seccache oci against crun: a busybox bundle under its profile and under
# the annotation oci wrote, the filters dumped and the calls compared;
# seccache's runc compilation against runc run on the same busybox root
# (tests/oci/runc.sh); and its podman (runc, crun) and Docker compilations
# against podman and a dockerd of the test's own (tests/oci/engines.sh:
# per runtime and profile, the live filter and the calls compared; SKIP
# with the reason for an engine that cannot run here). One busybox root
# for the three, $(BUILD)/oci-root, built again only when calls.c or
# busybox changes. Root only; SKIP otherwise. check-summary reads their
# counts.
check-oci: build
	@status=0; export SECCACHE_OCI_ROOT=$(BUILD)/oci-root; \
	tests/oci/run.sh $(SECCACHE) $(BUILD)/oci-summary.json || status=1; \
	tests/oci/runc.sh $(SECCACHE) $(BUILD)/runc-summary.json || status=1; \
	tests/oci/engines.sh $(SECCACHE) $(BUILD)/engines-summary.json || status=1; \
	exit $$status

# The unit and golden suites in build-asan, the clang ASan+UBSan build that
# scripts/fuzz configures for its fuzz targets too.
check-asan: deps
	scripts/fuzz --build
	ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
	UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
		meson test -C build-asan --suite unit --suite golden --print-errorlogs \
		--num-processes 2 --timeout-multiplier 4

# What valgrind adds to ASan+UBSan: reads of uninitialized memory, in the
# build users run. Every fourth golden run (SECCACHE_WRAP_EVERY), the others
# plain: each of the suite's ~680 runs spent about 0.55 s of CPU starting
# valgrind, whatever it ran (441 CPU s of make check from nothing, the
# whole suite under ASan+UBSan about 150, 2026-12-07). --read-inline-info=no:
# inline frames' names were 0.07 s of each start, for stack traces that
# name the outer function.
check-valgrind: build
	SECCACHE_WRAPPER="valgrind -q --read-inline-info=no --error-exitcode=99 --leak-check=full \
		--errors-for-leak-kinds=definite" SECCACHE_WRAP_EVERY=4 \
		meson test -C $(BUILD) --suite golden --print-errorlogs --num-processes 2 \
		--timeout-multiplier 10 --logbase valgrind

# The packages from the tree, installed, used and purged (tests/deb/run.sh;
# skipped when seccache is installed otherwise). No lintian here: make deb
# runs it.
check-deb: build
	tests/deb/run.sh $(BUILD)/deb-summary.json

# libseccache0, libseccache-dev and seccache (debian/), built from a copy
# of the tree in build-deb/ (the unit suite runs) and checked by lintian.
# DEB_BUILD_OPTIONS as dpkg-buildpackage reads it: nocheck, parallel=N (by
# default, every core).
deb: export DEB_BUILD_OPTIONS ?= parallel=$(shell nproc)
deb:
	@scripts/install-deps lintian
	@rm -rf build-deb
	scripts/deb build-deb
	lintian --fail-on error,warning --info --pedantic build-deb/*.changes

# The engine on the real filters; then the kernels' cached lookups, the
# series' and the stock one, compiled from their kernel/seccomp.c and timed
# on this CPU (bench/klookup-run; the kernel source is downloaded once).
bench: build
	@$(SECCACHE) bench --engine tests/golden/data/real/*.bpf
	@bench/klookup-run $(BUILD)

fuzz: deps
	scripts/fuzz $(FUZZ_SECONDS)

# The kernel series: build the stock and the patched kernel
# (build-kernel/bzImage.{stock,patched}), then boot and test them.
kernel: deps
	scripts/kernel build

kernel-check: deps
	scripts/kernel check

# The series' cache code itself, compiled from a patched kernel/seccomp.c in
# user space and fuzzed against libseccache (tests/kfuzz/run), for longer
# than make check's minute: KFUZZ_TREE is a patched tree (default: the one
# make kernel built) or the file.
KERNEL_FUZZ_SECONDS ?= 600
KFUZZ_TREE ?= $(shell cat build-kernel/patched/tree 2>/dev/null)
kernel-fuzz: deps
	@[ -n "$(KFUZZ_TREE)" ] || { echo "make kernel-fuzz: run make kernel first, or set KFUZZ_TREE" >&2; exit 2; }
	tests/kfuzz/run "$(KFUZZ_TREE)" $(KERNEL_FUZZ_SECONDS)

clean:
	rm -rf $(BUILD) build-*
