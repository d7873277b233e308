export function buildIfStale(options?: { outputPath?: string; devPages?: boolean; quiet?: boolean }): boolean;
