/*
 * api_destroy.c -- destroy functions that call back into their engine.
 * Each destroy runs exactly once, whatever it calls: calls from inside one
 * are refused (REORDER_E_BUSY), reorder_engine_free from inside one is
 * deferred or already under way, and nothing is used after it is freed
 * (ASan and valgrind run this file too).
 */
#include "harness.h"
#include "api_tests.h"

typedef struct caller {
  reorder_engine *e;
  int destroyed;
  int free_in_destroy;  /* call reorder_engine_free from the destroy */
  int free_in_callback; /* call reorder_engine_free from the event callback */
  reorder_status count_status, free_status, move_status, set_status;
} caller;

static void caller_destroy(void *user_data)
{
  caller *c = (caller *)user_data;
  size_t n = 0;
  c->destroyed++;
  c->count_status = reorder_engine_section_count(&n, c->e);
  c->move_status = reorder_engine_move(c->e, 1, ip(0, 1));
  c->set_status = reorder_engine_set_event_callback(c->e, NULL, sizeof(reorder_event), NULL, NULL);
  if (c->free_in_destroy)
    c->free_status = reorder_engine_free(c->e);
}

static void caller_cb(const reorder_event *ev, void *user_data)
{
  caller *c = (caller *)user_data;
  (void)ev;
  if (c->free_in_callback) {
    c->free_in_callback = 0;
    reorder_engine_free(c->e); /* deferred to the end of the call */
  }
}

static reorder_retarget_answer caller_hook(reorder_index_path *out_target, uint64_t id,
                                           reorder_index_path from, reorder_index_path proposed,
                                           void *user_data)
{
  (void)out_target, (void)id, (void)from, (void)proposed, (void)user_data;
  return REORDER_RETARGET_ACCEPT;
}

/* The event callback frees the engine; its destroy then frees it again and
 * reads from it: the defect was a double release and a use after free. */
void test_destroy_after_free_in_callback(void)
{
  reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
  caller c;
  memset(&c, 0, sizeof c);
  c.e = e;
  c.free_in_destroy = 1;
  c.free_in_callback = 1;
  OK(e, reorder_engine_set_event_callback(e, caller_cb, sizeof(reorder_event), caller_destroy,
                                          &c));
  /* The move's events reach the callback, which frees the engine. */
  CHECK(reorder_engine_move(e, 1, ip(0, 3)) == REORDER_OK);
  CHECK(c.destroyed == 1);
  CHECK(c.count_status == REORDER_E_BUSY);
  CHECK(c.move_status == REORDER_E_BUSY);
  CHECK(c.set_status == REORDER_E_BUSY);
  CHECK(c.free_status == REORDER_OK);
}

/* An outside free: both destroys call in; each runs once. */
void test_destroy_calls_in_on_free(void)
{
  reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
  caller cb, hook;
  memset(&cb, 0, sizeof cb);
  memset(&hook, 0, sizeof hook);
  cb.e = hook.e = e;
  hook.free_in_destroy = 1;
  OK(e, reorder_engine_set_event_callback(e, caller_cb, sizeof(reorder_event), caller_destroy,
                                          &cb));
  OK(e, reorder_engine_set_retarget(e, caller_hook, caller_destroy, &hook));
  OK(e, reorder_engine_free(e));
  CHECK(cb.destroyed == 1 && hook.destroyed == 1);
  CHECK(cb.count_status == REORDER_E_BUSY && hook.count_status == REORDER_E_BUSY);
  CHECK(hook.free_status == REORDER_OK); /* already under way: nothing more */
}

/* Replacing a callback runs the old destroy, which may free the engine:
 * the free happens when the call ends, and the new user data's destroy
 * runs then, once. */
void test_destroy_frees_on_replace(void)
{
  reorder_engine *e = make_list(3, REORDER_COMMIT_LIVE);
  caller old, next;
  memset(&old, 0, sizeof old);
  memset(&next, 0, sizeof next);
  old.e = next.e = e;
  old.free_in_destroy = 1;
  OK(e, reorder_engine_set_retarget(e, caller_hook, caller_destroy, &old));
  CHECK(reorder_engine_set_retarget(e, caller_hook, caller_destroy, &next) == REORDER_OK);
  CHECK(old.destroyed == 1 && old.free_status == REORDER_OK);
  CHECK(old.count_status == REORDER_E_BUSY);
  CHECK(next.destroyed == 1); /* the engine is gone, and with it the new hook */
}

/* Without a free, a destroy's calls are refused and the engine goes on. */
void test_destroy_calls_in_on_replace(void)
{
  reorder_engine *e = make_list(3, REORDER_COMMIT_LIVE);
  caller old;
  memset(&old, 0, sizeof old);
  old.e = e;
  OK(e, reorder_engine_set_event_callback(e, caller_cb, sizeof(reorder_event), caller_destroy,
                                          &old));
  OK(e, reorder_engine_set_event_callback(e, NULL, sizeof(reorder_event), NULL, NULL));
  CHECK(old.destroyed == 1);
  CHECK(old.count_status == REORDER_E_BUSY && old.move_status == REORDER_E_BUSY);
  ORDER_IS(e, 0, 1, 2, 3);
  OK(e, reorder_engine_move(e, 1, ip(0, 2)));
  ORDER_IS(e, 0, 2, 3, 1);
  OK(e, reorder_engine_free(e));
  CHECK(old.destroyed == 1);
}
