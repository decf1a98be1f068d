//! Bandage (Echoes of the Past, age 8, red): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Bandage",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Meld a card with a {leaf} from your hand.", run!(bandage_echo)),
        demand(
            "I demand that you return the highest card of your score pile whose value matches no card in your hand! Return one of your top cards that has a {clock}!",
            run!(bandage_demand),
        ),
    ])],
};

async fn bandage_echo(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> = cx.hand(e.you).into_iter().filter(|&c| cx.s().has_icon(c, Icon::Leaf)).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Meld, "Choose a card with a leaf to meld").await? {
        cx.meld(e.you, c).await?;
    }
    Ok(())
}

async fn bandage_demand(cx: &mut Ctx, e: Exec) -> R {
    let in_hand: Vec<u8> = cx.hand(e.you).iter().map(|&c| age(c)).collect();
    let unmatched: Vec<CardId> = cx.score_pile(e.you).into_iter().filter(|&c| !in_hand.contains(&age(c))).collect();
    let top = highest(&unmatched);
    if let Some(c) = cx.choose_card(e.you, &top, false, Intent::Return, "Choose the highest score card without a card of its value in your hand to return").await? {
        cx.return_card(e.you, c).await?;
    }
    let clocks = top_cards_where(cx.s(), e.you, |c| cx.s().has_icon(c, Icon::Clock));
    if let Some(c) = cx.choose_card(e.you, &clocks, false, Intent::Return, "Choose a top card with a clock to return").await? {
        cx.return_card(e.you, c).await?;
    }
    Ok(())
}
