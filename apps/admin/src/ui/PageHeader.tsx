import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: ReactNode;
  /** Filters and buttons on the right. */
  extra?: ReactNode;
}

/** A page's title line. */
export function PageHeader({ title, extra }: PageHeaderProps) {
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {extra ? (
        <Flex gap={8} align="center" wrap>
          {extra}
        </Flex>
      ) : null}
    </Flex>
  );
}
