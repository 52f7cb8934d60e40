import { useTranslation } from 'react-i18next';
import { PageNav } from '../../ui/PageNav';
import { useSession } from '../identity/useSession';

/** Feedback (§2 /feedback, public): only a back bar, as specified. */
export function FeedbackPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <div className="page">
      <PageNav title={t('feedback.title')} fallback={user ? '/user' : '/'} />
    </div>
  );
}
