//! Age 10 of the base set (3rd edition). Each card: our wording of its text, then its code.

use crate::cards::*;
use crate::engine::{Ctx, Exec, R};
use crate::model::*;
use crate::state::Zone;

pub static CARDS: &[CardDef] = &[
    BIOENGINEERING,
    SOFTWARE,
    MINIATURIZATION,
    ROBOTICS,
    DATABASES,
    SELF_SERVICE,
    GLOBALIZATION,
    STEM_CELLS,
    AI,
    THE_INTERNET,
];

// Bioengineering (blue, clock)
const BIOENGINEERING: CardDef = CardDef {
    name: "Bioengineering",
    effects: &[
        effect("Move a top card that has a {leaf} from the board of any opponent to your score pile.", bioengineering_take),
        effect(
            "If some player has under three {leaf} on their board, then the one player with strictly the most {leaf} on their board wins.",
            bioengineering_win,
        ),
    ],
};
fn bioengineering_take(cx: &mut Ctx, e: Exec) -> R {
    let mut cands: Vec<CardId> = vec![];
    for q in cx.s.opponents(e.you) {
        cands.extend(cx.s.top_cards(q).into_iter().filter(|&c| has_icon(c, Icon::Leaf)));
    }
    if let Some(c) = cx.choose_card(e.you, &cands, false, "Choose an opponent's top card with a leaf to score")? {
        cx.transfer(e.you, c, Zone::Score(e.you))?;
    }
    Ok(())
}
fn bioengineering_win(cx: &mut Ctx, e: Exec) -> R {
    let leaves: Vec<i64> = cx.s.all_players().iter().map(|&p| cx.s.icon_count(p, Icon::Leaf) as i64).collect();
    if leaves.iter().any(|&n| n < 3) {
        // 3rd-edition rules, "Game end": only if there is no tie for the most.
        cx.single_most_wins(&leaves, e.card)?;
    }
    Ok(())
}

// Software (blue, clock)
const SOFTWARE: CardDef = CardDef {
    name: "Software",
    effects: &[
        effect("Draw a [10] and score it.", draw_score_10),
        effect(
            "Draw and meld two [10], then carry out each non-demand dogma effect of the second one yourself, without sharing.",
            software_execute,
        ),
    ],
};
fn draw_score_10(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_score(e.you, 10)?;
    Ok(())
}
fn software_execute(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_meld(e.you, 10)?;
    let second = cx.draw_and_meld(e.you, 10)?;
    cx.execute_non_demand_effects(e.you, second)
}

// Miniaturization (red, lightbulb)
const MINIATURIZATION: CardDef = CardDef {
    name: "Miniaturization",
    effects: &[effect(
        "You may return one card from your hand. Only when that card is a [10]: draw one [10] per distinct value among the cards in your score pile.",
        miniaturization,
    )],
};
fn miniaturization(cx: &mut Ctx, e: Exec) -> R {
    let hand = by_age_title(cx.s.hand(e.you));
    if let Some(c) = cx.choose_card(e.you, &hand, true, "You may return a card from your hand")? {
        cx.return_card(e.you, c)?;
        if age(c) == 10 {
            let mut values: Vec<u8> = cx.s.score_pile(e.you).iter().map(|&x| age(x)).collect();
            values.sort();
            values.dedup();
            cx.draw_n(e.you, 10, values.len())?;
        }
    }
    Ok(())
}

// Robotics (red, factory)
const ROBOTICS: CardDef = CardDef {
    name: "Robotics",
    effects: &[effect(
        "Score the top card of your green pile. Draw a [10] and meld it, then carry out each of its non-demand dogma effects yourself, without sharing.",
        robotics,
    )],
};
fn robotics(cx: &mut Ctx, e: Exec) -> R {
    if let Some(g) = cx.s.top(e.you, Color::Green) {
        cx.score(e.you, g)?;
    }
    let c = cx.draw_and_meld(e.you, 10)?;
    cx.execute_non_demand_effects(e.you, c)
}

// Databases (green, clock)
const DATABASES: CardDef = CardDef {
    name: "Databases",
    effects: &[demand("I demand that you return half of the cards in your score pile, rounding up!", databases)],
};
fn databases(cx: &mut Ctx, e: Exec) -> R {
    let score = by_age_title(cx.s.score_pile(e.you));
    let n = score.len().div_ceil(2);
    let chosen = cx.choose_cards(e.you, &score, n, n, "Choose half of your score pile (rounded up) to return")?;
    cx.return_all(e.you, &chosen)
}

// Self Service (green, crown)
const SELF_SERVICE: CardDef = CardDef {
    name: "Self Service",
    effects: &[
        effect(
            "Pick any top card on your board other than this one and carry out each of its non-demand dogma effects yourself, without sharing.",
            self_service_execute,
        ),
        effect("If your achievements outnumber those of every opponent, you win.", self_service_win),
    ],
};
fn self_service_execute(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> = cx.s.top_cards(e.you).into_iter().filter(|&c| c != e.card).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, "Choose another top card of yours whose non-demand effects you execute")? {
        cx.execute_non_demand_effects(e.you, c)?;
    }
    Ok(())
}
fn self_service_win(cx: &mut Ctx, e: Exec) -> R {
    // In a team game "your team's achievements are counted together for determining
    // victory" (rules-3rd-edition-with-expansions.txt, the team-play paragraph "With four
    // players, you can play in teams"), so a team's total is compared with each opponent's
    // team total; teammates are not opponents (BGA rules page, "Team games"). Without
    // teams this is simply each player's own count.
    let mine = cx.s.achievement_count(e.you);
    let opponents = cx.s.opponents(e.you);
    if opponents.iter().all(|&q| cx.s.achievement_count(q) < mine) {
        return Err(cx.win(e.you, e.card));
    }
    Ok(())
}

// Globalization (yellow, factory)
const GLOBALIZATION: CardDef = CardDef {
    name: "Globalization",
    effects: &[
        demand("I demand that you return a top card from your board that has a {leaf}!", globalization_demand),
        effect(
            "Draw a [6] and score it. Then, if no player's board shows more {leaf} than {factory}, the one player with strictly the highest score wins.",
            globalization_win,
        ),
    ],
};
fn globalization_demand(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> = cx.s.top_cards(e.you).into_iter().filter(|&c| has_icon(c, Icon::Leaf)).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, "Choose a top card with a leaf to return")? {
        cx.return_card(e.you, c)?;
    }
    Ok(())
}
fn globalization_win(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_score(e.you, 6)?;
    let players = cx.s.all_players();
    if players.iter().all(|&p| cx.s.icon_count(p, Icon::Leaf) <= cx.s.icon_count(p, Icon::Factory)) {
        let scores: Vec<i64> = players.iter().map(|&p| cx.s.score(p) as i64).collect();
        cx.single_most_wins(&scores, e.card)?;
    }
    Ok(())
}

// Stem Cells (yellow, leaf)
const STEM_CELLS: CardDef = CardDef {
    name: "Stem Cells",
    effects: &[effect("You may score your entire hand: either all of its cards or none.", stem_cells)],
};
fn stem_cells(cx: &mut Ctx, e: Exec) -> R {
    let hand = by_age_title(cx.s.hand(e.you));
    // An optional effect on a fixed set: yes/no first (spec rule 4); nothing asked
    // with an empty hand (spec rule 5).
    if !hand.is_empty() && cx.yes_no(e.you, "Score all cards in your hand?")? {
        for c in hand {
            cx.score(e.you, c)?;
        }
    }
    Ok(())
}

// A.I. (purple, lightbulb)
const AI: CardDef = CardDef {
    name: "A.I.",
    effects: &[
        effect("Draw a [10] and score it.", draw_score_10),
        effect(
            "If Robotics is a top card on some board and Software is a top card on some board, the one player with strictly the lowest score wins.",
            ai_win,
        ),
    ],
};
fn ai_win(cx: &mut Ctx, e: Exec) -> R {
    let players = cx.s.all_players();
    let is_top = |cx: &Ctx, title: &str| players.iter().any(|&p| cx.s.top_cards(p).iter().any(|&c| name(c) == title));
    if is_top(cx, "Robotics") && is_top(cx, "Software") {
        // The single lowest score is the single highest of the negated scores.
        let neg: Vec<i64> = players.iter().map(|&p| -(cx.s.score(p) as i64)).collect();
        cx.single_most_wins(&neg, e.card)?;
    }
    Ok(())
}

// The Internet (purple, clock)
const THE_INTERNET: CardDef = CardDef {
    name: "The Internet",
    effects: &[
        effect("If you wish, splay your green cards up.", internet_splay),
        effect("Draw a [10] and score it.", draw_score_10),
        effect("For each two {clock} on your board, draw a [10] and meld it.", internet_meld),
    ],
};
fn internet_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Green], Splay::Up)?;
    Ok(())
}
fn internet_meld(cx: &mut Ctx, e: Exec) -> R {
    // Counted once, before any card is melded.
    let n = cx.s.icon_count(e.you, Icon::Clock) / 2;
    for _ in 0..n {
        cx.draw_and_meld(e.you, 10)?;
    }
    Ok(())
}
