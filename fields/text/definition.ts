import { singleLineType } from '../single-line.ts';

export const text = singleLineType({ type: 'text', description: 'One line of text.' });
