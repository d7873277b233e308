import DesignSystemPage from '../../ui/dev/DesignSystemPage';
import { declareForm } from '../../forms/registry';
import { useFormLog } from '../../forms/useFormLog';

/**
 * The design-system page as the portal mounts it (development builds): its input-mask form is logged like any
 * customer form, its Social Security number and security codes declared sensitive. No customer screen takes
 * an SSN yet, so this is where the recording's privacy journey types one.
 */
const masksForm = declareForm('designSystemMasks', ['ssn', 'smsCode', 'personalAccessCode']);

export default function DesignSystemScreen() {
  return <DesignSystemPage maskFormLog={useFormLog(masksForm)} />;
}
