/*
 * harness.h -- what every test_api file shares: the checks and their
 * counters, the runner, and the fixtures (engines, event logs, a host-side
 * copy of the order, pointer gestures). Defined once, in harness.c.
 *
 * Include it first: it asks for POSIX (fork, pthreads, clock_gettime)
 * before any system header is read.
 */
#ifndef REORDER_TEST_API_HARNESS_H
#define REORDER_TEST_API_HARNESS_H

#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "reorder.h"

/* ------------------------------------------------------------------------ */
/* Checks and the runner                                                     */
/* ------------------------------------------------------------------------ */

extern int g_passed, g_failed;
extern const char *g_test; /* the running test's name, for FAIL lines */
extern int g_fork;         /* 0: --no-fork, every test in this process */

void check_(int ok, const char *what, const char *file, int line);
void check_st_(reorder_status got, reorder_status want, const char *what, const char *file,
               int line, const reorder_engine *e);

#define CHECK(cond) check_((cond) != 0, #cond, __FILE__, __LINE__)
/* ST(engine, call, expected status): reports last_error on mismatch (of
 * the NULL engine -- the thread's last _new / _init error -- for NULL). */
#define ST(e, call, want) check_st_((call), (want), #call, __FILE__, __LINE__, (e))
#define OK(e, call) ST(e, call, REORDER_OK)

/* Runs one test, by default in a forked child with a time limit. */
void run(const char *name, void (*fn)(void));
void sleep_ms(long ms);

/* ------------------------------------------------------------------------ */
/* Fixtures                                                                  */
/* ------------------------------------------------------------------------ */

reorder_index_path ip(int32_t s, int32_t i);
reorder_point pt(double x, double y);
reorder_rect rc(double x, double y, double w, double h);

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

void copy_event(ev_log *log, const reorder_event *ev);
void log_event(const reorder_event *ev, void *user_data); /* an event callback */
void log_destroy(void *user_data);                        /* counts in ->destroyed */
ev_log *new_log(void);
int count_type(const ev_log *log, reorder_event_type type);
/* The last event of a type, or NULL. */
const reorder_event *last_of(const ev_log *log, reorder_event_type type);
int has_text(const ev_log *log, const char *needle); /* an announcement containing it */
/* Drains the poll queue into a log; returns the number of events. */
int drain(ev_log *log, reorder_engine *e);

/* reorder_options_init / reorder_section_rules_init at the header's
 * versions (a failing init is a test failure). */
reorder_options default_options(void);
reorder_section_rules default_rules(void);
/* Options used by most tests: a 100-unit-wide vertical list. */
reorder_options list_options(reorder_commit commit);
/* An engine with sections of items of size 10: section s holds ids
 * s*100+1 ... s*100+counts[s] (section 0: 1...n). Viewport 100 x 1000. */
reorder_engine *make_engine(const reorder_options *o, int sections, const int *counts);
reorder_engine *make_list(int n, reorder_commit commit);

/* Compares section s with want[0..n); prints the actual order on mismatch. */
int order_is_(const reorder_engine *e, int32_t s, const uint64_t *want, size_t n,
              const char *file, int line);
#define ORDER_IS(e, s, ...)                                                          \
  do {                                                                               \
    static const uint64_t want_[] = {__VA_ARGS__};                                   \
    order_is_((e), (s), want_, sizeof want_ / sizeof want_[0], __FILE__, __LINE__);  \
  } while (0)

/* A host-side copy of the order, kept up to date from MOVE events only. It
 * must always equal the engine's export: that is the contract a host
 * relies on to mirror its data source. */
typedef struct model {
  uint64_t ids[4][64];
  size_t n[4];
  int sections;
} model;

void model_load(model *m, const reorder_engine *e);
/* Applies every MOVE event of the log after index `from`; 0 on any
 * inconsistency (the event's from does not hold its id, ...). */
int model_apply(model *m, const ev_log *log, int from);
int model_matches(const model *m, const reorder_engine *e);

/* Presses at p at time t and holds still past the long-press delay. */
void long_press(reorder_engine *e, reorder_point p, double t);
/* Moves the pointer from y0 to y1 in `steps` frames from time t. */
double drag_to(reorder_engine *e, double x, double y0, double y1, int steps, double t);

#endif
