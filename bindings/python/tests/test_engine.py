"""Every feature of the C API, through the Python surface."""

from __future__ import annotations

import pytest
from conftest import apply_moves, drag_to, long_press, make_engine, of_type, snapshot, texts

import reorder
from reorder import (
    CancelReason,
    Commit,
    Engine,
    Event,
    EventType,
    HitKind,
    IndexPath,
    ItemFlags,
    Key,
    NotADragReason,
    Options,
    Phase,
    Rect,
    SectionRules,
    Text,
)


def test_options_defaults_come_from_the_library() -> None:
    o = Options()
    assert o.long_press_delay == 0.5 and o.long_press_tolerance == 10 and o.drag_distance == 5
    assert o.grid_columns == 4 and o.cross_section_moves is True and o.clamp_to_content is False
    assert o.autoscroll_zone == 150 and o.autoscroll_max_speed == 1200 and o.autoscroll_grace == 0.15
    assert o.lift_scale == 1.05 and o.lift_alpha == 0.98 and o.shadow_offset == (-5, 0)
    assert o.displace_easing == reorder.Easing.EASE_OUT and o.layout == reorder.Layout.LIST
    names = {f for f, _ in reorder._ffi.reorder_options._fields_} - {"struct_size"}
    assert names == set(Options.__dataclass_fields__)
    assert set(SectionRules.__dataclass_fields__) == {f for f, _ in reorder._ffi.reorder_section_rules._fields_} - {"struct_size"}
    assert SectionRules() == SectionRules(locked=False, accepts_drops=True, minimum_count=0, capacity=0)


def test_context_manager_and_close() -> None:
    with Engine() as e:
        assert not e.closed and e.section_count() == 0
    assert e.closed
    e.close()  # idempotent
    with pytest.raises(ValueError, match="closed"):
        e.section_count()
    assert "closed" in repr(e)


def test_long_press_drag_reorders_and_reports() -> None:
    e = make_engine([5])
    log: list[Event] = []
    before = snapshot(e)
    e.on_event(log.append)
    e.pointer_down((50, 5), 0)
    assert e.phase() == Phase.PRESSING
    e.tick(0.3)
    assert not of_type(log, EventType.LIFT)  # not yet: 0.5 s
    e.tick(0.6)
    (lift,) = of_type(log, EventType.LIFT)
    assert lift.id == 1 and lift.from_ == IndexPath(0, 0)
    assert of_type(log, EventType.ANIMATION_NEEDED)
    assert any("Picked up item 1" in t for t in texts(log))
    assert e.phase() == Phase.DRAGGING
    t = drag_to(e, 50, 5, 45, 8, 0.6)
    moves = len(of_type(log, EventType.MOVE))
    assert moves >= 1  # live commit: reported per step
    assert e.export(0) == [2, 3, 4, 5, 1]
    e.pointer_up((50, 45), t)
    (drop,) = of_type(log, EventType.DROP)
    assert drop.id == 1 and drop.from_ == (0, 0) and drop.to == (0, 4)
    assert len(of_type(log, EventType.MOVE)) == moves
    assert any("dropped" in t for t in texts(log))
    assert apply_moves(before, log) == snapshot(e)  # a host mirrors by MOVE events
    assert e.phase() == Phase.SETTLING and e.is_animating(t + 0.01)
    e.tick(t + 5)
    assert e.phase() == Phase.IDLE and not e.is_animating(t + 5)
    e.undo()  # the whole drag is one step
    assert e.export(0) == [1, 2, 3, 4, 5]
    e.redo()
    assert e.export(0) == [2, 3, 4, 5, 1]


def test_drag_commit_on_drop() -> None:
    e = make_engine([5], Commit.ON_DROP)
    log: list[Event] = []
    e.on_event(log.append)
    long_press(e, (50, 45), 0)
    t = drag_to(e, 50, 45, 5, 8, 0.6)
    assert not of_type(log, EventType.MOVE)
    e.pointer_up((50, 5), t)
    kinds = [ev.type for ev in log]
    assert EventType.MOVE in kinds and kinds.index(EventType.DROP) > max(i for i, k in enumerate(kinds) if k == EventType.MOVE)
    assert e.export(0) == [5, 1, 2, 3, 4]


def test_quick_drag_does_not_lift_and_tap() -> None:
    e = make_engine([5])
    log: list[Event] = []
    e.on_event(log.append)
    e.pointer_down((50, 15), 0)
    e.pointer_move((50, 45), 0.1)  # moved before the long press: a scroll
    e.pointer_up((50, 45), 0.2)
    e.tick(1)
    assert not of_type(log, EventType.LIFT)
    (nad,) = of_type(log, EventType.NOT_A_DRAG)
    assert nad.reason == NotADragReason.MOVED
    assert e.export(0) == [1, 2, 3, 4, 5]
    log.clear()
    e.pointer_down((50, 15), 2)
    e.pointer_up((50, 15), 2.1)
    (tap,) = of_type(log, EventType.NOT_A_DRAG)
    assert tap.reason == NotADragReason.TAP and tap.id == 2


def test_not_liftable_and_handles() -> None:
    e = make_engine([5])
    log: list[Event] = []
    e.on_event(log.append)
    e.set_flags(3, ItemFlags.NONE)
    long_press(e, (50, 25), 0)
    e.pointer_up((50, 25), 0.7)
    assert of_type(log, EventType.NOT_A_DRAG)[-1].reason == NotADragReason.NOT_LIFTABLE
    e.set_handle(4, Rect(0, 0, 10, 10))
    log.clear()
    long_press(e, (50, 35), 1)  # off the handle
    e.pointer_up((50, 35), 1.7)
    assert not of_type(log, EventType.LIFT)
    long_press(e, (5, 35), 2)  # on it
    assert of_type(log, EventType.LIFT)[-1].id == 4
    e.pointer_up((5, 35), 2.7)
    e.set_handle(4, None)
    # A press on no item does nothing at all (the library reports no
    # NOT_A_DRAG for it, although reorder.h's has_id comment suggests one).
    e.tick(3)  # the drop settles
    log.clear()
    e.pointer_down((50, 500), 3)
    assert e.phase() == Phase.IDLE
    e.pointer_up((50, 500), 3.1)
    assert not of_type(log, EventType.NOT_A_DRAG)


def test_event_conversion_of_every_field() -> None:
    """Event._from_c on hand-made C events (has_id 0, scroll, unknown type)."""
    c = reorder._ffi.reorder_event(type=EventType.NOT_A_DRAG, reason=NotADragReason.TAP, id=0, has_id=0)
    ev = Event._from_c(c)
    assert ev.id is None and ev.reason == NotADragReason.TAP
    c = reorder._ffi.reorder_event(type=EventType.SCROLL, offset=reorder._ffi.reorder_point(0, 42))
    assert Event._from_c(c).offset == (0, 42) and Event._from_c(c).reason is None
    c = reorder._ffi.reorder_event(type=99, reason=7)
    assert Event._from_c(c).type == 99 and Event._from_c(c).text is None
    with pytest.raises(AttributeError):
        ev.id = 3  # type: ignore[misc]  # frozen


@pytest.mark.parametrize("how", ["cancel_drag", "pointer_cancel", "key"])
def test_cancel_restores(how: str) -> None:
    e = make_engine([5])
    log: list[Event] = []
    e.on_event(log.append)
    long_press(e, (50, 5), 0)
    t = drag_to(e, 50, 5, 35, 6, 0.6)
    assert e.export(0) != [1, 2, 3, 4, 5]
    if how == "cancel_drag":
        e.cancel_drag(t)
        want = CancelReason.HOST
    elif how == "pointer_cancel":
        e.pointer_cancel(t)
        want = CancelReason.POINTER
    else:
        e.key(Key.CANCEL, None, t)
        want = CancelReason.KEY
    assert e.export(0) == [1, 2, 3, 4, 5]
    (cancel,) = of_type(log, EventType.CANCEL)
    assert cancel.id == 1 and cancel.reason == want
    assert not of_type(log, EventType.DROP)
    assert any("cancelled" in t for t in texts(log))
    assert apply_moves([[1, 2, 3, 4, 5]], log) == [[1, 2, 3, 4, 5]]
    with pytest.raises(reorder.WrongState):
        e.undo()  # a cancelled drag is no undo step


def test_removing_the_lifted_item_cancels() -> None:
    e = make_engine([5, 2])
    log: list[Event] = []
    e.on_event(log.append)
    long_press(e, (50, 5), 0)
    e.remove_item(1)
    cancel = of_type(log, EventType.CANCEL)[-1]
    assert cancel.id == 1 and cancel.reason == CancelReason.ITEM_REMOVED
    assert e.phase() != Phase.DRAGGING


def test_keyboard() -> None:
    e = make_engine([5])
    log: list[Event] = []
    e.on_event(log.append)
    e.key(Key.PICK_UP_OR_DROP, None, 0)  # no focus: nothing
    assert not of_type(log, EventType.LIFT)
    e.key(Key.PICK_UP_OR_DROP, 2, 0.1)
    assert of_type(log, EventType.LIFT)[-1].id == 2
    assert "Picked up item 2. It is in position 2 of 5 in section 1." in texts(log)
    e.key(Key.DOWN, None, 0.2)
    assert of_type(log, EventType.MOVE)[-1].to == (0, 2)
    e.key(Key.NEXT, None, 0.3)
    assert e.export(0) == [1, 3, 4, 2, 5]
    e.key(Key.FIRST, None, 0.4)
    assert e.export(0) == [2, 1, 3, 4, 5]
    e.key(Key.LAST, None, 0.5)
    e.key(Key.UP, None, 0.6)
    e.key(Key.PREVIOUS, None, 0.7)
    assert e.export(0) == [1, 3, 2, 4, 5]
    e.key(Key.PICK_UP_OR_DROP, None, 0.8)
    drop = of_type(log, EventType.DROP)[-1]
    assert drop.from_ == (0, 1) and drop.to == (0, 2)
    assert "item 2 was dropped. It moved from position 2 to position 3 of 5." in texts(log)
    assert apply_moves([[1, 2, 3, 4, 5]], log) == snapshot(e)
    e.undo()
    assert e.export(0) == [1, 2, 3, 4, 5]


def test_keyboard_grid_and_sections() -> None:
    e = make_engine([4, 2], layout=reorder.Layout.GRID, grid_columns=2)
    e.key(Key.PICK_UP_OR_DROP, 1, 0.1)
    e.key(Key.DOWN, None, 0.2)
    assert e.export(0) == [2, 3, 1, 4]
    e.key(Key.RIGHT, None, 0.3)
    assert e.export(0) == [2, 3, 4, 1]
    e.key(Key.NEXT, None, 0.4)
    assert snapshot(e) == [[2, 3, 4], [1, 101, 102]]
    e.key(Key.PICK_UP_OR_DROP, None, 0.5)


def test_autoscroll_reports_scroll_offset() -> None:
    e = make_engine([60], autoscroll_zone=20)
    e.set_viewport((0, 0, 100, 100))
    log: list[Event] = []
    e.on_event(log.append)
    long_press(e, (50, 5), 0)
    t = drag_to(e, 50, 5, 95, 10, 0.6)
    for _ in range(30):
        t += 1 / 60
        e.tick(t)
    scroll = of_type(log, EventType.SCROLL)[-1]
    assert scroll.offset is not None and scroll.offset.y > 0 and scroll.offset.x == 0
    e.pointer_up((50, 95), t)


def test_presentation() -> None:
    e = make_engine([5])
    everything = (0, 0, 100, 1000)
    pres = e.presentation(everything, 0)
    assert [p.id for p in pres] == [1, 2, 3, 4, 5]
    for p in pres:
        assert p.frame == e.frame(p.id) and p.alpha == 1 and p.scale == 1 and p.z_index == 0 and not p.lifted
        assert p.path == e.index_path(p.id)
    assert 1 <= len(e.presentation((0, 12, 100, 10), 0)) <= 2
    long_press(e, (50, 5), 0)
    t = drag_to(e, 50, 5, 25, 4, 0.6)
    assert e.is_animating(t)
    pres = e.presentation(everything, t + 1)
    top = pres[-1]  # lowest z first: the lifted item is last
    assert top.id == 1 and top.lifted and top.z_index == 2
    assert top.scale == 1.05 and top.alpha == 0.98 and top.shadow_opacity == 0.4
    assert top.frame.y == 20  # under the pointer (25 - grab 5)
    assert all(a.z_index <= b.z_index for a, b in zip(pres, pres[1:]))
    e.pointer_up((50, 25), t + 1)
    e.tick(t + 10)
    assert not any(p.lifted for p in e.presentation(everything, t + 10))


def test_presentation_grows_its_buffer() -> None:
    with Engine(Options(cross_extent=100)) as e:
        e.insert_section(0)
        n = 1000  # more than the initial buffer holds
        e.load_section(0, range(1, n + 1), [10.0] * n)
        pres = e.presentation((0, 0, 100, 10 * n), 0)
        assert [p.id for p in pres] == list(range(1, n + 1))
        assert len(e._pres_buf) >= n


def test_section_frame_covers_header_items_and_footer() -> None:
    e = make_engine([3, 0, 2], insets=Rect(4, 6, 8, 2), item_spacing=1.0, section_spacing=3.0)
    for s in range(3):
        e.set_section_extents(s, 20, 5)
    frames = [e.section_frame(s, 0) for s in range(3)]
    assert all(isinstance(f, Rect) for f in frames)
    # List insets and section spacing outside; header on top, footer below.
    assert frames == [Rect(4, 6, 88, 57), Rect(4, 66, 88, 25), Rect(4, 94, 88, 46)]
    assert e.frame(1).y == frames[0].y + 20
    assert e.content_size().height == 94 + 46 + 2
    h = make_engine([2, 1], axis=reorder.Axis.HORIZONTAL)
    h.set_section_extents(1, 15, 0)
    assert h.section_frame(1, 0) == Rect(20, 0, 25, 100) and h.frame(101).x == 35
    g = make_engine([3, 0], layout=reorder.Layout.GRID, grid_columns=2, grid_cell_height=10.0, insets=Rect(4, 6, 8, 2))
    assert g.section_frame(0, 0) == Rect(0, 0, 100, 6 + 20 + 2) and g.section_frame(1, 0) == Rect(0, 28, 100, 8)


def test_section_frame_slides_with_the_items() -> None:
    e = make_engine([3, 2])
    e.set_section_extents(1, 20, 0)
    e.tick(1.0)
    old = e.section_frame(1, 1.0)
    assert old == Rect(0, 30, 100, 40)
    e.move(1, (1, 2))
    assert e.section_frame(1, 1.0) == old  # drawn where it was
    mid = e.section_frame(1, 1.1)
    assert 20 < mid.y < 30 and 40 < mid.height < 50 and e.is_animating(1.1)
    row = next(p for p in e.presentation((0, 0, 100, 1000), 1.1) if p.id == 101)
    assert abs(mid.y + 20 - row.frame.y) < 1e-9  # the header keeps in step with its first row
    assert e.section_frame(1, 1.25) == Rect(0, 20, 100, 50) and not e.is_animating(1.25)
    e.tick(2.0)
    e.undo()
    assert e.section_frame(1, 2.0) == Rect(0, 20, 100, 50)
    assert e.section_frame(1, 2.25) == old


def test_geometry_and_items() -> None:
    e = make_engine([3])
    assert e.content_size() == (100, 30)
    hit = e.hit_test((50, 15))
    assert hit.kind == HitKind.ITEM and hit.path == (0, 1)
    assert e.hit_test((50, 500)).kind == HitKind.SLOT
    assert e.frame(2) == Rect(0, 10, 100, 10)
    e.insert_item(50, 20, (0, 1))
    assert e.export(0) == [1, 50, 2, 3] and e.index_path(50) == (0, 1) and e.item_id((0, 1)) == 50
    e.resize_item(50, 40)
    assert e.frame(2).y == 50 and e.content_size().height == 70
    e.set_label(50, "fifty")
    e.set_label(50, None)
    e.remove_item(50)
    assert e.export(0) == [1, 2, 3] and e.item_count(0) == 3
    with pytest.raises(reorder.UnknownID, match="50"):
        e.frame(50)


def test_sections() -> None:
    e = Engine(Options(cross_extent=100))
    e.insert_section(0, header=20, footer=5)
    e.insert_section(1)
    e.load_section(0, [1, 2], [10, 10])
    e.load_section(1, [3], [10])
    assert e.section_count() == 2 and e.item_count(1) == 1
    assert e.frame(1).y == 20
    e.set_section_extents(0, 30, 0)
    assert e.frame(1).y == 30
    e.set_section_rules(1, SectionRules(locked=True))
    with pytest.raises(reorder.Refused) as info:
        e.move(1, (1, 0))
    assert info.value.message and info.value.status == reorder.Status.E_REFUSED
    e.set_section_rules(1, None)
    e.move(1, (1, 0))
    assert snapshot(e) == [[2], [1, 3]]
    e.set_section_rules(0, SectionRules(minimum_count=1))
    with pytest.raises(reorder.Refused):
        e.move(2, (1, 0))
    e.remove_section(0)
    assert snapshot(e) == [[1, 3]]
    with pytest.raises(reorder.OutOfRange):
        e.remove_section(1)


def test_capacity_displacement() -> None:
    e = Engine()
    e.insert_section(0, rules=SectionRules(capacity=1, displacement=reorder.Displacement.SOURCE_START))
    e.insert_section(1)
    e.load_section(0, [100], [60])
    e.load_section(1, [1, 2, 3, 4], [60] * 4)
    log: list[Event] = []
    e.on_event(log.append)
    e.move(3, (0, 0))
    assert snapshot(e) == [[3], [100, 1, 2, 4]]
    assert len(of_type(log, EventType.MOVE)) == 2
    assert apply_moves([[100], [1, 2, 3, 4]], log) == snapshot(e)
    e.undo()
    assert snapshot(e) == [[100], [1, 2, 3, 4]]


def test_move_undo_redo() -> None:
    e = make_engine([5])
    with pytest.raises(reorder.WrongState, match=".+"):
        e.undo()
    with pytest.raises(reorder.WrongState):
        e.redo()
    e.move(3, (0, 0))
    e.move(1, IndexPath(0, 4))
    assert e.export(0) == [3, 2, 4, 5, 1]
    with pytest.raises(reorder.OutOfRange):
        e.move(1, (0, 5))
    with pytest.raises(reorder.UnknownID):
        e.move(99, (0, 0))
    e.undo()
    e.undo()
    assert e.export(0) == [1, 2, 3, 4, 5]
    e.redo()
    assert e.export(0) == [3, 1, 2, 4, 5]
    e.move(5, (0, 0))
    with pytest.raises(reorder.WrongState):
        e.redo()
    long_press(e, (50, 5), 10)
    with pytest.raises(reorder.WrongState):
        e.move(5, (0, 3))  # 5 is being dragged


def test_exchange_semantics_and_configure() -> None:
    e = make_engine([5], semantics=reorder.Semantics.EXCHANGE)
    e.move(1, (0, 3))
    assert e.export(0) == [4, 2, 3, 1, 5]
    e.configure(Options(cross_extent=100))  # back to shift; items kept
    e.move(4, (0, 4))
    assert e.export(0) == [2, 3, 1, 5, 4]
    long_press(e, (50, 5), 0)
    with pytest.raises(reorder.WrongState):
        e.configure(Options(cross_extent=50))


def test_retarget_hook() -> None:
    e = make_engine([5])
    calls: list[tuple[int, IndexPath, IndexPath]] = []
    answer: list[object] = [None]

    def hook(id: int, from_: IndexPath, proposed: IndexPath) -> object:
        calls.append((id, from_, proposed))
        return answer[0]

    e.set_retarget(hook)
    e.move(3, (0, 4))
    assert calls == [(3, (0, 2), (0, 4))]
    assert e.export(0) == [1, 2, 4, 5, 3]
    answer[0] = False
    with pytest.raises(reorder.Refused):
        e.move(3, (0, 0))
    answer[0] = reorder.Retarget.REFUSE
    with pytest.raises(reorder.Refused):
        e.move(3, (0, 0))
    answer[0] = IndexPath(0, 1)
    e.move(3, (0, 0))
    assert e.export(0) == [1, 3, 2, 4, 5]
    answer[0] = (0, 9)  # breaks the rules: refused
    with pytest.raises((reorder.Refused, reorder.OutOfRange)):
        e.move(3, (0, 0))
    # Drags ask the hook too.
    answer[0] = False
    calls.clear()
    long_press(e, (50, 5), 0)
    e.pointer_up((50, 45), drag_to(e, 50, 5, 45, 6, 0.6))
    assert calls and e.export(0) == [1, 3, 2, 4, 5]
    e.tick(10)
    e.set_retarget(None)
    calls.clear()
    e.move(3, (0, 0))
    assert not calls


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
        e.set_text(9, "x")


def test_record_and_replay() -> None:
    a = make_engine([0])
    a.remove_section(0)
    a.record_start()
    a.insert_section(0, 4, 2)
    a.load_section(0, [1, 2, 3, 4], [10, 12, 14, 16])
    a.set_viewport((0, 0, 100, 500))
    a.insert_item(50, 10, (0, 1))
    a.set_label(50, "fifty")
    long_press(a, (50, 9), 0)
    t = drag_to(a, 50, 9, 60, 12, 0.6)
    a.pointer_up((50, 60), t)
    a.tick(t + 5)
    a.key(Key.PICK_UP_OR_DROP, 3, t + 6)
    a.key(Key.UP, None, t + 6.1)
    a.key(Key.PICK_UP_OR_DROP, None, t + 6.2)
    a.move(4, (0, 0))
    a.undo()
    trace = a.record_stop()
    assert trace.startswith("libreorder-trace 1\n")
    b = Engine()
    log: list[Event] = []
    b.on_event(log.append)
    b.replay(trace)
    assert snapshot(b) == snapshot(a)
    assert of_type(log, EventType.DROP)
    c = Engine()
    c.replay(trace.encode())  # bytes work too
    assert snapshot(c) == snapshot(a)
    # Not recording: a trace with no calls.
    assert Engine().record_stop() == "libreorder-trace 1\n"
    with pytest.raises(reorder.InvalidArgument, match="line"):
        Engine().replay("libreorder-trace 1\nbogus call\n")
