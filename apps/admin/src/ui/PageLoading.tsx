import { Flex, Spin } from 'antd';

/** Shown while a page's code or first data loads. */
export function PageLoading() {
  return (
    <Flex justify="center" style={{ padding: 48 }}>
      <Spin />
    </Flex>
  );
}
