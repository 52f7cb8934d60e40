import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs, startFakeApi } from '../../test/fakeApi';
import { StatementsCard } from './StatementsCard';

const PERIODS = '/admin/api/users/statements';
const FILE = '/admin/api/users/statement';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('StatementsCard', () => {
  it("lists the user's months and days and saves the file the server wrote", async () => {
    const csv = '\uFEFFMonthly account statement\r\n';
    const api = startFakeApi({
      [PERIODS]: {
        data: { account_id: 12, kind: 'real', months: ['2026-11', '2026-10'], days: ['2026-11-27'] },
      },
      [FILE]: {
        data: {
          filename: 'leverline-statement-12-2026-11.csv',
          content_type: 'text/csv;charset=utf-8',
          content_base64: btoa(unescape(encodeURIComponent(csv))),
          opening_balance: '0.000000',
          closing_balance: '950.000000',
          closing_equity: '950.000000',
          movements: 3,
        },
      },
    });
    signInAs('support');
    const saved: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.set('blob:statement', blob as Blob);
      return 'blob:statement';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href')!)! });
    });
    render(<StatementsCard userId={7} />);

    expect(api.to(PERIODS)[0]!.query.get('id')).toBe('7');
    for (const period of ['2026-11', '2026-10', '2026-11-27'])
      expect(await screen.findByTestId(`statement-${period}-pdf`)).toBeTruthy();
    fireEvent.click(screen.getByTestId('statement-2026-11-csv'));

    await waitFor(() => expect(saved).toHaveLength(1));
    const asked = api.to(FILE)[0]!.query;
    expect([asked.get('id'), asked.get('period'), asked.get('format')]).toEqual(['7', '2026-11', 'csv']);
    expect(saved[0]!.name).toBe('leverline-statement-12-2026-11.csv');
    expect(saved[0]!.blob.type).toBe('text/csv;charset=utf-8');
    // The byte-order mark is kept: spreadsheet programs read the file as UTF-8 by it.
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await saved[0]!.blob.arrayBuffer())).toBe(
      csv,
    );
  });
});
