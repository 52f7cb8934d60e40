import { useState } from 'react';
import { PictureOutline } from 'antd-mobile-icons';

/** An article's cover, or a quiet placeholder when there is none or it does not load. */
export function NewsCover({ src, className }: { src: string; className: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <span className={`${className} news-cover-empty`} aria-hidden="true">
        <PictureOutline />
      </span>
    );
  }
  return <img className={className} src={src} alt="" loading="lazy" onError={() => setFailedSrc(src)} />;
}
