import { useEffect, useMemo, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { AlertBanner, Button, CheckboxField, CheckboxGroupField, CodeField, Form, Loading, RadioGroupField } from '../ui';
import { phones as supportPhones } from '../../config/product';
import type { TextingAccount } from '../contract/profile';
import { selectFlag, selectSettingList } from '../flags/selectors';
import { declareForm } from '../forms/registry';
import { useFormLog } from '../forms/useFormLog';
import { withReturnAddress } from '../shared/returnPath';
import { profileRoutes } from '../shared/routes';
import { fieldMessages, profileMessages } from '../validation/messages';
import { requiredWith, securityCode, type Rules } from '../validation/validators';
import { useChange } from './changes';
import { selectMobilePhones, selectProfileField } from './selectors';

const groupsForm = declareForm('profileTextingGroups', []);
const enrollForm = declareForm('profileTextingEnroll', []);
const codeForm = declareForm('profileTextingCode', ['code']);

const atLeastOneGroup = (value: unknown) => (Array.isArray(value) && value.length > 0 ? undefined : profileMessages.textingGroup);
const chosenGroups = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
const groupLabel = (group: string) => profileMessages.textingGroups[group] ?? group;

function useEnabledGroups(): readonly string[] {
  const list = useSelector(selectSettingList('EnabledTextingNotificationPreferenceGroups'));
  return useMemo(() => list.split(',').filter(Boolean), [list]);
}

/** The kinds of text, one group of checkboxes: its message and error bar belong to the whole group. */
function GroupFields({ groups }: { groups: readonly string[] }) {
  return (
    <CheckboxGroupField
      name="groups"
      label={profileMessages.textingGroupsLegend}
      options={groups.map((g) => ({ value: g, label: groupLabel(g) }))}
    />
  );
}

/** Stopping every text: asked once more (what stops and what does not) before it is sent. */
function StopTexting({ phone }: { phone: string }) {
  const stop = useChange('stopTexting');
  const [asking, setAsking] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (asking) question.current?.focus();
  }, [asking]);
  return (
    <section aria-labelledby="texting-stop" className="profile-stop-texting">
      <h2 id="texting-stop">{profileMessages.stopTexting}</h2>
      {stop.error && <AlertBanner type="error" heading="We couldn't stop your text messages" subtext={stop.error} />}
      {asking ? (
        <div role="group" aria-labelledby="texting-stop-question">
          <p id="texting-stop-question" ref={question} tabIndex={-1} className="profile-question">
            {profileMessages.stopTextingQuestion(phone)}
          </p>
          <p>{profileMessages.stopTextingEffect}</p>
          <p className="profile-actions">
            <Button
              onClick={() => {
                setAsking(false);
                stop.submit({ kind: 'stopTexting' });
              }}
            >
              Yes, stop all text messages
            </Button>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              Keep my text messages
            </Button>
          </p>
        </div>
      ) : (
        <Button variant="secondary" processing={stop.busy} onClick={() => setAsking(true)}>
          {profileMessages.stopTexting}
        </Button>
      )}
    </section>
  );
}

function Enrolled({ account, enrollTo }: { account: TextingAccount & { phone: string }; enrollTo: string | null }) {
  const groups = useEnabledGroups();
  const change = useChange('textingGroups');
  const formLog = useFormLog(groupsForm);
  const initial = { groups: account.groups.filter((g) => groups.includes(g)) };
  return (
    <>
      <p>We text {account.phone} about what you choose below.</p>
      <Form<{ groups: string[] }>
        idPrefix="profile-texting-groups"
        initialValues={initial}
        rules={{ groups: atLeastOneGroup }}
        serverError={change.serverError}
        onSubmit={(v) => change.submit({ kind: 'textingGroups', groups: chosenGroups(v.groups) })}
        {...formLog}
      >
        <GroupFields groups={groups} />
        <Button type="submit" processing={change.busy}>
          Save text preferences
        </Button>
      </Form>
      {enrollTo && (
        <p className="profile-actions">
          <Link to={enrollTo}>Text a different mobile number</Link>
        </p>
      )}
      <StopTexting phone={account.phone} />
    </>
  );
}

function Enroll({ enrolledPhone, returnTo }: { enrolledPhone: string | null; returnTo: string | undefined }) {
  const groups = useEnabledGroups();
  const mobiles = useSelector(selectMobilePhones);
  const tcpa = useSelector(selectFlag('TempEnableTCPACheckbox'));
  const enroll = useChange('texting', 'phone');
  const confirm = useChange('textingCode', 'code');
  const sentTo = useSelector(selectProfileField('sentTo')).texting;
  const formLog = useFormLog(enrollForm);
  const codeLog = useFormLog(codeForm);
  const rules: Rules<Record<string, unknown>> = {
    phone: (value) =>
      !value ? fieldMessages.selectPhoneOrAddNew : value === enrolledPhone ? fieldMessages.currentlyEnrolledPhone : undefined,
    groups: atLeastOneGroup,
    consent: requiredWith(profileMessages.textingConsentMissing),
    ...(tcpa ? { tcpaConsent: requiredWith(fieldMessages.agreeToTerms) } : {}),
  };
  return (
    <>
      <Form<Record<string, unknown>>
        idPrefix="profile-texting-enroll"
        rules={rules}
        initialValues={{ groups: [...groups] }}
        serverError={enroll.serverError}
        onSubmit={(v) =>
          enroll.submit({
            kind: 'texting',
            phone: String(v.phone),
            groups: chosenGroups(v.groups),
            consent: v.consent === true,
            tcpaConsent: v.tcpaConsent === true,
          })
        }
        {...formLog}
      >
        <RadioGroupField
          name="phone"
          label="Mobile phone"
          hint={mobiles.length === 0 ? 'You have no mobile phone on file yet.' : undefined}
          options={mobiles.map((p) => ({ value: p.number, label: p.number }))}
        />
        <p>
          <Link to={returnTo ? withReturnAddress(profileRoutes.profileAddPhone.to({}), returnTo) : profileRoutes.profileAddPhone.to({})}>
            Add a new mobile phone
          </Link>
        </p>
        <GroupFields groups={groups} />
        <p>{profileMessages.textingConsent(supportPhones.texting)}</p>
        <CheckboxField name="consent" label={profileMessages.textingAgree} summaryName={profileMessages.textingAgreeName} />
        {tcpa && <CheckboxField name="tcpaConsent" label={profileMessages.textingTcpa} summaryName={profileMessages.textingTcpaName} />}
        <Button type="submit" processing={enroll.busy}>
          Text me a code
        </Button>
      </Form>
      {sentTo && (
        <Form<{ code: string }>
          idPrefix="profile-texting-code"
          rules={{ code: securityCode(fieldMessages.mfaSentCode) }}
          serverError={confirm.serverError}
          onSubmit={(v) => confirm.submit({ kind: 'textingCode', code: v.code })}
          {...codeLog}
        >
          <p>
            {fieldMessages.mfaSentCode} at {sentTo}.
          </p>
          <CodeField label="Security code" />
          <Button type="submit" processing={confirm.busy}>
            Verify and enroll
          </Button>
        </Form>
      )}
    </>
  );
}

/**
 * The texting account (a confirmed mobile number) and the kinds of texts it gets, wherever they are chosen: the
 * profile's notifications and onboarding's notifications step. `enrolling` shows the enrollment (a number, the kinds
 * of texts, consent, the code texted); `enrollTo` is the address of the enrollment for another number (none: no link);
 * `returnTo`, where adding a new phone leads back to (default: the contact information).
 */
export function TextingPreferences({ enrolling, enrollTo, returnTo }: { enrolling: boolean; enrollTo: string | null; returnTo?: string }) {
  const texting = useSelector(selectProfileField('texting'));
  const recordsError = useSelector(selectProfileField('recordsError'));
  return (
    <>
      {recordsError && <AlertBanner type="error" heading="We couldn't load your notifications" subtext={recordsError} />}
      {texting === null && !recordsError && <Loading label="Loading your notifications" />}
      {texting && (enrolling || (texting.phone === null && enrollTo === null)) && (
        <Enroll enrolledPhone={texting.phone} returnTo={returnTo} />
      )}
      {texting && !enrolling && texting.phone !== null && <Enrolled account={{ ...texting, phone: texting.phone }} enrollTo={enrollTo} />}
      {texting && !enrolling && texting.phone === null && enrollTo && (
        <>
          <p>Get texts about your claims, policies and bills on your mobile phone.</p>
          <Link to={enrollTo}>Enroll in text messages</Link>
        </>
      )}
    </>
  );
}
