/**
 * Two browser behaviours DOMPurify relies on that happy-dom lacks. Tests that sanitise HTML import
 * this module before anything that creates a DOMPurify instance.
 *
 * - `nodeName`: browsers have one getter, on Node.prototype, that answers for every node. happy-dom
 *   puts a getter on each node class and returns '' from Node.prototype's. DOMPurify reads
 *   Node.prototype's getter directly (so a clobbered `nodeName` cannot fool it), and under happy-dom
 *   every tag name became ''.
 * - NodeIterator: when the node an iterator stands on is removed, browsers move the iterator to the
 *   node before it (DOM standard, "NodeIterator pre-removing steps"), so the walk carries on with
 *   what followed. happy-dom's iterator stays on the detached node and the walk ends there, so
 *   DOMPurify never looked at anything after the first element it removed.
 */

const SHIMMED = Symbol.for('leverline.browserDom.nodeName');
const ITERATOR_SHIMMED = Symbol.for('leverline.browserDom.nodeIterator');

/** The names browsers give the nodes happy-dom has no getter of its own for. */
const NAME_BY_TYPE: Record<number, string> = {
  [Node.TEXT_NODE]: '#text',
  [Node.CDATA_SECTION_NODE]: '#cdata-section',
  [Node.COMMENT_NODE]: '#comment',
  [Node.DOCUMENT_NODE]: '#document',
  [Node.DOCUMENT_FRAGMENT_NODE]: '#document-fragment',
};

if (!Object.getOwnPropertyDescriptor(Node.prototype, SHIMMED)) {
  Object.defineProperty(Node.prototype, SHIMMED, { value: true });
  Object.defineProperty(Node.prototype, 'nodeName', {
    configurable: true,
    enumerable: true,
    get(this: Node): string {
      for (let at = Object.getPrototypeOf(this) as object | null; at && at !== Node.prototype;) {
        const own = Object.getOwnPropertyDescriptor(at, 'nodeName');
        if (own?.get) return own.get.call(this) as string;
        at = Object.getPrototypeOf(at) as object | null;
      }
      return NAME_BY_TYPE[this.nodeType] ?? '';
    },
  });
}

/** The next node after `node` in tree order, not leaving `root`. */
function following(node: Node, root: Node): Node | null {
  if (node.firstChild) return node.firstChild;
  let at: Node | null = node;
  while (at && at !== root) {
    if (at.nextSibling) return at.nextSibling;
    at = at.parentNode;
  }
  return null;
}

/** The node before `node` in tree order, within `root` (null for the root). */
function preceding(node: Node, root: Node): Node | null {
  if (node === root) return null;
  let at = node.previousSibling;
  if (!at) return node.parentNode;
  while (at.lastChild) at = at.lastChild;
  return at;
}

function isWithin(node: Node, root: Node): boolean {
  for (let at: Node | null = node; at; at = at.parentNode) if (at === root) return true;
  return false;
}

/** A forward-only NodeIterator that survives the removal of the node it stands on. */
class BrowserNodeIterator {
  private reference: Node | null = null;
  /** What preceded the reference when it was reached: where to carry on if it is removed. */
  private before: Node | null = null;

  constructor(
    readonly root: Node,
    readonly whatToShow: number,
    readonly filter: NodeFilter | null,
  ) {}

  private accepts(node: Node): boolean {
    if (!((this.whatToShow >>> (node.nodeType - 1)) & 1)) return false;
    if (!this.filter) return true;
    const verdict = typeof this.filter === 'function' ? this.filter(node) : this.filter.acceptNode(node);
    return verdict === NodeFilter.FILTER_ACCEPT;
  }

  nextNode(): Node | null {
    let node: Node | null;
    if (this.reference === null) {
      node = this.root;
    } else {
      let anchor: Node | null = this.reference;
      if (!isWithin(anchor, this.root))
        anchor = this.before && isWithin(this.before, this.root) ? this.before : this.root;
      node = following(anchor, this.root);
    }
    for (; node; node = following(node, this.root)) {
      if (!this.accepts(node)) continue;
      this.before = preceding(node, this.root);
      this.reference = node;
      return node;
    }
    return null;
  }

  previousNode(): Node | null {
    throw new Error('previousNode is not needed by the tests');
  }

  detach(): void {}
}

/** The prototype that defines createNodeIterator (happy-dom's window has its own Document classes). */
function iteratorOwner(): Record<PropertyKey, unknown> | null {
  for (
    let at = Object.getPrototypeOf(document) as object | null;
    at;
    at = Object.getPrototypeOf(at) as object | null
  ) {
    if (Object.prototype.hasOwnProperty.call(at, 'createNodeIterator'))
      return at as Record<PropertyKey, unknown>;
  }
  return null;
}

const owner = iteratorOwner();
if (owner && !Object.prototype.hasOwnProperty.call(owner, ITERATOR_SHIMMED)) {
  Object.defineProperty(owner, ITERATOR_SHIMMED, { value: true });
  Object.defineProperty(owner, 'createNodeIterator', {
    configurable: true,
    writable: true,
    value(root: Node, whatToShow = 0xffffffff, filter: NodeFilter | null = null) {
      return new BrowserNodeIterator(root, whatToShow, filter);
    },
  });
}

export {};
