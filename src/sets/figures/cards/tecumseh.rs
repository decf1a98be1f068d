//! Tecumseh (Figures in the Sand, age 6, red): our wording of its 3rd-edition
//! text, then the code that runs it and its karma.
use crate::cards::prelude::*;
use crate::rules::hooks::{ActKind, Hook, When};
use crate::sets::figures::claim::owner;

pub static CARD: CardDef = CardDef {
    name: "Tecumseh",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[TUCK],
        ..Variant::new(E3, &[
            echo("Draw a [6] and tuck it.", run!(tecumseh_echo)),
            karma("If you would tuck a card with a {factory}, first return a top card with a {factory} from the board of another player."),
        ])
    }],
};

async fn tecumseh_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_tuck(e.you, 6).await?;
    Ok(())
}

const TUCK: Hook = Hook {
    name: "Tecumseh: first return another player's top card with a factory",
    when: When::Before,
    on: &[ActKind::Tuck],
    applies: |cx, src, act| owner(src) == Some(act.player()) && act.card().map(|c| cx.s().has_icon(c, Icon::Factory)).unwrap_or(false),
    run: |cx, _, act| Box::pin(async move {
        let p = act.player();
        let mut cands = vec![];
        for q in cx.s().players_from(p + 1).into_iter().filter(|&q| q != p) {
            cands.extend(top_cards_where(cx.s(), q, |c| cx.s().has_icon(c, Icon::Factory)));
        }
        if let Some(c) = cx.choose_card(p, &cands, false, Intent::Return, "Return a top card with a factory from another player's board").await? {
            cx.return_card(p, c).await?;
        }
        Ok(())
    }),
};
