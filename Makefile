# libreorder -- the one entry point for building, testing and running.
#   make build   release libreorder.so        make test    everything CI runs
#   make demo    run the demo                 make bench   run the benchmarks
#   make demo-tk / demo-gtk / demo-qt          the windowed demos
#   make format  swift-format in place        make lint    swift-format --strict
#   make clean
# Override JOBS (default 2: the build machines have 2 cores and 24 GiB).

SHELL        := bash
.SHELLFLAGS  := -euo pipefail -c
JOBS         ?= 2
SWIFT        ?= swift
SWIFT_FORMAT ?= swift-format
# Make's built-in default CC is cc; the C tests are written against gcc.
ifeq ($(origin CC),default)
CC := gcc
endif
ifeq ($(origin CXX),default)
CXX := g++
endif

# The version is written once, in the header; the SONAME carries its major.
REORDER_VERSION := $(shell sed -n 's/.*define REORDER_VERSION_STRING "\(.*\)".*/\1/p' include/reorder.h)
REORDER_MAJOR := $(firstword $(subst ., ,$(REORDER_VERSION)))
# The release library and its SONAME link (hosts link -lreorder at build time
# and load libreorder.so.$(REORDER_MAJOR) at run time).
LIB     := .build/release/libreorder.so
SONAME  := libreorder.so.$(REORDER_MAJOR)
CTESTS  := bindings/c/tests
CTEST_BIN := .build/ctest
# The header must stay clean for the strictest C89 hosts.
C89FLAGS := -std=c89 -Wall -Wextra -Werror -pedantic -Wstrict-prototypes
SWIFT_SOURCES := Package.swift Sources Tests

.PHONY: build test swift-test c-test lint format demo demo-script bench clean contract contract-check seeds seeds-check

build:
	@echo "==> build: release libreorder.so (static Swift stdlib, exports reorder_* only)"
	$(SWIFT) build -c release --jobs $(JOBS) --product reorder
	@ln -sf libreorder.so .build/release/$(SONAME)
	@strip -o .build/release/stripped.so $(LIB)
	@echo "    $(LIB): $$(stat -c %s $(LIB)) bytes ($$(stat -c %s .build/release/stripped.so) stripped)"

# Order: cheap checks first, the C tests last so the output ends with their
# "N passed, M failed" line.
test: contract-check seeds-check lint swift-test build c-test abi-check compat-test c-header-check install-check c-bad-inputs c-allocations c-binding fuzz-test python-test demo-terminal-test demo-tk-test demo-pyside-test demo-gtk-test demo-pygobject-test qt-test demo-qt-test

# Every mirror of include/reorder.h (Swift version tables, export map,
# Python ctypes module, GTK enum types, option tables) is generated from it.
contract:
	@echo "==> contract: regenerate the mirrors of include/reorder.h"
	python3 tools/contract.py generate

contract-check:
	@echo "==> contract-check: the mirrors of include/reorder.h are up to date"
	python3 tools/contract.py check

# The seed pages' one source, bindings/seeds/seeds.json: its C mirror for
# the GTK and Qt demos.
seeds:
	@echo "==> seeds: regenerate bindings/seeds/seeds.h"
	python3 tools/seeds.py generate

seeds-check:
	@echo "==> seeds-check: bindings/seeds/seeds.h matches seeds.json"
	python3 tools/seeds.py check

swift-test:
	@echo "==> swift-test: engine unit tests (Swift Testing, debug build)"
	$(SWIFT) test --jobs $(JOBS)

c-test: build
	@echo "==> c-test: linkage of $(LIB) (needed libraries, SONAME, RUNPATH)"
	$(CTESTS)/check_linkage.sh $(LIB) $(SONAME)
	@echo "==> c-test: exported symbols == functions declared in include/reorder.h, each in its version node"
	$(CTESTS)/check_exports.sh include/reorder.h $(LIB)
	@echo "==> c-test: include/reorder.h compiles as C++98 (extern \"C\" guards)"
	echo '#include "reorder.h"' | $(CXX) -std=c++98 -Wall -Wextra -Werror -pedantic \
	  -Iinclude -fsyntax-only -x c++ -
	@echo "==> c-test: C89 smoke test against $(LIB)"
	@mkdir -p $(CTEST_BIN)
	$(CC) $(C89FLAGS) -Iinclude $(CTESTS)/test_version.c -o $(CTEST_BIN)/test_version \
	  -L.build/release -lreorder -Wl,-rpath,$(CURDIR)/.build/release
	$(CTEST_BIN)/test_version

lint:
	@echo "==> lint: swift-format lint --strict ($(SWIFT_SOURCES))"
	$(SWIFT_FORMAT) lint --strict --recursive --parallel $(SWIFT_SOURCES)

format:
	@echo "==> format: swift-format in place ($(SWIFT_SOURCES))"
	$(SWIFT_FORMAT) format --in-place --recursive --parallel $(SWIFT_SOURCES)

# The main job. In a terminal: the interactive curses demo (mouse and
# keyboard); without one (CI, a pipe): the scripted session through the
# engine, printing every event.
demo:
	@if [ -t 0 ] && [ -t 1 ]; then \
	  $(MAKE) --no-print-directory demo-terminal; \
	else \
	  $(MAKE) --no-print-directory demo-script; \
	fi

demo-script:
	@echo "==> demo-script: ReorderDemo (release)"
	$(SWIFT) run -c release --jobs $(JOBS) ReorderDemo

bench: python-package c-bench-bin gtk-bench qt-bench
	@echo "==> bench: ReorderBench (release)"
	$(SWIFT) run -c release --jobs $(JOBS) ReorderBench
	@echo "==> bench: bulk load from Python ($(PY_DIR)/benchmarks/bulk_load.py)"
	env -u REORDER_LIBRARY PYTHONDONTWRITEBYTECODE=1 PYTHONPATH=$(PY_DIR) \
	  $(PYTHON) $(PY_DIR)/benchmarks/bulk_load.py
	@echo "==> bench: what hosts pay, through the C ABI ($(BENCH_DIR); make bench-ir counts instructions)"
	$(BENCH_BIN) $(C_BENCH_ARGS)
	$(MAKE) --no-print-directory c-bench-groups
	$(MAKE) --no-print-directory c-bench-flow
	$(MAKE) --no-print-directory c-bench-outline
	@echo "==> bench: Python cost per pointer event ($(PY_DIR)/benchmarks/pointer_event.py)"
	env -u REORDER_LIBRARY PYTHONDONTWRITEBYTECODE=1 PYTHONPATH=$(PY_DIR) \
	  $(PYTHON) $(PY_DIR)/benchmarks/pointer_event.py

clean:
	@echo "==> clean: removing .build"
	rm -rf .build

# The C side's own checks (header dialects and layouts, install and
# pkg-config, the bad-input table); see each file's header.
include bindings/c/checks.mk
# The C binding: examples, feature tests, ASan and valgrind runs.
include bindings/c/c.mk
# The contract's compatibility: ABI baseline and old/new/future-header hosts.
include bindings/c/abi/compat.mk
# libFuzzer targets over the API and the trace parser (make fuzz for longer).
include bindings/c/fuzz/fuzz.mk
# The benchmark of what hosts pay: the C ABI vs seeds' arrays and GLib (make bench, bench-ir).
include bindings/c/bench/bench.mk
# The Python package (ctypes) and its pytest suite, in a local venv.
include bindings/python/python.mk
# The interactive terminal demo (make demo) and its tmux test.
include bindings/python/demo.mk
# The Tk demo (make demo-tk) and its Xvfb + xdotool test.
include bindings/python/tk.mk
# The PySide6 widget (reorder.pyside), its four-seed demo (make demo-pyside)
# and its Xvfb + xdotool test.
include bindings/python/pyside.mk
# The GTK 4 widget (C), its four-seed demo (make demo-gtk) and their tests.
include bindings/gtk4/gtk.mk
# The Qt 6 widget (C++17, CMake), its demo (make demo-qt), QTest and Xvfb tests.
include bindings/qt6/qt.mk
