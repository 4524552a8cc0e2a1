"""The PySide6 demo's tags page: tags.py's chips in a TagsView, a SeedView
whose options are a flow (Layout.FLOW): reorder.pyside.ReorderView
measures each chip's text in its font for the chip's width and takes the
chip's height from tags.py, and the lines wrap at the viewport's width.
Drawn, lifted, dragged and moved by the keyboard as every other page;
under it a "Right to left" switch (the view's layoutDirection, which the
view's flow follows) and a start / center / justify chooser (flow_align),
both keeping the order. Imported by pyside_demo.py, which puts the reorder
package and bindings/seeds on sys.path first.

Prints, besides a page's lines: `tags JSON` after each drop, `controls tags
name:x:y:w:h ...` (the switch and the chooser's buttons, relative to the
view's viewport) when the window is ready, and after each change of
direction or alignment the `layout tags ...` line again (the chips' resting
frames, as the ready lines give them).
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QButtonGroup, QCheckBox, QHBoxLayout, QRadioButton, QVBoxLayout, QWidget

import seeds
import tags
from pyside_page import SeedView, say
from reorder import FlowAlign, Layout, Options, Rect, Rule, Semantics, desktop_options

SPACING = 8.0  # between chips, and between lines
INSET = 6.0  # around the chips


class TagsView(SeedView):
    """The chips in one flow, as wide as the viewport."""

    @staticmethod
    def make_options(page: seeds.Page) -> Options:
        return desktop_options(
            layout=Layout.FLOW, cross_extent=0.0, rule=Rule[page.rule.upper()],
            semantics=Semantics[page.semantics.upper()], item_spacing=SPACING, line_spacing=SPACING,
            insets=Rect(INSET, INSET, INSET, INSET), flow_item_height=float(tags.CHIP))


class TagsPage(QWidget):
    """The tags view, and under it the switch and the chooser."""

    def __init__(self, rtl: bool = False) -> None:
        super().__init__()
        self.view = TagsView(tags.page())
        if rtl:
            self.view.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
        self.view.dropped.connect(lambda *_: QTimer.singleShot(0, self.print_line))  # after the engine's call
        self.rtl = QCheckBox("Right to left")
        self.rtl.setChecked(rtl)
        self.rtl.toggled.connect(self.set_rtl)
        self.controls: dict[str, QWidget] = {"rtl": self.rtl}
        self.aligns = QButtonGroup(self)
        bar = QHBoxLayout()
        bar.addWidget(self.rtl)
        for a in FlowAlign:
            button = QRadioButton(a.name.capitalize())
            button.setChecked(a == self.view.options.flow_align)
            button.toggled.connect(lambda on, a=a: self.set_align(a) if on else None)
            self.aligns.addButton(button)
            self.controls[a.name.lower()] = button
            bar.addWidget(button)
        bar.addStretch()
        layout = QVBoxLayout(self)
        layout.addWidget(self.view)
        layout.addLayout(bar)

    def set_rtl(self, on: bool) -> None:
        """The switch: the view's layoutDirection (its flow follows), the order kept."""
        self.view.setLayoutDirection(Qt.LayoutDirection.RightToLeft if on else Qt.LayoutDirection.LeftToRight)
        say(self.layout_line())

    def set_align(self, align: FlowAlign) -> None:
        """The chooser: the flow's alignment, the order kept."""
        self.view.options.flow_align = align
        self.view.set_options(self.view.options)
        say(self.layout_line())

    def layout_line(self) -> str:
        """The chips' resting frames relative to the view's viewport (the ready lines' format)."""
        return f"layout {tags.ID} " + self.view.place(self.view.viewport().mapToGlobal(QPoint(0, 0)))

    def controls_line(self) -> str:
        """Where the switch and the chooser's buttons are, relative to the view's viewport."""
        origin = self.view.viewport().mapToGlobal(QPoint(0, 0))
        spots = []
        for name, w in self.controls.items():
            at = w.mapToGlobal(QPoint(0, 0)) - origin
            spots.append(f"{name}:{at.x()}:{at.y()}:{w.width()}:{w.height()}")
        return f"controls {tags.ID} " + " ".join(spots)

    def print_line(self) -> None:
        say(tags.line(self.view.key_order()[0]))
