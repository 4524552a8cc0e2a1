/*
 * seed004-featured.c -- seed 004: a click on a channel moves it into the
 * one-item featured section, whose item is displaced to the top of the
 * channels. The box animates the move (the rows slide) and announces it
 * ("Music was moved into section 1, position 1 of 1."), which main.c shows
 * in the status line.
 */
#include "demo.h"

static void on_activated(ReorderGtkBox *box, GObject *item, Page *page)
{
  GError *error = NULL;
  guint position;
  demo_say("activate %s %s", page->seed, demo_key_of(item));
  if (!g_list_store_find(reorder_gtk_box_get_store(box, 1), item, &position))
    return; /* the featured one: already there */
  if (!reorder_gtk_box_move_item(box, 1, position, 0, 0, &error)) {
    demo_say("refused %s %s", page->seed, error->message);
    g_error_free(error);
  }
}

void demo_build_004(Page *page)
{
  static const char *const channels[] = {"News", "Sports", "Music", "Movies",
                                         "Science", "Travel", "Food", "Games"};
  ReorderGtkBox *box = page->box;
  GError *error = NULL;
  reorder_section_rules featured;
  GListStore *top = demo_new_store(), *rest = demo_new_store();
  guint i;
  reorder_section_rules_init(&featured, REORDER_SECTION_RULES_VERSION);
  featured.capacity = 1;
  featured.displacement = REORDER_DISPLACE_SOURCE_START;
  demo_append(top, demo_item_new("Weather", "Weather", 56, 2));
  for (i = 0; i < G_N_ELEMENTS(channels); i++)
    demo_append(rest, demo_item_new(channels[i], channels[i], 48, 0));
  reorder_gtk_box_set_create_widget_func(box, demo_make_row, GINT_TO_POINTER(FALSE), NULL);
  demo_must(reorder_gtk_box_append_section(box, top, demo_header("Featured (one channel)"),
                                           &featured, &error), error);
  demo_must(reorder_gtk_box_append_section(box, rest, demo_header("Channels: click to feature"),
                                           NULL, &error), error);
  g_object_unref(top);
  g_object_unref(rest);
  g_signal_connect(box, "item-activated", G_CALLBACK(on_activated), page);
}
