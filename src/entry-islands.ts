/**
 * The browser entry of every built page (swapped in for entry-client.tsx by
 * src/islands/entry-plugin.ts): the site's styles and the islands runtime, no React. React and
 * an island's code load when that island wakes (src/islands/runtime.ts).
 */
import './fonts.css';
import './styles.css';
import './islands/runtime.ts';
