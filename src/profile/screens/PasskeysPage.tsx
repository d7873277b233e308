import { useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { AlertBanner, Button, Form, Loading, TextField } from '../../ui';
import type { Passkey } from '../../contract/passkeys';
import { declareForm } from '../../forms/registry';
import { useFormLog } from '../../forms/useFormLog';
import { formatEasternInstant } from '../../shared/format';
import { passkeyMessages } from '../../validation/messages/passkeys';
import { compose, requiredWith, type Rules } from '../../validation/validators';
import { selectAuthField } from '../../auth/selectors';
import { ChangeNotice, ProfileHeading, ProofField, proofRule, useChange } from '../changes';
import { selectLastSecondFactorKept, selectProfileField } from '../selectors';

const addForm = declareForm('profileAddPasskey', ['currentPassword']);
const renameForm = declareForm('profileRenamePasskey', []);
const removeForm = declareForm('profileRemovePasskey', ['currentPassword']);

const nameLimit = 60;
const nameRule = compose(requiredWith(passkeyMessages.name), (value: unknown) =>
  typeof value === 'string' && value.trim().length > nameLimit ? passkeyMessages.name : undefined,
);

interface AddValues {
  name: string;
  currentPassword: string;
}
const addRules: Rules<AddValues> = { name: nameRule, currentPassword: proofRule };

function AddPasskey() {
  const add = useChange('addPasskey', 'name');
  const formLog = useFormLog(addForm);
  const offered = useSelector(selectAuthField('passkeys'));
  if (offered === 'unknown') return null;
  if (offered === 'none') return <p>This browser cannot make passkeys. Try another browser or device.</p>;
  return (
    <section aria-labelledby="passkey-add">
      <h2 id="passkey-add">Add a passkey</h2>
      <p>
        Name it after the device or password manager that keeps it. Your browser then asks you to confirm with your fingerprint, face or
        screen lock.
      </p>
      <Form<AddValues>
        idPrefix="passkey-add"
        rules={addRules}
        serverError={add.serverError}
        onSubmit={(v) => add.submit({ kind: 'addPasskey', name: v.name.trim(), currentPassword: v.currentPassword })}
        {...formLog}
      >
        <TextField name="name" label="Passkey name" hint="For example: My phone" width="medium" autoComplete="off" />
        <ProofField />
        <Button type="submit" processing={add.busy}>
          Add a passkey
        </Button>
      </Form>
    </section>
  );
}

const whenAndWhere = (at: string, from: string) => `${formatEasternInstant(at)} ET, ${from}`;

function RenamePasskey({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const rename = useChange('renamePasskey', 'name');
  const formLog = useFormLog(renameForm);
  // Closes once its own rename is saved (a rename of another passkey saved before does not count).
  const savedBefore = useRef(rename.saved);
  useEffect(() => {
    if (rename.saved && !savedBefore.current) onDone();
    savedBefore.current = rename.saved;
  }, [rename.saved, onDone]);
  return (
    <Form<{ name: string }>
      idPrefix={`passkey-rename-${passkey.passkeyId}`}
      rules={{ name: nameRule }}
      initialValues={{ name: passkey.name }}
      serverError={rename.serverError}
      onSubmit={(v) => rename.submit({ kind: 'renamePasskey', passkeyId: passkey.passkeyId, name: v.name.trim() })}
      {...formLog}
    >
      <TextField name="name" label={`New name for ${passkey.name}`} width="medium" autoComplete="off" />
      <div className="profile-actions">
        <Button type="submit" processing={rename.busy}>
          Save name
        </Button>
        <Button variant="link" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

/** Asks first, with the password that proves it is the customer: a removed passkey signs no one in again. */
function RemovePasskey({ passkey, onKeep }: { passkey: Passkey; onKeep: () => void }) {
  const remove = useChange('removePasskey');
  const formLog = useFormLog(removeForm);
  const asked = useRef<HTMLParagraphElement>(null);
  useEffect(() => asked.current?.focus(), []);
  const question = `passkey-remove-${passkey.passkeyId}-question`;
  return (
    <div role="group" aria-labelledby={question} className="remove-question">
      <Form<{ currentPassword: string }>
        idPrefix={`passkey-remove-${passkey.passkeyId}`}
        rules={{ currentPassword: proofRule }}
        serverError={remove.serverError}
        onSubmit={(v) => remove.submit({ kind: 'removePasskey', passkeyId: passkey.passkeyId, currentPassword: v.currentPassword })}
        {...formLog}
      >
        <p id={question} ref={asked} tabIndex={-1}>
          Remove {passkey.name}? It will no longer log you in.
        </p>
        <ProofField />
        <div className="profile-actions">
          <Button type="submit" processing={remove.busy}>
            Remove passkey
          </Button>
          <Button variant="secondary" onClick={onKeep}>
            Keep it
          </Button>
        </div>
      </Form>
    </div>
  );
}

function PasskeyItem({ passkey, removable }: { passkey: Passkey; removable: boolean }) {
  const [doing, setDoing] = useState<'rename' | 'remove' | null>(null);
  return (
    <li className="profile-passkey">
      <h3>{passkey.name}</h3>
      <p>Added {whenAndWhere(passkey.createdAt, passkey.createdFrom)}</p>
      <p>{passkey.lastUsedAt ? `Last used ${whenAndWhere(passkey.lastUsedAt, passkey.lastUsedFrom ?? 'unknown')}` : 'Not used yet'}</p>
      {passkey.backedUp && <p>Synced to your other devices by your password manager.</p>}
      {!passkey.userVerified && <p>This passkey does not check who is using it: you also enter a security code when you log in.</p>}
      {doing === 'rename' && <RenamePasskey passkey={passkey} onDone={() => setDoing(null)} />}
      {doing === 'remove' && <RemovePasskey passkey={passkey} onKeep={() => setDoing(null)} />}
      {doing === null && (
        <div className="profile-actions">
          <Button variant="link" onClick={() => setDoing('rename')}>
            Rename<span className="visually-hidden"> {passkey.name}</span>
          </Button>
          {removable && (
            <Button variant="link" onClick={() => setDoing('remove')}>
              Remove<span className="visually-hidden"> {passkey.name}</span>
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/** Passkeys: log in with the device's fingerprint, face or screen lock instead of a password and a code. */
export default function PasskeysPage() {
  const passkeys = useSelector(selectProfileField('passkeys'));
  const recordsError = useSelector(selectProfileField('recordsError'));
  // Under forced MFA, a verified passkey that is the customer's only second factor stays: the gateway would refuse.
  const lastKept = useSelector(selectLastSecondFactorKept);
  const keepsLast = (p: Passkey) => lastKept && p.userVerified;
  return (
    <div className="profile">
      <ProfileHeading>Passkeys</ProfileHeading>
      <ChangeNotice />
      <p>
        A passkey lets you log in with your fingerprint, face or screen lock instead of your password. It stays on your device or in your
        password manager, and it only works on our site, so it cannot be stolen by a fake one.
      </p>
      {passkeys === null && !recordsError && <Loading label="Loading your passkeys" />}
      {recordsError && <AlertBanner type="error" heading="We couldn't load your passkeys" subtext={recordsError} />}
      {passkeys && (
        <>
          <h2>Your passkeys</h2>
          {passkeys.length === 0 ? (
            <p>You have no passkeys yet.</p>
          ) : (
            <ul className="profile-list">
              {passkeys.map((p) => (
                <PasskeyItem key={p.passkeyId} passkey={p} removable={!keepsLast(p)} />
              ))}
            </ul>
          )}
          {/* A passkey added or removed starts the form afresh (the password typed for it is gone). */}
          <AddPasskey key={passkeys.length} />
        </>
      )}
    </div>
  );
}
