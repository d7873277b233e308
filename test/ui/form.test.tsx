import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from '../../src/ui/form/Form';
import { TextField } from '../../src/ui/fields/TextField';
import { CheckboxField } from '../../src/ui/fields/CheckboxField';
import { RadioGroupField } from '../../src/ui/fields/RadioGroupField';
import { MaskedTextField } from '../../src/ui/fields/MaskedTextField';
import { Button } from '../../src/ui/feedback/Button';
import { fieldMessages, formBanner, hints } from '../../src/validation/messages';
import { email, zip } from '../../src/validation/patterns';
import { compose, pattern, required, requiredWith } from '../../src/validation/validators';

interface Values {
  firstName: string;
  email: string;
  zip: string;
  plan: string;
  agree: boolean;
}

function renderForm(props: Partial<React.ComponentProps<typeof Form<Values>>> = {}) {
  const onSubmit = jest.fn();
  const onCommit = jest.fn();
  const onSubmitValues = jest.fn();
  render(
    <Form<Values>
      onSubmit={onSubmit}
      onCommit={onCommit}
      onSubmitValues={onSubmitValues}
      rules={{
        firstName: required,
        email: compose(required, pattern(email, fieldMessages.email)),
        zip: compose(required, pattern(zip, fieldMessages.zip)),
        plan: requiredWith(fieldMessages.selectValidResponse),
        agree: requiredWith(fieldMessages.agreeToTerms),
      }}
      {...props}
    >
      <TextField name="firstName" label="First name" hint="As on your policy" />
      <TextField name="email" label="Email" type="email" />
      <MaskedTextField name="zip" label="ZIP code" mask="zip" />
      <RadioGroupField
        name="plan"
        label="Payment plan"
        options={[
          { value: 'monthly', label: 'Monthly' },
          { value: 'annual', label: 'Annual' },
        ]}
      />
      <CheckboxField name="agree" label="I agree to the Terms & Conditions" />
      <Button type="submit">Continue</Button>
    </Form>,
  );
  return { onSubmit, onCommit, onSubmitValues, user: userEvent.setup() };
}

const banner = () => screen.queryByRole('alert', { name: formBanner.heading });

describe('error banner', () => {
  it('appears on an empty submit, takes focus, and lists a link per field with the inline wording', async () => {
    const { user, onSubmit } = renderForm();
    expect(banner()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const summary = banner();
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent(formBanner.body);
    const links = within(summary as HTMLElement).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Missing required field',
      'Missing required field',
      'Missing required field',
      'Please select a valid response',
      'Please agree to the Terms & Conditions',
    ]);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '#field-firstName',
      '#field-email',
      '#field-zip',
      '#field-plan',
      '#field-agree',
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
    // Inline messages carry the same words.
    expect(document.getElementById('field-firstName-error')).toHaveTextContent('Missing required field');
    expect(document.getElementById('field-agree-error')).toHaveTextContent('Please agree to the Terms & Conditions');
  });

  it('moves focus to the field whose link is clicked', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = within(banner() as HTMLElement);
    await user.click(summary.getAllByRole('link')[1] as HTMLElement);
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.click(summary.getByRole('link', { name: 'Please select a valid response' }));
    expect(screen.getByLabelText('Monthly')).toHaveFocus();
  });

  it('takes focus again on each failed submit and updates its list as fields are fixed', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(screen.getByLabelText(/First name/), 'Ann');
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(banner()).toHaveFocus();
    expect(within(banner() as HTMLElement).getByRole('link', { name: 'Please enter a valid email' })).toHaveAttribute(
      'href',
      '#field-email',
    );
    expect(within(banner() as HTMLElement).getAllByRole('link')).toHaveLength(4);
  });

  it('submits valid values once, reporting them for the action log', async () => {
    const { user, onSubmit, onSubmitValues, onCommit } = renderForm();
    await user.type(screen.getByLabelText(/First name/), 'Ann');
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('ZIP code'), '432151234');
    await user.click(screen.getByLabelText('Annual'));
    await user.click(screen.getByLabelText('I agree to the Terms & Conditions'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const values = { firstName: 'Ann', email: 'ann@example.com', zip: '432151234', plan: 'annual', agree: true };
    expect(onSubmitValues).toHaveBeenCalledWith(values);
    expect(onSubmit).toHaveBeenCalledWith(values);
    expect(banner()).not.toBeInTheDocument();
    expect(onCommit).toHaveBeenCalledWith('firstName', 'Ann');
    expect(onCommit).toHaveBeenCalledWith('zip', '432151234');
  });

  it("lists the server's field errors returned from onSubmit", async () => {
    const { user } = renderForm({ onSubmit: () => ({ email: fieldMessages.emailInUse }) });
    await user.type(screen.getByLabelText(/First name/), 'Ann');
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('ZIP code'), '43215');
    await user.click(screen.getByLabelText('Monthly'));
    await user.click(screen.getByLabelText('I agree to the Terms & Conditions'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(banner()).toHaveFocus();
    expect(within(banner() as HTMLElement).getByRole('link', { name: 'The email you entered is already in use' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('inline errors: aria-describedby and aria-invalid timing', () => {
  it('describes a field by its hint from the start, and by its error only once touched', async () => {
    const { user } = renderForm();
    const firstName = screen.getByLabelText(/First name/);
    expect(firstName).toHaveAttribute('id', 'field-firstName');
    expect(firstName).toHaveAttribute('aria-describedby', 'field-firstName-hint');
    expect(firstName).toHaveAccessibleDescription('As on your policy');
    expect(firstName).not.toHaveAttribute('aria-invalid');

    await user.click(firstName);
    expect(firstName).not.toHaveAttribute('aria-invalid'); // focused, nothing typed: no error yet
    await user.tab();
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAttribute('aria-describedby', 'field-firstName-hint field-firstName-error');
    expect(firstName).toHaveAccessibleDescription('As on your policy Missing required field');
  });

  it('does not flag untouched fields until a submit fails', async () => {
    const { user } = renderForm();
    const email = screen.getByLabelText('Email');
    await user.type(email, 'no');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).not.toHaveAttribute('aria-describedby');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email');
    const plan = screen.getByRole('group', { name: 'Payment plan' });
    expect(plan).toHaveAccessibleDescription('Please select a valid response');
    expect(screen.getByLabelText('Annual')).toHaveAttribute('aria-invalid', 'true');
  });

  it('clears the error as soon as the value is valid', async () => {
    const { user } = renderForm();
    const email = screen.getByLabelText('Email');
    await user.click(email);
    await user.tab();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, 'a@b.co');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Missing required field', { selector: '#field-email-error' })).not.toBeInTheDocument();
  });

  it('gives each form its own ids', () => {
    render(
      <>
        <Form onSubmit={() => undefined} idPrefix="home-">
          <TextField name="street" label="Home street" hint={hints.address} />
        </Form>
        <Form onSubmit={() => undefined} idPrefix="mailing-">
          <TextField name="street" label="Mailing street" />
        </Form>
      </>,
    );
    expect(screen.getByLabelText('Home street')).toHaveAttribute('id', 'home-street');
    expect(screen.getByLabelText('Home street')).toHaveAccessibleDescription(hints.address);
    expect(screen.getByLabelText('Mailing street')).toHaveAttribute('id', 'mailing-street');
  });
});
