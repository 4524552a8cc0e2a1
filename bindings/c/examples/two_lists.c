/*
 * two_lists.c -- dragging between two lists with a transfer group.
 *
 * "Today" (ids 1-3) and "Later" (ids 11-13) sit side by side in one window:
 * Today at x 0, Later at x 340, each 320 wide. Both engines join one
 * reorder_group and say where their viewports are in the window
 * (reorder_engine_set_frame). The user long-presses item 12 in Later and
 * drags it into Today: the pointer keeps going to the engine it pressed
 * (Later), in Later's coordinates, as a toolkit's pointer grab does. Both
 * engines report the TRANSFER -- each host applies its half to its own
 * data -- and the drop is one undo step across both. Then a programmatic
 * transfer (reorder_engine_transfer) sends item 1 to Later, and two undos
 * restore both lists.
 *
 * Build: cc -std=c99 two_lists.c -lreorder
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "reorder.h"

#define TRY(call)                                                                  \
  do {                                                                             \
    reorder_status st_ = (call);                                                   \
    if (st_ != REORDER_OK) {                                                       \
      fprintf(stderr, "%s failed: %s\n", #call, reorder_status_string(st_));       \
      return 1;                                                                    \
    }                                                                              \
  } while (0)

/* One list as its host keeps it: the engine and the ids, updated only from
 * the events, as a real host updates its data source. */
typedef struct list {
  const char *name;
  reorder_engine *engine;
  uint64_t ids[8];
  int count;
} list;

static void remove_at(list *l, int i)
{
  memmove(&l->ids[i], &l->ids[i + 1], sizeof l->ids[0] * (size_t)(l->count - i - 1));
  l->count--;
}

static void insert_at(list *l, int i, uint64_t id)
{
  memmove(&l->ids[i + 1], &l->ids[i], sizeof l->ids[0] * (size_t)(l->count - i));
  l->ids[i] = id;
  l->count++;
}

static void on_event(const reorder_event *ev, void *user_data)
{
  list *l = user_data;
  switch (ev->type) {
  case REORDER_EVENT_MOVE:
    remove_at(l, ev->from.item);
    insert_at(l, ev->to.item, ev->id);
    break;
  case REORDER_EVENT_TRANSFER:
    /* Both lists hear it, the source first: each applies its half. */
    if (ev->source == l->engine && ev->reason != REORDER_TRANSFER_COPY) {
      remove_at(l, ev->from.item);
      printf("  %-5s: item %" PRIu64 " left for the other list\n", l->name, ev->id);
    }
    if (ev->target == l->engine && ev->reason != REORDER_TRANSFER_DISCARD) {
      insert_at(l, ev->to.item, ev->id);
      printf("  %-5s: item %" PRIu64 " arrived at index %d\n", l->name, ev->id, (int)ev->to.item);
    }
    break;
  case REORDER_EVENT_DROP:
    printf("  %-5s: drop of item %" PRIu64 "%s\n", l->name, ev->id,
           ev->source ? " (it crossed lists)" : "");
    break;
  default:
    break;
  }
}

static int make_list(list *l, const char *name, uint64_t first, reorder_group *group, double x)
{
  static const double heights[] = {44, 44, 44};
  reorder_options options;
  reorder_rect viewport = {0, 0, 320, 480};
  reorder_rect frame = {0, 0, 320, 480};
  int i;
  l->name = name;
  l->engine = NULL;
  l->count = 3;
  for (i = 0; i < 3; i++) l->ids[i] = first + (uint64_t)i;
  TRY(reorder_options_init(&options, REORDER_OPTIONS_VERSION));
  options.cross_extent = 320;
  TRY(reorder_engine_new(&l->engine, &options));
  TRY(reorder_section_insert(l->engine, 0, 0, 0, NULL));
  TRY(reorder_section_load(l->engine, 0, l->ids, heights, NULL, 3));
  TRY(reorder_engine_set_viewport(l->engine, viewport));
  TRY(reorder_engine_set_event_callback(l->engine, on_event, sizeof(reorder_event), NULL, l));
  TRY(reorder_group_add(group, l->engine, NULL)); /* default rules: items move both ways */
  frame.x = x;
  TRY(reorder_engine_set_frame(l->engine, frame)); /* where it is in the window */
  return 0;
}

/* Prints a list and checks the host's copy against the engine's order. */
static int show(const list *l)
{
  uint64_t ids[8];
  size_t n = 0, i;
  TRY(reorder_section_export(ids, 8, &n, l->engine, 0));
  printf("  %-5s:", l->name);
  for (i = 0; i < n; i++) printf(" %" PRIu64, ids[i]);
  printf("\n");
  if ((int)n != l->count || memcmp(ids, l->ids, sizeof ids[0] * n) != 0) {
    fprintf(stderr, "%s: the host's copy differs from the engine's order\n", l->name);
    return 1;
  }
  return 0;
}

int main(void)
{
  reorder_group *group = NULL;
  list today, later;
  reorder_index_path to = {0, 2}; /* the end of Later once 12 has left */
  reorder_point p;
  double t;
  int i, failed;

  TRY(reorder_group_new(&group));
  if (make_list(&today, "Today", 1, group, 0) || make_list(&later, "Later", 11, group, 340))
    return 1;

  printf("long-press item 12 in Later and drag it into Today, between 1 and 2\n");
  p.x = 160; /* Later's coordinates */
  p.y = 66;
  TRY(reorder_engine_pointer_down(later.engine, p, 0.0));
  for (t = 0.0; t <= 0.6; t += 1.0 / 60) TRY(reorder_engine_tick(later.engine, t));
  for (i = 1; i <= 30; i++) {
    t = 0.6 + i / 60.0;
    p.x = 160 - 340.0 * i / 30; /* Today's x 160 is Later's -180 */
    p.y = 66 - 16.0 * i / 30;
    TRY(reorder_engine_pointer_move(later.engine, p, t));
    TRY(reorder_engine_tick(today.engine, t)); /* each list's frame clock */
    TRY(reorder_engine_tick(later.engine, t));
  }
  TRY(reorder_engine_pointer_up(later.engine, p, t));
  failed = show(&today) || show(&later);

  printf("send item 1 to the end of Later without a drag\n");
  TRY(reorder_engine_transfer(today.engine, 1, later.engine, to));
  failed = failed || show(&today) || show(&later);

  printf("undo both: each undo is one step across the two lists\n");
  TRY(reorder_engine_undo(later.engine));
  TRY(reorder_engine_undo(today.engine));
  failed = failed || show(&today) || show(&later);
  failed = failed || today.ids[0] != 1 || today.ids[1] != 2 || later.ids[1] != 12;

  TRY(reorder_group_free(group));
  TRY(reorder_engine_free(today.engine));
  TRY(reorder_engine_free(later.engine));
  return failed;
}
