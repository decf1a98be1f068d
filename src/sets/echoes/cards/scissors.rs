//! Scissors (Echoes of the Past, age 2, green): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Scissors",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Take one of the bottom cards of your board into your hand.", run!(scissors_echo)),
        effect("You may pick at most two cards from your hand. For each picked card, choose: meld it, or score it.", run!(scissors_pick)),
        effect("If Paper is a top card of any player's board, move it to your score pile.", run!(scissors_paper)),
    ])],
};

async fn scissors_echo(cx: &mut Ctx, e: Exec) -> R {
    let bottoms: Vec<CardId> = Color::ALL.iter().filter_map(|&c| cx.s().pile(e.you, c).bottom()).collect();
    if let Some(c) = cx.choose_card(e.you, &bottoms, false, Intent::Take, "Choose a bottom card of your board to take into your hand").await? {
        cx.transfer(e.you, c, Zone::Hand(e.you)).await?;
    }
    Ok(())
}
/// One prompt of up to two cards (spec rule 2), then for each, in the order
/// picked, meld or score (rule 6). Each is melded or scored (the intent of the
/// pick says score, the commoner choice).
async fn scissors_pick(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let picked = cx.choose_cards(e.you, &hand, 0, 2, Intent::Score, "You may pick up to two cards from your hand to meld or score").await?;
    for c in picked {
        // A picked card that a karma set off by the first one took out of the hand
        // (Carl Friedrich Gauss melds it) is neither melded nor scored, and not asked
        // about (3rd-edition rules, Figures, "Would" karma effects).
        if !cx.hand(e.you).contains(&c) {
            continue;
        }
        let prompt = format!("{}: meld it, or score it", cx.s().title(c));
        match cx.choose_option(e.you, &["Meld it", "Score it"], false, &prompt).await? {
            Some(0) => {
                cx.meld(e.you, c).await?;
            }
            Some(_) => {
                cx.score(e.you, c).await?;
            }
            None => {}
        }
    }
    Ok(())
}
async fn scissors_paper(cx: &mut Ctx, e: Exec) -> R {
    let Some(paper) = cx.s().card("Paper") else { return Ok(()) };
    if let Some(Zone::Board(q, col)) = cx.s().loc(paper) {
        if cx.s().top(q, col) == Some(paper) {
            cx.transfer(e.you, paper, Zone::Score(e.you)).await?;
        }
    }
    Ok(())
}
