import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** Back to the previous in-app page, or to `fallback` when this page was opened directly. */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    // React Router numbers its history entries; 0 means this page was the first one opened.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
