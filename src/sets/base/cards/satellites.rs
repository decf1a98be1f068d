//! Satellites (base set, age 9, green): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Satellites",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[
        effect("Return your whole hand; after that, draw three [8].", run!(satellites_return)),
        effect("If you wish, splay your purple cards up.", run!(satellites_splay)),
        effect("Meld a card from your hand, then carry out each of its non-demand dogma effects yourself, without sharing.", run!(satellites_execute)),
    ]),
    Variant::new(E4, &[
        effect("Return your whole hand. Then you may splay your purple cards up.", run!(satellites_return_4e)),
        effect("Draw three [8].", run!(satellites_draw_4e)),
        effect("Meld a card from your hand and self-execute it.", run!(satellites_execute)),
    ])],
};

async fn satellites_return(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    cx.return_all(e.you, &hand).await?;
    satellites_draw_4e(cx, e).await
}
async fn satellites_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Purple], Splay::Up).await?;
    Ok(())
}
async fn satellites_execute(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Meld, "Choose a card to meld; you then execute its non-demand effects").await? {
        cx.meld(e.you, c).await?;
        cx.self_execute(e.you, c).await?;
    }
    Ok(())
}
async fn satellites_return_4e(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    cx.return_all(e.you, &hand).await?;
    satellites_splay(cx, e).await
}
async fn satellites_draw_4e(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_n(e.you, 8, 3).await?;
    Ok(())
}
