import { singleLineType } from './single-line.tsx';

export const text = singleLineType({ type: 'text', description: 'One line of text.' });
