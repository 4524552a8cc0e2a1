/*
 * fuzz_api.c -- libFuzzer target: the input is decoded into a sequence of
 * calls on one engine (see the op table in run_op), with garbage values
 * (NaN, infinities, negative and huge numbers, unknown enums, struct
 * versions the library does not know, option and rules structs exactly as
 * long as their version's fields, output sizes below, at and above the
 * library's structs and past 4096), a retarget hook that gives fuzzed
 * answers and calls back in, and an event callback that calls back in
 * (mutating calls must get REORDER_E_BUSY), offers new callbacks and hooks
 * (refused: the harness keeps their user data) and sometimes frees its own
 * engine (deferred; the harness then never touches the engine again).
 *
 * Large engines: op 36 bulk-loads a section with hundreds to 65536 items
 * (up to 2^17 in the engine) built from a few input bytes -- ids from
 * seeds across the whole 64-bit range (mixed, strided with wrap-around,
 * from both ends, or reusing the section's own), sizes and flags from a
 * seed, sometimes one duplicate, an id of another section, a bad size or
 * unknown flag bits -- and predicts the status. Ids elsewhere come from
 * 0...39, anywhere in 64 bits, or any item of the engine; index paths reach
 * anywhere in a large section. The harness's model is a hash set, and the
 * per-call checks are O(n) (index paths are sampled past 512 items), so
 * engines of thousands stay fast enough to fuzz.
 *
 * Huge capacities: ops 37 and 38 call reorder_section_export and
 * reorder_engine_presentation with capacities up to SIZE_MAX (SIZE_MAX - k,
 * 2^63, INT64_MAX, capacity * element size overflowing, exact, one short)
 * into a real buffer exactly as large as the records that fit, with guard
 * bytes after it, over the whole content; the status (OK or E_BUFFER), the
 * count and the records are checked.
 *
 * Destroy functions: every user data's destroy function calls back in --
 * reads, changes, polling, recording, replay, new callbacks and hooks: all
 * REORDER_E_BUSY -- and sometimes frees the engine (REORDER_OK, deferred to
 * the end of the call, or a no-op when the engine is already going, twice
 * as good as once). Each user data the library took (the installing call
 * returned OK) must be destroyed exactly once, never inside a callback or
 * the hook, and one it refused never: counted per user data, which lives
 * until the end of the input.
 *
 * The options filler is driven by reorder_options_fields.h, the table of
 * every reorder_options field generated from the header: a field added to
 * the header is fuzzed without a change here.
 *
 * After every call it checks:
 *   - the status is a known code, and last_error fits it;
 *   - a struct version or output size is refused exactly when the header
 *     says (REORDER_E_VERSION below the 1.0 struct or for an unknown
 *     version, REORDER_E_INVALID past 4096); output structs bigger than the
 *     library's get zeros past its fields and nothing past their size;
 *   - a failing call changed nothing (the whole order is the same);
 *   - the read-only queries agree (counts, exports, index paths, item ids);
 *   - the ids exported from all sections are a permutation of the ids the
 *     harness believes exist (inserts, removes and loads that returned OK).
 * record_stop's trace is replayed into a second engine: the trace must
 * parse, and the replayed engine must end in the same order when nothing
 * outside the trace mattered (no retarget hook; and either the recording
 * covered the engine's whole life, or it began idle and held no
 * time-driven input or undo). Without recording, record_stop must give a
 * trace with no calls. With bulk-loaded engines the traces hold
 * load-section lines of thousands of 64-bit ids.
 * Without a callback the harness polls the (bounded) event queue every
 * DRAIN_EVERY ops; REORDER_E_QUEUE_FULL is accepted only then.
 * Everything is freed at the end.
 *
 * FZ_STATS=1 prints how often each path ran; FZ_TRACE=1 prints each op.
 * Build: see fuzz.mk (make fuzz).
 */
#include "fuzz_common.h"

#include <float.h>
#include <stddef.h>

#define MAX_OPS 160
/* Items the harness tracks: bulk loads stay under it. */
#define MAX_MODEL (1 << 17)
#define MODEL_HASH (1 << 18) /* open addressing, at most half full */
/* Largest bulk load (items in one reorder_section_load). */
#define MAX_BULK 65536
#define TOKEN_MAGIC 0x70C3E11Bu
#define MAX_TOKENS 4096
/* Without a callback, the waiting events are polled every this many ops
 * (a host that polls; the queue is bounded). */
#define DRAIN_EVERY 32
/* Output sizes past this are refused (REORDER_E_INVALID). */
#define MAX_OUT_SIZE 4096
/* Bytes watched past every output buffer: the library must not touch them. */
#define GUARD_BYTES 32
#define GUARD 0xA5

/* ------------------------------------------------------------------------ */
/* State                                                                     */
/* ------------------------------------------------------------------------ */

/* A callback's user data. The library takes it when the call that
 * installs it returns REORDER_OK (pending while that call runs: a destroy
 * may already run inside it) and must then destroy it exactly once; a
 * refused one stays the harness's and is never destroyed. Tokens live until
 * the end of the input, so a second destroy is counted, not a use after
 * free. */
typedef struct token {
  uint32_t magic;
  int kind;      /* 0 event callback, 1 retarget hook */
  int pending;   /* the installing call is running */
  int owned;     /* the library took it */
  int destroyed; /* times its destroy function ran */
} token;

/* The model: the ids the harness believes exist, in an array (for picking
 * one) and a hash from id to array index (for finding one); outside G so
 * that resetting G per input stays cheap. */
static uint64_t model_ids[MAX_MODEL];
static int32_t model_slot[MODEL_HASH]; /* index + 1; 0 is empty */
/* Per model index: the stamp of the last check that saw it. */
static uint32_t model_seen[MAX_MODEL];
static uint32_t model_stamp;

static struct {
  fz_input in;
  reorder_engine *e;
  int freed; /* reorder_engine_free was called from a callback or the hook */

  size_t nmodel; /* ids in model_ids */

  fz_snapshot cur;  /* the order after the last checked call */
  fz_snapshot next; /* scratch */
  fz_snapshot cb_a, cb_b;

  int in_event, in_hook, in_destroy;
  int cb_calls; /* calls made from the callback / hook during an outer call */
  token *tokens[MAX_TOKENS];
  int ntokens;
  int since_drain; /* ops since the queue was last polled empty */
  double now;

  /* Record / replay. */
  int pristine;       /* no changing call made yet on this engine */
  int recording;      /* record_start returned OK, record_stop not yet */
  int rec_from_start; /* the recording began on a pristine engine */
  int rec_hooked;     /* a retarget hook was installed during the recording */
  int rec_idle;       /* the recording began with no press, drag or settling */
  int rec_dynamic;    /* pointer, key, tick, cancel, undo or redo while recording */
  int hook_installed;
  int cb_installed;
  size_t cb_event_size; /* the event_size the installed callback was given */
  reorder_rect viewport; /* the last one set */
  reorder_options create_opts;
  int create_null;
} G;

/* How often the interesting paths run: FZ_STATS=1 prints them at exit (run
 * the fuzzer over its corpus with -runs=0 to see what the corpus covers).
 * FZ_TRACE=1 prints each operation (to read a reproducer). */
static struct {
  unsigned long inputs, ops, events[16], busy, hook_calls, hook_other, cb_frees, hook_frees,
      replays, replays_compared, ok_loads, ok_moves, max_items, destroys, destroy_calls,
      destroy_frees, refused_tokens, bulk_loads, bulk_ok, bulk_items, huge_exports,
      huge_presentations, permutation_checks;
} S;

static void print_stats(void) {
  int i;
  if (!getenv("FZ_STATS")) return;
  fprintf(stderr, "fuzz_api stats: %lu inputs, %lu ops, max %lu items\n  events:", S.inputs,
          S.ops, S.max_items);
  for (i = 1; i < 16; i++)
    if (S.events[i]) fprintf(stderr, " %d:%lu", i, S.events[i]);
  fprintf(stderr,
          "\n  BUSY checks %lu, hook calls %lu (OTHER %lu), deferred frees: callback %lu,"
          " hook %lu, destroy %lu\n  replays %lu (order compared %lu), OK loads %lu, OK moves %lu\n"
          "  destroys %lu (calls from them %lu), refused user data %lu\n"
          "  bulk loads %lu (OK %lu, %lu items), huge-capacity exports %lu, presentations %lu\n"
          "  permutation checks %lu\n",
          S.busy, S.hook_calls, S.hook_other, S.cb_frees, S.hook_frees, S.destroy_frees,
          S.replays, S.replays_compared, S.ok_loads, S.ok_moves, S.destroys, S.destroy_calls,
          S.refused_tokens, S.bulk_loads, S.bulk_ok, S.bulk_items, S.huge_exports,
          S.huge_presentations, S.permutation_checks);
}

/* A new token, or NULL when the input has made too many (then the
 * harness skips the call that wanted it). */
static token *token_new(int kind) {
  token *t;
  if (G.ntokens >= MAX_TOKENS) return NULL;
  t = (token *)calloc(1, sizeof *t);
  t->magic = TOKEN_MAGIC;
  t->kind = kind;
  t->pending = 1;
  G.tokens[G.ntokens++] = t;
  return t;
}

/* After the call that offered the token returned: the library owns it now,
 * or, refused, never destroyed it. */
static void token_settle(token *t, reorder_status st, const char *call) {
  if (!t) return;
  t->pending = 0;
  if (st == REORDER_OK) {
    t->owned = 1;
  } else {
    FZ_CHECK(t->destroyed == 0, "%s refused (%d) but destroyed the user_data it was offered",
             call, st);
    S.refused_tokens++;
  }
}

static FZ_NOCOV uint64_t mix64(uint64_t z) {
  z += 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

static FZ_NOCOV size_t model_hash(uint64_t id) { return (size_t)(mix64(id) & (MODEL_HASH - 1)); }

/* The hash slot holding id, or of the empty slot where it would go. */
static FZ_NOCOV size_t model_probe(uint64_t id) {
  size_t h = model_hash(id);
  while (model_slot[h] && model_ids[model_slot[h] - 1] != id) h = (h + 1) & (MODEL_HASH - 1);
  return h;
}

static FZ_NOCOV int model_find(uint64_t id) {
  size_t h = model_probe(id);
  return model_slot[h] ? model_slot[h] - 1 : -1;
}

static FZ_NOCOV void model_add(uint64_t id) {
  size_t h;
  FZ_CHECK(G.nmodel < MAX_MODEL, "model overflow");
  h = model_probe(id);
  FZ_CHECK(model_slot[h] == 0, "the engine accepted id %llu twice", (unsigned long long)id);
  model_ids[G.nmodel] = id;
  model_seen[G.nmodel] = 0;
  model_slot[h] = (int32_t)++G.nmodel;
}

/* Empties slot h, moving later entries of its probe run back (no
 * tombstones). */
static FZ_NOCOV void model_unslot(size_t h) {
  size_t j = h;
  model_slot[h] = 0;
  for (;;) {
    size_t home;
    j = (j + 1) & (MODEL_HASH - 1);
    if (!model_slot[j]) return;
    home = model_hash(model_ids[model_slot[j] - 1]);
    /* Moves back unless its home lies cyclically in (h, j]. */
    if ((j > h && (home <= h || home > j)) || (j < h && home <= h && home > j)) {
      model_slot[h] = model_slot[j];
      model_slot[j] = 0;
      h = j;
    }
  }
}

static FZ_NOCOV void model_remove(uint64_t id) {
  size_t h = model_probe(id), last;
  int32_t i = model_slot[h] - 1;
  FZ_CHECK(i >= 0, "engine removed id %llu the harness did not know", (unsigned long long)id);
  model_unslot(h);
  last = G.nmodel - 1;
  if ((size_t)i != last) { /* the last id takes the freed index */
    model_ids[i] = model_ids[last];
    model_seen[i] = model_seen[last];
    model_slot[model_probe(model_ids[i])] = i + 1;
  }
  G.nmodel--;
}

static void model_clear(void) {
  while (G.nmodel) model_remove(model_ids[G.nmodel - 1]);
}

/* A fresh stamp for model_seen. */
static uint32_t model_new_stamp(void) {
  if (++model_stamp == 0) {
    memset(model_seen, 0, sizeof model_seen);
    model_stamp = 1;
  }
  return model_stamp;
}

/* Removes section s's ids (as the snapshot shows them) from the model. */
static void model_remove_section(const fz_snapshot *snap, size_t s) {
  size_t off = 0, i, k;
  for (i = 0; i < s; i++) off += snap->counts[i];
  for (k = 0; k < snap->counts[s]; k++) model_remove(snap->ids[off + k]);
}

/* The exported ids are a permutation of the model: as many, each known,
 * none twice. O(n). */
static FZ_NOCOV void check_permutation(const fz_snapshot *s, const char *after) {
  size_t i;
  const char *why = NULL;
  uint64_t bad = 0;
  uint32_t stamp = model_new_stamp();
  S.permutation_checks++;
  if (s->total != G.nmodel) why = "a different number of items";
  for (i = 0; !why && i < s->total; i++) {
    int k = model_find(s->ids[i]);
    bad = s->ids[i];
    if (k < 0) why = "an id the harness does not know";
    else if (model_seen[k] == stamp) why = "an id twice";
    else model_seen[k] = stamp;
  }
  if (why) {
    if (s->total <= 4096) fz_snapshot_print("engine", s);
    fprintf(stderr, "  engine has %zu items, harness believes %zu:", s->total, G.nmodel);
    for (i = 0; i < G.nmodel && i < 4096; i++)
      fprintf(stderr, " %llu", (unsigned long long)model_ids[i]);
    fprintf(stderr, "\n");
  }
  FZ_CHECK(!why, "after %s the items are not a permutation of the known ids: %s (%llu)", after,
           why, (unsigned long long)bad);
}

/* ------------------------------------------------------------------------ */
/* Fuzzed values                                                             */
/* ------------------------------------------------------------------------ */

#define IN (&G.in)

/* A small id space so that duplicates happen, ids from anywhere in the
 * 64-bit range, and a few extremes. */
static uint64_t f_id(void) {
  static const uint64_t special[] = {UINT64_MAX, 1ull << 63, 0xFFFFFFFFull, 1ull << 32,
                                     UINT64_MAX - 1, 1000000007ull};
  uint8_t b = fz_u8(IN);
  if (b < 220) return b % 40;
  if (b < 235) return fz_u64(IN);
  if (b < 250) return mix64(fz_u16(IN)); /* as the bulk loads make them */
  return special[b - 250];
}

/* An id the engine probably has, when there is one; in an engine of
 * thousands, any of them (two more bytes). */
static uint64_t f_known_id(void) {
  uint8_t b = fz_u8(IN);
  if (G.nmodel && b < 230) {
    size_t k = b;
    if (G.nmodel > 200) k = k << 16 | fz_u16(IN);
    return model_ids[k % G.nmodel];
  }
  return f_id();
}

static double f_num(double scale) {
  uint8_t b = fz_u8(IN);
  uint64_t raw;
  double d;
  if (b < 150) return (double)fz_u8(IN) * scale / 16.0;
  if (b < 180) return (double)fz_u16(IN) * scale / 256.0;
  if (b < 200) return -(double)fz_u8(IN) * scale / 16.0;
  switch (b) {
  case 200: return NAN;
  case 201: return INFINITY;
  case 202: return -INFINITY;
  case 203: return 1e308;
  case 204: return -1e308;
  case 205: return DBL_MIN / 4; /* subnormal */
  case 206: return 1e9;
  case 207: return 1e9 + 1;
  case 208: return -0.0;
  case 209: return DBL_MAX;
  case 210: return 9007199254740993.0;
  case 211: return 1e-300;
  case 212: return 0.0;
  case 213: return 1e15;
  case 214: return -DBL_MAX;
  case 215: return 0.5;
  default:
    raw = fz_u64(IN);
    memcpy(&d, &raw, sizeof d);
    return d;
  }
}

/* Host time: mostly forward, sometimes backwards, sometimes garbage. */
static double f_time(void) {
  uint8_t b = fz_u8(IN);
  if (b < 170) return G.now += b / 256.0;
  if (b < 200) return G.now += (b - 160) * 0.1;
  if (b < 220) return G.now - fz_u8(IN) / 32.0;
  switch (b) {
  case 220: return NAN;
  case 221: return INFINITY;
  case 222: return -INFINITY;
  case 223: return 1e300;
  case 224: return -1e300;
  case 225: return -G.now;
  case 226: return 0.0;
  default: return G.now;
  }
}

static int32_t f_enum(int32_t max) {
  uint8_t b = fz_u8(IN);
  if (b < 240) return (int32_t)(b % (unsigned)(max + 1));
  switch (b & 7) {
  case 0: return -1;
  case 1: return max + 1;
  case 2: return INT32_MIN;
  case 3: return INT32_MAX;
  default: return (int32_t)fz_u32(IN);
  }
}

static int32_t f_bool(void) {
  uint8_t b = fz_u8(IN);
  if (b < 250) return b & 1;
  return (int32_t)fz_u32(IN) | 2;
}

/* Section / item indices: mostly small, sometimes out of range. */
static int32_t f_index(void) {
  uint8_t b = fz_u8(IN);
  if (b < 230) return (int32_t)(b % 8);
  switch (b & 3) {
  case 0: return -1;
  case 1: return INT32_MIN;
  case 2: return INT32_MAX;
  default: return (int32_t)fz_u32(IN);
  }
}

/* An index path: small indices, out-of-range ones, and anywhere in a
 * large section. */
static reorder_index_path f_path(void) {
  reorder_index_path p;
  uint8_t b;
  p.section = f_index();
  if (p.section >= 0 && (size_t)p.section < G.cur.sections && G.cur.counts[p.section] > 8 &&
      (b = fz_u8(IN)) >= 128) {
    size_t n = G.cur.counts[p.section];
    switch (b & 3) {
    case 0: p.item = (int32_t)(n - (b >> 2 & 3)); break; /* the end, and past it */
    default: p.item = (int32_t)(fz_u16(IN) % (n + 1)); break;
    }
    return p;
  }
  p.item = f_index();
  return p;
}

static reorder_point f_point(void) {
  reorder_point p;
  p.x = f_num(24);
  p.y = f_num(48);
  return p;
}

static reorder_rect f_rect(double scale) {
  reorder_rect r;
  r.x = f_num(scale);
  r.y = f_num(scale);
  r.width = f_num(scale * 4);
  r.height = f_num(scale * 4);
  return r;
}

static uint32_t f_flags(void) {
  uint8_t b = fz_u8(IN);
  if (b < 240) return b % 4;
  return fz_u32(IN);
}

/* A NUL-terminated string from the input: short or long, any bytes, and
 * sometimes announcement placeholders. Caller frees. */
static char *f_text(void) {
  static const char *pieces[] = {"{label}", "{position}", "{count}", "{section}", "{from}",
                                 "{to}", "{fromSection}", "{id}", "{", "}", "{{", "\xC3\xA9",
                                 "\xE2\x82\xAC", "\xF0\x9F\x98\x80", "\xC3", "\xED\xA0\x80",
                                 "\\n", "\"", "\n"};
  uint8_t b = fz_u8(IN);
  size_t len, i = 0;
  char *s;
  if (b < 200) len = b % 48;
  else if (b < 250) len = fz_u16(IN) % 6000;
  else len = 4090 + b % 8; /* around the 4096-byte label limit */
  s = (char *)malloc(len + 1);
  while (i < len) {
    uint8_t c = fz_u8(IN);
    if (c >= 0xF0 && c - 0xF0u < sizeof pieces / sizeof *pieces) {
      const char *p = pieces[c - 0xF0];
      size_t pl = strlen(p);
      if (i + pl > len) pl = len - i;
      memcpy(s + i, p, pl);
      i += pl;
    } else {
      s[i] = (char)(c ? c : 'a' + i % 26); /* past the input end: letters */
      i++;
    }
  }
  s[len] = 0;
  return s;
}

/* A struct version: usually the header's, sometimes one the library does
 * not know (0, newer, huge). */
static uint32_t f_version(uint32_t right) {
  uint8_t b = fz_u8(IN);
  if (b < 244) return right;
  switch (b & 7) {
  case 0: return 0;
  case 1: return right + 1;
  case 2: return right + 2;
  case 3: return UINT32_MAX;
  case 4: return 1u << 31;
  case 5: return 1; /* the oldest */
  case 6: return fz_u32(IN);
  default: return right + 1000;
  }
}

static int version_known(uint32_t version, uint32_t current) {
  return version >= 1 && version <= current;
}

/* Where the fields of this header's reorder_options end: the end of the
 * last field in the generated table (a host built against this header has
 * no bytes past it that the library may read). */
static size_t options_end(void) {
  size_t end = 0, e;
#define OPTION_FIELD(name, kind, largest, ctype)                                      \
  e = offsetof(reorder_options, name) + sizeof(((reorder_options *)0)->name); \
  if (e > end) end = e;
#include "../reorder_options_fields.h"
#undef OPTION_FIELD
  return end;
}
#define RULES_END \
  (offsetof(reorder_section_rules, displacement) + sizeof(reorder_displacement))

/* A heap copy of an input struct for the library to read. With this
 * header's version it is exactly as long as that version's fields (so
 * reading past them is a heap overflow ASan reports); with an unknown
 * version the library may read the version field only, and the copy is the
 * whole struct. */
static void *versioned_copy(const void *full, size_t full_size, size_t version_end,
                            int this_version) {
#ifndef FZ_NO_SHORT_STRUCTS
  size_t n = this_version ? version_end : full_size;
#else
  size_t n = full_size;
  (void)version_end;
  (void)this_version;
#endif
  void *p = malloc(n);
  memcpy(p, full, n);
  return p;
}

/* A scale for a fuzzed double field: the table does not say what a field
 * measures, so the input picks a magnitude. */
static double f_scale(void) {
  static const double scales[] = {0.05, 0.1, 1, 4, 16, 64, 200, 1000};
  return scales[fz_u8(IN) & 7];
}

/* Every kind of option field, filled from the input. The C type in the
 * table is checked against the header's field by assignment through a
 * pointer of that type. */
#define FILL_OPT_VERSION(p, largest) (void)(p) /* fuzzed once, by f_version */
#define FILL_OPT_DOUBLE(p, largest) (*(p) = f_num(f_scale()))
#define FILL_OPT_INT(p, largest) (*(p) = f_index())
#define FILL_OPT_BOOL(p, largest) (*(p) = f_bool())
#define FILL_OPT_ENUM(p, largest) (*(p) = f_enum(largest))
#define FILL_OPT_RECT(p, largest) (*(p) = f_rect(f_scale()))
#define FILL_OPT_POINT(p, largest) (*(p) = f_point())

enum {
#define OPTION_FIELD(name, kind, largest, ctype) FIELD_##name,
#include "../reorder_options_fields.h"
#undef OPTION_FIELD
  N_OPTION_FIELDS
};

/* Fills field number `which` (the table's order). */
static void f_option_field(reorder_options *o, int which) {
  switch (which) {
#define OPTION_FIELD(name, kind, largest, ctype) \
  case FIELD_##name: {                          \
    ctype *p = &o->name;                        \
    FILL_##kind(p, largest);                    \
    break;                                      \
  }
#include "../reorder_options_fields.h"
#undef OPTION_FIELD
  default: break;
  }
}

static size_t g_options_size; /* bytes of the last f_options copy */

static reorder_options *f_options(void) {
  reorder_options o;
  int n, i;
  reorder_status st = reorder_options_init(&o, REORDER_OPTIONS_VERSION);
  FZ_CHECK(st == REORDER_OK && o.version == REORDER_OPTIONS_VERSION, "options_init: %d %u", st,
           o.version);
  o.cross_extent = 320; /* the default 0 makes items 0 wide: no pointer hits them */
  n = fz_u8(IN) % 10;
  for (i = 0; i < n; i++) {
    /* 0 ... N-2: a field after `version` (version is fuzzed below); the
     * rest of 0...39: the common useful ones, more often. */
    int which = fz_u8(IN) % 40;
    if (which < N_OPTION_FIELDS - 1) {
      f_option_field(&o, which + 1);
    } else {
      o.activation = REORDER_ACTIVATION_IMMEDIATE;
      o.commit = f_enum(1);
    }
  }
  o.version = f_version(REORDER_OPTIONS_VERSION);
  g_options_size = o.version == REORDER_OPTIONS_VERSION ? options_end() : sizeof o;
  return (reorder_options *)versioned_copy(&o, sizeof o, options_end(),
                                           o.version == REORDER_OPTIONS_VERSION);
}

/* NULL (defaults) or fuzzed rules; caller frees. */
static reorder_section_rules *f_rules(void) {
  reorder_section_rules r;
  uint8_t b = fz_u8(IN);
  reorder_status st;
  if (b < 64) return NULL;
  st = reorder_section_rules_init(&r, REORDER_SECTION_RULES_VERSION);
  FZ_CHECK(st == REORDER_OK && r.version == REORDER_SECTION_RULES_VERSION, "rules_init: %d %u",
           st, r.version);
  if (b & 1) r.locked = f_bool();
  if (b & 2) r.accepts_drops = f_bool();
  if (b & 4) r.minimum_count = f_index();
  if (b & 8) r.capacity = f_index();
  if (b & 16) r.displacement = f_enum(2);
  r.version = f_version(REORDER_SECTION_RULES_VERSION);
  return (reorder_section_rules *)versioned_copy(&r, sizeof r, RULES_END,
                                                 r.version == REORDER_SECTION_RULES_VERSION);
}

/* A call given an input struct of an unknown version must fail -- with
 * REORDER_E_VERSION when that is the only thing wrong (`only`), else with
 * some error -- and a known version is never REORDER_E_VERSION. */
static void check_version_status(reorder_status st, uint32_t version, uint32_t current, int only,
                                 const char *call) {
  if (version_known(version, current))
    FZ_CHECK(st != REORDER_E_VERSION, "%s refused known version %u", call, version);
  else if (only)
    FZ_CHECK(st == REORDER_E_VERSION, "%s with version %u returned %d, not REORDER_E_VERSION",
             call, version, st);
  else
    FZ_CHECK(st < 0, "%s with version %u returned %d", call, version, st);
}

/* ------------------------------------------------------------------------ */
/* Output sizes                                                              */
/* ------------------------------------------------------------------------ */

/* The size a host passes for an output struct the library's is `own` bytes
 * of: usually sizeof, sometimes a newer host's bigger struct, sometimes
 * wrong (below the 1.0 struct, past 4096). */
static size_t f_out_size(size_t own) {
  uint8_t b = fz_u8(IN);
  if (b < 224) return own;
  switch (b & 15) {
  case 0: return own + 4;
  case 1: return own + 8;
  case 2: return own + 1 + fz_u8(IN);
  case 3: return MAX_OUT_SIZE;
  case 4: return own + 3;
  case 5: return own - 1;
  case 6: return 0;
  case 7: return own / 2;
  case 8: return MAX_OUT_SIZE + 1;
  case 9: return SIZE_MAX;
  case 10: return (size_t)1 << 32;
  default: return own + 16;
  }
}

/* What the header says a size gets: REORDER_E_VERSION below the 1.0
 * struct (`own` here: this header is 1.0's), REORDER_E_INVALID past 4096. */
/* The 1.0 fields of reorder_presentation (its version 2 added stack_count)
 * and all of today's: a host may pass any size from the first on. */
#define PRES_MIN (offsetof(reorder_presentation, lifted) + sizeof(reorder_bool))
#define PRES_OWN (offsetof(reorder_presentation, stack_count) + sizeof(int32_t))
/* The same for reorder_event (version 2 added count, version 3 source and
 * target). */
#define EVENT_MIN (offsetof(reorder_event, text_length) + sizeof(size_t))
#define EVENT_OWN (offsetof(reorder_event, target) + sizeof(reorder_engine *))

/* What the library answers a struct size: `min` is its 1.0 fields' end. */
static reorder_status size_status(size_t size, size_t min) {
  if (size < min) return REORDER_E_VERSION;
  if (size > MAX_OUT_SIZE) return REORDER_E_INVALID;
  return REORDER_OK;
}

/* A buffer for `count` records of `size` bytes, GUARD everywhere, with
 * GUARD_BYTES watched after it. A refused size gets a small buffer: the
 * library must not write at all. */
static unsigned char *out_buffer(size_t count, size_t size, size_t min, size_t *bytes) {
  size_t n = size_status(size, min) == REORDER_OK ? count * size : min;
  unsigned char *p = (unsigned char *)malloc(n + GUARD_BYTES + 1);
  memset(p, GUARD, n + GUARD_BYTES + 1);
  *bytes = n;
  return p;
}

static int all_bytes(const unsigned char *p, size_t n, unsigned char v) {
  size_t i;
  for (i = 0; i < n; i++)
    if (p[i] != v) return 0;
  return 1;
}

/* After an accepted call that wrote `written` records of `size` bytes
 * (the library's struct `own` bytes): zeros from own to size in each,
 * nothing past the buffer. After a refused one: nothing written at all. */
static void check_out_buffer(const unsigned char *p, size_t bytes, size_t written, size_t size,
                             size_t own, int accepted, const char *call) {
  size_t i;
  if (!accepted) {
    FZ_CHECK(all_bytes(p, bytes + GUARD_BYTES, GUARD), "%s: a refused call wrote the buffer",
             call);
    return;
  }
  /* A size between the 1.0 fields and today's holds only what fits. */
  for (i = 0; i < written && size > own; i++)
    FZ_CHECK(all_bytes(p + i * size + own, size - own, 0),
             "%s: record %zu of size %zu: bytes past the library's %zu are not 0", call, i, size,
             own);
  FZ_CHECK(all_bytes(p + bytes, GUARD_BYTES, GUARD), "%s: written past %zu bytes", call, bytes);
}

/* ------------------------------------------------------------------------ */
/* Calls and their checks                                                    */
/* ------------------------------------------------------------------------ */

/* Polls every waiting event (a host without a callback). */
static void drain_queue(void) {
  reorder_event ev;
  reorder_status st;
  long k;
  G.since_drain = 0;
  for (k = 0; k < 4L * 65536 + 16; k++) {
    G.cb_calls = 0;
    st = reorder_engine_poll_event(&ev, sizeof ev, G.e);
    FZ_CHECK(st == REORDER_OK || st == REORDER_DONE, "poll_event: %d", st);
    if (st == REORDER_DONE) return;
    fz_check_event(&ev);
  }
  FZ_CHECK(0, "the event queue never empties");
}

/* Before an outer call that may change the engine. */
static void pre(int changes_order) {
  G.cb_calls = 0;
  if (changes_order) G.pristine = 0;
}

/* After an outer call: status and last_error checks, and a failing call
 * must have changed nothing. Takes G.next. Returns 0 when the engine was
 * freed from a callback during the call (stop using it). */
static int post(reorder_status st, const char *name) {
  const char *err;
  fz_check_status(st, name);
  if (G.freed) return 0;
  FZ_CHECK(st != REORDER_E_BUSY && st != REORDER_E_THREAD, "outer %s returned %d", name, st);
  /* Only events waiting to be polled can fill the queue. */
  FZ_CHECK(!fz_queue_full(st) || !G.cb_installed, "%s: queue full with a callback installed",
           name);
  err = reorder_engine_last_error(G.e);
  FZ_CHECK(err != NULL, "last_error is NULL after %s", name);
  FZ_CHECK(strchr(err, '\n') == NULL, "last_error after %s has a newline: %s", name, err);
  if (G.cb_calls == 0) {
    if (st == REORDER_OK)
      FZ_CHECK(err[0] == 0, "%s succeeded but last_error is \"%s\"", name, err);
    else
      FZ_CHECK(err[0] != 0, "%s failed (%d) with an empty last_error", name, st);
  }
  fz_snapshot_take(&G.next, G.e);
  if (st != REORDER_OK && !fz_snapshot_equal(&G.cur, &G.next)) {
    fz_snapshot_print("before", &G.cur);
    fz_snapshot_print("after", &G.next);
    FZ_CHECK(0, "%s failed with %d (%s) but changed the order", name, st, err);
  }
  return 1;
}

/* After the model is updated: G.next becomes current and must match it. */
static void settle(const char *name) {
  fz_snapshot t = G.cur;
  G.cur = G.next;
  G.next = t;
  /* (check_permutation proves it too, in O(n): the sort is for small ones.) */
  if (G.cur.total <= FZ_FULL_CHECK_ITEMS) fz_snapshot_check_unique(&G.cur);
  check_permutation(&G.cur, name);
}

/* A changing call from inside a callback or hook: must be refused with
 * REORDER_E_BUSY, and nothing may change. */
static void expect_busy(reorder_status st, const char *name) {
  G.cb_calls++;
  S.busy++;
  fz_check_status(st, name);
  FZ_CHECK(st == REORDER_E_BUSY, "%s from inside a %s returned %d, not REORDER_E_BUSY", name,
           G.in_destroy ? "destroy function" : G.in_hook ? "retarget hook" : "event callback",
           st);
}

/* One changing call picked by the input, made from a callback or hook. All
 * must be refused with REORDER_E_BUSY. */
static void reenter_changing(void) {
  reorder_engine *e = G.e;
  reorder_index_path p = {0, 0};
  reorder_rect r = {0, 0, 100, 100};
  reorder_point pt = {1, 1};
  uint64_t id = f_known_id(), ids[1];
  double sizes[1] = {10};
  reorder_options o;
  ids[0] = 1000;
  switch (fz_u8(IN) % 24) {
  case 0: expect_busy(reorder_section_insert(e, 0, 0, 0, NULL), "section_insert"); break;
  case 1: expect_busy(reorder_section_remove(e, 0), "section_remove"); break;
  case 2: expect_busy(reorder_section_load(e, 0, ids, sizes, NULL, 1), "section_load"); break;
  case 3: expect_busy(reorder_item_insert(e, 999, 10, 1, p), "item_insert"); break;
  case 4: expect_busy(reorder_item_remove(e, id), "item_remove"); break;
  case 5: expect_busy(reorder_item_resize(e, id, 20), "item_resize"); break;
  case 6: expect_busy(reorder_item_set_flags(e, id, 1), "item_set_flags"); break;
  case 7: expect_busy(reorder_item_set_handle(e, id, &r), "item_set_handle"); break;
  case 8: expect_busy(reorder_item_set_label(e, id, "x"), "item_set_label"); break;
  case 9: expect_busy(reorder_engine_pointer_down(e, pt, G.now), "pointer_down"); break;
  case 10: expect_busy(reorder_engine_pointer_move(e, pt, G.now), "pointer_move"); break;
  case 11: expect_busy(reorder_engine_pointer_up(e, pt, G.now), "pointer_up"); break;
  case 12: expect_busy(reorder_engine_pointer_cancel(e, G.now), "pointer_cancel"); break;
  case 13: expect_busy(reorder_engine_tick(e, G.now), "tick"); break;
  case 14: expect_busy(reorder_engine_cancel_drag(e, G.now), "cancel_drag"); break;
  case 15: expect_busy(reorder_engine_key(e, REORDER_KEY_NEXT, &id, G.now), "key"); break;
  case 16: expect_busy(reorder_engine_set_viewport(e, r), "set_viewport"); break;
  case 17: expect_busy(reorder_engine_move(e, id, p), "move"); break;
  case 18: expect_busy(reorder_engine_undo(e), "undo"); break;
  case 19: expect_busy(reorder_engine_redo(e), "redo"); break;
  case 20:
    FZ_CHECK(reorder_options_init(&o, REORDER_OPTIONS_VERSION) == REORDER_OK, "options_init");
    expect_busy(reorder_engine_configure(e, fz_u8(IN) & 1 ? &o : NULL), "configure");
    break;
  case 21: expect_busy(reorder_section_set_extents(e, 0, 1, 1), "section_set_extents"); break;
  case 22: expect_busy(reorder_section_set_rules(e, 0, NULL), "section_set_rules"); break;
  default: expect_busy(reorder_engine_set_text(e, 0, "t"), "set_text"); break;
  }
}

/* Read-only calls from an event callback: they work (never BUSY), and the
 * engine is consistent there. */
static void reenter_reading(void) {
  reorder_engine *e = G.e;
  size_t n = 0;
  reorder_phase phase = -1;
  reorder_bool anim = -1;
  reorder_hit hit;
  reorder_rect fr;
  double w, h;
  reorder_status st;
  uint64_t id = f_known_id();
  G.cb_calls++;
  fz_snapshot_take(&G.cb_a, e); /* aborts unless every read works */
  fz_snapshot_check_unique(&G.cb_a);
  st = reorder_engine_phase(&phase, e);
  FZ_CHECK(st == REORDER_OK && phase >= 0 && phase <= 3, "phase in callback: %d %d", st, phase);
  st = reorder_engine_content_size(&w, &h, e);
  FZ_CHECK(st == REORDER_OK, "content_size in callback: %d", st);
  st = reorder_engine_hit_test(&hit, sizeof hit, e, f_point());
  FZ_CHECK(st == REORDER_OK, "hit_test in callback: %d", st);
  st = reorder_item_frame(&fr, e, id);
  FZ_CHECK(st == REORDER_OK || st == REORDER_E_UNKNOWN_ID, "item_frame in callback: %d", st);
  st = reorder_engine_is_animating(&anim, e, G.now);
  FZ_CHECK(st == REORDER_OK, "is_animating in callback: %d", st);
  st = reorder_section_frame(&fr, e, 0, G.now);
  FZ_CHECK(st == REORDER_OK || st == REORDER_E_RANGE, "section_frame in callback: %d", st);
  st = reorder_engine_presentation(NULL, 0, sizeof(reorder_presentation), &n, e, f_rect(100),
                                   G.now);
  FZ_CHECK(st == REORDER_OK || st == REORDER_E_BUFFER || st == REORDER_E_INVALID,
           "presentation in callback: %d", st);
  FZ_CHECK(reorder_engine_last_error(e) != NULL, "last_error NULL in callback");
}

static void event_cb(const reorder_event *ev, void *user_data);
static reorder_retarget_answer retarget_hook(reorder_index_path *out_target, uint64_t id,
                                             reorder_index_path from, reorder_index_path proposed,
                                             void *user_data);
static void token_destroy(void *ud);

/* From a callback, hook or destroy function: offers a new callback or hook
 * (or removes the current one). It must be refused with REORDER_E_BUSY,
 * and the refused user data stays the harness's: never destroyed. */
static void reenter_replace(void) {
  uint8_t b = fz_u8(IN);
  int kind = b & 1, remove = (b & 6) == 6;
  token *t = remove ? NULL : token_new(kind);
  reorder_status st;
  if (!remove && !t) return;
  if (kind == 0)
    st = reorder_engine_set_event_callback(G.e, remove ? NULL : event_cb, sizeof(reorder_event),
                                           remove ? NULL : token_destroy, t);
  else
    st = reorder_engine_set_retarget(G.e, remove ? NULL : retarget_hook,
                                     remove ? NULL : token_destroy, t);
  token_settle(t, st, kind ? "set_retarget" : "set_event_callback");
  expect_busy(st, kind ? "set_retarget" : "set_event_callback");
}

/* Every call that reads, from a destroy function or the retarget hook:
 * refused with REORDER_E_BUSY (the engine may be mid-change or going). */
static void reenter_reading_busy(uint64_t id) {
  reorder_engine *e = G.e;
  size_t n = 0;
  uint64_t ids[4];
  reorder_index_path p = {0, 0};
  reorder_phase phase;
  reorder_bool anim;
  reorder_hit hit;
  reorder_rect fr;
  reorder_rect area = {0, 0, 1000, 1000};
  double w, h;
  switch (fz_u8(IN) % 8) {
  case 0: expect_busy(reorder_engine_section_count(&n, e), "section_count"); break;
  case 1: expect_busy(reorder_section_export(ids, 4, &n, e, 0), "section_export"); break;
  case 2: expect_busy(reorder_item_index_path(&p, e, id), "item_index_path"); break;
  case 3: expect_busy(reorder_engine_phase(&phase, e), "phase"); break;
  case 4:
    expect_busy(reorder_engine_presentation(NULL, 0, sizeof(reorder_presentation), &n, e, area,
                                            G.now),
                "presentation");
    break;
  case 5: expect_busy(reorder_engine_hit_test(&hit, sizeof hit, e, f_point()), "hit_test"); break;
  case 6: expect_busy(reorder_engine_is_animating(&anim, e, G.now), "is_animating"); break;
  default:
    expect_busy(reorder_engine_content_size(&w, &h, e), "content_size");
    expect_busy(reorder_item_frame(&fr, e, id), "item_frame");
    expect_busy(reorder_section_item_count(&n, e, 0), "section_item_count");
    expect_busy(reorder_item_id(&id, e, p), "item_id");
    expect_busy(reorder_section_frame(&fr, e, 0, G.now), "section_frame");
    break;
  }
}

/* The user data's destroy function. Runs exactly once per token the
 * library took, never inside a callback or the hook, and calls back in:
 * reads, changes, new callbacks, polling, recording and replay are all
 * refused with REORDER_E_BUSY; reorder_engine_free returns REORDER_OK and
 * is deferred (or is a no-op when the engine is already being freed). */
static void token_destroy(void *ud) {
  token *t = (token *)ud;
  int n, k;
  FZ_CHECK(t != NULL, "destroy called with NULL user_data");
  FZ_CHECK(t->magic == TOKEN_MAGIC, "destroy called with foreign user_data");
  FZ_CHECK(t->owned || t->pending, "destroy of user_data the library never took");
  FZ_CHECK(t->destroyed == 0, "destroy ran twice for one user_data");
  FZ_CHECK(!G.in_event && !G.in_hook, "a destroy function ran inside the %s",
           G.in_hook ? "retarget hook" : "event callback");
  FZ_CHECK(!G.in_destroy, "a destroy function ran inside another");
  t->destroyed++;
  S.destroys++;
  G.in_destroy = 1;
  n = fz_u8(IN) % 4;
  for (k = 0; k < n; k++) {
    uint8_t b = fz_u8(IN);
    reorder_status st;
    S.destroy_calls++;
    G.cb_calls++;
    switch (b % 8) {
    case 0: reenter_reading_busy(f_known_id()); break;
    case 1:
    case 2: reenter_changing(); break;
    case 3: reenter_replace(); break;
    case 4: {
      reorder_event pe;
      char *text = (char *)&pe;
      size_t len = 12345;
      expect_busy(reorder_engine_poll_event(&pe, sizeof pe, G.e), "poll_event");
      expect_busy(reorder_engine_record_start(G.e), "record_start");
      st = reorder_engine_record_stop(&text, &len, G.e);
      expect_busy(st, "record_stop");
      FZ_CHECK(text == (char *)&pe && len == 12345, "a refused record_stop wrote its outputs");
      expect_busy(reorder_engine_replay(G.e, "libreorder-trace 1\n", 19), "replay");
      break;
    }
    case 5: {
      const char *err = reorder_engine_last_error(G.e);
      FZ_CHECK(err != NULL, "last_error NULL in a destroy function");
      break;
    }
    default:
      /* Free from the destroy function: deferred to the end of the call
       * (or already under way); twice is as good as once. */
      st = reorder_engine_free(G.e);
      FZ_CHECK(st == REORDER_OK, "free inside a destroy function returned %d", st);
      if (b & 8) {
        st = reorder_engine_free(G.e);
        FZ_CHECK(st == REORDER_OK, "a second free inside a destroy function returned %d", st);
      }
      if (!G.freed) S.destroy_frees++;
      G.freed = 1;
      break;
    }
  }
  G.in_destroy = 0;
}

static void event_cb(const reorder_event *ev, void *user_data) {
  token *t = (token *)user_data;
  uint8_t b;
  FZ_CHECK(t != NULL && t->magic == TOKEN_MAGIC && t->kind == 0,
           "event callback got bad or destroyed user_data");
  FZ_CHECK(!G.in_hook, "event dispatched from inside the retarget hook");
  FZ_CHECK(!G.in_event, "event callback re-entered");
  FZ_CHECK(!G.in_destroy, "event dispatched from inside a destroy function");
  fz_check_event(ev);
  /* The event is G.cb_event_size bytes: zeros past the library's fields. */
  FZ_CHECK(G.cb_event_size <= EVENT_OWN ||
               all_bytes((const unsigned char *)ev + EVENT_OWN, G.cb_event_size - EVENT_OWN, 0),
           "an event of size %zu has non-zero bytes past the library's %zu", G.cb_event_size,
           (size_t)EVENT_OWN);
  S.events[ev->type]++;
  if (G.freed) return; /* the engine is going: do not touch it */
  G.in_event = 1;
  if (ev->type == REORDER_EVENT_LIFT || ev->type == REORDER_EVENT_MOVE ||
      ev->type == REORDER_EVENT_DROP) {
    reorder_index_path p;
    reorder_status st = reorder_item_index_path(&p, G.e, ev->id);
    G.cb_calls++;
    FZ_CHECK(st == REORDER_OK, "event %d names item %llu, which the engine lacks (%d)",
             ev->type, (unsigned long long)ev->id, st);
  }
  if (ev->type == REORDER_EVENT_SCROLL)
    FZ_CHECK(isfinite(ev->offset.x) && isfinite(ev->offset.y), "scroll to (%g, %g)",
             ev->offset.x, ev->offset.y);
  b = fz_u8(IN);
  if (b < 150) {
    /* nothing */
  } else if (b < 190) {
    reenter_reading();
  } else if (b < 235) {
    fz_snapshot_take(&G.cb_a, G.e);
    reenter_changing();
    fz_snapshot_take(&G.cb_b, G.e);
    FZ_CHECK(fz_snapshot_equal(&G.cb_a, &G.cb_b), "a refused call inside a callback changed the order");
  } else if (b < 252) {
    /* Changing calls whose refusal keeps the harness's bookkeeping simple. */
    reorder_event pe;
    reorder_status st;
    G.cb_calls++;
    if (b & 4) { /* a new callback or hook, offered from the callback */
      reenter_replace();
      G.in_event = 0;
      return;
    }
    switch (b & 3) {
    case 0:
      st = reorder_engine_poll_event(&pe, sizeof pe, G.e);
      fz_check_status(st, "poll_event");
      FZ_CHECK(st == REORDER_E_BUSY, "poll_event from a callback returned %d", st);
      break;
    case 1:
      st = reorder_engine_record_start(G.e);
      FZ_CHECK(st == REORDER_E_BUSY, "record_start from a callback returned %d", st);
      break;
    case 2:
      st = reorder_engine_set_retarget(G.e, NULL, NULL, NULL);
      FZ_CHECK(st == REORDER_E_BUSY, "set_retarget from a callback returned %d", st);
      break;
    default:
      st = reorder_engine_set_event_callback(G.e, NULL, sizeof(reorder_event), NULL, NULL);
      FZ_CHECK(st == REORDER_E_BUSY, "set_event_callback from a callback returned %d", st);
      break;
    }
  } else {
    /* Free the engine from its own callback: deferred to the end of the
     * call (twice: the second is a no-op). From here on the harness never
     * touches it. */
    FZ_CHECK(reorder_engine_free(G.e) == REORDER_OK, "free inside a callback was not deferred");
    if (b & 1)
      FZ_CHECK(reorder_engine_free(G.e) == REORDER_OK, "a second free inside a callback");
    G.freed = 1;
    S.cb_frees++;
  }
  G.in_event = 0;
}

static reorder_retarget_answer retarget_hook(reorder_index_path *out_target, uint64_t id,
                                             reorder_index_path from, reorder_index_path proposed,
                                             void *user_data) {
  token *t = (token *)user_data;
  uint8_t b;
  (void)from;
  (void)proposed;
  FZ_CHECK(t != NULL && t->magic == TOKEN_MAGIC && t->kind == 1,
           "retarget hook got bad or destroyed user_data");
  FZ_CHECK(out_target != NULL, "retarget hook got a NULL out_target");
  FZ_CHECK(!G.in_hook, "retarget hook re-entered");
  FZ_CHECK(!G.in_event, "retarget hook called from inside an event callback");
  FZ_CHECK(!G.in_destroy, "retarget hook called from inside a destroy function");
  FZ_CHECK(model_find(id) >= 0, "retarget hook asked about unknown item %llu",
           (unsigned long long)id);
  if (G.freed) return REORDER_RETARGET_ACCEPT;
  S.hook_calls++;
  G.in_hook = 1;
  b = fz_u8(IN);
  if (b >= 200 && b < 250) {
    /* Every call from inside the hook is refused, reads included. */
    size_t n;
    uint64_t ids[4];
    reorder_index_path p;
    if (b & 1) {
      if (b & 2) reenter_replace();
      else reenter_changing();
    } else {
      G.cb_calls++;
      expect_busy(reorder_engine_section_count(&n, G.e), "section_count");
      expect_busy(reorder_section_export(ids, 4, &n, G.e, 0), "section_export");
      expect_busy(reorder_item_index_path(&p, G.e, id), "item_index_path");
      if (b & 2) reenter_reading_busy(id);
    }
  } else if (b >= 250 && b < 252) {
    /* Free from inside the hook: deferred like a free from a callback. */
    FZ_CHECK(reorder_engine_free(G.e) == REORDER_OK, "free inside the hook was not deferred");
    G.freed = 1;
    S.hook_frees++;
  }
  G.in_hook = 0;
  switch (fz_u8(IN) % 8) {
  case 0:
  case 1:
  case 2:
    return REORDER_RETARGET_ACCEPT;
  case 3:
    return REORDER_RETARGET_REFUSE;
  case 4:
    *out_target = f_path();
    S.hook_other++;
    return REORDER_RETARGET_OTHER;
  case 5:
    out_target->item += (int32_t)(fz_u8(IN) % 3) - 1;
    return REORDER_RETARGET_OTHER;
  case 6:
    return REORDER_RETARGET_OTHER; /* without writing a target */
  default:
    return (reorder_retarget_answer)fz_u32(IN); /* garbage */
  }
}

/* ------------------------------------------------------------------------ */
/* Record and replay                                                         */
/* ------------------------------------------------------------------------ */

/* Replays a trace into a second engine: created with the first one's
 * options (`same_options`) or fresh with defaults. The trace must replay;
 * with `expected`, the second engine must end in that order. */
static void replay_check(const char *text, size_t len, const fz_snapshot *expected,
                         int same_options) {
  reorder_engine *r = NULL;
  reorder_status st;
  reorder_event ev;
  fz_snapshot got;
  int k;
  st = reorder_engine_new(&r, same_options && !G.create_null ? &G.create_opts : NULL);
  FZ_CHECK(st == REORDER_OK && r, "second engine: %d", st);
  st = reorder_engine_replay(r, text, len);
  S.replays++;
  if (expected) S.replays_compared++;
  fz_check_status(st, "replay");
  if (st != REORDER_OK) {
    fprintf(stderr, "trace (%zu bytes):\n%.*s\n", len, (int)len, text);
    FZ_CHECK(0, "a recorded trace does not replay: %d %s", st, reorder_engine_last_error(r));
  }
  memset(&got, 0, sizeof got);
  fz_snapshot_take(&got, r);
  fz_snapshot_check_unique(&got);
  if (expected && !fz_snapshot_equal(expected, &got)) {
    fz_snapshot_print("recorded engine", expected);
    fz_snapshot_print("replayed engine", &got);
    fprintf(stderr, "trace (%zu bytes):\n%.*s\n", len, (int)len, text);
    FZ_CHECK(0, "the replayed trace does not reproduce the order");
  }
  for (k = 0; k < 64; k++) {
    st = reorder_engine_poll_event(&ev, sizeof ev, r);
    FZ_CHECK(st == REORDER_OK || st == REORDER_DONE, "poll_event on the replayed engine: %d", st);
    if (st == REORDER_DONE) break;
    fz_check_event(&ev);
  }
  fz_snapshot_free(&got);
  FZ_CHECK(reorder_engine_free(r) == REORDER_OK, "free of the replayed engine");
}

/* ------------------------------------------------------------------------ */
/* Operations                                                                */
/* ------------------------------------------------------------------------ */

#define POST(st, name) \
  do {                 \
    if (!post((st), (name))) return 0; \
  } while (0)

/* A drag through the pointer API: press on an item, wait, move, release. */
static int op_gesture(void) {
  reorder_engine *e = G.e;
  uint64_t id = f_known_id();
  reorder_rect fr = {0, 0, 0, 0};
  reorder_point p;
  reorder_status st;
  int steps, i;
  st = reorder_item_frame(&fr, e, id);
  fz_check_status(st, "item_frame");
  p.x = fr.x + fr.width / 2;
  p.y = fr.y + fr.height / 2;
  if (!isfinite(p.x) || !isfinite(p.y)) p.x = p.y = 10;
  if (fz_u8(IN) < 64) { /* a small viewport around the item: room to auto-scroll */
    reorder_rect vp;
    vp.x = 0;
    vp.y = p.y - 20 - fz_u8(IN);
    vp.width = 320;
    vp.height = 60 + fz_u8(IN) * 2;
    pre(1);
    st = reorder_engine_set_viewport(e, vp);
    POST(st, "set_viewport");
    if (st == REORDER_OK) G.viewport = vp;
    settle("set_viewport");
  }
  pre(1);
  st = reorder_engine_pointer_down(e, p, G.now += 0.01);
  POST(st, "pointer_down");
  settle("pointer_down");
  pre(1);
  st = reorder_engine_tick(e, G.now += 0.6);
  POST(st, "tick");
  settle("tick");
  steps = 1 + fz_u8(IN) % 6;
  for (i = 0; i < steps; i++) {
    uint8_t how = fz_u8(IN);
    int8_t dx = (int8_t)fz_u8(IN), dy = (int8_t)fz_u8(IN);
    int ticks = how & 64 ? 1 + (how & 7) : 0, k;
    if ((how & 0xA0) == 0x20) {
      /* Near an edge of the viewport: auto-scroll. */
      p.y = how & 16 ? G.viewport.y + G.viewport.height - (dy & 15) : G.viewport.y + (dy & 15);
    } else if (how & 128) {
      /* Over another item, so that something moves. */
      reorder_rect to = {0, 0, 0, 0};
      if (reorder_item_frame(&to, e, f_known_id()) == REORDER_OK && isfinite(to.x) &&
          isfinite(to.y) && isfinite(to.width) && isfinite(to.height)) {
        p.x = to.x + to.width / 2 + dx / 8.0;
        p.y = to.y + to.height / 2 + dy / 8.0;
      }
    } else {
      p.x += dx;
      p.y += dy * 2;
    }
    pre(1);
    st = reorder_engine_pointer_move(e, p, G.now += 0.016);
    POST(st, "pointer_move");
    settle("pointer_move");
    for (k = 0; k < ticks; k++) { /* the frame clock: auto-scroll, settling */
      pre(1);
      st = reorder_engine_tick(e, G.now += 0.05);
      POST(st, "tick");
      settle("tick");
    }
  }
  pre(1);
  if (fz_u8(IN) < 230) {
    st = reorder_engine_pointer_up(e, p, G.now += 0.01);
    POST(st, "pointer_up");
    settle("pointer_up");
  } else {
    st = reorder_engine_pointer_cancel(e, G.now += 0.01);
    POST(st, "pointer_cancel");
    settle("pointer_cancel");
  }
  return 1;
}

/* Calls with NULL engines and NULL out pointers: REORDER_E_NULL, no crash. */
static void op_nulls(void) {
  reorder_engine *e = G.e;
  reorder_point pt = {0, 0};
  reorder_rect r = {0, 0, 1, 1};
  reorder_index_path p = {0, 0};
  size_t n;
  double d;
  int32_t i32;
  uint64_t id = 0;
  char *text;
  reorder_status st;
#define NULL_CALL(call)                                                              \
  do {                                                                               \
    st = (call);                                                                     \
    fz_check_status(st, #call);                                                      \
    FZ_CHECK(st == REORDER_E_NULL, "%s returned %d, not REORDER_E_NULL", #call, st); \
  } while (0)
  switch (fz_u8(IN) % 16) {
  case 0: NULL_CALL(reorder_engine_new(NULL, NULL)); break;
  case 1: NULL_CALL(reorder_section_insert(NULL, 0, 0, 0, NULL)); break;
  case 2: NULL_CALL(reorder_engine_pointer_down(NULL, pt, 0)); break;
  case 3:
    NULL_CALL(reorder_engine_presentation(NULL, 0, sizeof(reorder_presentation), NULL, e, r, 0));
    break;
  case 4: NULL_CALL(reorder_engine_section_count(NULL, e)); break;
  case 5: NULL_CALL(reorder_section_export(NULL, 0, NULL, e, 0)); break;
  case 6: NULL_CALL(reorder_item_index_path(NULL, e, id)); break;
  case 7: NULL_CALL(reorder_engine_content_size(NULL, &d, e)); break;
  case 8: NULL_CALL(reorder_engine_phase(NULL, e)); break;
  case 9: NULL_CALL(reorder_engine_record_stop(NULL, &n, e)); break;
  case 10: NULL_CALL(reorder_engine_replay(e, NULL, 5)); break;
  case 11: NULL_CALL(reorder_engine_poll_event(NULL, sizeof(reorder_event), e)); break;
  case 12: NULL_CALL(reorder_engine_is_animating(NULL, e, 0)); break;
  case 13: NULL_CALL(reorder_item_id(NULL, e, p)); break;
  case 14: NULL_CALL(reorder_engine_set_text(e, 0, NULL)); break;
  default:
    NULL_CALL(reorder_engine_phase(&i32, NULL));
    NULL_CALL(reorder_engine_record_stop(&text, NULL, e));
    NULL_CALL(reorder_section_frame(NULL, e, 0, 0));
    NULL_CALL(reorder_section_frame(&r, NULL, 0, 0));
    FZ_CHECK(reorder_engine_free(NULL) == REORDER_OK, "reorder_engine_free(NULL)");
    reorder_free(NULL);
    FZ_CHECK(reorder_engine_last_error(NULL) != NULL, "last_error(NULL) is NULL");
    break;
  }
#undef NULL_CALL
}

/* ------------------------------------------------------------------------ */
/* Bulk loads and huge capacities                                            */
/* ------------------------------------------------------------------------ */

/* How many items a bulk load has: hundreds, thousands, up to MAX_BULK. */
static size_t f_bulk_count(void) {
  uint8_t b = fz_u8(IN);
  if (b < 96) return 16 + (size_t)fz_u8(IN) * 4;
  if (b < 200) return 1000 + fz_u16(IN) % 4096;
  if (b < 240) return fz_u16(IN) % 16384;
  if (b < 252) return 1 + (size_t)fz_u16(IN);
  return b & 1;
}

/* A reorder_section_load of hundreds to tens of thousands of items, built
 * from a few input bytes: ids from seeds across the whole 64-bit range
 * (mixed, strided with wrap-around, from both ends, or reusing the
 * section's own ids), sizes and flags from a seed; sometimes with one
 * duplicate id, an id of another section, a bad size or an unknown flag.
 * The status is predicted from what the harness put in. */
static int op_bulk_load(void) {
  reorder_engine *e = G.e;
  uint8_t pick = fz_u8(IN);
  /* Mostly a section that exists. */
  int32_t section = G.cur.sections && pick < 224 ? (int32_t)(pick % G.cur.sections) : f_index();
  uint8_t mode = fz_u8(IN), inject = fz_u8(IN);
  size_t n = f_bulk_count(), i, old = 0, off = 0;
  uint64_t seed = fz_u64(IN), stride = fz_u64(IN) | 1, sseed = fz_u64(IN);
  int section_ok = section >= 0 && (size_t)section < G.cur.sections;
  int dup = 0, bad_size = 0, bad_flag = 0;
  uint64_t *ids, *sorted;
  double *sizes;
  uint8_t *flags;
  uint32_t stamp;
  reorder_status st;
  if (section_ok) {
    old = G.cur.counts[section];
    for (i = 0; i < (size_t)section; i++) off += G.cur.counts[i];
  }
  if (G.nmodel - old + n > MAX_MODEL) n = MAX_MODEL - (G.nmodel - old);
  ids = (uint64_t *)malloc((n + 1) * sizeof *ids);
  sizes = (double *)malloc((n + 1) * sizeof *sizes);
  flags = mode & 32 ? (uint8_t *)malloc(n + 1) : NULL;
  for (i = 0; i < n; i++) {
    static const uint8_t flag_kinds[8] = {1, 1, 1, 1, 1, 0, 2, 3};
    switch (mode & 3) {
    case 0: ids[i] = mix64(seed + i); break;
    case 1: ids[i] = seed + i * stride; break; /* odd stride: distinct mod 2^64 */
    case 2: ids[i] = i & 1 ? UINT64_MAX - (i >> 1) : seed + (i >> 1); break;
    default: /* the section's own ids, reversed, then fresh ones */
      ids[i] = i < old ? G.cur.ids[off + old - 1 - i] : mix64(seed + i);
      break;
    }
    sizes[i] = (double)(mix64(sseed + i) % 1600) / 16.0;
    if (flags) flags[i] = flag_kinds[mix64(sseed ^ i) & 7];
  }
  if (n >= 2 && (inject & 7) == 1) { /* one id twice */
    size_t j = (size_t)(mix64(sseed) % n), k = (j + 1 + (size_t)(mix64(seed) % (n - 1))) % n;
    ids[k] = ids[j];
  }
  if (n >= 1 && (inject & 7) == 2 && G.nmodel > old) /* an id from anywhere in the engine */
    ids[mix64(seed) % n] = model_ids[mix64(sseed) % G.nmodel];
  if (n >= 1 && (inject & 7) == 3) { /* a size the header refuses */
    static const double bad[4] = {NAN, INFINITY, -1, 1e9 + 1};
    sizes[mix64(sseed) % n] = bad[inject >> 6];
    bad_size = 1;
  }
  if (n >= 1 && flags && (inject & 7) == 4) { /* bits the header does not define */
    flags[mix64(seed) % n] = (uint8_t)(4u << (inject >> 5 & 3));
    bad_flag = 1;
  }
  /* Predict: an id twice in the arrays, or held by another section. */
  stamp = model_new_stamp();
  for (i = 0; i < old; i++) model_seen[model_find(G.cur.ids[off + i])] = stamp;
  for (i = 0; i < n && !dup; i++) {
    int k = model_find(ids[i]);
    if (k >= 0 && model_seen[k] != stamp) dup = 1;
  }
  sorted = (uint64_t *)malloc((n + 1) * sizeof *sorted);
  memcpy(sorted, ids, n * sizeof *ids);
  qsort(sorted, n, sizeof *sorted, fz_cmp_u64);
  for (i = 1; i < n && !dup; i++) dup = sorted[i] == sorted[i - 1];
  free(sorted);

  S.bulk_loads++;
  pre(1);
  st = reorder_section_load(e, section, ids, sizes, flags, n);
  if (!post(st, "section_load (bulk)")) {
    free(ids);
    free(sizes);
    free(flags);
    return 0;
  }
  if (!section_ok)
    FZ_CHECK(st == REORDER_E_RANGE || (st == REORDER_E_DUPLICATE_ID && dup) ||
                 (st == REORDER_E_INVALID && (bad_size || bad_flag)),
             "bulk load into section %d of %zu: %d", section, G.cur.sections, st);
  else if (dup || bad_size)
    FZ_CHECK((st == REORDER_E_DUPLICATE_ID && dup) || (st == REORDER_E_INVALID && (bad_size || bad_flag)),
             "bulk load of %zu items (duplicate %d, bad size %d): %d", n, dup, bad_size, st);
  else
    FZ_CHECK(st == REORDER_OK || (st == REORDER_E_INVALID && bad_flag) || fz_queue_full(st),
             "bulk load of %zu valid items into section %d: %d %s", n, section, st,
             reorder_engine_last_error(e));
  if (st == REORDER_OK) {
    model_remove_section(&G.cur, (size_t)section);
    for (i = 0; i < n; i++) model_add(ids[i]);
    S.bulk_ok++;
    S.bulk_items += n;
  }
  settle("section_load (bulk)");
  free(ids);
  free(sizes);
  free(flags);
  return 1;
}

/* A capacity for a buffer that really holds `want` records of `elem`
 * bytes (or fewer, when the capacity is smaller): up to SIZE_MAX, past
 * INT64_MAX, where capacity * elem overflows, exact, one short. */
static size_t f_huge_cap(size_t want, size_t elem) {
  uint8_t b = fz_u8(IN);
  switch (b % 12) {
  case 0: return SIZE_MAX;
  case 1: return SIZE_MAX - 1 - fz_u8(IN);
  case 2: return SIZE_MAX / 2 + 1; /* 2^63: negative as a signed size */
  case 3: return SIZE_MAX / 2;
  case 4: return SIZE_MAX / (elem ? elem : 1) + 1; /* capacity * elem overflows */
  case 5: return SIZE_MAX / (elem ? elem : 1);
  case 6: return (size_t)1 << 32;
  case 7: return want + 1 + fz_u32(IN);
  case 8: return want;
  case 9: return want + 1;
  case 10: return want ? want - 1 : 0;
  default: return want > 1 ? fz_u32(IN) % want : 0;
  }
}

/* reorder_section_export with any capacity, SIZE_MAX included, into a
 * buffer exactly as large as the records that fit. */
static void op_huge_export(void) {
  int32_t section = (int32_t)(fz_u8(IN) % (G.cur.sections + 1)); /* == sections: out of range */
  int valid = (size_t)section < G.cur.sections;
  size_t want = valid ? G.cur.counts[section] : 0, cap = f_huge_cap(want, sizeof(uint64_t));
  size_t room = cap < want ? cap : want, count = 12345, bytes = room * sizeof(uint64_t), i, off = 0;
  int null_out = fz_u8(IN) < 16;
  unsigned char *buf = (unsigned char *)malloc(bytes + GUARD_BYTES);
  reorder_status st;
  memset(buf, GUARD, bytes + GUARD_BYTES);
  S.huge_exports++;
  st = reorder_section_export(null_out ? NULL : (uint64_t *)(void *)buf, cap, &count, G.e,
                              section);
  fz_check_status(st, "section_export (huge capacity)");
  FZ_CHECK(all_bytes(buf + bytes, GUARD_BYTES, GUARD),
           "section_export(capacity %zu) of %zu ids wrote past them", cap, want);
  if (!valid) {
    FZ_CHECK(st == REORDER_E_RANGE, "export of section %d of %zu: %d", section, G.cur.sections,
             st);
  } else if (null_out) {
    reorder_status expect = want == 0 ? REORDER_OK : room == 0 ? REORDER_E_BUFFER : REORDER_E_NULL;
    FZ_CHECK(st == expect, "export(NULL, capacity %zu) of %zu ids: %d, not %d", cap, want, st,
             expect);
  } else {
    FZ_CHECK(st == (cap >= want ? REORDER_OK : REORDER_E_BUFFER),
             "export(capacity %zu) of %zu ids: %d %s", cap, want, st,
             reorder_engine_last_error(G.e));
    FZ_CHECK(count == want, "export(capacity %zu): count %zu, want %zu", cap, count, want);
    for (i = 0; i < (size_t)section; i++) off += G.cur.counts[i];
    for (i = 0; i < room; i++) {
      uint64_t id;
      memcpy(&id, buf + i * sizeof id, sizeof id);
      FZ_CHECK(id == G.cur.ids[off + i], "export(capacity %zu) differs at %zu", cap, i);
    }
  }
  free(buf);
}

/* reorder_engine_presentation with any capacity, SIZE_MAX included, into a
 * buffer exactly as large as the records that fit, over the whole content,
 * the viewport or a fuzzed rect, at a fuzzed element size. */
static void op_huge_presentation(void) {
  reorder_engine *e = G.e;
  size_t own = PRES_OWN, min = PRES_MIN, size, count0 = 777, count = 777, bytes = 0, cap,
         room, i;
  reorder_rect r;
  double t, w = 0, h = 0;
  uint8_t b = fz_u8(IN);
  reorder_status st0, st, want;
  unsigned char *buf;
  uint32_t stamp;
  if (b < 128 && reorder_engine_content_size(&w, &h, e) == REORDER_OK && isfinite(w) &&
      isfinite(h)) {
    r.x = -10, r.y = -10, r.width = w + 20, r.height = h + 20;
  } else if (b < 192) {
    r = G.viewport;
  } else {
    r = f_rect(1024);
  }
  t = f_time();
  size = fz_u8(IN) < 192 ? own : f_out_size(own);
  want = size_status(size, min);
  S.huge_presentations++;
  st0 = reorder_engine_presentation(NULL, 0, size, &count0, e, r, t);
  fz_check_status(st0, "presentation (count)");
  if (want != REORDER_OK || st0 == REORDER_E_INVALID) {
    /* Refused whatever the capacity, writing nothing. */
    unsigned char small[GUARD_BYTES];
    memset(small, GUARD, sizeof small);
    st = reorder_engine_presentation((reorder_presentation *)(void *)small, SIZE_MAX, size,
                                     &count, e, r, t);
    FZ_CHECK(st == st0, "presentation refused with %d, with capacity SIZE_MAX %d", st0, st);
    FZ_CHECK(all_bytes(small, sizeof small, GUARD), "a refused presentation wrote");
    return;
  }
  FZ_CHECK(st0 == (count0 ? REORDER_E_BUFFER : REORDER_OK), "presentation(cap 0) of %zu: %d",
           count0, st0);
  if (count0 > MAX_MODEL || count0 * size > ((size_t)8 << 20)) return;
  cap = f_huge_cap(count0, size);
  room = cap < count0 ? cap : count0;
  buf = out_buffer(room, size, min, &bytes);
  st = reorder_engine_presentation((reorder_presentation *)(void *)buf, cap, size, &count, e, r,
                                   t);
  fz_check_status(st, "presentation (huge capacity)");
  FZ_CHECK(st == (cap >= count0 ? REORDER_OK : REORDER_E_BUFFER),
           "presentation(capacity %zu, element %zu) of %zu: %d %s", cap, size, count0, st,
           reorder_engine_last_error(e));
  FZ_CHECK(count == count0, "presentation count %zu, then %zu", count0, count);
  check_out_buffer(buf, bytes, room, size, own, 1, "presentation (huge capacity)");
  stamp = model_new_stamp();
  for (i = 0; i < room; i++) {
    reorder_presentation rec;
    int k;
    memcpy(&rec, buf + i * size, sizeof rec);
    k = model_find(rec.id);
    FZ_CHECK(k >= 0, "presentation shows unknown item %llu", (unsigned long long)rec.id);
    FZ_CHECK(model_seen[k] != stamp, "presentation shows item %llu twice",
             (unsigned long long)rec.id);
    model_seen[k] = stamp;
    FZ_CHECK(rec.z_index >= 0 && rec.z_index <= 2, "z_index %d", rec.z_index);
  }
  free(buf);
}

/* Transfer groups: the engine joins a group with a partner engine (ids
 * from 2^63 up, fuzzed rules and frames), an item is transferred to the
 * partner at a fuzzed place and the transfer undone from the partner's
 * side, then the group goes (the change can no longer be redone) and the
 * partner with it. The status is predicted; either way the engine ends
 * with the items it began with, in their order. */
static int op_transfer(void) {
  static const uint64_t theirs[] = {(1ull << 63) + 1, (1ull << 63) + 2, (1ull << 63) + 3};
  static const double sizes[] = {20, 20, 20};
  reorder_engine *e = G.e, *partner = NULL;
  reorder_group *g = NULL;
  reorder_transfer_rules rules;
  reorder_phase phase = REORDER_PHASE_IDLE;
  uint64_t id = fz_u8(IN) & 1 ? theirs[1] : f_known_id();
  reorder_index_path to = {0, (int32_t)(fz_u8(IN) % 6) - 1};
  reorder_status st, want;
  FZ_CHECK(reorder_group_new(&g) == REORDER_OK, "group_new");
  FZ_CHECK(reorder_engine_new(&partner, NULL) == REORDER_OK &&
               reorder_section_insert(partner, 0, 0, 0, NULL) == REORDER_OK &&
               reorder_section_load(partner, 0, theirs, sizes, NULL, 3) == REORDER_OK,
           "partner engine");
  FZ_CHECK(reorder_transfer_rules_init(&rules, REORDER_TRANSFER_RULES_VERSION) == REORDER_OK,
           "transfer_rules_init");
  rules.pull = (reorder_pull)(fz_u8(IN) % 4); /* 3 is unknown */
  rules.tag = fz_u8(IN) % 3;                  /* 0 is refused */
  reorder_engine_phase(&phase, e);
  pre(1);
  st = reorder_group_add(g, e, &rules);
  fz_check_status(st, "group_add");
  want = rules.pull > 2 || rules.tag == 0 ? REORDER_E_INVALID
         : phase == REORDER_PHASE_DRAGGING || phase == REORDER_PHASE_PRESSING ? REORDER_E_STATE
                                                                               : REORDER_OK;
  FZ_CHECK(st == want, "group_add: %d, not %d", st, want);
  if (G.freed) goto out;
  if (st == REORDER_OK) {
    FZ_CHECK(reorder_group_add(g, partner, NULL) == REORDER_OK, "group_add partner");
    st = reorder_engine_set_frame(e, f_rect(64));
    fz_check_status(st, "set_frame");
    if (G.freed) goto out;
    st = reorder_engine_transfer(e, id, partner, to);
    fz_check_status(st, "transfer");
    if (G.freed) goto out;
    FZ_CHECK(st != REORDER_E_BUSY && st != REORDER_E_THREAD, "outer transfer returned %d", st);
    if (model_find(id) < 0) {
      FZ_CHECK(st == REORDER_E_UNKNOWN_ID || st == REORDER_E_REFUSED, "transfer of a stranger: %d",
               st);
    } else if (st == REORDER_OK) {
      FZ_CHECK(rules.pull != REORDER_PULL_NONE && to.item >= 0 && to.item <= 3,
               "transfer allowed against the rules");
      st = reorder_engine_undo(partner);
      FZ_CHECK(st == REORDER_OK, "undo of a transfer from the partner: %d (%s)", st,
               reorder_engine_last_error(partner));
      if (G.freed) goto out;
    } else {
      FZ_CHECK(st == REORDER_E_RANGE || st == REORDER_E_REFUSED || st == REORDER_E_STATE,
               "transfer refused with %d", st);
    }
  }
out:
  FZ_CHECK(reorder_group_free(g) == REORDER_OK, "group_free");
  FZ_CHECK(reorder_engine_free(partner) == REORDER_OK, "partner free");
  if (G.freed) return 0;
  /* What the op began with: the same order. */
  fz_snapshot_take(&G.next, G.e);
  if (!fz_snapshot_equal(&G.cur, &G.next)) {
    fz_snapshot_print("before", &G.cur);
    fz_snapshot_print("after", &G.next);
    FZ_CHECK(0, "a transfer and its undo changed the order");
  }
  settle("transfer round trip");
  return 1;
}

/* Whether x is a finite number within +-1e9, as every outer scroll
 * container's position and limit must be. */
static int within(double x) { return isfinite(x) && fabs(x) <= 1e9; }

/* Nested scrolling: the engine, placed at a fuzzed frame, goes inside a
 * fuzzed outer scroll container (the status is predicted: a refused one
 * changes nothing), a drag may then auto-scroll it, and it is taken away
 * again. */
/* Every section's depths, as the engine reports them, make an outline: the
 * first 0, each at most one below the item before it (all 0 outside
 * outlines), and, outside a drag (which hides what it dropped into a
 * collapsed item only at the drop), an item is hidden exactly when its
 * parent is collapsed or hidden. */
static void check_outline(const char *name) {
  size_t s, i, at = 0;
  reorder_phase phase = REORDER_PHASE_IDLE;
  FZ_CHECK(reorder_engine_phase(&phase, G.e) == REORDER_OK, "%s: phase", name);
  for (s = 0; s < G.cur.sections; s++) {
    int32_t previous = -1;
    for (i = 0; i < G.cur.counts[s]; i++, at++) {
      uint64_t id = G.cur.ids[at], parent = 0;
      int32_t d = -1;
      reorder_bool hidden = 0, has = 0, expanded = 1, parent_hidden = 0;
      if (i >= 64) continue; /* the first items of each section */
      FZ_CHECK(reorder_item_depth(&d, G.e, id) == REORDER_OK, "%s: item_depth", name);
      FZ_CHECK(d >= 0 && d <= previous + 1, "%s: item %llu at depth %d after %d", name,
               (unsigned long long)id, d, previous);
      previous = d;
      FZ_CHECK(reorder_item_is_hidden(&hidden, G.e, id) == REORDER_OK &&
                   reorder_item_parent(&parent, &has, G.e, id) == REORDER_OK,
               "%s: lookups", name);
      FZ_CHECK(has == (d > 0), "%s: item %llu at depth %d, parent %d", name,
               (unsigned long long)id, d, has);
      if (phase == REORDER_PHASE_DRAGGING) continue;
      if (has && reorder_item_is_expanded(&expanded, G.e, parent) == REORDER_OK &&
          reorder_item_is_hidden(&parent_hidden, G.e, parent) == REORDER_OK)
        FZ_CHECK(!!hidden == (!expanded || parent_hidden),
                 "%s: item %llu hidden %d under a parent expanded %d, hidden %d", name,
                 (unsigned long long)id, hidden, expanded, parent_hidden);
      else
        FZ_CHECK(!hidden, "%s: top-level item %llu hidden", name, (unsigned long long)id);
    }
  }
}

/* Outline edits (depths, indent and outdent, tree moves, collapsing) on
 * whatever the engine is: refused outside outlines, and after each the
 * order is a permutation and the depths an outline. */
static int op_outline(void) {
  reorder_engine *e = G.e;
  reorder_status st;
  uint8_t which = fz_u8(IN) % 4;
  const char *name = "outline";
  pre(1);
  if (which == 0) { /* section_set_depths: mostly valid, by steps of -2...+1 */
    int32_t section = f_index(), depths[64];
    size_t count = fz_u8(IN) % 64, i;
    for (i = 0; i < count; i++) {
      static const int steps[4] = {-2, -1, 0, 1};
      int32_t d = i == 0 ? 0 : depths[i - 1] + steps[fz_u8(IN) % 4];
      depths[i] = fz_u8(IN) < 8 ? (int32_t)fz_u8(IN) - 2 : d < 0 ? 0 : d;
    }
    name = "section_set_depths";
    st = reorder_section_set_depths(e, section, fz_u8(IN) < 4 ? NULL : depths, count);
  } else if (which == 1) {
    uint64_t id = f_known_id();
    int32_t depth = (int32_t)(fz_u8(IN) % 8) - 1;
    name = "item_set_depth";
    st = reorder_item_set_depth(e, id, depth);
  } else if (which == 2) {
    uint64_t id = f_known_id(), parent = f_known_id();
    reorder_bool has_parent = f_bool();
    int32_t index = (int32_t)(fz_u8(IN) % 8) - 1;
    name = "item_move_into";
    st = reorder_item_move_into(e, id, f_index(), has_parent, parent, index);
  } else {
    uint64_t id = f_known_id();
    name = "item_set_expanded";
    st = reorder_item_set_expanded(e, id, f_bool());
  }
  POST(st, name);
  settle(name);
  check_outline(name);
  return !G.freed;
}

static int op_outer_scroll(void) {
  reorder_engine *e = G.e;
  reorder_outer_scroll o;
  reorder_status st, want;
  int zone_ok, numbers_ok;
  FZ_CHECK(reorder_outer_scroll_init(&o, REORDER_OUTER_SCROLL_VERSION) == REORDER_OK,
           "outer_scroll_init");
  st = reorder_engine_set_frame(e, f_rect(64));
  fz_check_status(st, "set_frame");
  if (G.freed) return 0;
  o.visible = f_rect(64);
  o.min_offset.x = fz_u8(IN) & 1 ? 0 : f_num(16);
  o.min_offset.y = fz_u8(IN) & 1 ? 0 : f_num(16);
  o.max_offset.x = f_num(64);
  o.max_offset.y = f_num(64);
  o.offset.x = fz_u8(IN) & 1 ? o.min_offset.x : f_num(16);
  o.offset.y = fz_u8(IN) & 1 ? o.min_offset.y : f_num(16);
  o.zone_kind = f_enum(REORDER_ZONE_FRACTION);
  o.curve = f_enum(REORDER_CURVE_EASED);
  o.zone = o.zone_kind == REORDER_ZONE_FRACTION ? f_num(0.05) : f_num(8);
  o.max_speed = f_num(100);
  o.grace = fz_u8(IN) & 1 ? 0 : f_num(0.01);
  o.intent = f_bool();
  numbers_ok = within(o.visible.x) && within(o.visible.y) && within(o.offset.x) &&
               within(o.offset.y) && within(o.min_offset.x) && within(o.min_offset.y) &&
               within(o.max_offset.x) && within(o.max_offset.y) && o.visible.width >= 0 &&
               within(o.visible.width) && o.visible.height >= 0 && within(o.visible.height) &&
               o.min_offset.x <= o.max_offset.x && o.min_offset.y <= o.max_offset.y &&
               o.offset.x >= o.min_offset.x && o.offset.x <= o.max_offset.x &&
               o.offset.y >= o.min_offset.y && o.offset.y <= o.max_offset.y;
  zone_ok = o.zone_kind == REORDER_ZONE_FRACTION ? o.zone >= 0 && o.zone <= 0.5
                                                 : o.zone >= 0 && within(o.zone);
  want = numbers_ok && zone_ok && o.zone_kind >= 0 && o.zone_kind <= REORDER_ZONE_FRACTION &&
                 o.curve >= 0 && o.curve <= REORDER_CURVE_EASED && o.max_speed >= 0 &&
                 within(o.max_speed) && o.grace >= 0 && within(o.grace)
             ? REORDER_OK
             : REORDER_E_INVALID;
  pre(0);
  st = reorder_engine_set_outer_scroll(e, &o);
  POST(st, "set_outer_scroll");
  FZ_CHECK(st == want || fz_queue_full(st), "set_outer_scroll: %d, not %d", st, want);
  settle("set_outer_scroll");
  if (st == REORDER_OK && !op_gesture()) return 0;
  pre(0);
  st = reorder_engine_set_outer_scroll(e, NULL);
  POST(st, "set_outer_scroll NULL");
  settle("set_outer_scroll NULL");
  return 1;
}

/* One operation; returns 0 when the engine is gone. */
static int run_op(void) {
  reorder_engine *e = G.e;
  reorder_status st;
  uint8_t op = fz_u8(IN);
  static int trace = -1;
  if (trace < 0) trace = getenv("FZ_TRACE") != NULL;
  if (trace) fprintf(stderr, "op %d (%zu bytes left, %zu items)\n", op % 44, G.in.n, G.nmodel);
  if (G.recording &&
      ((op % 44 >= 13 && op % 44 <= 20) || op % 44 == 23 || op % 44 == 35 || op % 44 == 39 || op % 44 == 40 ||
       op % 44 == 42 || op % 44 == 43))
    G.rec_dynamic = 1;
  /* A host without a callback polls now and then: the queue is bounded. */
  if (!G.cb_installed && ++G.since_drain >= DRAIN_EVERY) drain_queue();
  switch (op % 44) {
  case 0: { /* section_insert */
    int32_t index = f_index();
    double header = f_num(4), footer = f_num(4);
    reorder_section_rules *rules = f_rules();
    pre(1);
    st = reorder_section_insert(e, index, header, footer, rules);
    if (rules)
      check_version_status(st, rules->version, REORDER_SECTION_RULES_VERSION, 0,
                           "section_insert");
    free(rules);
    POST(st, "section_insert");
    settle("section_insert");
    break;
  }
  case 1: { /* section_remove */
    int32_t index = f_index();
    pre(1);
    st = reorder_section_remove(e, index);
    POST(st, "section_remove");
    if (st == REORDER_OK) {
      FZ_CHECK(index >= 0 && (size_t)index < G.cur.sections, "removed section %d of %zu", index,
               G.cur.sections);
      model_remove_section(&G.cur, (size_t)index);
    }
    settle("section_remove");
    break;
  }
  case 2:
  case 3: { /* section_load */
    int32_t section = f_index();
    uint8_t b = fz_u8(IN);
    size_t count = b < 240 ? b % 12 : (size_t)(b % 8) * 8, i;
    size_t pass = count;
    uint64_t *ids = (uint64_t *)malloc((count + 1) * sizeof(uint64_t));
    double *sizes = (double *)malloc((count + 1) * sizeof(double));
    uint8_t *flags = NULL;
    int null_case = 0;
    for (i = 0; i < count; i++) {
      ids[i] = f_id();
      sizes[i] = f_num(44);
    }
    if (fz_u8(IN) & 1) {
      flags = (uint8_t *)malloc(count + 1);
      for (i = 0; i < count; i++) flags[i] = (uint8_t)f_flags();
    }
    b = fz_u8(IN);
    if (b >= 248) {
      null_case = 1 + (b & 3); /* NULL arrays or a count the arrays do not hold */
    }
    pre(1);
    switch (null_case) {
    case 1: st = reorder_section_load(e, section, NULL, sizes, flags, count); break;
    case 2: st = reorder_section_load(e, section, ids, NULL, flags, count); break;
    case 3: /* a count past what any engine holds; the arrays are not read */
      pass = (size_t)1 << 40;
      st = reorder_section_load(e, section, ids, sizes, flags, pass);
      break;
    case 4:
      pass = SIZE_MAX;
      st = reorder_section_load(e, section, ids, sizes, flags, pass);
      break;
    default: st = reorder_section_load(e, section, ids, sizes, flags, count); break;
    }
    if (!post(st, "section_load")) {
      free(ids);
      free(sizes);
      free(flags);
      return 0;
    }
    if (null_case && count > 0)
      FZ_CHECK(st != REORDER_OK, "section_load with bad arrays / count %zu succeeded", pass);
    if (st == REORDER_OK) {
      FZ_CHECK(section >= 0 && (size_t)section < G.cur.sections, "loaded section %d of %zu",
               section, G.cur.sections);
      model_remove_section(&G.cur, (size_t)section);
      for (i = 0; i < count; i++) model_add(ids[i]);
      S.ok_loads++;
    }
    settle("section_load");
    free(ids);
    free(sizes);
    free(flags);
    break;
  }
  case 4: { /* section_set_rules */
    int32_t index = f_index();
    reorder_section_rules *rules = f_rules();
    pre(1);
    st = reorder_section_set_rules(e, index, rules);
    if (rules)
      check_version_status(st, rules->version, REORDER_SECTION_RULES_VERSION, 0,
                           "section_set_rules");
    free(rules);
    POST(st, "section_set_rules");
    settle("section_set_rules");
    break;
  }
  case 5: { /* section_set_extents */
    int32_t index = f_index();
    double header = f_num(4), footer = f_num(4);
    pre(1);
    st = reorder_section_set_extents(e, index, header, footer);
    POST(st, "section_set_extents");
    settle("section_set_extents");
    break;
  }
  case 6:
  case 7: { /* item_insert */
    uint64_t id = f_id();
    double size = f_num(44);
    uint32_t flags = fz_u8(IN) < 200 ? REORDER_ITEM_DEFAULT : f_flags();
    reorder_index_path at = f_path();
    pre(1);
    st = reorder_item_insert(e, id, size, flags, at);
    POST(st, "item_insert");
    if (st == REORDER_OK) model_add(id);
    settle("item_insert");
    break;
  }
  case 8: { /* item_remove */
    uint64_t id = f_known_id();
    pre(1);
    st = reorder_item_remove(e, id);
    POST(st, "item_remove");
    if (st == REORDER_OK) model_remove(id);
    settle("item_remove");
    break;
  }
  case 9: { /* item_resize */
    uint64_t id = f_known_id();
    double size = f_num(44);
    pre(1);
    st = reorder_item_resize(e, id, size);
    POST(st, "item_resize");
    settle("item_resize");
    break;
  }
  case 41: { /* item_set_cross_size, section_set_cross_sizes: a flow's heights */
    if (fz_u8(IN) & 1) {
      uint64_t id = f_known_id();
      double size = f_num(32);
      pre(1);
      st = reorder_item_set_cross_size(e, id, size);
      POST(st, "item_set_cross_size");
      settle("item_set_cross_size");
    } else {
      int32_t section = f_index();
      size_t count = fz_u8(IN) % 16, i;
      double *sizes = (double *)malloc((count + 1) * sizeof(double));
      int null_sizes = count == 0 && (fz_u8(IN) & 1);
      for (i = 0; i < count; i++) sizes[i] = f_num(32);
      pre(1);
      st = reorder_section_set_cross_sizes(e, section, null_sizes ? NULL : sizes, count);
      free(sizes);
      POST(st, "section_set_cross_sizes");
      FZ_CHECK(st != REORDER_OK || (section >= 0 && (size_t)section < G.cur.sections &&
                                    G.cur.counts[section] == count),
               "cross sizes for section %d: %zu taken", section, count);
      settle("section_set_cross_sizes");
    }
    break;
  }
  case 10: { /* item_set_flags */
    uint64_t id = f_known_id();
    uint32_t flags = f_flags();
    pre(1);
    st = reorder_item_set_flags(e, id, flags);
    POST(st, "item_set_flags");
    settle("item_set_flags");
    break;
  }
  case 11: { /* item_set_handle */
    uint64_t id = f_known_id();
    reorder_rect r = f_rect(8);
    int null_handle = fz_u8(IN) < 64;
    pre(1);
    st = reorder_item_set_handle(e, id, null_handle ? NULL : &r);
    POST(st, "item_set_handle");
    settle("item_set_handle");
    break;
  }
  case 12: { /* item_set_label */
    uint64_t id = f_known_id();
    char *label = fz_u8(IN) < 32 ? NULL : f_text();
    pre(1);
    st = reorder_item_set_label(e, id, label);
    free(label);
    POST(st, "item_set_label");
    settle("item_set_label");
    break;
  }
  case 13: { /* pointer_down */
    reorder_point p = f_point();
    double t = f_time();
    pre(1);
    st = reorder_engine_pointer_down(e, p, t);
    POST(st, "pointer_down");
    settle("pointer_down");
    break;
  }
  case 14:
  case 15: { /* pointer_move */
    reorder_point p = f_point();
    double t = f_time();
    pre(1);
    st = reorder_engine_pointer_move(e, p, t);
    POST(st, "pointer_move");
    settle("pointer_move");
    break;
  }
  case 16: { /* pointer_up */
    reorder_point p = f_point();
    double t = f_time();
    pre(1);
    st = reorder_engine_pointer_up(e, p, t);
    POST(st, "pointer_up");
    settle("pointer_up");
    break;
  }
  case 17: { /* pointer_cancel / cancel_drag */
    double t = f_time();
    int which = fz_u8(IN) & 1;
    pre(1);
    st = which ? reorder_engine_pointer_cancel(e, t) : reorder_engine_cancel_drag(e, t);
    POST(st, which ? "pointer_cancel" : "cancel_drag");
    settle("cancel");
    break;
  }
  case 18: { /* tick */
    double t = f_time();
    pre(1);
    st = reorder_engine_tick(e, t);
    POST(st, "tick");
    settle("tick");
    break;
  }
  case 19:
  case 20: { /* key */
    int32_t key = f_enum(REORDER_KEY_OUTDENT);
    uint64_t focused = f_known_id();
    int has_focus = fz_u8(IN) < 220;
    double t = f_time();
    pre(1);
    st = reorder_engine_key(e, key, has_focus ? &focused : NULL, t);
    POST(st, "key");
    settle("key");
    break;
  }
  case 21: { /* set_viewport */
    reorder_rect r = f_rect(64);
    pre(1);
    st = reorder_engine_set_viewport(e, r);
    POST(st, "set_viewport");
    if (st == REORDER_OK) G.viewport = r;
    settle("set_viewport");
    break;
  }
  case 22: { /* move */
    uint64_t id = f_known_id();
    reorder_index_path to = f_path();
    pre(1);
    st = reorder_engine_move(e, id, to);
    POST(st, "move");
    if (st == REORDER_OK) S.ok_moves++;
    settle("move");
    break;
  }
  case 23: /* undo / redo */
    pre(1);
    if (op & 64) {
      st = reorder_engine_redo(e);
      POST(st, "redo");
    } else {
      st = reorder_engine_undo(e);
      POST(st, "undo");
    }
    settle("undo/redo");
    break;
  case 24: { /* presentation into a small buffer, at a fuzzed element size */
    size_t cap = fz_u8(IN) % 6, count = (size_t)-1, i, k, bytes = 0, written;
    reorder_rect r = f_rect(64);
    double t = f_time();
    size_t own = PRES_OWN, min = PRES_MIN, size = f_out_size(own);
    reorder_status want = size_status(size, min);
    unsigned char *buf = cap ? out_buffer(cap, size, min, &bytes) : NULL;
    reorder_presentation *recs = NULL;
    st = reorder_engine_presentation((reorder_presentation *)(void *)buf, cap, size, &count, e, r,
                                     t);
    fz_check_status(st, "presentation");
    if (want != REORDER_OK) {
      /* The element size is refused (a bad rect or time may be named first). */
      FZ_CHECK(st == want || st == REORDER_E_INVALID,
               "presentation with element_size %zu returned %d, not %d", size, st, want);
      if (buf) check_out_buffer(buf, bytes, 0, size, own, 0, "presentation");
      free(buf);
      break;
    }
    FZ_CHECK(st == REORDER_OK || st == REORDER_E_BUFFER || st == REORDER_E_INVALID,
             "presentation returned %d", st);
    if (st == REORDER_OK) FZ_CHECK(count <= cap, "presentation OK with %zu > %zu", count, cap);
    if (st == REORDER_E_BUFFER) FZ_CHECK(count > cap, "E_BUFFER with %zu <= %zu", count, cap);
    written = st == REORDER_E_INVALID ? 0 : count < cap ? count : cap;
    if (buf)
      check_out_buffer(buf, bytes, written, size, own, st != REORDER_E_INVALID, "presentation");
    if (st != REORDER_E_INVALID) {
      FZ_CHECK(count <= G.nmodel, "presentation shows %zu of %zu items", count, G.nmodel);
      /* The records, read at the host's stride (aligned or not). */
      recs = (reorder_presentation *)malloc((written + 1) * sizeof *recs);
      for (i = 0; i < written; i++) memcpy(&recs[i], buf + i * size, sizeof *recs);
      for (i = 0; i < written; i++) {
        FZ_CHECK(model_find(recs[i].id) >= 0, "presentation shows unknown item %llu",
                 (unsigned long long)recs[i].id);
        FZ_CHECK(recs[i].z_index >= 0 && recs[i].z_index <= 2, "z_index %d", recs[i].z_index);
        for (k = 0; k < i; k++)
          FZ_CHECK(recs[k].id != recs[i].id, "presentation shows item %llu twice",
                   (unsigned long long)recs[i].id);
      }
      free(recs);
    }
    free(buf);
    break;
  }
  case 25: { /* section_export into a small buffer */
    int32_t section = f_index();
    size_t cap = fz_u8(IN) % 5, count = (size_t)-1, i, off = 0;
    uint64_t *out = cap ? (uint64_t *)malloc(cap * sizeof *out) : NULL;
    st = reorder_section_export(out, cap, &count, e, section);
    fz_check_status(st, "section_export");
    if (section >= 0 && (size_t)section < G.cur.sections) {
      size_t want = G.cur.counts[section];
      FZ_CHECK(st == (want <= cap ? REORDER_OK : REORDER_E_BUFFER) ||
                   (cap == 0 && st == REORDER_OK),
               "export(section %d, cap %zu) of %zu items: %d", section, cap, want, st);
      FZ_CHECK(count == want, "export count %zu, want %zu", count, want);
      for (i = 0; i < (size_t)section; i++) off += G.cur.counts[i];
      for (i = 0; i < cap && i < want; i++)
        FZ_CHECK(out[i] == G.cur.ids[off + i], "partial export differs at %zu", i);
    } else {
      FZ_CHECK(st == REORDER_E_RANGE, "export of section %d of %zu: %d", section,
               G.cur.sections, st);
    }
    free(out);
    break;
  }
  case 26: /* record_start */
    G.cb_calls = 0;
    st = reorder_engine_record_start(e);
    POST(st, "record_start");
    if (st == REORDER_OK) {
      reorder_phase phase = -1;
      G.recording = 1;
      G.rec_from_start = G.pristine;
      G.rec_hooked = G.hook_installed;
      G.rec_dynamic = 0;
      st = reorder_engine_phase(&phase, e);
      G.rec_idle = st == REORDER_OK && phase == REORDER_PHASE_IDLE;
    }
    settle("record_start");
    break;
  case 27: { /* record_stop, replay into a second engine */
    char *text = NULL;
    size_t len = (size_t)-1;
    G.cb_calls = 0;
    st = reorder_engine_record_stop(&text, &len, e);
    if (!post(st, "record_stop")) {
      if (st == REORDER_OK) reorder_free(text);
      return 0;
    }
    settle("record_stop");
    if (st == REORDER_OK) {
      FZ_CHECK(text != NULL, "record_stop gave NULL text");
      FZ_CHECK(strlen(text) == len, "record_stop length %zu, strlen %zu", len, strlen(text));
      if (!G.recording) {
        FZ_CHECK(strcmp(text, "libreorder-trace 1\n") == 0,
                 "record_stop without recording gave \"%s\"", text);
      } else if (G.rec_from_start) {
        /* The whole life of the engine: an engine made with the same
         * options replays it to the same order. */
        replay_check(text, len, G.rec_hooked ? NULL : &G.cur, 1);
      } else {
        /* From the middle: the trace opens with the state at the start,
         * so a fresh engine rebuilds it. Compared when nothing outside the
         * trace mattered: no hook, no drag in progress at the start, no
         * time-driven input (the fresh engine has not seen the old clock)
         * and no undo (older history is not in the trace). */
        replay_check(text, len,
                     !G.rec_hooked && G.rec_idle && !G.rec_dynamic ? &G.cur : NULL, 0);
      }
      reorder_free(text);
      G.recording = 0;
    }
    break;
  }
  case 28: { /* set_retarget: install or remove */
    int install = fz_u8(IN) < 200;
    token *t = install ? token_new(1) : NULL;
    if (install && !t) break;
    G.cb_calls = 0;
    st = install ? reorder_engine_set_retarget(e, retarget_hook, token_destroy, t)
                 : reorder_engine_set_retarget(e, NULL, NULL, NULL);
    token_settle(t, st, "set_retarget");
    POST(st, "set_retarget");
    if (st == REORDER_OK) {
      G.hook_installed = install;
      if (install && G.recording) G.rec_hooked = 1;
    }
    settle("set_retarget");
    break;
  }
  case 29: { /* set_event_callback: install (at a fuzzed event size) or remove */
    int install = fz_u8(IN) < 200;
    token *t = install ? token_new(0) : NULL;
    size_t own = EVENT_OWN, min = EVENT_MIN, size = install ? f_out_size(own) : own;
    reorder_event ev;
    int k;
    if (install && !t) break;
    /* Drain what waits first: queued events are older than the state. */
    (void)ev;
    (void)k;
    drain_queue();
    G.cb_calls = 0;
    st = install ? reorder_engine_set_event_callback(e, event_cb, size, token_destroy, t)
                 : reorder_engine_set_event_callback(e, NULL, own, NULL, NULL);
    fz_check_status(st, "set_event_callback");
    if (install)
      FZ_CHECK(st == size_status(size, min), "set_event_callback with event_size %zu: %d", size,
               st);
    /* Refused: the caller still owns the user data. */
    token_settle(t, st, "set_event_callback");
    POST(st, "set_event_callback");
    if (st == REORDER_OK) {
      G.cb_installed = install;
      if (install) G.cb_event_size = size;
    }
    settle("set_event_callback");
    break;
  }
  case 30: { /* poll_event at a fuzzed size */
    int k, n = 1 + fz_u8(IN) % 8;
    size_t own = EVENT_OWN, min = EVENT_MIN, size = f_out_size(own), bytes = 0;
    reorder_status want = size_status(size, min);
    unsigned char *buf = out_buffer(1, size, min, &bytes);
    for (k = 0; k < n; k++) {
      G.cb_calls = 0;
      memset(buf, GUARD, bytes + GUARD_BYTES);
      st = reorder_engine_poll_event((reorder_event *)(void *)buf, size, e);
      fz_check_status(st, "poll_event");
      if (want != REORDER_OK) {
        FZ_CHECK(st == want, "poll_event with out_size %zu returned %d, not %d", size, st, want);
        check_out_buffer(buf, bytes, 0, size, own, 0, "poll_event");
        break;
      }
      FZ_CHECK(st == REORDER_OK || st == REORDER_DONE, "poll_event returned %d", st);
      check_out_buffer(buf, bytes, 1, size, own, 1, "poll_event");
      if (st == REORDER_DONE) {
        FZ_CHECK(all_bytes(buf, size < own ? size : own, 0), "poll_event DONE without zeroing *out");
        break;
      }
      fz_check_event((const reorder_event *)(const void *)buf);
    }
    free(buf);
    break;
  }
  case 31: { /* configure (NULL: back to the defaults) */
    reorder_options *o = f_options();
    int defaults = fz_u8(IN) < 4;
    pre(1);
    st = reorder_engine_configure(e, defaults ? NULL : o);
    if (!defaults) check_version_status(st, o->version, REORDER_OPTIONS_VERSION, 0, "configure");
    free(o);
    POST(st, "configure");
    settle("configure");
    break;
  }
  case 32: { /* set_text */
    int32_t which = f_enum(REORDER_TEXT_INTO_READY);
    char *tpl = f_text();
    G.cb_calls = 0;
    st = reorder_engine_set_text(e, which, tpl);
    free(tpl);
    POST(st, "set_text");
    settle("set_text");
    break;
  }
  case 33: { /* read-only queries with fuzzed arguments */
    reorder_hit hit;
    reorder_rect fr;
    reorder_index_path p;
    uint64_t id = 0;
    reorder_phase phase = -1;
    reorder_bool anim = -1;
    double w = -1, h = -1;
    size_t count = 0;
    size_t own = sizeof(reorder_hit), size = f_out_size(own), bytes = 0;
    reorder_status want = size_status(size, own);
    unsigned char *buf = out_buffer(1, size, own, &bytes);
    st = reorder_engine_hit_test((reorder_hit *)(void *)buf, size, e, f_point());
    fz_check_status(st, "hit_test");
    FZ_CHECK(st == want, "hit_test with out_size %zu: %d, not %d", size, st, want);
    check_out_buffer(buf, bytes, 1, size, own, st == REORDER_OK, "hit_test");
    memcpy(&hit, buf, sizeof hit);
    free(buf);
    if (st == REORDER_OK)
      FZ_CHECK(hit.kind >= REORDER_HIT_NONE && hit.kind <= REORDER_HIT_SLOT, "hit kind %d",
               hit.kind);
    if (st == REORDER_OK && hit.kind == REORDER_HIT_ITEM) {
      st = reorder_item_id(&id, e, hit.path);
      FZ_CHECK(st == REORDER_OK, "hit_test gave item (%d,%d) but item_id says %d",
               hit.path.section, hit.path.item, st);
    }
    st = reorder_item_frame(&fr, e, f_id());
    fz_check_status(st, "item_frame");
    st = reorder_item_id(&id, e, f_path());
    fz_check_status(st, "item_id");
    st = reorder_item_index_path(&p, e, f_id());
    fz_check_status(st, "item_index_path");
    st = reorder_engine_content_size(&w, &h, e);
    FZ_CHECK(st == REORDER_OK, "content_size: %d", st);
    st = reorder_engine_phase(&phase, e);
    FZ_CHECK(st == REORDER_OK && phase >= 0 && phase <= 3, "phase: %d %d", st, phase);
    st = reorder_engine_is_animating(&anim, e, f_time());
    fz_check_status(st, "is_animating");
    st = reorder_section_item_count(&count, e, f_index());
    fz_check_status(st, "section_item_count");
    st = reorder_section_frame(&fr, e, f_index(), f_time());
    fz_check_status(st, "section_frame");
    if (st == REORDER_OK)
      FZ_CHECK(isfinite(fr.x) && isfinite(fr.y) && isfinite(fr.width) && isfinite(fr.height) &&
                   fr.width >= 0 && fr.height >= 0,
               "section_frame: (%g, %g, %g, %g)", fr.x, fr.y, fr.width, fr.height);
    FZ_CHECK(strlen(reorder_status_string((reorder_status)(int8_t)fz_u8(IN))) > 0,
             "empty status string");
    /* Replay wants a fresh engine: into one with sections it is refused
     * and changes nothing. */
    if (G.cur.sections > 0 && fz_u8(IN) < 64) {
      G.cb_calls = 0;
      st = reorder_engine_replay(e, "libreorder-trace 1\n", 19);
      FZ_CHECK(st == REORDER_E_STATE, "replay into an engine with %zu sections: %d",
               G.cur.sections, st);
      POST(st, "replay");
      settle("replay");
    }
    break;
  }
  case 34:
    op_nulls();
    break;
  case 36:
    return op_bulk_load();
  case 37:
    op_huge_export();
    break;
  case 38:
    op_huge_presentation();
    break;
  case 39: { /* selection_set, then export: what was set, or unchanged */
    uint64_t ids[8], before[8], got[8];
    size_t n = fz_u8(IN) % 9, nb = 0, ng = 0, i, j;
    reorder_status want = REORDER_OK; /* the first bad id's, in order */
    for (i = 0; i < n; i++) {
      ids[i] = f_known_id();
      if (want == REORDER_OK && model_find(ids[i]) < 0) want = REORDER_E_UNKNOWN_ID;
      for (j = 0; j < i && want == REORDER_OK; j++)
        if (ids[j] == ids[i]) want = REORDER_E_DUPLICATE_ID;
    }
    FZ_CHECK(reorder_selection_export(before, 8, &nb, e) == REORDER_OK || nb > 8,
             "selection_export");
    st = reorder_selection_set(e, n ? ids : NULL, n);
    fz_check_status(st, "selection_set");
    FZ_CHECK(st == want, "selection_set of %zu ids: %d, not %d", n, st, want);
    FZ_CHECK(reorder_selection_export(got, 8, &ng, e) == REORDER_OK, "selection_export");
    if (st == REORDER_OK) {
      FZ_CHECK(ng == n && (n == 0 || memcmp(got, ids, n * sizeof *ids) == 0),
               "the selection is not what was set");
    } else if (nb <= 8) {
      FZ_CHECK(ng == nb && (nb == 0 || memcmp(got, before, nb * sizeof *ids) == 0),
               "a refused selection_set changed the selection");
    }
    break;
  }
  case 40:
    return op_transfer();
  case 42:
    return op_outer_scroll();
  case 43:
    return op_outline();
  default: /* 35 */
    return op_gesture();
  }
  return !G.freed;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  reorder_options *o;
  reorder_status st;
  int ops = 0, i;
  fz_report_at_exit("fuzz_api");
  if (S.inputs++ == 0) atexit(print_stats);
  memset(&G, 0, sizeof G);
  G.in.p = data;
  G.in.n = size;
  G.pristine = 1;

  /* Create from fuzzed options; when they are refused, from defaults. */
  o = f_options();
  G.create_null = fz_u8(IN) < 8;
  st = reorder_engine_new(&G.e, G.create_null ? NULL : o);
  fz_check_status(st, "engine_new");
  if (!G.create_null)
    check_version_status(st, o->version, REORDER_OPTIONS_VERSION, 1, "engine_new");
  if (st == REORDER_OK) {
    FZ_CHECK(G.e != NULL, "engine_new OK but NULL");
    if (!G.create_null) {
      /* Only as many bytes as the copy has (its version's fields). */
      memset(&G.create_opts, 0, sizeof G.create_opts);
      memcpy(&G.create_opts, o,
             g_options_size < sizeof G.create_opts ? g_options_size : sizeof G.create_opts);
    }
  } else {
    FZ_CHECK(G.e == NULL, "engine_new failed (%d) but set *out", st);
    G.create_null = 0;
    st = reorder_options_init(&G.create_opts, REORDER_OPTIONS_VERSION);
    FZ_CHECK(st == REORDER_OK, "options_init: %d", st);
    G.create_opts.cross_extent = 320;
    st = reorder_engine_new(&G.e, &G.create_opts);
    FZ_CHECK(st == REORDER_OK && G.e, "engine_new with defaults: %d", st);
  }
  free(o);

  fz_snapshot_take(&G.cur, G.e);
  check_permutation(&G.cur, "engine_new");

  while (G.in.n > 0 && ops++ < MAX_OPS) {
    S.ops++;
    if (!run_op()) break;
    if (G.nmodel > S.max_items) S.max_items = G.nmodel;
  }

  if (!G.freed) FZ_CHECK(reorder_engine_free(G.e) == REORDER_OK, "reorder_engine_free");
  /* Each user data the library took was destroyed exactly once; none it
   * refused was destroyed at all (token_destroy and token_settle check the
   * rest as it happens). */
  for (i = 0; i < G.ntokens; i++) {
    token *t = G.tokens[i];
    FZ_CHECK(!t->pending, "token %d still pending", i);
    FZ_CHECK(t->destroyed == (t->owned ? 1 : 0),
             "user_data %d (%s, %s) was destroyed %d times", i, t->kind ? "hook" : "callback",
             t->owned ? "taken" : "refused", t->destroyed);
    t->magic = 0;
    free(t);
  }
  model_clear();
  fz_snapshot_free(&G.cur);
  fz_snapshot_free(&G.next);
  fz_snapshot_free(&G.cb_a);
  fz_snapshot_free(&G.cb_b);
  return 0;
}
