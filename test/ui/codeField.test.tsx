// The one code field of every code step (sign-in security code, create account's verification code, password
// reset code): digits only, the one-time-code fill, and the one rule with the step's own words.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from '../../src/ui/form/Form';
import { CodeField } from '../../src/ui/fields/CodeField';
import { Button } from '../../src/ui/feedback/Button';
import { fieldMessages, formBanner } from '../../src/validation/messages';
import { oneTimeCode } from '../../src/validation/validators';

const format = 'Enter the 6-digit code we sent you';

function renderCode(missing?: string) {
  const onSubmit = jest.fn();
  render(
    <Form<{ code: string }> onSubmit={onSubmit} rules={{ code: oneTimeCode(6, format, missing) }}>
      <CodeField label="Verification code" hint="6 digits" />
      <Button type="submit">Verify</Button>
    </Form>,
  );
  const input = screen.getByLabelText(/^Verification code/) as HTMLInputElement;
  return { onSubmit, input, user: userEvent.setup() };
}

describe('the code field', () => {
  it('keeps only the digits of a code typed with spaces or dashes, and offers the one-time-code fill', async () => {
    const { onSubmit, input, user } = renderCode();
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '12 34-56 7');
    expect(input).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ code: '123456' });
  });

  it('refuses a short code in the step’s words, in the banner naming the field and inline', async () => {
    const { onSubmit, input, user } = renderCode();
    await user.type(input, '123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const banner = await screen.findByRole('alert', { name: formBanner.heading });
    expect(within(banner).getByRole('link', { name: new RegExp(`Verification code.*${format}`) })).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(expect.stringContaining(format));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says the empty code is missing, in the step’s own words when it has them', async () => {
    const { user } = renderCode();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findAllByText(new RegExp(fieldMessages.missingRequiredField))).length).toBeGreaterThan(0);
  });
});

describe('the one-time code rule', () => {
  it.each([
    ['', 'Enter the code'],
    ['12345', format],
    ['1234567', format],
    ['12a456', format],
    ['123456', undefined],
  ])('%j gives %s', (value, message) => {
    expect(oneTimeCode(6, format, 'Enter the code')(value)).toBe(message);
  });
});
