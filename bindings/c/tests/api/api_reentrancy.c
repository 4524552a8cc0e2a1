/*
 * api_reentrancy.c -- calls into an engine from inside its own event
 * callback or retarget hook: read-only calls work, mutating ones are
 * busy, reorder_engine_free is deferred.
 */
#include "harness.h"
#include "api_tests.h"

typedef struct reenter {
  reorder_engine *e;
  int calls;
  int destroyed;
  int armed;   /* check on the next event */
  reorder_event_type free_on; /* free the engine on this event type (0: never) */
  int freed;
  reorder_status free_status; /* what the deferred free returned */
  /* statuses seen inside the first callback */
  reorder_status ro_export, ro_path, ro_count, ro_phase, ro_present, ro_hit, ro_frame;
  size_t export_count;
  uint64_t first_id;
  reorder_status mut_move, mut_undo, mut_insert, mut_tick, mut_set_cb, mut_set_hook,
      mut_configure, mut_poll;
  int busy_message;
} reenter;

static void reenter_cb(const reorder_event *ev, void *user_data)
{
  reenter *r = (reenter *)user_data;
  if (r->free_on && ev->type == r->free_on && !r->freed) {
    r->freed = 1;
    r->free_status = reorder_engine_free(r->e); /* deferred until the dispatch ends */
    return;
  }
  if (r->armed && !r->free_on && r->calls++ == 0) {
    reorder_engine *e = r->e;
    uint64_t ids[8];
    reorder_index_path p;
    size_t n;
    reorder_phase phase;
    reorder_presentation pres[8];
    reorder_hit hit;
    reorder_rect f;
    reorder_options o = list_options(REORDER_COMMIT_LIVE);
    reorder_event pev;
    /* Read-only calls work, and see the consistent state after the move. */
    r->ro_export = reorder_section_export(ids, 8, &r->export_count, e, 0);
    r->first_id = ids[0];
    r->ro_path = reorder_item_index_path(&p, e, 1);
    r->ro_count = reorder_engine_section_count(&n, e);
    r->ro_phase = reorder_engine_phase(&phase, e);
    r->ro_present =
        reorder_engine_presentation(pres, 8, sizeof pres[0], &n, e, rc(0, 0, 100, 100), 0);
    r->ro_hit = reorder_engine_hit_test(&hit, sizeof hit, e, pt(5, 5));
    r->ro_frame = reorder_item_frame(&f, e, 2);
    /* Mutating ones are busy. */
    r->mut_move = reorder_engine_move(e, 2, ip(0, 0));
    r->busy_message = reorder_engine_last_error(e)[0] != 0;
    r->mut_undo = reorder_engine_undo(e);
    r->mut_insert = reorder_item_insert(e, 77, 10, REORDER_ITEM_DEFAULT, ip(0, 0));
    r->mut_tick = reorder_engine_tick(e, 5);
    r->mut_set_cb = reorder_engine_set_event_callback(e, NULL, sizeof(reorder_event), NULL, NULL);
    r->mut_set_hook = reorder_engine_set_retarget(e, NULL, NULL, NULL);
    r->mut_configure = reorder_engine_configure(e, &o);
    r->mut_poll = reorder_engine_poll_event(&pev, sizeof pev, e);
  }
}

static void reenter_destroy(void *user_data) { ((reenter *)user_data)->destroyed++; }

void test_reentrant_callback(void)
{
  reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
  reenter r;
  uint64_t focused = 1;
  memset(&r, 0, sizeof r);
  r.e = e;
  OK(e, reorder_engine_set_event_callback(e, reenter_cb, sizeof(reorder_event), reenter_destroy,
                                          &r));
  /* A keyboard step: its MOVE event is the first the callback checks in. */
  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, &focused, 0));
  r.armed = 1;
  OK(e, reorder_engine_key(e, REORDER_KEY_DOWN, NULL, 0.1));
  CHECK(r.calls >= 1);
  OK(e, r.ro_export);
  CHECK(r.export_count == 5 && r.first_id == 2); /* already consistent */
  OK(e, r.ro_path);
  OK(e, r.ro_count);
  OK(e, r.ro_phase);
  OK(e, r.ro_present);
  OK(e, r.ro_hit);
  OK(e, r.ro_frame);
  ST(e, r.mut_move, REORDER_E_BUSY);
  CHECK(r.busy_message);
  ST(e, r.mut_undo, REORDER_E_BUSY);
  ST(e, r.mut_insert, REORDER_E_BUSY);
  ST(e, r.mut_tick, REORDER_E_BUSY);
  ST(e, r.mut_set_cb, REORDER_E_BUSY);
  ST(e, r.mut_set_hook, REORDER_E_BUSY);
  ST(e, r.mut_configure, REORDER_E_BUSY);
  ST(e, r.mut_poll, REORDER_E_BUSY);
  CHECK(r.destroyed == 0); /* the refused set_event_callback replaced nothing */
  /* The call itself succeeded: its last_error is "", whatever the calls
   * made inside its callback did. */
  CHECK(reorder_engine_last_error(e)[0] == 0);
  /* Nothing the busy calls tried happened; the engine works afterwards. */
  ORDER_IS(e, 0, 2, 1, 3, 4, 5);
  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, NULL, 0.2));
  OK(e, reorder_engine_move(e, 2, ip(0, 2)));
  ORDER_IS(e, 0, 1, 3, 2, 4, 5);
  OK(e, reorder_engine_free(e));
  CHECK(r.destroyed == 1);
}

void test_free_inside_callback(void)
{
  static const reorder_event_type on[] = {REORDER_EVENT_MOVE, REORDER_EVENT_LIFT,
                                          REORDER_EVENT_ANNOUNCEMENT, REORDER_EVENT_DROP};
  int k;
  for (k = 0; k < 4; k++) {
    reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
    reenter *r = calloc(1, sizeof *r);
    uint64_t focused = 2;
    reorder_status st;
    r->e = e;
    r->free_on = on[k];
    OK(e, reorder_engine_set_event_callback(e, reenter_cb, sizeof(reorder_event),
                                            reenter_destroy, r));
    if (on[k] == REORDER_EVENT_MOVE) {
      r->free_on = 0;
      OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, &focused, 0));
      r->free_on = on[k];
      st = reorder_engine_key(e, REORDER_KEY_DOWN, NULL, 0.1);
    } else if (on[k] == REORDER_EVENT_DROP) {
      OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, &focused, 0));
      OK(e, reorder_engine_key(e, REORDER_KEY_DOWN, NULL, 0.1));
      st = reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, NULL, 0.2);
    } else {
      st = reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, &focused, 0);
    }
    /* The engine is gone now (do not touch it); the call returned a
     * status, its user data was destroyed exactly once, and the leak
     * checkers see nothing left. */
    CHECK(r->freed == 1);
    CHECK(r->free_status == REORDER_OK); /* deferred, not refused */
    CHECK(st == REORDER_OK || st < 0);
    CHECK(r->destroyed == 1);
    free(r);
  }
}

typedef struct hook_reenter {
  reorder_engine *e;
  int calls;
  reorder_status export_st, count_st, move_st, phase_st, path_st, undo_st, set_hook_st;
} hook_reenter;

static reorder_retarget_answer reenter_hook(reorder_index_path *out_target, uint64_t id,
                                             reorder_index_path from, reorder_index_path proposed,
                                             void *user_data)
{
  hook_reenter *h = (hook_reenter *)user_data;
  uint64_t ids[8];
  size_t n;
  reorder_phase phase;
  reorder_index_path p;
  (void)id, (void)from, (void)proposed, (void)out_target;
  if (h->calls++ == 0) {
    h->export_st = reorder_section_export(ids, 8, &n, h->e, 0);
    h->count_st = reorder_engine_section_count(&n, h->e);
    h->phase_st = reorder_engine_phase(&phase, h->e);
    h->path_st = reorder_item_index_path(&p, h->e, 1);
    h->move_st = reorder_engine_move(h->e, 2, ip(0, 0));
    h->undo_st = reorder_engine_undo(h->e);
    h->set_hook_st = reorder_engine_set_retarget(h->e, NULL, NULL, NULL);
  }
  return REORDER_RETARGET_ACCEPT;
}

void test_reentrant_hook(void)
{
  reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
  hook_reenter h;
  memset(&h, 0, sizeof h);
  h.e = e;
  OK(e, reorder_engine_set_retarget(e, reenter_hook, NULL, &h));
  OK(e, reorder_engine_move(e, 1, ip(0, 3)));
  CHECK(h.calls == 1);
  ST(e, h.export_st, REORDER_E_BUSY);
  ST(e, h.count_st, REORDER_E_BUSY);
  ST(e, h.phase_st, REORDER_E_BUSY);
  ST(e, h.path_st, REORDER_E_BUSY);
  ST(e, h.move_st, REORDER_E_BUSY);
  ST(e, h.undo_st, REORDER_E_BUSY);
  ST(e, h.set_hook_st, REORDER_E_BUSY);
  ORDER_IS(e, 0, 2, 3, 4, 1, 5);
  OK(e, reorder_engine_move(e, 1, ip(0, 0))); /* the hook is still installed */
  CHECK(h.calls == 2);
  OK(e, reorder_engine_free(e));
}

static int g_hook_destroyed;
static reorder_status g_hook_free_status;
static void count_destroy(void *user_data)
{
  (void)user_data;
  g_hook_destroyed++;
}

static reorder_retarget_answer freeing_hook(reorder_index_path *out_target, uint64_t id,
                                             reorder_index_path from, reorder_index_path proposed,
                                             void *user_data)
{
  (void)id, (void)from, (void)proposed, (void)out_target;
  g_hook_free_status = reorder_engine_free((reorder_engine *)user_data); /* deferred */
  return REORDER_RETARGET_ACCEPT;
}

/* Free from inside the retarget hook is deferred like free from an event
 * callback: REORDER_OK, and the engine goes when the call that asked the
 * hook ends. */
void test_free_inside_hook(void)
{
  reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
  reorder_status st;
  g_hook_destroyed = 0;
  g_hook_free_status = -1000;
  OK(e, reorder_engine_set_retarget(e, freeing_hook, count_destroy, e));
  st = reorder_engine_move(e, 1, ip(0, 3));
  CHECK(st == REORDER_OK || st < 0);
  CHECK(g_hook_free_status == REORDER_OK);
  /* Deferred: destroy ran once and the engine is gone. */
  CHECK(g_hook_destroyed == 1);
}
