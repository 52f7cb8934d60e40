import { useEffect } from 'react';
import { ImageUploader, Toast, type ImageUploadItem } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { IMAGE_LIMITS } from '@leverline/contract';
import { uploadImage } from '../api/client';
import { useOwnImage } from './useOwnImage';
import './ui.css';

/** An uploaded picture: what the server stored (to submit) and how it is previewed. */
export interface UploadedImage {
  /** The server's path of the picture, e.g. "/api/common/image/ab12….jpg" (proofImg). */
  ref: string;
  /**
   * An object URL of the picked file; the uploader revokes it when the picture goes. Null for a
   * picture stored earlier (a rejected ID photo offered again): it is fetched with the session.
   */
  preview: string | null;
}

/** The picture types the server takes (it checks the bytes again). */
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
/** The largest picture the server takes, in MB (for the slot's hint). */
export const IMAGE_MAX_MB = IMAGE_LIMITS.maxBytes / 1024 / 1024;

interface ProofUploaderProps {
  value: UploadedImage | null;
  onChange: (image: UploadedImage | null) => void;
  testId: string;
  /** What to picture, and the formats and size taken (IMAGE_MAX_MB). */
  hint: string;
  /** Names the slot for screen readers when several share a form ("Front of the ID"). */
  label?: string;
  /**
   * A document to check before sending (an ID): the preview shows the whole picture in an
   * ID-shaped slot, scaled down rather than cropped, so a cut-off edge or glare is seen.
   */
  wholeDocument?: boolean;
}

/**
 * One picture (§9 one image per slot), uploaded as soon as it is picked with the loading toast.
 * The preview is the picked file itself: the stored copy is served only with the session header,
 * so an <img src> of it would not load. A picture stored earlier is fetched with that header.
 */
export function ProofUploader(props: ProofUploaderProps) {
  const { value } = props;
  if (value && value.preview === null) return <StoredPicture {...props} path={value.ref} />;
  return <PictureSlot {...props} previewUrl={value?.preview ?? null} />;
}

/** Stands in for a stored picture until it is fetched (or if it cannot be): a plain tile. */
const BLANK_PICTURE = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E';

/** The slot holding a picture stored earlier, shown once fetched. */
function StoredPicture({ path, ...props }: ProofUploaderProps & { path: string }) {
  const image = useOwnImage(path);
  return <PictureSlot {...props} previewUrl={image.status === 'ready' ? image.url : null} />;
}

function PictureSlot({
  value,
  onChange,
  testId,
  hint,
  label,
  wholeDocument = false,
  previewUrl,
}: ProofUploaderProps & { previewUrl: string | null }) {
  const { t } = useTranslation();

  // Only a picked file's own object URL is this slot's to revoke (useOwnImage revokes its own).
  const picked = value?.preview;
  useEffect(() => {
    if (!picked) return;
    return () => URL.revokeObjectURL(picked);
  }, [picked]);

  const beforeUpload = (file: File): File | null => {
    if (!ACCEPTED_TYPES.includes(file.type)) {
      Toast.show({ content: t('msg.image_invalid') });
      return null;
    }
    if (file.size > IMAGE_LIMITS.maxBytes) {
      Toast.show({ content: t('msg.image_too_large', { mb: IMAGE_MAX_MB }) });
      return null;
    }
    return file;
  };

  const upload = async (file: File): Promise<ImageUploadItem> => {
    const stored = await uploadImage(file, { loading: true });
    return { key: stored.url, url: URL.createObjectURL(file), extra: stored.url };
  };

  const items: ImageUploadItem[] = value
    ? [{ key: value.ref, url: previewUrl ?? BLANK_PICTURE, extra: value.ref }]
    : [];
  const change = (next: ImageUploadItem[]) => {
    const [first] = next;
    if (!first) return onChange(null);
    // The item already shown keeps its kind (a stored picture stays one); a new one is a picked file.
    if (value && first.extra === value.ref) return onChange(value);
    onChange({ ref: String(first.extra), preview: first.url });
  };

  return (
    <div
      className={wholeDocument ? 'proof-uploader is-document' : 'proof-uploader'}
      data-testid={testId}
      role={label ? 'group' : undefined}
      aria-label={label}
    >
      <ImageUploader
        value={items}
        onChange={change}
        upload={upload}
        beforeUpload={beforeUpload}
        maxCount={1}
        imageFit={wholeDocument ? 'contain' : 'cover'}
        accept={ACCEPTED_TYPES.join(',')}
        // a failed upload has been explained by a toast; no broken tile stays behind
        showFailed={false}
      />
      <p className="field-hint">{hint}</p>
    </div>
  );
}
