import * as t from 'io-ts';
import { endpoint, noBody, noParams } from './endpoint';
import { DocumentId, DocumentLink } from './documents';
import { IsoDate, PolicyNumber } from './identifiers';
import { PostalAddress } from './policyParts';

/** The ID card of one vehicle (auto or motorcycle). Its document id opens the PDF. */
export const IdCard = t.type({
  cardId: DocumentId,
  policyNumber: PolicyNumber,
  lineOfBusiness: t.keyof({ auto: null, motorcycle: null }),
  vehicle: t.string,
  vin: t.string,
  effectiveDate: IsoDate,
  expirationDate: IsoDate,
});
export type IdCard = t.TypeOf<typeof IdCard>;

export const IdCards = t.type({ cards: t.array(IdCard) });

export const getIdCards = endpoint({
  name: 'idCards',
  gateway: 'main',
  method: 'GET',
  path: '/id-cards',
  params: noParams,
  body: noBody,
  response: IdCards,
  auth: true,
});

export const getPolicyIdCards = endpoint({
  name: 'policyIdCards',
  gateway: 'main',
  method: 'GET',
  path: '/policies/:policyNumber/id-cards',
  params: t.type({ policyNumber: t.string }),
  body: noBody,
  response: IdCards,
  auth: true,
});

export const emailIdCards = endpoint({
  name: 'idCardsEmail',
  gateway: 'main',
  method: 'POST',
  path: '/policies/:policyNumber/id-cards/email',
  params: t.type({ policyNumber: t.string }),
  body: t.type({ email: t.string }),
  response: t.type({ sentTo: t.string }),
  auth: true,
  idempotency: 'optional',
});

export const mailIdCards = endpoint({
  name: 'idCardsMail',
  gateway: 'main',
  method: 'POST',
  path: '/policies/:policyNumber/id-cards/mail',
  params: t.type({ policyNumber: t.string }),
  body: noBody,
  response: t.type({ mailedTo: PostalAddress }),
  auth: true,
  idempotency: 'optional',
});

/** Express ID: a guest proves who they are with the policy number, the ZIP code and a date of birth or last name. */
export const ExpressIdRequest = t.intersection([
  t.type({ policyNumber: t.string, zip: t.string }),
  t.partial({ dateOfBirth: t.string, lastName: t.string }),
]);
export type ExpressIdRequest = t.TypeOf<typeof ExpressIdRequest>;

export const ExpressIdCard = t.intersection([IdCard, t.type({ link: DocumentLink })]);
export type ExpressIdCard = t.TypeOf<typeof ExpressIdCard>;

export const requestExpressId = endpoint({
  name: 'expressId',
  gateway: 'main',
  method: 'POST',
  path: '/express-id',
  params: noParams,
  body: ExpressIdRequest,
  response: t.type({ cards: t.array(ExpressIdCard) }),
  auth: false,
});
