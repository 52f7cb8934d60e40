import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { sessionStore } from '../features/identity/session';
import { testUser } from '../test/fakeApi';
import { RequireLogin } from './RequireLogin';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <Where /> },
      {
        path: '/mine/system',
        element: (
          <RequireLogin>
            <p>settings page</p>
          </RequireLogin>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RequireLogin', () => {
  it('sends a visitor to /login with the wanted path and query in `from`', () => {
    const router = open('/mine/system?tab=2');
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe('/mine/system?tab=2');
    expect(screen.getByTestId('where').textContent).toBe('/login?from=%2Fmine%2Fsystem%3Ftab%3D2');
  });

  it('shows the page to a logged-in user', () => {
    sessionStore.signIn('tok', testUser());
    open('/mine/system');
    expect(screen.getByText('settings page')).toBeTruthy();
  });
});
