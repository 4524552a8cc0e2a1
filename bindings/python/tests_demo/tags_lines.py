"""The frames a demo's tags page prints, read as lines of chips: what the
Tk and PySide tags tests share."""

Frames = dict[str, tuple[float, float, float, float]]


def parse(layout: str) -> Frames:
    """A `layout tags` line's frames by key, in the chips' order."""
    frames: Frames = {}
    for f in layout.split()[2:]:
        key, x, y, w, h = f.split(":")
        frames[key] = (float(x), float(y), float(w), float(h))
    return frames


def lines(frames: Frames) -> list[list[str]]:
    """The chips line by line: runs of chips, in order, whose centres are at one height."""
    rows: list[list[str]] = []
    last = None
    for key, (_, y, _, h) in frames.items():
        if last is None or abs(y + h / 2 - last) > 0.5:
            rows.append([])
        rows[-1].append(key)
        last = y + h / 2
    return rows


def check_flow(frames: Frames, rtl: bool) -> list[list[str]]:
    """Lines of several chips, each running in the direction asked for, the first at the top."""
    rows = lines(frames)
    assert len(rows) >= 4 and all(len(row) >= 3 for row in rows[:-1]), rows
    for row in rows:
        xs = [frames[key][0] for key in row]
        assert xs == sorted(xs, reverse=rtl), (rtl, row, xs)
    assert [frames[row[0]][1] for row in rows] == sorted(frames[row[0]][1] for row in rows), rows
    return rows
