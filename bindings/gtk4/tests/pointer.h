/*
 * pointer.h -- real pointer input for the list view's test and benchmark:
 * XTest events into the X server (Xvfb), so GTK's own event path, gestures
 * and frame clock run as they do for a user. Header-only, for two programs.
 */
#ifndef REORDER_GTK_TESTS_POINTER_H
#define REORDER_GTK_TESTS_POINTER_H

#include <gtk/gtk.h>
#include <gdk/x11/gdkx.h>
#include <X11/extensions/XTest.h>

static gboolean on_spun(gpointer done)
{
  *(gboolean *)done = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop for ms milliseconds (blocking: no busy polling, which
 * the benchmark would count as the frames' work). */
static void spin(guint ms)
{
  gboolean done = FALSE;
  g_timeout_add(ms, on_spun, &done);
  while (!done)
    g_main_context_iteration(NULL, TRUE);
}

static void on_after_paint(GdkFrameClock *clock, gboolean *painted)
{
  (void)clock;
  *painted = TRUE;
}

/* Runs the main loop until the widget's window has drawn a frame. */
static void wait_frame(GtkWidget *widget)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock(widget);
  gboolean painted = FALSE;
  gulong id = g_signal_connect(clock, "after-paint", G_CALLBACK(on_after_paint), &painted);
  gtk_widget_queue_draw(widget);
  while (!painted)
    g_main_context_iteration(NULL, TRUE);
  g_signal_handler_disconnect(clock, id);
}

static Display *xdisplay_of(GtkWidget *widget)
{
  return gdk_x11_display_get_xdisplay(gtk_widget_get_display(widget));
}

/* Moves the pointer to (x, y) in the widget's coordinates. */
static void pointer_to(GtkWidget *widget, double x, double y)
{
  GtkNative *native = gtk_widget_get_native(widget);
  Display *dpy = xdisplay_of(widget);
  graphene_point_t p;
  double sx, sy;
  int rx, ry;
  Window child;
  g_assert_true(gtk_widget_compute_point(widget, GTK_WIDGET(native), &GRAPHENE_POINT_INIT((float)x, (float)y), &p));
  gtk_native_get_surface_transform(native, &sx, &sy);
  XTranslateCoordinates(dpy, gdk_x11_surface_get_xid(gtk_native_get_surface(native)),
                        DefaultRootWindow(dpy), (int)(p.x + sx), (int)(p.y + sy), &rx, &ry,
                        &child);
  XTestFakeMotionEvent(dpy, -1, rx, ry, CurrentTime);
  XFlush(dpy);
}

static void pointer_button(GtkWidget *widget, gboolean down)
{
  XTestFakeButtonEvent(xdisplay_of(widget), 1, down, CurrentTime);
  XFlush(xdisplay_of(widget));
}

/* Presses or releases a key (an X keysym): a modifier held over clicks. */
static void key_hold(GtkWidget *widget, KeySym keysym, gboolean down)
{
  Display *dpy = xdisplay_of(widget);
  KeyCode code = XKeysymToKeycode(dpy, keysym);
  g_assert_cmpuint(code, !=, 0);
  XTestFakeKeyEvent(dpy, code, down, CurrentTime);
  XFlush(dpy);
}

#endif /* REORDER_GTK_TESTS_POINTER_H */
