/**
 * Writes src/routes.ts: every call's path and methods without its schemas, so the traders' app
 * can address the API without downloading zod. Run after adding or moving a call:
 *   npm run routes -w @leverline/contract
 * contract.test.ts fails when the file no longer matches the calls.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { calls } from '../src/calls.js';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/routes.ts');
const rows = Object.entries(calls).map(
  ([name, def]) => `  ${name}: { path: '${def.path}', methods: [${def.methods.map((m) => `'${m}'`).join(', ')}] },`,
);
fs.writeFileSync(
  out,
  `/**
 * Every call's path and methods, without the zod schemas (written by scripts/write-routes.ts; do
 * not edit). The traders' app sends requests by these, so its first screen does not download the
 * validation library; the types are those of \`calls\`, whose schemas the server applies.
 */
import type { calls } from './calls.js';

type Routes = { readonly [K in keyof typeof calls]: (typeof calls)[K] };

const table: Record<keyof typeof calls, { path: string; methods: readonly string[] }> = {
${rows.join('\n')}
};

/** Only \`path\` and \`methods\` exist at run time; the schemas are types only. */
export const routes = table as unknown as Routes;
`,
);
console.log(`wrote ${rows.length} routes to ${out}`);
