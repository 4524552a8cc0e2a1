/*
 * api_events.c -- events: the callback and its destroy function, the
 * poll queue, announcement texts and their lifetime, set_text.
 */
#include "harness.h"
#include "api_tests.h"

void test_event_callback_destroy(void)
{
  reorder_engine *e = make_list(3, REORDER_COMMIT_LIVE);
  ev_log *a = new_log(), *b = new_log();

  OK(e, reorder_engine_set_event_callback(e, log_event, sizeof(reorder_event), log_destroy, a));
  OK(e, reorder_engine_move(e, 1, ip(0, 2)));
  CHECK(count_type(a, REORDER_EVENT_MOVE) == 1);
  OK(e, reorder_engine_set_event_callback(e, log_event, sizeof(reorder_event), log_destroy, b));
  CHECK(a->destroyed == 1 && b->destroyed == 0);
  OK(e, reorder_engine_move(e, 1, ip(0, 0)));
  CHECK(count_type(a, REORDER_EVENT_MOVE) == 1 && count_type(b, REORDER_EVENT_MOVE) == 1);
  OK(e, reorder_engine_set_event_callback(e, NULL, sizeof(reorder_event), NULL, NULL));
  CHECK(a->destroyed == 1 && b->destroyed == 1);
  a->destroyed = 0;
  OK(e, reorder_engine_set_event_callback(e, log_event, sizeof(reorder_event), log_destroy, a));
  OK(e, reorder_engine_free(e));
  CHECK(a->destroyed == 1 && b->destroyed == 1);
  free(a);
  free(b);

  /* A destroy function is optional. */
  e = make_list(3, REORDER_COMMIT_LIVE);
  a = new_log();
  OK(e, reorder_engine_set_event_callback(e, log_event, sizeof(reorder_event), NULL, a));
  OK(e, reorder_engine_move(e, 1, ip(0, 2)));
  OK(e, reorder_engine_free(e));
  CHECK(a->destroyed == 0 && count_type(a, REORDER_EVENT_MOVE) == 1);
  free(a);
}

void test_poll(void)
{
  reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
  ev_log *log = new_log();
  reorder_event ev;
  uint64_t focused = 2;
  model m;
  int i, lift = -1, text = -1;

  model_load(&m, e);
  drain(log, e); /* whatever setup queued */
  log->n = 0;
  ST(e, reorder_engine_poll_event(&ev, sizeof ev, e), REORDER_DONE);
  ST(e, reorder_engine_poll_event(&ev, sizeof ev, NULL), REORDER_E_NULL);

  OK(e, reorder_engine_move(e, 1, ip(0, 3)));
  OK(e, reorder_engine_poll_event(&ev, sizeof ev, e));
  CHECK(ev.type == REORDER_EVENT_MOVE && ev.id == 1 && ev.from.item == 0 && ev.to.item == 3);
  CHECK(ev.text == NULL);
  copy_event(log, &ev);
  /* Then at most non-MOVE events (ANIMATION_NEEDED), then empty. */
  drain(log, e);
  CHECK(count_type(log, REORDER_EVENT_MOVE) == 1);
  ST(e, reorder_engine_poll_event(&ev, sizeof ev, e), REORDER_DONE);

  /* Events of several calls wait, in order. */
  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, &focused, 1));
  OK(e, reorder_engine_key(e, REORDER_KEY_DOWN, NULL, 1.1));
  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, NULL, 1.2));
  drain(log, e);
  /* The lift, then an announcement after it (the programmatic move before
   * announced too). */
  for (i = 0; i < log->n; i++) {
    if (lift < 0 && log->rec[i].ev.type == REORDER_EVENT_LIFT)
      lift = i;
    else if (lift >= 0 && text < 0 && log->rec[i].ev.type == REORDER_EVENT_ANNOUNCEMENT)
      text = i;
  }
  CHECK(lift >= 0 && text > lift);
  CHECK(count_type(log, REORDER_EVENT_DROP) == 1);
  CHECK(last_of(log, REORDER_EVENT_DROP) && last_of(log, REORDER_EVENT_MOVE) &&
        last_of(log, REORDER_EVENT_DROP) > last_of(log, REORDER_EVENT_MOVE));
  CHECK(model_apply(&m, log, 0) && model_matches(&m, e));
  CHECK(log->bad_text == 0);
  OK(e, reorder_engine_free(e));
  free(log);

  /* Events nobody polled are released with the engine (no leak). */
  e = make_list(5, REORDER_COMMIT_LIVE);
  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, &focused, 1));
  OK(e, reorder_engine_move(e, 1, ip(0, 3)));
  OK(e, reorder_engine_free(e));
}

/* An empty queue: REORDER_DONE (a success), with *out zeroed and
 * last_error ""; the same once the queue has been drained, and without a
 * callback or with one (events then never wait). */
void test_poll_done(void)
{
  reorder_engine *e = make_list(3, REORDER_COMMIT_LIVE);
  ev_log *log = new_log();
  reorder_event ev;
  static const reorder_event zero; /* all fields 0, text NULL */
  uint64_t focused = 1;
  int n = 0;

  drain(log, e); /* whatever setup queued */
  log->n = 0;
  memset(&ev, 0x55, sizeof ev);
  ST(e, reorder_engine_poll_event(&ev, sizeof ev, e), REORDER_DONE);
  CHECK(ev.type == 0 && ev.id == 0 && ev.text == NULL && ev.text_length == 0);
  CHECK(memcmp(&ev.from, &zero.from, sizeof ev.from) == 0 && ev.offset.x == 0);
  CHECK(reorder_engine_last_error(e)[0] == 0);
  CHECK(reorder_status_string(REORDER_DONE)[0] != 0);
  /* Again: DONE is not a one-off. */
  ST(e, reorder_engine_poll_event(&ev, sizeof ev, e), REORDER_DONE);

  /* Events, drained to the last, then DONE. */
  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, &focused, 1));
  while (reorder_engine_poll_event(&ev, sizeof ev, e) == REORDER_OK && n < 1000)
    n++;
  CHECK(n >= 2); /* LIFT and its announcement, at least */
  memset(&ev, 0x55, sizeof ev);
  ST(e, reorder_engine_poll_event(&ev, sizeof ev, e), REORDER_DONE);
  CHECK(ev.type == 0 && ev.text == NULL);

  /* With a callback the queue stays empty. */
  OK(e, reorder_engine_set_event_callback(e, log_event, sizeof(reorder_event), NULL, log));
  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, NULL, 1.1));
  CHECK(log->n > 0);
  ST(e, reorder_engine_poll_event(&ev, sizeof ev, e), REORDER_DONE);
  OK(e, reorder_engine_free(e));
  free(log);
}

void test_announcement_lifetime(void)
{
  reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
  reorder_event ev;
  uint64_t focused = 3;
  char copy[512] = "";
  int got = 0;

  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, &focused, 1));
  /* The text stays valid until the next call on the engine: read it all
   * (under ASan/valgrind a dangling pointer is reported here). */
  while (reorder_engine_poll_event(&ev, sizeof ev, e) == REORDER_OK) {
    if (ev.type != REORDER_EVENT_ANNOUNCEMENT)
      continue;
    CHECK(ev.text != NULL);
    if (!ev.text)
      break;
    CHECK(strlen(ev.text) == ev.text_length);
    CHECK(ev.text[ev.text_length] == 0);
    snprintf(copy, sizeof copy, "%s", ev.text);
    got++;
  }
  CHECK(got == 1);
  CHECK(strcmp(copy, "Picked up item 3. It is in position 3 of 5 in section 1.") == 0);

  /* Many announcements queued, then drained: each one intact. */
  OK(e, reorder_engine_key(e, REORDER_KEY_DOWN, NULL, 1.1));
  OK(e, reorder_engine_key(e, REORDER_KEY_UP, NULL, 1.2));
  OK(e, reorder_engine_key(e, REORDER_KEY_DOWN, NULL, 1.3));
  got = 0;
  while (reorder_engine_poll_event(&ev, sizeof ev, e) == REORDER_OK) {
    if (ev.type != REORDER_EVENT_ANNOUNCEMENT)
      continue;
    CHECK(ev.text && strlen(ev.text) == ev.text_length && strstr(ev.text, "item 3"));
    got++;
  }
  CHECK(got == 3);
  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, NULL, 1.4));
  /* Free with an announcement still waiting in the queue (no leak). */
  OK(e, reorder_engine_free(e));
}

void test_set_text(void)
{
  reorder_engine *e = make_list(5, REORDER_COMMIT_LIVE);
  ev_log *log = new_log();
  uint64_t focused = 2;
  char big[1100];
  int which;

  OK(e, reorder_engine_set_event_callback(e, log_event, sizeof(reorder_event), NULL, log));
  OK(e, reorder_engine_set_text(e, REORDER_TEXT_PICK_UP,
                                "Aufgenommen: {label} ({position}/{count}, Abschnitt {section})"));
  OK(e, reorder_engine_set_text(e, REORDER_TEXT_DEFAULT_LABEL, "Eintrag {id}"));
  OK(e, reorder_engine_set_text(e, REORDER_TEXT_MOVED, "{label} → {position}/{count} {nope}"));
  OK(e, reorder_engine_set_text(e, REORDER_TEXT_DROP, "{label}: {from} → {to}"));
  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, &focused, 0));
  CHECK(has_text(log, "Aufgenommen: Eintrag 2 (2/5, Abschnitt 1)"));
  OK(e, reorder_item_set_label(e, 2, "Äpfel"));
  OK(e, reorder_engine_key(e, REORDER_KEY_DOWN, NULL, 0.1));
  CHECK(has_text(log, "Äpfel → 3/5 {nope}")); /* unknown placeholders stay */
  OK(e, reorder_engine_key(e, REORDER_KEY_PICK_UP_OR_DROP, NULL, 0.2));
  CHECK(has_text(log, "Äpfel: 2 → 3"));

  for (which = REORDER_TEXT_PICK_UP; which <= REORDER_TEXT_DROP_TRANSFERRED; which++)
    OK(e, reorder_engine_set_text(e, which, "x"));
  ST(e, reorder_engine_set_text(e, REORDER_TEXT_INTO_READY + 1, "x"), REORDER_E_INVALID);
  ST(e, reorder_engine_set_text(e, -1, "x"), REORDER_E_INVALID);
  ST(e, reorder_engine_set_text(e, REORDER_TEXT_DROP, NULL), REORDER_E_NULL);
  ST(e, reorder_engine_set_text(e, REORDER_TEXT_DROP, "caf\xc3"), REORDER_E_INVALID);
  memset(big, 'a', sizeof big - 1);
  big[sizeof big - 1] = 0;
  ST(e, reorder_engine_set_text(e, REORDER_TEXT_DROP, big), REORDER_E_INVALID);
  big[1000] = 0;
  OK(e, reorder_engine_set_text(e, REORDER_TEXT_DROP, big));
  /* 1000 characters, not bytes: 1000 two-byte characters fit. */
  {
    char *two = malloc(2001);
    int i;
    for (i = 0; i < 1000; i++) {
      two[2 * i] = (char)0xc3;
      two[2 * i + 1] = (char)0xa4;
    }
    two[2000] = 0;
    OK(e, reorder_engine_set_text(e, REORDER_TEXT_DROP, two));
    free(two);
  }
  CHECK(log->bad_text == 0);
  OK(e, reorder_engine_free(e));
  free(log);
}
