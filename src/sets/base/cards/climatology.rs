//! Climatology (base set, age 11, blue; 4th edition only): our wording of its
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Climatology",
    set: CardSet::Base,
    variants: &[Variant::new(E4, &[
        demand("I demand that you return two top cards from your board that each show the icon I name, which may be any icon but {leaf}!", run!(climatology_demand)),
        effect(
            "Return one of your top cards. Then return every card in your score pile whose value is at least that card's value.",
            run!(climatology_return),
        ),
    ])],
};

async fn climatology_demand(cx: &mut Ctx, e: Exec) -> R {
    let icons: Vec<Icon> = cx.s().rules().icons().iter().copied().filter(|&i| i != Icon::Leaf).collect();
    let Some(icon) = cx.choose_icon(e.leader, &icons, "Name an icon other than a leaf: the demanded player returns two top cards with it").await? else { return Ok(()) };
    let cands = top_cards_where(cx.s(), e.you, |c| cx.s().has_icon(c, icon));
    let chosen = cx.choose_cards(e.you, &cands, 2, 2, Intent::Return, "Choose two top cards with the named icon to return").await?;
    cx.return_all(e.you, &chosen).await?;
    Ok(())
}
async fn climatology_return(cx: &mut Ctx, e: Exec) -> R {
    let tops = cx.s().top_cards(e.you);
    let Some(c) = cx.choose_card(e.you, &tops, false, Intent::Return, "Choose a top card to return").await? else { return Ok(()) };
    // "The returned card": none when a karma replaced the return.
    if !cx.return_card(e.you, c).await? {
        return Ok(());
    }
    let from_score: Vec<CardId> = cx.score_pile(e.you).into_iter().filter(|&s| age(s) >= age(c)).collect();
    cx.return_all(e.you, &from_score).await?;
    Ok(())
}
