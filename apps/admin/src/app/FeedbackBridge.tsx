import { App } from 'antd';
import { useEffect } from 'react';
import { setMessageInstance } from './feedback';

/** Hands antd's context-aware `message` to the toast module (rendered once inside <App>). */
export function FeedbackBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    setMessageInstance(message);
    return () => setMessageInstance(null);
  }, [message]);
  return null;
}
