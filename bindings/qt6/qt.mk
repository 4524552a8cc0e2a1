# bindings/qt6/qt.mk -- the Qt 6 host (reorderqt), its demo and tests.
# Included by the top Makefile (it uses `stage` and STAGE from
# bindings/c/checks.mk). CMake reads the version from include/reorder.h and
# the option table from bindings/c (REORDER_SOURCE_DIR, this tree), the demo
# its pages from bindings/seeds.
#
# reorderqt is installed into the stage next to libreorder, and the demo,
# the QTest suite and a minimal consumer are separate CMake projects that
# find both there (find_package(ReorderQt), CMAKE_PREFIX_PATH=$(STAGE)),
# exactly as a user's project would. Each build tree is configured once
# (again only when its arguments change) and then built incrementally.
#
#   make qt-build        reorderqt (.build/qt6, installed into the stage),
#                        the demo (.build/qt6-demo) and tests (.build/qt6-tests)
#   make qt-test         the QTest suite, offscreen (ctest), and the consumer
#                        check (.build/qt6-consumer: builds and runs
#                        tests/consumer against the install)
#   make demo-qt         open the demo (QT_DEMO_ARGS="--seed 003" picks a page)
#   make demo-qt-test    drive the demo in Xvfb with xdotool, check a
#                        mid-drag screenshot; then its Tags tab (a flow),
#                        right to left and left to right; then its board,
#                        too narrow for its columns, scrolled sideways by
#                        a card held at its edge; then its grid page
#                        switched to scroll sideways, left to right and
#                        right to left; then its Outline tab (a tree):
#                        subtrees dragged, indented, dropped into a group,
#                        Tab / Shift+Tab, two tasks combined
#   make screenshots-qt  the same, keeping the screenshot as the README's Qt
#                        picture (bindings/qt6/demo/qt_demo.png)
#   make qt-bench        ReorderView beside QListView at 10^4-10^6 rows
#                        (offscreen; part of make bench)
# Each installs the Debian packages it needs when they are missing.

QT_DIR       := bindings/qt6
QT_BUILD     := .build/qt6
QT_DEMO_BUILD     := .build/qt6-demo
QT_TESTS_BUILD    := .build/qt6-tests
QT_CONSUMER_BUILD := .build/qt6-consumer
QT_DEMO      := $(QT_DEMO_BUILD)/reorderqt-demo
QT_DEMO_ARGS ?=
QT_CMAKE_BUILD_TYPE ?= Debug
# Every project finds its packages in the stage; ours (not the consumer,
# which sets no warnings) make their warnings errors.
QT_CMAKE_ARGS = -DCMAKE_BUILD_TYPE=$(QT_CMAKE_BUILD_TYPE) -DCMAKE_PREFIX_PATH=$(STAGE)
QT_WERROR     = -DREORDERQT_WERROR=ON
# Debian 12: Qt6Test comes with qt6-base-dev, which pulls libgl-dev and
# libglx-dev for Qt6Gui's WrapOpenGL.
QT_BUILD_PACKAGES := qt6-base-dev cmake pkg-config g++ make
QT_X11_PACKAGES   := xvfb xauth xdotool imagemagick python3

# Installs whatever of $(1) is not installed yet (dpkg -s), in one apt run.
qt_install = missing=$$(for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
  if [ -n "$$missing" ]; then \
    echo "    installing:" $$missing; \
    apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $$missing; \
  fi

# Configures source dir $(2) into build dir $(1) (extra arguments $(3)) only
# when that tree is new or its arguments changed: reconfiguring costs
# seconds, and cmake --build reruns CMake itself when a CMakeLists.txt or a
# package it found changes.
qt_configure = args="-S $(2) -B $(1) $(QT_CMAKE_ARGS) $(3)"; \
  if [ ! -f $(1)/CMakeCache.txt ] || [ "$$(cat $(1)/make-configure-args 2>/dev/null)" != "$$args" ]; then \
    echo "    configuring $(1)"; \
    cmake $$args >/dev/null && echo "$$args" >$(1)/make-configure-args; \
  fi

.PHONY: qt-deps qt-x11-deps qt-lib qt-demo-build qt-tests-build qt-build \
  qt-test qt-consumer-test demo-qt demo-qt-test screenshots-qt qt-bench

qt-deps:
	@$(call qt_install,$(QT_BUILD_PACKAGES))

qt-x11-deps:
	@$(call qt_install,$(QT_X11_PACKAGES))

# The demo and tests are built by their own projects below, as consumers.
qt-lib: stage qt-deps
	@echo "==> qt-lib: reorderqt in $(QT_BUILD), installed into $(STAGE) (cmake)"
	@$(call qt_configure,$(QT_BUILD),$(QT_DIR),-DCMAKE_INSTALL_PREFIX=$(STAGE) \
	  -DREORDER_SOURCE_DIR=$(CURDIR) -DREORDERQT_BUILD_TESTS=OFF -DREORDERQT_BUILD_DEMO=OFF $(QT_WERROR))
	cmake --build $(QT_BUILD) -j $(JOBS)
	cmake --install $(QT_BUILD) >/dev/null

qt-demo-build: qt-lib
	@echo "==> qt-demo-build: the demo in $(QT_DEMO_BUILD), on the installed reorderqt"
	@$(call qt_configure,$(QT_DEMO_BUILD),$(QT_DIR)/demo,-DREORDER_SOURCE_DIR=$(CURDIR) $(QT_WERROR))
	cmake --build $(QT_DEMO_BUILD) -j $(JOBS)

qt-tests-build: qt-lib
	@echo "==> qt-tests-build: the QTest suite in $(QT_TESTS_BUILD), on the installed reorderqt"
	@$(call qt_configure,$(QT_TESTS_BUILD),$(QT_DIR)/tests,$(QT_WERROR))
	cmake --build $(QT_TESTS_BUILD) -j $(JOBS)

qt-build: qt-demo-build qt-tests-build

# A private 0700 XDG_RUNTIME_DIR keeps Qt from warning and from sharing one.
qt-test: qt-tests-build qt-consumer-test
	@echo "==> qt-test: QTest suite, QT_QPA_PLATFORM=offscreen (ctest)"
	@rt=$$(mktemp -d) && trap 'rm -rf "$$rt"' EXIT && \
	  XDG_RUNTIME_DIR="$$rt" ctest --test-dir $(QT_TESTS_BUILD) --output-on-failure

# The package works from an install: find_package(ReorderQt 1.0) alone
# builds a program that shows a ReorderView and moves a row.
qt-consumer-test: qt-lib
	@echo "==> qt-consumer-test: $(QT_DIR)/tests/consumer against the installed package"
	@$(call qt_configure,$(QT_CONSUMER_BUILD),$(QT_DIR)/tests/consumer)
	cmake --build $(QT_CONSUMER_BUILD) -j $(JOBS)
	@rt=$$(mktemp -d) && trap 'rm -rf "$$rt"' EXIT && \
	  XDG_RUNTIME_DIR="$$rt" QT_QPA_PLATFORM=offscreen $(QT_CONSUMER_BUILD)/consumer

demo-qt: qt-demo-build
	@echo "==> demo-qt: $(QT_DEMO) $(QT_DEMO_ARGS) (long-press and drag; close the window to quit)"
	$(QT_DEMO) $(QT_DEMO_ARGS)

QT_DEMO_TEST := python3 $(QT_DIR)/tests/test_qt_demo.py $(QT_DEMO)
QT_TAGS_TEST := python3 $(QT_DIR)/tests/test_qt_tags.py $(QT_DEMO)
QT_BOARD_SCROLL_TEST := python3 $(QT_DIR)/tests/test_qt_board_scroll.py $(QT_DEMO)
QT_GRID_AXIS_TEST := python3 $(QT_DIR)/tests/test_qt_grid_axis.py $(QT_DEMO)
QT_OUTLINE_TEST := python3 $(QT_DIR)/tests/test_qt_outline.py $(QT_DEMO)

demo-qt-test: qt-demo-build qt-x11-deps
	@echo "==> demo-qt-test: the demo in Xvfb, driven by xdotool"
	$(QT_DEMO_TEST)
	$(QT_TAGS_TEST)
	$(QT_BOARD_SCROLL_TEST)
	$(QT_GRID_AXIS_TEST)
	$(QT_OUTLINE_TEST)

screenshots-qt: qt-demo-build qt-x11-deps
	@echo "==> screenshots-qt: demo-qt-test, keeping its picture"
	$(QT_DEMO_TEST) --keep $(QT_DIR)/demo/qt_demo.png

qt-bench: qt-tests-build
	@echo "==> qt-bench: ReorderView vs QListView at scale (tests/bench.cpp, offscreen)"
	@rt=$$(mktemp -d) && trap 'rm -rf "$$rt"' EXIT && \
	  XDG_RUNTIME_DIR="$$rt" $(QT_TESTS_BUILD)/reorderqt-bench
