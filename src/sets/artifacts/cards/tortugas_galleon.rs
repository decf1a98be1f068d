//! Tortugas Galleon (Artifacts of History, age 4, red): our wording of its
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Tortugas Galleon",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[compel(
        "I compel you to move every card of the highest value in your score pile into my score pile! If any moved, move one of your top cards of that value onto my board!",
        run!(tortugas_galleon),
    )])],
};

async fn tortugas_galleon(cx: &mut Ctx, e: Exec) -> R {
    let top = highest(&cx.score_pile(e.you));
    let Some(&first) = top.first() else { return Ok(()) };
    let v = age(first);
    let mut moved = 0;
    for c in top {
        if cx.transfer(e.you, c, Zone::Score(e.leader)).await? {
            moved += 1;
        }
    }
    if moved == 0 {
        return Ok(());
    }
    let tops = top_cards_where(cx.s(), e.you, |c| cx.s().value(c) == v);
    if let Some(c) = cx.choose_card(e.you, &tops, false, Intent::Give { to: Some(e.leader) }, &format!("Choose a top card of value {v} to hand over")).await? {
        cx.transfer_to_board(e.you, c, e.leader).await?;
    }
    Ok(())
}
