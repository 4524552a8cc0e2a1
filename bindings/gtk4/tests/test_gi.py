"""ReorderGtkBox and ReorderGtkListView from Python through introspection (ReorderGtk-1.0).

What a Python application does: the typelib and the library found on
GI_TYPELIB_PATH and LD_LIBRARY_PATH (`make demo-gtk-test` points both at the
stage), a box bound to a store with a Python create-widget function, the
option properties typed with the generated enums, moves through the API
reaching the store and ::item-moved, refusals raised as GLib.Error, section
rules (locked, capacity with a ReorderGtk.Displacement, ...) set one at a time,
the selection as lists of ids (set_selection, get_selection, find_item), two
boxes in a ReorderGtk.Group (the "group" and "transfer-*" properties, a
transfer reported by ::item-transferred, a copy made by the group's ::copy-item
in Python, undo across both, its outer scroll container), a flow's enums and lines,
an outline's depths, expanding and ::item-depth-changed. Needs a display (GTK): run under xvfb-run. Runs
with Debian's python3-gi.
"""

import unittest

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("ReorderGtk", "1.0")
from gi.repository import Gio, GLib, Gtk, ReorderGtk  # noqa: E402


def keys(store):
    return [item.get_string() for item in store]


class BoxTest(unittest.TestCase):
    def setUp(self):
        self.box = ReorderGtk.Box()
        self.store = Gio.ListStore.new(Gtk.StringObject)
        for key in "abcd":
            self.store.append(Gtk.StringObject.new(key))
        self.box.bind_model(self.store, lambda item: Gtk.Label(label=item.get_string()))
        self.moves = []
        self.box.connect("item-moved", lambda box, item, *where: self.moves.append(
            (item.get_string(),) + where))

    def test_binds_the_store(self):
        self.assertEqual(self.box.get_n_sections(), 1)
        self.assertEqual(keys(self.box.get_store(0)), list("abcd"))

    def test_option_properties_take_the_enums(self):
        self.assertEqual(self.box.props.rule, ReorderGtk.Rule.MIDPOINT)
        self.box.props.rule = ReorderGtk.Rule.EDGE
        self.assertEqual(self.box.props.rule, ReorderGtk.Rule.EDGE)
        self.box.props.long_press_delay = 0.25
        self.assertEqual(self.box.props.long_press_delay, 0.25)
        self.assertEqual(self.box.props.announcement, None)

    def test_move_updates_the_store_and_emits_item_moved(self):
        self.assertTrue(self.box.move_item(0, 0, 0, 2))
        self.assertEqual(keys(self.store), list("bcad"))
        self.assertEqual(self.moves, [("a", 0, 0, 0, 2)])

    def test_insets_from_a_rect_made_in_python(self):
        self.box.props.insets = ReorderGtk.Rect.new(10, 7, 10, 0)
        window = Gtk.Window(child=self.box, default_width=200, default_height=200)
        window.present()
        context = GLib.MainContext.default()
        while self.box.get_width() == 0:
            context.iteration(True)
        ok, first = self.box.get_item_bounds(0, 0)
        self.assertTrue(ok)
        self.assertEqual((first.origin.x, first.origin.y, first.size.width), (10, 7, 180))
        window.destroy()

    def test_flow_from_python(self):
        """The flow's enums, and chips wrapping in a box too narrow for all four."""
        self.box.props.layout = ReorderGtk.Layout.FLOW
        self.box.props.flow_align = ReorderGtk.FlowAlign.JUSTIFY
        self.box.props.item_spacing = 10
        self.assertEqual(self.box.props.flow_align, ReorderGtk.FlowAlign.JUSTIFY)
        chip = self.box.get_first_child()
        while chip is not None:
            chip.set_size_request(60, 30)
            chip = chip.get_next_sibling()
        window = Gtk.Window(child=self.box, default_width=220, default_height=200)
        window.present()
        context = GLib.MainContext.default()
        while self.box.get_width() == 0:
            context.iteration(True)
        frames = [self.box.get_item_bounds(0, i)[1] for i in range(4)]
        # Three to a line, spread over 220 (justified: 20 more between them); the fourth on
        # the next line (the last), at the start.
        self.assertEqual([(f.origin.x, f.origin.y, f.size.width, f.size.height) for f in frames],
                         [(0, 0, 60, 30), (80, 0, 60, 30), (160, 0, 60, 30), (0, 30, 60, 30)])
        window.destroy()

    def test_refusals_raise(self):
        self.box.set_item_flags(0, 1, ReorderGtk.ItemFlags.PINNED)
        with self.assertRaises(GLib.Error) as raised:
            self.box.move_item(0, 0, 0, 2)
        self.assertEqual(raised.exception.domain, "reorder-gtk-error-quark")
        self.assertEqual(keys(self.store), list("abcd"))
        self.assertEqual(self.moves, [])

    def test_selection_is_a_list_of_ids(self):
        changes = []
        self.box.connect("selection-changed", lambda box: changes.append(box.get_selection()))
        d, b = self.box.get_item_id(0, 3), self.box.get_item_id(0, 1)
        self.assertTrue(self.box.set_selection([d, b]))
        self.assertEqual(self.box.get_selection(), [d, b])
        self.assertEqual(self.box.find_item(d), (True, 0, 3))
        self.assertEqual(changes, [[d, b]])
        with self.assertRaises(GLib.Error):
            self.box.set_selection([d, d])
        self.assertTrue(self.box.set_selection([]))
        self.assertEqual(changes, [[d, b], []])

    def test_outline_depths_expanding_and_indent_signals(self):
        with self.assertRaises(GLib.Error):  # a list has no depths
            self.box.set_depths(0, [0, 1, 1, 0])
        self.box.props.layout = ReorderGtk.Layout.OUTLINE
        self.box.props.item_spacing = 0
        self.box.bind_model(self.store, lambda item: Gtk.Label(label=item.get_string()))
        self.assertTrue(self.box.set_depths(0, [0, 1, 1, 0]))
        self.assertEqual([self.box.get_depth(0, i) for i in range(4)], [0, 1, 1, 0])
        with self.assertRaises(GLib.Error):  # b two levels under a
            self.box.set_depths(0, [0, 2, 1, 0])
        depths = []
        self.box.connect("item-depth-changed", lambda box, item, old, new: depths.append(
            (item.get_string(), old, new)))
        self.assertTrue(self.box.set_item_depth(0, 3, 1))  # d: c's sibling
        self.assertEqual(depths, [("d", 0, 1)])
        with self.assertRaises(GLib.Error):  # two levels under c
            self.box.set_item_depth(0, 3, 3)
        self.assertEqual([self.box.get_depth(0, i) for i in range(4)], [0, 1, 1, 1])
        self.assertTrue(self.box.set_expanded(0, 0, False))
        self.assertFalse(self.box.get_expanded(0, 0))
        self.assertEqual(keys(self.store), list("abcd"))

    def test_lets_go_of_the_widgets_it_was_given(self):
        # The create-widget function's result is (transfer full): a widget
        # made in Python is freed with its row, neither leaked nor freed early.
        finalized = []
        store = Gio.ListStore.new(Gtk.StringObject)
        store.append(Gtk.StringObject.new("z"))

        def make(item):
            label = Gtk.Label(label=item.get_string())
            label.weak_ref(lambda: finalized.append(item.get_string()))
            return label

        self.box.bind_model(store, make)
        self.assertEqual(finalized, [])
        self.box.remove_all()
        self.assertEqual(finalized, ["z"])

    def test_sections_with_default_rules(self):
        other = Gio.ListStore.new(Gtk.StringObject)
        other.append(Gtk.StringObject.new("x"))
        self.assertTrue(self.box.append_section(other, Gtk.Label(label="Other"), None))
        self.assertTrue(self.box.move_item(1, 0, 0, 0))
        self.assertEqual(keys(self.store), list("xabcd"))
        self.assertEqual(self.moves, [("x", 1, 0, 0, 0)])


class SectionRulesTest(unittest.TestCase):
    """Section rules one at a time (append_section's C struct is NULL-only here)."""

    def setUp(self):
        self.box = ReorderGtk.Box()
        self.box.set_create_widget_func(lambda item: Gtk.Label(label=item.get_string()))
        self.top, self.rest = Gio.ListStore.new(Gtk.StringObject), Gio.ListStore.new(Gtk.StringObject)
        self.top.append(Gtk.StringObject.new("w"))
        for key in "abc":
            self.rest.append(Gtk.StringObject.new(key))
        self.assertTrue(self.box.append_section(self.top, None, None))
        self.assertTrue(self.box.append_section(self.rest, None, None))

    def test_capacity_displaces(self):
        self.assertEqual(self.box.get_section_capacity(0), 0)
        self.assertTrue(self.box.set_section_capacity(0, 1, ReorderGtk.Displacement.SOURCE_START))
        self.assertEqual(self.box.get_section_capacity(0), 1)
        self.assertTrue(self.box.move_item(1, 2, 0, 0))
        self.assertEqual((keys(self.top), keys(self.rest)), (["c"], ["w", "a", "b"]))
        # Without a label function an item is named by its id (unique across boxes).
        self.assertEqual(self.box.props.announcement,
                         f"item {self.box.get_item_id(0, 0)} was moved into section 1, "
                         "position 1 of 1.")

    def test_locked_refuses_and_keeps_the_other_rules(self):
        self.box.set_section_capacity(0, 1, ReorderGtk.Displacement.SOURCE_END)
        self.assertTrue(self.box.set_section_locked(1, True))
        self.assertTrue(self.box.get_section_locked(1))
        with self.assertRaises(GLib.Error):
            self.box.move_item(1, 0, 0, 0)
        self.assertEqual(keys(self.rest), list("abc"))
        self.assertTrue(self.box.move_item(1, 0, 1, 2))  # within: allowed
        self.assertEqual(keys(self.rest), list("bca"))
        self.assertTrue(self.box.set_section_locked(1, False))
        self.assertEqual(self.box.get_section_capacity(0), 1)  # kept
        self.assertTrue(self.box.move_item(1, 0, 0, 0))
        self.assertEqual((keys(self.top), keys(self.rest)), (["b"], ["c", "a", "w"]))

    def test_accepts_drops_and_minimum_count(self):
        self.assertTrue(self.box.set_section_accepts_drops(0, False))
        with self.assertRaises(GLib.Error):
            self.box.move_item(1, 0, 0, 0)
        self.assertTrue(self.box.set_section_minimum_count(0, 1))
        with self.assertRaises(GLib.Error):
            self.box.move_item(0, 0, 1, 0)
        self.assertEqual(keys(self.top), ["w"])


class GroupTest(unittest.TestCase):
    def setUp(self):
        self.group = ReorderGtk.Group.new()
        self.boxes, self.stores, self.log = [], [], []
        for letters in ("abc", "xyz"):
            box, store = ReorderGtk.Box(group=self.group), Gio.ListStore.new(Gtk.StringObject)
            for key in letters:
                store.append(Gtk.StringObject.new(key))
            box.bind_model(store, lambda item: Gtk.Label(label=item.get_string()))
            box.connect("item-transferred", self.on_transferred)
            self.boxes.append(box)
            self.stores.append(store)

    def on_transferred(self, box, item, source, fs, fi, ts, ti, kind):
        self.log.append((item.get_string(), self.boxes.index(source), fi,
                         self.boxes.index(box), ti, kind))

    def test_transfer_and_undo(self):
        a, x = self.boxes
        self.assertEqual(self.group.get_n_boxes(), 2)
        self.assertIs(a.props.group, self.group)
        self.assertTrue(a.transfer_item(0, 1, x, 0, 0))
        self.assertEqual((keys(self.stores[0]), keys(self.stores[1])), (list("ac"), list("bxyz")))
        self.assertEqual(self.log, [("b", 0, 1, 1, 0, ReorderGtk.TransferKind.MOVE)])
        self.assertTrue(x.undo())
        self.assertEqual((keys(self.stores[0]), keys(self.stores[1])), (list("abc"), list("xyz")))

    def test_copy_made_in_python_and_refusals(self):
        a, x = self.boxes
        a.props.transfer_pull = ReorderGtk.Pull.COPY
        self.group.connect("copy-item", lambda group, item, source, target:
                           Gtk.StringObject.new(item.get_string().upper()))
        self.assertTrue(a.transfer_item(0, 0, x, 0, 3))
        self.assertEqual((keys(self.stores[0]), keys(self.stores[1])), (list("abc"), list("xyzA")))
        self.assertEqual(self.log, [("A", 0, 0, 1, 3, ReorderGtk.TransferKind.COPY)])
        x.props.transfer_put = False
        with self.assertRaises(GLib.Error):
            a.transfer_item(0, 1, x, 0, 0)
        self.assertEqual(keys(self.stores[1]), list("xyzA"))

    def test_outer_scroll(self):
        scroller = Gtk.ScrolledWindow()
        self.assertIsNone(self.group.get_outer_scroll())
        self.group.set_outer_scroll(scroller)
        self.assertIs(self.group.props.outer_scroll, scroller)
        self.group.props.outer_scroll = None
        self.assertIsNone(self.group.get_outer_scroll())
        self.assertFalse(hasattr(self.group, "configure_outer_scroll"))  # C only (skip)


class ListViewTest(unittest.TestCase):
    """ReorderGtkListView: ::setup / ::bind from Python, moves, row heights."""

    def setUp(self):
        self.view = ReorderGtk.ListView(row_height=20)
        self.store = Gio.ListStore.new(Gtk.StringObject)
        for key in "abcd":
            self.store.append(Gtk.StringObject.new(key))
        self.view.set_store(self.store)
        self.moves = []
        self.view.connect("item-moved", lambda view, item, *where: self.moves.append(
            (item.get_string(),) + where))

    def test_move_updates_the_store_and_emits_item_moved(self):
        self.assertTrue(self.view.move_item(0, 2))
        self.assertEqual(keys(self.store), list("bcad"))
        self.assertEqual(self.moves, [("a", 0, 2)])

    def test_rows_bound_in_a_window(self):
        bound = []
        self.view.connect("setup", lambda view: Gtk.Label())
        self.view.connect("bind", lambda view, row, item: bound.append(item.get_string()))
        self.view.set_size_func(lambda item: 40 if item.get_string() == "b" else 20)
        window = Gtk.Window(child=self.view, default_width=200, default_height=200)
        window.present()
        context = GLib.MainContext.default()
        while self.view.get_n_row_widgets() < 4:
            context.iteration(True)
        self.assertEqual(sorted(bound), list("abcd"))
        self.assertEqual(self.view.get_row_bounds(2)[1].origin.y, 60)
        window.destroy()


if __name__ == "__main__":
    Gtk.init()
    unittest.main(verbosity=2)
