//! Artifacts of History (3rd edition): its cards (`cards/`, one file each), the
//! display, digging after a Meld action, the free artifact action at the start of
//! a turn, and seizing a relic after a dig (3rd-edition rules, "Artifacts of
//! History" and "Relics"). Compel effects are run by the core Dogma action
//! (`rules::dogma`); melding the card on display is a Meld action because the
//! display is a meldable zone.
use super::{ActionDone, FollowUp, SetDef, Visibility, ZoneDef};
use crate::cards::{self as card_table};
use crate::log::Event;
use crate::model::*;
use crate::question::{Choice, Intent, Question, QuestionKind, Step, Target};
use crate::rules::ctx::{Ctx, R};
use crate::rules::dogma::{self, DogmaOptions};
use crate::state::{Achievement, State, Zone};

pub mod cards;

pub static SET: SetDef = SetDef {
    zones: ZONES,
    follow_ups: &[&DIG],
    turn_start: Some(|cx, p| Box::pin(free_artifact_action(cx, p))),
    ..SetDef::new(CardSet::Artifacts, cards::ALL)
};

/// The display: one card face up on each player's reference card, not part of
/// their board or hand; melded by a Meld action as if in hand.
pub static ZONES: &[ZoneDef] = &[ZoneDef { name: "display", sets: &[CardSet::Artifacts], per_player: true, visibility: Visibility::Everyone, meldable: true }];

/// The card on `p`'s display, if any.
pub fn on_display(s: &State, p: PlayerId) -> Option<CardId> {
    let k = crate::sets::zone_kind("display")?;
    s.zone_cards(Zone::Set(k, Some(p))).first().copied()
}

/// Where a card's hexagon image lies (its slot), in the 3rd-edition printing.
fn hex_slot(c: CardId) -> Option<usize> {
    card_table::facts(c).icons[0].iter().position(|s| *s == Slot::Hex)
}

/// Step 3 of the meld follow-ups: after a Meld action that covered a card with one
/// of equal or lower value, or with one whose hexagon image lies in the same place,
/// dig up an Artifact of the covered card's value (skipping empty ages; none of
/// that age: nothing) and put it on display, unless one is there already
/// (3rd-edition rules, "Dig"). Then the relic of that value may be seized.
pub static DIG: FollowUp = FollowUp { order: 30, run: |cx, d| Box::pin(dig(cx, d)) };

async fn dig(cx: &mut Ctx, done: ActionDone) -> R {
    let ActionDone::Meld { player: p, card, covered: Some(covered), .. } = done else { return Ok(()) };
    // Values as the cards show them on the board: Battleship Yamato counts as 11
    // (`card_table::faceup_age`), so melding it never digs for being lower, and
    // covering it digs for an 11, which no deck holds: nothing.
    let lower = card_table::faceup_age(card) <= card_table::faceup_age(covered);
    let same_image = hex_slot(card).is_some() && hex_slot(card) == hex_slot(covered);
    if !(lower || same_image) || on_display(cx.s(), p).is_some() {
        return Ok(());
    }
    let Some(age) = cx.s().draw_age(CardSet::Base, card_table::faceup_age(covered)) else { return Ok(()) };
    let Some(&artifact) = cx.s().deck(CardSet::Artifacts, age).first() else { return Ok(()) };
    cx.dig(p, artifact).await?;
    seize_relic(cx, p, card_table::age(artifact)).await
}

/// The set each relic belongs to ("each relic is a lost card of one of the five
/// sets", 3rd-edition rules, "Relics"; the reference data's `relic_of_set`).
pub fn relic_of_set(c: CardId) -> CardSet {
    match card_table::name(c) {
        "Timbuktu" => CardSet::Cities,
        "Newton-Wickins Telescope" => CardSet::Artifacts,
        "Ching Shih" => CardSet::Figures,
        "Safety Pin" => CardSet::Echoes,
        _ => CardSet::Base,
    }
}

/// The type of a card ("an Artifact", "of different type"): its set, and for a
/// relic the set it is a lost card of (BGA gives each relic the type of its card
/// back; 3rd-edition rules, "Relics").
pub fn card_type(c: CardId) -> CardSet {
    match card_table::facts(c).set {
        CardSet::Relics => relic_of_set(c),
        s => s,
    }
}

/// After a dig, the player may seize the relic of the artifact's value if it lies
/// next to its supply pile or in any achievements pile: into their achievements,
/// or into their hand if the relic's set is in the game (spec, "Editions and
/// expansions": `achievements`, `hand`, `pass`).
async fn seize_relic(cx: &mut Ctx, p: PlayerId, age: u8) -> R {
    if !cx.s().rules().has(CardSet::Relics) {
        return Ok(());
    }
    let home = crate::sets::zone_kind("relics");
    let seizable = |s: &State, c: CardId| match s.loc(c) {
        Some(Zone::Set(k, None)) => Some(k) == home,
        Some(Zone::Achievements(_)) => true,
        _ => false,
    };
    let Some(relic) = (0..card_table::CARDS.len() as CardId).find(|&c| card_table::facts(c).set == CardSet::Relics && card_table::age(c) == age && seizable(cx.s(), c)) else {
        return Ok(());
    };
    let title = cx.s().title(relic);
    let mut choices = vec![Choice { key: "achievements".into(), label: format!("Seize {title} into your achievements").into(), target: Target::Option { index: 0 } }];
    let to_hand = cx.s().rules().has(relic_of_set(relic));
    if to_hand {
        choices.push(Choice { key: "hand".into(), label: format!("Seize {title} into your hand").into(), target: Target::Option { index: 1 } });
    }
    choices.push(Choice { key: "pass".into(), label: "Pass".into(), target: Target::Pass });
    let mut q = Question::one(p, QuestionKind::Option, Intent::Take, &format!("You may seize the relic {title}"), choices);
    q.can_pass = true;
    q.step = Some(Step::Seize { card: relic, to_hand });
    let to = match cx.ask(q).await?.first().map(String::as_str) {
        Some("achievements") => Zone::Achievements(p),
        Some("hand") => Zone::Hand(p),
        _ => return Ok(()),
    };
    cx.log_event(Event::Seize { player: p, card: relic });
    cx.transfer(p, relic, to).await?;
    Ok(())
}

/// At the start of the turn, with a card on display (3rd edition): a free Dogma
/// action on it, with its icons added to the player's count, after which it is
/// returned; or return it; or keep it (spec: `dogma <A>`, `return <A>`, `pass`).
async fn free_artifact_action(cx: &mut Ctx, p: PlayerId) -> R {
    let Some(a) = on_display(cx.s(), p) else { return Ok(()) };
    let t = cx.s().title(a);
    // (Joined, not formatted: asked at the start of most turns with Artifacts.)
    let mut choices = vec![];
    // A card without a featured icon (Battleship Yamato) "cannot be the target of a
    // Dogma action" (BGA rules page, "Artifacts of History Expansion"): it may only
    // be returned or kept.
    let dogma = cx.s().featured(a).is_some();
    if dogma {
        choices.push(Choice { key: ["dogma ", t].concat().into(), label: ["Free Dogma action on ", t, " (then return it)"].concat().into(), target: Target::Dogma { card: a } });
    }
    choices.push(Choice { key: ["return ", t].concat().into(), label: ["Return ", t].concat().into(), target: Target::Return { card: a } });
    choices.push(Choice { key: "pass".into(), label: ["Keep ", t, " on display"].concat().into(), target: Target::Pass });
    let mut q = Question::one(p, QuestionKind::Action, Intent::Action, &["Choose what to do with ", t].concat(), choices);
    q.can_pass = true;
    q.step = Some(Step::FreeArtifact { card: a, dogma });
    let key = cx.ask_always(q).await?;
    match key.first().map(String::as_str) {
        Some(k) if k.starts_with("dogma ") => {
            cx.log_event(Event::FreeArtifact { player: p, card: a });
            dogma::dogma_with(cx, p, a, DogmaOptions { extra_icons: Some(a), ..Default::default() }).await?;
            if on_display(cx.s(), p) == Some(a) {
                cx.return_card(p, a).await?;
            }
            cx.end_of_action_hooks().await
        }
        Some(k) if k.starts_with("return ") => {
            cx.return_card(p, a).await?;
            Ok(())
        }
        _ => Ok(()),
    }
}

/// The standard achievements a player holds face down, for card code.
pub fn claimed_cards(s: &State, p: PlayerId) -> Vec<CardId> {
    s.players[p as usize].achievements.iter().filter_map(|a| if let Achievement::Card(c) = a { Some(*c) } else { None }).collect()
}

/// "Claim an achievement (of value `age`), ignoring eligibility" (Artifacts cards):
/// one of the available standard achievements, chosen by its value as they lie
/// face down (`age N`); nothing when none is available. Relics are not standard
/// achievements (3rd-edition rules, "Relics": not affected by what affects
/// standard achievements; BGA rules page, "Claim an/any achievement": standard
/// achievements only). Returns the card claimed.
pub async fn claim_achievement(cx: &mut Ctx, p: PlayerId, age: Option<u8>) -> R<Option<CardId>> {
    // Also the cards karma makes count as available achievements for `p` (John
    // Loudon McAdam's top cards), as effects claiming achievements read them.
    let prompt = match age {
        Some(a) => format!("Claim an available achievement of value {a}"),
        None => "Claim an available achievement".to_string(),
    };
    crate::rules::achievements::claim_where(cx, p, |_, c| age.map(|a| card_table::age(c) == a).unwrap_or(true), &prompt).await
}
