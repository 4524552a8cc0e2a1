/*
 * api_queue.c -- the event queue of a host that polls is bounded: at
 * REORDER_EVENT_QUEUE_LIMIT the library drops only what a late host does
 * not need, then refuses calls with REORDER_E_QUEUE_FULL; every move is
 * still polled, and a REORDER_EVENT_QUEUE_FULL event counts the refusals.
 */
#include "harness.h"
#include "api_tests.h"

void test_event_queue_bound(void)
{
  reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
  reorder_event ev;
  uint64_t focused = 1;
  long moves = 0, polled_moves = 0, polled = 0, i;
  int refused = 0, queue_full_events = 0;
  uint64_t reported = 0;
  reorder_status st = REORDER_OK;
  size_t n;
  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, &focused, 0));
  /* Each step moves the lifted item by one: one MOVE event, and an
   * announcement and an animation request the library may drop. */
  for (i = 0; i < 400000 && st == REORDER_OK; i++) {
    st = reorder_engine_key(e, i % 2 ? REORDER_KEY_UP : REORDER_KEY_DOWN, NULL, 0.001 * i);
    if (st == REORDER_OK)
      moves++;
  }
  ST(e, st, REORDER_E_QUEUE_FULL);
  CHECK(strstr(reorder_engine_last_error(e), "poll") != NULL);
  CHECK(moves > REORDER_EVENT_QUEUE_LIMIT / 2); /* compaction made room at first */
  refused = 1;
  /* Still full: changing calls are refused and change nothing... */
  ST(e, reorder_engine_move(e, 3, ip(0, 0)), REORDER_E_QUEUE_FULL);
  refused++;
  /* ...while reads, polling and freeing work. */
  OK(e, reorder_engine_section_count(&n, e));
  while (reorder_engine_poll_event(&ev, sizeof ev, e) == REORDER_OK) {
    polled++;
    if (ev.type == REORDER_EVENT_MOVE)
      polled_moves++;
    if (ev.type == REORDER_EVENT_QUEUE_FULL) {
      queue_full_events++;
      reported = ev.id;
    }
  }
  CHECK(polled <= REORDER_EVENT_QUEUE_LIMIT + 8);
  CHECK(polled_moves == moves); /* no move was dropped */
  CHECK(queue_full_events == 1 && reported == (uint64_t)refused);
  /* Drained: calls work again, and nothing is reported twice. */
  OK(e, reorder_engine_key(e, REORDER_KEY_CANCEL, NULL, 500));
  ORDER_IS(e, 0, 1, 2, 3, 4, 5);
  queue_full_events = 0;
  while (reorder_engine_poll_event(&ev, sizeof ev, e) == REORDER_OK)
    queue_full_events += ev.type == REORDER_EVENT_QUEUE_FULL;
  CHECK(queue_full_events == 0);
  OK(e, reorder_engine_free(e));
}
