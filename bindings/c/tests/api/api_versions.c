/*
 * api_versions.c -- the versioned structs of the 1.0 contract, as hosts
 * built against other headers use them:
 *   - output structs passed with a size bigger than the library's (a newer
 *     header): the library's fields, zeros up to the host's size, and not
 *     a byte past it -- for events (callback and poll), presentation
 *     records (at the host's stride) and hit tests;
 *   - sizes smaller than the 1.0 struct or past 4096: refused, nothing
 *     written;
 *   - input structs exactly as long as their version's fields: _init
 *     writes, and engine_new reads, nothing past them;
 *   - versions the library does not know (0, newer than its own): refused
 *     with REORDER_E_VERSION, nothing written, and a message naming the
 *     host's version and the library's.
 */
#include "harness.h"
#include "api_tests.h"

#include <stddef.h>
#include "../names_number.h"

#define GUARD 0x55       /* what the host's bytes hold before a call */
#define GUARD_BYTES 64   /* watched past the end of every buffer */
#define TOO_BIG 4097     /* one past the largest size the header allows */

/* Where version 1 of each input struct ends: its last field, frozen. */
#define OPTIONS_V1_END (offsetof(reorder_options, settle_easing) + sizeof(reorder_easing))
#define PRESENTATION_V1_END (offsetof(reorder_presentation, lifted) + sizeof(reorder_bool))
#define EVENT_V1_END (offsetof(reorder_event, text_length) + sizeof(size_t))
#define RULES_V1_END \
  (offsetof(reorder_section_rules, displacement) + sizeof(reorder_displacement))

static int all_bytes(const void *p, size_t n, unsigned char v)
{
  const unsigned char *b = (const unsigned char *)p;
  size_t i;
  for (i = 0; i < n; i++)
    if (b[i] != v)
      return 0;
  return 1;
}

/* A buffer of n bytes with GUARD_BYTES watched after it, all GUARD. */
static unsigned char *guarded_buffer(size_t n)
{
  unsigned char *p = malloc(n + GUARD_BYTES);
  if (!p)
    abort();
  memset(p, GUARD, n + GUARD_BYTES);
  return p;
}

/* REORDER_E_VERSION's message for a version newer than the library's: the
 * struct, the host's version and the library's. */
static int names_versions(const char *msg, const char *strct, unsigned long host,
                          unsigned long library)
{
  int ok = strstr(msg, strct) != NULL && names_number(msg, host) && names_number(msg, library);
  if (!ok)
    printf("      message \"%s\" does not name %s, %lu and %lu\n", msg, strct, host, library);
  return ok;
}

/* ------------------------------------------------------------------------ */
/* Output structs bigger than the library's                                  */
/* ------------------------------------------------------------------------ */

/* An event as a newer header might define it: the 1.0 fields, then one of
 * its own, which this library does not know and must leave 0. */
typedef struct big_event {
  reorder_event ev;
  int32_t extra;
} big_event;

typedef struct big_seen {
  ev_log *log;
  int calls;
  int nonzero_tail; /* events whose bytes past reorder_event were not 0 */
} big_seen;

static void big_cb(const reorder_event *ev, void *user_data)
{
  big_seen *s = (big_seen *)user_data;
  const big_event *big = (const big_event *)(const void *)ev;
  s->calls++;
  if (big->extra != 0 ||
      !all_bytes((const unsigned char *)ev + sizeof(reorder_event),
                 sizeof(big_event) - sizeof(reorder_event), 0))
    s->nonzero_tail++;
  copy_event(s->log, ev);
}

void test_event_bigger_struct(void)
{
  reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
  big_seen seen;
  big_event big;
  const reorder_event *ev;
  uint64_t focused = 2;
  unsigned char *huge;
  int n;

  /* The callback: every event is a big_event with extra == 0. */
  memset(&seen, 0, sizeof seen);
  seen.log = new_log();
  OK(e, reorder_engine_set_event_callback(e, big_cb, sizeof(big_event), NULL, &seen));
  OK(e, reorder_engine_move(e, 1, ip(0, 3)));
  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, &focused, 1));
  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, NULL, 1.1));
  CHECK(seen.calls >= 4 && seen.nonzero_tail == 0);
  ev = last_of(seen.log, REORDER_EVENT_MOVE);
  CHECK(ev && ev->id == 1 && ev->from.item == 0 && ev->to.item == 3); /* 1.0 fields intact */
  CHECK(has_text(seen.log, "item 2") && seen.log->bad_text == 0);

  /* Poll: the host's 0x55 bytes past the library's struct become 0. */
  OK(e, reorder_engine_set_event_callback(e, NULL, sizeof(big_event), NULL, NULL));
  OK(e, reorder_engine_move(e, 1, ip(0, 0)));
  memset(&big, GUARD, sizeof big);
  OK(e, reorder_engine_poll_event(&big.ev, sizeof big, e));
  CHECK(big.ev.type == REORDER_EVENT_MOVE && big.ev.id == 1 && big.ev.to.item == 0);
  CHECK(big.ev.text == NULL && big.extra == 0);
  CHECK(all_bytes((unsigned char *)&big + sizeof(reorder_event),
                  sizeof big - sizeof(reorder_event), 0));
  /* An announcement into the big struct: text and length intact. */
  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, &focused, 2));
  n = 0;
  memset(&big, GUARD, sizeof big);
  while (reorder_engine_poll_event(&big.ev, sizeof big, e) == REORDER_OK && n++ < 100) {
    CHECK(big.extra == 0);
    if (big.ev.type == REORDER_EVENT_ANNOUNCEMENT)
      CHECK(big.ev.text && strlen(big.ev.text) == big.ev.text_length);
    memset(&big, GUARD, sizeof big);
  }
  /* REORDER_DONE zeroes the whole big struct. */
  CHECK(all_bytes(&big, sizeof big, 0));

  /* The largest size allowed, 4096: zeros up to it, nothing past it. */
  huge = guarded_buffer(4096);
  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, NULL, 2.1));
  OK(e, reorder_engine_poll_event((reorder_event *)(void *)huge, 4096, e));
  CHECK(((reorder_event *)(void *)huge)->type != 0);
  CHECK(all_bytes(huge + sizeof(reorder_event), 4096 - sizeof(reorder_event), 0));
  CHECK(all_bytes(huge + 4096, GUARD_BYTES, GUARD));
  free(huge);

  /* Exactly the 1.0 size: nothing past it. */
  huge = guarded_buffer(sizeof(reorder_event));
  OK(e, reorder_engine_move(e, 3, ip(0, 4)));
  OK(e, reorder_engine_poll_event((reorder_event *)(void *)huge, sizeof(reorder_event), e));
  CHECK(all_bytes(huge + sizeof(reorder_event), GUARD_BYTES, GUARD));
  free(huge);

  OK(e, reorder_engine_free(e));
  free(seen.log);
}

/* Writes a double at `offset` into a struct, by bytes: for a struct
 * allocated to an older version's length. */
static void set_double(void *p, size_t offset, double value)
{
  memcpy((unsigned char *)p + offset, &value, sizeof value);
}

/* A presentation record as a newer header might define it. */
typedef struct big_pres {
  reorder_presentation p;
  int32_t extra;
} big_pres;

/* Asks for the presentation at element_size into a guarded buffer of
 * `capacity` records and checks each written record against the plain one
 * (same fields), its tail (zeros) and the bytes past capacity (untouched). */
static void check_stride(reorder_engine *e, size_t capacity, size_t element_size,
                         const reorder_presentation *want, size_t want_n)
{
  unsigned char *buf = guarded_buffer(capacity * element_size);
  size_t n = 0, i, tail = element_size - sizeof(reorder_presentation);
  reorder_status st = reorder_engine_presentation((reorder_presentation *)(void *)buf,
                                                  capacity, element_size, &n, e,
                                                  rc(0, 0, 100, 1000), 0);
  ST(e, st, capacity >= want_n ? REORDER_OK : REORDER_E_BUFFER);
  CHECK(n == want_n);
  for (i = 0; i < n && i < capacity; i++) {
    reorder_presentation got;
    memcpy(&got, buf + i * element_size, sizeof got); /* any stride, aligned or not */
    CHECK(memcmp(&got, &want[i], sizeof got) == 0);
    CHECK(all_bytes(buf + i * element_size + sizeof got, tail, 0));
  }
  CHECK(all_bytes(buf + capacity * element_size, GUARD_BYTES, GUARD));
  if (!all_bytes(buf + capacity * element_size, GUARD_BYTES, GUARD))
    printf("      written past capacity %zu x element_size %zu\n", capacity, element_size);
  free(buf);
}

void test_presentation_stride(void)
{
  reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
  reorder_presentation plain[8];
  size_t n = 0, i;
  big_pres big[8];

  OK(e, reorder_engine_presentation(plain, 8, sizeof plain[0], &n, e, rc(0, 0, 100, 1000), 0));
  CHECK(n == 5);
  if (n != 5)
    return;
  /* The struct a newer host has: each record's extra is 0. */
  memset(big, GUARD, sizeof big);
  OK(e, reorder_engine_presentation(&big[0].p, 8, sizeof big[0], &n, e, rc(0, 0, 100, 1000), 0));
  for (i = 0; i < 5; i++)
    CHECK(big[i].p.id == plain[i].id && big[i].p.frame.y == plain[i].frame.y &&
          big[i].extra == 0);
  /* Strides: the host's struct, an odd size, the largest allowed, the 1.0
   * size; a capacity that fits all and one that does not. */
  check_stride(e, 8, sizeof(big_pres), plain, 5);
  check_stride(e, 3, sizeof(big_pres), plain, 5);
  check_stride(e, 8, sizeof(reorder_presentation) + 3, plain, 5);
  check_stride(e, 2, sizeof(reorder_presentation) + 3, plain, 5);
  check_stride(e, 6, 4096, plain, 5);
  check_stride(e, 5, sizeof(reorder_presentation), plain, 5);
  check_stride(e, 4, sizeof(reorder_presentation), plain, 5);
  check_stride(e, 1, 4096, plain, 5);

  /* Bad element sizes: refused, nothing written. */
  {
    unsigned char *buf = guarded_buffer(8 * sizeof(big_pres));
    reorder_presentation *out = (reorder_presentation *)(void *)buf;
    ST(e, reorder_engine_presentation(out, 8, PRESENTATION_V1_END - 1, &n, e,
                                      rc(0, 0, 100, 1000), 0),
       REORDER_E_VERSION);
    CHECK(strstr(reorder_engine_last_error(e), "element_size") != NULL);
    ST(e, reorder_engine_presentation(out, 8, 0, &n, e, rc(0, 0, 100, 1000), 0),
       REORDER_E_VERSION);
    ST(e, reorder_engine_presentation(out, 8, TOO_BIG, &n, e, rc(0, 0, 100, 1000), 0),
       REORDER_E_INVALID);
    ST(e, reorder_engine_presentation(out, 8, SIZE_MAX, &n, e, rc(0, 0, 100, 1000), 0),
       REORDER_E_INVALID);
    CHECK(all_bytes(buf, 8 * sizeof(big_pres) + GUARD_BYTES, GUARD));
    free(buf);
  }
  OK(e, reorder_engine_free(e));
}

/* Hit tests and events with sizes the header refuses. */
typedef struct big_hit {
  reorder_hit hit;
  int32_t extra;
} big_hit;

void test_output_sizes(void)
{
  reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
  ev_log *log = new_log();
  unsigned char *buf;
  big_hit bh;

  /* A bigger hit struct: the hit, then 0. */
  memset(&bh, GUARD, sizeof bh);
  OK(e, reorder_engine_hit_test(&bh.hit, sizeof bh, e, pt(50, 15)));
  CHECK(bh.hit.kind == REORDER_HIT_ITEM && bh.hit.path.item == 1 && bh.extra == 0);
  buf = guarded_buffer(4096);
  OK(e, reorder_engine_hit_test((reorder_hit *)(void *)buf, 4096, e, pt(50, 15)));
  CHECK(all_bytes(buf + sizeof(reorder_hit), 4096 - sizeof(reorder_hit), 0));
  CHECK(all_bytes(buf + 4096, GUARD_BYTES, GUARD));
  free(buf);

  /* Too small (a size below the 1.0 struct) or too large: refused, and
   * not a byte written. */
  buf = guarded_buffer(sizeof(big_event));
  ST(e, reorder_engine_hit_test((reorder_hit *)(void *)buf, sizeof(reorder_hit) - 1, e,
                                pt(50, 15)),
     REORDER_E_VERSION);
  CHECK(strstr(reorder_engine_last_error(e), "out_size") != NULL);
  ST(e, reorder_engine_hit_test((reorder_hit *)(void *)buf, 0, e, pt(50, 15)), REORDER_E_VERSION);
  ST(e, reorder_engine_hit_test((reorder_hit *)(void *)buf, TOO_BIG, e, pt(50, 15)),
     REORDER_E_INVALID);
  OK(e, reorder_engine_move(e, 1, ip(0, 2))); /* an event waits */
  ST(e, reorder_engine_poll_event((reorder_event *)(void *)buf, EVENT_V1_END - 1, e),
     REORDER_E_VERSION);
  ST(e, reorder_engine_poll_event((reorder_event *)(void *)buf, TOO_BIG, e), REORDER_E_INVALID);
  ST(e, reorder_engine_poll_event((reorder_event *)(void *)buf, SIZE_MAX, e), REORDER_E_INVALID);
  CHECK(all_bytes(buf, sizeof(big_event) + GUARD_BYTES, GUARD));
  free(buf);
  /* The refused polls took nothing from the queue. */
  drain(log, e);
  CHECK(count_type(log, REORDER_EVENT_MOVE) == 1);

  /* A refused event_size keeps the old callback; the caller still owns the
   * new user data (its destroy does not run). */
  log->n = 0;
  OK(e, reorder_engine_set_event_callback(e, log_event, sizeof(reorder_event), log_destroy, log));
  {
    ev_log *other = new_log();
    ST(e, reorder_engine_set_event_callback(e, log_event, EVENT_V1_END - 1,
                                            log_destroy, other),
       REORDER_E_VERSION);
    CHECK(strstr(reorder_engine_last_error(e), "event_size") != NULL);
    ST(e, reorder_engine_set_event_callback(e, log_event, TOO_BIG, log_destroy, other),
       REORDER_E_INVALID);
    ST(e, reorder_engine_set_event_callback(e, log_event, 0, log_destroy, other),
       REORDER_E_VERSION);
    CHECK(other->destroyed == 0 && log->destroyed == 0);
    OK(e, reorder_engine_move(e, 1, ip(0, 0)));
    CHECK(count_type(log, REORDER_EVENT_MOVE) == 1 && other->n == 0);
    free(other);
  }
  OK(e, reorder_engine_free(e));
  CHECK(log->destroyed == 1);
  free(log);
}

/* ------------------------------------------------------------------------ */
/* Input structs: exact lengths, unknown versions                             */
/* ------------------------------------------------------------------------ */

/* _init with version 1 into a buffer exactly as long as version 1's fields
 * writes nothing past them; engine_new and configure read nothing past
 * them (on the heap, ASan / valgrind see a byte too far). */
void test_init_exact_length(void)
{
  union {
    reorder_options o;
    unsigned char raw[sizeof(reorder_options) + GUARD_BYTES];
  } u;
  union {
    reorder_section_rules r;
    unsigned char raw[sizeof(reorder_section_rules) + GUARD_BYTES];
  } ur;
  reorder_options *heap;
  reorder_section_rules *heap_rules;
  reorder_engine *e = NULL;
  uint32_t version = 0;

  CHECK(OPTIONS_V1_END <= sizeof(reorder_options));
  CHECK(RULES_V1_END <= sizeof(reorder_section_rules));
  memset(&u, GUARD, sizeof u);
  OK(NULL, reorder_options_init(&u.o, 1));
  CHECK(u.o.version == 1 && u.o.empty_section_extent == 44);
  CHECK(u.o.settle_easing == REORDER_EASING_EASE_OUT); /* the last field of version 1 */
  CHECK(all_bytes(u.raw + OPTIONS_V1_END, sizeof u.raw - OPTIONS_V1_END, GUARD));

  memset(&ur, GUARD, sizeof ur);
  OK(NULL, reorder_section_rules_init(&ur.r, 1));
  CHECK(ur.r.version == 1 && ur.r.accepts_drops == 1);
  CHECK(ur.r.displacement == REORDER_DISPLACE_VACATED_SLOT);
  CHECK(all_bytes(ur.raw + RULES_V1_END, sizeof ur.raw - RULES_V1_END, GUARD));

  /* On the heap, allocated to the byte. */
  heap = malloc(OPTIONS_V1_END);
  heap_rules = malloc(RULES_V1_END);
  if (!heap || !heap_rules)
    abort();
  OK(NULL, reorder_options_init(heap, 1));
  memcpy(&version, heap, sizeof version);
  CHECK(version == 1);
  /* Fields written as a 1.0 host compiled them: the struct of this header
   * is longer than the allocation. */
  set_double(heap, offsetof(reorder_options, cross_extent), 100);
  OK(NULL, reorder_engine_new(&e, heap));
  OK(NULL, reorder_section_rules_init(heap_rules, 1));
  heap_rules->capacity = 2;
  OK(e, reorder_section_insert(e, 0, 0, 0, heap_rules));
  OK(e, reorder_section_set_rules(e, 0, heap_rules));
  set_double(heap, offsetof(reorder_options, item_spacing), 1);
  OK(e, reorder_engine_configure(e, heap));
  OK(e, reorder_engine_free(e));
  free(heap);
  free(heap_rules);
}

/* Versions the library does not know: _init refuses them, writes nothing
 * and says why through reorder_engine_last_error(NULL); engine_new,
 * configure, section_insert and section_set_rules refuse a struct that
 * carries one, naming both versions, and change nothing. */
void test_unknown_versions(void)
{
  static const uint32_t bad[] = {0, REORDER_OPTIONS_VERSION + 1, 1000, UINT32_MAX};
  reorder_options o, blank;
  reorder_section_rules r, blank_rules;
  reorder_engine *e;
  reorder_rect f;
  size_t i, n = 0;
  const char *msg;

  for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    memset(&o, GUARD, sizeof o);
    memset(&blank, GUARD, sizeof blank);
    ST(NULL, reorder_options_init(&o, bad[i]), REORDER_E_VERSION);
    CHECK(memcmp(&o, &blank, sizeof o) == 0); /* nothing written */
    msg = reorder_engine_last_error(NULL);
    CHECK(msg[0] != 0 && strchr(msg, '\n') == NULL);
    if (bad[i] > REORDER_OPTIONS_VERSION)
      CHECK(names_versions(msg, "reorder_options", bad[i], REORDER_OPTIONS_VERSION));
    else
      CHECK(strstr(msg, "version") != NULL && names_number(msg, 0));

    memset(&r, GUARD, sizeof r);
    memset(&blank_rules, GUARD, sizeof blank_rules);
    ST(NULL, reorder_section_rules_init(&r, bad[i]), REORDER_E_VERSION);
    CHECK(memcmp(&r, &blank_rules, sizeof r) == 0);
    msg = reorder_engine_last_error(NULL);
    if (bad[i] > REORDER_SECTION_RULES_VERSION)
      CHECK(names_versions(msg, "reorder_section_rules", bad[i],
                           REORDER_SECTION_RULES_VERSION));
  }
  /* A success clears the NULL engine's message. */
  OK(NULL, reorder_options_init(&o, REORDER_OPTIONS_VERSION));
  CHECK(reorder_engine_last_error(NULL)[0] == 0);

  /* engine_new with a too-new struct. */
  o = list_options(REORDER_COMMIT_LIVE);
  o.version = REORDER_OPTIONS_VERSION + 1;
  e = (reorder_engine *)&o;
  ST(NULL, reorder_engine_new(&e, &o), REORDER_E_VERSION);
  CHECK(e == NULL);
  CHECK(names_versions(reorder_engine_last_error(NULL), "reorder_options",
                       REORDER_OPTIONS_VERSION + 1, REORDER_OPTIONS_VERSION));

  /* configure, section_insert, section_set_rules: refused, nothing changed. */
  {
    static const int counts[] = {3};
    reorder_options good = list_options(REORDER_COMMIT_LIVE);
    good.item_spacing = 4;
    e = make_engine(&good, 1, counts);
  }
  o = list_options(REORDER_COMMIT_LIVE); /* item_spacing 0 */
  o.version = REORDER_OPTIONS_VERSION + 1;
  ST(e, reorder_engine_configure(e, &o), REORDER_E_VERSION);
  CHECK(names_versions(reorder_engine_last_error(e), "reorder_options",
                       REORDER_OPTIONS_VERSION + 1, REORDER_OPTIONS_VERSION));
  o.version = 0;
  ST(e, reorder_engine_configure(e, &o), REORDER_E_VERSION);
  OK(e, reorder_item_frame(&f, e, 2));
  CHECK(f.y == 14); /* still item_spacing 4 */

  r = default_rules();
  r.locked = 1;
  r.version = REORDER_SECTION_RULES_VERSION + 1;
  ST(e, reorder_section_insert(e, 1, 0, 0, &r), REORDER_E_VERSION);
  CHECK(names_versions(reorder_engine_last_error(e), "reorder_section_rules",
                       REORDER_SECTION_RULES_VERSION + 1, REORDER_SECTION_RULES_VERSION));
  ST(e, reorder_section_set_rules(e, 0, &r), REORDER_E_VERSION);
  CHECK(names_versions(reorder_engine_last_error(e), "reorder_section_rules",
                       REORDER_SECTION_RULES_VERSION + 1, REORDER_SECTION_RULES_VERSION));
  r.version = 0;
  ST(e, reorder_section_insert(e, 1, 0, 0, &r), REORDER_E_VERSION);
  ST(e, reorder_section_set_rules(e, 0, &r), REORDER_E_VERSION);
  OK(e, reorder_engine_section_count(&n, e));
  CHECK(n == 1);
  /* Not locked: the refused rules did not apply. */
  OK(e, reorder_section_insert(e, 1, 0, 0, NULL));
  OK(e, reorder_engine_move(e, 1, ip(1, 0)));
  ORDER_IS(e, 1, 1);
  OK(e, reorder_engine_free(e));
}
