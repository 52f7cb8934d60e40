/**
 * The customer-service link of the site settings, if it can be shown: only http and https pages
 * (staff can only save those; this keeps any other scheme out of the frame all the same).
 */
export function serviceLinkOf(text: string): string | null {
  const link = text.trim();
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? link : null;
  } catch {
    return null;
  }
}

/** service_link_type: 1 in the app's frame, 2 in a new window (the service refuses frames). */
export const SERVICE_LINK_NEW_WINDOW = 2;
