/**
 * The palette's dialog: a search field and the results under it, as an ARIA combobox with its listbox
 * (the field keeps the focus; the active result is its `aria-activedescendant`). One result is always
 * active while there are any: the first, each time the results change (a journal search that answers
 * later included), so Enter opens what is shown first without an ArrowDown.
 *
 * Our own rather than Mantine's Spotlight: the Spotlight chooses its active action by hand-written DOM
 * attributes when the query changes and offers no public way to choose it when results arrive later.
 */
import { Modal, Text, TextInput } from '@mantine/core';
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import classes from './palette-dialog.module.css';

export interface Command {
  readonly id: string;
  readonly label: string;
  readonly description?: string;
  readonly run: () => void;
}

export interface CommandGroup {
  readonly label: string;
  readonly commands: readonly Command[];
}

export function PaletteDialog({
  opened,
  onClose,
  label,
  placeholder,
  query,
  onQueryChange,
  groups,
  footer,
}: {
  opened: boolean;
  onClose: () => void;
  /** Names the dialog and its search field. */
  label: string;
  placeholder: string;
  query: string;
  onQueryChange: (query: string) => void;
  groups: readonly CommandGroup[];
  /** Shown under the results: a search under way, or why there are none. */
  footer: ReactNode;
}) {
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const searchId = `${baseId}-search`;
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const commands = groups.flatMap((group) => group.commands);
  // The active result belongs to the list it was chosen in: another list starts again from its first.
  const listKey = commands.map((command) => command.id).join('\n');
  const [chosen, setChosen] = useState({ listKey: '', index: 0 });
  const active =
    commands.length === 0 ? -1 : chosen.listKey === listKey ? Math.min(chosen.index, commands.length - 1) : 0;
  const choose = (index: number) => setChosen({ listKey, index });
  const activeId = active >= 0 ? optionId(active) : undefined;
  // Where each group's results start in the whole list, whose positions the option ids carry.
  const starts = groups.map((_, g) =>
    groups.slice(0, g).reduce((count, group) => count + group.commands.length, 0),
  );

  // The active result stays in sight as the arrows move through a list longer than the dialog.
  useEffect(() => {
    if (activeId !== undefined) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId, listKey]);

  const trigger = (command: Command) => {
    onClose();
    command.run();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // A key that composes a character (an IME) is not a command.
    if (event.nativeEvent.isComposing || commands.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      choose((active + step + commands.length) % commands.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const command = commands[active];
      if (command !== undefined) trigger(command);
    }
  };

  return (
    <Modal.Root opened={opened} onClose={onClose} size="lg" yOffset="10vh">
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Title px="md" pt="sm">
          <Text component="label" id={labelId} htmlFor={searchId} size="sm" fw={500} display="block">
            {label}
          </Text>
        </Modal.Title>
        <TextInput
          id={searchId}
          data-autofocus
          size="lg"
          variant="unstyled"
          px="md"
          placeholder={placeholder}
          value={query}
          onChange={(event) => onQueryChange(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-expanded={commands.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          autoComplete="off"
        />
        <div className={classes.list}>
          <div id={listId} role="listbox" aria-labelledby={labelId}>
            {groups.map((group, g) => {
              const groupId = `${baseId}-group-${g}`;
              return (
                <div key={group.label} role="group" aria-labelledby={groupId}>
                  <div id={groupId} className={classes.groupLabel} role="presentation">
                    {group.label}
                  </div>
                  {group.commands.map((command, c) => {
                    const at = (starts[g] ?? 0) + c;
                    return (
                      <div
                        key={command.id}
                        id={optionId(at)}
                        role="option"
                        aria-selected={at === active}
                        aria-labelledby={`${optionId(at)}-label`}
                        aria-describedby={
                          command.description === undefined ? undefined : `${optionId(at)}-description`
                        }
                        className={classes.option}
                        // The search field keeps the focus (and the keyboard) when a result is clicked.
                        onMouseDown={(event) => event.preventDefault()}
                        onMouseMove={() => at !== active && choose(at)}
                        onClick={() => trigger(command)}
                      >
                        <span id={`${optionId(at)}-label`}>{command.label}</span>
                        {command.description !== undefined && (
                          <span id={`${optionId(at)}-description`} className={classes.description}>
                            {command.description}
                          </span>
                        )}
                      </div>
                    );
                  })}
                </div>
              );
            })}
          </div>
          {footer}
        </div>
      </Modal.Content>
    </Modal.Root>
  );
}
