import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { routes, type IdentityCenter } from '@leverline/contract';
import { call } from '../../api/client';
import { Field } from '../../ui/Field';
import { IMAGE_MAX_MB, ProofUploader, type UploadedImage } from '../../ui/ProofUploader';
import { TextInput } from '../../ui/TextInput';
import { identityProblems, type IdentityFields } from './identityChecks';

/** A stored picture offered again (a rejected submission's): shown by fetching it. */
const storedPicture = (path: string): UploadedImage | null => (path ? { ref: path, preview: null } : null);

interface IdentityFormProps {
  /** State 0 of the centre: empty, or the rejected submission's values to correct. */
  center: IdentityCenter;
  /** The centre after a successful submit (state 1, waiting). */
  onSubmitted: (center: IdentityCenter) => void;
  /** The server refused the submit (its message is shown): perhaps it was sent from elsewhere. */
  onRefused: () => void;
}

/**
 * The identity form (§2 real-name, state 0): name and ID number as on the document, and a photo
 * of each side. After a rejection the reason is shown above and the rejected values are filled in,
 * photos too, so the user corrects only what was wrong.
 */
export function IdentityForm({ center, onSubmitted, onRefused }: IdentityFormProps) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<IdentityFields>(() => ({
    name: center.name,
    card_id: center.card_id,
    front: storedPicture(center.front_pic),
    back: storedPicture(center.reverse_pic),
  }));
  /** Problems show once a submit was tried, then follow the typing. */
  const [tried, setTried] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // A double tap is one submit.
  const busy = useRef(false);

  const problems = identityProblems(fields);
  const set =
    <K extends keyof IdentityFields>(name: K) =>
    (value: IdentityFields[K]) =>
      setFields((now) => ({ ...now, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const { front, back } = fields;
    if (Object.keys(problems).length > 0 || !front || !back || busy.current) return;
    busy.current = true;
    setSubmitting(true);
    try {
      const sent = await call(
        routes.realName,
        {
          name: fields.name.trim(),
          card_id: fields.card_id.trim(),
          front_pic: front.ref,
          reverse_pic: back.ref,
        },
        { loading: true, toastSuccess: true },
      );
      onSubmitted(sent);
    } catch {
      // The API client has shown the server's message; the centre is read again, so documents
      // already sent from another device show as waiting instead of a form that cannot be sent.
      onRefused();
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  const problem = (name: keyof IdentityFields): ReactNode => {
    const key = tried ? problems[name] : undefined;
    return (
      key && (
        <p className="field-error" role="alert" data-testid={`auth-error-${name}`}>
          {t(key)}
        </p>
      )
    );
  };

  const photoHint = t('auth_page.photo_hint', { mb: IMAGE_MAX_MB });
  return (
    <form className="verify-form" onSubmit={(event) => void submit(event)} noValidate>
      {center.reject_reason && (
        <div className="verify-rejected" role="alert">
          <p className="verify-rejected-title">{t('auth_page.rejected_title')}</p>
          <p className="verify-rejected-reason" dir="auto" data-testid="auth-reject-reason">
            {center.reject_reason}
          </p>
          <p className="verify-rejected-hint">{t('auth_page.rejected_hint')}</p>
        </div>
      )}
      <p className="verify-lead">{t('auth_page.lead')}</p>
      <div className="verify-field">
        <Field label={t('auth_page.name')}>
          <TextInput
            value={fields.name}
            onChange={set('name')}
            dir="auto"
            maxLength={100}
            autoComplete="name"
            placeholder={t('auth_page.name_placeholder')}
            aria-invalid={Boolean(tried && problems.name)}
            data-testid="auth-name"
          />
        </Field>
        {problem('name')}
      </div>
      <div className="verify-field">
        <Field label={t('auth_page.card_id')}>
          <TextInput
            value={fields.card_id}
            onChange={set('card_id')}
            dir="auto"
            maxLength={40}
            autoComplete="off"
            autoCapitalize="characters"
            placeholder={t('auth_page.card_id_placeholder')}
            aria-invalid={Boolean(tried && problems.card_id)}
            data-testid="auth-card-id"
          />
        </Field>
        {problem('card_id')}
      </div>
      <div className="verify-field">
        <span className="verify-label">{t('auth_page.front')}</span>
        <ProofUploader
          value={fields.front}
          onChange={set('front')}
          label={t('auth_page.front')}
          hint={photoHint}
          wholeDocument
          testId="auth-front"
        />
        {problem('front')}
      </div>
      <div className="verify-field">
        <span className="verify-label">{t('auth_page.back')}</span>
        <ProofUploader
          value={fields.back}
          onChange={set('back')}
          label={t('auth_page.back')}
          hint={photoHint}
          wholeDocument
          testId="auth-back"
        />
        {problem('back')}
      </div>
      <Button block type="submit" color="primary" size="large" loading={submitting} data-testid="auth-submit">
        {t('auth_page.submit')}
      </Button>
    </form>
  );
}
