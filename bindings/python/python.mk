# bindings/python/python.mk -- the Python package (pure ctypes) and its tests.
# Included by the top Makefile, which provides SHELL (bash -euo pipefail),
# LIB (.build/release/libreorder.so), SONAME and the `build` target.
#
#   make python-venv      .build/venv with pytest and mypy (from PyPI, once)
#   make python-package   copy the built library into bindings/python/reorder/
#                         (then `pip install ./bindings/python` is complete)
#   make python-typecheck mypy --strict over the package and every Python file
#                         around it (tests, demos, demo drivers, benchmarks,
#                         bindings/testing); config: [tool.mypy] in pyproject.toml
#   make python-test      the typecheck, then the pytest suite against that library
#
# One test by name: .build/venv/bin/python -m pytest bindings/python/tests -k retarget

PYTHON    ?= python3
PY_DIR    := bindings/python
PY_VENV   := .build/venv
PY_PKG    := $(PY_DIR)/reorder
# The name the library is loaded by (libreorder.so.<major>, from the header).
PY_SONAME ?= $(SONAME)
# Checked clean with 1.20.0, 1.20.2, 2.0.0 and 2.4.1; releases before 1.20
# ship older stdlib stubs (tkinter.Event generic, weakref.finalize not).
PY_MYPY   ?= mypy>=1.20,<3
# Every Python file of the binding and its drivers, in one mypy run (one run,
# so `reorder` and `xdemo` resolve as the modules the files import).
PY_TYPED  := $(PY_PKG) $(PY_DIR)/tests $(PY_DIR)/tests_demo $(PY_DIR)/demos \
             $(PY_DIR)/benchmarks bindings/testing

.PHONY: python-venv python-package python-typecheck python-test

# The stamps make the venv file targets: each step runs only when its stamp
# is missing. mypy has a stamp of its own so that a venv made before it was
# added gets it too, without being rebuilt.
$(PY_VENV)/.stamp:
	@echo "==> python-venv: $(PY_VENV) with pytest"
	$(PYTHON) -m venv $(PY_VENV)
	$(PY_VENV)/bin/pip install --quiet --disable-pip-version-check pytest
	@touch $@

$(PY_VENV)/.stamp-mypy: $(PY_VENV)/.stamp
	@echo "==> python-venv: $(PY_MYPY)"
	$(PY_VENV)/bin/pip install --quiet --disable-pip-version-check '$(PY_MYPY)'
	@touch $@

# numpy: the bulk-load test loads a section from a numpy array (any buffer
# must work), so the suite runs it instead of skipping it.
$(PY_VENV)/.stamp-numpy: $(PY_VENV)/.stamp
	@echo "==> python-venv: numpy"
	$(PY_VENV)/bin/pip install --quiet --disable-pip-version-check numpy
	@touch $@

# PySide6 (its Essentials: QtCore, QtGui, QtWidgets) for reorder.pyside and
# its demo; in the venv for mypy too. 6.12.0 decrements None's reference
# count in QPainter.setRenderHint on Python 3.11 until the interpreter
# aborts (a few hundred frames into a drag): below it until a fix ships.
PY_PYSIDE ?= PySide6-Essentials>=6.9,<6.12

$(PY_VENV)/.stamp-pyside: $(PY_VENV)/.stamp
	@echo "==> python-venv: $(PY_PYSIDE)"
	$(PY_VENV)/bin/pip install --quiet --disable-pip-version-check '$(PY_PYSIDE)'
	@touch $@

python-venv: $(PY_VENV)/.stamp $(PY_VENV)/.stamp-mypy $(PY_VENV)/.stamp-numpy $(PY_VENV)/.stamp-pyside

python-package: build
	@echo "==> python-package: $(LIB) -> $(PY_PKG)/"
	@# A new file renamed into place: overwriting the old one in place would
	@# crash any process that has it loaded (a running demo, say).
	cp -f $(LIB) $(PY_PKG)/.libreorder.so.new
	mv -f $(PY_PKG)/.libreorder.so.new $(PY_PKG)/libreorder.so
	ln -sf libreorder.so $(PY_PKG)/$(PY_SONAME)
	@# Links left by an older major version would ship with the package.
	@for f in $(PY_PKG)/libreorder.so.*; do \
	  [ "$$f" = $(PY_PKG)/$(PY_SONAME) ] || { echo "    rm -f $$f"; rm -f "$$f"; }; \
	done

# Strict, from the config; its cache lives in .build, not in the tree.
python-typecheck: python-venv
	@echo "==> python-typecheck: mypy --strict $(PY_TYPED)"
	$(PY_VENV)/bin/mypy --strict --config-file $(PY_DIR)/pyproject.toml \
	  --cache-dir .build/mypy-cache $(PY_TYPED)

# REORDER_LIBRARY is unset on purpose: the suite loads the copy inside the
# package, the way an installed package does. pytest exits 5 when it
# collected nothing; that must fail the build, and it does (any nonzero).
python-test: python-typecheck python-venv python-package
	@echo "==> python-test: pytest $(PY_DIR)/tests"
	env -u REORDER_LIBRARY PYTHONDONTWRITEBYTECODE=1 \
	  $(PY_VENV)/bin/python -m pytest -q -p no:cacheprovider $(PY_DIR)/tests
