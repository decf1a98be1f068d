// Saved games in localStorage, one key per game plus a key naming the game in
// progress. The app's save wraps the engine's save text with the seats (who is a
// person, which computer level) so a resumed game is the same game.
import type { Seat } from './seats';
import { isSeat } from './seats';

export interface SavedGame {
  app: 'innovation';
  version: 1;
  id: string;
  /** Milliseconds since 1970. */
  created: number;
  updated: number;
  seats: Seat[];
  /** Names of the teams' members (2-vs-2), if teams. */
  teams?: string[][];
  finished: boolean;
  /** Who gave each answer of the current action, last on top (who may undo; see controller.ts). */
  answeredBy?: number[];
  /** The engine's `save()` text. */
  engine: string;
}

/** Check a parsed save file; throws an Error saying what is wrong. */
export function checkSave(x: unknown): SavedGame {
  if (typeof x !== 'object' || x === null || (x as { app?: unknown }).app !== 'innovation') {
    throw new Error('this is not an Innovation save file');
  }
  const s = x as Record<string, unknown>;
  if (s.version !== 1) throw new Error(`unsupported save version ${JSON.stringify(s.version)}`);
  if (typeof s.id !== 'string' || !s.id) throw new Error('the save has no id');
  if (!Array.isArray(s.seats) || s.seats.length < 2 || s.seats.length > 4 || !s.seats.every(isSeat)) {
    throw new Error('the save has no valid list of 2 to 4 seats');
  }
  if (typeof s.engine !== 'string' || !s.engine) throw new Error('the save holds no game');
  if (s.teams !== undefined && !(Array.isArray(s.teams) && s.teams.every((t) => Array.isArray(t) && t.every((n) => typeof n === 'string')))) {
    throw new Error('the save has malformed teams');
  }
  const seats = s.seats.length;
  const answeredBy = Array.isArray(s.answeredBy) && s.answeredBy.every((p) => Number.isInteger(p) && p >= 0 && p < seats) ? (s.answeredBy as number[]) : undefined;
  return {
    app: 'innovation', version: 1, id: s.id, seats: s.seats as Seat[], engine: s.engine, answeredBy,
    teams: s.teams as string[][] | undefined,
    created: typeof s.created === 'number' ? s.created : Date.now(),
    updated: typeof s.updated === 'number' ? s.updated : Date.now(),
    finished: s.finished === true,
  };
}

/** Parse the text of a save file. */
export function parseSave(text: string): SavedGame {
  let x: unknown;
  try {
    x = JSON.parse(text);
  } catch {
    throw new Error('this file is not a save file (not JSON)');
  }
  return checkSave(x);
}

export function newId(): string {
  return Date.now().toString(36) + Math.random().toString(36).slice(2, 8);
}

/** The saves under one prefix; with storage unavailable (or `null` prefix) nothing is kept. */
export class SaveStore {
  private readonly storage: Storage | null;

  constructor(private readonly prefix: string | null) {
    this.storage = prefix === null ? null : available();
  }

  get enabled(): boolean {
    return this.storage !== null;
  }

  private key(id: string) {
    return `${this.prefix}:game:${id}`;
  }

  list(): SavedGame[] {
    const st = this.storage;
    if (!st) return [];
    const out: SavedGame[] = [];
    const head = `${this.prefix}:game:`;
    for (let i = 0; i < st.length; i++) {
      const k = st.key(i);
      if (!k?.startsWith(head)) continue;
      // A damaged entry is skipped here, not deleted: it is the user's to remove.
      try {
        out.push(parseSave(st.getItem(k) ?? ''));
      } catch {
        /* unreadable entry: not listed */
      }
    }
    return out.sort((a, b) => b.updated - a.updated);
  }

  get(id: string): SavedGame | null {
    const text = this.storage?.getItem(this.key(id));
    return text ? parseSave(text) : null;
  }

  /** Throws when the storage is full. */
  put(save: SavedGame) {
    this.storage?.setItem(this.key(save.id), JSON.stringify(save));
  }

  remove(id: string) {
    this.storage?.removeItem(this.key(id));
    if (this.current() === id) this.setCurrent(null);
  }

  /** The game to resume on the next start. */
  current(): string | null {
    return this.storage?.getItem(`${this.prefix}:current`) ?? null;
  }

  setCurrent(id: string | null) {
    if (id === null) this.storage?.removeItem(`${this.prefix}:current`);
    else this.storage?.setItem(`${this.prefix}:current`, id);
  }
}

function available(): Storage | null {
  try {
    const s = window.localStorage;
    s.getItem('x');
    return s;
  } catch {
    return null; // e.g. storage blocked in a sandboxed frame
  }
}

/** Offer a save as a file download. */
export function download(save: SavedGame, doc: Document) {
  const blob = new Blob([JSON.stringify(save, null, 1)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = doc.createElement('a');
  a.href = url;
  a.download = `innovation-${save.seats.map((s) => s.name).join('-')}-${new Date(save.updated).toISOString().slice(0, 16).replace(/[:T]/g, '')}.json`;
  a.style.display = 'none';
  doc.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
