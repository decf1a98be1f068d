// Saved games, kept by the engine worker in IndexedDB (available in workers), so
// that the page never holds a save: a save holds every hand, score pile, the deck
// order and the generator. Keys follow the app's earlier localStorage layout,
// `<prefix>:game:<id>` and `<prefix>:current`, so old saves move over one to one.

const DB = 'innovation';
const STORE = 'kv';

/**
 * A storage failure with a reason a person can read: Chromium's QuotaExceededError
 * (a full disk, or storage the browser does not allow) has an empty message.
 */
function storageError(e: DOMException | null): Error {
  if (e?.name === 'QuotaExceededError') return new Error(`the browser's storage is full or not allowed (${e.name})`);
  if (e) return new Error(e.message || `the browser's storage refused it (${e.name})`);
  return new Error('the browser\'s storage did not keep it (the write was aborted)');
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const r = indexedDB.open(DB, 1);
    r.onupgradeneeded = () => r.result.createObjectStore(STORE);
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? new Error('cannot open the storage'));
    r.onblocked = () => reject(new Error('the storage is blocked by another tab'));
  });
}

/** A key-value store under one prefix; without IndexedDB (or with a null prefix) it keeps nothing. */
export class KeyValueStore {
  private constructor(private readonly db: IDBDatabase | null, private readonly prefix: string) {}

  static async open(prefix: string | null): Promise<KeyValueStore> {
    if (prefix === null || typeof indexedDB === 'undefined') return new KeyValueStore(null, '');
    try {
      return new KeyValueStore(await openDb(), prefix);
    } catch (e) {
      console.warn('saving is not available:', e);
      return new KeyValueStore(null, '');
    }
  }

  get enabled(): boolean {
    return this.db !== null;
  }

  /**
   * Run the requests `f` makes in one transaction; resolves with the result of the
   * request it returns once everything is written for good. Only the transaction's
   * end is awaited: a failed request aborts it, and the abort says why.
   */
  private async tx<T>(mode: IDBTransactionMode, f: (s: IDBObjectStore, t: IDBTransaction) => IDBRequest<T>): Promise<T> {
    if (!this.db) throw new Error('saving is not available here');
    const t = this.db.transaction(STORE, mode);
    const r = f(t.objectStore(STORE), t);
    await new Promise<void>((resolve, reject) => {
      t.oncomplete = () => resolve();
      t.onabort = () => reject(storageError(t.error));
    });
    return r.result;
  }

  private key(name: string): string {
    return `${this.prefix}:${name}`;
  }

  async get<T>(name: string): Promise<T | undefined> {
    if (!this.db) return undefined;
    return (await this.tx('readonly', (s) => s.get(this.key(name)))) as T | undefined;
  }

  async put(name: string, value: unknown): Promise<void> {
    await this.tx('readwrite', (s) => s.put(value, this.key(name)));
  }

  /**
   * Write what `f` makes of the value stored under `name` now, and the `also` entries,
   * in one transaction (another tab may write it between a read and a write of its
   * own); when `f` throws, nothing is written and its error is thrown.
   */
  async update(name: string, f: (stored: unknown) => unknown, also: Record<string, unknown> = {}): Promise<void> {
    let refused: unknown = null;
    try {
      await this.tx('readwrite', (s, t) => {
        const r = s.get(this.key(name));
        r.onsuccess = () => {
          let value: unknown;
          try {
            value = f(r.result);
          } catch (e) {
            refused = e;
            return t.abort();
          }
          try {
            s.put(value, this.key(name));
            for (const [k, v] of Object.entries(also)) s.put(v, this.key(k));
          } catch {
            // Aborted meanwhile (the abort says why), or a value it cannot keep. Thrown
            // here, the error would escape the worker and stop the engine.
            try {
              t.abort();
            } catch {
              /* already aborted */
            }
          }
        };
        return r;
      });
    } catch (e) {
      throw refused ?? e;
    }
  }

  async delete(name: string): Promise<void> {
    if (!this.db) return;
    await this.tx('readwrite', (s) => s.delete(this.key(name)));
  }

  /** Every value whose name starts with `head`. */
  async values<T>(head: string): Promise<T[]> {
    if (!this.db) return [];
    const from = this.key(head);
    // Every key starting with `from`: the range from it up to it followed by the highest code unit.
    return (await this.tx('readonly', (s) => s.getAll(IDBKeyRange.bound(from, from + '\uffff')))) as T[];
  }
}
