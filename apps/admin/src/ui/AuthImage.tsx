import { Alert, Image, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { IMAGE_PATH } from '@leverline/contract';
import { fetchImage } from '../api/client';
import { texts } from '../i18n/texts';

/** The API path of a stored picture reference ("/api/common/image/…", a full URL, or a bare name). */
export function imagePath(ref: string): string {
  const at = ref.indexOf(IMAGE_PATH);
  if (at >= 0) return ref.slice(at);
  return ref.startsWith('/') ? ref : `${IMAGE_PATH}${ref}`;
}

interface AuthImageProps {
  /** The picture reference as stored (proof_img, front_pic…). */
  src: string;
  alt: string;
  width?: number;
  testId?: string;
}

type Shown = { ref: string; url: string } | { ref: string; failed: true };

/**
 * A staff-only picture (deposit proof, identity document). It is served only with the staff
 * token in `authorization`, which an <img src> cannot send, so it is downloaded and shown from a
 * blob URL (released when the picture changes or leaves the screen).
 */
export function AuthImage({ src, alt, width = 320, testId }: AuthImageProps) {
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    if (!src) return;
    const controller = new AbortController();
    let url: string | null = null;
    fetchImage(imagePath(src), controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setShown({ ref: src, url });
      },
      () => {
        if (!controller.signal.aborted) setShown({ ref: src, failed: true });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [src]);

  if (!src) return <span>{texts.common.none}</span>;
  const current = shown?.ref === src ? shown : null;
  if (!current) return <Spin size="small" description={texts.common.imageLoading} />;
  if ('failed' in current) return <Alert type="warning" showIcon title={texts.common.imageFailed} />;
  return <Image src={current.url} alt={alt} width={width} data-testid={testId} />;
}
