// The pending question, for the player who answers it: the prompt in plain words,
// every legal answer highlighted where it lies on the table (or as a button when
// it lies nowhere), multi-item selection with a counter and a Confirm button.
// The engine decides what is legal; this module only offers its choices and
// sends back the keys of what was clicked.
import type { Answer, Question } from '../engine/types';
import { h } from './dom';
import { locate } from './targets';

export interface Choosing {
  /** The question panel (prompt, buttons, counter, Confirm). */
  panel: HTMLElement;
  /** Detach the highlights and handlers from the table. */
  dispose(): void;
}

const ON_TABLE = new Set(['meld', 'dogma', 'card', 'hidden_card', 'achieve', 'color', 'draw']);
/** Offered on the table and as a button too: the draw action is easier found by its words ("Draw a 3"). */
const ALSO_BUTTON = new Set(['draw']);

/**
 * Offer `q` on `table`. `answer` is called once with the chosen key(s); until the
 * next question nothing can be clicked twice.
 */
export function offer(q: Question, table: HTMLElement, answer: (a: Answer) => void): Choosing {
  const cleanups: (() => void)[] = [];
  const buttons = h('div', { class: 'inno-choices' });
  const status = h('div', { class: 'inno-choice-status' });
  let sent = false;
  const send = (a: Answer) => {
    if (sent) return;
    sent = true;
    answer(a);
  };

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

  function paint() {
    q.choices.forEach((_, i) => {
      const at = selected.indexOf(i);
      const target = elements[i] ?? choiceButtons.get(i);
      if (!target) return;
      target.classList.toggle('inno-selected', at >= 0);
      target.setAttribute('aria-pressed', String(at >= 0));
      if (q.kind === 'order' && at >= 0) target.dataset.order = String(at + 1);
      else delete target.dataset.order;
    });
    const n = selected.length;
    const range = q.min === q.max ? `${n} of ${q.max} chosen` : `${n} chosen (${q.min === 0 ? `up to ${q.max}` : `${q.min} to ${q.max}`})`;
    const missing = (q.required ?? []).filter((r) => !selected.some((i) => q.choices[i].key === r));
    status.textContent = range + (missing.length ? ` · must include ${[...new Set(missing)].join(', ')}` : '') + (q.kind === 'order' && n ? ' · the first chosen goes on top' : '');
    confirm.disabled = !legalCount();
  }

  const pick = (i: number) => (q.multi ? toggle(i) : send(q.choices[i].key));

  // Table elements: one delegated handler in the capture phase, so a click on an
  // offered card answers instead of doing what the card does otherwise (open it).
  const byElement = new Map<Element, number>();
  elements.forEach((el, i) => {
    if (!el) return;
    byElement.set(el, i);
    el.classList.add('inno-choosable');
    el.setAttribute('role', 'button');
    el.setAttribute('tabindex', '0');
    el.setAttribute('aria-label', q.choices[i].label);
    el.dataset.choiceKey = q.choices[i].key;
  });
  const hit = (e: Event): number | undefined => {
    for (let n = e.target as Element | null; n; n = n === table ? null : n.parentElement) {
      const i = byElement.get(n);
      if (i !== undefined) return i;
    }
    return undefined;
  };
  const onClick = (e: Event) => {
    const i = hit(e);
    if (i === undefined) return;
    e.stopPropagation();
    e.preventDefault();
    pick(i);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    onClick(e);
  };
  table.addEventListener('click', onClick, true);
  table.addEventListener('keydown', onKey, true);
  cleanups.push(() => {
    table.removeEventListener('click', onClick, true);
    table.removeEventListener('keydown', onKey, true);
    for (const el of byElement.keys()) {
      el.classList.remove('inno-choosable', 'inno-selected');
      for (const a of ['role', 'tabindex', 'aria-label', 'aria-pressed', 'data-choice-key', 'data-order']) el.removeAttribute(a);
    }
  });

  // Everything not on the table is a button with the choice's label.
  const choiceButtons = new Map<number, HTMLElement>();
  q.choices.forEach((c, i) => {
    if (elements[i] && !ALSO_BUTTON.has(c.target.type)) return;
    const b = h('button', { type: 'button', class: `inno-btn inno-choice inno-choice-${c.target.type}`, 'data-choice-key': c.key, onclick: () => pick(i) }, c.label);
    choiceButtons.set(i, b);
    buttons.append(b);
  });

  if (q.multi) {
    confirm.addEventListener('click', () => {
      if (legalCount()) send(selected.map((i) => q.choices[i].key));
    });
    paint();
  }

  const panel = h('section', { class: 'inno-question', 'data-question-kind': q.kind, 'data-multi': String(q.multi) },
    h('p', { class: 'inno-prompt' }, q.prompt),
    buttons,
    q.multi ? h('div', { class: 'inno-row inno-confirm-row' }, status, confirm) : null);
  return { panel, dispose: () => cleanups.forEach((f) => f()) };
}
