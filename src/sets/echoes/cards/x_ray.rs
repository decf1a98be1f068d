//! X-Ray (Echoes of the Past, age 8, blue): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "X-Ray",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Draw an [8] and tuck it.", run!(x_ray_echo)),
        effect("For each three {leaf} on your board, pick any value, draw a card of it and foreshadow it.", run!(x_ray_foreshadow)),
        effect("You may splay your yellow cards up.", run!(x_ray_splay)),
    ])],
};

async fn x_ray_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_tuck(e.you, 8).await?;
    Ok(())
}

/// The number of draws is counted once, before the first.
async fn x_ray_foreshadow(cx: &mut Ctx, e: Exec) -> R {
    let n = cx.icon_count(e.you, Icon::Leaf) / 3;
    let values = cx.s().rules().values();
    for _ in 0..n {
        let v = cx.choose_value(e.you, &values, "Choose a value to draw and foreshadow").await?;
        cx.draw_and_foreshadow(e.you, v).await?;
    }
    Ok(())
}

async fn x_ray_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Yellow], Splay::Up).await?;
    Ok(())
}
