import type { ReactNode } from 'react';
import './ui.css';

interface NoticeProps {
  /** What the user is told, in place of the page's content. */
  children: ReactNode;
  /** What they can do about it (a back button, another way to reach us). */
  action?: ReactNode;
  testId?: string;
}

/** A message in place of a page's content: a refusal, or something not available right now. */
export function Notice({ children, action, testId }: NoticeProps) {
  return (
    <div className="notice" role="status" data-testid={testId}>
      <div className="notice-text">{children}</div>
      {action}
    </div>
  );
}
