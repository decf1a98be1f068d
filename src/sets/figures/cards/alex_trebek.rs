//! Alex Trebek (Figures in the Sand, age 10, yellow): our wording of its
//! 3rd-edition text, then the code that runs it.
//!
//! "That value": the value of the card the draw would give (empty ages skipped);
//! a draw that would end the game does not trigger it. "Name a figure": any figure
//! of the game, by its title (a question over every 3rd-edition figure); it is
//! taken from the figures deck of that value if it lies there, and that deck is
//! shuffled either way.
use crate::cards::prelude::*;
use crate::cards::CARDS;
use crate::question::{Choice, Question, QuestionKind, Target};
use crate::rules::hooks::{Act, ActKind, Hook, Source, When};
use crate::sets::figures::is_figure;

pub static CARD: CardDef = CardDef {
    name: "Alex Trebek",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[DRAW],
        ..Variant::new(E3, &[
            inspire("Choose any value, draw a card of that value and meld it.", run!(trebek_inspire)),
            karma("If you would draw a card while you have no figure of its value in hand, first say \"Who is\" and name a figure: if that figure is in the figures deck of that value, take it into your hand. Then shuffle that deck."),
        ])
    }],
};

async fn trebek_inspire(cx: &mut Ctx, e: Exec) -> R {
    let values = cx.s().rules().values();
    let v = cx.choose_value(e.you, &values, "Choose the value of the card to draw and meld").await?;
    cx.draw_and_meld(e.you, v).await?;
    Ok(())
}

/// The value the draw would give, if any.
fn drawn_value(cx: &Ctx, act: &Act) -> Option<u8> {
    let Act::Draw { age, .. } = *act else { return None };
    cx.s().draw_age(CardSet::Base, age)
}

const DRAW: Hook = Hook {
    name: "Alex Trebek",
    when: When::Before,
    on: &[ActKind::Draw],
    applies: |cx, src, act| {
        let Source::Card { owner, .. } = src else { return false };
        act.player() == owner && drawn_value(cx, act).map(|v| !cx.hand(owner).iter().any(|&c| is_figure(c) && age(c) == v)).unwrap_or(false)
    },
    run: |cx, _, act| Box::pin(async move {
        let Some(v) = drawn_value(cx, act) else { return Ok(()) };
        let player = act.player();
        let figures: Vec<CardId> = (0..CARDS.len() as CardId).filter(|&c| CARDS[c as usize].set == CardSet::Figures && CARDS[c as usize].in_edition(cx.s().edition())).collect();
        let choices = figures.iter().enumerate().map(|(i, &c)| Choice { key: cx.s().title(c).into(), label: format!("Who is {}?", cx.s().title(c)).into(), target: Target::Option { index: i } }).collect();
        let q = Question::one(player, QuestionKind::Option, Intent::Decide, &format!("Who is ...? Name a figure: it is taken from the figures deck of value {v} if it is there"), choices);
        let keys = cx.ask(q).await?;
        let named = keys.first().and_then(|k| figures.iter().copied().find(|&c| cx.s().title(c) == k));
        if let Some(c) = named.filter(|&c| cx.s().loc(c) == Some(Zone::Deck(CardSet::Figures, v))) {
            cx.transfer(player, c, Zone::Hand(player)).await?;
        }
        cx.shuffle_deck(CardSet::Figures, v);
        Ok(())
    }),
};
