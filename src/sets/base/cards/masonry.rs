//! Masonry (base set, age 1, yellow): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Masonry",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[effect(
        "You may meld as many cards with a {castle} from your hand as you like. If you meld four or more this way, claim the Monument achievement.",
        run!(masonry),
    )]),
    Variant::new(E4, &[
        effect("You may meld as many cards from your hand as you like, each showing {castle}.", run!(masonry_meld_4e)),
        effect("If your board has exactly three red cards, claim the Monument achievement.", run!(masonry_monument_4e)),
    ])],
};

async fn masonry(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> = cx.hand(e.you).iter().copied().filter(|&c| cx.s().has_icon(c, Icon::Castle)).collect();
    let chosen = cx.choose_cards(e.you, &cands, 0, cands.len(), Intent::Meld, "Meld any number of cards with a castle").await?;
    let melded = cx.meld_all(e.you, &chosen).await?.len();
    if melded >= 4 {
        cx.claim_special(e.you, "Monument").await?;
    }
    Ok(())
}
async fn masonry_meld_4e(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> = cx.hand(e.you).iter().copied().filter(|&c| cx.s().has_icon(c, Icon::Castle)).collect();
    let chosen = cx.choose_cards(e.you, &cands, 0, cands.len(), Intent::Meld, "Meld any number of cards with a castle").await?;
    cx.meld_all(e.you, &chosen).await?;
    Ok(())
}
async fn masonry_monument_4e(cx: &mut Ctx, e: Exec) -> R {
    // Red cards on the board: the whole red pile, covered cards included.
    if cx.s().pile(e.you, Color::Red).cards().len() == 3 {
        cx.claim_special(e.you, "Monument").await?;
    }
    Ok(())
}
