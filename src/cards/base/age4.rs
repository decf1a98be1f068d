//! Age 4 of the base set (3rd edition). Each card: our wording of its text, then its code.
use crate::cards::*;
use crate::engine::{Ctx, Exec, MAX_REPEATS, R};
use crate::model::*;
use crate::state::Zone;

pub static CARDS: &[CardDef] = &[
    EXPERIMENTATION,
    PRINTING_PRESS,
    COLONIALISM,
    GUNPOWDER,
    INVENTION,
    NAVIGATION,
    ANATOMY,
    PERSPECTIVE,
    ENTERPRISE,
    REFORMATION,
];

/// "You may <act on> a card from your hand for every N ..." — a fixed number `n` of
/// cards, optional as a whole (BGA rules page, "You may [X]": either nothing, or as
/// many as possible). Spec rule 1 for one card, rule 4 (yes/no, then which) above one.
fn may_choose_n_from_hand(cx: &mut Ctx, p: PlayerId, n: usize, prompt_yes_no: &str, prompt: &str) -> R<Vec<CardId>> {
    let hand = by_age_title(cx.s.hand(p));
    if n == 0 || hand.is_empty() {
        return Ok(vec![]);
    }
    if n == 1 {
        return Ok(cx.choose_card(p, &hand, true, prompt)?.into_iter().collect());
    }
    if !cx.yes_no(p, prompt_yes_no)? {
        return Ok(vec![]);
    }
    cx.choose_cards(p, &hand, n, n, prompt)
}

// Experimentation (blue, lightbulb)
const EXPERIMENTATION: CardDef =
    CardDef { name: "Experimentation", effects: &[effect("Draw a [5] and meld it.", experimentation)] };
fn experimentation(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_meld(e.you, 5)?;
    Ok(())
}

// Printing Press (blue, lightbulb)
const PRINTING_PRESS: CardDef = CardDef {
    name: "Printing Press",
    effects: &[
        effect(
            "You may return one card from your score pile. If you did, draw a card whose value is two more than your top purple card.",
            printing_press_return,
        ),
        effect("You may splay your blue cards to the right.", printing_press_splay),
    ],
};
fn printing_press_return(cx: &mut Ctx, e: Exec) -> R {
    let score = cx.s.score_pile(e.you).to_vec();
    if let Some(c) = cx.choose_card(e.you, &score, true, "You may return a card from your score pile")? {
        cx.return_card(e.you, c)?;
        // Without a purple top card its value counts as 0, so a 2 is drawn.
        let purple = cx.s.top(e.you, Color::Purple).map(age).unwrap_or(0);
        cx.draw(e.you, purple + 2)?;
    }
    Ok(())
}
fn printing_press_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Blue], Splay::Right)?;
    Ok(())
}

// Colonialism (red, factory)
const COLONIALISM: CardDef = CardDef {
    name: "Colonialism",
    effects: &[effect("Draw a [3] and tuck it. When it shows a {crown}, do this effect once more.", colonialism)],
};
fn colonialism(cx: &mut Ctx, e: Exec) -> R {
    for _ in 0..MAX_REPEATS {
        let c = cx.draw_and_tuck(e.you, 3)?;
        if !has_icon(c, Icon::Crown) {
            break;
        }
    }
    Ok(())
}

// Gunpowder (red, factory)
const GUNPOWDER: CardDef = CardDef {
    name: "Gunpowder",
    effects: &[
        demand("I demand that you move a top card with a {castle} from your board into my score pile!", gunpowder_demand),
        effect("If the demand moved at least one card, draw a [2] and score it.", gunpowder_score),
    ],
};
fn gunpowder_demand(cx: &mut Ctx, e: Exec) -> R {
    let cands = top_cards_where(cx.s, e.you, |c| has_icon(c, Icon::Castle));
    if let Some(c) = cx.choose_card(e.you, &cands, false, "Choose a top card with a castle to hand over")? {
        cx.transfer(e.you, c, Zone::Score(e.leader))?;
        cx.memory().demand_hit = true;
    }
    Ok(())
}
fn gunpowder_score(cx: &mut Ctx, e: Exec) -> R {
    if cx.memory().demand_hit {
        cx.draw_and_score(e.you, 2)?;
    }
    Ok(())
}

// Invention (green, lightbulb)
const INVENTION: CardDef = CardDef {
    name: "Invention",
    effects: &[
        effect(
            "You may pick one colour of yours that is splayed left and splay it right instead. If you did, draw a [4] and score it.",
            invention_splay,
        ),
        effect(
            "If all five of your colours are splayed, whatever their directions, claim the Wonder achievement.",
            invention_wonder,
        ),
    ],
};
fn invention_splay(cx: &mut Ctx, e: Exec) -> R {
    let left: Vec<Color> = Color::ALL.into_iter().filter(|&c| cx.s.pile(e.you, c).splay == Splay::Left).collect();
    if let Some(c) = cx.choose_color(e.you, &left, true, "You may splay right a colour splayed left")? {
        cx.splay(e.you, c, Splay::Right)?;
        cx.draw_and_score(e.you, 4)?;
    }
    Ok(())
}
fn invention_wonder(cx: &mut Ctx, e: Exec) -> R {
    if Color::ALL.iter().all(|&c| cx.s.pile(e.you, c).splay != Splay::None) {
        cx.claim_special(e.you, Special::Wonder)?;
    }
    Ok(())
}

// Navigation (green, crown)
const NAVIGATION: CardDef = CardDef {
    name: "Navigation",
    effects: &[demand(
        "I demand that you move a [2] or a [3] from your score pile, if there is one, into my score pile!",
        navigation,
    )],
};
fn navigation(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> = cx.s.score_pile(e.you).iter().copied().filter(|&c| age(c) == 2 || age(c) == 3).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, "Choose a 2 or 3 from your score pile to hand over")? {
        cx.transfer(e.you, c, Zone::Score(e.leader))?;
    }
    Ok(())
}

// Anatomy (yellow, leaf)
const ANATOMY: CardDef = CardDef {
    name: "Anatomy",
    effects: &[demand(
        "I demand that you return one card from your score pile! If you do, return one of your top cards of the same value!",
        anatomy,
    )],
};
fn anatomy(cx: &mut Ctx, e: Exec) -> R {
    let score = cx.s.score_pile(e.you).to_vec();
    if let Some(c) = cx.choose_card(e.you, &score, false, "Choose a card from your score pile to return")? {
        cx.return_card(e.you, c)?;
        let v = age(c);
        let tops = top_cards_where(cx.s, e.you, |t| age(t) == v);
        if let Some(t) = cx.choose_card(e.you, &tops, false, "Choose a top card of that value to return")? {
            cx.return_card(e.you, t)?;
        }
    }
    Ok(())
}

// Perspective (yellow, lightbulb)
const PERSPECTIVE: CardDef = CardDef {
    name: "Perspective",
    effects: &[effect(
        "You may return one card from your hand. If you did, score one card from your hand for each two {lightbulb} visible on your board.",
        perspective,
    )],
};
fn perspective(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.s.hand(e.you).to_vec();
    if let Some(c) = cx.choose_card(e.you, &hand, true, "You may return a card from your hand")? {
        cx.return_card(e.you, c)?;
        let n = cx.s.icon_count(e.you, Icon::Lightbulb) / 2;
        let hand = by_age_title(cx.s.hand(e.you));
        // Spec rules 1 and 3: one card is a single prompt, more an exact multi-prompt.
        let chosen = if n == 1 {
            cx.choose_card(e.you, &hand, false, "Choose a card to score")?.into_iter().collect()
        } else {
            cx.choose_cards(e.you, &hand, n, n, "Choose the cards to score")?
        };
        for c in chosen {
            cx.score(e.you, c)?;
        }
    }
    Ok(())
}

// Enterprise (purple, crown)
const ENTERPRISE: CardDef = CardDef {
    name: "Enterprise",
    effects: &[
        demand(
            "I demand that you move a top card that is not purple and shows a {crown} from your board onto my board! If you do, draw a [4] and meld it!",
            enterprise_demand,
        ),
        effect("You may splay your green cards to the right.", enterprise_splay),
    ],
};
fn enterprise_demand(cx: &mut Ctx, e: Exec) -> R {
    let cands = top_cards_where(cx.s, e.you, |c| color(c) != Color::Purple && has_icon(c, Icon::Crown));
    if let Some(c) = cx.choose_card(e.you, &cands, false, "Choose a top non-purple card with a crown to hand over")? {
        cx.transfer_to_board(e.you, c, e.leader)?;
        cx.draw_and_meld(e.you, 4)?;
    }
    Ok(())
}
fn enterprise_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Green], Splay::Right)?;
    Ok(())
}

// Reformation (purple, leaf)
const REFORMATION: CardDef = CardDef {
    name: "Reformation",
    effects: &[
        effect("You may tuck one card from your hand for each two {leaf} visible on your board.", reformation_tuck),
        effect("You may splay either your yellow or your purple cards to the right.", reformation_splay),
    ],
};
fn reformation_tuck(cx: &mut Ctx, e: Exec) -> R {
    let n = cx.s.icon_count(e.you, Icon::Leaf) / 2;
    let chosen = may_choose_n_from_hand(cx, e.you, n, "Tuck cards from your hand?", "Choose the cards to tuck")?;
    for c in chosen {
        cx.tuck(e.you, c)?;
    }
    Ok(())
}
fn reformation_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Yellow, Color::Purple], Splay::Right)?;
    Ok(())
}
