#!/usr/bin/env node
// `npm start`: builds each workspace whose output is missing or older than its sources, then
// runs the server, which serves the traders' app, the staff console, the API and the live socket
// on one port.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const workspaces = [
  { name: '@leverline/domain', dir: 'packages/domain', output: 'dist/index.js', sources: ['src'] },
  { name: '@leverline/contract', dir: 'packages/contract', output: 'dist/index.js', sources: ['src'] },
  { name: '@leverline/server', dir: 'apps/server', output: 'dist/main.js', sources: ['src'] },
  { name: '@leverline/web', dir: 'apps/web', output: 'dist/index.html', sources: ['src', 'index.html', 'vite.config.ts', 'public'] },
  { name: '@leverline/admin', dir: 'apps/admin', output: 'dist/index.html', sources: ['src', 'index.html', 'vite.config.ts'] },
];

function newest(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of fs.readdirSync(target)) latest = Math.max(latest, newest(path.join(target, entry)));
  return latest;
}

let upstreamRebuilt = false;
for (const ws of workspaces) {
  const output = path.join(root, ws.dir, ws.output);
  const builtAt = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
  const changedAt = Math.max(...ws.sources.map((s) => newest(path.join(root, ws.dir, s))));
  if (builtAt > 0 && changedAt <= builtAt && !upstreamRebuilt) continue;
  console.log(builtAt === 0 ? `Building ${ws.name} (first start)…` : `Rebuilding ${ws.name} (sources changed)…`);
  const result = spawnSync('npm', ['run', 'build', '-w', ws.name], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) {
    console.error(`Building ${ws.name} failed.`);
    process.exit(result.status ?? 1);
  }
  upstreamRebuilt = ws.dir.startsWith('packages/') || upstreamRebuilt;
}

// The server writes to this terminal itself, so it logs readable lines here and JSON when
// `npm start`'s output goes to a pipe or a file (LOG_FORMAT, docs/operations.md).
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
