import { icons, type IconName } from './icons.ts';

/** The icon names as a tuple, for `z.enum` in block schemas. */
export const iconNames = Object.keys(icons) as [IconName, ...IconName[]];
