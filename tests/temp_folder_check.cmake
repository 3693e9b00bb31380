# Issue 35: a run of the tests leaves the temporary folder as it found it. CTest gives every test
# a private TMPDIR in the build tree (CMakeLists.txt); this script empties it before the first
# test (MODE=setup) and, after the last, fails naming whatever a test left in it (MODE=check).
# Usage: cmake -DDIR=<folder> -DMODE=setup|check -P temp_folder_check.cmake
if(MODE STREQUAL "setup")
  file(REMOVE_RECURSE "${DIR}")
  file(MAKE_DIRECTORY "${DIR}")
elseif(MODE STREQUAL "check")
  file(GLOB left LIST_DIRECTORIES true "${DIR}/*" "${DIR}/.*")
  if(left)
    list(LENGTH left count)
    list(JOIN left "\n  " names)
    message(FATAL_ERROR "the tests left ${count} files or folders in their temporary folder "
                        "${DIR} (each test must remove what it writes):\n  ${names}")
  endif()
  message(STATUS "the tests left their temporary folder ${DIR} empty")
else()
  message(FATAL_ERROR "MODE must be setup or check")
endif()
