/*
 * api_options.c -- reorder_options: defaults, struct_size versions, bad
 * values, reorder_engine_configure.
 */
#include "harness.h"
#include "api_tests.h"

void test_options(void)
{
  reorder_options o;
  reorder_engine *e = (reorder_engine *)(uintptr_t)1;
  int32_t phase = -1;

  memset(&o, 0xAB, sizeof o);
  reorder_options_init(&o);
  CHECK(o.struct_size == sizeof(reorder_options));
  CHECK(o.layout == REORDER_LAYOUT_LIST && o.axis == REORDER_AXIS_VERTICAL);
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

  /* struct_size tells the version; an unknown one is refused. */
  o.struct_size = 0;
  ST(NULL, reorder_engine_new(&e, &o), REORDER_E_VERSION);
  CHECK(e == NULL);
  o.struct_size = sizeof o + 8;
  e = (reorder_engine *)(uintptr_t)1;
  ST(NULL, reorder_engine_new(&e, &o), REORDER_E_VERSION);
  CHECK(e == NULL);

  /* Bad values: REORDER_E_INVALID, *out NULL. */
  reorder_options_init(&o);
  o.long_press_delay = NAN;
  e = (reorder_engine *)(uintptr_t)1;
  ST(NULL, reorder_engine_new(&e, &o), REORDER_E_INVALID);
  CHECK(e == NULL);
  reorder_options_init(&o);
  o.layout = 7;
  ST(NULL, reorder_engine_new(&e, &o), REORDER_E_INVALID);
  reorder_options_init(&o);
  o.item_spacing = -1;
  ST(NULL, reorder_engine_new(&e, &o), REORDER_E_INVALID);
  reorder_options_init(&o);
  o.cross_extent = INFINITY;
  ST(NULL, reorder_engine_new(&e, &o), REORDER_E_INVALID);
  reorder_options_init(&o);
  o.commit = -1;
  ST(NULL, reorder_engine_new(&e, &o), REORDER_E_INVALID);
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
  reorder_engine_free(e);
}
