import { highlightTargetPattern } from '../contract/liveAssist';

// How live assist names an element on the customer's screen, both ways: the agent sees the field the customer is in
// by this name and points at a field by it. A field by its name, anything else by its test id or id.

/** The element an agent points at. */
export function targetElement(target: string): HTMLElement | null {
  const escaped = CSS.escape(target);
  return document.querySelector<HTMLElement>(`[name="${escaped}"], [data-testid="${escaped}"], #${escaped}`);
}

/** The name the agent sees for an element the customer is in (null when it has none a pointer could find). */
export function targetOf(element: Element | null): string | null {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const named = element.getAttribute('name') ?? element.dataset.testid ?? (element.id || null);
  return named !== null && highlightTargetPattern.test(named) ? named : null;
}
