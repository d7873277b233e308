/** The vehicle the self-service gateway tests add: a 2023 Honda Accord bought on the given day. */
export const accordBought = (purchaseDate: string, ownership: 'owned' | 'financed' | 'leased') => ({
  year: 2023,
  make: 'Honda',
  model: 'Accord',
  vin: '1HGCV1F3XPA012345',
  use: 'commute',
  ownership,
  purchaseDate,
  garagingZip: '43221',
});
