/*
 * api_options.c -- reorder_options: defaults, versions, bad values,
 * reorder_engine_configure (and configure with NULL: back to defaults).
 */
#include "harness.h"
#include "api_tests.h"

void test_options(void)
{
  reorder_options o;
  reorder_engine *e = (reorder_engine *)(uintptr_t)1;
  reorder_phase phase = -1;

  memset(&o, 0xAB, sizeof o);
  OK(NULL, reorder_options_init(&o, REORDER_OPTIONS_VERSION));
  CHECK(o.version == REORDER_OPTIONS_VERSION);
  CHECK(o.layout == REORDER_LAYOUT_LIST && o.axis == REORDER_AXIS_VERTICAL);
  CHECK(o.cross_extent == 0 && o.item_spacing == 0 && o.line_spacing == 0);
  CHECK(o.section_spacing == 0 && o.insets.x == 0 && o.insets.y == 0);
  CHECK(o.insets.width == 0 && o.insets.height == 0);
  CHECK(o.grid_cell_width == 0 && o.grid_cell_height == 0);
  CHECK(o.empty_section_extent == 44);
  CHECK(o.clamp_to_content == 0 && o.autoscroll_zone_kind == REORDER_ZONE_ABSOLUTE);
  CHECK(o.autoscroll_curve == REORDER_CURVE_LINEAR);
  CHECK(o.rule == REORDER_RULE_MIDPOINT && o.semantics == REORDER_SEMANTICS_SHIFT);
  CHECK(o.cross_section_moves == 1 && o.activation == REORDER_ACTIVATION_LONG_PRESS);
  CHECK(o.long_press_delay == 0.5 && o.long_press_tolerance == 10 && o.drag_distance == 5);
  CHECK(o.commit == REORDER_COMMIT_LIVE && o.grid_columns == 4);
  CHECK(o.autoscroll_zone == 150 && o.autoscroll_max_speed == 1200);
  CHECK(o.autoscroll_grace == 0.15);
  CHECK(o.lift_scale == 1.05 && o.lift_alpha == 0.98 && o.shadow_radius == 5);
  CHECK(o.shadow_offset.x == -5 && o.shadow_offset.y == 0 && o.shadow_opacity == 0.4);
  CHECK(o.lift_duration == 0.25 && o.displace_duration == 0.2);
  CHECK(o.settle_duration == 0.25 && o.cancel_duration == 0.25);
  CHECK(o.displace_easing == REORDER_EASING_EASE_OUT);
  CHECK(o.settle_easing == REORDER_EASING_EASE_OUT);

  /* The version field tells which fields the host has; 0 and a version
   * newer than the library's are refused (see api_versions.c for the
   * messages). */
  o.version = 0;
  ST(NULL, reorder_engine_new(&e, &o), REORDER_E_VERSION);
  CHECK(e == NULL);
  o.version = REORDER_OPTIONS_VERSION + 1;
  e = (reorder_engine *)(uintptr_t)1;
  ST(NULL, reorder_engine_new(&e, &o), REORDER_E_VERSION);
  CHECK(e == NULL);
  o.version = UINT32_MAX;
  e = (reorder_engine *)(uintptr_t)1;
  ST(NULL, reorder_engine_new(&e, &o), REORDER_E_VERSION);
  CHECK(e == NULL);

  /* Bad values: REORDER_E_INVALID, *out NULL. */
  o = default_options();
  o.long_press_delay = NAN;
  e = (reorder_engine *)(uintptr_t)1;
  ST(NULL, reorder_engine_new(&e, &o), REORDER_E_INVALID);
  CHECK(e == NULL);
  o = default_options();
  o.layout = 7;
  ST(NULL, reorder_engine_new(&e, &o), REORDER_E_INVALID);
  o = default_options();
  o.item_spacing = -1;
  ST(NULL, reorder_engine_new(&e, &o), REORDER_E_INVALID);
  o = default_options();
  o.cross_extent = INFINITY;
  ST(NULL, reorder_engine_new(&e, &o), REORDER_E_INVALID);
  o = default_options();
  o.commit = -1;
  ST(NULL, reorder_engine_new(&e, &o), REORDER_E_INVALID);
  CHECK(e == NULL);
  o = default_options();
  o.empty_section_extent = -1;
  ST(NULL, reorder_engine_new(&e, &o), REORDER_E_INVALID);
  o.empty_section_extent = 2e9;
  ST(NULL, reorder_engine_new(&e, &o), REORDER_E_INVALID);
  o.empty_section_extent = NAN;
  ST(NULL, reorder_engine_new(&e, &o), REORDER_E_INVALID);
  CHECK(strstr(reorder_engine_last_error(NULL), "empty_section_extent") != NULL);
  CHECK(e == NULL);

  /* configure: keeps items; refused during a press; a bad option changes
   * nothing. */
  e = make_list(5, REORDER_COMMIT_LIVE);
  o = list_options(REORDER_COMMIT_LIVE);
  o.item_spacing = 2;
  OK(e, reorder_engine_configure(e, &o));
  ORDER_IS(e, 0, 1, 2, 3, 4, 5);
  {
    reorder_rect f;
    OK(e, reorder_item_frame(&f, e, 3));
    CHECK(f.y == 24); /* 2 * (10 + 2) */
  }
  o.rule = 42;
  ST(e, reorder_engine_configure(e, &o), REORDER_E_INVALID);
  CHECK(reorder_engine_last_error(e)[0] != 0);
  {
    reorder_rect f;
    OK(e, reorder_item_frame(&f, e, 3));
    CHECK(f.y == 24);
  }
  OK(e, reorder_engine_pointer_down(e, pt(50, 5), 0));
  OK(e, reorder_engine_phase(&phase, e));
  CHECK(phase == REORDER_PHASE_PRESSING);
  o = list_options(REORDER_COMMIT_ON_DROP);
  ST(e, reorder_engine_configure(e, &o), REORDER_E_STATE);
  OK(e, reorder_engine_pointer_up(e, pt(50, 5), 0.1));
  OK(e, reorder_engine_configure(e, &o));
  OK(e, reorder_engine_free(e));
}

/* reorder_engine_configure(e, NULL): every option back to its default;
 * the items, their order and the history stay. */
void test_configure_defaults(void)
{
  static const int counts[] = {3, 3};
  reorder_options o = list_options(REORDER_COMMIT_LIVE);
  reorder_engine *e;
  reorder_rect f;

  o.item_spacing = 2;
  o.cross_section_moves = 0;
  o.activation = REORDER_ACTIVATION_IMMEDIATE;
  e = make_engine(&o, 2, counts);
  OK(e, reorder_engine_move(e, 1, ip(0, 2)));
  ST(e, reorder_engine_move(e, 2, ip(1, 0)), REORDER_E_REFUSED); /* the changed rule */
  OK(e, reorder_item_frame(&f, e, 3));
  CHECK(f.y == 12 && f.width == 100); /* 1 * (10 + 2), cross_extent 100 */

  OK(e, reorder_engine_configure(e, NULL));
  CHECK(reorder_engine_last_error(e)[0] == 0);
  ORDER_IS(e, 0, 2, 3, 1);
  ORDER_IS(e, 1, 101, 102, 103);
  /* Defaults again: cross-section moves allowed, no spacing, the cross
   * extent follows the viewport (100 x 1000 here). */
  OK(e, reorder_item_frame(&f, e, 3));
  CHECK(f.y == 10 && f.width == 100);
  OK(e, reorder_engine_move(e, 2, ip(1, 0)));
  ORDER_IS(e, 1, 2, 101, 102, 103);
  /* Activation is a long press again: a press alone does not lift. */
  {
    reorder_phase phase = -1;
    OK(e, reorder_engine_pointer_down(e, pt(50, 5), 0));
    OK(e, reorder_engine_phase(&phase, e));
    CHECK(phase == REORDER_PHASE_PRESSING);
    OK(e, reorder_engine_pointer_up(e, pt(50, 5), 0.1));
  }
  /* The history stayed: both moves undo. */
  OK(e, reorder_engine_undo(e));
  OK(e, reorder_engine_undo(e));
  ORDER_IS(e, 0, 1, 2, 3);
  ORDER_IS(e, 1, 101, 102, 103);
  /* Still refused during a press, like any configure. */
  OK(e, reorder_engine_pointer_down(e, pt(50, 5), 1));
  ST(e, reorder_engine_configure(e, NULL), REORDER_E_STATE);
  OK(e, reorder_engine_pointer_up(e, pt(50, 5), 1.1));
  OK(e, reorder_engine_free(e));
}
