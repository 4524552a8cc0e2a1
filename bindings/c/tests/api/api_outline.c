/*
 * api_outline.c -- outlines (REORDER_LAYOUT_OUTLINE) and combining through
 * the C ABI: depths and their lookups, collapsing, a subtree drag whose
 * MOVE events (index paths and depths) keep a host's flat copy of the tree
 * right, drops into rows, tree moves, keys, the outline hook, a combine,
 * and every error leaving the outline as it was.
 */
#include "harness.h"
#include "api_tests.h"

/* 1, 2.1, 3.1, 4, 5.1, 6 (id.depth): rows 40 high, indented 20. */
static reorder_engine *outline_engine(double combine_zone)
{
  reorder_engine *e = NULL;
  reorder_options o = default_options();
  static const uint64_t ids[6] = {1, 2, 3, 4, 5, 6};
  static const double sizes[6] = {40, 40, 40, 40, 40, 40};
  static const int32_t depths[6] = {0, 1, 1, 0, 1, 0};
  o.layout = REORDER_LAYOUT_OUTLINE;
  o.outline_indent = 20;
  o.combine_zone = combine_zone;
  o.activation = REORDER_ACTIVATION_IMMEDIATE;
  OK(NULL, reorder_engine_new(&e, &o));
  OK(e, reorder_engine_set_viewport(e, rc(0, 0, 320, 600)));
  OK(e, reorder_section_insert(e, 0, 0, 0, NULL));
  OK(e, reorder_section_load(e, 0, ids, sizes, NULL, 6));
  OK(e, reorder_section_set_depths(e, 0, depths, 6));
  return e;
}

/* A host's flat copy of one section: ids and depths, kept from MOVE events. */
typedef struct tree {
  uint64_t ids[16];
  int32_t depths[16];
  int n;
} tree;

static void tree_load(tree *t, const reorder_engine *e)
{
  size_t n = 0;
  int i;
  OK(e, reorder_section_export(t->ids, 16, &n, e, 0));
  t->n = (int)n;
  for (i = 0; i < t->n; i++) OK(e, reorder_item_depth(&t->depths[i], e, t->ids[i]));
}

static int tree_apply(tree *t, const ev_log *log, int from)
{
  int i, k;
  for (i = from; i < log->n; i++) {
    const reorder_event *ev = &log->rec[i].ev;
    int a, b;
    if (ev->type != REORDER_EVENT_MOVE) continue;
    a = ev->from.item, b = ev->to.item;
    if (a < 0 || a >= t->n || b < 0 || b >= t->n || t->ids[a] != ev->id ||
        t->depths[a] != ev->from_depth) {
      printf("      MOVE event %d does not match the host's tree\n", i);
      return 0;
    }
    for (k = a; k < t->n - 1; k++) t->ids[k] = t->ids[k + 1], t->depths[k] = t->depths[k + 1];
    for (k = t->n - 1; k > b; k--) t->ids[k] = t->ids[k - 1], t->depths[k] = t->depths[k - 1];
    t->ids[b] = ev->id;
    t->depths[b] = ev->depth;
  }
  return 1;
}

static int tree_matches(const tree *t, const reorder_engine *e)
{
  tree now;
  int i;
  tree_load(&now, e);
  if (now.n != t->n) return 0;
  for (i = 0; i < t->n; i++)
    if (now.ids[i] != t->ids[i] || now.depths[i] != t->depths[i]) return 0;
  return 1;
}

void test_outline_model(void)
{
  reorder_engine *e = outline_engine(0);
  int32_t d = -1, index = -1, count = -1;
  uint64_t parent = 0;
  reorder_bool has = -1, b = -1;
  reorder_rect f;
  static const int32_t bad[6] = {0, 2, 1, 0, 1, 0};

  OK(e, reorder_item_depth(&d, e, 3));
  CHECK(d == 1);
  OK(e, reorder_item_parent(&parent, &has, e, 3));
  CHECK(has == 1 && parent == 1);
  OK(e, reorder_item_parent(&parent, &has, e, 4));
  CHECK(has == 0 && parent == 0);
  OK(e, reorder_item_child_index(&index, &count, e, 6));
  CHECK(index == 2 && count == 3);
  OK(e, reorder_item_subtree_count(&count, e, 1));
  CHECK(count == 3);
  OK(e, reorder_item_frame(&f, e, 2));
  CHECK(f.x == 20 && f.y == 40 && f.width == 300);

  /* Collapsing hides the children: no room, not presented. */
  OK(e, reorder_item_set_expanded(e, 1, 0));
  OK(e, reorder_item_is_hidden(&b, e, 2));
  CHECK(b == 1);
  OK(e, reorder_item_is_expanded(&b, e, 1));
  CHECK(b == 0);
  OK(e, reorder_item_frame(&f, e, 4));
  CHECK(f.y == 40);
  OK(e, reorder_item_set_expanded(e, 1, 1));
  OK(e, reorder_item_frame(&f, e, 4));
  CHECK(f.y == 120);

  /* Tree moves and depths, one undo step each. */
  OK(e, reorder_item_move_into(e, 6, 0, 1, 4, 0));
  ORDER_IS(e, 0, 1, 2, 3, 4, 6, 5);
  OK(e, reorder_item_depth(&d, e, 6));
  CHECK(d == 1);
  OK(e, reorder_item_set_depth(e, 6, 0));
  OK(e, reorder_item_parent(&parent, &has, e, 5));
  CHECK(has == 1 && parent == 6); /* outdented, 6 took its sibling 5 */
  OK(e, reorder_engine_undo(e));
  OK(e, reorder_engine_undo(e));
  ORDER_IS(e, 0, 1, 2, 3, 4, 5, 6);

  /* Bad input changes nothing. */
  ST(e, reorder_section_set_depths(e, 0, bad, 6), REORDER_E_INVALID);
  ST(e, reorder_section_set_depths(e, 0, bad, 5), REORDER_E_INVALID);
  ST(e, reorder_section_set_depths(e, 0, NULL, 6), REORDER_E_NULL);
  ST(e, reorder_section_set_depths(e, 3, bad, 6), REORDER_E_RANGE);
  ST(e, reorder_item_set_depth(e, 4, 3), REORDER_E_REFUSED);
  ST(e, reorder_item_set_depth(e, 99, 0), REORDER_E_UNKNOWN_ID);
  ST(e, reorder_item_move_into(e, 1, 0, 1, 2, 0), REORDER_E_REFUSED); /* into itself */
  ST(e, reorder_item_move_into(e, 1, 0, 1, 4, 5), REORDER_E_REFUSED); /* past its children */
  ST(e, reorder_item_move_into(e, 1, 0, 1, 99, 0), REORDER_E_UNKNOWN_ID);
  ST(e, reorder_item_move_into(e, 1, 7, 0, 0, 0), REORDER_E_RANGE);
  ST(e, reorder_item_depth(NULL, e, 1), REORDER_E_NULL);
  ST(e, reorder_item_parent(&parent, NULL, e, 1), REORDER_E_NULL);
  ORDER_IS(e, 0, 1, 2, 3, 4, 5, 6);
  OK(e, reorder_item_depth(&d, e, 2));
  CHECK(d == 1);
  OK(e, reorder_engine_free(e));

  /* Outline-only calls on a list; bad outline options. */
  e = make_list(3, REORDER_COMMIT_LIVE);
  ST(e, reorder_section_set_depths(e, 0, bad, 3), REORDER_E_STATE);
  ST(e, reorder_item_set_expanded(e, 1, 0), REORDER_E_STATE);
  OK(e, reorder_item_depth(&d, e, 1));
  CHECK(d == 0);
  OK(e, reorder_engine_free(e));
  {
    reorder_options o = default_options();
    o.layout = REORDER_LAYOUT_OUTLINE;
    o.outline_indent = 0;
    e = NULL;
    ST(NULL, reorder_engine_new(&e, &o), REORDER_E_INVALID);
    o.outline_indent = 20;
    o.outline_max_depth = 256;
    ST(NULL, reorder_engine_new(&e, &o), REORDER_E_INVALID);
    o.outline_max_depth = 8;
    o.item_spacing = 4;
    ST(NULL, reorder_engine_new(&e, &o), REORDER_E_INVALID);
    o.item_spacing = 0;
    o.combine_zone = 1.5;
    ST(NULL, reorder_engine_new(&e, &o), REORDER_E_INVALID);
    CHECK(e == NULL);
  }
}

void test_outline_drag(void)
{
  reorder_engine *e = outline_engine(0);
  ev_log *log = new_log();
  tree t;
  double time = 0;
  int k;

  tree_load(&t, e);
  OK(e, reorder_engine_set_event_callback(e, log_event, sizeof(reorder_event), NULL, log));
  /* Item 1 and its children below 5, then item 6 two levels in. */
  OK(e, reorder_engine_pointer_down(e, pt(100, 20), time));
  for (k = 0; k <= 19; k++) {
    time += 0.016;
    OK(e, reorder_engine_pointer_move(e, pt(100, 20 + k * 5), time));
  }
  OK(e, reorder_engine_pointer_up(e, pt(100, 115), time + 0.016));
  ORDER_IS(e, 0, 4, 5, 1, 2, 3, 6);
  CHECK(last_of(log, REORDER_EVENT_DROP) && last_of(log, REORDER_EVENT_DROP)->count == 3);
  CHECK(has_text(log, "dropped at the top level"));
  OK(e, reorder_engine_pointer_down(e, pt(100, 220), 2));
  OK(e, reorder_engine_pointer_move(e, pt(160, 220), 2.1));
  OK(e, reorder_engine_pointer_up(e, pt(160, 220), 2.2));
  CHECK(tree_apply(&t, log, 0));
  CHECK(tree_matches(&t, e));
  CHECK(t.depths[5] == 2);
  CHECK(has_text(log, "dropped into item 3, position 1 of 1, level 3"));
  OK(e, reorder_engine_free(e));
  free(log);
}

/* Accepts everything, once refuses, and moves 6 under 1 when asked under 4. */
static reorder_retarget_answer tree_hook(int32_t *out_section, reorder_bool *out_has_parent,
                                         uint64_t *out_parent, int32_t *out_index, uint64_t id,
                                         int32_t section, reorder_bool has_parent,
                                         uint64_t parent, int32_t index, void *user_data)
{
  int *calls = user_data;
  (void)out_section, (void)section, (void)index, (void)id;
  (*calls)++;
  if (has_parent && parent == 4) {
    *out_has_parent = 1;
    *out_parent = 1;
    *out_index = 0;
    return REORDER_RETARGET_OTHER;
  }
  (void)out_has_parent, (void)out_parent, (void)out_index;
  return REORDER_RETARGET_ACCEPT;
}

void test_outline_keys_and_hook(void)
{
  reorder_engine *e = outline_engine(0);
  uint64_t six = 6, parent = 0;
  reorder_bool has = 0;
  int calls = 0;

  /* Tab on the focused item; Shift+Tab back. */
  OK(e, reorder_engine_key(e, REORDER_KEY_INDENT, &six, 0));
  OK(e, reorder_item_parent(&parent, &has, e, 6));
  CHECK(has && parent == 4);
  OK(e, reorder_engine_key(e, REORDER_KEY_OUTDENT, &six, 0.1));
  OK(e, reorder_item_parent(&parent, &has, e, 6));
  CHECK(!has);

  /* A keyboard drag: right asks under 4, the hook sends it under 1. */
  OK(e, reorder_engine_set_outline_retarget(e, tree_hook, NULL, &calls));
  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, &six, 0.2));
  OK(e, reorder_engine_key(e, REORDER_KEY_RIGHT, NULL, 0.3));
  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, NULL, 0.4));
  CHECK(calls > 0);
  OK(e, reorder_item_parent(&parent, &has, e, 6));
  CHECK(has && parent == 1);
  ORDER_IS(e, 0, 1, 6, 2, 3, 4, 5);
  OK(e, reorder_engine_set_outline_retarget(e, NULL, NULL, NULL));
  OK(e, reorder_engine_free(e));
}

void test_combine(void)
{
  reorder_engine *e = outline_engine(0.5);
  ev_log *log = new_log();
  const reorder_event *c;
  reorder_presentation p[8];
  size_t n = 0, i;
  int k, lit = 0;
  double time = 0;

  /* 5 and 6 take no children: 6 dropped onto 5 combines. */
  OK(e, reorder_item_set_flags(e, 5, REORDER_ITEM_DEFAULT | REORDER_ITEM_NO_CHILDREN));
  OK(e, reorder_item_set_flags(e, 6, REORDER_ITEM_DEFAULT | REORDER_ITEM_NO_CHILDREN));
  OK(e, reorder_engine_set_event_callback(e, log_event, sizeof(reorder_event), NULL, log));
  OK(e, reorder_engine_pointer_down(e, pt(100, 220), time));
  for (k = 0; k <= 8; k++) {
    time += 0.016;
    OK(e, reorder_engine_pointer_move(e, pt(100, 220 - k * 5), time));
  }
  OK(e, reorder_engine_presentation(p, 8, sizeof p[0], &n, e, rc(0, 0, 320, 600), time));
  for (i = 0; i < n; i++) lit += p[i].target && p[i].id == 5;
  CHECK(lit == 1);
  OK(e, reorder_engine_pointer_up(e, pt(100, 180), time + 0.016));
  c = last_of(log, REORDER_EVENT_COMBINE);
  CHECK(c && c->id == 6 && c->other == 5);
  CHECK(last_of(log, REORDER_EVENT_CANCEL) &&
        last_of(log, REORDER_EVENT_CANCEL)->reason == REORDER_CANCEL_COMBINED);
  CHECK(count_type(log, REORDER_EVENT_DROP) == 0);
  CHECK(has_text(log, "combined with item 5"));
  ORDER_IS(e, 0, 1, 2, 3, 4, 5, 6);
  OK(e, reorder_engine_free(e));
  free(log);
}
