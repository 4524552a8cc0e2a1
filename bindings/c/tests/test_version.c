/*
 * Smoke test of the C ABI: the header compiles as strict C89 and the built
 * library agrees with it -- its version, and the struct versions of the
 * header it was built from (a C89 host initialises both versioned structs,
 * creates, configures and frees an engine). Prints "N passed, M failed";
 * exits non-zero on any failure.
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
  reorder_options options, desktop;
  reorder_section_rules rules;
  reorder_engine *engine = NULL;

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

  /* The library knows the header's struct versions... */
  check(reorder_options_init(&options, REORDER_OPTIONS_VERSION) == REORDER_OK &&
            options.version == REORDER_OPTIONS_VERSION,
        "reorder_options_init(REORDER_OPTIONS_VERSION)");
  check(reorder_section_rules_init(&rules, REORDER_SECTION_RULES_VERSION) == REORDER_OK &&
            rules.version == REORDER_SECTION_RULES_VERSION,
        "reorder_section_rules_init(REORDER_SECTION_RULES_VERSION)");
  /* ...and none newer (it was built from this header). */
  check(reorder_options_init(&options, REORDER_OPTIONS_VERSION + 1) == REORDER_E_VERSION,
        "reorder_options_init(REORDER_OPTIONS_VERSION + 1) is REORDER_E_VERSION");
  check(reorder_section_rules_init(&rules, REORDER_SECTION_RULES_VERSION + 1) ==
            REORDER_E_VERSION,
        "reorder_section_rules_init(REORDER_SECTION_RULES_VERSION + 1) is REORDER_E_VERSION");
  check(reorder_engine_last_error(NULL)[0] != 0, "the refused _init says why");

  /* Presets: touch is reorder_options_init's; desktop changes auto-scroll
   * only; an unknown one is refused and writes nothing. */
  check(reorder_options_init_preset(&desktop, REORDER_OPTIONS_VERSION, REORDER_PRESET_TOUCH) ==
                REORDER_OK &&
            desktop.autoscroll_curve == options.autoscroll_curve &&
            desktop.autoscroll_zone == options.autoscroll_zone,
        "REORDER_PRESET_TOUCH is reorder_options_init's defaults");
  check(reorder_options_init_preset(&desktop, REORDER_OPTIONS_VERSION, REORDER_PRESET_DESKTOP) ==
                REORDER_OK &&
            desktop.version == REORDER_OPTIONS_VERSION &&
            desktop.autoscroll_curve == REORDER_CURVE_RAMPED && desktop.autoscroll_zone == 64 &&
            desktop.autoscroll_max_speed == options.autoscroll_max_speed &&
            desktop.long_press_delay == options.long_press_delay &&
            desktop.rule == options.rule && desktop.displace_duration == options.displace_duration,
        "REORDER_PRESET_DESKTOP: a ramped curve from a 64-unit zone, the rest as the defaults");
  desktop.item_spacing = 7;
  check(reorder_options_init_preset(&desktop, REORDER_OPTIONS_VERSION, 2) == REORDER_E_INVALID &&
            desktop.item_spacing == 7 && strstr(reorder_engine_last_error(NULL), "preset") != NULL,
        "an unknown preset is REORDER_E_INVALID, says so and writes nothing");
  check(reorder_options_init_preset(NULL, REORDER_OPTIONS_VERSION, REORDER_PRESET_DESKTOP) ==
            REORDER_E_NULL,
        "reorder_options_init_preset(NULL) is REORDER_E_NULL");
  check(reorder_options_init_preset(&desktop, 0, REORDER_PRESET_DESKTOP) == REORDER_E_VERSION,
        "reorder_options_init_preset(version 0) is REORDER_E_VERSION");

  /* An engine from those structs, reconfigured, back to defaults, freed. */
  check(reorder_engine_new(&engine, &options) == REORDER_OK && engine != NULL,
        "reorder_engine_new");
  check(reorder_section_insert(engine, 0, 0, 0, &rules) == REORDER_OK, "reorder_section_insert");
  options.item_spacing = 2;
  check(reorder_engine_configure(engine, &options) == REORDER_OK, "reorder_engine_configure");
  check(reorder_engine_configure(engine, NULL) == REORDER_OK,
        "reorder_engine_configure(NULL): the defaults");
  check(reorder_engine_free(engine) == REORDER_OK, "reorder_engine_free");
  check(reorder_engine_free(NULL) == REORDER_OK, "reorder_engine_free(NULL)");

  printf("%d passed, %d failed\n", passed, failed);
  return failed == 0 ? 0 : 1;
}
