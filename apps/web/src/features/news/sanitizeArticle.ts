/**
 * The app's own pass over an article's HTML before it is rendered. The server already sanitises
 * it when staff save it and when it is served (docs/community.md); this second pass means a bug
 * or a bypass there still cannot run script in the traders' app. The allow-list mirrors the
 * server's: text, list and table elements, links (http, https, mailto; opened in a new tab with
 * rel="noopener noreferrer"), pictures, and frames only from two video players.
 */
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { pictureUrl } from '../../ui/pictureUrl';

/** Frames may embed only these players (the privacy-enhanced YouTube and Vimeo). */
export const TRUSTED_FRAME_PREFIXES = [
  'https://www.youtube-nocookie.com/embed/',
  'https://player.vimeo.com/video/',
] as const;

const CONFIG: Config = {
  // prettier-ignore
  ALLOWED_TAGS: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'blockquote',
    'code', 'pre', 'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody',
    'tr', 'th', 'td', 'caption', 'span', 'iframe',
  ],
  // prettier-ignore
  ALLOWED_ATTR: [
    'href', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'scope', 'allowfullscreen',
  ],
  // http, https, mailto and relative addresses; javascript:, data: and the rest are dropped.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Removed elements whose text must go too (DOMPurify's list already has script, style, svg…).
  ADD_FORBID_CONTENTS: ['textarea', 'option'],
};

export function isTrustedFrame(src: string): boolean {
  return TRUSTED_FRAME_PREFIXES.some((prefix) => src.startsWith(prefix));
}

function secureElement(node: Element): void {
  switch (node.nodeName) {
    case 'A':
      if (node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
      return;
    case 'IMG': {
      // DOMPurify lets data: pictures through on its own; the server never does, nor do we.
      const src = pictureUrl(node.getAttribute('src') ?? '');
      if (src) node.setAttribute('src', src);
      else node.removeAttribute('src');
      node.setAttribute('loading', 'lazy');
      return;
    }
    case 'IFRAME': {
      const src = node.getAttribute('src') ?? '';
      if (!isTrustedFrame(src)) {
        node.remove();
        return;
      }
      node.setAttribute('loading', 'lazy');
      node.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
      return;
    }
    default:
      return;
  }
}

let purifier: Purifier | null = null;

/** One instance of our own, so its hooks never touch another use of DOMPurify. */
function articlePurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', secureElement);
  purifier = instance;
  return instance;
}

/** The article's HTML, safe to set as innerHTML. */
export function sanitizeArticle(html: string): string {
  return articlePurifier().sanitize(html, CONFIG);
}
