import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Back to the previous in-app page, or to `fallback` when this page was opened directly. */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    // The browser router numbers its history entries; 0 means this page was the first one opened.
    // Without that number (a memory router), the first entry is the one whose key is 'default'.
    const index = (window.history.state as { idx?: number } | null)?.idx;
    const hasPrevious = index === undefined ? key !== 'default' : index > 0;
    if (hasPrevious) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, fallback, key]);
}
