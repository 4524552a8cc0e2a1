# bindings/c/fuzz/fuzz.mk -- libFuzzer targets for libreorder. Included by
# the top Makefile; also works alone: make -f bindings/c/fuzz/fuzz.mk fuzz
#
#   make fuzz         both fuzzers, one after the other, FUZZ_SECONDS each (60)
#   make fuzz-test    both fuzzers for 60 s each (at least 60 s, as make test wants)
#   make fuzz-build   the instrumented library and the two fuzzer binaries only
#   make fuzz-repro FUZZ_TARGET=api|replay FUZZ_INPUT=crash-file
#                     runs one input (a crash artifact) and shows its stack
#
# fuzz_api     decodes its input into calls on one engine (callbacks that call
#              back in, frees inside callbacks, garbage values) and checks
#              after each call that the items are still a permutation.
# fuzz_replay  feeds its input to reorder_engine_replay as a trace.
#
# The library is built with ASan and libFuzzer coverage in the Swift code
# (swiftc -sanitize=fuzzer,address) under $(FUZZ_SCRATCH); the harnesses are
# linked with the toolchain's clang -fsanitize=fuzzer,address,undefined.
# The corpora grow in .build/fuzz-corpus/<target> (seeded from corpus_api/
# and corpus_replay/, which stay untouched); crashes land in
# .build/fuzz-artifacts/; each run's log in .build/fuzz-logs/<target>.log.
# The machines have 2 cores: the fuzzers run one after the other, 1 job each.

SWIFT        ?= swift
JOBS         ?= 2
FUZZ_SECONDS ?= 60
FUZZ_TEST_SECONDS := 60
# The SONAME's major, from the header (the top Makefile sets it; alone, read here).
REORDER_VERSION ?= $(shell sed -n 's/.*define REORDER_VERSION_STRING "\(.*\)".*/\1/p' include/reorder.h)
REORDER_MAJOR ?= $(firstword $(subst ., ,$(REORDER_VERSION)))

FUZZ_DIR       := bindings/c/fuzz
FUZZ_SCRATCH   := .build/fuzz
FUZZ_LIBDIR    := $(FUZZ_SCRATCH)/release
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
FUZZ_CFLAGS    := -g -O1 -std=c99 -Wall -Wextra -Werror -Iinclude \
                  -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined
FUZZ_LDFLAGS   := -fuse-ld=lld -L$(FUZZ_LIBDIR) -lreorder -Wl,-rpath,$(CURDIR)/$(FUZZ_LIBDIR)
FUZZ_HEADERS   := include/reorder.h $(FUZZ_DIR)/fuzz_common.h bindings/c/reorder_options_fields.h
# fuzz_api hands the library option / rules structs of the header's version
# exactly as long as that version's fields, so reading past them is a heap
# overflow. FUZZ_SHORT_STRUCTS=0 turns that off (full-size structs, fuzzed
# versions only).
FUZZ_SHORT_STRUCTS ?= 1
ifeq ($(FUZZ_SHORT_STRUCTS),0)
FUZZ_CFLAGS += -DFZ_NO_SHORT_STRUCTS
endif

# Leaks are errors (LeakSanitizer); abort() in a check is a crash with a stack.
FUZZ_ENV := ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:symbolize=1 \
            UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
            ASAN_SYMBOLIZER_PATH=$(FUZZ_TOOLCHAIN)/llvm-symbolizer
# Hostile traces must be refused, never grow memory without bound.
FUZZ_OPTS := -rss_limit_mb=2048 -malloc_limit_mb=1024 -timeout=30 \
             -print_final_stats=1
# Long inputs at once (-len_control=0): a drag needs a run of calls.
FUZZ_OPTS_api    := -max_len=2048 -len_control=0
FUZZ_OPTS_replay := -dict=$(FUZZ_DIR)/replay.dict -max_len=16384

.PHONY: fuzz fuzz-test fuzz-build fuzz-lib fuzz-repro

fuzz-lib:
	@echo "==> fuzz: libreorder.so with ASan + libFuzzer coverage ($(FUZZ_SCRATCH))"
	$(SWIFT) build -c release --jobs $(JOBS) --product reorder $(FUZZ_SWIFTFLAGS) \
	  --scratch-path $(FUZZ_SCRATCH)
	@ln -sf libreorder.so $(FUZZ_LIBDIR)/libreorder.so.$(REORDER_MAJOR)

$(FUZZ_BIN)/fuzz_%: $(FUZZ_DIR)/fuzz_%.c $(FUZZ_HEADERS) fuzz-lib
	@mkdir -p $(FUZZ_BIN)
	$(FUZZ_CC) $(FUZZ_CFLAGS) $< -o $@ $(FUZZ_LDFLAGS)

fuzz-build: $(FUZZ_BIN)/fuzz_api $(FUZZ_BIN)/fuzz_replay

# $(call fuzz_run,target,seconds): runs one fuzzer, prints its executions,
# and on a crash the end of its log (the reproducer is in FUZZ_ARTIFACTS).
define fuzz_run
	@mkdir -p $(FUZZ_CORPUS)/$(1) $(FUZZ_ARTIFACTS) $(FUZZ_LOGS)
	@echo "==> fuzz: fuzz_$(1) for $(2) s (log: $(FUZZ_LOGS)/$(1).log)"
	@rc=0; $(FUZZ_ENV) $(FUZZ_BIN)/fuzz_$(1) -max_total_time=$(2) $(FUZZ_OPTS) \
	  $(FUZZ_OPTS_$(1)) -artifact_prefix=$(FUZZ_ARTIFACTS)/$(1)- \
	  $(FUZZ_CORPUS)/$(1) $(FUZZ_DIR)/corpus_$(1) >$(FUZZ_LOGS)/$(1).log 2>&1 || rc=$$?; \
	runs=$$(sed -n 's/^stat::number_of_executed_units: *//p' $(FUZZ_LOGS)/$(1).log); \
	cov=$$({ grep -E '^#[0-9]+' $(FUZZ_LOGS)/$(1).log || true; } | tail -n 1 | \
	  sed -E 's/.*(cov: [0-9]+ ft: [0-9]+).*/\1/'); \
	if [ $$rc -ne 0 ]; then \
	  tail -n 60 $(FUZZ_LOGS)/$(1).log; \
	  echo "FAIL: fuzz_$(1) crashed after $${runs:-?} executions (exit $$rc); reproducer:"; \
	  { grep -o 'Test unit written to .*' $(FUZZ_LOGS)/$(1).log || true; } | sed 's/^/  /'; \
	  echo "  make fuzz-repro FUZZ_TARGET=$(1) FUZZ_INPUT=<that file>"; \
	  exit $$rc; \
	fi; \
	echo "    fuzz_$(1): $${runs:-?} executions in $(2) s, no crash, no leak ($$cov)"
endef

fuzz: fuzz-build
	$(call fuzz_run,api,$(FUZZ_SECONDS))
	$(call fuzz_run,replay,$(FUZZ_SECONDS))

fuzz-test: fuzz-build
	$(call fuzz_run,api,$(FUZZ_TEST_SECONDS))
	$(call fuzz_run,replay,$(FUZZ_TEST_SECONDS))

FUZZ_TARGET ?= api
fuzz-repro: $(FUZZ_BIN)/fuzz_$(FUZZ_TARGET)
	@test -n "$(FUZZ_INPUT)" || { echo "usage: make fuzz-repro FUZZ_TARGET=api|replay FUZZ_INPUT=file"; exit 2; }
	$(FUZZ_ENV) $(FUZZ_BIN)/fuzz_$(FUZZ_TARGET) $(FUZZ_OPTS) $(FUZZ_OPTS_$(FUZZ_TARGET)) $(FUZZ_INPUT)
