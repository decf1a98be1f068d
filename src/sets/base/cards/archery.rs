//! Archery (base set, age 1, red): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Archery",
    set: CardSet::Base,
    variants: &[
        Variant::new(E1 | E3, &[demand("I demand that you draw a [1], and then move the highest card in your hand into my hand!", run!(archery))]),
        Variant::new(E4, &[
            demand("I demand that you draw a [1], and then move the highest card in your hand into my hand!", run!(archery)),
            effect("Junk one of the available achievements of value [1] or [2].", run!(archery_junk_4e)),
        ]),
    ],
};

async fn archery(cx: &mut Ctx, e: Exec) -> R {
    cx.draw(e.you, 1).await?;
    let highest = highest(&cx.hand(e.you));
    if let Some(c) = cx.choose_card(e.you, &highest, false, Intent::Give { to: Some(e.leader) }, "Choose your highest card to hand over").await? {
        cx.transfer(e.you, c, Zone::Hand(e.leader)).await?;
    }
    Ok(())
}
async fn archery_junk_4e(cx: &mut Ctx, e: Exec) -> R {
    cx.junk_available(e.you, &[1, 2], false).await?;
    Ok(())
}
