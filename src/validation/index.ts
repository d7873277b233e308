export * as patterns from './patterns';
export * from './messages';
export * from './validators';
export * from './dates';
export * from './contactHours';
