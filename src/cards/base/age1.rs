//! Age 1 of the base set (3rd edition). Each card: our wording of its text, then its code.
use crate::cards::*;
use crate::model::*;
use crate::engine::{Ctx, Exec, MAX_REPEATS, R};
use crate::state::Zone;

pub static CARDS: &[CardDef] = &[
    ARCHERY, CODE_OF_LAWS, MASONRY, OARS, WRITING, POTTERY, TOOLS, METALWORKING, CLOTHING, SAILING, THE_WHEEL,
    AGRICULTURE, DOMESTICATION, CITY_STATES, MYSTICISM,
];

// Archery (red, castle)
const ARCHERY: CardDef = CardDef {
    name: "Archery",
    effects: &[demand("I demand that you draw a [1], and then move the highest card in your hand into my hand!", archery)],
};
fn archery(cx: &mut Ctx, e: Exec) -> R {
    cx.draw(e.you, 1)?;
    let highest = highest(cx.s.hand(e.you));
    if let Some(c) = cx.choose_card(e.you, &highest, false, "Choose your highest card to hand over")? {
        cx.transfer(e.you, c, Zone::Hand(e.leader))?;
    }
    Ok(())
}

// Code of Laws (purple, crown)
const CODE_OF_LAWS: CardDef = CardDef {
    name: "Code of Laws",
    effects: &[effect(
        "You may tuck a card from your hand whose colour already appears on your board. If you do, you may splay that colour left.",
        code_of_laws,
    )],
};
fn code_of_laws(cx: &mut Ctx, e: Exec) -> R {
    let colors = cx.s.colors_on_board(e.you);
    let cands: Vec<CardId> = cx.s.hand(e.you).iter().copied().filter(|&c| colors.contains(&color(c))).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, true, "You may tuck a card of a colour on your board")? {
        cx.tuck(e.you, c)?;
        cx.may_splay(e.you, &[color(c)], Splay::Left)?;
    }
    Ok(())
}

// Masonry (yellow, castle)
const MASONRY: CardDef = CardDef {
    name: "Masonry",
    effects: &[effect(
        "You may meld as many cards with a {castle} from your hand as you like. If you meld four or more this way, claim the Monument achievement.",
        masonry,
    )],
};
fn masonry(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> = cx.s.hand(e.you).iter().copied().filter(|&c| has_icon(c, Icon::Castle)).collect();
    let chosen = cx.choose_cards(e.you, &cands, 0, cands.len(), "Meld any number of cards with a castle")?;
    for &c in &chosen {
        cx.meld(e.you, c)?;
    }
    if chosen.len() >= 4 {
        cx.claim_special(e.you, Special::Monument)?;
    }
    Ok(())
}

// Oars (red, castle)
const OARS: CardDef = CardDef {
    name: "Oars",
    effects: &[
        demand(
            "I demand that you move a card with a {crown} from your hand to my score pile! If you do, draw a [1] and do this demand again!",
            oars_demand,
        ),
        effect("If the demand moved no card, draw a [1].", oars_no_transfer),
    ],
};
fn oars_demand(cx: &mut Ctx, e: Exec) -> R {
    for _ in 0..MAX_REPEATS {
        let cands: Vec<CardId> = cx.s.hand(e.you).iter().copied().filter(|&c| has_icon(c, Icon::Crown)).collect();
        let Some(c) = cx.choose_card(e.you, &cands, false, "Choose a card with a crown to hand over")? else { break };
        cx.transfer(e.you, c, Zone::Score(e.leader))?;
        cx.memory().demand_hit = true;
        cx.draw(e.you, 1)?;
    }
    Ok(())
}
fn oars_no_transfer(cx: &mut Ctx, e: Exec) -> R {
    if !cx.memory().demand_hit {
        cx.draw(e.you, 1)?;
    }
    Ok(())
}

// Writing (blue, lightbulb)
const WRITING: CardDef = CardDef { name: "Writing", effects: &[effect("Draw a [2].", writing)] };
fn writing(cx: &mut Ctx, e: Exec) -> R {
    cx.draw(e.you, 2)?;
    Ok(())
}

// Pottery (blue, leaf)
const POTTERY: CardDef = CardDef {
    name: "Pottery",
    effects: &[
        effect(
            "You may return up to three cards from your hand. If you returned at least one, draw and score a card whose value is the number of cards you returned.",
            pottery_return,
        ),
        effect("Draw a [1].", pottery_draw),
    ],
};
fn pottery_return(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.s.hand(e.you).to_vec();
    let chosen = cx.choose_cards(e.you, &hand, 0, 3, "You may return up to three cards from your hand")?;
    cx.return_all(e.you, &chosen)?;
    if !chosen.is_empty() {
        cx.draw_and_score(e.you, chosen.len() as u8)?;
    }
    Ok(())
}
fn pottery_draw(cx: &mut Ctx, e: Exec) -> R {
    cx.draw(e.you, 1)?;
    Ok(())
}

// Tools (blue, lightbulb)
const TOOLS: CardDef = CardDef {
    name: "Tools",
    effects: &[
        effect("You may return three cards from your hand; if you do, draw a [3] and meld it.", tools_three),
        effect("You may return a card of value [3] from your hand; if you do, draw three cards of value [1].", tools_one),
    ],
};
fn tools_three(cx: &mut Ctx, e: Exec) -> R {
    // With fewer than three cards the optional part cannot be done completely, so the
    // effect is ignored (BGA rules page, "Clarifications": "You may [do X], if you do, [Y]").
    let hand = cx.s.hand(e.you).to_vec();
    if hand.len() < 3 {
        return Ok(());
    }
    if !cx.yes_no(e.you, "Return three cards from your hand to draw and meld a 3?")? {
        return Ok(());
    }
    let chosen = cx.choose_cards(e.you, &hand, 3, 3, "Choose three cards to return")?;
    cx.return_all(e.you, &chosen)?;
    cx.draw_and_meld(e.you, 3)?;
    Ok(())
}
fn tools_one(cx: &mut Ctx, e: Exec) -> R {
    let threes: Vec<CardId> = cx.s.hand(e.you).iter().copied().filter(|&c| age(c) == 3).collect();
    if let Some(c) = cx.choose_card(e.you, &threes, true, "You may return a 3 from your hand")? {
        cx.return_card(e.you, c)?;
        cx.draw_n(e.you, 1, 3)?;
    }
    Ok(())
}

// Metalworking (red, castle)
const METALWORKING: CardDef = CardDef {
    name: "Metalworking",
    effects: &[effect(
        "Draw and reveal a [1]. If it shows a {castle}, score it and do this effect again. If not, keep it in your hand.",
        metalworking,
    )],
};
fn metalworking(cx: &mut Ctx, e: Exec) -> R {
    for _ in 0..MAX_REPEATS {
        let c = cx.draw_and_reveal(e.you, 1)?;
        if !has_icon(c, Icon::Castle) {
            break;
        }
        cx.score(e.you, c)?;
    }
    Ok(())
}

// Clothing (green, leaf)
const CLOTHING: CardDef = CardDef {
    name: "Clothing",
    effects: &[
        effect("Meld a card from your hand whose colour does not appear on your board.", clothing_meld),
        effect(
            "For each colour on your board that appears on no opponent's board, draw and score a [1].",
            clothing_score,
        ),
    ],
};
fn clothing_meld(cx: &mut Ctx, e: Exec) -> R {
    let colors = cx.s.colors_on_board(e.you);
    let cands: Vec<CardId> = cx.s.hand(e.you).iter().copied().filter(|&c| !colors.contains(&color(c))).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, "Meld a card of a colour not on your board")? {
        cx.meld(e.you, c)?;
    }
    Ok(())
}
fn clothing_score(cx: &mut Ctx, e: Exec) -> R {
    // Teammates are not opponents (3rd-edition rules, "Team Play").
    let opponents = cx.s.opponents(e.you);
    let n = cx
        .s
        .colors_on_board(e.you)
        .into_iter()
        .filter(|&col| opponents.iter().all(|&o| cx.s.top(o, col).is_none()))
        .count();
    for _ in 0..n {
        cx.draw_and_score(e.you, 1)?;
    }
    Ok(())
}

// Sailing (green, crown)
const SAILING: CardDef = CardDef { name: "Sailing", effects: &[effect("Draw a [1] and meld it.", sailing)] };
fn sailing(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_meld(e.you, 1)?;
    Ok(())
}

// The Wheel (green, castle)
const THE_WHEEL: CardDef = CardDef { name: "The Wheel", effects: &[effect("Draw two cards of value [1].", the_wheel)] };
fn the_wheel(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_n(e.you, 1, 2)?;
    Ok(())
}

// Agriculture (yellow, leaf)
const AGRICULTURE: CardDef = CardDef {
    name: "Agriculture",
    effects: &[effect(
        "You may return a card from your hand; if you do, draw a card of value one more than it and score that card.",
        agriculture,
    )],
};
fn agriculture(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.s.hand(e.you).to_vec();
    if let Some(c) = cx.choose_card(e.you, &hand, true, "You may return a card from your hand")? {
        cx.return_card(e.you, c)?;
        cx.draw_and_score(e.you, age(c) + 1)?;
    }
    Ok(())
}

// Domestication (yellow, castle)
const DOMESTICATION: CardDef = CardDef {
    name: "Domestication",
    effects: &[effect("Meld the lowest-valued card in your hand, then draw a [1].", domestication)],
};
fn domestication(cx: &mut Ctx, e: Exec) -> R {
    let lowest = lowest(cx.s.hand(e.you));
    if let Some(c) = cx.choose_card(e.you, &lowest, false, "Meld your lowest card")? {
        cx.meld(e.you, c)?;
    }
    cx.draw(e.you, 1)?;
    Ok(())
}

// City States (purple, crown)
const CITY_STATES: CardDef = CardDef {
    name: "City States",
    effects: &[demand(
        "I demand that, if you have four or more {castle} on your board, you move a top card with a {castle} from your board to my board! If you do, draw a [1]!",
        city_states,
    )],
};
fn city_states(cx: &mut Ctx, e: Exec) -> R {
    if cx.s.icon_count(e.you, Icon::Castle) < 4 {
        return Ok(());
    }
    let cands: Vec<CardId> = cx.s.top_cards(e.you).into_iter().filter(|&c| has_icon(c, Icon::Castle)).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, "Choose a top card with a castle to hand over")? {
        cx.transfer_to_board(e.you, c, e.leader)?;
        cx.draw(e.you, 1)?;
    }
    Ok(())
}

// Mysticism (purple, castle)
const MYSTICISM: CardDef = CardDef {
    name: "Mysticism",
    effects: &[effect(
        "Draw and reveal a [1]. If your board already has a card of its colour, meld it and draw a [1].",
        mysticism,
    )],
};
fn mysticism(cx: &mut Ctx, e: Exec) -> R {
    let c = cx.draw_and_reveal(e.you, 1)?;
    if cx.s.top(e.you, color(c)).is_some() {
        cx.meld(e.you, c)?;
        cx.draw(e.you, 1)?;
    }
    Ok(())
}
