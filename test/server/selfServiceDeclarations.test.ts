import { writeFileSync } from 'node:fs';
import { customerGateway } from './support/gateway';
import { accordBought } from './support/vehicles';
import { linesByPage, overlapping, textRuns } from './support/pdfText';
import { businessToday } from '../../src/validation/dates';
import { declarationsPdf } from '../../server/documents/pdf';
import { policyDetails } from '../../server/policies/details';

// The amended declarations page a self-service change issues, read as the customer reads it: its text runs.

const customers = customerGateway(['mutual.customer']);
const auto = 'C4M7X2-1001';
const today = businessToday(new Date());
const lender = {
  name: 'Honda Financial Services',
  loanNumber: 'HF-55512345',
  address: { line1: 'PO Box 105027', line2: null, city: 'Atlanta', state: 'GA', zip: '30348' },
};
const bindBody = {
  effectiveDate: today,
  vehicle: accordBought(today, 'financed'),
  choices: { 'auto.COLL': '1000' },
  answers: { forProfit: false, garagedElsewhere: false, registeredOwner: 'self' },
  lender,
};

const send = (method: 'GET' | 'POST', url: string, payload?: object, key?: string) =>
  customers.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...customers.as('mutual.customer'), ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });

/** The amended declarations of the vehicle added, as served to the customer. */
async function amendedDeclarations() {
  const added = await send('POST', `/selfservice/${auto}/vehicles`, bindBody, 'declarations-accord');
  expect(added.statusCode).toBe(200);
  const { documentId } = added.json().endorsement as { documentId: string };
  const [link] = (await send('POST', '/documents/links', { documentIds: [documentId] })).json().links as { url: string }[];
  const file = await customers.app.inject({ url: link!.url });
  expect(file.headers['content-type']).toBe('application/pdf');
  // Left for a person to look at (pdftoppm -png), where one is wanted.
  if (process.env.DECLARATIONS_PDF) writeFileSync(process.env.DECLARATIONS_PDF, file.rawPayload);
  return textRuns(file.rawPayload);
}

describe('the amended declarations page', () => {
  it('names each vehicle by year, make, model and the last six of its VIN, never by an internal id', async () => {
    const runs = await amendedDeclarations();
    const text = runs.map((r) => r.text).join('\n');
    expect(text).toContain('2023 Honda Accord (VIN ending 012345)');
    expect(text).toContain('2021 Toyota Camry (VIN ending');
    const ids = ((await send('GET', `/policies/${auto}/vehicle-lenders`)).json().vehicles as { vehicleId: string }[]).map(
      (v) => v.vehicleId,
    );
    expect(ids.length).toBeGreaterThan(2);
    for (const id of ids) expect(text).not.toContain(id);
  });

  it('wraps a long label instead of drawing it over its value, and keeps the page whole', async () => {
    const runs = await amendedDeclarations();
    const labels = runs.filter((r) => r.x === 54 && r.size === 9);
    expect(labels.filter((r) => r.text.startsWith('Comprehensive, 2023 Honda Accord')).length).toBe(1);
    for (const label of labels) expect(label.x + label.width).toBeLessThanOrEqual(230);
    expect(overlapping(runs)).toEqual([]);
    expect(linesByPage(runs)).toHaveLength(1);
  });

  it('carries no lone line over to another page when a policy runs longer than one', async () => {
    const details = (await policyDetails(customers.database.db, { partyId: 'P100001' }, auto))!;
    const many = { ...details, discounts: [...details.discounts, ...details.discounts, ...details.discounts, ...details.discounts] };
    for (let extra = 0; extra < 24; extra += 1) {
      const runs = await textRuns(await declarationsPdf({ ...many, coverages: [...many.coverages, ...many.coverages.slice(0, extra)] }));
      const pages = linesByPage(runs);
      expect(overlapping(runs)).toEqual([]);
      for (const lines of pages.slice(1)) expect(lines).toBeGreaterThan(2);
    }
  });
});
