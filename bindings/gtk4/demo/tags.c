/*
 * tags.c -- the Tags page (not a seed): three dozen tag chips of their own
 * widths in a flow (a ReorderGtkBox with "layout" REORDER_LAYOUT_FLOW):
 * they wrap into lines as wide as the window; long-press a chip and drag
 * it to another place, in its line or another; the keyboard moves it as
 * it looks (Up and Down to the next line). Above the chips, a switch lays
 * them out right to left (the box's text direction; --rtl starts it on)
 * and a drop-down lines up short lines at the start, the centre, or
 * spread over the width ("flow-align").
 *
 * It is a Page as the seed pages are ("tags"), so main.c prints the same
 * lines for it: frame, ready, order, move, lift, drop, cancel, select,
 * announce. Its items have keys t1 ... t36 and the tags' texts as titles.
 * Changing the alignment prints `align tags NAME`, the switch `direction
 * tags rtl|ltr`, each followed by the chips' new frames (`frame tags ...`)
 * once they are laid out. Once shown, `switch tags rtl=X,Y,W,H align=...`
 * says where the two controls are (window-surface coordinates, as the
 * ready line's box).
 */
#include "demo.h"

static const char *const tag_names[] = {
    "gtk",        "swift",       "drag and drop", "c",        "accessibility", "rtl",
    "flow",       "keyboard",    "undo",          "tags",     "chips",         "pointer",
    "long press", "auto-scroll", "x11",           "wayland",  "a11y",          "right to left",
    "selection",  "animation",   "python",        "qt6",      "gobject",       "introspection",
    "engine",     "layout",      "frames",        "spacing",  "justify",       "centre",
    "start",      "lines",       "wrap",          "demo",     "tests",         "xdotool"};

static const char *const align_names[] = {"Start", "Center", "Justify", NULL};

/* Prints every chip's frame once the box has been laid out again. */
static gboolean say_frames(GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  (void)widget;
  (void)clock;
  demo_say_frames(user_data);
  return G_SOURCE_REMOVE;
}

static void report_later(Page *page)
{
  gtk_widget_add_tick_callback(GTK_WIDGET(page->box), say_frames, page, NULL);
}

static void on_rtl(GtkSwitch *toggle, GParamSpec *pspec, Page *page)
{
  gboolean rtl = gtk_switch_get_active(toggle);
  (void)pspec;
  gtk_widget_set_direction(GTK_WIDGET(page->box), rtl ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR);
  demo_say("direction tags %s", rtl ? "rtl" : "ltr");
  report_later(page);
}

static void on_align(GtkDropDown *choice, GParamSpec *pspec, Page *page)
{
  guint k = gtk_drop_down_get_selected(choice);
  (void)pspec;
  g_object_set(page->box, "flow-align", (reorder_flow_align)k, NULL);
  demo_say("align tags %s", align_names[k]);
  report_later(page);
}

/* The widget's rectangle in its window's surface, "X,Y,W,H"; FALSE before
 * it has a size. */
static gboolean widget_place(GtkWidget *widget, char out[64])
{
  GtkNative *native = gtk_widget_get_native(widget);
  graphene_point_t at;
  double sx, sy;
  if (!native || gtk_widget_get_width(widget) == 0 ||
      !gtk_widget_compute_point(widget, GTK_WIDGET(native), &GRAPHENE_POINT_INIT(0, 0), &at))
    return FALSE;
  gtk_native_get_surface_transform(native, &sx, &sy);
  g_snprintf(out, 64, "%.0f,%.0f,%d,%d", at.x + sx, at.y + sy, gtk_widget_get_width(widget),
             gtk_widget_get_height(widget));
  return TRUE;
}

static gboolean say_controls(GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  char rtl[64], align[64];
  (void)clock;
  if (!widget_place(widget, rtl) || !widget_place(user_data, align))
    return G_SOURCE_CONTINUE;
  demo_say("switch tags rtl=%s align=%s", rtl, align);
  return G_SOURCE_REMOVE;
}

static GtkWidget *make_chip(gpointer data, gpointer user_data)
{
  GtkWidget *chip = demo_make_cell(data, user_data);
  gtk_widget_add_css_class(chip, "chip");
  return chip;
}

/* A label and its control, side by side. */
static void add_control(GtkWidget *bar, const char *text, GtkWidget *control)
{
  GtkWidget *label = gtk_label_new(text);
  gtk_widget_set_margin_start(label, 12);
  gtk_widget_set_valign(control, GTK_ALIGN_CENTER);
  gtk_box_append(GTK_BOX(bar), label);
  gtk_box_append(GTK_BOX(bar), control);
}

GtkWidget *demo_tags_build(Page *page, GtkWidget *scroller)
{
  GtkWidget *page_box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *rtl = gtk_switch_new(), *align = gtk_drop_down_new_from_strings(align_names);
  GListStore *store = g_list_store_new(DEMO_TYPE_ITEM);
  GError *error = NULL;
  reorder_options o;
  guint k;
  page->seed = "tags";
  page->title = "Tags";
  page->hint = "Long-press a tag and drag it to another place, in its line or another";
  for (k = 0; k < G_N_ELEMENTS(tag_names); k++) {
    char key[8];
    DemoItem *item;
    g_snprintf(key, sizeof key, "t%u", k + 1);
    item = demo_item_new(key, tag_names[k], 0, (int)(k % 6), REORDER_ITEM_DEFAULT);
    g_list_store_append(store, item);
    g_object_unref(item);
  }
  reorder_gtk_box_get_options(page->box, &o);
  o.layout = REORDER_LAYOUT_FLOW;
  o.item_spacing = o.line_spacing = 8;
  o.insets.x = o.insets.y = o.insets.width = o.insets.height = 12;
  demo_must(reorder_gtk_box_configure(page->box, &o, &error), error);
  demo_must(reorder_gtk_box_bind_model(page->box, store, make_chip, NULL, NULL, &error), error);
  g_object_unref(store);

  gtk_switch_set_active(GTK_SWITCH(rtl),
                        gtk_widget_get_direction(GTK_WIDGET(page->box)) == GTK_TEXT_DIR_RTL);
  g_signal_connect(rtl, "notify::active", G_CALLBACK(on_rtl), page);
  g_signal_connect(align, "notify::selected", G_CALLBACK(on_align), page);
  gtk_widget_add_tick_callback(rtl, say_controls, align, NULL); /* once mapped */
  add_control(bar, "Right to left", rtl);
  add_control(bar, "Align", align);
  gtk_widget_set_vexpand(scroller, TRUE);
  gtk_box_append(GTK_BOX(page_box), bar);
  gtk_box_append(GTK_BOX(page_box), scroller);
  return page_box;
}
