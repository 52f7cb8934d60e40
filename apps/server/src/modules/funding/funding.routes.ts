import { calls } from '@leverline/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall, type RouteDeps } from '../../http/call-route.js';
import { submitKey, type FundingService } from './funding.service.js';
import type { ChannelService } from './channels.js';

/** The Idempotency-Key header of a request, if it sent one. */
function keyHeader(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  return typeof value === 'string' ? value : undefined;
}

export function fundingRoutes(app: FastifyInstance, deps: RouteDeps, funding: FundingService): void {
  registerCall(app, deps, calls.chargeInfo, () => funding.chargeInfo());
  registerCall(app, deps, calls.chargeSymbols, () => funding.chargeSymbols());
  registerCall(app, deps, calls.chargeWireInfo, (input) => funding.chargeWireInfo(input));
  registerCall(app, deps, calls.chargeSubmit, (input, ctx, request) =>
    funding.chargeSubmit(input, ctx, submitKey('chargeSubmit', keyHeader(request), input)),
  );
  registerCall(app, deps, calls.chargeWireSubmit, (input, ctx, request) =>
    funding.chargeWireSubmit(input, ctx, submitKey('chargeWireSubmit', keyHeader(request), input)),
  );
  registerCall(app, deps, calls.chargeHistory, (input, ctx) => funding.chargeHistory(input, ctx));
  registerCall(app, deps, calls.drawSymbolList, (input) => funding.drawSymbolList(input));
  registerCall(app, deps, calls.draw, (input, ctx, request) => funding.draw(input, ctx, submitKey('draw', keyHeader(request), input)));
  registerCall(app, deps, calls.drawList, (input, ctx) => funding.drawList(input, ctx));
  registerCall(app, deps, calls.getDrawMethod, (input, ctx) => funding.getDrawMethod(input, ctx));
  registerCall(app, deps, calls.bindDrawMethod, (input, ctx) => funding.bindDrawMethod(input, ctx));
  registerCall(app, deps, calls.delDrawMethod, (input, ctx) => funding.delDrawMethod(input, ctx));

  registerCall(app, deps, calls.staffDeposits, (input, ctx) => funding.staffDeposits(input, ctx));
  registerCall(app, deps, calls.staffApproveDeposit, (input, ctx) => funding.approveDeposit(input, ctx));
  registerCall(app, deps, calls.staffRejectDeposit, (input, ctx) => funding.rejectDeposit(input, ctx, 2));
  registerCall(app, deps, calls.staffInvalidateDeposit, (input, ctx) => funding.rejectDeposit(input, ctx, 3));
  registerCall(app, deps, calls.staffWithdrawals, (input, ctx) => funding.staffWithdrawals(input, ctx));
  registerCall(app, deps, calls.staffPayWithdrawal, (input, ctx) => funding.payWithdrawal(input, ctx));
  registerCall(app, deps, calls.staffRejectWithdrawal, (input, ctx) => funding.rejectWithdrawal(input, ctx));
}

export function channelRoutes(app: FastifyInstance, deps: RouteDeps, channels: ChannelService): void {
  registerCall(app, deps, calls.staffFundingChannels, () => channels.list());
  registerCall(app, deps, calls.staffSaveCoinOption, (input, ctx) => channels.saveCoinOption(input, ctx));
  registerCall(app, deps, calls.staffSaveBankCoin, (input, ctx) => channels.saveBankCoin(input, ctx));
  registerCall(app, deps, calls.staffSaveCollectionBank, (input, ctx) => channels.saveCollectionBank(input, ctx));
  registerCall(app, deps, calls.staffSaveWithdrawCurrency, (input, ctx) => channels.saveWithdrawCurrency(input, ctx));
}
