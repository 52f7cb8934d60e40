#!/usr/bin/env node
// Summarises a V8 .cpuprofile (node --cpu-prof): where the samples fell, grouped by package or
// source folder, and the functions with the most self time. A .heapprofile (orders.mjs
// --heap-prof) is summarised the same way by bytes allocated instead of time.
//
//   node bench/profile-summary.mjs <file.cpuprofile|file.heapprofile> [top=25]
import fs from 'node:fs';

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/profile-summary.mjs <file.cpuprofile> [top]');
  process.exit(1);
}
/** @typedef {import('node:inspector').Profiler.Profile} CpuProfile */
/** @typedef {import('node:inspector').Runtime.CallFrame} CallFrame */
/** @typedef {{ id: number, selfSize: number, callFrame: CallFrame, children?: HeapNode[] }} HeapNode */

/** @type {unknown} */
const parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
const profile = /** @type {CpuProfile | { head: HeapNode }} */ (parsed);
/** @type {Map<number, number>} */
const time = new Map();
// A heap profile is a tree of nodes with the bytes sampled in each: flattened to the CPU profile's
// shape, its "time" is bytes (shown in KB).
const bytes = 'head' in profile;
/** @type {{ id: number, callFrame: CallFrame }[]} */
const nodes = [];
if ('head' in profile) {
  /** @param {HeapNode} node */
  const walk = (node) => {
    nodes.push(node);
    time.set(node.id, node.selfSize);
    for (const child of node.children ?? []) walk(child);
  };
  walk(profile.head);
} else {
  nodes.push(...profile.nodes);
  const samples = profile.samples ?? [];
  for (const [i, id] of samples.entries()) time.set(id, (time.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0));
}

/**
 * @param {string} url
 * @param {string} name
 */
const groupOf = (url, name) => {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg?.[1]) return pkg[1];
  const app = /(apps\/server|packages\/\w+)\/(?:dist|src)\/(.*?)[^/]*$/.exec(url);
  if (app) return `${app[1]}/${app[2]}`.replace(/\/$/, '');
  if (url.startsWith('node:')) return 'node internals';
  return url;
};

let total = 0;
/** @type {Map<string, number>} */
const groups = new Map();
/** @type {Map<string, number>} */
const functions = new Map();
for (const node of nodes) {
  const t = time.get(node.id) ?? 0;
  if (!t) continue;
  total += t;
  const { functionName, url, lineNumber } = node.callFrame;
  const name = functionName || '(anonymous)';
  const group = groupOf(url, name);
  groups.set(group, (groups.get(group) ?? 0) + t);
  const key = `${name}  ${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(apps|packages)\//, '$1/')}:${lineNumber + 1}`;
  functions.set(key, (functions.get(key) ?? 0) + t);
}
/**
 * @param {number} t
 * @param {string} label
 */
const line = (t, label) =>
  `${(t / (bytes ? 1024 : 1000)).toFixed(0).padStart(8)} ${bytes ? 'KB' : 'ms'} ${((100 * t) / total).toFixed(1).padStart(5)} %  ${label}`;
console.log(
  bytes
    ? `${file}: ${(total / 1024 ** 2).toFixed(1)} MB allocated (sampled)`
    : `${file}: ${(total / 1e6).toFixed(1)} s of samples`,
);
console.log('\nby package / folder:');
for (const [g, t] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(line(t, g));
console.log(`\nfunctions by self ${bytes ? 'allocation' : 'time'}:`);
for (const [f, t] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg ?? 25)))
  console.log(line(t, f));
