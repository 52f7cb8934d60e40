import * as identity from './identity.js';
import * as settings from './settings.js';
import * as market from './market.js';
import * as trading from './trading.js';
import * as funding from './funding.js';
import * as staff from './staff.js';
import type { CallDef } from './call.js';

/** Every HTTP call of the API, by name. */
export const calls = {
  login: identity.login,
  createDemo: identity.createDemo,
  register: identity.register,
  forgotPassword: identity.forgotPassword,
  amendPassword: identity.amendPassword,
  logout: identity.logout,
  userInfo: identity.userInfo,
  getBalance: identity.getBalance,
  sendEmail: identity.sendEmail,
  sendSms: identity.sendSms,
  captcha: identity.captcha,
  areaList: settings.areaList,
  basicInfo: settings.basicInfo,
  setting: settings.setting,
  tradeList: market.tradeList,
  getCategories: market.getCategories,
  kline: market.kline,
  abbreviatedKline: market.abbreviatedKline,
  submitOrder: trading.submitOrder,
  myDeal: trading.myDeal,
  closeOrder: trading.closeOrder,
  cancelOrder: trading.cancelOrder,
  setStopPrice: trading.setStopPrice,
  forexDetail: trading.forexDetail,
  forexChange: trading.forexChange,
  resetDemo: trading.resetDemo,
  chargeInfo: funding.chargeInfo,
  chargeSubmit: funding.chargeSubmit,
  chargeSymbols: funding.chargeSymbols,
  chargeWireInfo: funding.chargeWireInfo,
  chargeWireSubmit: funding.chargeWireSubmit,
  chargeHistory: funding.chargeHistory,
  drawSymbolList: funding.drawSymbolList,
  draw: funding.draw,
  drawList: funding.drawList,
  getDrawMethod: funding.getDrawMethod,
  bindDrawMethod: funding.bindDrawMethod,
  delDrawMethod: funding.delDrawMethod,
  staffLogin: staff.staffLogin,
  staffLogout: staff.staffLogout,
  staffMe: staff.staffMe,
  staffDeposits: staff.staffDeposits,
  staffApproveDeposit: staff.staffApproveDeposit,
  staffRejectDeposit: staff.staffRejectDeposit,
  staffInvalidateDeposit: staff.staffInvalidateDeposit,
  staffWithdrawals: staff.staffWithdrawals,
  staffPayWithdrawal: staff.staffPayWithdrawal,
  staffRejectWithdrawal: staff.staffRejectWithdrawal,
  staffAudit: staff.staffAudit,
  staffFundingChannels: staff.staffFundingChannels,
  staffSaveCoinOption: staff.staffSaveCoinOption,
  staffSaveBankCoin: staff.staffSaveBankCoin,
  staffSaveCollectionBank: staff.staffSaveCollectionBank,
  staffSaveWithdrawCurrency: staff.staffSaveWithdrawCurrency,
} satisfies Record<string, CallDef>;

export type Calls = typeof calls;
export type CallName = keyof Calls;
