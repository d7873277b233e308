import { isRight } from 'fp-ts/lib/Either';
import { Endorsement, PremiumChange, ProductAvailability, VehicleAdded, VehicleKnockedOut } from '../../src/contract/selfService';
import { businessToday } from '../../src/validation/dates';
import { customerGateway } from './support/gateway';
import { accordBought } from './support/vehicles';
import { vinCheckDigit } from '../../src/shared/vin';

const customers = customerGateway(['mutual.customer', 'both.customer']);
const auto = 'C4M7X2-1001';
const home = 'H8Q3R5-2002';
const today = businessToday(new Date());

const send = (method: 'GET' | 'POST' | 'PUT', url: string, loginId: string, payload?: unknown, key?: string) =>
  customers.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...customers.as(loginId), ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const accord = accordBought(today, 'financed');
const lender = {
  name: 'Honda Financial Services',
  loanNumber: 'HF-55512345',
  address: { line1: 'PO Box 105027', line2: null, city: 'Atlanta', state: 'GA', zip: '30348' },
};
const spouse = {
  firstName: 'Dana',
  lastName: 'Reyes',
  dateOfBirth: '1985-06-02',
  licenseState: 'OH',
  yearsLicensed: 20,
  relationship: 'spouse',
};
const cleanAnswers = { forProfit: false, garagedElsewhere: false, registeredOwner: 'self' };
const bindBody = { effectiveDate: today, vehicle: accord, choices: { 'auto.COLL': '1000' }, answers: cleanAnswers, lender };

const decoded = <A>(codec: { decode(u: unknown): import('fp-ts/lib/Either').Either<unknown, A> }, body: unknown): A => {
  const result = codec.decode(body);
  if (!isRight(result)) throw new Error('answer does not match the contract');
  return result.right;
};

describe('adding a vehicle', () => {
  it('quotes the premium change with the one rating engine before binding', async () => {
    const response = await send('POST', `/selfservice/${auto}/vehicles/quote`, 'mutual.customer', {
      effectiveDate: today,
      vehicle: accord,
      choices: {},
    });
    expect(response.statusCode).toBe(200);
    const change = decoded(PremiumChange, response.json());
    expect(change.newPremiumCents).toBeGreaterThan(change.currentPremiumCents);
    expect(change.premiumChangeCents).toBeGreaterThan(0);
    expect(change.premiumChangeCents).toBeLessThanOrEqual(change.newPremiumCents - change.currentPremiumCents);
    expect(change.coverages.map((c) => c.code)).toEqual(['BI', 'PD', 'UM', 'COLL', 'COMP']);
  });

  it('binds it once however often it is sent: the vehicle, its ID card and an amended declarations page', async () => {
    const first = await send('POST', `/selfservice/${auto}/vehicles`, 'mutual.customer', bindBody, 'add-vehicle-0001');
    expect(first.statusCode).toBe(200);
    const added = decoded(VehicleAdded, first.json());
    const again = await send('POST', `/selfservice/${auto}/vehicles`, 'mutual.customer', bindBody, 'add-vehicle-0001');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const details = (await send('GET', `/policies/${auto}/details`, 'mutual.customer')).json();
    expect(details.vehicles.map((v: { model: string }) => v.model)).toEqual(['Camry', 'CR-V', 'Accord']);
    expect(details.summary.premiumCents).toBe(added.endorsement.newPremiumCents);
    const cards = (await send('GET', `/policies/${auto}/id-cards`, 'mutual.customer')).json();
    expect(JSON.stringify(cards)).toContain(added.idCardId);
    const changes = (await send('GET', `/policies/${auto}/endorsements`, 'mutual.customer')).json();
    expect(changes.endorsements).toHaveLength(1);
    expect(changes.endorsements[0]).toMatchObject({
      kind: 'addVehicle',
      description: 'Added the 2023 Honda Accord',
      effectiveDate: today,
      requestedBy: 'mutual.customer',
    });
    const documents = (await send('GET', '/documents', 'mutual.customer')).json();
    expect(JSON.stringify(documents)).toContain(added.endorsement.documentId);
  });

  it.each([
    ['for-profit use', { ...cleanAnswers, forProfit: true }, 'FOR_PROFIT_VEHICLE'],
    ['garaging elsewhere', { ...cleanAnswers, garagedElsewhere: true }, 'GARAGED_LOCATION'],
    ['registered owner other', { ...cleanAnswers, registeredOwner: 'other' }, 'REGISTERED_OWNER_OTHER'],
  ])('sends the customer to call at bind for %s', async (_, answers, code) => {
    const response = await send('POST', `/selfservice/${auto}/vehicles`, 'mutual.customer', { ...bindBody, answers }, `knockout-${code}`);
    expect(response.statusCode).toBe(422);
    // The code is data of the refusal's codec; the message is the spec's call to continue, with no code to parse.
    const refusal = decoded(VehicleKnockedOut, response.json());
    expect(refusal.code).toBe(code);
    expect(refusal.message).toMatch(/^Based on the information you provided/);
    expect(refusal.message).not.toContain(code);
  });

  it.each([
    ['a VIN with an O', { ...bindBody, vehicle: { ...accord, vin: '1HGCV1F34PA01234O' } }],
    ['an effective date past 60 days', { ...bindBody, effectiveDate: '2099-01-01' }],
    ['a coverage option the tables do not offer', { ...bindBody, choices: { 'auto.COLL': '9' } }],
    ['a financed vehicle without its lender', { ...bindBody, lender: null }],
    ['a body that is not the contract', { vehicle: 'car' }],
  ])('refuses %s with a 400 and a message', async (_, body) => {
    const response = await send('POST', `/selfservice/${auto}/vehicles`, 'mutual.customer', body, 'refused-0001');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('adds a vehicle of a manufacturer the VIN table does not know, read by its structure, and refuses the same VIN twice with a 409', async () => {
    const draft = '9BWZZZ37?SA000123';
    const digit = vinCheckDigit(draft.replace('?', '0'));
    const vin = draft.replace('?', digit);
    const body = { ...bindBody, vehicle: { ...accord, vin, year: 2025, make: 'Fusca', model: 'Sedan' } };
    const first = await send('POST', `/selfservice/${auto}/vehicles`, 'mutual.customer', body, 'unknown-wmi-1');
    expect(first.statusCode).toBe(200);
    const again = await send('POST', `/selfservice/${auto}/vehicles`, 'mutual.customer', body, 'unknown-wmi-2');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('already on your policy');
  });

  it.each([
    ['a VIN whose check digit does not add up', { ...bindBody, vehicle: { ...accord, vin: '1HGCV1F34PA012345' } }, 400],
    ['a VIN of another model year than the one quoted', { ...bindBody, vehicle: { ...accord, year: 2021 } }, 409],
    ['a price that moved since it was quoted', { ...bindBody, quoted: { newPremiumCents: 1 } }, 409],
  ])('adds nothing for %s, and says why', async (_, body, status) => {
    const response = await send('POST', `/selfservice/${auto}/vehicles`, 'mutual.customer', body, `vin-refused-${status}-${_.length}`);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('needs an idempotency key to bind', async () => {
    expect((await send('POST', `/selfservice/${auto}/vehicles`, 'mutual.customer', bindBody)).statusCode).toBe(400);
  });
});

describe('editing coverages', () => {
  it('previews a higher home deductible with a lower premium, then makes the change once', async () => {
    const options = (await send('GET', `/selfservice/${home}/coverages`, 'mutual.customer')).json();
    expect(options.coverages.find((c: { code: string }) => c.code === 'DWELLING').option).toBe('1000');
    const body = { effectiveDate: today, choices: { 'home.DWELLING': '2500' } };
    const preview = decoded(PremiumChange, (await send('POST', `/selfservice/${home}/coverages/quote`, 'mutual.customer', body)).json());
    expect(preview.newPremiumCents).toBeLessThan(preview.currentPremiumCents);
    const made = await send('PUT', `/selfservice/${home}/coverages`, 'mutual.customer', body, 'home-deductible-1');
    const again = await send('PUT', `/selfservice/${home}/coverages`, 'mutual.customer', body, 'home-deductible-1');
    expect(made.statusCode).toBe(200);
    expect(again.json()).toEqual(made.json());
    const endorsement = decoded(Endorsement, made.json());
    expect(endorsement.newPremiumCents).toBe(preview.newPremiumCents);
    const details = (await send('GET', `/policies/${home}/details`, 'mutual.customer')).json();
    expect(details.coverages.find((c: { code: string }) => c.code === 'A').deductibleCents).toBe(250000);
    expect(details.summary.premiumCents).toBe(preview.newPremiumCents);
  });
});

describe('mortgagees and lenders', () => {
  const fifthThird = {
    name: 'Fifth Third Bank ISAOA/ATIMA',
    loanNumber: '7788990011',
    address: { line1: 'PO Box 961234', line2: null, city: 'Fort Worth', state: 'TX', zip: '76161' },
  };

  it('finds lenders by name', async () => {
    const found = (await send('POST', '/lenders/search', 'mutual.customer', { name: 'fifth third', kind: 'mortgage' })).json();
    expect(found.lenders.map((l: { name: string }) => l.name)).toEqual(['Fifth Third Bank ISAOA/ATIMA']);
  });

  it('replaces the mortgagee, and refuses more lenders than RemoveLenderMaximumLendersAllowed', async () => {
    const tooMany = await send(
      'PUT',
      `/policies/${home}/mortgagees`,
      'mutual.customer',
      { effectiveDate: today, lenders: [fifthThird, fifthThird], escrow: true },
      'mortgagee-too-many',
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('at most 1 lender');
    const body = { effectiveDate: today, lenders: [fifthThird], escrow: true };
    const made = await send('PUT', `/policies/${home}/mortgagees`, 'mutual.customer', body, 'mortgagee-0001');
    expect(made.statusCode).toBe(200);
    const details = (await send('GET', `/policies/${home}/details`, 'mutual.customer')).json();
    expect(details.mortgagees).toEqual([expect.objectContaining({ name: 'Fifth Third Bank ISAOA/ATIMA', loanLastFour: '0011' })]);
  });

  it("updates a vehicle's lender", async () => {
    const vehicles = (await send('GET', `/policies/${auto}/vehicle-lenders`, 'mutual.customer')).json().vehicles;
    expect(vehicles[1].lenders[0]).toMatchObject({ name: 'Honda Financial Services', loanLastFour: '7763' });
    const made = await send(
      'PUT',
      `/policies/${auto}/vehicles/V10002/lenders`,
      'mutual.customer',
      { effectiveDate: today, lenders: [{ ...lender, name: 'Ally Financial' }] },
      'lender-0001',
    );
    expect(made.statusCode).toBe(200);
    const after = (await send('GET', `/policies/${auto}/vehicle-lenders`, 'mutual.customer')).json().vehicles;
    expect(after[1].lenders.map((l: { name: string }) => l.name)).toEqual(['Ally Financial']);
  });
});

describe('adding a driver (AddDriver)', () => {
  const teen = {
    firstName: 'Riley',
    lastName: 'Whitaker',
    dateOfBirth: `${Number(today.slice(0, 4)) - 17}-03-14`,
    licenseState: 'OH',
    yearsLicensed: 1,
    relationship: 'child',
  };
  const body = { effectiveDate: today, driver: teen };

  it('is refused while the flag is off, with the message to call', async () => {
    const response = await send('POST', `/selfservice/${auto}/drivers/quote`, 'mutual.customer', body);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Adding a driver online is not available. Please call us.');
  });

  it('estimates the driver with the one rating engine, then adds them once however often it is sent', async () => {
    await customers.database.db.insertInto('config_overrides').values({ name: 'flag:AddDriver', value: 'true' }).execute();
    const estimate = decoded(PremiumChange, (await send('POST', `/selfservice/${auto}/drivers/quote`, 'mutual.customer', body)).json());
    expect(estimate.newPremiumCents).toBeGreaterThan(estimate.currentPremiumCents);
    expect(estimate.premiumChangeCents).toBeGreaterThan(0);
    const added = await send('POST', `/selfservice/${auto}/drivers`, 'mutual.customer', body, 'add-driver-0001');
    const again = await send('POST', `/selfservice/${auto}/drivers`, 'mutual.customer', body, 'add-driver-0001');
    expect(added.statusCode).toBe(200);
    expect(again.json()).toEqual(added.json());
    const endorsement = decoded(Endorsement, added.json());
    expect(endorsement).toMatchObject({ kind: 'addDriver', description: 'Added Riley Whitaker as a driver' });
    expect(endorsement.newPremiumCents).toBe(estimate.newPremiumCents);
    const drivers = await customers.database.db.selectFrom('drivers').select('first_name').where('policy_number', '=', auto).execute();
    expect(drivers.filter((d) => d.first_name === 'Riley')).toHaveLength(1);
    const changes = (await send('GET', `/policies/${auto}/endorsements`, 'mutual.customer')).json().endorsements;
    expect(changes.filter((c: { kind: string }) => c.kind === 'addDriver')).toHaveLength(1);
  });

  it.each([
    ['a driver licensed longer than they could be', { ...body, driver: { ...teen, yearsLicensed: 9 } }, 'driver.yearsLicensed'],
    ['a date of birth that is not a date', { ...body, driver: { ...teen, dateOfBirth: '2010-02-31' } }, 'dateOfBirth'],
    ['a first name with digits', { ...body, driver: { ...teen, firstName: 'R1ley' } }, 'driver.firstName'],
    ['a date past the term', { ...body, effectiveDate: `${Number(today.slice(0, 4)) + 2}-01-01` }, 'effectiveDate'],
  ])('answers 400 for %s', async (_, payload, field) => {
    const response = await send('POST', `/selfservice/${auto}/drivers/quote`, 'mutual.customer', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });

  it('needs an idempotency key, and an auto policy', async () => {
    expect((await send('POST', `/selfservice/${auto}/drivers`, 'mutual.customer', body)).statusCode).toBe(400);
    const home = await send('POST', `/selfservice/H8Q3R5-2002/drivers/quote`, 'mutual.customer', body);
    expect(home.statusCode).toBe(400);
  });
});

describe('the vehicles of a policy as the customer chooses among them', () => {
  const tesla = (serial: string) => {
    const draft = `5YJ3E1EA?PF${serial}`;
    return { ...accord, year: 2023, make: 'Tesla', model: 'Model 3', vin: draft.replace('?', vinCheckDigit(draft.replace('?', '0'))) };
  };

  it('tells two vehicles of the same year, make and model apart by the last six of their VINs, never by an internal id', async () => {
    const [first, second] = [tesla('000101'), tesla('000202')];
    for (const [i, vehicle] of [first, second].entries()) {
      const added = await send('POST', `/selfservice/${auto}/vehicles`, 'mutual.customer', { ...bindBody, vehicle }, `twin-tesla-${i}`);
      expect(added.statusCode).toBe(200);
    }
    const vehicles = (await send('GET', `/policies/${auto}/vehicle-lenders`, 'mutual.customer')).json().vehicles as {
      vehicleId: string;
      description: string;
    }[];
    const teslas = vehicles.filter((v) => v.description.startsWith('2023 Tesla Model 3'));
    expect(teslas.map((v) => v.description)).toEqual([
      `2023 Tesla Model 3 (VIN ending ${first.vin.slice(-6)})`,
      `2023 Tesla Model 3 (VIN ending ${second.vin.slice(-6)})`,
    ]);
    for (const v of vehicles) expect(v.description).not.toContain(v.vehicleId);
    const removal = { effectiveDate: today };
    const removed = await send(
      'POST',
      `/selfservice/${auto}/vehicles/${teslas[1]!.vehicleId}/removal`,
      'mutual.customer',
      removal,
      'twin-out',
    );
    expect(removed.json().description).toBe(`Removed the 2023 Tesla Model 3 (VIN ending ${second.vin.slice(-6)})`);
  });
});

describe('removing a vehicle', () => {
  it('quotes the premium returned, removes the vehicle once, and never the last one', async () => {
    const vehicles = (await send('GET', `/policies/${auto}/vehicle-lenders`, 'mutual.customer')).json().vehicles as { vehicleId: string }[];
    const quote = decoded(
      PremiumChange,
      (await send('POST', `/selfservice/${auto}/vehicles/V10001/removal/quote`, 'mutual.customer', { effectiveDate: today })).json(),
    );
    expect(quote.premiumChangeCents).toBeLessThan(0);
    const removed = await send(
      'POST',
      `/selfservice/${auto}/vehicles/V10001/removal`,
      'mutual.customer',
      { effectiveDate: today },
      'remove-0001',
    );
    const again = await send(
      'POST',
      `/selfservice/${auto}/vehicles/V10001/removal`,
      'mutual.customer',
      { effectiveDate: today },
      'remove-0001',
    );
    expect(removed.statusCode).toBe(200);
    expect(again.json()).toEqual(removed.json());
    expect(decoded(Endorsement, removed.json()).newPremiumCents).toBe(quote.newPremiumCents);
    const left = vehicles.map((v) => v.vehicleId).filter((id) => id !== 'V10001');
    for (const [i, id] of left.entries()) {
      const response = await send(
        'POST',
        `/selfservice/${auto}/vehicles/${id}/removal`,
        'mutual.customer',
        { effectiveDate: today },
        `remove-left-${i}`,
      );
      expect(response.statusCode).toBe(i === left.length - 1 ? 409 : 200);
    }
    const last = await send(
      'POST',
      `/selfservice/${auto}/vehicles/${left.at(-1)}/removal`,
      'mutual.customer',
      { effectiveDate: today },
      'remove-last',
    );
    expect(last.json().message).toBe('A policy needs at least one vehicle. To remove this one, please call us.');
  });
});

describe('ownership', () => {
  it.each([
    ['POST', `/selfservice/${auto}/vehicles/quote`, { effectiveDate: today, vehicle: accord, choices: {} }],
    ['POST', `/selfservice/${auto}/vehicles`, bindBody],
    ['GET', `/selfservice/${home}/coverages`, undefined],
    ['POST', `/selfservice/${home}/coverages/quote`, { effectiveDate: today, choices: {} }],
    ['PUT', `/selfservice/${home}/coverages`, { effectiveDate: today, choices: {} }],
    ['PUT', `/policies/${home}/mortgagees`, { effectiveDate: today, lenders: [], escrow: false }],
    ['GET', `/policies/${auto}/vehicle-lenders`, undefined],
    ['PUT', `/policies/${auto}/vehicles/V10002/lenders`, { effectiveDate: today, lenders: [] }],
    ['GET', `/policies/${auto}/endorsements`, undefined],
    ['GET', `/selfservice/${auto}/availability`, undefined],
    ['GET', '/selfservice/NOT-A-POLICY/availability', undefined],
    ['POST', `/selfservice/${auto}/vehicles/V10001/removal`, { effectiveDate: today }],
    ['POST', `/selfservice/${auto}/drivers/quote`, { effectiveDate: today, driver: spouse }],
    ['POST', `/selfservice/${auto}/drivers`, { effectiveDate: today, driver: spouse }],
    ['GET', '/selfservice/NOT-A-POLICY/coverages', undefined],
  ] as const)("answers %s %s with 404 for another customer's policy", async (method, url, body) => {
    const response = await send(method, url, 'both.customer', body, 'ownership-0001');
    expect(response.statusCode).toBe(404);
    expect(JSON.stringify(response.json())).not.toContain('Whitaker');
  });

  it('answers 404 for a vehicle of another policy in the lender update', async () => {
    const response = await send(
      'PUT',
      `/policies/${auto}/vehicles/V10099/lenders`,
      'mutual.customer',
      { effectiveDate: today, lenders: [] },
      'lender-x',
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('the changes of a policy', () => {
  it('lists none for a policy of a line not changed online (a motorcycle), and the changes newest first with who asked', async () => {
    const motorcycle = await send('GET', '/policies/M5V8N1-3004/endorsements', 'both.customer');
    expect(motorcycle.statusCode).toBe(200);
    expect(motorcycle.json()).toEqual({ endorsements: [] });
    const changes = (await send('GET', `/policies/${auto}/endorsements`, 'mutual.customer')).json().endorsements as Endorsement[];
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.map((c) => c.requestedAt)).toEqual([...changes.map((c) => c.requestedAt)].sort().reverse());
    expect(changes.every((c) => c.requestedBy === 'mutual.customer' && c.documentId === `amended-${c.endorsementId}`)).toBe(true);
  });
});

describe('product availability', () => {
  it('answers that a vehicle can be added online to an auto policy in a state that offers it, never to a home policy', async () => {
    const autoAnswer = await send('GET', `/selfservice/${auto}/availability`, 'mutual.customer');
    expect(autoAnswer.statusCode).toBe(200);
    expect(decoded(ProductAvailability, autoAnswer.json())).toEqual({
      policyNumber: auto,
      lineOfBusiness: 'auto',
      state: 'OH',
      addVehicle: true,
    });
    const homeAnswer = (await send('GET', `/selfservice/${home.toLowerCase()}/availability`, 'mutual.customer')).json();
    expect(homeAnswer).toMatchObject({ policyNumber: home, lineOfBusiness: 'home', addVehicle: false });
  });

  it('answers not available in a state missing from AddVehicleOnlineStates, and refuses the quote and the bind there', async () => {
    const { db } = customers.database;
    await db.updateTable('policies').set({ state: 'CA' }).where('policy_number', '=', auto).execute();
    try {
      const answer = (await send('GET', `/selfservice/${auto}/availability`, 'mutual.customer')).json();
      expect(answer).toMatchObject({ state: 'CA', addVehicle: false });
      const quote = await send('POST', `/selfservice/${auto}/vehicles/quote`, 'mutual.customer', {
        effectiveDate: today,
        vehicle: accord,
        choices: {},
      });
      expect(quote.statusCode).toBe(400);
      expect(quote.json().message).toBe('Adding a vehicle online is not available for this policy. Please call us.');
      const bind = await send('POST', `/selfservice/${auto}/vehicles`, 'mutual.customer', bindBody, 'unavailable-1');
      expect(bind.statusCode).toBe(400);
    } finally {
      await db.updateTable('policies').set({ state: 'OH' }).where('policy_number', '=', auto).execute();
    }
  });
});
