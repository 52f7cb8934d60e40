#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of a built app (scripts,
// styles, HTML, SVG, JSON) of 1 KB or more, at the highest levels, once at build time. The server
// sends the copy the browser accepts (@fastify/static preCompressed), so phones download the
// small files without the server compressing on every request.
//
//   node scripts/precompress.mjs apps/web/dist
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = path.resolve(process.argv[2] ?? '');
if (!process.argv[2] || !fs.existsSync(dir)) {
  console.error('usage: node scripts/precompress.mjs <built app folder>');
  process.exit(1);
}
const TEXT = /\.(js|mjs|css|html|svg|json|txt|map)$/;
let files = 0;
let before = 0;
let after = 0;
for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.test(entry.name)) continue;
  const file = path.join(entry.parentPath ?? entry.path, entry.name);
  const body = fs.readFileSync(file);
  if (body.length < 1024) continue;
  const br = zlib.brotliCompressSync(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  files += 1;
  before += body.length;
  after += br.length;
}
console.log(`precompressed ${files} files in ${path.relative(process.cwd(), dir) || '.'}: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`);
