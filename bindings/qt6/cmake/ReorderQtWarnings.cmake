# Warnings for our own sources (Qt's and reorder.h's headers come in as
# -isystem). PRIVATE, so they never reach a consumer's flags; errors only
# when asked (make's builds ask), since a newer compiler may warn anew.
option(REORDERQT_WERROR "Make warnings in reorderqt's own sources errors" OFF)

function(reorderqt_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -pedantic
                         $<$<BOOL:${REORDERQT_WERROR}>:-Werror>)
endfunction()
