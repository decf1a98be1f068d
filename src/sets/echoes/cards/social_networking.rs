//! Social Networking (Echoes of the Past, age 10, red): our wording of its text,
//! then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Social Networking",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        demand("I demand that you name an icon! Move each of your top cards without that icon into my score pile!", run!(social_networking_demand)),
        effect("If you have fewer {factory}, fewer {crown} and fewer {castle} than every other player, you win.", run!(social_networking)),
    ])],
};

async fn social_networking_demand(cx: &mut Ctx, e: Exec) -> R {
    let icons = cx.s().rules().icons();
    let Some(icon) = cx.choose_icon(e.you, icons, "Choose an icon: your top cards without it go to the demanding player's score pile").await? else { return Ok(()) };
    let without = top_cards_where(cx.s(), e.you, |c| !cx.s().has_icon(c, icon));
    for c in without {
        cx.transfer(e.you, c, Zone::Score(e.leader)).await?;
    }
    Ok(())
}

/// Strictly fewer of each of the three icons than each other player (teammates
/// included: "every other player").
async fn social_networking(cx: &mut Ctx, e: Exec) -> R {
    let mine = cx.icons(e.you);
    let others: Vec<PlayerId> = cx.s().all_players().into_iter().filter(|&q| q != e.you).collect();
    let fewer = others.iter().all(|&q| {
        let theirs = cx.icons(q);
        [Icon::Factory, Icon::Crown, Icon::Castle].iter().all(|i| mine[i.index()] < theirs[i.index()])
    });
    if fewer && !others.is_empty() {
        return Err(cx.win(e.you, e.card).await);
    }
    Ok(())
}
