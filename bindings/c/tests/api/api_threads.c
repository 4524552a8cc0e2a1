/*
 * api_threads.c -- one engine called from two threads at once (refused
 * with REORDER_E_THREAD, never a crash), reorder_engine_free included;
 * separate engines in parallel.
 */
#include "harness.h"
#include "api_tests.h"

#include <pthread.h>
#include <stdatomic.h>
#include <time.h>

typedef struct busy_thread {
  reorder_engine *e;
  atomic_int inside;  /* thread A is inside the engine's callback / hook */
  atomic_int release; /* thread B is done: A may return */
  reorder_status a_status;
  int use_hook;
  int msg_kept;
} busy_thread;

/* Parks thread A inside the engine until B says go (at most ~10 s). A
 * holds a last_error string across B's refused calls: a refused call must
 * leave the engine alone, so the string stays valid (ASan / valgrind
 * report it otherwise). */
static void park(busy_thread *b)
{
  int i;
  const char *msg = reorder_engine_last_error(b->e);
  char copy[256];
  snprintf(copy, sizeof copy, "%s", msg);
  atomic_store(&b->inside, 1);
  for (i = 0; i < 10000 && !atomic_load(&b->release); i++)
    sleep_ms(1);
  b->msg_kept = strcmp(msg, copy) == 0;
}

static void park_cb(const reorder_event *ev, void *user_data)
{
  busy_thread *b = (busy_thread *)user_data;
  (void)ev;
  if (!atomic_load(&b->inside))
    park(b);
}

static reorder_retarget_answer park_hook(reorder_index_path *out_target, uint64_t id,
                                          reorder_index_path from, reorder_index_path proposed,
                                          void *user_data)
{
  (void)id, (void)from, (void)proposed, (void)out_target;
  if (!atomic_load(&((busy_thread *)user_data)->inside))
    park((busy_thread *)user_data);
  return REORDER_RETARGET_ACCEPT;
}

/* The hook is asked on a move; the callback gets the LIFT of a pick-up. */
static void *thread_a(void *arg)
{
  busy_thread *b = (busy_thread *)arg;
  uint64_t focused = 1;
  if (b->use_hook)
    b->a_status = reorder_engine_move(b->e, 1, ip(0, 3));
  else
    b->a_status = reorder_engine_key(b->e, REORDER_KEY_PICK_UP_OR_DROP, &focused, 0);
  return NULL;
}

static int wait_inside(busy_thread *b)
{
  int i;
  for (i = 0; i < 10000 && !atomic_load(&b->inside); i++)
    sleep_ms(1);
  return atomic_load(&b->inside);
}

void test_threads(void)
{
  int use_hook;
  for (use_hook = 0; use_hook < 2; use_hook++) {
    reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
    busy_thread b;
    pthread_t a;
    size_t n;
    uint64_t ids[8];
    reorder_status move_st, tick_st, count_st, export_st;
    memset(&b, 0, sizeof b);
    atomic_init(&b.inside, 0);
    atomic_init(&b.release, 0);
    b.e = e;
    b.use_hook = use_hook;
    if (use_hook)
      OK(e, reorder_engine_set_retarget(e, park_hook, NULL, &b));
    else
      OK(e, reorder_engine_set_event_callback(e, park_cb, sizeof(reorder_event), NULL, &b));
    CHECK(pthread_create(&a, NULL, thread_a, &b) == 0);
    CHECK(wait_inside(&b));
    /* Thread A is inside a call on e: every call from here is refused. */
    move_st = reorder_engine_move(e, 2, ip(0, 0));
    tick_st = reorder_engine_tick(e, 1);
    count_st = reorder_engine_section_count(&n, e);
    export_st = reorder_section_export(ids, 8, &n, e, 0);
    atomic_store(&b.release, 1);
    pthread_join(a, NULL);
    ST(e, move_st, REORDER_E_THREAD);
    ST(e, tick_st, REORDER_E_THREAD);
    ST(e, count_st, REORDER_E_THREAD);
    ST(e, export_st, REORDER_E_THREAD);
    ST(e, b.a_status, REORDER_OK);
    CHECK(b.msg_kept);
    /* One thread at a time is fine, whichever thread it is. */
    if (!use_hook) {
      OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, NULL, 0.1));
      OK(e, reorder_engine_move(e, 1, ip(0, 3)));
    }
    ORDER_IS(e, 0, 2, 3, 4, 1, 5);
    OK(e, reorder_engine_move(e, 1, ip(0, 0)));
    ORDER_IS(e, 0, 1, 2, 3, 4, 5);
    OK(e, reorder_engine_free(e));
  }
}

/* reorder_engine_free from a second thread while the first is inside a
 * call (parked in the event callback or the retarget hook): refused with
 * REORDER_E_THREAD, nothing released -- the engine, its items and its
 * callbacks' user data stay, and the engine works afterwards. */
static int g_free_destroyed;
static void free_destroy(void *user_data)
{
  (void)user_data;
  g_free_destroyed++;
}

void test_free_other_thread(void)
{
  int use_hook;
  for (use_hook = 0; use_hook < 2; use_hook++) {
    reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
    busy_thread b;
    pthread_t a;
    reorder_status free_st;
    char msg[256] = "";
    memset(&b, 0, sizeof b);
    atomic_init(&b.inside, 0);
    atomic_init(&b.release, 0);
    b.e = e;
    b.use_hook = use_hook;
    g_free_destroyed = 0;
    if (use_hook)
      OK(e, reorder_engine_set_retarget(e, park_hook, free_destroy, &b));
    else
      OK(e, reorder_engine_set_event_callback(e, park_cb, sizeof(reorder_event), free_destroy,
                                              &b));
    CHECK(pthread_create(&a, NULL, thread_a, &b) == 0);
    CHECK(wait_inside(&b));
    free_st = reorder_engine_free(e);
    /* The refusal's message is this thread's. */
    snprintf(msg, sizeof msg, "%s", reorder_engine_last_error(e));
    atomic_store(&b.release, 1);
    pthread_join(a, NULL);
    ST(e, free_st, REORDER_E_THREAD);
    CHECK(strstr(msg, "thread") != NULL);
    CHECK(g_free_destroyed == 0); /* nothing released */
    ST(e, b.a_status, REORDER_OK);
    /* Thread A's call completed on an intact engine, which still works. */
    if (!use_hook) {
      OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, NULL, 0.1));
      OK(e, reorder_engine_move(e, 1, ip(0, 3)));
    }
    ORDER_IS(e, 0, 2, 3, 4, 1, 5);
    OK(e, reorder_engine_move(e, 1, ip(0, 0)));
    ORDER_IS(e, 0, 1, 2, 3, 4, 5);
    /* Now nobody is inside: free works, and destroys the user data once. */
    OK(e, reorder_engine_free(e));
    CHECK(g_free_destroyed == 1);
  }
}

/* A refusal is noted for the engine that refused, not for its address: a
 * new engine that the allocator places where a refused, freed one was must
 * not report "another thread" before this thread has called it. */
void test_refused_note_not_inherited(void)
{
  reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
  reorder_engine *spare[64];
  void *old = e;
  busy_thread b;
  pthread_t a;
  size_t n;
  int i, reused = 0;
  memset(&b, 0, sizeof b);
  atomic_init(&b.inside, 0);
  atomic_init(&b.release, 0);
  b.e = e;
  OK(e, reorder_engine_set_event_callback(e, park_cb, sizeof(reorder_event), NULL, &b));
  CHECK(pthread_create(&a, NULL, thread_a, &b) == 0);
  CHECK(wait_inside(&b));
  ST(e, reorder_engine_section_count(&n, e), REORDER_E_THREAD);
  atomic_store(&b.release, 1);
  pthread_join(a, NULL);
  OK(e, reorder_engine_free(e));
  /* Allocate until an engine lands at the old address (glibc reuses the
   * freed block at once; the others are kept so each try is new). ASan
   * and valgrind quarantine freed memory, so only the plain run, which sets
   * REORDER_TEST_ADDRESS_REUSE, requires it. */
  for (i = 0; i < 64 && !reused; i++) {
    CHECK(reorder_engine_new(&spare[i], NULL) == REORDER_OK);
    reused = (void *)spare[i] == old;
    if (reused)
      CHECK(reorder_engine_last_error(spare[i])[0] == 0);
  }
  if (getenv("REORDER_TEST_ADDRESS_REUSE") != NULL)
    CHECK(reused); /* else the check above did not run */
  while (i-- > 0)
    OK(spare[i], reorder_engine_free(spare[i]));
}

/* Two threads race for one engine with cheap calls: each call either runs
 * or is refused with REORDER_E_THREAD -- never a crash. Bounded by time so
 * that valgrind's serialized threads stay quick. */
typedef struct racer {
  reorder_engine *e;
  long ok, refused, other;
} racer;

static double now_s(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

static void *race(void *arg)
{
  racer *r = (racer *)arg;
  double end = now_s() + 0.5;
  long i;
  for (i = 0; i < 200000 && (i % 256 || now_s() < end); i++) {
    size_t n;
    reorder_status st = i % 2 ? reorder_engine_section_count(&n, r->e)
                              : reorder_engine_tick(r->e, (double)i);
    if (st == REORDER_OK)
      r->ok++;
    else if (st == REORDER_E_THREAD)
      r->refused++;
    else
      r->other++;
  }
  return NULL;
}

void test_threads_race(void)
{
  reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
  racer r[2];
  pthread_t t[2];
  int i;
  memset(r, 0, sizeof r);
  for (i = 0; i < 2; i++) {
    r[i].e = e;
    CHECK(pthread_create(&t[i], NULL, race, &r[i]) == 0);
  }
  for (i = 0; i < 2; i++)
    pthread_join(t[i], NULL);
  CHECK(r[0].other == 0 && r[1].other == 0);
  CHECK(r[0].ok + r[1].ok > 0);
  ORDER_IS(e, 0, 1, 2, 3, 4, 5);
  OK(e, reorder_engine_free(e));
}

static void *independent(void *arg)
{
  reorder_engine *e = make_list(8, REORDER_COMMIT_LIVE);
  int i, *fails = (int *)arg;
  for (i = 0; i < 200; i++)
    if (reorder_engine_move(e, (uint64_t)(i % 8 + 1), ip(0, (i * 3) % 8)) != REORDER_OK)
      ++*fails;
  if (reorder_engine_free(e) != REORDER_OK)
    ++*fails;
  return NULL;
}

void test_threads_independent(void)
{
  pthread_t t[2];
  int fails[2] = {0, 0}, i;
  for (i = 0; i < 2; i++)
    CHECK(pthread_create(&t[i], NULL, independent, &fails[i]) == 0);
  for (i = 0; i < 2; i++)
    pthread_join(t[i], NULL);
  CHECK(fails[0] == 0 && fails[1] == 0);
}
