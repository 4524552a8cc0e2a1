/*
 * poll_loop.c -- a host that pulls events instead of taking callbacks.
 *
 * Without an event callback the engine queues its events; the host drains
 * them with reorder_engine_poll_event after each call, for example from its
 * main loop. Here a keyboard user picks up item 2, moves it down twice and
 * drops it, then the host undoes the drag.
 */
#include <inttypes.h>
#include <stdio.h>

#include "reorder.h"

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

/* Drains and prints every waiting event. poll_event returns REORDER_OK per
 * event, REORDER_DONE when the queue is empty, negative on error. ev.text
 * (announcements) is only valid until the next call on the engine: copy it
 * if you keep it. */
static reorder_status drain(reorder_engine *engine)
{
  reorder_event ev;
  reorder_status st;
  while ((st = reorder_engine_poll_event(&ev, sizeof ev, engine)) == REORDER_OK) {
    switch (ev.type) {
    case REORDER_EVENT_LIFT:
      printf("  lift %" PRIu64 " at %d\n", ev.id, (int)ev.from.item);
      break;
    case REORDER_EVENT_MOVE:
      printf("  move %" PRIu64 " %d -> %d\n", ev.id, (int)ev.from.item, (int)ev.to.item);
      break;
    case REORDER_EVENT_DROP:
      printf("  drop %" PRIu64 " %d -> %d\n", ev.id, (int)ev.from.item, (int)ev.to.item);
      break;
    case REORDER_EVENT_CANCEL:
      printf("  cancel %" PRIu64 "\n", ev.id);
      break;
    case REORDER_EVENT_ANNOUNCEMENT:
      printf("  say \"%.*s\"\n", (int)ev.text_length, ev.text);
      break;
    case REORDER_EVENT_ANIMATION_NEEDED:
      printf("  (animation needed)\n");
      break;
    default: /* newer event types: ignore what you do not know */
      break;
    }
  }
  return st == REORDER_DONE ? REORDER_OK : st;
}

static reorder_status print_order(const reorder_engine *engine)
{
  uint64_t ids[8];
  size_t count = 0, i;
  reorder_status st = reorder_section_export(ids, 8, &count, engine, 0);
  if (st != REORDER_OK)
    return st;
  printf("order:");
  for (i = 0; i < count; i++)
    printf(" %" PRIu64, ids[i]);
  printf("\n");
  return REORDER_OK;
}

int main(void)
{
  static const uint64_t ids[] = {1, 2, 3, 4, 5};
  static const double sizes[] = {30, 30, 30, 30, 30};
  reorder_engine *engine = NULL;
  uint64_t focused = 2;
  double t = 0;

  TRY(reorder_engine_new(&engine, NULL));
  TRY(reorder_section_insert(engine, 0, 0, 0, NULL));
  TRY(reorder_section_load(engine, 0, ids, sizes, NULL, 5));
  TRY(drain(engine));
  TRY(print_order(engine));

  printf("space on item 2\n");
  TRY(reorder_engine_key(engine, REORDER_KEY_PICK_UP_OR_DROP, &focused, t += 0.1));
  TRY(drain(engine));
  printf("arrow down, twice\n");
  TRY(reorder_engine_key(engine, REORDER_KEY_DOWN, NULL, t += 0.1));
  TRY(drain(engine));
  TRY(reorder_engine_key(engine, REORDER_KEY_DOWN, NULL, t += 0.1));
  TRY(drain(engine));
  printf("space again: drop\n");
  TRY(reorder_engine_key(engine, REORDER_KEY_PICK_UP_OR_DROP, NULL, t += 0.1));
  TRY(drain(engine));
  TRY(print_order(engine));

  printf("undo\n");
  TRY(reorder_engine_undo(engine));
  TRY(drain(engine));
  TRY(print_order(engine));

  return reorder_engine_free(engine) == REORDER_OK ? 0 : 1;
}
