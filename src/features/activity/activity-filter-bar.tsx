import { Autocomplete, Button, Group, MultiSelect, TextInput } from '@mantine/core';
import { activityActions, type ActivityAction } from '@/api/workspace/activity';
import { DateTimeField } from '@/components/date-time-field';
import { useT } from '@/i18n/i18n-provider';
import { actionLabel } from './activity-words';
import { hasFilters, periodProblems, type ActivityView, type PeriodProblem } from './activity-view';

function isAction(value: string): value is ActivityAction {
  return activityActions.some((action) => action === value);
}

/**
 * Operator, actions, period and a free-text search. The two text fields keep what is typed until it is
 * applied (the operator on Enter, a pick or leaving the field; the search after a pause), so the caret
 * never jumps as the URL catches up; the page writes every applied change to the URL.
 */
export function ActivityFilterBar({
  view,
  actorText,
  searchText,
  operators,
  onActorText,
  onSearchText,
  onChange,
  onClear,
}: {
  view: ActivityView;
  actorText: string;
  searchText: string;
  /** Operators to suggest. */
  operators: readonly string[];
  onActorText: (text: string) => void;
  onSearchText: (text: string) => void;
  onChange: (patch: Partial<ActivityView>) => void;
  onClear: () => void;
}) {
  const t = useT();
  const actionOptions = activityActions.map((action) => ({ value: action, label: actionLabel(action, t) }));
  const problems = periodProblems(view);
  const problemText = (problem: PeriodProblem | undefined) =>
    problem === undefined
      ? undefined
      : t(problem === 'invalid' ? 'activity.filters.invalidTime' : 'activity.filters.toBeforeFrom');
  const applyActor = (text: string) => {
    const actor = text.trim() === '' ? undefined : text.trim();
    if (actor !== view.actor) onChange({ actor });
  };
  return (
    <Group align="flex-start" wrap="wrap" gap="sm">
      <TextInput
        label={t('activity.filters.search')}
        type="search"
        placeholder={t('activity.filters.searchHint')}
        value={searchText}
        onChange={(event) => onSearchText(event.currentTarget.value)}
        w={240}
      />
      <Autocomplete
        label={t('activity.filters.operator')}
        placeholder={t('activity.filters.anyone')}
        description={t('activity.filters.operatorHint')}
        data={[...operators]}
        value={actorText}
        onChange={onActorText}
        onOptionSubmit={applyActor}
        onKeyDown={(event) => {
          if (event.key === 'Enter') applyActor(event.currentTarget.value);
        }}
        onBlur={(event) => applyActor(event.currentTarget.value)}
        clearable
        onClear={() => applyActor('')}
        w={240}
      />
      <MultiSelect
        label={t('activity.filters.actions')}
        placeholder={view.actions.length === 0 ? t('activity.filters.anyAction') : undefined}
        data={actionOptions}
        value={[...view.actions]}
        onChange={(values) => onChange({ actions: values.filter(isAction) })}
        clearable
        w={280}
      />
      {/* The period is one filter: its two ends wrap together, never "To" alone on a line. */}
      <Group align="flex-start" wrap="wrap" gap="sm">
        <DateTimeField
          label={t('activity.filters.from')}
          value={view.from}
          onChange={(from) => onChange({ from })}
          error={problemText(problems.from)}
          w={210}
        />
        <DateTimeField
          label={t('activity.filters.to')}
          description={t('activity.filters.toHint')}
          value={view.to}
          onChange={(to) => onChange({ to })}
          error={problemText(problems.to)}
          w={210}
        />
      </Group>
      {hasFilters(view) && (
        <Button variant="subtle" onClick={onClear} mt={24}>
          {t('activity.filters.clear')}
        </Button>
      )}
    </Group>
  );
}
