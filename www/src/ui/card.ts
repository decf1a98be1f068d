// One card drawn by us: compact (title, age, icons and the start of each effect,
// as wide as a board column) or large (the whole text), its face-down back, and
// the modal that shows a card large.
//
// A compact card opens large when clicked (or Enter/Space) — unless the click is
// handled by someone else: call `event.preventDefault()` or
// `event.stopPropagation()` in your own click handler (on the card or any
// ancestor, any phase) and the card stays closed.
import type { CardInfo, Catalogue, CardId, EffectInfo, Slot, SpecialInfo } from '../engine/types';
import { colorMarkSvg, hexSvg, iconSvg, svgElement } from './icons';
import { injectStyles } from './styles';
import { renderEffectText } from './text';
import { listen } from './morph';
import { ignoreSecondTap } from './touch';

export type CardIndex = Map<CardId, CardInfo>;

export function indexCatalogue(cat: Catalogue): CardIndex {
  return new Map(cat.cards.map((c) => [c.id, c]));
}

export type CardSize = 'compact' | 'large';

export interface CardOptions {
  /** Open the card large on click (default: true for compact cards). */
  open?: boolean;
  /** A compact card with its whole text (the card browser's tiles), not a few lines of each effect. */
  full?: boolean;
}

/** "Archery, age 1, red": the accessible name of a card. */
export function cardLabel(info: CardInfo): string {
  return `${info.name}, age ${info.age}, ${info.color}`;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, cls?: string, text?: string): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

/** What the expansions print in a slot, as a glyph and words (bonus, echo, city icons). */
const MARKS: Record<string, [string, string]> = {
  echo: ['◎', 'echo effect'],
  inspire: ['✦', 'inspire effect'],
  plus: ['+', 'plus'],
  flag: ['⚑', 'flag'],
  fountain: ['⛲', 'fountain'],
  junk: ['✕', 'junk'],
  uplift: ['⇡', 'uplift'],
  unsplay: ['⇄', 'unsplay'],
};
const ARROWS: Record<string, string> = { left: '◀', right: '▶', up: '▲', aslant: '◢' };

/** An icon slot of a card; `index` is its printed position (0 top left, 1–3 the bottom row, 4 top right, 5 top middle). */
export function renderSlot(slot: Slot | undefined, index: number): HTMLElement {
  const s = el('span', 'inno-slot');
  s.dataset.slot = String(index);
  if (slot) s.dataset.slotType = slot.type;
  if (!slot || slot.type === 'empty') {
    s.classList.add('inno-slot-empty');
    s.setAttribute('aria-label', 'no icon');
  } else if (slot.type === 'hex') {
    s.classList.add('inno-slot-hex');
    s.append(svgElement(hexSvg('100%', 'rgba(255,255,255,.85)')));
  } else if (slot.type === 'icon' || slot.type === 'search') {
    s.dataset.icon = slot.value;
    s.append(svgElement(iconSvg(slot.value, '100%')));
    if (slot.type === 'search') {
      // A city's search icon: the icon with a magnifying glass on it.
      s.classList.add('inno-slot-search');
      s.setAttribute('aria-label', `search ${slot.value}`);
      s.append(svgElement('<svg class="inno-search-mark" viewBox="0 0 12 12" aria-hidden="true" focusable="false"><circle cx="5" cy="5" r="3.4" fill="#fff" stroke="#1b1b1b" stroke-width="1.4"/><path d="M7.5 7.5 11 11" stroke="#1b1b1b" stroke-width="1.8" stroke-linecap="round"/></svg>'));
    }
  } else {
    s.classList.add('inno-slot-mark');
    s.dataset.mark = slot.type;
    const [glyph, words] = slot.type === 'bonus' ? [String(slot.value), `bonus ${slot.value}`] : slot.type === 'arrow' ? [ARROWS[slot.value] ?? '→', `splay ${slot.value}`] : MARKS[slot.type];
    s.textContent = glyph;
    s.setAttribute('aria-label', words);
  }
  return s;
}

const VOWEL = /[aeiouy]/i;
/** Pairs of letters that sound as one: never split. */
const DIGRAPH = /^(th|ch|sh|ph|gh|ck|qu)$/i;

/**
 * Where a long word may break: between a vowel and a consonant followed by a
 * vowel ("Mathe|ma|tics"), between two consonants between vowels
 * ("Fer|menting"), or before a pair like "ch" between vowels ("Harpsi|chord"),
 * at least three letters from either end. Browsers hyphenate
 * English only where they have dictionaries; a long title must not break at any
 * letter, nor shrink below a readable size. Returns the word's parts.
 */
function syllables(word: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (let i = 3; word.length >= 9 && i < word.length - 2; i++) {
    const [a, b, c, d] = [word[i - 2], word[i - 1], word[i], word[i + 1]];
    const vcv = VOWEL.test(b) && !VOWEL.test(c) && VOWEL.test(d);
    const vccv = VOWEL.test(a) && !VOWEL.test(b) && !VOWEL.test(c) && VOWEL.test(d) && !DIGRAPH.test(b + c);
    // A pair that sounds as one begins the next syllable ("Harpsi|chord", "Battle|ship"); "ck" ends one.
    const vdv = VOWEL.test(b) && DIGRAPH.test(c + d) && (c + d).toLowerCase() !== 'ck' && VOWEL.test(word[i + 2] ?? '');
    if (vcv || vccv || vdv) {
      parts.push(word.slice(from, i));
      from = i;
    }
  }
  parts.push(word.slice(from));
  return parts;
}

/**
 * The title: it wraps, and a long word breaks between syllables (<wbr>, so that
 * its text stays the title itself), rather than shrinking below a readable size.
 */
function nameEl(name: string): HTMLElement {
  const n = el('span', 'inno-card-name');
  name.split(' ').forEach((word, i) => {
    if (i > 0) n.append(' ');
    syllables(word).forEach((part, k) => {
      if (k > 0) n.append(document.createElement('wbr'));
      n.append(part);
    });
  });
  return n;
}

function ageEl(info: CardInfo): HTMLElement {
  const age = el('span', 'inno-card-age', String(info.age));
  age.setAttribute('aria-label', `age ${info.age}`);
  return age;
}

/** The kinds of effect printed in an icon slot (Echoes' echo effects, Figures' inspire effects). */
const IN_SLOT: Record<string, 'echo' | 'inspire'> = { echo: 'echo', inspire: 'inspire' };

/**
 * Which effect each slot holding one prints: the i-th echo slot holds the i-th
 * echo effect (and so for inspire effects). Slot index → effect.
 */
function slotEffects(info: CardInfo): Map<number, EffectInfo> {
  const out = new Map<number, EffectInfo>();
  for (const kind of ['echo', 'inspire'] as const) {
    const effects = info.effects.filter((e) => e.kind === kind);
    const slots = info.icons.flatMap((s, i) => (s.type === kind ? [i] : []));
    slots.forEach((i, k) => { if (effects[k]) out.set(i, effects[k]); });
  }
  return out;
}

/** A slot; on a large card, a slot that prints an effect shows its text there, as the printed card does. */
function slotEl(info: CardInfo, i: number, inSlot: Map<number, EffectInfo>): HTMLElement {
  const slot = renderSlot(info.icons[i], i);
  const fx = inSlot.get(i);
  if (fx) {
    slot.classList.add('inno-slot-effect');
    slot.removeAttribute('aria-label');
    const body = el('span', 'inno-slot-effect-text');
    body.append(el('span', 'inno-effect-label', fx.kind === 'echo' ? 'Echo' : 'Inspire'), ' ', renderEffectText(fx.text));
    slot.append(body);
  }
  return slot;
}

/** The band: the top-left icon and the title (a large card also has the age there). */
function topRow(info: CardInfo, large: boolean, inSlot: Map<number, EffectInfo>): HTMLElement {
  const top = el('div', 'inno-card-top');
  top.append(slotEl(info, 0, inSlot));
  top.append(nameEl(info.name));
  // Cities print two more slots along the top (then a compact card puts its title
  // on a line of its own below them: beside them it would break at any letter).
  for (const i of [5, 4]) {
    if (info.icons[i] && info.icons[i].type !== 'empty') {
      top.append(slotEl(info, i, inSlot));
      top.classList.add('inno-top-slots');
    }
  }
  if (large) top.append(ageEl(info));
  return top;
}

/** The bottom row of icons; a compact card ends it with its colour's shape and its age, to leave its title the band's width. */
function bottomRow(info: CardInfo, compact: boolean, inSlot: Map<number, EffectInfo>): HTMLElement {
  const bottom = el('div', 'inno-card-bottom');
  for (const i of [1, 2, 3]) bottom.append(slotEl(info, i, inSlot));
  if (compact) {
    // The colour's shape, for colour-blind eyes (the large card has it in its foot).
    bottom.append(svgElement(colorMarkSvg(info.color, 16)));
    bottom.append(ageEl(info));
  }
  return bottom;
}

function featured(info: CardInfo): HTMLElement {
  const f = el('span', 'inno-featured');
  if (info.featured) {
    f.setAttribute('aria-label', `featured icon: ${info.featured}`);
    f.append(el('span', undefined, 'Dogma'));
    f.append(svgElement(iconSvg(info.featured, '1.4em')));
  }
  return f;
}

/** "I demand" / "I compel": the lead words our wording starts a demand or compel with. */
function lead(kind: string): string | null {
  return kind === 'demand' ? 'I demand' : kind === 'compel' ? 'I compel' : null;
}

/** The label of the kinds of effect the expansions add (they are not preceded by the featured icon). */
const KIND_LABEL: Record<string, string> = { echo: 'Echo', inspire: 'Inspire', karma: 'Karma', decree: 'Decree' };

/**
 * The effects, each with the featured icon, in the order printed (any kind the
 * engine lists: demands, non-demands, and what the expansions add). `label`
 * sets "I demand" apart as a label (the large card); compact cards keep it in
 * the sentence and clamp each effect to a few lines (the whole text is one tap away).
 */
function effectsEl(info: CardInfo, label: boolean, skip: Set<EffectInfo> = new Set()): HTMLElement {
  const effects = el('div', 'inno-card-effects');
  for (const fx of info.effects) {
    if (skip.has(fx)) continue;
    const p = el('p', fx.kind === 'demand' || fx.kind === 'compel' ? 'inno-effect inno-demand' : 'inno-effect');
    p.dataset.kind = fx.kind;
    const body = el('span', 'inno-effect-text');
    const kind = KIND_LABEL[fx.kind];
    if (kind) {
      // Echo, inspire and karma effects: their kind in words at the start of the
      // text (with the slot's glyph for echo and inspire), and no featured icon.
      p.classList.add(`inno-effect-${fx.kind}`);
      body.append(el('span', 'inno-effect-label', IN_SLOT[fx.kind] ? `${MARKS[fx.kind][0]} ${kind}` : kind), ' ');
    } else if (info.featured) {
      const ic = el('span', 'inno-effect-icon');
      ic.append(svgElement(iconSvg(info.featured, '100%')));
      ic.firstElementChild?.setAttribute('aria-label', `${info.featured} effect`);
      p.append(ic);
    }
    let text = fx.text;
    const words = lead(fx.kind);
    if (label && words && text.toLowerCase().startsWith(words.toLowerCase())) {
      body.append(el('span', 'inno-demand-label', words));
      text = text.slice(words.length).replace(/^\s*/, '');
    }
    body.append(renderEffectText(text));
    p.append(body);
    effects.append(p);
  }
  return effects;
}

/** The card face. Root: `.inno-card[data-card-id][data-card-name][data-color][data-age]`. */
export function renderCard(info: CardInfo, size: CardSize, opts: CardOptions = {}): HTMLElement {
  const card = el('div', `inno-card inno-${size}`);
  card.dataset.cardId = String(info.id);
  card.dataset.cardName = info.name;
  card.dataset.color = info.color;
  card.dataset.age = String(info.age);
  card.setAttribute('aria-label', cardLabel(info));
  if (info.set !== 'base') card.dataset.set = info.set;
  // A large card prints its echo and inspire effects in their slots, as the card does.
  const inSlot = size === 'large' ? slotEffects(info) : new Map<number, EffectInfo>();
  card.append(topRow(info, size === 'large', inSlot));
  if (size === 'large') card.setAttribute('role', 'article');
  if (opts.full) card.classList.add('inno-full');
  card.append(effectsEl(info, size === 'large', new Set(inSlot.values())));
  card.append(bottomRow(info, size !== 'large', inSlot));
  if (size === 'large') {
    const foot = el('div', 'inno-card-foot');
    foot.append(svgElement(colorMarkSvg(info.color, '1.3em')));
    foot.append(featured(info));
    foot.append(el('span', 'inno-card-hint', `${info.color} · ${SET_WORDS[info.set] ?? info.set}`));
    card.append(foot);
  }
  if (opts.open ?? size === 'compact') makeOpenable(card, info);
  return card;
}

/**
 * A known card in little room (score piles, opponents' hands): one 44 px tall
 * chip with colour, shape mark, age and title. Same data attributes as a card.
 */
export function renderCardChip(info: CardInfo, opts: CardOptions = {}): HTMLElement {
  const chip = el('div', 'inno-card inno-chip');
  chip.dataset.cardId = String(info.id);
  chip.dataset.cardName = info.name;
  chip.dataset.color = info.color;
  chip.dataset.age = String(info.age);
  chip.setAttribute('aria-label', cardLabel(info));
  const age = el('span', 'inno-card-age', String(info.age));
  chip.append(svgElement(colorMarkSvg(info.color, '1.1em')));
  chip.append(age, nameEl(info.name));
  if (opts.open ?? true) makeOpenable(chip, info);
  return chip;
}

/** The set of a card in a few words (the card's foot, a card back). */
const SET_WORDS: Record<string, string> = { base: 'base set', echoes: 'Echoes', artifacts: 'Artifact', relics: 'relic', cities: 'City', figures: 'Figure', unseen: 'Unseen' };

/** A face-down card: only its age (and set) show. `.inno-card.inno-card-back[data-age]`. */
export function renderHiddenCard(age: number, set: string): HTMLElement {
  const card = el('div', 'inno-card inno-card-back inno-compact');
  card.dataset.age = String(age);
  card.dataset.set = set;
  card.setAttribute('aria-label', `face-down ${set === 'base' ? '' : `${SET_WORDS[set] ?? set} `}card, age ${age}`);
  card.append(el('span', 'inno-back-age', String(age)));
  card.append(el('span', 'inno-back-set', set));
  return card;
}

/** Where a modal for a card inside `node` goes: its shadow root, or the page body. */
function modalHost(node: Node): ParentNode {
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root : document.body;
}

/**
 * Clicking (or Enter/Space) opens the card large, after the click has finished
 * its way through the page: if any handler called preventDefault, or stopped
 * the click before it reached the window, the card stays closed.
 */
export function makeOpenable(card: HTMLElement, info: CardInfo): void {
  onActivate(card, (el) => openCardLarge(info, modalHost(el)));
}

/**
 * Run `open` on a click nobody else handled (see makeOpenable), or on Enter/Space.
 * `open` is given the element: after a repaint it is the one kept on the page (see morph.ts).
 */
export function onActivate(target: HTMLElement, open: (el: HTMLElement) => void): void {
  target.classList.add('inno-openable');
  target.tabIndex = 0;
  target.setAttribute('role', 'button');
  listen(target, 'click', (e) => {
    if (e.defaultPrevented) return;
    const el = e.currentTarget as HTMLElement;
    let reached = false;
    const mark = () => { reached = true; };
    window.addEventListener('click', mark, { once: true });
    setTimeout(() => {
      window.removeEventListener('click', mark);
      if (reached && !e.defaultPrevented) open(el);
    }, 0);
  });
  listen(target, 'keydown', (e) => {
    const k = e as KeyboardEvent;
    if ((k.key === 'Enter' || k.key === ' ') && !k.defaultPrevented && k.target === k.currentTarget) {
      k.preventDefault();
      open(k.currentTarget as HTMLElement);
    }
  });
}

export interface OpenOptions {
  /** Called once when the overlay closes (by any means). */
  onClose?: () => void;
}

export interface OpenCard {
  element: HTMLElement;
  close(): void;
}

const openModals = new WeakMap<Element, OpenCard>();

/**
 * Show the card large in a modal overlay inside `host` (default: the page body).
 * Closes by the close button, Escape, or a click on the backdrop (a touch there in
 * its first half second is the end of a double tap: ignored, `ui/touch.ts`). One
 * at a time per host: opening another card replaces the one shown.
 */
export function openCardLarge(info: CardInfo, host?: ParentNode, opts: OpenOptions = {}): OpenCard {
  const handle = openModal(renderCard(info, 'large', { open: false }), cardLabel(info), host, opts);
  handle.element.dataset.cardId = String(info.id);
  return handle;
}

/** A special achievement drawn as a tile with its condition (our wording). */
export function renderSpecial(info: SpecialInfo): HTMLElement {
  const tile = el('div', 'inno-special-card');
  tile.setAttribute('role', 'article');
  tile.dataset.name = info.name;
  if (info.decree) tile.dataset.decree = info.decree;
  tile.append(el('div', 'inno-special-title', info.name), el('div', 'inno-special-kind', info.decree ? `Decree (${info.decree}) · what it does` : 'Special achievement'));
  const p = el('p', 'inno-special-text');
  p.append(renderEffectText(info.condition));
  tile.append(p);
  return tile;
}

/** Show a special achievement's condition in the modal overlay (like openCardLarge). */
export function openSpecialLarge(info: SpecialInfo, host?: ParentNode, opts: OpenOptions = {}): OpenCard {
  return openModal(renderSpecial(info), `${info.name}, ${info.decree ? 'decree' : 'special achievement'}`, host, opts);
}

/** Close every overlay open inside `root` (a hand-over must leave no card on screen). */
export function closeModals(root: ParentNode): void {
  for (const m of Array.from(root.querySelectorAll('.inno-modal'))) openModals.get(m)?.close() ?? m.remove();
}

/** The modal overlay around any content. */
export function openModal(content: HTMLElement, label: string, host: ParentNode | undefined, opts: OpenOptions): OpenCard {
  const parent = host ?? document.body;
  const root = (parent as Node).getRootNode();
  injectStyles(root instanceof ShadowRoot ? root : document);
  for (const old of Array.from(parent.children)) {
    if (old.classList.contains('inno-modal')) openModals.get(old)?.close();
  }
  const previous = document.activeElement as HTMLElement | null;
  const overlay = el('div', 'inno-modal');
  overlay.setAttribute('role', 'dialog');
  overlay.setAttribute('aria-modal', 'true');
  overlay.setAttribute('aria-label', label);
  const box = el('div', 'inno-modal-box');
  const closeBtn = el('button', 'inno-modal-close', '×');
  closeBtn.type = 'button';
  closeBtn.setAttribute('aria-label', 'Close');
  box.append(closeBtn, content);
  overlay.append(box);

  let closed = false;
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') { e.preventDefault(); close(); }
  };
  function close() {
    if (closed) return;
    closed = true;
    document.removeEventListener('keydown', onKey);
    overlay.remove();
    if (previous && previous.isConnected) previous.focus({ preventScroll: true });
    opts.onClose?.();
  }
  closeBtn.addEventListener('click', close);
  // The second tap of a double tap meant to read a card lands on the dialog that the
  // first one opened: for a moment, a tap there neither acts nor closes it.
  ignoreSecondTap(overlay);
  overlay.addEventListener('click', (e) => { if (e.target === overlay) close(); });
  document.addEventListener('keydown', onKey);
  parent.append(overlay);
  closeBtn.focus({ preventScroll: true });
  const handle = { element: overlay, close };
  openModals.set(overlay, handle);
  return handle;
}
