/*
 * api_outer_scroll.c -- nested scrolling: an engine inside an outer scroll
 * container, and a board (three engines of a transfer group) inside one
 * that scrolls sideways; reorder_outer_scroll's defaults and refusals.
 */
#include "harness.h"
#include "api_tests.h"

static reorder_outer_scroll outer_of(reorder_rect visible, double max_x, double max_y)
{
  reorder_outer_scroll o;
  OK(NULL, reorder_outer_scroll_init(&o, REORDER_OUTER_SCROLL_VERSION));
  o.visible = visible;
  o.max_offset = pt(max_x, max_y);
  return o;
}

/* A list of 50 rows of 10 (500 high) in a 100 x 200 viewport at (0, 0),
 * inside a container 150 x 200 that scrolls 0...300 both ways. Held at
 * the bottom right, the list scrolls down first; the container scrolls
 * sideways at once and down only once the list is at its end. */
void test_outer_scroll_engine(void)
{
  int n = 50;
  reorder_engine *e = make_engine(NULL, 1, &n);
  ev_log *log = new_log();
  reorder_outer_scroll o = outer_of(rc(0, 0, 150, 200), 300, 300);
  const reorder_event *ev;
  double t = 0.6, y = 195;
  int i, last_scroll = -1, first_down = -1;

  OK(e, reorder_engine_set_viewport(e, rc(0, 0, 100, 200)));
  OK(e, reorder_engine_set_frame(e, rc(0, 0, 100, 200)));
  OK(e, reorder_engine_set_outer_scroll(e, &o));
  OK(e, reorder_engine_set_event_callback(e, log_event, sizeof(reorder_event), NULL, log));
  long_press(e, pt(50, 5), 0);
  OK(e, reorder_engine_pointer_move(e, pt(95, y), t));
  for (i = 0; i < 120; i++) OK(e, reorder_engine_tick(e, t += 1.0 / 60));
  for (i = 0; i < log->n; i++) {
    ev = &log->rec[i].ev;
    if (ev->type == REORDER_EVENT_SCROLL) last_scroll = i;
    if (ev->type == REORDER_EVENT_OUTER_SCROLL && ev->offset.y > 0 && first_down < 0)
      first_down = i;
  }
  ev = last_of(log, REORDER_EVENT_SCROLL);
  CHECK(ev != NULL && ev->offset.y == 300);
  CHECK(first_down > last_scroll);
  ev = last_of(log, REORDER_EVENT_OUTER_SCROLL);
  CHECK(ev != NULL && ev->reason == REORDER_OUTER_ENGINE && ev->offset.x > 0 && ev->offset.y > 0);
  OK(e, reorder_engine_pointer_up(e, pt(95, y), t));
  /* NULL takes the container away. */
  OK(e, reorder_engine_set_outer_scroll(e, NULL));
  OK(e, reorder_engine_free(e));
  free(log);
}

/* Columns 100 wide at x 0, 110, 220; the container shows 0...210 and
 * scrolls 110 sideways. A drag held at its right edge scrolls it, the
 * frames move with it, and the item enters the third column. */
void test_outer_scroll_board(void)
{
  reorder_engine *cols[3];
  reorder_group *g;
  ev_log *logs[3];
  reorder_outer_scroll o = outer_of(rc(0, 0, 210, 200), 110, 0);
  const reorder_event *ev;
  double t;
  int c, i, n = 5;
  size_t count;
  uint64_t ids[8];

  OK(NULL, reorder_group_new(&g));
  for (c = 0; c < 3; c++) {
    cols[c] = make_engine(NULL, 1, &n);
    logs[c] = new_log();
    OK(cols[c], reorder_engine_set_viewport(cols[c], rc(0, 0, 100, 200)));
    OK(cols[c], reorder_engine_set_event_callback(cols[c], log_event, sizeof(reorder_event),
                                                  NULL, logs[c]));
    if (c > 0) { /* distinct ids: 1..5, 11..15, 21..25 */
      for (i = 0; i < n; i++) ids[i] = (uint64_t)(c * 10 + i + 1);
      OK(cols[c], reorder_section_load(cols[c], 0, ids, (const double[]){10, 10, 10, 10, 10},
                                       NULL, 5));
    }
    OK(cols[c], reorder_group_add(g, cols[c], NULL));
    OK(cols[c], reorder_engine_set_frame(cols[c], rc(c * 110.0, 0, 100, 200)));
  }
  OK(NULL, reorder_group_set_outer_scroll(g, &o));
  long_press(cols[0], pt(50, 5), 0);
  t = 0.6;
  /* To (200, 100) in the window: over the second column, in the zone. */
  OK(cols[0], reorder_engine_pointer_move(cols[0], pt(200, 100), t));
  for (i = 0; i < 60; i++) {
    t += 1.0 / 60;
    for (c = 0; c < 3; c++) OK(cols[c], reorder_engine_tick(cols[c], t));
  }
  ev = last_of(logs[2], REORDER_EVENT_OUTER_SCROLL);
  CHECK(ev != NULL && ev->reason == REORDER_OUTER_GROUP && ev->offset.x == 110);
  /* The first column's frame moved by -110: its content point (200 +
   * 110, ...) is the window point (200, ...), over the third column. */
  OK(cols[0], reorder_engine_pointer_up(cols[0], pt(310, 100), t));
  OK(cols[2], reorder_section_export(ids, 8, &count, cols[2], 0));
  CHECK(count == 6);
  for (i = 0; i < (int)count && ids[i] != 1; i++) {}
  CHECK(i < (int)count);
  OK(NULL, reorder_group_set_outer_scroll(g, NULL));
  OK(NULL, reorder_group_free(g));
  for (c = 0; c < 3; c++) {
    OK(cols[c], reorder_engine_free(cols[c]));
    free(logs[c]);
  }
}

/* The defaults, and every refusal leaving the container as it was. */
void test_outer_scroll_errors(void)
{
  reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
  reorder_group *g;
  reorder_outer_scroll o, bad;

  OK(NULL, reorder_outer_scroll_init(&o, REORDER_OUTER_SCROLL_VERSION));
  CHECK(o.zone_kind == REORDER_ZONE_ABSOLUTE && o.zone == 150 && o.max_speed == 1200 &&
        o.grace == 0.15 && o.curve == REORDER_CURVE_LINEAR && o.intent == 0);
  ST(NULL, reorder_outer_scroll_init(NULL, REORDER_OUTER_SCROLL_VERSION), REORDER_E_NULL);
  ST(NULL, reorder_outer_scroll_init(&bad, 0), REORDER_E_VERSION);
  ST(NULL, reorder_outer_scroll_init(&bad, REORDER_OUTER_SCROLL_VERSION + 1), REORDER_E_VERSION);
  ST(NULL, reorder_engine_set_outer_scroll(NULL, &o), REORDER_E_NULL);
  ST(NULL, reorder_group_set_outer_scroll(NULL, &o), REORDER_E_NULL);
  OK(NULL, reorder_group_new(&g));
  bad = o;
  bad.version = REORDER_OUTER_SCROLL_VERSION + 1;
  ST(e, reorder_engine_set_outer_scroll(e, &bad), REORDER_E_VERSION);
  ST(NULL, reorder_group_set_outer_scroll(g, &bad), REORDER_E_VERSION);
  bad = o;
  bad.min_offset = pt(5, 0); /* above the maximum, 0 */
  ST(e, reorder_engine_set_outer_scroll(e, &bad), REORDER_E_INVALID);
  ST(NULL, reorder_group_set_outer_scroll(g, &bad), REORDER_E_INVALID);
  CHECK(strstr(reorder_engine_last_error(NULL), "inverted") != NULL);
  bad = o;
  bad.visible.x = NAN;
  ST(e, reorder_engine_set_outer_scroll(e, &bad), REORDER_E_INVALID);
  bad = o;
  bad.zone = -1;
  ST(e, reorder_engine_set_outer_scroll(e, &bad), REORDER_E_INVALID);
  bad = o;
  bad.curve = 7;
  ST(e, reorder_engine_set_outer_scroll(e, &bad), REORDER_E_INVALID);
  CHECK(strstr(reorder_engine_last_error(e), "curve") != NULL);
  OK(NULL, reorder_group_free(g));
  OK(e, reorder_engine_free(e));
}
