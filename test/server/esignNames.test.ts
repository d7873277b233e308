import { customerGateway } from './support/gateway';
import { onboardingMessages } from '../../src/validation/messages';

// A signature is a name in any alphabet, and it is the signer's own: the name adopted must be the signer's name on
// the envelope (case, accents and middle initials aside), never another person's.
const customers = customerGateway(['new.customer', 'mutual.customer']);
let keys = 0;
const nextKey = () => `names-key-${++keys}-${Date.now()}`;

const db = () => customers.database.db;
const renameSigner = (envelopeId: string, name: string) =>
  db().updateTable('esign_recipients').set({ name }).where('envelope_id', '=', envelopeId).where('role', '=', 'signer').execute();

async function sign(envelopeId: string, signature: string, loginId: string) {
  const opened = await customers.app.inject({ method: 'GET', url: `/api/esign/envelopes/${envelopeId}`, headers: customers.as(loginId) });
  expect(opened.statusCode).toBe(200);
  const documentIds = (opened.json().envelope.documents as { documentId: string }[]).map((d) => d.documentId);
  return customers.app.inject({
    method: 'POST',
    url: `/api/esign/envelopes/${envelopeId}/sign`,
    headers: { ...customers.as(loginId), 'idempotency-key': nextKey() },
    payload: { signature, documentIds },
  });
}
const statusOf = async (envelopeId: string) =>
  (await db().selectFrom('esign_envelopes').select('status').where('envelope_id', '=', envelopeId).executeTakeFirstOrThrow()).status;

describe('the name adopted as a signature', () => {
  it("refuses another person's name, says whose name to type, and leaves the envelope unsigned", async () => {
    const response = await sign('ENV-6158804-APP', 'Jordan Perez', 'new.customer');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: 'signature_not_signer', message: onboardingMessages.signatureNotSigner('Kevin Park') });
    expect(await statusOf('ENV-6158804-APP')).toBe('delivered');
  });

  it('accepts a name with accents, a hyphen and a middle initial, typed with or without them', async () => {
    await renameSigner('ENV-6158804-APP', 'Jordan Pérez-Smith');
    const signed = await sign('ENV-6158804-APP', 'Jordan Q Pérez-Smith', 'new.customer');
    expect(signed.statusCode).toBe(200);
    expect(signed.json().envelope.status).toBe('completed');
    const recipient = await db()
      .selectFrom('esign_recipients')
      .select('signature')
      .where('envelope_id', '=', 'ENV-6158804-APP')
      .executeTakeFirstOrThrow();
    expect(recipient.signature).toBe('Jordan Q Pérez-Smith');
  });

  it('accepts José Núñez, typed in composed or decomposed letters, as the signer José Núñez', async () => {
    await renameSigner('ENV-4820015-UM', 'José Núñez');
    const decomposed = 'José Núñez'.normalize('NFD');
    const signed = await sign('ENV-4820015-UM', decomposed, 'mutual.customer');
    expect(signed.statusCode).toBe(200);
    expect(await statusOf('ENV-4820015-UM')).toBe('completed');
    const recipient = await db()
      .selectFrom('esign_recipients')
      .select('signature')
      .where('envelope_id', '=', 'ENV-4820015-UM')
      .executeTakeFirstOrThrow();
    expect(recipient.signature).toBe('José Núñez'.normalize('NFC'));
  });
});
