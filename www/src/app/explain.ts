// Plain words for people, made from the engine's structured values (a question's
// intent and context, a Dogma preview, the turn): never from the engine's English
// prompt strings, which are shown as they are. Nothing here decides a rule.
import type { Choice, DogmaPreview, Intent, PlayerId, QuestionContext, QuestionKind, Step, View } from '../engine/types';
import type { CardIndex } from '../ui/card';
import { turnText } from '../ui/table';

/** Who is who, for the words: names by seat, and the person reading (null: nobody in particular). */
export interface Words {
  names: string[];
  cards: CardIndex;
  me: PlayerId | null;
}

function name(w: Words, p: PlayerId): string {
  return w.names[p] ?? `player ${p + 1}`;
}

/** "you" for the reader, else the name. */
function who(w: Words, p: PlayerId): string {
  return p === w.me ? 'you' : name(w, p);
}

function whose(w: Words, p: PlayerId): string {
  return p === w.me ? 'your' : `${name(w, p)}'s`;
}

/** `whose` at the start of a sentence: "Your", or the name as the player wrote it ("ann's"). */
function whoseFirst(w: Words, p: PlayerId): string {
  return p === w.me ? 'Your' : whose(w, p);
}

function cardName(w: Words, card: number): string {
  return w.cards.get(card)?.name ?? `card ${card}`;
}

/** Where a question comes from: "Archery — Tom's demand", "Mjolnir Amulet — Tom's compel", "Writing — your Dogma", "Writing — Tom's Dogma, shared by Bo". */
export function source(ctx: QuestionContext, player: PlayerId, w: Words): string {
  const card = cardName(w, ctx.card);
  if (ctx.demand) return `${card} — ${whose(w, ctx.leader)} ${ctx.compel ? 'compel' : 'demand'}`;
  const shared = ctx.leader === player ? '' : player === w.me ? ', which you share' : `, shared by ${name(w, player)}`;
  return `${card} — ${whose(w, ctx.leader)} Dogma${shared}`;
}

/**
 * Where a question comes from when no effect asks it (a step of the turn the
 * expansions add, a karma): "Start of your turn — Holy Grail on display", "After
 * your Meld action (Pottery)", "Tom's Endorse action on Sailing", "Carl Friedrich
 * Gauss — your karma".
 */
export function stepSource(step: Step, player: PlayerId, w: Words): string {
  switch (step.type) {
    case 'free_artifact': return `Start of ${whose(w, player)} turn — the artifact ${cardName(w, step.card)} on display`;
    case 'promote': return `After ${whose(w, player)} Meld action (${cardName(w, step.card)}) — promotion from the forecast`;
    case 'seize': return `After ${whose(w, player)} dig — the relic ${cardName(w, step.card)}`;
    case 'end_of_action': return 'The end of the action';
    case 'karma': return `${cardName(w, step.card)} — ${whose(w, step.owner)} karma`;
    case 'parley': return `${whoseFirst(w, step.leader)} Dogma action on ${cardName(w, step.card)} — Parley`;
    case 'action': {
      const t = step.target;
      const by = whoseFirst(w, player);
      if (t.type === 'endorse') return `${by} Endorse action on ${cardName(w, t.card)}`;
      if (t.type === 'inspire') return `${by} Inspire action (${t.color})`;
      if (t.type === 'decree') return `${by} Decree action (${t.special})`;
      return `${by} action`;
    }
  }
}

/** What Parley asks for each of its occasions (4th-edition rulebook, "Parley Rules"). */
const PARLEY = {
  activate: 'return a card from hand to activate that distant card',
  share: 'return a card from hand to share it, or pass',
  immune: 'return a card from hand to be immune to its demands, or pass',
};

/** What a step asks, when its words say more than the intent (the free artifact action, a relic, Parley). */
function stepTask(step: Step | null | undefined): string | null {
  if (step?.type === 'free_artifact') return `${step.dogma ? 'a free Dogma action on it (then it is returned), ' : ''}return it, or keep it on display`;
  if (step?.type === 'seize') return `seize it into your achievements${step.to_hand ? ' or your hand' : ''}, or leave it`;
  if (step?.type === 'parley') return PARLEY[step.why];
  return null;
}

/** Where a question comes from: its effect, or its step of the turn (null: the turn's own questions). */
export function origin(q: { context?: QuestionContext | null; step?: Step | null }, player: PlayerId, w: Words): string | null {
  if (q.context) return source(q.context, player, w);
  if (q.step) return stepSource(q.step, player, w);
  return null;
}


const ITEM: Record<QuestionKind, [string, string]> = {
  initial_meld: ['a card', 'cards'],
  action: ['an action', 'actions'],
  card: ['a card', 'cards'],
  cards: ['a card', 'cards'],
  color: ['a colour', 'colours'],
  player: ['a player', 'players'],
  value: ['a value', 'values'],
  icon: ['an icon', 'icons'],
  yes_no: ['yes or no', 'yes or no'],
  option: ['an option', 'options'],
  order: ['the order', 'the order'],
  special: ['a special achievement', 'special achievements'],
  set: ['a type of card', 'types of card'],
};

/** What the person answering does, in a few words: "give a card to Tom", "splay a colour left". */
export function task(intent: Intent, kind: QuestionKind, multi: boolean, w: Words, step?: Step | null): string {
  const special = stepTask(step);
  if (special) return special;
  const item = ITEM[kind][multi && kind !== 'order' ? 1 : 0];
  if (kind === 'yes_no') {
    if (step?.type === 'promote') return 'decide whether to take a free Dogma action on the promoted card';
    if (intent.verb === 'execute') return 'decide whether to execute its effects';
    const verb = verbOf(intent, w);
    return verb ? `decide whether to ${verb}` : 'answer yes or no';
  }
  // A colour is chosen for what is then done to cards of it ("choose a colour to tuck").
  if (kind === 'color' && intent.verb !== 'splay' && intent.verb !== 'unsplay' && intent.verb !== 'keep') {
    const verb = verbOf(intent, w);
    return verb ? `choose ${item} to ${verb}` : `choose ${item}`;
  }
  switch (intent.verb) {
    case 'action': return 'choose an action';
    case 'initial_meld': return 'choose the card to meld first';
    case 'decide': return `choose ${item}`;
    case 'apply': return 'choose the karma that applies (the others are ignored)';
    case 'keep': return `choose ${item} to keep`;
    case 'execute': return `choose ${item} whose effects you execute`;
    case 'give':
      if (kind === 'player') return 'choose who gets it';
      return intent.to === null ? `choose ${item} to give away` : `give ${item} to ${who(w, intent.to)}`;
    case 'take': return `take ${item}`;
    case 'transfer': return `choose ${item} to move`;
    case 'exchange': return `choose ${item} to exchange`;
    case 'splay': return `splay ${item} ${intent.direction}`;
    case 'unsplay': return `unsplay ${item}`;
    default: return `${intent.verb} ${item}`;
  }
}

/** The verb alone, for a yes/no question or a button ("return", "give to Tom"); null when it says nothing. */
function verbOf(intent: Intent, w: Words): string | null {
  switch (intent.verb) {
    case 'give': return intent.to === null ? 'give away' : `give to ${who(w, intent.to)}`;
    case 'splay': return `splay ${intent.direction}`;
    case 'decide': case 'apply': case 'action': case 'initial_meld': case 'keep': case 'execute': case 'transfer': return null;
    default: return intent.verb;
  }
}

/** What happens to what is chosen: "It goes to Tom." (null for choices of a player, a value... that the prompt explains). */
export function outcome(intent: Intent, kind: QuestionKind, multi: boolean, w: Words, step?: Step | null): string | null {
  if (step?.type === 'free_artifact') return 'Its free Dogma action counts its icons with yours for sharing and demands.';
  if (step?.type === 'seize') return 'A relic in your achievements counts toward winning.';
  if (step?.type === 'promote' && intent.verb === 'meld') return 'It is melded from your forecast; then you may take a free Dogma action on it.';
  if (kind === 'player' || kind === 'value' || kind === 'icon' || kind === 'option' || kind === 'yes_no' || kind === 'set') return null;
  // What happens to the cards of a chosen colour, the prompt says (a colour is not tucked).
  if (kind === 'color' && intent.verb !== 'splay' && intent.verb !== 'unsplay' && intent.verb !== 'decide') return null;
  const it = multi ? 'They' : 'It';
  const goes = multi ? 'go' : 'goes';
  switch (intent.verb) {
    case 'meld': return `${it} ${goes} on top of ${multi ? 'their piles' : 'its pile'} on your board.`;
    case 'tuck': return `${it} ${goes} under ${multi ? 'their piles' : 'its pile'} on your board.`;
    case 'score': return `${it} ${goes} to your score pile.`;
    case 'return': return `${it} ${goes} back under ${multi ? 'their decks' : 'its deck'}.`;
    case 'junk': return `${it} ${goes} to the junk, out of play.`;
    case 'achieve': return `${it} ${multi ? 'become your achievements' : 'becomes your achievement'}.`;
    case 'reveal': return 'Everyone sees what you choose.';
    case 'give': return intent.to === null ? `${it} ${goes} to another player.` : `${it} ${goes} to ${who(w, intent.to)}.`;
    case 'take': return `${it} ${multi ? 'come' : 'comes'} to you.`;
    case 'exchange': return 'They change places.';
    case 'splay': return `That pile is splayed ${intent.direction}: more of its icons show.`;
    case 'unsplay': return 'That pile is no longer splayed.';
    case 'execute': return 'Its effects are executed, for you.';
    case 'action': return null;
    case 'keep': return `${it} ${multi ? 'stay' : 'stays'}; the others go.`;
    case 'decide': return 'Your choice decides what the effect does next.';
    default: return null;
  }
}

/** A button's words for one choice inside an effect: "Return Pottery", "Give Oars to Tom", "Splay red left". */
export function choiceLabel(c: Choice, intent: Intent, kind: QuestionKind, w: Words): string {
  const t = c.target.type;
  if (t === 'pass' || t === 'yes' || t === 'no' || t === 'option' || t === 'draw' || t === 'meld' || t === 'dogma' || t === 'achieve') return c.label;
  if (kind === 'initial_meld') return `Meld ${c.label} first`;
  if (kind === 'player') return intent.verb === 'give' ? `To ${c.label}` : c.label;
  const verb = verbOf(intent, w);
  if (!verb) return c.label;
  const [first, ...rest] = verb.split(' ');
  return [first[0].toUpperCase() + first.slice(1), c.label, ...rest].join(' ');
}

/** The status line: whose turn, and whether an action is being resolved. */
export function statusLine(v: View, w: Words): string {
  if (v.outcome) return 'Game over';
  if (v.setup) return 'Setup: everyone chooses a card to meld';
  if (!v.turn) return '';
  const q = v.question;
  const head = `Turn: ${v.turn.player === w.me ? `you (${name(w, v.turn.player)})` : name(w, v.turn.player)}`;
  const card = q && q.kind !== 'action' && q.context ? ` · ${cardName(w, q.context.card)}` : '';
  return `${head} · ${turnText(v)}${card}`;
}

/**
 * Why the device goes to someone: "Bo must answer Archery — Ada's demand: give a card to Ada."
 * A step of the turn is not named after a card, so it gets a sentence of its own: "Ada must
 * answer a question. Start of Ada's turn — the artifact Excalibur on display: …".
 */
export function handoverReason(v: View, to: PlayerId, w: Words): string {
  const q = v.question;
  if (!q || q.player !== to) return `${name(w, to)} plays next.`;
  if (q.kind === 'initial_meld') return `${name(w, to)} chooses a card to meld first.`;
  if (q.kind === 'action' && !q.step) return `It is ${name(w, to)}'s turn.`;
  const where = origin(q, q.player, w);
  const what = task(q.intent, q.kind, q.kind === 'cards', w, q.step);
  if (!where) return `${name(w, to)} must ${what}.`;
  const named = q.context || q.step?.type === 'karma';
  return `${name(w, to)} must answer ${named ? '' : 'a question. '}${where}: ${what}.`;
}

const ICON_PLURAL: Record<string, string> = { leaf: 'leaves' };

function plural(icon: string): string {
  return ICON_PLURAL[icon] ?? `${icon}s`;
}

function list(xs: string[]): string {
  return xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
}

/** The Dogma preview in sentences (its counts are drawn apart): who shares, who is demanded, the warning. */
export function previewLines(p: DogmaPreview, w: Words): { counts: string; lines: string[]; warning: string | null } {
  const icons = plural(p.icon);
  const counts = `${icons[0].toUpperCase()}${icons.slice(1)}: ${p.counts.map(([q, n]) => `${who(w, q)} ${n}`).join(', ')}`;
  const lines: string[] = [];
  const card = cardName(w, p.card);
  const echoes = p.effects.filter((k) => k === 'echo').length;
  if (echoes) lines.push(`${echoes === 1 ? 'An echo effect runs' : `${echoes} echo effects run`} first (visible in that colour).`);
  if (p.effects.includes('non_demand') || echoes) {
    lines.push(p.sharing.length ? `${list(p.sharing.map((q) => name(w, q)))} ${p.sharing.length === 1 ? 'shares' : 'share'}: the effects run for ${p.sharing.length === 1 ? 'them' : 'each of them'} first, then for you.` : 'Nobody shares: the effects run for you alone.');
  }
  if (p.effects.includes('demand')) lines.push(p.demanded.length ? `The demand affects ${list(p.demanded.map((q) => name(w, q)))}.` : `Nobody has fewer ${icons} than you: the demand affects nobody.`);
  if (p.effects.includes('compel')) lines.push(p.compelled.length ? `The compel affects ${list(p.compelled.map((q) => name(w, q)))}.` : `No opponent has as many ${icons} as you: the compel affects nobody.`);
  if (p.parley.length) lines.push(`${list(p.parley.map((q) => name(w, q)))} may parley (return a card from hand) to share or to be immune.`);
  let warning: string | null = null;
  if (p.warning === 'nobody_demanded') warning = `${card} would do nothing for you: its only effects are demands or compels, and they affect nobody.`;
  else if (p.warning === 'no_effects') warning = `${card} has no effect that a Dogma action runs in this edition: it would do nothing.`;
  return { counts, lines, warning };
}
