//! Along the River during the Qingming Festival (Artifacts, age 3, yellow): our
//! wording of its text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Along the River during the Qingming Festival",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Draw and reveal a [4]. Tuck it if it is yellow, score it if it is purple, and otherwise do this effect again.",
        run!(along_the_river),
    )])],
};

async fn along_the_river(cx: &mut Ctx, e: Exec) -> R {
    for _ in 0..MAX_REPEATS {
        let Some(c) = cx.draw_and_reveal(e.you, 4).await? else { break };
        match color(c) {
            Color::Yellow => {
                cx.tuck(e.you, c).await?;
                return Ok(());
            }
            Color::Purple => {
                cx.score(e.you, c).await?;
                return Ok(());
            }
            _ => {}
        }
    }
    Ok(())
}
