/**
 * antd-mobile 5 renders its imperative UI (Toast, Dialog) with the legacy ReactDOM.render, which
 * React 19 removed: without this hook they silently show nothing. Per antd-mobile's "v5 for
 * React 19" guide, hand it a createRoot-based render once at start-up.
 */
import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();

export function setupAntdRender(): void {
  unstableSetRender((node, container) => {
    let root = roots.get(container);
    if (!root) {
      root = createRoot(container);
      roots.set(container, root);
    }
    root.render(node);
    const mounted = root;
    return async () => {
      // Let the closing animation's last commit finish before unmounting.
      await new Promise((resolve) => setTimeout(resolve, 0));
      mounted.unmount();
      roots.delete(container);
    };
  });
}
