/*
 * compat_host.c -- a host as a user compiles it, against whichever reorder.h
 * it was built with, run against the library of today.
 *
 * compat.mk builds it three times: against the frozen 1.0 header (an old
 * host, unrecompiled, on a newer library), against include/reorder.h (a
 * host of today), and against a "future" header that tools/contract.py
 * makes from today's by appending an option field and an event field under
 * "Since version 2" (a host built for a newer library than it runs with).
 * Each runs a whole long-press drag with callbacks, polling, hit tests and
 * presentation, and checks the exact final order and that the library never
 * writes past the structs the host has. Prints "N passed, M failed".
 */
#include <stdio.h>
#include <string.h>

#include "reorder.h"

static int passed = 0;
static int failed = 0;

static void check(int ok, const char *what)
{
  if (ok) {
    passed++;
  } else {
    failed++;
    printf("FAIL: %s\n", what);
  }
}

/* A struct as this host knows it, with guard bytes after it: the library
 * must write up to sizeof and not one byte more. */
#define GUARD 0xA5
struct guarded_event {
  reorder_event event;
  unsigned char guard[16];
};

static int guard_intact(const unsigned char *g, size_t n)
{
  size_t i;
  for (i = 0; i < n; i++)
    if (g[i] != GUARD)
      return 0;
  return 1;
}

struct tally {
  int moves;
  int drops;
  int events;
  int zero_future; /* every event's appended field read as 0 */
};

static void on_event(const reorder_event *ev, void *user_data)
{
  struct tally *t = (struct tally *)user_data;
  t->events++;
  if (ev->type == REORDER_EVENT_MOVE)
    t->moves++;
  if (ev->type == REORDER_EVENT_DROP)
    t->drops++;
#ifdef REORDER_TEST_FUTURE_HEADER
  /* The library does not know this field: it must read as 0. */
  if (ev->future_event_field != 0)
    t->zero_future = 0;
#endif
}

/* Options at the newest version the library takes: a host built against a
 * newer header than the library asks for its own version first and steps
 * down on REORDER_E_VERSION, as the header advises. */
static reorder_status init_options(reorder_options *o)
{
  uint32_t version = REORDER_OPTIONS_VERSION;
  reorder_status st = reorder_options_init(o, version);
  while (st == REORDER_E_VERSION && version > 1) {
    char newer[32], known[64];
    const char *message = reorder_engine_last_error(NULL);
    sprintf(newer, "version %u", (unsigned)version);
    sprintf(known, "this library's %u", (unsigned)(version - 1));
    check(strstr(message, newer) != NULL && strstr(message, known) != NULL,
          "a too-new options version is refused with a message naming both versions");
    st = reorder_options_init(o, --version);
  }
#ifdef REORDER_TEST_FUTURE_HEADER
  check(version < REORDER_OPTIONS_VERSION, "the library refused the newer options version");
#endif
  return st;
}

int main(void)
{
  static const uint64_t ids[] = {1, 2, 3, 4, 5};
  static const double heights[] = {44, 44, 44, 44, 44};
  static const uint64_t expected[] = {2, 3, 4, 1, 5};
  reorder_engine *engine = NULL;
  reorder_options options;
  reorder_section_rules rules;
  reorder_rect viewport = {0, 0, 320, 480};
  reorder_point p;
  reorder_hit hit;
  struct guarded_event polled;
  reorder_presentation shown[8];
  unsigned char after_shown[16];
  struct tally tally = {0, 0, 0, 1};
  uint64_t order[5];
  size_t count = 0, i;
  double t;
  reorder_bool animating = 1;
  reorder_status st;

  check(reorder_version() >= 10000, "the library is 1.0 or later");
  check(init_options(&options) == REORDER_OK, "reorder_options_init");
#ifdef REORDER_TEST_FUTURE_HEADER
  options.future_option = 123.0; /* a field the library does not read */
#endif
  options.cross_extent = 320;
  check(reorder_engine_new(&engine, &options) == REORDER_OK, "reorder_engine_new");
  if (engine == NULL) {
    printf("%d passed, %d failed\n", passed, failed + 1);
    return 1;
  }
  check(reorder_section_rules_init(&rules, REORDER_SECTION_RULES_VERSION) == REORDER_OK,
        "reorder_section_rules_init");
  check(reorder_section_insert(engine, 0, 0, 0, &rules) == REORDER_OK, "section_insert");
  check(reorder_section_load(engine, 0, ids, heights, NULL, 5) == REORDER_OK, "section_load");
  check(reorder_engine_set_viewport(engine, viewport) == REORDER_OK, "set_viewport");

  /* Events wait for polling until a callback is set. */
  p.x = 160;
  p.y = 22;
  check(reorder_engine_pointer_down(engine, p, 0.0) == REORDER_OK, "pointer_down");
  check(reorder_engine_pointer_up(engine, p, 0.1) == REORDER_OK, "pointer_up (a tap)");
  memset(&polled, GUARD, sizeof polled);
  st = reorder_engine_poll_event(&polled.event, sizeof polled.event, engine);
  check(st == REORDER_OK && polled.event.type == REORDER_EVENT_NOT_A_DRAG,
        "poll gives the tap's NOT_A_DRAG");
  check(guard_intact(polled.guard, sizeof polled.guard), "poll writes no more than sizeof");
#ifdef REORDER_TEST_FUTURE_HEADER
  check(polled.event.future_event_field == 0, "poll zeroes a field the library does not know");
#endif
  while (reorder_engine_poll_event(&polled.event, sizeof polled.event, engine) == REORDER_OK)
    ;
  check(reorder_engine_poll_event(&polled.event, sizeof polled.event, engine) == REORDER_DONE,
        "poll says REORDER_DONE when nothing waits");

  check(reorder_engine_set_event_callback(engine, on_event, sizeof(reorder_event), NULL,
                                          &tally) == REORDER_OK,
        "set_event_callback");

  /* Long-press row 1, drag it 3.5 rows down, drop. */
  check(reorder_engine_pointer_down(engine, p, 1.0) == REORDER_OK, "pointer_down");
  for (t = 1.0; t <= 1.6; t += 1.0 / 60)
    reorder_engine_tick(engine, t);
  for (i = 1; i <= 20; i++) {
    t = 1.6 + i / 60.0;
    p.y = 22 + 154.0 * i / 20;
    reorder_engine_pointer_move(engine, p, t);
    reorder_engine_tick(engine, t);
  }

  memset(shown, GUARD, sizeof shown);
  memset(after_shown, GUARD, sizeof after_shown);
  st = reorder_engine_presentation(shown, 8, sizeof shown[0], &count, engine, viewport, t);
  check(st == REORDER_OK && count == 5, "presentation of five rows");
  check(guard_intact((const unsigned char *)&shown[5], 3 * sizeof shown[0]),
        "presentation writes only the records it reports");
  for (i = 0; i < count && !shown[i].lifted; i++)
    ;
  check(i < count && shown[i].id == 1, "the lifted row is in the presentation");

  st = reorder_engine_hit_test(&hit, sizeof hit, engine, p);
  check(st == REORDER_OK && hit.kind == REORDER_HIT_ITEM, "hit test under the pointer");

  check(reorder_engine_pointer_up(engine, p, t) == REORDER_OK, "pointer_up");
  while (animating) {
    t += 1.0 / 60;
    reorder_engine_tick(engine, t);
    check(reorder_engine_is_animating(&animating, engine, t) == REORDER_OK, "is_animating");
  }

  check(reorder_section_export(order, 5, &count, engine, 0) == REORDER_OK && count == 5,
        "export");
  check(memcmp(order, expected, sizeof expected) == 0, "final order is 2 3 4 1 5");
  check(tally.moves == 3 && tally.drops == 1, "three moves and one drop reported");
  check(tally.zero_future, "fields the library does not know read as 0 in callbacks");
  check(reorder_engine_free(engine) == REORDER_OK, "reorder_engine_free");

  printf("compat (%s header, library %s): %d passed, %d failed\n", REORDER_VERSION_STRING,
         reorder_version_string(), passed, failed);
  return failed == 0 ? 0 : 1;
}
