import { lazy } from 'react';
import type * as Charts from './overview-charts';

/**
 * The charts' chunk (Recharts, about 110 KiB), fetched once. The overview asks for it as it opens, so it
 * arrives beside the period's figures; fetched only when a chart first drew (after the figures came),
 * it was a wave of its own that pushed the page's largest paint back.
 */
let chunk: Promise<typeof Charts> | undefined;
export const loadCharts = () => (chunk ??= import('./overview-charts'));

export const OutcomeChart = lazy(() => loadCharts().then((m) => ({ default: m.OutcomeChart })));
export const TrendLine = lazy(() => loadCharts().then((m) => ({ default: m.TrendLine })));
