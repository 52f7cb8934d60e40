import { DotLoading } from 'antd-mobile';
import { PictureWrongOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useOwnImage } from '../../ui/useOwnImage';

interface IdentityPhotoProps {
  /** The stored picture's path (served only with the session). */
  path: string;
  label: string;
  testId: string;
}

/** One side of the ID as it was sent, fetched with the session and captioned. */
export function IdentityPhoto({ path, label, testId }: IdentityPhotoProps) {
  const { t } = useTranslation();
  const image = useOwnImage(path);
  return (
    <figure className="verify-photo" data-testid={testId}>
      <div className="verify-photo-frame">
        {image.status === 'loading' && <DotLoading />}
        {image.status === 'failed' && (
          <span className="verify-photo-failed">
            <PictureWrongOutline aria-hidden="true" />
            {t('auth_page.photo_failed')}
          </span>
        )}
        {image.status === 'ready' && <img src={image.url} alt={label} />}
      </div>
      <figcaption>{label}</figcaption>
    </figure>
  );
}
