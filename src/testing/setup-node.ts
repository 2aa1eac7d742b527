// Names the app's word parts, as main.tsx does through routes.tsx: a test may load words without the routes.
import '../app/word-parts';
import { failOnConsoleError } from './fail-on-console-error';

failOnConsoleError();
