/**
 * Switching language: texts, plurals by the language's own rules (not by our short codes, which
 * Intl would read as English or, for `my`, Burmese), the page direction and the stored choice.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { changeLang, currentLang, i18n } from './i18n';
import ru from './locales/ru.json';
import jp from './locales/jp.json';
import ar from './locales/ar.json';
import de from './locales/de.json';

afterEach(async () => {
  await changeLang('en');
});

const joined = (count: number) => i18n.t('invite.joined', { count });

describe('changing language', () => {
  it('uses Russian plural forms: 1, 3 and 5 friends read differently', async () => {
    await changeLang('ru');
    expect(joined(1)).toBe(ru.invite.joined_one.replace('{{count}}', '1'));
    expect(joined(3)).toBe(ru.invite.joined_few.replace('{{count}}', '3'));
    expect(joined(5)).toBe(ru.invite.joined_many.replace('{{count}}', '5'));
    expect(joined(0)).toBe(ru.invite.joined_zero);
  });

  it('gives Japanese one form for every count, as Japanese has', async () => {
    await changeLang('jp');
    expect(joined(1)).toBe(jp.invite.joined_other.replace('{{count}}', '1'));
    expect(joined(2)).toBe(jp.invite.joined_other.replace('{{count}}', '2'));
  });

  it('uses the Arabic dual, and lays the page out right to left', async () => {
    await changeLang('ar');
    expect(joined(2)).toBe(ar.invite.joined_two.replace('{{count}}', '2'));
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
  });

  it('remembers the choice, sends it as the language, and shows its texts', async () => {
    await changeLang('de');
    expect(localStorage.getItem('lang')).toBe('de');
    expect(currentLang()).toBe('de');
    expect(i18n.t('home.login')).toBe(de.home.login);
    expect(document.documentElement.dir).toBe('ltr');
  });
});
