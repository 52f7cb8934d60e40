import { describe, expect, it } from 'vitest';
// DOMPurify needs two browser behaviours that happy-dom lacks: the traders' app's tests fix both.
import '../../../../../test-support/browserDom';
import { sanitizeArticle } from './sanitize';

describe('the preview sanitiser (the server rules)', () => {
  it('keeps text, tables and safe links, which open in a new window without the opener', () => {
    const html = sanitizeArticle(
      '<h2>Margin</h2><p>See <a href="https://example.com/x" onclick="steal()">this</a></p><table><tr><td colspan="2">1</td></tr></table>',
    );
    expect(html).toContain('<h2>Margin</h2>');
    expect(html).toContain('href="https://example.com/x"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('target="_blank"');
    expect(html).not.toContain('onclick');
    expect(html).toContain('colspan="2"');
  });

  it('removes scripts, styles, handlers, javascript: and data: URLs, and SVG', () => {
    const html = sanitizeArticle(
      '<p style="color:red" class="x">ok</p><script>alert(1)</script><style>p{}</style><img src="x" onerror="alert(1)">' +
        '<a href="javascript:alert(1)">x</a><img src="data:image/png;base64,AAAA"><svg><script>alert(1)</script></svg>',
    );
    expect(html).not.toMatch(/script|style=|onerror|javascript:|data:|svg|class=/i);
    expect(html).toContain('<p>ok</p>');
  });

  it('keeps pictures from https or our origin only', () => {
    expect(sanitizeArticle('<img src="https://cdn.example.com/a.jpg" alt="a">')).toContain(
      'src="https://cdn.example.com/a.jpg"',
    );
    expect(sanitizeArticle('<img src="/news/a.svg">')).toContain('src="/news/a.svg"');
    expect(sanitizeArticle('<img src="http://cdn.example.com/a.jpg">')).not.toContain('src=');
    expect(sanitizeArticle('<img src="//evil.example/a.jpg">')).not.toContain('src=');
  });

  it('keeps frames of trusted video players only', () => {
    // (happy-dom logs each frame it will not load; harmless.)
    expect(sanitizeArticle('<iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>')).toContain(
      '<iframe',
    );
    expect(sanitizeArticle('<iframe src="https://evil.example/embed"></iframe>')).not.toContain('<iframe');
    expect(sanitizeArticle('<iframe src="http://www.youtube.com/embed/x"></iframe>')).not.toContain(
      '<iframe',
    );
  });
});
