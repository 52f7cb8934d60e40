/**
 * The one HTML sanitiser of articles, run when an article is saved and again when it is served:
 * an allow-list of text and table elements, links only to http(s) and mailto (opened with
 * rel="noopener noreferrer"), pictures only from our origin or https, and frames only from video
 * players we trust. Scripts, styles, event handlers and javascript: URLs never survive.
 */
import sanitizeHtml from 'sanitize-html';

/** Video players an article may embed. */
export const TRUSTED_FRAME_HOSTS = ['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'blockquote', 'code', 'pre',
    'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption', 'span', 'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'title'],
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedIframeHostnames: TRUSTED_FRAME_HOSTS,
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title', 'svg', 'math'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer', target: '_blank' },
    }),
  },
  // A frame whose source was not trusted loses its src; drop the empty frame too.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
  allowedClasses: {},
  allowedStyles: {},
};

export function sanitizeArticle(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
