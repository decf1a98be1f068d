// A question in the app's modal overlay, answered by labelled buttons (a tap on
// the backdrop, the close button or Escape cancels).
import { h } from './dom';
import { openModal } from '../ui/card';

export function confirmAction(host: ParentNode, title: string, text: string, confirmLabel: string): Promise<boolean> {
  return new Promise((resolve) => {
    let answered = false;
    const finish = (yes: boolean) => {
      if (answered) return;
      answered = true;
      resolve(yes);
      modal.close();
    };
    const body = h('div', { class: 'inno-confirm', 'data-confirm-dialog': true },
      h('h2', {}, title),
      h('p', {}, text),
      h('div', { class: 'inno-row' },
        h('button', { type: 'button', class: 'inno-btn inno-primary', 'data-confirm-yes': true, onclick: () => finish(true) }, confirmLabel),
        h('button', { type: 'button', class: 'inno-btn', 'data-confirm-no': true, onclick: () => finish(false) }, 'Cancel')));
    const modal = openModal(body, title, host, { onClose: () => finish(false) });
  });
}
