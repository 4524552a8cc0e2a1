/*
 * Header check: include/reorder.h must compile warning-free in every dialect
 * a host may build with (C89, C99, C11; C++98/11/17 through header_check.cc),
 * and the ABI that hosts were compiled against must not move: the layout of
 * every public struct on x86_64 Linux, the values of the constants that cross
 * the boundary, and the signature of every function.
 *
 * Compile-only (nothing here is linked or run); see bindings/c/checks.mk,
 * target header-check. Written in C89 so one file serves every dialect.
 *
 * When a change here is deliberate (a field appended, a function added),
 * update the numbers in the same commit; when it is not, the ABI broke.
 */

/* Twice, first: the header must be self-contained and include-guarded. */
#include "reorder.h"
#include "reorder.h"

#include <stddef.h>

/*
 * A compile-time assertion usable at file scope in every dialect:
 * static_assert / _Static_assert where the language has one (so the message
 * shows), otherwise a typedef of an array whose size is -1 when the
 * condition fails (C89, C99, C++98). One per line: __LINE__ names it.
 */
#if defined(__cplusplus) && __cplusplus >= 201103L
#define HC_ASSERT(cond, msg) static_assert(cond, msg)
#elif !defined(__cplusplus) && defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
#define HC_ASSERT(cond, msg) _Static_assert(cond, msg)
#else
#define HC_CAT2(a, b) a##b
#define HC_CAT(a, b) HC_CAT2(a, b)
#define HC_ASSERT(cond, msg) typedef char HC_CAT(hc_assert_line_, __LINE__)[(cond) ? 1 : -1]
#endif

#define HC_SIZE(T, n) HC_ASSERT(sizeof(T) == (n), "sizeof(" #T ") changed")
#define HC_OFF(T, f, n) HC_ASSERT(offsetof(T, f) == (n), "offsetof(" #T ", " #f ") changed")

/* ------------------------------------------------------------------------ */
/* Struct layouts (x86_64 Linux, the SysV LP64 ABI the .so is built for).    */
/* Other targets have their own layouts; hosts there get no pinned numbers.  */
/* ------------------------------------------------------------------------ */
#if defined(__x86_64__) && defined(__linux__)

HC_SIZE(reorder_point, 16);
HC_OFF(reorder_point, x, 0);
HC_OFF(reorder_point, y, 8);

HC_SIZE(reorder_rect, 32);
HC_OFF(reorder_rect, x, 0);
HC_OFF(reorder_rect, y, 8);
HC_OFF(reorder_rect, width, 16);
HC_OFF(reorder_rect, height, 24);

HC_SIZE(reorder_index_path, 8);
HC_OFF(reorder_index_path, section, 0);
HC_OFF(reorder_index_path, item, 4);

/* Versioned by struct_size: fields may only be appended, so every existing
 * offset stays and the size only grows. */
HC_SIZE(reorder_options, 272);
HC_OFF(reorder_options, struct_size, 0);
HC_OFF(reorder_options, layout, 8);
HC_OFF(reorder_options, axis, 12);
HC_OFF(reorder_options, cross_extent, 16);
HC_OFF(reorder_options, item_spacing, 24);
HC_OFF(reorder_options, line_spacing, 32);
HC_OFF(reorder_options, section_spacing, 40);
HC_OFF(reorder_options, insets, 48);
HC_OFF(reorder_options, grid_columns, 80);
HC_OFF(reorder_options, grid_cell_width, 88);
HC_OFF(reorder_options, grid_cell_height, 96);
HC_OFF(reorder_options, rule, 104);
HC_OFF(reorder_options, semantics, 108);
HC_OFF(reorder_options, cross_section_moves, 112);
HC_OFF(reorder_options, activation, 116);
HC_OFF(reorder_options, long_press_delay, 120);
HC_OFF(reorder_options, long_press_tolerance, 128);
HC_OFF(reorder_options, drag_distance, 136);
HC_OFF(reorder_options, commit, 144);
HC_OFF(reorder_options, clamp_to_content, 148);
HC_OFF(reorder_options, autoscroll_zone_kind, 152);
HC_OFF(reorder_options, autoscroll_curve, 156);
HC_OFF(reorder_options, autoscroll_zone, 160);
HC_OFF(reorder_options, autoscroll_max_speed, 168);
HC_OFF(reorder_options, autoscroll_grace, 176);
HC_OFF(reorder_options, lift_scale, 184);
HC_OFF(reorder_options, lift_alpha, 192);
HC_OFF(reorder_options, shadow_offset, 200);
HC_OFF(reorder_options, shadow_radius, 216);
HC_OFF(reorder_options, shadow_opacity, 224);
HC_OFF(reorder_options, lift_duration, 232);
HC_OFF(reorder_options, displace_duration, 240);
HC_OFF(reorder_options, settle_duration, 248);
HC_OFF(reorder_options, cancel_duration, 256);
HC_OFF(reorder_options, displace_easing, 264);
HC_OFF(reorder_options, settle_easing, 268);

/* Versioned by struct_size too. Note: 4 bytes of tail padding (28..32), so
 * one appended int32_t would not change sizeof; append 8 bytes at a time. */
HC_SIZE(reorder_section_rules, 32);
HC_OFF(reorder_section_rules, struct_size, 0);
HC_OFF(reorder_section_rules, locked, 8);
HC_OFF(reorder_section_rules, accepts_drops, 12);
HC_OFF(reorder_section_rules, minimum_count, 16);
HC_OFF(reorder_section_rules, capacity, 20);
HC_OFF(reorder_section_rules, displacement, 24);

HC_SIZE(reorder_hit, 12);
HC_OFF(reorder_hit, kind, 0);
HC_OFF(reorder_hit, path, 4);

/* Written by the library into caller arrays: the stride is ABI. */
HC_SIZE(reorder_presentation, 104);
HC_OFF(reorder_presentation, id, 0);
HC_OFF(reorder_presentation, path, 8);
HC_OFF(reorder_presentation, frame, 16);
HC_OFF(reorder_presentation, alpha, 48);
HC_OFF(reorder_presentation, scale, 56);
HC_OFF(reorder_presentation, shadow_opacity, 64);
HC_OFF(reorder_presentation, shadow_radius, 72);
HC_OFF(reorder_presentation, shadow_offset, 80);
HC_OFF(reorder_presentation, z_index, 96);
HC_OFF(reorder_presentation, lifted, 100);

HC_SIZE(reorder_event, 72);
HC_OFF(reorder_event, type, 0);
HC_OFF(reorder_event, reason, 4);
HC_OFF(reorder_event, id, 8);
HC_OFF(reorder_event, has_id, 16);
HC_OFF(reorder_event, from, 20);
HC_OFF(reorder_event, to, 28);
HC_OFF(reorder_event, offset, 40);
HC_OFF(reorder_event, text, 56);
HC_OFF(reorder_event, text_length, 64);

#endif /* x86_64 Linux */

/* ------------------------------------------------------------------------ */
/* Constants compiled into hosts (any target).                               */
/* ------------------------------------------------------------------------ */

HC_ASSERT(REORDER_VERSION_NUMBER ==
              REORDER_VERSION_MAJOR * 10000 + REORDER_VERSION_MINOR * 100 + REORDER_VERSION_PATCH,
          "REORDER_VERSION_NUMBER disagrees with MAJOR/MINOR/PATCH");
HC_ASSERT(sizeof(REORDER_VERSION_STRING) >= 6, "REORDER_VERSION_STRING looks wrong");

/* Status codes: bindings switch on these numbers. */
HC_ASSERT(REORDER_OK == 0, "REORDER_OK");
HC_ASSERT(REORDER_E_INVALID == -1, "REORDER_E_INVALID");
HC_ASSERT(REORDER_E_NULL == -2, "REORDER_E_NULL");
HC_ASSERT(REORDER_E_DUPLICATE_ID == -3, "REORDER_E_DUPLICATE_ID");
HC_ASSERT(REORDER_E_UNKNOWN_ID == -4, "REORDER_E_UNKNOWN_ID");
HC_ASSERT(REORDER_E_RANGE == -5, "REORDER_E_RANGE");
HC_ASSERT(REORDER_E_TOO_MANY == -6, "REORDER_E_TOO_MANY");
HC_ASSERT(REORDER_E_REFUSED == -7, "REORDER_E_REFUSED");
HC_ASSERT(REORDER_E_STATE == -8, "REORDER_E_STATE");
HC_ASSERT(REORDER_E_BUSY == -9, "REORDER_E_BUSY");
HC_ASSERT(REORDER_E_THREAD == -10, "REORDER_E_THREAD");
HC_ASSERT(REORDER_E_BUFFER == -11, "REORDER_E_BUFFER");
HC_ASSERT(REORDER_E_VERSION == -12, "REORDER_E_VERSION");

/* A sample of the enum-like macros, one per group (their values are ABI). */
HC_ASSERT(REORDER_ITEM_MOVABLE == 1u && REORDER_ITEM_PINNED == 2u, "item flags");
HC_ASSERT(REORDER_ITEM_DEFAULT == REORDER_ITEM_MOVABLE, "REORDER_ITEM_DEFAULT");
HC_ASSERT(REORDER_LAYOUT_GRID == 1 && REORDER_AXIS_HORIZONTAL == 1, "layout/axis");
HC_ASSERT(REORDER_RULE_CENTER == 3 && REORDER_SEMANTICS_EXCHANGE == 1, "rule/semantics");
HC_ASSERT(REORDER_ACTIVATION_IMMEDIATE == 2 && REORDER_COMMIT_ON_DROP == 1, "activation/commit");
HC_ASSERT(REORDER_ZONE_FRACTION == 1 && REORDER_CURVE_EASED == 2, "zone/curve");
HC_ASSERT(REORDER_EASING_EASE_IN_OUT == 2 && REORDER_DISPLACE_SOURCE_END == 2, "easing/displace");
HC_ASSERT(REORDER_HIT_SLOT == 2 && REORDER_PHASE_SETTLING == 3, "hit/phase");
HC_ASSERT(REORDER_KEY_LAST == 9 && REORDER_RETARGET_REFUSE == 2, "key/retarget");
HC_ASSERT(REORDER_EVENT_LIFT == 1 && REORDER_EVENT_ANIMATION_NEEDED == 8, "event types");
HC_ASSERT(REORDER_CANCEL_ITEM_REMOVED == 3 && REORDER_NOT_A_DRAG_NOT_LIFTABLE == 2, "reasons");
HC_ASSERT(REORDER_TEXT_PICK_UP == 0 && REORDER_TEXT_DEFAULT_LABEL == 8, "text ids");

/* ------------------------------------------------------------------------ */
/* Signatures: assigning each function to a pointer of the shipped type is   */
/* an error (C: incompatible pointer types under -Werror; C++: always) when  */
/* a declaration changes. Extern, so no unused-variable warnings.            */
/* ------------------------------------------------------------------------ */

typedef struct hc_signatures {
  unsigned (*version)(void);
  const char *(*version_string)(void);
  const char *(*status_string)(reorder_status);
  void (*options_init)(reorder_options *);
  reorder_status (*engine_new)(reorder_engine **, const reorder_options *);
  void (*engine_free)(reorder_engine *);
  reorder_status (*engine_configure)(reorder_engine *, const reorder_options *);
  const char *(*engine_last_error)(const reorder_engine *);
  void (*section_rules_init)(reorder_section_rules *);
  reorder_status (*section_insert)(reorder_engine *, int32_t, double, double,
                                   const reorder_section_rules *);
  reorder_status (*section_remove)(reorder_engine *, int32_t);
  reorder_status (*section_set_rules)(reorder_engine *, int32_t, const reorder_section_rules *);
  reorder_status (*section_set_extents)(reorder_engine *, int32_t, double, double);
  reorder_status (*section_load)(reorder_engine *, int32_t, const uint64_t *, const double *,
                                 const uint8_t *, size_t);
  reorder_status (*engine_section_count)(size_t *, const reorder_engine *);
  reorder_status (*section_item_count)(size_t *, const reorder_engine *, int32_t);
  reorder_status (*section_export)(uint64_t *, size_t, size_t *, const reorder_engine *, int32_t);
  reorder_status (*item_insert)(reorder_engine *, uint64_t, double, uint32_t, reorder_index_path);
  reorder_status (*item_remove)(reorder_engine *, uint64_t);
  reorder_status (*item_resize)(reorder_engine *, uint64_t, double);
  reorder_status (*item_set_flags)(reorder_engine *, uint64_t, uint32_t);
  reorder_status (*item_set_handle)(reorder_engine *, uint64_t, const reorder_rect *);
  reorder_status (*item_set_label)(reorder_engine *, uint64_t, const char *);
  reorder_status (*item_index_path)(reorder_index_path *, const reorder_engine *, uint64_t);
  reorder_status (*item_id)(uint64_t *, const reorder_engine *, reorder_index_path);
  reorder_status (*item_frame)(reorder_rect *, const reorder_engine *, uint64_t);
  reorder_status (*engine_hit_test)(reorder_hit *, const reorder_engine *, reorder_point);
  reorder_status (*engine_content_size)(double *, double *, const reorder_engine *);
  reorder_status (*engine_set_viewport)(reorder_engine *, reorder_rect);
  reorder_status (*engine_pointer_down)(reorder_engine *, reorder_point, double);
  reorder_status (*engine_pointer_move)(reorder_engine *, reorder_point, double);
  reorder_status (*engine_pointer_up)(reorder_engine *, reorder_point, double);
  reorder_status (*engine_pointer_cancel)(reorder_engine *, double);
  reorder_status (*engine_tick)(reorder_engine *, double);
  reorder_status (*engine_cancel_drag)(reorder_engine *, double);
  reorder_status (*engine_key)(reorder_engine *, int32_t, const uint64_t *, double);
  reorder_status (*engine_phase)(int32_t *, const reorder_engine *);
  reorder_status (*engine_presentation)(reorder_presentation *, size_t, size_t *,
                                        const reorder_engine *, reorder_rect, double);
  reorder_status (*section_frame)(reorder_rect *, const reorder_engine *, int32_t, double);
  reorder_status (*engine_is_animating)(int32_t *, const reorder_engine *, double);
  reorder_status (*engine_move)(reorder_engine *, uint64_t, reorder_index_path);
  reorder_status (*engine_undo)(reorder_engine *);
  reorder_status (*engine_redo)(reorder_engine *);
  reorder_status (*engine_set_retarget)(reorder_engine *, reorder_retarget_fn, void *,
                                        reorder_destroy_fn);
  reorder_status (*engine_set_event_callback)(reorder_engine *, reorder_event_fn, void *,
                                              reorder_destroy_fn);
  reorder_status (*engine_poll_event)(reorder_event *, reorder_engine *);
  reorder_status (*engine_set_text)(reorder_engine *, int32_t, const char *);
  reorder_status (*engine_record_start)(reorder_engine *);
  reorder_status (*engine_record_stop)(char **, size_t *, reorder_engine *);
  reorder_status (*engine_replay)(reorder_engine *, const char *, size_t);
  void (*free_)(void *);
  /* The callback typedefs, checked by storing a null of each typedef. */
  int32_t (*retarget)(uint64_t, reorder_index_path, reorder_index_path, reorder_index_path *,
                      void *);
  void (*destroy)(void *);
  void (*event)(const reorder_event *, void *);
} hc_signatures;

HC_ASSERT(sizeof(reorder_status) == sizeof(int), "reorder_status is an int");

extern const hc_signatures hc_api;
const hc_signatures hc_api = {
  reorder_version,
  reorder_version_string,
  reorder_status_string,
  reorder_options_init,
  reorder_engine_new,
  reorder_engine_free,
  reorder_engine_configure,
  reorder_engine_last_error,
  reorder_section_rules_init,
  reorder_section_insert,
  reorder_section_remove,
  reorder_section_set_rules,
  reorder_section_set_extents,
  reorder_section_load,
  reorder_engine_section_count,
  reorder_section_item_count,
  reorder_section_export,
  reorder_item_insert,
  reorder_item_remove,
  reorder_item_resize,
  reorder_item_set_flags,
  reorder_item_set_handle,
  reorder_item_set_label,
  reorder_item_index_path,
  reorder_item_id,
  reorder_item_frame,
  reorder_engine_hit_test,
  reorder_engine_content_size,
  reorder_engine_set_viewport,
  reorder_engine_pointer_down,
  reorder_engine_pointer_move,
  reorder_engine_pointer_up,
  reorder_engine_pointer_cancel,
  reorder_engine_tick,
  reorder_engine_cancel_drag,
  reorder_engine_key,
  reorder_engine_phase,
  reorder_engine_presentation,
  reorder_section_frame,
  reorder_engine_is_animating,
  reorder_engine_move,
  reorder_engine_undo,
  reorder_engine_redo,
  reorder_engine_set_retarget,
  reorder_engine_set_event_callback,
  reorder_engine_poll_event,
  reorder_engine_set_text,
  reorder_engine_record_start,
  reorder_engine_record_stop,
  reorder_engine_replay,
  reorder_free,
  (reorder_retarget_fn)0,
  (reorder_destroy_fn)0,
  (reorder_event_fn)0
};
