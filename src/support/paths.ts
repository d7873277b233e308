/** Where the support console lives (its own bundle, served as support.html), relative to /customers. */
export const supportConsolePath = '/support';
/** The sandboxed page that draws a replayed customer screen (replay.html). */
export const replayFramePath = '/customers/support-replay';

/** Messages between the console and the replay frame. */
export const frameMessages = { ready: 'replay/ready', state: 'replay/state' } as const;
