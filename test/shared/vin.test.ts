import { decodeVin, modelYearsOf, vinCheckDigit } from '../../src/shared/vin';

describe('a VIN read by its structure', () => {
  it('computes the check digit of ISO 3779 / 49 CFR 565 (a known VIN, and one whose digit is X)', () => {
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3');
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
  });

  it('reads the model year from the 10th character, the newest year not after the latest model year', () => {
    expect(modelYearsOf('P')).toEqual([1993, 2023, 2053]);
    expect(decodeVin('1HGCM82633A004352', 2027)).toEqual({ vin: { vin: '1HGCM82633A004352', wmi: '1HG', make: 'Honda', modelYear: 2003 } });
    expect(decodeVin('1hgcv1f3xpa012345', 2027)).toEqual({ vin: { vin: '1HGCV1F3XPA012345', wmi: '1HG', make: 'Honda', modelYear: 2023 } });
  });

  it('keeps a VIN of a manufacturer the table does not know, without a make', () => {
    const vin = 'ZZZ11111' + '?' + 'PA012345';
    const withDigit = vin.replace('?', vinCheckDigit(vin.replace('?', '0')));
    expect(decodeVin(withDigit, 2027)).toEqual({ vin: { vin: withDigit, wmi: 'ZZZ', make: null, modelYear: 2023 } });
  });

  it('names what is wrong: the shape, the check digit, the model year', () => {
    expect(decodeVin('1HGCM82633A00435', 2027)).toEqual({ problem: 'shape' });
    expect(decodeVin('1HGCM8263OA004352', 2027)).toEqual({ problem: 'shape' });
    expect(decodeVin('1HGCM82643A004352', 2027)).toEqual({ problem: 'checkDigit' });
    const noYear = '1HGCM826?0A004352';
    expect(decodeVin(noYear.replace('?', vinCheckDigit(noYear.replace('?', '0'))), 2027)).toEqual({ problem: 'modelYear' });
  });
});
