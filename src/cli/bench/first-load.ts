/** Child process of `bench:content`: the home page's gzipped first load, as JSON. */
import { firstLoads } from '../size.ts';

const home = firstLoads().find((load) => load.route === '/');
if (!home) throw new Error('the built site has no home page');
console.log(JSON.stringify({ js: home.jsBytes, css: home.cssBytes }));
