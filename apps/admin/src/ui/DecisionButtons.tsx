import { Button, Space } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { DecisionModal, type DecisionField } from './DecisionModal';

/** One decision of a queue (approve, reject…): its button, its dialog and the call it makes. */
export interface Decision<T> {
  /** Names the decision; the button's test id ends with it. */
  key: string;
  /** The button's text, and the dialog's OK text. */
  label: string;
  /** The button's look: the main decision, a refusal, or a plain button when absent. */
  look?: 'primary' | 'danger';
  /** The dialog for a record: its title, text, field and whether its OK button is red. */
  dialog: (record: T) => { title: ReactNode; body?: ReactNode; field?: DecisionField; danger?: boolean };
  /** Sends the decision with the field's trimmed value ('' without a field); resolves to the record. */
  send: (record: T, value: string) => Promise<T>;
  /** The message shown once it is done. */
  done: string;
}

/**
 * A decision that asks for a reason and sends it (reject, invalidate): every queue has one, with its
 * own words and call.
 */
export function withReason<T>(
  key: string,
  words: { label: string; title: string; done: string },
  send: (record: T, reason: string) => Promise<T>,
  /** A plain button rather than a red one (a decision beside the main refusal). */
  plain = false,
): Decision<T> {
  return {
    key,
    label: words.label,
    ...(plain ? {} : { look: 'danger' as const }),
    dialog: () => ({ title: words.title, danger: true, field: { kind: 'reason' } }),
    send,
    done: words.done,
  };
}

interface DecisionButtonsProps {
  decisions: readonly Pick<Decision<unknown>, 'key' | 'label' | 'look'>[];
  /** A decision is being sent: the buttons are disabled. */
  busy: boolean;
  onChoose: (key: string) => void;
  /** A button's test id from its decision's key. */
  testId: (key: string) => string;
  /** Small buttons, for a table row. */
  small?: boolean;
  style?: CSSProperties;
}

/** A record's decision buttons, in a row. */
export function DecisionButtons({ decisions, busy, onChoose, testId, small, style }: DecisionButtonsProps) {
  return (
    <Space style={style}>
      {decisions.map((d) => (
        <Button
          key={d.key}
          size={small ? 'small' : undefined}
          type={d.look === 'primary' ? 'primary' : undefined}
          danger={d.look === 'danger'}
          onClick={() => onChoose(d.key)}
          disabled={busy}
          data-testid={testId(d.key)}
        >
          {d.label}
        </Button>
      ))}
    </Space>
  );
}

interface DecisionDialogsProps<T> {
  decisions: readonly Decision<T>[];
  /** The record decided on. */
  record: T;
  /** The key of the decision whose dialog is open, if any. */
  open: string | null;
  busy: boolean;
  onCancel: () => void;
  /** Runs a decision's call (see useDecision's `decide`). */
  decide: (work: () => Promise<T>, doneText: string) => void;
}

/** The confirmation dialogs of a record's decisions; the one chosen is open. */
export function DecisionDialogs<T>({
  decisions,
  record,
  open,
  busy,
  onCancel,
  decide,
}: DecisionDialogsProps<T>) {
  return decisions.map((d) => (
    <DecisionModal
      key={d.key}
      open={open === d.key}
      {...d.dialog(record)}
      okText={d.label}
      busy={busy}
      onCancel={onCancel}
      onSubmit={(value) => decide(() => d.send(record, value), d.done)}
    />
  ));
}
