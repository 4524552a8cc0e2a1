/*
 * api_batch.c -- the batch event callback: every event of a call in one
 * callback, in the same order and with the same content as one callback
 * per event, at the host's event size.
 */
#include "harness.h"
#include "api_tests.h"

#define MAX_BATCH 64
typedef struct batch_log {
  int calls;
  size_t events;
  int types[MAX_BATCH];
  uint64_t ids[MAX_BATCH];
  reorder_engine *e;
  reorder_status read_status;
  int destroyed;
} batch_log;

typedef struct wide_event {
  reorder_event event;
  uint32_t extra; /* a field a newer header might have: must read 0 */
} wide_event;

static void on_batch(const reorder_event *events, size_t count, void *user_data)
{
  batch_log *log = (batch_log *)user_data;
  const wide_event *wide = (const wide_event *)(const void *)events;
  size_t i, n;
  log->calls++;
  for (i = 0; i < count && log->events < MAX_BATCH; i++, log->events++) {
    log->types[log->events] = wide[i].event.type;
    log->ids[log->events] = wide[i].extra == 0 ? wide[i].event.id : UINT64_MAX;
  }
  log->read_status = reorder_engine_section_count(&n, log->e); /* reads work */
}

static void on_batch_destroy(void *user_data) { ((batch_log *)user_data)->destroyed++; }

static void run_keys(reorder_engine *e)
{
  uint64_t focused = 2;
  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, &focused, 0));
  OK(e, reorder_engine_key(e, REORDER_KEY_DOWN, NULL, 0.1));
  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, NULL, 0.2));
}

void test_event_batch_callback(void)
{
  reorder_engine *each = make_list(5, REORDER_COMMIT_LIVE);
  reorder_engine *batch = make_list(5, REORDER_COMMIT_LIVE);
  ev_log *one = new_log();
  batch_log log;
  size_t i;
  memset(&log, 0, sizeof log);
  log.e = batch;
  OK(each, reorder_engine_set_event_callback(each, log_event, sizeof(reorder_event), NULL, one));
  OK(batch, reorder_engine_set_event_batch_callback(batch, on_batch, sizeof(wide_event),
                                                    on_batch_destroy, &log));
  run_keys(each);
  run_keys(batch);
  CHECK(log.calls == 3); /* one per changing call */
  CHECK(log.events == (size_t)one->n);
  for (i = 0; i < log.events && i < (size_t)one->n; i++) {
    CHECK(log.types[i] == one->rec[i].ev.type);
    CHECK(log.ids[i] == one->rec[i].ev.id); /* and the extra field read 0 */
  }
  OK(batch, log.read_status);
  /* Installing the other kind replaces it: its destroy runs once. */
  OK(batch, reorder_engine_set_event_callback(batch, log_event, sizeof(reorder_event), NULL,
                                              one));
  CHECK(log.destroyed == 1);
  ST(batch, reorder_engine_set_event_batch_callback(batch, on_batch, 4, NULL, NULL),
     REORDER_E_VERSION);
  OK(batch, reorder_engine_free(batch));
  OK(each, reorder_engine_free(each));
  CHECK(log.destroyed == 1);
  free(one);
}
