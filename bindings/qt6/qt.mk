# bindings/qt6/qt.mk -- the Qt 6 host (reorderqt), its demo and tests.
# Included by the top Makefile (it uses `stage` and STAGE_PKG_CONFIG_PATH
# from bindings/c/checks.mk). CMake reads the version from
# include/reorder.h and the option table from bindings/c
# (REORDER_SOURCE_DIR, this tree).
#
#   make qt-build        configure + build .build/qt6 (CMake, against the
#                        staged libreorder found through pkg-config)
#   make qt-test         the QTest suite, offscreen (ctest)
#   make demo-qt         open the demo (QT_DEMO_ARGS="--seed 003" picks a page)
#   make demo-qt-test    drive the demo in Xvfb with xdotool, check a
#                        mid-drag screenshot
#   make screenshots-qt  the same, keeping the screenshot as the README's Qt
#                        picture (bindings/qt6/demo/qt_demo.png)
# Each installs the Debian packages it needs when they are missing.

QT_DIR       := bindings/qt6
QT_BUILD     := .build/qt6
QT_DEMO      := $(QT_BUILD)/reorderqt-demo
QT_DEMO_ARGS ?=
QT_CMAKE_BUILD_TYPE ?= Debug
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

.PHONY: qt-deps qt-x11-deps qt-build qt-test demo-qt demo-qt-test screenshots-qt

qt-deps:
	@$(call qt_install,$(QT_BUILD_PACKAGES))

qt-x11-deps:
	@$(call qt_install,$(QT_X11_PACKAGES))

qt-build: stage qt-deps
	@echo "==> qt-build: reorderqt, its demo and tests in $(QT_BUILD) (cmake)"
	PKG_CONFIG_PATH=$(STAGE_PKG_CONFIG_PATH) cmake -S $(QT_DIR) -B $(QT_BUILD) \
	  -DCMAKE_BUILD_TYPE=$(QT_CMAKE_BUILD_TYPE) -DREORDER_SOURCE_DIR=$(CURDIR) >/dev/null
	cmake --build $(QT_BUILD) -j $(JOBS)

# A private 0700 XDG_RUNTIME_DIR keeps Qt from warning and from sharing one.
qt-test: qt-build
	@echo "==> qt-test: QTest suite, QT_QPA_PLATFORM=offscreen (ctest)"
	@rt=$$(mktemp -d) && trap 'rm -rf "$$rt"' EXIT && \
	  XDG_RUNTIME_DIR="$$rt" ctest --test-dir $(QT_BUILD) --output-on-failure

demo-qt: qt-build
	@echo "==> demo-qt: $(QT_DEMO) $(QT_DEMO_ARGS) (long-press and drag; close the window to quit)"
	$(QT_DEMO) $(QT_DEMO_ARGS)

QT_DEMO_TEST := python3 $(QT_DIR)/tests/test_qt_demo.py $(QT_DEMO)

demo-qt-test: qt-build qt-x11-deps
	@echo "==> demo-qt-test: the demo in Xvfb, driven by xdotool"
	$(QT_DEMO_TEST)

screenshots-qt: qt-build qt-x11-deps
	@echo "==> screenshots-qt: demo-qt-test, keeping its picture"
	$(QT_DEMO_TEST) --keep $(QT_DIR)/demo/qt_demo.png
