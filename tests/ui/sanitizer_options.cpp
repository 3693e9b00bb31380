// Under AddressSanitizer: no leak report for this program. SDL loads its video and font back ends
// with dlopen and keeps allocations for the life of the process; by exit they are unloaded, so
// LeakSanitizer cannot even name them (the app's own ctests set ASAN_OPTIONS the same way).
// Memory errors are still caught; leaks are checked in every engine test. Without ASan this
// function is never called.
extern "C" const char* __asan_default_options() {
    return "detect_leaks=0";
}
