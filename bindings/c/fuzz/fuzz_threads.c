/*
 * fuzz_threads.c -- libFuzzer target under ThreadSanitizer: two threads
 * against one engine. Built with clang -fsanitize=fuzzer,thread against a
 * TSan build of the library (fuzz.mk), so a data race in the library (or
 * in the harness) is a crash with both stacks.
 *
 * The input: a setup part (options, sections bulk-loaded with up to 2048
 * items each, the viewport), then two halves, one per thread: each half is
 * decoded into OPS_PER_THREAD calls on the shared engine -- inserts and
 * removes of the thread's own ids, pointer drags, ticks, keys, moves, undo,
 * reads (counts, exports, index paths, presentation, hit tests), new event
 * callbacks and retarget hooks (whose destroy functions call back in),
 * section inserts, configure, viewport, recording. The event callback, the
 * hook and the destroy functions run on whichever thread made the call.
 *
 * Checks:
 *   - every call either runs (a status its function may return; never
 *     REORDER_E_BUSY from outside a callback) or returns REORDER_E_THREAD,
 *     and then reorder_engine_last_error says another thread has it;
 *   - while one thread holds the engine (inside its event callback, hook or
 *     a destroy function), it stops and lets the other thread try a call:
 *     a read, a change, reorder_engine_free, a new callback, polling,
 *     record_stop -- each must return REORDER_E_THREAD (free leaves the
 *     engine valid, the offered user data is not destroyed), and
 *     last_error must say another thread has it;
 *   - inside a callback, reads work and changes return REORDER_E_BUSY (the
 *     other thread cannot take the engine there, so they never return
 *     REORDER_E_THREAD); inside the hook and destroy functions, every call
 *     returns REORDER_E_BUSY (the harness frees nothing from them here:
 *     the other thread still uses the engine; fuzz_api covers that);
 *   - every OPS_BETWEEN_CHECKS calls both threads meet at a barrier and one
 *     of them checks that the items are a permutation of the setup's ids
 *     and the ids each thread inserted and has not removed (a call refused
 *     with REORDER_E_THREAD changed nothing), and that the read-only
 *     queries agree (fz_snapshot_take); again after both threads end;
 *   - every user data the library took is destroyed exactly once, none it
 *     refused is destroyed.
 *
 * Build and run: see fuzz.mk (make fuzz, make fuzz-test).
 */
#define _POSIX_C_SOURCE 200809L /* pthreads and sched_yield under -std=c99 */
#include "fuzz_common.h"

#include <pthread.h>
#include <sched.h>

#define OPS_PER_THREAD 48
#define OPS_BETWEEN_CHECKS 16
#define MAX_OWN 256
#define MAX_SETUP_ITEMS 2048
#define MAX_TOKENS 1024
#define TOKEN_MAGIC 0x7EADC0DEu
/* The top two bits of an id say who made it: 0 the setup, 1 thread A, 2 B. */
#define ID_TAG(who) ((uint64_t)(who) << 62)

/* ------------------------------------------------------------------------ */
/* State                                                                     */
/* ------------------------------------------------------------------------ */

typedef struct token {
  uint32_t magic;
  int kind;      /* 0 event callback, 1 retarget hook */
  int pending;   /* offered by a call still running */
  int owned;     /* the library took it */
  int destroyed; /* times its destroy function ran */
} token;

/* One thread's view: its input, its ids, its clock. */
typedef struct thread_ctx {
  int who; /* 0 setup / main, 1 A, 2 B */
  fz_input in;
  uint64_t own[MAX_OWN]; /* ids this thread inserted and has not removed */
  size_t nown;
  uint64_t next_id;
  double now;
  int in_event, in_hook, in_destroy;
  unsigned long ran, refused, probes;
} thread_ctx;

static struct {
  reorder_engine *e;
  uint64_t setup_ids[4 * MAX_SETUP_ITEMS];
  size_t nsetup;
  thread_ctx t[3];
  int bar_count, bar_gen; /* atomic: the barrier (see barrier_wait) */
  int threads_running; /* atomic: the two threads are between start and end */
  int running[3];      /* atomic, per thread: still making calls */
  /* The probe handshake: HELD(who) while a thread holds the engine and
   * waits; the other thread claims it (| CLAIMED), probes, then acks. */
  int held;  /* atomic */
  int acked; /* atomic */
  pthread_mutex_t token_lock;
  token *tokens[MAX_TOKENS];
  int ntokens;
} G;

#define CLAIMED 0x100

/* Totals over the run, printed at exit with FZ_STATS=1. */
static struct {
  unsigned long inputs, ran, refused, probes, probe_timeouts, events, destroys, checks;
  unsigned long by_type[16];
} S;

static __thread thread_ctx *cur; /* the calling thread's context */

static void print_stats(void) {
  if (!getenv("FZ_STATS")) return;
  fprintf(stderr,
          "fuzz_threads stats: %lu inputs; calls that ran %lu, refused with REORDER_E_THREAD "
          "%lu;\n  probes while the other thread held the engine %lu (not taken %lu); events "
          "%lu, destroys %lu, permutation checks %lu\n",
          S.inputs, S.ran, S.refused, S.probes, S.probe_timeouts, S.events, S.destroys,
          S.checks);
  {
    int i;
    fprintf(stderr, "  events by type:");
    for (i = 1; i < 16; i++)
      if (S.by_type[i]) fprintf(stderr, " %d:%lu", i, S.by_type[i]);
    fprintf(stderr, "\n");
  }
}

#define IN (&cur->in)

static uint64_t mix64(uint64_t z) {
  z += 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

/* ------------------------------------------------------------------------ */
/* Tokens (user data), shared by both threads under a lock                   */
/* ------------------------------------------------------------------------ */

static token *token_new(int kind) {
  token *t = NULL;
  pthread_mutex_lock(&G.token_lock);
  if (G.ntokens < MAX_TOKENS) {
    t = (token *)calloc(1, sizeof *t);
    t->magic = TOKEN_MAGIC;
    t->kind = kind;
    t->pending = 1;
    G.tokens[G.ntokens++] = t;
  }
  pthread_mutex_unlock(&G.token_lock);
  return t;
}

static void token_settle(token *t, reorder_status st, const char *call) {
  if (!t) return;
  pthread_mutex_lock(&G.token_lock);
  t->pending = 0;
  if (st == REORDER_OK) t->owned = 1;
  else
    FZ_CHECK(t->destroyed == 0, "%s refused (%d) but destroyed the user_data it was offered",
             call, st);
  pthread_mutex_unlock(&G.token_lock);
}

/* ------------------------------------------------------------------------ */
/* Status checks                                                             */
/* ------------------------------------------------------------------------ */

#define END INT32_MIN

/* A call from outside any callback: it ran (a status from `allowed`, a
 * list ending in END) or it was refused with REORDER_E_THREAD, and then
 * last_error on this thread says why. */
static void outer(reorder_status st, const char *call, const reorder_status *allowed) {
  const reorder_status *a;
  fz_check_status(st, call);
  if (st == REORDER_E_THREAD) {
    const char *err = reorder_engine_last_error(G.e);
    cur->refused++;
    FZ_CHECK(err && strcmp(err, "another thread is using this engine") == 0,
             "%s: REORDER_E_THREAD, but last_error says \"%s\"", call, err ? err : "(null)");
    return;
  }
  cur->ran++;
  FZ_CHECK(st != REORDER_E_BUSY, "%s from outside a callback returned REORDER_E_BUSY", call);
  for (a = allowed; *a != INT32_MIN; a++)
    if (*a == st) return;
  FZ_CHECK(0, "%s returned %d (%s): %s", call, st, reorder_status_string(st),
           reorder_engine_last_error(G.e));
}

static const reorder_status ok_only[] = {REORDER_OK, END};
static const reorder_status ok_state[] = {REORDER_OK, REORDER_E_STATE, END};

/* ------------------------------------------------------------------------ */
/* The probe: the other thread tries the engine while this one holds it      */
/* ------------------------------------------------------------------------ */

static void token_destroy(void *ud);
static void on_event(const reorder_event *ev, void *user_data);

/* Called by a thread that holds the engine (inside a callback, the hook or
 * a destroy function): lets the other thread probe, waiting a bounded time
 * for it to take the chance. */
static void offer_probe(void) {
  int other = cur->who == 1 ? 2 : 1, k, expected;
  if (cur->who == 0 || !__atomic_load_n(&G.threads_running, __ATOMIC_ACQUIRE)) return;
  if (!__atomic_load_n(&G.running[other], __ATOMIC_ACQUIRE)) return;
  __atomic_store_n(&G.acked, 0, __ATOMIC_RELAXED);
  __atomic_store_n(&G.held, cur->who, __ATOMIC_RELEASE);
  for (k = 0; k < 2000; k++) {
    if (__atomic_load_n(&G.acked, __ATOMIC_ACQUIRE)) break;
    if (!__atomic_load_n(&G.running[other], __ATOMIC_ACQUIRE)) break;
    sched_yield();
  }
  /* Withdraw the offer, unless the other thread claimed it: then it is
   * probing now and must see the engine held, so wait for its ack. */
  expected = cur->who;
  if (!__atomic_compare_exchange_n(&G.held, &expected, 0, 0, __ATOMIC_ACQ_REL,
                                   __ATOMIC_ACQUIRE)) {
    while (!__atomic_load_n(&G.acked, __ATOMIC_ACQUIRE)) sched_yield();
    __atomic_store_n(&G.held, 0, __ATOMIC_RELEASE);
  } else if (!__atomic_load_n(&G.acked, __ATOMIC_ACQUIRE) &&
             __atomic_load_n(&G.running[other], __ATOMIC_ACQUIRE)) {
    __atomic_fetch_add(&S.probe_timeouts, 1, __ATOMIC_RELAXED);
  }
}

/* Called by a thread between its calls: when the other thread holds the
 * engine and offers, every call must be refused with REORDER_E_THREAD. */
static void maybe_probe(void) {
  int other = cur->who == 1 ? 2 : 1, expected = other;
  reorder_status st;
  uint8_t b;
  if (!__atomic_compare_exchange_n(&G.held, &expected, other | CLAIMED, 0, __ATOMIC_ACQ_REL,
                                   __ATOMIC_ACQUIRE))
    return;
  cur->probes++;
  b = fz_u8(IN);
  switch (b % 8) {
  case 0: {
    size_t n;
    st = reorder_engine_section_count(&n, G.e);
    FZ_CHECK(st == REORDER_E_THREAD, "section_count while the other thread holds: %d", st);
    break;
  }
  case 1: {
    reorder_index_path at = {0, 0};
    st = reorder_item_insert(G.e, ID_TAG(3) | cur->next_id, 10, 1, at);
    FZ_CHECK(st == REORDER_E_THREAD, "item_insert while the other thread holds: %d", st);
    break;
  }
  case 2:
    /* Freeing under the other thread would crash it: refused, engine kept. */
    st = reorder_engine_free(G.e);
    FZ_CHECK(st == REORDER_E_THREAD, "free while the other thread holds: %d", st);
    break;
  case 3: {
    token *t = token_new(0);
    st = reorder_engine_set_event_callback(G.e, on_event, sizeof(reorder_event), token_destroy,
                                           t);
    token_settle(t, st, "set_event_callback");
    FZ_CHECK(st == REORDER_E_THREAD, "set_event_callback while the other thread holds: %d", st);
    break;
  }
  case 4: {
    reorder_event ev;
    st = reorder_engine_poll_event(&ev, sizeof ev, G.e);
    FZ_CHECK(st == REORDER_E_THREAD, "poll_event while the other thread holds: %d", st);
    break;
  }
  case 5: {
    char *text = NULL;
    size_t len = 0;
    st = reorder_engine_record_stop(&text, &len, G.e);
    FZ_CHECK(st == REORDER_E_THREAD && text == NULL,
             "record_stop while the other thread holds: %d", st);
    break;
  }
  case 6: {
    reorder_rect vp = {0, 0, 320, 480};
    st = reorder_engine_set_viewport(G.e, vp);
    FZ_CHECK(st == REORDER_E_THREAD, "set_viewport while the other thread holds: %d", st);
    break;
  }
  default: {
    uint64_t ids[8];
    size_t n = 0;
    st = reorder_section_export(ids, SIZE_MAX, &n, G.e, 0);
    FZ_CHECK(st == REORDER_E_THREAD, "section_export while the other thread holds: %d", st);
    break;
  }
  }
  {
    const char *err = reorder_engine_last_error(G.e);
    FZ_CHECK(err && strcmp(err, "another thread is using this engine") == 0,
             "last_error while the other thread holds: \"%s\"", err ? err : "(null)");
  }
  __atomic_store_n(&G.acked, 1, __ATOMIC_RELEASE);
}

/* ------------------------------------------------------------------------ */
/* Callbacks                                                                 */
/* ------------------------------------------------------------------------ */

/* A changing call from inside a callback, hook or destroy function: the
 * calling thread holds the engine, so REORDER_E_BUSY, never _THREAD. */
static void expect_busy(reorder_status st, const char *call) {
  FZ_CHECK(st == REORDER_E_BUSY, "%s from inside a %s returned %d, not REORDER_E_BUSY", call,
           cur->in_destroy ? "destroy function" : cur->in_hook ? "hook" : "callback", st);
}

static void reenter_changing(void) {
  reorder_index_path p = {0, 0};
  reorder_point pt = {5, 5};
  reorder_rect vp = {0, 0, 320, 480};
  switch (fz_u8(IN) % 6) {
  case 0: expect_busy(reorder_item_insert(G.e, ID_TAG(3), 10, 1, p), "item_insert"); break;
  case 1: expect_busy(reorder_engine_pointer_move(G.e, pt, cur->now), "pointer_move"); break;
  case 2: expect_busy(reorder_engine_undo(G.e), "undo"); break;
  case 3: expect_busy(reorder_engine_set_viewport(G.e, vp), "set_viewport"); break;
  case 4: expect_busy(reorder_engine_record_start(G.e), "record_start"); break;
  default: {
    token *t = token_new(1);
    reorder_status st = reorder_engine_set_retarget(G.e, NULL, token_destroy, t);
    token_settle(t, st, "set_retarget");
    expect_busy(st, "set_retarget");
    break;
  }
  }
}

/* Reads from inside an event callback: they work (this thread holds the
 * engine; nothing changes under them), so a whole snapshot is consistent,
 * and an export into a buffer of the right size with capacity SIZE_MAX
 * fills it exactly. */
static void reenter_reading(void) {
  fz_snapshot snap;
  size_t n = 0, got = 0, sections = 0;
  uint64_t *buf;
  int32_t s;
  reorder_status st;
  memset(&snap, 0, sizeof snap);
  fz_snapshot_take(&snap, G.e); /* aborts unless every read works */
  fz_snapshot_check_unique(&snap);
  fz_snapshot_free(&snap);
  st = reorder_engine_section_count(&sections, G.e);
  FZ_CHECK(st == REORDER_OK, "section_count in a callback: %d", st);
  if (!sections) return;
  s = (int32_t)(fz_u8(IN) % sections);
  st = reorder_section_item_count(&n, G.e, s);
  FZ_CHECK(st == REORDER_OK, "item_count in a callback: %d", st);
  buf = (uint64_t *)malloc((n + 1) * sizeof *buf);
  buf[n] = 0xA5A5A5A5A5A5A5A5ull;
  st = reorder_section_export(buf, SIZE_MAX, &got, G.e, s);
  FZ_CHECK(st == REORDER_OK && got == n, "export(SIZE_MAX) of %zu in a callback: %d, %zu", n, st,
           got);
  FZ_CHECK(buf[n] == 0xA5A5A5A5A5A5A5A5ull, "export(SIZE_MAX) wrote past %zu ids", n);
  free(buf);
}

static void on_event(const reorder_event *ev, void *user_data) {
  token *t = (token *)user_data;
  uint8_t b;
  FZ_CHECK(t && t->magic == TOKEN_MAGIC && t->kind == 0, "event callback got bad user_data");
  FZ_CHECK(!cur->in_event && !cur->in_hook && !cur->in_destroy,
           "event dispatched inside a callback, hook or destroy function");
  fz_check_event(ev);
  __atomic_fetch_add(&S.events, 1, __ATOMIC_RELAXED);
  __atomic_fetch_add(&S.by_type[ev->type & 15], 1, __ATOMIC_RELAXED);
  cur->in_event = 1;
  if (ev->type == REORDER_EVENT_MOVE || ev->type == REORDER_EVENT_LIFT ||
      ev->type == REORDER_EVENT_DROP) {
    reorder_index_path p;
    reorder_status st = reorder_item_index_path(&p, G.e, ev->id);
    FZ_CHECK(st == REORDER_OK, "event %d names item %llu; index_path in the callback: %d",
             ev->type, (unsigned long long)ev->id, st);
  }
  b = fz_u8(IN);
  if (b < 96) offer_probe();
  else if (b < 128) reenter_reading();
  else if (b < 160) reenter_changing();
  cur->in_event = 0;
}

static reorder_retarget_answer on_retarget(reorder_index_path *out_target, uint64_t id,
                                           reorder_index_path from, reorder_index_path proposed,
                                           void *user_data) {
  token *t = (token *)user_data;
  size_t n;
  uint8_t b;
  (void)id;
  (void)from;
  (void)proposed;
  FZ_CHECK(t && t->magic == TOKEN_MAGIC && t->kind == 1, "retarget hook got bad user_data");
  FZ_CHECK(out_target != NULL, "retarget hook got a NULL out_target");
  cur->in_hook = 1;
  b = fz_u8(IN);
  if (b < 64) offer_probe();
  else if (b < 128) expect_busy(reorder_engine_section_count(&n, G.e), "section_count");
  else if (b < 144) reenter_changing();
  cur->in_hook = 0;
  switch (fz_u8(IN) % 4) {
  case 0: return REORDER_RETARGET_REFUSE;
  default: return REORDER_RETARGET_ACCEPT;
  }
}

static void token_destroy(void *ud) {
  token *t = (token *)ud;
  size_t n;
  uint8_t b;
  FZ_CHECK(t && t->magic == TOKEN_MAGIC, "destroy with bad user_data");
  pthread_mutex_lock(&G.token_lock);
  FZ_CHECK(t->owned || t->pending, "destroy of user_data the library never took");
  FZ_CHECK(t->destroyed == 0, "destroy ran twice for one user_data");
  t->destroyed++;
  pthread_mutex_unlock(&G.token_lock);
  __atomic_fetch_add(&S.destroys, 1, __ATOMIC_RELAXED);
  FZ_CHECK(!cur->in_event && !cur->in_hook, "a destroy function ran inside a callback");
  cur->in_destroy = 1;
  b = fz_u8(IN);
  if (b < 64) offer_probe();
  else if (b < 128) expect_busy(reorder_engine_section_count(&n, G.e), "section_count");
  else if (b < 160) reenter_changing();
  cur->in_destroy = 0;
}

/* ------------------------------------------------------------------------ */
/* The permutation check                                                     */
/* ------------------------------------------------------------------------ */

/* With no call running: the engine's ids are the setup's plus both
 * threads' own, each once, and the reads agree. */
static void check_permutation(const char *when) {
  fz_snapshot snap;
  uint64_t *want, *got;
  size_t n = 0, i;
  memset(&snap, 0, sizeof snap);
  fz_snapshot_take(&snap, G.e);
  want = (uint64_t *)malloc((G.nsetup + 2 * MAX_OWN + 1) * sizeof *want);
  memcpy(want, G.setup_ids, G.nsetup * sizeof *want);
  n = G.nsetup;
  for (i = 0; i < G.t[1].nown; i++) want[n++] = G.t[1].own[i];
  for (i = 0; i < G.t[2].nown; i++) want[n++] = G.t[2].own[i];
  got = (uint64_t *)malloc((snap.total + 1) * sizeof *got);
  memcpy(got, snap.ids, snap.total * sizeof *got);
  qsort(want, n, sizeof *want, fz_cmp_u64);
  qsort(got, snap.total, sizeof *got, fz_cmp_u64);
  for (i = 1; i < snap.total; i++)
    FZ_CHECK(got[i] != got[i - 1], "%s: id %llu is in the engine twice", when,
             (unsigned long long)got[i]);
  if (snap.total != n || memcmp(want, got, n * sizeof *want) != 0) {
    for (i = 0; i < n || i < snap.total; i++)
      if (i >= n || i >= snap.total || want[i] != got[i]) break;
    FZ_CHECK(0,
             "%s: the items are not a permutation of the known ids: engine %zu, harness %zu "
             "(setup %zu, A %zu, B %zu); first difference at %zu: engine %llu, harness %llu",
             when, snap.total, n, G.nsetup, G.t[1].nown, G.t[2].nown, i,
             (unsigned long long)(i < snap.total ? got[i] : 0),
             (unsigned long long)(i < n ? want[i] : 0));
  }
  S.checks++;
  free(want);
  free(got);
  fz_snapshot_free(&snap);
}

/* ------------------------------------------------------------------------ */
/* The threads' calls                                                        */
/* ------------------------------------------------------------------------ */

/* An id this thread may name: one of the setup's or its own (the other
 * thread's may go at any time), sometimes an unknown one. */
static uint64_t f_id(void) {
  uint8_t b = fz_u8(IN);
  if (b < 16 || (G.nsetup == 0 && cur->nown == 0)) return ID_TAG(3) | b;
  if (cur->nown && (b & 1)) return cur->own[fz_u8(IN) % cur->nown];
  if (G.nsetup) return G.setup_ids[fz_u16(IN) % G.nsetup];
  return cur->own[fz_u8(IN) % cur->nown];
}

static reorder_index_path f_path(void) {
  reorder_index_path p;
  p.section = (int32_t)(fz_u8(IN) % 5);
  p.item = (int32_t)(fz_u16(IN) % (MAX_SETUP_ITEMS + 8));
  if (fz_u8(IN) < 128) p.item %= 8;
  return p;
}

/* This thread's clock (the other's runs on its own: the engine sees time
 * go back and forth, which it must take as no time passing). */
static double f_time(void) { return cur->now += fz_u8(IN) / 256.0; }

static reorder_point item_point(uint64_t id) {
  reorder_rect fr = {0, 0, 0, 0};
  reorder_point p = {10, 10};
  reorder_status st = reorder_item_frame(&fr, G.e, id);
  static const reorder_status allowed[] = {REORDER_OK, REORDER_E_UNKNOWN_ID, END};
  outer(st, "item_frame", allowed);
  if (st == REORDER_OK && isfinite(fr.x + fr.y + fr.width + fr.height)) {
    p.x = fr.x + fr.width / 2 + (int8_t)fz_u8(IN) / 4.0;
    p.y = fr.y + fr.height / 2 + (int8_t)fz_u8(IN) / 4.0;
  }
  return p;
}

/* An id for a pointer event: mostly one near the top of the first sections
 * (in the viewport, where presses lift), else any. */
static uint64_t f_press_id(void) {
  uint8_t b = fz_u8(IN);
  if (b < 192) {
    static const reorder_status allowed[] = {REORDER_OK, REORDER_E_RANGE, END};
    reorder_index_path at;
    uint64_t id = 0;
    reorder_status st;
    at.section = b & 1;
    at.item = (int32_t)(b >> 1) % 12;
    st = reorder_item_id(&id, G.e, at);
    outer(st, "item_id", allowed);
    if (st == REORDER_OK) return id;
  }
  return f_id();
}

static void own_remove(size_t k) { cur->own[k] = cur->own[--cur->nown]; }

static void run_op(void) {
  reorder_engine *e = G.e;
  reorder_status st;
  uint8_t op = fz_u8(IN);
  switch (op % 20) {
  case 0: { /* reads */
    size_t n = 0;
    reorder_phase ph;
    reorder_bool anim;
    reorder_hit hit;
    double w, h;
    reorder_index_path p;
    uint64_t id, ids[16];
    reorder_presentation pres[8];
    reorder_rect vp = {0, 0, 320, 480}, fr;
    static const reorder_status count_ok[] = {REORDER_OK, REORDER_E_RANGE, END};
    static const reorder_status export_ok[] = {REORDER_OK, REORDER_E_BUFFER, REORDER_E_RANGE,
                                               END};
    static const reorder_status buffer_ok[] = {REORDER_OK, REORDER_E_BUFFER, END};
    static const reorder_status id_ok[] = {REORDER_OK, REORDER_E_UNKNOWN_ID, END};
    outer(reorder_engine_section_count(&n, e), "section_count", ok_only);
    outer(reorder_section_item_count(&n, e, (int32_t)(fz_u8(IN) % 5)), "item_count", count_ok);
    outer(reorder_section_export(ids, 16, &n, e, (int32_t)(fz_u8(IN) % 5)), "section_export",
          export_ok);
    outer(reorder_item_index_path(&p, e, f_id()), "index_path", id_ok);
    outer(reorder_item_id(&id, e, f_path()), "item_id", count_ok);
    outer(reorder_engine_phase(&ph, e), "phase", ok_only);
    outer(reorder_engine_is_animating(&anim, e, cur->now), "is_animating", ok_only);
    outer(reorder_engine_hit_test(&hit, sizeof hit, e, item_point(f_id())), "hit_test", ok_only);
    outer(reorder_engine_content_size(&w, &h, e), "content_size", ok_only);
    outer(reorder_engine_presentation(pres, 8, sizeof *pres, &n, e, vp, cur->now),
          "presentation", buffer_ok);
    outer(reorder_section_frame(&fr, e, (int32_t)(fz_u8(IN) % 5), cur->now), "section_frame",
          count_ok);
    break;
  }
  case 1:
  case 2: { /* insert one of this thread's own ids */
    static const reorder_status allowed[] = {REORDER_OK, REORDER_E_RANGE, END};
    uint64_t id = ID_TAG(cur->who) | cur->next_id++;
    reorder_index_path at = f_path();
    if (cur->nown >= MAX_OWN) break;
    st = reorder_item_insert(e, id, 10 + fz_u8(IN) % 40, fz_u8(IN) & 3, at);
    outer(st, "item_insert", allowed);
    if (st == REORDER_OK) cur->own[cur->nown++] = id;
    break;
  }
  case 3: { /* remove one of them */
    size_t k;
    if (!cur->nown) break;
    k = fz_u8(IN) % cur->nown;
    st = reorder_item_remove(e, cur->own[k]);
    outer(st, "item_remove", ok_only);
    if (st == REORDER_OK) own_remove(k);
    break;
  }
  case 4: /* press on an item */
    outer(reorder_engine_pointer_down(e, item_point(f_press_id()), f_time()), "pointer_down",
          ok_only);
    break;
  case 5:
  case 6: /* drag: over another item, or by a step */
    outer(reorder_engine_pointer_move(e, item_point(f_press_id()), f_time()), "pointer_move",
          ok_only);
    break;
  case 7:
    outer(reorder_engine_pointer_up(e, item_point(f_press_id()), f_time()), "pointer_up",
          ok_only);
    break;
  case 8:
    if (fz_u8(IN) & 1) outer(reorder_engine_pointer_cancel(e, f_time()), "pointer_cancel", ok_only);
    else outer(reorder_engine_cancel_drag(e, f_time()), "cancel_drag", ok_only);
    break;
  case 9:
    outer(reorder_engine_tick(e, f_time()), "tick", ok_only);
    break;
  case 10: { /* keys */
    static const reorder_status allowed[] = {REORDER_OK, REORDER_E_UNKNOWN_ID, END};
    uint64_t id = f_id();
    outer(reorder_engine_key(e, (reorder_key)(fz_u8(IN) % 10), fz_u8(IN) < 200 ? &id : NULL,
                             f_time()),
          "key", allowed);
    break;
  }
  case 11: { /* move */
    static const reorder_status allowed[] = {REORDER_OK, REORDER_E_UNKNOWN_ID, REORDER_E_RANGE,
                                             REORDER_E_REFUSED, REORDER_E_STATE, END};
    outer(reorder_engine_move(e, f_id(), f_path()), "move", allowed);
    break;
  }
  case 12:
    if (fz_u8(IN) & 1) outer(reorder_engine_undo(e), "undo", ok_state);
    else outer(reorder_engine_redo(e), "redo", ok_state);
    break;
  case 13: { /* a new event callback: the old one's destroy runs here */
    token *t = token_new(0);
    if (!t) break;
    st = reorder_engine_set_event_callback(e, on_event, sizeof(reorder_event), token_destroy, t);
    token_settle(t, st, "set_event_callback");
    outer(st, "set_event_callback", ok_only);
    break;
  }
  case 14: { /* install or remove the retarget hook */
    int install = fz_u8(IN) < 160;
    token *t = install ? token_new(1) : NULL;
    if (install && !t) break;
    st = install ? reorder_engine_set_retarget(e, on_retarget, token_destroy, t)
                 : reorder_engine_set_retarget(e, NULL, NULL, NULL);
    token_settle(t, st, "set_retarget");
    outer(st, "set_retarget", ok_only);
    break;
  }
  case 15: { /* an empty section */
    static const reorder_status allowed[] = {REORDER_OK, REORDER_E_RANGE, END};
    outer(reorder_section_insert(e, (int32_t)(fz_u8(IN) % 6), 10, 10, NULL), "section_insert",
          allowed);
    break;
  }
  case 16: { /* resize, flags, label */
    static const reorder_status allowed[] = {REORDER_OK, REORDER_E_UNKNOWN_ID, END};
    uint8_t b = fz_u8(IN);
    if (b % 3 == 0) outer(reorder_item_resize(e, f_id(), 5 + b % 60), "item_resize", allowed);
    else if (b % 3 == 1)
      outer(reorder_item_set_flags(e, f_id(), b >> 6), "item_set_flags", allowed);
    else outer(reorder_item_set_label(e, f_id(), "label"), "item_set_label", allowed);
    break;
  }
  case 17: { /* configure */
    reorder_options o;
    FZ_CHECK(reorder_options_init(&o, REORDER_OPTIONS_VERSION) == REORDER_OK, "options_init");
    o.cross_extent = 320;
    o.activation = fz_u8(IN) & 1 ? REORDER_ACTIVATION_IMMEDIATE : REORDER_ACTIVATION_LONG_PRESS;
    o.layout = fz_u8(IN) & 1 ? REORDER_LAYOUT_GRID : REORDER_LAYOUT_LIST;
    outer(reorder_engine_configure(e, &o), "configure", ok_state);
    break;
  }
  case 18: { /* viewport */
    reorder_rect vp = {0, 0, 320, 480};
    vp.y = fz_u8(IN) * 4.0;
    outer(reorder_engine_set_viewport(e, vp), "set_viewport", ok_only);
    break;
  }
  default: { /* recording */
    if (fz_u8(IN) & 1) {
      outer(reorder_engine_record_start(e), "record_start", ok_only);
    } else {
      char *text = NULL;
      size_t len = 0;
      st = reorder_engine_record_stop(&text, &len, e);
      outer(st, "record_stop", ok_only);
      if (st == REORDER_OK) {
        FZ_CHECK(text && strlen(text) == len, "record_stop text");
        reorder_free(text);
      } else {
        FZ_CHECK(text == NULL, "a refused record_stop gave text");
      }
    }
    break;
  }
  }
}

/* Both threads meet here; returns 1 in the one that arrived last. The
 * first one waits taking the other's probe offers (a pthread barrier would
 * leave them untaken). */
static int barrier_wait(void) {
  int gen = __atomic_load_n(&G.bar_gen, __ATOMIC_ACQUIRE);
  if (__atomic_fetch_add(&G.bar_count, 1, __ATOMIC_ACQ_REL) == 1) {
    __atomic_store_n(&G.bar_count, 0, __ATOMIC_RELAXED);
    __atomic_fetch_add(&G.bar_gen, 1, __ATOMIC_RELEASE);
    return 1;
  }
  while (__atomic_load_n(&G.bar_gen, __ATOMIC_ACQUIRE) == gen) {
    maybe_probe();
    sched_yield();
  }
  return 0;
}

static void *thread_main(void *arg) {
  thread_ctx *c = (thread_ctx *)arg;
  int k;
  cur = c;
  for (k = 0; k < OPS_PER_THREAD; k++) {
    maybe_probe();
    run_op();
    maybe_probe();
    if ((k + 1) % OPS_BETWEEN_CHECKS == 0) {
      /* Both threads out of the engine: one checks the order. */
      if (barrier_wait()) check_permutation("at a barrier");
      barrier_wait();
    }
  }
  __atomic_store_n(&G.running[c->who], 0, __ATOMIC_RELEASE);
  /* Whoever still holds and offers gets no probe from here: its wait ends. */
  return NULL;
}

/* ------------------------------------------------------------------------ */
/* Setup and the input                                                       */
/* ------------------------------------------------------------------------ */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  reorder_options o;
  reorder_status st;
  pthread_t ta, tb;
  size_t half, setup = size < 16 ? size : 16, s, i, sections;
  uint64_t seed;
  token *t;
  int k;
  fz_report_at_exit("fuzz_threads");
  if (S.inputs++ == 0) {
    atexit(print_stats);
    pthread_mutex_init(&G.token_lock, NULL);
  }
  G.e = NULL;
  G.nsetup = 0;
  G.ntokens = 0;
  G.held = G.acked = 0;
  memset(G.t, 0, sizeof G.t);
  for (k = 0; k < 3; k++) G.t[k].who = k;
  cur = &G.t[0];
  G.t[0].in.p = data;
  G.t[0].in.n = setup;
  half = (size - setup) / 2;
  G.t[1].in.p = data + setup;
  G.t[1].in.n = half;
  G.t[2].in.p = data + setup + half;
  G.t[2].in.n = size - setup - half;

  /* The engine: a list or a grid, immediate or long-press activation. */
  FZ_CHECK(reorder_options_init(&o, REORDER_OPTIONS_VERSION) == REORDER_OK, "options_init");
  o.cross_extent = 320;
  o.layout = fz_u8(IN) & 1 ? REORDER_LAYOUT_GRID : REORDER_LAYOUT_LIST;
  o.activation = fz_u8(IN) & 1 ? REORDER_ACTIVATION_IMMEDIATE : REORDER_ACTIVATION_LONG_PRESS;
  o.commit = fz_u8(IN) & 1 ? REORDER_COMMIT_ON_DROP : REORDER_COMMIT_LIVE;
  st = reorder_engine_new(&G.e, &o);
  FZ_CHECK(st == REORDER_OK && G.e, "engine_new: %d", st);
  t = token_new(0);
  st = reorder_engine_set_event_callback(G.e, on_event, sizeof(reorder_event), token_destroy, t);
  token_settle(t, st, "set_event_callback");
  FZ_CHECK(st == REORDER_OK, "set_event_callback: %d", st);

  /* Sections bulk-loaded with setup ids (top bits 00) from a seed. */
  sections = 1 + fz_u8(IN) % 4;
  seed = fz_u64(IN) & (ID_TAG(1) - 1);
  for (s = 0; s < sections; s++) {
    size_t n = fz_u16(IN) % (MAX_SETUP_ITEMS + 1);
    uint64_t *ids = G.setup_ids + G.nsetup;
    double *sizes = (double *)malloc((n + 1) * sizeof *sizes);
    st = reorder_section_insert(G.e, (int32_t)s, 20, 10, NULL);
    FZ_CHECK(st == REORDER_OK, "section_insert: %d", st);
    for (i = 0; i < n; i++) {
      ids[i] = (seed + G.nsetup + i) & (ID_TAG(1) - 1);
      sizes[i] = 20 + (double)(mix64(seed + i) % 40);
    }
    st = reorder_section_load(G.e, (int32_t)s, ids, sizes, NULL, n);
    FZ_CHECK(st == REORDER_OK, "section_load of %zu: %d %s", n, st,
             reorder_engine_last_error(G.e));
    G.nsetup += n;
    free(sizes);
  }
  {
    reorder_rect vp = {0, 0, 320, 480};
    st = reorder_engine_set_viewport(G.e, vp);
    FZ_CHECK(st == REORDER_OK, "set_viewport: %d", st);
  }
  check_permutation("after the setup");

  /* The two threads. */
  G.running[1] = G.running[2] = 1;
  __atomic_store_n(&G.threads_running, 1, __ATOMIC_RELEASE);
  FZ_CHECK(pthread_create(&ta, NULL, thread_main, &G.t[1]) == 0, "pthread_create");
  FZ_CHECK(pthread_create(&tb, NULL, thread_main, &G.t[2]) == 0, "pthread_create");
  pthread_join(ta, NULL);
  pthread_join(tb, NULL);
  __atomic_store_n(&G.threads_running, 0, __ATOMIC_RELEASE);
  cur = &G.t[0];
  check_permutation("after both threads");
  for (k = 1; k <= 2; k++) {
    S.ran += G.t[k].ran;
    S.refused += G.t[k].refused;
    S.probes += G.t[k].probes;
  }

  st = reorder_engine_free(G.e);
  FZ_CHECK(st == REORDER_OK, "engine_free: %d", st);
  for (k = 0; k < G.ntokens; k++) {
    token *tk = G.tokens[k];
    FZ_CHECK(!tk->pending, "token %d still pending", k);
    FZ_CHECK(tk->destroyed == (tk->owned ? 1 : 0), "user_data %d (%s) destroyed %d times", k,
             tk->owned ? "taken" : "refused", tk->destroyed);
    tk->magic = 0;
    free(tk);
  }
  return 0;
}
