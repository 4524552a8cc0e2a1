/*
 * Header check: include/reorder.h must compile warning-free in every dialect
 * a host may build with (C89, C99, C11; C++98/11/17 through header_check.cc),
 * and every function must keep the signature hosts were compiled against.
 *
 * Compile-only (nothing here is linked or run); see bindings/c/checks.mk,
 * target c-header-check. Written in C89 so one file serves every dialect.
 *
 * Struct layouts and constant values are not pinned here: the ABI baseline
 * (bindings/c/abi, a probe generated from the header and compared with the
 * committed baseline) holds them. What stays is what only a compiler sees:
 * the header compiles everywhere, and the prototypes below, written out by
 * hand with the header's own typedefs, still match it. When a signature
 * changes on purpose (a new major version), change it here in the same
 * commit; when it changes by accident, the ABI broke.
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

/* The header's version macros agree with each other (not a pin: whatever
 * the version is, NUMBER is made of MAJOR, MINOR and PATCH), and the
 * versioned structs' version macros are usable in constant expressions. */
HC_ASSERT(REORDER_VERSION_NUMBER ==
              REORDER_VERSION_MAJOR * 10000 + REORDER_VERSION_MINOR * 100 + REORDER_VERSION_PATCH,
          "REORDER_VERSION_NUMBER disagrees with MAJOR/MINOR/PATCH");
HC_ASSERT(REORDER_OPTIONS_VERSION >= 1 && REORDER_SECTION_RULES_VERSION >= 1,
          "struct versions start at 1");

/* ------------------------------------------------------------------------ */
/* Signatures: assigning each function to a pointer of the expected type is  */
/* an error (C: incompatible pointer types under -Werror; C++: always) when  */
/* a declaration changes. Extern, so no unused-variable warnings.            */
/* ------------------------------------------------------------------------ */

typedef struct hc_signatures {
  /* Version and status. */
  unsigned (*version)(void);
  const char *(*version_string)(void);
  const char *(*status_string)(reorder_status);
  /* Options and engines. */
  reorder_status (*options_init)(reorder_options *, uint32_t);
  reorder_status (*engine_new)(reorder_engine **, const reorder_options *);
  reorder_status (*engine_free)(reorder_engine *);
  reorder_status (*engine_configure)(reorder_engine *, const reorder_options *);
  const char *(*engine_last_error)(const reorder_engine *);
  /* Sections. */
  reorder_status (*section_rules_init)(reorder_section_rules *, uint32_t);
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
  reorder_status (*section_frame)(reorder_rect *, const reorder_engine *, int32_t, double);
  /* Items. */
  reorder_status (*item_insert)(reorder_engine *, uint64_t, double, reorder_item_flags,
                                reorder_index_path);
  reorder_status (*item_remove)(reorder_engine *, uint64_t);
  reorder_status (*item_resize)(reorder_engine *, uint64_t, double);
  reorder_status (*item_set_flags)(reorder_engine *, uint64_t, reorder_item_flags);
  reorder_status (*item_set_handle)(reorder_engine *, uint64_t, const reorder_rect *);
  reorder_status (*item_set_label)(reorder_engine *, uint64_t, const char *);
  reorder_status (*item_index_path)(reorder_index_path *, const reorder_engine *, uint64_t);
  reorder_status (*item_id)(uint64_t *, const reorder_engine *, reorder_index_path);
  reorder_status (*item_frame)(reorder_rect *, const reorder_engine *, uint64_t);
  /* Geometry. */
  reorder_status (*engine_hit_test)(reorder_hit *, size_t, const reorder_engine *, reorder_point);
  reorder_status (*engine_content_size)(double *, double *, const reorder_engine *);
  /* Input. */
  reorder_status (*engine_set_viewport)(reorder_engine *, reorder_rect);
  reorder_status (*engine_pointer_down)(reorder_engine *, reorder_point, double);
  reorder_status (*engine_pointer_move)(reorder_engine *, reorder_point, double);
  reorder_status (*engine_pointer_up)(reorder_engine *, reorder_point, double);
  reorder_status (*engine_pointer_cancel)(reorder_engine *, double);
  reorder_status (*engine_tick)(reorder_engine *, double);
  reorder_status (*engine_cancel_drag)(reorder_engine *, double);
  reorder_status (*engine_key)(reorder_engine *, reorder_key, const uint64_t *, double);
  reorder_status (*engine_phase)(reorder_phase *, const reorder_engine *);
  /* Presentation. */
  reorder_status (*engine_presentation)(reorder_presentation *, size_t, size_t, size_t *,
                                        const reorder_engine *, reorder_rect, double);
  reorder_status (*engine_is_animating)(reorder_bool *, const reorder_engine *, double);
  /* Moves and history. */
  reorder_status (*engine_move)(reorder_engine *, uint64_t, reorder_index_path);
  reorder_status (*engine_undo)(reorder_engine *);
  reorder_status (*engine_redo)(reorder_engine *);
  reorder_status (*engine_set_retarget)(reorder_engine *, reorder_retarget_fn, reorder_destroy_fn,
                                        void *);
  /* Events and announcements. */
  reorder_status (*engine_set_event_callback)(reorder_engine *, reorder_event_fn, size_t,
                                              reorder_destroy_fn, void *);
  reorder_status (*engine_set_event_batch_callback)(reorder_engine *, reorder_event_batch_fn,
                                                    size_t, reorder_destroy_fn, void *);
  reorder_status (*engine_poll_event)(reorder_event *, size_t, reorder_engine *);
  reorder_status (*engine_set_text)(reorder_engine *, reorder_text, const char *);
  /* Record and replay. */
  reorder_status (*engine_record_start)(reorder_engine *);
  reorder_status (*engine_record_stop)(char **, size_t *, reorder_engine *);
  reorder_status (*engine_replay)(reorder_engine *, const char *, size_t);
  void (*free_)(void *);
  /* The callback typedefs, spelled out: a null of each typedef is stored
   * in a pointer of the expected type. */
  reorder_retarget_answer (*retarget)(reorder_index_path *, uint64_t, reorder_index_path,
                                      reorder_index_path, void *);
  void (*destroy)(void *);
  void (*event)(const reorder_event *, void *);
  void (*event_batch)(const reorder_event *, size_t, void *);
} hc_signatures;

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
  reorder_section_frame,
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
  reorder_engine_is_animating,
  reorder_engine_move,
  reorder_engine_undo,
  reorder_engine_redo,
  reorder_engine_set_retarget,
  reorder_engine_set_event_callback,
  reorder_engine_set_event_batch_callback,
  reorder_engine_poll_event,
  reorder_engine_set_text,
  reorder_engine_record_start,
  reorder_engine_record_stop,
  reorder_engine_replay,
  reorder_free,
  (reorder_retarget_fn)0,
  (reorder_destroy_fn)0,
  (reorder_event_fn)0,
  (reorder_event_batch_fn)0
};
