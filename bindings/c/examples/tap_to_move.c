/*
 * tap_to_move.c -- seed 004's tap-to-move with a capacity-1 section.
 *
 * Section 0 is a "featured" slot that holds exactly one item; section 1 is
 * the shelf. Tapping a shelf item moves it into the featured slot: the slot
 * is full, so its current item is displaced to the start of the shelf
 * (REORDER_DISPLACE_SOURCE_START). One reorder_engine_move call does it all
 * and reports every step as a MOVE event; it is one undo step.
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

static void on_event(const reorder_event *ev, void *user_data)
{
  (void)user_data;
  if (ev->type == REORDER_EVENT_MOVE)
    printf("  move: item %" PRIu64 " from %d:%d to %d:%d\n", ev->id, (int)ev->from.section,
           (int)ev->from.item, (int)ev->to.section, (int)ev->to.item);
}

/* Prints "name: id id id" for one section. */
static int print_section(const reorder_engine *engine, int32_t section, const char *name)
{
  uint64_t ids[16];
  size_t count = 0, i;
  reorder_status st = reorder_section_export(ids, 16, &count, engine, section);
  if (st != REORDER_OK)
    return st;
  printf("  %-8s:", name);
  for (i = 0; i < count; i++)
    printf(" %" PRIu64, ids[i]);
  printf("\n");
  return REORDER_OK;
}

int main(void)
{
  static const uint64_t featured[] = {100};
  static const uint64_t shelf[] = {1, 2, 3, 4};
  static const double sizes[] = {60, 60, 60, 60};
  reorder_engine *engine = NULL;
  reorder_section_rules slot;
  reorder_index_path to;

  TRY(reorder_engine_new(&engine, NULL)); /* NULL: default options */

  /* Section 0 holds one item; a newcomer pushes its item to the shelf's start. */
  TRY(reorder_section_rules_init(&slot, REORDER_SECTION_RULES_VERSION));
  slot.capacity = 1;
  slot.displacement = REORDER_DISPLACE_SOURCE_START;
  TRY(reorder_section_insert(engine, 0, 30, 0, &slot));
  TRY(reorder_section_insert(engine, 1, 30, 0, NULL)); /* NULL: default rules */
  TRY(reorder_section_load(engine, 0, featured, sizes, NULL, 1));
  TRY(reorder_section_load(engine, 1, shelf, sizes, NULL, 4));
  TRY(reorder_engine_set_event_callback(engine, on_event, sizeof(reorder_event), NULL, NULL));

  printf("before:\n");
  TRY(print_section(engine, 0, "featured"));
  TRY(print_section(engine, 1, "shelf"));

  printf("tap item 3: move it to featured, index 0\n");
  to.section = 0;
  to.item = 0;
  TRY(reorder_engine_move(engine, 3, to));

  printf("after:\n");
  TRY(print_section(engine, 0, "featured"));
  TRY(print_section(engine, 1, "shelf"));

  printf("undo (the move and its displacement are one step)\n");
  TRY(reorder_engine_undo(engine));
  TRY(print_section(engine, 0, "featured"));
  TRY(print_section(engine, 1, "shelf"));

  return reorder_engine_free(engine) == REORDER_OK ? 0 : 1;
}
