//! Chronicle of Zuo (Artifacts, age 2, red): our wording of its text, then the code
//! that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Chronicle of Zuo",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "If no player has fewer {castle} than you, draw a [2]. If no player has fewer {crown} than you, draw a [3]. If no player has fewer {lightbulb} than you, draw a [4].",
        run!(chronicle_of_zuo),
    )])],
};

/// "You have the least": nobody has fewer; a tie for the least counts. Only the
/// texts that say "the single player with the most (or least)" ignore ties (BGA
/// rules page, "Winning the game", "By dogma").
fn least(cx: &Ctx, p: PlayerId, icon: Icon) -> bool {
    let mine = cx.icon_count(p, icon);
    cx.s().all_players().into_iter().all(|q| cx.icon_count(q, icon) >= mine)
}

async fn chronicle_of_zuo(cx: &mut Ctx, e: Exec) -> R {
    for (icon, v) in [(Icon::Castle, 2), (Icon::Crown, 3), (Icon::Lightbulb, 4)] {
        if least(cx, e.you, icon) {
            cx.draw(e.you, v).await?;
        }
    }
    Ok(())
}
