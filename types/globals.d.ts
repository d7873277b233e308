/** Injected by webpack's DefinePlugin. */
declare const __APP_VERSION__: string;
/** Development pages (design system) are built in development builds only. */
declare const __DEV_PAGES__: boolean;

declare module '*.scss';
