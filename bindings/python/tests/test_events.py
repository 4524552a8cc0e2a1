"""Events: conversion from C, polling, announcements and their texts."""

from __future__ import annotations

import pytest
from conftest import make_engine, texts

import reorder
from reorder import Event, EventType, Key, NotADragReason, Text
from reorder._generated import CEvent, CIndexPath, CPoint


def test_event_conversion_of_every_field() -> None:
    """Event._from_c on hand-made C events (has_id 0, scroll, unknown type)."""
    c = CEvent(type=EventType.NOT_A_DRAG, reason=NotADragReason.TAP, id=0, has_id=0)
    ev = Event._from_c(c)
    assert ev.id is None and ev.reason == NotADragReason.TAP
    c = CEvent(type=EventType.SCROLL, offset=CPoint(0, 42))
    assert Event._from_c(c).offset == (0, 42) and Event._from_c(c).reason is None
    c = CEvent(type=99, reason=7)
    assert Event._from_c(c).type == 99 and Event._from_c(c).text is None
    setattr(c, "from", CIndexPath(1, 2))  # `from` in C
    c.type, c.text, c.text_length = EventType.ANNOUNCEMENT, "grüß".encode(), len("grüß".encode())
    ev = Event._from_c(c)
    assert ev.from_ == (1, 2) and ev.text == "grüß"
    with pytest.raises(AttributeError):
        ev.id = 3  # type: ignore[misc]  # frozen


def test_poll_iterator() -> None:
    e = make_engine([5])
    list(e.events())  # whatever setup queued
    assert e.poll_event() is None
    e.move(1, (0, 3))
    evs = list(e.events())
    assert evs[0].type == EventType.MOVE and evs[0].id == 1 and evs[0].to == (0, 3) and evs[0].text is None
    assert list(e.events()) == []
    e.key(Key.PICK_UP_OR_DROP, 2, 1)
    e.key(Key.DOWN, None, 1.1)
    e.key(Key.PICK_UP_OR_DROP, None, 1.2)
    kinds = [ev.type for ev in e.events()]
    assert kinds.index(EventType.LIFT) < kinds.index(EventType.ANNOUNCEMENT)
    assert kinds.index(EventType.MOVE) < kinds.index(EventType.DROP)
    # Unpolled events are released with the engine.
    e.move(1, (0, 0))
    e.close()


def test_announcements_and_set_text() -> None:
    e = make_engine([5])
    log: list[Event] = []
    e.on_event(log.append)
    e.set_text(Text.PICK_UP, "Aufgenommen: {label} ({position}/{count}, Abschnitt {section})")
    e.set_text(Text.DEFAULT_LABEL, "Eintrag {id}")
    e.set_text(Text.MOVED, "{label} → {position}/{count} {nope}")
    e.set_text(Text.DROP, "{label}: {from} → {to}")
    e.key(Key.PICK_UP_OR_DROP, 2, 0)
    assert "Aufgenommen: Eintrag 2 (2/5, Abschnitt 1)" in texts(log)
    e.set_label(2, "Äpfel")
    e.key(Key.DOWN, None, 0.1)
    assert "Äpfel → 3/5 {nope}" in texts(log)
    e.key(Key.PICK_UP_OR_DROP, None, 0.2)
    assert "Äpfel: 2 → 3" in texts(log)
    for which in Text:
        e.set_text(which, "x")
    e.set_text(Text.DROP, "ä" * 1000)  # 1000 characters, 2000 bytes: fits
    with pytest.raises(reorder.InvalidArgument, match=".+"):
        e.set_text(Text.DROP, "a" * 1001)
    with pytest.raises(reorder.InvalidArgument):
        e.set_text(max(Text) + 1, "x")
