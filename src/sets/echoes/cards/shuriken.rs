//! Shuriken (Echoes of the Past, age 4, red): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Shuriken",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        demand("I demand that you transfer one of your top cards that is not red and has a {castle} or a {lightbulb} to my board! If you do, draw a [4]!", run!(shuriken_demand)),
        effect("You may splay your purple cards right.", run!(shuriken_splay)),
    ])],
};

async fn shuriken_demand(cx: &mut Ctx, e: Exec) -> R {
    let cands = top_cards_where(cx.s(), e.you, |c| color(c) != Color::Red && (cx.s().has_icon(c, Icon::Castle) || cx.s().has_icon(c, Icon::Lightbulb)));
    let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Give { to: Some(e.leader) }, "Choose a top card (not red, with a castle or a lightbulb) to transfer to the demanding player's board").await? else {
        return Ok(());
    };
    if cx.transfer_to_board(e.you, c, e.leader).await? {
        cx.draw(e.you, 4).await?;
    }
    Ok(())
}

async fn shuriken_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Purple], Splay::Right).await?;
    Ok(())
}
