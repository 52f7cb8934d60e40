import { useEffect } from 'react';
import { ImageUploader, Toast, type ImageUploadItem } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { IMAGE_LIMITS } from '@leverline/contract';
import { uploadImage } from '../../api/client';

/** An uploaded proof: what the server stored (to submit) and a local preview of the file. */
export interface UploadedImage {
  /** The server's path of the picture, e.g. "/api/common/image/ab12….jpg" (proofImg). */
  ref: string;
  /** An object URL of the picked file; the uploader revokes it when the picture goes. */
  preview: string;
}

/** The picture types the server takes (it checks the bytes again). */
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const MAX_MB = IMAGE_LIMITS.maxBytes / 1024 / 1024;

interface ProofUploaderProps {
  value: UploadedImage | null;
  onChange: (image: UploadedImage | null) => void;
  testId: string;
}

/**
 * One picture (§9 one image per slot), uploaded as soon as it is picked with the loading toast.
 * The preview is the picked file itself: the stored copy is served only with the session header,
 * so an <img src> of it would not load.
 */
export function ProofUploader({ value, onChange, testId }: ProofUploaderProps) {
  const { t } = useTranslation();

  const preview = value?.preview;
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const beforeUpload = (file: File): File | null => {
    if (!ACCEPTED_TYPES.includes(file.type)) {
      Toast.show({ content: t('msg.image_invalid') });
      return null;
    }
    if (file.size > IMAGE_LIMITS.maxBytes) {
      Toast.show({ content: t('msg.image_too_large', { mb: MAX_MB }) });
      return null;
    }
    return file;
  };

  const upload = async (file: File): Promise<ImageUploadItem> => {
    const stored = await uploadImage(file, { loading: true });
    return { key: stored.url, url: URL.createObjectURL(file), extra: stored.url };
  };

  const items: ImageUploadItem[] = value ? [{ key: value.ref, url: value.preview, extra: value.ref }] : [];
  const change = (next: ImageUploadItem[]) => {
    const [first] = next;
    onChange(first ? { ref: String(first.extra), preview: first.url } : null);
  };

  return (
    <div className="proof-uploader" data-testid={testId}>
      <ImageUploader
        value={items}
        onChange={change}
        upload={upload}
        beforeUpload={beforeUpload}
        maxCount={1}
        accept={ACCEPTED_TYPES.join(',')}
        // a failed upload has been explained by a toast; no broken tile stays behind
        showFailed={false}
      />
      <p className="field-hint">{t('funding.proof_hint', { mb: MAX_MB })}</p>
    </div>
  );
}
