import { describe, expect, it } from 'vitest';
import { historyCsv, type HistoryCsvRow } from './history-csv.js';

const figures = (code: string): HistoryCsvRow['figures'] => ({
  instrument: { Id: 1, Code: code, ShowCode: code, PricePrecision: 2, Logo: '' },
  contractSize: '1',
  lots: '0.1',
  requestedPrice: '95000.00',
  openPrice: '95020.00',
  price: '94900.00',
  profit: '-12.000000',
  margin: '950.200000',
  fee: '0.950200',
  swap: '-0.123456',
  stopLoss: '0',
  takeProfit: '0',
  trailDistance: '0',
  slippage: '0',
});

const row = (code: string, state = 'closed'): HistoryCsvRow => ({
  id: 7,
  side: 'buy',
  state,
  closeReason: state === 'closed' ? 'user' : 'cancel',
  openedAt: new Date('2026-03-02T10:00:00Z'),
  closedAt: new Date('2026-03-02T11:30:00Z'),
  figures: figures(code),
});

describe('historyCsv', () => {
  it('writes one CRLF line per order with exact decimals and UTC times, signs kept', () => {
    const lines = historyCsv([row('BTCUSD')]).split('\r\n');
    expect(lines[1]).toBe('7,BTCUSD,buy,0.1,95020.00,94900.00,2026-03-02T10:00:00.000Z,2026-03-02T11:30:00.000Z,0.950200,-0.123456,-12.000000,closed,user');
    expect(lines[2]).toBe('');
  });

  it('leaves a cancelled order\'s prices empty', () => {
    const cancelled = historyCsv([row('BTCUSD', 'cancelled')]).split('\r\n')[1]!.split(',');
    expect(cancelled.slice(4, 6)).toEqual(['', '']);
    expect(cancelled.slice(11)).toEqual(['cancelled', 'cancel']);
  });

  it('quotes text holding commas or quotes, and keeps a spreadsheet from running text as a formula', () => {
    expect(historyCsv([row('US,"500"')]).split('\r\n')[1]).toContain(',"US,""500""",');
    expect(historyCsv([row('=HYPERLINK("x")')]).split('\r\n')[1]).toContain(`,"'=HYPERLINK(""x"")",`);
    expect(historyCsv([row('-1+2')]).split('\r\n')[1]).toContain(",'-1+2,");
  });
});
