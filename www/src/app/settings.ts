// The person's settings on this device (not secret, not part of a game): kept in
// localStorage under the app's prefix once changed, in memory only otherwise.
import { h } from './dom';
import { openModal } from '../ui/card';

export interface Settings {
  /** Ask once more before a tap on the table acts, and before a Dogma that would do nothing. */
  confirmations: boolean;
}

const DEFAULTS: Settings = { confirmations: true };

export function loadSettings(prefix: string | null): Settings {
  if (prefix === null) return { ...DEFAULTS };
  try {
    const x = JSON.parse(window.localStorage.getItem(`${prefix}:settings`) ?? 'null');
    return { confirmations: typeof x?.confirmations === 'boolean' ? x.confirmations : DEFAULTS.confirmations };
  } catch {
    return { ...DEFAULTS };
  }
}

function saveSettings(prefix: string | null, s: Settings) {
  if (prefix === null) return;
  try {
    window.localStorage.setItem(`${prefix}:settings`, JSON.stringify(s));
  } catch {
    /* no storage: the setting lasts this visit */
  }
}

/** The settings dialog; changes apply at once (to the next question). */
export function openSettings(host: ParentNode, prefix: string | null, s: Settings, changed: () => void) {
  const box = h('input', { type: 'checkbox', 'data-setting-confirmations': true });
  box.checked = s.confirmations;
  box.addEventListener('change', () => {
    s.confirmations = box.checked;
    saveSettings(prefix, s);
    changed();
  });
  const body = h('div', { class: 'inno-settings', 'data-settings-dialog': true },
    h('h2', {}, 'Settings'),
    h('label', { class: 'inno-check' }, box, ' Ask once more before acting'),
    h('p', { class: 'inno-muted' }, 'When on, a tap on a deck, an achievement or a face-down card first shows what it would do, and a Dogma that would do nothing for you asks again. A tap on a card always just shows the card.'));
  openModal(body, 'Settings', host, {});
}
