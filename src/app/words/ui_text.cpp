#include "app/words/ui_text.hpp"

#include <atomic>

namespace eden::app {

namespace {
std::atomic<text::Language> g_language{text::Language::english};
}  // namespace

text::Language ui_language() {
    return g_language.load();
}

void set_ui_language(text::Language language) {
    g_language.store(language);
}

std::string tr(const std::string& id) {
    return text::render(text::Message(id), {}, ui_language());
}

std::string tr(const text::Message& m) {
    return text::render(m, {}, ui_language());
}

std::string tr(const text::Message& m, const text::Names& names) {
    return text::render(m, names, ui_language());
}

std::string tr_id(const std::string& id) {
    return tr(id) + "###" + id;
}

}  // namespace eden::app
