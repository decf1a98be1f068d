//! Age 7 of the base set (3rd edition). Each card: our wording of its text, then its code.
use crate::cards::*;
use crate::engine::{Ctx, Exec, R};
use crate::model::*;
use crate::state::Zone;

pub static CARDS: &[CardDef] =
    &[EVOLUTION, PUBLICATIONS, COMBUSTION, EXPLOSIVES, BICYCLE, ELECTRICITY, REFRIGERATION, SANITATION, LIGHTING, RAILROAD];

// Evolution (blue, lightbulb)
const EVOLUTION: CardDef = CardDef {
    name: "Evolution",
    effects: &[effect(
        "You may pick one: draw and score an [8], then return a card from your score pile; or draw a card whose value is one more than the highest card in your score pile.",
        evolution,
    )],
};
fn evolution(cx: &mut Ctx, e: Exec) -> R {
    let labels = [
        "Draw and score an 8, then return a card from your score pile",
        "Draw a card of value one more than your highest scored card",
    ];
    match cx.choose_option(e.you, &labels, true, "You may choose one of the two")? {
        Some(0) => {
            cx.draw_and_score(e.you, 8)?;
            let score = by_age_title(cx.s.score_pile(e.you));
            if let Some(c) = cx.choose_card(e.you, &score, false, "Choose a card from your score pile to return")? {
                cx.return_card(e.you, c)?;
            }
        }
        Some(_) => {
            // An empty score pile has value 0 (3rd-edition rules, glossary "Value"): draw a 1.
            let top = cx.s.score_pile(e.you).iter().map(|&c| age(c)).max().unwrap_or(0);
            cx.draw(e.you, top + 1)?;
        }
        None => {}
    }
    Ok(())
}

// Publications (blue, lightbulb)
const PUBLICATIONS: CardDef = CardDef {
    name: "Publications",
    effects: &[
        effect("You may put the cards of one colour on your board in any order you like.", publications_rearrange),
        effect("You may splay your yellow or blue cards up.", publications_splay),
    ],
};
fn publications_rearrange(cx: &mut Ctx, e: Exec) -> R {
    // Only a pile of two or more cards can be put in another order (spec rule 5).
    let colors: Vec<Color> = Color::ALL.into_iter().filter(|&c| cx.s.pile(e.you, c).cards.len() >= 2).collect();
    if let Some(color) = cx.choose_color(e.you, &colors, true, "You may rearrange one colour")? {
        let mut top_first = cx.s.pile(e.you, color).cards.clone();
        top_first.reverse();
        let order = cx.choose_order(e.you, &top_first, "Put the pile in a new order, top first")?;
        cx.rearrange(e.you, color, &order)?;
    }
    Ok(())
}
fn publications_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Yellow, Color::Blue], Splay::Up)?;
    Ok(())
}

// Combustion (red, crown)
const COMBUSTION: CardDef = CardDef {
    name: "Combustion",
    effects: &[
        demand(
            "I demand that you transfer to my score pile one card from your score pile for each four {crown} on my board!",
            combustion_demand,
        ),
        effect("Return the bottom card of your red pile.", combustion_return),
    ],
};
fn combustion_demand(cx: &mut Ctx, e: Exec) -> R {
    let n = cx.s.icon_count(e.leader, Icon::Crown) / 4;
    let score = by_age_title(cx.s.score_pile(e.you));
    let chosen = cx.choose_cards(e.you, &score, n, n, "Choose cards from your score pile to hand over")?;
    for c in chosen {
        cx.transfer(e.you, c, Zone::Score(e.leader))?;
    }
    Ok(())
}
fn combustion_return(cx: &mut Ctx, e: Exec) -> R {
    if let Some(c) = cx.s.pile(e.you, Color::Red).bottom() {
        cx.return_card(e.you, c)?;
    }
    Ok(())
}

// Explosives (red, factory)
const EXPLOSIVES: CardDef = CardDef {
    name: "Explosives",
    effects: &[demand(
        "I demand that you transfer your three highest cards in hand to my hand! If you transferred at least one and your hand is then empty, draw a [7]!",
        explosives,
    )],
};
fn explosives(cx: &mut Ctx, e: Exec) -> R {
    let hand = by_age_title(cx.s.hand(e.you));
    let chosen = cx.choose_extreme(e.you, &hand, 3, true, "Choose your three highest cards to hand over")?;
    for &c in &chosen {
        cx.transfer(e.you, c, Zone::Hand(e.leader))?;
    }
    if !chosen.is_empty() && cx.s.hand(e.you).is_empty() {
        cx.draw(e.you, 7)?;
    }
    Ok(())
}

// Bicycle (green, crown)
const BICYCLE: CardDef = CardDef {
    name: "Bicycle",
    effects: &[effect(
        "You may swap all cards in your hand with all cards in your score pile. Swapping any of them means swapping all of them.",
        bicycle,
    )],
};
fn bicycle(cx: &mut Ctx, e: Exec) -> R {
    let hand = by_age_title(cx.s.hand(e.you));
    let score = by_age_title(cx.s.score_pile(e.you));
    // Nothing to act on: nothing is asked (spec rule 5). One side may be empty
    // (3rd-edition rules, glossary "Exchange"): the swap still happens.
    if hand.is_empty() && score.is_empty() {
        return Ok(());
    }
    if !cx.yes_no(e.you, "Swap your hand with your score pile?")? {
        return Ok(());
    }
    for c in hand {
        cx.transfer(e.you, c, Zone::Score(e.you))?;
    }
    for c in score {
        cx.transfer(e.you, c, Zone::Hand(e.you))?;
    }
    Ok(())
}

// Electricity (green, factory)
const ELECTRICITY: CardDef = CardDef {
    name: "Electricity",
    effects: &[effect("Return each of your top cards that has no {factory}, then draw an [8] for each card returned.", electricity)],
};
fn electricity(cx: &mut Ctx, e: Exec) -> R {
    // Piles in rulebook colour order (spec rule 7: the engine does not ask the order).
    let tops: Vec<CardId> = cx.s.top_cards(e.you).into_iter().filter(|&c| !has_icon(c, Icon::Factory)).collect();
    cx.return_all(e.you, &tops)?;
    for _ in 0..tops.len() {
        cx.draw(e.you, 8)?;
    }
    Ok(())
}

// Refrigeration (yellow, leaf)
const REFRIGERATION: CardDef = CardDef {
    name: "Refrigeration",
    effects: &[
        demand("I demand that you return half the cards in your hand, rounding down!", refrigeration_demand),
        effect("You may score one card from your hand.", refrigeration_score),
    ],
};
fn refrigeration_demand(cx: &mut Ctx, e: Exec) -> R {
    let hand = by_age_title(cx.s.hand(e.you));
    let n = hand.len() / 2;
    let chosen = cx.choose_cards(e.you, &hand, n, n, "Choose half of your hand to return")?;
    cx.return_all(e.you, &chosen)
}
fn refrigeration_score(cx: &mut Ctx, e: Exec) -> R {
    let hand = by_age_title(cx.s.hand(e.you));
    if let Some(c) = cx.choose_card(e.you, &hand, true, "You may score a card from your hand")? {
        cx.score(e.you, c)?;
    }
    Ok(())
}

// Sanitation (yellow, leaf)
const SANITATION: CardDef = CardDef {
    name: "Sanitation",
    effects: &[demand("I demand that you exchange your two highest cards in hand for the lowest card in my hand!", sanitation)],
};
fn sanitation(cx: &mut Ctx, e: Exec) -> R {
    // Both sides are fixed before anything moves (an exchange is simultaneous; BGA rules
    // page, "Exchange"). Each owner picks among their own tied cards (3rd-edition rules,
    // "Dogma": "you decide which of your cards is affected"); asked in text order.
    let mine = by_age_title(cx.s.hand(e.you));
    let give = cx.choose_extreme(e.you, &mine, 2, true, "Choose your two highest cards to exchange")?;
    let theirs = lowest(&by_age_title(cx.s.hand(e.leader)));
    let take = cx.choose_card(e.leader, &theirs, false, "Choose your lowest card to exchange")?;
    for &c in &give {
        cx.transfer(e.you, c, Zone::Hand(e.leader))?;
    }
    if let Some(c) = take {
        cx.transfer(e.you, c, Zone::Hand(e.you))?;
    }
    Ok(())
}

// Lighting (purple, leaf)
const LIGHTING: CardDef = CardDef {
    name: "Lighting",
    effects: &[effect(
        "You may tuck as many as three cards from your hand. If you do, draw and score a [7] for each distinct value among the cards tucked.",
        lighting,
    )],
};
fn lighting(cx: &mut Ctx, e: Exec) -> R {
    let hand = by_age_title(cx.s.hand(e.you));
    let chosen = cx.choose_cards(e.you, &hand, 0, 3, "Tuck up to three cards from your hand")?;
    for &c in &chosen {
        cx.tuck(e.you, c)?;
    }
    for _ in 0..distinct_values(&chosen) {
        cx.draw_and_score(e.you, 7)?;
    }
    Ok(())
}

// Railroad (purple, clock)
const RAILROAD: CardDef = CardDef {
    name: "Railroad",
    effects: &[
        effect("Return every card in your hand, then draw three [6]s.", railroad_return),
        effect("You may splay up one colour of your cards that is now splayed right.", railroad_splay),
    ],
};
fn railroad_return(cx: &mut Ctx, e: Exec) -> R {
    let hand = by_age_title(cx.s.hand(e.you));
    cx.return_all(e.you, &hand)?;
    cx.draw_n(e.you, 6, 3)?;
    Ok(())
}
fn railroad_splay(cx: &mut Ctx, e: Exec) -> R {
    let right: Vec<Color> = Color::ALL.into_iter().filter(|&c| cx.s.pile(e.you, c).splay == Splay::Right).collect();
    cx.may_splay(e.you, &right, Splay::Up)?;
    Ok(())
}
