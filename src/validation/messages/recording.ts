/** Session recording: the privacy notice customers see, and the support console's words (our own wording). */
export const recordingNoticeHeading = 'Your privacy';

export const recordingNotice =
  'To help us support you and improve this site, your visits are recorded. Passwords, card and bank numbers, Social Security numbers and dates of birth are never recorded.';
