# bindings/c/fuzz/fuzz.mk -- libFuzzer targets for libreorder. Included by
# the top Makefile; also works alone: make -f bindings/c/fuzz/fuzz.mk fuzz
#
#   make fuzz         the three fuzzers, one after the other, FUZZ_SECONDS each
#                     (60): make fuzz FUZZ_SECONDS=600 for a long run
#   make fuzz-test    the three for FUZZ_TEST_SECONDS_<target> each (api 35 s,
#                     replay 30 s, threads 30 s: about 95 s), as make test runs them
#   make fuzz-build   the instrumented libraries and the fuzzer binaries only
#   make fuzz-repro FUZZ_TARGET=api|replay|threads FUZZ_INPUT=crash-file
#                     runs one input (a crash artifact) and shows its stack
#
# fuzz_api      decodes its input into calls on one engine and checks after
#               each call that the items are still a permutation of the ids
#               it believes exist. Engines of up to 2^17 items, bulk-loaded
#               (up to 65536 per reorder_section_load) with ids across the
#               64-bit range; capacities up to SIZE_MAX for section_export
#               and presentation (real buffers of the needed size); event
#               callbacks, the retarget hook and destroy functions that call
#               back in (reads, changes, polling, recording, new callbacks:
#               REORDER_E_BUSY), free the engine (deferred), and offer new
#               callbacks; each user data destroyed exactly once; garbage
#               values, struct versions and output sizes; record / replay.
# fuzz_replay   feeds its input (up to 1 MiB) to reorder_engine_replay as a
#               trace, and replays a quarter of the traces that replay again
#               with their body repeated k/4 and k times (up to 256 KiB):
#               both must replay (or be refused past the line limit). With
#               FUZZ_REPLAY_LINEARITY=1, k copies may also take at most 10x
#               k/4 (linear is 4x): off by default, because it fails on a
#               known cause (each section insert rebuilds the whole layout:
#               N sections cost O(N^2 log N); repro/replay_sections.trace).
# fuzz_threads  two threads against one engine (ThreadSanitizer, against a
#               TSan build of the library): every call runs or returns
#               REORDER_E_THREAD, a call made while the other thread holds
#               the engine (inside its callback, hook or destroy function)
#               is refused, free from the other thread included, and the
#               order stays a permutation of both threads' ids.
#
# Each fuzzer prints, at exit, how many reorder_* calls it made (every call
# in the harness is counted: fuzz_common.h, with fuzz_counted.h generated
# below from the header); fuzz_run reports executions and API calls.
#
# The library is built with ASan and libFuzzer coverage in the Swift code
# (swiftc -sanitize=fuzzer,address) under $(FUZZ_SCRATCH), and with TSan
# and coverage (swiftc -sanitize=fuzzer,thread) under $(FUZZ_TSAN_SCRATCH),
# in release: about 4x the executions per second of a debug build
# (FUZZ_TSAN_CONFIG=debug works too). TSan raised no report on the
# statically linked Swift runtime either way, so tsan.supp suppresses
# nothing; a report there would go into it, one precise entry each. The
# toolchain's TSan runtime carries libdispatch interceptors, so
# fuzz_threads links the toolchain's libdispatch and BlocksRuntime. The
# harnesses are linked with the toolchain's clang
# -fsanitize=fuzzer,address,undefined (fuzz_threads: -fsanitize=fuzzer,thread).
# The corpora grow in .build/fuzz-corpus/<target> (seeded from corpus_api/,
# corpus_replay/ and corpus_threads/, which stay untouched); crashes land in
# .build/fuzz-artifacts/; each run's log in .build/fuzz-logs/<target>.log.
# The machines have 2 cores: the fuzzers run one after the other, 1 job each.
#
# The long run (issue 12: at least 10^7 API calls, no crash, no permutation
# violation -- a violation aborts, so it would be a crash):
#   nohup make fuzz FUZZ_SECONDS=300 > .build/fuzz-long.log 2>&1 &
# 2025-12-01, 2 shared cores, about 18 minutes with the builds:
#   fuzz_api      33677 executions, 108695529 API calls, no crash, no leak
#   fuzz_replay  325610 executions,   2662580 API calls, no crash, no leak
#   fuzz_threads  13199 executions,  19360175 API calls, no crash, no TSan report
#   total        372486 executions, 130718284 API calls (>= 10^7: about 2 min
#   of fuzz_api alone, which makes some 3.6e5 calls a second; fuzz_threads
#   some 6e4, fuzz_replay some 9e3, each replay being one call).
# The counts are every reorder_* call the harness makes, checks included
# (in fuzz_api most are the per-call snapshot reads: index paths and ids).

SWIFT        ?= swift
JOBS         ?= 2
FUZZ_SECONDS ?= 60
FUZZ_TEST_SECONDS_api     := 35
FUZZ_TEST_SECONDS_replay  := 30
FUZZ_TEST_SECONDS_threads := 30
# The SONAME's major, from the header (the top Makefile sets it; alone, read here).
REORDER_VERSION ?= $(shell sed -n 's/.*define REORDER_VERSION_STRING "\(.*\)".*/\1/p' include/reorder.h)
REORDER_MAJOR ?= $(firstword $(subst ., ,$(REORDER_VERSION)))

FUZZ_DIR       := bindings/c/fuzz
FUZZ_SCRATCH   := .build/fuzz
FUZZ_LIBDIR    := $(FUZZ_SCRATCH)/release
FUZZ_TSAN_SCRATCH := .build/tsan
FUZZ_TSAN_CONFIG  ?= release
FUZZ_TSAN_LIBDIR  := $(FUZZ_TSAN_SCRATCH)/$(FUZZ_TSAN_CONFIG)
FUZZ_BIN       := .build/fuzz-bin
FUZZ_CORPUS    := .build/fuzz-corpus
FUZZ_ARTIFACTS := .build/fuzz-artifacts
FUZZ_LOGS      := .build/fuzz-logs
# The toolchain's own clang: it has libFuzzer and the sanitizer runtimes that
# match the ones swiftc instruments for.
ifndef FUZZ_TOOLCHAIN
FUZZ_TOOLCHAIN := $(shell dirname "$$(readlink -f "$$(command -v $(SWIFT))")")
endif
FUZZ_CC        ?= $(FUZZ_TOOLCHAIN)/clang
FUZZ_SWIFTFLAGS ?= -Xswiftc -sanitize=fuzzer,address -Xswiftc -g
FUZZ_TSAN_SWIFTFLAGS ?= -Xswiftc -sanitize=fuzzer,thread -Xswiftc -g
FUZZ_COMMON_CFLAGS := -g -O1 -std=c99 -Wall -Wextra -Werror -Iinclude -I$(FUZZ_BIN)
FUZZ_CFLAGS    := $(FUZZ_COMMON_CFLAGS) \
                  -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined
FUZZ_LDFLAGS   := -fuse-ld=lld -L$(FUZZ_LIBDIR) -lreorder -Wl,-rpath,$(CURDIR)/$(FUZZ_LIBDIR)
FUZZ_TSAN_CFLAGS := $(FUZZ_COMMON_CFLAGS) -fsanitize=fuzzer,thread -pthread
# The toolchain's TSan runtime carries libdispatch interceptors, which need
# libdispatch and the blocks runtime (both ship with the toolchain).
FUZZ_SWIFT_RTDIR := $(abspath $(FUZZ_TOOLCHAIN)/../lib/swift/linux)
FUZZ_TSAN_LDFLAGS := -fuse-ld=lld -L$(FUZZ_TSAN_LIBDIR) -lreorder \
                     -Wl,-rpath,$(CURDIR)/$(FUZZ_TSAN_LIBDIR) \
                     -L$(FUZZ_SWIFT_RTDIR) -ldispatch -lBlocksRuntime -Wl,-rpath,$(FUZZ_SWIFT_RTDIR)
FUZZ_HEADERS   := include/reorder.h $(FUZZ_DIR)/fuzz_common.h $(FUZZ_BIN)/fuzz_counted.h \
                  bindings/c/reorder_options_fields.h
# fuzz_api hands the library option / rules structs of the header's version
# exactly as long as that version's fields, so reading past them is a heap
# overflow. FUZZ_SHORT_STRUCTS=0 turns that off (full-size structs, fuzzed
# versions only).
FUZZ_SHORT_STRUCTS ?= 1
FUZZ_REPLAY_LINEARITY ?= 0
ifeq ($(FUZZ_SHORT_STRUCTS),0)
FUZZ_CFLAGS += -DFZ_NO_SHORT_STRUCTS
endif

# Leaks are errors (LeakSanitizer); abort() in a check is a crash with a stack.
FUZZ_ENV := ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:symbolize=1 \
            UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
            ASAN_SYMBOLIZER_PATH=$(FUZZ_TOOLCHAIN)/llvm-symbolizer \
            TSAN_OPTIONS=halt_on_error=1:abort_on_error=0:second_deadlock_stack=1:suppressions=$(CURDIR)/$(FUZZ_DIR)/tsan.supp \
            TSAN_SYMBOLIZER_PATH=$(FUZZ_TOOLCHAIN)/llvm-symbolizer \
            FZ_REPLAY_LINEARITY=$(FUZZ_REPLAY_LINEARITY)
# Hostile traces must be refused, never grow memory without bound.
FUZZ_OPTS := -rss_limit_mb=2048 -malloc_limit_mb=1024 -timeout=30 \
             -print_final_stats=1
# Long inputs at once (-len_control=0): a drag needs a run of calls.
FUZZ_OPTS_api     := -max_len=4096 -len_control=0
# Traces up to 1 MiB (the harness repeats a trace's body up to 2 MiB);
# libFuzzer grows lengths gradually (len_control) so short traces come first.
FUZZ_OPTS_replay  := -dict=$(FUZZ_DIR)/replay.dict -max_len=1048576
FUZZ_OPTS_threads := -max_len=2048 -len_control=0

FUZZ_TARGETS := api replay threads

.PHONY: fuzz fuzz-test fuzz-build fuzz-lib fuzz-tsan-lib fuzz-repro

fuzz-lib:
	@echo "==> fuzz: libreorder.so with ASan + libFuzzer coverage ($(FUZZ_SCRATCH))"
	$(SWIFT) build -c release --jobs $(JOBS) --product reorder $(FUZZ_SWIFTFLAGS) \
	  --scratch-path $(FUZZ_SCRATCH)
	@ln -sf libreorder.so $(FUZZ_LIBDIR)/libreorder.so.$(REORDER_MAJOR)

fuzz-tsan-lib:
	@echo "==> fuzz: libreorder.so with ThreadSanitizer ($(FUZZ_TSAN_SCRATCH))"
	$(SWIFT) build -c $(FUZZ_TSAN_CONFIG) --jobs $(JOBS) --product reorder $(FUZZ_TSAN_SWIFTFLAGS) \
	  --scratch-path $(FUZZ_TSAN_SCRATCH)
	@ln -sf libreorder.so $(FUZZ_TSAN_LIBDIR)/libreorder.so.$(REORDER_MAJOR)

# One counting macro per function the header declares (see fuzz_common.h).
$(FUZZ_BIN)/fuzz_counted.h: include/reorder.h $(FUZZ_DIR)/fuzz.mk
	@mkdir -p $(FUZZ_BIN)
	@{ echo '/* Generated by $(FUZZ_DIR)/fuzz.mk from include/reorder.h: each reorder_*'; \
	  echo ' * function counts its calls in fz_api_calls (fuzz_common.h). */'; \
	  sed -n 's/^REORDER_API [^(]*[ *]\(reorder_[a-z0-9_]*\)(.*/\1/p' include/reorder.h | \
	    sed 's/.*/#define &(...) (fz_count_call(), &(__VA_ARGS__))/'; } > $@.tmp
	@n=$$(grep -c '^#define' $@.tmp); m=$$(grep -c '^REORDER_API' include/reorder.h); \
	  test "$$n" -eq "$$m" || { echo "fuzz_counted.h: $$n macros for $$m functions"; exit 1; }
	@mv $@.tmp $@

$(FUZZ_BIN)/fuzz_api $(FUZZ_BIN)/fuzz_replay: $(FUZZ_BIN)/fuzz_%: $(FUZZ_DIR)/fuzz_%.c $(FUZZ_HEADERS) fuzz-lib
	@mkdir -p $(FUZZ_BIN)
	$(FUZZ_CC) $(FUZZ_CFLAGS) $< -o $@ $(FUZZ_LDFLAGS)

$(FUZZ_BIN)/fuzz_threads: $(FUZZ_DIR)/fuzz_threads.c $(FUZZ_HEADERS) fuzz-tsan-lib
	@mkdir -p $(FUZZ_BIN)
	$(FUZZ_CC) $(FUZZ_TSAN_CFLAGS) $< -o $@ $(FUZZ_TSAN_LDFLAGS)

fuzz-build: $(addprefix $(FUZZ_BIN)/fuzz_,$(FUZZ_TARGETS))

# $(call fuzz_run,target,seconds): runs one fuzzer, prints its executions
# and API calls, and on a crash the end of its log (the reproducer is in
# FUZZ_ARTIFACTS).
define fuzz_run
	@mkdir -p $(FUZZ_CORPUS)/$(1) $(FUZZ_ARTIFACTS) $(FUZZ_LOGS)
	@echo "==> fuzz: fuzz_$(1) for $(2) s (log: $(FUZZ_LOGS)/$(1).log)"
	@rc=0; $(FUZZ_ENV) $(FUZZ_BIN)/fuzz_$(1) -max_total_time=$(2) $(FUZZ_OPTS) \
	  $(FUZZ_OPTS_$(1)) -artifact_prefix=$(FUZZ_ARTIFACTS)/$(1)- \
	  $(FUZZ_CORPUS)/$(1) $(wildcard $(FUZZ_DIR)/corpus_$(1)) >$(FUZZ_LOGS)/$(1).log 2>&1 || rc=$$?; \
	runs=$$(sed -n 's/^stat::number_of_executed_units: *//p' $(FUZZ_LOGS)/$(1).log); \
	calls=$$(sed -n 's/^fuzz_$(1): \([0-9]*\) API calls.*/\1/p' $(FUZZ_LOGS)/$(1).log | tail -n 1); \
	cov=$$({ grep -E '^#[0-9]+' $(FUZZ_LOGS)/$(1).log || true; } | tail -n 1 | \
	  sed -E 's/.*(cov: [0-9]+ ft: [0-9]+).*/\1/'); \
	if [ $$rc -ne 0 ]; then \
	  tail -n 60 $(FUZZ_LOGS)/$(1).log; \
	  echo "FAIL: fuzz_$(1) crashed after $${runs:-?} executions, $${calls:-?} API calls (exit $$rc); reproducer:"; \
	  { grep -o 'Test unit written to .*' $(FUZZ_LOGS)/$(1).log || true; } | sed 's/^/  /'; \
	  echo "  make fuzz-repro FUZZ_TARGET=$(1) FUZZ_INPUT=<that file>"; \
	  exit $$rc; \
	fi; \
	echo "    fuzz_$(1): $${runs:-?} executions, $${calls:-?} API calls in $(2) s, no crash, no leak ($$cov)"
endef

fuzz: fuzz-build
	$(call fuzz_run,api,$(FUZZ_SECONDS))
	$(call fuzz_run,replay,$(FUZZ_SECONDS))
	$(call fuzz_run,threads,$(FUZZ_SECONDS))

fuzz-test: fuzz-build
	$(call fuzz_run,api,$(FUZZ_TEST_SECONDS_api))
	$(call fuzz_run,replay,$(FUZZ_TEST_SECONDS_replay))
	$(call fuzz_run,threads,$(FUZZ_TEST_SECONDS_threads))

FUZZ_TARGET ?= api
fuzz-repro: $(FUZZ_BIN)/fuzz_$(FUZZ_TARGET)
	@test -n "$(FUZZ_INPUT)" || { echo "usage: make fuzz-repro FUZZ_TARGET=api|replay|threads FUZZ_INPUT=file"; exit 2; }
	$(FUZZ_ENV) $(FUZZ_BIN)/fuzz_$(FUZZ_TARGET) $(FUZZ_OPTS) $(FUZZ_OPTS_$(FUZZ_TARGET)) $(FUZZ_INPUT)
