// Every action as a message (data/text/*.json, "action.*"): the words a choice button or a log
// line gives it. Cards, places and seats stay what they are; the reader's context names them.
#include "eden/text/action_text.hpp"
#include "engine/core/overloaded.hpp"

namespace eden::text {

Message message_of(const Action& a) {
    return std::visit(
        detail::overloaded{
            [](const ChooseShardColour& x) {
                return Message("action.choose_shard_colour")
                    .with("colour", std::string(to_string(x.colour)));
            },
            [](const DrawTile& x) {
                return Message("action.draw_tile").with_flag("face_up", x.face_up);
            },
            [](const PlaceTile& x) { return Message("action.place_tile").with("at", Place{x.at}); },
            [](const PlacePortal& x) {
                return Message("action.place_portal").with("at", Place{x.at});
            },
            [](const RemovePortal&) { return Message("action.remove_portal"); },
            [](const FinishPortalStep&) { return Message("action.finish_portal_step"); },
            [](const ChooseCard& x) {
                return Message("action.choose_card").with("card", Card{x.card});
            },
            [](const ChooseNumber& x) { return Message("action.choose_number").with("n", x.n); },
            [](const PlaceResources& x) {
                int n = 0;
                for (const auto& p : x.placement)
                    n += p.count;
                return Message("action.place_resources").with("count", n);
            },
            [](const Pay&) { return Message("action.pay"); },
            [](const Buy& x) { return Message("action.buy").with("card", Card{x.card}); },
            [](const Discard& x) { return Message("action.discard").with("card", Card{x.card}); },
            [](const SetAside& x) {
                return Message("action.set_aside").with("card", Card{x.card});
            },
            [](const SwapSetAside& x) {
                return Message("action.swap_set_aside")
                    .with("card", Card{x.hand_card})
                    .with("set_aside", Card{x.set_aside_card});
            },
            [](const UseCard& x) { return Message("action.use_card").with("card", Card{x.card}); },
            [](const OpenFront& x) {
                return Message("action.open_front")
                    .with("enemy", Place{x.frontier.enemy})
                    .with("allied", Place{x.frontier.allied})
                    .with("card", Card{x.unit});
            },
            [](const AddUnit& x) {
                return Message("action.add_unit")
                    .with("card", Card{x.unit})
                    .with("front", x.front + 1);
            },
            [](const StopFront& x) {
                return Message("action.stop_front").with("front", x.front + 1);
            },
            [](const TriggerAbility& x) {
                return Message("action.trigger_ability")
                    .with("ability", x.ability + 1)
                    .with("card", Card{x.card});
            },
            [](const ReturnToWorld& x) {
                return Message("action.return_to_world").with("card", Card{x.card});
            },
            [](const Rescue& x) { return Message("action.rescue").with("card", Card{x.card}); },
            [](const DestroyOwnPortal&) { return Message("action.destroy_own_portal"); },
            [](const TakeBonusTurn&) { return Message("action.take_bonus_turn"); },
            [](const ChooseTerritory& x) {
                return Message("action.choose_territory").with("at", Place{x.at});
            },
            [](const PlaceTroop& x) {
                return Message("action.place_troop").with("at", Place{x.at});
            },
            [](const MoveTroop& x) {
                return Message("action.move_troop")
                    .with("from", Place{x.from})
                    .with("to", Place{x.to});
            },
            [](const Support& x) { return Message("action.support").with_flag("yes", x.yes); },
            [](const Done&) { return Message("action.done"); },
            // Names no card: a plan is its seat's secret (RULES.md §7 H1), and this line may
            // reach a log.
            [](const SetBattlePlan& x) {
                return Message("action.set_battle_plan").with("front", x.plan.front + 1);
            },
            [](const DropBattlePlan&) { return Message("action.drop_battle_plan"); },
        },
        a);
}

}  // namespace eden::text

namespace eden {

std::string describe(const Action& a, text::Language language) {
    return text::render(text::message_of(a), {}, language);
}

}  // namespace eden
