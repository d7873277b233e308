// A policy's lenders are kept and shown the same way whichever table holds them (mortgagees, a vehicle's lenders).
import { lastFour, lenderColumns, lenderOf } from '../../server/policies/lenders';
import { postalAddressOf } from '../../server/db/addresses';

const address = { line1: '1 Bank Plaza', line2: null, city: 'Columbus', state: 'OH', zip: '43215' };

it('keeps the lenders a customer names in their order, names and loan numbers without stray spaces', () => {
  const rows = lenderColumns([
    { name: ' First Ohio Bank ', loanNumber: ' LN-20-4471 ', address },
    { name: 'Second Street Credit Union', loanNumber: '99812', address: { ...address, line2: 'Suite 4' } },
  ]);
  expect(rows).toEqual([
    { position: 1, name: 'First Ohio Bank', loan_number: 'LN-20-4471', ...address },
    { position: 2, name: 'Second Street Credit Union', loan_number: '99812', ...address, line2: 'Suite 4' },
  ]);
});

it('shows a kept lender by its loan number’s last four letters or digits, and its state without padding', () => {
  expect(lenderOf({ name: 'First Ohio Bank', loan_number: 'LN-20-44A1', ...address, state: 'OH' })).toEqual({
    name: 'First Ohio Bank',
    loanLastFour: '44A1',
    address,
  });
  expect(postalAddressOf({ ...address, state: 'NY ' }).state).toBe('NY');
  expect(['D123-456-789', 'ab 12', '12'].map(lastFour)).toEqual(['6789', 'ab12', '12']);
});
