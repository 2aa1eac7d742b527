import { describe, expect, it } from 'vitest';
import { catalogRuleBreach } from './catalog-rules';
import { catalogFileSchema, robotInputSchema } from './workspace/catalog-input';

const variable = { name: 'customer', type: 'text', defaultValue: '', required: false, secret: false };
const robot = (robotId: string) => ({ robotId, name: 'Bot', description: '', variables: [variable] });

describe("the catalog's rules, as the server applies them", () => {
  it('refuses a variable name used twice in a robot, naming the rule for the browser', () => {
    const read = robotInputSchema.safeParse({ ...robot('BOT'), variables: [variable, variable] });
    expect(read.success).toBe(false);
    const issue = read.error?.issues[0];
    expect(issue).toMatchObject({ path: ['variables', 1, 'name'], message: '"customer" is listed twice.' });
    expect(issue && catalogRuleBreach(issue)).toEqual({ rule: 'variable-repeated', name: 'customer' });
  });

  it('refuses a file that gives one id to two entries, which would silently replace the first', () => {
    const read = catalogFileSchema.safeParse({ version: 1, robots: [robot('A'), robot('B'), robot('A')] });
    expect(read.error?.issues.map((issue) => catalogRuleBreach(issue))).toEqual([
      { rule: 'id-repeated', id: 'A', first: 1, second: 3 },
    ]);
  });

  it('reads a file written by hand, filling the type, the default value and the flags', () => {
    const read = catalogFileSchema.parse({
      version: 1,
      runtimes: [{ computerId: 'RT-01', name: 'Main runtime', description: null }],
      robots: [{ robotId: 'BOT', name: 'Bot', variables: [{ name: 'customer' }] }],
    });
    expect(read).toEqual({
      version: 1,
      runtimes: [{ computerId: 'RT-01', name: 'Main runtime', description: '' }],
      robots: [
        {
          robotId: 'BOT',
          name: 'Bot',
          description: '',
          variables: [variable],
          // Not said: the robot reports nothing to the analytics product.
          ideaId: null,
          documentsFrom: null,
          manualMinutes: null,
        },
      ],
    });
  });
});
