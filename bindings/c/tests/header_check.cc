// Header check, C++ side: the same signature checks as header_check.c
// (included below, it is written to be valid C++ too), plus
// the one thing only C++ can see: every declaration has C linkage, so a host
// compiled as C++ links against the C symbols. Compile-only; see checks.mk.
#include "header_check.c"

// Redeclaring with extern "C" is an error ("conflicting declaration with 'C'
// linkage") if the header's extern "C" guard is missing or closes too early:
// check the first and the last function the header declares.
extern "C" unsigned reorder_version(void);
extern "C" void reorder_free(void *pointer);
