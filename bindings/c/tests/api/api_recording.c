/*
 * api_recording.c -- recording a session and replaying the trace.
 */
#include "harness.h"
#include "api_tests.h"

void test_record_replay(void)
{
  static const int counts[] = {4, 3};
  reorder_options o = list_options(REORDER_COMMIT_LIVE);
  reorder_engine *a = NULL, *b = NULL;
  char *trace = NULL;
  size_t len = 99;
  uint64_t ids[] = {7, 8, 9};
  double sizes[] = {10, 12, 14, 16};
  uint64_t focused = 102;
  double t;
  int s;

  /* Not recording: a trace with no calls, which replays to nothing. */
  OK(a, reorder_engine_new(&a, &o));
  OK(a, reorder_engine_record_stop(&trace, &len, a));
  CHECK(trace != NULL && strcmp(trace, "libreorder-trace 1\n") == 0 && len == strlen(trace));
  OK(a, reorder_engine_replay(a, trace, len));
  reorder_free(trace);
  ST(a, reorder_engine_record_stop(NULL, &len, a), REORDER_E_NULL);
  OK(a, reorder_engine_free(a));

  /* Record a session made of every kind of call... */
  OK(a, reorder_engine_new(&a, &o));
  OK(a, reorder_engine_record_start(a));
  OK(a, reorder_engine_configure(a, &o));
  for (s = 0; s < 2; s++) {
    uint64_t sid[4];
    int i;
    for (i = 0; i < counts[s]; i++)
      sid[i] = (uint64_t)(s * 100 + i + 1);
    OK(a, reorder_section_insert(a, s, 4, 2, NULL));
    OK(a, reorder_section_load(a, s, sid, sizes, NULL, (size_t)counts[s]));
  }
  OK(a, reorder_section_insert(a, 2, 0, 0, NULL));
  OK(a, reorder_section_load(a, 2, ids, sizes, NULL, 3));
  OK(a, reorder_engine_set_viewport(a, rc(0, 0, 100, 500)));
  OK(a, reorder_item_insert(a, 50, 10, REORDER_ITEM_DEFAULT, ip(0, 1)));
  OK(a, reorder_item_resize(a, 50, 20));
  OK(a, reorder_item_set_label(a, 50, "fifty"));
  long_press(a, pt(50, 9), 0);
  t = drag_to(a, 50, 9, 60, 12, 0.6);
  OK(a, reorder_engine_pointer_up(a, pt(50, 60), t));
  OK(a, reorder_engine_tick(a, t + 1));
  OK(a, reorder_engine_move(a, 8, ip(0, 0)));
  OK(a, reorder_engine_move(a, 9, ip(1, 1)));
  OK(a, reorder_engine_undo(a));
  ST(a, reorder_engine_move(a, 12345, ip(0, 0)), REORDER_E_UNKNOWN_ID); /* a failing call */
  OK(a, reorder_engine_key(a, REORDER_KEY_PICK_UP_OR_DROP, &focused, t + 2));
  OK(a, reorder_engine_key(a, REORDER_KEY_FIRST, NULL, t + 2.1));
  OK(a, reorder_engine_key(a, REORDER_KEY_PICK_UP_OR_DROP, NULL, t + 2.2));
  OK(a, reorder_item_remove(a, 7));
  OK(a, reorder_engine_record_stop(&trace, &len, a));
  CHECK(trace != NULL && len > 0 && trace && strlen(trace) == len);

  /* ...and replay it into a fresh engine: the same final order. */
  OK(b, reorder_engine_new(&b, &o));
  if (trace) {
    size_t na = 0, nb = 0;
    OK(b, reorder_engine_replay(b, trace, len));
    OK(a, reorder_engine_section_count(&na, a));
    OK(b, reorder_engine_section_count(&nb, b));
    CHECK(na == 3 && nb == 3);
    for (s = 0; s < 3 && s < (int)nb; s++) {
      uint64_t x[16], y[16];
      size_t cx = 0, cy = 0;
      OK(a, reorder_section_export(x, 16, &cx, a, s));
      OK(b, reorder_section_export(y, 16, &cy, b, s));
      CHECK(cx == cy && memcmp(x, y, cx * sizeof x[0]) == 0);
    }
  }
  OK(b, reorder_engine_free(b));

  /* A trace need not be NUL-terminated: replay a copy without the NUL. */
  if (trace) {
    char *exact = malloc(len ? len : 1);
    memcpy(exact, trace, len);
    OK(b, reorder_engine_new(&b, &o));
    OK(b, reorder_engine_replay(b, exact, len));
    free(exact);
    OK(b, reorder_engine_free(b));
  }

  /* A malformed trace: nothing is replayed, the message names the line. */
  OK(b, reorder_engine_new(&b, &o));
  if (trace && len > 10) {
    char *bad = malloc(len + 64);
    size_t n = 0;
    memcpy(bad, trace, len);
    memcpy(bad + len, "\nthis is not a call 1 2 3\n", 26);
    ST(b, reorder_engine_replay(b, bad, len + 26), REORDER_E_INVALID);
    CHECK(strstr(reorder_engine_last_error(b), "line") != NULL);
    OK(b, reorder_engine_section_count(&n, b));
    CHECK(n == 0);
    free(bad);
  }
  ST(b, reorder_engine_replay(b, NULL, 10), REORDER_E_NULL);
  /* "" (what record_stop gives when not recording) has no header line:
   * malformed. A recording of no calls is a valid, empty trace. */
  ST(b, reorder_engine_replay(b, "", 0), REORDER_E_INVALID);
  {
    char *empty = NULL;
    size_t n = 0;
    OK(b, reorder_engine_record_start(b));
    OK(b, reorder_engine_record_stop(&empty, &n, b));
    CHECK(empty != NULL && n > 0);
    if (empty)
      OK(b, reorder_engine_replay(b, empty, n));
    reorder_free(empty);
    OK(b, reorder_engine_section_count(&n, b));
    CHECK(n == 0);
  }
  ST(b, reorder_engine_replay(b, "\x01\x02\xff garbage", 12), REORDER_E_INVALID);
  OK(b, reorder_engine_free(b));
  reorder_free(trace);
  OK(a, reorder_engine_free(a));
}

/* Replay is for a fresh engine: into one that has sections it is refused
 * with REORDER_E_STATE and changes nothing -- not the items, not the
 * configuration, not the event queue. An engine whose sections were all
 * removed is fresh again. */
void test_replay_needs_fresh_engine(void)
{
  static const int counts[] = {3, 2};
  reorder_options o = list_options(REORDER_COMMIT_LIVE);
  reorder_engine *src = NULL, *e;
  ev_log *log = new_log();
  char *trace = NULL;
  size_t len = 0, n = 0;
  reorder_rect before, after;
  reorder_event ev;

  /* A trace that would add a section and move items. */
  OK(src, reorder_engine_new(&src, &o));
  OK(src, reorder_engine_record_start(src));
  OK(src, reorder_section_insert(src, 0, 0, 0, NULL));
  {
    uint64_t ids[] = {1, 2, 3};
    double sizes[] = {10, 10, 10};
    OK(src, reorder_section_load(src, 0, ids, sizes, NULL, 3));
  }
  OK(src, reorder_engine_move(src, 1, ip(0, 2)));
  OK(src, reorder_engine_record_stop(&trace, &len, src));
  OK(src, reorder_engine_free(src));
  CHECK(trace != NULL && len > 0);
  if (!trace)
    return;

  o.item_spacing = 3;
  e = make_engine(&o, 2, counts);
  drain(log, e);
  log->n = 0;
  OK(e, reorder_item_frame(&before, e, 2));
  ST(e, reorder_engine_replay(e, trace, len), REORDER_E_STATE);
  CHECK(reorder_engine_last_error(e)[0] != 0);
  OK(e, reorder_engine_section_count(&n, e));
  CHECK(n == 2);
  ORDER_IS(e, 0, 1, 2, 3);
  ORDER_IS(e, 1, 101, 102);
  OK(e, reorder_item_frame(&after, e, 2));
  CHECK(after.y == before.y && after.y == 13); /* the configuration stayed */
  ST(e, reorder_engine_poll_event(&ev, sizeof ev, e), REORDER_DONE); /* no events */
  ST(e, reorder_engine_undo(e), REORDER_E_STATE);                      /* no history */
  /* Even a trace with no calls is refused: the state, not the trace, counts. */
  ST(e, reorder_engine_replay(e, "libreorder-trace 1\n", 19), REORDER_E_STATE);

  /* Remove the sections: fresh again, and the trace replays. */
  OK(e, reorder_section_remove(e, 1));
  OK(e, reorder_section_remove(e, 0));
  OK(e, reorder_engine_replay(e, trace, len));
  ORDER_IS(e, 0, 2, 3, 1);
  OK(e, reorder_engine_free(e));
  reorder_free(trace);
  free(log);
}
