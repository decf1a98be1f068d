//! The rules: the ruleset of a game, the execution context and its primitives, the
//! hook dispatch, queries, the Dogma action, the turn, achievements and the end of
//! the game. Each edition's own rules are hooks listed here (`edition_hooks`).
pub mod achievements;
pub mod ctx;
pub mod dogma;
pub mod hooks;
pub mod query;
pub mod ruleset;
pub mod specials;
pub mod turn;

use crate::model::*;
use hooks::{Act, ActKind, Hook, When};

/// The acts after which the achievement win is checked for the players they concern
/// (`AT_ONCE`'s first two hooks).
const WIN_AFTER: &[ActKind] = &[ActKind::Achieve, ActKind::ClaimSpecial];
const WIN_AFTER_TRANSFER: &[ActKind] = &[ActKind::Transfer, ActKind::Exchange];

/// 1st and 3rd editions: special achievements at once, after any change; the
/// achievement win at once.
static AT_ONCE: &[Hook] = &[
    // The achieving player is checked before anyone's special achievement (as
    // when achieving came first and the special achievements after it).
    Hook {
        name: "achievement win",
        when: When::After,
        on: WIN_AFTER,
        applies: |_, _, _| true,
        run: |cx, _, act| Box::pin(async move { achievements::win_at_once(cx, act.player()).await }),
    },
    // A card can also reach an achievements pile without being achieved: a transfer
    // (Jiskairumoko Necklace's compel, seizing a relic) or an exchange. "Someone has
    // enough achievements - that someone wins the game" (3rd-edition rules, "Game
    // end"), whichever way the achievement came.
    Hook {
        name: "achievement win (transfer)",
        when: When::After,
        on: WIN_AFTER_TRANSFER,
        applies: |_, _, act| match *act {
            Act::Transfer { to, .. } => matches!(to, crate::state::Zone::Achievements(_)),
            Act::Exchange { from, to, .. } => matches!(from, crate::state::Zone::Achievements(_)) || matches!(to, crate::state::Zone::Achievements(_)),
            _ => false,
        },
        run: |cx, _, act| Box::pin(async move {
            let zones = match *act {
                Act::Transfer { to, .. } => [Some(to), None],
                Act::Exchange { from, to, .. } => [Some(from), Some(to)],
                _ => [None, None],
            };
            for z in zones.into_iter().flatten() {
                if let crate::state::Zone::Achievements(q) = z {
                    achievements::win_at_once(cx, q).await?;
                }
            }
            Ok(())
        }),
    },
    Hook {
        name: "special achievements",
        when: When::After,
        on: &[],
        // Whether there is anything to claim is known before the hook runs, unless
        // an achievement win check above may run first (and change the state:
        // karma that replaces a win).
        applies: |cx, _, act| {
            let win_first = WIN_AFTER.contains(&act.kind()) || WIN_AFTER_TRANSFER.contains(&act.kind());
            !hooks::checks_may_skip(cx) && (win_first || achievements::specials_due(cx))
        },
        run: |cx, _, _| Box::pin(async move { achievements::specials_at_once(cx).await }),
    },
];

/// 4th edition: the Chain rule, and at the end of each action the special
/// achievements and the achievement win.
static FOURTH: &[Hook] = &[
    Hook {
        name: "Chain rule",
        when: When::Before,
        on: &[ActKind::SelfExecute],
        // "If, while self-executing a card's effect, you would perform the keyword
        // self-execute, first draw and achieve an 11" (4th-edition rulebook, "Chain Rule").
        applies: |cx, _, _| cx.self_executing(),
        run: |cx, _, act| Box::pin(async move {
            let Act::SelfExecute { player, .. } = *act else { return Ok(()) };
            cx.log_event(crate::log::Event::Chain { player });
            cx.draw_and_achieve(player, 11).await.map(|_| ())
        }),
    },
    Hook { name: "end of action", when: When::EndOfAction, on: &[], applies: |_, _, _| true, run: |cx, _, _| Box::pin(async move { achievements::end_of_action(cx).await }) },
];

/// The rule hooks of an edition.
pub fn edition_hooks(e: Edition) -> &'static [Hook] {
    match e {
        Edition::First | Edition::Third => AT_ONCE,
        Edition::Fourth => FOURTH,
    }
}

#[cfg(test)]
mod tests {
    use crate::cards::{self, Effect, EffectKind};
    use crate::model::*;
    use crate::rules::ctx::{Ctx, CtxData, Exec};
    use crate::scenario;
    use crate::state::{Achievement, Zone};

    /// The Chain rule (4th-edition rulebook, "Chain Rule"): self-executing while
    /// self-executing first draws and achieves an 11; a self-execution that is not
    /// inside another does not.
    #[test]
    fn the_chain_rule_achieves_an_11_for_a_self_execution_inside_another() {
        let text = r#"{"setup": {"edition": 4, "players": ["ada", "bo"], "seed": 1},
            "position": {"players": {"ada": {"board": {"blue": ["Writing"]}}}, "decks": {"base": {"11": ["Fusion"]}}}}"#;
        let sc = scenario::parse(text).unwrap();
        let s = scenario::build_position(&sc.config, sc.position.as_ref().unwrap()).unwrap();
        let writing = cards::by_name("Writing", Edition::Fourth).unwrap();
        let fusion = cards::by_name("Fusion", Edition::Fourth).unwrap();
        let mut d = CtxData::new(s, vec![], false);
        Ctx::now(&mut d, async |cx| cx.self_execute(0, writing).await).unwrap();
        assert!(d.state().players[0].achievements.is_empty(), "a self-execution on its own");
        let inner = Effect { kind: EffectKind::NonDemand, text: "self-execute Writing", run: |cx, e| Box::pin(async move { cx.self_execute(e.you, cards::by_name("Writing", Edition::Fourth).unwrap()).await }) };
        Ctx::now(&mut d, async |cx| cx.run_effect(&inner, Exec::new(0, 0, writing), true).await).unwrap();
        let cx = &d;
        assert_eq!(cx.state().players[0].achievements, vec![Achievement::Card(fusion)]);
        assert_eq!(cx.state().loc(fusion), Some(Zone::Achievements(0)));
    }

    /// An effect that runs itself again, `MAX_EXECUTION_DEPTH` effects deep, then
    /// asks to return a card at the innermost: the unit stops there, with every
    /// effect around it waiting, and goes on from there when the answer comes (as
    /// the game polls a unit: `game.rs`).
    static DEEP: Effect = Effect {
        kind: EffectKind::NonDemand,
        text: "run this effect again; at the bottom, return a card from your hand",
        run: |cx, e| {
            Box::pin(async move {
                if cx.executing_depth() < crate::rules::ctx::MAX_EXECUTION_DEPTH as usize {
                    return cx.run_effect(&DEEP, e, false).await;
                }
                let hand = cx.s().hand(e.you).to_vec();
                if let Some(c) = cx.choose_card(e.you, &hand, false, crate::question::Intent::Return, "Return a card").await? {
                    cx.return_card(e.you, c).await?;
                }
                Ok(())
            })
        },
    };

    #[test]
    fn a_unit_stops_at_a_question_many_effects_deep_and_goes_on_from_there() {
        let text = r#"{"setup": {"players": ["ada", "bo"], "seed": 1},
            "position": {"players": {"ada": {"hand": ["Archery", "Oars"]}}}}"#;
        let sc = scenario::parse(text).unwrap();
        let s = scenario::build_position(&sc.config, sc.position.as_ref().unwrap()).unwrap();
        let oars = cards::by_name("Oars", Edition::Third).unwrap();
        let d = std::ptr::NonNull::from(Box::leak(Box::new(CtxData::new(s, vec![], true))));
        let mut cx = Ctx::handle(d);
        {
            let mut unit = Box::pin(async move { cx.run_effect(&DEEP, Exec::new(0, 0, oars), false).await });
            assert!(crate::rules::ctx::poll_unit(unit.as_mut()).is_pending(), "stopped at the question");
            // SAFETY (as in game.rs): the unit is not being polled.
            let data = unsafe { &mut *d.as_ptr() };
            let q = data.take_pending().expect("the question it stopped at");
            assert_eq!(q.keys(), vec!["Archery", "Oars"]);
            assert_eq!(data.state().hand(0).len(), 2, "nothing returned yet");
            data.push_answer(vec!["Oars".into()]);
            assert!(matches!(crate::rules::ctx::poll_unit(unit.as_mut()), std::task::Poll::Ready(Ok(()))));
        }
        // SAFETY: the unit (and its handle) is gone.
        let data = unsafe { Box::from_raw(d.as_ptr()) };
        assert_eq!(data.state().loc(oars), Some(Zone::Deck(CardSet::Base, 1)));
        assert_eq!(data.state().hand(0).len(), 1);
    }
}
