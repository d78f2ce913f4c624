# Thin wrapper over Meson for the README's commands.
BUILD ?= build
SECCACHE = $(BUILD)/tools/seccache
FUZZ_SECONDS ?= 30

.PHONY: all deps build demo check bench fuzz clean

all: build

deps:
	@scripts/install-deps

$(BUILD)/build.ninja:
	meson setup $(BUILD)

build: deps $(BUILD)/build.ninja
	ninja -C $(BUILD)

demo: build
	@$(SECCACHE) report examples/container.json

check: build
	meson test -C $(BUILD) --print-errorlogs --num-processes 2 --timeout-multiplier 3

bench: build
	@$(SECCACHE) bench --engine

fuzz: deps
	scripts/fuzz $(FUZZ_SECONDS)

clean:
	rm -rf $(BUILD) build-*
