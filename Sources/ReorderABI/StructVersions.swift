// Generated from include/reorder.h by tools/contract.py; do not edit.
// Where each version of each versioned struct ends (see Versioning.swift).
// swift-format-ignore-file

import CReorder

let optionsVersions = StructVersions(
  name: "reorder_options",
  ends: [
    fieldEnd(\reorder_options.settle_easing),
    fieldEnd(\reorder_options.combine_delay),
  ])

let sectionRulesVersions = StructVersions(
  name: "reorder_section_rules",
  ends: [
    fieldEnd(\reorder_section_rules.displacement),
  ])

let hitVersions = StructVersions(
  name: "reorder_hit",
  ends: [
    fieldEnd(\reorder_hit.path),
  ])

let presentationVersions = StructVersions(
  name: "reorder_presentation",
  ends: [
    fieldEnd(\reorder_presentation.lifted),
    fieldEnd(\reorder_presentation.target),
  ])

let eventVersions = StructVersions(
  name: "reorder_event",
  ends: [
    fieldEnd(\reorder_event.text_length),
    fieldEnd(\reorder_event.count),
    fieldEnd(\reorder_event.other),
  ])

let transferRulesVersions = StructVersions(
  name: "reorder_transfer_rules",
  ends: [
    fieldEnd(\reorder_transfer_rules.placeholder),
  ])

let outerScrollVersions = StructVersions(
  name: "reorder_outer_scroll",
  ends: [
    fieldEnd(\reorder_outer_scroll.intent),
  ])
