/*
 * api_basics.c -- version, status strings, last_error, NULL arguments
 * and reorder_engine_free / reorder_free.
 */
#include "harness.h"
#include "api_tests.h"

#include <limits.h>

void test_version(void)
{
  CHECK(reorder_version() == REORDER_VERSION_NUMBER);
  CHECK(strcmp(reorder_version_string(), REORDER_VERSION_STRING) == 0);
}

void test_status_strings(void)
{
  static const int unknown[] = {2, 3, -15, -100, 1000, INT_MIN, INT_MAX};
  /* Every code the header defines: REORDER_DONE (1) down to the newest error. */
  const char *seen[REORDER_DONE - REORDER_E_QUEUE_FULL + 1];
  int c, j;
  for (c = REORDER_DONE; c >= REORDER_E_QUEUE_FULL; c--) {
    const char *s = reorder_status_string(c);
    int k = REORDER_DONE - c;
    CHECK(s != NULL);
    seen[k] = s ? s : "";
    if (!s)
      continue;
    CHECK(s[0] != 0);
    CHECK(strcmp(s, "unknown status") != 0);
    CHECK(strchr(s, '\n') == NULL);
    for (j = 0; j < k; j++)
      CHECK(strcmp(seen[j], s) != 0); /* one text per code */
  }
  for (j = 0; j < (int)(sizeof unknown / sizeof unknown[0]); j++) {
    const char *s = reorder_status_string(unknown[j]);
    CHECK(s != NULL && strcmp(s, "unknown status") == 0);
  }
}

void test_last_error(void)
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

  OK(e, reorder_engine_free(e));
}

void test_null_and_free(void)
{
  reorder_engine *e = (reorder_engine *)(uintptr_t)1;
  size_t n = 7;
  uint64_t id;
  reorder_event ev;
  reorder_hit hit;

  OK(NULL, reorder_engine_free(NULL)); /* no-op */
  reorder_free(NULL);                  /* no-op */
  ST(NULL, reorder_options_init(NULL, REORDER_OPTIONS_VERSION), REORDER_E_NULL);
  CHECK(reorder_engine_last_error(NULL)[0] != 0);
  ST(NULL, reorder_section_rules_init(NULL, REORDER_SECTION_RULES_VERSION), REORDER_E_NULL);
  CHECK(reorder_engine_last_error(NULL)[0] != 0);

  ST(NULL, reorder_engine_new(NULL, NULL), REORDER_E_NULL);
  OK(NULL, reorder_engine_new(&e, NULL)); /* NULL options: defaults */
  CHECK(e != NULL && e != (reorder_engine *)(uintptr_t)1);
  CHECK(reorder_engine_last_error(NULL)[0] == 0); /* the last _new succeeded */

  /* A NULL engine is REORDER_E_NULL, never a crash. */
  ST(NULL, reorder_section_insert(NULL, 0, 0, 0, NULL), REORDER_E_NULL);
  ST(NULL, reorder_engine_section_count(&n, NULL), REORDER_E_NULL);
  ST(NULL, reorder_engine_tick(NULL, 0), REORDER_E_NULL);
  ST(NULL, reorder_engine_move(NULL, 1, ip(0, 0)), REORDER_E_NULL);
  ST(NULL, reorder_engine_undo(NULL), REORDER_E_NULL);
  ST(NULL, reorder_engine_configure(NULL, NULL), REORDER_E_NULL);
  ST(NULL, reorder_engine_poll_event(&ev, sizeof ev, NULL), REORDER_E_NULL);
  /* NULL out pointers. */
  ST(e, reorder_engine_section_count(NULL, e), REORDER_E_NULL);
  ST(e, reorder_item_id(NULL, e, ip(0, 0)), REORDER_E_NULL);
  ST(e, reorder_item_index_path(NULL, e, 1), REORDER_E_NULL);
  ST(e, reorder_engine_phase(NULL, e), REORDER_E_NULL);
  ST(e, reorder_engine_poll_event(NULL, sizeof ev, e), REORDER_E_NULL);
  ST(e, reorder_engine_hit_test(NULL, sizeof hit, e, pt(0, 0)), REORDER_E_NULL);
  ST(e, reorder_engine_is_animating(NULL, e, 0), REORDER_E_NULL);
  OK(e, reorder_engine_section_count(&n, e));
  CHECK(n == 0);
  ST(e, reorder_item_id(&id, e, ip(0, 0)), REORDER_E_RANGE);
  OK(e, reorder_engine_free(e));
}
