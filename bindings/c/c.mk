# bindings/c/c.mk -- the C binding's examples and ABI tests.
# Included by the top Makefile, which provides SHELL (bash -euo pipefail),
# CC, SWIFT, JOBS, LIB (.build/release/libreorder.so) and the `build` target.
#
#   make c-examples   build the examples (C99) against $(LIB) and run them
#   make c-api        test_api against $(LIB)
#   make c-asan       an ASan build of the library; test_api and the examples
#                     built with clang -fsanitize=address,undefined, LSan on
#   make c-valgrind   test_api and the examples under valgrind, release .so
#   make c-binding    all four; test_api's "N passed, M failed" prints last
#
# Run one test by name: .build/cbinding/release/test_api drag_live
# (add --no-fork to debug it in one process).

SWIFT ?= swift
JOBS  ?= 2
# Recursive (=), not simple: LIB may be defined after this file is included.
CB_LIB     = $(LIB)
CB_LIBDIR  = $(patsubst %/,%,$(dir $(CB_LIB)))
CB_OUT    := .build/cbinding
CB_EXAMPLES := minimal_drag tap_to_move poll_loop two_lists
CB_WARN   := -Wall -Wextra -Werror -pedantic
# The tests use <stdatomic.h> (C11); the examples stay C99, as hosts copy them.
CB_EX_STD := -std=c99
CB_T_STD  := -std=c11
# test_api is one program built from bindings/c/tests/api: harness.c (checks,
# runner, fixtures), main.c (the name -> test table) and one api_*.c a topic.
CB_API_SRC := $(sort $(wildcard bindings/c/tests/api/*.c))
CB_RPATH   = -L$(1) -lreorder -Wl,-rpath,$(CURDIR)/$(1)

# The sanitizer build. swiftc has no -sanitize=undefined on Linux, so the
# library gets ASan only (Swift traps its own overflows and bad indices);
# the C side gets ASan+UBSan. The toolchain's clang is used because its
# compiler-rt is the one swiftc's ASan instrumentation expects; lld because
# gold warns about every __asan_* assembler symbol it cannot export.
CB_CLANG  ?= $(dir $(realpath $(shell command -v $(SWIFT))))clang
CB_ASAN_SCRATCH := .build/asan
CB_ASAN_LIBDIR  := $(CB_ASAN_SCRATCH)/debug
CB_SAN    := -fsanitize=address,undefined -fno-sanitize-recover=undefined \
             -fno-omit-frame-pointer -fuse-ld=lld -g -O1
# detect_leaks: LeakSanitizer at every exit (each test is a forked child, so
# a leak is pinned to its test). No suppressions are needed: the Swift
# runtime's caches stay reachable from the library's globals.
CB_ASAN_ENV := ASAN_OPTIONS=detect_leaks=1:detect_stack_use_after_return=1:strict_string_checks=1 \
               UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1

# Only definite leaks count (--errors-for-leak-kinds) and are shown: the
# Swift runtime's metadata caches keep interior pointers, which valgrind
# calls "possibly lost" -- reachable, and noise here.
CB_VALGRIND := valgrind -q --error-exitcode=1 --leak-check=full \
               --show-leak-kinds=definite --errors-for-leak-kinds=definite

.PHONY: c-binding c-examples c-api c-asan c-asan-lib c-valgrind c-release-bins

# Examples and test_api against the release library. The SONAME link
# (libreorder.so.$(REORDER_MAJOR)) is what the binaries load; `build` makes it too.
c-release-bins: build
	@mkdir -p $(CB_OUT)/release
	@ln -sf libreorder.so $(CB_LIBDIR)/libreorder.so.$(REORDER_MAJOR)
	@for x in $(CB_EXAMPLES); do \
	  $(CC) $(CB_EX_STD) $(CB_WARN) -g -Iinclude bindings/c/examples/$$x.c \
	    -o $(CB_OUT)/release/$$x $(call CB_RPATH,$(CB_LIBDIR)); \
	done
	$(CC) $(CB_T_STD) $(CB_WARN) -g -O1 -Iinclude $(CB_API_SRC) \
	  -o $(CB_OUT)/release/test_api $(call CB_RPATH,$(CB_LIBDIR)) -lpthread -lm

c-examples: c-release-bins
	@for x in $(CB_EXAMPLES); do \
	  echo "==> c-examples: $$x"; \
	  $(CB_OUT)/release/$$x; \
	done

# test_api's output ends with "N passed, M failed"; keep this recipe last.
# The plain run (no sanitizer or valgrind quarantine) reuses freed blocks at
# once, so a test that needs a new engine at a freed one's address must find it.
define CB_RUN_API
	@echo "==> c-api: test_api against $(CB_LIB)"
	REORDER_TEST_ADDRESS_REUSE=1 $(CB_OUT)/release/test_api
endef

c-api: c-release-bins
	$(CB_RUN_API)

# Debug: Swift's checks stay on and ASan reports name source lines.
c-asan-lib:
	@echo "==> c-asan: libreorder.so with -sanitize=address ($(CB_ASAN_SCRATCH))"
	$(SWIFT) build -c debug --jobs $(JOBS) --product reorder \
	  -Xswiftc -sanitize=address --scratch-path $(CB_ASAN_SCRATCH)
	@ln -sf libreorder.so $(CB_ASAN_LIBDIR)/libreorder.so.$(REORDER_MAJOR)

c-asan: c-asan-lib
	@mkdir -p $(CB_OUT)/asan
	$(CB_CLANG) $(CB_T_STD) $(CB_WARN) $(CB_SAN) -Iinclude $(CB_API_SRC) \
	  -o $(CB_OUT)/asan/test_api $(call CB_RPATH,$(CB_ASAN_LIBDIR)) -lpthread -lm
	@for x in $(CB_EXAMPLES); do \
	  $(CB_CLANG) $(CB_EX_STD) $(CB_WARN) $(CB_SAN) -Iinclude bindings/c/examples/$$x.c \
	    -o $(CB_OUT)/asan/$$x $(call CB_RPATH,$(CB_ASAN_LIBDIR)); \
	done
	@for x in $(CB_EXAMPLES); do \
	  echo "==> c-asan: $$x (ASan+UBSan+LSan)"; \
	  $(CB_ASAN_ENV) $(CB_OUT)/asan/$$x >/dev/null; \
	done
	@echo "==> c-asan: test_api (ASan+UBSan+LSan)"
	$(CB_ASAN_ENV) $(CB_OUT)/asan/test_api

c-valgrind: c-release-bins
	@command -v valgrind >/dev/null || \
	  (apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y valgrind)
	@for x in $(CB_EXAMPLES); do \
	  echo "==> c-valgrind: $$x"; \
	  $(CB_VALGRIND) $(CB_OUT)/release/$$x >/dev/null; \
	done
	@echo "==> c-valgrind: test_api (each test's child is checked at its exit)"
	$(CB_VALGRIND) $(CB_OUT)/release/test_api

c-binding: c-examples c-asan c-valgrind
	$(CB_RUN_API)
