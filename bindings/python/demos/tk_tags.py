"""The Tk demo's tags page: tags.py's chips, a PageView whose engine lays
them out as a flow (REORDER_LAYOUT_FLOW): each chip's size is its width,
its text measured in the page's font, and its height (set with
set_cross_sizes) is the chip's; lines wrap at the canvas width. Drawn, lifted,
dragged and moved by the keyboard as every other page; under the canvas a
"Right to left" switch and a start / center / justify chooser reconfigure
the engine (direction, flow_align), keeping the order.

Prints, besides a PageView's lines: `tags JSON` after each drop, and after
each change of direction or alignment its `layout tags ...` line again (the
chips' frames, as the ready lines give them).
"""

from __future__ import annotations

import time
import tkinter as tk
import tkinter.font as tkfont
from tkinter import ttk

import reorder
import seeds
import tags
from reorder import Direction, EventType, FlowAlign, Layout, Phase, Rect, Rule, Semantics, desktop_options
from tk_page import MARGIN, WIDTH, PageView, say

PAD = 12  # either side of a chip's text
SPACING = 8.0  # between chips, and between lines
INSET = 6.0  # around the chips


def pill(x0: float, y0: float, x1: float, y1: float) -> list[float]:
    """A chip's outline: a rectangle with round ends, as a polygon to smooth."""
    r = min((y1 - y0) / 2, (x1 - x0) / 2)
    return [x0 + r, y0, x1 - r, y0, x1, y0, x1, y0 + r, x1, y1 - r, x1, y1, x1 - r, y1,
            x0 + r, y1, x0, y1, x0, y1 - r, x0, y0 + r, x0, y0]


class TagsView(PageView):
    """The chips in one flow; `rtl` and `align` as the engine starts."""

    def __init__(self, parent: tk.Misc, font: tuple[str, int], rtl: bool = False,
                 align: FlowAlign = FlowAlign.START) -> None:
        self.measure = tkfont.Font(root=parent, font=font)
        self.rtl = tk.BooleanVar(parent, value=rtl)
        self.align = tk.StringVar(parent, value=align.name.lower())
        super().__init__(parent, tags.page(), font, width=WIDTH)
        bar = ttk.Frame(self.frame)
        bar.grid(row=2, column=0, columnspan=2, sticky="we", pady=(4, 0))
        self.controls: dict[str, ttk.Widget] = {
            "rtl": ttk.Checkbutton(bar, text="Right to left", variable=self.rtl, command=self.reconfigure)}
        for a in FlowAlign:
            self.controls[a.name.lower()] = ttk.Radiobutton(bar, text=a.name.capitalize(), value=a.name.lower(),
                                                            variable=self.align, command=self.reconfigure)
        for widget in self.controls.values():
            widget.pack(side="left", padx=(0, 10))

    def make_options(self) -> reorder.Options:
        return desktop_options(
            layout=Layout.FLOW, cross_extent=self.width - 2 * MARGIN, rule=Rule.MIDPOINT, semantics=Semantics.SHIFT,
            item_spacing=SPACING, line_spacing=SPACING, insets=Rect(INSET, INSET, INSET, INSET),
            flow_item_height=float(tags.CHIP), flow_align=FlowAlign[self.align.get().upper()],
            direction=Direction.RTL if self.rtl.get() else Direction.LTR)

    def build(self) -> None:
        """One section: each chip as wide as its text and padding, as tall as tags.py says."""
        e, chips = self.engine, self.page.sections[0].items
        e.insert_section(0)
        ids = list(range(1, len(chips) + 1))
        self.items.update(zip(ids, chips))
        e.load_section(0, ids, [float(self.measure.measure(chip.title) + 2 * PAD) for chip in chips])
        e.set_cross_sizes(0, [float(chip.height) for chip in chips])
        for i, chip in zip(ids, chips):
            e.set_label(i, chip.title)

    def reconfigure(self) -> None:
        """The switch or the chooser: a drag in flight is cancelled, the
        engine takes the new options (the order stays), the chips re-flow."""
        now = time.monotonic()
        if self.engine.phase() != Phase.IDLE:
            self.engine.cancel_drag(now)
        self.engine.configure(self.make_options())
        self.scroll_to(self.scroll_y)
        self.start_clock()
        say(self.layout_line())

    def layout_line(self) -> str:
        """The chips' resting frames relative to the canvas, unscrolled (the ready lines' format)."""
        frames = []
        for id in self.engine.export(0):
            f = self.engine.frame(id)
            frames.append(f"{self.key_of(id)}:{f.x + MARGIN:g}:{f.y:g}:{f.width:g}:{f.height:g}")
        return f"layout {tags.ID} " + " ".join(frames)

    def controls_line(self) -> str:
        """Where the switch and the chooser's buttons are, relative to the canvas."""
        x, y = self.canvas.winfo_rootx(), self.canvas.winfo_rooty()
        spots = [f"{name}:{w.winfo_rootx() - x}:{w.winfo_rooty() - y}:{w.winfo_width()}:{w.winfo_height()}"
                 for name, w in self.controls.items()]
        return f"controls {tags.ID} " + " ".join(spots)

    def on_event(self, ev: reorder.Event) -> None:
        super().on_event(ev)
        if ev.type == EventType.DROP:
            self.canvas.after_idle(self.print_line)  # after the engine's call

    def print_line(self) -> None:
        say(tags.line(self.order()[0]))

    def draw_item(self, p: reorder.Presentation) -> None:
        c, item = self.canvas, self.items[p.id]
        x0, y0, x1, y1 = self.box(p)
        if p.lifted:
            dx, dy = p.shadow_offset
            c.create_polygon(pill(x0 + dx, y0 + dy, x1 + dx, y1 + dy), smooth=True, fill="#6b6b6b", outline="")
        c.create_polygon(pill(x0, y0, x1, y1), smooth=True,
                         fill=seeds.LIFTED_COLOR if p.lifted else seeds.COLORS[item.color],
                         outline="#e63946" if p.lifted else "#666666", width=3 if p.lifted else 1)
        c.create_text((x0 + x1) / 2, (y0 + y1) / 2, text=item.title, font=self.font)
        if p.id == self.focused and not p.lifted:
            c.create_polygon(pill(x0 + 3, y0 + 3, x1 - 3, y1 - 3), smooth=True, fill="", outline="#1d3557",
                             width=2, dash=(4, 2))
