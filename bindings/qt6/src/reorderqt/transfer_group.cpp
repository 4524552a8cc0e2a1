#include "reorderqt/transfer_group.h"

#include <stdexcept>
#include <string>

#include "reorderqt/outer_scroll.h"
#include "reorderqt/reorder_view.h"

namespace reorderqt {

TransferGroup::TransferGroup(QObject *parent) : QObject(parent) {
  const reorder_status st = reorder_group_new(&m_handle);
  if (st != REORDER_OK)
    throw std::runtime_error(std::string("reorder_group_new: ") + reorder_status_string(st));
}

TransferGroup::~TransferGroup() {
  m_outer.reset();
  // Each view leaves through its engine, which reports what that cancels.
  for (ReorderView *view : QList(m_views)) view->setTransferGroup(nullptr);
  // Empty now: freeing it cannot fail for a member's sake.
  const reorder_status st = reorder_group_free(m_handle);
  Q_ASSERT(st == REORDER_OK);
  Q_UNUSED(st);
}

bool TransferGroup::isDragging() const {
  for (const ReorderView *view : m_views)
    if (view->isDragging()) return true;
  return false;
}

ReorderView *TransferGroup::viewOf(const Engine *engine) const {
  for (ReorderView *view : m_views)
    if (&view->engine() == engine) return view;
  return nullptr;
}

}  // namespace reorderqt
