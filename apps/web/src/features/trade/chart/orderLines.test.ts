import { describe, expect, it } from 'vitest';
import { testOrder } from '../../../test/trading';
import { lineAt, movedLevels, orderLines } from './orderLines';

const kindName = (kind: string) => kind.replace('_', ' ');

describe('orderLines', () => {
  it('draws a position as its entry, SL and TP, and a pending order as its target, on this instrument only', () => {
    const position = testOrder({ Id: 5, Price: 2651.4, TargetLossPrice: 2600, TargetProfitPrice: 2700 });
    const pending = testOrder({ Id: 6, Status: 0, Kind: 'buy_limit', OriginPrice: 2620, Price: 0 });
    const elsewhere = testOrder({ Id: 7, ForexId: 3 });
    const closed = testOrder({ Id: 8, Status: 3 });
    const lines = orderLines([position, pending, elsewhere, closed], 17, kindName);
    expect(lines.map((l) => [l.key, l.price, l.title, l.draggable])).toEqual([
      ['entry-5', 2651.4, '#5', false],
      ['stop_loss-5', 2600, 'SL #5', true],
      ['take_profit-5', 2700, 'TP #5', true],
      ['pending-6', 2620, 'buy limit #6', false],
    ]);
  });

  it('does not let a trailing stop be dragged: the server moves it', () => {
    const trailing = testOrder({ Id: 5, TargetLossPrice: 2646.4, TrailingStop: 5 });
    expect(orderLines([trailing], 17, kindName).find((l) => l.role === 'stop_loss')?.draggable).toBe(false);
  });
});

describe('lineAt', () => {
  const lines = orderLines(
    [testOrder({ Id: 5, Price: 2651.4, TargetLossPrice: 2600, TargetProfitPrice: 2700 })],
    17,
    kindName,
  );
  // one pixel a dollar, 2700 at the top
  const yOf = (price: number) => 2700 - price;

  it('picks the nearest draggable line within reach of the pointer', () => {
    expect(lineAt(lines, 95, yOf)?.key).toBe('stop_loss-5'); // 2600 is at y 100
    expect(lineAt(lines, 3, yOf)?.key).toBe('take_profit-5');
  });

  it('never grabs the entry line or empty chart', () => {
    expect(lineAt(lines, 48.6, yOf)).toBeNull(); // the entry at 2651.40
    expect(lineAt(lines, 60, yOf)).toBeNull();
  });
});

describe('movedLevels', () => {
  it('moves one level and keeps the other as it is', () => {
    const order = testOrder({ Id: 5, TargetLossPrice: 2600, TargetProfitPrice: 0 });
    expect(movedLevels(order, 'stop_loss', '2610.50')).toEqual({
      stop_loss_price: '2610.50',
      target_profit_price: '0',
    });
    expect(movedLevels(order, 'take_profit', '2700.00')).toEqual({
      stop_loss_price: '2600.00',
      target_profit_price: '2700.00',
    });
  });
});
