/*
 * glib_baselines.c -- GSequence and GListStore, the containers a GLib host
 * reaches for. Neither keeps geometry (offsets, hit tests), so they stand in
 * for the order only: moves and loads.
 *
 * GSequence: an iterator per handle (a host keeps one per row), moves with
 * g_sequence_move to the iterator at the destination index.
 * GListStore: a GObject per item (made once, outside the timed loads, as a
 * host has its row objects), moves as remove + insert by index: the store
 * has no index of an item short of a linear g_list_store_find, so it is
 * given the index for free.
 */
#include <gio/gio.h>
#include <stdlib.h>

#include "bench.h"

struct glib_seq {
  GSequence *seq;
  GSequenceIter **iters; /* per handle */
  size_t n;
};

glib_seq *glib_seq_load(size_t n)
{
  glib_seq *q = g_new(glib_seq, 1);
  q->seq = g_sequence_new(NULL);
  q->iters = g_new(GSequenceIter *, n);
  q->n = n;
  for (size_t i = 0; i < n; i++)
    q->iters[i] = g_sequence_append(q->seq, GUINT_TO_POINTER((guint)i));
  return q;
}

void glib_seq_free(glib_seq *q)
{
  if (!q)
    return;
  g_sequence_free(q->seq);
  g_free(q->iters);
  g_free(q);
}

void glib_seq_move_handle(glib_seq *q, uint32_t handle, uint32_t to)
{
  GSequenceIter *it = q->iters[handle];
  gint from = g_sequence_iter_get_position(it);
  if ((gint)to == from)
    return;
  /* g_sequence_move puts it before dest: moving forward, before the item
   * now at to + 1 (the end iterator past the last). */
  GSequenceIter *dest =
    g_sequence_get_iter_at_pos(q->seq, (gint)to > from ? (gint)to + 1 : (gint)to);
  g_sequence_move(it, dest);
}

uint32_t glib_seq_handle_at(glib_seq *q, uint32_t index)
{
  return GPOINTER_TO_UINT(g_sequence_get(g_sequence_get_iter_at_pos(q->seq, (gint)index)));
}

/* ---- GListStore ---------------------------------------------------------- */

/* One GObject per item, by handle. */
static GObject **objects;
static size_t object_count;

void glib_objects_make(size_t n)
{
  glib_objects_free();
  objects = g_new(GObject *, n);
  object_count = n;
  for (size_t i = 0; i < n; i++) {
    objects[i] = g_object_new(G_TYPE_OBJECT, NULL);
  }
}

void glib_objects_free(void)
{
  for (size_t i = 0; i < object_count; i++)
    g_object_unref(objects[i]);
  g_free(objects);
  objects = NULL;
  object_count = 0;
}

struct glib_store {
  GListStore *store;
};

glib_store *glib_store_load(size_t n)
{
  glib_store *s = g_new(glib_store, 1);
  s->store = g_list_store_new(G_TYPE_OBJECT);
  guint count = (guint)(n < object_count ? n : object_count);
  g_list_store_splice(s->store, 0, 0, (gpointer *)objects, count);
  return s;
}

void glib_store_free(glib_store *s)
{
  if (!s)
    return;
  g_object_unref(s->store);
  g_free(s);
}

void glib_store_move(glib_store *s, uint32_t from, uint32_t to)
{
  if (from == to)
    return;
  GObject *item = g_list_model_get_item(G_LIST_MODEL(s->store), from);
  g_list_store_remove(s->store, from);
  g_list_store_insert(s->store, to, item);
  g_object_unref(item);
}

int glib_store_holds(glib_store *s, uint32_t index, uint32_t handle)
{
  GObject *item = g_list_model_get_item(G_LIST_MODEL(s->store), index);
  int same = item == objects[handle];
  if (item)
    g_object_unref(item);
  return same;
}
