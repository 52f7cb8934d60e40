/** Picture codes for registration when verify_reg_type is 2. */
import svgCaptcha from 'svg-captcha';

export function makeCaptcha(): { text: string; svg: string } {
  const { text, data } = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1iIlL', color: true, background: '#f4f6fb' });
  return { text, svg: data };
}
