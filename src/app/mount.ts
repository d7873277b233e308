import { startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Draws an application into the page's root. The first render is a transition: React yields to the browser every
 * few milliseconds while it draws, so no single task holds a phone's main thread for the whole first page.
 */
export function mount(app: ReactNode): void {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(app));
}
