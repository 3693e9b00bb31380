// Catch2 v2 test runner for every eden_tests file.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
