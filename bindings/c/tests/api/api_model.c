/*
 * api_model.c -- the data: sections and their rules, loading and
 * exporting, huge counts, single items (insert, remove, resize, flags,
 * handles, labels).
 */
#include "harness.h"
#include "api_tests.h"

void test_sections(void)
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

  memset(&r, 0xAB, sizeof r);
  OK(NULL, reorder_section_rules_init(&r, REORDER_SECTION_RULES_VERSION));
  CHECK(r.version == REORDER_SECTION_RULES_VERSION && r.locked == 0 && r.accepts_drops == 1);
  CHECK(r.minimum_count == 0 && r.capacity == 0);
  CHECK(r.displacement == REORDER_DISPLACE_VACATED_SLOT);
  r.version = 0;
  ST(e, reorder_section_insert(e, 0, 0, 0, &r), REORDER_E_VERSION);
  ST(e, reorder_section_set_rules(e, 0, &r), REORDER_E_VERSION);
  r.version = REORDER_SECTION_RULES_VERSION + 1;
  ST(e, reorder_section_insert(e, 0, 0, 0, &r), REORDER_E_VERSION);
  ST(e, reorder_section_set_rules(e, 0, &r), REORDER_E_VERSION);
  r = default_rules();
  r.capacity = -1;
  ST(e, reorder_section_set_rules(e, 0, &r), REORDER_E_INVALID);
  r = default_rules();
  r.displacement = 9;
  ST(e, reorder_section_set_rules(e, 0, &r), REORDER_E_INVALID);
  r = default_rules();
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
  OK(e, reorder_engine_free(e));
}

void test_section_rules(void)
{
  static const int counts[] = {3, 3};
  reorder_options o = list_options(REORDER_COMMIT_LIVE);
  reorder_engine *e = make_engine(&o, 2, counts);
  reorder_section_rules r;

  /* Locked: items neither leave nor enter. */
  r = default_rules();
  r.locked = 1;
  OK(e, reorder_section_set_rules(e, 1, &r));
  ST(e, reorder_engine_move(e, 1, ip(1, 0)), REORDER_E_REFUSED);
  ST(e, reorder_engine_move(e, 101, ip(0, 0)), REORDER_E_REFUSED);
  OK(e, reorder_engine_move(e, 101, ip(1, 2))); /* within: fine */
  ORDER_IS(e, 1, 102, 103, 101);
  /* Not accepting drops. */
  r = default_rules();
  r.accepts_drops = 0;
  OK(e, reorder_section_set_rules(e, 1, &r));
  ST(e, reorder_engine_move(e, 1, ip(1, 0)), REORDER_E_REFUSED);
  OK(e, reorder_engine_move(e, 102, ip(0, 3))); /* leaving is fine */
  /* Minimum count. */
  r = default_rules();
  r.minimum_count = 2;
  OK(e, reorder_section_set_rules(e, 1, &r));
  ST(e, reorder_engine_move(e, 103, ip(0, 0)), REORDER_E_REFUSED);
  ORDER_IS(e, 0, 1, 2, 3, 102);
  ORDER_IS(e, 1, 103, 101);
  /* Engine-wide: no moves across sections. */
  r = default_rules();
  OK(e, reorder_section_set_rules(e, 1, &r));
  o.cross_section_moves = 0;
  OK(e, reorder_engine_configure(e, &o));
  ST(e, reorder_engine_move(e, 1, ip(1, 0)), REORDER_E_REFUSED);
  OK(e, reorder_engine_free(e));
}

void test_load_and_export(void)
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
  OK(e, reorder_engine_free(e));
}

/* A huge count is refused before the arrays are read. */
void test_huge_counts(void)
{
  reorder_engine *e = make_list(3, REORDER_COMMIT_LIVE);
  uint64_t ids[2] = {7, 8};
  double sizes[2] = {1, 1};
  reorder_status st;
  st = reorder_section_load(e, 0, NULL, NULL, NULL, SIZE_MAX);
  CHECK(st == REORDER_E_TOO_MANY || st == REORDER_E_NULL);
  ST(e, reorder_section_load(e, 0, ids, sizes, NULL, SIZE_MAX), REORDER_E_TOO_MANY);
  ST(e, reorder_section_load(e, 0, ids, sizes, NULL, ((size_t)1 << 28) + 1), REORDER_E_TOO_MANY);
  ORDER_IS(e, 0, 1, 2, 3);
  OK(e, reorder_engine_free(e));
  /* A trace length past any trace: refused before the text is read. */
  OK(NULL, reorder_engine_new(&e, NULL));
  ST(e, reorder_engine_replay(e, "x", SIZE_MAX), REORDER_E_INVALID);
  OK(e, reorder_engine_free(e));
}

void test_items(void)
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
  OK(e, reorder_engine_free(e));
}
