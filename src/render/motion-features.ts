// The animation engine behind `m.*` components, loaded on demand by MotionProvider.
import { domAnimation } from 'framer-motion';

export default domAnimation;
