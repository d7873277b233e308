export function buildIfStale(options?: { outputPath?: string; devPages?: boolean; quiet?: boolean }): boolean;
export function builtAt(outputPath: string): number;
export function journeysBuild(): { outputPath: string; devPages: boolean };
