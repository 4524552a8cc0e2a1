/*
 * seeds.c -- the seeds' data structure, written as the best simple C a host
 * would write (not a strawman): the order as an array of handles, each
 * handle's id and height, a prefix sum of offsets, and the position of each
 * handle. A move is a memmove of the touched range and a re-sum of the
 * offsets and positions over that range only; a hit test is a binary
 * search on the prefix sums; id -> index is a hash probe and a position.
 */
#include <stdlib.h>
#include <string.h>

#include "bench.h"

static uint32_t hash_slot(uint64_t id, unsigned bits)
{
  return (uint32_t)((id * 0x9E3779B97F4A7C15ull) >> (64 - bits));
}

int seeds_load(seeds *s, const uint64_t *ids, const double *sizes, size_t n)
{
  memset(s, 0, sizeof *s);
  s->n = n;
  s->bits = 1;
  while (((size_t)1 << s->bits) < 2 * n)
    s->bits++;
  size_t slots = (size_t)1 << s->bits;
  s->id_of = malloc(n * sizeof *s->id_of);
  s->height_of = malloc(n * sizeof *s->height_of);
  s->pos = malloc(n * sizeof *s->pos);
  s->order = malloc(n * sizeof *s->order);
  s->off = malloc((n + 1) * sizeof *s->off);
  s->keys = calloc(slots, sizeof *s->keys); /* 0 is no id's key here */
  s->vals = malloc(slots * sizeof *s->vals);
  if (!s->id_of || !s->height_of || !s->pos || !s->order || !s->off || !s->keys || !s->vals) {
    seeds_free(s);
    return -1;
  }
  memcpy(s->id_of, ids, n * sizeof *ids);
  memcpy(s->height_of, sizes, n * sizeof *sizes);
  double o = 0;
  for (size_t i = 0; i < n; i++) {
    s->order[i] = (uint32_t)i;
    s->pos[i] = (uint32_t)i;
    s->off[i] = o;
    o += sizes[i];
    uint32_t h = hash_slot(ids[i], s->bits);
    while (s->keys[h] != 0)
      h = (h + 1) & (uint32_t)(slots - 1);
    s->keys[h] = ids[i];
    s->vals[h] = (uint32_t)i;
  }
  s->off[n] = o;
  return 0;
}

void seeds_free(seeds *s)
{
  free(s->id_of);
  free(s->height_of);
  free(s->pos);
  free(s->order);
  free(s->off);
  free(s->keys);
  free(s->vals);
  memset(s, 0, sizeof *s);
}

uint32_t seeds_handle(const seeds *s, uint64_t id)
{
  uint32_t mask = (uint32_t)(((size_t)1 << s->bits) - 1);
  for (uint32_t h = hash_slot(id, s->bits);; h = (h + 1) & mask) {
    if (s->keys[h] == id)
      return s->vals[h];
    if (s->keys[h] == 0)
      return UINT32_MAX;
  }
}

void seeds_move(seeds *s, uint32_t from, uint32_t to)
{
  if (from == to)
    return;
  uint32_t *order = s->order;
  uint32_t moved = order[from];
  uint32_t lo, hi;
  if (from < to) {
    memmove(order + from, order + from + 1, (size_t)(to - from) * sizeof *order);
    lo = from;
    hi = to;
  } else {
    memmove(order + to + 1, order + to, (size_t)(from - to) * sizeof *order);
    lo = to;
    hi = from;
  }
  order[to] = moved;
  /* Re-sum the touched range: off[lo] and off[hi + 1] keep their values. */
  double o = s->off[lo];
  for (uint32_t i = lo; i <= hi; i++) {
    uint32_t h = order[i];
    s->pos[h] = i;
    o += s->height_of[h];
    s->off[i + 1] = o;
  }
}

void seeds_move_id(seeds *s, uint64_t id, uint32_t to)
{
  uint32_t h = seeds_handle(s, id);
  if (h != UINT32_MAX)
    seeds_move(s, s->pos[h], to);
}

uint32_t seeds_hit(const seeds *s, double y)
{
  /* The last i with off[i] <= y, over off[0...n]. */
  const double *off = s->off;
  size_t lo = 0, len = s->n + 1;
  while (len > 1) {
    size_t half = len / 2;
    if (off[lo + half] <= y)
      lo += half;
    len -= half;
  }
  return (uint32_t)lo;
}

size_t seeds_presentation(const seeds *s, reorder_presentation *out, size_t capacity, double y,
                          double height)
{
  size_t count = 0;
  double end = y + height;
  for (uint32_t i = seeds_hit(s, y); i < s->n && s->off[i] < end; i++, count++) {
    if (count >= capacity)
      continue;
    uint32_t h = s->order[i];
    reorder_presentation *p = &out[count];
    p->id = s->id_of[h];
    p->path.section = 0;
    p->path.item = (int32_t)i;
    p->frame.x = 0;
    p->frame.y = s->off[i];
    p->frame.width = BENCH_CROSS;
    p->frame.height = s->height_of[h];
    p->alpha = 1;
    p->scale = 1;
    p->shadow_opacity = 0;
    p->shadow_radius = 0;
    p->shadow_offset.x = 0;
    p->shadow_offset.y = 0;
    p->z_index = 0;
    p->lifted = 0;
  }
  return count;
}

/* ---- the drag ------------------------------------------------------------ */

void seeds_drag_begin(seeds_drag *d, seeds *s, uint32_t index, double press_y)
{
  d->s = s;
  d->k = index;
  d->lifted = s->height_of[s->order[index]];
  d->grab = press_y - s->off[index];
}

/* The lifted item's slot for a leading edge: the number of others whose
 * midpoint (in the layout without the lifted item) lies before the edge --
 * the midpoint rule with no item spacing, as the engine's default. */
static uint32_t slot_for_edge(const seeds_drag *d, double edge)
{
  const seeds *s = d->s;
  uint32_t k = d->k;
  size_t lo = 0, len = s->n - 1; /* others, by their index among the others */
  while (len > 0) {
    size_t half = len / 2;
    size_t j = lo + half;
    size_t i = j < k ? j : j + 1; /* its index in the order */
    double start = j < k ? s->off[i] : s->off[i] - d->lifted;
    if (start + s->height_of[s->order[i]] / 2 < edge) {
      lo = j + 1;
      len -= half + 1;
    } else {
      len = half;
    }
  }
  return (uint32_t)lo;
}

uint32_t seeds_drag_pointer(seeds_drag *d, double y)
{
  uint32_t target = slot_for_edge(d, y - d->grab);
  if (target == d->k)
    return 0;
  uint32_t steps = target > d->k ? target - d->k : d->k - target;
  seeds_move(d->s, d->k, target);
  d->k = target;
  return steps;
}

void seeds_drag_end(seeds_drag *d, uint32_t back_to)
{
  seeds_move(d->s, d->k, back_to);
  d->k = back_to;
}
