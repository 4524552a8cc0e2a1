# bindings/python/python.mk -- the Python package (pure ctypes) and its tests.
# Included by the top Makefile, which provides SHELL (bash -euo pipefail),
# LIB (.build/release/libreorder.so), SONAME and the `build` target.
#
#   make python-venv      .build/venv with pytest (from PyPI, once)
#   make python-package   copy the built library into bindings/python/reorder/
#                         (then `pip install ./bindings/python` is complete)
#   make python-test      the pytest suite against that library
#
# One test by name: .build/venv/bin/python -m pytest bindings/python/tests -k retarget

PYTHON    ?= python3
PY_DIR    := bindings/python
PY_VENV   := .build/venv
PY_PKG    := $(PY_DIR)/reorder
PY_SONAME ?= libreorder.so.0

.PHONY: python-venv python-package python-test

# The stamp makes the venv a file target: rebuilt only when missing.
$(PY_VENV)/.stamp:
	@echo "==> python-venv: $(PY_VENV) with pytest"
	$(PYTHON) -m venv $(PY_VENV)
	$(PY_VENV)/bin/pip install --quiet --disable-pip-version-check pytest
	@touch $@

python-venv: $(PY_VENV)/.stamp

python-package: build
	@echo "==> python-package: $(LIB) -> $(PY_PKG)/"
	@# A new file renamed into place: overwriting the old one in place would
	@# crash any process that has it loaded (a running demo, say).
	cp -f $(LIB) $(PY_PKG)/.libreorder.so.new
	mv -f $(PY_PKG)/.libreorder.so.new $(PY_PKG)/libreorder.so
	ln -sf libreorder.so $(PY_PKG)/$(PY_SONAME)

# REORDER_LIBRARY is unset on purpose: the suite loads the copy inside the
# package, the way an installed package does. pytest exits 5 when it
# collected nothing; that must fail the build, and it does (any nonzero).
python-test: python-venv python-package
	@echo "==> python-test: pytest $(PY_DIR)/tests"
	env -u REORDER_LIBRARY PYTHONDONTWRITEBYTECODE=1 \
	  $(PY_VENV)/bin/python -m pytest -q -p no:cacheprovider $(PY_DIR)/tests
