/*
 * test_api.c -- every feature of libreorder through its C ABI.
 *
 * Written against include/reorder.h only: what the header promises is what
 * is checked. Each test runs in a forked child (pass --no-fork to debug in
 * one process), so a crash, a hang, a sanitizer report or a leak found at
 * the child's exit fails that test alone and the others still run.
 *
 * The last line printed is "N passed, M failed" (CI counts it); the exit
 * status is non-zero when anything failed.
 */
#define _POSIX_C_SOURCE 200809L
#include <limits.h>
#include <math.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "reorder.h"

/* ------------------------------------------------------------------------ */
/* Harness                                                                   */
/* ------------------------------------------------------------------------ */

static int g_passed, g_failed;
static const char *g_test = "";

static void check_(int ok, const char *what, int line)
{
  if (ok) {
    g_passed++;
  } else {
    g_failed++;
    printf("FAIL: %s: line %d: %s\n", g_test, line, what);
  }
}

static void check_st_(reorder_status got, reorder_status want, const char *what, int line,
                      const reorder_engine *e)
{
  if (got == want) {
    g_passed++;
  } else {
    g_failed++;
    printf("FAIL: %s: line %d: %s\n      returned %d (%s), expected %d (%s); last_error \"%s\"\n",
           g_test, line, what, got, reorder_status_string(got), want,
           reorder_status_string(want), e ? reorder_engine_last_error(e) : "-");
  }
}

#define CHECK(cond) check_((cond) != 0, #cond, __LINE__)
/* ST(engine, call, expected status): reports last_error on mismatch. */
#define ST(e, call, want) check_st_((call), (want), #call, __LINE__, (e))
#define OK(e, call) ST(e, call, REORDER_OK)

static int g_fork = 1;

/* Runs one test, by default in a forked child with a time limit; the child
 * sends its counts back through a pipe. A child that dies, or exits
 * non-zero (ASan/LSan/valgrind set the exit status), counts as a failure. */
static void run(const char *name, void (*fn)(void))
{
  int fds[2];
  int counts[2] = {0, 0};
  int status = 0;
  pid_t pid;

  g_test = name;
  if (!g_fork) {
    fn();
    return;
  }
  fflush(stdout);
  if (pipe(fds) != 0) {
    perror("pipe");
    exit(2);
  }
  pid = fork();
  if (pid < 0) {
    perror("fork");
    exit(2);
  }
  if (pid == 0) {
    close(fds[0]);
    g_passed = g_failed = 0;
    alarm(120); /* a deadlock fails the test instead of hanging CI */
    fn();
    counts[0] = g_passed;
    counts[1] = g_failed;
    if (write(fds[1], counts, sizeof counts) != (ssize_t)sizeof counts)
      _exit(3);
    close(fds[1]);
    fflush(stdout);
    exit(0); /* exit, not _exit: leak checkers run at exit */
  }
  close(fds[1]);
  if (read(fds[0], counts, sizeof counts) != (ssize_t)sizeof counts)
    counts[0] = counts[1] = 0;
  close(fds[0]);
  waitpid(pid, &status, 0);
  g_passed += counts[0];
  g_failed += counts[1];
  if (WIFSIGNALED(status)) {
    g_failed++;
    printf("FAIL: %s: crashed with signal %d (%s)\n", name, WTERMSIG(status),
           strsignal(WTERMSIG(status)));
  } else if (WEXITSTATUS(status) != 0) {
    g_failed++;
    printf("FAIL: %s: exited with status %d (a sanitizer, valgrind or leak report above)\n",
           name, WEXITSTATUS(status));
  }
}

static void sleep_ms(long ms)
{
  struct timespec ts;
  ts.tv_sec = ms / 1000;
  ts.tv_nsec = (ms % 1000) * 1000000L;
  nanosleep(&ts, NULL);
}

/* ------------------------------------------------------------------------ */
/* Fixtures                                                                  */
/* ------------------------------------------------------------------------ */

static reorder_index_path ip(int32_t s, int32_t i)
{
  reorder_index_path p;
  p.section = s;
  p.item = i;
  return p;
}

static reorder_point pt(double x, double y)
{
  reorder_point p;
  p.x = x;
  p.y = y;
  return p;
}

static reorder_rect rc(double x, double y, double w, double h)
{
  reorder_rect r;
  r.x = x;
  r.y = y;
  r.width = w;
  r.height = h;
  return r;
}

#define MAX_EVENTS 512
typedef struct ev_rec {
  reorder_event ev; /* text replaced by a copy (or NULL) */
  char text[512];
} ev_rec;

/* What an event callback saw; also the callbacks' user_data. */
typedef struct ev_log {
  ev_rec rec[MAX_EVENTS];
  int n;
  int overflow;
  int bad_text;  /* an event whose text/text_length broke the header's rules */
  int destroyed; /* calls of the destroy function */
} ev_log;

static void copy_event(ev_log *log, const reorder_event *ev)
{
  ev_rec *r;
  if (log->n >= MAX_EVENTS) {
    log->overflow++;
    return;
  }
  r = &log->rec[log->n++];
  r->ev = *ev;
  r->ev.text = NULL;
  r->text[0] = 0;
  if (ev->type == REORDER_EVENT_ANNOUNCEMENT) {
    if (ev->text == NULL || strlen(ev->text) != ev->text_length || ev->text_length == 0)
      log->bad_text++;
    else {
      snprintf(r->text, sizeof r->text, "%s", ev->text);
      r->ev.text = r->text;
    }
  } else if (ev->text != NULL) {
    log->bad_text++;
  }
}

static void log_event(const reorder_event *ev, void *user_data)
{
  copy_event((ev_log *)user_data, ev);
}

static void log_destroy(void *user_data) { ((ev_log *)user_data)->destroyed++; }

static ev_log *new_log(void)
{
  ev_log *log = calloc(1, sizeof *log);
  if (!log)
    abort();
  return log;
}

static int count_type(const ev_log *log, int32_t type)
{
  int i, n = 0;
  for (i = 0; i < log->n; i++)
    n += log->rec[i].ev.type == type;
  return n;
}

/* The last event of a type, or NULL. */
static const reorder_event *last_of(const ev_log *log, int32_t type)
{
  int i;
  for (i = log->n - 1; i >= 0; i--)
    if (log->rec[i].ev.type == type)
      return &log->rec[i].ev;
  return NULL;
}

static int has_text(const ev_log *log, const char *needle)
{
  int i;
  for (i = 0; i < log->n; i++)
    if (log->rec[i].ev.type == REORDER_EVENT_ANNOUNCEMENT && strstr(log->rec[i].text, needle))
      return 1;
  return 0;
}

/* Drains the poll queue into a log; returns the number of events. */
static int drain(ev_log *log, reorder_engine *e)
{
  reorder_event ev;
  int n = 0;
  reorder_status st;
  while ((st = reorder_engine_poll_event(&ev, e)) == 1) {
    copy_event(log, &ev);
    if (++n > 100000)
      break;
  }
  ST(e, st, 0);
  return n;
}

/* Options used by most tests: a 100-unit-wide vertical list. */
static reorder_options list_options(int32_t commit)
{
  reorder_options o;
  reorder_options_init(&o);
  o.cross_extent = 100;
  o.commit = commit;
  return o;
}

/* An engine with sections of items of size 10: section s holds ids
 * s*100+1 ... s*100+counts[s] (section 0: 1...n). Viewport 100 x 1000. */
static reorder_engine *make_engine(const reorder_options *o, int sections, const int *counts)
{
  reorder_engine *e = NULL;
  uint64_t ids[64];
  double sizes[64];
  int s, i;
  if (reorder_engine_new(&e, o) != REORDER_OK || !e) {
    printf("FAIL: %s: cannot create an engine\n", g_test);
    exit(1);
  }
  for (s = 0; s < sections; s++) {
    for (i = 0; i < counts[s]; i++) {
      ids[i] = (uint64_t)(s * 100 + i + 1);
      sizes[i] = 10;
    }
    OK(e, reorder_section_insert(e, s, 0, 0, NULL));
    OK(e, reorder_section_load(e, s, ids, sizes, NULL, (size_t)counts[s]));
  }
  OK(e, reorder_engine_set_viewport(e, rc(0, 0, 100, 1000)));
  return e;
}

static reorder_engine *make_list(int n, int32_t commit)
{
  reorder_options o = list_options(commit);
  return make_engine(&o, 1, &n);
}

/* Compares section s with want[0..n); prints the actual order on mismatch. */
static int order_is_(const reorder_engine *e, int32_t s, const uint64_t *want, size_t n, int line)
{
  uint64_t got[64];
  size_t count = 0, i;
  reorder_status st = reorder_section_export(got, 64, &count, e, s);
  int ok = st == REORDER_OK && count == n;
  for (i = 0; ok && i < n; i++)
    ok = got[i] == want[i];
  check_(ok, "section order", line);
  if (!ok) {
    printf("      section %d: status %d, got", (int)s, st);
    for (i = 0; i < count && i < 64; i++)
      printf(" %llu", (unsigned long long)got[i]);
    printf(", want");
    for (i = 0; i < n; i++)
      printf(" %llu", (unsigned long long)want[i]);
    printf("\n");
  }
  return ok;
}
#define ORDER_IS(e, s, ...)                                                          \
  do {                                                                               \
    static const uint64_t want_[] = {__VA_ARGS__};                                   \
    order_is_((e), (s), want_, sizeof want_ / sizeof want_[0], __LINE__);            \
  } while (0)

/* A host-side copy of the order, kept up to date from MOVE events only. It
 * must always equal the engine's export: that is the contract a host
 * relies on to mirror its data source. */
typedef struct model {
  uint64_t ids[4][64];
  size_t n[4];
  int sections;
} model;

static void model_load(model *m, const reorder_engine *e)
{
  size_t count = 0;
  int s;
  OK(e, reorder_engine_section_count(&count, e));
  m->sections = (int)count;
  for (s = 0; s < m->sections && s < 4; s++)
    OK(e, reorder_section_export(m->ids[s], 64, &m->n[s], e, s));
}

/* Applies every MOVE event of the log after index `from`; 0 on any
 * inconsistency (the event's from does not hold its id, ...). */
static int model_apply(model *m, const ev_log *log, int from)
{
  int i;
  for (i = from; i < log->n; i++) {
    const reorder_event *ev = &log->rec[i].ev;
    size_t k;
    int32_t fs, fi, ts, ti;
    if (ev->type != REORDER_EVENT_MOVE)
      continue;
    fs = ev->from.section, fi = ev->from.item, ts = ev->to.section, ti = ev->to.item;
    if (fs < 0 || fs >= m->sections || ts < 0 || ts >= m->sections || fi < 0 ||
        (size_t)fi >= m->n[fs] || m->ids[fs][fi] != ev->id) {
      printf("      MOVE event %d (id %llu %d:%d -> %d:%d) does not match the host's copy\n", i,
             (unsigned long long)ev->id, (int)fs, (int)fi, (int)ts, (int)ti);
      return 0;
    }
    for (k = (size_t)fi; k + 1 < m->n[fs]; k++)
      m->ids[fs][k] = m->ids[fs][k + 1];
    m->n[fs]--;
    if (ti < 0 || (size_t)ti > m->n[ts]) {
      printf("      MOVE event %d: destination %d:%d out of range\n", i, (int)ts, (int)ti);
      return 0;
    }
    for (k = m->n[ts]; k > (size_t)ti; k--)
      m->ids[ts][k] = m->ids[ts][k - 1];
    m->ids[ts][ti] = ev->id;
    m->n[ts]++;
  }
  return 1;
}

static int model_matches(const model *m, const reorder_engine *e)
{
  int s;
  for (s = 0; s < m->sections; s++) {
    uint64_t got[64];
    size_t count = 0;
    if (reorder_section_export(got, 64, &count, e, s) != REORDER_OK || count != m->n[s] ||
        memcmp(got, m->ids[s], count * sizeof got[0]) != 0)
      return 0;
  }
  return 1;
}

/* Presses at p at time t and holds still past the long-press delay. */
static void long_press(reorder_engine *e, reorder_point p, double t)
{
  OK(e, reorder_engine_pointer_down(e, p, t));
  OK(e, reorder_engine_tick(e, t + 0.3));
  OK(e, reorder_engine_tick(e, t + 0.6));
}

/* Moves the pointer from y0 to y1 in `steps` frames from time t. */
static double drag_to(reorder_engine *e, double x, double y0, double y1, int steps, double t)
{
  int i;
  for (i = 1; i <= steps; i++) {
    t += 1.0 / 60;
    OK(e, reorder_engine_pointer_move(e, pt(x, y0 + (y1 - y0) * i / steps), t));
    OK(e, reorder_engine_tick(e, t));
  }
  return t;
}

/* ------------------------------------------------------------------------ */
/* Version, status strings, errors                                           */
/* ------------------------------------------------------------------------ */

static void test_version(void)
{
  CHECK(reorder_version() == REORDER_VERSION_NUMBER);
  CHECK(strcmp(reorder_version_string(), REORDER_VERSION_STRING) == 0);
}

static void test_status_strings(void)
{
  static const int unknown[] = {1, 2, -13, -100, 1000, INT_MIN, INT_MAX};
  const char *seen[13];
  int c, j;
  for (c = 0; c >= -12; c--) {
    const char *s = reorder_status_string(c);
    CHECK(s != NULL);
    if (!s)
      continue;
    CHECK(s[0] != 0);
    CHECK(strcmp(s, "unknown status") != 0);
    CHECK(strchr(s, '\n') == NULL);
    seen[-c] = s;
    for (j = 0; j < -c; j++)
      CHECK(strcmp(seen[j], s) != 0); /* one text per code */
  }
  for (j = 0; j < (int)(sizeof unknown / sizeof unknown[0]); j++) {
    const char *s = reorder_status_string(unknown[j]);
    CHECK(s != NULL && strcmp(s, "unknown status") == 0);
  }
}

static void test_last_error(void)
{
  reorder_engine *e = make_list(3, REORDER_COMMIT_LIVE);
  const char *msg;
  size_t n = 0;

  msg = reorder_engine_last_error(NULL);
  CHECK(msg != NULL);
  msg = reorder_engine_last_error(e);
  CHECK(msg != NULL && msg[0] == 0); /* the last call (set_viewport) succeeded */

  ST(e, reorder_item_remove(e, 999), REORDER_E_UNKNOWN_ID);
  msg = reorder_engine_last_error(e);
  CHECK(msg != NULL && msg[0] != 0);
  CHECK(msg != NULL && strchr(msg, '\n') == NULL); /* one line */

  ST(e, reorder_section_item_count(&n, e, 7), REORDER_E_RANGE);
  msg = reorder_engine_last_error(e);
  CHECK(msg != NULL && msg[0] != 0);

  /* Any successful call, read-only ones too, clears it. */
  OK(e, reorder_section_item_count(&n, e, 0));
  msg = reorder_engine_last_error(e);
  CHECK(msg != NULL && msg[0] == 0);

  ST(e, reorder_engine_tick(e, NAN), REORDER_E_INVALID);
  CHECK(reorder_engine_last_error(e)[0] != 0);
  OK(e, reorder_engine_tick(e, 1));
  CHECK(reorder_engine_last_error(e)[0] == 0);

  reorder_engine_free(e);
}

static void test_null_and_free(void)
{
  reorder_engine *e = (reorder_engine *)(uintptr_t)1;
  size_t n = 7;
  uint64_t id;

  reorder_engine_free(NULL); /* no-op */
  reorder_free(NULL);        /* no-op */
  reorder_options_init(NULL);
  reorder_section_rules_init(NULL);

  ST(NULL, reorder_engine_new(NULL, NULL), REORDER_E_NULL);
  OK(NULL, reorder_engine_new(&e, NULL)); /* NULL options: defaults */
  CHECK(e != NULL && e != (reorder_engine *)(uintptr_t)1);

  /* A NULL engine is REORDER_E_NULL, never a crash. */
  ST(NULL, reorder_section_insert(NULL, 0, 0, 0, NULL), REORDER_E_NULL);
  ST(NULL, reorder_engine_section_count(&n, NULL), REORDER_E_NULL);
  ST(NULL, reorder_engine_tick(NULL, 0), REORDER_E_NULL);
  ST(NULL, reorder_engine_move(NULL, 1, ip(0, 0)), REORDER_E_NULL);
  ST(NULL, reorder_engine_undo(NULL), REORDER_E_NULL);
  ST(NULL, reorder_engine_configure(NULL, NULL), REORDER_E_NULL);
  /* NULL out pointers. */
  ST(e, reorder_engine_section_count(NULL, e), REORDER_E_NULL);
  ST(e, reorder_item_id(NULL, e, ip(0, 0)), REORDER_E_NULL);
  ST(e, reorder_item_index_path(NULL, e, 1), REORDER_E_NULL);
  ST(e, reorder_engine_phase(NULL, e), REORDER_E_NULL);
  ST(e, reorder_engine_poll_event(NULL, e), REORDER_E_NULL);
  ST(e, reorder_engine_hit_test(NULL, e, pt(0, 0)), REORDER_E_NULL);
  ST(e, reorder_engine_is_animating(NULL, e, 0), REORDER_E_NULL);
  OK(e, reorder_engine_section_count(&n, e));
  CHECK(n == 0);
  ST(e, reorder_item_id(&id, e, ip(0, 0)), REORDER_E_RANGE);
  reorder_engine_free(e);
}

/* ------------------------------------------------------------------------ */
/* Options                                                                   */
/* ------------------------------------------------------------------------ */

static void test_options(void)
{
  reorder_options o;
  reorder_engine *e = (reorder_engine *)(uintptr_t)1;
  int32_t phase = -1;

  memset(&o, 0xAB, sizeof o);
  reorder_options_init(&o);
  CHECK(o.struct_size == sizeof(reorder_options));
  CHECK(o.layout == REORDER_LAYOUT_LIST && o.axis == REORDER_AXIS_VERTICAL);
  CHECK(o.rule == REORDER_RULE_MIDPOINT && o.semantics == REORDER_SEMANTICS_SHIFT);
  CHECK(o.cross_section_moves == 1 && o.activation == REORDER_ACTIVATION_LONG_PRESS);
  CHECK(o.long_press_delay == 0.5 && o.long_press_tolerance == 10 && o.drag_distance == 5);
  CHECK(o.commit == REORDER_COMMIT_LIVE && o.grid_columns == 4);
  CHECK(o.autoscroll_zone == 150 && o.autoscroll_max_speed == 1200);
  CHECK(o.autoscroll_grace == 0.15);
  CHECK(o.lift_scale == 1.05 && o.lift_alpha == 0.98 && o.shadow_radius == 5);
  CHECK(o.shadow_offset.x == -5 && o.shadow_offset.y == 0 && o.shadow_opacity == 0.4);
  CHECK(o.lift_duration == 0.25 && o.displace_duration == 0.2);
  CHECK(o.settle_duration == 0.25 && o.cancel_duration == 0.25);
  CHECK(o.displace_easing == REORDER_EASING_EASE_OUT);

  /* struct_size tells the version; an unknown one is refused. */
  o.struct_size = 0;
  ST(NULL, reorder_engine_new(&e, &o), REORDER_E_VERSION);
  CHECK(e == NULL);
  o.struct_size = sizeof o + 8;
  e = (reorder_engine *)(uintptr_t)1;
  ST(NULL, reorder_engine_new(&e, &o), REORDER_E_VERSION);
  CHECK(e == NULL);

  /* Bad values: REORDER_E_INVALID, *out NULL. */
  reorder_options_init(&o);
  o.long_press_delay = NAN;
  e = (reorder_engine *)(uintptr_t)1;
  ST(NULL, reorder_engine_new(&e, &o), REORDER_E_INVALID);
  CHECK(e == NULL);
  reorder_options_init(&o);
  o.layout = 7;
  ST(NULL, reorder_engine_new(&e, &o), REORDER_E_INVALID);
  reorder_options_init(&o);
  o.item_spacing = -1;
  ST(NULL, reorder_engine_new(&e, &o), REORDER_E_INVALID);
  reorder_options_init(&o);
  o.cross_extent = INFINITY;
  ST(NULL, reorder_engine_new(&e, &o), REORDER_E_INVALID);
  reorder_options_init(&o);
  o.commit = -1;
  ST(NULL, reorder_engine_new(&e, &o), REORDER_E_INVALID);
  CHECK(e == NULL);

  /* configure: keeps items; refused during a press; a bad option changes
   * nothing. */
  e = make_list(5, REORDER_COMMIT_LIVE);
  o = list_options(REORDER_COMMIT_LIVE);
  o.item_spacing = 2;
  OK(e, reorder_engine_configure(e, &o));
  ORDER_IS(e, 0, 1, 2, 3, 4, 5);
  {
    reorder_rect f;
    OK(e, reorder_item_frame(&f, e, 3));
    CHECK(f.y == 24); /* 2 * (10 + 2) */
  }
  o.rule = 42;
  ST(e, reorder_engine_configure(e, &o), REORDER_E_INVALID);
  CHECK(reorder_engine_last_error(e)[0] != 0);
  {
    reorder_rect f;
    OK(e, reorder_item_frame(&f, e, 3));
    CHECK(f.y == 24);
  }
  OK(e, reorder_engine_pointer_down(e, pt(50, 5), 0));
  OK(e, reorder_engine_phase(&phase, e));
  CHECK(phase == REORDER_PHASE_PRESSING);
  o = list_options(REORDER_COMMIT_ON_DROP);
  ST(e, reorder_engine_configure(e, &o), REORDER_E_STATE);
  OK(e, reorder_engine_pointer_up(e, pt(50, 5), 0.1));
  OK(e, reorder_engine_configure(e, &o));
  reorder_engine_free(e);
}

/* ------------------------------------------------------------------------ */
/* Sections, items, load, export                                             */
/* ------------------------------------------------------------------------ */

static void test_sections(void)
{
  reorder_engine *e = NULL;
  reorder_section_rules r;
  size_t n = 9;
  uint64_t ids[] = {1, 2, 3};
  double sizes[] = {10, 10, 10};
  reorder_index_path p;

  OK(e, reorder_engine_new(&e, NULL));
  ST(e, reorder_section_insert(e, 1, 0, 0, NULL), REORDER_E_RANGE);
  ST(e, reorder_section_insert(e, -1, 0, 0, NULL), REORDER_E_RANGE);
  OK(e, reorder_section_insert(e, 0, 0, 0, NULL));
  OK(e, reorder_section_insert(e, 1, 5, 5, NULL));
  OK(e, reorder_section_insert(e, 0, 0, 0, NULL)); /* in front */
  OK(e, reorder_engine_section_count(&n, e));
  CHECK(n == 3);
  ST(e, reorder_section_insert(e, 0, NAN, 0, NULL), REORDER_E_INVALID);
  ST(e, reorder_section_insert(e, 0, 0, -1, NULL), REORDER_E_INVALID);
  ST(e, reorder_section_insert(e, 0, INFINITY, 0, NULL), REORDER_E_INVALID);

  reorder_section_rules_init(&r);
  CHECK(r.struct_size == sizeof r && r.locked == 0 && r.accepts_drops == 1);
  CHECK(r.minimum_count == 0 && r.capacity == 0);
  CHECK(r.displacement == REORDER_DISPLACE_VACATED_SLOT);
  r.struct_size = 3;
  ST(e, reorder_section_insert(e, 0, 0, 0, &r), REORDER_E_VERSION);
  ST(e, reorder_section_set_rules(e, 0, &r), REORDER_E_VERSION);
  reorder_section_rules_init(&r);
  r.capacity = -1;
  ST(e, reorder_section_set_rules(e, 0, &r), REORDER_E_INVALID);
  reorder_section_rules_init(&r);
  r.displacement = 9;
  ST(e, reorder_section_set_rules(e, 0, &r), REORDER_E_INVALID);
  reorder_section_rules_init(&r);
  ST(e, reorder_section_set_rules(e, 3, &r), REORDER_E_RANGE);
  OK(e, reorder_section_set_rules(e, 2, &r));
  ST(e, reorder_section_set_extents(e, 3, 0, 0), REORDER_E_RANGE);
  ST(e, reorder_section_set_extents(e, 0, -2, 0), REORDER_E_INVALID);
  OK(e, reorder_section_set_extents(e, 0, 2, 2));
  OK(e, reorder_engine_section_count(&n, e));
  CHECK(n == 3); /* failed calls changed nothing */

  /* Removing a section removes its items: their ids are free again. */
  OK(e, reorder_section_load(e, 1, ids, sizes, NULL, 3));
  OK(e, reorder_item_index_path(&p, e, 2));
  CHECK(p.section == 1 && p.item == 1);
  ST(e, reorder_section_remove(e, 3), REORDER_E_RANGE);
  ST(e, reorder_section_remove(e, -1), REORDER_E_RANGE);
  OK(e, reorder_section_remove(e, 1));
  OK(e, reorder_engine_section_count(&n, e));
  CHECK(n == 2);
  ST(e, reorder_item_index_path(&p, e, 2), REORDER_E_UNKNOWN_ID);
  OK(e, reorder_section_load(e, 0, ids, sizes, NULL, 3));
  ST(e, reorder_section_item_count(&n, e, 2), REORDER_E_RANGE);
  OK(e, reorder_section_item_count(&n, e, 0));
  CHECK(n == 3);
  reorder_engine_free(e);
}

static void test_section_rules(void)
{
  static const int counts[] = {3, 3};
  reorder_options o = list_options(REORDER_COMMIT_LIVE);
  reorder_engine *e = make_engine(&o, 2, counts);
  reorder_section_rules r;

  /* Locked: items neither leave nor enter. */
  reorder_section_rules_init(&r);
  r.locked = 1;
  OK(e, reorder_section_set_rules(e, 1, &r));
  ST(e, reorder_engine_move(e, 1, ip(1, 0)), REORDER_E_REFUSED);
  ST(e, reorder_engine_move(e, 101, ip(0, 0)), REORDER_E_REFUSED);
  OK(e, reorder_engine_move(e, 101, ip(1, 2))); /* within: fine */
  ORDER_IS(e, 1, 102, 103, 101);
  /* Not accepting drops. */
  reorder_section_rules_init(&r);
  r.accepts_drops = 0;
  OK(e, reorder_section_set_rules(e, 1, &r));
  ST(e, reorder_engine_move(e, 1, ip(1, 0)), REORDER_E_REFUSED);
  OK(e, reorder_engine_move(e, 102, ip(0, 3))); /* leaving is fine */
  /* Minimum count. */
  reorder_section_rules_init(&r);
  r.minimum_count = 2;
  OK(e, reorder_section_set_rules(e, 1, &r));
  ST(e, reorder_engine_move(e, 103, ip(0, 0)), REORDER_E_REFUSED);
  ORDER_IS(e, 0, 1, 2, 3, 102);
  ORDER_IS(e, 1, 103, 101);
  /* Engine-wide: no moves across sections. */
  reorder_section_rules_init(&r);
  OK(e, reorder_section_set_rules(e, 1, &r));
  o.cross_section_moves = 0;
  OK(e, reorder_engine_configure(e, &o));
  ST(e, reorder_engine_move(e, 1, ip(1, 0)), REORDER_E_REFUSED);
  reorder_engine_free(e);
}

static void test_load_and_export(void)
{
  reorder_engine *e = NULL;
  uint64_t ids[] = {10, 20, 30, 40, 50};
  double sizes[] = {10, 20, 30, 40, 50};
  uint8_t flags[] = {REORDER_ITEM_MOVABLE, REORDER_ITEM_PINNED, 0, REORDER_ITEM_DEFAULT,
                     REORDER_ITEM_MOVABLE};
  uint64_t dup[] = {1, 2, 1};
  uint64_t buf[8] = {0};
  double bad[] = {10, NAN, 10};
  double huge[] = {10, 2e9, 10};
  double neg[] = {10, -1, 10};
  size_t n = 0;

  OK(e, reorder_engine_new(&e, NULL));
  ST(e, reorder_section_load(e, 0, ids, sizes, NULL, 5), REORDER_E_RANGE); /* no section */
  OK(e, reorder_section_insert(e, 0, 0, 0, NULL));
  OK(e, reorder_section_insert(e, 1, 0, 0, NULL));
  OK(e, reorder_section_load(e, 0, ids, sizes, flags, 5));
  ORDER_IS(e, 0, 10, 20, 30, 40, 50);

  /* Errors keep the old items. */
  ST(e, reorder_section_load(e, 0, NULL, sizes, NULL, 3), REORDER_E_NULL);
  ST(e, reorder_section_load(e, 0, ids, NULL, NULL, 3), REORDER_E_NULL);
  ST(e, reorder_section_load(e, 0, dup, sizes, NULL, 3), REORDER_E_DUPLICATE_ID);
  ST(e, reorder_section_load(e, 0, dup, bad, NULL, 3), REORDER_E_INVALID);
  ST(e, reorder_section_load(e, 0, ids, huge, NULL, 3), REORDER_E_INVALID);
  ST(e, reorder_section_load(e, 0, ids, neg, NULL, 3), REORDER_E_INVALID);
  ST(e, reorder_section_load(e, 1, ids, sizes, NULL, 2), REORDER_E_DUPLICATE_ID); /* in s0 */
  {
    uint8_t badflags[] = {0x80, 1, 1};
    ST(e, reorder_section_load(e, 1, dup + 1, sizes, badflags, 1), REORDER_E_INVALID);
  }
  ORDER_IS(e, 0, 10, 20, 30, 40, 50);
  OK(e, reorder_section_item_count(&n, e, 1));
  CHECK(n == 0);

  /* Reloading a section with its own ids (reordered) is fine; count 0 with
   * NULL arrays empties it. */
  {
    uint64_t again[] = {50, 40, 30};
    OK(e, reorder_section_load(e, 0, again, sizes, NULL, 3));
    ORDER_IS(e, 0, 50, 40, 30);
    OK(e, reorder_section_load(e, 1, ids, sizes, NULL, 2)); /* 10, 20 are free now */
    ORDER_IS(e, 1, 10, 20);
    OK(e, reorder_section_load(e, 1, NULL, NULL, NULL, 0));
    OK(e, reorder_section_item_count(&n, e, 1));
    CHECK(n == 0);
  }

  /* Export: capacity 0 asks for the count; a small buffer gets what fits. */
  n = 0;
  ST(e, reorder_section_export(NULL, 0, &n, e, 0), REORDER_E_BUFFER);
  CHECK(n == 3);
  n = 0;
  buf[1] = 777;
  ST(e, reorder_section_export(buf, 1, &n, e, 0), REORDER_E_BUFFER);
  CHECK(n == 3);
  CHECK(buf[0] == 50 && buf[1] == 777);
  CHECK(reorder_engine_last_error(e)[0] != 0);
  n = 0;
  OK(e, reorder_section_export(buf, 3, &n, e, 0));
  CHECK(n == 3 && buf[2] == 30);
  OK(e, reorder_section_export(NULL, 0, &n, e, 1)); /* empty section: fits */
  CHECK(n == 0);
  ST(e, reorder_section_export(buf, 8, NULL, e, 0), REORDER_E_NULL);
  ST(e, reorder_section_export(NULL, 8, &n, e, 0), REORDER_E_NULL);
  ST(e, reorder_section_export(buf, 8, &n, e, 2), REORDER_E_RANGE);
  reorder_engine_free(e);
}

static void test_items(void)
{
  reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
  reorder_index_path p;
  reorder_rect f;
  uint64_t id = 0;
  size_t n = 0;

  OK(e, reorder_item_insert(e, 9, 10, REORDER_ITEM_DEFAULT, ip(0, 0)));
  OK(e, reorder_item_insert(e, 8, 10, REORDER_ITEM_DEFAULT, ip(0, 6))); /* at the end */
  ORDER_IS(e, 0, 9, 1, 2, 3, 4, 5, 8);
  ST(e, reorder_item_insert(e, 7, 10, 0, ip(0, 8)), REORDER_E_RANGE);
  ST(e, reorder_item_insert(e, 7, 10, 0, ip(0, -1)), REORDER_E_RANGE);
  ST(e, reorder_item_insert(e, 7, 10, 0, ip(1, 0)), REORDER_E_RANGE);
  ST(e, reorder_item_insert(e, 9, 10, 0, ip(0, 0)), REORDER_E_DUPLICATE_ID);
  ST(e, reorder_item_insert(e, 7, NAN, 0, ip(0, 0)), REORDER_E_INVALID);
  ST(e, reorder_item_insert(e, 7, -5, 0, ip(0, 0)), REORDER_E_INVALID);
  ST(e, reorder_item_insert(e, 7, 10, 0x40, ip(0, 0)), REORDER_E_INVALID);
  OK(e, reorder_section_item_count(&n, e, 0));
  CHECK(n == 7);

  OK(e, reorder_item_remove(e, 9));
  OK(e, reorder_item_remove(e, 8));
  ST(e, reorder_item_remove(e, 9), REORDER_E_UNKNOWN_ID);
  ORDER_IS(e, 0, 1, 2, 3, 4, 5);

  OK(e, reorder_item_index_path(&p, e, 4));
  CHECK(p.section == 0 && p.item == 3);
  ST(e, reorder_item_index_path(&p, e, 44), REORDER_E_UNKNOWN_ID);
  OK(e, reorder_item_id(&id, e, ip(0, 1)));
  CHECK(id == 2);
  ST(e, reorder_item_id(&id, e, ip(0, 5)), REORDER_E_RANGE);
  ST(e, reorder_item_id(&id, e, ip(-1, 0)), REORDER_E_RANGE);

  OK(e, reorder_item_resize(e, 2, 30));
  OK(e, reorder_item_frame(&f, e, 3));
  CHECK(f.y == 40 && f.height == 10);
  ST(e, reorder_item_resize(e, 2, NAN), REORDER_E_INVALID);
  ST(e, reorder_item_resize(e, 2, -1), REORDER_E_INVALID);
  ST(e, reorder_item_resize(e, 99, 1), REORDER_E_UNKNOWN_ID);
  OK(e, reorder_item_frame(&f, e, 2));
  CHECK(f.height == 30);

  /* Flags: a pinned item never moves, and no move shifts its index. */
  OK(e, reorder_item_set_flags(e, 3, REORDER_ITEM_PINNED));
  ST(e, reorder_item_set_flags(e, 3, 0x10), REORDER_E_INVALID);
  ST(e, reorder_item_set_flags(e, 33, 0), REORDER_E_UNKNOWN_ID);
  ST(e, reorder_engine_move(e, 3, ip(0, 0)), REORDER_E_REFUSED);
  OK(e, reorder_engine_move(e, 1, ip(0, 1))); /* 1 and 2 swap, 3 stays */
  ORDER_IS(e, 0, 2, 1, 3, 4, 5);
  OK(e, reorder_item_set_flags(e, 3, REORDER_ITEM_DEFAULT));
  OK(e, reorder_engine_move(e, 3, ip(0, 0)));
  ORDER_IS(e, 0, 3, 2, 1, 4, 5);
  /* Not movable: cannot be moved either. */
  OK(e, reorder_item_set_flags(e, 5, 0));
  ST(e, reorder_engine_move(e, 5, ip(0, 0)), REORDER_E_REFUSED);

  /* Handles and labels. */
  {
    reorder_rect h = rc(0, 0, 10, 10);
    reorder_rect badh = rc(0, 0, -1, 10);
    char big[5000];
    OK(e, reorder_item_set_handle(e, 1, &h));
    OK(e, reorder_item_set_handle(e, 1, NULL));
    ST(e, reorder_item_set_handle(e, 1, &badh), REORDER_E_INVALID);
    ST(e, reorder_item_set_handle(e, 77, &h), REORDER_E_UNKNOWN_ID);
    OK(e, reorder_item_set_label(e, 1, "Äpfel"));
    OK(e, reorder_item_set_label(e, 1, NULL));
    ST(e, reorder_item_set_label(e, 1, "bad \xff utf-8"), REORDER_E_INVALID);
    memset(big, 'a', sizeof big - 1);
    big[sizeof big - 1] = 0;
    ST(e, reorder_item_set_label(e, 1, big), REORDER_E_INVALID);
    big[4096] = 0; /* exactly 4096 bytes: allowed */
    OK(e, reorder_item_set_label(e, 1, big));
    ST(e, reorder_item_set_label(e, 77, "x"), REORDER_E_UNKNOWN_ID);
  }
  reorder_engine_free(e);
}

/* ------------------------------------------------------------------------ */
/* Geometry                                                                  */
/* ------------------------------------------------------------------------ */

static void test_geometry(void)
{
  reorder_engine *e = NULL;
  reorder_options o = list_options(REORDER_COMMIT_LIVE);
  reorder_rect f;
  reorder_hit h;
  double w = -1, hgt = -1;
  uint64_t ids[] = {1, 2, 3, 4, 5};
  double sizes[] = {10, 10, 10, 10, 10};

  OK(e, reorder_engine_new(&e, &o));
  h.kind = 99;
  OK(e, reorder_engine_hit_test(&h, e, pt(5, 5)));
  CHECK(h.kind == REORDER_HIT_NONE); /* no sections */
  OK(e, reorder_engine_content_size(&w, &hgt, e));
  CHECK(hgt == 0);

  OK(e, reorder_section_insert(e, 0, 7, 3, NULL)); /* header 7, footer 3 */
  OK(e, reorder_section_load(e, 0, ids, sizes, NULL, 5));
  OK(e, reorder_item_frame(&f, e, 1));
  CHECK(f.x == 0 && f.y == 7 && f.width == 100 && f.height == 10);
  OK(e, reorder_item_frame(&f, e, 3));
  CHECK(f.y == 27);
  ST(e, reorder_item_frame(&f, e, 33), REORDER_E_UNKNOWN_ID);
  ST(e, reorder_item_frame(NULL, e, 3), REORDER_E_NULL);
  OK(e, reorder_engine_content_size(&w, &hgt, e));
  CHECK(w == 100 && hgt == 60);
  ST(e, reorder_engine_content_size(NULL, &hgt, e), REORDER_E_NULL);
  OK(e, reorder_section_set_extents(e, 0, 0, 0));
  OK(e, reorder_engine_content_size(&w, &hgt, e));
  CHECK(hgt == 50);

  OK(e, reorder_engine_hit_test(&h, e, pt(50, 15)));
  CHECK(h.kind == REORDER_HIT_ITEM && h.path.section == 0 && h.path.item == 1);
  OK(e, reorder_engine_hit_test(&h, e, pt(50, 49.5)));
  CHECK(h.kind == REORDER_HIT_ITEM && h.path.item == 4);
  OK(e, reorder_engine_hit_test(&h, e, pt(50, 500)));
  CHECK(h.kind == REORDER_HIT_SLOT && h.path.section == 0 && h.path.item == 5);
  OK(e, reorder_engine_hit_test(&h, e, pt(NAN, 5)));
  CHECK(h.kind == REORDER_HIT_NONE);
  OK(e, reorder_engine_hit_test(&h, e, pt(5, -INFINITY)));
  CHECK(h.kind == REORDER_HIT_NONE);
  reorder_engine_free(e);

  /* A horizontal list: items run along x, cross_extent is their height. */
  reorder_options_init(&o);
  o.axis = REORDER_AXIS_HORIZONTAL;
  o.cross_extent = 40;
  o.item_spacing = 5;
  {
    int n = 3;
    e = make_engine(&o, 1, &n);
  }
  OK(e, reorder_item_frame(&f, e, 2));
  CHECK(f.x == 15 && f.y == 0 && f.width == 10 && f.height == 40);
  OK(e, reorder_engine_content_size(&w, &hgt, e));
  CHECK(w == 40 && hgt == 40);
  OK(e, reorder_engine_hit_test(&h, e, pt(17, 20)));
  CHECK(h.kind == REORDER_HIT_ITEM && h.path.item == 1);
  reorder_engine_free(e);

  /* A grid of 2 columns, square cells. */
  reorder_options_init(&o);
  o.layout = REORDER_LAYOUT_GRID;
  o.grid_columns = 2;
  o.cross_extent = 100;
  {
    int n = 4;
    e = make_engine(&o, 1, &n);
  }
  OK(e, reorder_item_frame(&f, e, 3));
  CHECK(f.x == 0 && f.y == 50 && f.width == 50 && f.height == 50);
  OK(e, reorder_item_frame(&f, e, 2));
  CHECK(f.x == 50 && f.y == 0);
  OK(e, reorder_engine_content_size(&w, &hgt, e));
  CHECK(w == 100 && hgt == 100);
  OK(e, reorder_engine_hit_test(&h, e, pt(75, 75)));
  CHECK(h.kind == REORDER_HIT_ITEM && h.path.item == 3);
  reorder_engine_free(e);
}

/* ------------------------------------------------------------------------ */
/* Pointer drags                                                             */
/* ------------------------------------------------------------------------ */

static void test_drag_live(void)
{
  reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
  ev_log *log = new_log();
  model m;
  const reorder_event *ev;
  int32_t phase = -1;
  int moves_before_up;
  double t;

  model_load(&m, e);
  OK(e, reorder_engine_set_event_callback(e, log_event, log, log_destroy));
  OK(e, reorder_engine_pointer_down(e, pt(50, 5), 0));
  OK(e, reorder_engine_phase(&phase, e));
  CHECK(phase == REORDER_PHASE_PRESSING);
  CHECK(count_type(log, REORDER_EVENT_LIFT) == 0);
  OK(e, reorder_engine_tick(e, 0.3));
  CHECK(count_type(log, REORDER_EVENT_LIFT) == 0); /* not yet: 0.5 s */
  OK(e, reorder_engine_tick(e, 0.6));
  ev = last_of(log, REORDER_EVENT_LIFT);
  CHECK(ev && ev->id == 1 && ev->from.section == 0 && ev->from.item == 0);
  CHECK(count_type(log, REORDER_EVENT_ANIMATION_NEEDED) >= 1);
  CHECK(has_text(log, "Picked up item 1"));
  OK(e, reorder_engine_phase(&phase, e));
  CHECK(phase == REORDER_PHASE_DRAGGING);

  t = drag_to(e, 50, 5, 45, 8, 0.6);
  moves_before_up = count_type(log, REORDER_EVENT_MOVE);
  CHECK(moves_before_up >= 1); /* live: reported per step */
  ORDER_IS(e, 0, 2, 3, 4, 5, 1);
  OK(e, reorder_engine_pointer_up(e, pt(50, 45), t));
  ev = last_of(log, REORDER_EVENT_DROP);
  CHECK(ev && ev->id == 1 && ev->from.item == 0 && ev->to.section == 0 && ev->to.item == 4);
  CHECK(count_type(log, REORDER_EVENT_MOVE) == moves_before_up); /* nothing new at drop */
  CHECK(has_text(log, "dropped"));
  CHECK(model_apply(&m, log, 0) && model_matches(&m, e));
  OK(e, reorder_engine_phase(&phase, e));
  CHECK(phase == REORDER_PHASE_SETTLING);
  OK(e, reorder_engine_tick(e, t + 5));
  OK(e, reorder_engine_phase(&phase, e));
  CHECK(phase == REORDER_PHASE_IDLE);
  ORDER_IS(e, 0, 2, 3, 4, 5, 1);
  CHECK(log->bad_text == 0 && log->overflow == 0);

  /* A drag is one undo step. */
  OK(e, reorder_engine_undo(e));
  ORDER_IS(e, 0, 1, 2, 3, 4, 5);
  reorder_engine_free(e);
  CHECK(log->destroyed == 1);
  free(log);
}

static void test_drag_on_drop(void)
{
  reorder_engine *e = make_list(5, REORDER_COMMIT_ON_DROP);
  ev_log *log = new_log();
  model m;
  const reorder_event *ev;
  double t;
  int i, drop_at = -1, last_move = -1;

  model_load(&m, e);
  OK(e, reorder_engine_set_event_callback(e, log_event, log, NULL));
  long_press(e, pt(50, 45), 0); /* the last item */
  CHECK(count_type(log, REORDER_EVENT_LIFT) == 1);
  t = drag_to(e, 50, 45, 5, 8, 0.6);
  CHECK(count_type(log, REORDER_EVENT_MOVE) == 0); /* on drop: nothing yet */
  CHECK(count_type(log, REORDER_EVENT_ANIMATION_NEEDED) >= 1);
  OK(e, reorder_engine_pointer_up(e, pt(50, 5), t));
  CHECK(count_type(log, REORDER_EVENT_MOVE) >= 1);
  for (i = 0; i < log->n; i++) {
    if (log->rec[i].ev.type == REORDER_EVENT_MOVE)
      last_move = i;
    if (log->rec[i].ev.type == REORDER_EVENT_DROP)
      drop_at = i;
  }
  CHECK(drop_at >= 0 && last_move < drop_at); /* moves, then the drop */
  ev = last_of(log, REORDER_EVENT_DROP);
  CHECK(ev && ev->id == 5 && ev->from.item == 4 && ev->to.item == 0);
  ORDER_IS(e, 0, 5, 1, 2, 3, 4);
  CHECK(model_apply(&m, log, 0) && model_matches(&m, e));
  reorder_engine_free(e);
  free(log);
}

static void test_cancel_restores(void)
{
  static const int32_t commits[] = {REORDER_COMMIT_LIVE, REORDER_COMMIT_ON_DROP};
  int c, how;
  for (c = 0; c < 2; c++) {
    for (how = 0; how < 3; how++) {
      reorder_engine *e = make_list(5, commits[c]);
      ev_log *log = new_log();
      model m;
      const reorder_event *ev;
      int32_t want_reason;
      double t;

      model_load(&m, e);
      OK(e, reorder_engine_set_event_callback(e, log_event, log, NULL));
      long_press(e, pt(50, 5), 0);
      t = drag_to(e, 50, 5, 35, 6, 0.6);
      if (how == 0) {
        OK(e, reorder_engine_cancel_drag(e, t));
        want_reason = REORDER_CANCEL_HOST;
      } else if (how == 1) {
        OK(e, reorder_engine_pointer_cancel(e, t));
        want_reason = REORDER_CANCEL_POINTER;
      } else {
        OK(e, reorder_engine_key(e, REORDER_KEY_CANCEL, NULL, t));
        want_reason = REORDER_CANCEL_KEY;
      }
      ORDER_IS(e, 0, 1, 2, 3, 4, 5);
      ev = last_of(log, REORDER_EVENT_CANCEL);
      CHECK(ev && ev->id == 1 && ev->reason == want_reason);
      CHECK(count_type(log, REORDER_EVENT_DROP) == 0);
      CHECK(has_text(log, "cancelled"));
      /* The host's copy, kept by MOVE events only, is restored too. */
      CHECK(model_apply(&m, log, 0) && model_matches(&m, e));
      /* A cancelled drag is no undo step. */
      ST(e, reorder_engine_undo(e), REORDER_E_STATE);
      /* The pointer going up afterwards does nothing. */
      OK(e, reorder_engine_pointer_up(e, pt(50, 35), t + 0.1));
      ORDER_IS(e, 0, 1, 2, 3, 4, 5);
      reorder_engine_free(e);
      free(log);
    }
  }
}

/* Host edits during a drag: removing the lifted item ends the drag. */
static void test_remove_lifted(void)
{
  static const int counts[] = {5, 2};
  reorder_options o = list_options(REORDER_COMMIT_LIVE);
  int how;
  for (how = 0; how < 2; how++) {
    reorder_engine *e = make_engine(&o, 2, counts);
    ev_log *log = new_log();
    const reorder_event *ev;
    int32_t phase = -1;
    size_t n = 0;
    OK(e, reorder_engine_set_event_callback(e, log_event, log, NULL));
    long_press(e, pt(50, 5), 0);
    drag_to(e, 50, 5, 25, 4, 0.6);
    if (how == 0)
      OK(e, reorder_item_remove(e, 1));
    else
      OK(e, reorder_section_remove(e, 0));
    ev = last_of(log, REORDER_EVENT_CANCEL);
    CHECK(ev && ev->id == 1 && ev->reason == REORDER_CANCEL_ITEM_REMOVED);
    OK(e, reorder_engine_phase(&phase, e));
    CHECK(phase != REORDER_PHASE_DRAGGING);
    /* The pointer keeps going: nothing happens, nothing breaks. */
    OK(e, reorder_engine_pointer_move(e, pt(50, 45), 1));
    OK(e, reorder_engine_pointer_up(e, pt(50, 45), 1.1));
    OK(e, reorder_engine_tick(e, 5));
    if (how == 0) {
      ORDER_IS(e, 0, 2, 3, 4, 5);
    } else {
      OK(e, reorder_engine_section_count(&n, e));
      CHECK(n == 1);
      ORDER_IS(e, 0, 101, 102);
    }
    reorder_engine_free(e);
    free(log);
  }
}

static void test_not_a_drag(void)
{
  reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
  ev_log *log = new_log();
  const reorder_event *ev;
  reorder_rect handle = rc(0, 0, 10, 10);

  OK(e, reorder_engine_set_event_callback(e, log_event, log, NULL));
  /* A tap. */
  OK(e, reorder_engine_pointer_down(e, pt(50, 15), 0));
  OK(e, reorder_engine_pointer_up(e, pt(50, 15), 0.1));
  ev = last_of(log, REORDER_EVENT_NOT_A_DRAG);
  CHECK(ev && ev->reason == REORDER_NOT_A_DRAG_TAP && ev->has_id && ev->id == 2);
  /* A scroll: moved before the long press. */
  OK(e, reorder_engine_pointer_down(e, pt(50, 15), 1));
  OK(e, reorder_engine_pointer_move(e, pt(50, 45), 1.1));
  ev = last_of(log, REORDER_EVENT_NOT_A_DRAG);
  CHECK(ev && ev->reason == REORDER_NOT_A_DRAG_MOVED);
  OK(e, reorder_engine_pointer_up(e, pt(50, 45), 1.2));
  /* Not liftable: not movable, or off its handle. */
  OK(e, reorder_item_set_flags(e, 3, 0));
  log->n = 0;
  long_press(e, pt(50, 25), 2);
  OK(e, reorder_engine_pointer_up(e, pt(50, 25), 2.7));
  ev = last_of(log, REORDER_EVENT_NOT_A_DRAG);
  CHECK(ev && ev->reason == REORDER_NOT_A_DRAG_NOT_LIFTABLE && ev->id == 3);
  CHECK(count_type(log, REORDER_EVENT_LIFT) == 0);
  OK(e, reorder_item_set_handle(e, 4, &handle));
  log->n = 0;
  long_press(e, pt(50, 35), 3); /* outside the handle */
  OK(e, reorder_engine_pointer_up(e, pt(50, 35), 3.7));
  CHECK(count_type(log, REORDER_EVENT_LIFT) == 0);
  ev = last_of(log, REORDER_EVENT_NOT_A_DRAG);
  CHECK(ev && ev->reason == REORDER_NOT_A_DRAG_NOT_LIFTABLE);
  long_press(e, pt(5, 35), 4); /* inside it */
  ev = last_of(log, REORDER_EVENT_LIFT);
  CHECK(ev && ev->id == 4);
  OK(e, reorder_engine_pointer_up(e, pt(5, 35), 4.7));
  ORDER_IS(e, 0, 1, 2, 3, 4, 5);

  /* Bad numbers; time going backwards is allowed. */
  ST(e, reorder_engine_pointer_down(e, pt(NAN, 1), 5), REORDER_E_INVALID);
  ST(e, reorder_engine_pointer_move(e, pt(1, INFINITY), 5), REORDER_E_INVALID);
  ST(e, reorder_engine_pointer_up(e, pt(1, 1), NAN), REORDER_E_INVALID);
  ST(e, reorder_engine_pointer_cancel(e, -INFINITY), REORDER_E_INVALID);
  ST(e, reorder_engine_tick(e, INFINITY), REORDER_E_INVALID);
  ST(e, reorder_engine_cancel_drag(e, NAN), REORDER_E_INVALID);
  ST(e, reorder_engine_set_viewport(e, rc(0, 0, -1, 10)), REORDER_E_INVALID);
  ST(e, reorder_engine_set_viewport(e, rc(NAN, 0, 1, 10)), REORDER_E_INVALID);
  OK(e, reorder_engine_tick(e, 100));
  OK(e, reorder_engine_tick(e, 1)); /* backwards */
  CHECK(log->bad_text == 0);
  reorder_engine_free(e);
  free(log);
}

/* A huge count is refused before the arrays are read. */
static void test_huge_counts(void)
{
  reorder_engine *e = make_list(3, REORDER_COMMIT_LIVE);
  uint64_t ids[2] = {7, 8};
  double sizes[2] = {1, 1};
  reorder_status st;
  st = reorder_section_load(e, 0, NULL, NULL, NULL, SIZE_MAX);
  CHECK(st == REORDER_E_TOO_MANY || st == REORDER_E_NULL);
  ST(e, reorder_section_load(e, 0, ids, sizes, NULL, SIZE_MAX), REORDER_E_TOO_MANY);
  ST(e, reorder_section_load(e, 0, ids, sizes, NULL, ((size_t)1 << 28) + 1), REORDER_E_TOO_MANY);
  ST(e, reorder_engine_replay(e, "x", SIZE_MAX), REORDER_E_INVALID);
  ORDER_IS(e, 0, 1, 2, 3);
  reorder_engine_free(e);
}

static void test_activation_modes(void)
{
  reorder_options o = list_options(REORDER_COMMIT_LIVE);
  int n = 5;
  reorder_engine *e;
  ev_log *log = new_log();

  o.activation = REORDER_ACTIVATION_IMMEDIATE;
  e = make_engine(&o, 1, &n);
  OK(e, reorder_engine_set_event_callback(e, log_event, log, NULL));
  OK(e, reorder_engine_pointer_down(e, pt(50, 5), 0));
  CHECK(count_type(log, REORDER_EVENT_LIFT) == 1);
  OK(e, reorder_engine_pointer_up(e, pt(50, 5), 0.1));
  reorder_engine_free(e);

  log->n = 0;
  o.activation = REORDER_ACTIVATION_DISTANCE;
  e = make_engine(&o, 1, &n);
  OK(e, reorder_engine_set_event_callback(e, log_event, log, NULL));
  OK(e, reorder_engine_pointer_down(e, pt(50, 5), 0));
  OK(e, reorder_engine_pointer_move(e, pt(50, 7), 0.01));
  CHECK(count_type(log, REORDER_EVENT_LIFT) == 0);
  OK(e, reorder_engine_pointer_move(e, pt(50, 15), 0.02));
  CHECK(count_type(log, REORDER_EVENT_LIFT) == 1);
  OK(e, reorder_engine_pointer_up(e, pt(50, 15), 0.1));
  reorder_engine_free(e);
  free(log);
}

static void test_autoscroll(void)
{
  reorder_options o = list_options(REORDER_COMMIT_LIVE);
  int n = 60;
  reorder_engine *e;
  ev_log *log = new_log();
  const reorder_event *ev;
  model m;
  double t;
  int i;

  o.autoscroll_zone = 20;
  e = make_engine(&o, 1, &n); /* 600 units of content */
  OK(e, reorder_engine_set_viewport(e, rc(0, 0, 100, 100)));
  model_load(&m, e);
  OK(e, reorder_engine_set_event_callback(e, log_event, log, NULL));
  long_press(e, pt(50, 5), 0);
  t = drag_to(e, 50, 5, 95, 10, 0.6); /* into the bottom edge zone */
  for (i = 0; i < 30; i++)
    OK(e, reorder_engine_tick(e, t += 1.0 / 60));
  ev = last_of(log, REORDER_EVENT_SCROLL);
  CHECK(ev != NULL && ev->offset.y > 0 && ev->offset.x == 0);
  OK(e, reorder_engine_pointer_up(e, pt(50, 95), t));
  CHECK(model_apply(&m, log, 0) && model_matches(&m, e));
  reorder_engine_free(e);
  free(log);
}

/* ------------------------------------------------------------------------ */
/* Keyboard                                                                  */
/* ------------------------------------------------------------------------ */

static void test_keyboard(void)
{
  reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
  ev_log *log = new_log();
  model m;
  const reorder_event *ev;
  uint64_t focused = 2, unknown = 99;
  double t = 0;

  model_load(&m, e);
  OK(e, reorder_engine_set_event_callback(e, log_event, log, NULL));
  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, NULL, t)); /* no focus: nothing */
  CHECK(count_type(log, REORDER_EVENT_LIFT) == 0);
  ST(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, &unknown, t),
     REORDER_E_UNKNOWN_ID);
  ST(e, reorder_engine_key(e, 99, &focused, t), REORDER_E_INVALID);
  ST(e, reorder_engine_key(e, -1, &focused, t), REORDER_E_INVALID);
  ST(e, reorder_engine_key(e, REORDER_KEY_NEXT, &focused, NAN), REORDER_E_INVALID);

  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, &focused, t += 0.1));
  ev = last_of(log, REORDER_EVENT_LIFT);
  CHECK(ev && ev->id == 2 && ev->from.item == 1);
  CHECK(has_text(log, "Picked up item 2. It is in position 2 of 5 in section 1."));
  OK(e, reorder_engine_key(e, REORDER_KEY_DOWN, NULL, t += 0.1));
  ev = last_of(log, REORDER_EVENT_MOVE);
  CHECK(ev && ev->id == 2 && ev->from.item == 1 && ev->to.item == 2);
  CHECK(has_text(log, "position 3 of 5"));
  OK(e, reorder_engine_key(e, REORDER_KEY_NEXT, NULL, t += 0.1));
  ORDER_IS(e, 0, 1, 3, 4, 2, 5);
  OK(e, reorder_engine_key(e, REORDER_KEY_LEFT, NULL, t += 0.1)); /* not along a list */
  ORDER_IS(e, 0, 1, 3, 4, 2, 5);
  OK(e, reorder_engine_key(e, REORDER_KEY_FIRST, NULL, t += 0.1));
  ORDER_IS(e, 0, 2, 1, 3, 4, 5);
  OK(e, reorder_engine_key(e, REORDER_KEY_LAST, NULL, t += 0.1));
  ORDER_IS(e, 0, 1, 3, 4, 5, 2);
  OK(e, reorder_engine_key(e, REORDER_KEY_UP, NULL, t += 0.1));
  OK(e, reorder_engine_key(e, REORDER_KEY_PREVIOUS, NULL, t += 0.1));
  ORDER_IS(e, 0, 1, 3, 2, 4, 5);
  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, NULL, t += 0.1));
  ev = last_of(log, REORDER_EVENT_DROP);
  CHECK(ev && ev->id == 2 && ev->from.item == 1 && ev->to.item == 2);
  CHECK(has_text(log, "item 2 was dropped. It moved from position 2 to position 3 of 5."));
  CHECK(model_apply(&m, log, 0) && model_matches(&m, e));

  /* The keyboard drag was one undo step. */
  OK(e, reorder_engine_undo(e));
  ORDER_IS(e, 0, 1, 2, 3, 4, 5);

  /* A refused step is announced, not an error. */
  OK(e, reorder_item_set_flags(e, 1, REORDER_ITEM_PINNED));
  log->n = 0;
  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, &focused, t += 0.1));
  OK(e, reorder_engine_key(e, REORDER_KEY_UP, NULL, t += 0.1));
  CHECK(has_text(log, "cannot move there"));
  ORDER_IS(e, 0, 1, 2, 3, 4, 5);
  OK(e, reorder_engine_key(e, REORDER_KEY_CANCEL, NULL, t += 0.1));
  ev = last_of(log, REORDER_EVENT_CANCEL);
  CHECK(ev && ev->reason == REORDER_CANCEL_KEY);
  /* Picking up a pinned item: not liftable. */
  focused = 1;
  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, &focused, t += 0.1));
  ev = last_of(log, REORDER_EVENT_NOT_A_DRAG);
  CHECK(ev && ev->reason == REORDER_NOT_A_DRAG_NOT_LIFTABLE && ev->id == 1);
  CHECK(log->bad_text == 0);
  reorder_engine_free(e);
  free(log);
}

static void test_keyboard_grid_and_sections(void)
{
  reorder_options o;
  static const int counts[] = {4, 2};
  reorder_engine *e;
  uint64_t focused = 1;
  double t = 0;

  reorder_options_init(&o);
  o.layout = REORDER_LAYOUT_GRID;
  o.grid_columns = 2;
  o.cross_extent = 100;
  e = make_engine(&o, 2, counts);
  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, &focused, t += 0.1));
  OK(e, reorder_engine_key(e, REORDER_KEY_DOWN, NULL, t += 0.1)); /* a row down */
  ORDER_IS(e, 0, 2, 3, 1, 4);
  OK(e, reorder_engine_key(e, REORDER_KEY_RIGHT, NULL, t += 0.1));
  ORDER_IS(e, 0, 2, 3, 4, 1);
  OK(e, reorder_engine_key(e, REORDER_KEY_NEXT, NULL, t += 0.1)); /* into section 1 */
  ORDER_IS(e, 0, 2, 3, 4);
  ORDER_IS(e, 1, 1, 101, 102);
  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, NULL, t += 0.1));
  reorder_engine_free(e);
}

/* ------------------------------------------------------------------------ */
/* Presentation                                                              */
/* ------------------------------------------------------------------------ */

static void test_presentation(void)
{
  reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
  reorder_presentation pres[8];
  reorder_rect all = rc(0, 0, 100, 1000);
  size_t n = 0, i;
  int32_t anim = -1;
  double t;
  int seen = 0;

  /* At rest. */
  ST(e, reorder_engine_presentation(NULL, 0, &n, e, all, 0), REORDER_E_BUFFER);
  CHECK(n == 5);
  n = 0;
  memset(pres, 0, sizeof pres);
  pres[2].id = 4242;
  ST(e, reorder_engine_presentation(pres, 2, &n, e, all, 0), REORDER_E_BUFFER);
  CHECK(n == 5 && pres[2].id == 4242); /* nothing past capacity */
  OK(e, reorder_engine_presentation(pres, 8, &n, e, all, 0));
  CHECK(n == 5);
  for (i = 0; i < n && i < 8; i++) {
    reorder_rect f;
    OK(e, reorder_item_frame(&f, e, pres[i].id));
    CHECK(pres[i].frame.y == f.y && pres[i].frame.height == f.height);
    CHECK(pres[i].alpha == 1 && pres[i].scale == 1 && pres[i].z_index == 0 && !pres[i].lifted);
    CHECK(pres[i].path.section == 0 && pres[i].path.item == (int32_t)(pres[i].id - 1));
    seen |= 1 << pres[i].id;
  }
  CHECK(seen == 0x3e);
  /* Only what intersects the rect. */
  OK(e, reorder_engine_presentation(pres, 8, &n, e, rc(0, 12, 100, 10), 0));
  CHECK(n == 2 || n == 1);
  ST(e, reorder_engine_presentation(pres, 8, NULL, e, all, 0), REORDER_E_NULL);
  ST(e, reorder_engine_presentation(NULL, 8, &n, e, all, 0), REORDER_E_NULL);
  ST(e, reorder_engine_presentation(pres, 8, &n, e, rc(0, 0, NAN, 1), 0), REORDER_E_INVALID);
  ST(e, reorder_engine_presentation(pres, 8, &n, e, all, NAN), REORDER_E_INVALID);
  OK(e, reorder_engine_is_animating(&anim, e, 0));
  CHECK(anim == 0);
  ST(e, reorder_engine_is_animating(&anim, e, INFINITY), REORDER_E_INVALID);

  /* Lifted: scaled, shadowed, drawn last (highest z). */
  long_press(e, pt(50, 5), 0);
  t = drag_to(e, 50, 5, 25, 4, 0.6);
  OK(e, reorder_engine_is_animating(&anim, e, t));
  CHECK(anim != 0);
  OK(e, reorder_engine_presentation(pres, 8, &n, e, all, t + 1));
  CHECK(n == 5);
  if (n == 5) {
    CHECK(pres[4].id == 1 && pres[4].lifted && pres[4].z_index == 2);
    CHECK(pres[4].scale == 1.05 && pres[4].alpha == 0.98 && pres[4].shadow_opacity == 0.4);
    CHECK(pres[4].frame.y == 20); /* under the pointer (25 - grab 5) */
    for (i = 0; i + 1 < n; i++)
      CHECK(pres[i].z_index <= pres[i + 1].z_index && !pres[i].lifted);
  }
  OK(e, reorder_engine_pointer_up(e, pt(50, 25), t + 1));
  OK(e, reorder_engine_is_animating(&anim, e, t + 1.01));
  CHECK(anim != 0); /* settling */
  OK(e, reorder_engine_tick(e, t + 10));
  OK(e, reorder_engine_is_animating(&anim, e, t + 10));
  CHECK(anim == 0);
  OK(e, reorder_engine_presentation(pres, 8, &n, e, all, t + 10));
  for (i = 0; i < n && i < 8; i++)
    CHECK(!pres[i].lifted && pres[i].scale == 1 && pres[i].z_index == 0);
  reorder_engine_free(e);

  /* The lift look comes from the options. */
  {
    reorder_options o = list_options(REORDER_COMMIT_LIVE);
    int five = 5;
    o.lift_scale = 1.2;
    o.lift_alpha = 0.5;
    o.shadow_opacity = 0.3;
    o.shadow_radius = 8;
    e = make_engine(&o, 1, &five);
    long_press(e, pt(50, 15), 0);
    OK(e, reorder_engine_presentation(pres, 8, &n, e, all, 2));
    CHECK(n == 5);
    if (n == 5) {
      CHECK(pres[4].id == 2 && pres[4].lifted && pres[4].scale == 1.2 && pres[4].alpha == 0.5);
      CHECK(pres[4].shadow_opacity == 0.3 && pres[4].shadow_radius == 8);
    }
    reorder_engine_free(e);
  }
}

static int rect_is(reorder_rect r, double x, double y, double w, double h)
{
  return r.x == x && r.y == y && r.width == w && r.height == h;
}

/* Sections [3 items, empty, 2 items] of 10-unit items, each with a 20-unit
 * header and a 5-unit footer. */
static reorder_engine *make_sectioned(const reorder_options *o)
{
  static const int counts[] = {3, 0, 2};
  reorder_engine *e = make_engine(o, 3, counts);
  int32_t s;
  for (s = 0; s < 3; s++)
    OK(e, reorder_section_set_extents(e, s, 20, 5));
  return e;
}

static void test_section_frames(void)
{
  reorder_options o = list_options(REORDER_COMMIT_LIVE);
  reorder_engine *e;
  reorder_rect f, before, item;
  reorder_index_path path;
  double w, hgt, t;
  int32_t anim = -1;
  int k, monotone = 1;

  /* Vertical list: the list insets and section_spacing are outside the
   * sections; the header is the frame's top 20 units. */
  o.insets = rc(4, 6, 8, 2); /* left, top, right, bottom */
  o.item_spacing = 1;
  o.section_spacing = 3;
  e = make_sectioned(&o);
  OK(e, reorder_section_frame(&f, e, 0, 0));
  CHECK(rect_is(f, 4, 6, 88, 20 + 32 + 5));
  OK(e, reorder_item_frame(&item, e, 1));
  CHECK(item.y == f.y + 20 && item.x == f.x && item.width == f.width);
  OK(e, reorder_item_frame(&item, e, 3));
  CHECK(item.y + item.height + 5 == f.y + f.height); /* then the footer */
  OK(e, reorder_section_frame(&f, e, 1, 0));
  CHECK(rect_is(f, 4, 66, 88, 25)); /* empty: header and footer */
  OK(e, reorder_section_frame(&f, e, 2, 0));
  CHECK(rect_is(f, 4, 94, 88, 46));
  OK(e, reorder_engine_content_size(&w, &hgt, e));
  CHECK(hgt == 94 + 46 + 2);
  ST(e, reorder_section_frame(&f, e, 3, 0), REORDER_E_RANGE);
  CHECK(reorder_engine_last_error(e)[0] != 0);
  ST(e, reorder_section_frame(&f, e, -1, 0), REORDER_E_RANGE);
  ST(e, reorder_section_frame(&f, e, 0, NAN), REORDER_E_INVALID);
  ST(e, reorder_section_frame(&f, e, 0, -INFINITY), REORDER_E_INVALID);
  ST(e, reorder_section_frame(NULL, e, 0, 0), REORDER_E_NULL);
  ST(NULL, reorder_section_frame(&f, NULL, 0, 0), REORDER_E_NULL);

  /* An item moved into the empty section: section 0 shrinks, section 1
   * comes up 11 units and grows 10, sliding over 0.2 s like the items. */
  OK(e, reorder_engine_tick(e, 1));
  OK(e, reorder_section_frame(&before, e, 1, 1));
  OK(e, reorder_engine_move(e, 1, ip(1, 0)));
  OK(e, reorder_section_frame(&f, e, 1, 1));
  CHECK(rect_is(f, 4, 66, 88, 25)); /* drawn where it was */
  OK(e, reorder_section_frame(&f, e, 1, 1.25));
  CHECK(rect_is(f, 4, 55, 88, 35)); /* the layout's frame, after the slide */
  OK(e, reorder_section_frame(&f, e, 2, 1.25));
  CHECK(rect_is(f, 4, 93, 88, 46));
  for (k = 1; k <= 12; k++) {
    OK(e, reorder_section_frame(&f, e, 1, 1 + k / 60.0));
    monotone &= f.y <= before.y && f.y >= 55 && f.height >= before.height;
    before = f;
  }
  CHECK(monotone);
  OK(e, reorder_section_frame(&f, e, 1, 1.1));
  CHECK(f.y > 55 && f.y < 66);
  OK(e, reorder_engine_is_animating(&anim, e, 1.1));
  CHECK(anim != 0);
  OK(e, reorder_engine_is_animating(&anim, e, 1.25));
  CHECK(anim == 0);
  /* Undo slides it back. */
  OK(e, reorder_engine_tick(e, 2));
  OK(e, reorder_engine_undo(e));
  OK(e, reorder_section_frame(&f, e, 1, 2));
  CHECK(rect_is(f, 4, 55, 88, 35));
  OK(e, reorder_section_frame(&f, e, 1, 2.25));
  CHECK(rect_is(f, 4, 66, 88, 25));
  reorder_engine_free(e);

  /* Horizontal list: the header is the frame's leading 20 units along x. */
  o = list_options(REORDER_COMMIT_LIVE);
  o.axis = REORDER_AXIS_HORIZONTAL;
  o.insets = rc(4, 6, 8, 2);
  o.item_spacing = 1;
  o.section_spacing = 3;
  e = make_sectioned(&o);
  OK(e, reorder_section_frame(&f, e, 0, 0));
  CHECK(rect_is(f, 4, 6, 57, 92));
  OK(e, reorder_item_frame(&item, e, 1));
  CHECK(item.x == 4 + 20 && item.y == 6 && item.height == 92);
  OK(e, reorder_section_frame(&f, e, 1, 0));
  CHECK(rect_is(f, 64, 6, 25, 92));
  reorder_engine_free(e);

  /* Grid: the insets are inside each section; the frame spans the width. */
  reorder_options_init(&o);
  o.layout = REORDER_LAYOUT_GRID;
  o.grid_columns = 2;
  o.grid_cell_height = 10;
  o.cross_extent = 100;
  o.insets = rc(4, 6, 8, 2);
  o.item_spacing = 1;
  o.line_spacing = 1;
  o.section_spacing = 3;
  e = make_sectioned(&o);
  OK(e, reorder_section_frame(&f, e, 0, 0));
  CHECK(rect_is(f, 0, 0, 100, 20 + 6 + 21 + 2 + 5));
  OK(e, reorder_item_frame(&item, e, 1));
  CHECK(item.y == 20 + 6 && item.x == 4);
  OK(e, reorder_section_frame(&f, e, 1, 0));
  CHECK(rect_is(f, 0, 57, 100, 33));
  OK(e, reorder_section_frame(&f, e, 2, 0));
  CHECK(rect_is(f, 0, 93, 100, 43));
  /* A live drag of item 3 into section 2 (lift, then down): the frames
   * move without a jump and the clock runs for them. */
  OK(e, reorder_item_frame(&item, e, 3));
  long_press(e, pt(item.x + 5, item.y + 5), 0);
  OK(e, reorder_section_frame(&before, e, 1, 0.6));
  t = drag_to(e, item.x + 5, item.y + 5, 130, 8, 0.6);
  OK(e, reorder_item_index_path(&path, e, 3));
  CHECK(path.section == 2);
  OK(e, reorder_section_frame(&f, e, 1, t));
  CHECK(before.y == 57 && f.y < 57 && f.y > 57 - 11); /* coming up, not there yet */
  OK(e, reorder_engine_is_animating(&anim, e, t));
  CHECK(anim != 0);
  OK(e, reorder_engine_pointer_up(e, pt(item.x + 5, 130), t));
  OK(e, reorder_engine_tick(e, t + 1));
  OK(e, reorder_section_frame(&f, e, 1, t + 1));
  CHECK(rect_is(f, 0, 57 - 11, 100, 33)); /* section 0 lost a row */
  reorder_engine_free(e);
}

/* ------------------------------------------------------------------------ */
/* Moves, undo / redo, the retarget hook                                     */
/* ------------------------------------------------------------------------ */

static void test_move_undo_redo(void)
{
  reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
  ev_log *log = new_log();
  model m;
  const reorder_event *ev;

  model_load(&m, e);
  OK(e, reorder_engine_set_event_callback(e, log_event, log, NULL));
  ST(e, reorder_engine_undo(e), REORDER_E_STATE);
  ST(e, reorder_engine_redo(e), REORDER_E_STATE);
  OK(e, reorder_engine_move(e, 3, ip(0, 0)));
  ORDER_IS(e, 0, 3, 1, 2, 4, 5);
  CHECK(count_type(log, REORDER_EVENT_MOVE) == 1);
  ev = last_of(log, REORDER_EVENT_MOVE);
  CHECK(ev && ev->id == 3 && ev->from.item == 2 && ev->to.item == 0);
  OK(e, reorder_engine_move(e, 1, ip(0, 4)));
  ORDER_IS(e, 0, 3, 2, 4, 5, 1);
  log->n = 0;
  OK(e, reorder_engine_move(e, 1, ip(0, 4))); /* already there */
  CHECK(count_type(log, REORDER_EVENT_MOVE) == 0);
  ST(e, reorder_engine_move(e, 1, ip(0, 5)), REORDER_E_RANGE);
  ST(e, reorder_engine_move(e, 1, ip(0, -1)), REORDER_E_RANGE);
  ST(e, reorder_engine_move(e, 1, ip(1, 0)), REORDER_E_RANGE);
  ST(e, reorder_engine_move(e, 99, ip(0, 0)), REORDER_E_UNKNOWN_ID);
  ORDER_IS(e, 0, 3, 2, 4, 5, 1);

  model_load(&m, e);
  log->n = 0;
  OK(e, reorder_engine_undo(e));
  ORDER_IS(e, 0, 3, 1, 2, 4, 5);
  OK(e, reorder_engine_undo(e));
  ORDER_IS(e, 0, 1, 2, 3, 4, 5);
  ST(e, reorder_engine_undo(e), REORDER_E_STATE);
  OK(e, reorder_engine_redo(e));
  ORDER_IS(e, 0, 3, 1, 2, 4, 5);
  CHECK(count_type(log, REORDER_EVENT_MOVE) == 3); /* undo and redo report their steps */
  CHECK(model_apply(&m, log, 0) && model_matches(&m, e));

  /* A new move drops the redo stack. */
  OK(e, reorder_engine_move(e, 5, ip(0, 0)));
  ST(e, reorder_engine_redo(e), REORDER_E_STATE);

  /* Exchange semantics: a programmatic move swaps the two items. */
  {
    reorder_options o = list_options(REORDER_COMMIT_LIVE);
    reorder_engine *x;
    int five = 5;
    o.semantics = REORDER_SEMANTICS_EXCHANGE;
    x = make_engine(&o, 1, &five);
    OK(x, reorder_engine_move(x, 1, ip(0, 3)));
    ORDER_IS(x, 0, 4, 2, 3, 1, 5);
    OK(x, reorder_engine_undo(x));
    ORDER_IS(x, 0, 1, 2, 3, 4, 5);
    reorder_engine_free(x);
  }

  /* During a drag: the dragged item cannot be moved; undo waits. */
  long_press(e, pt(50, 5), 10);
  ST(e, reorder_engine_move(e, 5, ip(0, 3)), REORDER_E_STATE);
  ST(e, reorder_engine_undo(e), REORDER_E_STATE);
  OK(e, reorder_engine_pointer_up(e, pt(50, 5), 10.7));
  OK(e, reorder_engine_undo(e));
  reorder_engine_free(e);
  free(log);
}

static void test_capacity_displacement(void)
{
  reorder_engine *e = NULL;
  reorder_section_rules r;
  ev_log *log = new_log();
  model m;
  uint64_t a[] = {100}, b[] = {1, 2, 3, 4};
  double sizes[] = {60, 60, 60, 60};

  OK(e, reorder_engine_new(&e, NULL));
  reorder_section_rules_init(&r);
  r.capacity = 1;
  r.displacement = REORDER_DISPLACE_SOURCE_START;
  OK(e, reorder_section_insert(e, 0, 0, 0, &r));
  OK(e, reorder_section_insert(e, 1, 0, 0, NULL));
  OK(e, reorder_section_load(e, 0, a, sizes, NULL, 1));
  OK(e, reorder_section_load(e, 1, b, sizes, NULL, 4));
  model_load(&m, e);
  OK(e, reorder_engine_set_event_callback(e, log_event, log, NULL));
  OK(e, reorder_engine_move(e, 3, ip(0, 0)));
  ORDER_IS(e, 0, 3);
  ORDER_IS(e, 1, 100, 1, 2, 4);
  CHECK(count_type(log, REORDER_EVENT_MOVE) == 2);
  CHECK(model_apply(&m, log, 0) && model_matches(&m, e));
  OK(e, reorder_engine_undo(e)); /* one step */
  ORDER_IS(e, 0, 100);
  ORDER_IS(e, 1, 1, 2, 3, 4);
  reorder_engine_free(e);
  free(log);
}

typedef struct hook {
  int mode; /* REORDER_RETARGET_* to answer */
  reorder_index_path other;
  int calls;
  int destroyed;
  uint64_t id;
  reorder_index_path from, proposed;
  void *self; /* user_data must come back unchanged */
} hook;

static int32_t hook_fn(uint64_t id, reorder_index_path from, reorder_index_path proposed,
                       reorder_index_path *out_target, void *user_data)
{
  hook *h = (hook *)user_data;
  if (h->self != h)
    return REORDER_RETARGET_REFUSE;
  h->calls++;
  h->id = id;
  h->from = from;
  h->proposed = proposed;
  if (h->mode == REORDER_RETARGET_OTHER && out_target)
    *out_target = h->other;
  return h->mode;
}

static void hook_destroy(void *user_data) { ((hook *)user_data)->destroyed++; }

static void test_retarget(void)
{
  reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
  hook h1, h2;
  memset(&h1, 0, sizeof h1);
  memset(&h2, 0, sizeof h2);
  h1.self = &h1;
  h2.self = &h2;

  OK(e, reorder_engine_set_retarget(e, hook_fn, &h1, hook_destroy));
  h1.mode = REORDER_RETARGET_ACCEPT;
  OK(e, reorder_engine_move(e, 3, ip(0, 4)));
  CHECK(h1.calls == 1 && h1.id == 3 && h1.from.item == 2 && h1.proposed.item == 4);
  ORDER_IS(e, 0, 1, 2, 4, 5, 3);

  h1.mode = REORDER_RETARGET_REFUSE;
  ST(e, reorder_engine_move(e, 3, ip(0, 0)), REORDER_E_REFUSED);
  CHECK(reorder_engine_last_error(e)[0] != 0);
  ORDER_IS(e, 0, 1, 2, 4, 5, 3);

  h1.mode = REORDER_RETARGET_OTHER;
  h1.other = ip(0, 1);
  OK(e, reorder_engine_move(e, 3, ip(0, 0)));
  ORDER_IS(e, 0, 1, 3, 2, 4, 5);
  h1.other = ip(0, 9); /* a retarget that breaks the rules is refused */
  {
    /* The caller's destination was fine, so REFUSED is the better answer;
     * RANGE (naming the hook's bad index) is tolerated. */
    reorder_status st = reorder_engine_move(e, 3, ip(0, 0));
    CHECK(st == REORDER_E_REFUSED || st == REORDER_E_RANGE);
  }
  ORDER_IS(e, 0, 1, 3, 2, 4, 5);

  /* The hook sees drags too: refuse everything and nothing moves. */
  h1.mode = REORDER_RETARGET_REFUSE;
  h1.calls = 0;
  long_press(e, pt(50, 5), 0);
  drag_to(e, 50, 5, 45, 6, 0.6);
  OK(e, reorder_engine_pointer_up(e, pt(50, 45), 1));
  CHECK(h1.calls >= 1);
  ORDER_IS(e, 0, 1, 3, 2, 4, 5);
  OK(e, reorder_engine_tick(e, 10));

  /* Replacing runs the old destroy once; removing runs the new one's. */
  CHECK(h1.destroyed == 0);
  OK(e, reorder_engine_set_retarget(e, hook_fn, &h2, hook_destroy));
  CHECK(h1.destroyed == 1 && h2.destroyed == 0);
  OK(e, reorder_engine_set_retarget(e, NULL, NULL, NULL));
  CHECK(h1.destroyed == 1 && h2.destroyed == 1);
  OK(e, reorder_engine_move(e, 3, ip(0, 0))); /* no hook: nothing asked */
  CHECK(h2.calls == 0);
  /* Free runs the current destroy once. */
  h1.destroyed = 0;
  OK(e, reorder_engine_set_retarget(e, hook_fn, &h1, hook_destroy));
  reorder_engine_free(e);
  CHECK(h1.destroyed == 1 && h2.destroyed == 1);
}

/* ------------------------------------------------------------------------ */
/* Events: callback, destroy, poll, announcements                            */
/* ------------------------------------------------------------------------ */

static void test_event_callback_destroy(void)
{
  reorder_engine *e = make_list(3, REORDER_COMMIT_LIVE);
  ev_log *a = new_log(), *b = new_log();

  OK(e, reorder_engine_set_event_callback(e, log_event, a, log_destroy));
  OK(e, reorder_engine_move(e, 1, ip(0, 2)));
  CHECK(count_type(a, REORDER_EVENT_MOVE) == 1);
  OK(e, reorder_engine_set_event_callback(e, log_event, b, log_destroy));
  CHECK(a->destroyed == 1 && b->destroyed == 0);
  OK(e, reorder_engine_move(e, 1, ip(0, 0)));
  CHECK(count_type(a, REORDER_EVENT_MOVE) == 1 && count_type(b, REORDER_EVENT_MOVE) == 1);
  OK(e, reorder_engine_set_event_callback(e, NULL, NULL, NULL));
  CHECK(a->destroyed == 1 && b->destroyed == 1);
  a->destroyed = 0;
  OK(e, reorder_engine_set_event_callback(e, log_event, a, log_destroy));
  reorder_engine_free(e);
  CHECK(a->destroyed == 1 && b->destroyed == 1);
  free(a);
  free(b);

  /* A destroy function is optional. */
  e = make_list(3, REORDER_COMMIT_LIVE);
  a = new_log();
  OK(e, reorder_engine_set_event_callback(e, log_event, a, NULL));
  OK(e, reorder_engine_move(e, 1, ip(0, 2)));
  reorder_engine_free(e);
  CHECK(a->destroyed == 0 && count_type(a, REORDER_EVENT_MOVE) == 1);
  free(a);
}

static void test_poll(void)
{
  reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
  ev_log *log = new_log();
  reorder_event ev;
  uint64_t focused = 2;
  model m;
  int i, lift = -1, text = -1;

  model_load(&m, e);
  drain(log, e); /* whatever setup queued */
  log->n = 0;
  ST(e, reorder_engine_poll_event(&ev, e), 0);
  ST(e, reorder_engine_poll_event(&ev, NULL), REORDER_E_NULL);

  OK(e, reorder_engine_move(e, 1, ip(0, 3)));
  ST(e, reorder_engine_poll_event(&ev, e), 1);
  CHECK(ev.type == REORDER_EVENT_MOVE && ev.id == 1 && ev.from.item == 0 && ev.to.item == 3);
  CHECK(ev.text == NULL);
  copy_event(log, &ev);
  /* Then at most non-MOVE events (ANIMATION_NEEDED), then empty. */
  drain(log, e);
  CHECK(count_type(log, REORDER_EVENT_MOVE) == 1);
  ST(e, reorder_engine_poll_event(&ev, e), 0);

  /* Events of several calls wait, in order. */
  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, &focused, 1));
  OK(e, reorder_engine_key(e, REORDER_KEY_DOWN, NULL, 1.1));
  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, NULL, 1.2));
  drain(log, e);
  for (i = log->n - 1; i >= 0; i--) {
    if (log->rec[i].ev.type == REORDER_EVENT_LIFT)
      lift = i;
    if (log->rec[i].ev.type == REORDER_EVENT_ANNOUNCEMENT)
      text = i;
  }
  CHECK(lift >= 0 && text > lift);
  CHECK(count_type(log, REORDER_EVENT_DROP) == 1);
  CHECK(last_of(log, REORDER_EVENT_DROP) && last_of(log, REORDER_EVENT_MOVE) &&
        last_of(log, REORDER_EVENT_DROP) > last_of(log, REORDER_EVENT_MOVE));
  CHECK(model_apply(&m, log, 0) && model_matches(&m, e));
  CHECK(log->bad_text == 0);
  reorder_engine_free(e);
  free(log);

  /* Events nobody polled are released with the engine (no leak). */
  e = make_list(5, REORDER_COMMIT_LIVE);
  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, &focused, 1));
  OK(e, reorder_engine_move(e, 1, ip(0, 3)));
  reorder_engine_free(e);
}

static void test_announcement_lifetime(void)
{
  reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
  reorder_event ev;
  uint64_t focused = 3;
  char copy[512] = "";
  int got = 0;

  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, &focused, 1));
  /* The text stays valid until the next call on the engine: read it all
   * (under ASan/valgrind a dangling pointer is reported here). */
  while (reorder_engine_poll_event(&ev, e) == 1) {
    if (ev.type != REORDER_EVENT_ANNOUNCEMENT)
      continue;
    CHECK(ev.text != NULL);
    if (!ev.text)
      break;
    CHECK(strlen(ev.text) == ev.text_length);
    CHECK(ev.text[ev.text_length] == 0);
    snprintf(copy, sizeof copy, "%s", ev.text);
    got++;
  }
  CHECK(got == 1);
  CHECK(strcmp(copy, "Picked up item 3. It is in position 3 of 5 in section 1.") == 0);

  /* Many announcements queued, then drained: each one intact. */
  OK(e, reorder_engine_key(e, REORDER_KEY_DOWN, NULL, 1.1));
  OK(e, reorder_engine_key(e, REORDER_KEY_UP, NULL, 1.2));
  OK(e, reorder_engine_key(e, REORDER_KEY_DOWN, NULL, 1.3));
  got = 0;
  while (reorder_engine_poll_event(&ev, e) == 1) {
    if (ev.type != REORDER_EVENT_ANNOUNCEMENT)
      continue;
    CHECK(ev.text && strlen(ev.text) == ev.text_length && strstr(ev.text, "item 3"));
    got++;
  }
  CHECK(got == 3);
  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, NULL, 1.4));
  /* Free with an announcement still waiting in the queue (no leak). */
  reorder_engine_free(e);
}

static void test_set_text(void)
{
  reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
  ev_log *log = new_log();
  uint64_t focused = 2;
  char big[1100];
  int which;

  OK(e, reorder_engine_set_event_callback(e, log_event, log, NULL));
  OK(e, reorder_engine_set_text(e, REORDER_TEXT_PICK_UP,
                                "Aufgenommen: {label} ({position}/{count}, Abschnitt {section})"));
  OK(e, reorder_engine_set_text(e, REORDER_TEXT_DEFAULT_LABEL, "Eintrag {id}"));
  OK(e, reorder_engine_set_text(e, REORDER_TEXT_MOVED, "{label} → {position}/{count} {nope}"));
  OK(e, reorder_engine_set_text(e, REORDER_TEXT_DROP, "{label}: {from} → {to}"));
  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, &focused, 0));
  CHECK(has_text(log, "Aufgenommen: Eintrag 2 (2/5, Abschnitt 1)"));
  OK(e, reorder_item_set_label(e, 2, "Äpfel"));
  OK(e, reorder_engine_key(e, REORDER_KEY_DOWN, NULL, 0.1));
  CHECK(has_text(log, "Äpfel → 3/5 {nope}")); /* unknown placeholders stay */
  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, NULL, 0.2));
  CHECK(has_text(log, "Äpfel: 2 → 3"));

  for (which = REORDER_TEXT_PICK_UP; which <= REORDER_TEXT_DEFAULT_LABEL; which++)
    OK(e, reorder_engine_set_text(e, which, "x"));
  ST(e, reorder_engine_set_text(e, 9, "x"), REORDER_E_INVALID);
  ST(e, reorder_engine_set_text(e, -1, "x"), REORDER_E_INVALID);
  ST(e, reorder_engine_set_text(e, REORDER_TEXT_DROP, NULL), REORDER_E_NULL);
  ST(e, reorder_engine_set_text(e, REORDER_TEXT_DROP, "caf\xc3"), REORDER_E_INVALID);
  memset(big, 'a', sizeof big - 1);
  big[sizeof big - 1] = 0;
  ST(e, reorder_engine_set_text(e, REORDER_TEXT_DROP, big), REORDER_E_INVALID);
  big[1000] = 0;
  OK(e, reorder_engine_set_text(e, REORDER_TEXT_DROP, big));
  /* 1000 characters, not bytes: 1000 two-byte characters fit. */
  {
    char *two = malloc(2001);
    int i;
    for (i = 0; i < 1000; i++) {
      two[2 * i] = (char)0xc3;
      two[2 * i + 1] = (char)0xa4;
    }
    two[2000] = 0;
    OK(e, reorder_engine_set_text(e, REORDER_TEXT_DROP, two));
    free(two);
  }
  CHECK(log->bad_text == 0);
  reorder_engine_free(e);
  free(log);
}

/* ------------------------------------------------------------------------ */
/* Record and replay                                                         */
/* ------------------------------------------------------------------------ */

static void test_record_replay(void)
{
  static const int counts[] = {4, 3};
  reorder_options o = list_options(REORDER_COMMIT_LIVE);
  reorder_engine *a = NULL, *b = NULL;
  char *trace = NULL;
  size_t len = 99;
  uint64_t ids[] = {7, 8, 9};
  double sizes[] = {10, 12, 14, 16};
  uint64_t focused = 102;
  double t;
  int s;

  /* Not recording: a trace with no calls, which replays to nothing. */
  OK(a, reorder_engine_new(&a, &o));
  OK(a, reorder_engine_record_stop(&trace, &len, a));
  CHECK(trace != NULL && strcmp(trace, "libreorder-trace 1\n") == 0 && len == strlen(trace));
  OK(a, reorder_engine_replay(a, trace, len));
  reorder_free(trace);
  ST(a, reorder_engine_record_stop(NULL, &len, a), REORDER_E_NULL);
  reorder_engine_free(a);

  /* Record a session made of every kind of call... */
  OK(a, reorder_engine_new(&a, &o));
  OK(a, reorder_engine_record_start(a));
  OK(a, reorder_engine_configure(a, &o));
  for (s = 0; s < 2; s++) {
    uint64_t sid[4];
    int i;
    for (i = 0; i < counts[s]; i++)
      sid[i] = (uint64_t)(s * 100 + i + 1);
    OK(a, reorder_section_insert(a, s, 4, 2, NULL));
    OK(a, reorder_section_load(a, s, sid, sizes, NULL, (size_t)counts[s]));
  }
  OK(a, reorder_section_insert(a, 2, 0, 0, NULL));
  OK(a, reorder_section_load(a, 2, ids, sizes, NULL, 3));
  OK(a, reorder_engine_set_viewport(a, rc(0, 0, 100, 500)));
  OK(a, reorder_item_insert(a, 50, 10, REORDER_ITEM_DEFAULT, ip(0, 1)));
  OK(a, reorder_item_resize(a, 50, 20));
  OK(a, reorder_item_set_label(a, 50, "fifty"));
  long_press(a, pt(50, 9), 0);
  t = drag_to(a, 50, 9, 60, 12, 0.6);
  OK(a, reorder_engine_pointer_up(a, pt(50, 60), t));
  OK(a, reorder_engine_tick(a, t + 1));
  OK(a, reorder_engine_move(a, 8, ip(0, 0)));
  OK(a, reorder_engine_move(a, 9, ip(1, 1)));
  OK(a, reorder_engine_undo(a));
  ST(a, reorder_engine_move(a, 12345, ip(0, 0)), REORDER_E_UNKNOWN_ID); /* a failing call */
  OK(a, reorder_engine_key(a, REORDER_KEY_PICK_UP_OR_DROP, &focused, t + 2));
  OK(a, reorder_engine_key(a, REORDER_KEY_FIRST, NULL, t + 2.1));
  OK(a, reorder_engine_key(a, REORDER_KEY_PICK_UP_OR_DROP, NULL, t + 2.2));
  OK(a, reorder_item_remove(a, 7));
  OK(a, reorder_engine_record_stop(&trace, &len, a));
  CHECK(trace != NULL && len > 0 && trace && strlen(trace) == len);

  /* ...and replay it into a fresh engine: the same final order. */
  OK(b, reorder_engine_new(&b, &o));
  if (trace) {
    size_t na = 0, nb = 0;
    OK(b, reorder_engine_replay(b, trace, len));
    OK(a, reorder_engine_section_count(&na, a));
    OK(b, reorder_engine_section_count(&nb, b));
    CHECK(na == 3 && nb == 3);
    for (s = 0; s < 3 && s < (int)nb; s++) {
      uint64_t x[16], y[16];
      size_t cx = 0, cy = 0;
      OK(a, reorder_section_export(x, 16, &cx, a, s));
      OK(b, reorder_section_export(y, 16, &cy, b, s));
      CHECK(cx == cy && memcmp(x, y, cx * sizeof x[0]) == 0);
    }
  }
  reorder_engine_free(b);

  /* A trace need not be NUL-terminated: replay a copy without the NUL. */
  if (trace) {
    char *exact = malloc(len ? len : 1);
    memcpy(exact, trace, len);
    OK(b, reorder_engine_new(&b, &o));
    OK(b, reorder_engine_replay(b, exact, len));
    free(exact);
    reorder_engine_free(b);
  }

  /* A malformed trace: nothing is replayed, the message names the line. */
  OK(b, reorder_engine_new(&b, &o));
  if (trace && len > 10) {
    char *bad = malloc(len + 64);
    size_t n = 0;
    memcpy(bad, trace, len);
    memcpy(bad + len, "\nthis is not a call 1 2 3\n", 26);
    ST(b, reorder_engine_replay(b, bad, len + 26), REORDER_E_INVALID);
    CHECK(strstr(reorder_engine_last_error(b), "line") != NULL);
    OK(b, reorder_engine_section_count(&n, b));
    CHECK(n == 0);
    free(bad);
  }
  ST(b, reorder_engine_replay(b, NULL, 10), REORDER_E_NULL);
  /* "" (what record_stop gives when not recording) has no header line:
   * malformed. A recording of no calls is a valid, empty trace. */
  ST(b, reorder_engine_replay(b, "", 0), REORDER_E_INVALID);
  {
    char *empty = NULL;
    size_t n = 0;
    OK(b, reorder_engine_record_start(b));
    OK(b, reorder_engine_record_stop(&empty, &n, b));
    CHECK(empty != NULL && n > 0);
    if (empty)
      OK(b, reorder_engine_replay(b, empty, n));
    reorder_free(empty);
    OK(b, reorder_engine_section_count(&n, b));
    CHECK(n == 0);
  }
  ST(b, reorder_engine_replay(b, "\x01\x02\xff garbage", 12), REORDER_E_INVALID);
  reorder_engine_free(b);
  reorder_free(trace);
  reorder_engine_free(a);
}

/* ------------------------------------------------------------------------ */
/* Re-entrancy                                                               */
/* ------------------------------------------------------------------------ */

typedef struct reenter {
  reorder_engine *e;
  int calls;
  int destroyed;
  int armed;   /* check on the next event */
  int free_on; /* free the engine on this event type (0: never) */
  int freed;
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
    reorder_engine_free(r->e); /* deferred until the dispatch ends */
    return;
  }
  if (r->armed && !r->free_on && r->calls++ == 0) {
    reorder_engine *e = r->e;
    uint64_t ids[8];
    reorder_index_path p;
    size_t n;
    int32_t phase;
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
    r->ro_present = reorder_engine_presentation(pres, 8, &n, e, rc(0, 0, 100, 100), 0);
    r->ro_hit = reorder_engine_hit_test(&hit, e, pt(5, 5));
    r->ro_frame = reorder_item_frame(&f, e, 2);
    /* Mutating ones are busy. */
    r->mut_move = reorder_engine_move(e, 2, ip(0, 0));
    r->busy_message = reorder_engine_last_error(e)[0] != 0;
    r->mut_undo = reorder_engine_undo(e);
    r->mut_insert = reorder_item_insert(e, 77, 10, REORDER_ITEM_DEFAULT, ip(0, 0));
    r->mut_tick = reorder_engine_tick(e, 5);
    r->mut_set_cb = reorder_engine_set_event_callback(e, NULL, NULL, NULL);
    r->mut_set_hook = reorder_engine_set_retarget(e, NULL, NULL, NULL);
    r->mut_configure = reorder_engine_configure(e, &o);
    r->mut_poll = reorder_engine_poll_event(&pev, e);
  }
}

static void reenter_destroy(void *user_data) { ((reenter *)user_data)->destroyed++; }

static void test_reentrant_callback(void)
{
  reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
  reenter r;
  uint64_t focused = 1;
  memset(&r, 0, sizeof r);
  r.e = e;
  OK(e, reorder_engine_set_event_callback(e, reenter_cb, &r, reenter_destroy));
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
  reorder_engine_free(e);
  CHECK(r.destroyed == 1);
}

static void test_free_inside_callback(void)
{
  static const int32_t on[] = {REORDER_EVENT_MOVE, REORDER_EVENT_LIFT, REORDER_EVENT_ANNOUNCEMENT,
                               REORDER_EVENT_DROP};
  int k;
  for (k = 0; k < 4; k++) {
    reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
    reenter *r = calloc(1, sizeof *r);
    uint64_t focused = 2;
    reorder_status st;
    r->e = e;
    r->free_on = on[k];
    OK(e, reorder_engine_set_event_callback(e, reenter_cb, r, reenter_destroy));
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

static int32_t reenter_hook(uint64_t id, reorder_index_path from, reorder_index_path proposed,
                            reorder_index_path *out_target, void *user_data)
{
  hook_reenter *h = (hook_reenter *)user_data;
  uint64_t ids[8];
  size_t n;
  int32_t phase;
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

static void test_reentrant_hook(void)
{
  reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
  hook_reenter h;
  memset(&h, 0, sizeof h);
  h.e = e;
  OK(e, reorder_engine_set_retarget(e, reenter_hook, &h, NULL));
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
  reorder_engine_free(e);
}

static int g_hook_destroyed;
static void count_destroy(void *user_data)
{
  (void)user_data;
  g_hook_destroyed++;
}

static int32_t freeing_hook(uint64_t id, reorder_index_path from, reorder_index_path proposed,
                            reorder_index_path *out_target, void *user_data)
{
  (void)id, (void)from, (void)proposed, (void)out_target;
  reorder_engine_free((reorder_engine *)user_data); /* deferred, or refused: never a crash */
  return REORDER_RETARGET_ACCEPT;
}

/* Not promised by the header (free is only documented for event
 * callbacks), but "never a crash" is: free from inside the hook must be
 * deferred (no leak) or ignored (the engine stays usable). */
static void test_free_inside_hook(void)
{
  reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
  reorder_status st;
  g_hook_destroyed = 0;
  OK(e, reorder_engine_set_retarget(e, freeing_hook, e, count_destroy));
  st = reorder_engine_move(e, 1, ip(0, 3));
  CHECK(st == REORDER_OK || st < 0);
  /* Deferred: destroy ran once and the engine is gone. */
  CHECK(g_hook_destroyed == 1);
}

/* ------------------------------------------------------------------------ */
/* Threads                                                                   */
/* ------------------------------------------------------------------------ */

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

static int32_t park_hook(uint64_t id, reorder_index_path from, reorder_index_path proposed,
                         reorder_index_path *out_target, void *user_data)
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

static void test_threads(void)
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
      OK(e, reorder_engine_set_retarget(e, park_hook, &b, NULL));
    else
      OK(e, reorder_engine_set_event_callback(e, park_cb, &b, NULL));
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
    reorder_engine_free(e);
  }
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

static void test_threads_race(void)
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
  reorder_engine_free(e);
}

static void *independent(void *arg)
{
  reorder_engine *e = make_list(8, REORDER_COMMIT_LIVE);
  int i, *fails = (int *)arg;
  for (i = 0; i < 200; i++)
    if (reorder_engine_move(e, (uint64_t)(i % 8 + 1), ip(0, (i * 3) % 8)) != REORDER_OK)
      ++*fails;
  reorder_engine_free(e);
  return NULL;
}

static void test_threads_independent(void)
{
  pthread_t t[2];
  int fails[2] = {0, 0}, i;
  for (i = 0; i < 2; i++)
    CHECK(pthread_create(&t[i], NULL, independent, &fails[i]) == 0);
  for (i = 0; i < 2; i++)
    pthread_join(t[i], NULL);
  CHECK(fails[0] == 0 && fails[1] == 0);
}

/* ------------------------------------------------------------------------ */

int main(int argc, char **argv)
{
  static const struct {
    const char *name;
    void (*fn)(void);
  } tests[] = {
      {"version", test_version},
      {"status_strings", test_status_strings},
      {"last_error", test_last_error},
      {"null_and_free", test_null_and_free},
      {"options", test_options},
      {"sections", test_sections},
      {"section_rules", test_section_rules},
      {"load_and_export", test_load_and_export},
      {"items", test_items},
      {"geometry", test_geometry},
      {"drag_live", test_drag_live},
      {"drag_on_drop", test_drag_on_drop},
      {"cancel_restores", test_cancel_restores},
      {"remove_lifted", test_remove_lifted},
      {"not_a_drag", test_not_a_drag},
      {"activation_modes", test_activation_modes},
      {"huge_counts", test_huge_counts},
      {"autoscroll", test_autoscroll},
      {"keyboard", test_keyboard},
      {"keyboard_grid_and_sections", test_keyboard_grid_and_sections},
      {"presentation", test_presentation},
      {"section_frames", test_section_frames},
      {"move_undo_redo", test_move_undo_redo},
      {"capacity_displacement", test_capacity_displacement},
      {"retarget", test_retarget},
      {"event_callback_destroy", test_event_callback_destroy},
      {"poll", test_poll},
      {"announcement_lifetime", test_announcement_lifetime},
      {"set_text", test_set_text},
      {"record_replay", test_record_replay},
      {"reentrant_callback", test_reentrant_callback},
      {"free_inside_callback", test_free_inside_callback},
      {"reentrant_hook", test_reentrant_hook},
      {"free_inside_hook", test_free_inside_hook},
      {"threads", test_threads},
      {"threads_race", test_threads_race},
      {"threads_independent", test_threads_independent},
  };
  const char *only = NULL;
  size_t i;
  int a;

  for (a = 1; a < argc; a++) {
    if (strcmp(argv[a], "--no-fork") == 0)
      g_fork = 0;
    else
      only = argv[a]; /* run one test by name */
  }
  setvbuf(stdout, NULL, _IOLBF, 0);
  for (i = 0; i < sizeof tests / sizeof tests[0]; i++) {
    int before = g_failed;
    if (only && strcmp(only, tests[i].name) != 0)
      continue;
    run(tests[i].name, tests[i].fn);
    printf("%s %s\n", g_failed == before ? "ok  " : "FAIL", tests[i].name);
  }
  printf("%d passed, %d failed\n", g_passed, g_failed);
  return g_failed == 0 ? 0 : 1;
}
