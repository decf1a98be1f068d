//! Age 6 of the base set (3rd edition). Each card: our wording of its text, then its code.
use crate::cards::*;
use crate::engine::{Ctx, Exec, R};
use crate::model::*;
use crate::state::Zone;

pub static CARDS: &[CardDef] = &[
    ATOMIC_THEORY,
    ENCYCLOPEDIA,
    INDUSTRIALIZATION,
    MACHINE_TOOLS,
    CLASSIFICATION,
    METRIC_SYSTEM,
    CANNING,
    VACCINATION,
    DEMOCRACY,
    EMANCIPATION,
];

// Atomic Theory (blue, lightbulb)
const ATOMIC_THEORY: CardDef = CardDef {
    name: "Atomic Theory",
    effects: &[
        effect("You may splay your blue cards to the right.", atomic_theory_splay),
        effect("Draw a [7] and meld it.", atomic_theory_meld),
    ],
};
fn atomic_theory_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Blue], Splay::Right)?;
    Ok(())
}
fn atomic_theory_meld(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_meld(e.you, 7)?;
    Ok(())
}

// Encyclopedia (blue, crown)
const ENCYCLOPEDIA: CardDef = CardDef {
    name: "Encyclopedia",
    effects: &[effect(
        "You may meld the cards of the highest value in your score pile, but only all of them together: melding one of them means melding every one.",
        encyclopedia,
    )],
};
fn encyclopedia(cx: &mut Ctx, e: Exec) -> R {
    let highest = by_age_title(&highest(cx.s.score_pile(e.you)));
    // An optional effect on a fixed set: yes/no first (scenario spec, rule 4).
    if highest.is_empty() || !cx.yes_no(e.you, "Meld all the highest cards of your score pile?")? {
        return Ok(());
    }
    for c in highest {
        cx.meld(e.you, c)?;
    }
    Ok(())
}

// Industrialization (red, factory)
const INDUSTRIALIZATION: CardDef = CardDef {
    name: "Industrialization",
    effects: &[
        effect(
            "Count the colours on your board that show at least one {factory}; draw that many [6] cards, tucking each one.",
            industrialization_tuck,
        ),
        effect("You may splay either your red or your purple cards to the right.", industrialization_splay),
    ],
};
fn industrialization_tuck(cx: &mut Ctx, e: Exec) -> R {
    // The number is fixed before the first tuck.
    let n = Color::ALL.iter().filter(|&&c| cx.s.pile_icon_count(e.you, c, Icon::Factory) > 0).count();
    for _ in 0..n {
        cx.draw_and_tuck(e.you, 6)?;
    }
    Ok(())
}
fn industrialization_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Red, Color::Purple], Splay::Right)?;
    Ok(())
}

// Machine Tools (red, factory)
const MACHINE_TOOLS: CardDef = CardDef {
    name: "Machine Tools",
    effects: &[effect(
        "Draw a card whose value equals the highest card in your score pile, and score it.",
        machine_tools,
    )],
};
fn machine_tools(cx: &mut Ctx, e: Exec) -> R {
    // An empty score pile gives value 0, so a 1 is drawn (3rd-edition rules, glossary "Value").
    let value = cx.s.score_pile(e.you).iter().map(|&c| age(c)).max().unwrap_or(0);
    cx.draw_and_score(e.you, value)?;
    Ok(())
}

// Classification (green, lightbulb)
const CLASSIFICATION: CardDef = CardDef {
    name: "Classification",
    effects: &[effect(
        "Announce the colour of one card in your hand. Every opponent gives you all cards of that colour from their hand. Then meld every card of that colour in your hand.",
        classification,
    )],
};
fn classification(cx: &mut Ctx, e: Exec) -> R {
    // Only the colour is revealed, so the choice is asked as a colour among those
    // in the hand (a hand of one colour is not asked: scenario spec, rule 5).
    let mut colors: Vec<Color> = cx.s.hand(e.you).iter().map(|&c| color(c)).collect();
    colors.sort_by_key(|c| c.index());
    colors.dedup();
    let Some(col) = cx.choose_color(e.you, &colors, false, "Reveal the colour of a card in your hand")? else { return Ok(()) };
    // Opponents only: a teammate is not one (3rd-edition rules, "Team Play").
    for q in cx.s.opponents(e.you) {
        let theirs: Vec<CardId> = by_age_title(cx.s.hand(q)).into_iter().filter(|&c| color(c) == col).collect();
        for c in theirs {
            cx.transfer(q, c, Zone::Hand(e.you))?;
        }
    }
    let mine: Vec<CardId> = by_age_title(cx.s.hand(e.you)).into_iter().filter(|&c| color(c) == col).collect();
    for c in mine {
        cx.meld(e.you, c)?;
    }
    Ok(())
}

// Metric System (green, crown)
const METRIC_SYSTEM: CardDef = CardDef {
    name: "Metric System",
    effects: &[
        effect(
            "If your green pile is splayed to the right, you may splay one colour of your choice to the right.",
            metric_system_any,
        ),
        effect("You may splay your green cards to the right.", metric_system_green),
    ],
};
fn metric_system_any(cx: &mut Ctx, e: Exec) -> R {
    if cx.s.pile(e.you, Color::Green).splay == Splay::Right {
        cx.may_splay(e.you, &Color::ALL, Splay::Right)?;
    }
    Ok(())
}
fn metric_system_green(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Green], Splay::Right)?;
    Ok(())
}

// Canning (yellow, factory)
const CANNING: CardDef = CardDef {
    name: "Canning",
    effects: &[
        effect(
            "You may draw a [6] and tuck it. If you do, score each of your top cards that has no {factory}.",
            canning_tuck,
        ),
        effect("You may splay your yellow cards to the right.", canning_splay),
    ],
};
fn canning_tuck(cx: &mut Ctx, e: Exec) -> R {
    if !cx.yes_no(e.you, "Draw and tuck a 6?")? {
        return Ok(());
    }
    cx.draw_and_tuck(e.you, 6)?;
    // The top cards are taken once, after the tuck; scored in board order.
    let tops: Vec<CardId> = cx.s.top_cards(e.you).into_iter().filter(|&c| !has_icon(c, Icon::Factory)).collect();
    for c in tops {
        cx.score(e.you, c)?;
    }
    Ok(())
}
fn canning_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Yellow], Splay::Right)?;
    Ok(())
}

// Vaccination (yellow, leaf)
const VACCINATION: CardDef = CardDef {
    name: "Vaccination",
    effects: &[
        demand(
            "I demand that you return every card of the lowest value in your score pile! If at least one was returned, draw a [6] and meld it!",
            vaccination_demand,
        ),
        effect("If the demand made anyone return a card, draw a [7] and meld it.", vaccination_meld),
    ],
};
fn vaccination_demand(cx: &mut Ctx, e: Exec) -> R {
    let lowest = by_age_title(&lowest(cx.s.score_pile(e.you)));
    if lowest.is_empty() {
        return Ok(());
    }
    cx.return_all(e.you, &lowest)?;
    cx.memory().demand_hit = true;
    cx.draw_and_meld(e.you, 6)?;
    Ok(())
}
fn vaccination_meld(cx: &mut Ctx, e: Exec) -> R {
    if cx.memory().demand_hit {
        cx.draw_and_meld(e.you, 7)?;
    }
    Ok(())
}

// Democracy (purple, lightbulb)
const DEMOCRACY: CardDef = CardDef {
    name: "Democracy",
    effects: &[effect(
        "You may return as many cards from your hand as you wish. Then, if during this dogma action you have now returned more cards through Democracy than every one of your opponents, draw an [8] and score it.",
        democracy,
    )],
};
fn democracy(cx: &mut Ctx, e: Exec) -> R {
    let hand = by_age_title(cx.s.hand(e.you));
    let chosen = cx.choose_cards(e.you, &hand, 0, hand.len(), "Return any number of cards from your hand")?;
    cx.return_all(e.you, &chosen)?;
    let n = cx.s.num_players();
    let opponents = cx.s.opponents(e.you);
    let counts = &mut cx.memory().per_player;
    if counts.len() < n {
        counts.resize(n, 0);
    }
    counts[e.you as usize] += chosen.len() as i64;
    let mine = counts[e.you as usize];
    // Opponents only: a teammate's returns do not count (3rd-edition rules, "Team Play").
    let best_other = opponents.iter().map(|&q| counts[q as usize]).max().unwrap_or(0);
    if mine > best_other {
        cx.draw_and_score(e.you, 8)?;
    }
    Ok(())
}

// Emancipation (purple, factory)
const EMANCIPATION: CardDef = CardDef {
    name: "Emancipation",
    effects: &[
        demand(
            "I demand that you move one card from your hand into my score pile! If you do, draw a [6]!",
            emancipation_demand,
        ),
        effect("You may splay either your red or your purple cards to the right.", emancipation_splay),
    ],
};
fn emancipation_demand(cx: &mut Ctx, e: Exec) -> R {
    let hand = by_age_title(cx.s.hand(e.you));
    if let Some(c) = cx.choose_card(e.you, &hand, false, "Choose a card from your hand to hand over")? {
        cx.transfer(e.you, c, Zone::Score(e.leader))?;
        cx.draw(e.you, 6)?;
    }
    Ok(())
}
fn emancipation_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Red, Color::Purple], Splay::Right)?;
    Ok(())
}
