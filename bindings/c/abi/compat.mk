# The C contract's compatibility checks, included by the top Makefile (run
# from the repository root). Targets:
#   abi-check     the ABI of the built library against the committed 1.x
#                 baseline: exported symbols, their version nodes and the
#                 SONAME (libabigail's abidiff), and the size and offset of
#                 every public struct field, every constant and every
#                 prototype (a probe generated from the header): only
#                 additions pass
#   compat-test   compat_host.c built against the frozen 1.0 header, today's
#                 header and a "future" header with appended fields, each run
#                 against the library
#   abi-baseline  rewrite the baseline (only when a major version starts)
# The frozen header, bindings/c/abi/1.0/reorder.h, is 1.0 as released: never
# edit it. abigail-tools comes from Debian when missing.

ABI_DIR  := bindings/c/abi
ABI_OUT  := .build/abi
ABI_BASE := $(ABI_DIR)/libreorder.so.$(REORDER_MAJOR)
ABI_CFLAGS := -std=c99 -Wall -Wextra -Werror -pedantic

.PHONY: abi-check compat-test abi-baseline abi-deps abi-dump

abi-deps:
	@command -v abidw >/dev/null && command -v abidiff >/dev/null || \
	  (apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y abigail-tools)

# The layout facts of today's header and library, one a line.
abi-dump: build abi-deps
	@mkdir -p $(ABI_OUT)
	python3 tools/contract.py abi-probe $(ABI_OUT)/probe.c
	$(CC) $(ABI_CFLAGS) -Iinclude $(ABI_OUT)/probe.c -o $(ABI_OUT)/probe
	$(ABI_OUT)/probe > $(ABI_OUT)/layout.txt
	nm -D --defined-only --with-symbol-versions $(LIB) | \
	  awk '$$3 ~ /^reorder_/ { print "symbol " $$3 }' | sort >> $(ABI_OUT)/layout.txt
	abidw --no-corpus-path $(LIB) > $(ABI_OUT)/libreorder.abi

abi-check: abi-dump
	@echo "==> abi-check: $(LIB) against $(ABI_BASE).abi (abidiff) and $(ABI_BASE).layout"
	@status=0; abidiff $(ABI_BASE).abi $(ABI_OUT)/libreorder.abi || status=$$?; \
	  if [ $$((status & 1)) -ne 0 ] || [ $$((status & 8)) -ne 0 ]; then \
	    echo "FAIL: abidiff found an incompatible change (status $$status)"; exit 1; fi; \
	  echo "    abidiff: no incompatible change (status $$status)"
	python3 tools/contract.py abi-compare $(ABI_BASE).layout $(ABI_OUT)/layout.txt

abi-baseline: abi-dump
	cp $(ABI_OUT)/layout.txt $(ABI_BASE).layout
	cp $(ABI_OUT)/libreorder.abi $(ABI_BASE).abi

# One host, three headers; each binary loads the library by its SONAME.
compat-test: build
	@echo "==> compat-test: hosts built against the 1.0, today's and a future header"
	@mkdir -p $(ABI_OUT)/future
	python3 tools/contract.py future-header $(ABI_OUT)/future/reorder.h
	@for h in 1.0:$(ABI_DIR)/1.0 today:include future:$(ABI_OUT)/future; do \
	  name=$${h%%:*}; dir=$${h#*:}; \
	  $(CC) $(ABI_CFLAGS) -I$$dir $(ABI_DIR)/compat_host.c -o $(ABI_OUT)/host-$$name \
	    -L$(dir $(LIB)) -lreorder -Wl,-rpath,$(CURDIR)/$(dir $(LIB)) || exit 1; \
	  echo "    host built against the $$name header:"; \
	  $(ABI_OUT)/host-$$name || exit 1; \
	done
