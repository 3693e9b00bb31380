#include "lab/run_label.hpp"

#include <cctype>

namespace eden::lab {

namespace {

// "key=\"text\"" -> "key=text": a string value reads as it was typed.
std::string unquoted(const std::string& assignment) {
    std::string out;
    for (char c : assignment)
        if (c != '"') out += c;
    return out;
}

// Letters, digits and . _ = + - kept, runs of anything else one '-', none at either end.
std::string file_safe(const std::string& text) {
    std::string out;
    for (char c : text) {
        const auto u = static_cast<unsigned char>(c);
        const bool kept = std::isalnum(u) != 0 || c == '.' || c == '_' || c == '=' || c == '+';
        if (kept)
            out += c;
        else if (!out.empty() && out.back() != '-')
            out += '-';
    }
    while (!out.empty() && out.back() == '-')
        out.pop_back();
    // A name starting with '.' is hidden (and refused by the app's save names).
    while (!out.empty() && (out.front() == '.' || out.front() == '-'))
        out.erase(out.begin());
    return out;
}

}  // namespace

std::string changes_text(const std::vector<std::string>& assignments) {
    std::string out;
    for (const std::string& a : assignments)
        out += (out.empty() ? "" : ", ") + unquoted(a);
    return out;
}

std::string run_file_name(const SimulateRequest& r, std::size_t max_length) {
    std::string head = file_safe(r.ruleset) + "-" + file_safe(r.scenario);
    if (!r.variant.empty()) head += "-" + file_safe(r.variant);
    // A run on one map (the map editor's Balance check, simulate --map) says which.
    if (!r.map.empty()) {
        std::string map = r.map.substr(r.map.find_last_of("/\\") + 1);
        if (map.size() > 5 && map.ends_with(".json")) map.resize(map.size() - 5);
        head += "-map-" + file_safe(map);
    }
    const std::string tail = "-" + std::to_string(r.players) + "p-" + std::to_string(r.games) +
                             "g-seed" + std::to_string(r.seed);
    std::vector<std::string> changes;
    for (const std::string& a : r.assignments)
        changes.push_back("-" + file_safe(unquoted(a)));
    // As many changes as fit, in their order, then a count of the others.
    std::string name = head;
    for (std::size_t i = 0; i < changes.size(); ++i) {
        const std::size_t left = changes.size() - i - 1;
        const std::string more = left > 0 ? "-+" + std::to_string(left) : "";
        if (name.size() + changes[i].size() + more.size() + tail.size() > max_length) {
            name += "-+" + std::to_string(changes.size() - i);
            break;
        }
        name += changes[i];
    }
    name += tail;
    if (name.size() > max_length) name.resize(max_length);
    while (!name.empty() && name.back() == '-')
        name.pop_back();
    return name;
}

}  // namespace eden::lab
