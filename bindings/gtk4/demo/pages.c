/*
 * pages.c -- every page of the demo from its seed in bindings/seeds/seeds.h
 * (generated from seeds.json, the pages every host shows): the box's
 * options, the sections with their headers and rules, the items with
 * their flags, rows with a grip when the page drags by it, and the
 * colours. seeds.h is all static data: only this file includes it.
 */
#include "demo.h"
#include "seeds.h"

G_STATIC_ASSERT(G_N_ELEMENTS(seed_pages) == DEMO_N_PAGES);

static void configure(ReorderGtkBox *box, const seed_page *seed)
{
  GError *error = NULL;
  reorder_options o;
  reorder_gtk_box_get_options(box, &o);
  o.layout = seed->layout;
  o.rule = seed->rule;
  o.semantics = seed->semantics;
  if (seed->layout == REORDER_LAYOUT_GRID) {
    o.grid_columns = seed->grid_columns;
    o.grid_cell_height = seed->grid_cell_height;
    o.item_spacing = o.line_spacing = seed->grid_spacing;
    o.insets.x = o.insets.y = o.insets.width = o.insets.height = seed->grid_insets;
  }
  demo_must(reorder_gtk_box_configure(box, &o, &error), error);
}

static void append_section(ReorderGtkBox *box, guint s, const seed_section *section)
{
  GError *error = NULL;
  GListStore *store = g_list_store_new(DEMO_TYPE_ITEM);
  reorder_section_rules rules;
  int i;
  reorder_section_rules_init(&rules, REORDER_SECTION_RULES_VERSION);
  rules.locked = section->locked;
  rules.capacity = section->capacity;
  rules.displacement = section->displacement;
  for (i = 0; i < section->n_items; i++) {
    const seed_item *it = &section->items[i];
    DemoItem *item = demo_item_new(it->key, it->title, it->height, it->color, it->flags);
    g_list_store_append(store, item);
    g_object_unref(item);
  }
  demo_must(reorder_gtk_box_append_section(box, store,
                                           *section->title ? demo_header(section->title) : NULL,
                                           &rules, &error),
            error);
  g_object_unref(store);
  /* The flags go to the engine's items: pinned ones stay where they are. */
  for (i = 0; i < section->n_items; i++)
    if (section->items[i].flags != REORDER_ITEM_DEFAULT)
      demo_must(reorder_gtk_box_set_item_flags(box, s, i, section->items[i].flags, &error),
                error);
}

void demo_build_page(Page *page, guint k)
{
  const seed_page *seed = &seed_pages[k];
  int s;
  page->seed = seed->id;
  page->title = seed->title;
  page->hint = seed->hint;
  configure(page->box, seed);
  if (seed->layout == REORDER_LAYOUT_GRID)
    reorder_gtk_box_set_create_widget_func(page->box, demo_make_cell, NULL, NULL);
  else
    reorder_gtk_box_set_create_widget_func(page->box, demo_make_row,
                                           GINT_TO_POINTER(seed->handle), NULL);
  for (s = 0; s < seed->n_sections; s++)
    append_section(page->box, s, &seed->sections[s]);
  if (seed->tap == SEED_TAP_FEATURE)
    demo_tap_to_feature(page);
}

const char *demo_item_color(DemoItem *item)
{
  return item->flags & REORDER_ITEM_PINNED ? seed_pinned_color : seed_colors[item->color];
}

char *demo_seed_css(void)
{
  GString *css = g_string_new(NULL);
  guint c;
  for (c = 0; c < G_N_ELEMENTS(seed_colors); c++)
    g_string_append_printf(css, ".c%u { background: %s; }", c, seed_colors[c]);
  /* After the colours: the same weight, so these win. */
  g_string_append_printf(css, ".pinned { background: %s; } .reorder-lifted { background: %s; }",
                         seed_pinned_color, seed_lifted_color);
  return g_string_free(css, FALSE);
}
