/*
 * tap-feature.c -- a page whose seed says tap "feature" (004): a click on
 * an item outside section 0 moves it to section 0, item 0. The box
 * animates the move (the rows slide) and announces it ("Music was moved
 * into section 1, position 1 of 1."), which main.c shows in the status
 * line; a full section 0 displaces its item as its rules say.
 */
#include "demo.h"

static void on_activated(ReorderGtkBox *box, GObject *item, Page *page)
{
  GError *error = NULL;
  guint s, position;
  demo_say("activate %s %s", page->seed, demo_key_of(item));
  for (s = 1; s < reorder_gtk_box_get_n_sections(box); s++)
    if (g_list_store_find(reorder_gtk_box_get_store(box, s), item, &position))
      break;
  if (s == reorder_gtk_box_get_n_sections(box))
    return; /* in section 0: already featured */
  if (!reorder_gtk_box_move_item(box, s, position, 0, 0, &error)) {
    demo_say("refused %s %s", page->seed, error->message);
    g_error_free(error);
  }
}

void demo_tap_to_feature(Page *page)
{
  g_signal_connect(page->box, "item-activated", G_CALLBACK(on_activated), page);
}
