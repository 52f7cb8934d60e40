import { useTranslation } from 'react-i18next';
import { numbersFor, type Numbers } from './numbers';

/**
 * Money and percentage formats in the current language: a component using them renders again when
 * the language changes (useTranslation subscribes to it), and shows its figures in the new style.
 */
export function useNumbers(): Numbers {
  const { i18n } = useTranslation();
  return numbersFor(i18n.language);
}
