/*
 * fuzz_common.h -- helpers shared by the libFuzzer targets in this folder:
 * a byte reader over the fuzzer's input, checks that abort with a message,
 * event validation and a whole-engine order snapshot.
 */
#ifndef REORDER_FUZZ_COMMON_H
#define REORDER_FUZZ_COMMON_H

#include "reorder.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FZ_UNUSED __attribute__((unused))

/* Aborts (libFuzzer saves the input as a crash) when cond is false. */
#define FZ_CHECK(cond, ...)                                                \
  do {                                                                     \
    if (!(cond)) {                                                         \
      fprintf(stderr, "\nFUZZ CHECK FAILED at %s:%d: %s\n  ", __FILE__,    \
              __LINE__, #cond);                                            \
      fprintf(stderr, __VA_ARGS__);                                        \
      fprintf(stderr, "\n");                                               \
      abort();                                                             \
    }                                                                      \
  } while (0)

/* ------------------------------------------------------------------------ */
/* Input reader: past the end, every read gives zeros.                       */
/* ------------------------------------------------------------------------ */

typedef struct fz_input {
  const uint8_t *p;
  size_t n;
} fz_input;

static FZ_UNUSED uint8_t fz_u8(fz_input *in) {
  if (in->n == 0) return 0;
  in->n--;
  return *in->p++;
}

static FZ_UNUSED uint16_t fz_u16(fz_input *in) {
  uint16_t a = fz_u8(in);
  return (uint16_t)(a | (uint16_t)fz_u8(in) << 8);
}

static FZ_UNUSED uint32_t fz_u32(fz_input *in) {
  uint32_t a = fz_u16(in);
  return a | (uint32_t)fz_u16(in) << 16;
}

static FZ_UNUSED uint64_t fz_u64(fz_input *in) {
  uint64_t a = fz_u32(in);
  return a | (uint64_t)fz_u32(in) << 32;
}

/* ------------------------------------------------------------------------ */
/* Status checks                                                             */
/* ------------------------------------------------------------------------ */

static FZ_UNUSED int fz_known_status(reorder_status st) {
  return st == REORDER_OK || st == REORDER_DONE ||
         (st <= REORDER_E_INVALID && st >= REORDER_E_NOMEM);
}

static FZ_UNUSED void fz_check_status(reorder_status st, const char *call) {
  const char *s = reorder_status_string(st);
  FZ_CHECK(fz_known_status(st), "%s returned unknown status %d", call, st);
  FZ_CHECK(s != NULL, "reorder_status_string(%d) is NULL", st);
}

/* Strict UTF-8 validation (no overlongs, no surrogates, <= U+10FFFF). */
static FZ_UNUSED int fz_valid_utf8(const unsigned char *s, size_t n) {
  size_t i = 0;
  while (i < n) {
    unsigned c = s[i];
    size_t len;
    unsigned min, cp;
    if (c < 0x80) {
      i++;
      continue;
    } else if ((c & 0xE0) == 0xC0) {
      len = 2, min = 0x80, cp = c & 0x1F;
    } else if ((c & 0xF0) == 0xE0) {
      len = 3, min = 0x800, cp = c & 0x0F;
    } else if ((c & 0xF8) == 0xF0) {
      len = 4, min = 0x10000, cp = c & 0x07;
    } else {
      return 0;
    }
    if (i + len > n) return 0;
    for (size_t k = 1; k < len; k++) {
      if ((s[i + k] & 0xC0) != 0x80) return 0;
      cp = cp << 6 | (s[i + k] & 0x3F);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
    i += len;
  }
  return 1;
}

/* An event as the header describes it. */
static FZ_UNUSED void fz_check_event(const reorder_event *ev) {
  FZ_CHECK(ev != NULL, "NULL event");
  FZ_CHECK(ev->type >= REORDER_EVENT_LIFT && ev->type <= REORDER_EVENT_ANIMATION_NEEDED,
           "unknown event type %d", ev->type);
  if (ev->type == REORDER_EVENT_ANNOUNCEMENT) {
    FZ_CHECK(ev->text != NULL, "announcement without text");
    FZ_CHECK(strlen(ev->text) == ev->text_length, "announcement text_length %zu, strlen %zu",
             ev->text_length, strlen(ev->text));
    FZ_CHECK(fz_valid_utf8((const unsigned char *)ev->text, ev->text_length),
             "announcement is not UTF-8");
  } else {
    FZ_CHECK(ev->text == NULL, "event type %d has text", ev->type);
  }
  if (ev->type == REORDER_EVENT_CANCEL)
    FZ_CHECK(ev->reason >= REORDER_CANCEL_POINTER && ev->reason <= REORDER_CANCEL_ITEM_REMOVED,
             "cancel reason %d", ev->reason);
  if (ev->type == REORDER_EVENT_NOT_A_DRAG)
    FZ_CHECK(ev->reason >= REORDER_NOT_A_DRAG_MOVED &&
                 ev->reason <= REORDER_NOT_A_DRAG_NOT_LIFTABLE,
             "not-a-drag reason %d", ev->reason);
}

/* ------------------------------------------------------------------------ */
/* Snapshots: every section's ids, in order, read through the API.           */
/* ------------------------------------------------------------------------ */

typedef struct fz_snapshot {
  size_t sections;
  size_t *counts; /* per section */
  uint64_t *ids;  /* all sections, concatenated */
  size_t total;
} fz_snapshot;

static FZ_UNUSED void fz_snapshot_free(fz_snapshot *s) {
  free(s->counts);
  free(s->ids);
  memset(s, 0, sizeof *s);
}

/* Reads the whole order and checks that the read-only queries agree with
 * each other: counts, exports, index paths and ids at paths. */
static FZ_UNUSED void fz_snapshot_take(fz_snapshot *s, const reorder_engine *e) {
  size_t n = 0, s_i, total = 0;
  reorder_status st;
  fz_snapshot_free(s);
  st = reorder_engine_section_count(&n, e);
  FZ_CHECK(st == REORDER_OK, "section_count: %d %s", st, reorder_engine_last_error(e));
  FZ_CHECK(n < 100000, "absurd section count %zu", n);
  s->sections = n;
  s->counts = (size_t *)calloc(n + 1, sizeof(size_t));
  for (s_i = 0; s_i < n; s_i++) {
    size_t c = 0, c2 = (size_t)-1;
    st = reorder_section_item_count(&c, e, (int32_t)s_i);
    FZ_CHECK(st == REORDER_OK, "section_item_count(%zu): %d", s_i, st);
    st = reorder_section_export(NULL, 0, &c2, e, (int32_t)s_i);
    FZ_CHECK(st == REORDER_OK || st == REORDER_E_BUFFER, "export(cap 0): %d", st);
    FZ_CHECK(c2 == c, "section %zu: item_count %zu, export count %zu", s_i, c, c2);
    FZ_CHECK(c == 0 ? st == REORDER_OK : 1, "export(cap 0) of an empty section returned %d", st);
    s->counts[s_i] = c;
    total += c;
    FZ_CHECK(total < 10000000, "absurd item count");
  }
  s->total = total;
  s->ids = (uint64_t *)malloc((total + 1) * sizeof(uint64_t));
  total = 0;
  for (s_i = 0; s_i < n; s_i++) {
    size_t c = s->counts[s_i], got = 0, k;
    st = reorder_section_export(s->ids + total, c, &got, e, (int32_t)s_i);
    FZ_CHECK(st == REORDER_OK && got == c, "export(section %zu, cap %zu): %d, count %zu", s_i,
             c, st, got);
    for (k = 0; k < c; k++) {
      uint64_t id = s->ids[total + k], back = 0;
      reorder_index_path p = {-1, -1}, at;
      st = reorder_item_index_path(&p, e, id);
      FZ_CHECK(st == REORDER_OK && p.section == (int32_t)s_i && p.item == (int32_t)k,
               "item %llu exported at (%zu,%zu) but index_path gives %d (%d,%d)",
               (unsigned long long)id, s_i, k, st, p.section, p.item);
      at.section = (int32_t)s_i;
      at.item = (int32_t)k;
      st = reorder_item_id(&back, e, at);
      FZ_CHECK(st == REORDER_OK && back == id, "item_id(%zu,%zu) = %d %llu, exported %llu",
               s_i, k, st, (unsigned long long)back, (unsigned long long)id);
    }
    total += c;
  }
}

static FZ_UNUSED int fz_snapshot_equal(const fz_snapshot *a, const fz_snapshot *b) {
  if (a->sections != b->sections || a->total != b->total) return 0;
  if (a->sections && memcmp(a->counts, b->counts, a->sections * sizeof(size_t))) return 0;
  if (a->total && memcmp(a->ids, b->ids, a->total * sizeof(uint64_t))) return 0;
  return 1;
}

static FZ_UNUSED void fz_snapshot_print(const char *what, const fz_snapshot *s) {
  size_t i, k, off = 0;
  fprintf(stderr, "  %s: %zu sections\n", what, s->sections);
  for (i = 0; i < s->sections; i++) {
    fprintf(stderr, "    [%zu]", i);
    for (k = 0; k < s->counts[i]; k++)
      fprintf(stderr, " %llu", (unsigned long long)s->ids[off + k]);
    off += s->counts[i];
    fprintf(stderr, "\n");
  }
}

static FZ_UNUSED int fz_cmp_u64(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

/* No id appears twice in the snapshot. */
static FZ_UNUSED void fz_snapshot_check_unique(const fz_snapshot *s) {
  size_t i;
  uint64_t *sorted;
  if (s->total < 2) return;
  sorted = (uint64_t *)malloc(s->total * sizeof(uint64_t));
  memcpy(sorted, s->ids, s->total * sizeof(uint64_t));
  qsort(sorted, s->total, sizeof(uint64_t), fz_cmp_u64);
  for (i = 1; i < s->total; i++)
    FZ_CHECK(sorted[i] != sorted[i - 1], "id %llu is in the engine twice",
             (unsigned long long)sorted[i]);
  free(sorted);
}

#endif /* REORDER_FUZZ_COMMON_H */
