import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { sql, type Kysely } from 'kysely';
import forge from 'node-forge';
import { PKPass } from 'passkit-generator';
import { product } from '../../config/product';
import { formatIsoDate } from '../../src/shared/format';
import type { Database } from '../db/schema';
import type { IdCardContent } from './pdf';

/**
 * Apple Wallet passes of ID cards, built and signed by passkit-generator. Wallet accepts only passes signed
 * with a Pass Type ID certificate from Apple; in development the gateway makes its own stand-in chain on
 * first start (a "WWDR" authority and a signer it issued) and keeps it in the database, so every instance
 * signs alike. Production sets WALLET_* to Apple's files (see server/README.md).
 */
export interface WalletCertificates {
  passTypeIdentifier: string;
  teamIdentifier: string;
  wwdr: string;
  signerCert: string;
  signerKey: string;
}

const developmentPassType = 'pass.com.cardinalmutual.idcard';
const developmentTeam = 'CMDEV00001';
// Any constant, so instances starting together make the development certificates once.
const walletLockId = 7_304_222;

function certificate(
  subject: forge.pki.CertificateField[],
  issuer: forge.pki.CertificateField[],
  publicKeyPem: string,
  signingKeyPem: string,
  authority: boolean,
) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKeyPem);
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 24 * 60 * 60 * 1000);
  cert.validity.notAfter = new Date(Date.now() + 5 * 365 * 24 * 60 * 60 * 1000);
  cert.setSubject(subject);
  cert.setIssuer(issuer);
  cert.setExtensions(
    authority
      ? [
          { name: 'basicConstraints', cA: true },
          { name: 'keyUsage', keyCertSign: true, cRLSign: true, digitalSignature: true },
        ]
      : [
          { name: 'basicConstraints', cA: false },
          { name: 'keyUsage', digitalSignature: true },
        ],
  );
  cert.sign(forge.pki.privateKeyFromPem(signingKeyPem), forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

const rsaPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });

/** A stand-in certificate chain for development: an authority named like Apple's WWDR, and a pass signer it issued. */
export function developmentCertificates(): WalletCertificates {
  const authority = rsaPair();
  const signer = rsaPair();
  const authorityName = [
    { name: 'commonName', value: `${product.name} Development WWDR Authority` },
    { name: 'organizationName', value: product.name },
  ];
  const signerName = [
    { name: 'commonName', value: `Pass Type ID: ${developmentPassType}` },
    { type: '0.9.2342.19200300.100.1.1', value: developmentPassType },
    { name: 'organizationalUnitName', value: developmentTeam },
    { name: 'organizationName', value: product.name },
  ];
  return {
    passTypeIdentifier: developmentPassType,
    teamIdentifier: developmentTeam,
    wwdr: certificate(authorityName, authorityName, authority.publicKey, authority.privateKey, true),
    signerCert: certificate(signerName, authorityName, signer.publicKey, authority.privateKey, false),
    signerKey: signer.privateKey,
  };
}

/** Apple's certificates from configuration, when all of them are given. */
function configuredCertificates(env: Record<string, string | undefined>): WalletCertificates | null {
  const {
    WALLET_PASS_TYPE_ID: passType,
    WALLET_TEAM_ID: team,
    WALLET_WWDR_CERT_FILE: wwdr,
    WALLET_SIGNER_CERT_FILE: cert,
    WALLET_SIGNER_KEY_FILE: key,
  } = env;
  if (!passType || !team || !wwdr || !cert || !key) return null;
  return {
    passTypeIdentifier: passType,
    teamIdentifier: team,
    wwdr: readFileSync(wwdr, 'utf8'),
    signerCert: readFileSync(cert, 'utf8'),
    signerKey: readFileSync(key, 'utf8'),
  };
}

/** The certificates to sign with: from configuration, or the development ones (made once, kept in the database). */
export async function loadOrCreateWalletCertificates(
  db: Kysely<Database>,
  env: Record<string, string | undefined>,
): Promise<WalletCertificates> {
  const configured = configuredCertificates(env);
  if (configured) return configured;
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${walletLockId})`.execute(trx);
    const stored = await trx.selectFrom('wallet_certificates').selectAll().where('name', '=', 'development').executeTakeFirst();
    if (stored) {
      return {
        passTypeIdentifier: stored.pass_type_identifier,
        teamIdentifier: stored.team_identifier,
        wwdr: stored.wwdr_pem,
        signerCert: stored.signer_cert_pem,
        signerKey: stored.signer_key_pem,
      };
    }
    const made = developmentCertificates();
    await trx
      .insertInto('wallet_certificates')
      .values({
        name: 'development',
        pass_type_identifier: made.passTypeIdentifier,
        team_identifier: made.teamIdentifier,
        wwdr_pem: made.wwdr,
        signer_cert_pem: made.signerCert,
        signer_key_pem: made.signerKey,
      })
      .execute();
    return made;
  });
}

/** A solid-colour PNG (Wallet requires an icon; the pass shows the insurer's red). */
function solidPng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const cardinalRed: [number, number, number] = [179, 23, 33];

/** The ID card of one vehicle as a signed `.pkpass` (a zip with pass.json, manifest.json and signature). */
export function walletPass(card: IdCardContent & { vehicleId: string }, certificates: WalletCertificates): Buffer {
  const kind = card.lineOfBusiness === 'motorcycle' ? 'Motorcycle' : 'Auto';
  const pass = new PKPass(
    { 'icon.png': solidPng(29, cardinalRed), 'icon@2x.png': solidPng(58, cardinalRed), 'logo.png': solidPng(50, cardinalRed) },
    { wwdr: certificates.wwdr, signerCert: certificates.signerCert, signerKey: certificates.signerKey },
    {
      formatVersion: 1,
      passTypeIdentifier: certificates.passTypeIdentifier,
      teamIdentifier: certificates.teamIdentifier,
      serialNumber: `${card.policyNumber}-${card.vehicleId}`,
      organizationName: product.name,
      description: `${product.name} ${kind.toLowerCase()} insurance ID card, policy ${card.policyNumber}`,
      logoText: product.name,
      backgroundColor: 'rgb(179, 23, 33)',
      foregroundColor: 'rgb(255, 255, 255)',
      labelColor: 'rgb(255, 225, 225)',
    },
  );
  pass.type = 'generic';
  pass.headerFields.push({ key: 'state', label: 'State', value: card.state });
  pass.primaryFields.push({ key: 'policy', label: `${kind} insurance ID card`, value: card.policyNumber });
  pass.secondaryFields.push(
    { key: 'vehicle', label: 'Vehicle', value: `${card.vehicle.year} ${card.vehicle.make} ${card.vehicle.model}` },
    { key: 'insured', label: 'Named insured', value: card.namedInsureds.join(', ') },
  );
  pass.auxiliaryFields.push(
    { key: 'effective', label: 'Effective', value: formatIsoDate(card.effectiveDate) },
    { key: 'expires', label: 'Expires', value: formatIsoDate(card.expirationDate) },
  );
  pass.backFields.push(
    { key: 'vin', label: 'VIN', value: card.vehicle.vin },
    { key: 'insurer', label: 'Insurer', value: `${product.name}. This card is valid only for the term shown.` },
  );
  pass.setBarcodes({ format: 'PKBarcodeFormatQR', message: `${card.policyNumber}|${card.vehicle.vin}`, messageEncoding: 'iso-8859-1' });
  pass.setExpirationDate(new Date(`${card.expirationDate}T23:59:59-05:00`));
  return pass.getAsBuffer();
}
