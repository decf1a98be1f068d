//! Age 9 of the base set (3rd edition). Each card: our wording of its text, then its code.
use crate::cards::*;
use crate::engine::{Ctx, Exec, R};
use crate::model::*;
use crate::state::Zone;

pub static CARDS: &[CardDef] = &[COMPUTERS, GENETICS, COMPOSITES, FISSION, COLLABORATION, SATELLITES, ECOLOGY, SUBURBIA, SERVICES, SPECIALIZATION];

// Computers (blue, clock)
const COMPUTERS: CardDef = CardDef {
    name: "Computers",
    effects: &[
        effect("If you wish, splay either your red or your green cards up.", computers_splay),
        effect("Draw a [10] and meld it, then carry out every non-demand dogma effect on it yourself, without sharing.", computers_execute),
    ],
};
fn computers_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Red, Color::Green], Splay::Up)?;
    Ok(())
}
fn computers_execute(cx: &mut Ctx, e: Exec) -> R {
    let c = cx.draw_and_meld(e.you, 10)?;
    cx.execute_non_demand_effects(e.you, c)
}

// Genetics (blue, lightbulb)
const GENETICS: CardDef = CardDef {
    name: "Genetics",
    effects: &[effect("Draw a [10] and meld it. Score every card lying under it in its pile.", genetics)],
};
fn genetics(cx: &mut Ctx, e: Exec) -> R {
    let c = cx.draw_and_meld(e.you, 10)?;
    // The pile is stored bottom first; the melded card is on top. Cards move top first
    // (spec rule 7).
    let pile = &cx.s.pile(e.you, color(c)).cards;
    let beneath: Vec<CardId> = pile.iter().rev().copied().filter(|&x| x != c).collect();
    for x in beneath {
        cx.score(e.you, x)?;
    }
    Ok(())
}

// Composites (red, factory)
const COMPOSITES: CardDef = CardDef {
    name: "Composites",
    effects: &[demand(
        "I demand that you move every card but one from your hand into my hand! In addition, move the highest card of your score pile into my score pile!",
        composites,
    )],
};
fn composites(cx: &mut Ctx, e: Exec) -> R {
    // "All but one": the cards that move are the items chosen, N = hand size - 1
    // (spec rules 1 and 3: one card is a single prompt, more a multi-item prompt of
    // exactly N); they move in the chosen order (spec rule 7).
    let hand = by_age_title(cx.s.hand(e.you));
    let n = hand.len().saturating_sub(1);
    let prompt = "Choose the cards to give to the demanding player (you keep one)";
    let give = if n == 1 {
        cx.choose_card(e.you, &hand, false, prompt)?.into_iter().collect()
    } else {
        cx.choose_cards(e.you, &hand, n, n, prompt)?
    };
    for c in give {
        cx.transfer(e.you, c, Zone::Hand(e.leader))?;
    }
    let top = highest(cx.s.score_pile(e.you));
    if let Some(c) = cx.choose_card(e.you, &top, false, "Choose your highest scored card to hand over")? {
        cx.transfer(e.you, c, Zone::Score(e.leader))?;
    }
    Ok(())
}

// Fission (red, clock)
const FISSION: CardDef = CardDef {
    name: "Fission",
    effects: &[
        demand(
            "I demand that you draw a [10]! If that card is red, every player's hand, board and score pile is removed from the game, and this dogma action ends at once!",
            fission_demand,
        ),
        effect("Return one top card, not Fission, from the board of any player. Draw a [10].", fission_return),
    ],
};
fn fission_demand(cx: &mut Ctx, e: Exec) -> R {
    let c = cx.draw(e.you, 10)?;
    if color(c) == Color::Red {
        // Every player's hand, board and score pile (achievements stay).
        for p in cx.s.players_from(0) {
            let mut all: Vec<CardId> = by_age_title(cx.s.hand(p));
            for col in Color::ALL {
                all.extend(cx.s.pile(p, col).cards.iter().rev().copied());
            }
            all.extend(by_age_title(cx.s.score_pile(p)));
            for x in all {
                cx.remove(e.you, x)?;
            }
        }
        // "The dogma action is complete": no later demand or effect of this card runs.
        cx.memory().stop = true;
    }
    Ok(())
}
fn fission_return(cx: &mut Ctx, e: Exec) -> R {
    let fission = by_name("Fission", cx.s.config.edition);
    let mut cands: Vec<CardId> = vec![];
    for p in cx.s.players_from(e.you) {
        cands.extend(cx.s.top_cards(p).into_iter().filter(|&c| Some(c) != fission));
    }
    if let Some(c) = cx.choose_card(e.you, &cands, false, "Choose a top card (not Fission) of any player to return")? {
        cx.return_card(e.you, c)?;
    }
    cx.draw(e.you, 10)?;
    Ok(())
}

// Collaboration (green, crown)
const COLLABORATION: CardDef = CardDef {
    name: "Collaboration",
    effects: &[
        demand(
            "I demand that you draw two [9] and reveal them! I pick one of them to be moved onto my board; you meld the other one!",
            collaboration_demand,
        ),
        effect("If your board holds ten or more green cards, you win.", collaboration_win),
    ],
};
fn collaboration_demand(cx: &mut Ctx, e: Exec) -> R {
    let a = cx.draw_and_reveal(e.you, 9)?;
    let b = cx.draw_and_reveal(e.you, 9)?;
    if let Some(mine) = cx.choose_card(e.leader, &[a, b], false, "Choose the revealed card that goes onto your board")? {
        cx.transfer_to_board(e.you, mine, e.leader)?;
        let other = if mine == a { b } else { a };
        cx.meld(e.you, other)?;
    }
    Ok(())
}
fn collaboration_win(cx: &mut Ctx, e: Exec) -> R {
    if cx.s.pile(e.you, Color::Green).cards.len() >= 10 {
        return Err(cx.win(e.you, e.card));
    }
    Ok(())
}

// Satellites (green, clock)
const SATELLITES: CardDef = CardDef {
    name: "Satellites",
    effects: &[
        effect("Return your whole hand; after that, draw three [8].", satellites_return),
        effect("If you wish, splay your purple cards up.", satellites_splay),
        effect("Meld a card from your hand, then carry out each of its non-demand dogma effects yourself, without sharing.", satellites_execute),
    ],
};
fn satellites_return(cx: &mut Ctx, e: Exec) -> R {
    let hand = by_age_title(cx.s.hand(e.you));
    cx.return_all(e.you, &hand)?;
    cx.draw_n(e.you, 8, 3)?;
    Ok(())
}
fn satellites_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Purple], Splay::Up)?;
    Ok(())
}
fn satellites_execute(cx: &mut Ctx, e: Exec) -> R {
    let hand = by_age_title(cx.s.hand(e.you));
    if let Some(c) = cx.choose_card(e.you, &hand, false, "Choose a card to meld; you then execute its non-demand effects")? {
        cx.meld(e.you, c)?;
        cx.execute_non_demand_effects(e.you, c)?;
    }
    Ok(())
}

// Ecology (yellow, lightbulb)
const ECOLOGY: CardDef = CardDef {
    name: "Ecology",
    effects: &[effect("You may return one card from your hand. Only if you did: score one card from your hand and draw two [10].", ecology)],
};
fn ecology(cx: &mut Ctx, e: Exec) -> R {
    let hand = by_age_title(cx.s.hand(e.you));
    if let Some(c) = cx.choose_card(e.you, &hand, true, "You may return a card from your hand")? {
        cx.return_card(e.you, c)?;
        let hand = by_age_title(cx.s.hand(e.you));
        if let Some(s) = cx.choose_card(e.you, &hand, false, "Choose a card from your hand to score")? {
            cx.score(e.you, s)?;
        }
        cx.draw_n(e.you, 10, 2)?;
    }
    Ok(())
}

// Suburbia (yellow, leaf)
const SUBURBIA: CardDef = CardDef {
    name: "Suburbia",
    effects: &[effect("You may tuck as many cards from your hand as you like. For each card tucked this way, draw and score a [1].", suburbia)],
};
fn suburbia(cx: &mut Ctx, e: Exec) -> R {
    let hand = by_age_title(cx.s.hand(e.you));
    let chosen = cx.choose_cards(e.you, &hand, 0, hand.len(), "Tuck any number of cards from your hand")?;
    for &c in &chosen {
        cx.tuck(e.you, c)?;
    }
    for _ in 0..chosen.len() {
        cx.draw_and_score(e.you, 1)?;
    }
    Ok(())
}

// Services (purple, leaf)
const SERVICES: CardDef = CardDef {
    name: "Services",
    effects: &[demand(
        "I demand that you move all of your highest score-pile cards into my hand! If at least one card moved, then move a top card with no {leaf} from my board into your hand!",
        services,
    )],
};
fn services(cx: &mut Ctx, e: Exec) -> R {
    let top = by_age_title(&highest(cx.s.score_pile(e.you)));
    for &c in &top {
        cx.transfer(e.you, c, Zone::Hand(e.leader))?;
    }
    if !top.is_empty() {
        let cands: Vec<CardId> = cx.s.top_cards(e.leader).into_iter().filter(|&c| !has_icon(c, Icon::Leaf)).collect();
        if let Some(c) = cx.choose_card(e.you, &cands, false, "Choose a top card without a leaf from the demanding player's board")? {
            cx.transfer(e.you, c, Zone::Hand(e.you))?;
        }
    }
    Ok(())
}

// Specialization (purple, factory)
const SPECIALIZATION: CardDef = CardDef {
    name: "Specialization",
    effects: &[
        effect(
            "Reveal one card from your hand. From the board of every opponent, take the top card of the revealed card's colour into your hand.",
            specialization_take,
        ),
        effect("If you wish, splay either your yellow or your blue cards up.", specialization_splay),
    ],
};
fn specialization_take(cx: &mut Ctx, e: Exec) -> R {
    let hand = by_age_title(cx.s.hand(e.you));
    if let Some(c) = cx.choose_card(e.you, &hand, false, "Choose a card from your hand to reveal")? {
        cx.reveal(e.you, c)?;
        let col = color(c);
        for q in cx.s.opponents(e.you) {
            if let Some(t) = cx.s.top(q, col) {
                cx.transfer(e.you, t, Zone::Hand(e.you))?;
            }
        }
    }
    Ok(())
}
fn specialization_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Yellow, Color::Blue], Splay::Up)?;
    Ok(())
}
