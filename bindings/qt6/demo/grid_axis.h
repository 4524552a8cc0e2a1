// The seed grid page's "Scroll sideways" switch: a check box above the grid
// that turns it into a grid that scrolls horizontally (ReorderView::
// setGridAxis(Qt::Horizontal): cells fill columns top to bottom, sized from
// the view's height), and back.
#pragma once

#include <QString>

#include <functional>

struct SeedPage;

/// Adds the switch above page's view (a grid) and prints, with say:
/// "axis KEY horizontal|vertical" when it is toggled, then a cells line;
/// "cells KEY JSON" (every cell's resting frame in the viewport, [[ITEM
/// KEY, x, y, w, h]...] in the model's order) after each drop too; and
/// "scroll KEY x=V max=M" as the horizontal bar moves (V from the right
/// with --rtl).
void addGridAxisSwitch(const SeedPage &page, const std::function<void(const QString &)> &say);

/// "ready axis KEY x= y= w= h=": the switch's place on the screen, and a
/// cells line.
void sayGridAxisReady(const SeedPage &page, const std::function<void(const QString &)> &say);
