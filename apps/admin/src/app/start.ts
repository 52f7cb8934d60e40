/**
 * Wires the console-wide API client to the browser: same-origin requests, the session's token,
 * failures as antd messages, and code 999 back to sign-in with a notice.
 */
import { configureApi } from '../api/client';
import { texts } from '../i18n/texts';
import { toast } from './feedback';
import { sessionStore } from './session';

export function wireApi(navigate: (path: string) => void): void {
  configureApi({
    fetch: (input, init) => window.fetch(input, init),
    baseUrl: '',
    token: () => sessionStore.get().token,
    onSessionInvalid: () => {
      sessionStore.clear(true);
      navigate('/signin');
    },
    toastError: (text) => toast.error(text),
    networkErrorText: (code) => texts.common.networkError(code),
  });
}
