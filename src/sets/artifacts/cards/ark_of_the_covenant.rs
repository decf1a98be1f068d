//! Ark of the Covenant (Artifacts, age 1, purple): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;
use crate::sets::artifacts::card_type;

pub static CARD: CardDef = CardDef {
    name: "Ark of the Covenant",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Return a card from your hand. Move into your score pile every card of its colour from the board of each player who has no top Artifact. If Ark of the Covenant is a top card of any board, move it into your hand.",
        run!(ark_of_the_covenant),
    )])],
};

async fn ark_of_the_covenant(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let chosen = cx.choose_card(e.you, &hand, false, Intent::Return, "Choose a card from your hand to return").await?;
    // "Its colour" is the returned card's: none when a karma replaced the return.
    let returned = match chosen {
        Some(r) => cx.return_card(e.you, r).await?.then_some(r),
        None => None,
    };
    if let Some(r) = returned {
        let col = color(r);
        // Who has no top Artifact is decided before anything moves; the players in
        // turn order from the executing player, each pile top first (spec rule 7).
        let players: Vec<PlayerId> = cx.s().players_from(e.you).into_iter().filter(|&q| !cx.s().top_cards(q).iter().any(|&t| card_type(t) == CardSet::Artifacts)).collect();
        for q in players {
            let pile: Vec<CardId> = cx.s().pile(q, col).cards().iter().rev().copied().collect();
            for c in pile {
                cx.transfer(e.you, c, Zone::Score(e.you)).await?;
            }
        }
    }
    let ark = e.card;
    let on_top = cx.s().all_players().into_iter().any(|q| cx.s().top_cards(q).contains(&ark));
    if on_top {
        cx.transfer(e.you, ark, Zone::Hand(e.you)).await?;
    }
    Ok(())
}
