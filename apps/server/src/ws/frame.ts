/**
 * WebSocket text frames built once and written as they are to every subscriber's socket
 * (RFC 6455 §5.2: a server's frames are not masked, so one frame's bytes are valid on every
 * connection). This is what lets the gateway serialise a message once per topic.
 */

const OPCODE_TEXT_FIN = 0x81;

/** One final, unmasked, uncompressed text frame carrying `payload` (UTF-8). */
export function textFrame(payload: string): Buffer {
  const length = Buffer.byteLength(payload, 'utf8');
  const headerBytes = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerBytes + length);
  frame[0] = OPCODE_TEXT_FIN;
  if (length < 126) {
    frame[1] = length;
  } else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
    frame.writeUInt32BE(length >>> 0, 6);
  }
  frame.write(payload, headerBytes, 'utf8');
  return frame;
}
