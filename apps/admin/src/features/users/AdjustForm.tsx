import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { staffAdjustBalance, type Adjustment } from '@leverline/contract';
import { call } from '../../api/client';
import { texts } from '../../i18n/texts';
import { DecisionModal } from '../../ui/DecisionModal';
import { groupDecimal } from '../../ui/format';
import { useAction } from '../../ui/useAction';

/** The contract's signed amount: up to 9 digits and 6 decimals, not zero. */
const SIGNED_AMOUNT = /^-?(0|[1-9]\d{0,8})(\.\d{1,6})?$/;
const isZero = (v: string) => /^-?0(\.0*)?$/.test(v);

interface AdjustValues {
  amount: string;
  reason: string;
}

interface AdjustFormProps {
  userId: number;
  isDemo: boolean;
  /** An adjustment was applied at once: the balance and ledger changed. */
  onApplied: () => void;
}

/**
 * A balance adjustment: a signed USD amount and a reason the trader sees. Above the owner's
 * threshold the server keeps it waiting for a second staff member (status 0), which is said
 * plainly; otherwise it is applied at once (status 1).
 */
export function AdjustForm({ userId, isDemo, onApplied }: AdjustFormProps) {
  const [form] = Form.useForm<AdjustValues>();
  const [busy, run] = useAction();
  const [pending, setPending] = useState<AdjustValues | null>(null);
  const [outcome, setOutcome] = useState<Adjustment | null>(null);

  const send = (values: AdjustValues) =>
    run(async () => {
      const adjustment = await call(staffAdjustBalance, {
        id: userId,
        amount: values.amount,
        reason: values.reason,
      });
      setPending(null);
      setOutcome(adjustment);
      form.resetFields();
      if (adjustment.status === 1) onApplied();
    });

  return (
    <Card title={texts.users.adjust} style={{ marginTop: 16 }}>
      {isDemo ? (
        <Alert type="info" showIcon title={texts.users.adjustDemo} />
      ) : (
        <>
          {outcome ? (
            <Alert
              type={outcome.status === 0 ? 'warning' : 'success'}
              showIcon
              closable={{ onClose: () => setOutcome(null) }}
              title={outcome.status === 0 ? texts.users.adjustWaiting : texts.users.adjustApplied}
              style={{ marginBottom: 16 }}
              data-testid="adjust-outcome"
            />
          ) : null}
          <Form<AdjustValues>
            form={form}
            layout="vertical"
            disabled={busy}
            onFinish={(values) => {
              setOutcome(null);
              setPending({ amount: values.amount.trim(), reason: values.reason.trim() });
            }}
            style={{ maxWidth: 480 }}
          >
            <Form.Item
              name="amount"
              label={texts.users.adjustAmount}
              extra={texts.users.adjustAmountHelp}
              rules={[
                {
                  validator: (_rule, value: string | undefined) => {
                    const v = (value ?? '').trim();
                    return SIGNED_AMOUNT.test(v) && !isZero(v)
                      ? Promise.resolve()
                      : Promise.reject(new Error(texts.users.adjustAmountInvalid));
                  },
                },
              ]}
            >
              <Input inputMode="decimal" placeholder="-25.50" data-testid="adjust-amount" />
            </Form.Item>
            <Form.Item
              name="reason"
              label={texts.users.adjustReason}
              rules={[
                { required: true, whitespace: true, message: texts.common.reasonRequired },
                { max: 500, message: texts.common.reasonRequired },
              ]}
            >
              <Input.TextArea rows={2} maxLength={500} showCount data-testid="adjust-reason" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy} data-testid="adjust-submit">
              {texts.users.adjustSubmit}
            </Button>
          </Form>
          <DecisionModal
            open={pending !== null}
            title={pending ? texts.users.adjustConfirm(groupDecimal(pending.amount)) : ''}
            body={pending?.reason}
            okText={texts.users.adjustSubmit}
            busy={busy}
            onCancel={() => setPending(null)}
            onSubmit={() => {
              if (pending) send(pending);
            }}
          />
        </>
      )}
    </Card>
  );
}
