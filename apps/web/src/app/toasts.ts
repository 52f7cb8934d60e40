/**
 * The API client's toasts. Loaded on first use (start.ts imports it lazily): antd-mobile's Toast
 * brings an animation library that the first screen does not need.
 */
import { Toast } from 'antd-mobile';
import { i18n } from '../i18n/i18n';

export function showMessage(message: string): void {
  Toast.show({ content: message });
}

let openLoading = 0;
let loadingHandler: { close: () => void } | null = null;

/** One loading toast (no auto close) however many `loading: true` calls are in flight. */
export function openLoadingToast(): () => void {
  openLoading += 1;
  if (openLoading === 1) {
    loadingHandler = Toast.show({
      icon: 'loading',
      content: i18n.t('common.loading'),
      duration: 0,
      maskClickable: false,
    });
  }
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    openLoading -= 1;
    if (openLoading === 0) {
      loadingHandler?.close();
      loadingHandler = null;
    }
  };
}
