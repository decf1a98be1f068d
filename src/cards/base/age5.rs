//! Age 5 of the base set (3rd edition). Each card: our wording of its text, then its code.
use crate::cards::*;
use crate::engine::{Ctx, Exec, MAX_REPEATS, R};
use crate::model::*;
use crate::state::Zone;

pub static CARDS: &[CardDef] =
    &[CHEMISTRY, PHYSICS, COAL, THE_PIRATE_CODE, BANKING, MEASUREMENT, STATISTICS, STEAM_ENGINE, ASTRONOMY, SOCIETIES];

// Chemistry (blue, factory)
const CHEMISTRY: CardDef = CardDef {
    name: "Chemistry",
    effects: &[
        effect("You may splay your blue cards to the right.", chemistry_splay),
        effect(
            "Draw a card one value above your highest top card and score it, then return one card of your choice from your score pile.",
            chemistry_score,
        ),
    ],
};
fn chemistry_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Blue], Splay::Right)?;
    Ok(())
}
fn chemistry_score(cx: &mut Ctx, e: Exec) -> R {
    let value = cx.s.highest_top_age(e.you) + 1;
    cx.draw_and_score(e.you, value)?;
    let pile = by_age_title(cx.s.score_pile(e.you));
    if let Some(c) = cx.choose_card(e.you, &pile, false, "Choose a card of your score pile to return")? {
        cx.return_card(e.you, c)?;
    }
    Ok(())
}

// Physics (blue, lightbulb)
const PHYSICS: CardDef = CardDef {
    name: "Physics",
    effects: &[effect(
        "Draw three [6] cards and show them to everyone. If at least two of those three share a colour, return them together with every other card in your hand; if not, keep them.",
        physics,
    )],
};
fn physics(cx: &mut Ctx, e: Exec) -> R {
    let mut drawn = vec![];
    for _ in 0..3 {
        drawn.push(cx.draw_and_reveal(e.you, 6)?);
    }
    let same_color = drawn.iter().enumerate().any(|(i, &a)| drawn[i + 1..].iter().any(|&b| color(a) == color(b)));
    if same_color {
        // The drawn cards are in the hand: returning the whole hand returns them too.
        let hand = by_age_title(cx.s.hand(e.you));
        cx.return_all(e.you, &hand)?;
    }
    Ok(())
}

// Coal (red, factory)
const COAL: CardDef = CardDef {
    name: "Coal",
    effects: &[
        effect("Draw a [5] and tuck it.", coal_tuck),
        effect("You may splay your red cards to the right.", coal_splay),
        effect(
            "You may pick one of your top cards and score it. If you do, score the card that lay under it as well.",
            coal_score,
        ),
    ],
};
fn coal_tuck(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_tuck(e.you, 5)?;
    Ok(())
}
fn coal_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Red], Splay::Right)?;
    Ok(())
}
fn coal_score(cx: &mut Ctx, e: Exec) -> R {
    let tops = cx.s.top_cards(e.you);
    if let Some(c) = cx.choose_card(e.you, &tops, true, "You may score one of your top cards (and the card beneath it)")? {
        cx.score(e.you, c)?;
        if let Some(beneath) = cx.s.top(e.you, color(c)) {
            cx.score(e.you, beneath)?;
        }
    }
    Ok(())
}

// The Pirate Code (red, crown)
const THE_PIRATE_CODE: CardDef = CardDef {
    name: "The Pirate Code",
    effects: &[
        demand(
            "I demand that you move two cards of value [4] or lower from your score pile into my score pile!",
            pirate_code_demand,
        ),
        effect(
            "If the demand moved at least one card, score your lowest top card that has a {crown}.",
            pirate_code_score,
        ),
    ],
};
fn pirate_code_demand(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> = by_age_title(cx.s.score_pile(e.you)).into_iter().filter(|&c| age(c) <= 4).collect();
    let chosen = cx.choose_cards(e.you, &cands, 2, 2, "Choose two cards of value 4 or less to hand over")?;
    for c in chosen {
        cx.transfer(e.you, c, Zone::Score(e.leader))?;
        cx.memory().demand_hit = true;
    }
    Ok(())
}
fn pirate_code_score(cx: &mut Ctx, e: Exec) -> R {
    if !cx.memory().demand_hit {
        return Ok(());
    }
    let crowns: Vec<CardId> = cx.s.top_cards(e.you).into_iter().filter(|&c| has_icon(c, Icon::Crown)).collect();
    let lowest = lowest(&crowns);
    if let Some(c) = cx.choose_card(e.you, &lowest, false, "Choose your lowest top card with a crown to score")? {
        cx.score(e.you, c)?;
    }
    Ok(())
}

// Banking (green, crown)
const BANKING: CardDef = CardDef {
    name: "Banking",
    effects: &[
        demand(
            "I demand that you move one of your top cards that is not green and has a {factory} from your board onto my board. If you do, draw a [5] and score it!",
            banking_demand,
        ),
        effect("You may splay your green cards to the right.", banking_splay),
    ],
};
fn banking_demand(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> =
        cx.s.top_cards(e.you).into_iter().filter(|&c| color(c) != Color::Green && has_icon(c, Icon::Factory)).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, "Choose a top non-green card with a factory to hand over")? {
        cx.transfer_to_board(e.you, c, e.leader)?;
        cx.draw_and_score(e.you, 5)?;
    }
    Ok(())
}
fn banking_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Green], Splay::Right)?;
    Ok(())
}

// Measurement (green, lightbulb)
const MEASUREMENT: CardDef = CardDef {
    name: "Measurement",
    effects: &[effect(
        "You may show everyone a card from your hand and return it. If you do, splay your cards of its colour to the right, then draw a card whose value is the number of cards of that colour on your board.",
        measurement,
    )],
};
fn measurement(cx: &mut Ctx, e: Exec) -> R {
    let hand = by_age_title(cx.s.hand(e.you));
    if let Some(c) = cx.choose_card(e.you, &hand, true, "You may reveal and return a card from your hand")? {
        cx.reveal(e.you, c)?;
        cx.return_card(e.you, c)?;
        let col = color(c);
        cx.splay(e.you, col, Splay::Right)?;
        let n = cx.s.pile(e.you, col).cards.len();
        cx.draw(e.you, n.min(255) as u8)?;
    }
    Ok(())
}

// Statistics (yellow, leaf)
const STATISTICS: CardDef = CardDef {
    name: "Statistics",
    effects: &[
        demand("I demand that you move every card of the highest value in your score pile into your hand!", statistics_demand),
        effect("You may splay your yellow cards to the right.", statistics_splay),
    ],
};
fn statistics_demand(cx: &mut Ctx, e: Exec) -> R {
    let highest = by_age_title(&highest(cx.s.score_pile(e.you)));
    for c in highest {
        cx.transfer(e.you, c, Zone::Hand(e.you))?;
    }
    Ok(())
}
fn statistics_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Yellow], Splay::Right)?;
    Ok(())
}

// Steam Engine (yellow, factory)
const STEAM_ENGINE: CardDef = CardDef {
    name: "Steam Engine",
    effects: &[effect("Draw two [4] cards and tuck each of them, then score the bottom card of your yellow pile.", steam_engine)],
};
fn steam_engine(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_tuck(e.you, 4)?;
    cx.draw_and_tuck(e.you, 4)?;
    if let Some(c) = cx.s.pile(e.you, Color::Yellow).bottom() {
        cx.score(e.you, c)?;
    }
    Ok(())
}

// Astronomy (purple, lightbulb)
const ASTRONOMY: CardDef = CardDef {
    name: "Astronomy",
    effects: &[
        effect(
            "Draw a [6] and show it to everyone. If it is blue or green, meld it and carry out this effect once more.",
            astronomy_draw,
        ),
        effect(
            "If each of your top cards that is not purple has a value of [6] or more, claim the Universe achievement.",
            astronomy_universe,
        ),
    ],
};
fn astronomy_draw(cx: &mut Ctx, e: Exec) -> R {
    for _ in 0..MAX_REPEATS {
        let c = cx.draw_and_reveal(e.you, 6)?;
        if !matches!(color(c), Color::Green | Color::Blue) {
            break;
        }
        cx.meld(e.you, c)?;
    }
    Ok(())
}
fn astronomy_universe(cx: &mut Ctx, e: Exec) -> R {
    // "All non-purple top cards" is read literally: with no non-purple top card the
    // condition holds (nothing contradicts it).
    let ok = cx.s.top_cards(e.you).iter().all(|&c| color(c) == Color::Purple || age(c) >= 6);
    if ok {
        cx.claim_special(e.you, Special::Universe)?;
    }
    Ok(())
}

// Societies (purple, crown)
const SOCIETIES: CardDef = CardDef {
    name: "Societies",
    effects: &[demand(
        "I demand that you move from your board onto mine one of your top cards that has a {lightbulb} and a higher value than my top card of its colour! If you do, draw a [5]!",
        societies,
    )],
};
fn societies(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> = cx
        .s
        .top_cards(e.you)
        .into_iter()
        .filter(|&c| {
            // No top card of that colour counts as value 0 (3rd-edition rules, glossary "Value").
            let mine = cx.s.top(e.leader, color(c)).map(age).unwrap_or(0);
            has_icon(c, Icon::Lightbulb) && age(c) > mine
        })
        .collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, "Choose a top card with a lightbulb to hand over")? {
        cx.transfer_to_board(e.you, c, e.leader)?;
        cx.draw(e.you, 5)?;
    }
    Ok(())
}
