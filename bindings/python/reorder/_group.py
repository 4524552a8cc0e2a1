"""Transfer groups: engines a drag carries items between (reorder_group)."""

from __future__ import annotations

import weakref
from ctypes import POINTER, byref
from typing import Optional

from ._engine import Engine
from ._errors import error_for
from ._ffi import lib
from ._generated import CGroup, Status
from ._options import OuterScroll, TransferRules, _outer_scroll, _transfer_rules

GroupPtr = POINTER(CGroup)


class Group:
    """Engines joined so that a drag lifted in one carries the item into
    another (two lists, a board's columns, two windows): see "Transfer
    groups" in reorder.h. Each engine places its viewport with
    Engine.set_frame; the pointer keeps going to the engine pressed. The
    group keeps its members alive; close() it (or let it be collected) and
    they leave it, still usable. Use from the members' thread."""

    def __init__(self) -> None:
        handle = GroupPtr()
        status = lib.reorder_group_new(byref(handle))
        if status != Status.OK:
            raise error_for(status, "reorder_group_new failed")
        self._handle: Optional[object] = handle
        self._members: list[Engine] = []
        # As Engine's: not at exit, when a widget torn down later may call it.
        self._finalizer = weakref.finalize(self, lib.reorder_group_free, handle)
        self._finalizer.atexit = False

    def _h(self) -> object:
        if self._handle is None:
            raise ValueError("operation on a closed reorder.Group")
        return self._handle

    def add(self, engine: Engine, rules: Optional[TransferRules] = None) -> None:
        """Adds an engine with these rules (None: items move both ways).
        Raises DuplicateID when it is in a group already, WrongState during
        a drag, InvalidArgument for bad rules."""
        c = _transfer_rules(rules)
        engine._call(lib.reorder_group_add, self._h(), engine._h, byref(c) if c is not None else None)
        self._members.append(engine)

    def remove(self, engine: Engine) -> None:
        """Takes an engine out: a drag crossing it is cancelled, and the
        changes that crossed it can no longer be undone."""
        engine._call(lib.reorder_group_remove, self._h(), engine._h)
        self._members.remove(engine)

    def set_rules(self, engine: Engine, rules: Optional[TransferRules]) -> None:
        c = _transfer_rules(rules)
        engine._call(lib.reorder_group_set_rules, self._h(), engine._h, byref(c) if c is not None else None)

    def set_outer_scroll(self, outer: Optional[OuterScroll]) -> None:
        """Puts every member inside one scroll container, its visible rect
        in the members' shared space (a board of columns in a sideways
        scrolling view); None takes it away. During a drag it edge-scrolls
        on the axes the member holding the drag cannot, every member's
        frame moves with it, and that member reports EventType.OUTER_SCROLL
        (OuterScope.GROUP) with the offset to scroll it to
        (reorder_group_set_outer_scroll). Raises InvalidArgument for a bad
        container, changing nothing."""
        c = _outer_scroll(outer)
        status = lib.reorder_group_set_outer_scroll(self._h(), byref(c) if c is not None else None)
        if status != Status.OK:
            message = (lib.reorder_engine_last_error(None) or b"").decode("utf-8", "replace")
            raise error_for(status, message)

    @property
    def members(self) -> list[Engine]:
        return list(self._members)

    def close(self) -> None:
        """Releases the group (idempotent); its members leave it."""
        handle = self._handle
        if handle is None:
            return
        status = lib.reorder_group_free(handle)
        if status < 0:
            raise error_for(status, "reorder_group_free failed: a member is busy")
        self._handle = None
        self._members.clear()
        self._finalizer.detach()

    def __enter__(self) -> Group:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
