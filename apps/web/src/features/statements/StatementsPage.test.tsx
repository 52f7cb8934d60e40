import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { sessionStore } from '../identity/session';
import { testUser, useFakeApi } from '../../test/fakeApi';
import { StatementsPage } from './StatementsPage';

afterEach(() => {
  vi.restoreAllMocks();
});

function openStatements() {
  const router = createMemoryRouter([{ path: '/mine/statements', element: <StatementsPage /> }], {
    initialEntries: ['/mine/statements'],
  });
  render(<RouterProvider router={router} />);
}

describe('StatementsPage', () => {
  it('names each month and day in the language and downloads the PDF the server wrote', async () => {
    sessionStore.signIn('tok', testUser());
    const pdf = '%PDF-1.3 a statement';
    const api = useFakeApi({
      '/v1/api/statement/periods': {
        data: { account_id: 4, kind: 'demo', months: ['2026-11', '2026-10'], days: ['2026-11-27'] },
      },
      '/v1/api/statement/download': {
        data: {
          filename: 'leverline-statement-4-2026-11-27.pdf',
          content_type: 'application/pdf',
          content_base64: btoa(pdf),
          opening_balance: '10000.000000',
          closing_balance: '9990.000000',
          closing_equity: '9990.000000',
          movements: 2,
        },
      },
    });
    const saved: { name: string; blob: Blob }[] = [];
    let made: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      made = blob as Blob;
      return 'blob:statement';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: made! });
    });
    openStatements();

    expect((await screen.findByTestId('statement-2026-11')).textContent).toContain('November 2026');
    expect(screen.getByTestId('statement-2026-10').textContent).toContain('October 2026');
    expect(screen.getByTestId('statement-2026-11-27').textContent).toContain('November 27, 2026');
    const button = screen.getByTestId('statement-2026-11-27-pdf');
    expect(button.getAttribute('aria-label')).toBe('Download the statement of Fri, November 27, 2026 as PDF');
    fireEvent.click(button);

    await waitFor(() => expect(saved).toHaveLength(1));
    const asked = api.requests.find((r) => r.path === '/v1/api/statement/download')!.query;
    expect([asked.get('period'), asked.get('format')]).toEqual(['2026-11-27', 'pdf']);
    expect(saved[0]!.name).toBe('leverline-statement-4-2026-11-27.pdf');
    expect(saved[0]!.blob.type).toBe('application/pdf');
    expect(new TextDecoder().decode(await saved[0]!.blob.arrayBuffer())).toBe(pdf);
  });

  it('says when no day of the last 90 had a movement', async () => {
    sessionStore.signIn('tok', testUser());
    useFakeApi({
      '/v1/api/statement/periods': { data: { account_id: 4, kind: 'real', months: ['2026-11'], days: [] } },
    });
    openStatements();
    expect((await screen.findByTestId('statement-days')).textContent).toContain(
      'No movements in the last 90 days.',
    );
  });
});
