import { PageHeader } from '../../ui/PageHeader';
import { texts } from '../../i18n/texts';
import { QuestionnaireCard } from './QuestionnaireCard';
import { RestrictedCountriesCard } from './RestrictedCountriesCard';
import { TermsCard } from './TermsCard';

/**
 * The terms and risk disclosure traders accept, the appropriateness questionnaire and the restricted
 * countries (owner and compliance).
 */
export function CompliancePage() {
  return (
    <>
      <PageHeader title={texts.compliance.title} />
      <TermsCard />
      <QuestionnaireCard />
      <RestrictedCountriesCard />
    </>
  );
}
