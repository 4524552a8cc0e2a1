# libreorder, found through pkg-config as the imported target
# PkgConfig::reorder, which reorderqt links PUBLIC. Both the build and the
# installed ReorderQtConfig.cmake include this file, so a consumer gets the
# very target the exported ReorderQt::reorderqt names.
#
# In:  REORDERQT_LIBREORDER_VERSION, reorderqt's own version: libreorder
#      must have its major version and be at least that release (an older
#      one may lack what the header has; a newer 1.x only adds).
# Out: PkgConfig::reorder and reorder_* (FindPkgConfig), or
#      REORDERQT_LIBREORDER_ERROR saying why not.
set(REORDERQT_LIBREORDER_ERROR "")
find_package(PkgConfig)
if(NOT PKG_CONFIG_FOUND)
  set(REORDERQT_LIBREORDER_ERROR "pkg-config, through which libreorder is found, is missing")
  return()
endif()
pkg_check_modules(reorder IMPORTED_TARGET reorder>=${REORDERQT_LIBREORDER_VERSION})
string(REGEX MATCH "^[0-9]+" _reorderqt_major ${REORDERQT_LIBREORDER_VERSION})
math(EXPR _reorderqt_next_major "${_reorderqt_major} + 1")
if(NOT reorder_FOUND)
  string(CONCAT REORDERQT_LIBREORDER_ERROR
      "libreorder >= ${REORDERQT_LIBREORDER_VERSION} not found by pkg-config "
      "(reorder.pc: set PKG_CONFIG_PATH, or CMAKE_PREFIX_PATH to its prefix)")
elseif(reorder_VERSION VERSION_GREATER_EQUAL ${_reorderqt_next_major})
  string(CONCAT REORDERQT_LIBREORDER_ERROR
      "libreorder ${reorder_VERSION} found; reorderqt "
      "${REORDERQT_LIBREORDER_VERSION} needs ${_reorderqt_major}.x")
endif()
