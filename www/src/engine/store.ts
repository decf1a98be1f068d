// Saved games, kept by the engine worker in IndexedDB (available in workers), so
// that the page never holds a save: a save holds every hand, score pile, the deck
// order and the generator. Keys follow the app's earlier localStorage layout,
// `<prefix>:game:<id>` and `<prefix>:current`, so old saves move over one to one.

const DB = 'innovation';
const STORE = 'kv';

function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? new Error('storage request failed'));
  });
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

  private async tx<T>(mode: IDBTransactionMode, f: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
    if (!this.db) throw new Error('saving is not available here');
    const t = this.db.transaction(STORE, mode);
    const done = new Promise<void>((resolve, reject) => {
      t.oncomplete = () => resolve();
      t.onerror = () => reject(t.error ?? new Error('storage transaction failed'));
      t.onabort = () => reject(t.error ?? new Error('storage transaction aborted (is the storage full?)'));
    });
    const result = await request(f(t.objectStore(STORE)));
    await done; // written for good before the caller goes on
    return result;
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
