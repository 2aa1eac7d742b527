/**
 * The catalog a browser kept before the team workspace, read only to move it in (browser-holdings.ts).
 * It was the operators' own catalog of Runtimes and Robots. The API cannot list them (spec §1.2: the ids are
 * supplied by the operator of the service), so they are kept in this browser, validated when read back.
 */
import { z } from '@/api/zod';
import { createLocalStore, readEntries } from '@/lib/local-store';
import { keptKeys } from './kept-keys';

export const catalogVariableSchema = z.object({
  name: z.string().trim().min(1),
  type: z.string().trim().min(1),
  defaultValue: z.string(),
  required: z.boolean(),
});

export const runtimeSchema = z.object({
  /** ID_COMPUTER, as the service knows it. */
  computerId: z.string().trim().min(1),
  name: z.string().trim().min(1),
  description: z.string().default(''),
});
export type Runtime = z.infer<typeof runtimeSchema>;

export const robotSchema = z.object({
  /** ID_ROBOT, as the service knows it. */
  robotId: z.string().trim().min(1),
  name: z.string().trim().min(1),
  description: z.string().default(''),
  variables: z.array(catalogVariableSchema).default([]),
});
export type Robot = z.infer<typeof robotSchema>;

export const catalogSchema = z.object({
  version: z.literal(1),
  runtimes: z.array(runtimeSchema),
  robots: z.array(robotSchema),
});
export type Catalog = z.infer<typeof catalogSchema>;

export const emptyCatalog: Catalog = { version: 1, runtimes: [], robots: [] };

// Only the frame: each entry is read on its own, so one unreadable entry costs itself, not the catalog.
const catalogFrameSchema = z.object({
  version: z.literal(1),
  runtimes: z.array(z.unknown()),
  robots: z.array(z.unknown()),
});

export const catalogStore = createLocalStore<Catalog>(keptKeys.catalog, catalogSchema, emptyCatalog, {
  salvage: (json) => {
    const frame = catalogFrameSchema.safeParse(json);
    if (!frame.success) return undefined;
    const runtimes = readEntries(frame.data.runtimes, runtimeSchema);
    const robots = readEntries(frame.data.robots, robotSchema);
    return {
      value: { version: 1, runtimes: runtimes.kept, robots: robots.kept },
      lists: [
        { ...runtimes, noun: 'stored.runtime' as const },
        { ...robots, noun: 'stored.robot' as const },
      ],
    };
  },
  unreadable: 'stored.what.catalog',
});
