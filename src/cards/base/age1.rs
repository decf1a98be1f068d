//! Age 1 of the base set (3rd edition). Each card: our wording of its text, then its code.
use crate::cards::*;
use crate::model::*;
use crate::engine::{Ctx, Exec, MAX_REPEATS, R};
use crate::state::Zone;

pub static CARDS: &[CardDef] = &[ARCHERY, CODE_OF_LAWS, MASONRY, OARS, WRITING];

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
