/*
 * fuzz_replay.c -- libFuzzer target for the record / replay text parser:
 * the input is handed to reorder_engine_replay as a trace, on a fresh
 * engine. Malformed, truncated and hostile traces must get
 * REORDER_E_INVALID (with a message naming the line), never a crash, a
 * hang or a runaway allocation (run with -rss_limit_mb=2048
 * -malloc_limit_mb=1024, see fuzz.mk). A trace that replays must leave a
 * consistent engine, and its events must be well formed; replaying it
 * again into that engine, which has sections now, is refused
 * (REORDER_E_STATE) and changes nothing.
 *
 * The buffer is a malloc'd copy without a NUL, so reading past `length`
 * is a heap overflow ASan reports. The first byte of the input is not a
 * switch: the whole input is the trace, so the seed corpus is plain traces
 * (corpus_replay/) and the dictionary (replay.dict) holds its words.
 *
 * Large traces: inputs go up to 1 MiB (fuzz.mk), and a quarter of the
 * traces that replay (by bits 1-2 of a hash of the input) are replayed
 * again into fresh engines with their body (the lines after the header)
 * repeated k/4 and k times, k copies making 32 to 256 KiB (bits 3-4): both must
 * replay (or, past the parser's line limit, be refused), and, with
 * FZ_REPLAY_LINEARITY=1, k copies may take at most AMP_RATIO times as long
 * as k/4 (linear is 4x). Quadratic replay time shows as that check failing,
 * or as a libFuzzer timeout on a large input. (Throughput on a 10 MB trace
 * is a benchmark row, not a fuzz check.)
 *
 * Build: see fuzz.mk (make fuzz).
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime under -std=c99 */
#include "fuzz_common.h"

#include <time.h>

/* TraceLimits.lines (Sources/ReorderEngine/Recording). */
#define TRACE_MAX_LINES (1 << 20)
/* k copies may take at most AMP_RATIO times k/4 copies (linear: 4x,
 * quadratic: 16x), once they take over AMP_MIN_SECONDS. */
#define AMP_RATIO 10.0
#define AMP_MIN_SECONDS 0.25

static double seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static unsigned long g_amplified, g_amplified_refused;

static void print_stats(void) {
  if (getenv("FZ_STATS"))
    fprintf(stderr, "fuzz_replay stats: %lu amplified replays (%lu past the line limit)\n",
            g_amplified, g_amplified_refused);
}

static int g_events;

static void on_event(const reorder_event *ev, void *user_data) {
  (void)user_data;
  fz_check_event(ev);
  g_events++;
}

/* The time check is on with FZ_REPLAY_LINEARITY=1 (fuzz.mk:
 * FUZZ_REPLAY_LINEARITY=1). Off by default while a known cause fails it:
 * every section insert rebuilds the whole layout (Layout.rebuild), so N
 * insert-section lines take O(N^2 log N) -- repro/replay_sections.trace. */
static int linearity_checked(void) {
  static int on = -1;
  if (on < 0) {
    const char *v = getenv("FZ_REPLAY_LINEARITY");
    on = v && atoi(v) != 0;
  }
  return on;
}

/* FNV-1a of the input: picks the variants below (a valid trace always
 * ends in a newline, so no byte of it can). */
static uint32_t input_hash(const uint8_t *data, size_t size) {
  uint32_t h = 2166136261u;
  size_t i;
  for (i = 0; i < size; i++) h = (h ^ data[i]) * 16777619u;
  return h;
}

/* A fresh engine (with a callback: a long trace's events would fill the
 * queue) replays `trace`; returns its status, the time in *took. */
static reorder_status replay_fresh(const char *trace, size_t len, double *took) {
  reorder_engine *e = NULL;
  reorder_status st, fst;
  double t0;
  st = reorder_engine_new(&e, NULL);
  FZ_CHECK(st == REORDER_OK && e, "engine_new: %d", st);
  st = reorder_engine_set_event_callback(e, on_event, sizeof(reorder_event), NULL, NULL);
  FZ_CHECK(st == REORDER_OK, "set_event_callback: %d", st);
  t0 = seconds();
  st = reorder_engine_replay(e, trace, len);
  *took = seconds() - t0;
  fz_check_status(st, "replay (amplified)");
  if (st != REORDER_OK && st != REORDER_E_INVALID)
    fprintf(stderr, "amplified replay: %s\n", reorder_engine_last_error(e));
  fst = reorder_engine_free(e);
  FZ_CHECK(fst == REORDER_OK, "engine_free: %d", fst);
  return st;
}

/* The header line, then the body `copies` times. */
static char *repeat_body(const uint8_t *data, size_t head, size_t body, size_t copies,
                         size_t *len) {
  size_t i;
  char *big = (char *)malloc(head + copies * body);
  memcpy(big, data, head);
  for (i = 0; i < copies; i++) memcpy(big + head + i * body, data + head, body);
  *len = head + copies * body;
  return big;
}

/* The trace's body repeated (see the header comment), for a quarter of the
 * traces that replay: k/4 copies, then k. The k copies must replay (or be
 * refused past the line limit), and take less than AMP_RATIO times what
 * k/4 took (linear is 4): measured twice before it counts. */
static void replay_amplified(const uint8_t *data, size_t size, uint32_t h) {
  const uint8_t *nl = (const uint8_t *)memchr(data, '\n', size);
  size_t head, body, k, i, lines = 0, target, len_q, len_k;
  char *quarter, *full;
  reorder_status st;
  double tq, tk, tq2, tk2;
  if (!nl || ((h >> 1) & 3) != 0) return;
  head = (size_t)(nl - data) + 1;
  body = size - head;
  if (body == 0) return;
  target = (size_t)32768 << ((h >> 3) & 3);
  k = target / body;
  if (k < 8) return;
  for (i = head; i < size; i++) lines += data[i] == '\n';
  quarter = repeat_body(data, head, body, k / 4, &len_q);
  full = repeat_body(data, head, body, k, &len_k);
  g_amplified++;
  st = replay_fresh(quarter, len_q, &tq);
  FZ_CHECK(st == REORDER_OK || 1 + k / 4 * lines > TRACE_MAX_LINES,
           "a trace that replays does not replay with its body %zu times: %d", k / 4, st);
  st = replay_fresh(full, len_k, &tk);
  if (1 + k * lines > TRACE_MAX_LINES) {
    g_amplified_refused++;
    FZ_CHECK(st == REORDER_E_INVALID, "a trace of %zu lines replayed: %d", 1 + k * lines, st);
  } else {
    FZ_CHECK(st == REORDER_OK, "a trace that replays does not replay with its body %zu times "
             "(%zu bytes): %d", k, len_k, st);
    if (linearity_checked() && tk > AMP_MIN_SECONDS && tk > AMP_RATIO * tq) {
      /* Once more, so that a busy machine does not make it fail. */
      replay_fresh(quarter, len_q, &tq2);
      replay_fresh(full, len_k, &tk2);
      if (tq2 > tq) tq = tq2;
      if (tk2 < tk) tk = tk2;
      FZ_CHECK(tk <= AMP_MIN_SECONDS || tk <= AMP_RATIO * tq,
               "replay time is not linear: the body %zu times took %.3f s, %zu times %.3f s "
               "(%.1fx for 4x the lines; trace of %zu bytes, %zu lines)",
               k / 4, tq, k, tk, tk / tq, len_k, 1 + k * lines);
    }
  }
  free(quarter);
  free(full);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  reorder_engine *e = NULL;
  reorder_status st;
  char *copy = (char *)malloc(size ? size : 1);
  const char *err;
  fz_snapshot snap;
  reorder_event ev;
  uint32_t h = input_hash(data, size);
  int k, with_cb = h & 1, replayed_ok;

  fz_report_at_exit("fuzz_replay");
  if (fz_inputs == 1) atexit(print_stats);
  if (size) memcpy(copy, data, size);
  st = reorder_engine_new(&e, NULL);
  FZ_CHECK(st == REORDER_OK && e, "engine_new: %d", st);
  /* Half the inputs (by their hash) dispatch to a callback, half queue for
   * polling. */
  if (with_cb) {
    st = reorder_engine_set_event_callback(e, on_event, sizeof(reorder_event), NULL, NULL);
    FZ_CHECK(st == REORDER_OK, "set_event_callback: %d", st);
  }

  st = reorder_engine_replay(e, copy, size);
  fz_check_status(st, "replay");
  /* Without a callback the replayed calls' events wait in the bounded
   * queue: a long trace may fill it. */
  FZ_CHECK(st == REORDER_OK || st == REORDER_E_INVALID || (!with_cb && fz_queue_full(st)),
           "replay returned %d", st);
  replayed_ok = st == REORDER_OK;
  err = reorder_engine_last_error(e);
  FZ_CHECK(err != NULL && strchr(err, '\n') == NULL, "bad last_error after replay");
  if (st == REORDER_OK) {
    FZ_CHECK(err[0] == 0, "replay OK but last_error \"%s\"", err);
  } else if (st == REORDER_E_INVALID) {
    FZ_CHECK(strncmp(err, "line ", 5) == 0 || strstr(err, "trace") != NULL,
             "replay error does not name the line: \"%s\"", err);
  }

  /* Whatever was replayed left a consistent engine. */
  memset(&snap, 0, sizeof snap);
  fz_snapshot_take(&snap, e);
  fz_snapshot_check_unique(&snap);
  if (st == REORDER_E_INVALID)
    FZ_CHECK(snap.sections == 0, "a malformed trace was partly replayed (%zu sections)",
             snap.sections);
  /* The engine has sections now: replaying again is refused, changing
   * nothing. */
  if (st == REORDER_OK && snap.sections > 0) {
    fz_snapshot again;
    memset(&again, 0, sizeof again);
    st = reorder_engine_replay(e, copy, size);
    FZ_CHECK(st == REORDER_E_STATE, "replay into an engine with %zu sections: %d",
             snap.sections, st);
    fz_snapshot_take(&again, e);
    FZ_CHECK(fz_snapshot_equal(&snap, &again), "a refused replay changed the order");
    fz_snapshot_free(&again);
  }
  fz_snapshot_free(&snap);
  for (k = 0; k < 4 * 65536 + 16; k++) {
    st = reorder_engine_poll_event(&ev, sizeof ev, e);
    FZ_CHECK(st == REORDER_OK || st == REORDER_DONE, "poll_event: %d", st);
    if (st == REORDER_DONE) break;
    fz_check_event(&ev);
  }

  st = reorder_engine_free(e);
  FZ_CHECK(st == REORDER_OK, "engine_free: %d", st);
  free(copy);
  if (st == REORDER_OK && replayed_ok) replay_amplified(data, size, h);
  return 0;
}
