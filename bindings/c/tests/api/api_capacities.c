/*
 * api_capacities.c -- every size_t capacity is taken over its whole range:
 * SIZE_MAX and values past INT64_MAX mean "room enough" when the buffer
 * really holds the count (the defect was reading them as negative).
 */
#include "harness.h"
#include "api_tests.h"

void test_huge_capacities(void)
{
  static const size_t huge[] = {SIZE_MAX, SIZE_MAX / 2 + 1, SIZE_MAX / 2};
  reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
  uint64_t ids[5];
  reorder_presentation shown[5];
  size_t i, n;
  for (i = 0; i < sizeof huge / sizeof huge[0]; i++) {
    n = 0;
    memset(ids, 0, sizeof ids);
    OK(e, reorder_section_export(ids, huge[i], &n, e, 0));
    CHECK(n == 5 && ids[0] == 1 && ids[4] == 5);
    n = 0;
    OK(e, reorder_engine_presentation(shown, huge[i], sizeof shown[0], &n, e,
                                      rc(0, 0, 320, 1000), 0));
    CHECK(n == 5 && shown[0].id != 0);
  }
  /* Too small is still REORDER_E_BUFFER, and the message reads unsigned. */
  ST(e, reorder_section_export(ids, 2, &n, e, 0), REORDER_E_BUFFER);
  CHECK(n == 5 && strstr(reorder_engine_last_error(e), "room for 2 ids") != NULL);
  OK(e, reorder_engine_free(e));
}
