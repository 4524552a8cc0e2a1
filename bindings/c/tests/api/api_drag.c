/*
 * api_drag.c -- pointer drags: live and on-drop commits, cancelling,
 * the host removing the lifted item, taps and scrolls that are not drags,
 * activation modes, autoscroll.
 */
#include "harness.h"
#include "api_tests.h"

void test_drag_live(void)
{
  reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
  ev_log *log = new_log();
  model m;
  const reorder_event *ev;
  reorder_phase phase = -1;
  int moves_before_up;
  double t;

  model_load(&m, e);
  OK(e, reorder_engine_set_event_callback(e, log_event, sizeof(reorder_event), log_destroy, log));
  OK(e, reorder_engine_pointer_down(e, pt(50, 5), 0));
  OK(e, reorder_engine_phase(&phase, e));
  CHECK(phase == REORDER_PHASE_PRESSING);
  CHECK(count_type(log, REORDER_EVENT_LIFT) == 0);
  OK(e, reorder_engine_tick(e, 0.3));
  CHECK(count_type(log, REORDER_EVENT_LIFT) == 0); /* not yet: 0.5 s */
  OK(e, reorder_engine_tick(e, 0.6));
  ev = last_of(log, REORDER_EVENT_LIFT);
  CHECK(ev && ev->id == 1 && ev->from.section == 0 && ev->from.item == 0);
  CHECK(count_type(log, REORDER_EVENT_ANIMATION_NEEDED) >= 1);
  CHECK(has_text(log, "Picked up item 1"));
  OK(e, reorder_engine_phase(&phase, e));
  CHECK(phase == REORDER_PHASE_DRAGGING);

  t = drag_to(e, 50, 5, 45, 8, 0.6);
  moves_before_up = count_type(log, REORDER_EVENT_MOVE);
  CHECK(moves_before_up >= 1); /* live: reported per step */
  ORDER_IS(e, 0, 2, 3, 4, 5, 1);
  OK(e, reorder_engine_pointer_up(e, pt(50, 45), t));
  ev = last_of(log, REORDER_EVENT_DROP);
  CHECK(ev && ev->id == 1 && ev->from.item == 0 && ev->to.section == 0 && ev->to.item == 4);
  CHECK(count_type(log, REORDER_EVENT_MOVE) == moves_before_up); /* nothing new at drop */
  CHECK(has_text(log, "dropped"));
  CHECK(model_apply(&m, log, 0) && model_matches(&m, e));
  OK(e, reorder_engine_phase(&phase, e));
  CHECK(phase == REORDER_PHASE_SETTLING);
  OK(e, reorder_engine_tick(e, t + 5));
  OK(e, reorder_engine_phase(&phase, e));
  CHECK(phase == REORDER_PHASE_IDLE);
  ORDER_IS(e, 0, 2, 3, 4, 5, 1);
  CHECK(log->bad_text == 0 && log->overflow == 0);

  /* A drag is one undo step. */
  OK(e, reorder_engine_undo(e));
  ORDER_IS(e, 0, 1, 2, 3, 4, 5);
  OK(e, reorder_engine_free(e));
  CHECK(log->destroyed == 1);
  free(log);
}

void test_drag_on_drop(void)
{
  reorder_engine *e = make_list(5, REORDER_COMMIT_ON_DROP);
  ev_log *log = new_log();
  model m;
  const reorder_event *ev;
  double t;
  int i, drop_at = -1, last_move = -1;

  model_load(&m, e);
  OK(e, reorder_engine_set_event_callback(e, log_event, sizeof(reorder_event), NULL, log));
  long_press(e, pt(50, 45), 0); /* the last item */
  CHECK(count_type(log, REORDER_EVENT_LIFT) == 1);
  t = drag_to(e, 50, 45, 5, 8, 0.6);
  CHECK(count_type(log, REORDER_EVENT_MOVE) == 0); /* on drop: nothing yet */
  CHECK(count_type(log, REORDER_EVENT_ANIMATION_NEEDED) >= 1);
  OK(e, reorder_engine_pointer_up(e, pt(50, 5), t));
  CHECK(count_type(log, REORDER_EVENT_MOVE) >= 1);
  for (i = 0; i < log->n; i++) {
    if (log->rec[i].ev.type == REORDER_EVENT_MOVE)
      last_move = i;
    if (log->rec[i].ev.type == REORDER_EVENT_DROP)
      drop_at = i;
  }
  CHECK(drop_at >= 0 && last_move < drop_at); /* moves, then the drop */
  ev = last_of(log, REORDER_EVENT_DROP);
  CHECK(ev && ev->id == 5 && ev->from.item == 4 && ev->to.item == 0);
  ORDER_IS(e, 0, 5, 1, 2, 3, 4);
  CHECK(model_apply(&m, log, 0) && model_matches(&m, e));
  OK(e, reorder_engine_free(e));
  free(log);
}

void test_cancel_restores(void)
{
  static const int32_t commits[] = {REORDER_COMMIT_LIVE, REORDER_COMMIT_ON_DROP};
  int c, how;
  for (c = 0; c < 2; c++) {
    for (how = 0; how < 3; how++) {
      reorder_engine *e = make_list(5, commits[c]);
      ev_log *log = new_log();
      model m;
      const reorder_event *ev;
      int32_t want_reason;
      double t;

      model_load(&m, e);
      OK(e, reorder_engine_set_event_callback(e, log_event, sizeof(reorder_event), NULL, log));
      long_press(e, pt(50, 5), 0);
      t = drag_to(e, 50, 5, 35, 6, 0.6);
      if (how == 0) {
        OK(e, reorder_engine_cancel_drag(e, t));
        want_reason = REORDER_CANCEL_HOST;
      } else if (how == 1) {
        OK(e, reorder_engine_pointer_cancel(e, t));
        want_reason = REORDER_CANCEL_POINTER;
      } else {
        OK(e, reorder_engine_key(e, REORDER_KEY_CANCEL, NULL, t));
        want_reason = REORDER_CANCEL_KEY;
      }
      ORDER_IS(e, 0, 1, 2, 3, 4, 5);
      ev = last_of(log, REORDER_EVENT_CANCEL);
      CHECK(ev && ev->id == 1 && ev->reason == want_reason);
      CHECK(count_type(log, REORDER_EVENT_DROP) == 0);
      CHECK(has_text(log, "cancelled"));
      /* The host's copy, kept by MOVE events only, is restored too. */
      CHECK(model_apply(&m, log, 0) && model_matches(&m, e));
      /* A cancelled drag is no undo step. */
      ST(e, reorder_engine_undo(e), REORDER_E_STATE);
      /* The pointer going up afterwards does nothing. */
      OK(e, reorder_engine_pointer_up(e, pt(50, 35), t + 0.1));
      ORDER_IS(e, 0, 1, 2, 3, 4, 5);
      OK(e, reorder_engine_free(e));
      free(log);
    }
  }
}

/* Host edits during a drag: removing the lifted item ends the drag. */
void test_remove_lifted(void)
{
  static const int counts[] = {5, 2};
  reorder_options o = list_options(REORDER_COMMIT_LIVE);
  int how;
  for (how = 0; how < 2; how++) {
    reorder_engine *e = make_engine(&o, 2, counts);
    ev_log *log = new_log();
    const reorder_event *ev;
    reorder_phase phase = -1;
    size_t n = 0;
    OK(e, reorder_engine_set_event_callback(e, log_event, sizeof(reorder_event), NULL, log));
    long_press(e, pt(50, 5), 0);
    drag_to(e, 50, 5, 25, 4, 0.6);
    if (how == 0)
      OK(e, reorder_item_remove(e, 1));
    else
      OK(e, reorder_section_remove(e, 0));
    ev = last_of(log, REORDER_EVENT_CANCEL);
    CHECK(ev && ev->id == 1 && ev->reason == REORDER_CANCEL_ITEM_REMOVED);
    OK(e, reorder_engine_phase(&phase, e));
    CHECK(phase != REORDER_PHASE_DRAGGING);
    /* The pointer keeps going: nothing happens, nothing breaks. */
    OK(e, reorder_engine_pointer_move(e, pt(50, 45), 1));
    OK(e, reorder_engine_pointer_up(e, pt(50, 45), 1.1));
    OK(e, reorder_engine_tick(e, 5));
    if (how == 0) {
      ORDER_IS(e, 0, 2, 3, 4, 5);
    } else {
      OK(e, reorder_engine_section_count(&n, e));
      CHECK(n == 1);
      ORDER_IS(e, 0, 101, 102);
    }
    OK(e, reorder_engine_free(e));
    free(log);
  }
}

void test_not_a_drag(void)
{
  reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
  ev_log *log = new_log();
  const reorder_event *ev;
  reorder_rect handle = rc(0, 0, 10, 10);

  OK(e, reorder_engine_set_event_callback(e, log_event, sizeof(reorder_event), NULL, log));
  /* A tap. */
  OK(e, reorder_engine_pointer_down(e, pt(50, 15), 0));
  OK(e, reorder_engine_pointer_up(e, pt(50, 15), 0.1));
  ev = last_of(log, REORDER_EVENT_NOT_A_DRAG);
  CHECK(ev && ev->reason == REORDER_NOT_A_DRAG_TAP && ev->has_id && ev->id == 2);
  /* A scroll: moved before the long press. */
  OK(e, reorder_engine_pointer_down(e, pt(50, 15), 1));
  OK(e, reorder_engine_pointer_move(e, pt(50, 45), 1.1));
  ev = last_of(log, REORDER_EVENT_NOT_A_DRAG);
  CHECK(ev && ev->reason == REORDER_NOT_A_DRAG_MOVED);
  OK(e, reorder_engine_pointer_up(e, pt(50, 45), 1.2));
  /* Not liftable: not movable, or off its handle. */
  OK(e, reorder_item_set_flags(e, 3, 0));
  log->n = 0;
  long_press(e, pt(50, 25), 2);
  OK(e, reorder_engine_pointer_up(e, pt(50, 25), 2.7));
  ev = last_of(log, REORDER_EVENT_NOT_A_DRAG);
  CHECK(ev && ev->reason == REORDER_NOT_A_DRAG_NOT_LIFTABLE && ev->id == 3);
  CHECK(count_type(log, REORDER_EVENT_LIFT) == 0);
  OK(e, reorder_item_set_handle(e, 4, &handle));
  log->n = 0;
  long_press(e, pt(50, 35), 3); /* outside the handle */
  OK(e, reorder_engine_pointer_up(e, pt(50, 35), 3.7));
  CHECK(count_type(log, REORDER_EVENT_LIFT) == 0);
  ev = last_of(log, REORDER_EVENT_NOT_A_DRAG);
  CHECK(ev && ev->reason == REORDER_NOT_A_DRAG_NOT_LIFTABLE);
  long_press(e, pt(5, 35), 4); /* inside it */
  ev = last_of(log, REORDER_EVENT_LIFT);
  CHECK(ev && ev->id == 4);
  OK(e, reorder_engine_pointer_up(e, pt(5, 35), 4.7));
  ORDER_IS(e, 0, 1, 2, 3, 4, 5);

  /* Bad numbers; time going backwards is allowed. */
  ST(e, reorder_engine_pointer_down(e, pt(NAN, 1), 5), REORDER_E_INVALID);
  ST(e, reorder_engine_pointer_move(e, pt(1, INFINITY), 5), REORDER_E_INVALID);
  ST(e, reorder_engine_pointer_up(e, pt(1, 1), NAN), REORDER_E_INVALID);
  ST(e, reorder_engine_pointer_cancel(e, -INFINITY), REORDER_E_INVALID);
  ST(e, reorder_engine_tick(e, INFINITY), REORDER_E_INVALID);
  ST(e, reorder_engine_cancel_drag(e, NAN), REORDER_E_INVALID);
  ST(e, reorder_engine_set_viewport(e, rc(0, 0, -1, 10)), REORDER_E_INVALID);
  ST(e, reorder_engine_set_viewport(e, rc(NAN, 0, 1, 10)), REORDER_E_INVALID);
  OK(e, reorder_engine_tick(e, 100));
  OK(e, reorder_engine_tick(e, 1)); /* backwards */
  CHECK(log->bad_text == 0);
  OK(e, reorder_engine_free(e));
  free(log);
}

void test_activation_modes(void)
{
  reorder_options o = list_options(REORDER_COMMIT_LIVE);
  int n = 5;
  reorder_engine *e;
  ev_log *log = new_log();

  o.activation = REORDER_ACTIVATION_IMMEDIATE;
  e = make_engine(&o, 1, &n);
  OK(e, reorder_engine_set_event_callback(e, log_event, sizeof(reorder_event), NULL, log));
  OK(e, reorder_engine_pointer_down(e, pt(50, 5), 0));
  CHECK(count_type(log, REORDER_EVENT_LIFT) == 1);
  OK(e, reorder_engine_pointer_up(e, pt(50, 5), 0.1));
  OK(e, reorder_engine_free(e));

  log->n = 0;
  o.activation = REORDER_ACTIVATION_DISTANCE;
  e = make_engine(&o, 1, &n);
  OK(e, reorder_engine_set_event_callback(e, log_event, sizeof(reorder_event), NULL, log));
  OK(e, reorder_engine_pointer_down(e, pt(50, 5), 0));
  OK(e, reorder_engine_pointer_move(e, pt(50, 7), 0.01));
  CHECK(count_type(log, REORDER_EVENT_LIFT) == 0);
  OK(e, reorder_engine_pointer_move(e, pt(50, 15), 0.02));
  CHECK(count_type(log, REORDER_EVENT_LIFT) == 1);
  OK(e, reorder_engine_pointer_up(e, pt(50, 15), 0.1));
  OK(e, reorder_engine_free(e));
  free(log);
}

void test_autoscroll(void)
{
  reorder_options o = list_options(REORDER_COMMIT_LIVE);
  int n = 60;
  reorder_engine *e;
  ev_log *log = new_log();
  const reorder_event *ev;
  model m;
  double t;
  int i;

  o.autoscroll_zone = 20;
  e = make_engine(&o, 1, &n); /* 600 units of content */
  OK(e, reorder_engine_set_viewport(e, rc(0, 0, 100, 100)));
  model_load(&m, e);
  OK(e, reorder_engine_set_event_callback(e, log_event, sizeof(reorder_event), NULL, log));
  long_press(e, pt(50, 5), 0);
  t = drag_to(e, 50, 5, 95, 10, 0.6); /* into the bottom edge zone */
  for (i = 0; i < 30; i++)
    OK(e, reorder_engine_tick(e, t += 1.0 / 60));
  ev = last_of(log, REORDER_EVENT_SCROLL);
  CHECK(ev != NULL && ev->offset.y > 0 && ev->offset.x == 0);
  OK(e, reorder_engine_pointer_up(e, pt(50, 95), t));
  CHECK(model_apply(&m, log, 0) && model_matches(&m, e));
  OK(e, reorder_engine_free(e));
  free(log);
}
