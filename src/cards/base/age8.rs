//! Age 8 of the base set (3rd edition). Each card: our wording of its text, then its code.
use crate::cards::*;
use crate::engine::{Ctx, Exec, R};
use crate::model::*;
use crate::state::Zone;

pub static CARDS: &[CardDef] =
    &[QUANTUM_THEORY, ROCKETRY, FLIGHT, MOBILITY, CORPORATIONS, MASS_MEDIA, ANTIBIOTICS, SKYSCRAPERS, EMPIRICISM, SOCIALISM];

// Quantum Theory (blue, clock)
const QUANTUM_THEORY: CardDef = CardDef {
    name: "Quantum Theory",
    effects: &[effect(
        "You may return as many as two cards from your hand. If you returned two, draw a [10], then draw and score a [10].",
        quantum_theory,
    )],
};
fn quantum_theory(cx: &mut Ctx, e: Exec) -> R {
    let hand = by_age_title(cx.s.hand(e.you));
    let chosen = cx.choose_cards(e.you, &hand, 0, 2, "Return up to two cards from your hand")?;
    cx.return_all(e.you, &chosen)?;
    if chosen.len() == 2 {
        cx.draw(e.you, 10)?;
        cx.draw_and_score(e.you, 10)?;
    }
    Ok(())
}

// Rocketry (blue, clock)
const ROCKETRY: CardDef = CardDef {
    name: "Rocketry",
    effects: &[effect("For each two {clock} on your board, return one card from the score pile of any opponent.", rocketry)],
};
fn rocketry(cx: &mut Ctx, e: Exec) -> R {
    let n = cx.s.icon_count(e.you, Icon::Clock) / 2;
    // Every card may come from any opponent's pile, so all of them are one multi-item
    // prompt of exactly n cards (spec rule 3); teammates are not opponents.
    let mut cands = vec![];
    for q in cx.s.opponents(e.you) {
        cands.extend(by_age_title(cx.s.score_pile(q)));
    }
    let chosen = cx.choose_cards(e.you, &cands, n, n, "Choose cards in opponents' score piles to return")?;
    cx.return_all(e.you, &chosen)
}

// Flight (red, crown)
const FLIGHT: CardDef = CardDef {
    name: "Flight",
    effects: &[
        effect("If your red pile is splayed up, you may splay any one colour of your cards up.", flight_any),
        effect("You may splay your red cards up.", flight_red),
    ],
};
fn flight_any(cx: &mut Ctx, e: Exec) -> R {
    if cx.s.pile(e.you, Color::Red).splay == Splay::Up {
        cx.may_splay(e.you, &Color::ALL, Splay::Up)?;
    }
    Ok(())
}
fn flight_red(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Red], Splay::Up)?;
    Ok(())
}

// Mobility (red, factory)
const MOBILITY: CardDef = CardDef {
    name: "Mobility",
    effects: &[demand(
        "I demand that you transfer your two highest top cards that are not red and show no {factory} from your board to my score pile! If you transferred at least one, draw an [8]!",
        mobility,
    )],
};
fn mobility(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> =
        cx.s.top_cards(e.you).into_iter().filter(|&c| color(c) != Color::Red && !has_icon(c, Icon::Factory)).collect();
    // Both cards are fixed before either moves: the card uncovered by the first
    // transfer is not a candidate.
    let chosen = cx.choose_extreme(e.you, &cands, 2, true, "Choose your two highest top cards to hand over")?;
    for &c in &chosen {
        cx.transfer(e.you, c, Zone::Score(e.leader))?;
    }
    if !chosen.is_empty() {
        // The demand speaks to the vulnerable player: they draw (BGA rules page, "DOGMA"
        // step 3: "you/your" in a demand is the vulnerable player).
        cx.draw(e.you, 8)?;
    }
    Ok(())
}

// Corporations (green, factory)
const CORPORATIONS: CardDef = CardDef {
    name: "Corporations",
    effects: &[
        demand(
            "I demand that you transfer a top card with a {factory} that is not green from your board to my score pile! If you do, draw and meld an [8]!",
            corporations_demand,
        ),
        effect("Draw and meld an [8].", corporations_meld),
    ],
};
fn corporations_demand(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> =
        cx.s.top_cards(e.you).into_iter().filter(|&c| color(c) != Color::Green && has_icon(c, Icon::Factory)).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, "Choose a top card to hand over")? {
        cx.transfer(e.you, c, Zone::Score(e.leader))?;
        cx.draw_and_meld(e.you, 8)?;
    }
    Ok(())
}
fn corporations_meld(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_meld(e.you, 8)?;
    Ok(())
}

// Mass Media (green, lightbulb)
const MASS_MEDIA: CardDef = CardDef {
    name: "Mass Media",
    effects: &[
        effect(
            "You may return a card from your hand. If you do, name a value and return every card of that value from every score pile.",
            mass_media_return,
        ),
        effect("You may splay your purple cards up.", mass_media_splay),
    ],
};
fn mass_media_return(cx: &mut Ctx, e: Exec) -> R {
    let hand = by_age_title(cx.s.hand(e.you));
    if let Some(c) = cx.choose_card(e.you, &hand, true, "You may return a card from your hand")? {
        cx.return_card(e.you, c)?;
        let values: Vec<u8> = (1..=10).collect();
        let v = cx.choose_value(e.you, &values, "Choose a value")?;
        // Score piles in turn order from the executing player, each by age then title.
        for q in cx.s.players_from(e.you) {
            let of_value: Vec<CardId> = by_age_title(cx.s.score_pile(q)).into_iter().filter(|&c| age(c) == v).collect();
            cx.return_all(e.you, &of_value)?;
        }
    }
    Ok(())
}
fn mass_media_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Purple], Splay::Up)?;
    Ok(())
}

// Antibiotics (yellow, leaf)
const ANTIBIOTICS: CardDef = CardDef {
    name: "Antibiotics",
    effects: &[effect(
        "You may return as many as three cards from your hand. Draw two [8]s for each distinct value among the cards returned.",
        antibiotics,
    )],
};
fn antibiotics(cx: &mut Ctx, e: Exec) -> R {
    let hand = by_age_title(cx.s.hand(e.you));
    let chosen = cx.choose_cards(e.you, &hand, 0, 3, "Return up to three cards from your hand")?;
    cx.return_all(e.you, &chosen)?;
    for _ in 0..2 * distinct_values(&chosen) {
        cx.draw(e.you, 8)?;
    }
    Ok(())
}

// Skyscrapers (yellow, crown)
const SKYSCRAPERS: CardDef = CardDef {
    name: "Skyscrapers",
    effects: &[demand(
        "I demand that you transfer a top card with a {clock} that is not yellow from your board to my board! If you do, score the card under it, then return every other card of that pile!",
        skyscrapers,
    )],
};
fn skyscrapers(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> =
        cx.s.top_cards(e.you).into_iter().filter(|&c| color(c) != Color::Yellow && has_icon(c, Icon::Clock)).collect();
    let Some(c) = cx.choose_card(e.you, &cands, false, "Choose a top card to hand over")? else { return Ok(()) };
    let col = color(c);
    cx.transfer_to_board(e.you, c, e.leader)?;
    // The card that was under it is now the top of the pile: the vulnerable player scores it.
    if let Some(under) = cx.s.top(e.you, col) {
        cx.score(e.you, under)?;
    }
    // The rest of the pile, top first (spec rule 7).
    let mut rest = cx.s.pile(e.you, col).cards.clone();
    rest.reverse();
    cx.return_all(e.you, &rest)
}

// Empiricism (purple, lightbulb)
const EMPIRICISM: CardDef = CardDef {
    name: "Empiricism",
    effects: &[
        effect(
            "Choose two colours, then draw and reveal a [9]. If its colour is one of the two, meld it, and you may splay that colour of yours up.",
            empiricism_draw,
        ),
        effect("If there are at least twenty {lightbulb} on your board, you win.", empiricism_win),
    ],
};
fn empiricism_draw(cx: &mut Ctx, e: Exec) -> R {
    let chosen = cx.choose_colors(e.you, &Color::ALL, 2, 2, "Choose two colours")?;
    let c = cx.draw_and_reveal(e.you, 9)?;
    if chosen.contains(&color(c)) {
        cx.meld(e.you, c)?;
        cx.may_splay(e.you, &[color(c)], Splay::Up)?;
    }
    Ok(())
}
fn empiricism_win(cx: &mut Ctx, e: Exec) -> R {
    if cx.s.icon_count(e.you, Icon::Lightbulb) >= 20 {
        return Err(cx.win(e.you, e.card));
    }
    Ok(())
}

// Socialism (purple, leaf)
const SOCIALISM: CardDef = CardDef {
    name: "Socialism",
    effects: &[effect(
        "You may tuck every card from your hand; tucking one means tucking all. If at least one tucked card was purple, take every lowest card from each opponent's hand into your hand.",
        socialism,
    )],
};
fn socialism(cx: &mut Ctx, e: Exec) -> R {
    let hand = by_age_title(cx.s.hand(e.you));
    // An optional effect on a fixed set: yes/no first, nothing asked for an empty hand
    // (spec rules 4 and 5).
    if hand.is_empty() || !cx.yes_no(e.you, "Tuck all the cards in your hand?")? {
        return Ok(());
    }
    for &c in &hand {
        cx.tuck(e.you, c)?;
    }
    if hand.iter().any(|&c| color(c) == Color::Purple) {
        for q in cx.s.opponents(e.you) {
            let low = lowest(cx.s.hand(q));
            for c in by_age_title(&low) {
                cx.transfer(e.you, c, Zone::Hand(e.you))?;
            }
        }
    }
    Ok(())
}
