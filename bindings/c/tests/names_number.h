/*
 * names_number.h -- shared by test_api and test_bad_inputs: whether an
 * error message names a number as a number of its own.
 */
#ifndef REORDER_TEST_NAMES_NUMBER_H
#define REORDER_TEST_NAMES_NUMBER_H

#include <stdio.h>
#include <string.h>

/* Digits not touching other digits or a '.', so the "1" of "libreorder
 * 1.0.0" does not count as naming version 1. */
static int names_number(const char *msg, unsigned long number)
{
  char want[32];
  const char *p = msg;
  size_t n;
  snprintf(want, sizeof want, "%lu", number);
  n = strlen(want);
  while ((p = strstr(p, want)) != NULL) {
    char before = p == msg ? ' ' : p[-1], after = p[n];
    if (!(before >= '0' && before <= '9') && before != '.' && !(after >= '0' && after <= '9') &&
        after != '.')
      return 1;
    p += n;
  }
  return 0;
}

#endif
