# C-side checks and installation for libreorder, included by the top Makefile
# (run from the repository root). Targets:
#   c-header-check  reorder.h compiles as C89/C99/C11 (gcc, clang) and
#                   C++98/11/17; every function's signature pinned (struct
#                   layouts and constants: the ABI baseline, bindings/c/abi)
#   c-bad-inputs    every function x bad input -> documented status, message,
#                   no crash, no item lost (bindings/c/tests/test_bad_inputs.c)
#   c-allocations   no heap allocation on the success path of the calls a
#                   host makes during a drag (bindings/c/tests/test_allocations.c)
#   install         PREFIX=/usr/local DESTDIR= : libreorder.so.X.Y.Z + SONAME
#                   links, include/reorder.h, lib/pkgconfig/reorder.pc
#   install-check   install into a temp DESTDIR, then build and run a host
#                   from `pkg-config --cflags --libs reorder`
#   stage           install into $(STAGE) (.build/stage), where the GTK and
#                   Qt hosts find the library through
#                   PKG_CONFIG_PATH=$(STAGE)/lib/pkgconfig
# Every variable is ?= so the top Makefile's values win. The targets that
# need the library depend on $(C_CHECKS_DEPS) (default: the top Makefile's
# `build`); standalone, against another build, use e.g.
#   make -f bindings/c/checks.mk c-bad-inputs C_CHECKS_DEPS= LIB=/tmp/b/release/libreorder.so

# This file, for install-check's recursive `make install` (must stay before
# any other include).
C_CHECKS_MK := $(lastword $(MAKEFILE_LIST))

ifeq ($(origin CC),default)
CC := gcc
endif
ifeq ($(origin CXX),default)
CXX := g++
endif
# The toolchain's clang, the other C compiler hosts use.
CLANG ?= /opt/swift/usr/bin/clang
LIB ?= .build/release/libreorder.so
CTESTS ?= bindings/c/tests
CTEST_BIN ?= .build/ctest
C_CHECKS_DEPS ?= build

# Version and SONAME major come from the header, the single source of truth.
REORDER_VERSION ?= $(shell sed -n 's/.*define REORDER_VERSION_STRING "\(.*\)".*/\1/p' include/reorder.h)
REORDER_MAJOR ?= $(firstword $(subst ., ,$(REORDER_VERSION)))

PREFIX ?= /usr/local
DESTDIR ?=
LIBDIR ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig
# Written into reorder.pc relative to ${prefix} when under it (relocatable).
PC_LIBDIR = $(patsubst $(PREFIX)/%,$${prefix}/%,$(LIBDIR))
PC_INCLUDEDIR = $(patsubst $(PREFIX)/%,$${prefix}/%,$(INCLUDEDIR))

C_WARN := -Wall -Wextra -Werror -pedantic

.PHONY: c-header-check c-bad-inputs c-allocations install install-check stage

c-header-check:
	@echo "==> c-header-check: reorder.h as C89/C99/C11 ($(CC), $(CLANG)) and C++98/11/17 ($(CXX))"
	@for cc in $(CC) $(CLANG); do for std in c89 c99 c11; do \
	  $$cc -std=$$std $(C_WARN) -Wstrict-prototypes -Iinclude -fsyntax-only \
	    $(CTESTS)/header_check.c || { echo "FAIL: $$cc -std=$$std"; exit 1; }; \
	done; done
	@for std in c++98 c++11 c++17; do \
	  $(CXX) -std=$$std $(C_WARN) -Iinclude -fsyntax-only $(CTESTS)/header_check.cc || \
	    { echo "FAIL: $(CXX) -std=$$std"; exit 1; }; \
	done
	@echo "    header ok: 9 dialects, every signature as pinned"

# C99 + POSIX for fork/pthreads. The SONAME link is what the test loads at
# run time (the top Makefile's build makes it too; harmless to redo).
c-bad-inputs: $(C_CHECKS_DEPS)
	@echo "==> c-bad-inputs: every function x bad input against $(LIB)"
	@mkdir -p $(CTEST_BIN)
	@ln -sf libreorder.so $(dir $(LIB))libreorder.so.$(REORDER_MAJOR)
	$(CC) -std=c99 -D_POSIX_C_SOURCE=200809L $(C_WARN) -pthread -Iinclude \
	  $(CTESTS)/test_bad_inputs.c -o $(CTEST_BIN)/test_bad_inputs \
	  -L$(dir $(LIB)) -lreorder -Wl,-rpath,$(abspath $(dir $(LIB))) -lm
	$(CTEST_BIN)/test_bad_inputs

# The shim in the test interposes malloc and its kin on the library and the
# Swift runtime (no sanitizer: ASan's allocator would take their place).
c-allocations: $(C_CHECKS_DEPS)
	@echo "==> c-allocations: no heap allocation on a drag's success paths (malloc-counting shim)"
	@mkdir -p $(CTEST_BIN)
	@ln -sf libreorder.so $(dir $(LIB))libreorder.so.$(REORDER_MAJOR)
	$(CC) -std=c99 -O1 -g $(C_WARN) -Iinclude $(CTESTS)/test_allocations.c \
	  -o $(CTEST_BIN)/test_allocations \
	  -L$(dir $(LIB)) -lreorder -Wl,-rpath,$(abspath $(dir $(LIB)))
	$(CTEST_BIN)/test_allocations

# -C: an unchanged file keeps its time, so re-staging rebuilds no host.
install: $(C_CHECKS_DEPS)
	@echo "==> install: libreorder $(REORDER_VERSION) into $(DESTDIR)$(PREFIX)"
	install -d $(DESTDIR)$(LIBDIR) $(DESTDIR)$(INCLUDEDIR) $(DESTDIR)$(PKGCONFIGDIR)
	install -C -m 0755 $(LIB) $(DESTDIR)$(LIBDIR)/libreorder.so.$(REORDER_VERSION)
	ln -sfn libreorder.so.$(REORDER_VERSION) $(DESTDIR)$(LIBDIR)/libreorder.so.$(REORDER_MAJOR)
	ln -sfn libreorder.so.$(REORDER_MAJOR) $(DESTDIR)$(LIBDIR)/libreorder.so
	install -C -m 0644 include/reorder.h $(DESTDIR)$(INCLUDEDIR)/reorder.h
	sed -e 's|@prefix@|$(PREFIX)|' -e 's|@libdir@|$(PC_LIBDIR)|' \
	  -e 's|@includedir@|$(PC_INCLUDEDIR)|' -e 's|@version@|$(REORDER_VERSION)|' \
	  bindings/c/reorder.pc.in >$(DESTDIR)$(PKGCONFIGDIR)/reorder.pc
	chmod 0644 $(DESTDIR)$(PKGCONFIGDIR)/reorder.pc

# A real `make install` (recursive, so the DESTDIR/PREFIX interface itself is
# what gets tested) into a temp DESTDIR, removed afterwards.
install-check: $(C_CHECKS_DEPS)
	@echo "==> install-check: make install into a temp DESTDIR, then a pkg-config host"
	@command -v pkg-config >/dev/null || (apt-get update && apt-get install -y pkg-config)
	@tmp=$$(mktemp -d) && trap 'rm -rf "$$tmp"' EXIT && \
	  $(MAKE) --no-print-directory -f $(C_CHECKS_MK) install C_CHECKS_DEPS= LIB=$(LIB) \
	    DESTDIR="$$tmp" PREFIX=$(PREFIX) LIBDIR=$(LIBDIR) INCLUDEDIR=$(INCLUDEDIR) >/dev/null && \
	  $(CTESTS)/install_check.sh "$$tmp" $(LIBDIR) $(INCLUDEDIR) $(REORDER_VERSION) $(CC)

# The hosts build against an installed library, as their users will: a
# private prefix inside .build, refreshed whenever the library is rebuilt.
STAGE ?= $(CURDIR)/.build/stage
STAGE_PKG_CONFIG_PATH := $(STAGE)/lib/pkgconfig
stage: $(C_CHECKS_DEPS)
	@command -v pkg-config >/dev/null || (apt-get update && apt-get install -y pkg-config)
	@$(MAKE) --no-print-directory -f $(C_CHECKS_MK) install C_CHECKS_DEPS= LIB=$(LIB) \
	  DESTDIR= PREFIX=$(STAGE) LIBDIR=$(STAGE)/lib INCLUDEDIR=$(STAGE)/include >/dev/null
	@echo "    staged: PKG_CONFIG_PATH=$(STAGE_PKG_CONFIG_PATH) pkg-config --libs reorder"
