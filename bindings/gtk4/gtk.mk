# bindings/gtk4/gtk.mk -- ReorderGtkBox (GTK 4 widget), its demo and tests.
# Included by the top Makefile (it uses SHELL, CC, PY_VENV, the `stage`
# target and STAGE_PKG_CONFIG_PATH from bindings/c/checks.mk):
#
#   include bindings/gtk4/gtk.mk
#
# Until then: make -f Makefile -f bindings/gtk4/gtk.mk demo-gtk
#
#   make gtk-build        the widget and the demo (pkg-config gtk4 reorder)
#   make demo-gtk         open the demo window (SEED=001 picks a page)
#   make demo-gtk-test    the widget's unit test and the demo driven under
#                         Xvfb with xdotool (installs what is missing)
#   make screenshots-gtk  the same, keeping the mid-drag screenshot as the
#                         README picture (bindings/gtk4/demo/gtk_demo.png)

GTK_DIR   := bindings/gtk4
GTK_BUILD := .build/gtk4
# The widget's sources (reorder-gtk-private.h says which does what) and its
# enum types, generated from include/reorder.h by tools/contract.py (as is
# the option table reorder-gtk.c includes, bindings/c/reorder_options_fields.h).
GTK_SRCS  := $(addprefix $(GTK_DIR)/,reorder-gtk.c reorder-gtk-events.c reorder-gtk-sections.c \
  reorder-gtk-input.c reorder-gtk-layout.c reorder-gtk-scroll.c reorder-gtk-enums.c)
GTK_OBJS  := $(patsubst $(GTK_DIR)/%.c,$(GTK_BUILD)/%.o,$(GTK_SRCS))
GTK_DEMO  := $(GTK_BUILD)/reorder-gtk-demo
# The demo's sources (demo/demo.h says which does what).
GTK_DEMO_SRCS := $(addprefix $(GTK_DIR)/demo/,main.c items.c seed000-list.c seed001-locked.c \
  seed003-grid.c seed004-featured.c)
GTK_UNIT  := $(GTK_BUILD)/test-reorder-gtk
GTK_DEPS  := libgtk-4-dev xvfb xauth xdotool imagemagick pkg-config
# The library is found only through pkg-config, in the staged prefix (its
# version and SONAME are the header's: nothing here names them); the
# binaries find it at run time through their RUNPATH.
GTK_PKG   = PKG_CONFIG_PATH=$(STAGE_PKG_CONFIG_PATH) pkg-config
GTK_FLAGS = -std=gnu11 -Wall -Wextra -Werror -g -O2 -I$(GTK_DIR) -Ibindings/c \
  $$($(GTK_PKG) --cflags gtk4 reorder)
GTK_LIBS  = $$($(GTK_PKG) --libs gtk4 reorder) -lm \
  -Wl,-rpath,$$($(GTK_PKG) --variable=libdir reorder)
GTK_RUN_ENV := GSK_RENDERER=cairo GTK_A11Y=none

.PHONY: gtk-deps gtk-build demo-gtk demo-gtk-test screenshots-gtk

# On a fresh machine (CI): the Debian packages the build and the tests need.
# Elsewhere (no dpkg) they are assumed installed.
gtk-deps:
	@command -v dpkg >/dev/null || exit 0; \
	missing=""; for p in $(GTK_DEPS); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "==> gtk-deps: apt-get install$$missing"; \
	  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y $$missing; \
	fi

gtk-build: gtk-deps stage
	@echo "==> gtk-build: ReorderGtkBox, its demo and unit test (GTK $$(pkg-config --modversion gtk4), libreorder $$($(GTK_PKG) --modversion reorder))"
	@mkdir -p $(GTK_BUILD)
	for src in $(GTK_SRCS); do \
	  $(CC) $(GTK_FLAGS) -c $$src -o $(GTK_BUILD)/$$(basename $$src .c).o; \
	done
	$(CC) $(GTK_FLAGS) $(GTK_DEMO_SRCS) $(GTK_OBJS) -o $(GTK_DEMO) $(GTK_LIBS)
	$(CC) $(GTK_FLAGS) $(GTK_DIR)/tests/test-reorder-gtk.c $(GTK_OBJS) -o $(GTK_UNIT) $(GTK_LIBS)

demo-gtk: gtk-build
	@echo "==> demo-gtk: long-press and drag; close the window to quit"
	$(GTK_DEMO) $(if $(SEED),--seed $(SEED))

demo-gtk-test: gtk-build python-venv
	@echo "==> demo-gtk-test: widget unit test (Xvfb)"
	$(GTK_RUN_ENV) xvfb-run -a -s "-screen 0 1024x768x24" $(GTK_UNIT)
	@echo "==> demo-gtk-test: the demo under Xvfb, driven by xdotool"
	PYTHONDONTWRITEBYTECODE=1 GTK_DEMO=$(CURDIR)/$(GTK_DEMO) \
	  $(PY_VENV)/bin/python -m pytest -q -p no:cacheprovider $(GTK_DIR)/tests/test_gtk_demo.py

# A target-specific variable reaches the prerequisite's recipe: no recursive
# make (which would not see this file when it is included with -f).
screenshots-gtk: export REORDER_SCREENSHOT = $(CURDIR)/$(GTK_DIR)/demo/gtk_demo.png
screenshots-gtk: demo-gtk-test
	@echo "==> screenshots-gtk: $(REORDER_SCREENSHOT)"
