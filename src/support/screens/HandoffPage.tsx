import { supportCopy } from '../../validation/messages';
import { PageHeading, Loading } from '../../ui';

/** Shown for the moment the customer application hands the page over to the support console. */
export default function SupportHandoffPage() {
  return (
    <>
      <PageHeading>{supportCopy.consoleName}</PageHeading>
      <Loading label={supportCopy.handoff} />
    </>
  );
}
