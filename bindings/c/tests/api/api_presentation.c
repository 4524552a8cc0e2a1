/*
 * api_presentation.c -- what a host draws: item presentation (at rest,
 * lifted, settling) and section frames as drawn at a time.
 */
#include "harness.h"
#include "api_tests.h"

/* The element size this host was compiled with. */
#define PSZ sizeof(reorder_presentation)

void test_presentation(void)
{
  reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
  reorder_presentation pres[8];
  reorder_rect all = rc(0, 0, 100, 1000);
  size_t n = 0, i;
  reorder_bool anim = -1;
  double t;
  int seen = 0;

  /* At rest. */
  ST(e, reorder_engine_presentation(NULL, 0, PSZ, &n, e, all, 0), REORDER_E_BUFFER);
  CHECK(n == 5);
  n = 0;
  memset(pres, 0, sizeof pres);
  pres[2].id = 4242;
  ST(e, reorder_engine_presentation(pres, 2, PSZ, &n, e, all, 0), REORDER_E_BUFFER);
  CHECK(n == 5 && pres[2].id == 4242); /* nothing past capacity */
  OK(e, reorder_engine_presentation(pres, 8, PSZ, &n, e, all, 0));
  CHECK(n == 5);
  for (i = 0; i < n && i < 8; i++) {
    reorder_rect f;
    OK(e, reorder_item_frame(&f, e, pres[i].id));
    CHECK(pres[i].frame.y == f.y && pres[i].frame.height == f.height);
    CHECK(pres[i].alpha == 1 && pres[i].scale == 1 && pres[i].z_index == 0 && !pres[i].lifted);
    CHECK(pres[i].path.section == 0 && pres[i].path.item == (int32_t)(pres[i].id - 1));
    seen |= 1 << pres[i].id;
  }
  CHECK(seen == 0x3e);
  /* Only what intersects the rect. */
  OK(e, reorder_engine_presentation(pres, 8, PSZ, &n, e, rc(0, 12, 100, 10), 0));
  CHECK(n == 2 || n == 1);
  ST(e, reorder_engine_presentation(pres, 8, PSZ, NULL, e, all, 0), REORDER_E_NULL);
  ST(e, reorder_engine_presentation(NULL, 8, PSZ, &n, e, all, 0), REORDER_E_NULL);
  ST(e, reorder_engine_presentation(pres, 8, PSZ, &n, e, rc(0, 0, NAN, 1), 0), REORDER_E_INVALID);
  ST(e, reorder_engine_presentation(pres, 8, PSZ, &n, e, all, NAN), REORDER_E_INVALID);
  OK(e, reorder_engine_is_animating(&anim, e, 0));
  CHECK(anim == 0);
  ST(e, reorder_engine_is_animating(&anim, e, INFINITY), REORDER_E_INVALID);

  /* Lifted: scaled, shadowed, drawn last (highest z). */
  long_press(e, pt(50, 5), 0);
  t = drag_to(e, 50, 5, 25, 4, 0.6);
  OK(e, reorder_engine_is_animating(&anim, e, t));
  CHECK(anim != 0);
  OK(e, reorder_engine_presentation(pres, 8, PSZ, &n, e, all, t + 1));
  CHECK(n == 5);
  if (n == 5) {
    CHECK(pres[4].id == 1 && pres[4].lifted && pres[4].z_index == 2);
    CHECK(pres[4].scale == 1.05 && pres[4].alpha == 0.98 && pres[4].shadow_opacity == 0.4);
    CHECK(pres[4].frame.y == 20); /* under the pointer (25 - grab 5) */
    for (i = 0; i + 1 < n; i++)
      CHECK(pres[i].z_index <= pres[i + 1].z_index && !pres[i].lifted);
  }
  OK(e, reorder_engine_pointer_up(e, pt(50, 25), t + 1));
  OK(e, reorder_engine_is_animating(&anim, e, t + 1.01));
  CHECK(anim != 0); /* settling */
  OK(e, reorder_engine_tick(e, t + 10));
  OK(e, reorder_engine_is_animating(&anim, e, t + 10));
  CHECK(anim == 0);
  OK(e, reorder_engine_presentation(pres, 8, PSZ, &n, e, all, t + 10));
  for (i = 0; i < n && i < 8; i++)
    CHECK(!pres[i].lifted && pres[i].scale == 1 && pres[i].z_index == 0);
  OK(e, reorder_engine_free(e));

  /* The lift look comes from the options. */
  {
    reorder_options o = list_options(REORDER_COMMIT_LIVE);
    int five = 5;
    o.lift_scale = 1.2;
    o.lift_alpha = 0.5;
    o.shadow_opacity = 0.3;
    o.shadow_radius = 8;
    e = make_engine(&o, 1, &five);
    long_press(e, pt(50, 15), 0);
    OK(e, reorder_engine_presentation(pres, 8, PSZ, &n, e, all, 2));
    CHECK(n == 5);
    if (n == 5) {
      CHECK(pres[4].id == 2 && pres[4].lifted && pres[4].scale == 1.2 && pres[4].alpha == 0.5);
      CHECK(pres[4].shadow_opacity == 0.3 && pres[4].shadow_radius == 8);
    }
    OK(e, reorder_engine_free(e));
  }
}

static int rect_is(reorder_rect r, double x, double y, double w, double h)
{
  return r.x == x && r.y == y && r.width == w && r.height == h;
}

/* Sections [3 items, empty, 2 items] of 10-unit items, each with a 20-unit
 * header and a 5-unit footer. The numbers below take empty sections as
 * their header and footer only: empty_section_extent 0 (its default 44 is
 * test_empty_section_extent's). */
static reorder_engine *make_sectioned(const reorder_options *o)
{
  static const int counts[] = {3, 0, 2};
  reorder_engine *e = make_engine(o, 3, counts);
  int32_t s;
  for (s = 0; s < 3; s++)
    OK(e, reorder_section_set_extents(e, s, 20, 5));
  return e;
}

void test_section_frames(void)
{
  reorder_options o = list_options(REORDER_COMMIT_LIVE);
  reorder_engine *e;
  reorder_rect f, before, item;
  reorder_index_path path;
  double w, hgt, t, changed;
  reorder_bool anim = -1;
  int k, i, monotone = 1;

  /* Vertical list: the list insets and section_spacing are outside the
   * sections; the header is the frame's top 20 units. */
  o.empty_section_extent = 0;
  o.insets = rc(4, 6, 8, 2); /* left, top, right, bottom */
  o.item_spacing = 1;
  o.section_spacing = 3;
  e = make_sectioned(&o);
  OK(e, reorder_section_frame(&f, e, 0, 0));
  CHECK(rect_is(f, 4, 6, 88, 20 + 32 + 5));
  OK(e, reorder_item_frame(&item, e, 1));
  CHECK(item.y == f.y + 20 && item.x == f.x && item.width == f.width);
  OK(e, reorder_item_frame(&item, e, 3));
  CHECK(item.y + item.height + 5 == f.y + f.height); /* then the footer */
  OK(e, reorder_section_frame(&f, e, 1, 0));
  CHECK(rect_is(f, 4, 66, 88, 25)); /* empty: header and footer */
  OK(e, reorder_section_frame(&f, e, 2, 0));
  CHECK(rect_is(f, 4, 94, 88, 46));
  OK(e, reorder_engine_content_size(&w, &hgt, e));
  CHECK(hgt == 94 + 46 + 2);
  ST(e, reorder_section_frame(&f, e, 3, 0), REORDER_E_RANGE);
  CHECK(reorder_engine_last_error(e)[0] != 0);
  ST(e, reorder_section_frame(&f, e, -1, 0), REORDER_E_RANGE);
  ST(e, reorder_section_frame(&f, e, 0, NAN), REORDER_E_INVALID);
  ST(e, reorder_section_frame(&f, e, 0, -INFINITY), REORDER_E_INVALID);
  ST(e, reorder_section_frame(NULL, e, 0, 0), REORDER_E_NULL);
  ST(NULL, reorder_section_frame(&f, NULL, 0, 0), REORDER_E_NULL);

  /* An item moved into the empty section: section 0 shrinks, section 1
   * comes up 11 units and grows 10, sliding over 0.2 s like the items. */
  OK(e, reorder_engine_tick(e, 1));
  OK(e, reorder_section_frame(&before, e, 1, 1));
  OK(e, reorder_engine_move(e, 1, ip(1, 0)));
  OK(e, reorder_section_frame(&f, e, 1, 1));
  CHECK(rect_is(f, 4, 66, 88, 25)); /* drawn where it was */
  OK(e, reorder_section_frame(&f, e, 1, 1.25));
  CHECK(rect_is(f, 4, 55, 88, 35)); /* the layout's frame, after the slide */
  OK(e, reorder_section_frame(&f, e, 2, 1.25));
  CHECK(rect_is(f, 4, 93, 88, 46));
  for (k = 1; k <= 12; k++) {
    OK(e, reorder_section_frame(&f, e, 1, 1 + k / 60.0));
    monotone &= f.y <= before.y && f.y >= 55 && f.height >= before.height;
    before = f;
  }
  CHECK(monotone);
  OK(e, reorder_section_frame(&f, e, 1, 1.1));
  CHECK(f.y > 55 && f.y < 66);
  OK(e, reorder_engine_is_animating(&anim, e, 1.1));
  CHECK(anim != 0);
  OK(e, reorder_engine_is_animating(&anim, e, 1.25));
  CHECK(anim == 0);
  /* Undo slides it back. */
  OK(e, reorder_engine_tick(e, 2));
  OK(e, reorder_engine_undo(e));
  OK(e, reorder_section_frame(&f, e, 1, 2));
  CHECK(rect_is(f, 4, 55, 88, 35));
  OK(e, reorder_section_frame(&f, e, 1, 2.25));
  CHECK(rect_is(f, 4, 66, 88, 25));
  OK(e, reorder_engine_free(e));

  /* Horizontal list: the header is the frame's leading 20 units along x. */
  o = list_options(REORDER_COMMIT_LIVE);
  o.empty_section_extent = 0;
  o.axis = REORDER_AXIS_HORIZONTAL;
  o.insets = rc(4, 6, 8, 2);
  o.item_spacing = 1;
  o.section_spacing = 3;
  e = make_sectioned(&o);
  OK(e, reorder_section_frame(&f, e, 0, 0));
  CHECK(rect_is(f, 4, 6, 57, 92));
  OK(e, reorder_item_frame(&item, e, 1));
  CHECK(item.x == 4 + 20 && item.y == 6 && item.height == 92);
  OK(e, reorder_section_frame(&f, e, 1, 0));
  CHECK(rect_is(f, 64, 6, 25, 92));
  OK(e, reorder_engine_free(e));

  /* Grid: the insets are inside each section; the frame spans the width. */
  o = default_options();
  o.empty_section_extent = 0;
  o.layout = REORDER_LAYOUT_GRID;
  o.grid_columns = 2;
  o.grid_cell_height = 10;
  o.cross_extent = 100;
  o.insets = rc(4, 6, 8, 2);
  o.item_spacing = 1;
  o.line_spacing = 1;
  o.section_spacing = 3;
  e = make_sectioned(&o);
  OK(e, reorder_section_frame(&f, e, 0, 0));
  CHECK(rect_is(f, 0, 0, 100, 20 + 6 + 21 + 2 + 5));
  OK(e, reorder_item_frame(&item, e, 1));
  CHECK(item.y == 20 + 6 && item.x == 4);
  OK(e, reorder_section_frame(&f, e, 1, 0));
  CHECK(rect_is(f, 0, 57, 100, 33));
  OK(e, reorder_section_frame(&f, e, 2, 0));
  CHECK(rect_is(f, 0, 93, 100, 43));
  /* A live drag of item 3 into section 2 (lift, then down): the frames
   * move without a jump and the clock runs for them. */
  OK(e, reorder_item_frame(&item, e, 3));
  long_press(e, pt(item.x + 5, item.y + 5), 0);
  OK(e, reorder_section_frame(&before, e, 1, 0.6));
  /* Steps 0.3 s apart, so each one's slides take the whole 0.2 s (a drag
   * faster than its slides shortens them). Section 1 moves up when item 3
   * leaves section 0: 0.1 s after that step it is on its way. */
  t = 0.6;
  changed = -1;
  for (i = 1; i <= 8; i++) {
    t += 0.3;
    OK(e, reorder_engine_pointer_move(e, pt(item.x + 5, item.y + 5 + (130 - item.y - 5) * i / 8), t));
    OK(e, reorder_engine_tick(e, t));
    OK(e, reorder_section_frame(&f, e, 1, 1e6)); /* where it goes */
    if (changed < 0 && f.y != 57) {
      changed = t;
      OK(e, reorder_section_frame(&f, e, 1, t + 0.1));
      CHECK(before.y == 57 && f.y < 57 && f.y > 57 - 11); /* coming up, not there yet */
      OK(e, reorder_engine_is_animating(&anim, e, t + 0.1));
      CHECK(anim != 0);
    }
  }
  OK(e, reorder_item_index_path(&path, e, 3));
  CHECK(path.section == 2 && changed > 0);
  OK(e, reorder_engine_pointer_up(e, pt(item.x + 5, 130), t));
  OK(e, reorder_engine_tick(e, t + 1));
  OK(e, reorder_section_frame(&f, e, 1, t + 1));
  CHECK(rect_is(f, 0, 57 - 11, 100, 33)); /* section 0 lost a row */
  OK(e, reorder_engine_free(e));
}

/* An empty section's items take empty_section_extent (default 44) along the
 * main axis, so that a pointer can reach it: its frame is header, that
 * extent and footer, and a point in it is the slot (section, 0). 0 leaves
 * the header and footer only; configure changes it in place. */
void test_empty_section_extent(void)
{
  static const int counts[] = {2, 0, 1};
  reorder_options o = list_options(REORDER_COMMIT_LIVE);
  reorder_engine *e;
  reorder_rect f;
  reorder_hit h;
  double w, hgt, t;

  CHECK(o.empty_section_extent == 44);
  o.rule = REORDER_RULE_POINTER; /* the slot under the pointer */
  e = make_engine(&o, 3, counts); /* no headers or footers */
  OK(e, reorder_section_frame(&f, e, 1, 0));
  CHECK(rect_is(f, 0, 20, 100, 44));
  OK(e, reorder_item_frame(&f, e, 201));
  CHECK(f.y == 64);
  OK(e, reorder_engine_content_size(&w, &hgt, e));
  CHECK(hgt == 74);
  OK(e, reorder_engine_hit_test(&h, sizeof h, e, pt(50, 42)));
  CHECK(h.kind == REORDER_HIT_SLOT && h.path.section == 1 && h.path.item == 0);

  /* A pointer drag into it: item 2 goes to the middle of the empty zone
   * (in the layout of the others it runs from 10 to 54). */
  long_press(e, pt(50, 15), 0);
  t = drag_to(e, 50, 15, 32, 6, 0.6);
  OK(e, reorder_engine_pointer_up(e, pt(50, 32), t));
  OK(e, reorder_engine_tick(e, t + 1));
  ORDER_IS(e, 0, 1);
  ORDER_IS(e, 1, 2);
  OK(e, reorder_section_frame(&f, e, 1, t + 1));
  CHECK(rect_is(f, 0, 10, 100, 10)); /* no longer empty: its item only */
  OK(e, reorder_engine_free(e));

  /* 0: an empty section is its header and footer only. */
  o.empty_section_extent = 0;
  e = make_engine(&o, 3, counts);
  OK(e, reorder_section_frame(&f, e, 1, 0));
  CHECK(rect_is(f, 0, 20, 100, 0));
  OK(e, reorder_item_frame(&f, e, 201));
  CHECK(f.y == 20);
  /* configure changes it at once. */
  o.empty_section_extent = 30;
  OK(e, reorder_engine_configure(e, &o));
  OK(e, reorder_section_frame(&f, e, 1, 0));
  CHECK(rect_is(f, 0, 20, 100, 30));
  OK(e, reorder_item_frame(&f, e, 201));
  CHECK(f.y == 50);
  OK(e, reorder_engine_free(e));

  /* Grids too: header, insets and the extent. */
  o = default_options();
  o.layout = REORDER_LAYOUT_GRID;
  o.grid_columns = 2;
  o.cross_extent = 100;
  o.insets = rc(0, 3, 0, 2);
  e = make_engine(&o, 3, counts);
  OK(e, reorder_section_frame(&f, e, 1, 0));
  CHECK(f.height == 3 + 44 + 2);
  OK(e, reorder_engine_free(e));
}
