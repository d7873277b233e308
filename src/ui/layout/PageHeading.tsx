import { useEffect, useRef, type ReactNode } from 'react';

let firstPage = true;

/** The page's h1. After a navigation, focus moves to it so screen-reader and keyboard users start at the top. */
export function PageHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (firstPage) {
      firstPage = false;
      return;
    }
    ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className="page-heading">
      {children}
    </h1>
  );
}
