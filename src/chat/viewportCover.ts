import { useLayoutEffect, type RefObject } from 'react';

/** The root's custom property holding how much of the viewport's bottom a fixed chat element covers. */
export const coverProperty = '--chat-cover';

/**
 * While `active`, the height the element covers at the bottom of the viewport (from its top edge down) is kept in
 * the root's `--chat-cover`: the root's scroll padding and the footer's room follow it, so an element that takes
 * focus scrolls clear of it (WCAG 2.4.11) whatever the offer's height at this width and text size.
 */
export function useViewportCover(ref: RefObject<HTMLElement>, active: boolean): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element) return undefined;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(coverProperty, `${Math.ceil(window.innerHeight - element.getBoundingClientRect().top)}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(coverProperty);
    };
  }, [ref, active]);
}
