import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { routes } from './routes';

function open(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('routes', () => {
  it('send unknown paths home, where a visitor is offered the ways in', async () => {
    const router = open('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByTestId('demo-button')).toBeTruthy();
    expect(screen.getByTestId('home-login')).toBeTruthy();
    expect(screen.getByTestId('home-register')).toBeTruthy();
    expect(screen.getByTestId('tab-quotes')).toBeTruthy();
  });

  it('treat /mine as the user centre, which needs a login', async () => {
    const router = open('/mine');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?from=%2Fuser');
  });

  it('show no tab bar on pages other than the tab pages', async () => {
    open('/language');
    expect(await screen.findByTestId('lang-en')).toBeTruthy();
    expect(screen.queryByTestId('tab-quotes')).toBeNull();
  });

  it('list Orders between Trade and Mine in the tab bar; a visitor who taps it is asked to log in', async () => {
    const router = open('/');
    const labels = (await screen.findAllByTestId(/^tab-/)).map((tab) => tab.textContent);
    expect(labels).toEqual(['Quotes', 'Trade', 'Orders', 'Ranking', 'Copy', 'Mine']);
    fireEvent.click(screen.getByTestId('tab-orders'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?from=%2Forder');
  });
});
