//! Sunglasses (Echoes of the Past, age 3, purple): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Sunglasses",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Score a card from your hand of a colour that is splayed on your board.", run!(sunglasses_echo)),
        effect(
            "You may either splay your purple cards in a direction in which one of your other colours is splayed, or splay one of your other colours in the direction in which your purple cards are splayed.",
            run!(sunglasses),
        ),
    ])],
};

async fn sunglasses_echo(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> = cx.hand(e.you).into_iter().filter(|&c| cx.s().pile(e.you, color(c)).splay() != Splay::None).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Score, "Choose a card of a splayed colour to score").await? {
        cx.score(e.you, c).await?;
    }
    Ok(())
}
/// The two alternatives are different actions: `option 1` (purple takes another
/// colour's direction, then the direction if several: `left`, `right`, `up`) or
/// `option 2` (another colour takes purple's direction, then the colour), with
/// `pass`; only an alternative that would change something is offered (spec
/// rules 1 and 5), and nothing is asked when neither would.
async fn sunglasses(cx: &mut Ctx, e: Exec) -> R {
    let others = [Color::Blue, Color::Red, Color::Green, Color::Yellow];
    let purple = cx.s().pile(e.you, Color::Purple).clone();
    let mut dirs: Vec<Splay> = vec![];
    if purple.cards().len() >= 2 {
        for d in [Splay::Left, Splay::Right, Splay::Up, Splay::Aslant] {
            if d != purple.splay() && others.iter().any(|&c| cx.s().pile(e.you, c).splay() == d) {
                dirs.push(d);
            }
        }
    }
    let colors: Vec<Color> = if purple.splay() == Splay::None { vec![] } else { cx.splayable(e.you, &others, purple.splay()) };
    let mut options: Vec<(usize, &str)> = vec![];
    if !dirs.is_empty() {
        options.push((0, "Splay your purple cards in the direction of another of your colours"));
    }
    if !colors.is_empty() {
        options.push((1, "Splay another of your colours in the direction of your purple cards"));
    }
    match cx.choose_option_among(e.you, &options, true, "You may splay purple like another colour, or another colour like purple").await? {
        Some(0) => {
            if let Some(d) = cx.choose_direction(e.you, &dirs, false, "Choose the direction to splay your purple cards").await? {
                cx.splay(e.you, Color::Purple, d).await?;
            }
        }
        Some(_) => {
            let d = purple.splay();
            if let Some(c) = cx.choose_color(e.you, &colors, false, Intent::Splay { direction: d }, &format!("Choose a colour to splay {}", d.name())).await? {
                cx.splay(e.you, c, d).await?;
            }
        }
        None => {}
    }
    Ok(())
}
