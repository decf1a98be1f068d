//! Dentures (Echoes of the Past, age 6, yellow): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Dentures",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Draw a [6] and tuck it.", run!(dentures_echo)),
        effect(
            "Score the top two cards, leaving out the bottom card, of the colour of the card you last tucked because of Dentures. If there is nothing to score, draw a [6], tuck it, and do this effect again.",
            run!(dentures),
        ),
        effect("You may splay your blue cards right.", run!(dentures_splay)),
    ])],
};

/// The card each player last tucked because of Dentures in this Dogma action
/// (its echo effect or the repeat below) is kept per player.
async fn dentures_echo(cx: &mut Ctx, e: Exec) -> R {
    tuck_one(cx, e).await
}

async fn tuck_one(cx: &mut Ctx, e: Exec) -> R {
    if let Some(c) = cx.draw_and_tuck(e.you, 6).await? {
        if matches!(cx.s().loc(c), Some(Zone::Board(..))) {
            cx.memory().set_mark(e.card, e.you, c as i64);
        }
    }
    Ok(())
}

/// "The top two non-bottom cards": of a pile of two only its top card, of a pile
/// of one none. Without a card tucked because of Dentures there is nothing to
/// score.
async fn dentures(cx: &mut Ctx, e: Exec) -> R {
    for _ in 0..MAX_REPEATS {
        let col = cx.memory().mark(e.card, e.you).map(|c| color(c as CardId));
        let targets: Vec<CardId> = match col {
            Some(col) => {
                let cards = cx.s().pile(e.you, col).cards();
                cards.iter().skip(1).rev().take(2).copied().collect()
            }
            None => vec![],
        };
        if !targets.is_empty() {
            cx.score_all(e.you, &targets).await?;
            return Ok(());
        }
        tuck_one(cx, e).await?;
    }
    Ok(())
}

async fn dentures_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Blue], Splay::Right).await?;
    Ok(())
}
