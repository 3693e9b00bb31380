// eden-cli audit: each save's game re-derived from its log by the audit (src/audit), every
// departure from its rulebook printed as `FILE: action N, event K (log line): check: rule:
// expected vs seen`. Exit status 1 if any file departs, cannot be read or cannot be audited.
#include <iostream>

#include "audit/audit.hpp"
#include "cli/commands.hpp"
#include "data/data_files.hpp"
#include "eden/core/data_error.hpp"

namespace eden::cli {

int run_audit(const AuditOptions& o) {
    int status = kExitOk;
    for (const std::string& file : o.saves) {
        try {
            const audit::GameRecord game = audit::record_save(data::read_json_file(file), file);
            const audit::AuditResult r = audit::audit_game(game);
            if (!r.unsupported.empty()) {
                std::cerr << file << ": not audited: " << r.unsupported << "\n";
                status = kExitError;
                continue;
            }
            int shown = 0;
            for (const audit::Departure& d : r.departures)
                if (shown++ < o.max_lines) std::cout << audit::report_line(game, d) << "\n";
            std::cout << file << ": " << r.departures.size() << " departures in "
                      << game.steps.size() << " actions (" << audit::counts_by_check(r.departures)
                      << ")\n";
            if (!r.departures.empty()) status = kExitError;
        } catch (const DataError& e) {
            std::cerr << e.what() << "\n";
            status = kExitError;
        } catch (const std::exception& e) {
            std::cerr << file << ": " << e.what() << "\n";
            status = kExitError;
        }
    }
    return status;
}

}  // namespace eden::cli
