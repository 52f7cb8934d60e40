import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffInstrument } from '@leverline/contract';
import { testCategory, testInstrument } from '../../test/fixtures';
import { signInAs, startFakeApi, type Answer, type RecordedRequest } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';
import { InstrumentsPage } from './InstrumentsPage';
import { InstrumentsTable } from './InstrumentsTable';

const SAVE = '/admin/api/dealing/instrument/save';

/** The server's answer to a save: the instrument with the fields sent. */
const savedFrom = (instrument: StaffInstrument) => (r: RecordedRequest) => ({
  data: { ...instrument, ...(r.body as object) },
});

function openInstruments(save: Answer | ((r: RecordedRequest) => Answer) = savedFrom(testInstrument())) {
  const api = startFakeApi({
    '/admin/api/dealing/instruments': {
      data: [
        testInstrument(),
        testInstrument({
          id: 2,
          code: 'XAUUSD',
          show_code: 'Gold',
          category_id: 2,
          enabled: false,
          market_open: false,
        }),
      ],
    },
    '/admin/api/dealing/categories': {
      data: [testCategory(), testCategory({ id: 2, names: { en: 'Metals' } })],
    },
    [SAVE]: save,
  });
  signInAs('dealing');
  renderPage(<InstrumentsPage />, { route: '/instruments' });
  return api;
}

async function openEditor(id = 1) {
  fireEvent.click(await screen.findByTestId(`instrument-edit-${id}`));
  return screen.findByTestId('instrument-save');
}

const field = (name: string) => screen.getByTestId<HTMLInputElement>(name);

describe('InstrumentsPage', () => {
  it('lists every instrument with its category and state, and searches by code', async () => {
    openInstruments();
    const row = await screen.findByTestId('instrument-row-2');
    expect(row.textContent).toContain('Metals');
    expect(screen.getByTestId('instrument-market-2').textContent).toBe('Closed');
    expect(screen.getByTestId('instrument-row-1').textContent).toContain('50×, 100×, 200×');

    fireEvent.change(screen.getByTestId('instrument-search'), { target: { value: 'xau' } });
    expect(screen.queryByTestId('instrument-row-1')).toBeNull();
    expect(screen.getByTestId('instrument-row-2')).toBeTruthy();
  });

  it('saves only the changed fields, as integers, and shows the answer in the table', async () => {
    const api = openInstruments();
    await openEditor();
    fireEvent.change(field('instrument-spread_units'), { target: { value: '15' } });
    // Remove the 200× option.
    const leverage = screen.getByTestId('instrument-leverage_options');
    const tag200 = within(leverage).getByTitle('200');
    fireEvent.click(tag200.querySelector('.ant-select-selection-item-remove')!);
    // Type 400 and press Enter: a tag of text, sent as an integer.
    const typed = leverage.querySelector('input')!;
    fireEvent.change(typed, { target: { value: '400' } });
    fireEvent.keyDown(typed, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(screen.getByTestId('instrument-save'));

    await waitFor(() => expect(api.to(SAVE)).toHaveLength(1));
    expect(api.to(SAVE)[0]!.body).toEqual({ id: 1, spread_units: 15, leverage_options: [50, 100, 400] });
    await waitFor(() =>
      expect(screen.getByTestId('instrument-row-1').textContent).toContain('50×, 100×, 400×'),
    );
    expect(screen.getByTestId('instrument-row-1').textContent).not.toContain('200×');
    // The drawer closed after the save.
    await waitFor(() => expect(screen.queryByTestId('instrument-save')).toBeNull());
  });

  it('converts session times to minutes and sends the whole schedule', async () => {
    const api = openInstruments();
    await openEditor();
    expect(field('window-open-0').value).toBe('00:00');
    expect(field('window-close-0').value).toBe('24:00');
    // Free text with common zones offered.
    expect(field('instrument-time_zone').getAttribute('list')).toBe('instrument-time-zones');
    expect(document.querySelector('#instrument-time-zones option[value="Asia/Tokyo"]')).toBeTruthy();
    fireEvent.change(field('window-open-0'), { target: { value: '09:30' } });
    fireEvent.change(field('window-close-0'), { target: { value: '16:00' } });
    // Replace Tuesday's window by a new one (Monday by default) from 10:00 to the end of the day.
    fireEvent.click(screen.getByTestId('window-remove-1'));
    fireEvent.click(screen.getByTestId('window-add'));
    fireEvent.change(await screen.findByTestId('window-open-1'), { target: { value: '10:00' } });
    fireEvent.change(field('window-close-1'), { target: { value: '24:00' } });
    fireEvent.click(screen.getByTestId('instrument-save'));

    await waitFor(() => expect(api.to(SAVE)).toHaveLength(1));
    expect(api.to(SAVE)[0]!.body).toEqual({
      id: 1,
      schedule: {
        time_zone: 'America/New_York',
        windows: [
          { day: 1, open_minute: 570, close_minute: 960 },
          { day: 1, open_minute: 600, close_minute: 1440 },
        ],
        holidays: ['2026-12-25'],
      },
    });
  });

  it('sends nothing while a window closes before it opens or the time zone is unknown', async () => {
    const api = openInstruments();
    await openEditor();
    fireEvent.change(field('window-open-1'), { target: { value: '17:00' } });
    fireEvent.change(field('window-close-1'), { target: { value: '09:00' } });
    fireEvent.change(field('instrument-time_zone'), { target: { value: 'Mars/Olympus' } });
    fireEvent.click(screen.getByTestId('instrument-save'));
    expect(await screen.findByText('Must close after it opens')).toBeTruthy();
    expect(await screen.findByText('Not a known IANA time zone')).toBeTruthy();
    expect(api.to(SAVE)).toHaveLength(0);
  });

  it("shows the server's refusal and keeps the editor open", async () => {
    const api = openInstruments({ code: 1001, msg: 'Invalid lots' });
    await openEditor();
    fireEvent.change(field('instrument-min_lots'), { target: { value: '0.015' } });
    fireEvent.click(screen.getByTestId('instrument-save'));
    await waitFor(() => expect(api.toastError).toHaveBeenCalledWith('Invalid lots'));
    expect(api.to(SAVE)[0]!.body).toEqual({ id: 1, min_lots: '0.015' });
    expect(screen.getByTestId('instrument-save')).toBeTruthy();
  });

  it('asks before disabling and then sends {id, enabled: false}; enabling needs no question', async () => {
    const api = openInstruments((r) => ({
      data: { ...testInstrument({ id: (r.body as { id: number }).id }), ...(r.body as object) },
    }));
    fireEvent.click(await screen.findByTestId('instrument-enabled-1'));
    expect(
      await screen.findByText(
        "Disabling removes it from traders' lists and refuses new orders; open positions stay open.",
      ),
    ).toBeTruthy();
    expect(api.to(SAVE)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('decision-ok'));
    await waitFor(() => expect(api.to(SAVE)).toHaveLength(1));
    expect(api.to(SAVE)[0]!.body).toEqual({ id: 1, enabled: false });
    await waitFor(() =>
      expect(screen.getByTestId('instrument-enabled-1').getAttribute('aria-checked')).toBe('false'),
    );

    fireEvent.click(screen.getByTestId('instrument-enabled-2'));
    await waitFor(() => expect(api.to(SAVE)).toHaveLength(2));
    expect(api.to(SAVE)[1]!.body).toEqual({ id: 2, enabled: true });
  });
});

describe('InstrumentsTable without dealing.manage', () => {
  it('shows the state without switches or edit buttons', () => {
    render(
      <InstrumentsTable
        rows={[testInstrument()]}
        loading={false}
        categoryName={() => 'Forex'}
        editable={false}
      />,
    );
    expect(screen.getByTestId('instrument-enabled-tag-1').textContent).toBe('On');
    expect(screen.queryByTestId('instrument-enabled-1')).toBeNull();
    expect(screen.queryByTestId('instrument-edit-1')).toBeNull();
    expect(document.querySelector('.ant-switch')).toBeNull();
  });
});
