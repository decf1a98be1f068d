//! Elevator (Echoes of the Past, age 7, yellow): our wording of its text, then
//! the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Elevator",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Score either the top or the bottom card of your green pile.", run!(elevator_echo)),
        effect(
            "Pick a value of which your score pile holds a card. Then pick either every other player's hand or every other player's score pile: move all cards of that value from there into your score pile.",
            run!(elevator),
        ),
    ])],
};

async fn elevator_echo(cx: &mut Ctx, e: Exec) -> R {
    let pile = cx.s().pile(e.you, Color::Green).cards();
    let mut cands: Vec<CardId> = pile.last().into_iter().chain(pile.first()).copied().collect();
    cands.dedup();
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Score, "Choose your top or bottom green card to score").await? {
        cx.score(e.you, c).await?;
    }
    Ok(())
}

async fn elevator(cx: &mut Ctx, e: Exec) -> R {
    let mut values: Vec<u8> = cx.score_pile(e.you).iter().map(|&c| age(c)).collect();
    crate::sort::sort(&mut values);
    values.dedup();
    if values.is_empty() {
        return Ok(());
    }
    let v = cx.choose_value(e.you, &values, "Choose a value present in your score pile").await?;
    let Some(which) = cx.choose_option(e.you, &["from all other players' hands", "from all other players' score piles"], false, "Take the cards of that value from where?").await? else { return Ok(()) };
    for q in cx.s().players_from(e.you + 1) {
        if q == e.you {
            continue;
        }
        let zone = if which == 0 { cx.hand(q) } else { cx.score_pile(q) };
        let of_value: Vec<CardId> = by_age_title(&zone).into_iter().filter(|&c| age(c) == v).collect();
        for c in of_value {
            cx.transfer(e.you, c, Zone::Score(e.you)).await?;
        }
    }
    Ok(())
}
