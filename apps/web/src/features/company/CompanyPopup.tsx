import type { ReactNode } from 'react';
import { Button, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Company } from '@leverline/contract';
import { webUrl } from '../../ui/pictureUrl';
import { CompanyLogo } from './CompanyLogo';
import { rememberCompany } from './companyCookie';

interface CompanyPopupProps {
  company: Company | null;
  visible: boolean;
  onClose: () => void;
  /** Leaves the app for the company's site. */
  onLeave: (url: string) => void;
  /** Runs after the closing animation (the caller forgets the company then). */
  afterClose: () => void;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="company-detail">
      <dt>{label}</dt>
      <dd>{children || '--'}</dd>
    </div>
  );
}

/** An address shown without its scheme: "harbourline.example". */
function shortUrl(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/**
 * A company's card (§2 product search): name, logo, website, company subject, registered and
 * office addresses, e-mail, and Enter, which remembers the company in this browser for 3 years
 * and then goes to the company's site. A company without an http(s) address cannot be entered.
 */
export function CompanyPopup({ company, visible, onClose, onLeave, afterClose }: CompanyPopupProps) {
  const { t } = useTranslation();
  const website = company ? webUrl(company.website) : null;
  const target = company ? webUrl(company.url) : null;
  const enter = () => {
    if (!company || !target) return;
    rememberCompany(company.id);
    onLeave(target);
  };
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      afterClose={afterClose}
      bodyClassName="company-popup"
      showCloseButton
      destroyOnClose
    >
      {company && (
        <div className="company-card" data-testid="company-popup">
          <div className="company-card-head">
            <CompanyLogo logo={company.logo} name={company.name} size="popup" />
            <h2 className="company-card-name">{company.name}</h2>
          </div>
          <dl className="company-details">
            <Detail label={t('company.website')}>
              {website && (
                <a href={website} target="_blank" rel="noopener noreferrer" dir="ltr">
                  {shortUrl(website)}
                </a>
              )}
            </Detail>
            <Detail label={t('company.subject')}>{company.subject}</Detail>
            <Detail label={t('company.registered_address')}>{company.registered_address}</Detail>
            <Detail label={t('company.office_address')}>{company.location}</Detail>
            <Detail label={t('company.email')}>
              {company.email && (
                <a href={`mailto:${company.email}`} dir="ltr">
                  {company.email}
                </a>
              )}
            </Detail>
          </dl>
          <Button
            block
            color="primary"
            size="large"
            disabled={!target}
            onClick={enter}
            data-testid="company-enter"
          >
            {t('company.enter')}
          </Button>
        </div>
      )}
    </Popup>
  );
}
