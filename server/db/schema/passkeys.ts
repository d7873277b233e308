import type { ColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Instant = ColumnType<Date, Date | string, Date | string>;

export type PasskeyDeviceType = 'singleDevice' | 'multiDevice';

/** A customer's passkey (a WebAuthn credential), found by its id (migration 1600_passkeys). */
export interface PasskeysTable {
  /** The credential's id, base64url, as the browser names it. */
  credential_id: string;
  login_id: string;
  /** The credential's public key, COSE-encoded. */
  public_key: ColumnType<Uint8Array, Uint8Array, never>;
  /** The authenticator's signature counter last seen (0 for authenticators that keep none). */
  counter: ColumnType<number, number | undefined, number>;
  /** How the browser reaches the authenticator ('internal', 'hybrid', 'usb'...), written as JSON. */
  transports: ColumnType<string[], string | undefined, string>;
  device_type: ColumnType<PasskeyDeviceType, PasskeyDeviceType, PasskeyDeviceType>;
  backed_up: boolean;
  user_verified_at_registration: ColumnType<boolean, boolean, never>;
  /** The customer's label for it (1 to 60 characters). */
  name: string;
  created_at: CreatedAt;
  /** Where it was made: the browser and the address, in a short line. */
  created_from: ColumnType<string, string, never>;
  last_used_at: Instant | null;
  last_used_from: string | null;
}

/** A challenge waiting for its answer: a registration's (of a login ID) or a sign-in's (of a provider interaction). */
export interface PasskeyChallengesTable {
  challenge: string;
  purpose: 'register' | 'signIn';
  login_id: string | null;
  interaction_uid: string | null;
  expires_at: Instant;
}

export interface PasskeyTables {
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
}
