import { useState } from 'react';
import { pictureUrl } from '../../ui/pictureUrl';

/** A company's logo, or its initial on a tile when it has none (or it does not load). */
export function CompanyLogo({ logo, name, size }: { logo: string; name: string; size: 'row' | 'popup' }) {
  const src = pictureUrl(logo);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const className = `company-logo is-${size}`;
  if (!src || failedSrc === src) {
    return (
      <span className={`${className} is-initial`} aria-hidden="true">
        {name.trim().slice(0, 1).toUpperCase()}
      </span>
    );
  }
  return <img className={className} src={src} alt="" loading="lazy" onError={() => setFailedSrc(src)} />;
}
