"""Outlines (REORDER_LAYOUT_OUTLINE): depths, expanding, tree moves and
lookups, mixed into Engine."""

from __future__ import annotations

from ctypes import byref, c_int32, c_uint64
from typing import Any, Callable, Optional

from ._convert import _c_array, _i32, _u64
from ._ffi import lib


class _OutlineMethods:
    """Engine's outline calls; every one raises ReorderError as the C call
    fails (see reorder.h)."""

    _h: Any
    _call: Callable[..., int]  # Engine's

    def set_depths(self, section: int, depths: Any) -> None:
        """Every item's depth in section, in order (the first 0, each at most
        one below the one before)."""
        s = _i32(section, "section")
        c_depths, n = _c_array(depths, c_int32, "depths")
        self._call(lib.reorder_section_set_depths, self._h, s, c_depths if n else None, n)

    def set_depth(self, id: int, depth: int) -> None:
        """Indents or outdents the item with its subtree (one undo step)."""
        self._call(lib.reorder_item_set_depth, self._h, _u64(id), _i32(depth, "depth"))

    def move_into(self, id: int, parent: Optional[int], index: int, section: int = 0) -> None:
        """Moves the item with its subtree under parent (None: the top level
        of section) as its index-th child (one undo step)."""
        self._call(
            lib.reorder_item_move_into,
            self._h,
            _u64(id),
            _i32(section, "section"),
            0 if parent is None else 1,
            0 if parent is None else _u64(parent, "parent"),
            _i32(index, "index"),
        )

    def set_expanded(self, id: int, expanded: bool) -> None:
        self._call(lib.reorder_item_set_expanded, self._h, _u64(id), 1 if expanded else 0)

    def depth(self, id: int) -> int:
        out = c_int32()
        self._call(lib.reorder_item_depth, byref(out), self._h, _u64(id))
        return out.value

    def parent(self, id: int) -> Optional[int]:
        """The item's parent's id, None at the top level."""
        out, has = c_uint64(), c_int32()
        self._call(lib.reorder_item_parent, byref(out), byref(has), self._h, _u64(id))
        return out.value if has.value else None

    def child_index(self, id: int) -> tuple[int, int]:
        """(index among its siblings, how many siblings, itself included)."""
        index, count = c_int32(), c_int32()
        self._call(lib.reorder_item_child_index, byref(index), byref(count), self._h, _u64(id))
        return index.value, count.value

    def subtree_count(self, id: int) -> int:
        out = c_int32()
        self._call(lib.reorder_item_subtree_count, byref(out), self._h, _u64(id))
        return out.value

    def is_expanded(self, id: int) -> bool:
        out = c_int32()
        self._call(lib.reorder_item_is_expanded, byref(out), self._h, _u64(id))
        return bool(out.value)

    def is_hidden(self, id: int) -> bool:
        out = c_int32()
        self._call(lib.reorder_item_is_hidden, byref(out), self._h, _u64(id))
        return bool(out.value)
