import { PageHeader } from '../../ui/PageHeader';
import { texts } from '../../i18n/texts';
import { QuestionnaireCard } from './QuestionnaireCard';
import { TermsCard } from './TermsCard';

/** The terms and risk disclosure traders accept, and the appropriateness questionnaire (owner and compliance). */
export function CompliancePage() {
  return (
    <>
      <PageHeader title={texts.compliance.title} />
      <TermsCard />
      <QuestionnaireCard />
    </>
  );
}
