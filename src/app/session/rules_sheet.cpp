#include "app/session/rules_sheet.hpp"

#include <map>

#include "eden/text/data_text.hpp"

namespace eden::app {

namespace {

std::string value_text(const nlohmann::json& v) {
    if (v.is_string()) return v.get<std::string>();
    if (v.is_array()) {
        std::string out;
        for (const auto& e : v)
            out += (out.empty() ? "" : ", ") + value_text(e);
        return out.empty() ? "none" : out;
    }
    return v.dump();
}

}  // namespace

RulesSheet rules_sheet(const Ruleset& ruleset, const Scenario& scenario, const Rules& active,
                       text::Language language) {
    RulesSheet sheet{text::scenario_text(scenario, "name", language),
                     text::scenario_text(scenario, "summary", language),
                     text::scenario_text(scenario, "deviations", language),
                     text::scenario_text(scenario, "win_conditions", language),
                     text::ruleset_text(ruleset, "name", language),
                     {}};
    const std::map<std::string, std::string> descriptions(ruleset.descriptions.begin(),
                                                          ruleset.descriptions.end());
    for (const ParamInfo& p : parameter_table()) {
        const std::string id(p.id);
        const nlohmann::json value = get_parameter(active, p.id);
        const nlohmann::json standard = get_parameter(ruleset.rules, p.id);
        const auto d = descriptions.find(id);
        sheet.rows.push_back({id, value_text(value),
                              d == descriptions.end()
                                  ? std::string()
                                  : text::parameter_description(ruleset, id, d->second, language),
                              value_text(standard), value != standard});
    }
    return sheet;
}

}  // namespace eden::app
