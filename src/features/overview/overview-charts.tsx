/**
 * The overview's pictures, drawn by @mantine/charts (Recharts, in the theme's colours, both themes): a
 * chunk of their own, fetched beside the page's figures and tables, which do not wait for it.
 */
import '@mantine/charts/styles.css';
import { BarChart, Sparkline } from '@mantine/charts';
import { overviewOutcomes, type OverviewOutcome } from '@/api/workspace/overview';
import { outcomeColors } from './overview-format';

export interface OutcomeChartProps {
  readonly bars: readonly ({ readonly label: string } & Record<OverviewOutcome, number>)[];
  readonly outcomeLabel: (outcome: OverviewOutcome) => string;
}

/** The period's executions as stacked bars by outcome, with a legend under them. */
export function OutcomeChart({ bars, outcomeLabel }: OutcomeChartProps) {
  return (
    <BarChart
      h={260}
      type="stacked"
      dataKey="label"
      data={[...bars]}
      series={overviewOutcomes.map((outcome) => ({
        name: outcome,
        label: outcomeLabel(outcome),
        color: outcomeColors[outcome],
      }))}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      tickLine="y"
    />
  );
}

/** A robot's median per bar, as a small line. */
export function TrendLine({ values, label }: { values: readonly number[]; label: string }) {
  return (
    <Sparkline
      role="img"
      aria-label={label}
      w={120}
      h={28}
      data={[...values]}
      curveType="linear"
      fillOpacity={0.2}
      color="blue.6"
    />
  );
}
