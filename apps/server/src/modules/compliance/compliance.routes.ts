import { calls } from '@leverline/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall, type RouteDeps } from '../../http/call-route.js';
import type { ComplianceService } from './compliance.service.js';
import type { OnboardingService } from './onboarding.service.js';
import type { ResidenceService } from './residence.service.js';

export function complianceRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
  compliance: ComplianceService,
  onboarding: OnboardingService,
  residence: ResidenceService,
): void {
  registerCall(app, deps, calls.riskWarning, async () => ({ data: await compliance.riskWarning() }));
  registerCall(app, deps, calls.currentTerms, async (_input, ctx) => ({ data: await onboarding.current(ctx.lang) }));
  registerCall(app, deps, calls.complianceStatus, async (_input, ctx) => ({ data: await onboarding.status(ctx.session.userId, ctx.session.isDemo, ctx.now) }));
  registerCall(app, deps, calls.acceptTerms, (input, ctx) => onboarding.accept(input, ctx));
  registerCall(app, deps, calls.questionnaire, (_input, ctx) => onboarding.questions(ctx));
  registerCall(app, deps, calls.answerQuestionnaire, (input, ctx) => onboarding.answer(input, ctx));
  registerCall(app, deps, calls.staffTerms, () => onboarding.staffTerms());
  registerCall(app, deps, calls.staffPublishTerms, (input, ctx) => onboarding.publish(input, ctx));
  registerCall(app, deps, calls.staffQuestionnaire, () => onboarding.staffQuestionnaire());
  registerCall(app, deps, calls.staffSaveQuestionnaire, (input, ctx) => onboarding.saveQuestionnaire(input, ctx));
  registerCall(app, deps, calls.staffUserCompliance, (input) => onboarding.staffUser(input));
  registerCall(app, deps, calls.countries, (_input, ctx) => residence.countries(ctx));
  registerCall(app, deps, calls.declareResidence, (input, ctx) => onboarding.declareResidence(input, ctx));
  registerCall(app, deps, calls.staffRestrictedCountries, () => residence.staffList());
  registerCall(app, deps, calls.staffSaveRestrictedCountries, (input, ctx) => residence.saveList(input, ctx));
  registerCall(app, deps, calls.staffSetResidence, (input, ctx) => residence.correct(input, ctx));
}
