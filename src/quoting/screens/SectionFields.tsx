import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useForm, useFormState } from 'react-final-form';
import { AddressFields, Button, CheckboxField, DateField, MaskedTextField, RadioGroupField, SelectField, TextField } from '../../ui';
import { motorcycleClasses } from '../../../config/rating/auto';
import type { QuoteSectionName, QuoteType } from '../../contract/quoting';
import { quotingActions } from '../catalogue';
import { quotingMessages } from '../../validation/messages';
import { emptyDriver, emptyVehicle, isHomeowner } from '../sectionForms';
import { selectQuote, selectQuotingField } from '../selectors';
import { stateOptions } from '../../shared/usStates';

// The questions of each quote section, on the design system's fields.

export const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const counts = (max: number) => Array.from({ length: max + 1 }, (_, n) => ({ value: String(n), label: String(n) }));
type Item = Record<string, string>;

export interface SectionFieldsProps {
  quoteType: QuoteType;
  tcpa: boolean;
  drivingHistoryV2: boolean;
}

function CustomerFields({ tcpa }: SectionFieldsProps) {
  return (
    <>
      <MaskedTextField name="firstName" label="First name" mask="name" autoComplete="given-name" />
      <MaskedTextField name="lastName" label="Last name" mask="name" autoComplete="family-name" />
      <DateField name="dateOfBirth" label="Date of birth" autoComplete="bday" />
      <TextField name="email" label="Email" type="email" autoComplete="email" />
      <MaskedTextField name="phone" label="Phone number" mask="phone" width="medium" />
      {tcpa && <CheckboxField name="tcpaConsent" label={quotingMessages.tcpaConsent} />}
    </>
  );
}

function PolicyAddressFields() {
  return (
    <AddressFields>
      <DateField name="effectiveDate" label="When should your policy start?" />
    </AddressFields>
  );
}

/** A list of people or vehicles, each a fieldset; 'Add another' appends an empty one (up to four). */
function useList(name: 'drivers' | 'vehicles', empty: Item) {
  const form = useForm();
  const { values } = useFormState({ subscription: { values: true } });
  const items = ((values as Record<string, unknown>)[name] as Item[] | undefined) ?? [];
  return {
    items,
    add: () => form.change(name, [...items, { ...empty }]),
    remove: (index: number) =>
      form.change(
        name,
        items.filter((_, i) => i !== index),
      ),
  };
}

function DriverFields() {
  const { items, add, remove } = useList('drivers', emptyDriver);
  return (
    <>
      {items.map((_, i) => (
        <fieldset key={i} className="quote-item">
          <legend className="quote-item__legend">Driver {i + 1}</legend>
          <MaskedTextField name={`drivers[${i}].firstName`} label="First name" mask="name" />
          <MaskedTextField name={`drivers[${i}].lastName`} label="Last name" mask="name" />
          <DateField name={`drivers[${i}].dateOfBirth`} label="Date of birth" />
          <SelectField name={`drivers[${i}].licenseState`} label="License state" options={stateOptions} />
          <TextField name={`drivers[${i}].yearsLicensed`} label="Years licensed" inputMode="numeric" width="short" />
          {i > 0 && (
            <Button variant="secondary" onClick={() => remove(i)}>
              Remove driver {i + 1}
            </Button>
          )}
        </fieldset>
      ))}
      {items.length < 4 && (
        <Button variant="secondary" onClick={add}>
          Add another driver
        </Button>
      )}
    </>
  );
}

function VinLookup({ index }: { index: number }) {
  const dispatch = useDispatch();
  const form = useForm();
  const result = useSelector(selectQuotingField('vins'))[index];
  useEffect(() => {
    if (!result?.vehicle) return;
    form.batch(() => {
      form.change(`vehicles[${index}].year`, String(result.vehicle!.year));
      form.change(`vehicles[${index}].make`, result.vehicle!.make);
      form.change(`vehicles[${index}].model`, result.vehicle!.model);
    });
  }, [result, form, index]);
  const lookUp = () => {
    const vin = String(form.getFieldState(`vehicles[${index}].vin`)?.value ?? '');
    if (vin) dispatch(quotingActions.vinSearchRequested({ index, vin }));
  };
  return (
    <div className="quote-item__vin">
      <Button variant="secondary" onClick={lookUp}>
        Look up VIN for vehicle {index + 1}
      </Button>
      <p role="status" className="quote-item__vin-result">
        {result?.vehicle ? `Found: ${result.vehicle.year} ${result.vehicle.make} ${result.vehicle.model}` : (result?.message ?? '')}
      </p>
    </div>
  );
}

function VehicleFields({ quoteType }: SectionFieldsProps) {
  const { items, add, remove } = useList('vehicles', emptyVehicle);
  const noun = quoteType === 'motorcycle' ? 'motorcycle' : 'vehicle';
  return (
    <>
      {items.map((_, i) => (
        <fieldset key={i} className="quote-item">
          <legend className="quote-item__legend">
            {quoteType === 'motorcycle' ? 'Motorcycle' : 'Vehicle'} {i + 1}
          </legend>
          <MaskedTextField name={`vehicles[${i}].vin`} label="VIN (vehicle identification number)" mask="vin" />
          <VinLookup index={i} />
          <TextField name={`vehicles[${i}].year`} label="Year" inputMode="numeric" width="short" />
          <TextField name={`vehicles[${i}].make`} label="Make" width="medium" />
          <TextField name={`vehicles[${i}].model`} label="Model" width="medium" />
          {quoteType === 'motorcycle' && (
            <SelectField
              name={`vehicles[${i}].vehicleClass`}
              label="Class"
              options={motorcycleClasses.map((c) => ({ value: c.code, label: c.label }))}
            />
          )}
          <RadioGroupField
            name={`vehicles[${i}].use`}
            label={`How is this ${noun} used?`}
            options={[
              { value: 'commute', label: 'Commuting' },
              { value: 'pleasure', label: 'Pleasure' },
              { value: 'business', label: 'Business' },
            ]}
          />
          {i > 0 && (
            <Button variant="secondary" onClick={() => remove(i)}>
              Remove {noun} {i + 1}
            </Button>
          )}
        </fieldset>
      ))}
      {items.length < 4 && (
        <Button variant="secondary" onClick={add}>
          Add another {noun}
        </Button>
      )}
    </>
  );
}

function DrivingHistoryFields({ drivingHistoryV2 }: SectionFieldsProps) {
  const quote = useSelector(selectQuote);
  const { values } = useFormState({ subscription: { values: true } });
  const drivers = quote?.sections.driver?.drivers ?? [];
  const answers = ((values as Record<string, unknown>).drivers as Item[] | undefined) ?? [];
  return (
    <>
      {drivers.map((d, i) => {
        const details = !drivingHistoryV2 || answers[i]?.hasIncidents === 'yes';
        return (
          <fieldset key={i} className="quote-item">
            <legend className="quote-item__legend">
              {d.firstName} {d.lastName}: last 5 years
            </legend>
            {drivingHistoryV2 && (
              <RadioGroupField
                name={`drivers[${i}].hasIncidents`}
                label="Any accidents, tickets or license points?"
                options={yesNo}
                inline
              />
            )}
            {details && (
              <>
                <SelectField name={`drivers[${i}].accidents`} label="At-fault accidents" options={counts(5)} />
                <SelectField name={`drivers[${i}].violations`} label="Moving violations (tickets)" options={counts(5)} />
                <TextField
                  name={`drivers[${i}].sdipPoints`}
                  label="Safe Driver Insurance Plan (SDIP) points"
                  inputMode="numeric"
                  width="short"
                />
                <RadioGroupField
                  name={`drivers[${i}].majorViolation`}
                  label="Any major violation or offense (DUI, reckless driving, leaving the scene)?"
                  options={yesNo}
                  inline
                />
              </>
            )}
          </fieldset>
        );
      })}
    </>
  );
}

function PriorInsuranceFields() {
  const { values } = useFormState({ subscription: { values: true } });
  return (
    <>
      <RadioGroupField name="hasPriorInsurance" label="Do you have auto insurance now?" options={yesNo} inline />
      {(values as Item).hasPriorInsurance === 'yes' && (
        <SelectField
          name="bodilyInjuryLimits"
          label="Your current bodily injury limits"
          options={[
            { value: '25/50', label: '$25,000 / $50,000' },
            { value: '50/100', label: '$50,000 / $100,000' },
            { value: '100/300', label: '$100,000 / $300,000' },
            { value: '250/500', label: '$250,000 / $500,000' },
          ]}
        />
      )}
    </>
  );
}

function PropertyFields({ quoteType }: SectionFieldsProps) {
  const owner = isHomeowner(quoteType);
  return (
    <>
      <TextField
        name="units"
        label={owner ? 'How many units does the home have?' : 'How many units are in the building?'}
        inputMode="numeric"
        width="short"
      />
      <TextField name="yearBuilt" label="Year built" inputMode="numeric" width="short" />
      <SelectField
        name="construction"
        label="Construction"
        options={[
          { value: 'frame', label: 'Frame' },
          { value: 'masonryVeneer', label: 'Masonry veneer' },
          { value: 'masonry', label: 'Masonry' },
        ]}
      />
      <MaskedTextField
        name="coverageAmount"
        label={owner ? 'Dwelling coverage amount' : 'Personal property coverage amount'}
        mask="currency"
        width="medium"
      />
      {owner && <RadioGroupField name="rentedToOthers" label="Is any part of the home rented to others?" options={yesNo} inline />}
      {owner && (
        <RadioGroupField
          name="needsRetrofit"
          label="Does the home need a retrofit (knob-and-tube wiring, fuse box, galvanized plumbing)?"
          options={yesNo}
          inline
        />
      )}
    </>
  );
}

const HomeHistoryFields = () => <SelectField name="lossClaims" label="Home insurance claims in the last 5 years" options={counts(5)} />;

const DiscountsFields = () => (
  <>
    <RadioGroupField name="paperless" label="Go paperless (documents and bills by email)?" options={yesNo} inline />
    <RadioGroupField name="payInFull" label="Pay the whole term at once?" options={yesNo} inline />
  </>
);

export const sectionFields: Record<QuoteSectionName, (props: SectionFieldsProps) => JSX.Element> = {
  customer: CustomerFields,
  address: PolicyAddressFields,
  driver: DriverFields,
  vehicle: VehicleFields,
  drivingHistory: DrivingHistoryFields,
  priorInsurance: PriorInsuranceFields,
  property: PropertyFields,
  homeHistory: HomeHistoryFields,
  discounts: DiscountsFields,
};
