/**
 * Short messages (antd `message`) shown from anywhere, including the API client outside React.
 * Inside <App> the bridge hands over the context-aware instance (theme, locale); before that, and
 * in tests that render a page alone, antd's static `message` is used.
 */
import { message as staticMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

let instance: MessageInstance | null = null;

export function setMessageInstance(next: MessageInstance | null): void {
  instance = next;
}

const current = (): MessageInstance => instance ?? staticMessage;

export const toast = {
  error(text: string): void {
    void current().error(text);
  },
  success(text: string): void {
    void current().success(text);
  },
  info(text: string): void {
    void current().info(text);
  },
};
