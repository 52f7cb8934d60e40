import type { ReactNode } from 'react';

interface FieldProps {
  label: string;
  /** The input (its label is the wrapping <label>). */
  children: ReactNode;
  /** Shown before the input inside the same box (e.g. the calling-code picker). */
  start?: ReactNode;
  /** Shown after the input (e.g. the send-code button, the captcha picture). */
  end?: ReactNode;
}

/** One form row: a label above a bordered box holding the input and its helpers. */
export function Field({ label, children, start, end }: FieldProps) {
  return (
    <div className="field">
      <div className="field-box">
        {start}
        <label className="field-main">
          <span className="field-label">{label}</span>
          {children}
        </label>
        {end && <div className="field-end">{end}</div>}
      </div>
    </div>
  );
}
