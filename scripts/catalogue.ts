import fs from 'node:fs';
import { cataloguePath, renderCatalogue } from './catalogue-doc';

fs.mkdirSync(require('node:path').dirname(cataloguePath), { recursive: true });
fs.writeFileSync(cataloguePath, renderCatalogue());
console.log(`wrote ${cataloguePath}`);
