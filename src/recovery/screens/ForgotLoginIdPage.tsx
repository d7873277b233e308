import { useDispatch, useSelector } from 'react-redux';
import { AlertBanner, Button, Form, PageHeading, TextField } from '../../ui';
import { BusLink } from '../../shell/BusLink';
import { declareForm } from '../../forms/registry';
import { useFormLog } from '../../forms/useFormLog';
import { fieldMessages, recoveryMessages } from '../../validation/messages';
import * as patterns from '../../validation/patterns';
import { compose, pattern, required, type Rules } from '../../validation/validators';
import { shellRoutes } from '../../shared/routes';
import { recoveryActions } from '../catalogue';
import { selectRecoveryField } from '../selectors';

const forgotLoginIdForm = declareForm('forgotLoginId', []);

interface Values {
  email: string;
}
const rules: Rules<Values> = { email: compose(required, pattern(patterns.email, fieldMessages.email)) };

/** Forgot login ID: the account's email address; the page says the same whether or not an account matched. */
export default function ForgotLoginIdPage() {
  const dispatch = useDispatch();
  const reminder = useSelector(selectRecoveryField('reminder'));
  const error = useSelector(selectRecoveryField('reminderError'));
  const formLog = useFormLog(forgotLoginIdForm);
  return (
    <div className="recovery">
      <PageHeading>Find your login ID</PageHeading>
      {reminder === 'sent' ? (
        <>
          <AlertBanner type="success" heading="Check your email" subtext={recoveryMessages.loginIdSent} />
          <p>
            <BusLink to={shellRoutes.account.to({})}>Log in</BusLink>
          </p>
        </>
      ) : (
        <>
          <p>Enter the email address of your account and we&apos;ll email you its login ID.</p>
          <Form<Values>
            idPrefix="forgot-login-id"
            rules={rules}
            serverError={error ? { heading: "We couldn't send your login ID", message: error } : null}
            onSubmit={(values) => dispatch(recoveryActions.loginIdReminderRequested({ email: values.email.trim() }))}
            {...formLog}
          >
            <TextField name="email" type="email" label="Email" autoComplete="email" width="medium" />
            <Button type="submit" processing={reminder === 'sending'}>
              Email me my login ID
            </Button>
          </Form>
        </>
      )}
    </div>
  );
}
