/**
 * The one date every step of `npm test` builds and validates on: package.json's `test` script
 * exports it as BUILD_DATE, and the end-to-end builds pass it explicitly. Dated content (upcoming
 * webinars, the cohorts a form offers) is judged against it, so the suite gives the same answer
 * next month as today. tests/unit/dated-content.test.ts holds the script to it.
 */
export const TEST_BUILD_DATE = '2026-11-20';
