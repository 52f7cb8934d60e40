import { calls } from '@leverline/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall, type RouteDeps } from '../../http/call-route.js';
import type { TradingService } from './trading.service.js';

export function tradingRoutes(app: FastifyInstance, deps: RouteDeps, trading: TradingService): void {
  registerCall(app, deps, calls.submitOrder, (input, ctx) => trading.submit(input, ctx));
  registerCall(app, deps, calls.myDeal, (input, ctx) => trading.myDeal(input, ctx));
  registerCall(app, deps, calls.historyExport, (input, ctx) => trading.historyExport(input, ctx));
  registerCall(app, deps, calls.closeOrder, (input, ctx) => trading.close(input, ctx));
  registerCall(app, deps, calls.cancelOrder, (input, ctx) => trading.cancel(input, ctx));
  registerCall(app, deps, calls.setStopPrice, (input, ctx) => trading.setStops(input, ctx));
  registerCall(app, deps, calls.closePartial, (input, ctx) => trading.closePartial(input, ctx));
  registerCall(app, deps, calls.closeAll, (input, ctx) => trading.closeAll(input, ctx));
  registerCall(app, deps, calls.batchCloseByType, (input, ctx) => trading.batchCloseByType(input, ctx));
  registerCall(app, deps, calls.breakEven, (input, ctx) => trading.breakEven(input, ctx));
  registerCall(app, deps, calls.forexDeal, (input, ctx) => trading.deal(input, ctx));
  registerCall(app, deps, calls.forexDealAll, (input, ctx) => trading.dealAll(input, ctx));
  registerCall(app, deps, calls.forexDetail, (_input, ctx) => trading.detail(ctx));
  registerCall(app, deps, calls.forexChange, (input, ctx) => trading.accountLog(input, ctx));
  registerCall(app, deps, calls.resetDemo, (_input, ctx) => trading.resetDemo(ctx));
}
