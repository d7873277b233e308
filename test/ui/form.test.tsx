import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, type ServerError } from '../../src/ui/form/Form';
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
    // Each line names its field by its label, before the field's own message.
    expect(links.map((l) => l.textContent)).toEqual([
      'First name: Missing required field',
      'Email: Missing required field',
      'ZIP code: Missing required field',
      'Payment plan: Please select a valid response',
      'I agree to the Terms & Conditions: Please agree to the Terms & Conditions',
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
    await user.click(summary.getByRole('link', { name: 'Payment plan: Please select a valid response' }));
    expect(screen.getByLabelText('Monthly')).toHaveFocus();
  });

  it('takes focus again on each failed submit and updates its list as fields are fixed', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(screen.getByLabelText(/First name/), 'Ann');
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(banner()).toHaveFocus();
    expect(within(banner() as HTMLElement).getByRole('link', { name: 'Email: Please enter a valid email' })).toHaveAttribute(
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
    expect(
      within(banner() as HTMLElement).getByRole('link', { name: 'Email: The email you entered is already in use' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('inline errors: aria-describedby and aria-invalid timing', () => {
  it('describes a field by its hint from the start, and by its error only once a submit failed (never on blur)', async () => {
    const { user } = renderForm();
    const firstName = screen.getByLabelText(/First name/);
    expect(firstName).toHaveAttribute('id', 'field-firstName');
    expect(firstName).toHaveAttribute('aria-describedby', 'field-firstName-hint');
    expect(firstName).toHaveAccessibleDescription('As on your policy');
    expect(firstName).not.toHaveAttribute('aria-invalid');

    await user.click(firstName);
    expect(firstName).not.toHaveAttribute('aria-invalid'); // focused, nothing typed: no error yet
    await user.tab();
    // Leaving the field shows nothing: a message appearing on blur would move the button under the pointer.
    expect(firstName).not.toHaveAttribute('aria-invalid');
    expect(document.getElementById('field-firstName-error')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
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
    await user.click(screen.getByRole('button', { name: 'Continue' }));
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

describe("the gateway's refusal (serverError, from the store)", () => {
  interface Login {
    loginId: string;
    password: string;
  }
  function renderServerForm() {
    const onSubmit = jest.fn();
    const form = (serverError: ServerError | null) => (
      <Form<Login> onSubmit={onSubmit} rules={{ loginId: required, password: required }} serverError={serverError} idPrefix="login-">
        <TextField name="loginId" label="Login ID" />
        <TextField name="password" label="Password" />
        <Button type="submit">Continue</Button>
      </Form>
    );
    const view = render(form(null));
    return { onSubmit, user: userEvent.setup(), answer: (e: ServerError | null) => view.rerender(form(e)) };
  }

  it('shows a message about a field at the field and in the summary until the field changes', async () => {
    const { user, answer } = renderServerForm();
    await user.type(screen.getByLabelText('Login ID'), 'ann.taken');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    answer({ field: 'loginId', message: 'That login ID is taken. Please choose another.' });

    const loginId = screen.getByLabelText('Login ID');
    expect(loginId).toHaveAttribute('aria-invalid', 'true');
    expect(loginId).toHaveAccessibleDescription('That login ID is taken. Please choose another.');
    expect(banner()).toHaveFocus();
    expect(within(banner() as HTMLElement).getByRole('link')).toHaveTextContent('Login ID: That login ID is taken. Please choose another.');

    // Another field changing keeps it; the field itself changing clears it everywhere.
    await user.type(screen.getByLabelText('Password'), '2');
    expect(loginId).toHaveAttribute('aria-invalid', 'true');
    await user.type(loginId, '2');
    expect(loginId).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/That login ID is taken/)).not.toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
  });

  it('shows a message about the whole form, focused, until the next submit (even one that fails validation)', async () => {
    const { user, answer, onSubmit } = renderServerForm();
    await user.type(screen.getByLabelText('Login ID'), 'ann.smith');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    answer({ heading: "We couldn't find your bill", message: 'Please check your details and try again.' });
    const refusal = screen.getByRole('alert', { name: "We couldn't find your bill" });
    expect(refusal.parentElement).toHaveFocus();

    // Changing a field keeps it; the next submit (here refused by validation) removes it.
    await user.clear(screen.getByLabelText('Password'));
    expect(screen.getByRole('alert', { name: "We couldn't find your bill" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('alert', { name: "We couldn't find your bill" })).not.toBeInTheDocument();
    expect(banner()).toHaveFocus();
    expect(within(banner() as HTMLElement).getByRole('link')).toHaveTextContent('Password: Missing required field');
  });
});
