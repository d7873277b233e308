// Every customer-facing message of spec sections 5 and 8, verbatim, imported from here. Where the spec only
// describes a text (mobile party load, billing payment, unsupported browser, address hint), the wording here is
// ours and is the single place to change it. One module per area: each page's scripts carry the words of the
// areas it shows, not every area's.
export * from './common';
export * from './payments';
export * from './documents';
export * from './recovery';
export * from './recording';
export * from './support';
export * from './accountCreation';
export * from './quoting';
export * from './claims';
export * from './engagement';
export * from './offers';
export * from './profile';
export * from './selfService';
export * from './onboarding';
export * from './liveAssist';
export * from './passkeys';
