/**
 * Renders one page under a memory router, as the console would at `path`: the full app is not
 * rendered (antd is heavy), only the page and placeholders of the places it may send the user to
 * (sign-in by default) to observe where it went.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

interface RenderPageOptions {
  /** The page's route pattern, e.g. '/users/:id'. */
  route?: string;
  /** Where the browser is, e.g. '/users/7'. */
  path?: string;
  /** Other routes, each shown as a placeholder with its path as text. */
  elsewhere?: readonly string[];
}

export function renderPage(
  element: ReactNode,
  { route = '/', path = route, elsewhere = ['/signin'] }: RenderPageOptions = {},
) {
  const router = createMemoryRouter(
    [
      { path: route, element },
      ...elsewhere.filter((p) => p !== route).map((p) => ({ path: p, element: <p>{`page ${p}`}</p> })),
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}
