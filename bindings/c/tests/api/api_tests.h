/*
 * api_tests.h -- every test of test_api, by the file that holds it. main.c
 * runs them by name: `test_api drag_live` runs test_drag_live.
 */
#ifndef REORDER_TEST_API_TESTS_H
#define REORDER_TEST_API_TESTS_H

/* api_basics.c */
void test_version(void);
void test_status_strings(void);
void test_last_error(void);
void test_null_and_free(void);

/* api_options.c */
void test_options(void);
void test_configure_defaults(void);

/* api_model.c */
void test_sections(void);
void test_section_rules(void);
void test_load_and_export(void);
void test_huge_counts(void);
void test_items(void);

/* api_geometry.c */
void test_geometry(void);

/* api_outline.c */
void test_outline_model(void);
void test_outline_drag(void);
void test_outline_keys_and_hook(void);
void test_combine(void);

/* api_flow.c */
void test_flow_layout(void);
void test_flow_drag(void);

/* api_drag.c */
void test_drag_live(void);
void test_drag_on_drop(void);
void test_cancel_restores(void);
void test_remove_lifted(void);
void test_not_a_drag(void);
void test_activation_modes(void);
void test_autoscroll(void);

/* api_keyboard.c */
void test_keyboard(void);
void test_keyboard_grid_and_sections(void);

/* api_presentation.c */
void test_presentation(void);
void test_section_frames(void);
void test_empty_section_extent(void);

/* api_moves.c */
void test_move_undo_redo(void);
void test_capacity_displacement(void);
void test_retarget(void);

/* api_outer_scroll.c */
void test_outer_scroll_engine(void);
void test_outer_scroll_board(void);
void test_outer_scroll_errors(void);

/* api_groups.c */
void test_group_drag(void);
void test_group_cancel_and_refuse(void);
void test_group_copy(void);
void test_group_lifetimes(void);
void test_group_reentrancy(void);

/* api_events.c */
void test_event_callback_destroy(void);
void test_poll(void);
void test_poll_done(void);
void test_announcement_lifetime(void);
void test_set_text(void);

/* api_recording.c */
void test_record_replay(void);
void test_replay_needs_fresh_engine(void);

/* api_capacities.c */
void test_huge_capacities(void);

/* api_batch.c */
void test_event_batch_callback(void);

/* api_queue.c */
void test_event_queue_bound(void);

/* api_destroy.c */
void test_destroy_after_free_in_callback(void);
void test_destroy_calls_in_on_free(void);
void test_destroy_frees_on_replace(void);
void test_destroy_calls_in_on_replace(void);

/* api_reentrancy.c */
void test_reentrant_callback(void);
void test_free_inside_callback(void);
void test_reentrant_hook(void);
void test_free_inside_hook(void);

/* api_threads.c */
void test_threads(void);
void test_free_other_thread(void);
void test_refused_note_not_inherited(void);
void test_threads_race(void);
void test_threads_independent(void);

/* api_versions.c */
void test_event_bigger_struct(void);
void test_presentation_stride(void);
void test_output_sizes(void);
void test_init_exact_length(void);
void test_unknown_versions(void);

#endif
