import { claimFileNumberPattern } from '../contract/identifiers';
import { claimRoutes } from '../shared/routes';

/** The claim a messenger sign-in return names (`?fileNumber=`), or null when it names none or a malformed one. */
export function messengerFileNumberOf(search: string): string | null {
  const fileNumber = new URLSearchParams(search).get('fileNumber');
  return fileNumber && claimFileNumberPattern.test(fileNumber) ? fileNumber : null;
}

/** Where the messenger's return leads: that claim's messages, or the claims list when it names no claim. */
export const messengerReturnAddress = (fileNumber: string | null): string =>
  fileNumber ? claimRoutes.claimMessenger.to({ fileNumber }) : claimRoutes.claims.to({});
