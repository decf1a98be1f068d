// The hand-over screen of hot-seat play: shown whenever a different person must
// answer. It holds no card at all, and the page holds no private view behind it
// (only the public table, hidden, drawn ahead for the next person: controller.ts);
// it says why the device goes to that person (from the question's public context).
import { h } from './dom';

export function renderHandover(name: string, reason: string, ready: () => void): HTMLElement {
  const button = h('button', { type: 'button', class: 'inno-btn inno-primary inno-big', 'data-handover-ready': true, onclick: ready }, `I am ${name}`);
  return h('section', { class: 'inno-handover', 'data-handover': name },
    h('h2', {}, `Pass the device to ${name}`),
    h('p', { class: 'inno-handover-reason' }, reason),
    h('p', { class: 'inno-muted' }, 'Everyone else, please look away.'),
    button);
}
