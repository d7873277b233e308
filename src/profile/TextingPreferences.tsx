import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { AlertBanner, Button, CheckboxField, CodeField, Form, Loading, RadioGroupField } from '../ui';
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

type GroupValues = Record<string, boolean | undefined>;
const groupField = (group: string) => `group_${group}`;
const chosenGroups = (groups: readonly string[], values: GroupValues) => groups.filter((g) => values[groupField(g)] === true);
const groupLabel = (group: string) => profileMessages.textingGroups[group] ?? group;

function useEnabledGroups(): readonly string[] {
  const list = useSelector(selectSettingList('EnabledTextingNotificationPreferenceGroups'));
  return useMemo(() => list.split(',').filter(Boolean), [list]);
}

function GroupFields({ groups }: { groups: readonly string[] }) {
  return (
    <fieldset className="profile-fieldset">
      <legend>Text me about</legend>
      {groups.map((g) => (
        <CheckboxField key={g} name={groupField(g)} label={groupLabel(g)} />
      ))}
    </fieldset>
  );
}

const atLeastOneGroup = (groups: readonly string[]) => (values: GroupValues) =>
  chosenGroups(groups, values).length === 0 ? { [groupField(groups[0] ?? '')]: profileMessages.textingGroup } : {};

function Enrolled({ account, enrollTo }: { account: TextingAccount & { phone: string }; enrollTo: string | null }) {
  const groups = useEnabledGroups();
  const change = useChange('textingGroups');
  const formLog = useFormLog(groupsForm);
  const initial = Object.fromEntries(groups.map((g) => [groupField(g), account.groups.includes(g)]));
  return (
    <>
      <p>We text {account.phone} about what you choose below.</p>
      <Form<GroupValues>
        idPrefix="profile-texting-groups"
        initialValues={initial}
        validate={atLeastOneGroup(groups)}
        serverError={change.serverError}
        onSubmit={(v) => change.submit({ kind: 'textingGroups', groups: chosenGroups(groups, v) })}
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
    consent: requiredWith(profileMessages.textingConsentMissing),
    ...(tcpa ? { tcpaConsent: requiredWith(fieldMessages.agreeToTerms) } : {}),
  };
  return (
    <>
      <Form<Record<string, unknown>>
        idPrefix="profile-texting-enroll"
        rules={rules}
        validate={(v) => atLeastOneGroup(groups)(v as GroupValues)}
        initialValues={Object.fromEntries(groups.map((g) => [groupField(g), true]))}
        serverError={enroll.serverError}
        onSubmit={(v) =>
          enroll.submit({
            kind: 'texting',
            phone: String(v.phone),
            groups: chosenGroups(groups, v as GroupValues),
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
        <CheckboxField name="consent" label={profileMessages.textingAgree} />
        {tcpa && <CheckboxField name="tcpaConsent" label={profileMessages.textingTcpa} />}
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
