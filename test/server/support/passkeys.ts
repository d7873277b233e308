import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { cose, isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import type {
  PasskeyAuthenticationResponse,
  PasskeyCreationOptions,
  PasskeyRegistrationResponse,
  PasskeyRequestOptions,
} from '../../../src/contract/passkeys';
import { publicUrl } from './gateway';

// A software authenticator for the gateway's passkey tests: an ES256 key pair of node:crypto, answering a
// registration with attestation 'none' and a sign-in with a signed assertion, as a browser hands them over
// (RegistrationResponseJSON, AuthenticationResponseJSON). Each answer may be bent (another origin, another RP ID,
// no user verification, a counter of its own, another user handle, a broken signature) to see the gateway refuse it.

const flags = { up: 0x01, uv: 0x04, be: 0x08, bs: 0x10, at: 0x40 } as const;
const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash('sha256').update(data).digest());
const uint32 = (n: number) => new Uint8Array([(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]);
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

export interface Bent {
  /** The origin the client data names (default: the gateway's public address). */
  origin?: string;
  /** The RP ID whose hash the authenticator data carries (default: the public address's host). */
  rpId?: string;
  /** Whether the authenticator verified the person (default: the authenticator's own setting). */
  userVerified?: boolean;
  /** The signature counter sent (default: the authenticator's next one). */
  counter?: number;
  /** The user handle sent (default: the one the authenticator was registered with). */
  userHandle?: string;
  /** Signs something else than what is sent. */
  badSignature?: boolean;
  /** The client data's type (default: webauthn.create or webauthn.get). */
  type?: string;
}

export interface AuthenticatorOptions {
  /** Whether the authenticator verifies the person (a fingerprint, a PIN): the UV flag. */
  userVerification?: boolean;
  /** Backup eligible and backed up (a synced passkey): the BE and BS flags. */
  backedUp?: boolean;
  /** How the signature counter moves at each use (0: an authenticator that keeps none). */
  counterStep?: number;
}

export class SoftwareAuthenticator {
  readonly credentialId = new Uint8Array(randomBytes(16));
  private readonly keys: { publicKey: KeyObject; privateKey: KeyObject } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private counter = 0;
  /** The user handle of the registration (base64url), sent back with each assertion as an authenticator does. */
  userHandle: string | undefined;

  constructor(private readonly options: AuthenticatorOptions = {}) {}

  get id(): string {
    return b64(this.credentialId);
  }

  /** The public key as COSE (EC2, ES256, P-256). */
  private coseKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const key = new Map<number, number | Uint8Array>([
      [cose.COSEKEYS.kty, cose.COSEKTY.EC2],
      [cose.COSEKEYS.alg, cose.COSEALG.ES256],
      [cose.COSEKEYS.crv, cose.COSECRV.P256],
      [cose.COSEKEYS.x, isoBase64URL.toBuffer(jwk.x ?? '')],
      [cose.COSEKEYS.y, isoBase64URL.toBuffer(jwk.y ?? '')],
    ]);
    return isoCBOR.encode(key);
  }

  private flagsOf(bent: Bent, attested: boolean): number {
    const uv = bent.userVerified ?? this.options.userVerification ?? true;
    return flags.up | (uv ? flags.uv : 0) | (this.options.backedUp ? flags.be | flags.bs : 0) | (attested ? flags.at : 0);
  }

  private authenticatorData(bent: Bent, counter: number, attested: boolean): Uint8Array {
    const rpIdHash = sha256(bent.rpId ?? new URL(publicUrl).hostname);
    const head = concat(rpIdHash, new Uint8Array([this.flagsOf(bent, attested)]), uint32(counter));
    if (!attested) return head;
    const length = new Uint8Array([(this.credentialId.length >> 8) & 0xff, this.credentialId.length & 0xff]);
    return concat(head, new Uint8Array(16), length, this.credentialId, this.coseKey());
  }

  private clientData(type: string, challenge: string, bent: Bent): Uint8Array {
    const data = { type: bent.type ?? type, challenge, origin: bent.origin ?? publicUrl, crossOrigin: false };
    return new Uint8Array(Buffer.from(JSON.stringify(data)));
  }

  /** Answers `startRegistration`'s options: a new credential, attestation 'none'. */
  register(options: PasskeyCreationOptions, bent: Bent = {}): PasskeyRegistrationResponse {
    this.userHandle = options.user.id;
    const authData = this.authenticatorData(bent, 0, true);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: b64(this.clientData('webauthn.create', options.challenge, bent)),
        attestationObject: b64(attestationObject),
        transports: ['internal', 'hybrid'],
      },
    };
  }

  /** Answers `startAuthentication`'s options: an assertion signed with the credential's key. */
  assert(options: Pick<PasskeyRequestOptions, 'challenge'>, bent: Bent = {}): PasskeyAuthenticationResponse {
    this.counter += this.options.counterStep ?? 1;
    const authData = this.authenticatorData(bent, bent.counter ?? this.counter, false);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, bent);
    const signed = concat(authData, sha256(bent.badSignature ? concat(clientDataJSON, new Uint8Array([1])) : clientDataJSON));
    const signature = new Uint8Array(sign('sha256', signed, this.keys.privateKey));
    const userHandle = bent.userHandle ?? this.userHandle;
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(signature),
        ...(userHandle ? { userHandle } : {}),
      },
    };
  }
}
