//! Age 3 of the base set (3rd edition). Each card: our wording of its text, then its code.
use crate::cards::*;
use crate::engine::{Ctx, Exec, R};
use crate::model::*;
use crate::state::Zone;

pub static CARDS: &[CardDef] =
    &[ALCHEMY, TRANSLATION, ENGINEERING, OPTICS, COMPASS, PAPER, MACHINERY, MEDICINE, EDUCATION, FEUDALISM];

// Alchemy (blue, castle)
const ALCHEMY: CardDef = CardDef {
    name: "Alchemy",
    effects: &[
        effect(
            "For each three {castle} visible on your board, draw a [4] and reveal it. If at least one of the cards drawn this way is red, return them along with every card in your hand; if none is red, keep them.",
            alchemy_draw,
        ),
        effect("Meld one card from your hand, and after that score one card from your hand.", alchemy_meld_score),
    ],
};
fn alchemy_draw(cx: &mut Ctx, e: Exec) -> R {
    let n = cx.s.icon_count(e.you, Icon::Castle) / 3;
    let mut drawn = vec![];
    for _ in 0..n {
        drawn.push(cx.draw_and_reveal(e.you, 4)?);
    }
    if drawn.iter().any(|&c| color(c) == Color::Red) {
        // The drawn cards are in the hand (revealed cards stay in hand), so returning
        // the whole hand returns them too; one at a time in hand order (spec rule 7).
        let hand = by_age_title(cx.s.hand(e.you));
        cx.return_all(e.you, &hand)?;
    }
    Ok(())
}
fn alchemy_meld_score(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.s.hand(e.you).to_vec();
    if let Some(c) = cx.choose_card(e.you, &hand, false, "Choose a card to meld")? {
        cx.meld(e.you, c)?;
    }
    let hand = cx.s.hand(e.you).to_vec();
    if let Some(c) = cx.choose_card(e.you, &hand, false, "Choose a card to score")? {
        cx.score(e.you, c)?;
    }
    Ok(())
}

// Translation (blue, crown)
const TRANSLATION: CardDef = CardDef {
    name: "Translation",
    effects: &[
        effect(
            "You may meld every card in your score pile; if you meld any of them, you have to meld all of them.",
            translation_meld,
        ),
        effect("If every one of your top cards shows a {crown}, claim the World achievement.", translation_world),
    ],
};
fn translation_meld(cx: &mut Ctx, e: Exec) -> R {
    let score = by_age_title(cx.s.score_pile(e.you));
    if score.is_empty() {
        return Ok(());
    }
    // Spec rule 4: an optional effect on a fixed set is asked as yes/no; the cards
    // then go one at a time in score-pile order (rule 7).
    if cx.yes_no(e.you, "Meld all the cards in your score pile?")? {
        for c in score {
            cx.meld(e.you, c)?;
        }
    }
    Ok(())
}
fn translation_world(cx: &mut Ctx, e: Exec) -> R {
    let tops = cx.s.top_cards(e.you);
    if !tops.is_empty() && tops.iter().all(|&c| has_icon(c, Icon::Crown)) {
        cx.claim_special(e.you, Special::World)?;
    }
    Ok(())
}

// Engineering (red, castle)
const ENGINEERING: CardDef = CardDef {
    name: "Engineering",
    effects: &[
        demand("I demand that you move every top card with a {castle} from your board into my score pile!", engineering_demand),
        effect("You may splay your red cards to the left.", engineering_splay),
    ],
};
fn engineering_demand(cx: &mut Ctx, e: Exec) -> R {
    let tops = top_cards_where(cx.s, e.you, |c| has_icon(c, Icon::Castle));
    for c in tops {
        cx.transfer(e.you, c, Zone::Score(e.leader))?;
    }
    Ok(())
}
fn engineering_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Red], Splay::Left)?;
    Ok(())
}

// Optics (red, crown)
const OPTICS: CardDef = CardDef {
    name: "Optics",
    effects: &[effect(
        "Draw a [3] and meld it. When it shows a {crown}, draw a [4] and score it. When it does not, move a card from your score pile into the score pile of an opponent who has fewer points than you.",
        optics,
    )],
};
fn optics(cx: &mut Ctx, e: Exec) -> R {
    let c = cx.draw_and_meld(e.you, 3)?;
    if has_icon(c, Icon::Crown) {
        cx.draw_and_score(e.you, 4)?;
        return Ok(());
    }
    let mine = cx.s.score(e.you);
    let poorer: Vec<PlayerId> = cx.s.opponents(e.you).into_iter().filter(|&q| cx.s.score(q) < mine).collect();
    if poorer.is_empty() {
        return Ok(());
    }
    // Spec rule 6: the card is named first in the text, then the opponent.
    let score = cx.s.score_pile(e.you).to_vec();
    if let Some(card) = cx.choose_card(e.you, &score, false, "Choose a card from your score pile to give away")? {
        if let Some(q) = cx.choose_player(e.you, &poorer, false, "Choose an opponent with fewer points")? {
            cx.transfer(e.you, card, Zone::Score(q))?;
        }
    }
    Ok(())
}

// Compass (green, crown)
const COMPASS: CardDef = CardDef {
    name: "Compass",
    effects: &[demand(
        "I demand that you move a top card that is not green and shows a {leaf} from your board onto my board, and after that move a top card showing no {leaf} from my board onto your board!",
        compass,
    )],
};
fn compass(cx: &mut Ctx, e: Exec) -> R {
    let give = top_cards_where(cx.s, e.you, |c| color(c) != Color::Green && has_icon(c, Icon::Leaf));
    if let Some(c) = cx.choose_card(e.you, &give, false, "Choose a top non-green card with a leaf to hand over")? {
        cx.transfer_to_board(e.you, c, e.leader)?;
    }
    // "and then": the second part does not depend on the first, and looks at the
    // leader's board as it is now.
    let take = top_cards_where(cx.s, e.leader, |c| !has_icon(c, Icon::Leaf));
    if let Some(c) = cx.choose_card(e.you, &take, false, "Choose a top card without a leaf to take")? {
        cx.transfer_to_board(e.you, c, e.you)?;
    }
    Ok(())
}

// Paper (green, lightbulb)
const PAPER: CardDef = CardDef {
    name: "Paper",
    effects: &[
        effect("You may splay either your green or your blue cards to the left.", paper_splay),
        effect("For each colour of yours that is splayed left, draw a [4].", paper_draw),
    ],
};
fn paper_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Green, Color::Blue], Splay::Left)?;
    Ok(())
}
fn paper_draw(cx: &mut Ctx, e: Exec) -> R {
    let n = Color::ALL.iter().filter(|&&c| cx.s.pile(e.you, c).splay == Splay::Left).count();
    cx.draw_n(e.you, 4, n)?;
    Ok(())
}

// Machinery (yellow, leaf)
const MACHINERY: CardDef = CardDef {
    name: "Machinery",
    effects: &[
        demand("I demand that you swap your entire hand for every card of the highest value in my hand!", machinery_demand),
        effect(
            "Score one card with a {castle} from your hand. You may splay your red cards to the left.",
            machinery_score_splay,
        ),
    ],
};
fn machinery_demand(cx: &mut Ctx, e: Exec) -> R {
    // An exchange is simultaneous (BGA rules page, "Exchange"): both sets are fixed
    // before anything moves, and it happens even if one side is empty.
    let yours = by_age_title(cx.s.hand(e.you));
    let mine = by_age_title(&highest(cx.s.hand(e.leader)));
    for c in yours {
        cx.transfer(e.you, c, Zone::Hand(e.leader))?;
    }
    for c in mine {
        cx.transfer(e.you, c, Zone::Hand(e.you))?;
    }
    Ok(())
}
fn machinery_score_splay(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> = cx.s.hand(e.you).iter().copied().filter(|&c| has_icon(c, Icon::Castle)).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, "Choose a card with a castle to score")? {
        cx.score(e.you, c)?;
    }
    cx.may_splay(e.you, &[Color::Red], Splay::Left)?;
    Ok(())
}

// Medicine (yellow, leaf)
const MEDICINE: CardDef = CardDef {
    name: "Medicine",
    effects: &[demand(
        "I demand that you swap the highest card of your score pile for the lowest card of my score pile!",
        medicine,
    )],
};
fn medicine(cx: &mut Ctx, e: Exec) -> R {
    // Each player picks among their own tied cards (3rd-edition rules, "Dogma": "you
    // decide which of your cards is affected"), in the order of the text. Both are
    // chosen before either moves (an exchange is simultaneous).
    let yours = highest(cx.s.score_pile(e.you));
    let yours = cx.choose_card(e.you, &yours, false, "Choose your highest score card to exchange")?;
    let mine = lowest(cx.s.score_pile(e.leader));
    let mine = cx.choose_card(e.leader, &mine, false, "Choose your lowest score card to exchange")?;
    if let Some(c) = yours {
        cx.transfer(e.you, c, Zone::Score(e.leader))?;
    }
    if let Some(c) = mine {
        cx.transfer(e.you, c, Zone::Score(e.you))?;
    }
    Ok(())
}

// Education (purple, lightbulb)
const EDUCATION: CardDef = CardDef {
    name: "Education",
    effects: &[effect(
        "You may return the top-valued card of your score pile. If you did, draw a card whose value is two more than the highest card still in your score pile.",
        education,
    )],
};
fn education(cx: &mut Ctx, e: Exec) -> R {
    let cands = highest(cx.s.score_pile(e.you));
    if let Some(c) = cx.choose_card(e.you, &cands, true, "You may return your highest score card")? {
        cx.return_card(e.you, c)?;
        // An empty score pile has no highest card: its value counts as 0, so a 2 is drawn.
        let top = cx.s.score_pile(e.you).iter().map(|&c| age(c)).max().unwrap_or(0);
        cx.draw(e.you, top + 2)?;
    }
    Ok(())
}

// Feudalism (purple, castle)
const FEUDALISM: CardDef = CardDef {
    name: "Feudalism",
    effects: &[
        demand(
            "I demand that you move a card with a {castle} from your hand into my hand! If you do, unsplay your cards of that card's colour!",
            feudalism_demand,
        ),
        effect("You may splay either your yellow or your purple cards to the left.", feudalism_splay),
    ],
};
fn feudalism_demand(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> = cx.s.hand(e.you).iter().copied().filter(|&c| has_icon(c, Icon::Castle)).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, "Choose a card with a castle to hand over")? {
        cx.transfer(e.you, c, Zone::Hand(e.leader))?;
        cx.splay(e.you, color(c), Splay::None)?;
    }
    Ok(())
}
fn feudalism_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Yellow, Color::Purple], Splay::Left)?;
    Ok(())
}
