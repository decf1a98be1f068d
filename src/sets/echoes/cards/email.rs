//! Email (Echoes of the Past, age 9, green): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Email",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Draw a [10] and foreshadow it.", run!(email_echo)),
        effect("Draw a [9] and foreshadow it.", run!(email_foreshadow)),
        effect("Carry out yourself, without sharing, every non-demand effect of your lowest top card that is not green.", run!(email_execute)),
    ])],
};

async fn email_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_foreshadow(e.you, 10).await?;
    Ok(())
}

async fn email_foreshadow(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_foreshadow(e.you, 9).await?;
    Ok(())
}

/// Its echo effects are not executed (3rd-edition rules, "Echo effects": not when
/// an effect makes you execute another card's non-demand effects).
async fn email_execute(cx: &mut Ctx, e: Exec) -> R {
    let lowest = lowest_top(cx.s(), &top_cards_where(cx.s(), e.you, |c| color(c) != Color::Green));
    if let Some(c) = cx.choose_card(e.you, &lowest, false, Intent::Execute, "Choose your lowest non-green top card to execute").await? {
        cx.self_execute(e.you, c).await?;
    }
    Ok(())
}
