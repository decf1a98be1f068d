//! Holy Lance (Artifacts, age 2, green): our wording of its text, then the code
//! that runs it.
use crate::cards::prelude::*;
use crate::sets::artifacts::card_type;

pub static CARD: CardDef = CardDef {
    name: "Holy Lance",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[
        compel("I compel you to move one of your top Artifacts onto my board!", run!(holy_lance_compel)),
        effect("If Holy Grail is one of your top cards, you win.", run!(holy_lance_win)),
    ])],
};

async fn holy_lance_compel(cx: &mut Ctx, e: Exec) -> R {
    let cands = top_cards_where(cx.s(), e.you, |c| card_type(c) == CardSet::Artifacts);
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Give { to: Some(e.leader) }, "Choose a top Artifact to hand over").await? {
        if cx.transfer_to_board(e.you, c, e.leader).await? {
            cx.memory().demand_hit = true;
        }
    }
    Ok(())
}

async fn holy_lance_win(cx: &mut Ctx, e: Exec) -> R {
    let grail = cx.s().card("Holy Grail");
    if grail.is_some_and(|g| cx.s().top_cards(e.you).contains(&g)) {
        return Err(cx.win(e.you, e.card).await);
    }
    Ok(())
}
