/*
 * api_keyboard.c -- keyboard drags in a list, a grid and across
 * sections.
 */
#include "harness.h"
#include "api_tests.h"

void test_keyboard(void)
{
  reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
  ev_log *log = new_log();
  model m;
  const reorder_event *ev;
  uint64_t focused = 2, unknown = 99;
  double t = 0;

  model_load(&m, e);
  OK(e, reorder_engine_set_event_callback(e, log_event, sizeof(reorder_event), NULL, log));
  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, NULL, t)); /* no focus: nothing */
  CHECK(count_type(log, REORDER_EVENT_LIFT) == 0);
  ST(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, &unknown, t),
     REORDER_E_UNKNOWN_ID);
  ST(e, reorder_engine_key(e, 99, &focused, t), REORDER_E_INVALID);
  ST(e, reorder_engine_key(e, -1, &focused, t), REORDER_E_INVALID);
  ST(e, reorder_engine_key(e, REORDER_KEY_NEXT, &focused, NAN), REORDER_E_INVALID);

  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, &focused, t += 0.1));
  ev = last_of(log, REORDER_EVENT_LIFT);
  CHECK(ev && ev->id == 2 && ev->from.item == 1);
  CHECK(has_text(log, "Picked up item 2. It is in position 2 of 5 in section 1."));
  OK(e, reorder_engine_key(e, REORDER_KEY_DOWN, NULL, t += 0.1));
  ev = last_of(log, REORDER_EVENT_MOVE);
  CHECK(ev && ev->id == 2 && ev->from.item == 1 && ev->to.item == 2);
  CHECK(has_text(log, "position 3 of 5"));
  OK(e, reorder_engine_key(e, REORDER_KEY_NEXT, NULL, t += 0.1));
  ORDER_IS(e, 0, 1, 3, 4, 2, 5);
  OK(e, reorder_engine_key(e, REORDER_KEY_LEFT, NULL, t += 0.1)); /* not along a list */
  ORDER_IS(e, 0, 1, 3, 4, 2, 5);
  OK(e, reorder_engine_key(e, REORDER_KEY_FIRST, NULL, t += 0.1));
  ORDER_IS(e, 0, 2, 1, 3, 4, 5);
  OK(e, reorder_engine_key(e, REORDER_KEY_LAST, NULL, t += 0.1));
  ORDER_IS(e, 0, 1, 3, 4, 5, 2);
  OK(e, reorder_engine_key(e, REORDER_KEY_UP, NULL, t += 0.1));
  OK(e, reorder_engine_key(e, REORDER_KEY_PREVIOUS, NULL, t += 0.1));
  ORDER_IS(e, 0, 1, 3, 2, 4, 5);
  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, NULL, t += 0.1));
  ev = last_of(log, REORDER_EVENT_DROP);
  CHECK(ev && ev->id == 2 && ev->from.item == 1 && ev->to.item == 2);
  CHECK(has_text(log, "item 2 was dropped. It moved from position 2 to position 3 of 5."));
  CHECK(model_apply(&m, log, 0) && model_matches(&m, e));

  /* The keyboard drag was one undo step. */
  OK(e, reorder_engine_undo(e));
  ORDER_IS(e, 0, 1, 2, 3, 4, 5);

  /* A refused step is announced, not an error. */
  OK(e, reorder_item_set_flags(e, 1, REORDER_ITEM_PINNED));
  log->n = 0;
  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, &focused, t += 0.1));
  OK(e, reorder_engine_key(e, REORDER_KEY_UP, NULL, t += 0.1));
  CHECK(has_text(log, "cannot move there"));
  ORDER_IS(e, 0, 1, 2, 3, 4, 5);
  OK(e, reorder_engine_key(e, REORDER_KEY_CANCEL, NULL, t += 0.1));
  ev = last_of(log, REORDER_EVENT_CANCEL);
  CHECK(ev && ev->reason == REORDER_CANCEL_KEY);
  /* Picking up a pinned item: not liftable. */
  focused = 1;
  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, &focused, t += 0.1));
  ev = last_of(log, REORDER_EVENT_NOT_A_DRAG);
  CHECK(ev && ev->reason == REORDER_NOT_A_DRAG_NOT_LIFTABLE && ev->id == 1);
  CHECK(log->bad_text == 0);
  OK(e, reorder_engine_free(e));
  free(log);
}

void test_keyboard_grid_and_sections(void)
{
  reorder_options o;
  static const int counts[] = {4, 2};
  reorder_engine *e;
  uint64_t focused = 1;
  double t = 0;

  o = default_options();
  o.layout = REORDER_LAYOUT_GRID;
  o.grid_columns = 2;
  o.cross_extent = 100;
  e = make_engine(&o, 2, counts);
  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, &focused, t += 0.1));
  OK(e, reorder_engine_key(e, REORDER_KEY_DOWN, NULL, t += 0.1)); /* a row down */
  ORDER_IS(e, 0, 2, 3, 1, 4);
  OK(e, reorder_engine_key(e, REORDER_KEY_RIGHT, NULL, t += 0.1));
  ORDER_IS(e, 0, 2, 3, 4, 1);
  OK(e, reorder_engine_key(e, REORDER_KEY_NEXT, NULL, t += 0.1)); /* into section 1 */
  ORDER_IS(e, 0, 2, 3, 4);
  ORDER_IS(e, 1, 1, 101, 102);
  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, NULL, t += 0.1));
  OK(e, reorder_engine_free(e));
}
