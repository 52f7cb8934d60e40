import { useEffect, useState } from 'react';
import { fetchImage } from '../api/client';

export type OwnImage = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

/**
 * A picture only its owner may see (a deposit proof, an ID photo): fetched with the session header and shown
 * through an object URL, revoked when the picture is no longer shown.
 */
export function useOwnImage(path: string): OwnImage {
  const [image, setImage] = useState<{ path: string; state: OwnImage } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    fetchImage(path, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setImage({ path, state: { status: 'ready', url } });
      },
      () => {
        if (!controller.signal.aborted) setImage({ path, state: { status: 'failed' } });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  return image?.path === path ? image.state : { status: 'loading' };
}
