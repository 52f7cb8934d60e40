/** Instrument logos drawn as small SVGs from each instrument's label and colours. */
function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function logoSvg(logo: { label: string; fg: string; bg: string; bg2?: string }): string {
  const label = escapeXml(logo.label);
  const size = label.length <= 1 ? 30 : label.length === 2 ? 24 : label.length === 3 ? 18 : 14;
  const colour = (c: string) => (/^#[0-9a-fA-F]{3,8}$/.test(c) ? c : '#334155');
  const second = logo.bg2
    ? `<circle cx="51" cy="51" r="12" fill="${colour(logo.bg2)}" stroke="#fff" stroke-width="3"/>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
    `<circle cx="30" cy="30" r="28" fill="${colour(logo.bg)}"/>${second}` +
    `<text x="${logo.bg2 ? 27 : 30}" y="${logo.bg2 ? 27 : 30}" dy="0.35em" text-anchor="middle" font-family="Helvetica,Arial,sans-serif" font-weight="700" font-size="${size}" fill="${colour(logo.fg)}">${label}</text>` +
    `</svg>`
  );
}
