/** The source with every call that builds a top-level declaration marked pure (see pureDeclarations.js). */
export function annotatePureDeclarations(source: string, fileName?: string): string;
