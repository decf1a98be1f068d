//! Linguistics (Echoes of the Past, age 2, blue): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Linguistics",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Either draw a [3], or draw a [4] and foreshadow it.", run!(linguistics_echo)),
        effect("If your board shows any bonus, draw a card of the value of one of those bonuses.", run!(linguistics)),
    ])],
};

async fn linguistics_echo(cx: &mut Ctx, e: Exec) -> R {
    match cx.choose_option(e.you, &["Draw a [3]", "Draw a [4] and foreshadow it"], false, "Draw a 3, or draw and foreshadow a 4").await? {
        Some(0) => {
            cx.draw(e.you, 3).await?;
        }
        Some(_) => {
            cx.draw_and_foreshadow(e.you, 4).await?;
        }
        None => {}
    }
    Ok(())
}
/// "A bonus on your board": a visible one (3rd-edition rules, glossary "Visible":
/// an icon counts while visible). Several values: the player chooses the value
/// (one value: not asked).
async fn linguistics(cx: &mut Ctx, e: Exec) -> R {
    let mut values: Vec<u8> = crate::rules::query::bonuses(cx.s(), e.you);
    crate::sort::sort(&mut values);
    values.dedup();
    if values.is_empty() {
        return Ok(());
    }
    let v = cx.choose_value(e.you, &values, "Choose the value of one of your bonuses: draw a card of that value").await?;
    cx.draw(e.you, v).await?;
    Ok(())
}
