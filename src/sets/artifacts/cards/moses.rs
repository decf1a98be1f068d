//! Moses (Artifacts of History, age 4, yellow): our wording of its text, then
//! the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Moses",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[
        compel("I compel you to move every top card bearing a {crown} from your board into my score pile!", run!(moses_compel)),
        effect("Score one of your top cards bearing a {crown}.", run!(moses_score)),
    ])],
};

fn with_crown(cx: &Ctx, p: PlayerId) -> Vec<CardId> {
    top_cards_where(cx.s(), p, |c| cx.s().has_icon(c, Icon::Crown))
}

async fn moses_compel(cx: &mut Ctx, e: Exec) -> R {
    // Several cards moved together: in colour order (spec rule 7).
    for c in with_crown(cx, e.you) {
        cx.transfer(e.you, c, Zone::Score(e.leader)).await?;
    }
    Ok(())
}

async fn moses_score(cx: &mut Ctx, e: Exec) -> R {
    let cands = with_crown(cx, e.you);
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Score, "Score one of your top cards with a crown").await? {
        cx.score(e.you, c).await?;
    }
    Ok(())
}
