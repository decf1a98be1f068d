//! Feudalism (base set, age 3, purple): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Feudalism",
    set: CardSet::Base,
    variants: &[
        Variant::new(E3, &[
            demand(
                "I demand that you move a card with a {castle} from your hand into my hand! If you do, unsplay your cards of that card's colour!",
                run!(feudalism_demand),
            ),
            effect("You may splay either your yellow or your purple cards to the left.", run!(feudalism_splay)),
        ]),
        // 1st edition: no unsplay.
        Variant::new(E1, &[
            demand("I demand that you move a card with a {castle} from your hand into my hand!", run!(feudalism_demand_1e)),
            effect("You may splay either your yellow or your purple cards to the left.", run!(feudalism_splay)),
        ]),
        Variant::new(E4, &[
            demand(
                "I demand that you move a card with {castle} from your hand into my hand! If you do, junk every available special achievement!",
                run!(feudalism_demand_4e),
            ),
            effect("You may splay either your yellow or your purple cards to the left. If you do, draw a [3].", run!(feudalism_splay_4e)),
        ]),
    ],
};

async fn feudalism_demand(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> = cx.hand(e.you).iter().copied().filter(|&c| cx.s().has_icon(c, Icon::Castle)).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Give { to: Some(e.leader) }, "Choose a card with a castle to hand over").await? {
        if cx.transfer(e.you, c, Zone::Hand(e.leader)).await? {
            cx.splay(e.you, color(c), Splay::None).await?;
        }
    }
    Ok(())
}
async fn feudalism_demand_1e(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> = cx.hand(e.you).iter().copied().filter(|&c| cx.s().has_icon(c, Icon::Castle)).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Give { to: Some(e.leader) }, "Choose a card with a castle to hand over").await? {
        cx.transfer(e.you, c, Zone::Hand(e.leader)).await?;
    }
    Ok(())
}
async fn feudalism_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Yellow, Color::Purple], Splay::Left).await?;
    Ok(())
}
async fn feudalism_demand_4e(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> = cx.hand(e.you).iter().copied().filter(|&c| cx.s().has_icon(c, Icon::Castle)).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Give { to: Some(e.leader) }, "Choose a card with a castle to hand over").await? {
        if cx.transfer(e.you, c, Zone::Hand(e.leader)).await? {
            cx.junk_specials(e.you).await?;
        }
    }
    Ok(())
}
async fn feudalism_splay_4e(cx: &mut Ctx, e: Exec) -> R {
    if cx.may_splay(e.you, &[Color::Yellow, Color::Purple], Splay::Left).await?.is_some() {
        cx.draw(e.you, 3).await?;
    }
    Ok(())
}
