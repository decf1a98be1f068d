// Repainting without rebuilding: `morph` turns the element on the page into a
// freshly drawn one, keeping every node that is still there. The browser then lays
// out and rasterizes only what changed, not the whole table after every answer
// (issue 17: a click repainted in 27 ms, most of it the layout of a new table).
//
// Event handlers go through `listen`: they are kept as a property of their element,
// so that morph carries them over to the node it keeps. A handler must therefore
// find its element as `e.currentTarget`, never from its closure.

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

/** Make `live` (on the page) equal to `next` (drawn anew, same tag), moving into it the nodes it lacks. */
export function morph(live: Element, next: Element): void {
  attributes(live, next);
  handlers(live as Handled, next as Handled);
  let l = live.firstChild;
  let n = next.firstChild;
  while (n) {
    const after = n.nextSibling;
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
