/** A policy number kept on one line: its hyphen must not split "C4M7X2-1001" across two lines on a phone. */
export function PolicyNumber({ children }: { children: string }) {
  return <span className="policy-number">{children}</span>;
}
