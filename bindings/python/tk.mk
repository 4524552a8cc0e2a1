# bindings/python/tk.mk -- the Tk demo and its Xvfb/xdotool test.
# Meant to be included by the top Makefile after python.mk (it uses PYTHON,
# PY_DIR, PY_VENV and the python-package / python-venv targets):
#
#   include bindings/python/tk.mk
#
# Until then: make -f Makefile -f bindings/python/tk.mk demo-tk
#
#   make demo-tk        build, copy the library into the package, open the window
#   make demo-tk-test   drive the window under Xvfb with xdotool (pytest)
#   make screenshots    the same, keeping its mid-drag screenshot as the
#                       README picture (bindings/python/demos/tk_demo.png)

TK_DEMO       := $(PY_DIR)/demos/tk_demo.py
TK_DEMO_TESTS := $(PY_DIR)/tests_demo/test_tk_demo.py $(PY_DIR)/tests_demo/test_tk_tags.py \
                 $(PY_DIR)/tests_demo/test_tk_board_scroll.py $(PY_DIR)/tests_demo/test_tk_outline.py

.PHONY: demo-tk demo-tk-test tk-check screenshots

# tkinter comes with the interpreter: a pyenv/python.org build has it when
# Tcl/Tk was present at build time; Debian's python3 needs python3-tk (which
# does nothing for any other interpreter).
tk-check:
	@$(PYTHON) -c "import tkinter" 2>/dev/null || { \
	  echo "error: '$(PYTHON) -c \"import tkinter\"' fails: this Python has no Tk." >&2; \
	  echo "  Debian's /usr/bin/python3: apt-get install python3-tk" >&2; \
	  echo "  pyenv: install tk-dev, then rebuild it (pyenv install --force <version>)" >&2; \
	  echo "  or choose another interpreter: make demo-tk PYTHON=/usr/bin/python3" >&2; \
	  exit 1; }

demo-tk: tk-check python-package
	@echo "==> demo-tk: $(TK_DEMO) (long-press and drag; close the window to quit)"
	env -u REORDER_LIBRARY $(PYTHON) $(TK_DEMO)

demo-tk-test: tk-check python-venv python-package
	@echo "==> demo-tk-test: Xvfb + xdotool + imagemagick"
	@# Each tool on its own: `command -v a b c` succeeds when any one exists.
	missing=; for t in xvfb-run xauth xdotool import identify; do \
	  command -v $$t >/dev/null || missing="$$missing $$t"; done; \
	if [ -n "$$missing" ]; then echo "    missing:$$missing"; \
	  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y xvfb xauth xdotool imagemagick; fi
	env -u REORDER_LIBRARY PYTHONDONTWRITEBYTECODE=1 \
	  $(PY_VENV)/bin/python -m pytest -q -p no:cacheprovider $(TK_DEMO_TESTS)

screenshots:
	REORDER_SCREENSHOT=$(CURDIR)/$(PY_DIR)/demos/tk_demo.png $(MAKE) --no-print-directory demo-tk-test
