/*
 * bench.c -- what hosts pay: libreorder through its C ABI against the
 * seeds' arrays, GSequence and GListStore, in one run (issue 13).
 *
 *   bench            tables at 10^3, 10^4, 10^5 and 10^6, then the goals
 *   bench --max N    stop at N items (a quicker look)
 *   bench --ir       under `valgrind --tool=callgrind --instr-atstart=no
 *                    --collect-atstart=no`: 10^3 and 10^6, one dump per
 *                    operation (ir_table.py prints instructions per op)
 *
 * The engine is used as a host uses it: one list section of items of mixed
 * heights, an 800-unit viewport set with reorder_engine_set_viewport, an
 * event callback that does a host's bookkeeping (counts, the lifted item's
 * index, the range of rows to redraw), immediate activation. Ratios are
 * libreorder / baseline: below 1, libreorder is the faster.
 */
#define _GNU_SOURCE
#include <malloc.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bench.h"

#define DT (1.0 / 120)     /* between pointer events: a 120 Hz pointer */
#define PRESS_X 160.0
#define SCREEN_Y 400.0     /* where the pointer is held on screen */
#define LONG_WINDOW 64     /* steps per window of the long drag */
#define LONG_STEPS 10064   /* steps of the longest drag measured */
#define MARGIN 16          /* the long drag turns this far from the ends */
#define PRES_CAPACITY 64   /* 800 / 20 + 2 items at most */

static const size_t all_sizes[] = {1000, 10000, 100000, 1000000};
static const size_t ir_sizes[] = {1000, 1000000};
#define MAX_SIZES 4

static volatile uint64_t sink; /* results go here, so no work is optimized away */
static unsigned failures;      /* calls that failed and checks that did not hold */

#define FAIL(...)                                                                  \
  do {                                                                             \
    failures++;                                                                    \
    if (failures <= 20) {                                                          \
      fprintf(stderr, "bench: CHECK FAILED: ");                                    \
      fprintf(stderr, __VA_ARGS__);                                                \
      fputc('\n', stderr);                                                         \
    }                                                                              \
  } while (0)

#define CALL(e, call)                                                              \
  do {                                                                             \
    reorder_status st_ = (call);                                                   \
    if (st_ < 0)                                                                   \
      FAIL("%s: %s (%s)", #call, reorder_status_string(st_),                      \
           reorder_engine_last_error(e));                                          \
  } while (0)

/* ---- the host ------------------------------------------------------------ */

/* What a virtualized host does with events: count them, follow the lifted
 * item, and note which rows to redraw (it reads the visible ones back with
 * reorder_engine_presentation on its next frame; it keeps no flat copy of
 * 10^6 ids to memmove -- that is the seeds' baseline). */
typedef struct host {
  uint64_t events, moves, announcements, other;
  uint64_t checksum;
  uint64_t lifted;
  int32_t lifted_at;
  int32_t dirty_lo, dirty_hi;
} host;

static void host_on_event(const reorder_event *ev, void *user_data)
{
  host *h = user_data;
  h->events++;
  switch (ev->type) {
  case REORDER_EVENT_MOVE:
    h->moves++;
    h->checksum += ev->id ^ ((uint64_t)(uint32_t)ev->from.item << 32 | (uint32_t)ev->to.item);
    if (ev->id == h->lifted)
      h->lifted_at = ev->to.item;
    if (ev->from.item < h->dirty_lo || ev->to.item < h->dirty_lo)
      h->dirty_lo = ev->from.item < ev->to.item ? ev->from.item : ev->to.item;
    if (ev->from.item > h->dirty_hi || ev->to.item > h->dirty_hi)
      h->dirty_hi = ev->from.item > ev->to.item ? ev->from.item : ev->to.item;
    break;
  case REORDER_EVENT_LIFT:
    h->lifted = ev->id;
    h->lifted_at = ev->from.item;
    break;
  case REORDER_EVENT_ANNOUNCEMENT:
    h->announcements++;
    h->checksum += ev->text_length;
    break;
  default:
    h->other++;
    break;
  }
}

/* ---- results ------------------------------------------------------------- */

enum impl { LIB, SEEDS, GSEQ, GLS, IMPLS };
static const char *impl_name[IMPLS] = {"libreorder", "seeds arrays", "GSequence", "GListStore"};

enum op {
  OP_NOSTEP,
  OP_STEP,
  OP_FAR,
  OP_RANDOM,
  OP_ADJACENT,
  OP_HIT,
  OP_PRESENT,
  OP_LOAD,
  OP_BYTES,
  OP_HEAP,
  OP_RSS,
  OPS
};

typedef struct op_info {
  const char *title; /* the table's heading */
  const char *label; /* short, for the IR dumps */
  const char *note;
} op_info;

static const op_info ops[OPS] = {
  [OP_NOSTEP] = {"1. pointer event, no step (reorder_engine_pointer_move, 4-unit moves inside "
                 "the lifted item's slot)",
                 "pointer, no step", "seeds: the slot under the leading edge by binary search"},
  [OP_STEP] = {"2. pointer event making one step (across a neighbour's midpoint and back; "
               "each event one step)",
               "pointer, one step",
               "seeds: binary search + move of one (memmove, re-sum of two offsets)"},
  [OP_FAR] = {"4a. far move, first -> last and back (reorder_engine_move; per move)", "far move",
              "GSequence: id -> iterator, g_sequence_move; GListStore: remove + insert by index"},
  [OP_RANDOM] = {"4b. random move, a random item to a random index and back (per move)",
                 "random move", NULL},
  [OP_ADJACENT] = {"4c. adjacent move, a random item one down and back (per move)",
                   "adjacent move", NULL},
  [OP_HIT] = {"5. hit test at a random offset (reorder_engine_hit_test)", "hit test",
              "seeds: binary search on the prefix sums"},
  [OP_PRESENT] = {"6. presentation of the visible items, 800-unit rect at a random offset "
                  "(reorder_engine_presentation)",
                  "presentation",
                  "seeds: binary search, then a reorder_presentation record per visible item"},
  [OP_LOAD] = {"7a. bulk load (reorder_section_load into a new engine; per load)", "bulk load",
               "GSequence: n appends; GListStore: one splice of n ready-made objects"},
  [OP_BYTES] = {"7b. bytes per item (the larger of heap growth and RSS growth, / n)", "bytes",
                NULL},
  [OP_HEAP] = {"heap", "heap", NULL},
  [OP_RSS] = {"rss", "rss", NULL},
};

static double result[OPS][MAX_SIZES][IMPLS];
static double events_per_op[OPS][MAX_SIZES];
/* The long drag: windows of steps [0, 64), [1000, 1064), [10000, 10064). */
#define WINDOWS 3
static const uint32_t window_start[WINDOWS] = {0, 1000, 10000};
static double long_drag[MAX_SIZES][WINDOWS];
static uint64_t long_drag_steps[MAX_SIZES]; /* where the last window ended */
static unsigned long_drag_misses[MAX_SIZES];
static size_t sizes[MAX_SIZES];
static size_t size_count;

/* ---- memory -------------------------------------------------------------- */

typedef struct mem_snap {
  double heap, rss;
} mem_snap;

static mem_snap mem_now(void)
{
  mem_snap m;
  struct mallinfo2 mi = mallinfo2();
  m.heap = (double)mi.uordblks + (double)mi.hblkhd;
  long pages = 0, resident = 0;
  FILE *f = fopen("/proc/self/statm", "r");
  if (f) {
    if (fscanf(f, "%ld %ld", &pages, &resident) != 2)
      resident = 0;
    fclose(f);
  }
  m.rss = (double)resident * (double)sysconf(_SC_PAGESIZE);
  return m;
}

static mem_snap mem_before(void)
{
  malloc_trim(0);
  return mem_now();
}

static void mem_record(int si, enum impl im, mem_snap before, size_t n)
{
  /* Trimmed again: what a load allocated and freed is not what it holds. */
  malloc_trim(0);
  mem_snap after = mem_now();
  double heap = (after.heap - before.heap) / (double)n;
  double rss = (after.rss - before.rss) / (double)n;
  result[OP_HEAP][si][im] = heap;
  result[OP_RSS][si][im] = rss;
  result[OP_BYTES][si][im] = heap > rss ? heap : rss;
}

/* ---- the engine ---------------------------------------------------------- */

static reorder_engine *engine_make(void)
{
  reorder_options o;
  reorder_engine *e = NULL;
  CALL(NULL, reorder_options_init(&o, REORDER_OPTIONS_VERSION));
  o.cross_extent = BENCH_CROSS;
  o.activation = REORDER_ACTIVATION_IMMEDIATE;
  CALL(NULL, reorder_engine_new(&e, &o));
  if (!e) {
    fprintf(stderr, "bench: no engine\n");
    exit(2);
  }
  CALL(e, reorder_section_insert(e, 0, 0, 0, NULL));
  return e;
}

static void engine_load(reorder_engine *e, const workload *w)
{
  CALL(e, reorder_section_load(e, 0, w->ids, w->sizes, NULL, w->n));
}

static reorder_rect viewport_at(double y)
{
  reorder_rect r = {0, y, BENCH_CROSS, BENCH_VIEWPORT};
  return r;
}

static reorder_point pt(double x, double y)
{
  reorder_point p = {x, y};
  return p;
}

static reorder_index_path at(uint32_t item)
{
  reorder_index_path p = {0, (int32_t)item};
  return p;
}

/* ---- the measured operations --------------------------------------------- */

typedef struct ctx {
  const workload *w;
  reorder_engine *e;
  host *h;
  seeds *s;
  glib_seq *q;
  glib_store *l;
  double t;
  /* pointer rows: the two pointer positions taken in turn */
  double y_a, y_b;
  int flip;
  seeds_drag sd;
  reorder_presentation *pres;
} ctx;

/* pointer events */
static void op_lib_pointer(void *p, uint32_t i)
{
  ctx *c = p;
  (void)i;
  c->flip ^= 1;
  c->t += DT;
  CALL(c->e, reorder_engine_pointer_move(c->e, pt(PRESS_X, c->flip ? c->y_b : c->y_a), c->t));
}

static void op_seeds_pointer(void *p, uint32_t i)
{
  ctx *c = p;
  (void)i;
  c->flip ^= 1;
  sink += seeds_drag_pointer(&c->sd, c->flip ? c->y_b : c->y_a);
}

/* far moves: the first item to the end and back */
static void op_lib_far(void *p, uint32_t i)
{
  ctx *c = p;
  uint64_t id = c->w->ids[0];
  uint32_t last = (uint32_t)c->w->n - 1;
  (void)i;
  CALL(c->e, reorder_engine_move(c->e, id, at(last)));
  CALL(c->e, reorder_engine_move(c->e, id, at(0)));
}

static void op_seeds_far(void *p, uint32_t i)
{
  ctx *c = p;
  (void)i;
  seeds_move_id(c->s, c->w->ids[0], (uint32_t)c->w->n - 1);
  seeds_move_id(c->s, c->w->ids[0], 0);
  sink += (uint64_t)c->s->off[1];
}

static void op_gseq_far(void *p, uint32_t i)
{
  ctx *c = p;
  (void)i;
  uint32_t h = seeds_handle(c->s, c->w->ids[0]); /* the host's id -> row map */
  glib_seq_move_handle(c->q, h, (uint32_t)c->w->n - 1);
  glib_seq_move_handle(c->q, h, 0);
}

static void op_gls_far(void *p, uint32_t i)
{
  ctx *c = p;
  (void)i;
  glib_store_move(c->l, 0, (uint32_t)c->w->n - 1);
  glib_store_move(c->l, (uint32_t)c->w->n - 1, 0);
}

/* random moves; pairs keep the initial order, so ids[k] is the item at k */
static void op_lib_random(void *p, uint32_t i)
{
  ctx *c = p;
  uint32_t a = c->w->from[i & (BENCH_INPUTS - 1)], b = c->w->to[i & (BENCH_INPUTS - 1)];
  uint64_t id = c->w->ids[a];
  CALL(c->e, reorder_engine_move(c->e, id, at(b)));
  CALL(c->e, reorder_engine_move(c->e, id, at(a)));
}

static void op_seeds_random(void *p, uint32_t i)
{
  ctx *c = p;
  uint32_t a = c->w->from[i & (BENCH_INPUTS - 1)], b = c->w->to[i & (BENCH_INPUTS - 1)];
  seeds_move_id(c->s, c->w->ids[a], b);
  seeds_move_id(c->s, c->w->ids[a], a);
  sink += (uint64_t)c->s->off[a];
}

static void op_gseq_random(void *p, uint32_t i)
{
  ctx *c = p;
  uint32_t a = c->w->from[i & (BENCH_INPUTS - 1)], b = c->w->to[i & (BENCH_INPUTS - 1)];
  uint32_t h = seeds_handle(c->s, c->w->ids[a]);
  glib_seq_move_handle(c->q, h, b);
  glib_seq_move_handle(c->q, h, a);
}

static void op_gls_random(void *p, uint32_t i)
{
  ctx *c = p;
  uint32_t a = c->w->from[i & (BENCH_INPUTS - 1)], b = c->w->to[i & (BENCH_INPUTS - 1)];
  glib_store_move(c->l, a, b);
  glib_store_move(c->l, b, a);
}

/* adjacent moves */
static void op_lib_adjacent(void *p, uint32_t i)
{
  ctx *c = p;
  uint32_t a = c->w->adj[i & (BENCH_INPUTS - 1)];
  uint64_t id = c->w->ids[a];
  CALL(c->e, reorder_engine_move(c->e, id, at(a + 1)));
  CALL(c->e, reorder_engine_move(c->e, id, at(a)));
}

static void op_seeds_adjacent(void *p, uint32_t i)
{
  ctx *c = p;
  uint32_t a = c->w->adj[i & (BENCH_INPUTS - 1)];
  seeds_move_id(c->s, c->w->ids[a], a + 1);
  seeds_move_id(c->s, c->w->ids[a], a);
  sink += (uint64_t)c->s->off[a];
}

static void op_gseq_adjacent(void *p, uint32_t i)
{
  ctx *c = p;
  uint32_t a = c->w->adj[i & (BENCH_INPUTS - 1)];
  uint32_t h = seeds_handle(c->s, c->w->ids[a]);
  glib_seq_move_handle(c->q, h, a + 1);
  glib_seq_move_handle(c->q, h, a);
}

static void op_gls_adjacent(void *p, uint32_t i)
{
  ctx *c = p;
  uint32_t a = c->w->adj[i & (BENCH_INPUTS - 1)];
  glib_store_move(c->l, a, a + 1);
  glib_store_move(c->l, a + 1, a);
}

/* hit tests */
static void op_lib_hit(void *p, uint32_t i)
{
  ctx *c = p;
  reorder_hit hit;
  CALL(c->e, reorder_engine_hit_test(&hit, sizeof hit, c->e,
                                     pt(PRESS_X, c->w->ys[i & (BENCH_INPUTS - 1)])));
  sink += (uint64_t)hit.path.item;
}

static void op_seeds_hit(void *p, uint32_t i)
{
  ctx *c = p;
  sink += seeds_hit(c->s, c->w->ys[i & (BENCH_INPUTS - 1)]);
}

/* presentation */
static void op_lib_present(void *p, uint32_t i)
{
  ctx *c = p;
  size_t count = 0;
  CALL(c->e, reorder_engine_presentation(c->pres, PRES_CAPACITY, sizeof *c->pres, &count, c->e,
                                         viewport_at(c->w->ys[i & (BENCH_INPUTS - 1)]), c->t));
  sink += count + c->pres[0].id;
}

static void op_seeds_present(void *p, uint32_t i)
{
  ctx *c = p;
  size_t count = seeds_presentation(c->s, c->pres, PRES_CAPACITY,
                                    c->w->ys[i & (BENCH_INPUTS - 1)], BENCH_VIEWPORT);
  sink += count + c->pres[0].id;
}

static void op_empty(void *p, uint32_t i)
{
  (void)p;
  sink += i;
}

/* ---- one size ------------------------------------------------------------ */

static char label_buf[128];

static const char *label_of(enum op o, enum impl im)
{
  snprintf(label_buf, sizeof label_buf, "%s/%s", ops[o].label, impl_name[im]);
  return label_buf;
}

/* IR mode: how many calls to count. Linear-time baselines get fewer at
 * 10^6; their count varies little with the inputs. */
static uint32_t ir_calls(size_t n, int linear)
{
  if (!linear)
    return 256;
  uint32_t k = (uint32_t)(256000 / n);
  return k < 4 ? 4 : k;
}

static void measure_lib(int si, enum op o, bench_op fn, ctx *c, double per_call)
{
  size_t n = c->w->n;
  uint64_t e0 = c->h->events;
  if (bench_ir)
    ir_instrument(1);
  result[o][si][LIB] = bench_measure(label_of(o, LIB), n, fn, c, per_call, ir_calls(n, 0));
  if (bench_ir)
    ir_instrument(0);
  events_per_op[o][si] = (double)(c->h->events - e0) / ((double)bench_calls * per_call);
}

static void measure_base(int si, enum op o, enum impl im, bench_op fn, ctx *c, double per_call,
                         int linear)
{
  size_t n = c->w->n;
  if (bench_ir)
    ir_instrument(1);
  result[o][si][im] = bench_measure(label_of(o, im), n, fn, c, per_call, ir_calls(n, linear));
  if (bench_ir)
    ir_instrument(0);
}

/* Loads: a fresh structure per load, only the load timed. */
static double time_loads(enum impl im, const workload *w)
{
  size_t n = w->n;
  double xs[15];
  int reps = 0;
  double spent = 0;
  /* At least 5 loads, more while they take under a second in all. */
  while (reps < 15 && (reps < 5 || spent < 1e9)) {
    reorder_engine *e = NULL;
    seeds s;
    glib_seq *q = NULL;
    glib_store *l = NULL;
    if (im == LIB)
      e = engine_make();
    if (bench_ir) {
      ir_instrument(1);
      ir_zero();
      probe_start();
    }
    double t0 = bench_now_ns();
    switch (im) {
    case LIB:
      engine_load(e, w);
      break;
    case SEEDS:
      if (seeds_load(&s, w->ids, w->sizes, n) != 0)
        FAIL("seeds_load");
      break;
    case GSEQ:
      q = glib_seq_load(n);
      break;
    case GLS:
      l = glib_store_load(n);
      break;
    default:
      break;
    }
    double t = bench_now_ns() - t0;
    if (bench_ir) {
      probe_stop();
      ir_dump(label_of(OP_LOAD, im), n, 1);
      ir_instrument(0);
    }
    xs[reps++] = t;
    spent += t;
    if (e)
      reorder_engine_free(e);
    if (im == SEEDS)
      seeds_free(&s);
    glib_seq_free(q);
    glib_store_free(l);
    if (bench_ir)
      break;
  }
  return median(xs, (size_t)reps);
}

/* The others' layout of a drag that lifted item s (the initial order). */
static double others_start(const ctx *c, uint32_t lifted, uint32_t j)
{
  return j < lifted ? c->s->off[j] : c->s->off[j + 1] - c->w->sizes[lifted];
}

static double others_size(const ctx *c, uint32_t lifted, uint32_t j)
{
  return c->w->sizes[j < lifted ? j : j + 1];
}

/* A long drag on an engine of its own: pointer events of one step each,
 * the host keeping the pointer mid-screen by scrolling after each
 * (set_viewport moves the pointer with the content and a pointer_move puts
 * it back -- untimed, and they may step forth and back too: those count in
 * the drag's steps, as whatever made them, they are steps of this drag). */
typedef struct drag_run {
  reorder_engine *e;
  host *h;  /* the engine's callback's (own, or the main engine's) */
  host own;
  uint32_t s0, k;
  int dir;
  double t, view, y_prev, grab;
  uint64_t moves0;
} drag_run;

static void drag_begin(const ctx *c, drag_run *r)
{
  const workload *w = c->w;
  uint32_t n = (uint32_t)w->n;
  r->s0 = n > 4 * LONG_STEPS ? n / 2 : MARGIN;
  r->k = r->s0;
  r->dir = 1;
  double press_y = c->s->off[r->s0] + w->sizes[r->s0] / 2;
  r->grab = w->sizes[r->s0] / 2;
  r->view = press_y - SCREEN_Y;
  r->y_prev = press_y;
  r->moves0 = r->h->moves;
  CALL(r->e, reorder_engine_set_viewport(r->e, viewport_at(r->view)));
  r->t += DT;
  CALL(r->e, reorder_engine_pointer_down(r->e, pt(PRESS_X, press_y), r->t));
  if (r->h->lifted != w->ids[r->s0])
    FAIL("long drag: the press did not lift item %u", r->s0);
}

static uint64_t drag_steps(const drag_run *r) { return r->h->moves - r->moves0; }

/* One stepping pointer event (timed when asked: ns, or collected in IR
 * mode), then the host's untimed scroll. */
static double drag_event(const ctx *c, drag_run *r, int si, int timed)
{
  uint32_t n = (uint32_t)c->w->n;
  if (r->dir > 0 && r->k >= n - 1 - MARGIN)
    r->dir = -1;
  else if (r->dir < 0 && r->k <= MARGIN)
    r->dir = 1;
  uint32_t k = r->k, s0 = r->s0;
  double edge = r->dir > 0 ? others_start(c, s0, k) + others_size(c, s0, k) / 2 + 1
                           : others_start(c, s0, k - 1) + others_size(c, s0, k - 1) / 2 - 1;
  double y = edge + r->grab;
  uint32_t expected = r->dir > 0 ? k + 1 : k - 1;
  double ns = 0;
  r->t += DT;
  if (timed)
    probe_start();
  reorder_status st = reorder_engine_pointer_move(r->e, pt(PRESS_X, y), r->t);
  if (timed)
    ns = probe_stop();
  if (st < 0)
    FAIL("long drag: pointer_move: %s", reorder_engine_last_error(r->e));
  if ((uint32_t)r->h->lifted_at != expected)
    long_drag_misses[si]++;
  r->view += y - r->y_prev;
  CALL(r->e, reorder_engine_set_viewport(r->e, viewport_at(r->view)));
  CALL(r->e, reorder_engine_pointer_move(r->e, pt(PRESS_X, y), r->t));
  if ((uint32_t)r->h->lifted_at != expected)
    long_drag_misses[si]++;
  r->k = (uint32_t)r->h->lifted_at;
  r->y_prev = y;
  return ns;
}

static void drag_end(drag_run *r)
{
  CALL(r->e, reorder_engine_pointer_cancel(r->e, r->t));
  r->t += 2;
  CALL(r->e, reorder_engine_tick(r->e, r->t));
}

/* Three drags, one per window, each on its engine: drag w is first carried
 * (untimed) to window_start[w] steps, then the three are measured in turn,
 * one event each, so that the machine's noise falls on all windows alike. */
static void long_drags(ctx *c, int si)
{
  drag_run runs[WINDOWS];
  int rounds = bench_ir ? 1 : 4;
  double *xs[WINDOWS];
  size_t counts[WINDOWS] = {0};
  memset(runs, 0, sizeof runs);
  for (int x = 0; x < WINDOWS; x++) {
    xs[x] = calloc((size_t)rounds * LONG_WINDOW, sizeof(double));
    if (x == 0) { /* the main engine, its callback set */
      runs[x].e = c->e;
      runs[x].h = c->h;
      continue;
    }
    runs[x].e = engine_make();
    engine_load(runs[x].e, c->w);
    runs[x].h = &runs[x].own;
    runs[x].own.dirty_lo = INT32_MAX;
    runs[x].own.dirty_hi = -1;
    CALL(runs[x].e, reorder_engine_set_event_callback(runs[x].e, host_on_event,
                                                      sizeof(reorder_event), NULL, runs[x].h));
  }
  for (int round = 0; round < rounds; round++) {
    for (int x = 0; x < WINDOWS; x++) {
      drag_begin(c, &runs[x]);
      for (uint32_t guard = 0; drag_steps(&runs[x]) < window_start[x]; guard++) {
        if (guard > 4 * LONG_STEPS) {
          FAIL("long drag: only %llu steps", (unsigned long long)drag_steps(&runs[x]));
          break;
        }
        drag_event(c, &runs[x], si, 0);
      }
    }
    if (bench_ir) {
      for (int x = 0; x < WINDOWS; x++) {
        char label[64];
        ir_instrument(1);
        ir_zero();
        for (int j = 0; j < LONG_WINDOW; j++)
          drag_event(c, &runs[x], si, 1);
        snprintf(label, sizeof label, "long drag, step %u/libreorder", window_start[x]);
        ir_dump(label, c->w->n, LONG_WINDOW);
        ir_instrument(0);
      }
    } else {
      for (int j = 0; j < LONG_WINDOW; j++)
        for (int x = 0; x < WINDOWS; x++)
          xs[x][counts[x]++] = drag_event(c, &runs[x], si, 1);
    }
    long_drag_steps[si] = drag_steps(&runs[WINDOWS - 1]);
    for (int x = 0; x < WINDOWS; x++)
      drag_end(&runs[x]);
  }
  for (int x = 0; x < WINDOWS; x++) {
    long_drag[si][x] = median(xs[x], counts[x]);
    free(xs[x]);
    if (x)
      reorder_engine_free(runs[x].e);
  }
}

static void check_orders(ctx *c, const char *when)
{
  const workload *w = c->w;
  size_t n = w->n, count = 0;
  uint64_t *got = malloc(n * sizeof *got);
  CALL(c->e, reorder_section_export(got, n, &count, c->e, 0));
  if (count != n)
    FAIL("%s: the engine holds %zu items, not %zu", when, count, n);
  for (size_t i = 0; i < n && i < count; i++) {
    if (got[i] != w->ids[i]) {
      FAIL("%s: engine item %zu is %llu, not %llu", when, i, (unsigned long long)got[i],
           (unsigned long long)w->ids[i]);
      break;
    }
    if (c->s->order[i] != i) {
      FAIL("%s: seeds item %zu is handle %u", when, i, c->s->order[i]);
      break;
    }
  }
  free(got);
  for (uint32_t k = 0; k < 64; k++) {
    uint32_t i = k < 2 ? (k ? (uint32_t)n - 1 : 0) : c->w->from[k];
    if (c->q && glib_seq_handle_at(c->q, i) != i)
      FAIL("%s: GSequence item %u moved", when, i);
    if (c->l && !glib_store_holds(c->l, i, i))
      FAIL("%s: GListStore item %u moved", when, i);
  }
  /* The engine and the seeds must see the same geometry, or they would be
   * timing different work. */
  for (uint32_t k = 0; k < 256; k++) {
    reorder_hit hit;
    double y = w->ys[k];
    CALL(c->e, reorder_engine_hit_test(&hit, sizeof hit, c->e, pt(PRESS_X, y)));
    if (hit.kind != REORDER_HIT_ITEM || (uint32_t)hit.path.item != seeds_hit(c->s, y)) {
      FAIL("%s: hit test at %.2f: engine %d/%d, seeds %u", when, y, hit.kind, hit.path.item,
           seeds_hit(c->s, y));
      break;
    }
    size_t a = 0;
    CALL(c->e, reorder_engine_presentation(c->pres, PRES_CAPACITY, sizeof *c->pres, &a, c->e,
                                           viewport_at(y), c->t));
    size_t b = seeds_presentation(c->s, c->pres, PRES_CAPACITY, y, BENCH_VIEWPORT);
    if (a != b) {
      FAIL("%s: presentation at %.2f: engine %zu items, seeds %zu", when, y, a, b);
      break;
    }
  }
}

static void run_size(int si, size_t n, int with_glib)
{
  workload w;
  host h;
  ctx c;
  seeds s;
  double t0 = bench_now_ns();

  memset(&h, 0, sizeof h);
  memset(&c, 0, sizeof c);
  h.dirty_lo = INT32_MAX;
  h.dirty_hi = -1;
  workload_make(&w, n, 0x5EED0000ull + n);
  c.w = &w;
  c.h = &h;
  c.pres = calloc(PRES_CAPACITY, sizeof *c.pres);

  /* Memory first, before the other structures hold theirs; each structure
   * measured here is the one the rows use. */
  mem_snap m = mem_before();
  c.e = engine_make();
  engine_load(c.e, &w);
  mem_record(si, LIB, m, n);
  m = mem_before();
  if (seeds_load(&s, w.ids, w.sizes, n) != 0) {
    fprintf(stderr, "bench: out of memory\n");
    exit(2);
  }
  mem_record(si, SEEDS, m, n);
  c.s = &s;
  if (with_glib) {
    m = mem_before();
    c.q = glib_seq_load(n);
    mem_record(si, GSEQ, m, n);
    glib_objects_make(n); /* the host's row objects, not the store's cost */
    m = mem_before();
    c.l = glib_store_load(n);
    mem_record(si, GLS, m, n);
  }

  result[OP_LOAD][si][LIB] = time_loads(LIB, &w);
  result[OP_LOAD][si][SEEDS] = time_loads(SEEDS, &w);
  if (with_glib) {
    result[OP_LOAD][si][GSEQ] = time_loads(GSEQ, &w);
    result[OP_LOAD][si][GLS] = time_loads(GLS, &w);
  }

  /* The host's view: 800 units around the middle item, callback set. */
  uint32_t mid = (uint32_t)n / 2;
  double press_y = s.off[mid] + w.sizes[mid] / 2;
  CALL(c.e, reorder_engine_set_viewport(c.e, viewport_at(press_y - SCREEN_Y)));
  CALL(c.e, reorder_engine_set_event_callback(c.e, host_on_event, sizeof(reorder_event), NULL, &h));
  check_orders(&c, "after the load");

  /* At rest: hit tests and presentation. */
  measure_lib(si, OP_HIT, op_lib_hit, &c, 1);
  measure_base(si, OP_HIT, SEEDS, op_seeds_hit, &c, 1, 0);
  measure_lib(si, OP_PRESENT, op_lib_present, &c, 1);
  measure_base(si, OP_PRESENT, SEEDS, op_seeds_present, &c, 1, 0);

  /* One drag: the middle item lifted at once, then 4-unit moves inside its
   * slot, then moves across its lower neighbour's midpoint and back. */
  c.t += DT;
  CALL(c.e, reorder_engine_pointer_down(c.e, pt(PRESS_X, press_y), c.t));
  if (h.lifted != w.ids[mid])
    FAIL("the press did not lift item %u", mid);
  seeds_drag_begin(&c.sd, &s, mid, press_y);
  c.y_a = press_y;
  c.y_b = press_y + 4;
  c.flip = 0;
  uint64_t moves0 = h.moves;
  measure_lib(si, OP_NOSTEP, op_lib_pointer, &c, 1);
  if (h.moves != moves0)
    FAIL("pointer, no step: the engine made %llu steps", (unsigned long long)(h.moves - moves0));
  measure_base(si, OP_NOSTEP, SEEDS, op_seeds_pointer, &c, 1, 0);
  if (c.sd.k != mid)
    FAIL("pointer, no step: the seeds' drag moved");
  /* The neighbour's midpoint in the others' layout, for the leading edge. */
  double midpoint = others_start(&c, mid, mid) + others_size(&c, mid, mid) / 2;
  c.y_a = midpoint - 4 + (press_y - s.off[mid]);
  c.y_b = midpoint + 4 + (press_y - s.off[mid]);
  c.flip = 0;
  moves0 = h.moves;
  measure_lib(si, OP_STEP, op_lib_pointer, &c, 1);
  if (h.moves - moves0 != bench_calls && !bench_ir)
    FAIL("pointer, one step: %llu steps in %llu events", (unsigned long long)(h.moves - moves0),
         (unsigned long long)bench_calls);
  measure_base(si, OP_STEP, SEEDS, op_seeds_pointer, &c, 1, 0);
  seeds_drag_end(&c.sd, mid);
  CALL(c.e, reorder_engine_pointer_cancel(c.e, c.t));
  c.t += 2;
  CALL(c.e, reorder_engine_tick(c.e, c.t));
  check_orders(&c, "after the pointer rows");

  /* 3. The long drag. */
  long_drags(&c, si);
  check_orders(&c, "after the long drags");

  /* 4. Moves, each a there-and-back pair, so the order holds between them. */
  CALL(c.e, reorder_engine_set_viewport(c.e, viewport_at(press_y - SCREEN_Y)));
  measure_lib(si, OP_FAR, op_lib_far, &c, 2);
  measure_base(si, OP_FAR, SEEDS, op_seeds_far, &c, 2, 1);
  measure_lib(si, OP_RANDOM, op_lib_random, &c, 2);
  measure_base(si, OP_RANDOM, SEEDS, op_seeds_random, &c, 2, 1);
  measure_lib(si, OP_ADJACENT, op_lib_adjacent, &c, 2);
  measure_base(si, OP_ADJACENT, SEEDS, op_seeds_adjacent, &c, 2, 0);
  if (with_glib) {
    measure_base(si, OP_FAR, GSEQ, op_gseq_far, &c, 2, 0);
    measure_base(si, OP_RANDOM, GSEQ, op_gseq_random, &c, 2, 0);
    measure_base(si, OP_ADJACENT, GSEQ, op_gseq_adjacent, &c, 2, 0);
    measure_base(si, OP_FAR, GLS, op_gls_far, &c, 2, 0);
    measure_base(si, OP_RANDOM, GLS, op_gls_random, &c, 2, 0);
    measure_base(si, OP_ADJACENT, GLS, op_gls_adjacent, &c, 2, 0);
  }
  c.t += 2;
  CALL(c.e, reorder_engine_tick(c.e, c.t));
  check_orders(&c, "after the moves");

  reorder_engine_free(c.e);
  seeds_free(&s);
  glib_seq_free(c.q);
  glib_store_free(c.l);
  glib_objects_free();
  free(c.pres);
  workload_free(&w);
  fprintf(stderr, "  measured n = %s in %.1f s\n", fmt_n(n), (bench_now_ns() - t0) / 1e9);
}

/* ---- printing ------------------------------------------------------------ */

/* The first engine pays for the Swift runtime's first use (metadata, caches,
 * code pages): not a cost per item, so it is paid here, before measuring. */
static void warm_up(void)
{
  workload w;
  host h;
  memset(&h, 0, sizeof h);
  workload_make(&w, 1000, 1);
  reorder_engine *e = engine_make();
  engine_load(e, &w);
  CALL(e, reorder_engine_set_viewport(e, viewport_at(0)));
  CALL(e, reorder_engine_set_event_callback(e, host_on_event, sizeof(reorder_event), NULL, &h));
  CALL(e, reorder_engine_pointer_down(e, pt(PRESS_X, 30), 0.1));
  for (int i = 1; i <= 40; i++)
    CALL(e, reorder_engine_pointer_move(e, pt(PRESS_X, 30 + 20 * i), 0.1 + i * DT));
  CALL(e, reorder_engine_pointer_up(e, pt(PRESS_X, 830), 1));
  CALL(e, reorder_engine_tick(e, 3));
  CALL(e, reorder_engine_move(e, w.ids[0], at(999)));
  reorder_presentation p[PRES_CAPACITY];
  size_t count;
  CALL(e, reorder_engine_presentation(p, PRES_CAPACITY, sizeof *p, &count, e, viewport_at(0), 3));
  reorder_engine_free(e);
  workload_free(&w);
}

static void print_table(enum op o, int impls, int bytes)
{
  char b[IMPLS][32];
  printf("\n%s\n", ops[o].title);
  printf("  %-6s", "n");
  for (int im = 0; im < impls; im++)
    printf(" %13s", impl_name[im]);
  for (int im = 1; im < impls; im++)
    printf("  lib/%-8.8s", im == SEEDS ? "seeds" : im == GSEQ ? "GSeq" : "GLStore");
  if (!bytes && o != OP_LOAD)
    printf("  events/op");
  printf("\n");
  for (size_t si = 0; si < size_count; si++) {
    printf("  %-6s", fmt_n(sizes[si]));
    for (int im = 0; im < impls; im++) {
      double v = result[o][si][im];
      if (bytes)
        snprintf(b[im], sizeof b[im], "%.1f B", v);
      else
        fmt_ns(b[im], sizeof b[im], v);
      printf(" %13s", b[im]);
    }
    for (int im = 1; im < impls; im++)
      printf("  %10.2fx ", result[o][si][LIB] / result[o][si][im]);
    if (!bytes && o != OP_LOAD)
      printf("  %9.1f", events_per_op[o][si]);
    printf("\n");
  }
  if (ops[o].note)
    printf("  (%s)\n", ops[o].note);
}

static int print_goal(const char *what, const char *nlabel, const char *goal_text, int pass,
                      const char *value_text)
{
  printf("  %-52s %-6s %12s  %-16s %s\n", what, nlabel, value_text, goal_text,
         pass ? "PASS" : "MISS");
  return pass;
}

static void print_goals(void)
{
  int big = -1, small = -1;
  for (size_t si = 0; si < size_count; si++) {
    if (sizes[si] == 1000000)
      big = (int)si;
    if (sizes[si] == 1000)
      small = (int)si;
  }
  if (big < 0) {
    printf("\ngoals: measured at 10^6 only (run without --max)\n");
    return;
  }
  char v[32];
  int pass = 0, total = 0;
  printf("\nGoals (issue 13), at 10^6 unless said\n");
  printf("  %-52s %-6s %12s  %-16s %s\n", "goal", "n", "measured", "goal", "verdict");
#define NS_GOAL(what, val, lim, text)                                               \
  do {                                                                              \
    total++;                                                                        \
    pass += print_goal(what, "10^6", text, (val) <= (lim), fmt_ns(v, sizeof v, val)); \
  } while (0)
  NS_GOAL("1. pointer event, no step", result[OP_NOSTEP][big][LIB], 300, "<= 300 ns");
  NS_GOAL("2. pointer event, one step", result[OP_STEP][big][LIB], 1000, "<= 1 us");
  for (size_t si = 0; si < size_count; si++) {
    double r = long_drag[si][2] / long_drag[si][0];
    snprintf(v, sizeof v, "%.2fx", r);
    total++;
    pass += print_goal("3. long drag: step 10,000 / first steps", fmt_n(sizes[si]),
                       "0.80x ... 1.20x", r >= 0.8 && r <= 1.2, v);
  }
  NS_GOAL("4. far move (first -> last)", result[OP_FAR][big][LIB], 1000, "<= 1 us");
  NS_GOAL("4. random move", result[OP_RANDOM][big][LIB], 1000, "<= 1 us");
  NS_GOAL("4. adjacent move", result[OP_ADJACENT][big][LIB], 1000, "<= 1 us");
  {
    double r = result[OP_FAR][big][LIB] / result[OP_FAR][big][GSEQ];
    snprintf(v, sizeof v, "%.2fx", r);
    total++;
    pass += print_goal("4. far move / GSequence far move", "10^6", "<= 6x", r <= 6, v);
  }
  NS_GOAL("5. hit test", result[OP_HIT][big][LIB], 300, "<= 300 ns");
  if (small >= 0) {
    double r = result[OP_HIT][big][LIB] / result[OP_HIT][small][LIB];
    snprintf(v, sizeof v, "%.2fx", r);
    total++;
    pass += print_goal("5. hit test at 10^6 / at 10^3", "10^6", "<= 3x", r <= 3, v);
  }
  NS_GOAL("6. presentation, 800-unit viewport", result[OP_PRESENT][big][LIB], 1000, "<= 1 us");
  NS_GOAL("7. bulk load of 10^6", result[OP_LOAD][big][LIB], 60e6, "<= 60 ms");
  {
    double bpi = result[OP_BYTES][big][LIB];
    snprintf(v, sizeof v, "%.1f B", bpi);
    total++;
    pass += print_goal("7. bytes per item", "10^6", "<= 48 B", bpi <= 48, v);
  }
  printf("  %d of %d goals PASS\n", pass, total);
  if (small >= 0)
    printf("  (for scale: the seeds' binary search grows %.1fx from 10^3 to 10^6 here; the\n"
           "   instruction counts of make bench-ir tell work from cache misses)\n",
           result[OP_HIT][big][SEEDS] / result[OP_HIT][small][SEEDS]);
}

static void print_report(void)
{
  printf("\nlibreorder through its C ABI (%s) vs baselines in the same run\n",
         reorder_version_string());
  printf("items of mixed heights 20...200 (seeded), one list section, 800-unit viewport set,\n"
         "event callback installed, immediate activation. Medians of batches (CLOCK_MONOTONIC);\n"
         "ratios lib/x = libreorder / baseline: below 1, libreorder is the faster.\n");
  print_table(OP_NOSTEP, 2, 0);
  print_table(OP_STEP, 2, 0);

  printf("\n3. long drag: a pointer event making one step, the host scrolling along; its cost\n"
         "   once the drag has made 0, 1,000 and 10,000 steps (three drags on three engines,\n"
         "   measured in turn; medians of %d events per window, over the rounds)\n",
         LONG_WINDOW);
  printf("  %-6s %14s %14s %14s  %13s  %s\n", "n", "first steps", "step 1,000", "step 10,000",
         "10,000/first", "longest drag");
  for (size_t si = 0; si < size_count; si++) {
    char a[32], b[32], d[32];
    printf("  %-6s %14s %14s %14s  %12.2fx  %llu%s\n", fmt_n(sizes[si]),
           fmt_ns(a, sizeof a, long_drag[si][0]), fmt_ns(b, sizeof b, long_drag[si][1]),
           fmt_ns(d, sizeof d, long_drag[si][2]), long_drag[si][2] / long_drag[si][0],
           (unsigned long long)long_drag_steps[si],
           long_drag_misses[si] ? " (events that did not make exactly one step!)" : "");
  }
  printf("  (each measured event makes one step; the host's untimed scroll and pointer\n"
         "   correction after it may make a step forth and back, counted in the drag's steps)\n");

  print_table(OP_FAR, 4, 0);
  print_table(OP_RANDOM, 4, 0);
  print_table(OP_ADJACENT, 4, 0);
  print_table(OP_HIT, 2, 0);
  print_table(OP_PRESENT, 2, 0);
  print_table(OP_LOAD, 4, 0);
  print_table(OP_BYTES, 4, 1);
  printf("  heap growth (mallinfo2) / RSS growth, per item:\n");
  for (size_t si = 0; si < size_count; si++) {
    printf("  %-6s", fmt_n(sizes[si]));
    for (int im = 0; im < IMPLS; im++)
      printf("  %s %.1f / %.1f", impl_name[im], result[OP_HEAP][si][im], result[OP_RSS][si][im]);
    printf("\n");
  }
  print_goals();
}

int main(int argc, char **argv)
{
  size_t max_n = 1000000;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--ir"))
      bench_ir = 1;
    else if (!strcmp(argv[i], "--max") && i + 1 < argc)
      max_n = (size_t)strtoull(argv[++i], NULL, 10);
    else {
      fprintf(stderr, "usage: %s [--ir] [--max N]\n", argv[0]);
      return 2;
    }
  }
  if (bench_ir && !bench_have_callgrind()) {
    fprintf(stderr, "bench: --ir needs <valgrind/callgrind.h> at build time\n");
    return 2;
  }
  setvbuf(stdout, NULL, _IOLBF, 0);
  const size_t *list = bench_ir ? ir_sizes : all_sizes;
  size_t count =
    bench_ir ? sizeof ir_sizes / sizeof *ir_sizes : sizeof all_sizes / sizeof *all_sizes;
  double t0 = bench_now_ns();
  warm_up();
  if (!bench_ir) {
    ctx c;
    memset(&c, 0, sizeof c);
    fprintf(stderr, "  harness: %.1f ns per empty call (not subtracted)\n",
            bench_measure("empty", 0, op_empty, &c, 1, 0));
  }
  for (size_t i = 0; i < count && list[i] <= max_n; i++) {
    sizes[size_count] = list[i];
    run_size((int)size_count, list[i], 1);
    size_count++;
  }
  if (!bench_ir)
    print_report();
  printf("\nC benchmark: %.0f s%s\n", (bench_now_ns() - t0) / 1e9,
         failures ? "" : ", every cross-check held");
  if (failures)
    printf("C benchmark: %u CHECKS FAILED (see stderr): the numbers above are not comparable\n",
           failures);
  return failures ? 1 : 0;
}
