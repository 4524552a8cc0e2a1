/*
 * minimal_drag.c -- the smallest headless drag with libreorder.
 *
 * A vertical list of five rows. The "user" long-presses the first row,
 * drags it below the fourth and lets go; the host's frame clock ticks
 * throughout. Moves arrive through an event callback, and the final order
 * is read back with reorder_section_export.
 *
 * Build: cc -std=c99 minimal_drag.c -lreorder   (or pkg-config --cflags --libs reorder)
 */
#include <inttypes.h>
#include <stdio.h>

#include "reorder.h"

/* Stop at the first failing call and say why: the status names the kind of
 * error, last_error the details. */
#define TRY(call)                                                            \
  do {                                                                       \
    reorder_status st_ = (call);                                             \
    if (st_ != REORDER_OK) {                                                 \
      fprintf(stderr, "%s failed: %s (%s)\n", #call,                         \
              reorder_status_string(st_), reorder_engine_last_error(engine)); \
      reorder_engine_free(engine);                                           \
      return 1;                                                              \
    }                                                                        \
  } while (0)

/* Called at the end of each engine call, once the engine is consistent. A
 * real host would update its data source on MOVE and redraw on the rest. */
static void on_event(const reorder_event *ev, void *user_data)
{
  int *moves = (int *)user_data;
  switch (ev->type) {
  case REORDER_EVENT_LIFT:
    printf("  lift: item %" PRIu64 " at index %d\n", ev->id, (int)ev->from.item);
    break;
  case REORDER_EVENT_MOVE:
    printf("  move: item %" PRIu64 " from index %d to %d\n", ev->id, (int)ev->from.item,
           (int)ev->to.item);
    ++*moves;
    break;
  case REORDER_EVENT_DROP:
    printf("  drop: item %" PRIu64 " from index %d to %d\n", ev->id, (int)ev->from.item,
           (int)ev->to.item);
    break;
  case REORDER_EVENT_ANNOUNCEMENT:
    printf("  say:  \"%s\"\n", ev->text);
    break;
  default: /* ANIMATION_NEEDED etc.: a UI would start its frame clock */
    break;
  }
}

int main(void)
{
  static const uint64_t ids[] = {1, 2, 3, 4, 5};
  static const double heights[] = {44, 44, 44, 44, 44};
  reorder_engine *engine = NULL;
  reorder_options options;
  reorder_rect viewport = {0, 0, 320, 480};
  reorder_point p;
  uint64_t order[5];
  size_t count = 0, i;
  double t;
  int moves = 0;
  reorder_bool animating = 1;

  /* Defaults (long press 0.5 s, live commit), in a 320-unit-wide list. The
   * version says which fields this host knows: the header's own. */
  TRY(reorder_options_init(&options, REORDER_OPTIONS_VERSION));
  options.cross_extent = 320;
  TRY(reorder_engine_new(&engine, &options));

  TRY(reorder_section_insert(engine, 0, 0, 0, NULL));
  TRY(reorder_section_load(engine, 0, ids, heights, NULL, 5));
  TRY(reorder_engine_set_viewport(engine, viewport));
  /* Events come as this host's reorder_event; no user data to release
   * here, so no destroy function. */
  TRY(reorder_engine_set_event_callback(engine, on_event, sizeof(reorder_event), NULL, &moves));

  printf("press row 1 and hold for 0.6 s\n");
  p.x = 160;
  p.y = 22;
  TRY(reorder_engine_pointer_down(engine, p, 0.0));
  for (t = 0.0; t <= 0.6; t += 1.0 / 60) /* a 60 Hz frame clock */
    TRY(reorder_engine_tick(engine, t));

  printf("drag it down by 3.5 rows\n");
  for (i = 1; i <= 20; i++) {
    t = 0.6 + i / 60.0;
    p.y = 22 + 154.0 * i / 20;
    TRY(reorder_engine_pointer_move(engine, p, t));
    TRY(reorder_engine_tick(engine, t));
  }

  printf("release, and tick until the row has settled\n");
  TRY(reorder_engine_pointer_up(engine, p, t));
  while (animating) {
    t += 1.0 / 60;
    TRY(reorder_engine_tick(engine, t));
    TRY(reorder_engine_is_animating(&animating, engine, t));
  }

  TRY(reorder_section_export(order, 5, &count, engine, 0));
  printf("final order (%d moves):", moves);
  for (i = 0; i < count; i++)
    printf(" %" PRIu64, order[i]);
  printf("\n");

  /* Fails only while another thread is inside a call on the engine. */
  return reorder_engine_free(engine) == REORDER_OK ? 0 : 1;
}
