/**
 * A logo path on the API host `base` as an address; a full address stays as it is. No imports:
 * index.html's trade outline (ui/tradeOutline.ts) is built from this too.
 */
export function logoOn(base: string, logo: string): string {
  if (/^(https?:)?\/\//i.test(logo) || logo.startsWith('data:')) return logo;
  return `${base}${logo.startsWith('/') ? '' : '/'}${logo}`;
}
