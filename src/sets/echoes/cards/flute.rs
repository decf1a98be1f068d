//! Flute (Echoes of the Past, age 1, purple): our wording of its 3rd-edition
//! text, then the code that runs it. Its hexagon image carries a music note
//! (Saxophone counts them).
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Flute",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("You may splay the cards of one colour of yours left.", run!(flute_echo)),
        demand("I demand that you return a card from your hand that prints a bonus!", run!(flute_demand)),
        effect("Draw a [1] and show it to everyone. If it prints a bonus, draw a [1].", run!(flute)),
    ])],
};

async fn flute_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &Color::ALL, Splay::Left).await?;
    Ok(())
}
async fn flute_demand(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> = cx.hand(e.you).into_iter().filter(|&c| bonus(c).is_some()).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Return, "Choose a card with a bonus from your hand to return").await? {
        if cx.return_card(e.you, c).await? {
            cx.memory().demand_hit = true;
        }
    }
    Ok(())
}
async fn flute(cx: &mut Ctx, e: Exec) -> R {
    let Some(c) = cx.draw_and_reveal(e.you, 1).await? else { return Ok(()) };
    if bonus(c).is_some() {
        cx.draw(e.you, 1).await?;
    }
    Ok(())
}
