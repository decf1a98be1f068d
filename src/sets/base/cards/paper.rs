//! Paper (base set, age 3, green): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Paper",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[
        effect("You may splay either your green or your blue cards to the left.", run!(paper_splay)),
        effect("For each colour of yours that is splayed left, draw a [4].", run!(paper_draw)),
    ]),
    Variant::new(E4, &[
        effect("You may splay either your green or your blue cards to the left.", run!(paper_splay)),
        effect(
            "Score a top card showing {leaf} from your board. If you do, draw a [4] for each colour of yours that is splayed left.",
            run!(paper_score_draw_4e),
        ),
    ])],
};

async fn paper_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Green, Color::Blue], Splay::Left).await?;
    Ok(())
}
async fn paper_draw(cx: &mut Ctx, e: Exec) -> R {
    let n = Color::ALL.iter().filter(|&&c| cx.s().pile(e.you, c).splay() == Splay::Left).count();
    cx.draw_n(e.you, 4, n).await?;
    Ok(())
}
async fn paper_score_draw_4e(cx: &mut Ctx, e: Exec) -> R {
    let cands = top_cards_where(cx.s(), e.you, |c| cx.s().has_icon(c, Icon::Leaf));
    let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Score, "Choose a top card with a leaf to score").await? else { return Ok(()) };
    if !cx.score(e.you, c).await? {
        return Ok(());
    }
    // Counted after the scoring: a pile left with one card is no longer splayed.
    paper_draw(cx, e).await
}
