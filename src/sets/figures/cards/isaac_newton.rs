//! Isaac Newton (Figures in the Sand, age 5, blue): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
use crate::cards::prelude::*;
use crate::rules::hooks::{ActKind, Hook, When};
use crate::sets::figures::claim::owner;

pub static CARD: CardDef = CardDef {
    name: "Isaac Newton",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[DRAW_OR_INSPIRE],
        ..Variant::new(E3, &[
            echo("Splay one colour of your cards right.", run!(newton_echo)),
            karma("If you would take a Draw action or an Inspire action, first draw a [1] and transfer it to the board of any player."),
        ])
    }],
};

async fn newton_echo(cx: &mut Ctx, e: Exec) -> R {
    let colors = cx.splayable(e.you, &Color::ALL, Splay::Right);
    if let Some(c) = cx.choose_color(e.you, &colors, false, Intent::Splay { direction: Splay::Right }, "Splay one colour of your cards right").await? {
        cx.splay(e.you, c, Splay::Right).await?;
    }
    Ok(())
}

const DRAW_OR_INSPIRE: Hook = Hook {
    name: "Isaac Newton: a 1 to any board before a Draw or Inspire action",
    when: When::Before,
    on: &[ActKind::DrawAction, ActKind::InspireAction],
    applies: |_, src, act| owner(src) == Some(act.player()),
    run: |cx, _, act| Box::pin(async move {
        let p = act.player();
        let Some(c) = cx.draw(p, 1).await? else { return Ok(()) };
        let players = cx.s().players_from(p);
        let prompt = format!("Choose the player whose board receives {}", cx.s().title(c));
        if let Some(q) = cx.choose_player(p, &players, false, Intent::Give { to: None }, &prompt).await? {
            if cx.s().in_hand(p, c) {
                cx.transfer_to_board(p, c, q).await?;
            }
        }
        Ok(())
    }),
};
