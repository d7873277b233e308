import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { authActions } from '../catalogue';
import { Loading } from '../../ui';

/** Where the identity provider returns with the authorization code. */
export default function SignInCallbackPage() {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(authActions.callbackReached());
  }, [dispatch]);
  return <Loading label="Signing you in" />;
}
