/*
 * test_allocations.c -- no heap allocation on the success path of the calls
 * a host makes during a drag (issue 13).
 *
 * A malloc-counting shim: this program defines malloc and its kin, which
 * interpose on the library's (and the Swift runtime's) calls through the
 * dynamic linker, and forwards them to glibc's __libc_* entry points. Counts
 * are stable where times are not, so this is a test, not a benchmark.
 *
 * A host of 10^4 items of mixed sizes, viewport and callback set, lifts an
 * item and drags it. Each measured call is first made a few times (a queue
 * or table may grow to its working size once), then counted over many calls
 * that each do the same kind of work: a pointer event with no step, one that
 * makes a step, a scroll, a frame tick, and the read calls a host makes
 * every frame. Every count must be zero.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "reorder.h"

/* ---- the shim ------------------------------------------------------------ */

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

static unsigned long allocations; /* counted while `counting` */
static int counting;

void *malloc(size_t size)
{
  allocations += counting;
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size)
{
  allocations += counting;
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size)
{
  allocations += counting;
  return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size)
{
  allocations += counting;
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size)
{
  allocations += counting;
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **out, size_t alignment, size_t size)
{
  allocations += counting;
  void *p = __libc_memalign(alignment, size);
  if (!p)
    return ENOMEM;
  *out = p;
  return 0;
}

void free(void *pointer) { __libc_free(pointer); }

/* ---- the host ------------------------------------------------------------ */

#define ITEMS 10000
#define CROSS 320.0
#define VIEW 800.0
#define X 100.0
#define ROUNDS 200 /* counted calls per row */
#define WARM 20    /* uncounted calls first */

static unsigned failures;

#define CHECK(call)                                                                       \
  do {                                                                                    \
    reorder_status st_ = (call);                                                          \
    if (st_ < 0) {                                                                        \
      fprintf(stderr, "FAIL %s:%d: %s -> %s: %s\n", __FILE__, __LINE__, #call,            \
              reorder_status_string(st_), reorder_engine_last_error(e));                  \
      exit(1);                                                                            \
    }                                                                                     \
  } while (0)

typedef struct host {
  unsigned long events, moves;
  uint64_t lifted;
  int32_t lifted_at;
} host;

static void on_event(const reorder_event *ev, void *user_data)
{
  host *h = user_data;
  h->events++;
  if (ev->type == REORDER_EVENT_MOVE) {
    h->moves++;
    if (ev->id == h->lifted)
      h->lifted_at = ev->to.item;
  } else if (ev->type == REORDER_EVENT_LIFT) {
    h->lifted = ev->id;
    h->lifted_at = ev->from.item;
  }
}

static void on_batch(const reorder_event *events, size_t count, void *user_data)
{
  for (size_t i = 0; i < count; i++)
    on_event(&events[i], user_data);
}

static reorder_engine *e;
static host h;
static double sizes[ITEMS], starts[ITEMS + 1];
static double t = 1;
static double view_y;
static reorder_presentation pres[256];

/* One kind of call: made WARM times uncounted, then ROUNDS times counted;
 * `body` gets the round number. */
static void row(const char *what, void (*body)(unsigned), unsigned long events_min)
{
  for (unsigned i = 0; i < WARM; i++)
    body(i);
  unsigned long events0 = h.events;
  allocations = 0;
  counting = 1;
  for (unsigned i = 0; i < ROUNDS; i++)
    body(WARM + i);
  counting = 0;
  unsigned long events = h.events - events0;
  int ok = allocations == 0 && events >= events_min;
  printf("  %-44s %6lu allocations in %u calls (%lu events)  %s\n", what, allocations, ROUNDS,
         events, ok ? "ok" : "FAIL");
  if (!ok)
    failures++;
}

/* The lifted item, first at index `home`, steps to home + 1 when its top
 * passes the middle of the item after it (in the order without it) and
 * back when it returns: the pointer's y for each. */
static double grab;
static uint32_t home;

static double y_at(uint32_t k)
{
  double middle = starts[home] + sizes[home + 1] / 2 + grab;
  return k == home ? middle - 1 : middle + 1;
}

static void still(unsigned i)
{
  CHECK(reorder_engine_pointer_move(e, (reorder_point){X + (i & 1), y_at(home) - 4 * (i & 1)}, t += 0.001));
}

static void stepping_move(unsigned i)
{
  uint32_t to = (i & 1) ? home : home + 1;
  CHECK(reorder_engine_pointer_move(e, (reorder_point){X, y_at(to)}, t += 0.001));
}

static void check_step(unsigned i)
{
  uint32_t to = (i & 1) ? home : home + 1;
  if ((uint32_t)h.lifted_at != to) {
    fprintf(stderr, "FAIL: the step to %u did not happen (at %d)\n", to, h.lifted_at);
    exit(1);
  }
}

static void stepping(unsigned i)
{
  stepping_move(i);
  check_step(i);
}

static void scrolling(unsigned i)
{
  view_y += (i & 1) ? -1 : 1;
  CHECK(reorder_engine_set_viewport(e, (reorder_rect){0, view_y, CROSS, VIEW}));
}

static void ticking(unsigned i)
{
  (void)i;
  CHECK(reorder_engine_tick(e, t += 0.016));
}

static void hit_testing(unsigned i)
{
  reorder_hit hit;
  CHECK(reorder_engine_hit_test(&hit, sizeof hit, e, (reorder_point){X, view_y + i}));
}

static void presenting(unsigned i)
{
  size_t count;
  CHECK(reorder_engine_presentation(pres, 256, sizeof pres[0], &count, e,
                                    (reorder_rect){0, view_y + i, CROSS, VIEW}, t));
}

static void reading(unsigned i)
{
  reorder_rect r;
  reorder_index_path p;
  reorder_phase phase;
  reorder_bool animating;
  double w, hgt;
  CHECK(reorder_item_frame(&r, e, 1000 + i));
  CHECK(reorder_item_index_path(&p, e, 1000 + i));
  CHECK(reorder_engine_phase(&phase, e));
  CHECK(reorder_engine_is_animating(&animating, e, t));
  CHECK(reorder_engine_content_size(&w, &hgt, e));
}

/* Polling instead of a callback: each step's events taken one by one. */
static void stepping_polled(unsigned i)
{
  stepping_move(i);
  reorder_event ev;
  while (reorder_engine_poll_event(&ev, sizeof ev, e) == REORDER_OK)
    on_event(&ev, &h);
  check_step(i);
}

/* The keyboard drag: next and previous in turn. */
static void keying(unsigned i)
{
  uint64_t focused = h.lifted;
  CHECK(reorder_engine_key(e, (i & 1) ? REORDER_KEY_PREVIOUS : REORDER_KEY_NEXT, &focused,
                           t += 0.01));
  reorder_event ev;
  while (reorder_engine_poll_event(&ev, sizeof ev, e) == REORDER_OK)
    on_event(&ev, &h);
}

/* Edge auto-scroll: the pointer held near the bottom edge, the clock
 * ticking, the view scrolling and the item stepping as it goes. */
static void autoscrolling(unsigned i)
{
  (void)i;
  CHECK(reorder_engine_pointer_move(e, (reorder_point){X, view_y + VIEW - 5}, t));
  CHECK(reorder_engine_tick(e, t += 0.016));
  reorder_event ev;
  while (reorder_engine_poll_event(&ev, sizeof ev, e) == REORDER_OK) {
    on_event(&ev, &h);
    if (ev.type == REORDER_EVENT_SCROLL)
      view_y = ev.offset.y;
  }
}

static void lift(void)
{
  home = ITEMS / 2;
  grab = sizes[home] / 2;
  view_y = starts[home] - VIEW / 2;
  CHECK(reorder_engine_set_viewport(e, (reorder_rect){0, view_y, CROSS, VIEW}));
  h.lifted = 0;
  CHECK(reorder_engine_pointer_down(e, (reorder_point){X, starts[home] + grab}, t += 0.01));
  reorder_event ev; /* when polling */
  while (reorder_engine_poll_event(&ev, sizeof ev, e) == REORDER_OK)
    on_event(&ev, &h);
  if (h.lifted != 1000 + home) {
    fprintf(stderr, "FAIL: the press did not lift item %u\n", home);
    exit(1);
  }
}

static void drop(void)
{
  CHECK(reorder_engine_pointer_cancel(e, t += 0.01));
  CHECK(reorder_engine_tick(e, t += 2));
}

static void drag(const char *mode)
{
  printf("%s:\n", mode);
  lift();
  row("pointer_move, no step", still, 0);
  row("pointer_move, one step each", stepping, ROUNDS);
  row("set_viewport (scrolling by 1)", scrolling, 0);
  row("tick", ticking, 0);
  row("hit_test", hit_testing, 0);
  row("presentation of the viewport", presenting, 0);
  row("item frame and path, phase, animating, size", reading, 0);
  drop();
}

int main(void)
{
  reorder_options o;
  CHECK(reorder_options_init(&o, REORDER_OPTIONS_VERSION));
  o.cross_extent = CROSS;
  o.activation = REORDER_ACTIVATION_IMMEDIATE;
  CHECK(reorder_engine_new(&e, &o));
  uint64_t ids[ITEMS];
  uint64_t seed = 12345;
  for (unsigned i = 0; i < ITEMS; i++) {
    seed = seed * 6364136223846793005u + 1442695040888963407u;
    ids[i] = 1000 + i;
    sizes[i] = 20 + (double)((seed >> 33) % 181);
    starts[i + 1] = starts[i] + sizes[i];
  }
  CHECK(reorder_section_insert(e, 0, 0, 0, NULL));
  CHECK(reorder_section_load(e, 0, ids, sizes, NULL, ITEMS));

  CHECK(reorder_engine_set_event_callback(e, on_event, sizeof(reorder_event), NULL, &h));
  drag("event callback");
  CHECK(reorder_engine_set_event_batch_callback(e, on_batch, sizeof(reorder_event), NULL, &h));
  drag("batch callback");

  CHECK(reorder_engine_set_event_callback(e, NULL, sizeof(reorder_event), NULL, NULL));
  printf("polling, a host label, the keyboard, edge auto-scroll:\n");
  CHECK(reorder_item_set_label(e, 1000 + ITEMS / 2, "the lifted row"));
  lift();
  row("pointer_move, one step each, polled", stepping_polled, 3 * ROUNDS);
  row("tick at the edge (auto-scroll and steps)", autoscrolling, ROUNDS);
  drop();
  uint64_t focused = 1000 + ITEMS / 2;
  CHECK(reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, &focused, t += 0.01));
  row("key, one step each, polled", keying, 3 * ROUNDS);
  CHECK(reorder_engine_key(e, REORDER_KEY_CANCEL, &focused, t += 0.01));

  /* An outline's events that move nothing (its steps move a run: they may). */
  printf("an outline:\n");
  o.layout = REORDER_LAYOUT_OUTLINE;
  CHECK(reorder_engine_configure(e, &o));
  CHECK(reorder_engine_set_event_callback(e, on_event, sizeof(reorder_event), NULL, &h));
  lift();
  row("pointer_move, no step", still, 0);
  row("tick", ticking, 0);
  row("presentation of the viewport", presenting, 0);
  drop();

  CHECK(reorder_engine_free(e));
  if (failures) {
    printf("%u rows allocated\n", failures);
    return 1;
  }
  printf("no allocation on the drag's success paths\n");
  return 0;
}
