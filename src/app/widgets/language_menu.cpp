#include "app/widgets/language_menu.hpp"

#include "app/shell/app_state.hpp"
#include "app/widgets/widgets.hpp"
#include "app/words/ui_text.hpp"
#include "imgui.h"

namespace eden::app {

bool language_choice(AppState& app, float width) {
    const text::Language now = ui_language();
    bool changed = false;
    ImGui::SetNextItemWidth(width);
    if (ui::begin_combo(tr_id("app.menu.language").c_str(), text::catalog(now).name().c_str())) {
        for (text::Language l : text::kLanguages) {
            if (ui::selectable(text::catalog(l).name(), l == now) && l != now) {
                set_ui_language(l);
                app.settings.language = l;
                save_settings_now(app);
                changed = true;
            }
        }
        ImGui::EndCombo();
    }
    return changed;
}

}  // namespace eden::app
