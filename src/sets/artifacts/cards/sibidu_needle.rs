//! Sibidu Needle (Artifacts, age 1, blue): our wording of its text, then the code
//! that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Sibidu Needle",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Draw and reveal a [1]. If one of your top cards has both the colour and the value of the drawn card, score the drawn card and do this effect again.",
        run!(sibidu_needle),
    )])],
};

async fn sibidu_needle(cx: &mut Ctx, e: Exec) -> R {
    for _ in 0..MAX_REPEATS {
        let Some(c) = cx.draw_and_reveal(e.you, 1).await? else { break };
        let matching = cx.s().top_value(e.you, color(c)) == Some(age(c));
        if !matching {
            break;
        }
        cx.score(e.you, c).await?;
    }
    Ok(())
}
