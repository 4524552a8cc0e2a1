/*
 * harness.c -- timing (medians of batches) and instruction counts (callgrind
 * client requests) for bench.c; inputs and formatting.
 */
#define _GNU_SOURCE
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench.h"

#if defined(__has_include)
#  if __has_include(<valgrind/callgrind.h>)
#    include <valgrind/callgrind.h>
#    define BENCH_HAVE_CALLGRIND 1
#  endif
#endif
#ifndef BENCH_HAVE_CALLGRIND
#  define BENCH_HAVE_CALLGRIND 0
#  define CALLGRIND_ZERO_STATS
#  define CALLGRIND_TOGGLE_COLLECT
#  define CALLGRIND_DUMP_STATS_AT(s) ((void)(s))
#  define CALLGRIND_START_INSTRUMENTATION
#  define CALLGRIND_STOP_INSTRUMENTATION
#endif

int bench_ir = 0;
uint64_t bench_calls = 0;

/* ---- inputs ------------------------------------------------------------ */

uint64_t bench_rand(uint64_t *state)
{
  uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

uint32_t bench_rand_range(uint64_t *state, uint32_t lo, uint32_t hi)
{
  return lo + (uint32_t)(bench_rand(state) % ((uint64_t)hi - lo + 1));
}

static void *xmalloc(size_t bytes)
{
  void *p = malloc(bytes ? bytes : 1);
  if (!p) {
    fprintf(stderr, "bench: out of memory (%zu bytes)\n", bytes);
    exit(2);
  }
  return p;
}

void workload_make(workload *w, size_t n, uint64_t seed)
{
  uint64_t rng = seed;
  size_t i;
  w->n = n;
  w->ids = xmalloc(n * sizeof *w->ids);
  w->sizes = xmalloc(n * sizeof *w->sizes);
  w->extent = 0;
  for (i = 0; i < n; i++) {
    /* An odd multiplier is a bijection on 64 bits: unique, scattered ids. */
    w->ids[i] = (uint64_t)(i + 1) * 0xD6E8FEB86659FD93ull;
    w->sizes[i] = (double)bench_rand_range(&rng, 20, 200);
    w->extent += w->sizes[i];
  }
  w->ys = xmalloc(BENCH_INPUTS * sizeof *w->ys);
  w->from = xmalloc(BENCH_INPUTS * sizeof *w->from);
  w->to = xmalloc(BENCH_INPUTS * sizeof *w->to);
  w->adj = xmalloc(BENCH_INPUTS * sizeof *w->adj);
  for (i = 0; i < BENCH_INPUTS; i++) {
    /* Not whole numbers: never exactly on a boundary between two items. */
    w->ys[i] = ((double)(bench_rand(&rng) >> 11) / 9007199254740992.0) * (w->extent - 1) + 0.37;
    w->from[i] = bench_rand_range(&rng, 0, (uint32_t)n - 1);
    w->to[i] = bench_rand_range(&rng, 0, (uint32_t)n - 1);
    w->adj[i] = bench_rand_range(&rng, 0, (uint32_t)n - 2);
  }
}

void workload_free(workload *w)
{
  free(w->ids);
  free(w->sizes);
  free(w->ys);
  free(w->from);
  free(w->to);
  free(w->adj);
  memset(w, 0, sizeof *w);
}

/* ---- timing ------------------------------------------------------------ */

double bench_now_ns(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static int cmp_double(const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

double median(double *xs, size_t count)
{
  if (count == 0)
    return NAN;
  qsort(xs, count, sizeof *xs, cmp_double);
  return count % 2 ? xs[count / 2] : (xs[count / 2 - 1] + xs[count / 2]) / 2;
}

/* A batch aims at this long: reading the clock is noise against it, and one
 * interruption (the other core's jobs, a page fault) spoils one batch. */
#define BATCH_NS 2e5
#define MIN_BATCHES 7
#define MAX_BATCHES 31
/* What one measurement may take after calibration. */
#define BUDGET_NS 1.2e8

static double run_calls(bench_op op, void *ctx, uint32_t *counter, uint32_t calls)
{
  double t0 = bench_now_ns();
  for (uint32_t c = 0; c < calls; c++)
    op(ctx, (*counter)++);
  bench_calls += calls;
  return bench_now_ns() - t0;
}

static char ir_label[256];

static void ir_label_set(const char *label, size_t n, uint32_t ops)
{
  snprintf(ir_label, sizeof ir_label, "bench|%s|%zu|%u", label, n, ops);
}

double bench_measure(const char *label, size_t n, bench_op op, void *ctx, double ops_per_call,
                     uint32_t ir_calls)
{
  uint32_t counter = 0;
  bench_calls = 0;
  if (bench_ir) {
    bench_calls = 1 + ir_calls;
    op(ctx, counter++); /* warm: first-call paths are not the steady cost */
    CALLGRIND_ZERO_STATS;
    CALLGRIND_TOGGLE_COLLECT;
    for (uint32_t c = 0; c < ir_calls; c++)
      op(ctx, counter++);
    CALLGRIND_TOGGLE_COLLECT;
    ir_label_set(label, n, (uint32_t)(ir_calls * ops_per_call));
    CALLGRIND_DUMP_STATS_AT(ir_label);
    return 0;
  }
  /* Calibrate (which also warms caches and predictors): double the calls
   * until a batch lasts BATCH_NS. */
  uint32_t calls = 1;
  double t = run_calls(op, ctx, &counter, calls);
  while (t < BATCH_NS && calls < (1u << 22)) {
    calls *= 2;
    t = run_calls(op, ctx, &counter, calls);
  }
  double per_batch = t > 1 ? t : 1;
  size_t batches = (size_t)(BUDGET_NS / per_batch);
  if (batches < MIN_BATCHES)
    batches = MIN_BATCHES;
  if (batches > MAX_BATCHES)
    batches = MAX_BATCHES;
  double per_op[MAX_BATCHES];
  for (size_t b = 0; b < batches; b++)
    per_op[b] = run_calls(op, ctx, &counter, calls) / ((double)calls * ops_per_call);
  return median(per_op, batches);
}

/* ---- per-call probes ----------------------------------------------------- */

static double probe_t0;
static double clock_cost = -1;

static double measure_clock_cost(void)
{
  double xs[101];
  for (int i = 0; i < 101; i++) {
    double a = bench_now_ns();
    xs[i] = bench_now_ns() - a;
  }
  return median(xs, 101);
}

void probe_start(void)
{
  if (bench_ir) {
    CALLGRIND_TOGGLE_COLLECT;
    return;
  }
  if (clock_cost < 0)
    clock_cost = measure_clock_cost();
  probe_t0 = bench_now_ns();
}

double probe_stop(void)
{
  if (bench_ir) {
    CALLGRIND_TOGGLE_COLLECT;
    return 0;
  }
  double d = bench_now_ns() - probe_t0 - clock_cost;
  return d > 0 ? d : 0;
}

void ir_zero(void)
{
  if (bench_ir)
    CALLGRIND_ZERO_STATS;
}

void ir_dump(const char *label, size_t n, uint32_t ops)
{
  if (!bench_ir)
    return;
  ir_label_set(label, n, ops);
  CALLGRIND_DUMP_STATS_AT(ir_label);
}

void ir_instrument(int on)
{
  if (!bench_ir)
    return;
  if (on) {
    CALLGRIND_START_INSTRUMENTATION;
  } else {
    CALLGRIND_STOP_INSTRUMENTATION;
  }
}

int bench_have_callgrind(void) { return BENCH_HAVE_CALLGRIND; }

/* ---- formatting ---------------------------------------------------------- */

const char *fmt_ns(char *buf, size_t size, double ns)
{
  if (isnan(ns))
    snprintf(buf, size, "-");
  else if (ns < 1e3)
    snprintf(buf, size, "%.0f ns", ns);
  else if (ns < 1e6)
    snprintf(buf, size, "%.2f us", ns / 1e3);
  else if (ns < 1e9)
    snprintf(buf, size, "%.1f ms", ns / 1e6);
  else
    snprintf(buf, size, "%.2f s", ns / 1e9);
  return buf;
}

const char *fmt_n(size_t n)
{
  static char buf[4][32];
  static int which;
  char *b = buf[which++ & 3];
  int e = 0;
  size_t m = n;
  while (m >= 10 && m % 10 == 0) {
    m /= 10;
    e++;
  }
  if (m == 1 && e > 0)
    snprintf(b, 32, "10^%d", e);
  else
    snprintf(b, 32, "%zu", n);
  return b;
}
