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
 * Build: see fuzz.mk (make fuzz).
 */
#include "fuzz_common.h"

static int g_events;

static void on_event(const reorder_event *ev, void *user_data) {
  (void)user_data;
  fz_check_event(ev);
  g_events++;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  reorder_engine *e = NULL;
  reorder_status st;
  char *copy = (char *)malloc(size ? size : 1);
  const char *err;
  fz_snapshot snap;
  reorder_event ev;
  int k;

  if (size) memcpy(copy, data, size);
  st = reorder_engine_new(&e, NULL);
  FZ_CHECK(st == REORDER_OK && e, "engine_new: %d", st);
  /* Half the inputs dispatch to a callback, half queue for polling. */
  if (size && (data[size - 1] & 1)) {
    st = reorder_engine_set_event_callback(e, on_event, sizeof(reorder_event), NULL, NULL);
    FZ_CHECK(st == REORDER_OK, "set_event_callback: %d", st);
  }

  st = reorder_engine_replay(e, copy, size);
  fz_check_status(st, "replay");
  FZ_CHECK(st == REORDER_OK || st == REORDER_E_INVALID, "replay returned %d", st);
  err = reorder_engine_last_error(e);
  FZ_CHECK(err != NULL && strchr(err, '\n') == NULL, "bad last_error after replay");
  if (st == REORDER_OK) {
    FZ_CHECK(err[0] == 0, "replay OK but last_error \"%s\"", err);
  } else {
    FZ_CHECK(strncmp(err, "line ", 5) == 0 || strstr(err, "trace") != NULL,
             "replay error does not name the line: \"%s\"", err);
  }

  /* Whatever was replayed left a consistent engine. */
  memset(&snap, 0, sizeof snap);
  fz_snapshot_take(&snap, e);
  fz_snapshot_check_unique(&snap);
  if (st != REORDER_OK)
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
  for (k = 0; k < 100000; k++) {
    st = reorder_engine_poll_event(&ev, sizeof ev, e);
    FZ_CHECK(st == REORDER_OK || st == REORDER_DONE, "poll_event: %d", st);
    if (st == REORDER_DONE) break;
    fz_check_event(&ev);
  }

  st = reorder_engine_free(e);
  FZ_CHECK(st == REORDER_OK, "engine_free: %d", st);
  free(copy);
  return 0;
}
