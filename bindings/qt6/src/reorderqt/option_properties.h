// reorderqt/option_properties.h -- which ReorderView property sets each
// engine option.
//
// ReorderView's Q_PROPERTYs are written out by hand (moc needs them spelled
// out); optionFields() lists every field of reorder_options with the
// property that sets it, or none for a field set only through
// ReorderView::setEngineOptions(). The list is built from the table of
// every field generated from reorder.h (bindings/c/reorder_options_fields.h,
// tools/contract.py), and option_properties.cpp must name a property (or
// none) for each: a field added to reorder.h without an entry there fails
// to compile, so a new option cannot be forgotten silently. tst_options
// checks that each named property exists and sets its field.
#pragma once

#include <cstddef>
#include <vector>

#include <reorder.h>

namespace reorderqt {

/// What a reorder_options field holds (the generated table's OPT_* kinds).
enum class OptionKind { Version, Double, Int, Bool, Enum, Rect, Point };

/// One field of reorder_options.
struct OptionField {
  const char *name;       ///< the C field, e.g. "empty_section_extent"
  OptionKind kind;
  int largestEnumValue;   ///< Enum: the group's largest constant; else 0
  std::size_t offset;     ///< offsetof(reorder_options, field)
  std::size_t size;       ///< sizeof the field
  const char *property;   ///< the ReorderView property that sets it, or nullptr
};

/// Every field of reorder_options, in declaration order.
const std::vector<OptionField> &optionFields();

}  // namespace reorderqt
