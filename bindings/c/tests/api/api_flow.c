/*
 * api_flow.c -- a flow (REORDER_LAYOUT_FLOW) through the C ABI: lines of
 * items of their own width and height, alignment and right to left, the
 * cross-size calls and their errors, and a drag across line breaks whose
 * MOVE events keep a host's copy of the order right.
 */
#include "harness.h"
#include "api_tests.h"

/* Widths 80, 40, 120, 60, 80, 40, 60, 80, 100, 50, 70, 90 in 300 with 10
 * between: lines [1 2 3] [4 5 6 7] [8 9 10] [11 12]. */
static reorder_engine *flow_engine(reorder_flow_align align, reorder_direction direction)
{
  reorder_engine *e = NULL;
  reorder_options o = default_options();
  uint64_t ids[12];
  static const double widths[12] = {80, 40, 120, 60, 80, 40, 60, 80, 100, 50, 70, 90};
  int i;
  o.layout = REORDER_LAYOUT_FLOW;
  o.item_spacing = 10;
  o.line_spacing = 10;
  o.flow_item_height = 30;
  o.flow_align = align;
  o.direction = direction;
  o.activation = REORDER_ACTIVATION_IMMEDIATE;
  for (i = 0; i < 12; i++) ids[i] = (uint64_t)i + 1;
  OK(NULL, reorder_engine_new(&e, &o));
  OK(e, reorder_engine_set_viewport(e, rc(0, 0, 300, 400)));
  OK(e, reorder_section_insert(e, 0, 0, 0, NULL));
  OK(e, reorder_section_load(e, 0, ids, widths, NULL, 12));
  return e;
}

static int frame_is(reorder_engine *e, uint64_t id, double x, double y, double w, double h)
{
  reorder_rect f = rc(-1, -1, -1, -1);
  OK(e, reorder_item_frame(&f, e, id));
  if (f.x == x && f.y == y && f.width == w && f.height == h) return 1;
  fprintf(stderr, "item %llu: (%g, %g, %g, %g), expected (%g, %g, %g, %g)\n",
          (unsigned long long)id, f.x, f.y, f.width, f.height, x, y, w, h);
  return 0;
}

void test_flow_layout(void)
{
  reorder_engine *e = flow_engine(REORDER_FLOW_ALIGN_START, REORDER_DIRECTION_LTR);
  reorder_hit h;
  double w = 0, hgt = 0, heights[12];
  int i;

  CHECK(frame_is(e, 3, 140, 0, 120, 30));
  CHECK(frame_is(e, 4, 0, 40, 60, 30));
  CHECK(frame_is(e, 8, 0, 80, 80, 30));
  OK(e, reorder_engine_content_size(&w, &hgt, e));
  CHECK(w == 300 && hgt == 150);
  OK(e, reorder_engine_hit_test(&h, sizeof h, e, pt(150, 90)));
  CHECK(h.kind == REORDER_HIT_ITEM && h.path.item == 8); /* item 9 */
  OK(e, reorder_engine_hit_test(&h, sizeof h, e, pt(295, 50)));
  CHECK(h.kind == REORDER_HIT_SLOT && h.path.item == 7); /* past line 2's end */

  /* A tall item makes its line taller; the others centre in it. */
  OK(e, reorder_item_set_cross_size(e, 2, 50));
  CHECK(frame_is(e, 2, 90, 0, 40, 50));
  CHECK(frame_is(e, 1, 0, 10, 80, 30));
  CHECK(frame_is(e, 4, 0, 60, 60, 30));
  for (i = 0; i < 12; i++) heights[i] = 20;
  OK(e, reorder_section_set_cross_sizes(e, 0, heights, 12));
  CHECK(frame_is(e, 4, 0, 30, 60, 20));

  /* Bad input changes nothing. */
  ST(e, reorder_item_set_cross_size(e, 99, 10), REORDER_E_UNKNOWN_ID);
  ST(e, reorder_item_set_cross_size(e, 2, NAN), REORDER_E_INVALID);
  ST(e, reorder_item_set_cross_size(e, 2, -1), REORDER_E_INVALID);
  ST(e, reorder_section_set_cross_sizes(e, 0, heights, 11), REORDER_E_INVALID);
  ST(e, reorder_section_set_cross_sizes(e, 1, heights, 12), REORDER_E_RANGE);
  ST(e, reorder_section_set_cross_sizes(e, 0, NULL, 12), REORDER_E_NULL);
  heights[5] = INFINITY;
  ST(e, reorder_section_set_cross_sizes(e, 0, heights, 12), REORDER_E_INVALID);
  CHECK(frame_is(e, 4, 0, 30, 60, 20));
  OK(e, reorder_engine_free(e));

  /* Centred and justified lines; right to left mirrors. */
  e = flow_engine(REORDER_FLOW_ALIGN_CENTER, REORDER_DIRECTION_LTR);
  CHECK(frame_is(e, 1, 20, 0, 80, 30)); /* 260 used of 300 */
  OK(e, reorder_engine_free(e));
  e = flow_engine(REORDER_FLOW_ALIGN_JUSTIFY, REORDER_DIRECTION_LTR);
  CHECK(frame_is(e, 3, 180, 0, 120, 30)); /* 40 more shared by 2 gaps */
  CHECK(frame_is(e, 11, 0, 120, 70, 30)); /* the last line stays at the start */
  OK(e, reorder_engine_free(e));
  e = flow_engine(REORDER_FLOW_ALIGN_START, REORDER_DIRECTION_RTL);
  CHECK(frame_is(e, 1, 220, 0, 80, 30));
  CHECK(frame_is(e, 4, 240, 40, 60, 30));
  OK(e, reorder_engine_free(e));

  /* An unknown alignment is refused. */
  {
    reorder_options o = default_options();
    o.layout = REORDER_LAYOUT_FLOW;
    o.flow_align = 3;
    e = NULL;
    ST(NULL, reorder_engine_new(&e, &o), REORDER_E_INVALID);
    CHECK(e == NULL);
    o.flow_align = REORDER_FLOW_ALIGN_START;
    o.flow_item_height = -2;
    ST(NULL, reorder_engine_new(&e, &o), REORDER_E_INVALID);
  }
}

void test_flow_drag(void)
{
  reorder_engine *e = flow_engine(REORDER_FLOW_ALIGN_START, REORDER_DIRECTION_LTR);
  ev_log *log = new_log();
  model m;
  double t = 0;
  int k, seen;

  model_load(&m, e);
  OK(e, reorder_engine_set_event_callback(e, log_event, sizeof(reorder_event), NULL, log));
  /* Item 1 from the first line down onto the third, then back. */
  OK(e, reorder_engine_pointer_down(e, pt(40, 15), t));
  for (k = 0; k <= 8; k++) {
    t += 0.016;
    OK(e, reorder_engine_pointer_move(e, pt(40 + k * 20, 15 + k * 10), t));
  }
  CHECK(count_type(log, REORDER_EVENT_MOVE) > 0);
  seen = log->n;
  CHECK(model_apply(&m, log, 0));
  CHECK(model_matches(&m, e));
  {
    reorder_index_path p;
    OK(e, reorder_item_index_path(&p, e, 1));
    CHECK(p.item >= 8);
  }
  t += 0.016;
  OK(e, reorder_engine_pointer_move(e, pt(5, 10), t));
  OK(e, reorder_engine_pointer_up(e, pt(5, 10), t + 0.016));
  CHECK(model_apply(&m, log, seen));
  CHECK(model_matches(&m, e));
  ORDER_IS(e, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12);
  OK(e, reorder_engine_free(e));
  free(log);
}
