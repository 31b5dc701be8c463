/**
 * A text's length limit as the schemas check it, with one message everywhere. The message is given, not left to
 * zod: zod/mini in the browser carries no locale, and the screen and the server must say the same.
 */
import * as z from 'zod/mini';
import { said } from './refusals';

/**
 * The check that a text (or a list) holds at most `max` characters (or items), refused as a code with the limit
 * (`text.tooLong`, src/lib/refusals.ts): the screen says it in its reader's language.
 */
export const atMost = (max: number) => z.maxLength(max, said('text.tooLong', { max }));
