import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useOwnImage } from '../../ui/useOwnImage';

/** A deposit's proof picture, loaded when shown. */
export function ProofView({ path }: { path: string }) {
  const { t } = useTranslation();
  const image = useOwnImage(path);
  return (
    <div className="proof-view" data-testid="proof-view">
      {image.status === 'loading' && <DotLoading />}
      {image.status === 'failed' && <p>{t('funding.proof_failed')}</p>}
      {image.status === 'ready' && <img src={image.url} alt={t('funding.proof')} />}
    </div>
  );
}
