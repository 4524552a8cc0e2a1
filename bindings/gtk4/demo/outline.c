/*
 * outline.c -- the Outline page (not a seed): a nested to-do list in a
 * ReorderGtkBox with "layout" REORDER_LAYOUT_OUTLINE. Projects hold groups,
 * groups hold tasks; each row with children has an expander button. Long-
 * press a row and drag it: its sub-items go with it, sideways changes its
 * depth, held over a group's middle it goes in (a collapsed group opens
 * after a moment); Tab and Shift+Tab indent and outdent the focused row.
 * Tasks take no children (REORDER_ITEM_NO_CHILDREN): a task held over
 * another task's middle combines with it, which here makes a new group
 * "Group N" where the task under it was, holding that task and then the
 * dragged one.
 *
 * The model is the store: the items in order, each DemoItem with its depth
 * and whether it is expanded, kept in step with the box from its signals
 * (::item-moved moves, ::item-depth-changed sets the depth,
 * ::item-expanded, ::items-combined) and the expander buttons.
 *
 * A combine rebuilds the store (new rows, so the selection is cleared);
 * one that would nest rows past "outline-max-depth" is refused.
 *
 * It is a Page as the seed pages are ("outline"), so main.c prints the same
 * lines for it; and after every change, once the box is laid out again,
 * every row's `frame outline ...` (a hidden row's is 0 high) and then
 * `tree outline KEY:DEPTH ...` (a collapsed row's depth followed by "-");
 * a combine prints `combine outline KEY+OTHER group=KEY` first.
 */
#include "demo.h"

typedef struct {
  const char *key, *title;
  int depth;
  gboolean task;
} Seed;

static const Seed seeds[] = {
    {"o1", "Projects", 0, FALSE},       {"o2", "Website", 1, FALSE},
    {"o3", "Write the copy", 2, TRUE},  {"o4", "Pick photos", 2, TRUE},
    {"o5", "Publish", 2, TRUE},         {"o6", "Garden", 1, FALSE},
    {"o7", "Buy seeds", 2, TRUE},       {"o8", "Build a raised bed", 2, TRUE},
    {"o9", "Home", 0, FALSE},           {"o10", "Fix the tap", 1, TRUE},
    {"o11", "Paint the hall", 1, TRUE}, {"o12", "Errands", 1, FALSE},
    {"o13", "Post office", 2, TRUE},    {"o14", "Someday", 0, FALSE}};

static guint groups_made; /* numbers the groups combining makes */
static gboolean report_pending;

static GListModel *model_of(Page *page)
{
  return G_LIST_MODEL(reorder_gtk_box_get_store(page->box, 0));
}

static DemoItem *item_at(Page *page, guint i) /* transfer none: the store holds it */
{
  DemoItem *item = g_list_model_get_item(model_of(page), i);
  g_object_unref(item);
  return item;
}

/* Whether the item at i has children: the next item is deeper. */
static gboolean has_children(Page *page, guint i)
{
  return i + 1 < g_list_model_get_n_items(model_of(page)) &&
         item_at(page, i + 1)->depth > item_at(page, i)->depth;
}

/* A row shows its expander when it has children, ▾ open or ▸ closed. */
static void update_expanders(Page *page)
{
  guint i;
  for (i = 0; i < g_list_model_get_n_items(model_of(page)); i++) {
    DemoItem *item = item_at(page, i);
    GtkWidget *button = g_object_get_data(G_OBJECT(item), "expander");
    gboolean parent = has_children(page, i);
    if (!button)
      continue;
    gtk_button_set_label(GTK_BUTTON(button), parent ? (item->expanded ? "▾" : "▸") : "");
    gtk_widget_set_sensitive(button, parent);
  }
}

static gboolean say_tree(GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  Page *page = user_data;
  GString *out = g_string_new(NULL);
  guint i;
  (void)clock;
  if (gtk_widget_get_width(widget) == 0)
    return G_SOURCE_CONTINUE; /* not laid out yet */
  report_pending = FALSE;
  demo_say_frames(page);
  for (i = 0; i < g_list_model_get_n_items(model_of(page)); i++) {
    DemoItem *item = item_at(page, i);
    g_string_append_printf(out, " %s:%d%s", item->key, item->depth, item->expanded ? "" : "-");
  }
  demo_say("tree outline%s", out->str);
  g_string_free(out, TRUE);
  return G_SOURCE_REMOVE;
}

/* Something changed: the expanders now, the frames and the tree once the
 * box is laid out again (one report for what a frame's events did). */
static void changed(Page *page)
{
  update_expanders(page);
  if (report_pending)
    return;
  report_pending = TRUE;
  gtk_widget_add_tick_callback(GTK_WIDGET(page->box), say_tree, page, NULL);
}

static void on_expander(GtkButton *button, Page *page)
{
  DemoItem *item = g_object_get_data(G_OBJECT(button), "item");
  GError *error = NULL;
  guint i;
  if (!g_list_store_find(reorder_gtk_box_get_store(page->box, 0), item, &i))
    return;
  if (!reorder_gtk_box_set_expanded(page->box, 0, i, !item->expanded, &error)) {
    demo_say("refused outline %s: %s", item->key, error->message); /* the lifted row */
    g_error_free(error);
    return;
  }
  item->expanded = !item->expanded;
  demo_say("toggle outline %s %s", item->key, item->expanded ? "open" : "closed");
  changed(page);
}

/* A row's button goes with its row: the item forgets it. */
static void forget_expander(GtkWidget *button, DemoItem *item)
{
  if (g_object_get_data(G_OBJECT(item), "expander") == button)
    g_object_set_data(G_OBJECT(item), "expander", NULL);
}

static GtkWidget *make_row(gpointer data, gpointer user_data)
{
  DemoItem *item = data;
  GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4);
  GtkWidget *button = gtk_button_new_with_label("");
  GtkWidget *title = gtk_label_new(item->title);
  gtk_widget_add_css_class(row, "row");
  gtk_widget_add_css_class(row, item->flags & REORDER_ITEM_NO_CHILDREN ? "task" : "group");
  gtk_widget_set_size_request(row, -1, 36);
  gtk_widget_add_css_class(button, "flat");
  gtk_widget_add_css_class(button, "expander");
  gtk_widget_set_size_request(button, 28, -1);
  gtk_widget_set_valign(button, GTK_ALIGN_CENTER);
  g_object_set_data(G_OBJECT(button), "item", item);
  g_object_set_data(G_OBJECT(item), "expander", button);
  g_signal_connect(button, "clicked", G_CALLBACK(on_expander), user_data);
  g_signal_connect(button, "destroy", G_CALLBACK(forget_expander), item);
  gtk_label_set_xalign(GTK_LABEL(title), 0);
  gtk_widget_set_hexpand(title, TRUE);
  gtk_box_append(GTK_BOX(row), button);
  gtk_box_append(GTK_BOX(row), title);
  return row;
}

/* Gives the box every item's depth, flags and collapsed state from the
 * store's items: at start, and after the store was rebuilt. */
static void describe(Page *page)
{
  guint i, n = g_list_model_get_n_items(model_of(page));
  guint *depths = g_new(guint, n ? n : 1);
  GError *error = NULL;
  for (i = 0; i < n; i++)
    depths[i] = (guint)item_at(page, i)->depth;
  demo_must(reorder_gtk_box_set_depths(page->box, 0, depths, n, &error), error);
  g_free(depths);
  for (i = 0; i < n; i++) {
    DemoItem *item = item_at(page, i);
    demo_must(reorder_gtk_box_set_item_flags(page->box, 0, i, item->flags, &error), error);
    if (!item->expanded)
      demo_must(reorder_gtk_box_set_expanded(page->box, 0, i, FALSE, &error), error);
  }
  changed(page);
}

static void on_depth_changed(ReorderGtkBox *box, GObject *item, guint from, guint depth,
                             Page *page)
{
  (void)box;
  (void)from;
  DEMO_ITEM(item)->depth = (int)depth;
  changed(page);
}

static void on_expanded(ReorderGtkBox *box, GObject *item, Page *page)
{
  (void)box;
  DEMO_ITEM(item)->expanded = TRUE;
  changed(page);
}

/* How many items item i's subtree holds, itself included. */
static guint subtree_size(Page *page, guint i)
{
  guint n = g_list_model_get_n_items(model_of(page)), end = i + 1;
  while (end < n && item_at(page, end)->depth > item_at(page, i)->depth)
    end++;
  return end - i;
}

typedef struct {
  Page *page;
  DemoItem *item, *other; /* refs */
} Combine;

/* The combine, once the drag is over (depths are not set during one): a
 * new group at other's place and depth, holding other and then the
 * dragged subtree. The store is rebuilt in one splice. */
static gboolean combine_now(gpointer data)
{
  Combine *c = data;
  Page *page = c->page;
  GListStore *store = reorder_gtk_box_get_store(page->box, 0);
  guint n = g_list_model_get_n_items(model_of(page)), from, at, k, size;
  /* The new order holds its own references: the splice lets go of the old
   * one first. */
  GPtrArray *next = g_ptr_array_new_with_free_func(g_object_unref);
  DemoItem *group;
  char key[16], title[32];
  int shift, max_depth;
  if (!g_list_store_find(store, c->item, &from) || !g_list_store_find(store, c->other, &at)) {
    g_ptr_array_unref(next);
    return G_SOURCE_REMOVE; /* gone meanwhile */
  }
  size = subtree_size(page, from);
  shift = c->other->depth + 1 - c->item->depth;
  g_object_get(page->box, "outline-max-depth", &max_depth, NULL);
  for (k = from; k < from + size; k++)
    if (item_at(page, k)->depth + shift > max_depth) {
      demo_say("refused outline %s+%s: deeper than %d", c->item->key, c->other->key, max_depth);
      gtk_label_set_text(page->status, "Too deep to group there");
      g_ptr_array_unref(next);
      return G_SOURCE_REMOVE;
    }
  g_snprintf(key, sizeof key, "g%u", ++groups_made);
  g_snprintf(title, sizeof title, "Group %u", groups_made);
  group = demo_item_new(key, title, 0, 0, REORDER_ITEM_DEFAULT);
  group->depth = c->other->depth;
  for (k = 0; k < n; k++) {
    DemoItem *item = item_at(page, k);
    guint j;
    if (k >= from && k < from + size)
      continue; /* placed after other */
    if (k == at)
      g_ptr_array_add(next, group);
    g_ptr_array_add(next, g_object_ref(item));
    if (k != at)
      continue;
    item->depth++;
    for (j = from; j < from + size; j++) {
      item_at(page, j)->depth += shift;
      g_ptr_array_add(next, g_object_ref(item_at(page, j)));
    }
  }
  demo_say("combine outline %s+%s group=%s", c->item->key, c->other->key, key);
  g_list_store_splice(store, 0, n, next->pdata, next->len);
  g_ptr_array_unref(next);
  describe(page);
  return G_SOURCE_REMOVE;
}

static void combine_free(gpointer data)
{
  Combine *c = data;
  g_object_unref(c->item);
  g_object_unref(c->other);
  g_free(c);
}

static void on_combined(ReorderGtkBox *box, GObject *item, GObject *other, Page *page)
{
  Combine *c = g_new(Combine, 1);
  (void)box;
  c->page = page;
  c->item = g_object_ref(DEMO_ITEM(item));
  c->other = g_object_ref(DEMO_ITEM(other));
  g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, combine_now, c, combine_free);
}

void demo_outline_build(Page *page)
{
  GListStore *store = g_list_store_new(DEMO_TYPE_ITEM);
  GError *error = NULL;
  reorder_options o;
  guint k;
  page->seed = "outline";
  page->title = "Outline";
  page->hint = "Long-press a row and drag it: sideways to indent, onto a group to put it in, "
               "onto a task to group the two; Tab and Shift+Tab indent";
  for (k = 0; k < G_N_ELEMENTS(seeds); k++) {
    DemoItem *item = demo_item_new(seeds[k].key, seeds[k].title, 0, 0,
                                   seeds[k].task ? REORDER_ITEM_DEFAULT | REORDER_ITEM_NO_CHILDREN
                                                 : REORDER_ITEM_DEFAULT);
    item->depth = seeds[k].depth;
    g_list_store_append(store, item);
    g_object_unref(item);
  }
  reorder_gtk_box_get_options(page->box, &o);
  o.layout = REORDER_LAYOUT_OUTLINE;
  o.item_spacing = 0;
  o.outline_indent = 28;
  o.combine_zone = 0.5;
  demo_must(reorder_gtk_box_configure(page->box, &o, &error), error);
  demo_must(reorder_gtk_box_bind_model(page->box, store, make_row, page, NULL, &error), error);
  g_object_unref(store);
  describe(page);
  g_signal_connect(page->box, "item-depth-changed", G_CALLBACK(on_depth_changed), page);
  g_signal_connect(page->box, "item-expanded", G_CALLBACK(on_expanded), page);
  g_signal_connect(page->box, "items-combined", G_CALLBACK(on_combined), page);
  g_signal_connect_swapped(page->box, "item-moved", G_CALLBACK(changed), page);
  g_signal_connect_swapped(page->box, "item-dropped", G_CALLBACK(changed), page);
  g_signal_connect_swapped(page->box, "drag-cancelled", G_CALLBACK(changed), page);
}
