import { describe, expect, it } from 'vitest';
import { timeSavedValue } from './time-saved-value';

const analyst = { name: 'Analyst', hourValue: 40, sentAt: 1 };
const acme = { name: 'Acme', hourValue: 15, sentAt: 2 };

describe("the time saved's value", () => {
  it("is the hours saved at the job position's hourly value, less the robots' hours at the supplier's", () => {
    expect(timeSavedValue(12.5, 3.1, { state: 'rates', jobPosition: analyst, supplier: acme })).toEqual({
      state: 'valued',
      hours: 12.5,
      jobPosition: analyst,
      worth: 500,
      cost: { robotHours: 3.1, supplier: acme, amount: 46.5 },
      amount: 453.5,
    });
  });

  it('leaves the robots unpriced without a supplier, and rounds each product to the cent', () => {
    const value = timeSavedValue(0.35, 9, {
      state: 'rates',
      jobPosition: { ...analyst, hourValue: 33.333 },
      supplier: null,
    });
    // 0.35 × 33.333 = 11.66655: R$ 11.67, and nothing taken off.
    expect(value).toMatchObject({ worth: 11.67, cost: null, amount: 11.67 });
    // 0.1 × 0.7 is 0.06999… in binary; in cents it is 7 − 3 exactly.
    expect(
      timeSavedValue(0.7, 0.2, {
        state: 'rates',
        jobPosition: { ...analyst, hourValue: 0.1 },
        supplier: { ...acme, hourValue: 0.15 },
      }),
    ).toMatchObject({ worth: 0.07, cost: { amount: 0.03 }, amount: 0.04 });
  });

  it('gives no figure without a reference, or with one whose hourly value cannot be read', () => {
    expect(timeSavedValue(5, 1, { state: 'no-reference' })).toEqual({ state: 'no-reference' });
    const unreadable = { state: 'unreadable', record: 'supplier', name: 'Acme' } as const;
    expect(timeSavedValue(5, 1, unreadable)).toEqual(unreadable);
  });
});
