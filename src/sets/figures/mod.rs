//! Figures in the Sand (3rd edition): its cards (`cards/`, one file each, their
//! karma as hooks), the Inspire and Decree actions, the five decrees, fading, and
//! the Figures draw rules (3rd-edition rules, "Figures in the Sand"). Echo effects
//! and duplicate achievements come from the core; the forecast and promotion are
//! shared with Echoes (`sets::echoes`), as figures foreshadow too.
use super::{ActionDef, ActionDone, FollowUp, SetDef};
use crate::cards::{self as card_table, E3};
use crate::log::{Event, Verb};
use crate::model::*;
use crate::question::{Choice, Intent, Target};
use crate::rules::ctx::{Ctx, Exec, Fut, R};
use crate::rules::hooks::{Act, Hook, When};
use crate::rules::specials::{SpecialDef, SpecialId};
use crate::state::{Achievement, State, Zone};

pub mod cards;
pub mod claim;

pub static SET: SetDef = SetDef {
    specials: DECREES,
    hooks: HOOKS,
    actions: &[&INSPIRE, &DECREE],
    follow_ups: &[&super::echoes::PROMOTE, &WHEN_KARMA, &FIGURES_FOR_OPPONENTS],
    free_draw: true,
    ..SetDef::new(CardSet::Figures, cards::ALL)
};

/// A figure: a Figures card, or the figure-style relic Ching Shih ("each relic is
/// a lost card of one of the five sets").
pub fn is_figure(c: CardId) -> bool {
    let f = card_table::facts(c);
    f.set == CardSet::Figures || (f.set == CardSet::Relics && f.name == "Ching Shih")
}

/// A player's top figures.
pub fn top_figures(s: &State, p: PlayerId) -> Vec<CardId> {
    s.top_cards(p).into_iter().filter(|&c| is_figure(c)).collect()
}

/// How many top figures a player has (`top_figures`, not listed).
fn top_figure_count(s: &State, p: PlayerId) -> usize {
    s.tops(p).filter(|&c| is_figure(c)).count()
}

/// "When you meld this card, score (return...) each opponent's top figure [of
/// value ...]": `act` on the opponents' top figures that `keep` allows, the
/// opponents in turn order from `p`'s left, each one's figures in colour order and
/// read when that opponent comes (a karma on an earlier act may have moved cards).
pub async fn each_opponents_top_figure(cx: &mut Ctx, p: PlayerId, keep: impl Fn(&State, CardId) -> bool, mut act: impl AsyncFnMut(&mut Ctx, CardId) -> R) -> R {
    for q in cx.s().opponents(p) {
        let figures: Vec<CardId> = top_figures(cx.s(), q).into_iter().filter(|&c| keep(cx.s(), c)).collect();
        for c in figures {
            act(cx, c).await?;
        }
    }
    Ok(())
}

/// The echo effect each visible hexagon of `p`'s board counts as while Stephen
/// Hawking is a top card of that board (his karma: "each hexagon on your board also
/// counts as an echo effect reading 'Score the bottom card of this color'"), for
/// `rules::dogma::effect_list`.
pub fn hex_echo(s: &State, p: PlayerId) -> Option<&'static card_table::Effect> {
    if !s.rules().has(CardSet::Figures) {
        return None;
    }
    let hawking = &cards::stephen_hawking::CARD;
    s.top(p, Color::Blue).filter(|&c| card_table::facts(c).set == hawking.set && card_table::name(c) == hawking.name).map(|_| &cards::stephen_hawking::HEX_ECHO)
}

/// Step 5 of the meld follow-ups: the melded figure's "when you meld this card"
/// karma.
pub static WHEN_KARMA: FollowUp = FollowUp {
    order: 50,
    run: |cx, done| Box::pin(async move { match done {
        ActionDone::Meld { player, card, .. } => cx.melded_karma(player, card).await,
        _ => Ok(()),
    } }),
};

/// "When you take an Achieve action, and claim a standard achievement, each
/// opponent draws a Figure, in clockwise order from you", of value their own
/// highest top card (3rd-edition rules, "Drawing Figures").
pub static FIGURES_FOR_OPPONENTS: FollowUp = FollowUp {
    order: 60,
    run: |cx, done| Box::pin(async move {
        let ActionDone::Achieve { player, .. } = done else { return Ok(()) };
        // A karma may have replaced the claim: when an opponent achieves it instead
        // (Shivaji), the player claimed nothing; when the player achieves another
        // card instead (Murasaki Shikibu: one of their score pile), they did.
        let claimed = cx.action_log().iter().any(|e| matches!(e, Event::Move { verb: Verb::Achieve, to: Zone::Achievements(q), .. } if *q == player));
        if !claimed {
            return Ok(());
        }
        for q in cx.s().opponents(player) {
            let age = cx.s().highest_top_age(q);
            cx.draw_from(q, CardSet::Figures, age).await?;
        }
        Ok(())
    }),
};

static HOOKS: &[Hook] = &[Hook { name: "fading", when: When::EndOfAction, on: &[], applies: |_, _, _| true, run: |cx, _, _| Box::pin(async move { fade(cx).await }) }];

/// At the end of any action, each player with more than one top figure fades the
/// excess, one at a time, each a figure of their choice: it is scored
/// (3rd-edition rules, "Fading"). A karma may replace a fade ("instead do
/// nothing"): that player fades no more now. Players in turn order from the current
/// player.
async fn fade(cx: &mut Ctx) -> R {
    let first = cx.s().current_player().unwrap_or(0);
    // (After every action: nearly always no one has two top figures, and then
    // nothing is listed.)
    if cx.s().turn_order(first).all(|p| top_figure_count(cx.s(), p) <= 1) {
        return Ok(());
    }
    for p in cx.s().players_from(first) {
        while top_figure_count(cx.s(), p) > 1 {
            if cx.instead(&Act::Fade { player: p }).await? {
                break;
            }
            let figures = top_figures(cx.s(), p);
            if figures.len() <= 1 {
                break;
            }
            let Some(c) = cx.choose_card(p, &figures, false, Intent::Score, "You have more than one top figure: choose one to fade (score it)").await? else { break };
            cx.log_event(Event::Fade { player: p, card: c });
            cx.score(p, c).await?;
            // A fade that did not move the figure (a karma) must not loop.
            if top_figures(cx.s(), p).contains(&c) {
                break;
            }
        }
    }
    Ok(())
}

/// The Inspire action (3rd-edition rules, "Inspire"): choose a colour with visible
/// inspire effects, execute each of them from the bottom card to the top (not
/// shared), then draw a card of the value of the top card of that colour.
pub static INSPIRE: ActionDef = ActionDef {
    name: "inspire",
    set: CardSet::Figures,
    legal: |s, p| {
        Color::ALL
            .iter()
            .filter(|&&c| crate::rules::dogma::any_stack_effect(s, p, c, Slot::Inspire))
            .map(|&c| (c.index() as u16, Choice { key: INSPIRE_WORDS[c.index()][0].into(), label: INSPIRE_WORDS[c.index()][1].into(), target: Target::Inspire { color: c } }))
            .collect()
    },
    perform: |cx, p, arg| Box::pin(async move {
        let Some(&color) = Color::ALL.iter().find(|c| c.index() as u16 == arg) else { return Ok(()) };
        cx.log_event(Event::Inspire { player: p, color });
        if cx.instead(&Act::InspireAction { player: p, color }).await? {
            return Ok(());
        }
        let edition = cx.s().edition();
        for c in inspire_cards(cx.s(), p, color) {
            for e in card_table::effects(c, edition).iter().filter(|e| e.kind == card_table::EffectKind::Inspire) {
                cx.run_effect(e, Exec::new(p, p, c), false).await?;
            }
        }
        let age = crate::rules::query::action_top_value(cx.s(), p, color);
        cx.draw(p, age).await.map(|_| ())
    }),
};

/// The Inspire action's key and label for each colour, by `Color::index` (not
/// formatted at every action question).
const INSPIRE_WORDS: [[&str; 2]; 5] = [["inspire red", "Inspire red"], ["inspire yellow", "Inspire yellow"], ["inspire green", "Inspire green"], ["inspire blue", "Inspire blue"], ["inspire purple", "Inspire purple"]];

/// The cards of `p`'s `color` pile whose inspire effect is visible, bottom first
/// (or as a karma of the pile's top card says: `rules::dogma::stack_effect_cards`).
pub fn inspire_cards(s: &State, p: PlayerId, color: Color) -> Vec<CardId> {
    crate::rules::dogma::stack_effect_cards(s, p, color, Slot::Inspire)
}

/// A decree: its colour and what it does when issued (3rd-edition rules,
/// "Decrees"; the decree cards in the reference data).
pub struct DecreeDef {
    pub name: &'static str,
    pub color: Color,
    pub effect: for<'a> fn(&'a mut Ctx, PlayerId) -> Fut<'a>,
}

pub static DECREE_EFFECTS: &[DecreeDef] = &[
    // "Choose a value. Return all top cards of that value from all other players' boards."
    DecreeDef {
        name: "War",
        color: Color::Red,
        effect: |cx, p| Box::pin(async move {
            let values = cx.s().rules().values();
            let v = cx.choose_value(p, &values, "War: choose a value; every top card of that value on the other players' boards is returned").await?;
            for q in cx.s().players_from(p + 1).into_iter().filter(|&q| q != p) {
                let tops: Vec<CardId> = cx.s().top_cards(q).into_iter().filter(|&c| cx.s().value(c) == v).collect();
                cx.return_all(p, &tops).await?;
            }
            Ok(())
        }),
    },
    // "Splay any one of your colors up."
    DecreeDef {
        name: "Expansion",
        color: Color::Yellow,
        effect: |cx, p| Box::pin(async move {
            let colors = cx.splayable(p, &Color::ALL, Splay::Up);
            if let Some(c) = cx.choose_color(p, &colors, false, Intent::Splay { direction: Splay::Up }, "Expansion: splay one of your colours up").await? {
                cx.splay(p, c, Splay::Up).await?;
            }
            Ok(())
        }),
    },
    // "Draw and foreshadow three cards of value one higher than your highest top card."
    DecreeDef {
        name: "Trade",
        color: Color::Green,
        effect: |cx, p| Box::pin(async move {
            // One value for the three cards, read when the decree begins: a card
            // melded meanwhile (Christiaan Huygens' karma) does not raise the others.
            let age = cx.s().highest_top_age(p) + 1;
            for _ in 0..3 {
                cx.draw_and_foreshadow(p, age).await?;
            }
            Ok(())
        }),
    },
    // "Draw a card of value two higher than your highest top card."
    DecreeDef {
        name: "Advancement",
        color: Color::Blue,
        effect: |cx, p| Box::pin(async move {
            let age = cx.s().highest_top_age(p) + 2;
            cx.draw(p, age).await.map(|_| ())
        }),
    },
    // "Choose another player. Return three cards from their score pile, and all their top figures."
    DecreeDef {
        name: "Rivalry",
        color: Color::Purple,
        effect: |cx, p| Box::pin(async move {
            let others: Vec<PlayerId> = cx.s().players_from(p + 1).into_iter().filter(|&q| q != p).collect();
            let Some(q) = cx.choose_player(p, &others, false, Intent::Decide, "Rivalry: choose another player: three cards of their score pile and all their top figures are returned").await? else { return Ok(()) };
            let score = cx.score_pile(q);
            let three = cx.choose_cards(p, &score, 3, 3, Intent::Return, "Rivalry: choose three cards of their score pile to return").await?;
            cx.return_all(p, &three).await?;
            let figures = top_figures(cx.s(), q);
            cx.return_all(p, &figures).await?;
            Ok(())
        }),
    },
];

fn decree_def(name: &str) -> Option<&'static DecreeDef> {
    DECREE_EFFECTS.iter().find(|d| d.name == name)
}

/// The five decrees as achievements: taken only by the Decree action (never by a
/// condition), and "not safe: they can be stolen".
pub static DECREES: &[SpecialDef] = &[
    SpecialDef { name: "War", set: CardSet::Figures, editions: E3, condition: ["", "A decree (red): choose a value; every top card of that value on the other players' boards is returned.", ""], holds: None },
    SpecialDef { name: "Expansion", set: CardSet::Figures, editions: E3, condition: ["", "A decree (yellow): splay one of your colours up.", ""], holds: None },
    SpecialDef { name: "Trade", set: CardSet::Figures, editions: E3, condition: ["", "A decree (green): draw and foreshadow three cards of value one higher than your highest top card.", ""], holds: None },
    SpecialDef { name: "Advancement", set: CardSet::Figures, editions: E3, condition: ["", "A decree (blue): draw a card of value two higher than your highest top card.", ""], holds: None },
    SpecialDef { name: "Rivalry", set: CardSet::Figures, editions: E3, condition: ["", "A decree (purple): choose another player; return three cards of their score pile and all their top figures.", ""], holds: None },
];

/// Decrees `p` may issue with the Decree action: with figures of three different
/// values in hand, a decree of the colour of one of their figures in hand; with a
/// top figure's decree karma ("you may issue a War Decree with any two figures"),
/// that decree with any two figures in hand.
fn issuable(s: &State, p: PlayerId) -> Vec<&'static DecreeDef> {
    let figures: Vec<CardId> = crate::rules::query::hand(s, p).into_iter().filter(|&c| is_figure(c)).collect();
    // Both ways need two figures at least (asked at every action question).
    if figures.len() < 2 {
        return vec![];
    }
    let three = card_table::distinct_values(&figures) >= 3;
    let by_karma: Vec<&'static str> = s.tops(p).filter_map(|c| card_table::variant(c, s.edition()).and_then(|v| v.decree)).collect();
    DECREE_EFFECTS
        .iter()
        .filter(|d| (three && figures.iter().any(|&c| card_table::color(c) == d.color)) || by_karma.contains(&d.name))
        .filter(|d| SpecialId::parse(d.name).is_some())
        .collect()
}

/// The Decree action (3rd-edition rules, "Decree"): every card of the hand is
/// removed from the game, then the decree: taken back from another player (to the
/// available ones, without its effect), claimed and carried out if available, or
/// carried out if already the player's.
pub static DECREE: ActionDef = ActionDef {
    name: "decree",
    set: CardSet::Figures,
    legal: |s, p| {
        issuable(s, p)
            .into_iter()
            .filter_map(|d| SpecialId::parse(d.name).map(|sp| (sp.0 as u16, Choice { key: format!("decree {}", d.name).into(), label: format!("Issue the {} decree", d.name).into(), target: Target::Decree { special: sp } })))
            .collect()
    },
    perform: |cx, p, arg| Box::pin(async move {
        let sp = SpecialId(arg as u8);
        let Some(d) = decree_def(sp.name()) else { return Ok(()) };
        cx.log_event(Event::Decree { player: p, special: sp });
        for c in cx.hand(p) {
            cx.remove(p, c).await?;
        }
        let holder = (0..cx.s().num_players() as PlayerId).find(|&q| cx.s().players[q as usize].achievements.contains(&Achievement::Special(sp)));
        match holder {
            Some(q) if q != p => {
                cx.return_special(q, sp);
                Ok(())
            }
            Some(_) => (d.effect)(cx, p).await,
            None => {
                crate::rules::achievements::claim_special(cx, p, sp).await?;
                if cx.s().players[p as usize].achievements.contains(&Achievement::Special(sp)) {
                    (d.effect)(cx, p).await?;
                }
                Ok(())
            }
        }
    }),
};

/// Cards in `p`'s forecast, for card code.
pub fn forecast(s: &State, p: PlayerId) -> &[CardId] {
    match crate::sets::zone_kind("forecast") {
        Some(k) => s.zone_cards(Zone::Set(k, Some(p))),
        None => &[],
    }
}
