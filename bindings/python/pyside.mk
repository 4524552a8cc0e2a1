# bindings/python/pyside.mk -- the PySide6 host (reorder.pyside.ReorderView)
# and its demo of the four seeds, the board, the tags and the outline.
# Included by the top Makefile (it uses PY_VENV, python-venv and
# python-package from python.mk).
#
#   make demo-pyside       open the demo (PYSIDE_SEED=001 picks a page, board the
#                          board, tags the tags, outline the outline;
#                          PYSIDE_FLAGS=--second-window adds its window,
#                          --rtl right to left)
#   make demo-pyside-test  drive it under Xvfb with xdotool (pytest)

PYSIDE_DEMO  := $(PY_DIR)/demos/pyside_demo.py
PYSIDE_TESTS := $(PY_DIR)/tests_demo/test_pyside_demo.py $(PY_DIR)/tests_demo/test_pyside_board_scroll.py \
  $(PY_DIR)/tests_demo/test_pyside_tags.py $(PY_DIR)/tests_demo/test_pyside_flow_view.py \
  $(PY_DIR)/tests_demo/test_pyside_outline.py $(PY_DIR)/tests_demo/test_pyside_outline_view.py
PYSIDE_SEED  ?= 000
PYSIDE_FLAGS ?=
# The wheel brings Qt; its xcb platform plugin needs these from the system,
# and the test its X server and tools.
PYSIDE_DEPS  := libxcb-cursor0 libxkbcommon-x11-0 libxcb-icccm4 libxcb-keysyms1 \
  libxcb-shape0 libxcb-render-util0 libxcb-image0 libxcb-randr0 libxcb-xinerama0 \
  libegl1 libgl1 libfontconfig1 libdbus-1-3 xvfb xauth xdotool imagemagick

.PHONY: pyside-deps demo-pyside demo-pyside-test

pyside-deps:
	@command -v dpkg >/dev/null || exit 0; \
	missing=""; for p in $(PYSIDE_DEPS); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "==> pyside-deps: apt-get install$$missing"; \
	  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $$missing; \
	fi

# A private 0700 XDG_RUNTIME_DIR keeps Qt from warning and from sharing one.
demo-pyside: python-venv python-package pyside-deps
	@echo "==> demo-pyside: $(PYSIDE_DEMO) --seed $(PYSIDE_SEED) (long-press and drag)"
	@rt=$$(mktemp -d) && trap 'rm -rf "$$rt"' EXIT && \
	  XDG_RUNTIME_DIR="$$rt" env -u REORDER_LIBRARY $(PY_VENV)/bin/python $(PYSIDE_DEMO) --seed $(PYSIDE_SEED) $(PYSIDE_FLAGS)

demo-pyside-test: python-venv python-package pyside-deps
	@echo "==> demo-pyside-test: the PySide6 demo under Xvfb, driven by xdotool"
	env -u REORDER_LIBRARY PYTHONDONTWRITEBYTECODE=1 \
	  $(PY_VENV)/bin/python -m pytest -q -p no:cacheprovider $(PYSIDE_TESTS)
