export * from './catalogue';
export * from './redact';
export * from './guard';
export * from './actionLog';
export * from './replay';
export * from './reducer';
