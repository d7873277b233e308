import fs from 'node:fs';
import path from 'node:path';
import { cataloguePath, renderCatalogue } from './catalogue-doc';

fs.mkdirSync(path.dirname(cataloguePath), { recursive: true });
fs.writeFileSync(cataloguePath, renderCatalogue());
console.log(`wrote ${cataloguePath}`);
