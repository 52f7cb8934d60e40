import { Tag } from 'antd';

/** Colours of a record's state: waiting, done, refused, void. */
export type Tone = 'waiting' | 'done' | 'refused' | 'void';

const COLORS: Record<Tone, string> = { waiting: 'gold', done: 'green', refused: 'red', void: 'default' };

/** A status as a coloured tag. */
export function StatusTag({ tone, text, testId }: { tone: Tone; text: string; testId?: string }) {
  return (
    <Tag color={COLORS[tone]} data-testid={testId}>
      {text}
    </Tag>
  );
}
