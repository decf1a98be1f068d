// The Web Worker that holds the game: the page only ever receives what one viewer
// may see (and the save text it stores), never the whole state.
import { Dispatcher, type Op } from './dispatch';

export interface Request {
  id: number;
  op: Op;
  args: unknown[];
}
export type Response = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

// The DOM lib types `self` as a Window; in a worker postMessage takes no target origin.
const scope = self as unknown as {
  onmessage: ((e: MessageEvent<Request>) => void) | null;
  postMessage(m: Response): void;
};

const engine = new Dispatcher();
// Requests run one after another, in the order sent, like calls on one object.
let queue: Promise<void> = Promise.resolve();

scope.onmessage = (e) => {
  const { id, op, args } = e.data;
  queue = queue.then(async () => {
    try {
      const value = await engine.run(op, args as never);
      scope.postMessage({ id, ok: true, value });
    } catch (err) {
      scope.postMessage({ id, ok: false, error: err instanceof Error ? err.message : String(err) });
    }
  });
};
