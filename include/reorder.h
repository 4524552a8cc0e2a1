/*
 * reorder.h -- public C interface of libreorder, a drag-to-reorder engine.
 *
 * This is the only header a host includes. It is C89-clean and usable from
 * C++. Every function is documented here, next to its declaration; the Swift
 * implementation is compiled against this very file (see module.modulemap),
 * so a declaration here and its implementation cannot drift apart.
 *
 * Conventions (see DESIGN.md section 2):
 *   - every symbol is prefixed reorder_ / REORDER_;
 *   - fallible calls return a reorder_status (0 = OK, negative = error);
 *   - out parameters come first, user_data comes last.
 */
#ifndef REORDER_H
#define REORDER_H

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------------ */
/* Export macro                                                              */
/* ------------------------------------------------------------------------ */

/*
 * REORDER_API marks the public entry points. The library is linked with a
 * version script that exports reorder_* only; the visibility attribute keeps
 * hosts that build with -fvisibility=hidden honest as well.
 */
#ifndef REORDER_API
#  if defined(__GNUC__) || defined(__clang__)
#    define REORDER_API __attribute__((visibility("default")))
#  else
#    define REORDER_API
#  endif
#endif

/* ------------------------------------------------------------------------ */
/* Version                                                                   */
/* ------------------------------------------------------------------------ */

/*
 * Compile-time version of this header. A binding compares
 * REORDER_VERSION_NUMBER with reorder_version() to detect a header / library
 * mismatch. The SONAME carries the major version (libreorder.so.0).
 */
#define REORDER_VERSION_MAJOR 0
#define REORDER_VERSION_MINOR 1
#define REORDER_VERSION_PATCH 0

/* major * 10000 + minor * 100 + patch, e.g. 100 for 0.1.0. */
#define REORDER_VERSION_NUMBER \
  (REORDER_VERSION_MAJOR * 10000 + REORDER_VERSION_MINOR * 100 + \
   REORDER_VERSION_PATCH)

#define REORDER_VERSION_STRING "0.1.0"

/*
 * Run-time library version number
 *
 * Returns the REORDER_VERSION_NUMBER the library was built with. It differs
 * from the REORDER_VERSION_NUMBER macro when the program was compiled against
 * one header and runs with another library. Never fails; may be called at any
 * time, from any thread, without an engine.
 */
REORDER_API unsigned reorder_version(void);

/*
 * Run-time library version string
 *
 * Returns the REORDER_VERSION_STRING the library was built with, such as
 * "0.1.0". The result is a static, NUL-terminated string: it is never NULL,
 * stays valid for the life of the process and must not be freed or modified
 * by the caller. May be called at any time, from any thread, without an
 * engine.
 */
REORDER_API const char *reorder_version_string(void);

/* ------------------------------------------------------------------------ */
/* Later sections (status codes, engine handle, events, ...) go below, each  */
/* under its own banner like the ones above.                                 */
/* ------------------------------------------------------------------------ */

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* REORDER_H */
