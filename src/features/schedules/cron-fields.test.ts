import { describe, expect, it } from 'vitest';
import { refusedCronField } from './cron-fields';

describe('refusedCronField', () => {
  it.each([
    ['61 * * * *', { field: 'minute', value: '61' }],
    ['0 24 * * *', { field: 'hour', value: '24' }],
    ['0 7 32 * *', { field: 'dayOfMonth', value: '32' }],
    ['0 7 * 13 *', { field: 'month', value: '13' }],
    ['0 7 * * 8', { field: 'dayOfWeek', value: '8' }],
    ['0 7 * * MON-FRX', { field: 'dayOfWeek', value: 'MON-FRX' }],
    ['*/0 * * * *', { field: 'minute', value: '*/0' }],
    ['0 9-5 * * *', { field: 'hour', value: '9-5' }],
  ])('names the field of %s that cannot be read', (cron, refused) => {
    expect(refusedCronField(cron)).toEqual(refused);
  });

  it.each(['0 7 * * 1-5', '*/15 8-17 * * *', '30 6 1,15 JAN-JUN SUN', '0 0 * * 7'])('reads %s', (cron) => {
    expect(refusedCronField(cron)).toBeUndefined();
  });
});
