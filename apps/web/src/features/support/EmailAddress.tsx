import { CopyButton } from '../../ui/CopyButton';

interface EmailAddressProps {
  email: string;
  /** What the address is, for the copy button ("Copy Company e-mail"). */
  label: string;
  testId: string;
}

/** An e-mail address that opens the mail app, with its copy button. */
export function EmailAddress({ email, label, testId }: EmailAddressProps) {
  return (
    <div className="email-address">
      <a className="email-address-link" href={`mailto:${email}`} dir="ltr" data-testid={testId}>
        {email}
      </a>
      <CopyButton text={email} label={label} testId={`${testId}-copy`} />
    </div>
  );
}
