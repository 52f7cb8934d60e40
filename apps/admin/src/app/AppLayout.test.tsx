import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '@leverline/contract';
import { signInAs, startFakeApi, testStaff } from '../test/fakeApi';
import { AppLayout } from './AppLayout';
import { visibleGroups } from './sections';
import { sessionStore } from './session';

const keysOf = (role: StaffRole) => visibleGroups(role).flatMap((g) => g.sections.map((s) => s.key));

function openLayout(role: StaffRole) {
  const api = startFakeApi({ '/admin/api/me': { data: testStaff(role) }, '/admin/api/logout': { data: {} } });
  signInAs(role);
  const router = createMemoryRouter(
    [
      { path: '/', element: <AppLayout />, children: [{ index: true, element: <p>home</p> }] },
      { path: '/signin', element: <p>sign-in page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { api, router };
}

describe('the side menu', () => {
  it('lists only the sections a role may use', () => {
    expect(keysOf('support')).toEqual(['dashboard', 'users', 'support']);
    expect(keysOf('content')).toEqual(['dashboard', 'news', 'companies', 'settings']);
    expect(keysOf('dealing')).toEqual(['dashboard', 'users', 'dealing', 'instruments', 'categories']);
    expect(keysOf('compliance')).toEqual(['dashboard', 'users', 'identity', 'compliance']);
    expect(keysOf('finance')).toEqual([
      'dashboard',
      'deposits',
      'withdrawals',
      'fundingSetup',
      'users',
      'adjustments',
    ]);
    expect(keysOf('owner')).toHaveLength(16);
  });

  it('shows support Users but not Deposits or Settings', async () => {
    openLayout('support');
    expect(await screen.findByTestId('nav-users')).toBeTruthy();
    expect(screen.queryByTestId('nav-deposits')).toBeNull();
    expect(screen.queryByTestId('nav-settings')).toBeNull();
    expect(screen.queryByTestId('nav-group-content')).toBeNull();
    // No part of Dealing: neither exposure nor the instrument set-up.
    expect(screen.queryByTestId('nav-group-dealing')).toBeNull();
    expect(screen.queryByTestId('nav-instruments')).toBeNull();
    expect(screen.queryByTestId('nav-categories')).toBeNull();
  });

  it('shows dealing its Dealing group: exposure, instruments and categories', async () => {
    openLayout('dealing');
    expect(await screen.findByTestId('nav-group-dealing')).toBeTruthy();
    expect(screen.getByTestId('nav-dealing')).toBeTruthy();
    expect(screen.getByTestId('nav-instruments')).toBeTruthy();
    expect(screen.getByTestId('nav-categories')).toBeTruthy();
  });

  it('shows content the Content group and Settings but not Users', async () => {
    openLayout('content');
    expect(await screen.findByTestId('nav-group-content')).toBeTruthy();
    expect(screen.getByTestId('nav-news')).toBeTruthy();
    expect(screen.getByTestId('nav-settings')).toBeTruthy();
    expect(screen.queryByTestId('nav-users')).toBeNull();
    expect(screen.queryByTestId('nav-audit')).toBeNull();
  });

  it('shows who is signed in, and signs out through the API back to sign-in', async () => {
    const { api, router } = openLayout('finance');
    expect((await screen.findByTestId('staff-email')).textContent).toBe('finance@leverline.example');
    expect(screen.getByTestId('staff-role').textContent).toBe('Finance');
    fireEvent.click(screen.getByTestId('sign-out'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(api.to('/admin/api/logout')).toHaveLength(1);
    expect(sessionStore.get().token).toBeNull();
  });
});
