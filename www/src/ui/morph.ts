// Repainting without rebuilding: `morph` turns the element on the page into a
// freshly drawn one, keeping every node that is still there. The browser then lays
// out and rasterizes only what changed, not the whole table after every answer
// (issue 17: a click repainted in 27 ms, most of it the layout of a new table).
//
// Event handlers go through `listen`: they are kept as a property of their element,
// so that morph carries them over to the node it keeps. A handler must therefore
// find its element as `e.currentTarget`, never from its closure.
//
// A part drawn from the same data as the one on the page need not be drawn again:
// `keyed` gives a part the key of what it was drawn from, and a stub (an empty
// element with the key of a part on the page) stands for it in the new drawing;
// morph keeps the part on the page as it is.

type Handler = (e: Event) => void;
interface Handled extends Element {
  innoOn?: Record<string, Handler | undefined>;
}

/** Handle `type` events on `el` with `fn` (replacing the handler `listen` gave it before). */
export function listen(el: Element, type: string, fn: Handler): void {
  const x = el as Handled;
  const on = (x.innoOn ??= {});
  if (!(type in on)) el.addEventListener(type, (e) => (e.currentTarget as Handled).innoOn?.[type]?.(e));
  on[type] = fn;
}

const keys = new WeakMap<Node, string>();

/** Say what `el` was drawn from (a string equal for equal data); returns `el`. */
export function keyed<E extends Element>(el: E, key: string): E {
  keys.set(el, key);
  return el;
}

/** The keys of the parts under `root` drawn with `keyed`. */
export function keysIn(root: Element, selector: string): Set<string> {
  const out = new Set<string>();
  root.querySelectorAll(selector).forEach((e) => {
    const k = keys.get(e);
    if (k !== undefined) out.add(k);
  });
  return out;
}

/**
 * An empty element standing for the part on the page drawn from `key` (see
 * `keysIn`). Should it not meet that part, it lands on the page as it is, marked
 * `data-stub`: the caller must then draw again without stubs (see `stubbed`).
 */
export function stub<E extends Element>(el: E, key: string): E {
  el.setAttribute('data-stub', '');
  return keyed(el, key);
}

function isStub(n: Node): boolean {
  return n.nodeType === Node.ELEMENT_NODE && (n as Element).hasAttribute('data-stub');
}

/** Whether a stub did not meet its part (the morph left `root` incomplete). */
export function stubbed(root: Element): boolean {
  return root.querySelector('[data-stub]') !== null;
}

/** Make `live` (on the page) equal to `next` (drawn anew, same tag), moving into it the nodes it lacks. */
export function morph(live: Element, next: Element): void {
  const key = keys.get(next);
  if (key !== undefined && keys.get(live) === key) return; // drawn from the same data: kept as it is
  if (key !== undefined) keys.set(live, key);
  else keys.delete(live);
  attributes(live, next);
  handlers(live as Handled, next as Handled);
  // The keys of the stubs among the new children: their parts on the page stay.
  let wanted: Set<string> | null = null;
  for (let c = next.firstChild; c; c = c.nextSibling) if (isStub(c)) (wanted ??= new Set()).add(keys.get(c)!);
  let l = live.firstChild;
  let n = next.firstChild;
  while (n) {
    const after = n.nextSibling;
    if (wanted && l) {
      const kl = keys.get(l);
      if (isStub(n)) {
        // A part gone from before a kept one (a zone emptied): drop it.
        if (kl !== keys.get(n) && l.nextSibling && keys.get(l.nextSibling) === keys.get(n)) {
          const gone = l;
          l = l.nextSibling;
          gone.remove();
        }
      } else if (kl !== undefined && wanted.has(kl)) {
        // A new part before a kept one (a zone appeared): the kept one waits for its stub.
        live.insertBefore(n, l);
        n = after;
        continue;
      }
    }
    // A node gone from the front of a list (a card played from a hand): drop it, keep the rest.
    if (l && !same(l, n) && l.nextSibling && same(l.nextSibling, n)) {
      const gone = l;
      l = l.nextSibling;
      gone.remove();
    }
    if (l && same(l, n)) {
      if (l.nodeType === Node.ELEMENT_NODE) morph(l as Element, n as Element);
      else if (l.nodeValue !== n.nodeValue) l.nodeValue = n.nodeValue;
      l = l.nextSibling;
    } else {
      live.insertBefore(n, l);
    }
    n = after;
  }
  while (l) {
    const gone = l;
    l = l.nextSibling;
    gone.remove();
  }
}

/** Two nodes are the same thing drawn again: the same kind, tag and card. */
function same(a: Node, b: Node): boolean {
  if (a.nodeType !== b.nodeType) return false;
  if (a.nodeType !== Node.ELEMENT_NODE) return true;
  const x = a as Element, y = b as Element;
  return x.tagName === y.tagName && x.getAttribute('data-card-id') === y.getAttribute('data-card-id');
}

function attributes(live: Element, next: Element) {
  const names = next.getAttributeNames();
  let changed = false;
  for (const name of names) {
    const v = next.getAttribute(name)!;
    if (live.getAttribute(name) !== v) {
      live.setAttribute(name, v);
      changed = true;
    }
  }
  // Every attribute of `next` is now on `live`: any more are stale.
  if (changed || live.attributes.length !== names.length) {
    for (const name of live.getAttributeNames()) if (!next.hasAttribute(name)) live.removeAttribute(name);
  }
}

function handlers(live: Handled, next: Handled) {
  if (live.innoOn) for (const type in live.innoOn) if (!next.innoOn?.[type]) live.innoOn[type] = undefined;
  if (next.innoOn) for (const type in next.innoOn) if (next.innoOn[type]) listen(live, type, next.innoOn[type]!);
}
