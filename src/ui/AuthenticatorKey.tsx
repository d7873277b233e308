/** `ABCD EFGH ...`: an authenticator key in groups of four, easier to type into an app. */
const grouped = (key: string) => key.replace(/(.{4})(?=.)/g, '$1 ');

export interface AuthenticatorKeyProps {
  /** The QR code of the otpauth:// address, as a data URL. */
  qrCode: string;
  /** The key (base32), shown as text for apps that cannot scan. */
  secretKey: string;
  /** Who the app will show the codes for. */
  issuer: string;
  qrClassName?: string;
  keyClassName?: string;
}

/** Setting up an authenticator app: its QR code to scan, and the same key as text to type. */
export function AuthenticatorKey({ qrCode, secretKey, issuer, qrClassName, keyClassName }: AuthenticatorKeyProps) {
  return (
    <>
      <img className={qrClassName} src={qrCode} alt={`QR code to add ${issuer} to your authenticator app`} width={200} height={200} />
      <p>
        Key: <code className={keyClassName}>{grouped(secretKey)}</code>
      </p>
    </>
  );
}
