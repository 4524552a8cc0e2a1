"""Callback plumbing: the C thunks, their tokens, and _Dispatch, the
Engine base that wraps library calls and re-raises callback exceptions."""

from __future__ import annotations

import ctypes
import itertools
import sys
import threading
import weakref
from typing import Any, Callable, Union

from ._convert import IndexPathLike, _c_path
from ._errors import ReorderError, error_for
from ._ffi import lib
from ._generated import DESTROY_FN, EVENT_BATCH_FN, RETARGET_FN, CEvent, RetargetAnswer
from ._types import Event, IndexPath

EventCallback = Callable[[Event], object]
#: Return None/True/RetargetAnswer.ACCEPT to accept, False/RetargetAnswer.REFUSE
#: to refuse, or an index path (section, item) to send the item there instead.
RetargetResult = Union[None, bool, RetargetAnswer, IndexPathLike]
RetargetCallback = Callable[[int, IndexPath, IndexPath], RetargetResult]

# ---------------------------------------------------------------------------
# Callbacks. One module-level C thunk per callback kind, kept alive for the
# life of the process; user_data is a token naming the engine (held weakly,
# so a callback that refers to its engine makes no uncollectable cycle).
# The library calls _destroy_thunk when it lets go of a token: replaced,
# removed, or the engine freed (also a deferred free) -- so a token's entry
# lives exactly as long as C may use it, and nothing is freed twice.
# ---------------------------------------------------------------------------

_tokens: dict[int, "weakref.ref[_Dispatch]"] = {}
_next_token = itertools.count(1)
#: Counts destroy calls for tokens we did not hand out (must stay 0).
stats = {"unknown_destroys": 0}


def _engine_for(user_data: int | None) -> _Dispatch | None:
    ref = _tokens.get(user_data or 0)
    return ref() if ref is not None else None


def _unraisable(exc: BaseException, where: str) -> None:
    # Only a binding bug gets here (user exceptions are stored and re-raised).
    print(f"Exception ignored in {where}:", file=sys.stderr)
    sys.excepthook(type(exc), exc, exc.__traceback__)


def _event_thunk_py(events: Any, count: int, user_data: int | None) -> None:
    # Every event of one library call: one crossing from C per call.
    try:
        engine = _engine_for(user_data)
        if engine is not None:
            for i in range(count):
                engine._deliver(Event._from_c(events[i]))
    except BaseException as exc:  # nothing may unwind through C
        _unraisable(exc, "libreorder event callback")


def _retarget_thunk_py(out_target: Any, item: int, from_: Any, proposed: Any, user_data: int | None) -> int:
    try:
        engine = _engine_for(user_data)
        if engine is None:
            return int(RetargetAnswer.ACCEPT)
        return engine._ask_retarget(out_target, item, from_, proposed)
    except BaseException as exc:  # nothing may unwind through C
        _unraisable(exc, "libreorder retarget hook")
        return int(RetargetAnswer.REFUSE)


def _destroy_thunk_py(user_data: int | None) -> None:
    if _tokens.pop(user_data or 0, None) is None:
        stats["unknown_destroys"] += 1


_event_thunk = EVENT_BATCH_FN(_event_thunk_py)
_retarget_thunk = RETARGET_FN(_retarget_thunk_py)
_destroy_thunk = DESTROY_FN(_destroy_thunk_py)


def _message(handle: Any) -> str:
    return (lib.reorder_engine_last_error(handle) or b"").decode("utf-8", "replace")


class _Dispatch:
    """Engine's base: runs library calls on its handle and routes the
    thunks to the installed callbacks, re-raising what they raise."""

    _handle: Any
    _tls: threading.local  # call depth and pending callback error, per thread
    _event_cb: EventCallback | None
    _retarget_cb: RetargetCallback | None

    @property
    def _h(self) -> Any:
        h = self._handle
        if h is None:
            raise ValueError("operation on a closed reorder.Engine")
        return h

    def _call(self, fn: Any, *args: Any, allow: tuple[int, ...] = ()) -> int:
        """Calls fn; raises the matching ReorderError for a negative status
        (except those in allow), and -- for the outermost call on this
        thread -- re-raises an exception a callback raised during it."""
        tls = self._tls
        depth = getattr(tls, "depth", 0)
        tls.depth = depth + 1
        try:
            status = fn(*args)
        finally:
            tls.depth = depth
        pending: BaseException | None = None
        if depth == 0:
            pending = getattr(tls, "pending", None)
            tls.pending = None
        if status < 0 and status not in allow:
            # A close() from a callback may have freed the engine by now.
            err = error_for(status, _message(self._handle) if self._handle is not None else "")
            if pending is not None:
                pending.add_note(f"(and then the call failed: {err})")
                raise pending
            raise err
        if pending is not None:
            raise pending
        return int(status)

    def _store(self, exc: BaseException) -> None:
        # The first exception wins; later ones of the same call become notes.
        tls = self._tls
        first = getattr(tls, "pending", None)
        if first is None:
            tls.pending = exc
        else:
            first.add_note(f"another callback exception in the same call: {exc!r}")

    def _deliver(self, event: Event) -> None:
        cb = self._event_cb
        if cb is None:
            return
        try:
            cb(event)
        except BaseException as exc:
            self._store(exc)

    def _ask_retarget(self, out_target: Any, item: int, from_: Any, proposed: Any) -> int:
        cb = self._retarget_cb
        if cb is None:
            return int(RetargetAnswer.ACCEPT)
        try:
            result = cb(item, IndexPath(from_.section, from_.item), IndexPath(proposed.section, proposed.item))
            if isinstance(result, RetargetAnswer):
                if result == RetargetAnswer.OTHER:
                    raise TypeError("a retarget hook returns the index path itself, not RetargetAnswer.OTHER")
                return int(result)
            if result is None or result is True:
                return int(RetargetAnswer.ACCEPT)
            if result is False:
                return int(RetargetAnswer.REFUSE)
            out_target[0] = _c_path(result, "retarget result")
            return int(RetargetAnswer.OTHER)
        except BaseException as exc:
            self._store(exc)
            return int(RetargetAnswer.REFUSE)

    def _install_event(self, callback: object) -> None:
        h = self._h
        size = ctypes.sizeof(CEvent)  # the library writes this many bytes
        if callback is None:
            self._call(lib.reorder_engine_set_event_batch_callback, h, EVENT_BATCH_FN(), size, DESTROY_FN(), None)
            return
        token = self._new_token()
        try:
            self._call(lib.reorder_engine_set_event_batch_callback, h, _event_thunk, size, _destroy_thunk, token)
        except ReorderError:
            _tokens.pop(token, None)  # refused: C does not own the token
            raise

    def _install_retarget(self, hook: object) -> None:
        h = self._h
        if hook is None:
            self._call(lib.reorder_engine_set_retarget, h, RETARGET_FN(), DESTROY_FN(), None)
            return
        token = self._new_token()
        try:
            self._call(lib.reorder_engine_set_retarget, h, _retarget_thunk, _destroy_thunk, token)
        except ReorderError:
            _tokens.pop(token, None)  # refused: C does not own the token
            raise

    def _new_token(self) -> int:
        token = next(_next_token)
        _tokens[token] = weakref.ref(self)
        return token
