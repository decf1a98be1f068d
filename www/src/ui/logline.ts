// One log line from the engine's parts: text, players (by name), cards the viewer
// may see (by id: a button that opens the card) and face-down cards ("a 3"). The
// engine decides what the viewer may see; this only draws it.
import type { CardInfo, LogLine } from '../engine/types';
import type { CardIndex } from './card';

export function renderLogParts(line: LogLine, names: string[], cards: CardIndex, open?: (card: CardInfo) => void): (Node | string)[] {
  const out: (Node | string)[] = [];
  for (const p of line.parts) {
    if (p.type === 'text') out.push(p.text);
    else if (p.type === 'player') out.push(names[p.player] ?? `player ${p.player + 1}`);
    // A face-down card: its age, and its set when not the base set (the backs differ),
    // named as the rule books shorten it ("a 3 (Echoes)").
    else if (p.type === 'hidden') out.push(p.set === 'base' ? `a ${p.age}` : `a ${p.age} (${p.set.charAt(0).toUpperCase()}${p.set.slice(1)})`);
    else {
      const card = cards.get(p.card);
      if (!card) {
        out.push(`card ${p.card}`);
      } else if (open) {
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'inno-log-card';
        b.dataset.cardName = card.name;
        b.textContent = card.name;
        b.addEventListener('click', () => open(card));
        out.push(b);
      } else {
        out.push(card.name);
      }
    }
  }
  return out;
}

/** The line as plain text. */
export function logText(line: LogLine, names: string[], cards: CardIndex): string {
  return renderLogParts(line, names, cards).map((x) => (typeof x === 'string' ? x : x.textContent ?? '')).join('');
}
