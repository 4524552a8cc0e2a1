# bindings/c/bench/bench.mk -- the C benchmark of what hosts pay (issue 13).
# Included by the top Makefile, which provides SHELL (bash -euo pipefail),
# CC, LIB (.build/release/libreorder.so) and the `build` target; `make bench`
# runs c-bench after the Swift ReorderBench.
#
#   make c-bench    libreorder through its C ABI (viewport and callback set)
#                   vs the seeds' arrays, GSequence and GListStore at 10^3 to
#                   10^6: medians, ratios, and each goal PASS or MISS
#                   (C_BENCH_ARGS='--max 100000' for a quicker look)
#   make c-bench-groups  a group drag (1,000 selected of 10^4...10^6): lift,
#                   step and drop, beside array code for the drop
#   make c-bench-flow  a flow of chips (10^3...10^6): a move, a drag step and
#                   a still pointer event, beside array code that re-flows
#   make c-bench-outline  an outline (10^3...10^6): drag steps, indents and
#                   tree moves, beside array code for a step
#   make bench-ir   the same operations at 10^3 and 10^6 under callgrind:
#                   instructions per operation, stable on a noisy machine
#
# Informational, like ReorderBench: timings are never asserted. The program
# exits non-zero only when its cross-checks fail (engine and baselines must
# hold the same order and geometry, or they time different work).

BENCH_DIR  := bindings/c/bench
BENCH_OUT  := .build/cbench
BENCH_BIN  := $(BENCH_OUT)/bench
BENCH_SRCS := $(addprefix $(BENCH_DIR)/,bench.c harness.c seeds.c glib_baselines.c)
# glib-2.0 for GSequence, gio-2.0 for GListStore; valgrind for bench-ir (its
# Debian package ships valgrind/callgrind.h, the client requests).
BENCH_DEPS := libglib2.0-dev pkg-config valgrind
# Release flags: the baselines are measured as a host would ship them.
BENCH_CFLAGS = -std=gnu11 -O2 -g -Wall -Wextra -Werror -Iinclude \
  $$(pkg-config --cflags glib-2.0 gio-2.0)
BENCH_LIBS = -L$(patsubst %/,%,$(dir $(LIB))) -lreorder \
  -Wl,-rpath,$(CURDIR)/$(patsubst %/,%,$(dir $(LIB))) $$(pkg-config --libs glib-2.0 gio-2.0) -lm
BENCH_IR_DIR := $(BENCH_OUT)/callgrind
C_BENCH_ARGS ?=

.PHONY: bench-deps c-bench-bin c-bench c-bench-groups c-bench-flow c-bench-outline bench-ir

# On a fresh machine (CI): the Debian packages. Elsewhere (no dpkg) they are
# assumed installed.
bench-deps:
	@command -v dpkg >/dev/null || exit 0; \
	missing=""; for p in $(BENCH_DEPS); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "==> bench-deps: apt-get install$$missing"; \
	  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y $$missing; \
	fi

c-bench-bin: build bench-deps
	@mkdir -p $(BENCH_OUT)
	$(CC) $(BENCH_CFLAGS) $(BENCH_SRCS) -o $(BENCH_BIN) $(BENCH_LIBS)

c-bench-groups: build bench-deps
	@mkdir -p $(BENCH_OUT)
	$(CC) -std=gnu11 -O2 -g -Wall -Wextra -Werror -Iinclude $(BENCH_DIR)/groups.c \
	  $(BENCH_DIR)/harness.c -o $(BENCH_OUT)/groups $(BENCH_LIBS)
	@echo "==> c-bench-groups: a group drag through the C ABI vs array code"
	$(BENCH_OUT)/groups

c-bench-flow: build bench-deps
	@mkdir -p $(BENCH_OUT)
	$(CC) -std=gnu11 -O2 -g -Wall -Wextra -Werror -Iinclude $(BENCH_DIR)/flow.c \
	  $(BENCH_DIR)/harness.c -o $(BENCH_OUT)/flow $(BENCH_LIBS)
	@echo "==> c-bench-flow: a flow's moves and drag steps through the C ABI vs array code"
	$(BENCH_OUT)/flow

c-bench-outline: build bench-deps
	@mkdir -p $(BENCH_OUT)
	$(CC) -std=gnu11 -O2 -g -Wall -Wextra -Werror -Iinclude $(BENCH_DIR)/outline.c \
	  $(BENCH_DIR)/harness.c -o $(BENCH_OUT)/outline $(BENCH_LIBS)
	@echo "==> c-bench-outline: an outline's drag steps and tree moves through the C ABI vs array code"
	$(BENCH_OUT)/outline

c-bench: c-bench-bin
	@echo "==> c-bench: libreorder through the C ABI vs seeds' arrays, GSequence, GListStore"
	$(BENCH_BIN) $(C_BENCH_ARGS)

# One callgrind run: nothing is instrumented until the measured calls, which
# are collected alone and dumped one file per operation, then tabulated.
bench-ir: c-bench-bin
	@echo "==> bench-ir: instructions per operation under callgrind (10^3 and 10^6)"
	@rm -rf $(BENCH_IR_DIR) && mkdir -p $(BENCH_IR_DIR)
	valgrind -q --tool=callgrind --instr-atstart=no --collect-atstart=no \
	  --callgrind-out-file=$(BENCH_IR_DIR)/cg.out $(BENCH_BIN) --ir
	python3 $(BENCH_DIR)/ir_table.py $(BENCH_IR_DIR)
