// oidc-provider asks for Node 22 on Node 20, where it works (README: Node 22 LTS recommended). The warning
// repeats for every gateway test file and would bury real output; every other warning still shows.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('oidc-provider WARNING: Unsupported runtime')) return;
  warn(...args);
};
