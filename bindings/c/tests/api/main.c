/*
 * test_api -- every feature of libreorder through its C ABI.
 *
 * Written against include/reorder.h only: what the header promises is what
 * is checked. The tests live in api_*.c, one file a topic (api_tests.h
 * lists them); harness.c runs each in a forked child (pass --no-fork to
 * debug in one process), so a crash, a hang, a sanitizer report or a leak
 * found at the child's exit fails that test alone and the others still run.
 *
 * The last line printed is "N passed, M failed" (CI counts it); the exit
 * status is non-zero when anything failed.
 */
#include "harness.h"
#include "api_tests.h"

int main(int argc, char **argv)
{
  static const struct {
    const char *name;
    void (*fn)(void);
  } tests[] = {
      {"version", test_version},
      {"status_strings", test_status_strings},
      {"last_error", test_last_error},
      {"null_and_free", test_null_and_free},
      {"options", test_options},
      {"configure_defaults", test_configure_defaults},
      {"sections", test_sections},
      {"section_rules", test_section_rules},
      {"load_and_export", test_load_and_export},
      {"items", test_items},
      {"geometry", test_geometry},
      {"outline_model", test_outline_model},
      {"outline_drag", test_outline_drag},
      {"outline_keys_and_hook", test_outline_keys_and_hook},
      {"combine", test_combine},
      {"flow_layout", test_flow_layout},
      {"flow_drag", test_flow_drag},
      {"drag_live", test_drag_live},
      {"drag_on_drop", test_drag_on_drop},
      {"cancel_restores", test_cancel_restores},
      {"remove_lifted", test_remove_lifted},
      {"not_a_drag", test_not_a_drag},
      {"activation_modes", test_activation_modes},
      {"huge_counts", test_huge_counts},
      {"autoscroll", test_autoscroll},
      {"keyboard", test_keyboard},
      {"keyboard_grid_and_sections", test_keyboard_grid_and_sections},
      {"presentation", test_presentation},
      {"section_frames", test_section_frames},
      {"empty_section_extent", test_empty_section_extent},
      {"move_undo_redo", test_move_undo_redo},
      {"capacity_displacement", test_capacity_displacement},
      {"group_drag", test_group_drag},
      {"group_cancel_and_refuse", test_group_cancel_and_refuse},
      {"group_copy", test_group_copy},
      {"group_lifetimes", test_group_lifetimes},
      {"group_reentrancy", test_group_reentrancy},
      {"outer_scroll_engine", test_outer_scroll_engine},
      {"outer_scroll_board", test_outer_scroll_board},
      {"outer_scroll_errors", test_outer_scroll_errors},
      {"retarget", test_retarget},
      {"event_callback_destroy", test_event_callback_destroy},
      {"poll", test_poll},
      {"poll_done", test_poll_done},
      {"announcement_lifetime", test_announcement_lifetime},
      {"set_text", test_set_text},
      {"record_replay", test_record_replay},
      {"replay_needs_fresh_engine", test_replay_needs_fresh_engine},
      {"reentrant_callback", test_reentrant_callback},
      {"free_inside_callback", test_free_inside_callback},
      {"reentrant_hook", test_reentrant_hook},
      {"huge_capacities", test_huge_capacities},
      {"event_queue_bound", test_event_queue_bound},
      {"event_batch_callback", test_event_batch_callback},
      {"destroy_after_free_in_callback", test_destroy_after_free_in_callback},
      {"destroy_calls_in_on_free", test_destroy_calls_in_on_free},
      {"destroy_frees_on_replace", test_destroy_frees_on_replace},
      {"destroy_calls_in_on_replace", test_destroy_calls_in_on_replace},
      {"free_inside_hook", test_free_inside_hook},
      {"threads", test_threads},
      {"free_other_thread", test_free_other_thread},
      {"refused_note_not_inherited", test_refused_note_not_inherited},
      {"threads_race", test_threads_race},
      {"threads_independent", test_threads_independent},
      {"event_bigger_struct", test_event_bigger_struct},
      {"presentation_stride", test_presentation_stride},
      {"output_sizes", test_output_sizes},
      {"init_exact_length", test_init_exact_length},
      {"unknown_versions", test_unknown_versions},
  };
  const char *only = NULL;
  size_t i;
  int a;

  for (a = 1; a < argc; a++) {
    if (strcmp(argv[a], "--no-fork") == 0)
      g_fork = 0;
    else
      only = argv[a]; /* run one test by name */
  }
  setvbuf(stdout, NULL, _IOLBF, 0);
  for (i = 0; i < sizeof tests / sizeof tests[0]; i++) {
    int before = g_failed;
    if (only && strcmp(only, tests[i].name) != 0)
      continue;
    run(tests[i].name, tests[i].fn);
    printf("%s %s\n", g_failed == before ? "ok  " : "FAIL", tests[i].name);
  }
  printf("%d passed, %d failed\n", g_passed, g_failed);
  return g_failed == 0 ? 0 : 1;
}
