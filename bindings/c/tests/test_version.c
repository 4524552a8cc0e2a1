/*
 * Smoke test of the C ABI: the header compiles as strict C89 and the built
 * library agrees with it. Prints "N passed, M failed"; exits non-zero on any
 * failure.
 */
#include <stdio.h>
#include <string.h>

#include "reorder.h"

static int passed = 0;
static int failed = 0;

static void check(int ok, const char *what)
{
  if (ok) {
    passed++;
  } else {
    failed++;
    printf("FAIL: %s\n", what);
  }
}

int main(void)
{
  const char *s;
  char expected[32];

  /* The macros must agree with each other... */
  check(REORDER_VERSION_NUMBER ==
            REORDER_VERSION_MAJOR * 10000 + REORDER_VERSION_MINOR * 100 +
                REORDER_VERSION_PATCH,
        "REORDER_VERSION_NUMBER matches MAJOR/MINOR/PATCH");
  sprintf(expected, "%d.%d.%d", REORDER_VERSION_MAJOR, REORDER_VERSION_MINOR,
          REORDER_VERSION_PATCH);
  check(strcmp(expected, REORDER_VERSION_STRING) == 0,
        "REORDER_VERSION_STRING matches MAJOR.MINOR.PATCH");

  /* ...and the library with the header it was built from. */
  check(reorder_version() == REORDER_VERSION_NUMBER,
        "reorder_version() == REORDER_VERSION_NUMBER");
  s = reorder_version_string();
  check(s != NULL, "reorder_version_string() is not NULL");
  check(s != NULL && strcmp(s, REORDER_VERSION_STRING) == 0,
        "reorder_version_string() == REORDER_VERSION_STRING");
  check(reorder_version_string() == s,
        "reorder_version_string() is the same static string every call");

  printf("%d passed, %d failed\n", passed, failed);
  return failed == 0 ? 0 : 1;
}
