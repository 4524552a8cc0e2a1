# bindings/gtk4/gtk.mk -- libreorder-gtk (ReorderGtkBox, the GTK 4 widget),
# its demo and tests. Included by the top Makefile (it uses SHELL, CC,
# PY_VENV, REORDER_VERSION/MAJOR, the `stage` target, STAGE,
# STAGE_PKG_CONFIG_PATH and PREFIX/DESTDIR/LIBDIR/INCLUDEDIR from
# bindings/c/checks.mk):
#
#   include bindings/gtk4/gtk.mk
#
#   make gtk-lib          libreorder-gtk-1.so.X.Y.Z (.build/gtk4/)
#   make gtk-gir          ReorderGtk-1.0.gir and .typelib (GObject
#                         introspection: Python's gi, GJS, Vala, ...)
#   make gtk-install      PREFIX=/usr/local DESTDIR= : the library and its
#                         SONAME links, include/reorder-gtk-1/*.h,
#                         lib/pkgconfig/reorder-gtk-1.pc,
#                         share/gir-1.0/ReorderGtk-1.0.gir,
#                         lib/girepository-1.0/ReorderGtk-1.0.typelib
#   make gtk-stage        the same into $(STAGE), beside libreorder
#   make gtk-build        the library, staged, then the demo and unit test
#                         built from the stage with
#                         `pkg-config --cflags --libs reorder-gtk-1`, as any
#                         application is; only what changed is rebuilt
#   make demo-gtk         open the demo window (SEED=001 picks a page,
#                         SEED=tags the Tags page, SEED=outline the Outline)
#   make demo-gtk-test    the exports, the widget's unit tests, the box from
#                         Python through the typelib, and the demo (its
#                         Tags and Outline pages too) driven under Xvfb with
#                         xdotool
#                         (installs what is missing)
#   make demo-pygobject   the same four pages and a board in Python through the
#                         typelib (demo/pygobject_demo.py, Debian's python3-gi;
#                         PYGOBJECT_FLAGS=--board opens on the board)
#   make demo-pygobject-test  that demo driven under Xvfb with xdotool
#                         (tests/test_pygobject_demo.py, a plain script)
#   make gtk-bench        ReorderGtkListView beside GtkListView at 10^3 and
#                         10^6 rows (Xvfb): load, RSS, edits, drag frames
#   make screenshots-gtk  the same, keeping the mid-drag screenshot as the
#                         README picture (bindings/gtk4/demo/gtk_demo.png)

GTK_DIR   := bindings/gtk4
GTK_BUILD := .build/gtk4

# GNOME naming (as libgtk-4.so.1, libadwaita-1.so.0): the API version is in
# the name -- library, pkg-config module, include directory -- so a
# reorder-gtk-2 can be installed beside it, and the ABI version is the
# SONAME's number. Both come from the header's major, as libreorder's SONAME
# does: the box's API includes reorder.h's types (reorder_options, ...), so
# it breaks when they do.
GTK_NAME   := reorder-gtk-$(REORDER_MAJOR)
GTK_SONAME := lib$(GTK_NAME).so.$(REORDER_MAJOR)
GTK_LIB    := $(GTK_BUILD)/lib$(GTK_NAME).so.$(REORDER_VERSION)
# Exactly the functions the public headers declare (see $(GTK_MAP)).
GTK_MAP    := $(GTK_BUILD)/lib$(GTK_NAME).map
GTK_PC     := $(GTK_BUILD)/$(GTK_NAME).pc
# The introspection namespace: ReorderGtk, version <major>.0.
GTK_GIR_NS := ReorderGtk-$(REORDER_MAJOR).0
GTK_GIR    := $(GTK_BUILD)/$(GTK_GIR_NS).gir
GTK_TYPELIB := $(GTK_BUILD)/$(GTK_GIR_NS).typelib
# The installed headers; reorder-gtk-private.h is not one.
GTK_HEADERS := $(GTK_DIR)/reorder-gtk.h $(GTK_DIR)/reorder-gtk-enums.h \
  $(GTK_DIR)/reorder-gtk-list-view.h $(GTK_DIR)/reorder-gtk-group.h
# The widgets' sources (reorder-gtk-private.h says which does what; the
# driver, reorder-gtk-driver.h, is what the box and the list view share) and
# their enum types, generated from include/reorder.h by tools/contract.py (as is
# the option table reorder-gtk.c includes, bindings/c/reorder_options_fields.h).
GTK_SRCS  := $(addprefix $(GTK_DIR)/,reorder-gtk.c reorder-gtk-sections.c reorder-gtk-layout.c \
  reorder-gtk-enums.c reorder-gtk-list-view.c reorder-gtk-driver.c reorder-gtk-group.c \
  reorder-gtk-flow.c reorder-gtk-outer.c reorder-gtk-outline.c)
GTK_OBJS  := $(patsubst $(GTK_DIR)/%.c,$(GTK_BUILD)/lib/%.o,$(GTK_SRCS))
GTK_DEMO  := $(GTK_BUILD)/reorder-gtk-demo
# The demo's sources (demo/demo.h says which does what).
GTK_DEMO_OBJS := $(addprefix $(GTK_BUILD)/demo/,main.o items.o pages.o tap-feature.o board.o tags.o \
  outline.o seed001-state.o)
GTK_UNIT  := $(GTK_BUILD)/test-reorder-gtk
# The list view's, the group's, the flow's, the grid's and the outline's tests and the benchmark drive
# the pointer (and keys) through XTest.
GTK_LV_TEST  := $(GTK_BUILD)/test-reorder-gtk-list-view
GTK_GROUP_TEST := $(GTK_BUILD)/test-reorder-gtk-group
GTK_FLOW_TEST := $(GTK_BUILD)/test-reorder-gtk-flow
GTK_GRID_TEST := $(GTK_BUILD)/test-reorder-gtk-grid
GTK_OUTLINE_TEST := $(GTK_BUILD)/test-reorder-gtk-outline
GTK_LV_BENCH := $(GTK_BUILD)/bench-reorder-gtk-list-view
GTK_XTEST_LIBS := $$(pkg-config --libs xtst x11)
# g-ir-scanner and the GIRs it includes; Debian's PyGObject (python3-gi,
# for /usr/bin/python3: from PyPI it would be built from source) and the
# Gtk typelib for the Python test.
GTK_DEPS  := libgtk-4-dev xvfb xauth xdotool imagemagick pkg-config \
  gobject-introspection libgirepository1.0-dev libxtst-dev gir1.2-gtk-4.0 python3-gi
GTK_GI_PYTHON ?= /usr/bin/python3

# Every build step finds libreorder, and the demo and test find
# libreorder-gtk, only through pkg-config in the staged prefix (names,
# versions and SONAMEs are the header's: nothing below spells them); the
# binaries load both at run time through their RUNPATH.
GTK_PKG    = PKG_CONFIG_PATH=$(STAGE_PKG_CONFIG_PATH) pkg-config
GTK_CFLAGS := -std=gnu11 -Wall -Wextra -Werror -g -O2 -MMD -MP
# `make stage` rewrites the staged reorder.h every time; the dependency
# files name its source instead, so an unchanged header rebuilds nothing.
GTK_FIX_DEPFILE = sed -i 's|$(STAGE)/include/reorder.h|include/reorder.h|' $(@:.o=.d)
GTK_RUN_ENV := GSK_RENDERER=cairo GTK_A11Y=none

.PHONY: gtk-deps gtk-lib gtk-install gtk-stage gtk-build demo-gtk demo-gtk-test screenshots-gtk gtk-bench \
  demo-pygobject demo-pygobject-test

# On a fresh machine (CI): the Debian packages the build and the tests need.
# Elsewhere (no dpkg) they are assumed installed.
gtk-deps:
	@command -v dpkg >/dev/null || exit 0; \
	missing=""; for p in $(GTK_DEPS); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "==> gtk-deps: apt-get install$$missing"; \
	  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y $$missing; \
	fi

# --- the library ------------------------------------------------------------

# gtk-install takes checks.mk's PREFIX, DESTDIR, LIBDIR and INCLUDEDIR, so
# `make install gtk-install PREFIX=...` installs both libraries together.

# PIC objects; the flags live here, so editing this file rebuilds them.
$(GTK_BUILD)/lib/%.o: $(GTK_DIR)/%.c $(GTK_DIR)/gtk.mk | gtk-deps stage
	@mkdir -p $(@D)
	$(CC) $(GTK_CFLAGS) -fPIC -I$(GTK_DIR) -Ibindings/c $$($(GTK_PKG) --cflags gtk4 reorder) \
	  -c $< -o $@
	@$(GTK_FIX_DEPFILE)

# The private functions share the reorder_gtk_box_ prefix, so the export
# list is made from the public headers: every reorder_gtk_* function a line
# there declares, and the types G_DECLARE_FINAL_TYPE declares.
$(GTK_MAP): $(GTK_HEADERS)
	@mkdir -p $(@D)
	{ echo '{ global:'; \
	  sed -n 's/^[A-Za-z].*[ *]\(reorder_gtk_[a-z0-9_]*\)(.*/  \1;/p' $^; \
	  echo '  reorder_gtk_box_get_type;'; echo '  reorder_gtk_list_view_get_type;'; \
	  echo '  reorder_gtk_group_get_type;'; echo '  local: *; };'; } >$@

# RUNPATH $ORIGIN: libreorder is installed beside it (the same LIBDIR), and
# an application's own RUNPATH does not reach its libraries' dependencies.
# Xlib (where GTK has its X11 backend, gtk4-x11) places a group's boxes on the
# screen, for drags between windows.
GTK_X11_PKG = $$($(GTK_PKG) --exists gtk4-x11 && echo x11)
$(GTK_LIB): $(GTK_OBJS) $(GTK_MAP)
	$(CC) -shared -o $@ $(GTK_OBJS) -Wl,-soname,$(GTK_SONAME) \
	  -Wl,--version-script,$(GTK_MAP) -Wl,--no-undefined -Wl,-rpath,'$$ORIGIN' \
	  $$($(GTK_PKG) --libs gtk4 $(GTK_X11_PKG) reorder) -lm
	ln -sfn $(notdir $@) $(GTK_BUILD)/$(GTK_SONAME)
	ln -sfn $(notdir $@) $(GTK_BUILD)/lib$(GTK_NAME).so

gtk-lib: $(GTK_LIB)

# The scanner reads the public headers' doc comments (their annotations)
# and runs a program linked with the library to dump its GTypes:
# properties, signals and the enums of reorder-gtk-enums.c. It warns, once,
# that REORDER_GTK_ERROR has no enum of codes: they are reorder_status.
$(GTK_GIR): $(GTK_LIB) $(GTK_HEADERS) | stage
	g-ir-scanner --quiet --warn-all --namespace=ReorderGtk --nsversion=$(REORDER_MAJOR).0 \
	  --identifier-prefix=ReorderGtk --symbol-prefix=reorder_gtk --include=Gtk-4.0 \
	  --pkg-export=$(GTK_NAME) --c-include=reorder-gtk.h --library=$(GTK_NAME) \
	  --library-path=$(CURDIR)/$(GTK_BUILD) --library-path=$$($(GTK_PKG) --variable=libdir reorder) \
	  --cflags-begin -I$(GTK_DIR) $$($(GTK_PKG) --cflags gtk4 reorder) --cflags-end \
	  $(GTK_HEADERS) -o $@

$(GTK_TYPELIB): $(GTK_GIR)
	g-ir-compiler $< -o $@

gtk-gir: $(GTK_GIR) $(GTK_TYPELIB)

# $(call gtk-install-into,DESTDIR,PREFIX,LIBDIR,INCLUDEDIR,DATADIR): one shell
# command, so that `@` silences it all. Files are installed with -C: one
# whose content did not change keeps its time, so what was built against it
# is not rebuilt.
define gtk-install-into
install -d $(1)$(3)/pkgconfig $(1)$(4)/$(GTK_NAME) $(1)$(3)/girepository-1.0 \
  $(1)$(5)/gir-1.0 && \
install -C -m 0755 $(GTK_LIB) $(1)$(3)/ && \
ln -sfn $(notdir $(GTK_LIB)) $(1)$(3)/$(GTK_SONAME) && \
ln -sfn $(GTK_SONAME) $(1)$(3)/lib$(GTK_NAME).so && \
install -C -m 0644 $(GTK_HEADERS) $(1)$(4)/$(GTK_NAME)/ && \
sed -e 's|@prefix@|$(2)|' -e 's|@libdir@|$(patsubst $(2)/%,$${prefix}/%,$(3))|' \
  -e 's|@includedir@|$(patsubst $(2)/%,$${prefix}/%,$(4))|' -e 's|@version@|$(REORDER_VERSION)|' \
  -e 's|@name@|$(GTK_NAME)|' $(GTK_DIR)/reorder-gtk.pc.in >$(GTK_PC) && \
install -C -m 0644 $(GTK_PC) $(1)$(3)/pkgconfig/ && \
install -C -m 0644 $(GTK_GIR) $(1)$(5)/gir-1.0/ && \
install -C -m 0644 $(GTK_TYPELIB) $(1)$(3)/girepository-1.0/
endef

DATADIR ?= $(PREFIX)/share

gtk-install: gtk-lib gtk-gir
	@echo "==> gtk-install: libreorder-gtk $(REORDER_VERSION) into $(DESTDIR)$(PREFIX)"
	$(call gtk-install-into,$(DESTDIR),$(PREFIX),$(LIBDIR),$(INCLUDEDIR),$(DATADIR))

# Beside the staged libreorder, in the stage's layout (`make stage`'s).
gtk-stage: stage gtk-lib gtk-gir
	@$(call gtk-install-into,,$(STAGE),$(STAGE)/lib,$(STAGE)/include,$(STAGE)/share)
	@echo "    staged: PKG_CONFIG_PATH=$(STAGE_PKG_CONFIG_PATH) pkg-config --libs $(GTK_NAME)"

# --- its consumers: the demo and the unit test ------------------------------

# Built only from the stage, as an application is: no -I into this tree
# but for generated data (the unit test's option table, from reorder.h;
# the demo's pages, bindings/seeds/seeds.h from seeds.json, which the
# dependency files track like any header).
GTK_APP_CFLAGS = $$($(GTK_PKG) --cflags $(GTK_NAME))
GTK_APP_LIBS   = $$($(GTK_PKG) --libs $(GTK_NAME)) -lm \
  -Wl,-rpath,$$($(GTK_PKG) --variable=libdir $(GTK_NAME))

$(GTK_BUILD)/demo/%.o: $(GTK_DIR)/demo/%.c $(GTK_DIR)/gtk.mk | gtk-stage
	@mkdir -p $(@D)
	$(CC) $(GTK_CFLAGS) -Ibindings/seeds $(GTK_APP_CFLAGS) -c $< -o $@
	@$(GTK_FIX_DEPFILE)

$(GTK_BUILD)/tests/%.o: $(GTK_DIR)/tests/%.c $(GTK_DIR)/gtk.mk | gtk-stage
	@mkdir -p $(@D)
	$(CC) $(GTK_CFLAGS) -Ibindings/c $(GTK_APP_CFLAGS) -c $< -o $@
	@$(GTK_FIX_DEPFILE)

$(GTK_DEMO): $(GTK_DEMO_OBJS) $(GTK_LIB)
	$(CC) $(GTK_DEMO_OBJS) -o $@ $(GTK_APP_LIBS)

$(GTK_UNIT): $(GTK_BUILD)/tests/test-reorder-gtk.o $(GTK_LIB)
	$(CC) $< -o $@ $(GTK_APP_LIBS)

$(GTK_LV_TEST) $(GTK_GROUP_TEST) $(GTK_FLOW_TEST) $(GTK_GRID_TEST) $(GTK_OUTLINE_TEST) \
  $(GTK_LV_BENCH): $(GTK_BUILD)/%: $(GTK_BUILD)/tests/%.o $(GTK_LIB)
	$(CC) $< -o $@ $(GTK_APP_LIBS) $(GTK_XTEST_LIBS)

-include $(GTK_OBJS:.o=.d) $(GTK_DEMO_OBJS:.o=.d) $(GTK_BUILD)/tests/test-reorder-gtk.d \
  $(GTK_BUILD)/tests/test-reorder-gtk-list-view.d $(GTK_BUILD)/tests/bench-reorder-gtk-list-view.d \
  $(GTK_BUILD)/tests/test-reorder-gtk-group.d $(GTK_BUILD)/tests/test-reorder-gtk-flow.d \
  $(GTK_BUILD)/tests/test-reorder-gtk-grid.d $(GTK_BUILD)/tests/test-reorder-gtk-outline.d

# gtk-stage first: the consumers' objects see the staged headers' new times.
gtk-build: gtk-deps gtk-stage $(GTK_DEMO) $(GTK_UNIT) $(GTK_LV_TEST) $(GTK_GROUP_TEST) \
  $(GTK_FLOW_TEST) $(GTK_GRID_TEST) $(GTK_OUTLINE_TEST)

demo-gtk: gtk-build
	@echo "==> demo-gtk: long-press and drag; close the window to quit"
	$(GTK_DEMO) $(if $(SEED),--seed $(SEED))

# The library exports exactly what its headers declare: no private
# reorder_gtk_box_* helper, no GLib or libreorder symbol.
demo-gtk-test: gtk-build python-venv
	@echo "==> demo-gtk-test: $(notdir $(GTK_LIB)) exports the public headers' functions only"
	diff <(sed -n 's/^  \(reorder_gtk_[a-z0-9_]*\);$$/\1/p' $(GTK_MAP) | sort) \
	  <(nm -D --defined-only $(GTK_LIB) | awk '{print $$3}' | sort)
	@echo "==> demo-gtk-test: widget unit test (Xvfb)"
	$(GTK_RUN_ENV) xvfb-run -a -s "-screen 0 1024x768x24" $(GTK_UNIT)
	@echo "==> demo-gtk-test: ReorderGtkListView with 10^5 rows, real pointer events (Xvfb, XTest)"
	$(GTK_RUN_ENV) GDK_BACKEND=x11 xvfb-run -a -s "-screen 0 1024x768x24" $(GTK_LV_TEST)
	@echo "==> demo-gtk-test: two boxes in a ReorderGtkGroup, real pointer events (Xvfb, XTest)"
	$(GTK_RUN_ENV) GDK_BACKEND=x11 xvfb-run -a -s "-screen 0 1024x768x24" $(GTK_GROUP_TEST)
	@echo "==> demo-gtk-test: a box in a flow (chips in lines), real pointer events and keys (Xvfb, XTest)"
	$(GTK_RUN_ENV) GDK_BACKEND=x11 xvfb-run -a -s "-screen 0 1024x768x24" $(GTK_FLOW_TEST)
	@echo "==> demo-gtk-test: a grid scrolling sideways, grids right to left, real pointer events and keys (Xvfb, XTest)"
	$(GTK_RUN_ENV) GDK_BACKEND=x11 xvfb-run -a -s "-screen 0 1024x768x24" $(GTK_GRID_TEST)
	@echo "==> demo-gtk-test: an outline: indenting, collapsing, Tab, drags into and onto rows (Xvfb, XTest)"
	$(GTK_RUN_ENV) GDK_BACKEND=x11 xvfb-run -a -s "-screen 0 1024x768x24" $(GTK_OUTLINE_TEST)
	@echo "==> demo-gtk-test: the box from Python (PyGObject, $(GTK_GIR_NS).typelib from the stage)"
	$(GTK_RUN_ENV) PYTHONDONTWRITEBYTECODE=1 GI_TYPELIB_PATH=$(STAGE)/lib/girepository-1.0 \
	  LD_LIBRARY_PATH=$(STAGE)/lib xvfb-run -a -s "-screen 0 1024x768x24" \
	  $(GTK_GI_PYTHON) $(GTK_DIR)/tests/test_gi.py
	@echo "==> demo-gtk-test: the demo under Xvfb, driven by xdotool"
	PYTHONDONTWRITEBYTECODE=1 GTK_DEMO=$(CURDIR)/$(GTK_DEMO) \
	  $(PY_VENV)/bin/python -m pytest -q -p no:cacheprovider $(GTK_DIR)/tests/test_gtk_demo.py \
	  $(GTK_DIR)/tests/test_gtk_tags.py $(GTK_DIR)/tests/test_gtk_outline.py

# The PyGObject demo: Python through the staged typelib and library only
# (no build step of its own), run by Debian's python3 (python3-gi).
GTK_GI_ENV = GI_TYPELIB_PATH=$(STAGE)/lib/girepository-1.0 LD_LIBRARY_PATH=$(STAGE)/lib \
  PYTHONDONTWRITEBYTECODE=1

demo-pygobject: gtk-deps gtk-stage
	@echo "==> demo-pygobject: long-press and drag; close the window to quit"
	$(GTK_GI_ENV) $(GTK_GI_PYTHON) $(GTK_DIR)/demo/pygobject_demo.py $(if $(SEED),--seed $(SEED)) $(PYGOBJECT_FLAGS)

demo-pygobject-test: gtk-deps gtk-stage
	@echo "==> demo-pygobject-test: the PyGObject demo under Xvfb, driven by xdotool"
	$(GTK_GI_ENV) $(GTK_GI_PYTHON) $(GTK_DIR)/tests/test_pygobject_demo.py \
	  $(CURDIR)/$(GTK_DIR)/demo/pygobject_demo.py

# A target-specific variable reaches the prerequisite's recipe: no recursive
# make (which would not see this file when it is included with -f).
screenshots-gtk: export REORDER_SCREENSHOT = $(CURDIR)/$(GTK_DIR)/demo/gtk_demo.png
screenshots-gtk: demo-gtk-test
	@echo "==> screenshots-gtk: $(REORDER_SCREENSHOT)"

# Timings are printed against the issue's goals, never asserted.
gtk-bench: gtk-deps gtk-stage $(GTK_LV_BENCH)
	@echo "==> gtk-bench: ReorderGtkListView vs GtkListView (Xvfb, $(GTK_RUN_ENV))"
	$(GTK_RUN_ENV) GDK_BACKEND=x11 xvfb-run -a -s "-screen 0 1024x768x24" $(GTK_LV_BENCH)
