import { describe, expect, it } from 'vitest';
// DOMPurify needs two browser behaviours that happy-dom lacks.
import '../../../../../test-support/browserDom';
import { sanitizeArticle } from './sanitizeArticle';

/** The sanitised HTML as a tree, to look at what survived. */
function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = sanitizeArticle(html);
  return root;
}

describe('sanitizeArticle', () => {
  it('removes scripts, event handlers and javascript: links but keeps the text', () => {
    const root = parse(
      '<p onclick="steal()">Margin <b>matters</b></p><script>alert(1)</script>' +
        '<img src="/news/a.svg" onerror="alert(2)" alt="cover">' +
        '<a href="javascript:alert(3)">click</a><a href=" JaVaScRiPt:alert(4)">again</a>',
    );
    expect(root.querySelector('script')).toBeNull();
    expect(root.innerHTML).not.toMatch(/alert|onclick|onerror|javascript/i);
    expect(root.querySelector('p')?.textContent).toBe('Margin matters');
    expect(root.querySelector('img')?.getAttribute('src')).toBe('/news/a.svg');
    expect([...root.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([null, null]);
  });

  it('opens links in a new tab without giving the page away', () => {
    const root = parse('<a href="https://example.com/guide" target="_self" rel="opener">guide</a>');
    const link = root.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://example.com/guide');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps frames of the trusted players only', () => {
    const root = parse(
      '<iframe src="https://www.youtube-nocookie.com/embed/abc123" allowfullscreen></iframe>' +
        '<iframe src="https://player.vimeo.com/video/42"></iframe>' +
        '<iframe src="https://evil.example/embed/abc123"></iframe>' +
        '<iframe src="https://www.youtube-nocookie.com.evil.example/embed/x"></iframe>' +
        '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    );
    expect([...root.querySelectorAll('iframe')].map((f) => f.getAttribute('src'))).toEqual([
      'https://www.youtube-nocookie.com/embed/abc123',
      'https://player.vimeo.com/video/42',
    ]);
    expect(root.innerHTML).not.toMatch(/srcdoc|evil/);
  });

  it('drops styles, forms, SVG and data: pictures', () => {
    const root = parse(
      '<style>body{display:none}</style><p style="position:fixed">x</p>' +
        '<img src="data:image/png;base64,AAAA" alt="pixel"><form action="/steal"><input name="p"></form>' +
        '<svg><script>alert(1)</script></svg>',
    );
    expect(root.querySelector('style, form, input, svg')).toBeNull();
    expect(root.textContent).toBe('x'); // no style rule or script left as text
    expect(root.querySelector('p')?.hasAttribute('style')).toBe(false);
    expect(root.querySelector('img')?.hasAttribute('src')).toBe(false);
  });

  it('keeps tables and lists', () => {
    const root = parse(
      '<table><thead><tr><th scope="col">Period</th></tr></thead><tbody><tr><td>1M</td></tr></tbody></table><ul><li>a</li></ul>',
    );
    expect(root.querySelector('th')?.getAttribute('scope')).toBe('col');
    expect(root.querySelector('td')?.textContent).toBe('1M');
    expect(root.querySelector('li')?.textContent).toBe('a');
  });
});
