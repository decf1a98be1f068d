//! Age 2 of the base set (3rd edition). Each card: our wording of its text, then its code.
use crate::cards::*;
use crate::engine::{Ctx, Exec, R};
use crate::model::*;
use crate::state::Zone;

pub static CARDS: &[CardDef] = &[
    CALENDAR, MATHEMATICS, CONSTRUCTION, ROAD_BUILDING, CURRENCY, MAPMAKING, CANAL_BUILDING, FERMENTING, MONOTHEISM,
    PHILOSOPHY,
];

// Calendar (blue, leaf)
const CALENDAR: CardDef = CardDef {
    name: "Calendar",
    effects: &[effect("If your score pile holds more cards than your hand, draw two [3].", calendar)],
};
fn calendar(cx: &mut Ctx, e: Exec) -> R {
    if cx.s.score_pile(e.you).len() > cx.s.hand(e.you).len() {
        cx.draw_n(e.you, 3, 2)?;
    }
    Ok(())
}

// Mathematics (blue, lightbulb)
const MATHEMATICS: CardDef = CardDef {
    name: "Mathematics",
    effects: &[effect(
        "You may return a card from your hand; if you do, draw a card of value one more than it and meld that card.",
        mathematics,
    )],
};
fn mathematics(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.s.hand(e.you).to_vec();
    if let Some(c) = cx.choose_card(e.you, &hand, true, "You may return a card from your hand")? {
        cx.return_card(e.you, c)?;
        cx.draw_and_meld(e.you, age(c) + 1)?;
    }
    Ok(())
}

// Construction (red, castle)
const CONSTRUCTION: CardDef = CardDef {
    name: "Construction",
    effects: &[
        demand("I demand that you move two cards from your hand into my hand! Then draw a [2]!", construction_demand),
        effect(
            "If no other player has five top cards and you do, claim the Empire achievement.",
            construction_empire,
        ),
    ],
};
fn construction_demand(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.s.hand(e.you).to_vec();
    let chosen = cx.choose_cards(e.you, &hand, 2, 2, "Choose two cards to hand over")?;
    for c in chosen {
        cx.transfer(e.you, c, Zone::Hand(e.leader))?;
    }
    cx.draw(e.you, 2)?;
    Ok(())
}
fn construction_empire(cx: &mut Ctx, e: Exec) -> R {
    // "The only player": every other player counts, teammates included.
    let n = cx.s.num_players() as PlayerId;
    let five = |p: PlayerId| cx.s.top_cards(p).len() == 5;
    if five(e.you) && (0..n).filter(|&q| q != e.you).all(|q| !five(q)) {
        cx.claim_special(e.you, Special::Empire)?;
    }
    Ok(())
}

// Road Building (red, castle)
const ROAD_BUILDING: CardDef = CardDef {
    name: "Road Building",
    effects: &[effect(
        "Meld one card or two cards from your hand. If two were melded, you may move your top red card to the board of another player. If you do, move that player's top green card to your board.",
        road_building,
    )],
};
fn road_building(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.s.hand(e.you).to_vec();
    let chosen = cx.choose_cards(e.you, &hand, 1, 2, "Meld one or two cards from your hand")?;
    for &c in &chosen {
        cx.meld(e.you, c)?;
    }
    if chosen.len() < 2 {
        return Ok(());
    }
    let Some(red) = cx.s.top(e.you, Color::Red) else { return Ok(()) };
    // "Another player" includes a teammate.
    let others: Vec<PlayerId> = cx.s.players_from(e.you + 1).into_iter().filter(|&q| q != e.you).collect();
    if let Some(q) = cx.choose_player(e.you, &others, true, "You may move your top red card to another player's board")? {
        cx.transfer_to_board(e.you, red, q)?;
        if let Some(green) = cx.s.top(q, Color::Green) {
            cx.transfer_to_board(e.you, green, e.you)?;
        }
    }
    Ok(())
}

// Currency (green, crown)
const CURRENCY: CardDef = CardDef {
    name: "Currency",
    effects: &[effect(
        "You may return any number of cards from your hand. If you do, draw and score a [2] for each distinct value among the returned cards.",
        currency,
    )],
};
fn currency(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.s.hand(e.you).to_vec();
    let chosen = cx.choose_cards(e.you, &hand, 0, hand.len(), "You may return any number of cards from your hand")?;
    cx.return_all(e.you, &chosen)?;
    let mut values: Vec<u8> = chosen.iter().map(|&c| age(c)).collect();
    values.sort();
    values.dedup();
    for _ in 0..values.len() {
        cx.draw_and_score(e.you, 2)?;
    }
    Ok(())
}

// Mapmaking (green, crown)
const MAPMAKING: CardDef = CardDef {
    name: "Mapmaking",
    effects: &[
        demand("I demand that you move a [1] from your score pile, if there is one, into my score pile!", mapmaking_demand),
        effect("If the demand moved a card, draw and score a [1].", mapmaking_score),
    ],
};
fn mapmaking_demand(cx: &mut Ctx, e: Exec) -> R {
    let ones: Vec<CardId> = cx.s.score_pile(e.you).iter().copied().filter(|&c| age(c) == 1).collect();
    if let Some(c) = cx.choose_card(e.you, &ones, false, "Choose a 1 from your score pile to hand over")? {
        cx.transfer(e.you, c, Zone::Score(e.leader))?;
        cx.memory().demand_hit = true;
    }
    Ok(())
}
fn mapmaking_score(cx: &mut Ctx, e: Exec) -> R {
    if cx.memory().demand_hit {
        cx.draw_and_score(e.you, 1)?;
    }
    Ok(())
}

// Canal Building (yellow, crown)
const CANAL_BUILDING: CardDef = CardDef {
    name: "Canal Building",
    effects: &[effect(
        "You may swap all the highest cards in your hand with all the highest cards in your score pile.",
        canal_building,
    )],
};
fn canal_building(cx: &mut Ctx, e: Exec) -> R {
    // An exchange happens even if one side is empty (3rd-edition rules, "Exchange");
    // with both sides empty there is nothing to act on (spec rule 5).
    let from_hand = by_age_title(&highest(cx.s.hand(e.you)));
    let from_score = by_age_title(&highest(cx.s.score_pile(e.you)));
    if from_hand.is_empty() && from_score.is_empty() {
        return Ok(());
    }
    if !cx.yes_no(e.you, "Exchange the highest cards of your hand and of your score pile?")? {
        return Ok(());
    }
    for c in from_hand {
        cx.transfer(e.you, c, Zone::Score(e.you))?;
    }
    for c in from_score {
        cx.transfer(e.you, c, Zone::Hand(e.you))?;
    }
    Ok(())
}

// Fermenting (yellow, leaf)
const FERMENTING: CardDef = CardDef {
    name: "Fermenting",
    effects: &[effect("For each colour on your board showing at least one {leaf}, draw a [2].", fermenting)],
};
fn fermenting(cx: &mut Ctx, e: Exec) -> R {
    let n = Color::ALL.iter().filter(|&&col| cx.s.pile_icon_count(e.you, col, Icon::Leaf) > 0).count();
    cx.draw_n(e.you, 2, n)?;
    Ok(())
}

// Monotheism (purple, castle)
const MONOTHEISM: CardDef = CardDef {
    name: "Monotheism",
    effects: &[
        demand(
            "I demand that you move a top card from your board, of a colour that does not appear on my board, into my score pile! If you do, draw and tuck a [1]!",
            monotheism_demand,
        ),
        effect("Draw a [1] and tuck it.", monotheism_tuck),
    ],
};
fn monotheism_demand(cx: &mut Ctx, e: Exec) -> R {
    let mine = cx.s.colors_on_board(e.leader);
    let cands: Vec<CardId> = cx.s.top_cards(e.you).into_iter().filter(|&c| !mine.contains(&color(c))).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, "Choose a top card to hand over")? {
        cx.transfer(e.you, c, Zone::Score(e.leader))?;
        cx.draw_and_tuck(e.you, 1)?;
    }
    Ok(())
}
fn monotheism_tuck(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_tuck(e.you, 1)?;
    Ok(())
}

// Philosophy (purple, lightbulb)
const PHILOSOPHY: CardDef = CardDef {
    name: "Philosophy",
    effects: &[
        effect("You may splay any one colour of your cards left.", philosophy_splay),
        effect("You may choose a card in your hand and score it.", philosophy_score),
    ],
};
fn philosophy_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &Color::ALL, Splay::Left)?;
    Ok(())
}
fn philosophy_score(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.s.hand(e.you).to_vec();
    if let Some(c) = cx.choose_card(e.you, &hand, true, "You may score a card from your hand")? {
        cx.score(e.you, c)?;
    }
    Ok(())
}
