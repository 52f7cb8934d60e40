import { Button, Form, Input, Modal, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import { texts } from '../i18n/texts';

/** USD amount as the contract's amountInput(6): positive, at most 6 decimals. */
export const AMOUNT_PATTERN = /^(0|[1-9]\d{0,11})(\.\d{1,6})?$/;

export type DecisionField =
  /** A required reason (reject, invalidate, freeze): nothing is sent without one. */
  | { kind: 'reason'; label?: string }
  /** An optional positive USD amount. */
  | { kind: 'amount'; label: string; help?: ReactNode }
  /** Optional free text (a payment reference). */
  | { kind: 'text'; label: string; help?: ReactNode };

interface DecisionModalProps {
  open: boolean;
  title: ReactNode;
  body?: ReactNode;
  okText: string;
  danger?: boolean;
  field?: DecisionField;
  /** A request is in flight: the buttons are disabled. */
  busy: boolean;
  /** The field's trimmed value ('' when there is none). */
  onSubmit: (value: string) => void;
  onCancel: () => void;
}

const rulesOf = (field: DecisionField): Rule[] => {
  switch (field.kind) {
    case 'reason':
      return [
        { required: true, whitespace: true, message: texts.common.reasonRequired },
        { max: 500, message: texts.common.reasonRequired },
      ];
    case 'amount':
      return [
        {
          validator: (_rule, value: string | undefined) => {
            const v = (value ?? '').trim();
            return v === '' || (AMOUNT_PATTERN.test(v) && /[1-9]/.test(v))
              ? Promise.resolve()
              : Promise.reject(new Error(texts.common.amountInvalid));
          },
        },
      ];
    case 'text':
      return [{ max: 200 }];
  }
};

/** A decision's confirmation, with the reason, amount or reference it needs. */
export function DecisionModal({
  open,
  title,
  body,
  okText,
  danger,
  field,
  busy,
  onSubmit,
  onCancel,
}: DecisionModalProps) {
  const [form] = Form.useForm<{ value?: string }>();

  const submit = () => {
    if (!field) {
      onSubmit('');
      return;
    }
    form.validateFields().then(
      (values) => onSubmit((values.value ?? '').trim()),
      () => undefined, // the form shows what is missing
    );
  };

  return (
    <Modal
      open={open}
      title={title}
      onCancel={busy ? undefined : onCancel}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={busy} data-testid="decision-cancel">
          {texts.common.cancel}
        </Button>,
        <Button
          key="ok"
          type="primary"
          danger={danger}
          loading={busy}
          onClick={submit}
          data-testid="decision-ok"
        >
          {okText}
        </Button>,
      ]}
    >
      {body ? <Typography.Paragraph>{body}</Typography.Paragraph> : null}
      {field ? (
        <Form form={form} layout="vertical" preserve={false} onFinish={submit} disabled={busy}>
          <Form.Item
            name="value"
            label={field.kind === 'reason' ? (field.label ?? texts.common.reason) : field.label}
            rules={rulesOf(field)}
            extra={field.kind === 'reason' ? texts.common.reasonHelp : field.help}
          >
            {field.kind === 'reason' ? (
              <Input.TextArea rows={3} maxLength={500} showCount autoFocus data-testid="decision-field" />
            ) : (
              <Input
                autoFocus
                inputMode={field.kind === 'amount' ? 'decimal' : 'text'}
                data-testid="decision-field"
              />
            )}
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}
