/**
 * The real server (src/main.ts run through tsx, as in development) as a child process, for tests
 * that kill and restart it. `startServer` resolves once it listens (main.ts prints the address);
 * every started process is remembered so `killAll` can end whatever a failed test left running.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const MAIN = path.resolve(here, '../../src/main.ts');

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  url: string;
  /** Everything it wrote so far (stdout and stderr), for failure messages. */
  output(): string;
}

const started = new Set<ChildProcess>();

/** Starts src/main.ts with `env` added to this process's environment; rejects when it exits or is not up in 45 s. */
export function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', MAIN], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  child.once('exit', () => started.delete(child));
  let text = '';
  const output = () => text;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 45 s:\n${text}`)), 45_000);
    const onExit = (code: number | null, signal: string | null) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before it listened:\n${text}`));
    };
    child.once('exit', onExit);
    child.stderr.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = /is running at http:\/\/[^:]+:(\d+)\//.exec(text);
      if (match) {
        clearTimeout(timer);
        child.off('exit', onExit);
        resolve({ child, url: `http://127.0.0.1:${match[1]}`, output });
      }
    });
  });
}

/** Sends `signal` and resolves with the exit code (null when killed by a signal) once it has exited. */
export function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    // A graceful stop that hangs is ended hard, so no test leaves a process behind.
    const timer = signal === 'SIGKILL' ? undefined : setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
    child.kill(signal);
  });
}

/** Kills (SIGKILL) every server this module started that is still running, and waits for them. */
export async function killAll(): Promise<void> {
  await Promise.all(
    [...started].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}
