/**
 * A first visit opens in the browser's language when it is one of the 21 (and in hk otherwise,
 * §9); choosing a language takes the trader back to where they were.
 */
import { expect, test } from '@playwright/test';
import de from '../apps/web/src/i18n/locales/de.json' with { type: 'json' };
import hk from '../apps/web/src/i18n/locales/hk.json' with { type: 'json' };
import fr from '../apps/web/src/i18n/locales/fr.json' with { type: 'json' };

test.describe('a browser in German', () => {
  test.use({ locale: 'de-DE' });

  test('opens in German on the first visit, home and trade alike', async ({ page }) => {
    await page.goto('/#/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByTestId('home-login')).toHaveText(de.home.login);
    await page.goto('/#/trade');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByTestId('tab-trade')).toContainText(de.tab.trade);
  });

  test('a choice made on this device wins over the browser, and language returns to the page the trader was on', async ({ page }) => {
    await page.goto('/#/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.getByTestId('demo-button').click();
    await expect(page.getByTestId('home-balance')).toBeVisible();
    await page.getByTestId('tab-mine').click();
    await page.getByTestId('menu-system').click();
    await expect(page).toHaveURL(/#\/mine\/system$/);
    await page.getByTestId('menu-language').click();
    await page.getByTestId('lang-fr').click();
    await expect(page).toHaveURL(/#\/mine\/system$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByTestId('tab-trade')).toHaveCount(0);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.goto('/#/trade');
    await expect(page.getByTestId('tab-trade')).toContainText(fr.tab.trade);
  });
});

test.describe('a browser in a language Leverline does not speak', () => {
  test.use({ locale: 'nl-NL' });

  test('opens in the default, Traditional Chinese', async ({ page }) => {
    await page.goto('/#/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-HK');
    await expect(page.getByTestId('home-login')).toHaveText(hk.home.login);
  });
});
