// The pending question, for the player who answers it. A tap reads and a
// labelled button acts:
// - the panel says where the question comes from and what the choice does
//   (from the question's intent and context), then offers every legal answer as
//   a labelled button (several items: buttons that toggle, then Confirm);
// - on the table every legal answer is outlined; tapping a card opens it large
//   with the actions on it as labelled buttons (and the Dogma preview); tapping a
//   deck, an achievement or a face-down card opens the same kind of dialog, which
//   is the "once more" before acting (with confirmations off, it acts at once);
// - a Dogma that would obviously do nothing for the player asks once more.
// The engine decides what is legal; this module sends back the chosen keys.
import type { Answer, Choice, DogmaPreview, Question, SpecialInfo } from '../engine/types';
import { openModal, renderCard, renderSpecial } from '../ui/card';
import { ignoreSecondTap } from '../ui/touch';
import { confirmAction } from './confirm';
import { h } from './dom';
import { choiceLabel, origin, outcome, previewLines, task, type Words } from './explain';
import { locate } from './targets';

export interface Choosing {
  /** The question panel (where from, what, buttons, counter, Confirm). */
  panel: HTMLElement;
  /** Detach the outlines and handlers from the table. */
  dispose(): void;
}

export interface OfferOptions {
  q: Question;
  table: HTMLElement;
  words: Words;
  /** What each Dogma the player may take would do (the engine's previews). */
  previews: DogmaPreview[];
  /** Where dialogs open (the app's root). */
  host: ParentNode;
  /** Ask once more before a tap on the table acts, and before a Dogma that would do nothing. */
  confirmations: boolean;
  /** The special achievements and decrees (a tapped one shows what it says). */
  specials?: SpecialInfo[];
  answer(a: Answer): void;
}

const ON_TABLE = new Set(['meld', 'dogma', 'card', 'hidden_card', 'achieve', 'color', 'draw', 'endorse', 'return', 'inspire', 'pile', 'set', 'decree']);

/** The Dogma preview as a block: counts, who shares, whom the demand affects, the warning. */
function renderPreview(p: DogmaPreview, words: Words): HTMLElement {
  const t = previewLines(p, words);
  return h('div', { class: 'inno-preview', 'data-preview': p.card },
    h('p', { class: 'inno-preview-counts' }, t.counts),
    ...t.lines.map((l) => h('p', {}, l)),
    t.warning ? h('p', { class: 'inno-warning', 'data-warning': p.warning ?? '' }, t.warning) : null);
}

export function offer(o: OfferOptions): Choosing {
  const { q, table, words } = o;
  const cleanups: (() => void)[] = [];
  const buttons = h('div', { class: 'inno-choices' });
  const status = h('div', { class: 'inno-choice-status' });
  let sent = false;
  const send = (a: Answer) => {
    if (sent) return;
    sent = true;
    o.answer(a);
  };
  const preview = (c: Choice) => {
    const t = c.target;
    return t.type === 'dogma' ? o.previews.find((p) => p.card === t.card) : undefined;
  };

  /** Answer one choice, asking once more when a Dogma would do nothing for the player. */
  async function act(i: number) {
    const c = q.choices[i];
    const p = preview(c);
    if (p?.warning && o.confirmations) {
      const t = previewLines(p, words);
      const ok = await confirmAction(o.host, `${c.label}?`, t.warning!, c.label);
      if (!ok) return;
    }
    send(c.key);
  }

  // Each choice gets its own element: identical hidden cards share a key but not an element.
  const used = new Set<Element>();
  const elements: (HTMLElement | null)[] = q.choices.map((c) => {
    if (!ON_TABLE.has(c.target.type)) return null;
    const el = locate(table, c.target, q.player).find((e) => !used.has(e)) ?? null;
    if (el) used.add(el);
    return el;
  });

  const selected: number[] = []; // choice indices in the order chosen (the order of an 'order' question)
  const confirm = h('button', { type: 'button', class: 'inno-btn inno-primary', 'data-confirm': true }, 'Confirm');

  function toggle(i: number) {
    const at = selected.indexOf(i);
    if (at >= 0) selected.splice(at, 1);
    else if (selected.length < q.max) selected.push(i);
    paint();
  }

  function legalCount(): boolean {
    if (selected.length < q.min || selected.length > q.max) return false;
    const keys = selected.map((i) => q.choices[i].key);
    const need = new Map<string, number>();
    for (const r of q.required ?? []) need.set(r, (need.get(r) ?? 0) + 1);
    for (const [k, n] of need) if (keys.filter((x) => x === k).length < n) return false;
    return true;
  }

  const choiceButtons = new Map<number, HTMLElement>();
  function paint() {
    q.choices.forEach((_, i) => {
      const at = selected.indexOf(i);
      for (const target of [elements[i], choiceButtons.get(i)]) {
        if (!target) continue;
        target.classList.toggle('inno-selected', at >= 0);
        if (target.tagName === 'BUTTON') target.setAttribute('aria-pressed', String(at >= 0));
        if (q.kind === 'order' && at >= 0) target.dataset.order = String(at + 1);
        else delete target.dataset.order;
      }
    });
    const n = selected.length;
    const range = q.min === q.max ? `${n} of ${q.max} chosen` : `${n} chosen (${q.min === 0 ? `up to ${q.max}` : `${q.min} to ${q.max}`})`;
    const missing = (q.required ?? []).filter((r) => !selected.some((i) => q.choices[i].key === r));
    status.textContent = range + (missing.length ? ` · must include ${[...new Set(missing)].join(', ')}` : '') + (q.kind === 'order' && n ? ' · the first chosen goes on top' : '');
    confirm.disabled = !legalCount();
  }

  const pick = (i: number) => (q.multi ? toggle(i) : void act(i));
  const label = (i: number) => (q.multi ? q.choices[i].label : choiceLabel(q.choices[i], q.intent, q.kind, words));

  /** The dialog of a table element: the card large (if it is one) and the answers that lie there. */
  function inspect(el: HTMLElement, at: number[]) {
    const id = el.dataset.cardId;
    const info = id !== undefined ? words.cards.get(Number(id)) : undefined;
    const body = h('div', { class: 'inno-inspect', 'data-inspect': true });
    const special = el.dataset.name !== undefined ? o.specials?.find((x) => x.name === el.dataset.name) : undefined;
    if (info) body.append(renderCard(info, 'large', { open: false }));
    else if (special) body.append(renderSpecial(special));
    else body.append(h('p', { class: 'inno-inspect-what' }, el.getAttribute('aria-label') ?? ''));
    const actions = h('div', { class: 'inno-inspect-actions' });
    for (const i of at) {
      const p = preview(q.choices[i]);
      if (p) actions.append(renderPreview(p, words));
      const chosen = selected.includes(i);
      const text = q.multi ? `${chosen ? 'Unchoose' : 'Choose'} ${q.choices[i].label}` : label(i);
      actions.append(h('button', { type: 'button', class: 'inno-btn inno-primary inno-act', 'data-act': q.choices[i].key, onclick: () => { modal.close(); pick(i); } }, text));
    }
    actions.append(h('button', { type: 'button', class: 'inno-btn', 'data-act-cancel': true, onclick: () => modal.close() }, q.multi ? 'Back' : 'Not now'));
    body.append(actions);
    const modal = openModal(body, info ? info.name : (el.getAttribute('aria-label') ?? 'Choice'), o.host, {});
    if (info) modal.element.dataset.cardId = String(info.id);
  }

  // Table elements: one delegated handler in the capture phase, so that a tap on
  // an offered element opens our dialog instead of the card's plain one.
  const byElement = new Map<Element, number[]>();
  // What the offer added to the table's elements, removed when it ends: a part of the
  // table drawn from the same view stays on the page for the next question (morph.ts).
  const added: [Element, string][] = [];
  elements.forEach((el, i) => {
    if (!el) return;
    byElement.set(el, [...(byElement.get(el) ?? []), i]);
    el.classList.add('inno-choosable');
    el.dataset.offered = '';
    for (const [name, value] of [['role', 'button'], ['tabindex', '0']]) {
      if (el.hasAttribute(name)) continue;
      el.setAttribute(name, value);
      added.push([el, name]);
    }
  });
  const hit = (e: Event): [HTMLElement, number[]] | undefined => {
    for (let n = e.target as HTMLElement | null; n; n = n === table ? null : n.parentElement) {
      const at = byElement.get(n);
      if (at) return [n, at];
    }
    return undefined;
  };
  const onClick = (e: Event) => {
    const found = hit(e);
    if (!found) return;
    e.stopPropagation();
    e.preventDefault();
    const [el, at] = found;
    // No card face on it (a deck, an achievement, a face-down card): with confirmations off, one tap acts.
    if (!o.confirmations && !q.multi && at.length === 1 && !el.matches('[data-card-id], :has([data-card-id])')) return pick(at[0]);
    inspect(el, at);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    onClick(e);
  };
  // The second tap of a double tap on the last answer lands on this question: ignored.
  cleanups.push(ignoreSecondTap(table));
  table.addEventListener('click', onClick, true);
  table.addEventListener('keydown', onKey, true);
  cleanups.push(() => {
    table.removeEventListener('click', onClick, true);
    table.removeEventListener('keydown', onKey, true);
    for (const el of byElement.keys()) {
      el.classList.remove('inno-choosable', 'inno-selected');
      for (const a of ['data-offered', 'data-order', 'aria-pressed']) el.removeAttribute(a);
    }
    for (const [el, name] of added) el.removeAttribute(name);
  });

  // Every answer is a labelled button in the panel too. The turn's melds and
  // Dogmas are grouped under their verb ("Meld: Pottery, Oars"), to keep the
  // panel short; each button still names its whole action to assistive technology.
  const groups = new Map<string, HTMLElement>();
  const GROUPED: Record<string, string> = { meld: 'Meld', dogma: 'Dogma', achieve: 'Achieve', endorse: 'Endorse', inspire: 'Inspire' };
  q.choices.forEach((c, i) => {
    const p = preview(c);
    const group = q.kind === 'action' && c.label.startsWith(`${GROUPED[c.target.type]} `) ? GROUPED[c.target.type] : null;
    const text = group ? c.label.slice(group.length + 1) : label(i);
    const b = h('button', { type: 'button', class: `inno-btn inno-choice inno-choice-${c.target.type}`, 'data-choice-key': c.key, 'aria-label': group ? c.label : null, onclick: () => pick(i) }, text);
    if (p?.warning) {
      b.classList.add('inno-choice-warned');
      b.title = previewLines(p, words).warning ?? '';
    }
    choiceButtons.set(i, b);
    if (!group) return void buttons.append(b);
    let row = groups.get(group);
    if (!row) {
      groups.set(group, (row = h('div', { class: 'inno-choice-group', role: 'group', 'aria-label': group }, h('span', { class: 'inno-choice-verb' }, `${group}:`))));
      buttons.append(row);
    }
    row.append(b);
  });

  if (q.multi) {
    confirm.addEventListener('click', () => {
      if (legalCount()) send(selected.map((i) => q.choices[i].key));
    });
    paint();
  }

  const ctx = q.context;
  const what = task(q.intent, q.kind, q.multi, words, q.step);
  const then = outcome(q.intent, q.kind, q.multi, words, q.step);
  const where = origin(q, q.player, words);
  const panel = h('section', { class: 'inno-question', 'data-question-kind': q.kind, 'data-multi': String(q.multi), 'data-intent': q.intent.verb, 'data-step': q.step?.type ?? null },
    where ? h('p', { class: 'inno-context', 'data-context-card': ctx ? (words.cards.get(ctx.card)?.name ?? '') : null },
      h('strong', {}, where), `: ${what}`) : null,
    h('p', { class: 'inno-prompt' }, q.prompt),
    then ? h('p', { class: 'inno-outcome' }, then) : null,
    buttons,
    q.multi ? h('div', { class: 'inno-row inno-confirm-row' }, status, confirm) : null,
    byElement.size ? h('p', { class: 'inno-hint' }, 'Outlined on the table: what you may choose. Tap a card to read it; its buttons act.') : null);
  ignoreSecondTap(panel);
  return { panel, dispose: () => cleanups.forEach((f) => f()) };
}
