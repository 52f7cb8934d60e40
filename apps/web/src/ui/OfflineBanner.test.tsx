import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { OfflineBanner } from './OfflineBanner';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  setOnline(true);
});

describe('OfflineBanner', () => {
  it('says the phone is offline while it is, and goes away when the connection is back', () => {
    render(<OfflineBanner />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    setOnline(false);
    expect(screen.getByRole('status').textContent).toBe('You are offline. Prices and your account will update when the connection is back.');
    setOnline(true);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });
});
