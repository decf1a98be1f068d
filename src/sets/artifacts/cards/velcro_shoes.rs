//! Velcro Shoes (Artifacts of History, age 9, red): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Velcro Shoes",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[compel(
        "I compel you to move a [9] from your hand into my hand! If you cannot, move a [9] from your score pile into my score pile! If you can do neither, I win!",
        run!(velcro),
    )])],
};

async fn velcro(cx: &mut Ctx, e: Exec) -> R {
    let v = cx.boxed(9);
    let nines = |cs: &[CardId]| -> Vec<CardId> { by_age_title(cs).into_iter().filter(|&c| age(c) == v).collect() };
    let hand = nines(&cx.hand(e.you));
    if let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Give { to: Some(e.leader) }, &format!("Choose a {v} of your hand to give")).await? {
        cx.transfer(e.you, c, Zone::Hand(e.leader)).await?;
        return Ok(());
    }
    let score = nines(&cx.score_pile(e.you));
    if let Some(c) = cx.choose_card(e.you, &score, false, Intent::Give { to: Some(e.leader) }, &format!("Choose a {v} of your score pile to give")).await? {
        cx.transfer(e.you, c, Zone::Score(e.leader)).await?;
        return Ok(());
    }
    Err(cx.win(e.leader, e.card).await)
}
