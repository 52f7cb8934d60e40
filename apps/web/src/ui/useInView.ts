import { startTransition, useEffect, useState, type RefObject } from 'react';

type Callback = () => void;
let observer: IntersectionObserver | null = null;
const callbacks = new Map<Element, Callback>();

/** One observer for every watched element (a list has dozens of rows). */
function watch(element: Element, onSeen: Callback): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        callbacks.get(entry.target)?.();
      }
    },
    { rootMargin: '200px 0px' },
  );
  callbacks.set(element, onSeen);
  observer.observe(element);
  return () => {
    callbacks.delete(element);
    observer?.unobserve(element);
  };
}

/** True once the element has come within 200 px of the viewport (and from then on). */
export function useSeen(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    // Not urgent: the rows that came into view together re-render in slices between frames.
    return watch(element, () => startTransition(() => setSeen(true)));
  }, [ref, seen]);
  return seen;
}
