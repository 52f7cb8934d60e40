import { List } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { THEME_CHOICES, chooseTheme, type ThemeChoice } from './theme';
import { useTheme } from './useTheme';

const LABEL_KEY = { system: 'theme.system', light: 'theme.light', dark: 'theme.dark' } as const satisfies Record<
  ThemeChoice,
  string
>;

/** Light, dark or as the phone is set: the settings page's appearance list. */
export function ThemeChoices() {
  const { t } = useTranslation();
  const { choice } = useTheme();
  return (
    <List mode="card" header={t('theme.title')} aria-label={t('theme.title')}>
      {THEME_CHOICES.map((option) => (
        <List.Item
          key={option}
          arrowIcon={false}
          onClick={() => chooseTheme(option)}
          extra={option === choice ? <CheckOutline aria-hidden="true" /> : null}
          aria-current={option === choice ? 'true' : undefined}
          data-testid={`theme-${option}`}
        >
          {t(LABEL_KEY[option])}
        </List.Item>
      ))}
    </List>
  );
}
