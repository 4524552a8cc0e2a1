/*
 * harness.c -- test_api's checks and their counters, the runner (each test
 * in a forked child: see run) and the fixtures. Declared in harness.h.
 */
#include "harness.h"

#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* ------------------------------------------------------------------------ */
/* Harness                                                                   */
/* ------------------------------------------------------------------------ */

int g_passed, g_failed;
const char *g_test = "";

void check_(int ok, const char *what, const char *file, int line)
{
  if (ok) {
    g_passed++;
  } else {
    g_failed++;
    printf("FAIL: %s: %s:%d: %s\n", g_test, file, line, what);
  }
}

void check_st_(reorder_status got, reorder_status want, const char *what, const char *file,
               int line, const reorder_engine *e)
{
  if (got == want) {
    g_passed++;
  } else {
    g_failed++;
    printf("FAIL: %s: %s:%d: %s\n      returned %d (%s), expected %d (%s); last_error \"%s\"\n",
           g_test, file, line, what, got, reorder_status_string(got), want,
           reorder_status_string(want), reorder_engine_last_error(e));
  }
}

int g_fork = 1;

/* Runs one test, by default in a forked child with a time limit; the child
 * sends its counts back through a pipe. A child that dies, or exits
 * non-zero (ASan/LSan/valgrind set the exit status), counts as a failure. */
void run(const char *name, void (*fn)(void))
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

void sleep_ms(long ms)
{
  struct timespec ts;
  ts.tv_sec = ms / 1000;
  ts.tv_nsec = (ms % 1000) * 1000000L;
  nanosleep(&ts, NULL);
}

/* ------------------------------------------------------------------------ */
/* Fixtures                                                                  */
/* ------------------------------------------------------------------------ */

reorder_index_path ip(int32_t s, int32_t i)
{
  reorder_index_path p;
  p.section = s;
  p.item = i;
  return p;
}

reorder_point pt(double x, double y)
{
  reorder_point p;
  p.x = x;
  p.y = y;
  return p;
}

reorder_rect rc(double x, double y, double w, double h)
{
  reorder_rect r;
  r.x = x;
  r.y = y;
  r.width = w;
  r.height = h;
  return r;
}

void copy_event(ev_log *log, const reorder_event *ev)
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

void log_event(const reorder_event *ev, void *user_data)
{
  copy_event((ev_log *)user_data, ev);
}

void log_destroy(void *user_data) { ((ev_log *)user_data)->destroyed++; }

ev_log *new_log(void)
{
  ev_log *log = calloc(1, sizeof *log);
  if (!log)
    abort();
  return log;
}

int count_type(const ev_log *log, reorder_event_type type)
{
  int i, n = 0;
  for (i = 0; i < log->n; i++)
    n += log->rec[i].ev.type == type;
  return n;
}

const reorder_event *last_of(const ev_log *log, reorder_event_type type)
{
  int i;
  for (i = log->n - 1; i >= 0; i--)
    if (log->rec[i].ev.type == type)
      return &log->rec[i].ev;
  return NULL;
}

int has_text(const ev_log *log, const char *needle)
{
  int i;
  for (i = 0; i < log->n; i++)
    if (log->rec[i].ev.type == REORDER_EVENT_ANNOUNCEMENT && strstr(log->rec[i].text, needle))
      return 1;
  return 0;
}

int drain(ev_log *log, reorder_engine *e)
{
  reorder_event ev;
  int n = 0;
  reorder_status st;
  while ((st = reorder_engine_poll_event(&ev, sizeof ev, e)) == REORDER_OK) {
    copy_event(log, &ev);
    if (++n > 100000)
      break;
  }
  ST(e, st, REORDER_DONE);
  return n;
}

reorder_options default_options(void)
{
  reorder_options o;
  OK(NULL, reorder_options_init(&o, REORDER_OPTIONS_VERSION));
  return o;
}

reorder_section_rules default_rules(void)
{
  reorder_section_rules r;
  OK(NULL, reorder_section_rules_init(&r, REORDER_SECTION_RULES_VERSION));
  return r;
}

reorder_options list_options(reorder_commit commit)
{
  reorder_options o = default_options();
  o.cross_extent = 100;
  o.commit = commit;
  return o;
}

reorder_engine *make_engine(const reorder_options *o, int sections, const int *counts)
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

reorder_engine *make_list(int n, reorder_commit commit)
{
  reorder_options o = list_options(commit);
  return make_engine(&o, 1, &n);
}

int order_is_(const reorder_engine *e, int32_t s, const uint64_t *want, size_t n,
              const char *file, int line)
{
  uint64_t got[64];
  size_t count = 0, i;
  reorder_status st = reorder_section_export(got, 64, &count, e, s);
  int ok = st == REORDER_OK && count == n;
  for (i = 0; ok && i < n; i++)
    ok = got[i] == want[i];
  check_(ok, "section order", file, line);
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
void model_load(model *m, const reorder_engine *e)
{
  size_t count = 0;
  int s;
  OK(e, reorder_engine_section_count(&count, e));
  m->sections = (int)count;
  for (s = 0; s < m->sections && s < 4; s++)
    OK(e, reorder_section_export(m->ids[s], 64, &m->n[s], e, s));
}

int model_apply(model *m, const ev_log *log, int from)
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

int model_matches(const model *m, const reorder_engine *e)
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

void long_press(reorder_engine *e, reorder_point p, double t)
{
  OK(e, reorder_engine_pointer_down(e, p, t));
  OK(e, reorder_engine_tick(e, t + 0.3));
  OK(e, reorder_engine_tick(e, t + 0.6));
}

double drag_to(reorder_engine *e, double x, double y0, double y1, int steps, double t)
{
  int i;
  for (i = 1; i <= steps; i++) {
    t += 1.0 / 60;
    OK(e, reorder_engine_pointer_move(e, pt(x, y0 + (y1 - y0) * i / steps), t));
    OK(e, reorder_engine_tick(e, t));
  }
  return t;
}
