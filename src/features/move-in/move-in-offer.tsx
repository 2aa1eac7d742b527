/**
 * On the first sign-in after the team workspace arrived, a browser that kept its own queue, catalog or
 * reporting history offers to add them to the team's, says what that is, and forgets them only once the
 * server has stored them. "Not now" asks again at the next sign-in, never on every page.
 */
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { workspaceApi, workspaceKeys } from '@/api/workspace-client';
import type { MoveInResult } from '@/api/workspace';
import { errorMessage } from '@/lib/error-message';
import {
  countHoldings,
  dismissSetAside,
  forgetMovedHoldings,
  isEmpty,
  readHoldings,
  type Holdings,
} from './browser-holdings';

const declinedKey = 'robot-console:move-in-declined';

/** "Not now" holds for the session it was said in: `session` names it (who, until when). */
function declinedThisSession(session: string): boolean {
  try {
    return sessionStorage.getItem(declinedKey) === session;
  } catch {
    return false;
  }
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function summary(result: MoveInResult): string {
  const { added, alreadyThere } = result;
  const parts = [
    plural(added.executions, 'execution', 'executions'),
    plural(added.runtimes + added.robots, 'catalog entry', 'catalog entries'),
    plural(added.sends, 'reporting send', 'reporting sends'),
  ];
  const known = alreadyThere.executions + alreadyThere.runtimes + alreadyThere.robots + alreadyThere.sends;
  return `Added ${parts.join(', ')}.${known > 0 ? ` ${plural(known, 'entry was', 'entries were')} already there and kept as the team has ${known === 1 ? 'it' : 'them'}.` : ''}`;
}

const setAsideWhere = 'They stay in this browser, set aside and not deleted, and are not added.';

export function MoveInOffer({ session }: { session: string }) {
  const queryClient = useQueryClient();
  const [read] = useState(readHoldings);
  const [holdings, setHoldings] = useState<Holdings | undefined>(() =>
    declinedThisSession(session) || isEmpty(read) ? undefined : read,
  );
  // Unreadable entries are told once: in the offer when there is one, otherwise in a notice of their own.
  const setAside = read.setAside;
  const inOffer = holdings !== undefined;
  const told = useRef(false);
  useEffect(() => {
    if (setAside.length === 0 || told.current) return;
    told.current = true;
    if (!inOffer) {
      notifications.show({
        color: 'yellow',
        title: 'Some of what this browser kept could not be read',
        message: `${setAside.join(' ')} ${setAsideWhere}`,
        autoClose: false,
      });
    }
    dismissSetAside();
  }, [setAside, inOffer]);
  const move = useMutation({
    mutationFn: (kept: Holdings) => workspaceApi.moveIn(kept.request),
    onSuccess: async (result, kept) => {
      forgetMovedHoldings(kept);
      setHoldings(undefined);
      notifications.show({ color: 'green', title: 'Added to the team workspace', message: summary(result) });
      await queryClient.invalidateQueries({ queryKey: workspaceKeys.all });
    },
  });
  if (holdings === undefined) return null;
  const counts = countHoldings(holdings);
  const notNow = () => {
    try {
      sessionStorage.setItem(declinedKey, session);
    } catch {
      // Without storage the offer simply comes back on the next page load.
    }
    setHoldings(undefined);
  };
  return (
    <Modal opened onClose={notNow} title="Add what this browser kept to the team workspace?" size="lg">
      <Stack gap="sm">
        <Text size="sm">
          Robot Console now keeps the queue, the catalog and the reporting history for the whole team. Before,
          this browser kept its own:
        </Text>
        <List size="sm">
          {counts.executions > 0 && (
            <List.Item>{plural(counts.executions, 'execution', 'executions')} from its queue</List.Item>
          )}
          {counts.catalog > 0 && (
            <List.Item>
              {plural(counts.catalog, 'Runtime or Robot', 'Runtimes and Robots')} of its catalog
            </List.Item>
          )}
          {counts.sends > 0 && (
            <List.Item>
              {plural(counts.sends, 'reporting send', 'reporting sends')} from its history
            </List.Item>
          )}
        </List>
        {setAside.length > 0 && (
          <Alert color="yellow" title="Some of it could not be read">
            {setAside.join(' ')} {setAsideWhere}
          </Alert>
        )}
        <Text size="sm">
          They are added as yours; what the team already has is kept as it is. This browser forgets them only
          once the team workspace has stored them.
        </Text>
        {move.isError && (
          <Text size="sm" c="red.9" role="alert">
            Nothing was added: {errorMessage(move.error)} This browser still has everything; try again.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={notNow} disabled={move.isPending}>
            Not now
          </Button>
          <Button onClick={() => move.mutate(holdings)} loading={move.isPending}>
            Add to the team workspace
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
