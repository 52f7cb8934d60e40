#!/usr/bin/env node
// Draws the installed-app icons (apps/web/public/icons) from the favicon: 192 and 512 px, a
// maskable 512 px with the mark inside the safe zone, and the 180 px Apple touch icon. Run it
// after changing favicon.svg; the PNGs are committed, so builds need no image tools.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sharp = createRequire(path.join(root, 'apps/server/package.json'))('sharp');
const publicDir = path.join(root, 'apps/web/public');
const favicon = path.join(publicDir, 'favicon.svg');

for (const size of [180, 192, 512]) {
  const name = size === 180 ? 'apple-touch-icon.png' : `icon-${size}.png`;
  await sharp(favicon, { density: (72 * size) / 64 }).resize(size, size).png().toFile(path.join(publicDir, 'icons', name));
}
// Maskable: a full-bleed background, the mark at 60 % so every mask shape keeps it whole.
const mark = await sharp(favicon, { density: (72 * 308) / 64 }).resize(308, 308).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#0b1f3a' } })
  .composite([{ input: mark, left: 102, top: 102 }])
  .png()
  .toFile(path.join(publicDir, 'icons', 'maskable-512.png'));
console.log('icons written to apps/web/public/icons');
