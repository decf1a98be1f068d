//! Mass Media (base set, age 8, green): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Mass Media",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3 | E4, &[
        effect(
            "You may return a card from your hand. If you do, name a value and return every card of that value from every score pile.",
            run!(mass_media_return),
        ),
        effect("You may splay your purple cards up.", run!(mass_media_splay)),
    ])],
};

async fn mass_media_return(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, true, Intent::Return, "You may return a card from your hand").await? {
        if !cx.return_card(e.you, c).await? {
            return Ok(());
        }
        let values = cx.s().rules().values();
        let v = cx.choose_value(e.you, &values, "Choose a value").await?;
        // Score piles in turn order from the executing player, each by age then title.
        for q in cx.s().players_from(e.you) {
            let of_value: Vec<CardId> = cx.score_pile(q).into_iter().filter(|&c| age(c) == v).collect();
            cx.return_all(e.you, &of_value).await?;
        }
    }
    Ok(())
}
async fn mass_media_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Purple], Splay::Up).await?;
    Ok(())
}
