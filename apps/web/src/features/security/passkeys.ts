/**
 * Passkeys in the browser, by @simplewebauthn/browser: the options come from the server as they
 * are, and the browser's answer goes back as it is. A trader who closes the browser's prompt has
 * cancelled, which is not an error to show.
 */
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { WebAuthnOptions, WebAuthnResponse } from '@leverline/contract';

export function passkeysSupported(): boolean {
  return browserSupportsWebAuthn();
}

/** The name a DOMException or a WebAuthnError carries (NotAllowedError when the prompt was closed). */
function cancelled(error: unknown): boolean {
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  return name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED';
}

/** Creates a passkey; null when the trader cancelled. Other failures are thrown. */
export async function createPasskey(options: WebAuthnOptions): Promise<WebAuthnResponse | null> {
  try {
    const response = await startRegistration({ optionsJSON: options as never });
    return response as unknown as WebAuthnResponse;
  } catch (error) {
    if (cancelled(error)) return null;
    throw error;
  }
}

/** Signs a challenge with a passkey; null when the trader cancelled. Other failures are thrown. */
export async function signWithPasskey(options: WebAuthnOptions): Promise<WebAuthnResponse | null> {
  try {
    const response = await startAuthentication({ optionsJSON: options });
    return response as unknown as WebAuthnResponse;
  } catch (error) {
    if (cancelled(error)) return null;
    throw error;
  }
}
