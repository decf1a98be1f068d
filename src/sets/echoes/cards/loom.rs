//! Loom (Echoes of the Past, age 6, red): our wording of its text, then the code
//! that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Loom",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Score your top card of lowest value.", run!(loom_echo)),
        effect("You may return two cards of different values from your score pile. If you do, draw three [6] and tuck each of them.", run!(loom_return)),
        effect("If one colour of your board shows five or more {hexagon} images, claim the Heritage achievement.", run!(loom_heritage)),
    ])],
};

async fn loom_echo(cx: &mut Ctx, e: Exec) -> R {
    let lows = lowest_top(cx.s(), &cx.s().top_cards(e.you));
    if let Some(c) = cx.choose_card(e.you, &lows, false, Intent::Score, "Score your lowest top card").await? {
        cx.score(e.you, c).await?;
    }
    Ok(())
}

/// Spec rule 4: an optional effect on a fixed number of cards is a yes/no, then
/// the cards if not forced; not asked without two different values.
async fn loom_return(cx: &mut Ctx, e: Exec) -> R {
    let score = cx.score_pile(e.you);
    // What "yes" returns, for a computer's estimate: a card of each of the two lowest values.
    let mut two: Vec<CardId> = vec![];
    for &c in &score {
        if two.len() < 2 && !two.iter().any(|&d| age(d) == age(c)) {
            two.push(c);
        }
    }
    if distinct_values(&score) < 2 || !cx.yes_no_on(e.you, Intent::Return, &two, "Return two cards of different values from your score pile (then draw and tuck three 6s)?").await? {
        return Ok(());
    }
    let chosen = cx.choose_different_values(e.you, &score, 2, Intent::Return, "Choose two cards of different values from your score pile to return").await?;
    let mut returned = 0;
    for c in chosen {
        if cx.return_card(e.you, c).await? {
            returned += 1;
        }
    }
    if returned == 2 {
        for _ in 0..3 {
            cx.draw_and_tuck(e.you, 6).await?;
        }
    }
    Ok(())
}

/// Hexagon images count while visible (3rd-edition rules, glossary "Visible").
async fn loom_heritage(cx: &mut Ctx, e: Exec) -> R {
    let mut per_color = [0; 5];
    for (c, x) in cx.s().visible_board_slots(e.you) {
        if x == Slot::Hex {
            per_color[color(c).index()] += 1;
        }
    }
    if per_color.iter().any(|&n| n >= 5) {
        cx.claim_special(e.you, "Heritage").await?;
    }
    Ok(())
}
