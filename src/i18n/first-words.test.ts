import { expect, it } from 'vitest';
import { currentWords, needWords } from './catalog';
import { startTestWords } from '@/testing/words';

// main.tsx starts the first page's code beside the first words, so a page may ask for its own part
// before the first words have arrived. (A file of its own: the catalog's language is module state.)
it('gives a page the words it asks for while the first words are still loading', async () => {
  const first = startTestWords('pt-BR');
  const page = needWords('queue');
  await Promise.all([first, page]);
  const { locale, catalog } = currentWords();
  expect(locale).toBe('pt-BR');
  expect(catalog['queue.title']).toBe('Fila');
  expect(catalog['common.loading']).toBeDefined();
});
