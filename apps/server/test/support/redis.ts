/** Whether a Redis answers, for the tests that need one (skipped outside CI when it does not). */
import net from 'node:net';

/** PING over a plain TCP connection, so an absent Redis costs a refused connection and no retries. */
export function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || 6379) });
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    // +PONG, or -NOAUTH when a password is needed (the URL then carries it).
    socket.once('data', (data) => done(/^[+-]/.test(data.toString())));
  });
}
