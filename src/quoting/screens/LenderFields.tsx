import { useField } from 'react-final-form';
import { MaskedTextField, RadioGroupField, SelectField } from '../../ui';
import { mortgageQuestion } from '../../../config/rating/bindQuestions';
import type { BindLender } from '../../contract/quoting';
import type { Validator } from '../../validation/validators';
import * as rules from '../../validation/quoting';
import { stateOptions } from '../../shared/usStates';
import { yesNo } from './SectionFields';

// The mortgage bind step's lender (spec section 2: mortgage, mortgagee, lender): whether the home has a
// mortgage and, when it has, the lender the policy will name as mortgagee.

/** The flat form fields of the lender, so the shared rules and the error banner's links address each one. */
export interface LenderValues {
  hasMortgage: string;
  lenderName: string;
  lenderLine1: string;
  lenderLine2: string;
  lenderCity: string;
  lenderState: string;
  lenderZip: string;
  loanNumber: string;
}

/** The loan number is sensitive: masked in the action log (the form declaration lists it). */
export const lenderSensitiveFields: readonly (keyof LenderValues)[] = ['loanNumber'];

const lenderRules: Record<Exclude<keyof LenderValues, 'hasMortgage'>, Validator> = {
  lenderName: rules.lenderName,
  lenderLine1: rules.lenderStreet,
  lenderLine2: rules.optionalStreet,
  lenderCity: rules.city,
  lenderState: rules.state,
  lenderZip: rules.zip,
  loanNumber: rules.loanNumber,
};

const hasMortgage = (values: Partial<LenderValues>) => values.hasMortgage === 'yes';

/** The lender fields' messages: the mortgage answer always, the lender only when there is a mortgage. */
export function lenderErrors(values: Partial<LenderValues>): Record<string, string> {
  const checks: [string, Validator][] = [
    [mortgageQuestion.code, rules.choice],
    ...(hasMortgage(values) ? Object.entries(lenderRules) : []),
  ];
  return Object.fromEntries(
    checks.flatMap(([name, rule]) => {
      const message = rule(values[name as keyof LenderValues]);
      return message ? [[name, message]] : [];
    }),
  );
}

/** The step's mortgage answer and its lenders (none without a mortgage), as the gateway takes them. */
export function toLenderAnswer(values: Partial<LenderValues>): { hasMortgage: boolean; lenders: BindLender[] } {
  if (!hasMortgage(values)) return { hasMortgage: false, lenders: [] };
  const text = (name: keyof LenderValues) => (values[name] ?? '').trim();
  return {
    hasMortgage: true,
    lenders: [
      {
        name: text('lenderName'),
        loanNumber: text('loanNumber'),
        address: {
          line1: text('lenderLine1'),
          line2: text('lenderLine2') || null,
          city: text('lenderCity'),
          state: text('lenderState'),
          zip: text('lenderZip'),
        },
      },
    ],
  };
}

/** The mortgage question, then the lender's name, address and loan number when the answer is yes. */
export function LenderFields() {
  const {
    input: { value },
  } = useField<string>(mortgageQuestion.code, { subscription: { value: true } });
  return (
    <>
      <RadioGroupField name={mortgageQuestion.code} label={mortgageQuestion.question} options={yesNo} inline />
      {value === 'yes' && (
        <fieldset className="quote-item">
          <legend className="quote-item__legend">Your mortgage lender</legend>
          <MaskedTextField
            name="lenderName"
            label="Lender name"
            hint="As on your mortgage statement, for example ISAOA/ATIMA"
            mask="companyName"
          />
          <MaskedTextField name="lenderLine1" label="Lender street address or P.O. box" mask="address" autoComplete="off" />
          <MaskedTextField name="lenderLine2" label="Suite or floor" mask="address" optional autoComplete="off" width="medium" />
          <MaskedTextField name="lenderCity" label="Lender city" mask="city" autoComplete="off" width="medium" />
          <SelectField name="lenderState" label="Lender state" options={stateOptions} autoComplete="off" />
          <MaskedTextField name="lenderZip" label="Lender ZIP code" mask="zip" autoComplete="off" width="short" />
          <MaskedTextField name="loanNumber" label="Loan number" mask="loanNumber" width="medium" />
        </fieldset>
      )}
    </>
  );
}
