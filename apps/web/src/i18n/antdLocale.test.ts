import { describe, expect, it } from 'vitest';
import { LANGS } from '@leverline/contract';
import { loadAntdLocale } from './antdLocale';

describe("antd-mobile's own texts", () => {
  it('speak every language but English in that language: pull to refresh, dialogs, the upload button', async () => {
    const english = await loadAntdLocale('en');
    const read = (l: Awaited<ReturnType<typeof loadAntdLocale>>) => ({
      pulling: l.PullToRefresh.pulling,
      release: l.PullToRefresh.canRelease,
      cancel: l.common.cancel,
      close: l.common.close,
      loading: l.common.loading,
      upload: l.ImageUploader.upload,
    });
    const inEnglish: string[] = [];
    for (const lang of LANGS.filter((l) => l !== 'en')) {
      const texts = read(await loadAntdLocale(lang));
      for (const [key, text] of Object.entries(read(english))) if (texts[key as keyof typeof texts] === text) inEnglish.push(`${lang} ${key}`);
    }
    expect(inEnglish).toEqual([]);
  });

  it('keeps the shipped texts it does not replace', async () => {
    const hindi = await loadAntdLocale('hi');
    expect(hindi.PullToRefresh.pulling).toBe('ताज़ा करने के लिए नीचे खींचें');
    expect(hindi.Calendar.yearAndMonth).toBe('${year}/${month}');
    expect(hindi.ErrorBlock.default.title).toBeTruthy();
  });
});
