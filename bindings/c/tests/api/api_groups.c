/*
 * api_groups.c -- transfer groups: a drag from one engine into another,
 * the events both report and their order, one undo step across both,
 * copies, refusals, and groups and members freed at any moment.
 */
#include "harness.h"
#include "api_tests.h"

/* Two lists side by side in one window: A (ids 1..5) at x 0, B (ids
 * 101..104) at x 120, each 100 wide; items are 10 high. */
typedef struct pair {
  reorder_engine *a, *b;
  reorder_group *g;
  ev_log *la, *lb;
} pair;

/* Every event of both engines, in the order the callbacks saw them. */
static struct {
  reorder_event ev[MAX_EVENTS];
  int n;
} g_seq;

static void seq_event(const reorder_event *ev, void *user_data)
{
  if (g_seq.n < MAX_EVENTS) g_seq.ev[g_seq.n++] = *ev;
  log_event(ev, user_data);
}

static reorder_engine *list_of(uint64_t first, int n, reorder_commit commit)
{
  reorder_options o = list_options(commit);
  reorder_engine *e = NULL;
  uint64_t ids[16];
  double sizes[16];
  int i;
  OK(NULL, reorder_engine_new(&e, &o));
  for (i = 0; i < n; i++) {
    ids[i] = first + (uint64_t)i;
    sizes[i] = 10;
  }
  OK(e, reorder_section_insert(e, 0, 0, 0, NULL));
  OK(e, reorder_section_load(e, 0, ids, sizes, NULL, (size_t)n));
  OK(e, reorder_engine_set_viewport(e, rc(0, 0, 100, 1000)));
  return e;
}

static pair make_pair(reorder_commit commit, const reorder_transfer_rules *rules_a,
                      const reorder_transfer_rules *rules_b)
{
  pair p;
  p.a = list_of(1, 5, commit);
  p.b = list_of(101, 4, commit);
  p.la = new_log();
  p.lb = new_log();
  g_seq.n = 0;
  OK(p.a, reorder_engine_set_event_callback(p.a, seq_event, sizeof(reorder_event), NULL, p.la));
  OK(p.b, reorder_engine_set_event_callback(p.b, seq_event, sizeof(reorder_event), NULL, p.lb));
  OK(NULL, reorder_group_new(&p.g));
  OK(p.a, reorder_group_add(p.g, p.a, rules_a));
  OK(p.b, reorder_group_add(p.g, p.b, rules_b));
  OK(p.a, reorder_engine_set_frame(p.a, rc(0, 0, 100, 1000)));
  OK(p.b, reorder_engine_set_frame(p.b, rc(120, 0, 100, 1000)));
  return p;
}

static void free_pair(pair *p)
{
  OK(NULL, reorder_group_free(p->g));
  reorder_engine_free(p->a);
  reorder_engine_free(p->b);
  free(p->la);
  free(p->lb);
}

/* Moves the pointer of a drag lifted in A from (x0, y0) to (x1, y1), in A's
 * coordinates, ticking both engines as two frame clocks would. */
static double glide(pair *p, double x0, double y0, double x1, double y1, double t)
{
  int i;
  for (i = 1; i <= 10; i++) {
    t += 1.0 / 60;
    OK(p->a, reorder_engine_pointer_move(p->a, pt(x0 + (x1 - x0) * i / 10, y0 + (y1 - y0) * i / 10), t));
    OK(p->a, reorder_engine_tick(p->a, t));
    if (p->b) OK(p->b, reorder_engine_tick(p->b, t));
  }
  return t;
}

/* A host's two models: MOVE events within each, TRANSFER events as halves
 * (the source removes at from, the target inserts at to). */
typedef struct models {
  uint64_t ids[2][16];
  int n[2];
} models;

static void models_load(models *m, const pair *p)
{
  size_t n;
  OK(p->a, reorder_section_export(m->ids[0], 16, &n, p->a, 0));
  m->n[0] = (int)n;
  OK(p->b, reorder_section_export(m->ids[1], 16, &n, p->b, 0));
  m->n[1] = (int)n;
}

static int models_apply(models *m, const pair *p, const ev_log *log, int k)
{
  int i, j;
  const reorder_engine *self = k == 0 ? p->a : p->b;
  for (i = 0; i < log->n; i++) {
    const reorder_event *ev = &log->rec[i].ev;
    uint64_t *ids = m->ids[k];
    if (ev->type == REORDER_EVENT_MOVE) {
      uint64_t id = ids[ev->from.item];
      if (id != ev->id) return 0;
      for (j = ev->from.item; j < m->n[k] - 1; j++) ids[j] = ids[j + 1];
      for (j = m->n[k] - 1; j > ev->to.item; j--) ids[j] = ids[j - 1];
      ids[ev->to.item] = id;
    } else if (ev->type == REORDER_EVENT_TRANSFER) {
      if (ev->source == self && ev->reason != REORDER_TRANSFER_COPY) {
        if (ids[ev->from.item] != ev->id) return 0;
        for (j = ev->from.item; j < m->n[k] - 1; j++) ids[j] = ids[j + 1];
        m->n[k]--;
      }
      if (ev->target == self && ev->reason != REORDER_TRANSFER_DISCARD) {
        for (j = m->n[k]; j > ev->to.item; j--) ids[j] = ids[j - 1];
        ids[ev->to.item] = ev->id;
        m->n[k]++;
      }
    }
  }
  return 1;
}

static int models_match(const models *m, const pair *p)
{
  models now;
  models_load(&now, p);
  return now.n[0] == m->n[0] && now.n[1] == m->n[1] &&
         memcmp(now.ids[0], m->ids[0], sizeof(uint64_t) * (size_t)m->n[0]) == 0 &&
         memcmp(now.ids[1], m->ids[1], sizeof(uint64_t) * (size_t)m->n[1]) == 0;
}

static int hosts_agree(const pair *p, const models *start)
{
  models m = *start;
  return models_apply(&m, p, p->la, 0) && models_apply(&m, p, p->lb, 1) && models_match(&m, p);
}

void test_group_drag(void)
{
  pair p = make_pair(REORDER_COMMIT_LIVE, NULL, NULL);
  models start;
  const reorder_event *ev;
  int i, out_at = -1, in_at = -1;
  double t;
  models_load(&start, &p);
  /* Item 2 (y 10..20) into B between 102 and 103: B's x 50 is A's 170. */
  long_press(p.a, pt(50, 15), 1.0);
  t = glide(&p, 50, 15, 170, 25, 1.6);
  ORDER_IS(p.a, 0, 1, 3, 4, 5);
  ORDER_IS(p.b, 0, 101, 102, 2, 103, 104);
  ev = last_of(p.la, REORDER_EVENT_TRANSFER);
  CHECK(ev && ev->id == 2 && ev->source == p.a && ev->target == p.b &&
        ev->reason == REORDER_TRANSFER_MOVE && ev->from.item == 1);
  CHECK(count_type(p.lb, REORDER_EVENT_TRANSFER) == 1);
  /* The source's half first. */
  for (i = 0; i < g_seq.n; i++) {
    if (g_seq.ev[i].type != REORDER_EVENT_TRANSFER) continue;
    if (out_at < 0) out_at = i;
    else if (in_at < 0) in_at = i;
  }
  CHECK(out_at >= 0 && in_at > out_at);
  {
    reorder_phase ph;
    OK(p.b, reorder_engine_phase(&ph, p.b));
    CHECK(ph == REORDER_PHASE_DRAGGING);
  }
  OK(p.a, reorder_engine_pointer_up(p.a, pt(170, 25), t + 0.02));
  ev = last_of(p.lb, REORDER_EVENT_DROP);
  CHECK(ev && ev->id == 2 && ev->source == p.a && ev->target == p.b && ev->from.item == 1 &&
        ev->count == 1);
  ev = last_of(p.la, REORDER_EVENT_DROP);
  CHECK(ev && ev->source == p.a && ev->target == p.b);
  CHECK(hosts_agree(&p, &start));
  /* One undo step across both, from either. */
  OK(p.b, reorder_engine_undo(p.b));
  ORDER_IS(p.a, 0, 1, 2, 3, 4, 5);
  ORDER_IS(p.b, 0, 101, 102, 103, 104);
  OK(p.a, reorder_engine_redo(p.a));
  ORDER_IS(p.b, 0, 101, 102, 2, 103, 104);
  CHECK(hosts_agree(&p, &start));
  /* A change in A since: B may not undo the transfer until A undoes it. */
  OK(p.a, reorder_engine_move(p.a, 1, ip(0, 3)));
  ST(p.b, reorder_engine_undo(p.b), REORDER_E_STATE);
  CHECK(strstr(reorder_engine_last_error(p.b), "undo there first") != NULL);
  OK(p.a, reorder_engine_undo(p.a));
  OK(p.a, reorder_engine_undo(p.a));
  ORDER_IS(p.a, 0, 1, 2, 3, 4, 5);
  CHECK(hosts_agree(&p, &start));
  free_pair(&p);
}

void test_group_cancel_and_refuse(void)
{
  reorder_transfer_rules closed;
  pair p;
  models start;
  double t;
  OK(NULL, reorder_transfer_rules_init(&closed, REORDER_TRANSFER_RULES_VERSION));
  p = make_pair(REORDER_COMMIT_LIVE, NULL, NULL);
  models_load(&start, &p);
  long_press(p.a, pt(50, 5), 1.0);
  t = glide(&p, 50, 5, 170, 15, 1.6);
  ORDER_IS(p.b, 0, 101, 1, 102, 103, 104);
  OK(p.b, reorder_engine_key(p.b, REORDER_KEY_CANCEL, NULL, t)); /* Escape where it is */
  ORDER_IS(p.a, 0, 1, 2, 3, 4, 5);
  ORDER_IS(p.b, 0, 101, 102, 103, 104);
  CHECK(count_type(p.la, REORDER_EVENT_CANCEL) == 1 && count_type(p.lb, REORDER_EVENT_CANCEL) == 1);
  CHECK(hosts_agree(&p, &start));
  OK(p.a, reorder_engine_pointer_up(p.a, pt(170, 15), t + 0.1)); /* the press is over */
  ORDER_IS(p.a, 0, 1, 2, 3, 4, 5);
  free_pair(&p);

  /* B takes nothing: the item waits in A; dropped over B it goes home. */
  closed.put = 0;
  p = make_pair(REORDER_COMMIT_LIVE, NULL, &closed);
  long_press(p.a, pt(50, 5), 1.0);
  t = glide(&p, 50, 5, 170, 5, 1.6);
  ORDER_IS(p.a, 0, 1, 2, 3, 4, 5);
  CHECK(has_text(p.la, "cannot"));
  OK(p.a, reorder_engine_pointer_up(p.a, pt(170, 5), t + 0.02));
  {
    const reorder_event *ev = last_of(p.la, REORDER_EVENT_CANCEL);
    CHECK(ev && ev->reason == REORDER_CANCEL_REFUSED);
  }
  ST(p.a, reorder_engine_transfer(p.a, 1, p.b, ip(0, 0)), REORDER_E_REFUSED);
  free_pair(&p);
}

void test_group_copy(void)
{
  reorder_transfer_rules palette;
  pair p;
  models start;
  double t;
  const reorder_event *ev;
  OK(NULL, reorder_transfer_rules_init(&palette, REORDER_TRANSFER_RULES_VERSION));
  palette.pull = REORDER_PULL_COPY;
  palette.put = 0;
  p = make_pair(REORDER_COMMIT_ON_DROP, &palette, NULL);
  models_load(&start, &p);
  long_press(p.a, pt(50, 25), 1.0);
  t = glide(&p, 50, 25, 170, 45, 1.6);
  CHECK(count_type(p.lb, REORDER_EVENT_TRANSFER) == 0); /* on drop */
  OK(p.a, reorder_engine_pointer_up(p.a, pt(170, 45), t + 0.02));
  ORDER_IS(p.a, 0, 1, 2, 3, 4, 5);
  ORDER_IS(p.b, 0, 101, 102, 103, 104, 3);
  ev = last_of(p.lb, REORDER_EVENT_TRANSFER);
  CHECK(ev && ev->reason == REORDER_TRANSFER_COPY && ev->id == 3 && ev->to.item == 4);
  ev = last_of(p.la, REORDER_EVENT_TRANSFER); /* the source hears of its copy too */
  CHECK(ev && ev->reason == REORDER_TRANSFER_COPY && ev->from.item == 2 && ev->source == p.a);
  CHECK(hosts_agree(&p, &start));
  /* Undone, the copy is discarded; the original never moved. */
  OK(p.a, reorder_engine_undo(p.a));
  ORDER_IS(p.b, 0, 101, 102, 103, 104);
  ev = last_of(p.lb, REORDER_EVENT_TRANSFER);
  CHECK(ev && ev->reason == REORDER_TRANSFER_DISCARD && ev->source == p.b);
  CHECK(hosts_agree(&p, &start));
  /* A programmatic transfer copies too, and B gives nothing back. */
  OK(p.a, reorder_engine_transfer(p.a, 5, p.b, ip(0, 0)));
  ORDER_IS(p.b, 0, 5, 101, 102, 103, 104);
  ST(p.b, reorder_engine_transfer(p.b, 101, p.a, ip(0, 0)), REORDER_E_REFUSED);
  ST(p.a, reorder_engine_transfer(p.a, 5, p.b, ip(0, 0)), REORDER_E_DUPLICATE_ID);
  free_pair(&p);
}

/* Freed mid-drag: the group (the drag is cancelled, both engines stay
 * usable), and a member from inside its own callback. */
static reorder_engine *g_free_me;
static pair *g_pair;
static void free_on_transfer(const reorder_event *ev, void *user_data)
{
  log_event(ev, user_data);
  if (ev->type == REORDER_EVENT_TRANSFER && g_free_me) {
    OK(g_free_me, reorder_engine_free(g_free_me));
    g_free_me = NULL;
    g_pair->b = NULL;
  }
}

void test_group_lifetimes(void)
{
  pair p = make_pair(REORDER_COMMIT_LIVE, NULL, NULL);
  double t;
  reorder_phase ph;
  long_press(p.a, pt(50, 5), 1.0);
  t = glide(&p, 50, 5, 170, 15, 1.6);
  ORDER_IS(p.b, 0, 101, 1, 102, 103, 104);
  OK(NULL, reorder_group_free(p.g));
  ORDER_IS(p.a, 0, 1, 2, 3, 4, 5);
  ORDER_IS(p.b, 0, 101, 102, 103, 104);
  OK(p.a, reorder_engine_pointer_up(p.a, pt(170, 15), t + 0.02));
  OK(p.a, reorder_engine_phase(&ph, p.a));
  CHECK(ph != REORDER_PHASE_DRAGGING);
  OK(p.b, reorder_engine_phase(&ph, p.b));
  CHECK(ph != REORDER_PHASE_DRAGGING);
  OK(p.a, reorder_engine_move(p.a, 1, ip(0, 4)));
  reorder_engine_free(p.a);
  reorder_engine_free(p.b);
  free(p.la);
  free(p.lb);

  /* B frees itself when the item arrives; A's drag goes on alone. */
  p = make_pair(REORDER_COMMIT_LIVE, NULL, NULL);
  OK(p.b, reorder_engine_set_event_callback(p.b, free_on_transfer, sizeof(reorder_event), NULL, p.lb));
  g_free_me = p.b;
  g_pair = &p;
  long_press(p.a, pt(50, 5), 1.0);
  t = glide(&p, 50, 5, 170, 15, 1.6);
  CHECK(g_free_me == NULL);
  g_pair = NULL;
  /* Its drag was cancelled with it: the item is home, and A heard it. */
  ORDER_IS(p.a, 0, 1, 2, 3, 4, 5);
  {
    const reorder_event *ev = last_of(p.la, REORDER_EVENT_TRANSFER);
    CHECK(ev && ev->id == 1 && ev->target == p.a && ev->to.item == 0);
    CHECK(last_of(p.la, REORDER_EVENT_CANCEL) != NULL);
  }
  OK(p.a, reorder_engine_pointer_up(p.a, pt(170, 15), t + 0.02));
  OK(p.a, reorder_engine_move(p.a, 2, ip(0, 0)));
  OK(NULL, reorder_group_free(p.g));
  reorder_engine_free(p.a);
  free(p.la);
  free(p.lb);
}

/* Inside any member's callback every member may be read, and none changed. */
static int g_busy_seen, g_read_ok;
static void poke_other(const reorder_event *ev, void *user_data)
{
  size_t n;
  log_event(ev, user_data);
  if (ev->type != REORDER_EVENT_TRANSFER || !g_pair) return;
  g_busy_seen += reorder_engine_tick(g_pair->a, 9) == REORDER_E_BUSY;
  g_busy_seen += reorder_engine_transfer(g_pair->a, 3, g_pair->b, ip(0, 0)) == REORDER_E_BUSY;
  g_busy_seen += reorder_group_free(g_pair->g) == REORDER_E_BUSY;
  g_read_ok += reorder_section_item_count(&n, g_pair->a, 0) == REORDER_OK;
}

void test_group_reentrancy(void)
{
  pair p = make_pair(REORDER_COMMIT_LIVE, NULL, NULL);
  g_pair = &p;
  OK(p.b, reorder_engine_set_event_callback(p.b, poke_other, sizeof(reorder_event), NULL, p.lb));
  long_press(p.a, pt(50, 5), 1.0);
  glide(&p, 50, 5, 170, 15, 1.6);
  CHECK(g_busy_seen == 3);
  CHECK(g_read_ok == 1);
  ORDER_IS(p.a, 0, 2, 3, 4, 5);
  g_pair = NULL;
  free_pair(&p);
}
