//! Medicine (base set, age 3, yellow): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Medicine",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[demand(
        "I demand that you swap the highest card of your score pile for the lowest card of my score pile!",
        run!(medicine),
    )]),
    Variant::new(E4, &[
        demand("I demand that you swap the highest card of your score pile for the lowest card of my score pile!", run!(medicine_4e)),
        effect("Junk one of the available achievements of value [3] or [4].", run!(medicine_junk_4e)),
    ])],
};

async fn medicine(cx: &mut Ctx, e: Exec) -> R {
    // Each player picks among their own tied cards (3rd-edition rules, "Dogma": "you
    // decide which of your cards is affected"), in the order of the text. Both are
    // chosen before either moves (an exchange is simultaneous).
    let yours = highest(&cx.score_pile(e.you));
    let yours = cx.choose_card(e.you, &yours, false, Intent::Exchange, "Choose your highest score card to exchange").await?;
    let mine = lowest(&cx.score_pile(e.leader));
    let mine = cx.choose_card(e.leader, &mine, false, Intent::Exchange, "Choose your lowest score card to exchange").await?;
    if let Some(c) = yours {
        cx.transfer(e.you, c, Zone::Score(e.leader)).await?;
    }
    if let Some(c) = mine {
        cx.transfer(e.you, c, Zone::Score(e.you)).await?;
    }
    Ok(())
}
async fn medicine_4e(cx: &mut Ctx, e: Exec) -> R {
    // As in the 3rd edition, each player picks among their own tied cards, in the
    // order of the text; then one exchange (rulebook-4th-edition.txt, "Exchange").
    let yours = highest(&cx.score_pile(e.you));
    let yours = cx.choose_card(e.you, &yours, false, Intent::Exchange, "Choose your highest score card to exchange").await?;
    let mine = lowest(&cx.score_pile(e.leader));
    let mine = cx.choose_card(e.leader, &mine, false, Intent::Exchange, "Choose your lowest score card to exchange").await?;
    let (yours, mine): (Vec<CardId>, Vec<CardId>) = (yours.into_iter().collect(), mine.into_iter().collect());
    cx.exchange(e.you, &yours, Zone::Score(e.leader), &mine, Zone::Score(e.you)).await
}
async fn medicine_junk_4e(cx: &mut Ctx, e: Exec) -> R {
    cx.junk_available(e.you, &[3, 4], false).await?;
    Ok(())
}
