// Which ReorderView property sets each reorder_options field, checked
// against every field the header has (see option_properties.h).
#include "reorderqt/option_properties.h"

#include <algorithm>
#include <cstddef>
#include <type_traits>

namespace reorderqt {
namespace {

// One member per reorder_options field, named as the field: the
// ReorderView property that sets it, or nullptr when only
// setEngineOptions() does. A field of reorder.h with no member here is a
// compile error in optionFields() below ("no member named ... in
// FieldProperty"): decide whether it gets a property and add it.
struct FieldProperty {
  static constexpr const char *version = nullptr;  // set by reorder_options_init
  static constexpr const char *layout = "layoutMode";
  static constexpr const char *axis = "orientation";
  static constexpr const char *cross_extent = nullptr;
  static constexpr const char *item_spacing = "spacing";
  static constexpr const char *line_spacing = "lineSpacing";  // spacing sets it too
  static constexpr const char *section_spacing = nullptr;
  static constexpr const char *insets = "contentMargins";
  static constexpr const char *grid_columns = "gridColumns";
  static constexpr const char *grid_cell_width = nullptr;
  static constexpr const char *grid_cell_height = nullptr;
  static constexpr const char *empty_section_extent = "emptySectionExtent";
  static constexpr const char *rule = "rule";
  static constexpr const char *semantics = "semantics";
  static constexpr const char *cross_section_moves = "crossSectionMoves";
  static constexpr const char *activation = "activation";
  static constexpr const char *long_press_delay = "longPressDelay";
  static constexpr const char *long_press_tolerance = nullptr;
  static constexpr const char *drag_distance = nullptr;
  static constexpr const char *commit = "commitMode";
  static constexpr const char *clamp_to_content = nullptr;
  static constexpr const char *autoscroll_zone_kind = nullptr;
  static constexpr const char *autoscroll_curve = nullptr;
  static constexpr const char *autoscroll_zone = nullptr;
  static constexpr const char *autoscroll_max_speed = nullptr;
  static constexpr const char *autoscroll_grace = nullptr;
  static constexpr const char *lift_scale = nullptr;
  static constexpr const char *lift_alpha = nullptr;
  static constexpr const char *shadow_offset = nullptr;
  static constexpr const char *shadow_radius = nullptr;
  static constexpr const char *shadow_opacity = nullptr;
  static constexpr const char *lift_duration = nullptr;
  static constexpr const char *displace_duration = nullptr;
  static constexpr const char *settle_duration = nullptr;
  static constexpr const char *cancel_duration = nullptr;
  static constexpr const char *displace_easing = nullptr;
  static constexpr const char *settle_easing = nullptr;
  static constexpr const char *group_order = nullptr;
  static constexpr const char *grid_axis = "gridAxis";
  static constexpr const char *autoscroll_intent = nullptr;
  static constexpr const char *direction = "layoutDirection";  // QWidget's: the view follows it
  static constexpr const char *flow_align = "flowAlignment";
  static constexpr const char *flow_item_height = nullptr;  // the view gives every row's height
  static constexpr const char *outline_indent = "outlineIndent";
  static constexpr const char *outline_max_depth = nullptr;
  static constexpr const char *outline_into_zone = nullptr;
  static constexpr const char *outline_expand_delay = nullptr;
  static constexpr const char *combine_zone = "combineZone";
  static constexpr const char *combine_delay = nullptr;
};

constexpr OptionKind OPT_VERSION = OptionKind::Version;
constexpr OptionKind OPT_DOUBLE = OptionKind::Double;
constexpr OptionKind OPT_INT = OptionKind::Int;
constexpr OptionKind OPT_BOOL = OptionKind::Bool;
constexpr OptionKind OPT_ENUM = OptionKind::Enum;
constexpr OptionKind OPT_RECT = OptionKind::Rect;
constexpr OptionKind OPT_POINT = OptionKind::Point;

// The table's C type must be the field's, and the table must reach the end
// of the struct: a table out of step with the reorder.h it is compiled
// against (a field appended to the header, the table not regenerated) fails
// here too.
#define OPTION_FIELD(name, kind, largest, c_type)                               \
  static_assert(std::is_same<decltype(reorder_options::name), c_type>::value, \
                "reorder_options_fields.h: " #name " is not a " #c_type);
#include "reorder_options_fields.h"
#undef OPTION_FIELD

constexpr std::size_t kFieldsEnd = std::max({
#define OPTION_FIELD(name, kind, largest, c_type) \
  offsetof(reorder_options, name) + sizeof(reorder_options::name),
#include "reorder_options_fields.h"
#undef OPTION_FIELD
});
static_assert(sizeof(reorder_options) - kFieldsEnd < alignof(reorder_options),
              "reorder_options has fields reorder_options_fields.h does not list: "
              "run `make contract`");

}  // namespace

const std::vector<OptionField> &optionFields() {
  static const std::vector<OptionField> fields = {
#define OPTION_FIELD(name, kind, largest, c_type)                                  \
  {#name, kind, largest, offsetof(reorder_options, name), sizeof(reorder_options::name), \
   FieldProperty::name},
#include "reorder_options_fields.h"
#undef OPTION_FIELD
  };
  return fields;
}

}  // namespace reorderqt
