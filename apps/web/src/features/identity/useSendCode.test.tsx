import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SendCodeButton } from './SendCodeButton';
import { SEND_CODE_COOLDOWN_S, useSendCode } from './useSendCode';

function Harness({ send }: { send: () => Promise<unknown> }) {
  const sendCode = useSendCode();
  return (
    <SendCodeButton
      remaining={sendCode.remaining}
      sending={sendCode.sending}
      onSend={() => void sendCode.send(send)}
    />
  );
}

const button = () => screen.getByTestId<HTMLButtonElement>('send-code');

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Lets the send promise settle and React commit. */
async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

describe('send-code countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down 60 seconds after a code is sent, then re-enables', async () => {
    const send = vi.fn(() => Promise.resolve({ resend_after: 60 }));
    render(<Harness send={send} />);
    expect(button().textContent).toBe('Send code');

    fireEvent.click(button());
    await flush();
    expect(send).toHaveBeenCalledOnce();
    expect(SEND_CODE_COOLDOWN_S).toBe(60);
    expect(button().textContent).toBe('60 s');
    expect(button().disabled).toBe(true);

    await advance(1_000);
    expect(button().textContent).toBe('59 s');

    // Pressing while counting down sends nothing.
    fireEvent.click(button());
    await flush();
    expect(send).toHaveBeenCalledOnce();

    await advance(58_000);
    expect(button().textContent).toBe('1 s');
    expect(button().disabled).toBe(true);

    await advance(1_000);
    expect(button().textContent).toBe('Send code');
    expect(button().disabled).toBe(false);

    fireEvent.click(button());
    await flush();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('does not start the countdown when sending fails', async () => {
    const send = vi.fn(() => Promise.reject(new Error('code_too_soon')));
    render(<Harness send={send} />);
    fireEvent.click(button());
    await flush();
    expect(button().textContent).toBe('Send code');
    expect(button().disabled).toBe(false);
  });
});
