import { singleLineView } from '../single-line-view.tsx';

export default singleLineView('date');
