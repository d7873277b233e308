/** The sandboxed page that draws a replayed customer screen (replay.html). */
export const replayFramePath = '/customers/support-replay';

/** Messages between the console and the replay frame. */
export const frameMessages = { ready: 'replay/ready', state: 'replay/state' } as const;
