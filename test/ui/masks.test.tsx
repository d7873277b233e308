import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from '../../src/ui/form/Form';
import { MaskedTextField } from '../../src/ui/fields/MaskedTextField';
import { DateField } from '../../src/ui/fields/DateField';
import { PasswordField } from '../../src/ui/fields/PasswordField';
import { masks, type MaskName } from '../../src/ui/fields/masks';

/** A form with one masked field; `values()` reads what the form keeps. */
function renderMasked(mask: MaskName, initialValue?: string) {
  let kept: Record<string, unknown> = {};
  const committed: [string, unknown][] = [];
  render(
    <Form
      onSubmit={() => undefined}
      initialValues={initialValue === undefined ? {} : { value: initialValue }}
      onCommit={(n, v) => committed.push([n, v])}
    >
      {({ values }) => {
        kept = values as Record<string, unknown>;
        return mask === 'date' ? <DateField name="value" label="Value" /> : <MaskedTextField name="value" label="Value" mask={mask} />;
      }}
    </Form>,
  );
  return { input: screen.getByLabelText(/^Value/) as HTMLInputElement, values: () => kept.value, committed };
}

describe.each<[MaskName, string, string, string]>([
  // mask, typed, shown, kept
  ['phone', '6145550100', '614-555-0100', '6145550100'],
  ['phone', '0614', '614', '614'], // the first digit is 1-9
  // A country code typed before the number is kept apart, never eating the last digit (was 161-455-5014).
  ['phone', '+1 614 555 0142', '+1 614-555-0142', '6145550142'],
  ['phone', '16145550142', '+1 614-555-0142', '6145550142'],
  ['phone', '1-614-555-0142', '+1 614-555-0142', '6145550142'],
  ['phoneExtension', '1234567', '12345', '12345'],
  ['internationalPhone', '4420794600001234', '442079460000123', '442079460000123'],
  ['zip', '43215', '43215', '43215'],
  ['zip', '432151234', '43215-1234', '432151234'],
  ['currency', '1234567.891', '1,234,567.89', '1234567.89'],
  ['currency', '123456789012', '1,234,567,890', '1234567890'], // 10 digits of dollars at most
  ['towAmount', '123456', '12,345', '12345'],
  ['smsCode', '1234567', '123456', '123456'],
  ['personalAccessCode', '12345678901', '1234567890', '1234567890'],
  ['ssn', '123456789', '123-45-6789', '123456789'],
  ['vin', '1hgcm82633a004352', '1HGCM82633A004352', '1HGCM82633A004352'],
  ['vin', '1hgio', '1HG', '1HG'],
  ['name', "O'Neil-Smith 2", "O'Neil-Smith ", "O'Neil-Smith "],
  // Letters of every language (were 'Jos', 'Zo', 'Nguyn').
  ['name', 'José', 'José', 'José'],
  ['name', 'Zoë', 'Zoë', 'Zoë'],
  ['name', 'Nguyễn', 'Nguyễn', 'Nguyễn'],
  ['name', 'Zoe\u0308 O\u2019Brien', 'Zoe\u0308 O\u2019Brien', 'Zoe\u0308 O\u2019Brien'],
  ['city', 'Española', 'Española', 'Española'],
  ['city', 'St. Louis9', 'St. Louis', 'St. Louis'],
  ['address', '12 Main St. #4!', '12 Main St. #4', '12 Main St. #4'],
  ['date', '03082026', '03/08/2026', '03/08/2026'],
  // One-digit months and days are padded when '/' is typed (was 15/19/90).
  ['date', '1/5/1990', '01/05/1990', '01/05/1990'],
  ['date', '12/3/2001', '12/03/2001', '12/03/2001'],
  ['date', '9/30/1985', '09/30/1985', '09/30/1985'],
  ['companyName', 'Acme & Sons, Inc.!', 'Acme & Sons, Inc.', 'Acme & Sons, Inc.'],
  ['licenseNumber', 'ab-123 456', 'AB-123456', 'AB-123456'],
  ['loanNumber', 'LN-2024_0099', 'LN-20240099', 'LN-20240099'],
])('%s mask', (mask, typed, shown, kept) => {
  it(`typing ${typed} shows ${shown}`, async () => {
    const user = userEvent.setup();
    const { input, values } = renderMasked(mask);
    await user.type(input, typed);
    expect(input.value).toBe(shown);
    expect(values()).toBe(kept);
  });
});

describe('phone mask editing', () => {
  it('keeps the caret when deleting in the middle and typing again', async () => {
    const user = userEvent.setup();
    const { input, values } = renderMasked('phone');
    await user.type(input, '6145550100');
    // Caret after '614-55' then Backspace removes the second 5.
    input.setSelectionRange(6, 6);
    await user.keyboard('{Backspace}');
    expect(input.value).toBe('614-550-100');
    expect(input.selectionStart).toBe(5);
    await user.keyboard('9');
    expect(input.value).toBe('614-595-0100');
    expect(input.selectionStart).toBe(6);
    expect(values()).toBe('6145950100');
  });

  it('re-masks pasted text, dropping a +1 country code', async () => {
    const user = userEvent.setup();
    const { input, values } = renderMasked('phone');
    await user.click(input);
    await user.paste('+1 (614) 555-0100');
    expect(input.value).toBe('614-555-0100');
    expect(values()).toBe('6145550100');
  });

  it('pastes a formatted SSN', async () => {
    const user = userEvent.setup();
    const ssn = renderMasked('ssn');
    await user.click(ssn.input);
    await user.paste('123 45 6789');
    expect(ssn.input.value).toBe('123-45-6789');
    expect(ssn.values()).toBe('123456789');
  });

  it('pastes a ZIP+4 and keeps its 9 digits', async () => {
    const user = userEvent.setup();
    const zip = renderMasked('zip');
    await user.click(zip.input);
    await user.paste('43215-1234');
    expect(zip.input.value).toBe('43215-1234');
    expect(zip.values()).toBe('432151234');
  });

  it('deletes a selected range of a VIN and keeps the caret there', async () => {
    const user = userEvent.setup();
    const { input, values } = renderMasked('vin');
    await user.type(input, '1HGCM82633A004352');
    input.setSelectionRange(3, 5);
    await user.keyboard('{Delete}');
    expect(input.value).toBe('1HG82633A004352');
    expect(input.selectionStart).toBe(3);
    expect(values()).toBe('1HG82633A004352');
  });

  it('shows a value the form already has and commits the clean value on blur', async () => {
    const user = userEvent.setup();
    const { input, committed } = renderMasked('phone', '6145550100');
    expect(input.value).toBe('614-555-0100');
    await user.click(input);
    await user.tab();
    expect(committed).toEqual([['value', '6145550100']]);
  });

  it('sets a telephone keyboard and autocomplete', () => {
    const { input } = renderMasked('phone');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
  });
});

// Every mask, pasted whole and then edited from the end: the shown and the kept value follow.
const pasting: Record<MaskName, [pasted: string, shown: string, kept: string, afterBackspace: string]> = {
  phone: ['614.555.0100', '614-555-0100', '6145550100', '614-555-010'],
  phoneExtension: ['12345', '12345', '12345', '1234'],
  internationalPhone: ['442079460000', '442079460000', '442079460000', '44207946000'],
  zip: ['43215', '43215', '43215', '4321'],
  currency: ['1,250.75', '1,250.75', '1250.75', '1,250.7'],
  towAmount: ['250.5', '250.5', '250.5', '250.'],
  smsCode: ['123 456', '123456', '123456', '12345'],
  personalAccessCode: ['1234567890', '1234567890', '1234567890', '123456789'],
  ssn: ['123-45-6789', '123-45-6789', '123456789', '123-45-678'],
  date: ['03/08/2026', '03/08/2026', '03/08/2026', '03/08/202'],
  name: ["Mary-Jo O'Neil", "Mary-Jo O'Neil", "Mary-Jo O'Neil", "Mary-Jo O'Nei"],
  address: ['12 Main St. #4', '12 Main St. #4', '12 Main St. #4', '12 Main St. #'],
  city: ['Columbus', 'Columbus', 'Columbus', 'Columbu'],
  vin: ['1hgcm82633a004352', '1HGCM82633A004352', '1HGCM82633A004352', '1HGCM82633A00435'],
  companyName: ['Acme & Sons', 'Acme & Sons', 'Acme & Sons', 'Acme & Son'],
  licenseNumber: ['d123-4567', 'D123-4567', 'D123-4567', 'D123-456'],
  loanNumber: ['LN-20240099', 'LN-20240099', 'LN-20240099', 'LN-2024009'],
};

describe.each(Object.keys(masks) as MaskName[])('%s mask, pasted and deleted', (mask) => {
  const [pasted, shown, kept, afterBackspace] = pasting[mask];
  it(`keeps ${JSON.stringify(pasted)} pasted, and Backspace at the end removes one character`, async () => {
    const user = userEvent.setup();
    const { input, values } = renderMasked(mask);
    await user.click(input);
    await user.paste(pasted);
    expect(input.value).toBe(shown);
    expect(values()).toBe(kept);
    await user.keyboard('{Backspace}');
    expect(input.value).toBe(afterBackspace);
    expect(input.selectionStart).toBe(afterBackspace.length);
  });
});

describe('paste and password managers (WCAG 2.2 accessible authentication)', () => {
  it('keeps a password pasted into the password field, as a password manager fills it', async () => {
    const user = userEvent.setup();
    let kept: Record<string, unknown> = {};
    render(
      <Form onSubmit={() => undefined}>
        {({ values }) => {
          kept = values as Record<string, unknown>;
          return <PasswordField name="password" label="Password" />;
        }}
      </Form>,
    );
    const input = screen.getByLabelText(/^Password/, { selector: 'input' }) as HTMLInputElement;
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    await user.click(input);
    await user.paste('Portal-Demo-2026!');
    expect(input.value).toBe('Portal-Demo-2026!');
    expect(kept.password).toBe('Portal-Demo-2026!');
  });
});
