# The checks the eden-cli command-line tests share: `check` a condition, `expect` an exit status.
# Sourced by tests/cli_*.sh after they set `work` (the folder a command's output goes to); they
# count into `passes` and `failures`.
failures=0
passes=0

check() {  # check DESCRIPTION -- COMMAND...: a condition that must hold
    local what=$1
    shift 2
    if "$@"; then echo "ok: $what"; passes=$((passes + 1)); else echo "FAIL: $what"; failures=$((failures + 1)); fi
}

expect() {  # expect STATUS DESCRIPTION -- COMMAND...
    local want=$1 what=$2
    shift 3
    "$@" >"$work/out" 2>"$work/err"
    local got=$?
    if [ "$got" != "$want" ]; then
        echo "FAIL: $what: exit $got, expected $want"; sed 's/^/  stderr: /' "$work/err"
        failures=$((failures + 1))
    else
        echo "ok: $what"
        passes=$((passes + 1))
    fi
}
