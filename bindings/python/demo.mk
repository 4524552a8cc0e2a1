# bindings/python/demo.mk -- the terminal demo (stdlib curses) and its tmux test.
# Included by the top Makefile after python.mk (uses PYTHON, PY_DIR, PY_VENV
# and the python-package / python-venv targets).
#
#   make demo-terminal        build the library, copy it into the package and
#                             run bindings/python/demos/terminal_demo.py
#                             (DEMO_ARGS=--outline: the outline page)
#   make demo-terminal-test   drive that demo in tmux (installs tmux if missing)

.PHONY: demo-terminal demo-terminal-test

DEMO_ARGS ?=

# Only the stdlib and the package's own copy of the library: no venv needed.
demo-terminal: python-package
	@echo "==> demo-terminal: $(PY_DIR)/demos/terminal_demo.py (q quits)"
	env -u REORDER_LIBRARY PYTHONDONTWRITEBYTECODE=1 $(PYTHON) $(PY_DIR)/demos/terminal_demo.py $(DEMO_ARGS)

demo-terminal-test: python-venv python-package
	@echo "==> demo-terminal-test: the terminal demo driven in tmux"
	command -v tmux >/dev/null || (apt-get update && apt-get install -y tmux)
	env -u REORDER_LIBRARY PYTHONDONTWRITEBYTECODE=1 \
	  $(PY_VENV)/bin/python -m pytest -q -p no:cacheprovider $(PY_DIR)/tests_demo/test_terminal_demo.py
