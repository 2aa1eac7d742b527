/**
 * On the first sign-in after the team workspace arrived, a browser that kept its own queue, catalog or
 * reporting history offers to add them to the team's, says what that is, and forgets them only once the
 * server has stored them. "Not now" asks again at the next sign-in, never on every page.
 */
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { notices } from '@/lib/notices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { workspaceApi, workspaceKeys } from '@/data/workspace-client';
import type { MoveInResult } from '@/api/workspace/move-in-result';
import { useT, type Translate } from '@/i18n/i18n-provider';
import { errorMessage } from '@/i18n/error-message';
import {
  countHoldings,
  dismissSetAside,
  forgetMovedHoldings,
  isEmpty,
  readHoldings,
  type Holdings,
} from './browser-holdings';
import { storeProblemWords } from './store-problem-words';

const declinedKey = 'robot-console:move-in-declined';

/** "Not now" holds for the session it was said in: `session` names it (who, until when). */
function declinedThisSession(session: string): boolean {
  try {
    return sessionStorage.getItem(declinedKey) === session;
  } catch {
    return false;
  }
}

function summary(result: MoveInResult, t: Translate): string {
  const { added, alreadyThere } = result;
  const known = alreadyThere.executions + alreadyThere.runtimes + alreadyThere.robots + alreadyThere.sends;
  const said = t('moveIn.added.summary', {
    executions: t('moveIn.added.executions', { count: added.executions }),
    catalog: t('moveIn.added.catalog', { count: added.runtimes + added.robots }),
    sends: t('moveIn.added.sends', { count: added.sends }),
  });
  return known > 0 ? `${said} ${t('moveIn.added.alreadyThere', { count: known })}` : said;
}

export function MoveInOffer({ session }: { session: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [read] = useState(readHoldings);
  const [holdings, setHoldings] = useState<Holdings | undefined>(() =>
    declinedThisSession(session) || isEmpty(read) ? undefined : read,
  );
  // Unreadable entries are told once: in the offer when there is one, otherwise in a notice of their own.
  const setAside = useMemo(() => read.setAside.map((problem) => storeProblemWords(problem, t)), [read, t]);
  const inOffer = holdings !== undefined;
  const told = useRef(false);
  useEffect(() => {
    if (setAside.length === 0 || told.current) return;
    told.current = true;
    if (!inOffer) {
      notices.show({
        color: 'yellow',
        title: t('moveIn.setAside.title'),
        message: `${setAside.join(' ')} ${t('moveIn.setAside.where')}`,
        autoClose: false,
      });
    }
    dismissSetAside();
  }, [setAside, inOffer, t]);
  const move = useMutation({
    mutationFn: (kept: Holdings) => workspaceApi.moveIn(kept.request),
    onSuccess: async (result, kept) => {
      forgetMovedHoldings(kept);
      setHoldings(undefined);
      notices.show({
        color: 'green',
        title: t('moveIn.added.title'),
        message: summary(result, t),
      });
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
    <Modal opened onClose={notNow} title={t('moveIn.offer.title')} size="lg">
      <Stack gap="sm">
        <Text size="sm">{t('moveIn.offer.intro')}</Text>
        <List size="sm">
          {counts.executions > 0 && (
            <List.Item>{t('moveIn.offer.executions', { count: counts.executions })}</List.Item>
          )}
          {counts.catalog > 0 && (
            <List.Item>{t('moveIn.offer.catalog', { count: counts.catalog })}</List.Item>
          )}
          {counts.sends > 0 && <List.Item>{t('moveIn.offer.sends', { count: counts.sends })}</List.Item>}
        </List>
        {setAside.length > 0 && (
          <Alert color="yellow" title={t('moveIn.offer.unreadableTitle')}>
            {setAside.join(' ')} {t('moveIn.setAside.where')}
          </Alert>
        )}
        <Text size="sm">{t('moveIn.offer.asYours')}</Text>
        {move.isError && (
          <Text size="sm" c="red.9" role="alert">
            {t('moveIn.offer.failed', { error: errorMessage(move.error, t) })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={notNow} disabled={move.isPending}>
            {t('moveIn.offer.notNow')}
          </Button>
          <Button onClick={() => move.mutate(holdings)} loading={move.isPending}>
            {t('moveIn.offer.add')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
