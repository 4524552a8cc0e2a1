/*
 * api_moves.c -- programmatic moves, undo / redo, capacity displacement
 * and the retarget hook.
 */
#include "harness.h"
#include "api_tests.h"

void test_move_undo_redo(void)
{
  reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
  ev_log *log = new_log();
  model m;
  const reorder_event *ev;

  model_load(&m, e);
  OK(e, reorder_engine_set_event_callback(e, log_event, sizeof(reorder_event), NULL, log));
  ST(e, reorder_engine_undo(e), REORDER_E_STATE);
  ST(e, reorder_engine_redo(e), REORDER_E_STATE);
  OK(e, reorder_engine_move(e, 3, ip(0, 0)));
  ORDER_IS(e, 0, 3, 1, 2, 4, 5);
  CHECK(count_type(log, REORDER_EVENT_MOVE) == 1);
  ev = last_of(log, REORDER_EVENT_MOVE);
  CHECK(ev && ev->id == 3 && ev->from.item == 2 && ev->to.item == 0);
  /* Announced as a keyboard step is (tap-to-move is the user's move). */
  CHECK(has_text(log, "item 3 was moved to position 1 of 5."));
  OK(e, reorder_engine_move(e, 1, ip(0, 4)));
  ORDER_IS(e, 0, 3, 2, 4, 5, 1);
  log->n = 0;
  OK(e, reorder_engine_move(e, 1, ip(0, 4))); /* already there */
  CHECK(count_type(log, REORDER_EVENT_MOVE) == 0);
  ST(e, reorder_engine_move(e, 1, ip(0, 5)), REORDER_E_RANGE);
  ST(e, reorder_engine_move(e, 1, ip(0, -1)), REORDER_E_RANGE);
  ST(e, reorder_engine_move(e, 1, ip(1, 0)), REORDER_E_RANGE);
  ST(e, reorder_engine_move(e, 99, ip(0, 0)), REORDER_E_UNKNOWN_ID);
  ORDER_IS(e, 0, 3, 2, 4, 5, 1);

  model_load(&m, e);
  log->n = 0;
  OK(e, reorder_engine_undo(e));
  ORDER_IS(e, 0, 3, 1, 2, 4, 5);
  OK(e, reorder_engine_undo(e));
  ORDER_IS(e, 0, 1, 2, 3, 4, 5);
  ST(e, reorder_engine_undo(e), REORDER_E_STATE);
  OK(e, reorder_engine_redo(e));
  ORDER_IS(e, 0, 3, 1, 2, 4, 5);
  CHECK(count_type(log, REORDER_EVENT_MOVE) == 3); /* undo and redo report their steps */
  CHECK(model_apply(&m, log, 0) && model_matches(&m, e));

  /* A new move drops the redo stack. */
  OK(e, reorder_engine_move(e, 5, ip(0, 0)));
  ST(e, reorder_engine_redo(e), REORDER_E_STATE);

  /* Exchange semantics: a programmatic move swaps the two items. */
  {
    reorder_options o = list_options(REORDER_COMMIT_LIVE);
    reorder_engine *x;
    int five = 5;
    o.semantics = REORDER_SEMANTICS_EXCHANGE;
    x = make_engine(&o, 1, &five);
    OK(x, reorder_engine_move(x, 1, ip(0, 3)));
    ORDER_IS(x, 0, 4, 2, 3, 1, 5);
    OK(x, reorder_engine_undo(x));
    ORDER_IS(x, 0, 1, 2, 3, 4, 5);
    OK(x, reorder_engine_free(x));
  }

  /* During a drag: the dragged item cannot be moved; undo waits. */
  long_press(e, pt(50, 5), 10);
  ST(e, reorder_engine_move(e, 5, ip(0, 3)), REORDER_E_STATE);
  ST(e, reorder_engine_undo(e), REORDER_E_STATE);
  OK(e, reorder_engine_pointer_up(e, pt(50, 5), 10.7));
  OK(e, reorder_engine_undo(e));
  OK(e, reorder_engine_free(e));
  free(log);
}

void test_capacity_displacement(void)
{
  reorder_engine *e = NULL;
  reorder_section_rules r;
  ev_log *log = new_log();
  model m;
  uint64_t a[] = {100}, b[] = {1, 2, 3, 4};
  double sizes[] = {60, 60, 60, 60};

  OK(e, reorder_engine_new(&e, NULL));
  r = default_rules();
  r.capacity = 1;
  r.displacement = REORDER_DISPLACE_SOURCE_START;
  OK(e, reorder_section_insert(e, 0, 0, 0, &r));
  OK(e, reorder_section_insert(e, 1, 0, 0, NULL));
  OK(e, reorder_section_load(e, 0, a, sizes, NULL, 1));
  OK(e, reorder_section_load(e, 1, b, sizes, NULL, 4));
  model_load(&m, e);
  OK(e, reorder_engine_set_event_callback(e, log_event, sizeof(reorder_event), NULL, log));
  OK(e, reorder_engine_move(e, 3, ip(0, 0)));
  ORDER_IS(e, 0, 3);
  ORDER_IS(e, 1, 100, 1, 2, 4);
  CHECK(count_type(log, REORDER_EVENT_MOVE) == 2);
  CHECK(model_apply(&m, log, 0) && model_matches(&m, e));
  OK(e, reorder_engine_undo(e)); /* one step */
  ORDER_IS(e, 0, 100);
  ORDER_IS(e, 1, 1, 2, 3, 4);
  OK(e, reorder_engine_free(e));
  free(log);
}

typedef struct hook {
  reorder_retarget_answer mode; /* what to answer */
  reorder_index_path other;
  int calls;
  int destroyed;
  uint64_t id;
  reorder_index_path from, proposed, entry;
  void *self; /* user_data must come back unchanged */
} hook;

static reorder_retarget_answer hook_fn(reorder_index_path *out_target, uint64_t id,
                                       reorder_index_path from, reorder_index_path proposed,
                                       void *user_data)
{
  hook *h = (hook *)user_data;
  if (h->self != h)
    return REORDER_RETARGET_REFUSE;
  h->calls++;
  h->id = id;
  h->from = from;
  h->proposed = proposed;
  h->entry = *out_target; /* holds `proposed` on entry */
  if (h->mode == REORDER_RETARGET_OTHER)
    *out_target = h->other;
  return h->mode;
}

static void hook_destroy(void *user_data) { ((hook *)user_data)->destroyed++; }

void test_retarget(void)
{
  reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
  hook h1, h2;
  memset(&h1, 0, sizeof h1);
  memset(&h2, 0, sizeof h2);
  h1.self = &h1;
  h2.self = &h2;

  OK(e, reorder_engine_set_retarget(e, hook_fn, hook_destroy, &h1));
  h1.mode = REORDER_RETARGET_ACCEPT;
  OK(e, reorder_engine_move(e, 3, ip(0, 4)));
  CHECK(h1.calls == 1 && h1.id == 3 && h1.from.item == 2 && h1.proposed.item == 4);
  CHECK(h1.entry.section == 0 && h1.entry.item == 4);
  ORDER_IS(e, 0, 1, 2, 4, 5, 3);

  h1.mode = REORDER_RETARGET_REFUSE;
  ST(e, reorder_engine_move(e, 3, ip(0, 0)), REORDER_E_REFUSED);
  CHECK(reorder_engine_last_error(e)[0] != 0);
  ORDER_IS(e, 0, 1, 2, 4, 5, 3);

  h1.mode = REORDER_RETARGET_OTHER;
  h1.other = ip(0, 1);
  OK(e, reorder_engine_move(e, 3, ip(0, 0)));
  ORDER_IS(e, 0, 1, 3, 2, 4, 5);
  h1.other = ip(0, 9); /* a retarget that breaks the rules is refused */
  {
    /* The caller's destination was fine, so REFUSED is the better answer;
     * RANGE (naming the hook's bad index) is tolerated. */
    reorder_status st = reorder_engine_move(e, 3, ip(0, 0));
    CHECK(st == REORDER_E_REFUSED || st == REORDER_E_RANGE);
  }
  ORDER_IS(e, 0, 1, 3, 2, 4, 5);

  /* The hook sees drags too: refuse everything and nothing moves. */
  h1.mode = REORDER_RETARGET_REFUSE;
  h1.calls = 0;
  long_press(e, pt(50, 5), 0);
  drag_to(e, 50, 5, 45, 6, 0.6);
  OK(e, reorder_engine_pointer_up(e, pt(50, 45), 1));
  CHECK(h1.calls >= 1);
  ORDER_IS(e, 0, 1, 3, 2, 4, 5);
  OK(e, reorder_engine_tick(e, 10));

  /* Replacing runs the old destroy once; removing runs the new one's. */
  CHECK(h1.destroyed == 0);
  OK(e, reorder_engine_set_retarget(e, hook_fn, hook_destroy, &h2));
  CHECK(h1.destroyed == 1 && h2.destroyed == 0);
  OK(e, reorder_engine_set_retarget(e, NULL, NULL, NULL));
  CHECK(h1.destroyed == 1 && h2.destroyed == 1);
  OK(e, reorder_engine_move(e, 3, ip(0, 0))); /* no hook: nothing asked */
  CHECK(h2.calls == 0);
  /* Free runs the current destroy once. */
  h1.destroyed = 0;
  OK(e, reorder_engine_set_retarget(e, hook_fn, hook_destroy, &h1));
  OK(e, reorder_engine_free(e));
  CHECK(h1.destroyed == 1 && h2.destroyed == 1);
}
