"""Callbacks: lifetime, exceptions, re-entrancy, threads."""

from __future__ import annotations

import gc
import threading
import weakref

import pytest
from conftest import make_engine

import reorder
from reorder import Engine, Event, EventType, IndexPath, Key
from reorder import _callbacks


class Boom(Exception):
    pass


def tokens_of(e: Engine) -> int:
    return sum(1 for ref in _callbacks._tokens.values() if ref() is e)


def test_event_callback_exception_is_reraised_from_the_call() -> None:
    e = make_engine([5])
    seen: list[Event] = []

    def cb(ev: Event) -> None:
        seen.append(ev)
        if ev.type == EventType.MOVE and len(seen) == 1:
            raise Boom("from the callback")

    e.on_event(cb)
    with pytest.raises(Boom, match="from the callback") as info:
        e.move(1, (0, 2))
    assert any(tb.name == "cb" for tb in info.traceback)  # the callback's own frame
    assert e.export(0) == [2, 3, 1, 4, 5]  # the move itself happened
    # Later events of the same call were still delivered; later calls are clean.
    assert [ev.type for ev in seen][1:] == [EventType.ANIMATION_NEEDED, EventType.ANNOUNCEMENT]
    e.move(1, (0, 0))
    assert e.export(0) == [1, 2, 3, 4, 5]


def test_only_the_first_callback_exception_is_raised_the_rest_are_noted() -> None:
    e = make_engine([5])
    n = [0]

    def cb(ev: Event) -> None:
        n[0] += 1
        raise Boom(f"number {n[0]}")

    e.on_event(cb)
    with pytest.raises(Boom, match="number 1") as info:
        e.move(1, (0, 2))
    assert n[0] >= 2 and any("number 2" in note for note in info.value.__notes__)


def test_retarget_exception_refuses_and_is_reraised() -> None:
    e = make_engine([5])

    def hook(id: int, from_: IndexPath, proposed: IndexPath) -> None:
        raise Boom("hook")

    e.set_retarget(hook)
    with pytest.raises(Boom) as info:
        e.move(1, (0, 2))
    assert e.export(0) == [1, 2, 3, 4, 5]  # refused
    assert any("Refused" in note or "refused" in note for note in info.value.__notes__)


def test_retarget_bad_return_is_a_type_error() -> None:
    e = make_engine([5])
    e.set_retarget(lambda *a: "somewhere")  # type: ignore[arg-type]  # the wrong return under test
    with pytest.raises(TypeError):
        e.move(1, (0, 2))
    e.set_retarget(lambda *a: reorder.RetargetAnswer.OTHER)
    with pytest.raises(TypeError, match="index path"):
        e.move(1, (0, 2))
    e.set_retarget(lambda *a: (0, 2**40))
    with pytest.raises(ValueError):
        e.move(1, (0, 2))
    assert e.export(0) == [1, 2, 3, 4, 5]


def _install_temporaries(e: Engine, log: list[Event], calls: list[int]) -> None:
    # Closures that only the engine references once this returns.
    e.on_event(lambda ev: log.append(ev))
    e.set_retarget(lambda id, f, p: calls.append(id))


def test_callbacks_survive_gc() -> None:
    e = make_engine([5])
    log: list[Event] = []
    calls: list[int] = []
    _install_temporaries(e, log, calls)
    for _ in range(3):
        gc.collect()
    e.move(1, (0, 3))
    assert calls == [1] and any(ev.type == EventType.MOVE for ev in log)


def test_engine_with_callbacks_referring_to_it_is_collected() -> None:
    """Tokens hold the engine weakly: a callback closing over its engine
    makes an ordinary collectable cycle, and collection frees the C engine
    (whose destroy calls release the tokens)."""
    before = len(_callbacks._tokens)

    def cyclic() -> tuple[weakref.ref[Engine], weakref.finalize[..., Engine]]:
        e = make_engine([5])
        e.on_event(lambda ev: e.export(0))  # engine -> callback -> engine
        e.set_retarget(lambda *a: None if e.closed else None)
        e.move(1, (0, 1))
        return weakref.ref(e), e._finalizer

    ref, finalizer = cyclic()
    assert len(_callbacks._tokens) == before + 2
    gc.collect()
    assert ref() is None and not finalizer.alive
    assert len(_callbacks._tokens) == before
    assert _callbacks.stats["unknown_destroys"] == 0


def test_replacing_and_removing_callbacks_releases_tokens() -> None:
    e = make_engine([5])
    for _ in range(10):
        e.on_event(lambda ev: None)
        e.set_retarget(lambda *a: None)
    assert tokens_of(e) == 2  # the library destroyed each replaced one
    e.on_event(None)
    assert tokens_of(e) == 1
    e.on_event(lambda ev: None)
    e.close()
    assert tokens_of(e) == 0
    assert _callbacks.stats["unknown_destroys"] == 0


def test_reentrant_calls_from_a_callback() -> None:
    e = make_engine([5])
    got: dict[str, object] = {}

    def cb(ev: Event) -> None:
        if ev.type != EventType.MOVE or got:
            return
        got["export"] = e.export(0)  # read-only calls work
        got["phase"] = e.phase()
        got["presentation"] = len(e.presentation((0, 0, 100, 1000), 0))
        for name, call in {
            "move": lambda: e.move(5, (0, 0)),
            "undo": e.undo,
            "insert": lambda: e.insert_item(77, 10, (0, 0)),
            "tick": lambda: e.tick(1),
            "on_event": lambda: e.on_event(None),
            "retarget": lambda: e.set_retarget(None),
            "configure": lambda: e.configure(reorder.Options()),
            "poll": e.poll_event,
        }.items():
            try:
                call()
            except reorder.Busy as exc:
                got[name] = exc
        raise Boom("not swallowed")  # and then an uncaught one

    e.on_event(cb)
    e.key(Key.PICK_UP_OR_DROP, 1, 0)
    with pytest.raises(Boom):
        e.key(Key.DOWN, None, 0.1)
    assert got["export"] == [2, 1, 3, 4, 5]  # already consistent
    for name in ("move", "undo", "insert", "tick", "on_event", "retarget", "configure", "poll"):
        busy = got[name]
        assert isinstance(busy, reorder.Busy), name
        assert busy.status == reorder.Status.E_BUSY and busy.message, name
    assert "callback" in str(got["move"]).lower()
    assert tokens_of(e) == 1  # the refused on_event(None) replaced nothing
    assert e.last_error == ""  # the outer call succeeded
    e.key(Key.PICK_UP_OR_DROP, None, 0.2)
    e.move(2, (0, 2))
    assert e.export(0) == [1, 3, 2, 4, 5]


def test_uncaught_busy_propagates_as_busy() -> None:
    e = make_engine([5])
    e.on_event(lambda ev: e.undo())
    with pytest.raises(reorder.Busy, match=".+"):
        e.move(1, (0, 1))


def test_any_call_from_the_retarget_hook_is_busy() -> None:
    e = make_engine([5])
    seen: list[reorder.Busy] = []

    def hook(id: int, f: IndexPath, p: IndexPath) -> None:
        try:
            e.section_count()  # even read-only
        except reorder.Busy as exc:
            seen.append(exc)

    e.set_retarget(hook)
    e.move(1, (0, 1))
    assert len(seen) == 1 and seen[0].message


def test_close_inside_a_callback_is_deferred() -> None:
    e = make_engine([5])
    before = len(_callbacks._tokens) - tokens_of(e)
    e.set_retarget(lambda *a: None)
    e.on_event(lambda ev: e.close())
    e.move(1, (0, 2))  # the library frees the engine as this call ends
    assert e.closed
    assert len(_callbacks._tokens) == before  # both destroys ran
    with pytest.raises(ValueError, match="closed"):
        e.move(1, (0, 0))


def test_wrong_thread() -> None:
    e = make_engine([5])
    inside, release = threading.Event(), threading.Event()
    errors: list[BaseException] = []

    def cb(ev: Event) -> None:
        if ev.type == EventType.MOVE and not inside.is_set():
            inside.set()
            release.wait(10)

    e.on_event(cb)
    worker = threading.Thread(target=lambda: e.move(1, (0, 2)))
    worker.start()
    assert inside.wait(10)
    try:
        e.move(2, (0, 0))
    except reorder.ReorderError as exc:
        errors.append(exc)
    try:
        e.close()  # reorder_engine_free refuses too, and frees nothing
    except reorder.ReorderError as exc:
        errors.append(exc)
    finally:
        release.set()
        worker.join(10)
    assert len(errors) == 2 and all(isinstance(err, reorder.WrongThread) for err in errors)
    assert "another thread" in str(errors[0])
    assert isinstance(errors[1], reorder.ReorderError) and errors[1].status == reorder.Status.E_THREAD
    assert not e.closed and e.export(0) == [2, 3, 1, 4, 5]  # still open and whole
    e.close()
    assert e.closed and tokens_of(e) == 0


def test_non_callable_callbacks_are_type_errors(list5: Engine) -> None:
    with pytest.raises(TypeError):
        list5.on_event(42)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        list5.set_retarget("x")  # type: ignore[arg-type]
