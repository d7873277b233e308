// Territories by the first three digits of the ZIP code. Data only; read by server/quoting/rating.ts.
// protectionClass is the fire-protection class (1 best - 10 unprotected); null means the territory has
// no protection class code on file, a home knockout (spec section 4).

export interface Territory {
  code: string;
  autoFactor: number;
  dwellingFactor: number;
  protectionClass: number | null;
  wildfireRisk: boolean;
}

export const defaultTerritory: Territory = { code: 'T-STD', autoFactor: 1.0, dwellingFactor: 1.0, protectionClass: 5, wildfireRisk: false };

/** ZIP prefix (3 digits) -> territory. ZIPs not listed rate as the default territory. */
export const territoriesByZipPrefix: Record<string, Territory> = {
  '432': { code: 'OH-COLUMBUS', autoFactor: 1.05, dwellingFactor: 0.95, protectionClass: 3, wildfireRisk: false },
  '441': { code: 'OH-CLEVELAND', autoFactor: 1.2, dwellingFactor: 1.0, protectionClass: 4, wildfireRisk: false },
  '452': { code: 'OH-CINCINNATI', autoFactor: 1.1, dwellingFactor: 0.97, protectionClass: 3, wildfireRisk: false },
  '191': { code: 'PA-PHILADELPHIA', autoFactor: 1.45, dwellingFactor: 1.1, protectionClass: 2, wildfireRisk: false },
  '152': { code: 'PA-PITTSBURGH', autoFactor: 1.15, dwellingFactor: 1.0, protectionClass: 3, wildfireRisk: false },
  '462': { code: 'IN-INDIANAPOLIS', autoFactor: 1.1, dwellingFactor: 0.95, protectionClass: 4, wildfireRisk: false },
  '482': { code: 'MI-DETROIT', autoFactor: 1.6, dwellingFactor: 1.15, protectionClass: 4, wildfireRisk: false },
  '402': { code: 'KY-LOUISVILLE', autoFactor: 1.05, dwellingFactor: 0.98, protectionClass: 4, wildfireRisk: false },
  '100': { code: 'NY-MANHATTAN', autoFactor: 1.7, dwellingFactor: 1.25, protectionClass: 1, wildfireRisk: false },
  '957': { code: 'CA-SIERRA', autoFactor: 1.0, dwellingFactor: 1.3, protectionClass: 8, wildfireRisk: true },
  '597': { code: 'MT-RURAL', autoFactor: 0.85, dwellingFactor: 1.05, protectionClass: null, wildfireRisk: true },
};

/** The territory of a ZIP code (5 or 9 digits). */
export function territoryOf(zip: string): Territory {
  return territoriesByZipPrefix[zip.slice(0, 3)] ?? defaultTerritory;
}
