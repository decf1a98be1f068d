// The Web Worker that holds the game and its saves: the page only ever receives
// what one viewer may see (see dispatch.ts), never the whole state.
import { Dispatcher, type Op } from './dispatch';
import type { LogLine } from './types';

export interface Request {
  id: number;
  op: Op;
  args: unknown[];
}
/** `fatal`: the engine trapped (a bug); this worker can do nothing more and must be replaced. */
export type Response = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string; fatal: boolean };

// The DOM lib types `self` as a Window; in a worker postMessage takes no target origin.
const scope = self as unknown as {
  onmessage: ((e: MessageEvent<Request>) => void) | null;
  postMessage(m: Response): void;
  __innoTest?: unknown;
};

const engine = new Dispatcher();
// Requests run one after another, in the order sent, like calls on one object.
let queue: Promise<void> = Promise.resolve();
/** Set by a wasm trap: after one, the module's objects are unusable ("recursive use of an object"). */
let broken: string | null = null;
/** Test hook: the next request traps, as a panic in the engine would. */
let trapNext = false;

scope.onmessage = (e) => {
  const { id, op, args } = e.data;
  queue = queue.then(async () => {
    if (broken !== null) {
      scope.postMessage({ id, ok: false, error: broken, fatal: true });
      return;
    }
    try {
      if (trapNext) {
        trapNext = false;
        throw new WebAssembly.RuntimeError('unreachable (a trap caused by the test hook)');
      }
      const value = await engine.run(op, args as never);
      scope.postMessage({ id, ok: true, value });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (err instanceof WebAssembly.RuntimeError) broken = `the game engine failed (${message})`;
      scope.postMessage({ id, ok: false, error: broken ?? message, fatal: broken !== null });
    }
  });
};

// For the browser tests, reachable only in this worker's own scope (Playwright's
// worker.evaluate), never from the page: what a viewer may not see, to check that
// the page shows none of it; the operations; a simulated trap.
scope.__innoTest = {
  hidden: (viewer: number | null) => engine.hidden(viewer),
  /** Titles `viewer` cannot see now and was never shown: not a card of their own log. */
  secrets: async (viewer: number | null) => {
    const hidden = engine.hidden(viewer);
    const log = (await engine.run('log', [viewer, 0])) as LogLine[];
    const rules = await engine.run('rules', []);
    const cat = await engine.run('catalogue', [rules.edition]);
    const names = new Map(cat.cards.map((c) => [c.id, c.name]));
    const seen = new Set(log.flatMap((l) => l.parts.flatMap((p) => (p.type === 'card' ? [names.get(p.card)] : []))));
    return hidden.filter((t) => !seen.has(t));
  },
  run: (op: Op, args: unknown[]) => engine.run(op, args as never),
  trap: () => { trapNext = true; },
};
