/**
 * The preview's HTML sanitiser: DOMPurify set up with the allow-list of the server's
 * (apps/server/src/modules/community/sanitize.ts, sanitize-html), so the editor shows what will be
 * stored. The server's result is what counts: after a save the console shows the stored content.
 *
 * dompurify is a dependency of apps/web, hoisted to the root node_modules; it should also be
 * listed in apps/admin/package.json at the next lockfile update.
 */
import createDOMPurify from 'dompurify';

/** Video players an article may embed (the server's TRUSTED_FRAME_HOSTS). */
const TRUSTED_FRAME_HOSTS = ['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com'];

// prettier-ignore
const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'blockquote', 'code', 'pre',
  'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption', 'span', 'iframe',
];

/** Attributes allowed per element; every other attribute is dropped. */
const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title', 'rel', 'target'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  iframe: ['src', 'width', 'height', 'allowfullscreen', 'title'],
};
const ALL_ATTRIBUTES = [...new Set(Object.values(ALLOWED_ATTRIBUTES).flat())];

/** The URL's scheme ('' for a relative URL), or null for a protocol-relative one ("//host"). */
function schemeOf(url: string): string | null {
  const trimmed = url.trim();
  if (trimmed.startsWith('//')) return null;
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed);
  return match ? match[1]!.toLowerCase() : '';
}

let purifier: ReturnType<typeof createDOMPurify> | null = null;

function getPurifier(): ReturnType<typeof createDOMPurify> {
  if (purifier) return purifier;
  // An instance of its own, so these hooks never touch another DOMPurify user.
  const instance = createDOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const allowed = ALLOWED_ATTRIBUTES[node.nodeName.toLowerCase()] ?? [];
    if (!allowed.includes(data.attrName)) {
      data.keepAttr = false;
      return;
    }
    if (data.attrName === 'href' || data.attrName === 'src') {
      const scheme = schemeOf(data.attrValue);
      const tag = node.nodeName.toLowerCase();
      const ok =
        scheme === null
          ? false
          : tag === 'img'
            ? scheme === '' || scheme === 'https'
            : tag === 'iframe'
              ? scheme === 'https'
              : scheme === '' || scheme === 'http' || scheme === 'https' || scheme === 'mailto';
      if (!ok) data.keepAttr = false;
    }
  });
  instance.addHook('afterSanitizeAttributes', (element) => {
    const tag = element.nodeName.toLowerCase();
    if (tag === 'a') {
      element.setAttribute('rel', 'noopener noreferrer');
      element.setAttribute('target', '_blank');
    }
    if (tag === 'iframe') {
      let host = '';
      try {
        host = new URL(element.getAttribute('src') ?? '').hostname;
      } catch {
        host = '';
      }
      // A frame whose source is not a trusted player goes entirely.
      if (!TRUSTED_FRAME_HOSTS.includes(host)) element.remove();
    }
  });
  purifier = instance;
  return instance;
}

/** The article HTML as the server would store it (for the editor's preview). */
export function sanitizeArticle(html: string): string {
  return getPurifier()
    .sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR: ALL_ATTRIBUTES,
      ADD_TAGS: ['iframe'],
      ADD_ATTR: ['allowfullscreen', 'target'],
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      FORBID_TAGS: [
        'script',
        'style',
        'svg',
        'math',
        'form',
        'object',
        'embed',
        'textarea',
        'noscript',
        'template',
        'title',
      ],
    })
    .trim();
}
