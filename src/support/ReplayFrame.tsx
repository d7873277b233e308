import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { selectStateAtStep, selectSession } from './selectors';
import { frameMessages, replayFramePath } from './paths';
import type { ReplayedState } from './replayer';
import type { RecordedApp } from '../contract/sessions';

interface ScreenFrameProps {
  readonly state: ReplayedState | null;
  readonly width: number;
  readonly app: RecordedApp;
  readonly title: string;
  readonly label: string;
}

/**
 * A customer's screen rebuilt from a state: the real screens of the application it was recorded in, in a sandboxed
 * frame (scripts only: no same-origin access, so no storage, cookies or token), fed the state by message.
 */
export function ScreenFrame({ state, width, app, title, label }: ScreenFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });

  useEffect(() => {
    const post = () => frame.current?.contentWindow?.postMessage({ kind: frameMessages.state, state: latest.current }, '*');
    const onMessage = (event: MessageEvent) => {
      if (event.source === frame.current?.contentWindow && (event.data as { kind?: string } | null)?.kind === frameMessages.ready) post();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (state) frame.current?.contentWindow?.postMessage({ kind: frameMessages.state, state }, '*');
  }, [state]);

  return (
    <div className="replay-frame" style={{ width: `${width}px` }} role="region" aria-label={label} tabIndex={0}>
      <iframe
        // A quoting session is drawn by the quoting application's screens: a new frame for another app.
        key={app}
        ref={frame}
        title={title}
        src={`${replayFramePath}?app=${app}`}
        sandbox="allow-scripts"
        style={{ width: `${width}px`, height: '800px', border: 'none', outline: '1px solid #888', background: '#fff' }}
      />
    </div>
  );
}

/** The recorded session's screen at the chosen step. */
export function ReplayFrame() {
  const state = useSelector(selectStateAtStep);
  const session = useSelector(selectSession);
  return (
    <ScreenFrame
      state={state}
      width={session?.summary.viewportWidth ?? 1280}
      app={session?.summary.app ?? 'portal'}
      title="The customer's screen at this step"
      label="Replayed screen"
    />
  );
}
