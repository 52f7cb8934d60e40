import { calls } from '@leverline/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall, type RouteDeps } from '../../http/call-route.js';
import type { CommunityService } from './community.service.js';
import type { VerificationService } from './verification.service.js';

export function communityRoutes(app: FastifyInstance, deps: RouteDeps, community: CommunityService, verification: VerificationService): void {
  registerCall(app, deps, calls.realName, (input, ctx) => verification.submit(input, ctx));
  registerCall(app, deps, calls.realNameCenter, (_input, ctx) => verification.center(ctx));
  registerCall(app, deps, calls.inviteInfo, (_input, ctx) => community.inviteInfo(ctx));
  registerCall(app, deps, calls.newsList, (input, ctx) => community.newsList(input, ctx));
  registerCall(app, deps, calls.newsInfo, (input) => community.newsInfo(input));
  registerCall(app, deps, calls.getCompany, (input) => community.getCompany(input));
  registerCall(app, deps, calls.getCompanyStatus, (input) => community.companyStatus(input));
  registerCall(app, deps, calls.rankList, () => community.rankList());
  registerCall(app, deps, calls.followList, (input, ctx) => community.followList(input, ctx));
  registerCall(app, deps, calls.followLead, (input, ctx) => community.setLead(input, ctx));
  registerCall(app, deps, calls.followToggle, (input, ctx) => community.follow(input, ctx));
  registerCall(app, deps, calls.companyEmail, () => community.email('company_email'));
  registerCall(app, deps, calls.complaintEmail, () => community.email('complaint_email'));

  registerCall(app, deps, calls.staffIdentityReviews, (input) => verification.queue(input));
  registerCall(app, deps, calls.staffApproveIdentity, (input, ctx) => verification.decide(input.id, true, '', ctx));
  registerCall(app, deps, calls.staffRejectIdentity, (input, ctx) => verification.decide(input.id, false, input.reason, ctx));
  registerCall(app, deps, calls.staffSaveNews, (input, ctx) => community.saveNews(input, ctx));
  registerCall(app, deps, calls.staffSaveCompany, (input, ctx) => community.saveCompany(input, ctx));
}
