/*
 * Bad-input table: every function of include/reorder.h x each bad input that
 * applies to it (NULL engine, NULL out pointer, NaN, +-infinity, negative
 * size, out-of-range index, unknown id, unknown enum, a struct version the
 * library does not know, an output size below the 1.0 struct or past 4096,
 * wrong state, a call from inside an event callback, from inside the
 * retarget hook, and from a second thread while the first is inside the
 * engine -- reorder_engine_free included).
 *
 * Each row checks what the header promises: the documented status; a
 * non-empty one-line reorder_engine_last_error() after an error ("" after
 * success); no crash; a failing call changes nothing (same order), and the
 * engine still holds exactly the starting items (every section exported and
 * compared as a multiset).
 *
 * Each row runs in a forked child so a crash or hang fails that row only and
 * the table stays complete; --no-fork runs them in-process (for valgrind),
 * without the two-threads race rows.
 * Prints one line per row and ends with "N passed, M failed".
 */
#include <limits.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "reorder.h"
#include "names_number.h"

/* ------------------------------------------------------------------------ */
/* Fixture: two sections, ids 1..5 and 11..13, 40 units each.               */
/* ------------------------------------------------------------------------ */

static const uint64_t S0[] = {1, 2, 3, 4, 5};
static const uint64_t S1[] = {11, 12, 13};
static const double SZ[] = {40, 40, 40, 40, 40};
#define N_ITEMS 8
#define T 2.0 /* a time after the fixture's presses (t = 1.0 ... 1.6) */

static reorder_point P(double x, double y) { reorder_point p; p.x = x; p.y = y; return p; }
static reorder_rect R(double x, double y, double w, double h)
{
  reorder_rect r; r.x = x; r.y = y; r.width = w; r.height = h; return r;
}
static reorder_index_path IP(int32_t s, int32_t i)
{
  reorder_index_path p; p.section = s; p.item = i; return p;
}
#define VIEW R(0, 0, 320, 480)

/* Out-parameter sinks and argument builders the rows share. */
static size_t g_n;
static double g_w, g_h;
static reorder_phase g_phase;
static reorder_bool g_bool;
static int32_t g_i32;
/* Depths for section 0's five items: valid, from [1] a first depth 1, a
 * jump of two levels, a negative one. */
static const int32_t DEPTHS[] = {0, 1, 1, 0, 1, 1};
static const int32_t DEPTHS_JUMP[] = {0, 2, 1, 0, 1};
static const int32_t DEPTHS_NEG[] = {0, 1, -1, 0, 1};
static uint64_t g_id;
static reorder_index_path g_path;
static reorder_rect g_rect;
static reorder_hit g_hit;
static uint64_t g_ids[32];
static reorder_presentation g_pres[32];
static reorder_event g_ev;
/* Bigger than any struct: for out sizes up to 4096 (and "too large" ones,
 * which must be refused before a byte is written). */
static union {
  reorder_event ev;
  reorder_hit hit;
  reorder_presentation pres;
  unsigned char raw[4096 + 64];
} g_big;
static char *g_text;
static size_t g_len;
static reorder_engine *g_new;
static reorder_engine *g_engine; /* the engine of the running row */
static reorder_options g_opt;
static reorder_section_rules g_rules;
static char g_long[5000];
static const uint64_t ID_UNKNOWN = 999;
static const uint64_t ID_1 = 1;

static reorder_options base_options(void)
{
  reorder_options o;
  if (reorder_options_init(&o, REORDER_OPTIONS_VERSION) != REORDER_OK) abort();
  o.cross_extent = 320;
  return o;
}
static const reorder_options *opts_ok(void) { g_opt = base_options(); return &g_opt; }
static const reorder_options *opts_version(uint32_t version)
{
  g_opt = base_options();
  g_opt.version = version;
  return &g_opt;
}
/* One field changed, addressed by offset so a row stays one line. */
static const reorder_options *opts_d(size_t offset, double v)
{
  g_opt = base_options();
  memcpy((char *)&g_opt + offset, &v, sizeof v);
  return &g_opt;
}
static const reorder_options *opts_i(size_t offset, int32_t v)
{
  g_opt = base_options();
  memcpy((char *)&g_opt + offset, &v, sizeof v);
  return &g_opt;
}
#define OD(field, v) opts_d(offsetof(reorder_options, field), v)
#define OI(field, v) opts_i(offsetof(reorder_options, field), v)

static void rules_init(void)
{
  if (reorder_section_rules_init(&g_rules, REORDER_SECTION_RULES_VERSION) != REORDER_OK)
    abort();
}
static const reorder_section_rules *rules_ok(void)
{
  rules_init();
  return &g_rules;
}
static const reorder_section_rules *rules_i(size_t offset, int32_t v)
{
  rules_init();
  memcpy((char *)&g_rules + offset, &v, sizeof v);
  return &g_rules;
}
#define RI(field, v) rules_i(offsetof(reorder_section_rules, field), v)
static const reorder_section_rules *rules_version(uint32_t version)
{
  rules_init();
  g_rules.version = version;
  return &g_rules;
}

/* The _init functions into a struct of GUARD bytes: on error nothing may be
 * written (post_init_untouched checks). */
#define GUARD 0x55
static int init_options(uint32_t version)
{
  memset(&g_opt, GUARD, sizeof g_opt);
  return reorder_options_init(&g_opt, version);
}
/* Selects two ids (the second may be bad). */
static reorder_status select_ids(reorder_engine *e, uint64_t a, uint64_t b)
{
  uint64_t ids[2];
  ids[0] = a;
  ids[1] = b;
  return reorder_selection_set(e, ids, 2);
}
static int init_options_preset(uint32_t version, reorder_preset preset)
{
  memset(&g_opt, GUARD, sizeof g_opt);
  return reorder_options_init_preset(&g_opt, version, preset);
}
static int init_rules(uint32_t version)
{
  memset(&g_rules, GUARD, sizeof g_rules);
  return reorder_section_rules_init(&g_rules, version);
}

/* Output structs passed with a size: g_big starts as GUARD bytes; the
 * post-checks see what was written. */
static void big_reset(void) { memset(&g_big, GUARD, sizeof g_big); }
static int hit_sized(reorder_engine *e, size_t size)
{
  big_reset();
  return reorder_engine_hit_test(&g_big.hit, size, e, P(10, 10));
}
static int pres_sized(reorder_engine *e, size_t capacity, size_t element_size)
{
  big_reset();
  return reorder_engine_presentation(&g_big.pres, capacity, element_size, &g_n, e, VIEW, T);
}
/* A keyboard pick-up queues events (LIFT, an announcement) and moves
 * nothing; then one is polled at `size`. */
static int poll_sized(reorder_engine *e, size_t size)
{
  big_reset();
  if (reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, &ID_1, T) != REORDER_OK)
    return -1000; /* setup: nothing to poll */
  return reorder_engine_poll_event(&g_big.ev, size, e);
}
/* Drains whatever waits, then polls the empty queue into GUARD bytes. */
static int poll_empty(reorder_engine *e)
{
  int s, k = 0;
  while ((s = reorder_engine_poll_event(&g_ev, sizeof g_ev, e)) == REORDER_OK && k++ < 1000) {}
  if (s != REORDER_DONE) return s;
  big_reset();
  return reorder_engine_poll_event(&g_big.ev, sizeof g_big.ev, e);
}
static void cb_nothing(const reorder_event *ev, void *ud) { (void)ev; (void)ud; }
static int g_cb_destroyed;
static void cb_destroy(void *ud) { (void)ud; g_cb_destroyed++; }
static int set_callback_sized(reorder_engine *e, size_t size)
{
  g_cb_destroyed = 0;
  return reorder_engine_set_event_callback(e, cb_nothing, size, cb_destroy, &g_cb_destroyed);
}

/* Replay wants a fresh engine; the fixture has sections. These replay into
 * a new engine of their own (g_new) and keep its message in g_fresh_msg. */
static char g_fresh_msg[512];
static int replay_fresh(const char *trace, size_t length)
{
  int s;
  g_fresh_msg[0] = 0;
  if (reorder_engine_new(&g_new, NULL) != REORDER_OK) return -1000;
  s = reorder_engine_replay(g_new, trace, length);
  snprintf(g_fresh_msg, sizeof g_fresh_msg, "%s", reorder_engine_last_error(g_new));
  return s;
}

/* engine_new must leave *out NULL on error: start it as garbage. */
static int new_into(const reorder_options *o)
{
  g_new = (reorder_engine *)&g_new;
  return reorder_engine_new(&g_new, o);
}

/* ------------------------------------------------------------------------ */
/* Setups: the state a row's call is made in.                                */
/* ------------------------------------------------------------------------ */

enum setup {
  FRESH,        /* the fixture at rest */
  DRAG,         /* item 1 lifted by a long press and dragging */
  PRESS,        /* a press on item 1, long press not complete */
  PINNED,       /* item 3 pinned */
  LOCKED,       /* section 1 locked */
  RECORDING,    /* record_start done */
  HOOK_REFUSE,  /* retarget hook returns REFUSE */
  HOOK_BAD,     /* hook returns OTHER with an out-of-range target */
  HOOK_GARBAGE, /* hook returns 42 */
  OUTLINE,      /* an outline: section 0 at depths 0 1 1 0 1 */
  DRAG_OUTLINE  /* the outline, item 1 lifted and dragging */
};

static reorder_retarget_answer g_hook_result;
static reorder_retarget_answer hook_const(reorder_index_path *out_target, uint64_t id,
                                           reorder_index_path from, reorder_index_path proposed,
                                           void *user_data)
{
  (void)id; (void)from; (void)proposed; (void)user_data;
  if (g_hook_result == REORDER_RETARGET_OTHER) *out_target = IP(-1, 99);
  return g_hook_result;
}

static reorder_engine *fixture(const char **why)
{
  reorder_engine *e = NULL;
  reorder_options o = base_options();
  *why = "engine_new";
  if (reorder_engine_new(&e, &o) != REORDER_OK) return NULL;
  *why = "section_insert / section_load / set_viewport";
  if (reorder_section_insert(e, 0, 0, 0, NULL) != REORDER_OK ||
      reorder_section_insert(e, 1, 0, 0, NULL) != REORDER_OK ||
      reorder_section_load(e, 0, S0, SZ, NULL, 5) != REORDER_OK ||
      reorder_section_load(e, 1, S1, SZ, NULL, 3) != REORDER_OK ||
      reorder_engine_set_viewport(e, VIEW) != REORDER_OK) {
    reorder_engine_free(e);
    return NULL;
  }
  return e;
}

static int apply_setup(reorder_engine *e, int setup, const char **why)
{
  reorder_rect f;
  reorder_point c;
  reorder_phase phase = -1;
  reorder_section_rules rules;
  switch (setup) {
  case DRAG_OUTLINE:
    if (!apply_setup(e, OUTLINE, why)) return 0;
    /* fallthrough */
  case DRAG:
  case PRESS:
    *why = setup == DRAG ? "setup: long press on item 1 did not start a drag"
                         : "setup: press on item 1 is not PRESSING";
    if (reorder_item_frame(&f, e, 1) != REORDER_OK) return 0;
    c = P(f.x + f.width / 2, f.y + f.height / 2);
    if (reorder_engine_pointer_down(e, c, 1.0) != REORDER_OK) return 0;
    if (setup != PRESS && reorder_engine_tick(e, 1.6) != REORDER_OK) return 0;
    if (setup != PRESS && reorder_engine_pointer_move(e, P(c.x, c.y + 1), 1.6) != REORDER_OK)
      return 0;
    reorder_engine_phase(&phase, e);
    return phase == (setup == PRESS ? REORDER_PHASE_PRESSING : REORDER_PHASE_DRAGGING);
  case PINNED:
    *why = "setup: item_set_flags(3, PINNED)";
    return reorder_item_set_flags(e, 3, REORDER_ITEM_PINNED) == REORDER_OK;
  case LOCKED:
    *why = "setup: section_set_rules(1, locked)";
    if (reorder_section_rules_init(&rules, REORDER_SECTION_RULES_VERSION) != REORDER_OK)
      return 0;
    rules.locked = 1;
    return reorder_section_set_rules(e, 1, &rules) == REORDER_OK;
  case RECORDING:
    *why = "setup: record_start";
    return reorder_engine_record_start(e) == REORDER_OK;
  case HOOK_REFUSE:
  case HOOK_BAD:
  case HOOK_GARBAGE:
    *why = "setup: set_retarget";
    g_hook_result = setup == HOOK_REFUSE ? REORDER_RETARGET_REFUSE
                    : setup == HOOK_BAD  ? REORDER_RETARGET_OTHER
                                         : 42;
    return reorder_engine_set_retarget(e, hook_const, NULL, NULL) == REORDER_OK;
  case OUTLINE: {
    static const int32_t depths[] = {0, 1, 1, 0, 1};
    reorder_options o = base_options();
    *why = "setup: configure an outline, set_depths";
    o.layout = REORDER_LAYOUT_OUTLINE;
    return reorder_engine_configure(e, &o) == REORDER_OK &&
           reorder_section_set_depths(e, 0, depths, 5) == REORDER_OK;
  }
  default:
    return 1;
  }
}

/* ------------------------------------------------------------------------ */
/* The rows written out: X(function, input, setup, expected, also accepted,  */
/* where the message is, post-check, call). NONE: no second status.          */
/* ------------------------------------------------------------------------ */

#define NONE 1          /* no alternative status */
#define NOT_NULL (-100) /* pseudo status: a function returned NULL */
/* Where the message is: last_error(e), last_error(NULL), none, or the
 * fresh engine's of replay_fresh. */
enum msg { M_ENGINE, M_NULL, M_SKIP, M_FRESH };

typedef const char *(*post_fn)(const char *msg);

static const char *post_new_out_null(const char *msg)
{
  (void)msg;
  if (g_new == NULL) return NULL;
  if (g_new != (reorder_engine *)&g_new) reorder_engine_free(g_new);
  return "*out not set to NULL on error";
}
/* "the message says which": the field's words in any spelling
 * ("long press delay", "longPressDelay" and long_press_delay all match). */
static void squash(char *out, size_t cap, const char *in)
{
  size_t n = 0;
  for (; *in && n + 1 < cap; in++)
    if ((*in >= 'a' && *in <= 'z') || (*in >= '0' && *in <= '9')) out[n++] = *in;
    else if (*in >= 'A' && *in <= 'Z') out[n++] = (char)(*in - 'A' + 'a');
  out[n] = 0;
}
static const char *names(const char *msg, const char *field)
{
  char m[512], f[64];
  squash(m, sizeof m, msg);
  squash(f, sizeof f, field);
  return strstr(m, f) ? NULL : "message does not name the field";
}
#define NAMES(field) \
  static const char *post_names_##field(const char *msg) { return names(msg, #field); }
NAMES(long_press_delay) NAMES(empty_section_extent) NAMES(cross_extent) NAMES(item_spacing)
NAMES(autoscroll_max_speed) NAMES(lift_duration) NAMES(drag_distance) NAMES(grid_columns)
NAMES(flow_align) NAMES(flow_item_height) NAMES(layout) NAMES(axis) NAMES(rule) NAMES(semantics) NAMES(activation) NAMES(commit)
NAMES(autoscroll_zone_kind) NAMES(autoscroll_curve) NAMES(displace_easing) NAMES(settle_easing)
NAMES(shadow_offset) NAMES(outline_indent) NAMES(outline_max_depth) NAMES(outline_into_zone)
NAMES(outline_expand_delay) NAMES(combine_zone) NAMES(combine_delay)
static const char *post_hit_none(const char *msg)
{
  (void)msg;
  return g_hit.kind == REORDER_HIT_NONE ? NULL : "hit kind is not REORDER_HIT_NONE";
}
static const char *post_export_partial(const char *msg)
{
  (void)msg;
  if (g_n != 5) return "*out_count is not the section's count (5)";
  return g_ids[0] == 1 && g_ids[1] == 2 ? NULL : "the first ids were not copied";
}
static const char *post_count5(const char *msg)
{
  (void)msg;
  return g_n == 5 ? NULL : "*out_count is not the section's count (5)";
}
static const char *post_pres_count(const char *msg)
{
  (void)msg;
  return g_n == N_ITEMS ? NULL : "*out_count is not the number of items in the rect (8)";
}
static const char *post_empty_trace(const char *msg)
{
  static const char empty[] = "libreorder-trace 1\n";
  (void)msg;
  return g_text && g_len == sizeof empty - 1 && strcmp(g_text, empty) == 0
             ? NULL
             : "not recording did not give a trace with no calls";
}

/* A version newer than the library's: the message names the struct, the
 * host's version and the library's. */
static const char *too_new(const char *msg, const char *strct, unsigned long host,
                           unsigned long library)
{
  if (!strstr(msg, strct)) return "message does not name the struct";
  if (!names_number(msg, host)) return "message does not name the host's version";
  if (!names_number(msg, library)) return "message does not name the library's version";
  return NULL;
}
static const char *version_zero(const char *msg)
{
  return strstr(msg, "version") && names_number(msg, 0) ? NULL
                                                          : "message does not name version 0";
}
static int all_bytes(const void *p, size_t n, unsigned char v)
{
  const unsigned char *b = (const unsigned char *)p;
  size_t i;
  for (i = 0; i < n; i++)
    if (b[i] != v) return 0;
  return 1;
}
static const char *post_options_new2(const char *msg)
{
  return too_new(msg, "reorder_options", REORDER_OPTIONS_VERSION + 1, REORDER_OPTIONS_VERSION);
}
static const char *post_options_max(const char *msg)
{
  return too_new(msg, "reorder_options", UINT32_MAX, REORDER_OPTIONS_VERSION);
}
static const char *post_rules_new2(const char *msg)
{
  return too_new(msg, "reorder_section_rules", REORDER_SECTION_RULES_VERSION + 1,
                 REORDER_SECTION_RULES_VERSION);
}
static const char *post_opt_untouched(const char *msg)
{
  (void)msg;
  return all_bytes(&g_opt, sizeof g_opt, GUARD) ? NULL : "the refused _init wrote the struct";
}
static const char *post_rules_untouched(const char *msg)
{
  (void)msg;
  return all_bytes(&g_rules, sizeof g_rules, GUARD) ? NULL : "the refused _init wrote the struct";
}
static const char *post_init_options_zero(const char *msg)
{
  const char *p = post_opt_untouched(msg);
  return p ? p : version_zero(msg);
}
static const char *post_init_options_new2(const char *msg)
{
  const char *p = post_opt_untouched(msg);
  return p ? p : post_options_new2(msg);
}
static const char *post_init_options_max(const char *msg)
{
  const char *p = post_opt_untouched(msg);
  return p ? p : post_options_max(msg);
}
static const char *post_init_rules_zero(const char *msg)
{
  const char *p = post_rules_untouched(msg);
  return p ? p : version_zero(msg);
}
static const char *post_init_rules_new2(const char *msg)
{
  const char *p = post_rules_untouched(msg);
  return p ? p : post_rules_new2(msg);
}
static const char *post_new_zero(const char *msg)
{
  const char *p = post_new_out_null(msg);
  return p ? p : version_zero(msg);
}
static const char *post_new_new2(const char *msg)
{
  const char *p = post_new_out_null(msg);
  return p ? p : post_options_new2(msg);
}
static const char *post_new_max(const char *msg)
{
  const char *p = post_new_out_null(msg);
  return p ? p : post_options_max(msg);
}
/* Output sizes. */
static const char *post_big_untouched(const char *msg)
{
  (void)msg;
  return all_bytes(&g_big, sizeof g_big, GUARD) ? NULL : "a refused call wrote the caller's buffer";
}
static const char *post_poll_untouched(const char *msg)
{
  const char *p = post_big_untouched(msg);
  if (p) return p;
  return reorder_engine_poll_event(&g_ev, sizeof g_ev, g_engine) == REORDER_OK
             ? NULL
             : "a refused poll took the event from the queue";
}
/* Sized `size`, the library's struct `own` bytes: zeros from own to size,
 * nothing written past size. */
static const char *sized(size_t own, size_t size)
{
  if (!all_bytes(g_big.raw + own, size - own, 0)) return "bytes past the library's struct not 0";
  if (!all_bytes(g_big.raw + size, sizeof g_big - size, GUARD)) return "written past the size";
  return NULL;
}
static const char *post_hit_4096(const char *msg)
{
  (void)msg;
  if (g_big.hit.kind != REORDER_HIT_ITEM) return "no hit written";
  return sized(sizeof(reorder_hit), 4096);
}
static const char *post_poll_4096(const char *msg)
{
  (void)msg;
  if (g_big.ev.type != REORDER_EVENT_LIFT) return "the LIFT event was not written";
  return sized(sizeof(reorder_event), 4096);
}
static const char *post_pres_4096(const char *msg)
{
  (void)msg;
  if (g_n != N_ITEMS) return "*out_count is not the number of items in the rect (8)";
  if (g_big.pres.id != 1) return "the first record is not item 1";
  return sized(sizeof(reorder_presentation), 4096);
}
static const char *post_done_zeroed(const char *msg)
{
  (void)msg;
  if (!all_bytes(&g_big.ev, sizeof g_big.ev, 0)) return "*out not zeroed";
  if (!all_bytes(g_big.raw + sizeof g_big.ev, sizeof g_big - sizeof g_big.ev, GUARD))
    return "written past out_size";
  return NULL;
}
static const char *post_cb_kept(const char *msg)
{
  (void)msg;
  return g_cb_destroyed == 0 ? NULL : "a refused set_event_callback ran the destroy function";
}
static const char *post_fresh_line(const char *msg)
{
  (void)msg;
  return strstr(g_fresh_msg, "line") ? NULL : "message does not name the line";
}

/* Wrappers for rows that need a statement. */
static int status_string_is(reorder_status s, int want_unknown)
{
  const char *str = reorder_status_string(s);
  if (!str) return NOT_NULL;
  return (strcmp(str, "unknown status") == 0) == want_unknown ? REORDER_OK : -101;
}
static int all_known_statuses(void)
{
  int s;
  for (s = REORDER_E_QUEUE_FULL; s <= REORDER_DONE; s++)
    if (status_string_is(s, 0) != REORDER_OK) return -101;
  return REORDER_OK;
}
static int ticks_backwards(reorder_engine *e)
{
  int s = reorder_engine_tick(e, 5.0);
  return s ? s : reorder_engine_tick(e, 1.0);
}
static int press_then_move_backwards(reorder_engine *e)
{
  /* PRESS pressed at t = 1.0; a move at t = 0.5 is time going backwards. */
  return reorder_engine_pointer_move(e, P(10, 20), 0.5);
}

static const uint64_t IDS_DUP[] = {11, 12, 11};
static const uint64_t IDS_OTHER[] = {11, 12, 1};
static const double SZ_NAN[] = {40, NAN, 40};
static const double SZ_INF[] = {40, INFINITY, 40};
static const double SZ_NEG[] = {40, -1, 40};
static const double SZ_BIG[] = {40, 2e9, 40};
static const uint8_t FLAGS_BAD[] = {1, 0x80, 1};
static const reorder_rect HANDLE_NAN = {NAN, 0, 10, 10};
static const reorder_rect HANDLE_INF = {0, 0, 10, INFINITY};
static const reorder_rect HANDLE_NEG = {0, 0, -1, 10};

/* Transfer groups: e joined with a second engine (one section: 21, 1, 22)
 * in a group, for one call; then both leave it and the second goes. `how`
 * picks the call. The fixture engine keeps its last error. */
enum { G_ADD_TWICE, G_REMOVE_STRANGER, G_RULES_STRANGER, G_RULES_TAG0, G_TRANSFER_SAME,
       G_TRANSFER_UNKNOWN, G_TRANSFER_RANGE, G_TRANSFER_DUP, G_TRANSFER_NO_PULL,
       G_TRANSFER_LOCKED, G_TRANSFER_FULL, G_TRANSFER_DRAG, G_TRANSFER_OK,
       G_TRANSFER_UNGROUPED, G_ADD_DRAGGING, G_FREE_WITH_MEMBERS };
static const uint64_t S_OTHER[] = {21, 1, 22};
static reorder_transfer_rules g_trules;
static const reorder_transfer_rules *trules(reorder_pull pull, uint32_t tag)
{
  if (reorder_transfer_rules_init(&g_trules, REORDER_TRANSFER_RULES_VERSION) != REORDER_OK) abort();
  g_trules.pull = pull;
  g_trules.tag = tag;
  return &g_trules;
}
static reorder_status group_call(reorder_engine *e, int how)
{
  reorder_group *g = NULL, *g2 = NULL;
  reorder_engine *o = NULL;
  reorder_section_rules r;
  reorder_status s = -1000;
  if (reorder_group_new(&g) != REORDER_OK || reorder_engine_new(&o, NULL) != REORDER_OK ||
      reorder_section_insert(o, 0, 0, 0, NULL) != REORDER_OK ||
      reorder_section_load(o, 0, S_OTHER, SZ, NULL, 3) != REORDER_OK)
    goto out;
  if (how == G_ADD_DRAGGING) {
    s = reorder_group_add(g, e, NULL);
    goto out;
  }
  if (how != G_TRANSFER_UNGROUPED &&
      (reorder_group_add(g, e, how == G_TRANSFER_NO_PULL ? trules(REORDER_PULL_NONE, 1) : NULL) != REORDER_OK ||
       reorder_group_add(g, o, NULL) != REORDER_OK))
    goto out;
  switch (how) {
  case G_ADD_TWICE:
    if (reorder_group_new(&g2) == REORDER_OK) s = reorder_group_add(g2, e, NULL);
    break;
  case G_REMOVE_STRANGER:
    if (reorder_group_new(&g2) == REORDER_OK) s = reorder_group_remove(g2, e);
    break;
  case G_RULES_STRANGER:
    if (reorder_group_new(&g2) == REORDER_OK) s = reorder_group_set_rules(g2, e, NULL);
    break;
  case G_RULES_TAG0: s = reorder_group_set_rules(g, e, trules(REORDER_PULL_MOVE, 0)); break;
  case G_TRANSFER_SAME: s = reorder_engine_transfer(e, 2, e, IP(0, 0)); break;
  case G_TRANSFER_UNKNOWN: s = reorder_engine_transfer(e, ID_UNKNOWN, o, IP(0, 0)); break;
  case G_TRANSFER_RANGE: s = reorder_engine_transfer(e, 2, o, IP(0, 4)); break;
  case G_TRANSFER_DUP: s = reorder_engine_transfer(e, 1, o, IP(0, 0)); break;
  case G_TRANSFER_NO_PULL: s = reorder_engine_transfer(e, 2, o, IP(0, 0)); break;
  case G_TRANSFER_LOCKED:
  case G_TRANSFER_FULL:
    if (reorder_section_rules_init(&r, REORDER_SECTION_RULES_VERSION) != REORDER_OK) break;
    r.locked = how == G_TRANSFER_LOCKED;
    r.capacity = how == G_TRANSFER_FULL ? 3 : 0;
    if (reorder_section_set_rules(o, 0, &r) == REORDER_OK)
      s = reorder_engine_transfer(e, 2, o, IP(0, 0));
    break;
  case G_TRANSFER_DRAG:
    /* The target picked up an item by keyboard. */
    if (reorder_engine_key(o, REORDER_KEY_PICK_UP_OR_DROP, &S_OTHER[0], T) == REORDER_OK)
      s = reorder_engine_transfer(e, 2, o, IP(0, 0));
    break;
  case G_TRANSFER_OK:
    /* Out and back: e ends as it began. */
    s = reorder_engine_transfer(e, 2, o, IP(0, 3));
    if (s == REORDER_OK) s = reorder_engine_undo(o);
    break;
  case G_TRANSFER_UNGROUPED: s = reorder_engine_transfer(e, 2, o, IP(0, 0)); break;
  case G_FREE_WITH_MEMBERS:
    s = reorder_group_free(g);
    g = NULL;
    break;
  }
out:
  reorder_group_free(g2);
  reorder_group_free(g);
  reorder_engine_free(o);
  return s;
}
static reorder_status frame_of(reorder_engine *e, double x, double w)
{
  return reorder_engine_set_frame(e, R(x, 0, w, 100));
}
static int init_trules(uint32_t version)
{
  memset(&g_trules, GUARD, sizeof g_trules);
  return reorder_transfer_rules_init(&g_trules, version);
}
static reorder_status add_with(reorder_engine *e, const reorder_transfer_rules *rules)
{
  reorder_group *g = NULL;
  reorder_status s;
  if (reorder_group_new(&g) != REORDER_OK) return -1000;
  s = reorder_group_add(g, e, rules);
  reorder_group_free(g);
  return s;
}
static const reorder_transfer_rules *trules_version(uint32_t version)
{
  trules(REORDER_PULL_MOVE, 1);
  g_trules.version = version;
  return &g_trules;
}
static const char *post_trules_untouched(const char *msg)
{
  size_t i;
  (void)msg;
  for (i = 0; i < sizeof g_trules; i++)
    if (((const unsigned char *)&g_trules)[i] != GUARD) return "bytes were written";
  return NULL;
}

/* Outer scroll containers: a valid one (300 x 400, scrolling 0...500
 * down) spoiled as `how` says, set on e or on a fresh group. */
enum { O_VERSION_NEW, O_VERSION_0, O_NAN, O_INF_SPEED, O_INVERTED, O_OUTSIDE, O_NEG_SIZE,
       O_NEG_ZONE, O_FRACTION, O_CURVE, O_ZONE_KIND, O_HUGE };
static reorder_outer_scroll g_outer;
static const reorder_outer_scroll *outer_bad(int how)
{
  if (reorder_outer_scroll_init(&g_outer, REORDER_OUTER_SCROLL_VERSION) != REORDER_OK) abort();
  g_outer.visible = R(0, 0, 300, 400);
  g_outer.max_offset = P(0, 500);
  switch (how) {
  case O_VERSION_NEW: g_outer.version = REORDER_OUTER_SCROLL_VERSION + 1; break;
  case O_VERSION_0: g_outer.version = 0; break;
  case O_NAN: g_outer.visible.x = NAN; break;
  case O_INF_SPEED: g_outer.max_speed = INFINITY; break;
  case O_INVERTED: g_outer.min_offset = P(0, 600); break;
  case O_OUTSIDE: g_outer.offset = P(0, 501); break;
  case O_NEG_SIZE: g_outer.visible.height = -1; break;
  case O_NEG_ZONE: g_outer.zone = -1; break;
  case O_FRACTION:
    g_outer.zone_kind = REORDER_ZONE_FRACTION;
    g_outer.zone = 0.7;
    break;
  case O_CURVE: g_outer.curve = 7; break;
  case O_ZONE_KIND: g_outer.zone_kind = -1; break;
  case O_HUGE: g_outer.max_offset = P(0, 2e9); break;
  }
  return &g_outer;
}
static reorder_status group_outer(const reorder_outer_scroll *o)
{
  reorder_group *g = NULL;
  reorder_status s;
  if (reorder_group_new(&g) != REORDER_OK) return -1000;
  s = reorder_group_set_outer_scroll(g, o);
  reorder_group_free(g);
  return s;
}
static int init_outer(uint32_t version)
{
  memset(&g_outer, GUARD, sizeof g_outer);
  return reorder_outer_scroll_init(&g_outer, version);
}
static const char *post_outer_untouched(const char *msg)
{
  size_t i;
  (void)msg;
  for (i = 0; i < sizeof g_outer; i++)
    if (((const unsigned char *)&g_outer)[i] != GUARD) return "bytes were written";
  return NULL;
}
NAMES(curve) NAMES(zone_kind)

#define ROWS(X) \
  X(reorder_status_string, "unknown code 2", FRESH, REORDER_OK, NONE, M_SKIP, 0, status_string_is(2, 1)) \
  X(reorder_status_string, "unknown code -15", FRESH, REORDER_OK, NONE, M_SKIP, 0, status_string_is(-15, 1)) \
  X(reorder_status_string, "INT_MIN", FRESH, REORDER_OK, NONE, M_SKIP, 0, status_string_is(INT_MIN, 1)) \
  X(reorder_status_string, "INT_MAX", FRESH, REORDER_OK, NONE, M_SKIP, 0, status_string_is(INT_MAX, 1)) \
  X(reorder_status_string, "every known code", FRESH, REORDER_OK, NONE, M_SKIP, 0, all_known_statuses()) \
  X(reorder_options_init, "NULL", FRESH, REORDER_E_NULL, NONE, M_NULL, 0, reorder_options_init(NULL, REORDER_OPTIONS_VERSION)) \
  X(reorder_options_init, "version 0", FRESH, REORDER_E_VERSION, NONE, M_NULL, post_init_options_zero, init_options(0)) \
  X(reorder_options_init, "version: the library's + 1", FRESH, REORDER_E_VERSION, NONE, M_NULL, post_init_options_new2, init_options(REORDER_OPTIONS_VERSION + 1)) \
  X(reorder_options_init_preset, "NULL", FRESH, REORDER_E_NULL, NONE, M_NULL, 0, reorder_options_init_preset(NULL, REORDER_OPTIONS_VERSION, REORDER_PRESET_DESKTOP)) \
  X(reorder_options_init_preset, "version 0", FRESH, REORDER_E_VERSION, NONE, M_NULL, post_init_options_zero, init_options_preset(0, REORDER_PRESET_DESKTOP)) \
  X(reorder_options_init_preset, "preset 2 (unknown)", FRESH, REORDER_E_INVALID, NONE, M_NULL, post_opt_untouched, init_options_preset(REORDER_OPTIONS_VERSION, 2)) \
  X(reorder_options_init_preset, "preset -1", FRESH, REORDER_E_INVALID, NONE, M_NULL, post_opt_untouched, init_options_preset(REORDER_OPTIONS_VERSION, -1)) \
  X(reorder_options_init, "version UINT32_MAX", FRESH, REORDER_E_VERSION, NONE, M_NULL, post_init_options_max, init_options(UINT32_MAX)) \
  X(reorder_section_rules_init, "NULL", FRESH, REORDER_E_NULL, NONE, M_NULL, 0, reorder_section_rules_init(NULL, REORDER_SECTION_RULES_VERSION)) \
  X(reorder_section_rules_init, "version 0", FRESH, REORDER_E_VERSION, NONE, M_NULL, post_init_rules_zero, init_rules(0)) \
  X(reorder_section_rules_init, "version: the library's + 1", FRESH, REORDER_E_VERSION, NONE, M_NULL, post_init_rules_new2, init_rules(REORDER_SECTION_RULES_VERSION + 1)) \
  X(reorder_engine_free, "NULL (-> OK)", FRESH, REORDER_OK, NONE, M_SKIP, 0, reorder_engine_free(NULL)) \
  X(reorder_transfer_rules_init, "NULL", FRESH, REORDER_E_NULL, NONE, M_NULL, 0, reorder_transfer_rules_init(NULL, REORDER_TRANSFER_RULES_VERSION)) \
  X(reorder_transfer_rules_init, "version 0", FRESH, REORDER_E_VERSION, NONE, M_NULL, post_trules_untouched, init_trules(0)) \
  X(reorder_transfer_rules_init, "version: the library's + 1", FRESH, REORDER_E_VERSION, NONE, M_NULL, post_trules_untouched, init_trules(REORDER_TRANSFER_RULES_VERSION + 1)) \
  X(reorder_group_new, "NULL out", FRESH, REORDER_E_NULL, NONE, M_SKIP, 0, reorder_group_new(NULL)) \
  X(reorder_group_free, "NULL (-> OK)", FRESH, REORDER_OK, NONE, M_SKIP, 0, reorder_group_free(NULL)) \
  X(reorder_group_free, "with members (they stay valid)", FRESH, REORDER_OK, NONE, M_SKIP, 0, group_call(e, G_FREE_WITH_MEMBERS)) \
  X(reorder_group_add, "NULL group", FRESH, REORDER_E_NULL, NONE, M_SKIP, 0, reorder_group_add(NULL, e, NULL)) \
  X(reorder_group_add, "NULL engine", FRESH, REORDER_E_NULL, NONE, M_SKIP, 0, add_with(NULL, NULL)) \
  X(reorder_group_add, "rules version: the library's + 1", FRESH, REORDER_E_VERSION, NONE, M_ENGINE, 0, add_with(e, trules_version(REORDER_TRANSFER_RULES_VERSION + 1))) \
  X(reorder_group_add, "rules version 0", FRESH, REORDER_E_VERSION, NONE, M_ENGINE, 0, add_with(e, trules_version(0))) \
  X(reorder_group_add, "tag 0", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, add_with(e, trules(REORDER_PULL_MOVE, 0))) \
  X(reorder_group_add, "pull 7", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, add_with(e, trules(7, 1))) \
  X(reorder_group_add, "in a group already", FRESH, REORDER_E_DUPLICATE_ID, NONE, M_ENGINE, 0, group_call(e, G_ADD_TWICE)) \
  X(reorder_group_add, "during a drag", DRAG, REORDER_E_STATE, NONE, M_ENGINE, 0, group_call(e, G_ADD_DRAGGING)) \
  X(reorder_group_remove, "NULL group", FRESH, REORDER_E_NULL, NONE, M_SKIP, 0, reorder_group_remove(NULL, e)) \
  X(reorder_group_remove, "not a member", FRESH, REORDER_E_UNKNOWN_ID, NONE, M_ENGINE, 0, group_call(e, G_REMOVE_STRANGER)) \
  X(reorder_group_set_rules, "not a member", FRESH, REORDER_E_UNKNOWN_ID, NONE, M_ENGINE, 0, group_call(e, G_RULES_STRANGER)) \
  X(reorder_group_set_rules, "tag 0", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, group_call(e, G_RULES_TAG0)) \
  X(reorder_outer_scroll_init, "NULL", FRESH, REORDER_E_NULL, NONE, M_NULL, 0, reorder_outer_scroll_init(NULL, REORDER_OUTER_SCROLL_VERSION)) \
  X(reorder_outer_scroll_init, "version 0", FRESH, REORDER_E_VERSION, NONE, M_NULL, post_outer_untouched, init_outer(0)) \
  X(reorder_outer_scroll_init, "version: the library's + 1", FRESH, REORDER_E_VERSION, NONE, M_NULL, post_outer_untouched, init_outer(REORDER_OUTER_SCROLL_VERSION + 1)) \
  X(reorder_engine_set_outer_scroll, "version: the library's + 1", FRESH, REORDER_E_VERSION, NONE, M_ENGINE, 0, reorder_engine_set_outer_scroll(e, outer_bad(O_VERSION_NEW))) \
  X(reorder_engine_set_outer_scroll, "version 0", FRESH, REORDER_E_VERSION, NONE, M_ENGINE, 0, reorder_engine_set_outer_scroll(e, outer_bad(O_VERSION_0))) \
  X(reorder_engine_set_outer_scroll, "NaN visible x", DRAG, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_set_outer_scroll(e, outer_bad(O_NAN))) \
  X(reorder_engine_set_outer_scroll, "+inf max_speed", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_set_outer_scroll(e, outer_bad(O_INF_SPEED))) \
  X(reorder_engine_set_outer_scroll, "min_offset above max_offset", DRAG, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_set_outer_scroll(e, outer_bad(O_INVERTED))) \
  X(reorder_engine_set_outer_scroll, "offset past max_offset", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_set_outer_scroll(e, outer_bad(O_OUTSIDE))) \
  X(reorder_engine_set_outer_scroll, "negative visible height", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_set_outer_scroll(e, outer_bad(O_NEG_SIZE))) \
  X(reorder_engine_set_outer_scroll, "negative zone", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_set_outer_scroll(e, outer_bad(O_NEG_ZONE))) \
  X(reorder_engine_set_outer_scroll, "zone fraction 0.7", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_set_outer_scroll(e, outer_bad(O_FRACTION))) \
  X(reorder_engine_set_outer_scroll, "curve 7", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_names_curve, reorder_engine_set_outer_scroll(e, outer_bad(O_CURVE))) \
  X(reorder_engine_set_outer_scroll, "zone_kind -1", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_names_zone_kind, reorder_engine_set_outer_scroll(e, outer_bad(O_ZONE_KIND))) \
  X(reorder_engine_set_outer_scroll, "max_offset 2e9", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_set_outer_scroll(e, outer_bad(O_HUGE))) \
  X(reorder_group_set_outer_scroll, "NULL group", FRESH, REORDER_E_NULL, NONE, M_SKIP, 0, reorder_group_set_outer_scroll(NULL, outer_bad(O_NAN))) \
  X(reorder_group_set_outer_scroll, "version: the library's + 1", FRESH, REORDER_E_VERSION, NONE, M_NULL, 0, group_outer(outer_bad(O_VERSION_NEW))) \
  X(reorder_group_set_outer_scroll, "min_offset above max_offset", FRESH, REORDER_E_INVALID, NONE, M_NULL, 0, group_outer(outer_bad(O_INVERTED))) \
  X(reorder_group_set_outer_scroll, "curve 7", FRESH, REORDER_E_INVALID, NONE, M_NULL, post_names_curve, group_outer(outer_bad(O_CURVE))) \
  X(reorder_engine_set_frame, "NaN x", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, frame_of(e, NAN, 10)) \
  X(reorder_engine_set_frame, "+inf width", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, frame_of(e, 0, INFINITY)) \
  X(reorder_engine_set_frame, "negative width", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, frame_of(e, 0, -1)) \
  X(reorder_engine_transfer, "NULL target", FRESH, REORDER_E_NULL, NONE, M_SKIP, 0, reorder_engine_transfer(e, 2, NULL, IP(0, 0))) \
  X(reorder_engine_transfer, "NULL source", FRESH, REORDER_E_NULL, NONE, M_SKIP, 0, reorder_engine_transfer(NULL, 2, e, IP(0, 0))) \
  X(reorder_engine_transfer, "engines in no group", FRESH, REORDER_E_UNKNOWN_ID, NONE, M_ENGINE, 0, group_call(e, G_TRANSFER_UNGROUPED)) \
  X(reorder_engine_transfer, "the same engine twice", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, group_call(e, G_TRANSFER_SAME)) \
  X(reorder_engine_transfer, "unknown id", FRESH, REORDER_E_UNKNOWN_ID, NONE, M_ENGINE, 0, group_call(e, G_TRANSFER_UNKNOWN)) \
  X(reorder_engine_transfer, "to item 4 of 3", FRESH, REORDER_E_RANGE, NONE, M_ENGINE, 0, group_call(e, G_TRANSFER_RANGE)) \
  X(reorder_engine_transfer, "an id the target has", FRESH, REORDER_E_DUPLICATE_ID, NONE, M_ENGINE, 0, group_call(e, G_TRANSFER_DUP)) \
  X(reorder_engine_transfer, "source pulls nothing", FRESH, REORDER_E_REFUSED, NONE, M_ENGINE, 0, group_call(e, G_TRANSFER_NO_PULL)) \
  X(reorder_engine_transfer, "into a locked section", FRESH, REORDER_E_REFUSED, NONE, M_ENGINE, 0, group_call(e, G_TRANSFER_LOCKED)) \
  X(reorder_engine_transfer, "into a full section", FRESH, REORDER_E_REFUSED, NONE, M_ENGINE, 0, group_call(e, G_TRANSFER_FULL)) \
  X(reorder_engine_transfer, "the target is dragging", FRESH, REORDER_E_STATE, NONE, M_ENGINE, 0, group_call(e, G_TRANSFER_DRAG)) \
  X(reorder_engine_transfer, "out and undone (-> OK)", FRESH, REORDER_OK, NONE, M_ENGINE, 0, group_call(e, G_TRANSFER_OK)) \
  X(reorder_free, "NULL", FRESH, REORDER_OK, NONE, M_SKIP, 0, (reorder_free(NULL), 0)) \
  X(reorder_engine_last_error, "NULL engine", FRESH, REORDER_OK, NONE, M_SKIP, 0, reorder_engine_last_error(NULL) ? 0 : NOT_NULL) \
  X(reorder_engine_new, "NULL out", FRESH, REORDER_E_NULL, NONE, M_NULL, 0, reorder_engine_new(NULL, NULL)) \
  X(reorder_engine_new, "options version 0", FRESH, REORDER_E_VERSION, NONE, M_NULL, post_new_zero, new_into(opts_version(0))) \
  X(reorder_engine_new, "options version: the library's + 1", FRESH, REORDER_E_VERSION, NONE, M_NULL, post_new_new2, new_into(opts_version(REORDER_OPTIONS_VERSION + 1))) \
  X(reorder_engine_new, "options version UINT32_MAX", FRESH, REORDER_E_VERSION, NONE, M_NULL, post_new_max, new_into(opts_version(UINT32_MAX))) \
  X(reorder_engine_new, "NaN empty_section_extent", FRESH, REORDER_E_INVALID, NONE, M_NULL, post_new_out_null, new_into(OD(empty_section_extent, NAN))) \
  X(reorder_engine_new, "NaN long_press_delay", FRESH, REORDER_E_INVALID, NONE, M_NULL, post_new_out_null, new_into(OD(long_press_delay, NAN))) \
  X(reorder_engine_new, "+inf cross_extent", FRESH, REORDER_E_INVALID, NONE, M_NULL, post_new_out_null, new_into(OD(cross_extent, INFINITY))) \
  X(reorder_engine_new, "negative item_spacing", FRESH, REORDER_E_INVALID, NONE, M_NULL, post_new_out_null, new_into(OD(item_spacing, -1))) \
  X(reorder_engine_new, "unknown layout 7", FRESH, REORDER_E_INVALID, NONE, M_NULL, post_new_out_null, new_into(OI(layout, 7))) \
  X(reorder_engine_new, "unknown direction 2", FRESH, REORDER_E_INVALID, NONE, M_NULL, post_new_out_null, new_into(OI(direction, 2))) \
  X(reorder_engine_new, "unknown grid_axis 2 (a list: still checked)", FRESH, REORDER_E_INVALID, NONE, M_NULL, post_new_out_null, new_into(OI(grid_axis, 2))) \
  X(reorder_engine_configure, "NULL options (-> defaults)", FRESH, REORDER_OK, NONE, M_ENGINE, 0, reorder_engine_configure(e, NULL)) \
  X(reorder_engine_configure, "options version 0", FRESH, REORDER_E_VERSION, NONE, M_ENGINE, version_zero, reorder_engine_configure(e, opts_version(0))) \
  X(reorder_engine_configure, "options version: the library's + 1", FRESH, REORDER_E_VERSION, NONE, M_ENGINE, post_options_new2, reorder_engine_configure(e, opts_version(REORDER_OPTIONS_VERSION + 1))) \
  X(reorder_engine_configure, "options version UINT32_MAX", FRESH, REORDER_E_VERSION, NONE, M_ENGINE, post_options_max, reorder_engine_configure(e, opts_version(UINT32_MAX))) \
  X(reorder_engine_configure, "negative empty_section_extent", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_names_empty_section_extent, reorder_engine_configure(e, OD(empty_section_extent, -1))) \
  X(reorder_engine_configure, "empty_section_extent 2e9 (> 1e9)", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_names_empty_section_extent, reorder_engine_configure(e, OD(empty_section_extent, 2e9))) \
  X(reorder_engine_configure, "+inf empty_section_extent", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_names_empty_section_extent, reorder_engine_configure(e, OD(empty_section_extent, INFINITY))) \
  X(reorder_engine_configure, "NaN long_press_delay", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_names_long_press_delay, reorder_engine_configure(e, OD(long_press_delay, NAN))) \
  X(reorder_engine_configure, "+inf cross_extent", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_names_cross_extent, reorder_engine_configure(e, OD(cross_extent, INFINITY))) \
  X(reorder_engine_configure, "+inf autoscroll_max_speed", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_names_autoscroll_max_speed, reorder_engine_configure(e, OD(autoscroll_max_speed, INFINITY))) \
  X(reorder_engine_configure, "-inf lift_duration", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_names_lift_duration, reorder_engine_configure(e, OD(lift_duration, -INFINITY))) \
  X(reorder_engine_configure, "NaN shadow_offset.x", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_names_shadow_offset, reorder_engine_configure(e, OD(shadow_offset.x, NAN))) \
  X(reorder_engine_configure, "negative item_spacing", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_names_item_spacing, reorder_engine_configure(e, OD(item_spacing, -1))) \
  X(reorder_engine_configure, "negative drag_distance", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_names_drag_distance, reorder_engine_configure(e, OD(drag_distance, -1))) \
  X(reorder_engine_configure, "negative cross_extent", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_names_cross_extent, reorder_engine_configure(e, OD(cross_extent, -1))) \
  X(reorder_engine_configure, "negative grid_columns", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_names_grid_columns, reorder_engine_configure(e, OI(grid_columns, -1))) \
  X(reorder_engine_configure, "unknown layout 4", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_names_layout, reorder_engine_configure(e, OI(layout, 4))) \
  X(reorder_engine_configure, "unknown flow_align 3 (a list: still checked)", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_names_flow_align, reorder_engine_configure(e, OI(flow_align, 3))) \
  X(reorder_engine_configure, "negative flow_item_height", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_names_flow_item_height, reorder_engine_configure(e, OD(flow_item_height, -1))) \
  X(reorder_engine_configure, "NaN flow_item_height", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_names_flow_item_height, reorder_engine_configure(e, OD(flow_item_height, NAN))) \
  X(reorder_engine_configure, "outline_indent 0", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_names_outline_indent, reorder_engine_configure(e, OD(outline_indent, 0))) \
  X(reorder_engine_configure, "NaN outline_indent", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_names_outline_indent, reorder_engine_configure(e, OD(outline_indent, NAN))) \
  X(reorder_engine_configure, "outline_max_depth -1", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_names_outline_max_depth, reorder_engine_configure(e, OI(outline_max_depth, -1))) \
  X(reorder_engine_configure, "outline_max_depth 256", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_names_outline_max_depth, reorder_engine_configure(e, OI(outline_max_depth, 256))) \
  X(reorder_engine_configure, "outline_into_zone 1.5", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_names_outline_into_zone, reorder_engine_configure(e, OD(outline_into_zone, 1.5))) \
  X(reorder_engine_configure, "NaN outline_expand_delay", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_names_outline_expand_delay, reorder_engine_configure(e, OD(outline_expand_delay, NAN))) \
  X(reorder_engine_configure, "combine_zone -0.1", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_names_combine_zone, reorder_engine_configure(e, OD(combine_zone, -0.1))) \
  X(reorder_engine_configure, "combine_delay +inf", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_names_combine_delay, reorder_engine_configure(e, OD(combine_delay, INFINITY))) \
  X(reorder_engine_configure, "unknown axis 2", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_names_axis, reorder_engine_configure(e, OI(axis, 2))) \
  X(reorder_engine_configure, "unknown rule 4", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_names_rule, reorder_engine_configure(e, OI(rule, 4))) \
  X(reorder_engine_configure, "unknown semantics -1", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_names_semantics, reorder_engine_configure(e, OI(semantics, -1))) \
  X(reorder_engine_configure, "unknown activation 3", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_names_activation, reorder_engine_configure(e, OI(activation, 3))) \
  X(reorder_engine_configure, "unknown commit 2", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_names_commit, reorder_engine_configure(e, OI(commit, 2))) \
  X(reorder_engine_configure, "unknown autoscroll_zone_kind 2", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_names_autoscroll_zone_kind, reorder_engine_configure(e, OI(autoscroll_zone_kind, 2))) \
  X(reorder_engine_configure, "unknown autoscroll_curve 3", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_names_autoscroll_curve, reorder_engine_configure(e, OI(autoscroll_curve, 3))) \
  X(reorder_engine_configure, "unknown displace_easing 3", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_names_displace_easing, reorder_engine_configure(e, OI(displace_easing, 3))) \
  X(reorder_engine_configure, "unknown settle_easing INT32_MIN", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_names_settle_easing, reorder_engine_configure(e, OI(settle_easing, INT32_MIN))) \
  X(reorder_engine_configure, "during a drag", DRAG, REORDER_E_STATE, NONE, M_ENGINE, 0, reorder_engine_configure(e, opts_ok())) \
  X(reorder_engine_configure, "during a press", PRESS, REORDER_E_STATE, NONE, M_ENGINE, 0, reorder_engine_configure(e, opts_ok())) \
  X(reorder_section_insert, "index -1", FRESH, REORDER_E_RANGE, NONE, M_ENGINE, 0, reorder_section_insert(e, -1, 0, 0, NULL)) \
  X(reorder_section_insert, "index count+1", FRESH, REORDER_E_RANGE, NONE, M_ENGINE, 0, reorder_section_insert(e, 3, 0, 0, NULL)) \
  X(reorder_section_insert, "index INT32_MAX", FRESH, REORDER_E_RANGE, NONE, M_ENGINE, 0, reorder_section_insert(e, INT32_MAX, 0, 0, NULL)) \
  X(reorder_section_insert, "NaN header", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_section_insert(e, 2, NAN, 0, NULL)) \
  X(reorder_section_insert, "+inf header", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_section_insert(e, 2, INFINITY, 0, NULL)) \
  X(reorder_section_insert, "-inf footer", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_section_insert(e, 2, 0, -INFINITY, NULL)) \
  X(reorder_section_insert, "negative header", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_section_insert(e, 2, -1, 0, NULL)) \
  X(reorder_section_insert, "negative footer", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_section_insert(e, 2, 0, -1, NULL)) \
  X(reorder_section_insert, "rules version 0", FRESH, REORDER_E_VERSION, NONE, M_ENGINE, version_zero, reorder_section_insert(e, 2, 0, 0, rules_version(0))) \
  X(reorder_section_insert, "rules version: the library's + 1", FRESH, REORDER_E_VERSION, NONE, M_ENGINE, post_rules_new2, reorder_section_insert(e, 2, 0, 0, rules_version(REORDER_SECTION_RULES_VERSION + 1))) \
  X(reorder_section_insert, "rules displacement 7", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_section_insert(e, 2, 0, 0, RI(displacement, 7))) \
  X(reorder_section_insert, "rules minimum_count -1", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_section_insert(e, 2, 0, 0, RI(minimum_count, -1))) \
  X(reorder_section_insert, "rules capacity -1", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_section_insert(e, 2, 0, 0, RI(capacity, -1))) \
  X(reorder_section_remove, "index -1", FRESH, REORDER_E_RANGE, NONE, M_ENGINE, 0, reorder_section_remove(e, -1)) \
  X(reorder_section_remove, "index count", FRESH, REORDER_E_RANGE, NONE, M_ENGINE, 0, reorder_section_remove(e, 2)) \
  X(reorder_section_remove, "index INT32_MIN", FRESH, REORDER_E_RANGE, NONE, M_ENGINE, 0, reorder_section_remove(e, INT32_MIN)) \
  X(reorder_section_set_rules, "index -1", FRESH, REORDER_E_RANGE, NONE, M_ENGINE, 0, reorder_section_set_rules(e, -1, rules_ok())) \
  X(reorder_section_set_rules, "index count", FRESH, REORDER_E_RANGE, NONE, M_ENGINE, 0, reorder_section_set_rules(e, 2, rules_ok())) \
  X(reorder_section_set_rules, "displacement 7", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_section_set_rules(e, 0, RI(displacement, 7))) \
  X(reorder_section_set_rules, "minimum_count -1", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_section_set_rules(e, 0, RI(minimum_count, -1))) \
  X(reorder_section_set_rules, "rules version 0", FRESH, REORDER_E_VERSION, NONE, M_ENGINE, version_zero, reorder_section_set_rules(e, 0, rules_version(0))) \
  X(reorder_section_set_rules, "rules version: the library's + 1", FRESH, REORDER_E_VERSION, NONE, M_ENGINE, post_rules_new2, reorder_section_set_rules(e, 0, rules_version(REORDER_SECTION_RULES_VERSION + 1))) \
  X(reorder_section_set_rules, "NULL rules (-> defaults)", FRESH, REORDER_OK, NONE, M_ENGINE, 0, reorder_section_set_rules(e, 0, NULL)) \
  X(reorder_section_set_extents, "index -1", FRESH, REORDER_E_RANGE, NONE, M_ENGINE, 0, reorder_section_set_extents(e, -1, 0, 0)) \
  X(reorder_section_set_extents, "index count", FRESH, REORDER_E_RANGE, NONE, M_ENGINE, 0, reorder_section_set_extents(e, 2, 0, 0)) \
  X(reorder_section_set_extents, "NaN header", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_section_set_extents(e, 0, NAN, 0)) \
  X(reorder_section_set_extents, "+inf footer", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_section_set_extents(e, 0, 0, INFINITY)) \
  X(reorder_section_set_extents, "-inf header", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_section_set_extents(e, 0, -INFINITY, 0)) \
  X(reorder_section_set_extents, "negative header", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_section_set_extents(e, 0, -1, 0)) \
  X(reorder_section_load, "section -1", FRESH, REORDER_E_RANGE, NONE, M_ENGINE, 0, reorder_section_load(e, -1, S1, SZ, NULL, 3)) \
  X(reorder_section_load, "section count", FRESH, REORDER_E_RANGE, NONE, M_ENGINE, 0, reorder_section_load(e, 2, S1, SZ, NULL, 3)) \
  X(reorder_section_load, "NULL ids, count 3", FRESH, REORDER_E_NULL, NONE, M_ENGINE, 0, reorder_section_load(e, 1, NULL, SZ, NULL, 3)) \
  X(reorder_section_load, "NULL sizes, count 3", FRESH, REORDER_E_NULL, NONE, M_ENGINE, 0, reorder_section_load(e, 1, S1, NULL, NULL, 3)) \
  X(reorder_section_load, "NaN size", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_section_load(e, 1, S1, SZ_NAN, NULL, 3)) \
  X(reorder_section_load, "+inf size", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_section_load(e, 1, S1, SZ_INF, NULL, 3)) \
  X(reorder_section_load, "negative size", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_section_load(e, 1, S1, SZ_NEG, NULL, 3)) \
  X(reorder_section_load, "size 2e9 (> 1e9)", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_section_load(e, 1, S1, SZ_BIG, NULL, 3)) \
  X(reorder_section_load, "unknown flag bits", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_section_load(e, 1, S1, SZ, FLAGS_BAD, 3)) \
  X(reorder_section_load, "duplicate id in the array", FRESH, REORDER_E_DUPLICATE_ID, NONE, M_ENGINE, 0, reorder_section_load(e, 1, IDS_DUP, SZ, NULL, 3)) \
  X(reorder_section_load, "id of another section", FRESH, REORDER_E_DUPLICATE_ID, NONE, M_ENGINE, 0, reorder_section_load(e, 1, IDS_OTHER, SZ, NULL, 3)) \
  X(reorder_section_load, "count 2^28 + 1", FRESH, REORDER_E_TOO_MANY, NONE, M_ENGINE, 0, reorder_section_load(e, 1, S1, SZ, NULL, ((size_t)1 << 28) + 1)) \
  X(reorder_section_load, "count SIZE_MAX", FRESH, REORDER_E_TOO_MANY, REORDER_E_INVALID, M_ENGINE, 0, reorder_section_load(e, 1, S1, SZ, NULL, (size_t)-1)) \
  X(reorder_engine_section_count, "NULL out", FRESH, REORDER_E_NULL, NONE, M_ENGINE, 0, reorder_engine_section_count(NULL, e)) \
  X(reorder_section_item_count, "NULL out", FRESH, REORDER_E_NULL, NONE, M_ENGINE, 0, reorder_section_item_count(NULL, e, 0)) \
  X(reorder_section_item_count, "section -1", FRESH, REORDER_E_RANGE, NONE, M_ENGINE, 0, reorder_section_item_count(&g_n, e, -1)) \
  X(reorder_section_item_count, "section count", FRESH, REORDER_E_RANGE, NONE, M_ENGINE, 0, reorder_section_item_count(&g_n, e, 2)) \
  X(reorder_selection_set, "NULL ids, count 2", FRESH, REORDER_E_NULL, NONE, M_ENGINE, 0, reorder_selection_set(e, NULL, 2)) \
  X(reorder_selection_set, "unknown id", FRESH, REORDER_E_UNKNOWN_ID, NONE, M_ENGINE, 0, select_ids(e, 2, ID_UNKNOWN)) \
  X(reorder_selection_set, "an id twice", FRESH, REORDER_E_DUPLICATE_ID, NONE, M_ENGINE, 0, select_ids(e, 3, 3)) \
  X(reorder_selection_set, "count SIZE_MAX", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_selection_set(e, g_ids, SIZE_MAX)) \
  X(reorder_selection_export, "NULL out_count", FRESH, REORDER_E_NULL, NONE, M_ENGINE, 0, reorder_selection_export(g_ids, 32, NULL, e)) \
  X(reorder_section_export, "NULL out_count", FRESH, REORDER_E_NULL, NONE, M_ENGINE, 0, reorder_section_export(g_ids, 32, NULL, e, 0)) \
  X(reorder_section_export, "NULL out_ids, capacity 4", FRESH, REORDER_E_NULL, NONE, M_ENGINE, 0, reorder_section_export(NULL, 4, &g_n, e, 0)) \
  X(reorder_section_export, "section -1", FRESH, REORDER_E_RANGE, NONE, M_ENGINE, 0, reorder_section_export(g_ids, 32, &g_n, e, -1)) \
  X(reorder_section_export, "section count", FRESH, REORDER_E_RANGE, NONE, M_ENGINE, 0, reorder_section_export(g_ids, 32, &g_n, e, 2)) \
  X(reorder_section_export, "capacity 2 < 5", FRESH, REORDER_E_BUFFER, NONE, M_ENGINE, post_export_partial, reorder_section_export(g_ids, 2, &g_n, e, 0)) \
  X(reorder_section_export, "capacity 0, NULL ids (count query)", FRESH, REORDER_E_BUFFER, REORDER_OK, M_ENGINE, post_count5, reorder_section_export(NULL, 0, &g_n, e, 0)) \
  X(reorder_item_insert, "id already used", FRESH, REORDER_E_DUPLICATE_ID, NONE, M_ENGINE, 0, reorder_item_insert(e, 1, 40, REORDER_ITEM_DEFAULT, IP(1, 0))) \
  X(reorder_item_insert, "section -1", FRESH, REORDER_E_RANGE, NONE, M_ENGINE, 0, reorder_item_insert(e, 99, 40, REORDER_ITEM_DEFAULT, IP(-1, 0))) \
  X(reorder_item_insert, "section count", FRESH, REORDER_E_RANGE, NONE, M_ENGINE, 0, reorder_item_insert(e, 99, 40, REORDER_ITEM_DEFAULT, IP(2, 0))) \
  X(reorder_item_insert, "item -1", FRESH, REORDER_E_RANGE, NONE, M_ENGINE, 0, reorder_item_insert(e, 99, 40, REORDER_ITEM_DEFAULT, IP(0, -1))) \
  X(reorder_item_insert, "item count+1", FRESH, REORDER_E_RANGE, NONE, M_ENGINE, 0, reorder_item_insert(e, 99, 40, REORDER_ITEM_DEFAULT, IP(0, 6))) \
  X(reorder_item_insert, "NaN size", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_item_insert(e, 99, NAN, REORDER_ITEM_DEFAULT, IP(0, 0))) \
  X(reorder_item_insert, "+inf size", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_item_insert(e, 99, INFINITY, REORDER_ITEM_DEFAULT, IP(0, 0))) \
  X(reorder_item_insert, "-inf size", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_item_insert(e, 99, -INFINITY, REORDER_ITEM_DEFAULT, IP(0, 0))) \
  X(reorder_item_insert, "negative size", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_item_insert(e, 99, -1, REORDER_ITEM_DEFAULT, IP(0, 0))) \
  X(reorder_item_insert, "size 2e9 (> 1e9)", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_item_insert(e, 99, 2e9, REORDER_ITEM_DEFAULT, IP(0, 0))) \
  X(reorder_item_insert, "unknown flag bits", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_item_insert(e, 99, 40, 0x80u, IP(0, 0))) \
  X(reorder_item_remove, "unknown id", FRESH, REORDER_E_UNKNOWN_ID, NONE, M_ENGINE, 0, reorder_item_remove(e, ID_UNKNOWN)) \
  X(reorder_item_remove, "id 0", FRESH, REORDER_E_UNKNOWN_ID, NONE, M_ENGINE, 0, reorder_item_remove(e, 0)) \
  X(reorder_item_remove, "id UINT64_MAX", FRESH, REORDER_E_UNKNOWN_ID, NONE, M_ENGINE, 0, reorder_item_remove(e, UINT64_MAX)) \
  X(reorder_item_resize, "unknown id", FRESH, REORDER_E_UNKNOWN_ID, NONE, M_ENGINE, 0, reorder_item_resize(e, ID_UNKNOWN, 40)) \
  X(reorder_item_resize, "NaN size", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_item_resize(e, 2, NAN)) \
  X(reorder_item_resize, "+inf size", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_item_resize(e, 2, INFINITY)) \
  X(reorder_item_resize, "-inf size", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_item_resize(e, 2, -INFINITY)) \
  X(reorder_item_resize, "negative size", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_item_resize(e, 2, -1)) \
  X(reorder_item_resize, "size 2e9 (> 1e9)", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_item_resize(e, 2, 2e9)) \
  X(reorder_item_set_cross_size, "unknown id", FRESH, REORDER_E_UNKNOWN_ID, NONE, M_ENGINE, 0, reorder_item_set_cross_size(e, ID_UNKNOWN, 40)) \
  X(reorder_item_set_cross_size, "NaN size", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_item_set_cross_size(e, 2, NAN)) \
  X(reorder_item_set_cross_size, "+inf size", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_item_set_cross_size(e, 2, INFINITY)) \
  X(reorder_item_set_cross_size, "negative size", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_item_set_cross_size(e, 2, -1)) \
  X(reorder_item_set_cross_size, "size 2e9 (> 1e9)", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_item_set_cross_size(e, 2, 2e9)) \
  X(reorder_section_set_cross_sizes, "section -1", FRESH, REORDER_E_RANGE, NONE, M_ENGINE, 0, reorder_section_set_cross_sizes(e, -1, SZ, 3)) \
  X(reorder_section_set_cross_sizes, "section count", FRESH, REORDER_E_RANGE, NONE, M_ENGINE, 0, reorder_section_set_cross_sizes(e, 2, SZ, 3)) \
  X(reorder_section_set_cross_sizes, "NULL sizes, count 3", FRESH, REORDER_E_NULL, NONE, M_ENGINE, 0, reorder_section_set_cross_sizes(e, 1, NULL, 3)) \
  X(reorder_section_set_cross_sizes, "count 2 for 3 items", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_section_set_cross_sizes(e, 1, SZ, 2)) \
  X(reorder_section_set_cross_sizes, "count SIZE_MAX", FRESH, REORDER_E_TOO_MANY, NONE, M_ENGINE, 0, reorder_section_set_cross_sizes(e, 1, SZ, SIZE_MAX)) \
  X(reorder_section_set_cross_sizes, "NaN size", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_section_set_cross_sizes(e, 1, SZ_NAN, 3)) \
  X(reorder_section_set_cross_sizes, "negative size", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_section_set_cross_sizes(e, 1, SZ_NEG, 3)) \
  X(reorder_section_set_cross_sizes, "size 2e9 (> 1e9)", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_section_set_cross_sizes(e, 1, SZ_BIG, 3)) \
  X(reorder_item_set_flags, "unknown id", FRESH, REORDER_E_UNKNOWN_ID, NONE, M_ENGINE, 0, reorder_item_set_flags(e, ID_UNKNOWN, REORDER_ITEM_DEFAULT)) \
  X(reorder_item_set_flags, "unknown bit 0x80", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_item_set_flags(e, 2, 0x80u)) \
  X(reorder_item_set_flags, "all bits", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_item_set_flags(e, 2, 0xFFFFFFFFu)) \
  X(reorder_item_set_handle, "unknown id", FRESH, REORDER_E_UNKNOWN_ID, NONE, M_ENGINE, 0, reorder_item_set_handle(e, ID_UNKNOWN, NULL)) \
  X(reorder_item_set_handle, "NaN x", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_item_set_handle(e, 2, &HANDLE_NAN)) \
  X(reorder_item_set_handle, "+inf height", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_item_set_handle(e, 2, &HANDLE_INF)) \
  X(reorder_item_set_handle, "negative width", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_item_set_handle(e, 2, &HANDLE_NEG)) \
  X(reorder_item_set_label, "unknown id", FRESH, REORDER_E_UNKNOWN_ID, NONE, M_ENGINE, 0, reorder_item_set_label(e, ID_UNKNOWN, "x")) \
  X(reorder_item_set_label, "not UTF-8", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_item_set_label(e, 2, "a\xff\xfe")) \
  X(reorder_item_set_label, "4097 bytes", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_item_set_label(e, 2, g_long + sizeof g_long - 1 - 4097)) \
  X(reorder_item_index_path, "NULL out", FRESH, REORDER_E_NULL, NONE, M_ENGINE, 0, reorder_item_index_path(NULL, e, 2)) \
  X(reorder_section_set_depths, "not an outline", FRESH, REORDER_E_STATE, NONE, M_ENGINE, 0, reorder_section_set_depths(e, 0, DEPTHS, 5)) \
  X(reorder_section_set_depths, "NULL depths, count 5", OUTLINE, REORDER_E_NULL, NONE, M_ENGINE, 0, reorder_section_set_depths(e, 0, NULL, 5)) \
  X(reorder_section_set_depths, "count 4 for 5 items", OUTLINE, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_section_set_depths(e, 0, DEPTHS, 4)) \
  X(reorder_section_set_depths, "count SIZE_MAX", OUTLINE, REORDER_E_TOO_MANY, NONE, M_ENGINE, 0, reorder_section_set_depths(e, 0, DEPTHS, SIZE_MAX)) \
  X(reorder_section_set_depths, "section 2", OUTLINE, REORDER_E_RANGE, NONE, M_ENGINE, 0, reorder_section_set_depths(e, 2, DEPTHS, 5)) \
  X(reorder_section_set_depths, "first depth 1", OUTLINE, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_section_set_depths(e, 0, DEPTHS + 1, 5)) \
  X(reorder_section_set_depths, "a jump of two levels", OUTLINE, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_section_set_depths(e, 0, DEPTHS_JUMP, 5)) \
  X(reorder_section_set_depths, "a negative depth", OUTLINE, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_section_set_depths(e, 0, DEPTHS_NEG, 5)) \
  X(reorder_section_set_depths, "during a drag", DRAG_OUTLINE, REORDER_E_STATE, NONE, M_ENGINE, 0, reorder_section_set_depths(e, 0, DEPTHS, 5)) \
  X(reorder_item_set_depth, "not an outline", FRESH, REORDER_E_STATE, NONE, M_ENGINE, 0, reorder_item_set_depth(e, 2, 1)) \
  X(reorder_item_set_depth, "unknown id", OUTLINE, REORDER_E_UNKNOWN_ID, NONE, M_ENGINE, 0, reorder_item_set_depth(e, ID_UNKNOWN, 0)) \
  X(reorder_item_set_depth, "depth -1", OUTLINE, REORDER_E_REFUSED, NONE, M_ENGINE, 0, reorder_item_set_depth(e, 2, -1)) \
  X(reorder_item_set_depth, "two levels below the item before", OUTLINE, REORDER_E_REFUSED, NONE, M_ENGINE, 0, reorder_item_set_depth(e, 4, 3)) \
  X(reorder_item_set_depth, "INT32_MAX", OUTLINE, REORDER_E_REFUSED, NONE, M_ENGINE, 0, reorder_item_set_depth(e, 2, INT32_MAX)) \
  X(reorder_item_move_into, "not an outline", FRESH, REORDER_E_STATE, NONE, M_ENGINE, 0, reorder_item_move_into(e, 2, 0, 0, 0, 0)) \
  X(reorder_item_move_into, "unknown id", OUTLINE, REORDER_E_UNKNOWN_ID, NONE, M_ENGINE, 0, reorder_item_move_into(e, ID_UNKNOWN, 0, 0, 0, 0)) \
  X(reorder_item_move_into, "unknown parent", OUTLINE, REORDER_E_UNKNOWN_ID, NONE, M_ENGINE, 0, reorder_item_move_into(e, 4, 0, 1, ID_UNKNOWN, 0)) \
  X(reorder_item_move_into, "into its own subtree", OUTLINE, REORDER_E_REFUSED, NONE, M_ENGINE, 0, reorder_item_move_into(e, 1, 0, 1, 2, 0)) \
  X(reorder_item_move_into, "index -1", OUTLINE, REORDER_E_REFUSED, NONE, M_ENGINE, 0, reorder_item_move_into(e, 4, 0, 1, 1, -1)) \
  X(reorder_item_move_into, "index past the children", OUTLINE, REORDER_E_REFUSED, NONE, M_ENGINE, 0, reorder_item_move_into(e, 4, 0, 1, 1, 3)) \
  X(reorder_item_move_into, "section 9 at the top level", OUTLINE, REORDER_E_RANGE, NONE, M_ENGINE, 0, reorder_item_move_into(e, 4, 9, 0, 0, 0)) \
  X(reorder_item_set_expanded, "not an outline", FRESH, REORDER_E_STATE, NONE, M_ENGINE, 0, reorder_item_set_expanded(e, 1, 0)) \
  X(reorder_item_set_expanded, "unknown id", OUTLINE, REORDER_E_UNKNOWN_ID, NONE, M_ENGINE, 0, reorder_item_set_expanded(e, ID_UNKNOWN, 0)) \
  X(reorder_item_depth, "NULL out", OUTLINE, REORDER_E_NULL, NONE, M_ENGINE, 0, reorder_item_depth(NULL, e, 2)) \
  X(reorder_item_depth, "unknown id", OUTLINE, REORDER_E_UNKNOWN_ID, NONE, M_ENGINE, 0, reorder_item_depth(&g_i32, e, ID_UNKNOWN)) \
  X(reorder_item_parent, "NULL out_parent", OUTLINE, REORDER_E_NULL, NONE, M_ENGINE, 0, reorder_item_parent(NULL, &g_bool, e, 2)) \
  X(reorder_item_parent, "NULL out_has_parent", OUTLINE, REORDER_E_NULL, NONE, M_ENGINE, 0, reorder_item_parent(&g_id, NULL, e, 2)) \
  X(reorder_item_parent, "unknown id", OUTLINE, REORDER_E_UNKNOWN_ID, NONE, M_ENGINE, 0, reorder_item_parent(&g_id, &g_bool, e, ID_UNKNOWN)) \
  X(reorder_item_child_index, "NULL out_index", OUTLINE, REORDER_E_NULL, NONE, M_ENGINE, 0, reorder_item_child_index(NULL, &g_i32, e, 2)) \
  X(reorder_item_child_index, "NULL out_count", OUTLINE, REORDER_E_NULL, NONE, M_ENGINE, 0, reorder_item_child_index(&g_i32, NULL, e, 2)) \
  X(reorder_item_child_index, "unknown id", FRESH, REORDER_E_UNKNOWN_ID, NONE, M_ENGINE, 0, reorder_item_child_index(&g_i32, &g_i32, e, ID_UNKNOWN)) \
  X(reorder_item_subtree_count, "NULL out", OUTLINE, REORDER_E_NULL, NONE, M_ENGINE, 0, reorder_item_subtree_count(NULL, e, 1)) \
  X(reorder_item_subtree_count, "unknown id", OUTLINE, REORDER_E_UNKNOWN_ID, NONE, M_ENGINE, 0, reorder_item_subtree_count(&g_i32, e, ID_UNKNOWN)) \
  X(reorder_item_is_expanded, "NULL out", OUTLINE, REORDER_E_NULL, NONE, M_ENGINE, 0, reorder_item_is_expanded(NULL, e, 1)) \
  X(reorder_item_is_expanded, "unknown id", OUTLINE, REORDER_E_UNKNOWN_ID, NONE, M_ENGINE, 0, reorder_item_is_expanded(&g_bool, e, ID_UNKNOWN)) \
  X(reorder_item_is_hidden, "NULL out", OUTLINE, REORDER_E_NULL, NONE, M_ENGINE, 0, reorder_item_is_hidden(NULL, e, 1)) \
  X(reorder_item_is_hidden, "unknown id", OUTLINE, REORDER_E_UNKNOWN_ID, NONE, M_ENGINE, 0, reorder_item_is_hidden(&g_bool, e, ID_UNKNOWN)) \
  X(reorder_item_index_path, "unknown id", FRESH, REORDER_E_UNKNOWN_ID, NONE, M_ENGINE, 0, reorder_item_index_path(&g_path, e, ID_UNKNOWN)) \
  X(reorder_item_id, "NULL out", FRESH, REORDER_E_NULL, NONE, M_ENGINE, 0, reorder_item_id(NULL, e, IP(0, 0))) \
  X(reorder_item_id, "section -1", FRESH, REORDER_E_RANGE, NONE, M_ENGINE, 0, reorder_item_id(&g_id, e, IP(-1, 0))) \
  X(reorder_item_id, "section count", FRESH, REORDER_E_RANGE, NONE, M_ENGINE, 0, reorder_item_id(&g_id, e, IP(2, 0))) \
  X(reorder_item_id, "item -1", FRESH, REORDER_E_RANGE, NONE, M_ENGINE, 0, reorder_item_id(&g_id, e, IP(0, -1))) \
  X(reorder_item_id, "item count", FRESH, REORDER_E_RANGE, NONE, M_ENGINE, 0, reorder_item_id(&g_id, e, IP(0, 5))) \
  X(reorder_item_frame, "NULL out", FRESH, REORDER_E_NULL, NONE, M_ENGINE, 0, reorder_item_frame(NULL, e, 2)) \
  X(reorder_item_frame, "unknown id", FRESH, REORDER_E_UNKNOWN_ID, NONE, M_ENGINE, 0, reorder_item_frame(&g_rect, e, ID_UNKNOWN)) \
  X(reorder_engine_hit_test, "NULL out", FRESH, REORDER_E_NULL, NONE, M_ENGINE, 0, reorder_engine_hit_test(NULL, sizeof g_hit, e, P(10, 10))) \
  X(reorder_engine_hit_test, "out_size 0", FRESH, REORDER_E_VERSION, NONE, M_ENGINE, post_big_untouched, hit_sized(e, 0)) \
  X(reorder_engine_hit_test, "out_size: the 1.0 struct - 1", FRESH, REORDER_E_VERSION, NONE, M_ENGINE, post_big_untouched, hit_sized(e, sizeof(reorder_hit) - 1)) \
  X(reorder_engine_hit_test, "out_size 4097", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_big_untouched, hit_sized(e, 4097)) \
  X(reorder_engine_hit_test, "out_size SIZE_MAX", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_big_untouched, hit_sized(e, SIZE_MAX)) \
  X(reorder_engine_hit_test, "out_size 4096 (-> zeros after the hit)", FRESH, REORDER_OK, NONE, M_ENGINE, post_hit_4096, hit_sized(e, 4096)) \
  X(reorder_engine_hit_test, "NaN point (-> HIT_NONE)", FRESH, REORDER_OK, NONE, M_ENGINE, post_hit_none, reorder_engine_hit_test(&g_hit, sizeof g_hit, e, P(NAN, 10))) \
  X(reorder_engine_hit_test, "+inf point (-> HIT_NONE)", FRESH, REORDER_OK, NONE, M_ENGINE, post_hit_none, reorder_engine_hit_test(&g_hit, sizeof g_hit, e, P(10, INFINITY))) \
  X(reorder_engine_hit_test, "-inf point (-> HIT_NONE)", FRESH, REORDER_OK, NONE, M_ENGINE, post_hit_none, reorder_engine_hit_test(&g_hit, sizeof g_hit, e, P(-INFINITY, 10))) \
  X(reorder_engine_content_size, "NULL out_width", FRESH, REORDER_E_NULL, NONE, M_ENGINE, 0, reorder_engine_content_size(NULL, &g_h, e)) \
  X(reorder_engine_content_size, "NULL out_height", FRESH, REORDER_E_NULL, NONE, M_ENGINE, 0, reorder_engine_content_size(&g_w, NULL, e)) \
  X(reorder_engine_set_viewport, "NaN x", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_set_viewport(e, R(NAN, 0, 320, 480))) \
  X(reorder_engine_set_viewport, "-inf y", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_set_viewport(e, R(0, -INFINITY, 320, 480))) \
  X(reorder_engine_set_viewport, "+inf width", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_set_viewport(e, R(0, 0, INFINITY, 480))) \
  X(reorder_engine_set_viewport, "negative width", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_set_viewport(e, R(0, 0, -1, 480))) \
  X(reorder_engine_set_viewport, "negative height", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_set_viewport(e, R(0, 0, 320, -1))) \
  X(reorder_engine_pointer_down, "NaN x", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_pointer_down(e, P(NAN, 20), T)) \
  X(reorder_engine_pointer_down, "+inf y", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_pointer_down(e, P(10, INFINITY), T)) \
  X(reorder_engine_pointer_down, "-inf x", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_pointer_down(e, P(-INFINITY, 20), T)) \
  X(reorder_engine_pointer_down, "NaN time", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_pointer_down(e, P(10, 20), NAN)) \
  X(reorder_engine_pointer_down, "+inf time", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_pointer_down(e, P(10, 20), INFINITY)) \
  X(reorder_engine_pointer_move, "NaN y (dragging)", DRAG, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_pointer_move(e, P(10, NAN), T)) \
  X(reorder_engine_pointer_move, "+inf x (dragging)", DRAG, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_pointer_move(e, P(INFINITY, 20), T)) \
  X(reorder_engine_pointer_move, "-inf time (dragging)", DRAG, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_pointer_move(e, P(10, 20), -INFINITY)) \
  X(reorder_engine_pointer_move, "time backwards (-> OK)", PRESS, REORDER_OK, NONE, M_ENGINE, 0, press_then_move_backwards(e)) \
  X(reorder_engine_pointer_up, "NaN x (dragging)", DRAG, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_pointer_up(e, P(NAN, 20), T)) \
  X(reorder_engine_pointer_up, "+inf time (dragging)", DRAG, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_pointer_up(e, P(10, 20), INFINITY)) \
  X(reorder_engine_pointer_cancel, "NaN time (dragging)", DRAG, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_pointer_cancel(e, NAN)) \
  X(reorder_engine_pointer_cancel, "+inf time", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_pointer_cancel(e, INFINITY)) \
  X(reorder_engine_tick, "NaN time (dragging)", DRAG, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_tick(e, NAN)) \
  X(reorder_engine_tick, "+inf time", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_tick(e, INFINITY)) \
  X(reorder_engine_tick, "-inf time", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_tick(e, -INFINITY)) \
  X(reorder_engine_tick, "time backwards (-> OK)", FRESH, REORDER_OK, NONE, M_ENGINE, 0, ticks_backwards(e)) \
  X(reorder_engine_cancel_drag, "NaN time (dragging)", DRAG, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_cancel_drag(e, NAN)) \
  X(reorder_engine_cancel_drag, "-inf time", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_cancel_drag(e, -INFINITY)) \
  X(reorder_engine_key, "key -1", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_key(e, -1, &ID_1, T)) \
  X(reorder_engine_key, "key 12", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_key(e, REORDER_KEY_OUTDENT + 1, &ID_1, T)) \
  X(reorder_engine_key, "key INT32_MAX", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_key(e, INT32_MAX, &ID_1, T)) \
  X(reorder_engine_key, "unknown focused id", FRESH, REORDER_E_UNKNOWN_ID, NONE, M_ENGINE, 0, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, &ID_UNKNOWN, T)) \
  X(reorder_engine_key, "NaN time", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, &ID_1, NAN)) \
  X(reorder_engine_key, "+inf time", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, &ID_1, INFINITY)) \
  X(reorder_engine_phase, "NULL out", FRESH, REORDER_E_NULL, NONE, M_ENGINE, 0, reorder_engine_phase(NULL, e)) \
  X(reorder_engine_presentation, "NULL out_count", FRESH, REORDER_E_NULL, NONE, M_ENGINE, 0, reorder_engine_presentation(g_pres, 32, sizeof g_pres[0], NULL, e, VIEW, T)) \
  X(reorder_engine_presentation, "NULL out, capacity 4", FRESH, REORDER_E_NULL, NONE, M_ENGINE, 0, reorder_engine_presentation(NULL, 4, sizeof g_pres[0], &g_n, e, VIEW, T)) \
  X(reorder_engine_presentation, "NaN rect x", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_presentation(g_pres, 32, sizeof g_pres[0], &g_n, e, R(NAN, 0, 320, 480), T)) \
  X(reorder_engine_presentation, "+inf rect height", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_presentation(g_pres, 32, sizeof g_pres[0], &g_n, e, R(0, 0, 320, INFINITY), T)) \
  X(reorder_engine_presentation, "negative rect width", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_presentation(g_pres, 32, sizeof g_pres[0], &g_n, e, R(0, 0, -1, 480), T)) \
  X(reorder_engine_presentation, "NaN time (dragging)", DRAG, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_presentation(g_pres, 32, sizeof g_pres[0], &g_n, e, VIEW, NAN)) \
  X(reorder_engine_presentation, "-inf time", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_presentation(g_pres, 32, sizeof g_pres[0], &g_n, e, VIEW, -INFINITY)) \
  X(reorder_engine_presentation, "capacity 0, NULL out", FRESH, REORDER_E_BUFFER, NONE, M_ENGINE, post_pres_count, reorder_engine_presentation(NULL, 0, sizeof g_pres[0], &g_n, e, VIEW, T)) \
  X(reorder_engine_presentation, "capacity 1 < 8", FRESH, REORDER_E_BUFFER, NONE, M_ENGINE, post_pres_count, reorder_engine_presentation(g_pres, 1, sizeof g_pres[0], &g_n, e, VIEW, T)) \
  X(reorder_engine_presentation, "element_size 0", FRESH, REORDER_E_VERSION, NONE, M_ENGINE, post_big_untouched, pres_sized(e, 8, 0)) \
  X(reorder_engine_presentation, "element_size: the 1.0 fields - 1", FRESH, REORDER_E_VERSION, NONE, M_ENGINE, post_big_untouched, pres_sized(e, 8, offsetof(reorder_presentation, stack_count) - 1)) \
  X(reorder_engine_presentation, "element_size 4097", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_big_untouched, pres_sized(e, 1, 4097)) \
  X(reorder_engine_presentation, "element_size SIZE_MAX", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_big_untouched, pres_sized(e, 1, SIZE_MAX)) \
  X(reorder_engine_presentation, "element_size 4096, capacity 1 < 8", FRESH, REORDER_E_BUFFER, NONE, M_ENGINE, post_pres_4096, pres_sized(e, 1, 4096)) \
  X(reorder_section_frame, "NULL out", FRESH, REORDER_E_NULL, NONE, M_ENGINE, 0, reorder_section_frame(NULL, e, 0, T)) \
  X(reorder_section_frame, "section -1", FRESH, REORDER_E_RANGE, NONE, M_ENGINE, 0, reorder_section_frame(&g_rect, e, -1, T)) \
  X(reorder_section_frame, "section count", FRESH, REORDER_E_RANGE, NONE, M_ENGINE, 0, reorder_section_frame(&g_rect, e, 2, T)) \
  X(reorder_section_frame, "section INT32_MAX", FRESH, REORDER_E_RANGE, NONE, M_ENGINE, 0, reorder_section_frame(&g_rect, e, INT32_MAX, T)) \
  X(reorder_section_frame, "section INT32_MIN", FRESH, REORDER_E_RANGE, NONE, M_ENGINE, 0, reorder_section_frame(&g_rect, e, INT32_MIN, T)) \
  X(reorder_section_frame, "NaN time", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_section_frame(&g_rect, e, 0, NAN)) \
  X(reorder_section_frame, "NaN time (dragging)", DRAG, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_section_frame(&g_rect, e, 0, NAN)) \
  X(reorder_section_frame, "+inf time", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_section_frame(&g_rect, e, 0, INFINITY)) \
  X(reorder_section_frame, "-inf time", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_section_frame(&g_rect, e, 0, -INFINITY)) \
  X(reorder_section_frame, "time backwards (-> OK)", DRAG, REORDER_OK, NONE, M_ENGINE, 0, reorder_section_frame(&g_rect, e, 1, 0.5)) \
  X(reorder_engine_is_animating, "NULL out", FRESH, REORDER_E_NULL, NONE, M_ENGINE, 0, reorder_engine_is_animating(NULL, e, T)) \
  X(reorder_engine_is_animating, "NaN time", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_is_animating(&g_bool, e, NAN)) \
  X(reorder_engine_is_animating, "+inf time", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_is_animating(&g_bool, e, INFINITY)) \
  X(reorder_engine_move, "unknown id", FRESH, REORDER_E_UNKNOWN_ID, NONE, M_ENGINE, 0, reorder_engine_move(e, ID_UNKNOWN, IP(0, 0))) \
  X(reorder_engine_move, "to section -1", FRESH, REORDER_E_RANGE, NONE, M_ENGINE, 0, reorder_engine_move(e, 1, IP(-1, 0))) \
  X(reorder_engine_move, "to section count", FRESH, REORDER_E_RANGE, NONE, M_ENGINE, 0, reorder_engine_move(e, 1, IP(2, 0))) \
  X(reorder_engine_move, "to item -1", FRESH, REORDER_E_RANGE, NONE, M_ENGINE, 0, reorder_engine_move(e, 1, IP(0, -1))) \
  X(reorder_engine_move, "to item 5 (same section of 5)", FRESH, REORDER_E_RANGE, NONE, M_ENGINE, 0, reorder_engine_move(e, 1, IP(0, 5))) \
  X(reorder_engine_move, "to item 4 (other section of 3)", FRESH, REORDER_E_RANGE, NONE, M_ENGINE, 0, reorder_engine_move(e, 1, IP(1, 4))) \
  X(reorder_engine_move, "the dragged item", DRAG, REORDER_E_STATE, NONE, M_ENGINE, 0, reorder_engine_move(e, 1, IP(0, 2))) \
  X(reorder_engine_move, "the pinned item itself", PINNED, REORDER_E_REFUSED, NONE, M_ENGINE, 0, reorder_engine_move(e, 3, IP(0, 0))) \
  /* A move that would shift a pinned item stops next to it (documented). */ \
  X(reorder_engine_move, "onto a pinned item's index: stops short", PINNED, REORDER_OK, NONE, M_ENGINE, 0, reorder_engine_move(e, 1, IP(0, 2))) \
  X(reorder_engine_move, "across a pinned item: stops short", PINNED, REORDER_OK, NONE, M_ENGINE, 0, reorder_engine_move(e, 1, IP(0, 4))) \
  X(reorder_engine_move, "into a locked section", LOCKED, REORDER_E_REFUSED, NONE, M_ENGINE, 0, reorder_engine_move(e, 1, IP(1, 0))) \
  X(reorder_engine_move, "hook returns REFUSE", HOOK_REFUSE, REORDER_E_REFUSED, NONE, M_ENGINE, 0, reorder_engine_move(e, 1, IP(0, 2))) \
  X(reorder_engine_move, "hook: OTHER, target out of range", HOOK_BAD, REORDER_E_REFUSED, REORDER_E_RANGE, M_ENGINE, 0, reorder_engine_move(e, 1, IP(0, 2))) \
  X(reorder_engine_move, "hook returns 42", HOOK_GARBAGE, REORDER_E_REFUSED, REORDER_E_INVALID, M_ENGINE, 0, reorder_engine_move(e, 1, IP(0, 2))) \
  X(reorder_engine_undo, "nothing to undo", FRESH, REORDER_E_STATE, NONE, M_ENGINE, 0, reorder_engine_undo(e)) \
  X(reorder_engine_undo, "during a drag", DRAG, REORDER_E_STATE, NONE, M_ENGINE, 0, reorder_engine_undo(e)) \
  X(reorder_engine_redo, "nothing to redo", FRESH, REORDER_E_STATE, NONE, M_ENGINE, 0, reorder_engine_redo(e)) \
  X(reorder_engine_poll_event, "NULL out", FRESH, REORDER_E_NULL, NONE, M_ENGINE, 0, reorder_engine_poll_event(NULL, sizeof g_ev, e)) \
  X(reorder_engine_poll_event, "empty queue (-> DONE, *out zeroed)", FRESH, REORDER_DONE, NONE, M_ENGINE, post_done_zeroed, poll_empty(e)) \
  X(reorder_engine_poll_event, "out_size 0", FRESH, REORDER_E_VERSION, NONE, M_ENGINE, post_poll_untouched, poll_sized(e, 0)) \
  X(reorder_engine_poll_event, "out_size: the 1.0 fields - 1", FRESH, REORDER_E_VERSION, NONE, M_ENGINE, post_poll_untouched, poll_sized(e, offsetof(reorder_event, count) - 1)) \
  X(reorder_engine_poll_event, "out_size 4097", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_poll_untouched, poll_sized(e, 4097)) \
  X(reorder_engine_poll_event, "out_size SIZE_MAX", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_poll_untouched, poll_sized(e, SIZE_MAX)) \
  X(reorder_engine_poll_event, "out_size 4096 (-> zeros after the event)", FRESH, REORDER_OK, NONE, M_ENGINE, post_poll_4096, poll_sized(e, 4096)) \
  X(reorder_engine_set_event_callback, "event_size 0", FRESH, REORDER_E_VERSION, NONE, M_ENGINE, post_cb_kept, set_callback_sized(e, 0)) \
  X(reorder_engine_set_event_callback, "event_size: the 1.0 fields - 1", FRESH, REORDER_E_VERSION, NONE, M_ENGINE, post_cb_kept, set_callback_sized(e, offsetof(reorder_event, count) - 1)) \
  X(reorder_engine_set_event_callback, "event_size 4097", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_cb_kept, set_callback_sized(e, 4097)) \
  X(reorder_engine_set_event_callback, "event_size SIZE_MAX", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, post_cb_kept, set_callback_sized(e, SIZE_MAX)) \
  X(reorder_engine_set_text, "which -1", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_set_text(e, -1, "x")) \
  X(reorder_engine_set_text, "which 22 (past the last)", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_set_text(e, REORDER_TEXT_INTO_READY + 1, "x")) \
  X(reorder_engine_set_text, "NULL template", FRESH, REORDER_E_NULL, NONE, M_ENGINE, 0, reorder_engine_set_text(e, REORDER_TEXT_DROP, NULL)) \
  X(reorder_engine_set_text, "not UTF-8", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_set_text(e, REORDER_TEXT_DROP, "\xc3(")) \
  X(reorder_engine_set_text, "1001 characters", FRESH, REORDER_E_INVALID, NONE, M_ENGINE, 0, reorder_engine_set_text(e, REORDER_TEXT_DROP, g_long + sizeof g_long - 1 - 1001)) \
  X(reorder_engine_record_stop, "NULL out_text", RECORDING, REORDER_E_NULL, NONE, M_ENGINE, 0, reorder_engine_record_stop(NULL, &g_len, e)) \
  X(reorder_engine_record_stop, "NULL out_length", RECORDING, REORDER_E_NULL, NONE, M_ENGINE, 0, reorder_engine_record_stop(&g_text, NULL, e)) \
  X(reorder_engine_record_stop, "not recording (-> no calls)", FRESH, REORDER_OK, NONE, M_ENGINE, post_empty_trace, reorder_engine_record_stop(&g_text, &g_len, e)) \
  X(reorder_engine_replay, "NULL trace, length 5", FRESH, REORDER_E_NULL, NONE, M_ENGINE, 0, reorder_engine_replay(e, NULL, 5)) \
  X(reorder_engine_replay, "into an engine with sections", FRESH, REORDER_E_STATE, NONE, M_ENGINE, 0, reorder_engine_replay(e, "libreorder-trace 1\n", 19)) \
  X(reorder_engine_replay, "garbage text (fresh engine)", FRESH, REORDER_E_INVALID, NONE, M_FRESH, post_fresh_line, replay_fresh("this is not a trace\n", 20)) \
  X(reorder_engine_replay, "binary bytes (fresh engine)", FRESH, REORDER_E_INVALID, NONE, M_FRESH, post_fresh_line, replay_fresh("\xff\x00\x01\n", 4)) \
  X(reorder_engine_replay, "length SIZE_MAX (fresh engine)", FRESH, REORDER_E_INVALID, NONE, M_FRESH, 0, replay_fresh("x", SIZE_MAX))

/* ------------------------------------------------------------------------ */
/* A valid call of every function that takes an engine. Each one is also run */
/* with a NULL engine, from inside an event callback, from inside the        */
/* retarget hook and from a second thread. RO: documented "Read-only" (takes */
/* a const engine): works inside callbacks; the others change the engine.    */
/* ------------------------------------------------------------------------ */

enum { MUT, RO };
#define FUNCS(X) \
  X(reorder_engine_configure, MUT, reorder_engine_configure(e, opts_ok())) \
  X(reorder_section_insert, MUT, reorder_section_insert(e, 2, 0, 0, NULL)) \
  X(reorder_section_remove, MUT, reorder_section_remove(e, 1)) \
  X(reorder_section_set_rules, MUT, reorder_section_set_rules(e, 0, rules_ok())) \
  X(reorder_section_set_extents, MUT, reorder_section_set_extents(e, 0, 10, 10)) \
  X(reorder_section_load, MUT, reorder_section_load(e, 1, S1, SZ, NULL, 3)) \
  X(reorder_engine_section_count, RO, reorder_engine_section_count(&g_n, e)) \
  X(reorder_section_item_count, RO, reorder_section_item_count(&g_n, e, 0)) \
  X(reorder_section_export, RO, reorder_section_export(g_ids, 32, &g_n, e, 0)) \
  X(reorder_item_insert, MUT, reorder_item_insert(e, 99, 40, REORDER_ITEM_DEFAULT, IP(1, 0))) \
  X(reorder_item_remove, MUT, reorder_item_remove(e, 13)) \
  X(reorder_item_resize, MUT, reorder_item_resize(e, 2, 50)) \
  X(reorder_item_set_flags, MUT, reorder_item_set_flags(e, 2, REORDER_ITEM_DEFAULT)) \
  X(reorder_item_set_handle, MUT, reorder_item_set_handle(e, 2, NULL)) \
  X(reorder_item_set_label, MUT, reorder_item_set_label(e, 2, "two")) \
  X(reorder_item_index_path, RO, reorder_item_index_path(&g_path, e, 2)) \
  X(reorder_item_id, RO, reorder_item_id(&g_id, e, IP(0, 1))) \
  X(reorder_item_frame, RO, reorder_item_frame(&g_rect, e, 2)) \
  X(reorder_engine_hit_test, RO, reorder_engine_hit_test(&g_hit, sizeof g_hit, e, P(10, 10))) \
  X(reorder_engine_content_size, RO, reorder_engine_content_size(&g_w, &g_h, e)) \
  X(reorder_engine_set_viewport, MUT, reorder_engine_set_viewport(e, VIEW)) \
  X(reorder_engine_pointer_down, MUT, reorder_engine_pointer_down(e, P(10, 1000), T)) \
  X(reorder_engine_pointer_move, MUT, reorder_engine_pointer_move(e, P(10, 10), T)) \
  X(reorder_engine_pointer_up, MUT, reorder_engine_pointer_up(e, P(10, 10), T)) \
  X(reorder_engine_pointer_cancel, MUT, reorder_engine_pointer_cancel(e, T)) \
  X(reorder_engine_tick, MUT, reorder_engine_tick(e, T)) \
  X(reorder_engine_cancel_drag, MUT, reorder_engine_cancel_drag(e, T)) \
  X(reorder_engine_key, MUT, reorder_engine_key(e, REORDER_KEY_NEXT, NULL, T)) \
  X(reorder_engine_phase, RO, reorder_engine_phase(&g_phase, e)) \
  X(reorder_engine_presentation, RO, reorder_engine_presentation(g_pres, 32, sizeof g_pres[0], &g_n, e, VIEW, T)) \
  X(reorder_section_frame, RO, reorder_section_frame(&g_rect, e, 1, T)) \
  X(reorder_engine_is_animating, RO, reorder_engine_is_animating(&g_bool, e, T)) \
  X(reorder_engine_move, MUT, reorder_engine_move(e, 2, IP(0, 2))) \
  X(reorder_engine_undo, MUT, reorder_engine_undo(e)) \
  X(reorder_engine_redo, MUT, reorder_engine_redo(e)) \
  X(reorder_engine_set_retarget, MUT, reorder_engine_set_retarget(e, NULL, NULL, NULL)) \
  X(reorder_engine_set_outline_retarget, MUT, reorder_engine_set_outline_retarget(e, NULL, NULL, NULL)) \
  X(reorder_section_set_depths, MUT, reorder_section_set_depths(e, 0, DEPTHS, 5)) \
  X(reorder_item_set_depth, MUT, reorder_item_set_depth(e, 2, 1)) \
  X(reorder_item_move_into, MUT, reorder_item_move_into(e, 2, 0, 0, 0, 0)) \
  X(reorder_item_set_expanded, MUT, reorder_item_set_expanded(e, 1, 0)) \
  X(reorder_item_depth, RO, reorder_item_depth(&g_i32, e, 2)) \
  X(reorder_item_parent, RO, reorder_item_parent(&g_id, &g_bool, e, 2)) \
  X(reorder_item_child_index, RO, reorder_item_child_index(&g_i32, &g_i32, e, 2)) \
  X(reorder_item_subtree_count, RO, reorder_item_subtree_count(&g_i32, e, 2)) \
  X(reorder_item_is_expanded, RO, reorder_item_is_expanded(&g_bool, e, 2)) \
  X(reorder_item_is_hidden, RO, reorder_item_is_hidden(&g_bool, e, 2)) \
  X(reorder_engine_set_event_callback, MUT, reorder_engine_set_event_callback(e, NULL, sizeof g_ev, NULL, NULL)) \
  X(reorder_engine_poll_event, MUT, reorder_engine_poll_event(&g_ev, sizeof g_ev, e)) \
  X(reorder_engine_set_frame, MUT, reorder_engine_set_frame(e, VIEW)) \
  X(reorder_engine_set_outer_scroll, MUT, reorder_engine_set_outer_scroll(e, NULL)) \
  X(reorder_engine_set_text, MUT, reorder_engine_set_text(e, REORDER_TEXT_DROP, "Dropped {label}")) \
  X(reorder_engine_record_start, MUT, reorder_engine_record_start(e)) \
  X(reorder_engine_record_stop, MUT, reorder_engine_record_stop(&g_text, &g_len, e)) \
  X(reorder_engine_replay, MUT, reorder_engine_replay(e, "", 0))

typedef struct {
  const char *fn, *input;
  int setup, expect, alt, msg;
  post_fn post;
} row_meta;

static const row_meta ROW[] = {
#define X(fn, input, setup, expect, alt, msg, post, expr) {#fn, input, setup, expect, alt, msg, post},
  ROWS(X)
#undef X
};
#define N_ROWS ((int)(sizeof ROW / sizeof ROW[0]))

static int row_call(int i, reorder_engine *e)
{
  int k = 0;
#define X(fn, input, setup, expect, alt, msg, post, expr) \
  if (i == k++) return (expr);
  ROWS(X)
#undef X
  (void)e;
  return -1000;
}

static const struct { const char *fn; int ro; } FUNC[] = {
#define X(fn, ro, expr) {#fn, ro},
  FUNCS(X)
#undef X
};
#define N_FUNCS ((int)(sizeof FUNC / sizeof FUNC[0]))

static int func_call(int i, reorder_engine *e)
{
  int k = 0;
#define X(fn, ro, expr) \
  if (i == k++) return (expr);
  FUNCS(X)
#undef X
  (void)e;
  return -1000;
}

/* ------------------------------------------------------------------------ */
/* Contexts: where the call is made from.                                    */
/* ------------------------------------------------------------------------ */

enum ctx { DIRECT, NULL_ENGINE, IN_CALLBACK, IN_HOOK, OTHER_THREAD, OTHER_THREAD_HOOK,
           FREE_IN_CALLBACK, TWO_THREADS, FREE_OTHER_THREAD, FREE_OTHER_THREAD_HOOK };
static const char *const CTX_NAME[] = {"", "NULL engine", "inside event callback",
                                       "inside retarget hook", "other thread (in callback)",
                                       "other thread (in hook)", "inside event callback",
                                       "2 threads calling it in a loop",
                                       "other thread (in callback)", "other thread (in hook)"};

/* The call under test, as set by run_job for the callbacks to make. */
static int g_is_func, g_index, g_is_hook;
static int invoke(reorder_engine *e) { return g_is_func ? func_call(g_index, e) : row_call(g_index, e); }

/* What the inner call returned and what last_error said right after it. */
static int g_inner_ran, g_inner_status;
static char g_inner_msg[512];
static int g_inner_msg_null;

static void capture(reorder_engine *e)
{
  const char *m = reorder_engine_last_error(e);
  g_inner_msg_null = m == NULL;
  snprintf(g_inner_msg, sizeof g_inner_msg, "%s", m ? m : "");
}

static void cb_call(const reorder_event *ev, void *ud)
{
  (void)ev; (void)ud;
  if (g_inner_ran) return;
  g_inner_ran = 1;
  g_inner_status = invoke(g_engine);
  capture(g_engine);
}

static reorder_retarget_answer hook_call(reorder_index_path *out_target, uint64_t id,
                                          reorder_index_path from, reorder_index_path proposed,
                                          void *ud)
{
  (void)id; (void)from; (void)proposed; (void)out_target; (void)ud;
  if (!g_inner_ran) {
    g_inner_ran = 1;
    g_inner_status = invoke(g_engine);
    capture(g_engine);
  }
  return REORDER_RETARGET_ACCEPT;
}

/* Thread A parks inside a callback/hook until thread B has made its call.
 * Timed waits: a library that blocks B instead of refusing fails the row
 * rather than hanging the test. */
static pthread_mutex_t g_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t g_cv = PTHREAD_COND_INITIALIZER;
static int g_a_inside, g_b_done;

static int wait_flag(int *flag, double seconds)
{
  struct timespec ts;
  int ok;
  clock_gettime(CLOCK_REALTIME, &ts);
  ts.tv_sec += (time_t)seconds;
  pthread_mutex_lock(&g_mu);
  while (!*flag)
    if (pthread_cond_timedwait(&g_cv, &g_mu, &ts) != 0) break;
  ok = *flag;
  pthread_mutex_unlock(&g_mu);
  return ok;
}
static void set_flag(int *flag)
{
  pthread_mutex_lock(&g_mu);
  *flag = 1;
  pthread_cond_broadcast(&g_cv);
  pthread_mutex_unlock(&g_mu);
}
static void park(void)
{
  if (g_a_inside) return; /* park once; later events pass */
  set_flag(&g_a_inside);
  wait_flag(&g_b_done, 3);
}
static void cb_park(const reorder_event *ev, void *ud) { (void)ev; (void)ud; park(); }
static reorder_retarget_answer hook_park(reorder_index_path *out_target, uint64_t id,
                                          reorder_index_path from, reorder_index_path proposed,
                                          void *ud)
{
  (void)id; (void)from; (void)proposed; (void)out_target; (void)ud;
  park();
  return REORDER_RETARGET_ACCEPT;
}
/* Makes the engine report events: a long press on item 1 (LIFT, ...).
 * reorder_engine_move would be simpler, but it reports no MOVE event. Stops
 * as soon as the callback ran (it may have freed the engine). */
static int trigger(reorder_engine *e)
{
  reorder_rect f;
  int s = reorder_item_frame(&f, e, 1);
  if (s) return s;
  s = reorder_engine_pointer_down(e, P(f.x + f.width / 2, f.y + f.height / 2), 1.0);
  if (s || g_inner_ran || g_a_inside) return s;
  return reorder_engine_tick(e, 1.6);
}
static void *thread_a(void *arg)
{
  (void)arg;
  if (g_is_hook) reorder_engine_move(g_engine, 1, IP(0, 1));
  else trigger(g_engine);
  return NULL;
}

static const char *status_name(int s);

/* Two threads call the same function in a loop for a moment: every call
 * must be OK or E_THREAD (with a message), and nothing may break. Catches
 * refusals that touch the engine's state without owning it. */
static int g_hammer_bad;
static char g_hammer_what[128];
static void *hammer(void *arg)
{
  struct timespec t0, t;
  long i;
  (void)arg;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  for (i = 0;; i++) {
    int s = invoke(g_engine);
    if (s == REORDER_E_THREAD) {
      const char *m = reorder_engine_last_error(g_engine);
      if (!m || !m[0]) s = -1001;
    }
    if (s != REORDER_OK && s != REORDER_E_THREAD) {
      /* Note the first problem and go on: a crash is the worse finding. */
      pthread_mutex_lock(&g_mu);
      if (!g_hammer_bad++)
        snprintf(g_hammer_what, sizeof g_hammer_what, "%s",
                 s == -1001 ? "E_THREAD with an empty last_error" : status_name(s));
      pthread_mutex_unlock(&g_mu);
    }
    if ((i & 1023) == 0) {
      clock_gettime(CLOCK_MONOTONIC, &t);
      if ((double)(t.tv_sec - t0.tv_sec) + (double)(t.tv_nsec - t0.tv_nsec) * 1e-9 > 0.3) break;
    }
  }
  return NULL;
}

/* reorder_engine_free inside a callback: deferred to the end of dispatch. */
static int g_destroyed, g_destroyed_in_cb;
static void destroy_count(void *ud) { (void)ud; g_destroyed++; }
static void cb_free(const reorder_event *ev, void *ud)
{
  (void)ev; (void)ud;
  if (g_inner_ran) return;
  g_inner_ran = 1;
  reorder_engine_free(g_engine);
  g_destroyed_in_cb = g_destroyed;
}

/* ------------------------------------------------------------------------ */
/* Checks                                                                    */
/* ------------------------------------------------------------------------ */

/* Every section's ids in order, 0 between sections (ids are never 0). */
static size_t snapshot(reorder_engine *e, uint64_t *out, size_t cap)
{
  size_t sections = 0, s, n = 0, count;
  if (reorder_engine_section_count(&sections, e) != REORDER_OK) return (size_t)-1;
  for (s = 0; s < sections; s++) {
    if (n >= cap ||
        reorder_section_export(out + n, cap - n, &count, e, (int32_t)s) != REORDER_OK)
      return (size_t)-1;
    n += count;
    if (n < cap) out[n++] = 0;
  }
  return n;
}

static int cmp_u64(const void *a, const void *b)
{
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

/* NULL when the engine holds exactly the fixture's ids, else why not. */
static const char *same_items(reorder_engine *e)
{
  static const uint64_t want[N_ITEMS] = {1, 2, 3, 4, 5, 11, 12, 13};
  uint64_t got[64];
  size_t n = snapshot(e, got, 64), i, k = 0;
  if (n == (size_t)-1) return "cannot export the sections";
  for (i = 0; i < n; i++)
    if (got[i]) got[k++] = got[i];
  qsort(got, k, sizeof got[0], cmp_u64);
  if (k != N_ITEMS) return k < N_ITEMS ? "items lost" : "items added";
  return memcmp(got, want, sizeof want) == 0 ? NULL : "items changed";
}

static const char *status_name(int s)
{
  switch (s) {
  case REORDER_OK: return "OK";
  case REORDER_E_INVALID: return "E_INVALID";
  case REORDER_E_NULL: return "E_NULL";
  case REORDER_E_DUPLICATE_ID: return "E_DUPLICATE_ID";
  case REORDER_E_UNKNOWN_ID: return "E_UNKNOWN_ID";
  case REORDER_E_RANGE: return "E_RANGE";
  case REORDER_E_TOO_MANY: return "E_TOO_MANY";
  case REORDER_E_REFUSED: return "E_REFUSED";
  case REORDER_E_STATE: return "E_STATE";
  case REORDER_E_BUSY: return "E_BUSY";
  case REORDER_E_THREAD: return "E_THREAD";
  case REORDER_E_BUFFER: return "E_BUFFER";
  case REORDER_E_VERSION: return "E_VERSION";
  case REORDER_E_NOMEM: return "E_NOMEM";
  case REORDER_E_QUEUE_FULL: return "E_QUEUE_FULL";
  case REORDER_DONE: return "DONE";
  case NOT_NULL: return "returned NULL";
  case -101: return "wrong string";
  default: return "?";
  }
}

typedef struct { int is_func, index, ctx; } job;

static void print_row(const char *fn, const char *input, int status, const char *msg,
                      const char *problem)
{
  printf("%-4s %-34s %-44s %-14s \"%.70s\"%s%s\n", problem ? "FAIL" : "ok", fn, input,
         status_name(status), msg, problem ? "  <- " : "", problem ? problem : "");
}

/* Runs one job; prints its line; returns 1 when it passed. */
static int run_job(const job *j)
{
  static char input[128];
  const char *fn, *why = NULL, *problem = NULL, *msg = "", *m;
  static char msgbuf[512];
  int expect, alt = NONE, mode = M_ENGINE, status = -1000, setup = FRESH;
  post_fn post = 0;
  reorder_engine *e;
  pthread_t a;
  uint64_t before[64], after[64];
  size_t nb = 0, na;
  int check_order = 0, engine_gone = 0;

  g_text = NULL; g_new = NULL; g_inner_ran = 0; g_inner_status = -1000;
  g_inner_msg[0] = 0; g_inner_msg_null = 0; g_a_inside = g_b_done = 0;
  g_destroyed = g_destroyed_in_cb = 0; g_n = 0; g_hit.kind = -1; g_is_hook = 0;
  g_cb_destroyed = 0; g_fresh_msg[0] = 0;

  if (j->is_func) {
    fn = FUNC[j->index].fn;
    snprintf(input, sizeof input, "%s", CTX_NAME[j->ctx]);
    expect = j->ctx == TWO_THREADS                    ? REORDER_E_THREAD
             : j->ctx == NULL_ENGINE                  ? REORDER_E_NULL
             : j->ctx == IN_CALLBACK                  ? (FUNC[j->index].ro ? REORDER_OK : REORDER_E_BUSY)
             : j->ctx == IN_HOOK                      ? REORDER_E_BUSY
                                                      : REORDER_E_THREAD;
    if (j->ctx == NULL_ENGINE) mode = M_NULL;
    if (j->ctx == TWO_THREADS) mode = M_SKIP;
  } else {
    fn = ROW[j->index].fn;
    snprintf(input, sizeof input, "%s", ROW[j->index].input);
    setup = ROW[j->index].setup;
    expect = ROW[j->index].expect;
    alt = ROW[j->index].alt;
    mode = ROW[j->index].msg;
    post = ROW[j->index].post;
  }
  if (j->ctx == FREE_IN_CALLBACK) {
    fn = "reorder_engine_free";
    snprintf(input, sizeof input, "inside event callback (deferred)");
    expect = REORDER_OK;
    alt = NONE;
    mode = M_SKIP;
    post = 0;
  }
  if (j->ctx == FREE_OTHER_THREAD || j->ctx == FREE_OTHER_THREAD_HOOK) {
    fn = "reorder_engine_free";
    snprintf(input, sizeof input, "%s", CTX_NAME[j->ctx]);
    expect = REORDER_E_THREAD;
    alt = NONE;
    mode = M_ENGINE;
    post = 0;
  }

  e = fixture(&why);
  if (!e) { print_row(fn, input, status, "", why); return 0; }
  if (!apply_setup(e, setup, &why)) {
    print_row(fn, input, status, reorder_engine_last_error(e), why);
    reorder_engine_free(e);
    return 0;
  }
  g_engine = e;
  g_is_func = j->is_func;
  g_index = j->index;

  switch (j->ctx) {
  case DIRECT:
    nb = snapshot(e, before, 64);
    status = invoke(e);
    check_order = 1;
    /* Copied at once: it is valid only until the next call on e. */
    m = mode == M_ENGINE  ? reorder_engine_last_error(e)
        : mode == M_NULL  ? reorder_engine_last_error(NULL)
        : mode == M_FRESH ? g_fresh_msg
                          : "";
    if (!m) problem = "last_error returned NULL";
    snprintf(msgbuf, sizeof msgbuf, "%s", m ? m : "");
    msg = msgbuf;
    break;
  case NULL_ENGINE:
    status = invoke(NULL);
    m = reorder_engine_last_error(NULL);
    if (!m) problem = "last_error(NULL) returned NULL";
    snprintf(msgbuf, sizeof msgbuf, "%s", m ? m : "");
    msg = msgbuf;
    break;
  case IN_CALLBACK:
  case IN_HOOK:
    /* The hook is asked by engine_move; events come from trigger(). */
    if (j->ctx == IN_CALLBACK) {
      reorder_engine_set_event_callback(e, cb_call, sizeof(reorder_event), NULL, NULL);
      trigger(e);
    } else {
      reorder_engine_set_retarget(e, hook_call, NULL, NULL);
      reorder_engine_move(e, 1, IP(0, 1));
    }
    if (!g_inner_ran) problem = "setup: the callback / hook was never called";
    status = g_inner_status;
    msg = g_inner_msg;
    if (g_inner_msg_null) problem = "last_error returned NULL";
    reorder_engine_set_event_callback(e, NULL, sizeof(reorder_event), NULL, NULL);
    reorder_engine_set_retarget(e, NULL, NULL, NULL);
    break;
  case OTHER_THREAD:
  case OTHER_THREAD_HOOK:
    g_is_hook = j->ctx == OTHER_THREAD_HOOK;
    if (g_is_hook) reorder_engine_set_retarget(e, hook_park, NULL, NULL);
    else reorder_engine_set_event_callback(e, cb_park, sizeof(reorder_event), NULL, NULL);
    pthread_create(&a, NULL, thread_a, NULL);
    if (wait_flag(&g_a_inside, 3)) {
      status = invoke(e);
      capture(e);
      msg = g_inner_msg;
      if (g_inner_msg_null) problem = "last_error returned NULL";
    } else {
      problem = "setup: thread A never entered the callback / hook";
    }
    set_flag(&g_b_done);
    pthread_join(a, NULL);
    reorder_engine_set_event_callback(e, NULL, sizeof(reorder_event), NULL, NULL);
    reorder_engine_set_retarget(e, NULL, NULL, NULL);
    break;
  case FREE_OTHER_THREAD:
  case FREE_OTHER_THREAD_HOOK:
    /* Thread A parks inside the callback / hook; this thread frees. The
     * free must be refused -- A is inside the engine -- and release
     * nothing: not the engine, not the callbacks' user data. */
    g_is_hook = j->ctx == FREE_OTHER_THREAD_HOOK;
    if (g_is_hook) reorder_engine_set_retarget(e, hook_park, destroy_count, NULL);
    else reorder_engine_set_event_callback(e, cb_park, sizeof(reorder_event), destroy_count, NULL);
    pthread_create(&a, NULL, thread_a, NULL);
    if (wait_flag(&g_a_inside, 3)) {
      status = reorder_engine_free(e);
      capture(e);
      msg = g_inner_msg;
      if (g_inner_msg_null) problem = "last_error returned NULL";
      if (status == REORDER_OK) engine_gone = 1; /* freed under thread A: do not touch */
    } else {
      problem = "setup: thread A never entered the callback / hook";
    }
    set_flag(&g_b_done);
    pthread_join(a, NULL);
    if (!engine_gone) {
      if (!problem && g_destroyed != 0) problem = "the refused free destroyed the user data";
      if (!problem && reorder_item_resize(e, 2, 50) != REORDER_OK)
        problem = "the engine does not work after the refused free";
      reorder_engine_set_event_callback(e, NULL, sizeof(reorder_event), NULL, NULL);
      reorder_engine_set_retarget(e, NULL, NULL, NULL);
      if (!problem && g_destroyed != 1) problem = "user data not destroyed once on removal";
    }
    break;
  case TWO_THREADS: {
    pthread_t b;
    g_hammer_bad = 0;
    pthread_create(&a, NULL, hammer, NULL);
    pthread_create(&b, NULL, hammer, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    status = expect;
    if (g_hammer_bad) problem = g_hammer_what;
    msg = "";
    break;
  }
  case FREE_IN_CALLBACK:
    reorder_engine_set_event_callback(e, cb_free, sizeof(reorder_event), destroy_count, NULL);
    status = trigger(e);
    msg = "";
    engine_gone = 1;
    if (!g_inner_ran) problem = "setup: the callback was never called";
    else if (g_destroyed_in_cb != 0) problem = "freed during the callback, not deferred";
    else if (g_destroyed != 1) problem = "user data not destroyed once after the dispatch";
    break;
  }

  if (!problem && status != expect && (alt == NONE || status != alt)) {
    static char buf[96];
    snprintf(buf, sizeof buf, "expected %s%s%s", status_name(expect), alt == NONE ? "" : " or ",
             alt == NONE ? "" : status_name(alt));
    problem = buf;
  }
  if (!problem && status < 0 && status > NOT_NULL && !reorder_status_string(status))
    problem = "reorder_status_string returned NULL";
  if (!problem && (mode == M_ENGINE || mode == M_FRESH) && status < 0 && status > NOT_NULL &&
      msg[0] == 0)
    problem = "empty last_error after an error";
  if (!problem && mode != M_SKIP && strchr(msg, '\n')) problem = "last_error is not one line";
  if (!problem && mode == M_ENGINE && status >= 0 && msg[0] != 0 && !j->is_func)
    problem = "last_error not \"\" after success";
  if (!problem && j->is_func && j->ctx == IN_CALLBACK && status == REORDER_OK && msg[0] != 0)
    problem = "last_error not \"\" after success";
  if (!problem && post) problem = post(msg);
  if (!engine_gone) {
    if (!problem && check_order && status < 0 && nb != (size_t)-1) {
      na = snapshot(e, after, 64);
      if (na != nb || memcmp(before, after, nb * sizeof before[0]) != 0)
        problem = "a failing call changed the order";
    }
    if (!problem) problem = same_items(e);
  }

  print_row(fn, input, status, msg, problem);
  if (g_text) reorder_free(g_text);
  if (g_new && g_new != (reorder_engine *)&g_new) reorder_engine_free(g_new);
  if (!engine_gone) reorder_engine_free(e);
  return problem == NULL;
}

int main(int argc, char **argv)
{
  job jobs[N_ROWS + N_FUNCS * 4 + 16];
  int n = 0, i, passed = 0, failed = 0, fork_rows = 1;
  int ctxs[] = {NULL_ENGINE, IN_CALLBACK, IN_HOOK, OTHER_THREAD};
  size_t c;

  if (argc > 1 && strcmp(argv[1], "--no-fork") == 0) fork_rows = 0;
  memset(g_long, 'a', sizeof g_long - 1);

  for (i = 0; i < N_ROWS; i++) { jobs[n].is_func = 0; jobs[n].index = i; jobs[n++].ctx = DIRECT; }
  for (c = 0; c < sizeof ctxs / sizeof ctxs[0]; c++)
    for (i = 0; i < N_FUNCS; i++) { jobs[n].is_func = 1; jobs[n].index = i; jobs[n++].ctx = ctxs[c]; }
  /* The thread check again with thread A mid-change (in the hook), and with
   * two threads racing, for one read-only and one changing call; and free
   * inside a callback. */
  for (i = 0; i < N_FUNCS; i++) {
    int ro = strcmp(FUNC[i].fn, "reorder_engine_section_count") == 0;
    if (ro || strcmp(FUNC[i].fn, "reorder_item_remove") == 0) {
      jobs[n].is_func = 1; jobs[n].index = i; jobs[n++].ctx = OTHER_THREAD_HOOK;
    }
    if (ro || strcmp(FUNC[i].fn, "reorder_item_resize") == 0) { /* repeatable */
      jobs[n].is_func = 1; jobs[n].index = i; jobs[n++].ctx = TWO_THREADS;
    }
  }
  jobs[n].is_func = 0; jobs[n].index = 0; jobs[n++].ctx = FREE_IN_CALLBACK;
  jobs[n].is_func = 0; jobs[n].index = 0; jobs[n++].ctx = FREE_OTHER_THREAD;
  jobs[n].is_func = 0; jobs[n].index = 0; jobs[n++].ctx = FREE_OTHER_THREAD_HOOK;

  printf("%-4s %-34s %-44s %-14s %s\n", "", "function", "input", "status", "last_error");
  for (i = 0; i < n; i++) {
    int ok;
    if (!fork_rows && jobs[i].ctx == TWO_THREADS) {
      continue; /* in-process, a crash there would end the whole table */
    } else if (!fork_rows) {
      ok = run_job(&jobs[i]);
    } else {
      int st = 0;
      pid_t pid;
      fflush(stdout);
      pid = fork();
      if (pid == 0) {
        alarm(20); /* a hang fails the row */
        ok = run_job(&jobs[i]);
        fflush(stdout);
        _exit(ok ? 0 : 1);
      }
      waitpid(pid, &st, 0);
      ok = WIFEXITED(st) && WEXITSTATUS(st) == 0;
      if (WIFSIGNALED(st)) {
        const job *j = &jobs[i];
        int is_free = j->ctx == FREE_IN_CALLBACK || j->ctx == FREE_OTHER_THREAD ||
                      j->ctx == FREE_OTHER_THREAD_HOOK;
        printf("FAIL %-34s %-44s CRASHED (signal %d)\n",
               is_free      ? "reorder_engine_free"
               : j->is_func ? FUNC[j->index].fn
                            : ROW[j->index].fn,
               j->is_func || is_free ? CTX_NAME[j->ctx] : ROW[j->index].input, WTERMSIG(st));
      }
    }
    if (ok) passed++;
    else failed++;
  }
  printf("%d passed, %d failed\n", passed, failed);
  return failed == 0 ? 0 : 1;
}
