/*
 * Built by install_check.sh against an installed libreorder, using only what
 * `pkg-config --cflags --libs reorder` gives: the way a host finds it. Checks
 * that the installed header and library agree (version, struct versions)
 * and that an engine round-trips its items. Exits non-zero on failure.
 */
#include <stdio.h>
#include <string.h>

#include <reorder.h>

int main(void)
{
  static const uint64_t ids[3] = {7, 8, 9};
  static const double sizes[3] = {40, 40, 40};
  uint64_t out[3] = {0, 0, 0};
  size_t count = 0;
  reorder_engine *engine = NULL;
  reorder_options options;
  int ok;

  if (reorder_version() != REORDER_VERSION_NUMBER ||
      strcmp(reorder_version_string(), REORDER_VERSION_STRING) != 0) {
    printf("FAIL: installed library %s, installed header %s\n", reorder_version_string(),
           REORDER_VERSION_STRING);
    return 1;
  }
  if (reorder_options_init(&options, REORDER_OPTIONS_VERSION) != REORDER_OK) {
    printf("FAIL: the installed library refuses reorder_options version %d: %s\n",
           REORDER_OPTIONS_VERSION, reorder_engine_last_error(NULL));
    return 1;
  }
  ok = reorder_engine_new(&engine, &options) == REORDER_OK &&
       reorder_section_insert(engine, 0, 0, 0, NULL) == REORDER_OK &&
       reorder_section_load(engine, 0, ids, sizes, NULL, 3) == REORDER_OK &&
       reorder_section_export(out, 3, &count, engine, 0) == REORDER_OK && count == 3 &&
       out[0] == 7 && out[1] == 8 && out[2] == 9;
  if (!ok) printf("FAIL: engine round trip: %s\n", reorder_engine_last_error(engine));
  if (reorder_engine_free(engine) != REORDER_OK) {
    printf("FAIL: reorder_engine_free\n");
    ok = 0;
  }
  if (ok) printf("installed libreorder %s works\n", reorder_version_string());
  return ok ? 0 : 1;
}
