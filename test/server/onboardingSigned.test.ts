import { randomUUID } from 'node:crypto';
import { documentFile } from '../../server/documents/library';
import { partyFacts } from '../../server/offers/eligibility';
import { customerGateway } from './support/gateway';
import { pdfText } from './support/pdfText';

// Once new.customer has signed the onboarding envelope: the signed application is the application itself (who is
// insured, where, the policy with its coverages and premium, who signed it and when), and nothing says documents
// still wait for a signature.
const customers = customerGateway(['new.customer']);
const envelope = 'ENV-6158804-APP';
const application = 'esign-ENV-6158804-APP-APP';
const partyId = 'P100004';

const post = (url: string, payload: unknown) =>
  customers.app.inject({
    method: 'POST',
    url,
    headers: { ...customers.as('new.customer'), 'idempotency-key': randomUUID() },
    payload: payload as object,
  });
const today = () => new Date().toISOString().slice(0, 10);
const waitingToSign = async () => (await partyFacts(customers.database.db, partyId, today(), false)).eSignDocuments;

describe('the signed onboarding application', () => {
  it('asks for a signature only while the envelope waits for one', async () => {
    expect(await waitingToSign()).toBe(2);
    const signed = await post(`/api/esign/envelopes/${envelope}/sign`, {
      signature: 'Kevin Park',
      documentIds: [application, 'esign-ENV-6158804-APP-UM'],
    });
    expect(signed.statusCode).toBe(200);
    expect(await waitingToSign()).toBe(0);
  });

  it('holds the application details, the signer and the date signed, and no longer asks to print, sign and mail', async () => {
    const file = await documentFile(customers.database.db, partyId, application, today());
    const text = pdfText(file!.bytes);
    for (const detail of [
      'Named insured',
      'Kevin Park',
      'Mailing address',
      'P7D4W2-4001',
      'Policy period',
      'Premium for the term',
      'Vehicle',
    ])
      expect(text).toContain(detail);
    expect(text).toMatch(/Bodily injury|Liability|Collision/i);
    expect(text).toMatch(/Signed electronically by Kevin Park on \d{2}\/\d{2}\/\d{4}\./);
    expect(text).not.toContain('print, sign and mail');
  });
});
