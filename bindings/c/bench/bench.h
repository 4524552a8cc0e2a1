/*
 * bench.h -- the C benchmark of what hosts pay (`make bench`, `make bench-ir`).
 *
 * One program, bench.c, drives libreorder through its C ABI exactly as a
 * host does (a viewport set, an event callback installed, immediate
 * activation) next to three baselines measured in the same run over the
 * same items and inputs:
 *   - the seeds' arrays (seeds.c): the order as an array (of handles to
 *     each item's id and height) with a prefix sum of offsets, memmoved and
 *     re-summed over the touched range only on a move; binary search for
 *     hit tests; id -> index through a hash table and a position array
 *     kept up to date over the touched range;
 *   - GLib's GSequence (glib_baselines.c): g_sequence_move, no geometry;
 *   - GIO's GListStore (glib_baselines.c): remove + insert, no geometry.
 *
 * harness.c measures: medians of batches with clock_gettime(CLOCK_MONOTONIC)
 * or, with --ir under callgrind, instructions per operation (client
 * requests; ir_table.py turns the dumps into a table).
 */
#ifndef REORDER_BENCH_H
#define REORDER_BENCH_H

#include <stddef.h>
#include <stdint.h>

#include "reorder.h"

/* ---- inputs ------------------------------------------------------------ */

/* SplitMix64: small, well mixed, seeded (the same as ReorderBench's). */
uint64_t bench_rand(uint64_t *state);
/* A whole number in lo...hi. */
uint32_t bench_rand_range(uint64_t *state, uint32_t lo, uint32_t hi);

/* Inputs cycled through by the timed loops (a power of two, for `&`). */
#define BENCH_INPUTS 4096u
#define BENCH_CROSS 320.0   /* the items' width */
#define BENCH_VIEWPORT 800.0 /* the viewport's height */

typedef struct workload {
  size_t n;
  uint64_t *ids;    /* the initial order; scattered 64-bit ids */
  double *sizes;    /* whole numbers in 20...200, so every sum is exact */
  double extent;    /* the content's height */
  double *ys;       /* BENCH_INPUTS random offsets in [0, extent) */
  uint32_t *from;   /* BENCH_INPUTS random indices in [0, n) */
  uint32_t *to;     /* BENCH_INPUTS random indices in [0, n) */
  uint32_t *adj;    /* BENCH_INPUTS random indices in [0, n - 1) */
} workload;

void workload_make(workload *w, size_t n, uint64_t seed);
void workload_free(workload *w);

/* ---- the seeds' arrays --------------------------------------------------- */

typedef struct seeds {
  size_t n;
  /* Per handle (a handle is the item's index in the initial order). */
  uint64_t *id_of;
  double *height_of;
  uint32_t *pos; /* the handle's index now */
  /* In order. */
  uint32_t *order; /* handles */
  double *off;     /* n + 1 prefix sums: off[i] is where item i starts */
  /* id -> handle: open addressing, linear probing, 2^bits slots. */
  uint64_t *keys;
  uint32_t *vals;
  unsigned bits;
} seeds;

int seeds_load(seeds *s, const uint64_t *ids, const double *sizes, size_t n);
void seeds_free(seeds *s);
/* The handle of an id (UINT32_MAX: none). */
uint32_t seeds_handle(const seeds *s, uint64_t id);
/* Remove at from, insert at to; re-sums offsets and positions over the
 * touched range only. */
void seeds_move(seeds *s, uint32_t from, uint32_t to);
/* Moves an item by id to index `to` (what reorder_engine_move does). */
void seeds_move_id(seeds *s, uint64_t id, uint32_t to);
/* The item under y (binary search on the prefix sums); n past the end. */
uint32_t seeds_hit(const seeds *s, double y);
/* The presentation records of the items meeting [y, y + height), in order;
 * returns their count (writes at most capacity). */
size_t seeds_presentation(const seeds *s, reorder_presentation *out, size_t capacity, double y,
                          double height);

/* The seeds' drag: the lifted item at slot k, the others' layout by the
 * midpoint rule (as the engine's default), live commit. */
typedef struct seeds_drag {
  seeds *s;
  uint32_t k;    /* the lifted item's index now */
  double lifted; /* its height */
  double grab;   /* pointer y - the item's top at the press */
} seeds_drag;

void seeds_drag_begin(seeds_drag *d, seeds *s, uint32_t index, double press_y);
/* A pointer event: the slot under the lifted item's leading edge (binary
 * search in the others' layout), and a move when it changed. Returns the
 * number of steps made (0 or 1 here, but any jump is handled). */
uint32_t seeds_drag_pointer(seeds_drag *d, double y);
void seeds_drag_end(seeds_drag *d, uint32_t back_to);

/* ---- GLib -------------------------------------------------------------- */

typedef struct glib_seq glib_seq;     /* GSequence + an iter per handle */
typedef struct glib_store glib_store; /* GListStore + an object per handle */

glib_seq *glib_seq_load(size_t n);
void glib_seq_free(glib_seq *q);
/* Moves the item of a handle to index `to` (g_sequence_move). */
void glib_seq_move_handle(glib_seq *q, uint32_t handle, uint32_t to);
/* The handle at an index (for the cross-check). */
uint32_t glib_seq_handle_at(glib_seq *q, uint32_t index);

/* The objects are made once, outside the timed loads (a host has them). */
void glib_objects_make(size_t n);
void glib_objects_free(void);
glib_store *glib_store_load(size_t n);
void glib_store_free(glib_store *s);
/* Remove at from, insert at to (the store keeps no index by item). */
void glib_store_move(glib_store *s, uint32_t from, uint32_t to);
/* Nonzero when the item at index is the object of handle. */
int glib_store_holds(glib_store *s, uint32_t index, uint32_t handle);

/* ---- harness ----------------------------------------------------------- */

/* One call of a measured operation; i counts calls (cycle the inputs). */
typedef void (*bench_op)(void *ctx, uint32_t i);

/* Nonzero under `--ir` (callgrind client requests instead of the clock). */
extern int bench_ir;
/* Calls the last bench_measure made, calibration included. */
extern uint64_t bench_calls;

double bench_now_ns(void);
/* Time mode: ns per operation, the median over batches (each batch runs
 * the op enough times to last ~0.2 ms, within a time budget). IR mode: runs
 * ir_calls calls with collection on and dumps them as `label`; returns 0.
 * ops_per_call: operations one call makes (there-and-back pairs: 2). */
double bench_measure(const char *label, size_t n, bench_op op, void *ctx, double ops_per_call,
                     uint32_t ir_calls);

/* Per-call probes, for operations interleaved with untimed host work. In
 * time mode probe_stop returns the ns since probe_start (less the clock's
 * own cost); in IR mode they toggle collection, and ir_dump writes what was
 * collected since ir_zero as `label` over `ops` operations. */
void probe_start(void);
double probe_stop(void);
void ir_zero(void);
void ir_dump(const char *label, size_t n, uint32_t ops);
void ir_instrument(int on);
/* Nonzero when built with valgrind/callgrind.h (--ir works). */
int bench_have_callgrind(void);

double median(double *xs, size_t count);
/* "312 ns", "1.24 us", "61.2 ms" in a field of width w. */
const char *fmt_ns(char *buf, size_t size, double ns);
const char *fmt_n(size_t n);

#endif
