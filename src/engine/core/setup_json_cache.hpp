// The setup's JSON, written once per game: a setup never changes once a game has begun, and
// its card library is most of a saved position (the app saves after every action; issue 20's
// property test after every action of whole games). Copies of a state share it; call_once
// keeps it safe when copies of one state are written from several threads.
#pragma once

#include <mutex>
#include <nlohmann/json.hpp>

#include "eden/core/setup.hpp"

namespace eden::detail {

class SetupJsonCache {
  public:
    const nlohmann::json& of(const GameSetup& setup) const {
        std::call_once(once_, [&] { json_ = setup_to_json(setup); });
        return json_;
    }

  private:
    mutable std::once_flag once_;
    mutable nlohmann::json json_;
};

}  // namespace eden::detail
