// The app's save file: the engine's save text wrapped with the seats (who is a
// person, which computer level), so that a resumed game is the same game. The
// checks here run in the engine worker, which keeps the saves (engine/store.ts);
// the page sees only summaries (SaveSummary) and, when the person asks for a file
// that reveals every card, an export.
import type { Seat } from './seats';
import { isSeat } from './seats';

/** What the page knows of a game: who plays, and who gave the answers of the current action. */
export interface GameMeta {
  id: string;
  /** Milliseconds since 1970. */
  created: number;
  seats: Seat[];
  /** Names of the teams' members (2-vs-2), if teams. */
  teams?: string[][];
  /** Who gave each answer of the current action, last on top (who may undo; see controller.ts). */
  answeredBy?: number[];
  /** What each person last saw of the table, public facts only (ui/changes.ts): the "what changed" marks survive a reload. */
  seen?: Record<string, [string, string][]>;
}

/** A saved game as listed on the setup screen: no card in it. */
export interface SaveSummary extends GameMeta {
  updated: number;
  finished: boolean;
}

export interface SavedGame extends SaveSummary {
  app: 'innovation';
  version: 1;
  /** The engine's `save()` text: every hidden card of the game. */
  engine: string;
  /** Counts the changes of the game in the storage, to tell when another tab wrote it (see dispatch.ts `persist`). */
  rev?: number;
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
  // Only marks of what changed: anything malformed is dropped, never a reason to refuse the game.
  const seen = isSeen(s.seen, seats) ? s.seen : undefined;
  return {
    app: 'innovation', version: 1, id: s.id, seats: s.seats as Seat[], engine: s.engine, answeredBy, seen,
    teams: s.teams as string[][] | undefined,
    created: typeof s.created === 'number' ? s.created : Date.now(),
    updated: typeof s.updated === 'number' ? s.updated : Date.now(),
    finished: s.finished === true,
    rev: Number.isInteger(s.rev) ? (s.rev as number) : undefined,
  };
}

function isSeen(x: unknown, seats: number): x is Record<string, [string, string][]> {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
  return Object.entries(x).every(([p, v]) => /^\d+$/.test(p) && Number(p) < seats && Array.isArray(v)
    && v.every((e) => Array.isArray(e) && e.length === 2 && typeof e[0] === 'string' && typeof e[1] === 'string'));
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

/** The seats must be the game's players, in seating order (a crafted file could say otherwise). */
export function checkSeats(save: GameMeta, players: string[]): void {
  const names = save.seats.map((s) => s.name);
  if (names.length !== players.length || names.some((n, i) => n !== players[i])) {
    throw new Error(`the seats (${names.join(', ')}) are not the game's players (${players.join(', ')})`);
  }
}

export function summary(s: SavedGame): SaveSummary {
  return { id: s.id, created: s.created, updated: s.updated, seats: s.seats, teams: s.teams, answeredBy: s.answeredBy, seen: s.seen, finished: s.finished };
}

export function newId(): string {
  return Date.now().toString(36) + Math.random().toString(36).slice(2, 8);
}

/** A file name for an exported game. */
export function fileName(s: SaveSummary): string {
  return `innovation-${s.seats.map((p) => p.name).join('-')}-${new Date(s.updated).toISOString().slice(0, 16).replace(/[:T]/g, '')}.json`;
}

/** Offer a text as a file download. */
export function download(text: string, name: string, doc: Document) {
  const blob = new Blob([text], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = doc.createElement('a');
  a.href = url;
  a.download = name;
  a.style.display = 'none';
  doc.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Saves the app kept in localStorage before they moved into the engine worker:
 * their keys and texts under `prefix` (read by the page once, handed to the
 * worker, then removed).
 */
export function legacySaves(prefix: string): { key: string; text: string }[] {
  let st: Storage;
  try {
    st = window.localStorage;
  } catch {
    return [];
  }
  const out: { key: string; text: string }[] = [];
  const head = `${prefix}:game:`;
  for (let i = 0; i < st.length; i++) {
    const key = st.key(i);
    if (key?.startsWith(head)) out.push({ key, text: st.getItem(key) ?? '' });
  }
  return out;
}

/** Forget the moved saves (and the old "current game" key) in localStorage. */
export function forgetLegacy(prefix: string, keys: string[], current: boolean) {
  try {
    for (const k of keys) window.localStorage.removeItem(k);
    if (current) window.localStorage.removeItem(`${prefix}:current`);
  } catch {
    /* storage gone meanwhile: nothing to forget */
  }
}

/** The game the old app would have resumed. */
export function legacyCurrent(prefix: string): string | null {
  try {
    return window.localStorage.getItem(`${prefix}:current`);
  } catch {
    return null;
  }
}
