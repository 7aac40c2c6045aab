/**
 * zod 4 compiles fast parsers with `new Function` when it may, and probes for it as soon as an
 * object schema is made. The site's Content-Security-Policy forbids eval (and reports even that
 * probe), and forms are small: in the browser, zod runs without it. Import this module before any
 * module that makes a zod schema the browser loads (the field types, the form schema).
 */
import * as z from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });
