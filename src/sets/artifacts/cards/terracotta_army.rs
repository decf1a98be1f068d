//! Terracotta Army (Artifacts, age 2, yellow): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Terracotta Army",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[
        compel("I compel you to return one of your top cards that has no {castle}!", run!(terracotta_compel)),
        effect("Score a card from your hand that has no {castle}.", run!(terracotta_score)),
    ])],
};

async fn terracotta_compel(cx: &mut Ctx, e: Exec) -> R {
    let cands = top_cards_where(cx.s(), e.you, |c| !cx.s().has_icon(c, Icon::Castle));
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Return, "Choose a top card without a castle to return").await? {
        if cx.return_card(e.you, c).await? {
            cx.memory().demand_hit = true;
        }
    }
    Ok(())
}

async fn terracotta_score(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> = cx.hand(e.you).into_iter().filter(|&c| !cx.s().has_icon(c, Icon::Castle)).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Score, "Choose a card without a castle from your hand to score").await? {
        cx.score(e.you, c).await?;
    }
    Ok(())
}
