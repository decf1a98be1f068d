// A table drawn from a real game, for the browser tests and for looking at the
// drawing: a fixed seed, a few questions answered with their first choice.
// Query: ?players=2..4 (default 3), ?moves=N answers (default 6), ?bot=1 lets the
// random computer player answer instead (a richer mid-game table), ?me=P,
// ?expansions=echoes,cities (the 3rd edition's expansions to play with).
import { Game, catalogue } from '../engine/engine';
import type { Answer } from '../engine/types';
import { indexCatalogue } from '../ui/card';
import { injectStyles } from '../ui/styles';
import { renderTable } from '../ui/table';

const NAMES = ['Ada', 'Bo', 'Cy', 'Di'];

async function main(): Promise<void> {
  const params = new URLSearchParams(location.search);
  const players = Math.min(4, Math.max(2, Number(params.get('players') ?? 3)));
  const moves = Number(params.get('moves') ?? 6);
  const bot = params.get('bot') === '1';
  const me = Number(params.get('me') ?? 0);
  const expansions = (params.get('expansions') ?? '').split(',').filter(Boolean);
  injectStyles(document);
  const style = document.createElement('style');
  style.textContent = 'body { margin: 0; padding: 8px; background: #dfe4ea; } html { -webkit-text-size-adjust: 100%; }';
  document.head.append(style);

  const cat = await catalogue();
  const cards = indexCatalogue(cat);
  const game = await Game.create({ players: NAMES.slice(0, players), seed: 7, expansions });
  let answered = 0;
  for (let k = 0; k < moves; k++) {
    const pending = game.view(null).question;
    if (!pending) break;
    const q = game.view(pending.player).question?.question;
    if (!q) break;
    let answer: Answer;
    if (bot) answer = game.botAnswer(pending.player, 'random', 20, 1000 + k);
    else if (q.multi) answer = q.choices.slice(0, Math.max(1, q.min)).map((c) => c.key);
    else answer = q.choices[0].key;
    game.answer(answer);
    answered++;
  }
  const root = document.getElementById('table')!;
  root.replaceChildren(renderTable(game.view(me), cards, { me, specials: cat.specials, sets: cat.sets }));
  root.dataset.answered = String(answered);
}
main();
