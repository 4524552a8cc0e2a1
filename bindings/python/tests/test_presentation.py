"""Presentation: what to draw where, mid-drag and while items slide."""

from __future__ import annotations

from conftest import drag_to, long_press, make_engine

from reorder import Engine, Options, Rect


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
