import { measureElement, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { memo, useLayoutEffect, useRef } from 'react';
import { isErrorLevel } from './failure-message';
import { splitMatches, type PreparedLine } from './log-filter';
import classes from './log-list.module.css';

/** A line's height before it is measured: one line of text. */
const estimatedLineHeight = 22;
/** Lines drawn beyond each edge of the view, so a scroll finds the next ones already there. */
const overscan = 12;
/** How close to the newest line still counts as "at the newest line" (a rounding, a border). */
const endThresholdPx = 24;
/** The view's height while it has none (no layout yet: a hidden tab, a test's DOM), as its CSS caps it. */
const fallbackHeightPx = 480;

/**
 * The lines shown, drawing only those in view: a log of thousands of lines costs what a screenful does.
 * Lines wrap, so each is measured once drawn. While `following`, the view stays on the newest line as
 * lines arrive (the virtualizer's end anchoring); `onScrolled` tells where the operator scrolled to.
 */
export function LogList({
  lines,
  search,
  following,
  label,
  onScrolled,
}: {
  lines: readonly PreparedLine[];
  /** Marked in each line. */
  search: string;
  following: boolean;
  label: string;
  onScrolled: (scroll: { atEnd: boolean; movedUp: boolean }) => void;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  const lastTop = useRef(0);
  // The virtualizer is a mutable instance that re-renders this component itself; nothing below memoises
  // what it returns, so the compiler's caution does not apply.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => viewport.current,
    estimateSize: () => estimatedLineHeight,
    overscan,
    // A line is known by its place in the whole log, so a filter keeps the measured heights.
    getItemKey: (index) => lines[index]?.index ?? index,
    useFlushSync: false,
    anchorTo: following ? 'end' : 'start',
    followOnAppend: following,
    scrollEndThreshold: endThresholdPx,
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) =>
        report(rect.height > 0 ? rect : { width: rect.width, height: fallbackHeightPx }),
      ),
    // Without layout a line measures 0; it keeps its estimate then, rather than all lines being drawn.
    measureElement: (element, entry, instance) => {
      const size = measureElement(element, entry, instance);
      return size > 0 ? size : estimatedLineHeight;
    },
  });

  // Following again, or other lines shown (a filter): to the newest line at once.
  useLayoutEffect(() => {
    if (following && lines.length > 0) virtualizer.scrollToEnd();
  }, [following, lines, virtualizer]);

  const onScroll = () => {
    const element = viewport.current;
    if (element === null) return;
    const top = element.scrollTop;
    const atEnd = element.scrollHeight - top - element.clientHeight <= endThresholdPx;
    onScrolled({ atEnd, movedUp: top < lastTop.current });
    lastTop.current = top;
  };

  const items = virtualizer.getVirtualItems();
  return (
    <div
      ref={viewport}
      className={classes.viewport}
      role="log"
      aria-label={label}
      // The log scrolls on its own: it takes the keyboard's focus to be scrolled with the arrow keys.
      tabIndex={0}
      onScroll={onScroll}
    >
      <ol className={classes.list} style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const line = lines[item.index];
          if (line === undefined) return null;
          return (
            <LogLineItem
              key={item.key}
              line={line}
              index={item.index}
              count={lines.length}
              top={item.start}
              search={search}
              measure={virtualizer.measureElement}
            />
          );
        })}
      </ol>
    </div>
  );
}

/** One line: drawn again only when it moves, or when the search changes. */
const LogLineItem = memo(function LogLineItem({
  line,
  index,
  count,
  top,
  search,
  measure,
}: {
  line: PreparedLine;
  index: number;
  count: number;
  top: number;
  search: string;
  measure: (element: HTMLElement | null) => void;
}) {
  const { time, level, text } = line.line;
  return (
    <li
      ref={measure}
      data-index={index}
      className={classes.line}
      data-error={isErrorLevel(level) ? '' : undefined}
      style={{ transform: `translateY(${top}px)` }}
      aria-posinset={index + 1}
      aria-setsize={count}
    >
      {time !== undefined && <span className={classes.time}>{time} </span>}
      {level !== undefined && <span className={classes.level}>{level} </span>}
      <span>
        {search.trim() === ''
          ? text
          : splitMatches(text, search).map((part, at) =>
              part.match ? (
                <mark key={at} className={classes.match}>
                  {part.text}
                </mark>
              ) : (
                part.text
              ),
            )}
      </span>
    </li>
  );
});
