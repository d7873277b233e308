import { PageHeading } from '../app/PageHeading';
import { Loading } from '../app/Shell';
import { supportCopy } from '../validation/messages';

/** Shown for the moment the customer application hands the page over to the support console. */
export default function SupportHandoffPage() {
  return (
    <>
      <PageHeading>{supportCopy.consoleName}</PageHeading>
      <Loading label={supportCopy.handoff} />
    </>
  );
}
