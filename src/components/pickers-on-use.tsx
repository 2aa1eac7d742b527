import {
  ComboboxChevron,
  Input,
  Pill,
  PillsInput,
  TextInput,
  type MultiSelectProps,
  type SelectProps,
} from '@mantine/core';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { loadOnce } from '@/lib/load-once';
import type * as Loaded from './loaded-pickers';
import { useOpenedOnArrival } from './opened-on-arrival';

type Pickers = typeof Loaded;

// Kept once it has come, so that a page opened afterwards shows the pickers themselves at once.
let loadedPickers: Pickers | undefined;
const loadPickers = loadOnce(() => import('./loaded-pickers').then((module) => (loadedPickers = module)));

/** What the operator did to a stand-in while the pickers' code was on its way. */
interface Use {
  open: boolean;
  search: string;
}

/** The picker that had the focus when the code came, and what had been asked of its stand-in. */
interface Arrival extends Use {
  name: string;
}

export interface PickersOnUse {
  readonly pickers: Pickers | undefined;
  readonly arrival: Arrival | undefined;
  /** Fetches the code, and nothing more (the pointer has come over a stand-in). */
  readonly prefetch: () => void;
  /**
   * Fetches the code and lets the pickers take over; what the stand-in `name` was asked (`ask`) is
   * handed to its picker.
   */
  readonly takeOver: (name: string, ask?: (before: Use) => Use) => void;
}

const standInAttribute = 'data-picker-stand-in';

/**
 * Pickers (Mantine's Select and MultiSelect) whose code is no part of a page's first visit: the dropdowns
 * they open (Combobox, Popover, floating-ui) are about 25 KiB gzip, and a filter bar shows its pickers
 * closed. Each picker is drawn by a stand-in that looks the same (label, value, chevron, clear button,
 * the chosen values' pills). The pointer coming over one fetches the code; a click, the focus or a key
 * lets the pickers take over. What was asked of a stand-in is not lost: the picker that takes over from
 * the stand-in with the focus gets the focus, opens if it was clicked or opened from the keyboard, and
 * starts with what was typed. The pickers never take over between a press and its click, so the click
 * lands on the element that was pressed.
 */
export function usePickersOnUse(): PickersOnUse {
  const [{ pickers, arrival }, setLoaded] = useState<{ pickers?: Pickers; arrival?: Arrival }>(() => ({
    pickers: loadedPickers,
  }));
  const uses = useRef(new Map<string, Use>());
  const prefetch = () => void loadPickers().catch(() => undefined);
  const takeOver = (name: string, ask?: (before: Use) => Use) => {
    if (ask !== undefined) {
      uses.current.set(name, ask(uses.current.get(name) ?? { open: false, search: '' }));
    }
    loadPickers().then(
      (module) => {
        const focused = document.activeElement?.getAttribute(standInAttribute) ?? undefined;
        const asked = focused === undefined ? undefined : uses.current.get(focused);
        setLoaded({
          pickers: module,
          arrival: focused === undefined ? undefined : { name: focused, open: false, search: '', ...asked },
        });
      },
      // Offline: the stand-ins stay, and the next use asks again.
      () => undefined,
    );
  };
  return { pickers, arrival, prefetch, takeOver };
}

/** A stand-in's handlers: the pointer over it fetches the code, and its use hands over to the picker. */
function useStandIn(name: string, onUse: PickersOnUse, searchable: boolean) {
  // Between a press and its click the stand-in stays: the focus the press gives is not yet a use.
  const pressed = useRef(false);
  const open = (before: Use) => ({ ...before, open: true });
  return {
    [standInAttribute]: name,
    role: 'combobox',
    'aria-haspopup': 'listbox' as const,
    'aria-expanded': false,
    readOnly: true,
    autoComplete: 'off',
    onPointerEnter: onUse.prefetch,
    onPointerDown: () => {
      pressed.current = true;
      onUse.prefetch();
    },
    onFocus: () => {
      if (!pressed.current) onUse.takeOver(name);
    },
    // A press that ended elsewhere (dragged off) is forgotten once the focus leaves.
    onBlur: () => {
      pressed.current = false;
    },
    onClick: () => {
      pressed.current = false;
      onUse.takeOver(name, open);
    },
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      const { key } = event;
      if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ') {
        event.preventDefault();
        onUse.takeOver(name, open);
      } else if (searchable && key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
        onUse.takeOver(name, (before) => ({ open: true, search: before.search + key }));
      } else if (searchable && key === 'Backspace') {
        onUse.takeOver(name, (before) => ({ ...before, search: before.search.slice(0, -1) }));
      }
    },
  };
}

/** How the picker that takes over from the stand-in `name` starts. */
function useArrival(name: string, onUse: PickersOnUse) {
  const arrived = onUse.pickers === undefined ? undefined : onUse.arrival;
  const arrival = arrived?.name === name ? arrived : undefined;
  // Focused at once, opened on the next render when it was asked to open.
  const { target, opened, setOpened } = useOpenedOnArrival<HTMLInputElement>(arrival?.open ?? false);
  // The search is the caller's, so that what was typed outlives the picker's own first effects (Select
  // sets the search to its value's label): it is put in after them.
  const [search, setSearch] = useState('');
  const typed = arrival?.search ?? '';
  useEffect(() => {
    if (typed === '') return;
    let current = true;
    void Promise.resolve().then(() => current && setSearch(typed));
    return () => {
      current = false;
    };
  }, [typed]);
  return {
    ref: target,
    searchValue: search,
    onSearchChange: setSearch,
    dropdownOpened: opened,
    onDropdownOpen: () => setOpened(true),
    onDropdownClose: () => setOpened(false),
    ...(arrival === undefined ? {} : { autoFocus: true }),
  };
}

/**
 * A closed picker's right section, drawn as Mantine's pickers draw theirs (the input's clear-section
 * props): the chevron, and the clear button beside it when there is a value to clear.
 */
function rightSection(clear: (() => void) | undefined) {
  return {
    __defaultRightSection: <ComboboxChevron />,
    __clearable: clear !== undefined,
    __clearSection: (
      <Input.ClearButton
        tabIndex={-1}
        aria-hidden
        onMouseDown={(event) => event.preventDefault()}
        onClick={clear}
      />
    ),
    rightSectionPointerEvents: 'none' as const,
  };
}

// The room MultiSelect leaves its pills for a clear button at the default size (its `clearSectionOffset`).
const pillsClearOffset = 50;

type Owned =
  | 'onChange'
  | 'value'
  | 'data'
  | 'searchValue'
  | 'defaultSearchValue'
  | 'onSearchChange'
  | 'dropdownOpened'
  | 'defaultDropdownOpened'
  | 'onDropdownOpen'
  | 'onDropdownClose';

type SelectOnUseProps = Omit<SelectProps, Owned> & {
  /** Names the picker among those of `onUse`. */
  name: string;
  onUse: PickersOnUse;
  value: string | null;
  data: string[];
  onChange: (value: string | null) => void;
};

/** Mantine's Select (string values), fetched on use (usePickersOnUse). */
export function SelectOnUse({ name, onUse, ...props }: SelectOnUseProps) {
  const standIn = useStandIn(name, onUse, props.searchable === true);
  const arrival = useArrival(name, onUse);
  if (onUse.pickers !== undefined) {
    return <onUse.pickers.Select {...props} {...arrival} />;
  }
  const { label, placeholder, value, clearable, onChange, w, title } = props;
  const right = rightSection(clearable === true && value !== null ? () => onChange(null) : undefined);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={value ?? ''}
      title={title}
      w={w}
      {...right}
      {...standIn}
    />
  );
}

type MultiSelectOnUseProps = Omit<MultiSelectProps, Owned> & {
  name: string;
  onUse: PickersOnUse;
  value: string[];
  data: string[];
  onChange: (value: string[]) => void;
};

/** Mantine's MultiSelect (string values), fetched on use (usePickersOnUse). */
export function MultiSelectOnUse({ name, onUse, ...props }: MultiSelectOnUseProps) {
  const standIn = useStandIn(name, onUse, props.searchable === true);
  const arrival = useArrival(name, onUse);
  if (onUse.pickers !== undefined) {
    return <onUse.pickers.MultiSelect {...props} {...arrival} />;
  }
  const { label, placeholder, value, clearable, onChange, w } = props;
  const right = rightSection(clearable === true && value.length > 0 ? () => onChange([]) : undefined);
  return (
    <PillsInput
      label={label}
      w={w}
      {...right}
      // A press anywhere in the field (PillsInput gives the focus to its input) is a use, as on the input.
      onPointerDown={standIn.onPointerDown}
      onClick={standIn.onClick}
      pointer
    >
      <Pill.Group style={right.__clearable ? { paddingInlineEnd: pillsClearOffset } : undefined}>
        {value.map((item) => (
          <Pill key={item} withRemoveButton onRemove={() => onChange(value.filter((v) => v !== item))}>
            {item}
          </Pill>
        ))}
        <PillsInput.Field
          placeholder={placeholder}
          // As MultiSelect's own: a field with nothing to show takes no room beside the pills.
          type={props.searchable !== true && placeholder === undefined ? 'hidden' : 'visible'}
          pointer
          {...standIn}
        />
      </Pill.Group>
    </PillsInput>
  );
}
