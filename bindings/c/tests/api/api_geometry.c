/*
 * api_geometry.c -- item frames, content size and hit tests in a list,
 * a horizontal list and a grid.
 */
#include "harness.h"
#include "api_tests.h"

void test_geometry(void)
{
  reorder_engine *e = NULL;
  reorder_options o = list_options(REORDER_COMMIT_LIVE);
  reorder_rect f;
  reorder_hit h;
  double w = -1, hgt = -1;
  uint64_t ids[] = {1, 2, 3, 4, 5};
  double sizes[] = {10, 10, 10, 10, 10};

  OK(e, reorder_engine_new(&e, &o));
  h.kind = 99;
  OK(e, reorder_engine_hit_test(&h, sizeof h, e, pt(5, 5)));
  CHECK(h.kind == REORDER_HIT_NONE); /* no sections */
  OK(e, reorder_engine_content_size(&w, &hgt, e));
  CHECK(hgt == 0);

  OK(e, reorder_section_insert(e, 0, 7, 3, NULL)); /* header 7, footer 3 */
  OK(e, reorder_section_load(e, 0, ids, sizes, NULL, 5));
  OK(e, reorder_item_frame(&f, e, 1));
  CHECK(f.x == 0 && f.y == 7 && f.width == 100 && f.height == 10);
  OK(e, reorder_item_frame(&f, e, 3));
  CHECK(f.y == 27);
  ST(e, reorder_item_frame(&f, e, 33), REORDER_E_UNKNOWN_ID);
  ST(e, reorder_item_frame(NULL, e, 3), REORDER_E_NULL);
  OK(e, reorder_engine_content_size(&w, &hgt, e));
  CHECK(w == 100 && hgt == 60);
  ST(e, reorder_engine_content_size(NULL, &hgt, e), REORDER_E_NULL);
  OK(e, reorder_section_set_extents(e, 0, 0, 0));
  OK(e, reorder_engine_content_size(&w, &hgt, e));
  CHECK(hgt == 50);

  OK(e, reorder_engine_hit_test(&h, sizeof h, e, pt(50, 15)));
  CHECK(h.kind == REORDER_HIT_ITEM && h.path.section == 0 && h.path.item == 1);
  OK(e, reorder_engine_hit_test(&h, sizeof h, e, pt(50, 49.5)));
  CHECK(h.kind == REORDER_HIT_ITEM && h.path.item == 4);
  OK(e, reorder_engine_hit_test(&h, sizeof h, e, pt(50, 500)));
  CHECK(h.kind == REORDER_HIT_SLOT && h.path.section == 0 && h.path.item == 5);
  OK(e, reorder_engine_hit_test(&h, sizeof h, e, pt(NAN, 5)));
  CHECK(h.kind == REORDER_HIT_NONE);
  OK(e, reorder_engine_hit_test(&h, sizeof h, e, pt(5, -INFINITY)));
  CHECK(h.kind == REORDER_HIT_NONE);
  OK(e, reorder_engine_free(e));

  /* A horizontal list: items run along x, cross_extent is their height. */
  o = default_options();
  o.axis = REORDER_AXIS_HORIZONTAL;
  o.cross_extent = 40;
  o.item_spacing = 5;
  {
    int n = 3;
    e = make_engine(&o, 1, &n);
  }
  OK(e, reorder_item_frame(&f, e, 2));
  CHECK(f.x == 15 && f.y == 0 && f.width == 10 && f.height == 40);
  OK(e, reorder_engine_content_size(&w, &hgt, e));
  CHECK(w == 40 && hgt == 40);
  OK(e, reorder_engine_hit_test(&h, sizeof h, e, pt(17, 20)));
  CHECK(h.kind == REORDER_HIT_ITEM && h.path.item == 1);
  OK(e, reorder_engine_free(e));

  /* A grid of 2 columns, square cells. */
  o = default_options();
  o.layout = REORDER_LAYOUT_GRID;
  o.grid_columns = 2;
  o.cross_extent = 100;
  {
    int n = 4;
    e = make_engine(&o, 1, &n);
  }
  OK(e, reorder_item_frame(&f, e, 3));
  CHECK(f.x == 0 && f.y == 50 && f.width == 50 && f.height == 50);
  OK(e, reorder_item_frame(&f, e, 2));
  CHECK(f.x == 50 && f.y == 0);
  OK(e, reorder_engine_content_size(&w, &hgt, e));
  CHECK(w == 100 && hgt == 100);
  OK(e, reorder_engine_hit_test(&h, sizeof h, e, pt(75, 75)));
  CHECK(h.kind == REORDER_HIT_ITEM && h.path.item == 3);
  OK(e, reorder_engine_free(e));
}
